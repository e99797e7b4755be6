"""The colour-blind shapes of UNO Flip!'s dark colours: pink a diamond, teal a hexagon, orange a cross,
purple a crescent, each apart from the light side's circle, square, triangle and star."""
from __future__ import annotations

import math

from game.model.cards import Color

Point = tuple[float, float]

__all__ = ["dark_shape_points"]


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int) -> list[Point]:
    return [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def dark_shape_points(color: Color, cx: float, cy: float, r: float) -> list[Point]:
    """Return the outline of the dark colour `color`'s shape, fitting a circle of radius `r` round
    (cx, cy): pink a diamond, teal a hexagon, orange a cross, purple a crescent opening to the right."""
    if color is Color.PINK:
        return [(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]
    if color is Color.TEAL:
        return [(cx + r * 0.95 * math.cos(math.radians(60 * i)), cy + r * 0.95 * math.sin(math.radians(60 * i)))
                for i in range(6)]
    if color is Color.ORANGE:
        a, b = r * 0.95, r * 0.36
        return [(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                (cx - a, cy - b), (cx - b, cy - b)]
    if color is not Color.PURPLE:
        raise ValueError(f"{color.label} is not a colour of the dark side")
    n = max(12, int(r * 2))
    ro = r * 0.95
    outer = _arc(cx, cy, ro, math.radians(45.0), math.radians(315.0), n * 2)
    # back from the outer arc's end to its start along a circle set off to the right (the hollow)
    ix, ir = cx + r * 0.45, r * 0.70
    (ex, ey), (sx, sy) = outer[-1], outer[0]
    a0 = math.atan2(ey - cy, ex - ix)
    a1 = math.atan2(sy - cy, sx - ix)
    if a1 > a0:
        a1 -= 2 * math.pi
    return outer + _arc(ix, cy, ir, a0, a1, n)[1:-1]
