"""Measure a variant of a CPU player: set constants of `game.ai` modules, then run the simulator.

Usage:
    python tools/ai_variant.py [--set module.NAME=value ...] -- SIMULATOR ARGUMENTS

For example, the hard player with a 3-point margin against three normal players:
    python tools/ai_variant.py --set hard.MARGIN=0.03 -- --games 1000 --players 4 \\
        --agents hard,normal,normal,normal --workers 2

`module` is a module of `game.ai` (hard, tracker, normal, evaluate, ...); `value` is a Python literal.
The constants are read when an agent is made or when it decides (a default argument is not: set
`hard.TIME_CAP` and nothing changes), and the simulator's worker processes are forked from this
one, so every game sees the change.

`--reveal next|prev|across|all` is a diagnostic, never a way to play: the hard player's guesses of the
hidden cards then take the true hands of those seats (relative to its own), which measures what the
hidden information is worth.

Prints one line: the variant, the seconds it took, and each agent's share of the hands won with its
95% interval.
"""
from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import io
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def apply(setting: str) -> None:
    """Set one `module.NAME=value` in `game.ai`; raise ValueError with a one-line reason."""
    target, sep, text = setting.partition("=")
    module_name, dot, name = target.rpartition(".")
    if not sep or not dot:
        raise ValueError(f"{setting!r}: expected module.NAME=value")
    try:
        module = importlib.import_module(f"game.ai.{module_name}")
    except ImportError:
        raise ValueError(f"{setting!r}: there is no module game.ai.{module_name}") from None
    if not hasattr(module, name):
        raise ValueError(f"{setting!r}: game.ai.{module_name} has no {name}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise ValueError(f"{setting!r}: {text!r} is not a Python literal") from None
    setattr(module, name, value)


REVEAL = ("next", "prev", "across", "all")


def reveal(which: str) -> None:
    """Make every hard player's guesses use the true hands of the seats `which` names."""
    import game.sim as sim
    from game.ai.tracker import Tracker

    current: dict[str, Any] = {}
    play_hand = sim.play_hand

    def watched(game: Any, agents: Any, rng: Any = None) -> Any:
        current["game"] = game
        return play_hand(game, agents, rng)

    sample = Tracker.sample

    def sample_seeing(self: Tracker, view: Any, rng: Any, check: bool = True) -> Any:
        me, n, d = view.player, view.players, view.direction
        seats = {
            "next": [(me + d) % n], "prev": [(me - d) % n], "across": [(me + n // 2) % n],
            "all": [s for s in range(n) if s != me],
        }[which]
        saved = {s: self.seats[s].known for s in seats}
        for s in seats:  # cards known to be in a hand are dealt to it as they are
            self.seats[s].known = list(current["game"].hands[s])
        try:
            return sample(self, view, rng, check)
        finally:
            for s, known in saved.items():
                self.seats[s].known = known

    sim.play_hand = watched  # type: ignore[assignment]
    Tracker.sample = sample_seeing  # type: ignore[method-assign]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    sim_args: list[str] = []
    if "--" in args:
        cut = args.index("--")
        args, sim_args = args[:cut], args[cut + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", default=[], metavar="module.NAME=value")
    parser.add_argument("--reveal", choices=REVEAL, help="diagnostic: hard sees these seats' hands")
    opts = parser.parse_args(args)
    try:
        for setting in opts.set:
            apply(setting)
    except ValueError as exc:
        print(f"ai_variant: {exc}", file=sys.stderr)
        return 2
    if opts.reveal:
        reveal(opts.reveal)
    from game.sim import main as simulate

    out = io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stdout(out):
        code = simulate([*sim_args, "--json"])
    if code:
        return int(code)
    result = json.loads(out.getvalue())
    shares = ", ".join(
        f"{w['agent']} {w['share']:.1%} ({w['ci95'][0]:.1%}-{w['ci95'][1]:.1%})" for w in result["win_share"]
    )
    name = " ".join(opts.set + ([f"reveal={opts.reveal}"] if opts.reveal else [])) or "as shipped"
    print(f"{name}: {result['games']} hands in {time.perf_counter() - start:.0f} s: {shares}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
