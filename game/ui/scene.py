"""The Scene base class: one screen (or overlay) on the app's scene stack."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App

__all__ = ["Scene"]


class Scene:
    """A screen on the app's stack.

    The app offers events top-down: a scene returns True from `handle_event` when it consumed one;
    an unconsumed event falls to the scene below unless this scene is opaque. Only the top scene is
    updated, and the scenes below it too while it is an overlay with `pauses_below` False. `draw`
    changes nothing: two draws at the same game time give the same picture.
    """

    opaque: bool = True          # False = overlay; the scenes below are drawn first
    pauses_below: bool = True    # an overlay with False lets the scenes below keep updating

    def __init__(self, app: App) -> None:
        self.app = app
        self.size: tuple[int, int] = app.size

    def enter(self) -> None:
        """Start: called once when the scene is put on the stack (after `resize`)."""

    def exit(self) -> None:
        """Stop: called once when the scene leaves the stack."""

    def resume(self) -> None:
        """Become the top scene again after the one above it left."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of game time."""

    def wake_in(self) -> float | None:
        """Return when this scene next changes by itself, so that the loop may sleep until then.

        0.0 while anything moves (the loop runs at full rate), a number of seconds until the next
        scheduled change, or None when only input changes the picture. The default keeps the scene
        animating; a scene that can rest says so.
        """
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on `surface`; changes nothing."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the scene out again for a window of `size` (also after a change of interface scale)."""
        self.size = size

    def on_quit(self) -> None:
        """Save what must be kept: the window is closing."""
