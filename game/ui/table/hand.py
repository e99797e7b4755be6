"""The person's hand: the cards fanned along an arc at the bottom, leaning toward the pointer (`fan`),
lifted, marked playable or dimmed; cards in flight.

The card under the mouse rises half way; the card chosen with the keys (or clicked last) rises all the
way, wears a thick sky-blue outline and a pointer above it: the two never look alike."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.model import Card
from game.ui.cardart import card_size
from game.ui.palette import YELLOW
from game.ui.pulse import pulse, rate
from game.ui.table import fan
from game.ui.table.look import Look, Painter, alpha_surface
from game.ui.table.sprites import blit_card

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["DIM_VEIL_RGBA", "SELECT_RGB", "Hand"]

JUMP_HZ = rate("the jump-in card's glow", 1.27)
SELECT_RGB = (90, 190, 255)
DIM_VEIL_RGBA = (62, 66, 70, 165)
"""The veil over a card that cannot be played now: a mid grey, two thirds opaque (greys every colour alike)."""
"""The keyboard selection's outline and pointer."""


class Hand(Painter):
    """Draws the person's hand and every card in flight."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._misc = self.cache(8)
        self._turns = self.cache(32)
        """The overlays turned to the fan's angles (a few multiples of `layout.FAN_STEP`)."""

    def draw_hand(self, surface: pygame.Surface, anim: Picture, playable: set[Card] | None, glow: set[Card],
                  selected: int, hover: int, now: float) -> None:
        """Draw the person's hand; `playable` None shows no marks (not your move or highlight off)."""
        L = self.layout
        assert L is not None
        w = L.card_w
        k = pulse(now, JUMP_HZ)
        for i, sprite in enumerate(anim.hand):
            if not sprite.arrived:
                continue
            x, y, angle = fan.pose(sprite, anim.lean, L.card_h)
            at = (round(x), round(y))
            card = sprite.card
            if card in glow:
                jump = self._turned("jump", w, angle)
                jump.set_alpha(round(120 + 135 * k))
                surface.blit(jump, jump.get_rect(center=at))
            elif playable is not None and card in playable:
                mark = self._turned("mark", w, angle)
                surface.blit(mark, mark.get_rect(center=at))
            if i == selected:
                sel = self._turned("sel", w, angle)
                surface.blit(sel, sel.get_rect(center=at))
            blit_card(surface, self.art, card, w, (x, y), angle, lift=sprite.lift)
            if playable is not None and card not in playable and card not in glow:
                dim = self._turned("dim", w, angle)
                surface.blit(dim, dim.get_rect(center=at))
            if i == selected:
                t = math.radians(angle)
                up = L.card_h / 2 + self.px(5)
                self._pointer(surface, (x - math.sin(t) * up, y - math.cos(t) * up))

    def _turned(self, kind: str, w: int, angle: float) -> pygame.Surface:
        """Return the overlay `kind` (dim, mark, jump, sel) of a card `w` wide turned by `angle` (cached)."""
        def make() -> pygame.Surface:
            flat = self._misc.get((kind, w), lambda: self._overlay(kind, w))
            return flat if not angle else pygame.transform.rotate(flat, angle)

        return self._turns.get((kind, w, angle), make)

    def _overlay(self, kind: str, w: int) -> pygame.Surface:
        if kind == "dim":
            return self._dim(w)
        if kind == "mark":
            return self.card_glow(w, YELLOW, 3)
        if kind == "jump":
            return self.card_glow(w, (255, 246, 190), 7)
        return self.card_glow(w, SELECT_RGB, 6)

    def _pointer(self, surface: pygame.Surface, tip: tuple[float, float]) -> None:
        """Draw the keyboard selection's pointer: a small triangle pointing down at the card."""
        half = self.px(9)
        x, y = tip
        pts = [(x, y), (x - half, y - half * 1.3), (x + half, y - half * 1.3)]
        pygame.draw.polygon(surface, (10, 30, 60), [(px + 1, py + 2) for px, py in pts])
        pygame.draw.polygon(surface, SELECT_RGB, pts)
        pygame.draw.aalines(surface, (255, 255, 255), True, pts)

    def _dim(self, width: int) -> pygame.Surface:
        """A grey veil over a card that cannot be played: it greys the colour as well as darkening it (a
        black veil left a dimmed blue card strongly blue, read as playable at 960x540: playtest 11)."""
        w, h = card_size(width)
        surf = alpha_surface((w, h))
        pygame.draw.rect(surf, DIM_VEIL_RGBA, surf.get_rect(), border_radius=round(w * 0.08))
        return surf

    def draw_flights(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw every card in flight."""
        now = anim.t
        for f in anim.flights:
            f.draw(surface, self.art, now)

