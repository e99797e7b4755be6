"""Fit the weights of `game.ai.evaluate` (a developer's tool; needs NumPy and SciPy, not the game).

    python tools/fit_eval.py [--hands 1500] [--seed 1]
    python tools/fit_eval.py --teams [--hands 3000]

Plays hands with the normal player in every seat, keeps about a third of the positions where a seat is
about to play, labels each with the seat that went on to win, and fits a conditional logit (the chance
of each seat winning) by maximum likelihood, for each table-size bucket, with and without rules that
move hands around. Prints the WEIGHTS table to paste into evaluate.py, with the fit's log-loss against
the uniform guess.

`--teams` asks whether team play needs weights of its own: it plays team hands (`Rules.teams`, 4 and 6
seats, partner-aware normal players) and fits the weights to the chance of the winning *team* (the sum
of its seats' chances, as the hard player scores a team), printing that fit's log-loss beside the
log-loss of the solo weights the hard player uses (docs/ai.md, "Team play").
"""
from __future__ import annotations

import argparse
import importlib
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.evaluate import features, weights_for
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
    # With teams the players remember the colours their partners named and drew on (the solo weights
    # were fitted without telling them anything, and still reproduce that way).
    tell = policy.observe if rules.teams else _ignore
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
                    tell(g.apply(a))
                    break
            if g.is_over:
                break
            if g.phase == "play" and rng.random() < 0.3:
                n = g.players
                kept.append([
                    features(h, ((s - g.current) * g.direction) % n, g.color, g.top.rank)
                    for s, h in enumerate(g.hands)
                ])
            tell(g.apply(policy.choose(g.view(g.current), g.turn_actions())))
        if g.winner is not None:
            xs.extend(kept)
            ys.extend([g.winner] * len(kept))
    return xs, ys


def _ignore(events: object) -> None:
    pass


def fit(
    xs: list[list[tuple[float, ...]]], ys: list[int], teams: bool = False, start: Sequence[float] | None = None
) -> tuple[list[float], float, float]:
    """Return (weights, mean log-loss, log-loss at `start`) of the conditional logit fitted to the positions;
    `teams`: the likelihood is that of the winner's team (alternating seats), not of the winner's seat."""
    np: Any = importlib.import_module("numpy")
    optimize: Any = importlib.import_module("scipy.optimize")
    x = np.array(xs, dtype=float)
    y = np.array(ys)
    rows = np.arange(len(y))
    mine = (np.arange(x.shape[1])[None, :] % 2) == (y[:, None] % 2)

    def loss(w: Any) -> Any:
        u = x @ w
        u = u - u.max(axis=1, keepdims=True)
        logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
        if teams:
            return -np.log((np.exp(logp) * mine).sum(axis=1)).mean()
        return -logp[rows, y].mean()

    w0 = np.array(start, dtype=float) if start is not None else np.zeros(x.shape[2])
    result = optimize.minimize(loss, w0, method="L-BFGS-B")
    return [round(float(v), 3) for v in result.x], float(result.fun), float(loss(w0))


def fit_teams(hands: int, seed: int) -> None:
    """Print, for team hands at 4 and 6 seats, how well the solo weights and team-fitted ones predict the
    winning team."""
    for players in (4, 6):
        rules = Rules(teams=True)
        xs, ys = positions(players, rules, hands * 4 // players, seed)
        weights, logloss, solo = fit(xs, ys, teams=True, start=weights_for(players, rules))
        print(f"{players} seats, {len(ys)} positions: team log-loss {solo:.4f} with the solo weights, "
              f"{logloss:.4f} fitted on team hands ({', '.join(f'{w:.3f}' for w in weights)}); a coin 0.6931")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1500, help="hands per table (fewer at big tables)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--teams", action="store_true", help="compare the solo weights with team-fitted ones")
    args = parser.parse_args()
    if args.teams:
        fit_teams(args.hands, args.seed)
        return
    print("WEIGHTS: dict[tuple[int, bool], tuple[float, ...]] = {")
    for bucket, players, moving in CONFIGS:
        hands = args.hands * 4 // max(4, players)
        xs, ys = positions(players, MOVING if moving else Rules(), hands, args.seed)
        weights, logloss, _ = fit(xs, ys)
        print(f"    ({bucket}, {moving}): ({', '.join(f'{w:.3f}' for w in weights)}),"
              f"  # {len(ys)} positions, log-loss {logloss:.3f} (uniform {math.log(players):.3f})")
    print("}")


if __name__ == "__main__":
    main()
