"""Text in the bundled font: rendering, outlines, ellipsis and wrapping, each cached."""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.ui.palette import RGB, WHITE

__all__ = ["MIN_TEXT_PX", "draw_text", "ellipsize", "get_font", "outlined_text", "text_surface", "wrap_text"]

MIN_TEXT_PX = 12
"""No text is drawn smaller than this (a 960x540 window scales the interface to 0.75)."""


def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """Return the bundled font at `size` pixels, never below MIN_TEXT_PX (cached by game.ui.assets)."""
    from game.ui.assets import font

    return font(max(MIN_TEXT_PX, int(size)), bold)


_TEXT_CACHE: OrderedDict[tuple[str, int, RGB, bool], pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 1500
_TEXT_CACHE_BYTES = 3 * 1024 * 1024 // 2  # a long match writes many log lines: bound the bytes, not only the count
_text_bytes = 0


def _surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def text_surface(text: str, size: int, color: RGB = WHITE, bold: bool = False) -> pygame.Surface:
    """Return `text` rendered (antialiased) in the bundled font; cached, so reuse costs nothing."""
    key = (text, int(size), color, bold)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    global _text_bytes
    surf = get_font(size, bold).render(text, True, color)
    _TEXT_CACHE[key] = surf
    _text_bytes += _surface_bytes(surf)
    while len(_TEXT_CACHE) > 1 and (len(_TEXT_CACHE) > _TEXT_CACHE_MAX or _text_bytes > _TEXT_CACHE_BYTES):
        _text_bytes -= _surface_bytes(_TEXT_CACHE.popitem(last=False)[1])
    return surf


_OUTLINE_CACHE: OrderedDict[tuple[str, int, RGB, RGB, int], pygame.Surface] = OrderedDict()


def outlined_text(text: str, size: int, color: RGB, outline: RGB, width: int) -> pygame.Surface:
    """Return bold `text` with an `outline` of `width` pixels around it (for text over yellow); cached."""
    key = (text, int(size), color, outline, width)
    surf = _OUTLINE_CACHE.get(key)
    if surf is not None:
        return surf
    inner = get_font(size, True).render(text, True, color)
    edge = get_font(size, True).render(text, True, outline)
    w, h = inner.get_size()
    surf = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    steps = max(8, width * 4)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        surf.blit(edge, (width + round(math.cos(a) * width), width + round(math.sin(a) * width)))
    surf.blit(inner, (width, width))
    _OUTLINE_CACHE[key] = surf
    if len(_OUTLINE_CACHE) > 64:
        _OUTLINE_CACHE.popitem(last=False)
    return surf


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[int, int],
    color: RGB = WHITE,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit `text` with its rect's `anchor` (a pygame.Rect attribute name) at `pos`; return the rect."""
    surf = text_surface(text, size, color, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


_ELLIPSIS_CACHE: OrderedDict[tuple[str, int, int, bool], str] = OrderedDict()


def ellipsize(text: str, size: int, width: int, bold: bool = False) -> str:
    """Return `text`, shortened with an ellipsis if it is wider than `width` pixels."""
    key = (text, size, width, bold)
    hit = _ELLIPSIS_CACHE.get(key)
    if hit is not None:
        return hit
    f = get_font(size, bold)
    out = text
    if f.size(text)[0] > width:
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if f.size(text[:mid].rstrip() + "…")[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        out = text[:lo].rstrip() + "…"
    _ELLIPSIS_CACHE[key] = out
    if len(_ELLIPSIS_CACHE) > 512:
        _ELLIPSIS_CACHE.popitem(last=False)
    return out


_WRAP_CACHE: OrderedDict[tuple[str, int, int, bool], list[str]] = OrderedDict()


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Return `text` broken into lines no wider than `width` pixels ("\\n" starts a new line)."""
    key = (text, size, width, bold)
    hit = _WRAP_CACHE.get(key)
    if hit is not None:
        return hit
    f = get_font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    _WRAP_CACHE[key] = lines
    if len(_WRAP_CACHE) > 256:
        _WRAP_CACHE.popitem(last=False)
    return lines
