"""The card art's sizes and colours: one place for the proportions and paints every part uses."""
from __future__ import annotations

from game.model.cards import Color

RGB = tuple[int, int, int]
Point = tuple[float, float]

CARD_ASPECT = 87 / 56
COLOR_RGB: dict[Color, RGB] = {
    Color.RED: (0xD7, 0x26, 0x00),
    Color.YELLOW: (0xEC, 0xD4, 0x07),
    Color.GREEN: (0x37, 0x97, 0x11),
    Color.BLUE: (0x09, 0x56, 0xBF),
    # UNO Flip!'s dark side (cardart.flipfaces draws its cards)
    Color.PINK: (0xE6, 0x00, 0x7E),
    Color.TEAL: (0x00, 0xA6, 0xA6),
    Color.ORANGE: (0xF3, 0x70, 0x21),
    Color.PURPLE: (0x6A, 0x2C, 0x91),
}
WILD_RGB: RGB = (22, 22, 24)
BACK_RGB: RGB = (128, 16, 14)
BACKS: dict[str, tuple[RGB, RGB]] = {
    "red": (BACK_RGB, (190, 36, 26)),
    "blue": ((14, 42, 112), (44, 96, 200)),
    "black": ((28, 28, 32), (96, 96, 108)),
    "green": ((16, 78, 34), (60, 150, 60)),
}
"""The card backs (Display settings): the field and the ring around the oval."""
INK: RGB = (24, 20, 20)
WHITE: RGB = (252, 252, 250)
EDGE: RGB = (178, 178, 172)
# The order of the four colours around a wild's oval, clockwise from the top-left quarter.
WILD_ORDER = (Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW)
# The order of the dark side's colours around its wilds' oval.
DARK_WILD_ORDER = (Color.PINK, Color.TEAL, Color.ORANGE, Color.PURPLE)
DARK_RIM: RGB = (16, 16, 18)
"""The dark side's rim: black where the light side's is white."""
# The oval leans right like on the real cards: its long axis points up-right at this angle.
OVAL_TILT = -58.0
# The oval's semi-axes: long one in card heights, short one in card widths.
OVAL_A, OVAL_B = 0.40, 0.31
MIN_WIDTH = 8


def card_size(width: int) -> tuple[int, int]:
    """Return (width, height) in pixels of a card `width` pixels wide (proportion 56:87)."""
    width = int(width)
    return width, max(1, round(width * CARD_ASPECT))


def shadow_offset(width: int) -> tuple[int, int]:
    """Return how far down-right of the card's centre to centre its shadow."""
    d = max(1, round(width * 0.035))
    return d, round(d * 1.4)
