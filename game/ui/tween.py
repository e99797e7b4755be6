"""Tweens and a timeline: motion as pure functions of elapsed game time.

Nothing here imports pygame or reads a clock. A `Tween` answers "where is it at time t?", so two
draws at the same game time give the same picture; a `Timeline` runs callbacks when game time (the
sum of the `dt` it is given) reaches them, so a test can tick a fixed `dt` with no window.
"""
from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from typing import Generic, TypeVar

Ease = Callable[[float], float]

__all__ = [
    "Ease",
    "Timeline",
    "Tween",
    "ease_in_out_cubic",
    "ease_out_back",
    "ease_out_cubic",
]


def _clamp01(t: float) -> float:
    if t <= 0.0:
        return 0.0
    if t >= 1.0:
        return 1.0
    return t


def ease_out_cubic(t: float) -> float:
    """Start fast and settle: for things arriving."""
    t = _clamp01(t)
    u = 1.0 - t
    return 1.0 - u * u * u


def ease_in_out_cubic(t: float) -> float:
    """Speed up then settle: for things moving between two rests."""
    t = _clamp01(t)
    if t < 0.5:
        return 4.0 * t * t * t
    u = -2.0 * t + 2.0
    return 1.0 - u * u * u / 2.0


_BACK_C1 = 1.70158
_BACK_C3 = _BACK_C1 + 1.0


def ease_out_back(t: float) -> float:
    """Arrive, overshoot by about 10 % and come back: for a lively landing."""
    t = _clamp01(t)
    u = t - 1.0
    return 1.0 + _BACK_C3 * u * u * u + _BACK_C1 * u * u


V = TypeVar("V", float, tuple[float, ...])


class Tween(Generic[V]):
    """A value going from `start` to `end` over `duration` seconds after `delay` seconds.

    `value(t)` is a pure function of the elapsed time `t` since the tween was made: before the delay
    it is `start`, after `delay + duration` it is exactly `end`.
    """

    __slots__ = ("delay", "duration", "ease", "end", "start")

    def __init__(self, start: V, end: V, duration: float, delay: float = 0.0, ease: Ease = ease_in_out_cubic) -> None:
        if duration < 0 or delay < 0 or not (math.isfinite(duration) and math.isfinite(delay)):
            raise ValueError(f"duration and delay must be finite and >= 0 (got {duration!r}, {delay!r})")
        if isinstance(start, tuple) != isinstance(end, tuple) or (
            isinstance(start, tuple) and isinstance(end, tuple) and len(start) != len(end)
        ):
            raise ValueError(f"start and end must be both floats or tuples of one length: {start!r}, {end!r}")
        self.start: V = start
        self.end: V = end
        self.duration = float(duration)
        self.delay = float(delay)
        self.ease = ease

    @property
    def total(self) -> float:
        """Return delay + duration: the elapsed time at which the tween is done."""
        return self.delay + self.duration

    def progress(self, t_elapsed: float) -> float:
        """Return the eased progress in [0, 1] (beyond for overshooting eases) at the elapsed time."""
        if t_elapsed <= self.delay:
            return 0.0
        if self.duration <= 0.0 or t_elapsed >= self.delay + self.duration:
            return 1.0
        return self.ease((t_elapsed - self.delay) / self.duration)

    def value(self, t_elapsed: float) -> V:
        """Return the value at the elapsed time (seconds since the tween was made)."""
        if t_elapsed <= self.delay:
            return self.start
        if self.duration <= 0.0 or t_elapsed >= self.delay + self.duration:
            return self.end
        k = self.ease((t_elapsed - self.delay) / self.duration)
        start, end = self.start, self.end
        if isinstance(start, tuple) and isinstance(end, tuple):
            return tuple(a + (b - a) * k for a, b in zip(start, end, strict=True))
        return start + (end - start) * k

    def done(self, t_elapsed: float) -> bool:
        """Return True once the tween has reached its end."""
        return t_elapsed >= self.delay + self.duration

    def __repr__(self) -> str:
        return f"Tween({self.start!r}, {self.end!r}, {self.duration!r}, delay={self.delay!r})"


_EPS = 1e-9


class Timeline:
    """Callbacks scheduled on game time.

    `update(dt)` advances `now` by `dt` and runs every callback that has come due, in time order
    (equal times in the order they were scheduled), each exactly once. While a callback runs, `now`
    is the time it was due, so a callback that schedules the next step `after(d, ...)` keeps exact
    spacing whatever the frame rate; a step that falls due within the same `update` runs in it too.
    """

    def __init__(self) -> None:
        self.now = 0.0
        self._heap: list[tuple[float, int, Callable[[], object]]] = []
        self._seq = 0
        self._cancelled: set[int] = set()

    def after(self, delay: float, callback: Callable[[], object]) -> int:
        """Run `callback()` `delay` seconds of game time from now; return a handle for `cancel`."""
        if not math.isfinite(delay):
            raise ValueError(f"delay must be finite, got {delay!r}")
        return self.at(self.now + max(0.0, delay), callback)

    def at(self, when: float, callback: Callable[[], object]) -> int:
        """Run `callback()` when game time reaches `when` (a time already past: at the next update).

        Return a handle for `cancel`. Times are kept as given, so steps laid out ahead of time on one
        cursor keep their exact spacing and order.
        """
        if not math.isfinite(when):
            raise ValueError(f"time must be finite, got {when!r}")
        self._seq += 1
        heapq.heappush(self._heap, (when, self._seq, callback))
        return self._seq

    def cancel(self, handle: int) -> None:
        """Forget a scheduled callback (no effect if it already ran)."""
        if any(seq == handle for _, seq, _ in self._heap):
            self._cancelled.add(handle)

    def update(self, dt: float) -> None:
        """Advance game time by `dt` seconds and run what came due."""
        target = self.now + max(0.0, dt)
        heap = self._heap
        # A hair of slack: 30 ticks of 1/60 s add up to 0.49999...; they should reach 0.5.
        while heap and heap[0][0] <= target + _EPS:
            when, seq, callback = heapq.heappop(heap)
            if seq in self._cancelled:
                self._cancelled.discard(seq)
                continue
            self.now = max(self.now, when)
            callback()
        self.now = target

    def drain(self) -> int:
        """Run every waiting callback at once, in time order, without moving `now`; return how many ran.

        Callbacks that the drained ones schedule run too, so afterwards nothing waits: the
        fast-forward a table needs when new events arrive while the last ones are still moving.
        """
        ran = 0
        heap = self._heap
        while heap:
            _when, seq, callback = heapq.heappop(heap)
            if seq in self._cancelled:
                self._cancelled.discard(seq)
                continue
            callback()
            ran += 1
        return ran

    def clear(self) -> None:
        """Drop every scheduled callback (game time keeps its value)."""
        self._heap.clear()
        self._cancelled.clear()

    @property
    def pending(self) -> int:
        """Return how many callbacks are still waiting."""
        return len(self._heap) - len(self._cancelled)

    @property
    def idle(self) -> bool:
        """Return True when nothing is scheduled."""
        return self.pending == 0
