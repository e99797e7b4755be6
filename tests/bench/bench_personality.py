"""How far each personality's play differs from steady play, measured with 95% intervals.

    python tests/bench/bench_personality.py [--games 160] [--seeds 5] [--players 4] [--rules stacking,seven_o,jump_in]

Each personality (and steady, as the reference) plays `--games` hands in one seat against three steady
normal players, on the same deals for each (tools/ai_style.py's `profile`), once per seed from 0 to
`--seeds` - 1. For every style figure it prints steady's rate, the personality's, and their difference
with a 95% interval: for the rates (a count of choices over a count of chances) the normal
approximation of a difference of two proportions over every seed's counts pooled; for jumps per hand,
the mean over seeds of each seed's difference, with a t interval over the seeds.

This replaces margins once fitted to a single seed in tests/ai/test_personality.py: the test checks only
what must always hold (decisions in fixed positions); this prints how large the differences are.
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from ai_style import Profile, profile  # noqa: E402

from game.model.rules import Rules  # noqa: E402

SPECS = ("normal:bold", "normal:cautious", "normal:vindictive", "normal:chatty")
RATES: dict[str, tuple[str, str]] = {
    "early_action": ("early_action", "early_plays"),
    "wild_held": ("wild_held", "wild_only"),
    "challenge": ("challenged", "challenge_chances"),
    "jump_in": ("jump_wanted", "jump_chances"),
    "at_leader": ("at_leader", "attacks"),
}
"""Each printed rate: (the counter of the choice, the counter of its chances) in a `Profile`."""
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26}


def diff_interval(hit_a: int, n_a: int, hit_b: int, n_b: int) -> tuple[float, float, float]:
    """Return (b - a, low, high): the difference of two rates with its 95% interval (normal approximation)."""
    pa = hit_a / n_a if n_a else 0.0
    pb = hit_b / n_b if n_b else 0.0
    se = math.sqrt((pa * (1 - pa) / n_a if n_a else 0.0) + (pb * (1 - pb) / n_b if n_b else 0.0))
    d = pb - pa
    return d, d - 1.96 * se, d + 1.96 * se


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Return (mean, low, high): a t interval over `values` (one per seed)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, m, m
    half = T95.get(len(values) - 1, 1.96) * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def pooled(profiles: Sequence[Profile]) -> Counter[str]:
    out: Counter[str] = Counter()
    for p in profiles:
        out.update(p.n)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_personality", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=160)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", default="stacking,seven_o,jump_in")
    args = parser.parse_args(argv)
    rules = Rules.from_spec(args.rules)
    seeds = range(args.seeds)
    runs = {spec: [profile(spec, args.games, args.players, rules, seed=s) for s in seeds]
            for spec in ("normal", *SPECS)}
    steady = pooled(runs["normal"])
    print(f"{args.games} hands x {args.seeds} seeds per personality, {args.players} seats, "
          f"rules: {rules.spec() or 'official'}; difference from steady with its 95% interval")
    for spec in SPECS:
        mine = pooled(runs[spec])
        print(f"\n{spec}")
        for name, (hit, chances) in RATES.items():
            d, low, high = diff_interval(steady[hit], steady[chances], mine[hit], mine[chances])
            a = steady[hit] / steady[chances] if steady[chances] else 0.0
            b = mine[hit] / mine[chances] if mine[chances] else 0.0
            print(f"  {name:>14}: steady {a:6.1%}  {spec.split(':')[1]:>10} {b:6.1%}  "
                  f"diff {d:+6.1%}  [{low:+6.1%}, {high:+6.1%}]  ({mine[chances]} chances)")
        per_seed = [runs[spec][i].n["jump_wanted"] / runs[spec][i].hands
                    - runs["normal"][i].n["jump_wanted"] / runs["normal"][i].hands for i in range(len(seeds))]
        m, low, high = mean_interval(per_seed)
        print(f"  {'jumps_per_hand':>14}: diff {m:+.3f}  [{low:+.3f}, {high:+.3f}]  (t over {len(seeds)} seeds)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
