"""The high-contrast card style (issue 22): a card's field and the ink of every symbol on it (the big
sign, the corner indices, the colour-blind shapes) at a contrast of at least 4.5:1, as WCAG 2 measures
it from relative luminance, for every colour of both decks (UNO Flip!'s dark side included) and the
wilds. The field keeps its colour's hue; the symbols are white or near-black, whichever reads better.
"""
from __future__ import annotations

from game.model.cards import Color
from game.ui.cardart.style import INK, RGB, WHITE, WILD_RGB

__all__ = ["HC_COLOR_RGB", "HC_WILD_RGB", "MIN_CONTRAST", "contrast", "hc_ink", "luminance"]

MIN_CONTRAST = 4.5
"""WCAG 2's minimum for text (and here for every symbol) against its background."""

HC_COLOR_RGB: dict[Color, RGB] = {
    Color.RED: (0xC4, 0x12, 0x00),
    Color.YELLOW: (0xFF, 0xD8, 0x1A),
    Color.GREEN: (0x1B, 0x75, 0x12),
    Color.BLUE: (0x05, 0x46, 0xA8),
    Color.PINK: (0xB8, 0x1A, 0x6E),
    Color.TEAL: (0x00, 0x6E, 0x6C),
    Color.ORANGE: (0xFF, 0x8C, 0x1A),
    Color.PURPLE: (0x5A, 0x1E, 0x84),
}
"""Each colour's field in high contrast: its hue, dark enough for white ink or light enough for black."""
HC_WILD_RGB: RGB = WILD_RGB


def _channel(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(rgb: RGB) -> float:
    """Return the relative luminance of `rgb` (WCAG 2: 0 for black, 1 for white)."""
    r, g, b = (_channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """Return the contrast ratio of two colours (WCAG 2: 1 to 21)."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def hc_ink(field: RGB) -> RGB:
    """Return the ink for symbols on `field`: white or near-black, whichever contrasts more."""
    return WHITE if contrast(WHITE, field) >= contrast(INK, field) else INK
