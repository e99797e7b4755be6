"""Backgrounds and panels: the felt, rounded translucent panels, the dimming veil (each cached)."""
from __future__ import annotations

import math
import random
import time
from collections import OrderedDict

import pygame

from game.ui import frameclock
from game.ui.palette import FELTS, RGBA

__all__ = ["dim", "draw_felt", "draw_panel", "felt_name", "rounded", "set_felt"]

_FELT_CACHE: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()
_FELT = ["green"]
MOTTLE = 5.0
"""How many shades (of 255) the felt's mottle strays either way, one standard deviation."""


def set_felt(name: str) -> bool:
    """Use the felt colour `name` (palette.FELTS; unknown: green); return True when it changed."""
    name = name if name in FELTS else "green"
    if name == _FELT[0]:
        return False
    _FELT[0] = name
    _FELT_CACHE.clear()
    return True


def felt_name() -> str:
    """Return the felt colour in use."""
    return _FELT[0]


def display_surface(size: tuple[int, int]) -> pygame.Surface:
    """Return a new opaque surface in the display's pixel format (no convert() copy needed)."""
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    if screen is not None and screen.get_bitsize() in (24, 32):
        return pygame.Surface(size, 0, screen)
    return pygame.Surface(size)


def _felt(size: tuple[int, int], felt: pygame.Surface | None = None) -> pygame.Surface:
    """Paint the felt of `size` into `felt` (a new surface when None) and return it.

    The radial light and the cloth's mottle (the nap lying a little differently from place to place, a
    few shades either way; seeded, so the same size always gives the same cloth) are computed together
    on one small grid, smoothly scaled straight into the felt: free of bands, and no window-sized
    surface is made on the way. Fine fibres go over it (`_cloth`)."""
    w, h = size
    centre, rim = FELTS[_FELT[0]]
    rng = random.Random(7)
    gw, gh = max(2, w // 26), max(2, h // 26)
    grid = pygame.Surface((gw, gh))
    cx, cy = (gw - 1) / 2, (gh - 1) * 0.45
    reach = math.hypot(gw / 2, gh / 2)
    for y in range(gh):
        for x in range(gw):
            d = min(1.0, math.hypot(x - cx, (y - cy) * 1.15) / reach)
            t = d * d * (3 - 2 * d)
            v = rng.gauss(0.0, 1.0) * MOTTLE
            grid.set_at(
                (x, y),
                tuple(max(0, min(255, round(centre[i] + (rim[i] - centre[i]) * t + v))) for i in range(3)),
            )
    if felt is None:
        felt = display_surface((w, h))
    pygame.transform.smoothscale(grid.convert(felt), (w, h), felt)
    _cloth(felt)
    return felt


def _cloth(felt: pygame.Surface) -> None:
    """Lay the cloth's fibres over the felt: short strokes running every which way, light and dark, on
    a tile (seeded), tiled."""
    w, h = felt.get_size()
    rng = random.Random(11)
    # the fibres: short strokes on a tile, tiled over the cloth
    size = 128
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(900):
        fx, fy = rng.uniform(0, size), rng.uniform(0, size)
        a = rng.uniform(0.0, math.pi)
        n = rng.uniform(1.5, 4.0)
        dark = rng.random() < 0.55
        rgba = (0, 0, 0, rng.randint(9, 18)) if dark else (255, 255, 235, rng.randint(5, 10))
        end = (fx + math.cos(a) * n, fy + math.sin(a) * n)
        for ox in (-size, 0, size):  # strokes over the tile's edge wrap round: no seams
            for oy in (-size, 0, size):
                pygame.draw.line(tile, rgba, (fx + ox, fy + oy), (end[0] + ox, end[1] + oy))
    for ty in range(0, h, size):
        for tx in range(0, w, size):
            felt.blit(tile, (tx, ty))


def draw_felt(surface: pygame.Surface, keep: bool = True) -> None:
    """Fill `surface` with the felt (green unless `set_felt` chose another) and its soft radial light
    (cached per size).

    `keep=False` for a caller that keeps its own copy of what it draws (the table's background): a
    full-window felt is 8 MB at 1920x1080, not worth holding twice.
    """
    size = surface.get_size()
    felt = _FELT_CACHE.get(size) if keep else _FELT_CACHE.pop(size, None)
    if felt is None:
        if not keep:
            _felt(size, surface)
            return
        felt = _felt(size)
        _FELT_CACHE[size] = felt
        if len(_FELT_CACHE) > 1:  # one window size at a time: a full-window felt is 8 MB at 1920x1080
            _FELT_CACHE.popitem(last=False)
    surface.blit(felt, (0, 0))


_PANEL_CACHE: OrderedDict[tuple[int, int, int, RGBA], pygame.Surface] = OrderedDict()
PANEL_CACHE_BYTES = 1024 * 1024
"""The panels and their edges kept drawn: a panel is drawn at many sizes (the log's grows line by line),
each a full picture of its size; 160 of them once held 1.5 MB of which a frame used a few."""
PANEL_STALE_S = 8.0
"""A panel not drawn for this many seconds is dropped when another is made (a size the log had)."""


_PANEL_USED: dict[tuple[int, int, int, RGBA], int] = {}
"""The frame each kept panel was last drawn in (`frameclock`): a panel drawn in this frame or the last is
never dropped, so a screen whose panels outgrow the bound does not draw them again every frame."""
_PANEL_SEEN: dict[tuple[int, int, int, RGBA], float] = {}
"""When each kept panel was last drawn (time.monotonic), for `PANEL_STALE_S`."""


def _panel(key: tuple[int, int, int, RGBA]) -> pygame.Surface | None:
    """Return the panel kept under `key` (None: none), now the most recently used."""
    surf = _PANEL_CACHE.get(key)
    if surf is not None:
        _PANEL_CACHE.move_to_end(key)
        _PANEL_USED[key] = frameclock.now()
        _PANEL_SEEN[key] = time.monotonic()
    return surf


def _keep_panel(key: tuple[int, int, int, RGBA], surf: pygame.Surface) -> None:
    _PANEL_CACHE[key] = surf
    _PANEL_USED[key] = frameclock.now()
    _PANEL_SEEN[key] = time.monotonic()
    _trim_panels()


def _trim_panels() -> None:
    """Drop the panels used least recently beyond 160 or PANEL_CACHE_BYTES, and those not drawn for
    PANEL_STALE_S seconds (the sizes the log had while it grew); the newest stays, and so does every
    panel drawn in this frame or the last."""
    total = sum(s.get_pitch() * s.get_height() for s in _PANEL_CACHE.values())
    stale = time.monotonic() - PANEL_STALE_S
    while len(_PANEL_CACHE) > 1:
        key = next(iter(_PANEL_CACHE))
        if frameclock.hot(_PANEL_USED.get(key, -2)):
            break
        if len(_PANEL_CACHE) <= 160 and total <= PANEL_CACHE_BYTES and _PANEL_SEEN.get(key, stale) >= stale:
            break
        old = _PANEL_CACHE.pop(key)
        _PANEL_USED.pop(key, None)
        _PANEL_SEEN.pop(key, None)
        total -= old.get_pitch() * old.get_height()


def rounded(size: tuple[int, int], radius: int, rgba: RGBA) -> pygame.Surface:
    """Return a rounded rectangle of `size` filled with `rgba` (cached per size, radius and colour)."""
    key = (size[0], size[1], radius, rgba)
    surf = _panel(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        _keep_panel(key, surf)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 14,
    rgba: RGBA = (6, 28, 16, 178),
    border: RGBA | None = (255, 255, 255, 34),
    shadow: bool = True,
) -> None:
    """Draw a rounded translucent panel (cached per size and colour) with a soft shadow."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        surface.blit(rounded(rect.size, radius, (0, 0, 0, 60)), rect.move(3, 5))
    surface.blit(rounded(rect.size, radius, rgba), rect)
    if border is not None:
        key = (rect.w, rect.h, -radius, border)
        edge = _panel(key)
        if edge is None:
            edge = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(edge, border, edge.get_rect(), width=2, border_radius=radius)
            _keep_panel(key, edge)
        surface.blit(edge, rect)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole `surface` (for overlays) as a black veil of `alpha` would, by multiplying its
    colours: no window-sized veil is drawn or kept (8 MB at 1920x1080)."""
    k = 255 - max(0, min(255, int(alpha)))
    surface.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
