"""The CPUs' reaction bubbles beside their plates (who says what: game.ui.table.reactions)."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.palette import INK, WHITE
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.table.reactions import Reaction
from game.ui.text import text_surface
from game.ui.tween import ease_out_cubic

__all__ = ["Bubbles"]

POP = 0.12
"""Seconds a bubble takes to pop up."""
FADE = 0.25
"""Seconds it takes to fade at the end."""
MOOD_RGB: dict[str, tuple[int, int, int]] = {
    "pleased": (255, 244, 200), "annoyed": (255, 222, 214), "surprised": (226, 236, 255), "calm": WHITE,
}


class Bubbles(Painter):
    """Draws each reaction as a small speech bubble beside (never over) its seat's plate."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._cache = self.cache(24)

    def bubble_rect(self, seat: int, size: tuple[int, int],
                    avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, str]:
        """Return where a bubble of `size` goes for `seat` and the side its tail points to: on the other side
        of the plate when the first side would cover a rect of `avoid` (a "Caught!" stamp beside the plate)."""
        L = self.layout
        assert L is not None
        sl = L.seat(seat)
        plate = sl.plate
        gap = self.px(6)
        window = pygame.Rect(0, 0, *L.size)
        above = ("midbottom", (plate.centerx + plate.w // 5, plate.top - gap), "down")
        below = ("midtop", (plate.centerx + plate.w // 5, plate.bottom + gap), "up")
        right = ("midleft", (plate.right + gap, plate.centery), "left")
        left = ("midright", (plate.left - gap, plate.centery), "right")
        if sl.side == "top":  # beside the plate, away from the cards below it
            order = [right, left, below]
        elif sl.side == "right":
            order = [above, below, left]
        else:
            order = [above, below, right]
        stamps = list(avoid)
        tries: list[tuple[pygame.Rect, str]] = []
        for anchor, at, tail in order:
            rect = pygame.Rect((0, 0), size)
            setattr(rect, anchor, at)
            # as before: above only below the top bar, right of a top plate only inside the margin
            if (anchor == "midbottom" and rect.top < L.top_h) or (anchor == "midleft" and sl.side == "top"
                                                                  and rect.right > L.size[0] - L.margin):
                continue
            rect.clamp_ip(window)
            tries.append((rect, tail))
            if rect.collidelist(stamps) < 0:
                return rect, tail
        return tries[0]  # no side is free of them: the first side that fits

    def _surface(self, r: Reaction) -> pygame.Surface:
        def make() -> pygame.Surface:
            t = text_surface(r.text, font_px(15, self.scale), INK, True)
            pad = self.px(7)
            w, h = t.get_width() + 2 * pad, t.get_height() + pad
            surf = alpha_surface((w + 2, h + 2))
            radius = h // 2
            pygame.draw.rect(surf, (0, 0, 0, 70), pygame.Rect(2, 2, w, h), border_radius=radius)
            pygame.draw.rect(surf, (*MOOD_RGB.get(r.mood, WHITE), 255), pygame.Rect(0, 0, w, h), border_radius=radius)
            pygame.draw.rect(surf, (*INK, 255), pygame.Rect(0, 0, w, h), max(1, self.px(1.5)), border_radius=radius)
            surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
            return surf

        return self._cache.get((r.text, r.mood, self.scale), make)

    def draw(self, surface: pygame.Surface, reactions: Sequence[Reaction], now: float,
             avoid: Sequence[pygame.Rect] = ()) -> None:
        """Draw the reactions up at `now`: each pops up, stays, and fades at the end (clear of `avoid`)."""
        for r in reactions:
            age = now - r.t0
            if age < 0 or age >= r.duration:
                continue
            bub = self._surface(r)
            rect, tail = self.bubble_rect(r.seat, bub.get_size(), avoid)
            k = ease_out_cubic(min(1.0, age / POP))
            fade = min(1.0, (r.duration - age) / FADE)
            lift = round((1.0 - k) * self.px(8))
            rect.y += lift if tail in ("down", "left", "right") else -lift
            bub.set_alpha(round(255 * min(k, fade)))
            self._tail(surface, rect, tail, round(255 * min(k, fade)))
            surface.blit(bub, rect)
            bub.set_alpha(None)

    def _tail(self, surface: pygame.Surface, rect: pygame.Rect, tail: str, alpha: int) -> None:
        if alpha < 60:
            return
        s = self.px(6)
        if tail == "down":
            x, y = rect.centerx - rect.w // 5, rect.bottom - 1
            pts = [(x - s, y - 2), (x + s, y - 2), (x - s // 2, y + s)]
        elif tail == "up":
            x, y = rect.centerx - rect.w // 5, rect.top + 1
            pts = [(x - s, y + 2), (x + s, y + 2), (x - s // 2, y - s)]
        elif tail == "left":
            x, y = rect.left + 1, rect.centery
            pts = [(x + 2, y - s), (x + 2, y + s // 2), (x - s, y + s // 2)]
        else:
            x, y = rect.right - 1, rect.centery
            pts = [(x - 2, y - s), (x - 2, y + s // 2), (x + s, y + s // 2)]
        pygame.draw.polygon(surface, INK, pts)
