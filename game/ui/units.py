"""Sizes at scale 1 (a 1280x720 window) turned into pixels at the layout's scale."""
from __future__ import annotations

__all__ = ["fpx", "px"]


def px(value: float, scale: float) -> int:
    """Return `value` (a size at scale 1) in pixels at `scale`: at least 1, unless `value` is 0."""
    return max(1, round(value * scale)) if value > 0 else 0


def fpx(value: float, scale: float, floor: int = 13) -> int:
    """Return a font size in pixels at `scale`, never below `floor` (small text stays readable)."""
    return max(min(floor, round(value)), round(value * scale))
