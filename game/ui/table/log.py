"""The log: the last few sentences of what happened, bottom left, older ones fading; a click, a tap or its
key (shown under it) opens the whole hand (`game.ui.scenes.table.logroom`)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ui.paint import draw_panel
from game.ui.palette import CREAM, FAINT, YELLOW
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.text import draw_text, get_font, text_surface, wrap_text

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["LOG_FADE_AFTER", "LOG_KEPT", "LOG_MAX", "LogPanel"]

LOG_FADE_AFTER = 6.0       # a log line starts fading this long after it was written
LOG_SETTLED = LOG_FADE_AFTER + (255 - 60) / 60  # ...and stops changing this long after (see draw_log)


LOG_KEPT = 4
"""However old, this many of the last lines stay (fading) while there is room: a table at 1920x1080 shows
more than the last one or two."""
LOG_MAX = 8
"""The most lines the corner shows; the open log (L, a click on it) has the whole hand."""


class LogPanel(Painter):
    """Draws the animator's log in its corner, with the key (or button) that opens it in full."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._log = self.cache(16, 384 * 1024)
        self.drawn: pygame.Rect | None = None
        """The panel as last drawn (None: none drawn): a click or a tap on it opens the whole log."""
        self.shown: list[str] = []
        """The lines as last drawn, oldest first."""

    def draw_log(self, surface: pygame.Surface, anim: Picture, now: float, hint: str = "",
                 hovered: bool = False) -> None:
        """Draw the last lines of the log, older ones fading, and under them `hint` (what opens the whole
        log, "L: log"); `hovered` (the pointer is over it) lights the panel as a button is lit."""
        L = self.layout
        assert L is not None
        self.drawn = None
        self.shown = []
        rect = L.log_rect
        size = font_px(13, self.scale)
        lines = anim.log[min(anim.hand_log, len(anim.log)):][-LOG_MAX:]  # this hand's: the last one's end
        # stayed up as the next was dealt (playtest 11); the open log reads from the same place
        if not lines:
            return
        pad = self.px(8)
        width = rect.w - 2 * pad
        hint_size = font_px(11, self.scale)
        hint_h = get_font(hint_size).get_linesize() if hint else 0
        y = rect.bottom - pad - hint_h
        items: list[pygame.Surface] = []
        room = rect.h - 2 * pad - hint_h
        for i, line in enumerate(reversed(lines)):
            age = now - line.t
            if age > LOG_FADE_AFTER + 3.0 and i >= LOG_KEPT:
                break
            key = ("log", line.text, id(line), width, size)
            item = self._log.get(key, partial(self._log_lines, line.text, size, width))
            room -= item.get_height()
            if room < 0 and items:
                break
            items.append(item)
            self.shown.insert(0, line.text)
        panel_h = sum(s.get_height() for s in items) + 2 * pad + hint_h
        panel = pygame.Rect(rect.x, rect.bottom - panel_h, rect.w, panel_h)
        self.drawn = panel
        draw_panel(surface, panel, radius=self.px(10), rgba=(34, 78, 50, 215) if hovered else (4, 20, 12, 120),
                   border=(*CREAM, 150) if hovered else None, shadow=False)
        if hint:
            draw_text(surface, hint, hint_size, (panel.right - pad, panel.bottom - pad // 2),
                      YELLOW if hovered else FAINT, False, "bottomright", box=panel)
        for i, surf in enumerate(items):
            a = 255 if i == 0 else max(90, 235 - 30 * i)
            age = now - lines[-1 - i].t
            if age > LOG_FADE_AFTER:
                a = min(a, max(60, round(255 - (age - LOG_FADE_AFTER) * 60)))
            surf.set_alpha(a)
            y -= surf.get_height()
            surface.blit(surf, (rect.x + pad, y))

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

