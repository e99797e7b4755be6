"""The log: the last few sentences of what happened, bottom left, older ones fading."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ui.paint import draw_panel
from game.ui.palette import CREAM
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.text import text_surface, wrap_text

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["LOG_FADE_AFTER", "LogPanel"]

LOG_FADE_AFTER = 6.0       # a log line starts fading this long after it was written
LOG_SETTLED = LOG_FADE_AFTER + (255 - 60) / 60  # ...and stops changing this long after (see draw_log)


class LogPanel(Painter):
    """Draws the animator's log."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._log = self.cache(16, 384 * 1024)

    def draw_log(self, surface: pygame.Surface, anim: Picture, now: float) -> None:
        """Draw the last lines of the log, older ones fading."""
        L = self.layout
        assert L is not None
        rect = L.log_rect
        size = font_px(13, self.scale)
        lines = anim.log[-6:]
        if not lines:
            return
        width = rect.w - 2 * self.px(8)
        y = rect.bottom - self.px(8)
        items: list[pygame.Surface] = []
        room = rect.h - 2 * self.px(8)
        for i, line in enumerate(reversed(lines)):
            age = now - line.t
            if age > LOG_FADE_AFTER + 3.0 and i > 0:
                break
            key = ("log", line.text, id(line), width, size)
            item = self._log.get(key, partial(self._log_lines, line.text, size, width))
            room -= item.get_height()
            if room < 0 and items:
                break
            items.append(item)
        panel_h = sum(s.get_height() for s in items) + 2 * self.px(8)
        panel = pygame.Rect(rect.x, y + self.px(8) - panel_h, rect.w, panel_h)
        draw_panel(surface, panel, radius=self.px(10), rgba=(4, 20, 12, 120), border=None, shadow=False)
        for i, surf in enumerate(items):
            a = 255 if i == 0 else max(90, 235 - 30 * i)
            age = now - lines[-1 - i].t
            if age > LOG_FADE_AFTER:
                a = min(a, max(60, round(255 - (age - LOG_FADE_AFTER) * 60)))
            surf.set_alpha(a)
            y -= surf.get_height()
            surface.blit(surf, (rect.x + self.px(8), y))

    def _log_lines(self, text: str, size: int, width: int) -> pygame.Surface:
        lines = wrap_text(text, size, width)  # every line: a sentence is never cut short
        surfs = [text_surface(t, size, CREAM) for t in lines]
        h = sum(s.get_height() for s in surfs)
        out = alpha_surface((width, h))
        y = 0
        for s in surfs:
            out.blit(s, (0, y))
            y += s.get_height()
        return out

