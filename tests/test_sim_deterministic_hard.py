"""The simulator's results depend on the seed alone, even with the hard player, whose search has a
wall-clock safety cap: a busy machine must not change a decision (the simulator turns the cap off, as a
seeded match does)."""
from __future__ import annotations

import itertools
from typing import Any

import pytest

from game import sim
from game.ai import hard
from game.model.rules import Rules


def test_hard_decides_the_same_on_a_machine_too_slow_for_its_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    config = sim.Config(games=4, players=4, agents=("hard", "normal"), rules=Rules(edition="flip"), seed=2)
    calm = [sim.run_one(config, i) for i in range(config.games)]

    ticks = itertools.count()

    def slow_clock() -> float:  # every look at the clock finds a second gone: the cap would end each search
        return float(next(ticks))

    monkeypatch.setattr(hard.time, "perf_counter", slow_clock)
    assert [sim.run_one(config, i) for i in range(config.games)] == calm


def test_the_simulator_builds_the_hard_player_without_its_wall_clock_cap() -> None:
    agent: Any = sim._build("hard", 7)
    assert agent.time_cap is None and agent.steps == hard.STEPS
