"""The menus driven headless by real pygame events: title, how to play, settings, new game, pause."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pygame
import pytest
from appdriver import click, focused, key, make_app, post, step, type_text, widget

from game.app import App
from game.ui.controls import Toggle
from game.ui.scene import Scene
from game.ui.scenes.howto import HowToScene, pages_for
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path) -> App:
    a = make_app(tmp_path)
    yield a
    a.close()


def test_title_then_how_to_play_pages_then_back(app: App) -> None:
    assert isinstance(app.top, TitleScene)
    click(app, widget(app.top, "How to play").rect.center)
    howto = app.top
    assert isinstance(howto, HowToScene)
    assert howto.page == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert howto.page == 2
    click(app, widget(howto, "Next ›").rect.center)
    assert howto.page == 3
    click(app, widget(howto, "‹ Previous").rect.center)
    key(app, pygame.K_LEFT)
    assert howto.page == 1
    for _ in range(len(howto.pages) + 3):
        key(app, pygame.K_PAGEDOWN)
    assert howto.page == len(howto.pages) - 1
    assert widget(howto, "Next ›").enabled is False
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_how_to_play_has_a_page_per_house_rule_on() -> None:
    from game.model import Rules

    official = [p.title for p in pages_for(Rules())]
    party = [p.title for p in pages_for(Rules(stacking=True, seven_o=True, jump_in=True, uno_penalty=4))]
    assert not any(t.startswith("House rule:") for t in official)
    for title in ("House rule: Stacking", "House rule: Seven-O", "House rule: Jump-In", "House rule: Uno penalty"):
        assert title in party
    summary = next(p for p in pages_for(Rules(stacking=True)) if p.title == "House rules in this game")
    assert "Stacking" in " ".join(summary.paragraphs)


def _open_settings(app: App) -> SettingsScene:
    click(app, widget(app.top, "Settings").rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    return scene


def _saved(tmp: Path) -> dict:
    return json.loads((tmp / "settings.json").read_text())


def test_settings_toggle_a_rule_with_the_mouse_and_save(app: App, tmp_path: Path) -> None:
    scene = _open_settings(app)
    stacking = widget(scene, "Stacking")
    assert isinstance(stacking, Toggle) and stacking.value is False
    click(app, stacking.switch_rect.center)
    assert app.settings.rules["stacking"] is True
    assert app.settings.preset == "custom"
    assert app.settings.custom_rules is not None and app.settings.custom_rules["stacking"] is True
    # Mixed stacking is only open with stacking on.
    assert widget(scene, "Mixed stacking").enabled
    click(app, widget(scene, "Back").rect.center)
    assert isinstance(app.top, TitleScene)
    saved = _saved(tmp_path)
    assert saved["rules"]["stacking"] is True and saved["preset"] == "custom"


def test_settings_toggle_a_rule_with_the_keyboard_and_save(app: App, tmp_path: Path) -> None:
    scene = _open_settings(app)
    for _ in range(30):
        if getattr(focused(scene), "label", "") == "Seven-O":
            break
        key(app, pygame.K_DOWN)
    assert getattr(focused(scene), "label", "") == "Seven-O"
    key(app, pygame.K_SPACE)
    assert app.settings.rules["seven_o"] is True
    key(app, pygame.K_LEFT)
    assert app.settings.rules["seven_o"] is False
    key(app, pygame.K_RETURN)
    assert app.settings.rules["seven_o"] is True
    # a stepper: Uno penalty, further down (the list scrolls to it)
    for _ in range(30):
        if getattr(focused(scene), "label", "") == "Uno penalty":
            break
        key(app, pygame.K_DOWN)
    before = scene.menu.scroll
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.settings.rules["uno_penalty"] == 4
    assert before > 0  # it had to scroll to reach the row
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    saved = _saved(tmp_path)
    assert saved["rules"]["seven_o"] is True and saved["rules"]["uno_penalty"] == 4


def test_settings_presets_and_tabs(app: App, tmp_path: Path) -> None:
    scene = _open_settings(app)
    preset = widget(scene, "Rule set")
    party = preset.segments()[1]
    click(app, party.center)
    r = app.settings.rules
    assert app.settings.preset == "party" and r["stacking"] and r["seven_o"] and r["jump_in"]
    click(app, widget(scene, "Jump-In").rect.center)  # editing a rule makes it "My rules"
    assert app.settings.preset == "custom" and app.settings.custom_rules["jump_in"] is False
    click(app, widget(scene, "Rule set").segments()[0].center)
    assert app.settings.rules["stacking"] is False and app.settings.preset == "official"
    click(app, widget(scene, "Rule set").segments()[2].center)  # My rules come back
    assert app.settings.rules["stacking"] is True and app.settings.rules["jump_in"] is False
    # tabs: number keys and clicks
    key(app, pygame.K_3)
    assert scene.tab == "sound"
    mute = widget(scene, "Mute")
    click(app, mute.rect.center)
    assert app.settings.muted is True and app.audio.muted is True
    tabs = scene.header.items[0]
    click(app, tabs.segments()[1].center)
    assert scene.tab == "gameplay"
    speed = widget(scene, "Computer speed")
    track = speed.track_rect()
    click(app, (track.right - 1, track.centery))
    assert app.settings.cpu_speed == pytest.approx(3.0)
    key(app, pygame.K_4)
    scale = widget(scene, "Interface scale")
    old = app.scale
    key(app, pygame.K_DOWN)  # the number key left the keys on the tabs: Down enters the list
    scene.zones.menu.set_focus(scale)
    key(app, pygame.K_RIGHT)
    step(app)
    assert app.settings.ui_scale == pytest.approx(1.1)
    assert app.scale == pytest.approx(old * 1.1)
    key(app, pygame.K_ESCAPE)
    saved = _saved(tmp_path)
    assert saved["muted"] is True and saved["cpu_speed"] == 3.0 and saved["ui_scale"] == pytest.approx(1.1)


def test_settings_reset_needs_two_clicks(app: App) -> None:
    scene = _open_settings(app)
    click(app, widget(scene, "Stacking").rect.center)
    app.settings.player_name = "Kim"
    click(app, widget(scene, "Reset to defaults").rect.center)
    assert app.settings.rules["stacking"] is True
    click(app, widget(scene, "Click again to reset").rect.center)
    assert app.settings.rules["stacking"] is False and app.settings.preset == "official"
    assert app.settings.player_name == "Kim"


def test_new_game_choices(app: App, tmp_path: Path) -> None:
    from game.ui.scenes.names import NamePickerScene, TypeNameScene

    click(app, widget(app.top, "Play").rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    # The person's name: the list, then the on-screen keyboard (a real keyboard types there too).
    first = scene.seat_rows()[0]
    click(app, first.part_rects()["name"].center)
    assert isinstance(app.top, NamePickerScene)
    click(app, widget(app.top, "Type a name…").rect.center)
    step(app)
    board = app.top
    assert isinstance(board, TypeNameScene)
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text(app, "Kim")
    assert board.keyboard.value == "Kim"
    click(app, board.keyboard.key_rects()[-1][-1].center)  # the keyboard's Done
    step(app)
    assert app.top is scene and scene.seat_rows()[0].name == "Kim"
    players = widget(scene, "Players")
    _left, right = players._arrows()
    click(app, right.center)
    click(app, right.center)
    assert app.settings.players == 6
    diff = widget(scene, "Computer players")
    scene.zones.menu.set_focus(diff)
    key(app, pygame.K_RIGHT)  # normal -> hard
    assert app.settings.difficulty == "hard" and set(scene.plan.cpu_levels) == {"hard"}
    seats = scene.seat_rows()
    assert len(seats) == 6
    click(app, seats[1].part_rects()["kind"].midleft)  # hard -> normal for the first CPU
    assert app.settings.cpu_kinds()[0] != app.settings.cpu_kinds()[1]
    assert widget(scene, "Computer players").value == "seats"
    post(pygame.MOUSEWHEEL, x=0, y=-10)  # the list grew: scroll down to the rest
    step(app)
    assert scene.menu.scroll > 0
    length = widget(scene, "Game length")
    assert scene.menu.rect.contains(length.rect)
    click(app, length.segments()[1].center)
    assert app.settings.single_hand is True
    config = scene.build_config()
    assert len(config.seats) == 6 and config.seats[0].name == "Kim" and config.human == 0
    assert config.rules.target_score is None
    assert [s.kind for s in config.seats[1:]] == app.settings.cpu_kinds()
    assert "Kim" not in [s.name for s in config.seats[1:]]
    click(app, widget(scene, "Back").rect.center)
    assert isinstance(app.top, TitleScene)
    assert _saved(tmp_path)["player_name"] == "Kim"


def test_new_game_refuses_a_deal_bigger_than_the_deck(app: App) -> None:
    app.settings.players = 10
    app.settings.rules = {**app.settings.rules, "hand_size": 15}
    app.push(NewGameScene(app))
    step(app)
    assert "need more than" in app.top.deal_problem()
    assert widget(app.top, "Start").enabled is False


class _Below(Scene):
    """A stand-in for the table under the pause overlay."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.events = 0
        self.updates = 0
        self.draws = 0
        self.saved = 0
        self.quits = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(PauseScene(self.app, self))
            return True
        self.events += 1
        return True

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((200, 0, 0))

    def save(self) -> None:
        self.saved += 1

    def on_quit(self) -> None:
        self.quits += 1


def test_pause_overlay_draws_over_and_blocks_the_table(app: App) -> None:
    below = _Below(app)
    app.reset(below)
    step(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    events, updates, draws = below.events, below.updates, below.draws
    key(app, pygame.K_a)
    click(app, (5, 5))
    step(app, 3)
    assert below.events == events  # nothing reaches the table
    assert below.updates == updates  # its clock is stopped
    assert below.draws > draws  # but it is drawn under the veil
    r = app.screen.get_at((2, 2)).r
    # dimmed to a quarter or less: the game has stopped (playtest 12 read a bright hand on the dark felt
    # under the usual veil, which keeps two fifths, as "not dimmed")
    assert 0 < r <= 200 // 4
    key(app, pygame.K_ESCAPE)
    assert app.top is below
    key(app, pygame.K_ESCAPE)
    click(app, widget(app.top, "Settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    click(app, widget(app.top, "Rules").rect.center)
    assert isinstance(app.top, HowToScene)
    key(app, pygame.K_ESCAPE)
    click(app, widget(app.top, "Quit to title").rect.center)
    assert below.saved == 1
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_quit_event_lets_scenes_save(app: App) -> None:
    below = _Below(app)
    app.reset(below)
    step(app)
    post(pygame.QUIT)
    step(app)
    assert below.quits == 1
    assert app.running is False


def test_damaged_settings_are_reported_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{ not json")
    a = make_app(tmp_path)
    try:
        assert any("settings" in n and "corrupt" in n for n in a.notices), a.notices
        step(a, 60 * 9)
        assert a.notices == []  # gone after a few seconds
    finally:
        a.close()


def test_resize_relayouts_and_keeps_the_minimum(app: App) -> None:
    post(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900))
    step(app)
    assert app.size == (1600, 900)
    assert app.top.size == (1600, 900)
    post(pygame.VIDEORESIZE, w=400, h=300, size=(400, 300))
    step(app)
    assert app.size == (960, 540)
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (960, 540)


def test_title_continue_only_with_a_saved_match(app: App, tmp_path: Path) -> None:
    with pytest.raises(LookupError):
        widget(app.top, "Continue")
    app.store.save_match({"format": "not a session"})
    app.top.resume()
    click(app, widget(app.top, "Continue").rect.center)
    # the damaged save is set aside, the player is told, and Continue goes away
    assert any("saved match" in n for n in app.notices)
    with pytest.raises(LookupError):
        widget(app.top, "Continue")


def test_quit_button_and_empty_stack_stop_the_loop(tmp_path: Path) -> None:
    a = make_app(tmp_path)
    try:
        click(a, widget(a.top, "Quit").rect.center)
        assert a.running is False and a.exit_code == 0
    finally:
        a.close()
    b = make_app(tmp_path)
    try:
        b.pop()
        step(b)
        assert b.running is False
    finally:
        b.close()


def test_play_start_pause_quit_then_continue(app: App, tmp_path: Path) -> None:
    table_mod = importlib.import_module("game.ui.scenes.table")
    buttons = {getattr(b, "text", None) or b.label: b.rect.copy() for b in app.top.menu.items}  # type: ignore[attr-defined]
    click(app, widget(app.top, "Play").rect.center)
    click(app, widget(app.top, "Start").rect.center)
    assert isinstance(app.top, table_mod.TableScene) and len(app.scenes) == 2  # the title stays below
    step(app, 30)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    click(app, widget(app.top, "Quit to title").rect.center)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    assert (tmp_path / "match.json").exists()
    # one main button: Continue (focused) takes the main look from Play, so only one reads as chosen
    assert widget(app.top, "Continue").primary and not widget(app.top, "Play").primary
    assert focused(app.top) is widget(app.top, "Continue")
    # Continue comes above Play and nothing else moves (the buttons jumped as it came: playtest)
    assert widget(app.top, "Continue").rect.bottom < widget(app.top, "Play").rect.top
    for text, before in buttons.items():
        assert widget(app.top, text).rect == before, text
    click(app, widget(app.top, "Continue").rect.center)
    # the table, or a question of its hand over it (an unseeded deal may open with one: a wild to colour)
    tables = [sc for sc in app.scenes if isinstance(sc, table_mod.TableScene)]
    assert len(tables) == 1 and app.scenes.index(tables[0]) >= len(app.scenes) - 2
    step(app, 5)


def test_title_opens_statistics(app: App) -> None:
    stats = importlib.import_module("game.ui.scenes.stats")
    click(app, widget(app.top, "Statistics").rect.center)
    assert isinstance(app.top, stats.StatsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_settings_reset_by_keyboard_asks_for_the_key_again(app: App) -> None:
    """Before, the armed button said "Click again to reset" to a person using the keys."""
    scene = _open_settings(app)
    click(app, widget(scene, "Stacking").rect.center)
    reset = widget(scene, "Reset to defaults")
    menu = next(m for m in scene.zones.menus if reset in m.items)
    scene.zones.activate(scene.zones.menus.index(menu))
    menu.set_focus(reset)
    key(app, pygame.K_RETURN)
    assert app.settings.rules["stacking"] is True
    armed = widget(scene, "Press Enter again to reset")
    with pytest.raises(LookupError):
        widget(scene, "Click again to reset")
    assert armed.focused
    key(app, pygame.K_RETURN)
    assert app.settings.rules["stacking"] is False
    assert widget(scene, "Reset to defaults")



def test_full_screen_under_a_still_pointer_keeps_the_settings_focus(app: App,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest (a210384): F11 in Settings moved the focus to the tabs. The window changed under the
    pointer, which had not moved, and the system reported a motion to where the pointer now was in the
    window. A motion while the pointer is still where it was on the desktop moves no focus; the person's
    next move of the mouse does."""
    scene = _open_settings(app)
    for _ in range(3):
        key(app, pygame.K_DOWN)
    chosen = getattr(focused(scene), "label", "")
    assert chosen and scene.zones.menu is scene.menu
    desktop = [(700, 400)]
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda desktop_=False, **kw: desktop[0])
    key(app, pygame.K_F11)
    tab = scene.header.items[0].rect.center
    post(pygame.MOUSEMOTION, pos=tab, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.zones.menu is scene.menu and getattr(focused(scene), "label", "") == chosen, \
        "the still pointer took the focus"
    desktop[0] = (705, 402)  # the person moves the mouse
    post(pygame.MOUSEMOTION, pos=tab, rel=(5, 2), buttons=(0, 0, 0))
    step(app)
    assert scene.zones.menu is not scene.menu, "the person's own move of the mouse focuses what it is over"


@pytest.mark.parametrize("tab", ["gameplay", "rules"])
def test_settings_open_with_the_keys_on_the_tabs(app: App, tab: str) -> None:
    """Playtest (eab6cc2): Settings opened from the pause menu showed Gameplay with the keys on Computer
    speed; Right, meant to switch tabs as the footer says, made the CPUs faster (from the title, Right would
    have turned Official rules into Party). The keys start on the tabs; Down enters the list."""
    from game.ui import routes

    speed, preset = app.settings.cpu_speed, app.settings.preset
    app.open(routes.Settings(tab=tab))
    step(app, 2)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    key(app, pygame.K_RIGHT)
    assert scene.tab != tab, "Right switched no tab"
    assert app.settings.cpu_speed == speed and app.settings.preset == preset
    key(app, pygame.K_DOWN)
    assert scene.zones.menu is scene.menu, "Down did not enter the list"


def test_a_number_key_that_switches_tabs_leaves_the_keys_on_the_tabs(app: App) -> None:
    """Playtest on 5166f36: after 1-4 switched tabs the keys were sometimes on the tabs, sometimes on a
    row, and Right meant for the tabs changed the language. A number key (or Ctrl+Tab) puts them on the
    tabs, as Settings opens: Right then goes to the next tab."""
    scene = _open_settings(app)
    for _ in range(3):
        key(app, pygame.K_DOWN)  # into the list
    assert scene.zones.active != 0
    key(app, pygame.K_4)
    language = app.settings.language
    assert scene.zones.active == 0
    key(app, pygame.K_LEFT)
    assert scene.tab != "display" and app.settings.language == language
    key(app, pygame.K_DOWN)
    key(app, pygame.K_TAB, mod=pygame.KMOD_CTRL)
    assert scene.zones.active == 0


def test_the_title_under_a_resting_pointer_keeps_continue_focused(app: App,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest on 6f4f358: relaunched with the pointer resting where How to play came up, Enter opened How
    to play, not Continue: the motion the system reports as the window appears under a still pointer
    took the focus. It moves no focus until the person moves the mouse."""
    scene = app.top
    assert isinstance(scene, TitleScene)
    chosen = getattr(focused(scene), "text", "")
    desktop = [(700, 400)]
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda desktop_=False, **kw: desktop[0])
    other = next(b for b in scene.menu.items if getattr(b, "text", "") != chosen)
    post(pygame.WINDOWENTER)
    post(pygame.MOUSEMOTION, pos=other.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert getattr(focused(scene), "text", "") == chosen, "the resting pointer took the focus"
    desktop[0] = (706, 404)  # the person moves the mouse
    post(pygame.MOUSEMOTION, pos=other.rect.center, rel=(6, 4), buttons=(0, 0, 0))
    step(app)
    assert focused(scene) is other, "the person's own move of the mouse focuses what it is over"


def test_the_title_lays_another_felt_at_a_click_and_keeps_it(app: App, tmp_path: Path) -> None:
    """Playtest 11: "more table personality (themes or felt colours)"; the felts were in Settings, Display,
    where nobody looked. The title shows them as swatches: a click lays that cloth at once (the title's own
    background changes) and the settings keep it; the keys walk the swatches too, and Esc still goes to Quit."""
    title = app.top
    assert isinstance(title, TitleScene)
    felt = widget(title, "Table: Green")
    green = app.screen.get_at((5, app.screen.get_height() // 2))
    wine = felt.segments()[2].center  # type: ignore[attr-defined]
    click(app, wine)
    step(app, 2)
    assert app.settings.felt == "wine" and getattr(felt, "label", "") == "Table: Wine"
    shown = app.screen.get_at((5, app.screen.get_height() // 2))
    assert shown.r > shown.g and shown != green, "the title's felt is wine-red at once"
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["felt"] == "wine"
    key(app, pygame.K_RIGHT)
    assert app.settings.felt == "slate"
    key(app, pygame.K_ESCAPE)
    assert getattr(focused(app.top), "text", None) == "Quit"


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_the_titles_felt_label_stays_on_one_line(tmp_path: Path, size: str) -> None:
    """Playtest 12's first look: "Table: / Green" on two lines at 1920x1080 (the swatches took the row's room).
    Whatever the felt, in every language and at 150% text, the label is whole on one line beside them."""
    from game.i18n import LANGUAGES

    a = make_app(tmp_path, "--size", size)
    try:
        for lang in LANGUAGES:
            a.settings.language, a.settings.text_size = lang, 150
            a.apply_settings()
            a.relayout()
            step(a)
            felt = a.top.menu.items[-1]  # type: ignore[attr-defined]
            for i in range(len(felt.options)):
                felt.choose(i)
                lines, _size = felt._label_lines(felt.rect.w, felt.scale)
                assert lines == [felt.label], (lang, lines)
    finally:
        a.close()
