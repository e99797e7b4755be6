"""Sizes at scale 1 (a 1280x720 window) turned into pixels at the layout's scale."""
from __future__ import annotations

__all__ = ["SMALL_WINDOW_TEXT", "fpx", "px", "text_cap", "text_percent"]


def px(value: float, scale: float) -> int:
    """Return `value` (a size at scale 1) in pixels at `scale`: at least 1, unless `value` is 0."""
    return max(1, round(value * scale)) if value > 0 else 0


def fpx(value: float, scale: float, floor: int = 13) -> int:
    """Return a font size in pixels at `scale`, never below `floor` (small text stays readable)."""
    return max(min(floor, round(value)), round(value * scale))


SMALL_WINDOW_TEXT = 125
"""The largest text size (percent) a window under 1280x720 shows: at 960x540, 150% would not fit."""


def text_cap(size: tuple[int, int]) -> int:
    """Return the largest text size (percent) a window of `size` shows: 150, or 125 under 1280x720."""
    w, h = size
    return 150 if w >= 1280 and h >= 720 else SMALL_WINDOW_TEXT


def text_percent(chosen: int, size: tuple[int, int]) -> int:
    """Return the text size shown: the one `chosen` in the settings, capped for the window's `size`."""
    return min(int(chosen), text_cap(size))
