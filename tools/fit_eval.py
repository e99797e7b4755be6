"""Fit the weights of `game.ai.evaluate` (a developer's tool; needs NumPy and SciPy, not the game).

    python tools/fit_eval.py [--hands 1500] [--seed 1]

Plays hands with the normal player in every seat, keeps about a third of the positions where a seat is
about to play, labels each with the seat that went on to win, and fits a conditional logit (the chance
of each seat winning) by maximum likelihood, for each table-size bucket, with and without rules that
move hands around. Prints the WEIGHTS table to paste into evaluate.py, with the fit's log-loss against
the uniform guess.
"""
from __future__ import annotations

import argparse
import importlib
import math
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.evaluate import features
from game.ai.normal import NormalPolicy
from game.model.game import Game
from game.model.rules import Rules

CONFIGS: tuple[tuple[int, int, bool], ...] = (
    (2, 2, False), (4, 4, False), (6, 6, False), (10, 9, False),
    (2, 2, True), (4, 4, True), (6, 6, True), (10, 9, True),
)
"""(bucket, seats played, hands move)."""
MOVING = Rules.from_spec("stacking,seven_o,jump_in")


def positions(players: int, rules: Rules, hands: int, seed: int) -> tuple[list[list[tuple[float, ...]]], list[int]]:
    """Return (features of every seat at each kept position, winner) from normal self-play."""
    rng = random.Random(seed)
    policy = NormalPolicy(rng)
    xs: list[list[tuple[float, ...]]] = []
    ys: list[int] = []
    for i in range(hands):
        g = Game.new(players, rules, seed=seed * 1_000_003 + i)
        kept: list[list[tuple[float, ...]]] = []
        while not g.is_over:
            for s in g.out_of_turn_seats():
                legal = g.out_of_turn_actions(s)
                a = policy.react(g.view(s), legal) if legal else None
                if a is not None:
                    g.apply(a)
                    break
            if g.is_over:
                break
            if g.phase == "play" and rng.random() < 0.3:
                n = g.players
                kept.append([
                    features(h, ((s - g.current) * g.direction) % n, g.color, g.top.rank)
                    for s, h in enumerate(g.hands)
                ])
            g.apply(policy.choose(g.view(g.current), g.turn_actions()))
        if g.winner is not None:
            xs.extend(kept)
            ys.extend([g.winner] * len(kept))
    return xs, ys


def fit(xs: list[list[tuple[float, ...]]], ys: list[int]) -> tuple[list[float], float]:
    """Return (weights, mean log-loss) of the conditional logit fitted to the positions."""
    np: Any = importlib.import_module("numpy")
    optimize: Any = importlib.import_module("scipy.optimize")
    x = np.array(xs, dtype=float)
    y = np.array(ys)
    rows = np.arange(len(y))

    def loss(w: Any) -> Any:
        u = x @ w
        u = u - u.max(axis=1, keepdims=True)
        logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
        return -logp[rows, y].mean()

    result = optimize.minimize(loss, np.zeros(x.shape[2]), method="L-BFGS-B")
    return [round(float(v), 3) for v in result.x], float(result.fun)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1500, help="hands per table (fewer at big tables)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("WEIGHTS: dict[tuple[int, bool], tuple[float, ...]] = {")
    for bucket, players, moving in CONFIGS:
        hands = args.hands * 4 // max(4, players)
        xs, ys = positions(players, MOVING if moving else Rules(), hands, args.seed)
        weights, logloss = fit(xs, ys)
        print(f"    ({bucket}, {moving}): ({', '.join(f'{w:.3f}' for w in weights)}),"
              f"  # {len(ys)} positions, log-loss {logloss:.3f} (uniform {math.log(players):.3f})")
    print("}")


if __name__ == "__main__":
    main()
