"""Game controllers, without hardware: controller events are posted to pygame's real event queue.

Covers the translation into keys (one point, in the app), hot-plug, the stick's dead zone and repeat,
the hints that name the last input's buttons, the seats' claims, and a whole hand played with
controller events only, from the title screen to the end of the hand.
"""
from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import asked, make_app, post, run_until, settled, setup, show_game, step

from game.app import App
from game.model import CallUno, Card, Catch, Pass, Play, Rules
from game.ui.controls import Button, Choice, Stepper
from game.ui.pad import (
    AXIS_MAX,
    BUTTONS,
    DEAD_ZONE,
    KEYBOARD,
    MOUSE,
    PAD,
    REPEAT_DELAY,
    REPEAT_EVERY,
    Pads,
    key_label,
    pad_words,
)
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.howto import PAD_CONTROLS, HowToScene, translated
from game.ui.scenes.matchover import MatchOverScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.table.questions import Answer, AnswerWildDrawFour, ConfirmBluff, PickColor, PickSeat, PlayDrawn

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
START = pygame.CONTROLLER_BUTTON_START
PAD_ID = 0
SEED = 20240
ROOT = Path(__file__).resolve().parents[2]


class FakeDevice:
    """A stand-in for an open pygame Controller."""

    def __init__(self) -> None:
        self.closed = False

    def quit(self) -> None:
        self.closed = True


class FakeOpener:
    """Opens 'controllers' by device index: index i is instance id 100 + i, unless `broken`."""

    def __init__(self, broken: frozenset[int] = frozenset()) -> None:
        self.broken = broken
        self.opened: dict[int, FakeDevice] = {}

    def __call__(self, index: int) -> tuple[int, FakeDevice]:
        if index in self.broken:
            raise pygame.error("Invalid index")
        device = FakeDevice()
        self.opened.setdefault(100 + index, device)  # the first opened is the one kept
        return 100 + index, device


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3", "--seed", str(SEED), size="1280x720")
    yield a
    a.close()


def press(app: App, button: int, instance_id: int = PAD_ID, frames: int = 1) -> None:
    """Press and release a controller button, and run `frames` frames."""
    post(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)
    step(app, frames)


def axis(app: App, which: int, value: float, instance_id: int = PAD_ID) -> None:
    """Move an axis to `value` (-1..1) and run a frame."""
    post(pygame.CONTROLLERAXISMOTION, axis=which, value=round(value * AXIS_MAX), instance_id=instance_id)
    step(app)


def focused(scene: object) -> object:
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return zones.menu.focused
    return scene.menu.focused  # type: ignore[attr-defined]


def widget(scene: object, label: str) -> object:
    menus = list(scene.zones.menus) if hasattr(scene, "zones") else [scene.menu]  # type: ignore[attr-defined]
    for m in menus:
        for w in m.items:
            if getattr(w, "text", None) == label or getattr(w, "label", None) == label:
                return w
    raise LookupError(label)


def pad_to(app: App, scene: object, label: str) -> None:
    """Move the focus to the widget `label` with the d-pad (down the list, then along the bar)."""
    for _ in range(40):
        if focused(scene) is widget(scene, label):
            return
        target = widget(scene, label)
        bar = getattr(scene, "bar", None)
        in_bar = bar is not None and target in bar.items and scene.zones.menu is bar  # type: ignore[attr-defined]
        if in_bar:
            press(app, RIGHT if bar.items.index(target) > bar.focus_index else LEFT)
        else:
            press(app, DOWN)
    raise AssertionError(f"the d-pad never reached {label!r} (focus: {focused(scene)!r})")


def pad_set(app: App, scene: object, label: str, value: object) -> None:
    """Set a Stepper or Choice row to `value` with the d-pad's Left and Right."""
    pad_to(app, scene, label)
    for _ in range(16):
        w = widget(scene, label)
        if w.value == value:  # type: ignore[attr-defined]
            return
        if isinstance(w, Choice):
            values = [v for v, _ in w.options]
            press(app, RIGHT if values.index(value) > values.index(w.value) else LEFT)
        elif isinstance(w, Stepper):
            press(app, LEFT if w.values.index(value) < w.index else RIGHT)
        else:
            raise AssertionError(label)
    raise AssertionError(f"{label} did not reach {value!r}")


# -- the translation --------------------------------------------------------------------------------
def test_buttons_drive_the_menus_as_the_keys_do(app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    first = focused(title)
    press(app, DOWN)
    assert focused(title) is not first and app.input_kind == PAD and app.last_pad == PAD_ID
    press(app, UP)
    assert focused(title) is first
    pad_to(app, title, "How to play")
    press(app, A)
    howto = app.top
    assert isinstance(howto, HowToScene) and howto.page == 0
    press(app, RB)  # the shoulders turn pages
    assert howto.page == 1
    press(app, LB)
    assert howto.page == 0
    press(app, B)
    assert app.top is title
    pad_to(app, title, "Statistics")
    press(app, A)
    stats = app.top
    assert isinstance(stats, StatsScene)
    before = stats.choice.value
    press(app, RIGHT)  # games or hands
    assert stats.choice.value != before
    press(app, DOWN)
    assert stats.whose.focused  # whose statistics
    press(app, DOWN)
    assert stats.back_button.focused
    press(app, B)
    assert app.top is title


def test_settings_tabs_and_a_scrolling_list_with_the_d_pad(app: App) -> None:
    title = app.top
    pad_to(app, title, "Settings")
    press(app, A)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    menu = settings.menu
    assert menu.max_scroll > 0, "the house rules list is longer than its view"
    for _ in range(len(menu.items) + 2):
        press(app, DOWN)
        if settings.zones.menu is not menu:
            break
    assert menu.scroll > 0, "moving down the list scrolled it"
    # up past the list's top reaches the tabs, where Left and Right switch them
    for _ in range(len(menu.items) + 4):
        if settings.zones.menu is settings.header:
            break
        press(app, UP)
    assert settings.zones.menu is settings.header
    before = settings.tab
    press(app, RIGHT)
    assert settings.tab != before
    press(app, B)
    assert app.top is title


def test_the_stick_has_a_dead_zone_and_repeats_while_held(app: App) -> None:
    title = app.top
    menu = title.menu
    start = menu.focus_index
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, DEAD_ZONE * 0.6)  # a drifting stick: nothing
    axis(app, pygame.CONTROLLER_AXIS_LEFTX, -DEAD_ZONE * 0.9)
    assert menu.focus_index == start
    axis(app, pygame.CONTROLLER_AXIS_LEFTX, 0.0)
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0.9)  # pushed down: one step at once
    assert menu.focus_index == start + 1 and app.input_kind == PAD
    step(app, round((REPEAT_DELAY - 2 / 60) * 60))  # held, not long enough to repeat yet
    assert menu.focus_index == start + 1
    assert app.wake_in() is not None and app.wake_in() <= REPEAT_DELAY, "the loop wakes for the repeat"
    step(app, 3)
    assert menu.focus_index == start + 2, "held past the delay: it repeats"
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0.4)  # eased back, still past the release zone: still held
    step(app, round(REPEAT_EVERY * 60) + 1)
    held = menu.focus_index
    assert held == start + 3
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0.1)  # let go: no more repeats
    step(app, 60)
    assert menu.focus_index == held
    assert app.pads.wake_in() is None


def test_a_held_d_pad_repeats_and_stops_on_release(app: App) -> None:
    menu = app.top.menu
    start = menu.focus_index
    post(pygame.CONTROLLERBUTTONDOWN, button=DOWN, instance_id=PAD_ID)
    step(app)
    assert menu.focus_index == start + 1
    step(app, round((REPEAT_DELAY + REPEAT_EVERY) * 60) + 2)
    moved = menu.focus_index - start
    assert moved >= 2
    post(pygame.CONTROLLERBUTTONUP, button=DOWN, instance_id=PAD_ID)
    step(app, 60)
    assert menu.focus_index - start == moved


# -- hot-plug ---------------------------------------------------------------------------------------
def test_hot_plug_opens_and_closes_controllers(app: App, caplog: pytest.LogCaptureFixture) -> None:
    opener = FakeOpener(broken=frozenset({5}))
    app.pads.opener = opener
    post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    post(pygame.CONTROLLERDEVICEADDED, device_index=1)
    post(pygame.CONTROLLERDEVICEADDED, device_index=0)  # SDL's own announcement of one opened at start
    step(app)
    assert sorted(app.pads.devices) == [100, 101]
    with caplog.at_level(logging.WARNING, logger="game.ui.pad"):
        post(pygame.CONTROLLERDEVICEADDED, device_index=5)  # a device that cannot be opened
        step(app)
    assert [r.getMessage() for r in caplog.records] == ["cannot open game controller 5: Invalid index"]
    assert app.running and sorted(app.pads.devices) == [100, 101]
    press(app, DOWN, instance_id=101)
    assert app.last_pad == 101 and app.input_kind == PAD
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=101)
    step(app)
    assert sorted(app.pads.devices) == [100] and opener.opened[101].closed and not opener.opened[100].closed
    assert app.input_kind == KEYBOARD, "the hints go back to the keys when the controller in use leaves"
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=42)  # never seen: nothing happens
    step(app)
    app.close()
    assert opener.opened[100].closed


def test_a_device_index_with_no_device_is_one_log_line(app: App, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="game.ui.pad"):
        post(pygame.CONTROLLERDEVICEADDED, device_index=7)  # the real opener: nothing at index 7 here
        step(app)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and lines[0].startswith("cannot open game controller 7"), lines
    assert app.running and app.top is not None


def test_no_controller_subsystem_is_one_log_line_and_the_game_goes_on(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    from pygame._sdl2 import controller

    def broken() -> None:
        raise pygame.error("gamecontroller subsystem not available")

    monkeypatch.setattr(controller, "init", broken)
    with caplog.at_level(logging.WARNING, logger="game.ui.pad"):
        a = make_app(tmp_path)
    try:
        assert [r.getMessage() for r in caplog.records] == [
            "no game controller support: gamecontroller subsystem not available"]
        assert not a.pads.available and not a.pads.devices
        press(a, DOWN)  # events still translate: the game stays playable
        assert a.input_kind == PAD
    finally:
        a.close()


# -- several controllers ----------------------------------------------------------------------------
def test_claims_let_only_the_seats_controller_drive_its_decision() -> None:
    pads = Pads(open_device=FakeOpener())

    def down(button: int, pad: int) -> list[int]:
        event = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=pad)
        return [e.key for e in pads.translate(event) or () if e.type == pygame.KEYDOWN]

    assert down(A, 2) == [pygame.K_RETURN] and down(A, 1) == [pygame.K_RETURN]  # no claim: anyone
    pads.claim(0, 1)
    pads.claim(2, 2)
    pads.deciding = 0
    assert down(A, 2) == [] and pads.last_pad == 1, "controller 2 cannot answer seat 0's question"
    assert down(A, 1) == [pygame.K_RETURN] and pads.last_pad == 1
    assert down(START, 2) == [pygame.K_PAUSE], "anyone may pause"
    right_trigger = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT,
                                       value=AXIS_MAX, instance_id=2)
    assert [e.key for e in pads.translate(right_trigger) or ()] == [pygame.K_c], "anyone may catch"
    left_trigger = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT,
                                      value=AXIS_MAX // 2, instance_id=3)
    assert pads.translate(left_trigger) == [], "half pulled: not yet"
    left_trigger = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT,
                                      value=AXIS_MAX, instance_id=3)
    assert [e.key for e in pads.translate(left_trigger) or ()] == [pygame.K_c], "either trigger catches"
    assert pads.translate(left_trigger) == [], "held, it does not catch again"
    pads.deciding = 2
    assert down(A, 1) == [] and down(A, 2) == [pygame.K_RETURN] and pads.last_pad == 2
    pads.deciding = 1  # a seat nobody claimed: any controller
    assert down(A, 1) == [pygame.K_RETURN]
    pads.claim(1, 2)  # one controller, one seat: controller 2 moves from seat 2 to seat 1
    assert pads.claimed(2) is None and pads.claimed(1) == 2
    pads.release(1)
    assert pads.claimed(1) is None
    pads.deciding = None
    assert down(A, 1) == [pygame.K_RETURN]
    assert pads.claim_last(3) == 1 and pads.claimed(3) == 1, "seat 3 confirmed with controller 1"
    pads.note(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert pads.claim_last(4) is None and pads.claimed(4) is None, "confirmed with a key: no claim"
    held = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=DOWN, instance_id=2)
    pads.translate(held)
    pads.claim(0, 1)
    pads.deciding = 0
    assert pads.update(REPEAT_DELAY + 0.01) == [], "a held direction of another controller does not repeat in"


def test_the_tables_pending_seat_is_the_filters(app: App) -> None:
    title = app.top
    pad_to(app, title, "Play")
    press(app, A)
    newgame = app.top
    pad_set(app, newgame, "Players", 2)
    pad_to(app, newgame, "Start")
    press(app, A, frames=2)
    table = app.top
    assert isinstance(table, TableScene)
    run_until(app, lambda: table.controller.started and table.controller.my_turn() and settled(table), 2400)
    assert app.pads.deciding == table.viewer
    assert table.selected >= 0, "came by a controller: the turn starts on a playable card"
    table.selected = -1  # let go of it, to see which controller may choose one
    app.pads.claim(table.viewer, 7)
    press(app, RB, instance_id=8)
    assert table.selected < 0, "another controller's shoulder does not choose a card for seat 0"
    press(app, RB, instance_id=7)
    assert table.selected >= 0
    press(app, START, instance_id=8)
    assert isinstance(app.top, PauseScene), "any controller pauses"
    assert app.pads.deciding is None, "and any controller drives the pause menu"
    press(app, B, instance_id=8)
    assert app.top is table
    step(app)
    assert app.pads.deciding == table.viewer, "back at the table, the seat's decision is pending again"


# -- hints ------------------------------------------------------------------------------------------
def test_key_labels() -> None:
    assert key_label("D", KEYBOARD) == "D" and key_label("D", MOUSE) == "D" and key_label("D", PAD) == "X"
    assert key_label("Enter", PAD) == "A" and key_label("Esc", PAD) == "B" and key_label("U", PAD) == "Y"
    assert key_label("3", PAD) == "" and key_label("K", PAD) == ""  # chosen with the d-pad and A instead


def test_menu_footers_name_the_buttons_after_a_controller(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.ui.screens as common

    shown: list[str] = []
    monkeypatch.setattr(common, "draw_footer", lambda _surface, text, _scale: shown.append(text))
    assert pad_words("Back to the table (Esc)", PAD) == "Back to the table (B)"
    assert pad_words("Esc", PAD) == "B" and pad_words("Esc", KEYBOARD) == "Esc"
    pad_to(app, app.top, "Settings")
    press(app, A)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    for _ in range(len(settings.menu.items) + 4):
        if settings.zones.menu is settings.header:
            break
        press(app, UP)
    assert shown[-1] == "Left and Right switch tabs"
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    step(app)
    assert shown[-1] == "Left and Right switch tabs (or keys 1 to 4)"
    press(app, B)
    assert isinstance(app.top, TitleScene)


def test_the_hints_follow_the_last_input(app: App) -> None:
    pad_to(app, app.top, "Play")
    press(app, A)
    newgame = app.top
    assert "A to choose" in newgame.pad_footer_hint
    pad_set(app, newgame, "Players", 2)
    pad_set(app, newgame, "Computer players", "random")
    pad_to(app, newgame, "Start")
    press(app, A, frames=2)
    table = app.top
    assert isinstance(table, TableScene)
    run_until(app, lambda: table.controller.started and table.controller.my_turn() and settled(table)
              and not isinstance(app.top, QuestionScene), 2400)
    text, _ = table._hint()
    assert "(X)" in text and "(D" not in text, text
    assert table.buttons["draw"].hotkey == "X" and table.buttons["uno"].hotkey == "Y"
    assert table.buttons["sort"].hotkey.startswith("Back")
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)  # any key: back to the keys
    step(app)
    assert app.input_kind == KEYBOARD
    text, _ = table._hint()
    assert "(D" in text and "(X)" not in text, text
    assert table.buttons["draw"].hotkey == "D" and table.buttons["uno"].hotkey == "U"
    assert table.buttons["sort"].hotkey.startswith("S · ")
    from game.ui import bindings

    try:  # the Sort button names the key as bound now, not the default S (nor Back on a pad)
        bindings.use({"sort": "q"}, {"sort": "rb"})
        step(app)
        assert table.buttons["sort"].hotkey.startswith("Q · "), table.buttons["sort"].hotkey
    finally:
        bindings.use({}, {})
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 0), buttons=(0, 0, 0))  # a nudge of the mouse: no change
    step(app)
    assert app.input_kind == KEYBOARD
    post(pygame.MOUSEMOTION, pos=(40, 40), rel=(30, 20), buttons=(0, 0, 0))
    step(app)
    assert app.input_kind == MOUSE
    press(app, LEFT)
    assert app.input_kind == PAD and "(X)" in table._hint()[0]


def test_how_to_play_shows_the_buttons_first_after_a_controller(app: App) -> None:
    title = app.top
    pad_to(app, title, "How to play")
    press(app, A)
    howto = app.top
    assert isinstance(howto, HowToScene)
    titles = [p.title for p in howto.pages]
    assert titles.index("Controller") == titles.index("Controls") - 1
    press(app, B)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)  # Enter, on How to play
    step(app)
    howto = app.top
    assert isinstance(howto, HowToScene)
    titles = [p.title for p in howto.pages]
    assert titles.index("Controls") == titles.index("Controller") - 1


def test_every_button_is_in_the_readme_and_in_how_to_play() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    page = " ".join(translated(PAD_CONTROLS).paragraphs)
    for b, what in BUTTONS:
        assert f"| {b} | {what} |" in readme, b
        assert f"{b}: {what}." in page, b
    lines = readme.splitlines()
    start = lines.index("| button | what it does |") + 2
    end = lines.index("", start)
    listed = lines[start:end]
    assert listed == [f"| {b} | {what} |" for b, what in BUTTONS], "the README lists exactly the game's buttons"


# -- a whole hand with a controller only ------------------------------------------------------------
class PadDriver:
    """Plays the person's side with controller events only."""

    def __init__(self, app: App, table: TableScene) -> None:
        self.app = app
        self.table = table
        self.turns = 0
        self.answers: dict[str, int] = {}
        self.buttons: dict[str, int] = {"dpad card": 0, "shoulder card": 0, "X draw": 0, "Y uno": 0}
        self.played = 0
        self._last = -1
        self._answered: tuple[int, int] = (0, -1)

    def act(self) -> None:
        t = self.table
        c = t.controller
        if t.asking is not None:
            if not t.asking.answering:  # the bluff confirmation takes no answer in its first moments
                return
            if (id(t.asking), c.version) != self._answered:
                self._answered = (id(t.asking), c.version)
                self.answer(t.asking)
            return
        if not (c.started and not c.hand_over and c.my_turn() and settled(t)) or c.version == self._last:
            return
        self._last = c.version
        self.turns += 1
        legal = c.human_legal()
        hand = [s.card for s in t.anim.hand]
        if len(hand) == 2 and any(isinstance(a, CallUno) for a in legal):
            press(self.app, Y)
            self.buttons["Y uno"] += 1
            self._last = -1
            return
        plays = {a.card for a in legal if isinstance(a, Play)}
        index = next((i for i, card in enumerate(hand) if card in plays), -1)
        if index < 0:
            press(self.app, X)
            self.buttons["X draw"] += 1
            return
        self.played += 1
        if self.turns % 2:
            for _ in range(len(hand) + 1):  # the d-pad moves round the hand
                if t.selected == index:
                    break
                press(self.app, RIGHT)
            self.buttons["dpad card"] += 1
        else:
            press(self.app, RB)  # the shoulder jumps to the next card that may be played
            assert t.anim.hand[t.selected].card in plays
            index = t.selected
            self.buttons["shoulder card"] += 1
        assert t.selected == index
        press(self.app, A)

    def answer(self, scene: QuestionScene) -> None:
        """Answer with the d-pad and A: a colour or a seat by Left/Right, Take by Down."""
        question = scene.question
        self.answers[type(question).__name__] = self.answers.get(type(question).__name__, 0) + 1
        t = self.table
        if isinstance(question, (PickColor, PickSeat)):
            press(self.app, RIGHT)
        elif isinstance(question, AnswerWildDrawFour):
            if t.selected >= 0:
                press(self.app, B)  # let go of a chosen card: A is then the question's
            want = [o.answer for o in scene.options].index(Answer.TAKE)
            for _ in range(len(scene.options)):
                if scene.focused() == want:
                    break
                press(self.app, DOWN)
        elif isinstance(question, PlayDrawn) and 0 <= t.selected < len(t.anim.hand) \
                and t.anim.hand[t.selected].card is not question.card:
            press(self.app, B)
        assert isinstance(question, (PickColor, PickSeat, AnswerWildDrawFour, PlayDrawn, ConfirmBluff))
        press(self.app, A)


def test_a_whole_hand_with_a_controller_only(app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    pad_to(app, title, "Play")
    press(app, A)
    newgame = app.top
    assert isinstance(newgame, NewGameScene)
    pad_set(app, newgame, "Players", 2)
    pad_set(app, newgame, "Computer players", "random")
    pad_set(app, newgame, "Game length", "single")
    assert app.settings.players == 2 and app.settings.difficulty == "random" and app.settings.single_hand
    pad_to(app, newgame, "Start")
    assert isinstance(focused(newgame), Button)
    press(app, A, frames=2)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.config.seed == SEED and [s.kind for s in table.session.config.seats] == ["human", "random"]
    assert table.session.match.rules.target_score is None
    game = table.session.match.game
    driver = PadDriver(app, table)
    frames = 0
    while not isinstance(app.top, HandOverScene):
        assert frames < 9000, f"the hand did not end ({game.actions_taken} actions)"
        driver.act()
        app.step(1 / 30)
        frames += 1
    assert game.is_over and table.controller.hand_over
    assert driver.played > 0 and driver.buttons["dpad card"] and driver.buttons["shoulder card"], driver.buttons
    assert driver.buttons["X draw"] > 0, driver.buttons
    human_plays = [a for a in table.controller.history if a.player == 0 and isinstance(a, Play)]
    plays_drawn = driver.answers.get("PlayDrawn", 0)
    assert len(human_plays) == driver.played + plays_drawn, "every card chosen with the pad was played"
    assert app.input_kind == PAD
    print(f"{frames} frames, {driver.turns} turns, buttons {driver.buttons}, answers {driver.answers}")
    over = app.top
    assert over.t < over.count_end
    press(app, B)  # B pauses the results as it pauses the table, and the count is over on return
    assert isinstance(app.top, PauseScene) and over.t >= over.count_end
    press(app, B)  # Resume
    assert app.top is over
    run_until(app, lambda: over.age > 0.5, 60)
    press(app, A, frames=2)
    assert isinstance(app.top, MatchOverScene)
    press(app, B, frames=2)  # back to the title, still with the controller only
    assert isinstance(app.top, TitleScene)


# -- every question and overlay, answered with the pad ----------------------------------------------


def choose_card(app: App, table: TableScene, text: str) -> None:
    """Move the selection onto card `text` with the d-pad."""
    card = Card.parse(text)
    for _ in range(len(table.anim.hand) + 1):
        if 0 <= table.selected < len(table.anim.hand) and table.anim.hand[table.selected].card is card:
            return
        press(app, RIGHT)
    raise AssertionError(f"the d-pad never reached {text}")


def mine(table: TableScene) -> list[object]:
    return [a for a in table.controller.history if a.player == 0]


def test_seven_o_seat_with_the_d_pad(app: App) -> None:
    game = setup([["R7", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R9"], rules=Rules(seven_o=True))
    table = show_game(app, game, ("human", "random", "random"))
    choose_card(app, table, "R7")
    press(app, A)
    p = asked(app, table, PickSeat)
    assert [o.hotkey for o in p.prompt.options] == ["", "", "B"], "no digits on a pad: Left / Right and A"
    assert "Left / Right" in p.prompt.note
    first = p.options[p.focused()].answer
    press(app, RIGHT)
    target = p.options[p.focused()].answer
    assert target != first and target in (1, 2)
    press(app, A, frames=2)
    assert mine(table)[-1] == Play(0, Card.parse("R7"), None, target)


def test_bluff_then_colour_with_the_pad(app: App) -> None:
    game = setup([["W4", "R5", "B3"], ["G1", "G2", "G3"]], ["R9"])
    app.settings.confirm_bluff = True
    table = show_game(app, game)
    choose_card(app, table, "W4")
    press(app, A)
    p = asked(app, table, ConfirmBluff)
    assert [o.hotkey for o in p.prompt.options] == ["A", "B"]
    press(app, A)
    p = asked(app, table, PickColor)
    assert [o.hotkey for o in p.prompt.options] == ["", "", "", ""] and "then A" in p.prompt.note
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)  # a key: the digits come back
    step(app)
    assert [o.hotkey for o in p.prompt.options] == ["1", "2", "3", "4"] and "then A" not in p.prompt.note
    press(app, RIGHT)
    want = p.options[p.focused()].answer
    press(app, A, frames=2)
    assert mine(table)[-1] == Play(0, Card.parse("W4"), want)


def test_keep_the_drawn_card_and_catch_with_the_pad(app: App) -> None:
    game = setup([["B1", "B2"], ["G1", "G2", "G3"]], ["R9"], deck=["R4", "Y7", "Y8"])
    table = show_game(app, game)
    press(app, X)
    p = asked(app, table, PlayDrawn)
    assert [o.hotkey for o in p.prompt.options] == ["A", ""]
    press(app, DOWN)
    assert p.options[p.focused()].answer is Answer.KEEP
    press(app, A, frames=2)
    assert mine(table)[-1] == Pass(0)
    # seat 1 goes down to one card without saying Uno: the right trigger catches
    game = setup([["R1", "R2", "B3"], ["G9", "G4"]], ["G5"], current=1)
    game.apply(Play(1, Card.parse("G9")))
    table = show_game(app, game)
    run_until(app, lambda: table.buttons["catch"].enabled, 30)
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 1.0)
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0.0)
    assert Catch(0, 1) in mine(table)


def test_pause_and_the_confirm_screen_with_the_pad(app: App) -> None:
    pad_to(app, app.top, "Play")
    press(app, A)
    pad_to(app, app.top, "Start")
    press(app, A, frames=2)
    table = app.top
    assert isinstance(table, TableScene)
    run_until(app, lambda: table.controller.started, 600)
    press(app, START)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pad_to(app, pause, "Quit to title")
    press(app, A, frames=2)
    title = app.top
    assert isinstance(title, TitleScene) and app.store.has_match()
    pad_to(app, title, "Play")
    press(app, A)
    newgame = app.top
    pad_to(app, newgame, "Start")
    press(app, A)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    keep = focused(confirm)
    assert keep is confirm.menu.items[0], "the safe answer has the focus"
    press(app, B)  # B: no, keep my match
    assert app.top is newgame and app.store.has_match()
    press(app, A)
    assert isinstance(app.top, ConfirmScene)
    other = next(w for w in app.top.menu.items if w is not focused(app.top))
    for _ in range(2):
        if focused(app.top) is other:
            break
        press(app, DOWN)
    assert focused(app.top) is other
    press(app, A, frames=2)
    assert isinstance(app.top, TableScene) and app.top is not table


def test_a_resting_sticks_jitter_does_not_wake_the_loop(app: App) -> None:
    import time

    step(app, 2)
    app._held.clear()
    for value in (0.02, -0.03, 0.05, 0.01):  # a stick at rest drifts by a few hundredths
        post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTX, value=round(value * AXIS_MAX),
             instance_id=PAD_ID)
    t0 = time.perf_counter()
    app._sleep(0.08)
    assert app._held == [] and time.perf_counter() - t0 >= 0.07, "the jitter was taken in, the sleep went on"
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY, value=AXIS_MAX, instance_id=PAD_ID)
    app._sleep(None)
    assert [(e.type, e.key) for e in app._held] == [(pygame.KEYDOWN, pygame.K_DOWN)], "a push wakes it"
    before = app.top.menu.focus_index
    step(app)
    assert app.top.menu.focus_index == before + 1
