"""Keys pressed quickly across a change of scene reach the scene that shows next, never the one leaving.

Every event read in a frame used to go to the scenes as they were at the frame's start: a Down pressed
right after the Enter that opened Settings moved the title's focus (behind Settings) and was lost, and a
Right typed right after the Enter that confirmed a pass-and-play privacy screen went to that screen, not
to the hand it uncovered. Each event now goes to the scene on top when it is handled.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import focused, key, make_app, run_until, session_with, settled, setup, step

from game.app import App
from game.model import Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def focus_on(app: App, text: str) -> TitleScene:
    title = app.top
    assert isinstance(title, TitleScene)
    title.menu.set_focus([getattr(w, "text", "") for w in title.menu.items].index(text))
    return title


def name(w: object) -> object:
    return getattr(w, "label", None) or getattr(w, "text", None)


def test_keys_pressed_with_the_enter_that_opens_a_menu_go_to_that_menu(app: App) -> None:
    focus_on(app, "Settings")
    key(app, pygame.K_RETURN, frames=2)
    assert isinstance(app.top, SettingsScene)
    first = name(focused(app.top))  # where Settings opens
    key(app, pygame.K_ESCAPE, frames=2)
    title = app.top
    assert isinstance(title, TitleScene) and name(focused(title)) == "Settings"
    key(app, pygame.K_RETURN, frames=0)  # opens Settings ...
    key(app, pygame.K_DOWN)  # ... and this, in the same frame, belongs to it
    settings = app.top
    assert isinstance(settings, SettingsScene)
    assert name(focused(title)) == "Settings", "the title behind Settings took the key"
    assert name(focused(settings)) != first, "Settings never saw the Down key"


def test_a_key_pressed_as_a_menu_closes_goes_to_the_scene_shown_after_it(app: App) -> None:
    focus_on(app, "How to play")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, HowToScene)
    key(app, pygame.K_ESCAPE, frames=0)  # back to the title ...
    key(app, pygame.K_DOWN)  # ... whose focus moves on from How to play
    title = app.top
    assert isinstance(title, TitleScene)
    assert name(focused(title)) == "Quit"


def people_table(app: App) -> TableScene:
    """Mia and Leo at one screen, Mia to play (two red cards she may play, R7 first and R3 last in her hand;
    Leo may play R6 and R8 on her R7); her privacy screen up and past its input guard."""
    game = setup([["B1", "R7", "G2", "R3"], ["G5", "R6", "Y9", "R8"]], ["R5"], rules=Rules(target_score=None))
    cfg = MatchConfig((SeatSetup("Mia", "human"), SeatSetup("Leo", "human")), game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and not app.top.guarded(), 300)
    return table


def leos_screen(app: App, table: TableScene) -> None:
    """Mia plays R7 with the keys (Enter shows her cards, Enter plays the first playable card); then Leo's
    privacy screen, past its guard."""
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.top is table and settled(table) and table.selected >= 0, 300)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.seat == 1 and not app.top.guarded(), 600)
    assert [str(a.card) for a in table.controller.history if isinstance(a, Play)] == ["R7"]


@pytest.mark.parametrize(("whose", "keys", "chosen"), [
    ("Mia", (), "R7"),  # Enter alone: her turn starts on her first playable card (the first Enter plays it)
    ("Mia", (pygame.K_LEFT,), "R3"),  # Left from no card chosen: her last playable card
    ("Mia", (pygame.K_RIGHT, pygame.K_RIGHT), "G2"),  # Right: the first playable card; Right: the card after it
    ("Leo", (), "R6"),
    ("Leo", (pygame.K_LEFT,), "R8"),
    ("Leo", (pygame.K_RIGHT, pygame.K_RIGHT), "Y9"),
])
def test_keys_typed_right_after_the_enter_that_confirms_the_privacy_screen_reach_the_hand(
        app: App, whose: str, keys: tuple[int, ...], chosen: str) -> None:
    """Mia's screen is the first of the hand (it covered the table before the table ever looked at the
    hand); Leo's comes after Mia's play."""
    table = people_table(app)
    if whose == "Leo":
        leos_screen(app, table)
    assert table.selected < 0
    key(app, pygame.K_RETURN, frames=0)  # "I'm Mia: show my cards" ...
    for k in keys:
        key(app, k, frames=0)  # ... and the arrows, in the same frame
    step(app)
    assert app.top is table and table.controller.names[table.viewer] == whose
    assert table.selected >= 0
    assert str(table.anim.hand[table.selected].card) == chosen, "the arrows went to the privacy screen that was leaving"
    run_until(app, lambda: settled(table), 300)
    assert str(table.anim.hand[table.selected].card) == chosen, "the table let go of the card chosen"


def test_enter_typed_after_the_key_that_pauses_acts_on_the_pause_menu(app: App) -> None:
    table = people_table(app)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.top is table and settled(table), 300)
    key(app, pygame.K_p, frames=0)  # pause ...
    key(app, pygame.K_DOWN, frames=0)  # ... Down to Rules ...
    key(app, pygame.K_RETURN)  # ... and open it, all in one frame
    assert isinstance(app.top, HowToScene), [type(s).__name__ for s in app.scenes]
    assert isinstance(app.scenes[-2], PauseScene)
    assert table.controller.history == [], "the table behind the pause played a card"
