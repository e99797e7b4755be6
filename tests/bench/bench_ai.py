"""CPU decision time: the hard player's median and slowest decision, and the cost of the others.

    python tests/bench/bench_ai.py [--positions 400] [--seed 0]

Positions come from real hands played by the simulator's loop at tables of 2, 4, 6 and 10 seats, on the
official rules and on party rules (stacking, Seven-O, Jump-In; one table adds the 2018 deck and draw
until playable), and on UNO Flip! (4 seats official; 2 seats with stacking and Seven-O). One seat is
hard, the others normal, easy and random; every decision of every agent is timed (the hard one's turn decisions are the ones that search). Targets on the project machine:
hard median under 150 ms, slowest under 400 ms.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from game.ai import make_agent
from game.model import Game, PlayerView, Rules
from game.model.actions import Action
from game.model.events import Event
from game.sim import play_hand

TABLES: tuple[tuple[int, str], ...] = (
    (4, ""),
    (4, "stacking,seven_o,jump_in"),
    (2, ""),
    (10, "stacking,seven_o,jump_in"),
    (6, "stacking,seven_o,jump_in,draw_until_playable,edition=2018"),
    (10, ""),
    (4, "edition=flip"),
    (2, "edition=flip,stacking,seven_o"),
)
OTHERS = ("normal", "easy", "normal", "random")


class Timed:
    """Wrap an agent and time each of its decisions."""

    def __init__(self, inner: Any, kind: str, times: dict[str, list[float]]) -> None:
        self.inner = inner
        self.kind = kind
        self.times = times
        self.reaction = inner.reaction

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        action: Action = self.inner.choose(view, legal)
        elapsed = time.perf_counter() - start
        self.times[self.kind].append(elapsed)
        if getattr(self.inner, "last_worlds", 0):
            self.times[self.kind + " searched"].append(elapsed)
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        start = time.perf_counter()
        action: Action | None = self.inner.react(view, legal)
        self.times[self.kind + " react"].append(time.perf_counter() - start)
        return action

    def observe(self, events: Sequence[Event]) -> None:
        fn = getattr(self.inner, "observe", None)
        if fn is not None:
            fn(events)


def collect(positions: int, seed: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Play hands round the tables until the hard seats made `positions` turn decisions."""
    times: dict[str, list[float]] = defaultdict(list)
    by_table: dict[str, list[float]] = defaultdict(list)
    rng = random.Random(seed)
    i = 0
    while len(times["hard"]) < positions:
        players, spec = TABLES[i % len(TABLES)]
        label = f"{players} seats, {spec or 'official'}"
        before = len(times["hard"])
        agents: list[Any] = []
        for s in range(players):
            kind = "hard" if s == i % players else OTHERS[s % len(OTHERS)]
            agents.append(Timed(make_agent(kind, seed=rng.getrandbits(32)), kind, times))
        game = Game.new(players, Rules.from_spec(spec), seed=rng.getrandbits(32))
        play_hand(game, agents, random.Random(i))
        by_table[label].extend(times["hard"][before:])
        i += 1
    return times, by_table


def ms(x: float) -> str:
    return f"{x * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400, help="hard turn decisions to time")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    times, by_table = collect(args.positions, args.seed)
    hard = sorted(times["hard"])
    median = statistics.median(hard)
    p90 = hard[int(len(hard) * 0.9)]
    searched = sorted(times["hard searched"])
    print(f"hard: {len(hard)} turn decisions from real hands ({len(searched)} searched, the rest obvious)")
    print(f"  all:      median {ms(median)}   90th percentile {ms(p90)}   slowest {ms(hard[-1])}")
    if searched:
        print(f"  searched: median {ms(statistics.median(searched))}   "
              f"90th percentile {ms(searched[int(len(searched) * 0.9)])}   slowest {ms(searched[-1])}")
    print(f"  targets: median < 150 ms {'OK' if median < 0.150 else 'MISSED'}, "
          f"slowest < 400 ms {'OK' if hard[-1] < 0.400 else 'MISSED'}")
    for label, values in by_table.items():
        values = sorted(values)
        print(f"  {len(values):4d} decisions, median {ms(statistics.median(values)):>9}, "
              f"slowest {ms(values[-1]):>9}: {label}")
    print("per-decision cost of the others (mean):")
    for kind in ("hard react", "normal", "normal react", "easy", "easy react", "random", "random react"):
        values = times.get(kind)
        if values:
            print(f"  {kind:>13}: {statistics.fmean(values) * 1e6:8.1f} us   ({len(values)} decisions)")


if __name__ == "__main__":
    main()
