"""The hard player's estimate of each seat's chance to win a hand from a position (all hands known).

A conditional logit over the seats: seat s wins with probability exp(w . f(s)) / sum over seats, where
f(s) describes its hand (size, one or two cards left, wilds, colours, cards that play now) and its place
in the turn order. The weights were fitted by `python tools/fit_eval.py` on positions from hands the
normal player played against itself, separately for table sizes and for rules that move hands around
(Seven-O, the 2018 deck's Wild Shuffle Hands), where holding few cards means less.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from game.model.cards import Card, Color, Rank
from game.model.game import Game
from game.model.rules import Rules

FEATURES = ("cards", "one left", "two left", "on turn", "next", "wilds", "colours", "playable (max 3)", "log cards")

# Fitted by `python tools/fit_eval.py` (see its docstring); key: (table size bucket, hands move).
WEIGHTS: dict[tuple[int, bool], tuple[float, ...]] = {
    (2, False): (0.009, 0.333, -0.029, 0.021, -0.021, 0.645, -0.209, 0.175, -0.879),
    # 14611 positions, log-loss 0.622 (uniform 0.693)
    (4, False): (-0.006, 0.200, 0.049, 0.191, 0.070, 0.748, 0.106, 0.145, -2.027),
    # 20277 positions, log-loss 1.192 (uniform 1.386)
    (6, False): (-0.030, -0.063, -0.101, 0.199, 0.053, 0.616, 0.145, 0.117, -2.541),
    # 17501 positions, log-loss 1.518 (uniform 1.792)
    (10, False): (-0.207, 0.486, 0.117, 0.272, 0.119, 0.732, 0.336, 0.108, -2.074),
    # 15271 positions, log-loss 1.818 (uniform 2.197)
    (2, True): (0.054, 0.403, 0.045, 0.016, -0.016, 0.024, -0.141, 0.111, -0.534),
    # 14736 positions, log-loss 0.676 (uniform 0.693)
    (4, True): (0.014, 0.662, 0.127, 0.093, 0.041, 0.167, -0.128, 0.095, -0.506),
    # 19738 positions, log-loss 1.336 (uniform 1.386)
    (6, True): (0.113, 0.745, 0.188, 0.138, 0.062, 0.052, -0.074, 0.076, -0.985),
    # 15547 positions, log-loss 1.737 (uniform 1.792)
    (10, True): (0.012, 1.054, 0.263, 0.217, 0.103, 0.114, -0.060, 0.070, -0.490),
    # 12174 positions, log-loss 2.127 (uniform 2.197)
}


def bucket(players: int) -> int:
    """Return the table-size bucket the weights are kept for: 2, 4 (3-4), 6 (5-7) or 10 (8-10)."""
    if players <= 2:
        return 2
    if players <= 4:
        return 4
    if players <= 7:
        return 6
    return 10


def hands_move(rules: Rules) -> bool:
    """Return True when the rules pass hands around (Seven-O, or the 2018 deck's Wild Shuffle Hands)."""
    return rules.seven_o or rules.edition == "2018"


def weights_for(players: int, rules: Rules) -> tuple[float, ...]:
    """Return the weights for a table of `players` seats under `rules`."""
    return WEIGHTS[(bucket(players), hands_move(rules))]


def features(hand: Sequence[Card], dist: int, color: Color | None, top_rank: Rank) -> tuple[float, ...]:
    """Return the features of one seat: its hand, and `dist` turns until it plays (0: on turn)."""
    n = len(hand)
    wild = 0
    match = 0
    cols: set[Color | None] = set()
    for c in hand:
        if c.wild:
            wild += 1
            match += 1
        else:
            cols.add(c.color)
            if c.color is color or c.rank is top_rank:
                match += 1
    return (
        float(n), float(n == 1), float(n == 2), float(dist == 0), float(dist == 1),
        float(wild), float(len(cols)), float(min(match, 3)), math.log(n + 1),
    )


def win_chances(g: Game, weights: Sequence[float]) -> list[float]:
    """Return every seat's estimated chance to win from the position `g`."""
    hands = g.hands
    n_players = len(hands)
    current = g.current
    direction = g.direction
    color = g.color
    top_rank = g.top.rank
    scores = []
    for s, h in enumerate(hands):
        f = features(h, ((s - current) * direction) % n_players, color, top_rank)
        scores.append(sum(w * x for w, x in zip(weights, f, strict=True)))
    top = max(scores)
    exps = [math.exp(u - top) for u in scores]
    total = sum(exps)
    return [e / total for e in exps]
