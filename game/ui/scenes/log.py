"""The hand's whole log over a screen that is not the table (the results panel: L, Up or its Log button).

The log is the table's own (`routes.HandLog`, the table's `LogRoom`): the same lines, the same reasons
(in full, the hand being over), the same keys. This scene only gives it the top of the stack, so that
the screen below keeps its state; it leaves as soon as the log closes (Esc, L, Enter, a controller's A or
B, a click outside it), and the key that closed it does nothing else.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.routes import HandLog
    from game.ui.scene import Host

__all__ = ["LogScene"]


class LogScene(Scene):
    """The open log of the hand, over the screen that opened it."""

    opaque = False

    def __init__(self, app: Host, log: HandLog) -> None:
        super().__init__(app)
        self.log = log

    def enter(self) -> None:
        if not self.log.is_open:
            self.log.open()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Everything goes to the log; once it has closed, the scene leaves."""
        self.log.handle_event(event)
        if not self.log.is_open:
            self.app.leave(self)
        return True

    def wake_in(self) -> float | None:
        return None  # the open log changes only by input

    def draw(self, surface: pygame.Surface) -> None:
        self.log.draw(surface)
