"""Helpers for the app's headless tests: build an App on a temporary data folder, post real events."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.cli import parse_args
from game.ui.controls import Widget
from game.ui.menus import Menu

DT = 1 / 60


def make_app(data_dir: Path, *args: str) -> App:
    """Return an App on `data_dir`, at 1280x720 unless `args` say otherwise, one frame drawn."""
    argv = ["--data-dir", str(data_dir)]
    if "--size" not in args:
        argv += ["--size", "1280x720"]
    app = App(parse_args([*argv, *args]))
    app.step(DT)
    return app


def post(etype: int, **attrs: Any) -> None:
    """Post a real pygame event."""
    pygame.event.post(pygame.event.Event(etype, attrs))


def step(app: App, frames: int = 1) -> None:
    """Run `frames` frames of 1/60 s."""
    for _ in range(frames):
        app.step(DT)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move the mouse to `pos`, press and release there, and run a frame."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step(app)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    """Press and release a key, and run a frame."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    step(app)


def type_text(app: App, text: str) -> None:
    """Type `text` (TEXTINPUT events) and run a frame."""
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    step(app)


def menus_of(scene: object) -> list[Menu]:
    """Return the menus a scene shows."""
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return list(zones.menus)
    menu = getattr(scene, "menu", None)
    return [menu] if isinstance(menu, Menu) else []


def widget(scene: object, text: str) -> Widget:
    """Return the widget of `scene` whose text or label is `text`."""
    for m in menus_of(scene):
        for w in m.items:
            if getattr(w, "text", None) == text or getattr(w, "label", None) == text:
                return w
    raise LookupError(f"no widget {text!r} in {type(scene).__name__}")


def focused(scene: object) -> Widget | None:
    """Return the widget that has the keyboard in `scene`."""
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return zones.menu.focused
    menu = getattr(scene, "menu", None)
    return menu.focused if isinstance(menu, Menu) else None
