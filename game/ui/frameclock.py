"""The frame count the picture caches share: what the last two frames drew is never dropped.

A cache bounded by bytes alone drops the oldest picture to make room; when one frame's pictures do not
fit (a panel or a row of turned cards at 1920x1080), it drops what the same frame drew a moment ago,
and every later frame paints it all again. The app calls `tick()` once a frame; a cache stamps each
picture with `now()` when it is used and skips those still `hot` when it makes room, so its bound
limits what is kept for later, never what is being drawn. Before the first tick nothing is hot.
"""
from __future__ import annotations

__all__ = ["hot", "now", "tick"]

_frame = 0


def tick() -> None:
    """A new frame begins."""
    global _frame
    _frame += 1


def now() -> int:
    """Return the number of the frame being drawn (0 before the first tick)."""
    return _frame


def hot(stamp: int) -> bool:
    """Return True when a picture last used in frame `stamp` was used in this frame or the one before."""
    return _frame > 0 and stamp >= _frame - 1
