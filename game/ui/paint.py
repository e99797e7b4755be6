"""Backgrounds and panels: the felt, rounded translucent panels, the dimming veil (each cached)."""
from __future__ import annotations

import math
import random
from collections import OrderedDict

import pygame

from game.ui.palette import FELT_CENTER, FELT_RIM, RGBA

__all__ = ["dim", "draw_felt", "draw_panel", "rounded"]

_FELT_CACHE: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()


def _felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    # The radial light is computed on a small grid and smoothly scaled up: cheap and free of bands.
    gw, gh = 96, max(2, round(96 * h / max(1, w)))
    grid = pygame.Surface((gw, gh))
    cx, cy = (gw - 1) / 2, (gh - 1) * 0.45
    reach = math.hypot(gw / 2, gh / 2)
    for y in range(gh):
        for x in range(gw):
            d = min(1.0, math.hypot(x - cx, (y - cy) * 1.15) / reach)
            t = d * d * (3 - 2 * d)
            grid.set_at(
                (x, y),
                tuple(round(FELT_CENTER[i] + (FELT_RIM[i] - FELT_CENTER[i]) * t) for i in range(3)),
            )
    felt = pygame.transform.smoothscale(grid, (w, h))
    # A faint woven grain, seeded so the same size always gives the same cloth.
    rng = random.Random(7)
    tile = pygame.Surface((64, 64), pygame.SRCALPHA)
    for y in range(64):
        for x in range(64):
            v = rng.random()
            if v < 0.18:
                tile.set_at((x, y), (0, 0, 0, 14))
            elif v > 0.86:
                tile.set_at((x, y), (255, 255, 255, 8))
    for ty in range(0, h, 64):
        for tx in range(0, w, 64):
            felt.blit(tile, (tx, ty))
    return felt.convert() if pygame.display.get_surface() is not None else felt


def draw_felt(surface: pygame.Surface) -> None:
    """Fill `surface` with the green felt and its soft radial light (cached per size)."""
    size = surface.get_size()
    felt = _FELT_CACHE.get(size)
    if felt is None:
        felt = _felt(size)
        _FELT_CACHE[size] = felt
        if len(_FELT_CACHE) > 3:
            _FELT_CACHE.popitem(last=False)
    surface.blit(felt, (0, 0))


_PANEL_CACHE: OrderedDict[tuple[int, int, int, RGBA], pygame.Surface] = OrderedDict()


def rounded(size: tuple[int, int], radius: int, rgba: RGBA) -> pygame.Surface:
    """Return a rounded rectangle of `size` filled with `rgba` (cached per size, radius and colour)."""
    key = (size[0], size[1], radius, rgba)
    surf = _PANEL_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        _PANEL_CACHE[key] = surf
        if len(_PANEL_CACHE) > 160:
            _PANEL_CACHE.popitem(last=False)
    else:
        _PANEL_CACHE.move_to_end(key)
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
        key_size = rect.size
        edge = _PANEL_CACHE.get((key_size[0], key_size[1], -radius, border))
        if edge is None:
            edge = pygame.Surface(key_size, pygame.SRCALPHA)
            pygame.draw.rect(edge, border, edge.get_rect(), width=2, border_radius=radius)
            _PANEL_CACHE[(key_size[0], key_size[1], -radius, border)] = edge
        surface.blit(edge, rect)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole `surface` (for overlays), with a cached veil."""
    surface.blit(rounded(surface.get_size(), 0, (0, 0, 0, alpha)), (0, 0))
