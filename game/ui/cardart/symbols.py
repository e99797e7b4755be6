"""The action symbols drawn on the cards: skip, reverse, the draw cards' stacks, the swirl of Wild
Shuffle Hands and the pencil of Wild Customizable."""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.model.cards import Color
from game.ui.cardart.draw import _ellipse, _poly, _rounded, _turn, color_symbol
from game.ui.cardart.style import CARD_ASPECT, INK, RGB, WHITE, WILD_RGB, Point


def _sym_skip(size: float, color: RGB) -> pygame.Surface:
    """The Skip sign: a ring crossed by a slash from its top left to its bottom right (as a "no entry"
    sign), the slash running into the ring at both ends so that it never reads as a letter "e"."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    r = s / 2
    th = s * 0.15
    outer = _ellipse(r, r, r - 0.5, r - 0.5, n=120)
    inner = _ellipse(r, r, r - th, r - th, n=120)
    pygame.draw.polygon(surf, color, outer)
    pygame.draw.aalines(surf, color, True, outer)
    pygame.draw.polygon(surf, (0, 0, 0, 0), inner)
    pygame.draw.aalines(surf, color, True, inner)
    half = r - th * 0.5  # to the middle of the ring: the slash and the ring make one piece
    w = th * 1.1
    bar = [(-half, -w / 2), (half, -w / 2), (half, w / 2), (-half, w / 2)]
    _poly(surf, color, _turn(bar, 45, r, r))
    return surf


def _arrow(length: float, shaft: float, head_w: float, head_l: float) -> list[Point]:
    """Return an arrow pointing along +x, centred on the origin."""
    x0, x1 = -length / 2, length / 2
    xh = x1 - head_l
    t = shaft / 2
    return [(x0, -t), (xh, -t), (xh, -head_w / 2), (x1, 0.0), (xh, head_w / 2), (xh, t), (x0, t)]


def _sym_reverse(size: float, color: RGB, small: bool = False) -> pygame.Surface:
    """The Reverse sign: two parallel arrows on the diagonal pointing opposite ways, up-right above and
    down-left below. `small` (a card drawn a few dozen pixels wide: the log, the rule chips, a crowded
    table's fans): the arrows shorter, further apart and with narrower heads, so that each head stays
    clear of the other arrow's shaft; close together they ran into one zigzag that read as a "4"."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    if small:
        arrow = _arrow(s * 0.64, s * 0.14, s * 0.32, s * 0.24)
        d, slide = s * 0.22, s * 0.08
    else:
        arrow = _arrow(s * 0.74, s * 0.15, s * 0.36, s * 0.26)
        d, slide = s * 0.17, s * 0.04
    upper = [(x + slide, y - d) for x, y in arrow]
    lower = [(-x - slide, -y + d) for x, y in arrow]
    for pts in (upper, lower):
        _poly(surf, color, _turn(pts, -45, c, c))
    return surf


def _mini_card(surface: pygame.Surface, center: Point, w: float, color: RGB | None, ink: RGB = INK) -> None:
    """Draw a small card (dark outline, white rim, colour field) centred on `center`."""
    h = w * CARD_ASPECT
    o = max(1.0, w * 0.07)
    rim = max(1.0, w * 0.10)
    r = pygame.Rect(0, 0, round(w + 2 * o), round(h + 2 * o))
    r.center = (round(center[0]), round(center[1]))
    _rounded(surface, ink, r, w * 0.16 + o)
    r = r.inflate(-round(2 * o), -round(2 * o))
    _rounded(surface, WHITE, r, w * 0.16)
    r = r.inflate(-round(2 * rim), -round(2 * rim))
    _rounded(surface, color if color is not None else WILD_RGB, r, w * 0.10)


def _sym_cards(size: float, colors: Sequence[RGB], offsets: Sequence[Point], card_w: float,
               shapes: Sequence[Color] = ()) -> pygame.Surface:
    """Draw small cards of `colors` at `offsets` (in units of `size`), with colour-blind `shapes`."""
    s = max(4, round(size))
    surf = pygame.Surface((s, round(s * 1.2)), pygame.SRCALPHA)
    c = (surf.get_width() / 2, surf.get_height() / 2)
    for i, (color, (dx, dy)) in enumerate(zip(colors, offsets, strict=True)):
        center = (c[0] + dx * s, c[1] + dy * s)
        _mini_card(surf, center, card_w * s, color)
        if i < len(shapes):
            # On the top of the small card: the part the next card does not cover.
            top = (center[0], center[1] - card_w * s * CARD_ASPECT * 0.27)
            color_symbol(surf, shapes[i], top, card_w * s * 0.22)
    return surf


def _sym_swirl(size: float, color: RGB) -> pygame.Surface:
    """Two curved arrows chasing each other round a circle (Shuffle Hands)."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    r_out, r_in = s * 0.40, s * 0.26
    for start in (200.0, 20.0):
        end = start + 125.0
        outer = _ellipse(c, c, r_out, r_out, start=start, end=end, n=120)
        inner = _ellipse(c, c, r_in, r_in, start=start, end=end, n=120)
        _poly(surf, color, outer + inner[::-1])
        # The head at the arc's end, pointing along the circle (clockwise on screen).
        e = math.radians(end)
        mid = (r_out + r_in) / 2
        hw = (r_out - r_in) * 1.25
        tip_a = e + 0.75
        base = [(c + (mid - hw) * math.cos(e), c + (mid - hw) * math.sin(e)),
                (c + (mid + hw) * math.cos(e), c + (mid + hw) * math.sin(e)),
                (c + mid * math.cos(tip_a), c + mid * math.sin(tip_a))]
        _poly(surf, color, base)
    return surf


def _sym_pencil(size: float, color: RGB, ink: RGB = INK) -> pygame.Surface:
    """A pencil lying on the diagonal, tip down-left (Customizable)."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    L, t = s * 0.92, s * 0.13
    x0, x1 = -L / 2, L / 2
    tip = L * 0.22
    body = [(x0 + tip, -t), (x1 - t * 1.2, -t), (x1 - t * 1.2, t), (x0 + tip, t)]
    eraser = [(x1 - t * 1.2 + max(1, s * 0.03), -t), (x1, -t), (x1, t), (x1 - t * 1.2 + max(1, s * 0.03), t)]
    cone = [(x0 + tip, -t), (x0 + tip, t), (x0, 0.0)]
    lead = [(x0 + tip * 0.38, -t * 0.62), (x0 + tip * 0.38, t * 0.62), (x0, 0.0)]
    for pts, col in ((body, color), (eraser, color), (cone, (236, 200, 150)), (lead, ink)):
        _poly(surf, col, _turn(pts, 135, c, c))
    return surf


# --------------------------------------------------------------------------------------------------
# Colour-blind symbols
