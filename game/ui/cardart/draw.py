"""Drawing helpers of the card art: the card font, ellipses, polygons, outlines, the colour-blind
shapes and the rank digits (all coordinates in the pixels of the surface drawn on)."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

import pygame

from game.model.cards import DARK_COLORS, Color
from game.ui.assets import FONT_FILES, resource_path
from game.ui.cardart.flipshapes import dark_shape_points
from game.ui.cardart.style import INK, RGB, WHITE, Point

# --------------------------------------------------------------------------------------------------
# Drawing helpers (all coordinates in the pixels of the surface drawn on)


@lru_cache(maxsize=96)
def _font(px: int) -> pygame.font.Font:
    """Return the heavy face at `px` pixels for card glyphs (private: cardart changes no shared font)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", FONT_FILES[True])
    if not path.is_file():
        raise FileNotFoundError(f"bundled font missing: {path}")
    return pygame.font.Font(path, max(2, px))


def _text(text: str, height: float, color: RGB) -> pygame.Surface:
    """Render `text` so its digits stand `height` pixels tall, cropped to the ink."""
    # Open Sans digits are 0.714 em tall.
    size = max(2, round(height / 0.714))
    if all(ord(ch) < 0x250 for ch in text):
        surf = _font(size).render(text, True, color)
    else:  # a translated word beyond Latin (交換): the text layer's fonts for every script
        from game.ui.text import text_surface

        surf = text_surface(text, size, color, True).copy()
    box = surf.get_bounding_rect()
    return surf.subsurface(box).copy() if box.w and box.h else surf


def _ellipse(cx: float, cy: float, a: float, b: float, tilt: float = 0.0, n: int = 96,
             start: float = 0.0, end: float = 360.0) -> list[Point]:
    """Return points of an ellipse (semi-axes a along x, b along y) turned by `tilt` degrees."""
    t = math.radians(tilt)
    ct, st = math.cos(t), math.sin(t)
    pts: list[Point] = []
    steps = max(3, int(n * (end - start) / 360.0))
    for i in range(steps + 1):
        p = math.radians(start + (end - start) * i / steps)
        x, y = a * math.cos(p), b * math.sin(p)
        pts.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return pts


def _poly(surface: pygame.Surface, color: RGB, pts: Sequence[Point]) -> None:
    """Fill a polygon with anti-aliased edges."""
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.aalines(surface, color, True, pts)


def _turn(pts: Iterable[Point], deg: float, cx: float = 0.0, cy: float = 0.0) -> list[Point]:
    """Turn points about the origin by `deg` degrees (clockwise on screen) and move them to (cx, cy)."""
    t = math.radians(deg)
    c, s = math.cos(t), math.sin(t)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts]


def _silhouette(surf: pygame.Surface, color: RGB) -> pygame.Surface:
    sil = surf.copy()
    sil.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
    if color != (0, 0, 0):
        sil.fill(color, special_flags=pygame.BLEND_RGB_ADD)
    return sil


def _emboss(sym: pygame.Surface, outline: float, shadow: Point = (0.0, 0.0), ink: RGB = INK) -> pygame.Surface:
    """Return `sym` with an `outline`-pixel dark outline and a solid dark drop shadow."""
    o = max(1, round(outline))
    sx, sy = round(shadow[0]), round(shadow[1])
    w, h = sym.get_size()
    sil = _silhouette(sym, ink)
    # Dilate: the silhouette stamped around a ring (and its centre) makes the outline layer.
    ring = pygame.Surface((w + 2 * o, h + 2 * o), pygame.SRCALPHA)
    n = max(8, math.ceil(2 * math.pi * o / 1.2))
    ring.blit(sil, (o, o))
    for i in range(n):
        a = 2 * math.pi * i / n
        ring.blit(sil, (o + round(o * math.cos(a)), o + round(o * math.sin(a))))
    if o >= 3:
        for i in range(8):
            a = 2 * math.pi * i / 8
            ring.blit(sil, (o + round(o * 0.55 * math.cos(a)), o + round(o * 0.55 * math.sin(a))))
    pad_l, pad_t = o + max(0, -sx), o + max(0, -sy)
    out = pygame.Surface((w + 2 * o + abs(sx), h + 2 * o + abs(sy)), pygame.SRCALPHA)
    steps = max(abs(sx), abs(sy))
    for k in range(steps, 0, -1):
        out.blit(ring, (pad_l - o + round(sx * k / steps), pad_t - o + round(sy * k / steps)))
    out.blit(ring, (pad_l - o, pad_t - o))
    out.blit(sym, (pad_l, pad_t))
    return out


def _blit_center(dst: pygame.Surface, src: pygame.Surface, center: Point) -> None:
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


# ---- symbols, each drawn in `color` on a new transparent surface about `size` pixels across ----


def _rounded(surface: pygame.Surface, color: RGB | tuple[int, int, int, int], rect: pygame.Rect | tuple[float, float, float, float],
             radius: float, width: int = 0) -> None:
    pygame.draw.rect(surface, color, pygame.Rect(rect), width, border_radius=max(0, round(radius)))


def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.48) -> list[Point]:
    pts: list[Point] = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + i * 180 / points)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _shape_points(color: Color, cx: float, cy: float, r: float) -> list[Point]:
    if color in DARK_COLORS:
        return dark_shape_points(color, cx, cy, r)
    if color is Color.RED:
        return _ellipse(cx, cy, r * 0.9, r * 0.9, n=max(16, int(r * 3)))
    if color is Color.YELLOW:
        q = r * 0.78
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if color is Color.GREEN:
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
    return _star(cx, cy, r * 1.08)


def color_symbol(surface: pygame.Surface, color: Color, center: tuple[float, float], radius: float,
                 fill: RGB = WHITE, outline: RGB | None = INK) -> None:
    """Draw the colour-blind shape of `color` (red circle, yellow square, green triangle, blue star; the
    dark side's pink diamond, teal hexagon, orange cross, purple crescent: `flipshapes`).

    The shape is filled with `fill` and edged with `outline` (None: no edge), fitting in a circle of
    `radius` pixels around `center`.
    """
    cx, cy = center
    if outline is not None:
        edge = max(1.0, radius * 0.22)
        pts = _shape_points(color, cx, cy, radius + edge)
        if color is Color.GREEN:
            pts = _shape_points(color, cx, cy + edge * 0.15, radius + edge * 1.6)
        _poly(surface, outline, pts)
    _poly(surface, fill, _shape_points(color, cx, cy, radius))


def _digit(text: str, height: float, color: RGB, underline: bool = False) -> pygame.Surface:
    """Render a rank; a 6 or a 9 gets a bar below it so it reads the same upside down."""
    glyph = _text(text, height, color)
    if not underline:
        return glyph
    gw, gh = glyph.get_size()
    gap, bar = max(1, round(height * 0.07)), max(1, round(height * 0.10))
    surf = pygame.Surface((gw, gh + gap + bar), pygame.SRCALPHA)
    surf.blit(glyph, (0, 0))
    _rounded(surf, color, (round(gw * 0.08), gh + gap, round(gw * 0.84), bar), bar / 2)
    return surf
