"""The gloss of a card: a soft sheen of light over its upper-left part and a faint shade towards its
lower-right, as if the lamp over the table caught a coated card.

It is laid over whatever face or back has been painted (light side, dark side, any back), after the
face is drawn and scaled down, so it applies to every card alike; only the colours change, never
the card's outline (its alpha).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

__all__ = ["GLOSS", "SHADE", "apply_gloss"]

GLOSS = 30
"""The most the sheen adds to a pixel's channels (of 255), at the card's top-left corner."""
SHADE = 12
"""The most the shade takes away, at the card's bottom-right corner."""


@lru_cache(maxsize=1)
def _grids() -> tuple[pygame.Surface, pygame.Surface]:
    """Return (the sheen to add, the shade to take away) on a small grid: diagonal ramps, smoothly
    scaled to each card as it is painted (no bands; nothing card-sized is kept)."""
    g = 24
    light = pygame.Surface((g, g))
    dark = pygame.Surface((g, g))
    for y in range(g):
        for x in range(g):
            d = ((x + 0.5) / g + (y + 0.5) / g) / 2  # 0 at the top-left corner, 1 at the bottom-right
            sheen = max(0.0, 1.0 - d / 0.55)
            shade = max(0.0, (d - 0.6) / 0.4)
            light.set_at((x, y), (round(GLOSS * sheen ** 1.6),) * 3)
            dark.set_at((x, y), (round(SHADE * shade),) * 3)
    return light, dark


def apply_gloss(card: pygame.Surface) -> pygame.Surface:
    """Lay the gloss over `card` (a painted face or back, upright) in place and return it."""
    size = card.get_size()
    light, dark = _grids()
    card.blit(pygame.transform.smoothscale(light, size), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    card.blit(pygame.transform.smoothscale(dark, size), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return card
