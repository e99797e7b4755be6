"""The person's hand as a fan: each card rests on a gentle arc (`layout.hand_slots`), and the whole fan
leans a little toward the pointer, or toward the card chosen with the keys (each card turns a few
degrees more and the fan slides a little that way).

Drawing and clicking read the same pose (`pose`), so a click lands on the card drawn under the
pointer, turned or not (`hits`).
"""
from __future__ import annotations

import math

from game.ui.table.layout import FAN_LEAN, FAN_SWAY, snap_fan
from game.ui.table.sprites import HandSprite

__all__ = ["LEAN", "LEAN_TIME", "SWAY", "hits", "lean_toward", "pose", "raised"]

LEAN = FAN_LEAN
"""Degrees the fan leans at most toward the pointer or the chosen card."""
SWAY = FAN_SWAY
"""How far below the hand the point it leans about lies, in card heights (how far it slides as it leans)."""
LEAN_TIME = 0.2
"""Seconds the fan takes to lean all the way from one side to the middle."""


def raised(sprite: HandSprite, card_h: int) -> float:
    """Return how many pixels `sprite` rises above its place (hovered, chosen, playable)."""
    return card_h * (0.2 * sprite.lift + 0.07 * sprite.mark)


def pose(sprite: HandSprite, lean: float, card_h: int) -> tuple[float, float, float]:
    """Return where `sprite` is drawn: (x, y, angle in degrees counter-clockwise): its place on the arc,
    slid toward the side the fan leans by `lean` degrees (as if turned about a point `SWAY` card heights
    below it) and lifted straight up by `raised`; the angle a multiple of `layout.FAN_STEP` (each turned
    copy is drawn once)."""
    x, y = sprite.pos.center
    x -= math.sin(math.radians(lean)) * SWAY * card_h
    return x, y - raised(sprite, card_h), snap_fan(sprite.angle + lean)


def hits(at: tuple[float, float, float], size: tuple[int, int], pos: tuple[float, float]) -> bool:
    """Return True when `pos` falls on a card of `size` drawn at `at` (its pose: centre and angle)."""
    x, y, angle = at
    dx, dy = pos[0] - x, pos[1] - y
    t = math.radians(angle)
    c, s = math.cos(t), math.sin(t)
    # back into the card's own frame: undo a turn of `angle` counter-clockwise on the screen
    lx, ly = dx * c - dy * s, dx * s + dy * c
    return abs(lx) <= size[0] / 2 and abs(ly) <= size[1] / 2


def lean_toward(x: float | None, centre: float, half: float) -> float:
    """Return the lean (degrees) toward the screen column `x` of a fan `half` pixels wide each side of
    `centre`: the tops lean to the pointer's side (to the right is clockwise, negative); 0 for None."""
    if x is None or half <= 0:
        return 0.0
    k = max(-1.0, min(1.0, (x - centre) / half))
    return -LEAN * k
