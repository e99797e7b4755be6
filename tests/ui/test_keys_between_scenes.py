"""Keys pressed quickly across a change of scene reach the scene that shows next, never the one leaving.

Before, every event read in a frame went to the scenes as they were at the frame's start: a Down pressed
right after the Enter that opened Settings moved the title's focus (behind Settings) and was lost.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from appdriver import focused, make_app, post, step

from game.app import App
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def press(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def focus_on(app: App, text: str) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    title.menu.set_focus([getattr(w, "text", "") for w in title.menu.items].index(text))


def name(w: object) -> object:
    return getattr(w, "label", None) or getattr(w, "text", None)


def test_keys_pressed_with_the_enter_that_opens_a_menu_go_to_that_menu(app: App) -> None:
    focus_on(app, "Settings")
    press(pygame.K_RETURN)
    step(app, 2)
    assert isinstance(app.top, SettingsScene)
    first = name(focused(app.top))  # where Settings opens
    press(pygame.K_ESCAPE)
    step(app, 2)
    title = app.top
    assert isinstance(title, TitleScene) and name(focused(title)) == "Settings"
    press(pygame.K_RETURN)  # opens Settings ...
    press(pygame.K_DOWN)  # ... and this, in the same frame, belongs to it
    step(app)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    assert name(focused(title)) == "Settings", "the title behind Settings took the key"
    assert name(focused(settings)) != first, "Settings never saw the Down key"


def test_a_key_pressed_as_a_menu_closes_goes_to_the_scene_shown_after_it(app: App) -> None:
    focus_on(app, "How to play")
    press(pygame.K_RETURN)
    step(app)
    assert isinstance(app.top, HowToScene)
    press(pygame.K_ESCAPE)  # back to the title ...
    press(pygame.K_DOWN)  # ... whose focus moves on from How to play
    step(app)
    title = app.top
    assert isinstance(title, TitleScene)
    assert getattr(focused(title), "text", None) == "Quit"
