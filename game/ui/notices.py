"""The one-line messages shown on top of every scene for a few seconds ("The settings could not be saved...").

`Notices.add(text, now)` shows a message (at most three at once, a repeated one moved to the end);
`draw(surface, now, size, scale)` draws those still up, fading out over their last NOTICE_FADE seconds.
"""
from __future__ import annotations

import pygame

__all__ = ["NOTICE_FADE", "NOTICE_SECONDS", "Notices"]

NOTICE_SECONDS = 4.0
NOTICE_FADE = 0.4


class Notices:
    """The messages on screen and when each goes."""

    def __init__(self) -> None:
        self.items: list[tuple[str, float]] = []
        """(text, the game time it is gone) in the order shown, top first."""
        self._cache: dict[tuple[str, int], pygame.Surface] = {}

    def add(self, text: str, now: float) -> None:
        """Show `text` (whitespace folded) from game time `now` for about four seconds."""
        text = " ".join(str(text).split())
        if text:
            self.items = [(t, end) for t, end in self.items if t != text]
            # Long messages stay a little longer, so that they can be read to the end.
            seconds = min(8.0, NOTICE_SECONDS + max(0, len(text) - 70) / 25)
            self.items.append((text, now + seconds))
            del self.items[:-3]

    def showing(self, now: float) -> list[str]:
        """Return the messages on screen at `now`."""
        return [t for t, end in self.items if end > now]

    def wake_in(self, now: float) -> float | None:
        """Return the seconds until a message starts to fade (None when none is up)."""
        soonest: float | None = None
        for _text, end in self.items:
            left = end - now
            if left > 0:
                wait = max(0.0, left - NOTICE_FADE)
                soonest = wait if soonest is None else min(soonest, wait)
        return soonest

    def _surface(self, text: str, size: tuple[int, int], scale: float) -> pygame.Surface:
        from game.ui.paint import draw_panel
        from game.ui.text import ellipsize, text_surface
        from game.ui.units import fpx, px

        s = scale
        key = (text, size[0] * 10 + round(s * 100))
        surf = self._cache.get(key)
        if surf is None:
            font = fpx(17, s)
            line = ellipsize(text, font, size[0] - px(80, s))
            label = text_surface(line, font, (250, 248, 240))
            pad_x, pad_y = px(18, s), px(8, s)
            surf = pygame.Surface((label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y), pygame.SRCALPHA)
            draw_panel(surf, surf.get_rect(), radius=surf.get_height() // 2, rgba=(10, 14, 12, 255),
                       border=(236, 212, 7, 160), shadow=False)
            surf.blit(label, (pad_x, pad_y))
            if len(self._cache) > 32:
                self._cache.clear()
            self._cache[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, now: float, scale: float, below: bool = False,
             at: int | None = None) -> None:
        """Draw the messages still up at `now`, centred at the top, or from `at` down (`below`: at the
        bottom, the newest lowest, clear of a screen's title); forget those gone."""
        if not self.items:
            return
        size = surface.get_size()
        gap = round(6 * scale)
        shown = [(text, end - now) for text, end in self.items if end > now]
        y = size[1] - round(8 * scale) if below else round(10 * scale) if at is None else at
        for text, left in (reversed(shown) if below else shown):
            surf = self._surface(text, size, scale)
            surf.set_alpha(round(255 * min(1.0, left / NOTICE_FADE)))
            if below:
                surface.blit(surf, surf.get_rect(midbottom=(size[0] // 2, y)))
                y -= surf.get_height() + gap
            else:
                surface.blit(surf, surf.get_rect(midtop=(size[0] // 2, y)))
                y += surf.get_height() + gap
        if self.items[0][1] <= now:
            self.items = [(t, e) for t, e in self.items if e > now]


def notice_size(width: int, scale: float) -> tuple[int, int]:
    """Return the room a notice of a usual length (a sentence, as the relaxed-timing tip) takes in a window
    `width` wide at `scale`: a line of text on its pill."""
    from game.ui.text import get_font
    from game.ui.units import fpx, px

    return min(width - px(80, scale), px(720, scale)), get_font(fpx(17, scale)).get_linesize() + 2 * px(8, scale)
