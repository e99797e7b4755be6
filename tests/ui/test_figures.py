"""Frame figures in bounded memory (issue 18): App.frame_ms and App.idle_ms no longer keep a float per
frame for ever; the percentiles --stats-json prints stay within 0.1 ms of the exact ones."""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from tablekit import make_app

from game.ui.figures import Figures


def exact(values: list[float], p: float) -> float:
    ms = sorted(values)
    return ms[min(len(ms) - 1, max(0, math.ceil(p / 100 * len(ms)) - 1))]


def test_percentiles_are_within_a_tenth_of_a_millisecond_of_the_exact_ones() -> None:
    rng = random.Random(5)
    for shape in (lambda: rng.lognormvariate(0.7, 0.6), lambda: rng.uniform(0.0, 40.0),
                  lambda: rng.choice((1.0, 1.02, 16.7)) + rng.random() * 0.01, lambda: rng.expovariate(0.2)):
        values = [shape() for _ in range(20_000)]
        figures = Figures()
        for v in values:
            figures.add(v)
        for p in (50, 95, 99):
            assert abs(figures.percentile(p) - exact(values, p)) <= 0.1, (p, figures.percentile(p), exact(values, p))
        assert figures.max == max(values) and len(figures) == len(values)
        assert abs(figures.mean - sum(values) / len(values)) < 1e-9


def test_the_memory_does_not_grow_with_the_frames() -> None:
    figures = Figures()
    figures.add(1.0)
    before = sys.getsizeof(figures._bins)
    for i in range(200_000):
        figures.add((i % 977) * 0.031)
    assert sys.getsizeof(figures._bins) == before and len(figures) == 200_001
    assert figures.percentile(100) <= figures.max and Figures().percentile(95) == 0.0
    figures.add(10_000.0)  # beyond the histogram's span: the max stays exact
    assert figures.max == 10_000.0


def test_the_app_counts_its_frames_in_figures(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        for _ in range(30):
            app.step(1 / 60)
        assert isinstance(app.frame_ms, Figures) and isinstance(app.idle_ms, Figures)
        stats = app.stats()
        assert len(app.frame_ms) == app.frames == 31 and stats["frame_ms"]["p95"] <= stats["frame_ms"]["max"]
    finally:
        app.close()
