"""The table's controls: its buttons (UNO!, Catch!, Draw, Sort, the menu), the top strip with the
house-rule chips and the score, and the line of help above the hand."""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.ui.palette import COUNT_LATE_RGB, COUNT_TRACK_RGB, CREAM, GOLD, INK, WHITE, YELLOW
from game.ui.pulse import pulse, rate
from game.ui.table.look import HINT_PAD_X, Look, Painter, alpha_surface, font_px
from game.ui.text import balanced, descends, fit_lines, fit_size, fit_text, get_font, note_text, text_surface

__all__ = ["QUIET_INK", "Buttons", "TableButton"]

URGENT_HZ = rate("the urgent button's glow (UNO!, Catch)", 1.03)


QUIET_INK = (150, 172, 158)
"""The words of a button that may be pressed but that nothing calls for (the UNO button with nothing to
play): between the dark buttons' cream and a disabled one's grey."""


@dataclass
class TableButton:
    """A button on the table: a rounded face with a label and its key, drawn from a cache."""

    key: str
    label: str
    hotkey: str = ""
    style: str = "cream"          # cream, red, gold, dark, quiet
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    visible: bool = True
    enabled: bool = True
    hover: bool = False
    urgent: bool = False          # pulses: the button is what the person should press now

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)




class Buttons(Painter):
    """Draws the table's buttons, the top strip and the hint line."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._misc = self.cache(64)
        self._words: dict[tuple[object, ...], list[tuple[str, pygame.Rect]]] = {}
        """Where each cached button face wrote its words (on the face): the fit check reads them."""

    def draw_top(self, surface: pygame.Surface, chips: Sequence[str], info: str, menu: TableButton) -> None:
        """Draw the house-rule chips, the hand number and scores, and the menu button."""
        L = self.layout
        assert L is not None
        s = self.scale
        x = L.margin
        cy = (L.top_h + L.margin // 2) // 2
        size = font_px(13, s)
        room = L.size[0] // 2
        for chip in chips:
            surf = self._misc.get(("chip", chip, size), partial(self._chip, chip, size))
            if x + surf.get_width() > room:
                more = self._misc.get(("chip", "…", size), lambda: self._chip("…", size))
                surface.blit(more, more.get_rect(midleft=(x, cy)))
                break
            surface.blit(surf, surf.get_rect(midleft=(x, cy)))
            x += surf.get_width() + self.px(6)
        if info:
            label = text_surface(info, font_px(15, s), CREAM, True)
            surface.blit(label, label.get_rect(midright=(menu.rect.x - self.px(12), cy)))
        self.draw_button(surface, menu, 0.0)

    def _chip(self, text: str, size: int) -> pygame.Surface:
        label = text_surface(text, size, INK, True)
        pad_x, pad_y = self.px(9), self.px(3)
        surf = alpha_surface((label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y))
        pygame.draw.rect(surf, (236, 226, 196), surf.get_rect(), border_radius=surf.get_height() // 2)
        surf.blit(label, (pad_x, pad_y))
        return surf

    def draw_button(self, surface: pygame.Surface, b: TableButton, now: float) -> None:
        """Draw a table button from the cache (the urgent one pulses)."""
        if not b.visible or b.rect.w <= 0:
            return
        state = "off" if not b.enabled else ("hover" if b.hover else "on")
        key = ("btn", b.label, b.hotkey, b.style, state, b.rect.size)
        face = self._misc.get(key, lambda: self._button(b, state, key))
        if b.urgent and b.enabled:
            k = pulse(now, URGENT_HZ)
            glow = self._misc.get(("btnglow", b.rect.size), lambda: self._button_glow(b.rect.size))
            glow.set_alpha(round(90 + 160 * k))
            surface.blit(glow, glow.get_rect(center=b.rect.center))
        where = face.get_rect(center=b.rect.center)
        surface.blit(face, where)
        body = pygame.Rect(where.topleft, b.rect.size)  # the face is the body and its shadow under it
        for text, rect in self._words.get(key, ()):
            note_text(surface, text, rect.move(where.topleft), body)

    def _button(self, b: TableButton, state: str, cache_key: tuple[object, ...] = ()) -> pygame.Surface:
        s = self.scale
        w, h = b.rect.size
        sh = max(2, round(4 * s))
        surf = alpha_surface((w, h + sh))
        styles = {
            "cream": ((238, 234, 220), INK),
            "red": ((215, 38, 0), WHITE),
            "gold": (GOLD, INK),
            "dark": ((20, 52, 34), CREAM),
            "quiet": ((20, 52, 34), QUIET_INK),  # may be pressed, but nothing calls for it now
        }
        fill, ink = styles.get(b.style, styles["cream"])
        if state == "hover":
            fill = tuple(min(255, c + 28) for c in fill)  # type: ignore[assignment]
        if state == "off":
            fill, ink = (58, 76, 64), (120, 140, 126)
        radius = min(h // 2, max(6, round(12 * s)))
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (0, 0, 0, 90), body.move(0, sh), border_radius=radius)
        pygame.draw.rect(surf, fill, body, border_radius=radius)
        edge = tuple(max(0, c - 50) for c in fill)
        pygame.draw.rect(surf, edge, body, max(1, round(2 * s)), border_radius=radius)
        keyed = bool(b.hotkey) and h >= 30 * s
        # a label too long for one line (UNO Flip!'s "Draw until purple") takes two rather than being cut
        label, deep = self._label(b.label, font_px(17 if h < 44 * s else 20, s), w - round(12 * s), h, ink)
        if keyed:
            hotkey = b.hotkey
            if fit_size(hotkey, font_px(11, s), w - round(8 * s), floor=0.8) is None:
                hotkey = hotkey.split(" · ")[0]  # no room for what the key does: the key alone
            hotkey, ksize = fit_text(hotkey, font_px(11, s), w - round(8 * s), floor=0.8)
            key = text_surface(hotkey, ksize, ink if state != "off" else (120, 140, 126))
            key.set_alpha(170)
            # the key tucks into the label's line below its letters, lower under a "p" or a "g" (the "L"
            # of "Let pass" sat in the p's tail: playtest 12)
            tuck = round((2 if deep else 7) * s)
            total = label.get_height() + key.get_height() - tuck + round(1 * s)
            keyed = total <= h  # a label on two lines leaves no room for its key (the hint line says it)
        if keyed:
            y0 = (h - total) // 2
            at = label.get_rect(midtop=(w // 2, max(0, y0 - round(1 * s))))
            key_at = key.get_rect(midtop=(w // 2, y0 + label.get_height() - tuck))
            surf.blit(label, at)
            surf.blit(key, key_at)
            words = [(b.label, at), (hotkey, key_at)]
        else:
            at = label.get_rect(center=(w // 2, h // 2))
            at.top = max(0, at.top) if at.h <= h else at.top
            surf.blit(label, at)
            words = [(b.label, at)]
        if len(self._words) > 256:
            self._words.clear()
        self._words[cache_key] = words
        return surf

    @staticmethod
    def _label(text: str, size: int, width: int, height: int, ink: tuple[int, int, int]) -> tuple[pygame.Surface, bool]:
        """Return a button's label: one line shrunk to fit `width` if it can, else wrapped (within `height`);
        and whether its last line has letters reaching well below the line (p, g, y: `descends`)."""
        lines, size = fit_lines(text, size, width, height, True, floor=0.65)
        deep = descends(lines[-1] if lines else "", size)
        if len(lines) == 1:
            return text_surface(lines[0], size, ink, True), deep
        parts = [text_surface(line, size, ink, True) for line in lines]
        step = get_font(size, True).get_linesize()
        surf = alpha_surface((max(p.get_width() for p in parts), step * (len(parts) - 1) + parts[-1].get_height()))
        for i, part in enumerate(parts):
            surf.blit(part, part.get_rect(midtop=(surf.get_width() // 2, i * step)))
        return surf, deep

    def _button_glow(self, size: tuple[int, int]) -> pygame.Surface:
        pad = self.px(7)
        surf = alpha_surface((size[0] + 2 * pad, size[1] + 2 * pad))
        for i in range(pad):
            a = round(200 * (1 - i / pad) ** 2)
            r = surf.get_rect().inflate(-2 * (pad - 1 - i), -2 * (pad - 1 - i))
            pygame.draw.rect(surf, (*YELLOW, a), r, 1, border_radius=min(r.h // 2, self.px(14) + pad - i))
        return surf

    def draw_hint(self, surface: pygame.Surface, text: str, color: tuple[int, int, int] = CREAM,
                  y: float | None = None, timer: float | None = None, seconds: float | None = None) -> None:
        """Draw the help above the hand, on a dark pill; `timer` (1..0) shows the time left: a bar under
        the pill on a dark track, orange in its last third, and with `seconds` (the time left) a dial
        at the pill's left end that empties as the bar shortens, the whole seconds left in it (a thin
        bar alone gave "no sense of how much time is left": playtest).

        One line, a little smaller if need be; a long one (German at a large text size) on two lines."""
        L = self.layout
        assert L is not None
        if not text:
            return
        size = font_px(15, self.scale)
        # measured bold, as the pill draws it; a little smaller, or on two lines, rather than cut
        lines, size = fit_lines(text, size, self.hint_text_width(), 2 * get_font(size, True).get_linesize(), True,
                                floor=0.85)
        lines = balanced(lines, size, True)
        surf = self._misc.get(("hint", tuple(lines), color, size), lambda: self._pill(lines, size, color))
        yy = L.hint_y if y is None else y
        rect = surf.get_rect(midbottom=(L.hand_area.centerx, round(yy)))
        surface.blit(surf, rect)
        if timer is not None and timer > 0:
            left = min(1.0, timer)
            late = left <= 1 / 3
            fill = COUNT_LATE_RGB if late else color
            track = pygame.Rect(0, 0, rect.w - 2 * self.px(14), max(4, self.px(5)))
            track.midtop = (rect.centerx, rect.bottom + self.px(3))
            pygame.draw.rect(surface, COUNT_TRACK_RGB, track.inflate(2, 2), border_radius=track.h)
            bar = pygame.Rect(track.x, track.y, max(2, round(track.w * left)), track.h)
            bar.centerx = track.centerx
            pygame.draw.rect(surface, fill, bar, border_radius=bar.h // 2)
            if seconds is not None:
                self._dial(surface, rect, left, max(1, math.ceil(seconds - 1e-6)), fill)

    def _dial(self, surface: pygame.Surface, pill: pygame.Rect, left: float, whole: int,
              fill: tuple[int, int, int]) -> None:
        """Draw the countdown dial just left of the hint's `pill`: a dark disc, a ring of the share of
        the time `left`, and the `whole` seconds left in the middle."""
        r = max(self.px(14), round(pill.h * 0.72))
        center = (pill.x - self.px(6) - r, pill.centery)
        pygame.draw.circle(surface, COUNT_TRACK_RGB, center, r)
        ring = pygame.Rect(0, 0, 2 * r - 4, 2 * r - 4)
        ring.center = center
        width = max(3, r // 4)
        if left >= 0.999:
            pygame.draw.circle(surface, fill, center, ring.w // 2, width)
        else:
            top = math.pi / 2
            pygame.draw.arc(surface, fill, ring, top, top + 2 * math.pi * left, width)
        digit = self._misc.get(("dial", whole, r, fill), lambda: text_surface(str(whole), round(r * 1.05), fill, True))
        surface.blit(digit, digit.get_rect(center=(center[0], center[1] + 1)))

    def _pill(self, lines: list[str], size: int, color: tuple[int, int, int]) -> pygame.Surface:
        texts = [text_surface(line, size, color, True) for line in lines]
        pad_x, pad_y = self.px(HINT_PAD_X), self.px(4)
        w = max(t.get_width() for t in texts)
        surf = alpha_surface((w + 2 * pad_x, sum(t.get_height() for t in texts) + 2 * pad_y))
        radius = min(surf.get_height() // 2, texts[0].get_height() // 2 + pad_y)
        pygame.draw.rect(surf, (4, 18, 10, 190), surf.get_rect(), border_radius=radius)
        y = pad_y
        for t in texts:
            surf.blit(t, t.get_rect(midtop=(surf.get_width() // 2, y)))
            y += t.get_height()
        return surf

