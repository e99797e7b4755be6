"""F11 with no window manager (issue 19, rough edge 1): the layout always uses the real window's size.

Under X11, full screen is a request to the window manager. With none running (a bare X server, a
kiosk), nobody answers it: SDL reported the desktop's size while the X window stayed 1280x720, and the
game laid out for a screen it did not have (`tests/bench/bench_fullscreen.py --no-wm` shows it under
Xvfb). Here the dummy driver stands in for X11 (`get_driver` says "x11") and `XWindow` for the X window
with no window manager: only a direct move or resize changes it; a request for full screen does not.
"""
from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import make_app, post, step

from game.app import App
from game.ui.window import Window


class XWindow:
    """The SDL window as X11 with no window manager treats it: `geometry` is the X window's; moving and
    resizing change it, asking for full screen does not (nobody is there to answer)."""

    def __init__(self, real: pygame.Window) -> None:
        self.__dict__["real"] = real
        self.__dict__["geometry"] = (*real.position, *real.size)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.real, name, value)
        x, y, w, h = self.geometry
        if name == "position" and isinstance(value, tuple):
            x, y = value
        elif name == "size":
            w, h = value
        self.__dict__["geometry"] = (x, y, w, h)

    def set_windowed(self) -> None:
        self.real.set_windowed()  # SDL puts back the size it had; X keeps the window where it is

    def set_fullscreen(self, desktop: bool = False) -> None:
        self.real.set_fullscreen(desktop=desktop)  # SDL now says the desktop's size; X changes nothing


@pytest.fixture
def x11(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, XWindow]]:
    held: dict[str, XWindow] = {}

    def sdl_window() -> XWindow:
        if "w" not in held:
            with warnings.catch_warnings():  # (the display module's window, as game.ui.window takes it)
                warnings.simplefilter("ignore")
                held["w"] = XWindow(pygame.Window.from_display_module())
        return held["w"]

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(Window, "_sdl_window", staticmethod(sdl_window))
    yield held


@pytest.fixture
def app(tmp_path: Path, x11: dict[str, XWindow]) -> Iterator[App]:
    a = make_app(tmp_path, size="1280x720")
    yield a
    a.close()


def laid_out_for_the_surface(app: App) -> tuple[int, int]:
    """Check the invariant: the app and every scene lay out for the display surface's size; return it."""
    size = pygame.display.get_surface().get_size()
    assert app.size == size
    assert all(scene.size == size for scene in app.scenes)
    return size


def test_f11_with_no_window_manager_covers_the_screen_and_comes_back(app: App, x11: dict[str, XWindow]) -> None:
    desk = pygame.display.get_desktop_sizes()[0]
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    step(app, 3)
    window = x11["w"]
    assert app.fullscreen
    size = laid_out_for_the_surface(app)
    assert window.geometry == (0, 0, *size) and size == desk  # the X window is what the game lays out for
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    step(app, 3)
    assert not app.fullscreen
    assert laid_out_for_the_surface(app) == (1280, 720)
    assert window.geometry[2:] == (1280, 720)


def test_a_resize_left_over_from_full_screen_never_resizes_the_window(app: App,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Back from full screen, an event still saying the full screen's size (sent before the switch, read
    after it in the same batch) is past: the window keeps its size, is never recreated, and the scenes
    lay out for the surface (it recreated the window at the desktop's size: windows 2 in the bench)."""
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    step(app, 3)
    full = laid_out_for_the_surface(app)
    calls: list[object] = []
    real = pygame.display.set_mode

    def counting(*args: object, **kw: object) -> pygame.Surface:
        calls.append(args)
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.display, "set_mode", counting)
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.VIDEORESIZE, w=full[0], h=full[1], size=full)
    step(app, 3)
    assert not app.fullscreen
    assert calls == [], f"the window was recreated: {calls}"
    assert laid_out_for_the_surface(app) == (1280, 720)
