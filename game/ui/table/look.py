"""What every painter of the table shares: the names, the art, the layout and scale, surface caches.

The table is drawn by a few painters, one per part (seats, centre, hand, effects, log, buttons,
prompts). Each keeps the surfaces it draws once in its own small cache and reads the shared `Look`
for the layout in force; `Hud` (game.ui.table.hud) puts them together.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import frameclock
from game.ui.cardart import CardArt, card_size
from game.ui.table.layout import Layout
from game.ui.text import get_font

__all__ = ["Look", "Painter", "SurfaceCache", "alpha_surface", "font_px", "radial_glow", "soft_edge"]


def font_px(size: float, scale: float) -> int:
    """Return a font size in pixels at `scale` (never below 12, the smallest text anywhere)."""
    return max(12, round(size * scale))


def alpha_surface(size: tuple[int, int]) -> pygame.Surface:
    """Return a transparent surface of `size` (at least 1x1), converted when a window is open."""
    surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def soft_edge(d: float) -> float:
    """Return the strength (1..0) of a glow `d` of the way (0..1) from its middle to its edge: a smooth
    fall to nothing (no visible rim)."""
    return 1 - d * d * (3 - 2 * d)


def radial_glow(rgba: tuple[int, int, int, int], size: tuple[int, int]) -> pygame.Surface:
    """Return a soft pool of `rgba`'s colour filling `size`: its alpha at the middle, fading smoothly to
    nothing at the edge (worked out on a small grid and smoothly scaled: no bands)."""
    g = 40
    grid = alpha_surface((g, g))
    r, gr, b, peak = rgba
    for y in range(g):
        for x in range(g):
            d = min(1.0, math.hypot((x + 0.5) / g * 2 - 1, (y + 0.5) / g * 2 - 1))
            grid.set_at((x, y), (r, gr, b, round(peak * soft_edge(d))))
    return pygame.transform.smoothscale(grid, size)


class SurfaceCache:
    """A small LRU of surfaces, bounded by count and, when `max_bytes` is given, by their pixels' bytes
    (a cache of one-off pictures, such as log lines and banners, keeps what shows and little more).

    A surface drawn in this frame or the last (`game.ui.frameclock`) is never dropped: the bounds limit
    what is kept for later, so a frame whose pictures outgrow them does not make them all again."""

    def __init__(self, limit: int, max_bytes: int | None = None) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._d: OrderedDict[object, pygame.Surface] = OrderedDict()
        self._used: dict[object, int] = {}

    def get(self, key: object, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Return the surface kept under `key`, making it with `make()` the first time."""
        self._used[key] = frameclock.now()
        surf = self._d.get(key)
        if surf is None:
            surf = make()
            self._d[key] = surf
            self.bytes += _nbytes(surf)
            while len(self._d) > 1 and (len(self._d) > self.limit
                                        or (self.max_bytes is not None and self.bytes > self.max_bytes)):
                oldest = next(iter(self._d))
                if frameclock.hot(self._used.get(oldest, -2)):
                    break
                self._used.pop(oldest, None)
                self.bytes -= _nbytes(self._d.pop(oldest))
        else:
            self._d.move_to_end(key)
        return surf

    def __contains__(self, key: object) -> bool:
        """Return True when a surface is kept under `key` (it does not count as used)."""
        return key in self._d

    def drop(self, key: object) -> None:
        """Forget the surface kept under `key` (if any)."""
        surf = self._d.pop(key, None)
        self._used.pop(key, None)
        if surf is not None:
            self.bytes -= _nbytes(surf)

    def clear(self) -> None:
        """Forget every surface."""
        self._d.clear()
        self._used.clear()
        self.bytes = 0


def _nbytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


@dataclass
class Look:
    """The table's constants for its painters: who sits where, the card art, the layout in force."""

    art: CardArt
    names: list[str]
    kinds: list[str]
    viewer: int
    layout: Layout | None = None
    scale: float = 1.0
    colorblind: bool = False
    caches: list[SurfaceCache] = field(default_factory=list)
    teams: tuple[int, ...] = ()
    """Team play: each seat's team (the model's `seat_teams`; empty without teams). Partners' plates
    share a team colour and say "Team A" / "Team B"."""
    reduce_motion: Callable[[], bool] = lambda: False
    """The "reduce motion" setting (set by the table): the whose-turn rings and the colour's ring stand
    still."""

    def set_layout(self, layout: Layout, colorblind: bool) -> None:
        """Use `layout`; drop every surface drawn for the old one."""
        self.layout = layout
        self.scale = layout.scale
        self.colorblind = colorblind
        for cache in self.caches:
            cache.clear()


HINT_PAD_X = 14
"""The hint pill's padding beside its words (at scale 1)."""


class Painter:
    """The base of a painter: reads the shared `Look`, keeps its own caches (cleared with the layout)."""

    def __init__(self, look: Look) -> None:
        self.look = look

    def cache(self, limit: int, max_bytes: int | None = None) -> SurfaceCache:
        """Return a new cache that the next layout change clears (at most `limit` pictures, and
        `max_bytes` of pixels when given)."""
        c = SurfaceCache(limit, max_bytes)
        self.look.caches.append(c)
        return c

    @property
    def layout(self) -> Layout | None:
        return self.look.layout

    @property
    def scale(self) -> float:
        return self.look.scale

    @property
    def art(self) -> CardArt:
        return self.look.art

    @property
    def names(self) -> Sequence[str]:
        return self.look.names

    @property
    def viewer(self) -> int:
        return self.look.viewer

    @property
    def colorblind(self) -> bool:
        return self.look.colorblind

    def px(self, value: float) -> int:
        """Return `value` (a size at scale 1) in pixels, at least 1."""
        return max(1, round(value * self.look.scale))

    def hint_text_width(self) -> int:
        """Return the widest the hint line's words may be (wider ones are shortened to it): its pill stays
        over the hand, clear of the columns beside it (the person's plate and the banner above it)."""
        L = self.layout
        assert L is not None
        return L.hand_area.w - 2 * self.px(HINT_PAD_X)

    def hint_band(self) -> tuple[int, int]:
        """Return the left and right edges of the hint line's pill at its widest (centred over the hand):
        the turn cue never reaches beyond them."""
        L = self.layout
        assert L is not None
        half = self.hint_text_width() // 2 + self.px(HINT_PAD_X)
        return L.hand_area.centerx - half, L.hand_area.centerx + half

    def hint_room(self) -> pygame.Rect:
        """Return the room the hint line takes at its widest on one line (its timer bar under it)."""
        L = self.layout
        assert L is not None
        left, right = self.hint_band()
        h = get_font(font_px(15, self.scale), True).get_linesize() + 2 * self.px(4)
        return pygame.Rect(left, round(L.hint_y) - h, right - left, h + self.px(6))

    def card_glow(self, width: int, rgb: tuple[int, int, int], thick: int) -> pygame.Surface:
        """Return a soft glowing frame around a card of `width` (not cached here)."""
        w, h = card_size(width)
        pad = self.px(thick) + 2
        surf = alpha_surface((w + 2 * pad, h + 2 * pad))
        radius = round(w * 0.08) + pad
        for i in range(pad):
            a = round(220 * (1 - i / pad) ** 1.5)
            pygame.draw.rect(surf, (*rgb, a), surf.get_rect().inflate(-2 * (pad - 1 - i), -2 * (pad - 1 - i)),
                             1, border_radius=radius - (pad - 1 - i))
        pygame.draw.rect(surf, (*rgb, 255), surf.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
                         max(2, self.px(2)), border_radius=round(w * 0.08) + 1)
        return surf
