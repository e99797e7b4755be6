"""A window asked for at the desktop's size opens maximized: the window manager fits it under its title
bar. Opened at that size as it was, it hung below the screen (a playtest at 1920x1080 on a 1920x1080
screen: the window at y=42, the hand, the hint and the log cut off at the bottom)."""
from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import make_app

from game.ui.window import Window


class Recorded:
    """The SDL window, with its calls to maximize counted."""

    def __init__(self, real: pygame.Window) -> None:
        self.__dict__["real"] = real
        self.__dict__["maximized"] = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.real, name, value)

    def maximize(self) -> None:
        self.__dict__["maximized"] += 1
        self.real.maximize()


@pytest.fixture
def window(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Recorded]]:
    held: dict[str, Recorded] = {}

    def sdl_window() -> Recorded:
        if "w" not in held:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                held["w"] = Recorded(pygame.Window.from_display_module())
        return held["w"]

    monkeypatch.setattr(Window, "_sdl_window", staticmethod(sdl_window))
    monkeypatch.setattr(Window, "desktop", staticmethod(lambda: (1280, 720)))
    yield held


@pytest.mark.parametrize(("size", "maximized"), [("1280x720", 1), ("960x540", 0)])
def test_a_window_the_size_of_the_desktop_opens_maximized(tmp_path: Path, window: dict[str, Recorded],
                                                           size: str, maximized: int) -> None:
    app = make_app(tmp_path, size=size)
    try:
        assert window["w"].maximized == maximized
        assert app.size == pygame.display.get_surface().get_size()
    finally:
        app.close()
