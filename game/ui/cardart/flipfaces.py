"""UNO Flip!'s card art: the dark side's look, the dark colours' colour-blind shapes, and the symbols
of the cards only Flip has (+1, +5, Skip Everyone, Flip, Wild Draw Two, Wild Draw Color).

The light side keeps the classic look (`painter._Painter` paints it; this module adds the three light
cards the classic deck lacks). The dark side has a black rim instead of a white one, the colour field in
the four dark colours, the oval as a white ring around a deeper shade of the field, and white ranks.
Each dark colour has a shape of its own for colour-blind players (diamond, hexagon, cross, crescent),
apart from the light side's circle, square, triangle and star.
"""
from __future__ import annotations

import math
from typing import Protocol

import pygame

from game.model.cards import Card, Color, Rank
from game.ui.cardart.draw import _blit_center, _digit, _ellipse, _emboss, _poly, _rounded, _text, color_symbol
from game.ui.cardart.style import (
    COLOR_RGB,
    DARK_RIM,
    DARK_WILD_ORDER,
    EDGE,
    INK,
    OVAL_A,
    OVAL_B,
    OVAL_TILT,
    RGB,
    WHITE,
    WILD_RGB,
    Point,
)
from game.ui.cardart.symbols import _sym_cards, _sym_reverse, _sym_skip


class _Painter(Protocol):
    """What this module paints on: the painter's supersampled card (`painter._Painter`)."""

    W: int
    H: int
    surf: pygame.Surface
    center: Point
    cb: bool
    detail: bool
    small: bool

    def _body(self, field: RGB) -> None: ...

__all__ = ["FLIP_ONLY", "is_dark", "paint_flip"]

FLIP_ONLY = frozenset({Rank.DRAW_ONE, Rank.WILD_DRAW_TWO, Rank.FLIP, Rank.DRAW_FIVE, Rank.SKIP_EVERYONE,
                       Rank.WILD_DRAW_COLOR})
"""The ranks only UNO Flip! has (their symbols are drawn here)."""


def is_dark(card: Card, side: str) -> bool:
    """Return True when `card` is drawn in the dark side's look: its own side says so, or, for a face
    printed on both sides (a plain Wild), `side` (the side it is seen on) does."""
    return (card.side or side) == "dark"


def _shade(rgb: RGB, k: float) -> RGB:
    return (round(rgb[0] * k), round(rgb[1] * k), round(rgb[2] * k))


# --------------------------------------------------------------------------------------------------
# Symbols (each drawn in `color` on a new transparent surface about `size` pixels across)


def _sym_flip(size: float, arrow: RGB = WHITE, light: RGB = WHITE, dark: RGB = WILD_RGB,
              ink: RGB = INK) -> pygame.Surface:
    """Flip: a small card, its left half light and its right half dark, under a curved arrow that
    turns over its top from left to right."""
    s = max(6, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    cx, cy = s * 0.5, s * 0.60
    w, h = s * 0.40, s * 0.56
    o = max(1.0, s * 0.05)
    box = pygame.Rect(0, 0, round(w + 2 * o), round(h + 2 * o))
    box.center = (round(cx), round(cy))
    _rounded(surf, ink, box, w * 0.18 + o)
    inner = box.inflate(-round(2 * o), -round(2 * o))
    _rounded(surf, dark, inner, w * 0.18)
    half = pygame.Rect(inner.x, inner.y, inner.w // 2, inner.h)
    _rounded(surf, light, half, w * 0.18)
    pygame.draw.rect(surf, light, (half.centerx, half.y, half.w - half.w // 2, half.h))
    # the arrow: a band along a circle over the card, from the left (200 deg) to the right (330 deg)
    ax, ay = s * 0.5, s * 0.62
    r_out, r_in = s * 0.47, s * 0.35
    a0, a1 = 200.0, 318.0
    band = _ellipse(ax, ay, r_out, r_out, start=a0, end=a1, n=90) + _ellipse(ax, ay, r_in, r_in, start=a0, end=a1, n=90)[::-1]
    e = math.radians(a1)
    mid = (r_out + r_in) / 2
    hw = (r_out - r_in) * 1.05
    tx, ty = -math.sin(e), math.cos(e)  # along the circle, clockwise on screen
    base = (ax + mid * math.cos(e), ay + mid * math.sin(e))
    head = [(ax + (mid + hw) * math.cos(e), ay + (mid + hw) * math.sin(e)),
            (ax + (mid - hw) * math.cos(e), ay + (mid - hw) * math.sin(e)),
            (base[0] + tx * hw * 1.4, base[1] + ty * hw * 1.4)]
    for pts, col in ((band, ink), (head, ink)):
        _poly(surf, col, [(x + o * 0.7, y + o * 0.7) for x, y in pts])
    _poly(surf, arrow, band)
    _poly(surf, arrow, head)
    return surf


def _sym_skip_everyone(size: float, color: RGB) -> pygame.Surface:
    """Skip Everyone: two Skip signs, one over the other (every other player skipped)."""
    s = max(6, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    one = _sym_skip(s * 0.66, color)
    surf.blit(one, one.get_rect(center=(round(s * 0.36), round(s * 0.36))))
    two = _emboss(_sym_skip(s * 0.66, color), max(1.0, s * 0.03))
    surf.blit(two, two.get_rect(center=(round(s * 0.64), round(s * 0.64))))
    return surf


def _sym_color_dot(size: float, colors: tuple[Color, ...], ink: RGB = INK) -> pygame.Surface:
    """A disc cut into quarters of `colors` (what Wild Draw Color draws until: a colour)."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c, r = s / 2, s / 2 - 0.5
    _poly(surf, ink, _ellipse(c, c, r, r, n=48))
    for k, color in enumerate(colors):
        start = -90.0 + 90.0 * k
        _poly(surf, COLOR_RGB[color], [(c, c), *_ellipse(c, c, r * 0.8, r * 0.8, n=48, start=start, end=start + 90)])
    return surf


def _plus_color(height: float, colors: tuple[Color, ...], fill: RGB) -> pygame.Surface:
    """The corner index of Wild Draw Color: a plus beside a four-colour disc."""
    plus = _text("+", height, fill)
    dot = _sym_color_dot(height * 0.95, colors)
    surf = pygame.Surface((plus.get_width() + dot.get_width() + max(1, round(height * 0.05)),
                           max(plus.get_height(), dot.get_height())), pygame.SRCALPHA)
    surf.blit(plus, plus.get_rect(midleft=(0, surf.get_height() // 2)))
    surf.blit(dot, dot.get_rect(midright=(surf.get_width(), surf.get_height() // 2)))
    return surf


# --------------------------------------------------------------------------------------------------
# Painting


def paint_flip(p: _Painter, card: Card | None, dark: bool) -> None:
    """Paint `card` on the painter's surface: the dark side's look when `dark`, else the light side's
    Flip-only cards (+1, Flip, Wild Draw Two) in the classic look."""
    assert card is not None
    if dark:
        field = WILD_RGB if card.color is None else COLOR_RGB[card.color]
        _dark_body(p, field)
    else:
        p._body(WILD_RGB if card.color is None else COLOR_RGB[card.color])
    if card.color is None:
        _wild(p, card, dark)
    else:
        _colored(p, card, dark)


def _dark_body(p: _Painter, field: RGB) -> None:
    W, H = p.W, p.H
    radius = W * 0.08
    _rounded(p.surf, EDGE, (0, 0, W, H), radius)
    e = max(1, round(W * 0.008))
    _rounded(p.surf, DARK_RIM, (e, e, W - 2 * e, H - 2 * e), radius - e)
    rim = round(W * 0.055)
    _rounded(p.surf, field, (rim, rim, W - 2 * rim, H - 2 * rim), radius * 0.55)


def _oval(p: _Painter, scale: float = 1.0) -> list[Point]:
    cx, cy = p.center
    return _ellipse(cx, cy, p.H * OVAL_A * scale, p.W * OVAL_B * scale, OVAL_TILT, n=160)


def _big_symbol(card: Card, W: float, rgb: RGB, shadow: Point, outline: float, small: bool = False) -> pygame.Surface:
    rank = card.rank
    if rank.is_number:
        return _emboss(_digit(rank.value, W * 0.58, rgb, underline=rank in (Rank.SIX, Rank.NINE)), outline, shadow)
    if rank is Rank.SKIP:
        return _emboss(_sym_skip(W * 0.62, rgb), outline, shadow)
    if rank is Rank.SKIP_EVERYONE:
        return _emboss(_sym_skip_everyone(W * 0.70, rgb), outline, shadow)
    if rank is Rank.REVERSE:
        return _emboss(_sym_reverse(W * 0.70, rgb, small), outline, shadow)
    if rank is Rank.FLIP:
        return _emboss(_sym_flip(W * 0.70, rgb), outline * 0.6, shadow)
    if rank is Rank.DRAW_ONE:
        face = _sym_cards(W * 0.62, (rgb,), ((0.0, 0.0),), 0.46)
        return _emboss(face, 1.0, shadow)
    if rank is Rank.DRAW_FIVE:
        offs = tuple((-0.24 + 0.12 * i, -0.16 + 0.08 * i) for i in range(5))
        return _emboss(_sym_cards(W * 0.66, (rgb,) * 5, offs, 0.34), 1.0, shadow)
    # a classic Draw Two seen here (not in Flip's deck, drawn anyway)
    return _emboss(_sym_cards(W * 0.62, (rgb, rgb), ((-0.12, -0.13), (0.12, 0.13)), 0.42), 1.0, shadow)


def _colored(p: _Painter, card: Card, dark: bool) -> None:
    W = p.W
    assert card.color is not None
    rgb = COLOR_RGB[card.color]
    shadow = (-W * 0.035, W * 0.03)
    if dark:
        # a white ring round a deeper shade of the field, the rank in white
        _poly(p.surf, WHITE, _oval(p))
        _poly(p.surf, _shade(rgb, 0.62), _oval(p, 0.92))
        big = _big_symbol(card, W, WHITE, shadow, W * 0.022, p.small)
    else:
        _poly(p.surf, WHITE, _oval(p))
        big = _big_symbol(card, W, rgb, shadow, W * 0.02, p.small)
    _blit_center(p.surf, big, p.center)
    _corners(p, card, dark)


def _wild(p: _Painter, card: Card, dark: bool) -> None:
    W = p.W
    shadow = (-W * 0.03, W * 0.03)
    order = DARK_WILD_ORDER if dark else (Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW)
    if card.rank is Rank.WILD_DRAW_TWO:
        _poly(p.surf, WHITE, _oval(p))
        _poly(p.surf, WILD_RGB, _oval(p, 0.93))
        two = (Color.BLUE, Color.RED)
        cards = _sym_cards(W * 0.66, [COLOR_RGB[c] for c in two], ((-0.12, -0.13), (0.12, 0.13)), 0.42,
                           two if p.cb and p.detail else ())
        _blit_center(p.surf, _emboss(cards, 1.0, shadow), p.center)
    elif card.rank is Rank.WILD_DRAW_COLOR:
        _poly(p.surf, WHITE, _oval(p))
        _poly(p.surf, WILD_RGB, _oval(p, 0.93))
        offs = ((-0.16, -0.19), (0.16, -0.07), (-0.16, 0.07), (0.16, 0.19))
        cards = _sym_cards(W * 0.74, [COLOR_RGB[c] for c in order], offs, 0.33,
                           order if p.cb and p.detail else ())
        _blit_center(p.surf, _emboss(cards, 1.0, shadow), p.center)
    else:  # a plain Wild on the dark side: the four dark colours round the oval
        _four_color_oval(p, DARK_WILD_ORDER if dark else order, shapes=p.cb and p.detail)
    _corners(p, card, dark)


def _four_color_oval(p: _Painter, colors: tuple[Color, ...], scale: float = 1.0, center: Point | None = None,
                     ring: bool = True, shapes: bool = False, target: pygame.Surface | None = None) -> None:
    surf = p.surf if target is None else target
    cx, cy = center or p.center
    a, b = p.H * OVAL_A * scale, p.W * OVAL_B * scale
    if ring:
        _poly(surf, WHITE, _ellipse(cx, cy, a + p.W * 0.035, b + p.W * 0.035, OVAL_TILT, n=160))
    for k, color in enumerate(colors):
        start = 180.0 + 90.0 * k + 45.0
        _poly(surf, COLOR_RGB[color], [(cx, cy), *_ellipse(cx, cy, a, b, OVAL_TILT, n=160, start=start, end=start + 90.0)])
        if shapes:
            mid = math.radians(start + 45.0)
            t = math.radians(OVAL_TILT)
            x, y = a * 0.55 * math.cos(mid), b * 0.55 * math.sin(mid)
            color_symbol(surf, color, (cx + x * math.cos(t) - y * math.sin(t), cy + x * math.sin(t) + y * math.cos(t)),
                         p.W * 0.05)


def _corner_glyph(p: _Painter, card: Card, dark: bool) -> pygame.Surface | None:
    W = p.W
    gh = W * 0.215
    rank = card.rank
    if rank.is_number:
        sym = _digit(rank.value, gh, WHITE, underline=rank in (Rank.SIX, Rank.NINE))
    elif rank is Rank.DRAW_ONE:
        sym = _text("+1", gh, WHITE)
    elif rank is Rank.DRAW_FIVE:
        sym = _text("+5", gh, WHITE)
    elif rank in (Rank.WILD_DRAW_TWO, Rank.DRAW_TWO):
        sym = _text("+2", gh, WHITE)
    elif rank is Rank.WILD_DRAW_COLOR:
        sym = _plus_color(gh, DARK_WILD_ORDER, WHITE)
    elif rank is Rank.SKIP:
        sym = _sym_skip(gh * 1.15, WHITE)
    elif rank is Rank.SKIP_EVERYONE:
        sym = _sym_skip_everyone(gh * 1.5, WHITE)
    elif rank is Rank.REVERSE:
        sym = _sym_reverse(gh * 1.25, WHITE)
    elif rank is Rank.FLIP:
        return _emboss(_sym_flip(gh * 1.5), max(1.0, W * 0.008), (-W * 0.01, W * 0.01))
    else:
        return None
    return _emboss(sym, max(1.0, W * 0.014), (-W * 0.012, W * 0.012))


def _corners(p: _Painter, card: Card, dark: bool) -> None:
    W, H = p.W, p.H
    cw, ch = round(W * 0.32), round(W * 0.62)
    block = pygame.Surface((cw, ch), pygame.SRCALPHA)
    gc = (cw / 2, W * 0.165)
    glyph = _corner_glyph(p, card, dark)
    if glyph is not None:
        if glyph.get_width() > cw:
            k = cw / glyph.get_width()
            glyph = pygame.transform.smoothscale(glyph, (cw, max(1, round(glyph.get_height() * k))))
        _blit_center(block, glyph, gc)
    else:  # a plain wild: a little four-colour oval
        _four_color_oval(p, DARK_WILD_ORDER if dark else (Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW),
                         scale=0.24, center=gc, target=block)
    if p.cb and card.color is not None:
        color_symbol(block, card.color, (cw / 2, W * 0.395), W * 0.072)
    x0, y0 = round(W * 0.035), round(W * 0.035)
    p.surf.blit(block, (x0, y0))
    p.surf.blit(pygame.transform.flip(block, True, True), (W - x0 - cw, H - y0 - ch))

