"""A short crossfade when the player goes from one screen to another (title to settings, new game to the
table): the last frame of the screen left fades out over the first frames of the one that comes.

Only a change of the screen underneath counts (the topmost opaque scene); an overlay coming or going
(a question, the pause menu) shows at once. A scene that must never show through another (the
pass-and-play privacy screen, which stands between two people's hands) sets `crossfade = False`, and with
"reduce motion" nothing fades.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.tween import ease_out_cubic

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.stack import SceneStack

__all__ = ["FADE_SECONDS", "Crossfade", "base_scene"]

FADE_SECONDS = 0.2
"""How long the screen left takes to fade out: long enough to read as a change, too short to wait for."""


def base_scene(scenes: Sequence[Scene]) -> Scene | None:
    """Return the screen underneath: the topmost opaque scene (the overlays above it show it)."""
    for scene in reversed(scenes):
        if scene.opaque:
            return scene
    return scenes[0] if scenes else None


class Crossfade:
    """The frame being faded out, if any, and how far the fade has gone."""

    def __init__(self) -> None:
        self.frame: pygame.Surface | None = None
        self.t = 0.0

    @property
    def active(self) -> bool:
        """True while a screen left is still fading out."""
        return self.frame is not None

    def apply(self, stack: SceneStack, screen: pygame.Surface, still: bool) -> None:
        """Carry out `stack`'s changes; when a scene moved the player to another screen (`navigated`),
        start fading out the one left, which `screen` still shows."""
        before = base_scene(stack.scenes)
        stack.apply()
        if stack.navigated:
            stack.navigated = False
            self.changed(before, base_scene(stack.scenes), screen, still)

    def changed(self, before: Scene | None, after: Scene | None, screen: pygame.Surface, still: bool) -> None:
        """The screen underneath went from `before` to `after`; `screen` still shows `before`'s last frame."""
        if before is None or after is None or before is after or still:
            return
        if not getattr(before, "crossfade", True) or not getattr(after, "crossfade", True):
            self.frame = None  # a screen that must not show through: the change is at once
            return
        self.frame = screen.copy()
        self.t = 0.0

    def update(self, dt: float) -> None:
        """Let the fade run on by `dt` seconds."""
        if self.frame is not None:
            self.t += dt
            if self.t >= FADE_SECONDS:
                self.frame = None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is left of the screen left over the new one."""
        frame = self.frame
        if frame is None:
            return
        if frame.get_size() != surface.get_size():  # the window changed size: the old frame means nothing
            self.frame = None
            return
        frame.set_alpha(round(255 * (1.0 - ease_out_cubic(min(1.0, self.t / FADE_SECONDS)))))
        surface.blit(frame, (0, 0))
