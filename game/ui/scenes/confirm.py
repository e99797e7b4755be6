"""A yes-or-no question over the screen below (e.g. "start a new game and lose the match in progress?")."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.controls import Button
from game.ui.palette import CREAM
from game.ui.screens import MenuOverlay, draw_title
from game.ui.text import draw_text, wrap_text
from game.ui.units import px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["ConfirmScene"]


class ConfirmScene(MenuOverlay):
    """A question with two buttons: `yes` runs `on_yes` (after closing), `no` (and Esc) just closes.

    The safe answer (no) has the keyboard first, so that Enter never discards anything by accident.
    """

    def __init__(self, app: Host, title: str, text: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_yes = on_yes
        self.yes_text = yes
        self.no_text = no
        self.lines: list[str] = []
        self.answered = False

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the panel, the text wrapped to it."""
        super().resize(size)
        s = self.scale = self.app.scale
        self.menu.set_items([
            Button(self.no_text, self.no, primary=True, help=_("Esc")),
            Button(self.yes_text, self.yes),
        ], keep_focus=False)
        pad = px(28, s)
        width = min(size[0] - px(40, s), px(560, s))
        self.lines = wrap_text(self.text, px(20, s), width - 2 * pad)
        line_h = px(28, s)
        buttons_h = 2 * px(50, s) + px(12, s) + 2 * px(6, s)
        title_h = px(62, s)
        self.panel = pygame.Rect(0, 0, width, title_h + len(self.lines) * line_h + px(18, s) + buttons_h + 2 * pad)
        self.panel.center = (size[0] // 2, size[1] // 2)
        top = self.panel.y + pad + title_h + len(self.lines) * line_h + px(18, s)
        self.menu.layout(pygame.Rect(self.panel.x + pad, top, self.panel.w - 2 * pad, buttons_h), s)

    def no(self) -> None:
        """Close, changing nothing."""
        if not self.answered:
            self.answered = True
            self.app.leave(self)

    def yes(self) -> None:
        """Close and go ahead."""
        if not self.answered:
            self.answered = True
            self.app.leave(self)
            self.on_yes()

    def escape(self) -> None:
        """Esc answers no."""
        self.no()

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw the question."""
        s = self.scale
        draw_title(surface, self.title, (self.panel.centerx, self.panel.y + px(50, s)), s, size=30)
        y = self.panel.y + px(28, s) + px(62, s)
        for line in self.lines:
            draw_text(surface, line, px(20, s), (self.panel.centerx, y), CREAM, False, "midtop")
            y += px(28, s)
