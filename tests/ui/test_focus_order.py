"""Every focusable control of every menu screen is reached by the keyboard and the controller alone.

Each screen is walked four ways from where its focus starts: Tab, Shift+Tab, Down and Up (the d-pad's
Down and Up send the same keys, see `game.ui.pad`). Every walk must visit every enabled focusable
control of the screen (a control is told apart by where it sits: its menu and its place in it). The
playtest met the New game screen, where Down went from "Change house rules…" to Back and from Back
back to the top: Start was never reached.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.model import Rules
from game.ui import routes
from game.ui.controls import Widget
from game.ui.menus import Menu
from game.ui.pad import BUTTON_KEYS
from game.ui.scene import Scene
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.matchover import MatchOverScene
from game.ui.scenes.stats import StatsScene
from game.ui.text import recording_fits
from tests.ui.tablekit import finished_session, key, make_app, post, run_until, seats, settled, step

Spot = tuple[int, int]
"""Where a control sits: (its menu among the screen's, its place in that menu)."""

WALKS: dict[str, tuple[int, int]] = {
    "Tab": (pygame.K_TAB, 0),
    "Shift+Tab": (pygame.K_TAB, pygame.KMOD_SHIFT),
    "Down": (pygame.K_DOWN, 0),
    "Up": (pygame.K_UP, 0),
}


def menus(scene: Scene) -> list[Menu]:
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return list(zones.menus)
    menu = getattr(scene, "menu", None)
    return [menu] if isinstance(menu, Menu) else []


def controls(scene: Scene) -> dict[Spot, Widget]:
    """Every enabled focusable control of `scene`, by where it sits."""
    if isinstance(scene, StatsScene):
        return {(0, i): w for i, w in enumerate(scene.widgets) if w.focusable and w.enabled}
    return {(m, i): w for m, menu in enumerate(menus(scene)) for i, w in enumerate(menu.items)
            if w.focusable and w.enabled}


def focus(scene: Scene) -> Spot | None:
    """Where the keyboard is in `scene`."""
    if isinstance(scene, StatsScene):
        return (0, scene.focus)
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return (zones.active, zones.menu.focus_index)
    menu = getattr(scene, "menu", None)
    return (0, menu.focus_index) if isinstance(menu, Menu) else None


def walk(app: App, scene: Scene, walk_key: tuple[int, int]) -> set[Spot]:
    """Press one key again and again (enough to go round twice, and to scroll a long page first)."""
    seen: set[Spot] = set()
    start = focus(scene)
    if start is not None:
        seen.add(start)
    presses = 2 * len(controls(scene)) + 40
    for _i in range(presses):
        key(app, *walk_key)
        assert app.top is scene, f"{walk_key} left {type(scene).__name__}"
        spot = focus(scene)
        if spot is not None:
            seen.add(spot)
    return seen


def label(w: Widget) -> str:
    return f"{type(w).__name__} {getattr(w, 'text', '') or getattr(w, 'label', '')!r}"


def check_every_walk(app: App, scene: Scene) -> None:
    """Every walk reaches every control, starting each time from the screen's first focus."""
    step(app, 2)
    want = controls(scene)
    assert len(want) >= 1
    first = focus(scene)
    for name, walk_key in WALKS.items():
        seen = walk(app, scene, walk_key)
        missed = [label(w) for spot, w in want.items() if spot not in seen]
        assert not missed, f"{type(scene).__name__}: {name} never reaches {missed}"
        # back to where the screen started, so that each walk starts alike
        scene.resize(scene.size)
        if first is not None and isinstance(scene, StatsScene):
            scene._set_focus(first[1])


def open_scene(app: App, route: routes.Route | Callable[[App], Scene]) -> Scene:
    if callable(route):
        scene = route(app)
        app.reset(scene)
    else:
        app.reset(app.build(route))
    step(app, 2)
    top = app.top
    assert top is not None
    return top


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path, size="1280x720")


def test_the_d_pad_sends_the_arrows_the_walks_press() -> None:
    """The controller's d-pad is the arrows: walking with Down and Up is walking with the d-pad."""
    dpad = {BUTTON_KEYS[pygame.CONTROLLER_BUTTON_DPAD_DOWN], BUTTON_KEYS[pygame.CONTROLLER_BUTTON_DPAD_UP]}
    assert dpad == {pygame.K_DOWN, pygame.K_UP}


@pytest.mark.parametrize("teams", [False, True])
def test_new_game_every_control_is_reached_start_too(app: App, teams: bool) -> None:
    if teams:
        app.settings.rules = {**app.settings.rules, "teams": True}
    scene = open_scene(app, routes.NewGame())
    assert any(getattr(w, "text", "") == "Start" for w in controls(scene).values())
    check_every_walk(app, scene)


@pytest.mark.parametrize("tab", ["rules", "gameplay", "sound", "display"])
def test_settings_every_control_of_every_tab_is_reached(app: App, tab: str) -> None:
    check_every_walk(app, open_scene(app, routes.Settings(tab=tab)))


@pytest.mark.parametrize("tab", ["keys", "buttons"])
def test_controls_every_row_and_button_is_reached(app: App, tab: str) -> None:
    check_every_walk(app, open_scene(app, routes.Controls(tab=tab)))


def test_statistics_every_control_is_reached(app: App) -> None:
    check_every_walk(app, open_scene(app, routes.Stats()))


@pytest.mark.parametrize("page", ["first", "middle", "long", "last"])
def test_how_to_play_every_button_is_reached_on_every_kind_of_page(app: App, page: str) -> None:
    scene = open_scene(app, routes.HowTo(rules=Rules(stacking=True, seven_o=True, jump_in=True)))
    assert isinstance(scene, HowToScene)
    if page == "long":  # the longest page, which scrolls: Up and Down scroll it, then move on
        longest = 0
        for i in range(len(scene.pages)):
            scene.go(i)
            if scene.menu.max_scroll > 0:
                longest = i
                break
        assert longest, "no page of How to play scrolls at 1280x720"
        scene.go(longest)
    else:
        scene.go({"first": 0, "middle": len(scene.pages) // 2, "last": len(scene.pages) - 1}[page])
    check_every_walk(app, scene)


def test_title_every_button_is_reached(app: App) -> None:
    check_every_walk(app, open_scene(app, routes.Title()))


def test_pause_over_the_table_every_button_is_reached(app: App, tmp_path: Path) -> None:
    from game.session import MatchConfig, Session
    from game.ui.scenes.table import TableScene

    table = TableScene(app, Session.new(MatchConfig(seats=seats("human", "normal", "normal"), rules=Rules(),
                                                    seed=5, human=0)))
    app.reset(table)
    run_until(app, lambda: settled(table) and bool(table.anim.hand), 600)
    app.open(routes.Pause(table))
    step(app, 2)
    assert app.top is not table
    check_every_walk(app, app.top)


def test_confirm_both_answers_are_reached(app: App) -> None:
    app.open(routes.Confirm("Sure?", "Really?", "Yes", "No", lambda: None))
    step(app, 2)
    assert app.top is not None
    check_every_walk(app, app.top)


@pytest.mark.parametrize("target", [500, None])
def test_results_every_button_is_reached(app: App, target: int | None) -> None:
    hand = HandOverScene(app, finished_session(players=4, seed=21, target=target), lambda: None)
    app.reset(hand)
    step(app, 30)
    check_every_walk(app, hand)
    over = MatchOverScene(app, finished_session(players=3, seed=22, target=target))
    app.reset(over)
    check_every_walk(app, over)


# -- the wheel only scrolls --------------------------------------------------------------------------
def footer_text(app: App) -> str:
    """Return the help line as drawn at the bottom of the window (the lowest text drawn)."""
    surface = pygame.display.get_surface()
    with recording_fits() as fits:
        app.draw(surface)
    panel = getattr(app.top, "panel", surface.get_rect())
    bottom = [f for f in fits if f.kind == "draw" and f.rect.bottom > panel.bottom]
    assert bottom, "no help line drawn"
    return " ".join(f.text for f in sorted(bottom, key=lambda f: (f.rect.y, f.rect.x)))


def under(menu: Menu, pos: tuple[int, int]) -> Widget | None:
    return next((w for w in menu.items if w.focusable and w.enabled and w.rect.collidepoint(pos)), None)


def wheel(app: App, notches: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=-notches, flipped=False, precise_x=0.0, precise_y=float(-notches))
    step(app)


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
@pytest.mark.parametrize("notches", [1, 3])
def test_the_wheel_scrolls_settings_and_leaves_the_keyboards_focus_where_it_was(tmp_path: Path, size: str,
                                                                               notches: int) -> None:
    """Before, the row that came under the pointer took the focus (its ring and its help line): a person
    who had walked to a row with the keys lost their place to the wheel."""
    app = make_app(tmp_path, size=size)
    scene = open_scene(app, routes.Settings(tab="rules"))
    menu = scene.zones.menus[1]
    assert menu.max_scroll > 0
    rows = [w for w in menu.items if w.focusable and w.enabled and menu.rect.contains(w.rect)]
    pos = rows[len(rows) // 2].rect.center
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))  # the pointer rests over the list
    step(app)
    key(app, pygame.K_DOWN)  # the person walks on with the keys
    chosen = menu.focused
    assert chosen is not None and chosen.focused and chosen.help in footer_text(app)
    top = menu.scroll
    hovered = under(menu, pos)
    wheel(app, notches)
    assert menu.scroll > top, "the wheel scrolls the list"
    assert under(menu, pos) is not hovered
    assert menu.focused is chosen and chosen.focused, "the wheel moved the keyboard's focus"
    assert chosen.help in footer_text(app)


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_after_the_wheel_the_help_line_describes_the_row_the_pointer_lit(tmp_path: Path, size: str) -> None:
    """Round B's playtest (116): the pointer had focused Mixed stacking, the wheel brought "Number card
    to start" under it (lit), and the help line still explained Mixed stacking. The pointer owned the
    focus, so the row the wheel brings under it takes it: its light, its help line and the next key."""
    app = make_app(tmp_path, size=size)
    scene = open_scene(app, routes.Settings(tab="rules"))
    menu = scene.zones.menus[1]
    assert menu.max_scroll > 0
    rows = [w for w in menu.items if w.focusable and w.enabled and menu.rect.contains(w.rect)]
    pos = rows[len(rows) // 2].rect.center
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))  # the pointer focuses a row
    step(app)
    first = menu.focused
    assert first is under(menu, pos) and first is not None and first.help in footer_text(app)
    for _turn in range(4):
        wheel(app, 1)
        lit = under(menu, pos)
        if lit is None:
            continue
        assert menu.focused is lit, f"{label(lit)} is lit under the pointer, the focus is on {label(menu.focused)}"
        assert lit.help in footer_text(app)
        lit_rows = [w for w in menu.items if w.lit and menu.rect.colliderect(w.rect)]
        assert lit_rows == [lit], [label(w) for w in lit_rows]
    assert menu.focused is not first, "the wheel brought another row under the pointer"


def test_a_key_after_the_wheel_acts_on_the_focused_row_brought_back_into_view(tmp_path: Path) -> None:
    """The pointer off the list (over the title): the wheel scrolls the focused row out of view and the
    focus stays on it; the next key shows it again and acts from it."""
    app = make_app(tmp_path, size="960x540")
    scene = open_scene(app, routes.Settings(tab="rules"))
    menu = scene.zones.menus[1]
    key(app, pygame.K_DOWN)
    chosen = menu.focused
    assert chosen is not None and chosen.help in footer_text(app)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    wheel(app, 6)
    assert not menu.rect.contains(chosen.rect)  # scrolled out of view
    assert menu.focused is chosen
    key(app, pygame.K_DOWN)
    after = menu.focused
    assert after is not None and after is not chosen
    assert menu.items.index(after) > menu.items.index(chosen), "the key moved on from the focused row"
    assert menu.rect.contains(after.rect) and after.help in footer_text(app)


def test_new_game_down_from_the_last_row_reaches_start_before_back(app: App) -> None:
    """Issue 19's playtest: Down from the last row landed on Back, so Enter went back to the title."""
    scene = open_scene(app, routes.NewGame())
    zones = scene.zones  # type: ignore[attr-defined]
    items = zones.menus[1].items
    last = max(i for i, w in enumerate(items) if w.focusable and w.enabled)
    zones.activate(1)
    zones.menus[1].set_focus(last)
    key(app, pygame.K_DOWN)
    focused = zones.menu.focused
    assert getattr(focused, "text", "") == "Start", label(focused)
    bar = {getattr(w, "text", ""): w for w in zones.menu.items}
    assert bar["Back"].rect.centerx < bar["Start"].rect.centerx  # laid out as before: Back left, Start right
    key(app, pygame.K_LEFT)
    assert zones.menu.focused is bar["Back"]
    key(app, pygame.K_RIGHT)
    assert zones.menu.focused is bar["Start"]
    key(app, pygame.K_RETURN)
    step(app, 3)
    assert type(app.top).__name__ != "TitleScene"
