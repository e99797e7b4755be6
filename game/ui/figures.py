"""Frame-time figures in bounded memory: a fixed histogram instead of one number per frame for ever.

`Figures.add(ms)` counts a duration in a bin of `BIN_MS`; the mean, the total and the largest are kept
exactly, a percentile is read from the bins: it is the exact percentile of the same durations
(`sorted(ms)[ceil(p / 100 * n) - 1]`) to within half a bin (0.025 ms) for anything up to `SPAN_MS`.
Memory stays at `SPAN_MS / BIN_MS` counters (40 kB) however long the game runs; a list of floats grew
by 64 bytes a frame (about 14 MB an hour at 60 frames a second, counting the idle work too).
"""
from __future__ import annotations

import math
import sys
from array import array
from typing import Any

__all__ = ["BIN_MS", "SPAN_MS", "Figures", "frame_stats", "peak_rss_mb"]

BIN_MS = 0.05
"""The width of one bin: a percentile is read to within half of it."""
SPAN_MS = 500.0
"""Durations beyond this share the last bin (a percentile there reads as SPAN_MS; the max stays exact)."""
_BINS = round(SPAN_MS / BIN_MS)


class Figures:
    """Durations in milliseconds: how many, their sum, the largest, and a histogram for percentiles."""

    def __init__(self) -> None:
        self.count = 0
        self.total = 0.0
        self.max = 0.0
        self._bins = array("I", bytes(4 * (_BINS + 1)))

    def add(self, ms: float) -> None:
        """Count one duration of `ms` milliseconds (negative counts as 0)."""
        ms = max(0.0, float(ms))
        self.count += 1
        self.total += ms
        self.max = max(self.max, ms)
        self._bins[min(_BINS, int(ms / BIN_MS))] += 1

    def __len__(self) -> int:
        return self.count

    @property
    def mean(self) -> float:
        """Return the mean duration (0.0 before any)."""
        return self.total / self.count if self.count else 0.0

    def percentile(self, p: float) -> float:
        """Return the `p`th percentile (the nearest-rank one), to within half a bin; 0.0 before any."""
        if not self.count:
            return 0.0
        rank = min(self.count, max(1, math.ceil(p / 100 * self.count)))
        seen = 0
        for i, n in enumerate(self._bins):
            seen += n
            if seen >= rank:
                if i >= _BINS:
                    return SPAN_MS
                return min(self.max, (i + 0.5) * BIN_MS)
        return self.max  # not reached: the bins hold every duration


def peak_rss_mb() -> float | None:
    """Return the process's peak resident memory in MB (None where the platform does not tell)."""
    if sys.platform == "win32":  # no resource module there
        return None
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def frame_stats(frames: int, frame_ms: Figures, idle_ms: Figures, first_frame_s: float | None) -> dict[str, Any]:
    """Return the frame statistics that --stats-json writes: the frames shown, the peak memory, the
    seconds to the first frame, each frame's milliseconds, and the spare work done after the frames
    were shown (`Scene.idle`, not part of the frames' milliseconds)."""
    return {
        "frames": frames,
        "peak_rss_mb": peak_rss_mb(),
        "first_frame_s": round(first_frame_s, 4) if first_frame_s is not None else None,
        "frame_ms": {
            "mean": round(frame_ms.mean, 3),
            "p50": round(frame_ms.percentile(50), 3),
            "p95": round(frame_ms.percentile(95), 3),
            "p99": round(frame_ms.percentile(99), 3),
            "max": round(frame_ms.max, 3),
        },
        "idle_ms": {"mean": round(idle_ms.mean, 3), "max": round(idle_ms.max, 3), "total": round(idle_ms.total, 1)},
    }
