"""A key already held down as the window takes the keyboard focus was pressed for another window: the
system reports it as a press when the game's window gains the focus (X11), and on a relaunch an Enter
still down (its release taken by the terminal) continued the saved match before the title was seen,
three times in a row (playtest on 6f4f358). Such a press, and its repeats, act on nothing; the next real
press acts."""
from __future__ import annotations

from pathlib import Path

import pygame
from tablekit import make_app, post, step

from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.title import TitleScene


def _enter(etype: int) -> None:
    post(etype, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)


def test_an_enter_held_as_the_window_takes_the_focus_opens_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert isinstance(app.top, TitleScene)
    step(app, 30)
    post(pygame.WINDOWFOCUSGAINED)
    _enter(pygame.KEYDOWN)
    step(app, 1)
    for _ in range(3):  # the held key repeats
        _enter(pygame.KEYDOWN)
        step(app, 2)
    assert isinstance(app.top, TitleScene), "the held Enter chose the focused button"
    _enter(pygame.KEYUP)
    step(app, 10)
    _enter(pygame.KEYDOWN)  # a press of the person's own, at the title
    _enter(pygame.KEYUP)
    step(app, 2)
    assert isinstance(app.top, NewGameScene)


def test_a_press_a_moment_after_the_focus_counts(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    step(app, 30)
    post(pygame.WINDOWFOCUSGAINED)
    step(app, 12)  # 0.2 s later
    _enter(pygame.KEYDOWN)
    _enter(pygame.KEYUP)
    step(app, 2)
    assert isinstance(app.top, NewGameScene)
