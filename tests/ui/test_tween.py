"""Tweens and the timeline: pure functions of elapsed time, ticked with a fixed dt."""
from __future__ import annotations

import itertools
import sys

import pytest

from game.ui.tween import (
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
)

EASES = [ease_out_cubic, ease_in_out_cubic, ease_out_back]


def linear(t: float) -> float:
    """Constant speed, clamped (the module ships none: ART.md wants nothing linear)."""
    return min(1.0, max(0.0, t))


@pytest.mark.parametrize("ease", EASES, ids=lambda f: f.__name__)
def test_easing_endpoints_and_clamping(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-12)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-12)
    assert ease(-3.0) == pytest.approx(0.0, abs=1e-12)
    assert ease(7.0) == pytest.approx(1.0, abs=1e-12)


def test_ease_out_is_monotonic_and_front_loaded():
    values = [ease_out_cubic(i / 200) for i in range(201)]
    assert all(b > a for a, b in itertools.pairwise(values))
    assert ease_out_cubic(0.5) > 0.8  # fast start, slow settle
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)


def test_ease_out_back_overshoots_then_lands():
    assert max(ease_out_back(i / 100) for i in range(101)) > 1.05


def test_tween_float_with_delay():
    tw = Tween(10.0, 20.0, duration=2.0, delay=1.0, ease=linear)
    assert tw.value(0.0) == 10.0
    assert tw.value(1.0) == 10.0  # still waiting
    assert tw.value(2.0) == pytest.approx(15.0)  # half way
    assert tw.value(3.0) == 20.0
    assert tw.value(99.0) == 20.0
    assert not tw.done(2.9)
    assert tw.done(3.0)
    assert tw.total == 3.0


def test_tween_tuple_and_ease():
    tw = Tween((0.0, 100.0), (100.0, 0.0), duration=1.0)
    assert tw.value(0.0) == (0.0, 100.0)
    x, y = tw.value(0.5)
    assert x == pytest.approx(50.0) and y == pytest.approx(50.0)
    assert tw.value(0.25)[0] < 25.0  # ease-in-out starts slowly
    assert tw.value(1.0) == (100.0, 0.0)


def test_tween_zero_duration_jumps_after_delay():
    tw = Tween(0.0, 1.0, duration=0.0, delay=0.5)
    assert tw.value(0.4) == 0.0
    assert tw.value(0.6) == 1.0
    assert tw.done(0.5)


def test_tween_rejects_bad_input():
    with pytest.raises(ValueError):
        Tween(0.0, 1.0, duration=-1.0)
    with pytest.raises(ValueError):
        Tween((0.0, 1.0), (1.0,), duration=1.0)


def test_timeline_fires_in_time_order_exactly_once():
    tl = Timeline()
    fired: list[tuple[str, float]] = []
    tl.after(0.5, lambda: fired.append(("b", tl.now)))
    tl.after(0.2, lambda: fired.append(("a", tl.now)))
    tl.after(0.5, lambda: fired.append(("c", tl.now)))  # same time as b: scheduling order
    tl.after(1.0, lambda: fired.append(("d", tl.now)))
    dt = 1 / 60
    for _ in range(30):  # 0.5 s
        tl.update(dt)
    assert [n for n, _ in fired] == ["a", "b", "c"]
    for _ in range(60):
        tl.update(dt)
    assert [n for n, _ in fired] == ["a", "b", "c", "d"]
    # Each ran at its due time, not at the frame boundary.
    assert [t for _, t in fired] == pytest.approx([0.2, 0.5, 0.5, 1.0])
    assert tl.now == pytest.approx(1.5)
    assert tl.idle


@pytest.mark.parametrize("dt", [0.016, 0.1, 0.7])
def test_timeline_chained_steps_keep_exact_spacing_whatever_dt(dt):
    tl = Timeline()
    times: list[float] = []

    def step() -> None:
        times.append(tl.now)
        if len(times) < 4:
            tl.after(0.25, step)

    tl.after(0.25, step)
    for _ in range(int(2.0 / dt) + 1):
        tl.update(dt)
    assert times == pytest.approx([0.25, 0.5, 0.75, 1.0])


def test_timeline_cancel_and_clear():
    tl = Timeline()
    fired: list[int] = []
    h = tl.after(0.1, lambda: fired.append(1))
    tl.after(0.2, lambda: fired.append(2))
    tl.cancel(h)
    assert tl.pending == 1
    tl.update(0.3)
    assert fired == [2]
    tl.after(0.1, lambda: fired.append(3))
    tl.clear()
    tl.update(1.0)
    assert fired == [2]
    assert tl.pending == 0


def test_timeline_at_keeps_absolute_times_and_their_order():
    tl = Timeline()
    tl.update(0.3)
    fired: list[tuple[str, float]] = []
    tl.at(0.9, lambda: fired.append(("late", tl.now)))
    tl.at(0.5, lambda: fired.append(("early", tl.now)))
    tl.at(0.1, lambda: fired.append(("past", tl.now)))  # already past: runs at the next update
    dt = 1 / 60
    tl.update(dt)
    assert fired == [("past", pytest.approx(0.3))]
    while tl.now < 1.0:
        tl.update(dt)
    assert [n for n, _ in fired] == ["past", "early", "late"]
    assert [t for _, t in fired][1:] == pytest.approx([0.5, 0.9])
    with pytest.raises(ValueError):
        tl.at(float("nan"), lambda: None)


def test_timeline_drain_runs_everything_now_in_order_without_moving_time():
    tl = Timeline()
    tl.update(1.0)
    fired: list[tuple[str, float]] = []

    def first() -> None:
        fired.append(("first", tl.now))
        tl.after(5.0, lambda: fired.append(("chained", tl.now)))

    tl.after(2.0, lambda: fired.append(("second", tl.now)))
    cancelled = tl.after(1.5, lambda: fired.append(("cancelled", tl.now)))
    tl.after(0.5, first)
    tl.cancel(cancelled)
    assert tl.drain() == 3
    assert fired == [("first", 1.0), ("second", 1.0), ("chained", 1.0)]
    assert tl.now == 1.0 and tl.idle
    tl.update(10.0)  # nothing left to run twice
    assert len(fired) == 3


def test_tween_module_does_not_import_pygame():
    import importlib
    import subprocess

    code = "import sys, game.ui.tween; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert importlib.import_module("game.ui.tween") is not None
