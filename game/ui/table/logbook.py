"""The open log: every line of the hand in play, in a scrolling panel over the table.

`LogBook.place(...)` lays the lines out (pure: the rooms hit-test with it) and `draw(...)` paints them.
Each line is wrapped, never cut; a CPU's play that knows why it was chosen carries a "Why?" mark, and
its reason shows under it when the line is chosen (hovered, or Up / Down) or when every reason is shown.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.ai.reasons import as_sentence
from game.i18n import N_, _
from game.ui.paint import dim, draw_panel
from game.ui.palette import CREAM, GOLD
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.table.picture import LogLine
from game.ui.text import draw_text, text_surface, wrap_text

__all__ = ["WHY_MARK", "LogBook", "Row"]

WHY_MARK = N_("Why?")
"""Added to a line whose reason may be shown (after "  · ", in the player's language)."""
REASON_RGB = (170, 214, 190)
MUTED_RGB = (176, 190, 180)


@dataclass(frozen=True)
class Row:
    """One line of the log as laid out: its index in the lines given, and where it is in the panel's
    scrolled content (y from the content's top); `reason` says whether its reason shows under it."""

    index: int
    y: int
    h: int
    reason: bool


class LogBook(Painter):
    """Paints the open log."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._rows = self.cache(512)
        self.footer = ""
        """The keys' line under the lines (set by `draw`; the body leaves room for all its lines)."""
        self.hand_over = False
        """Whether the hand is over (its hands shown): a CPU's reason then shows in full; while the hand is in
        play it shows in its public form, naming no card the CPU holds (game.ai.reasons.Reason)."""

    def reason(self, line: LogLine) -> str:
        """Return the reason shown for `line` ("" for none): public during the hand, full after it."""
        return as_sentence(line.shown_reason(self.hand_over))  # a sentence: "Its next-best card was about as good."

    # -- geometry ---------------------------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        """Return the panel's rectangle: most of the window, centred."""
        L = self.layout
        assert L is not None
        w, h = L.size
        pw = min(self.px(820), w - 2 * L.margin)
        ph = h - 2 * L.margin
        return pygame.Rect((w - pw) // 2, L.margin, pw, ph)

    def body(self) -> pygame.Rect:
        """Return where the lines scroll (inside the panel, below its title, above its footer)."""
        p = self.panel()
        pad = self.px(16)
        top = self.px(30) + self._title_h()
        return pygame.Rect(p.x + pad, p.y + top, p.w - 2 * pad - self.px(10), p.h - top - self.px(12) - self._foot_h())

    def size(self) -> int:
        return font_px(16, self.scale)

    def _title_h(self) -> int:
        return text_surface("Ag", font_px(22, self.scale), GOLD, bold=True).get_height()

    def _foot_lines(self) -> list[str]:
        """The footer wrapped to the panel's width (German and longer languages take two lines)."""
        p = self.panel()
        return wrap_text(self.footer or "Ag", font_px(13, self.scale), p.w - 2 * self.px(16))

    def _foot_h(self) -> int:
        line = text_surface("Ag", font_px(13, self.scale), MUTED_RGB).get_height()
        return line * len(self._foot_lines())

    def place(self, lines: Sequence[LogLine], chosen: int, every_reason: bool) -> list[Row]:
        """Return the rows of `lines` from the top of the content (the chosen line's reason shows, or every
        reason when `every_reason`)."""
        width = self.body().w
        size = self.size()
        gap = self.px(6)
        y = 0
        rows = []
        for i, line in enumerate(lines):
            h = self._text(self._words(line, self.reason(line)), size, width, CREAM).get_height()
            reason = self.reason(line)
            shown = bool(reason) and (every_reason or i == chosen)
            if shown:
                h += self._text(reason, size - 1, width - self.px(18), REASON_RGB).get_height()
            rows.append(Row(i, y, h, shown))
            y += h + gap
        return rows

    def content_h(self, rows: Sequence[Row]) -> int:
        """Return the height of all the rows."""
        return rows[-1].y + rows[-1].h if rows else 0

    # -- painting ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lines: Sequence[LogLine], top: int, chosen: int,
             every_reason: bool, footer: str) -> None:
        """Draw the open log scrolled `top` pixels down, the line `chosen` lit."""
        self.footer = footer
        dim(surface, 150)
        p = self.panel()
        draw_panel(surface, p, radius=self.px(14), rgba=(6, 28, 16, 255))
        title = text_surface(_("The whole hand") if self.hand_over else _("The hand so far"), font_px(22, self.scale),
                             GOLD, bold=True)
        surface.blit(title, (p.x + self.px(16), p.y + self.px(14)))
        body = self.body()
        rows = self.place(lines, chosen, every_reason)
        size = self.size()
        if not rows:
            empty = text_surface(_("Nothing has happened yet in this hand."), size, MUTED_RGB)
            surface.blit(empty, (body.x, body.y))
        old = surface.get_clip()
        surface.set_clip(body)
        for row in rows:
            y = body.y + row.y - top
            if y + row.h < body.y or y > body.bottom:
                continue
            line = lines[row.index]
            if row.index == chosen:
                lit = pygame.Rect(body.x - self.px(6), y - self.px(2), body.w + self.px(12), row.h + self.px(4))
                draw_panel(surface, lit, radius=self.px(6), rgba=(255, 255, 255, 26), border=None, shadow=False)
            words = self._text(self._words(line, self.reason(line)), size, body.w, CREAM)
            surface.blit(words, (body.x, y))
            if row.reason:
                surface.blit(self._text(self.reason(line), size - 1, body.w - self.px(18), REASON_RGB),
                             (body.x + self.px(18), y + words.get_height()))
        surface.set_clip(old)
        total = self.content_h(rows)
        if total > body.h:  # the scroll bar: where the lines shown are in the whole hand
            bar = pygame.Rect(body.right + self.px(6), body.y, self.px(4), body.h)
            draw_panel(surface, bar, radius=self.px(2), rgba=(255, 255, 255, 30), border=None, shadow=False)
            h = max(self.px(20), round(body.h * body.h / total))
            y = body.y + round((body.h - h) * top / max(1, total - body.h))
            draw_panel(surface, pygame.Rect(bar.x, y, bar.w, h), radius=self.px(2), rgba=(255, 255, 255, 140),
                       border=None, shadow=False)
        size13 = font_px(13, self.scale)
        line_h = text_surface("Ag", size13, MUTED_RGB).get_height()
        foot_lines = self._foot_lines()
        y = p.bottom - self.px(10) - line_h * len(foot_lines)
        for text in foot_lines:  # wrapped, never past the panel's edge
            draw_text(surface, text, size13, (p.x + self.px(16), y), MUTED_RGB, box=p)
            y += line_h

    @staticmethod
    def _words(line: LogLine, reason: str) -> str:
        """Return the line's words, with the "Why?" mark when a reason shows for it (`reason`: the form
        shown, `LogLine.shown_reason`)."""
        return line.text + "  · " + _(WHY_MARK) if reason else line.text

    def _text(self, text: str, size: int, width: int, rgb: tuple[int, int, int]) -> pygame.Surface:
        return self._rows.get(("row", text, size, width, rgb), partial(_wrapped, text, size, width, rgb))


def _wrapped(text: str, size: int, width: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """Return `text` wrapped to `width` (every word kept: a line is never cut short)."""
    surfs = [text_surface(t, size, rgb) for t in wrap_text(text, size, width)]
    out = alpha_surface((width, max(1, sum(s.get_height() for s in surfs))))
    y = 0
    for s in surfs:
        out.blit(s, (0, y))
        y += s.get_height()
    return out
