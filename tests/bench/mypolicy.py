"""An outside agent written to the contract alone: rlcard's UNORuleAgentV1 policy on our actions.

    python -m game.sim --games 5000 --players 4 --agents mypolicy:RuleBot --seed 1 --json

(with this folder on PYTHONPATH). The policy, as rlcard 1.2.0's `UNORuleAgentV1` plays it: a Wild Draw
Four naming the colour held most, else a random non-wild playable card, else a wild (a random colour,
as rlcard picks among its wild actions), else draw (or keep the card just drawn, or take the penalty);
the colour is counted only when a Wild Draw Four is chosen. It says Uno whenever it may (`react`), and
never catches or challenges. It imports nothing but the contract's names.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.model import Action, CallUno, ChooseColor, Color, Draw, Pass, Play, PlayerView, Rank

_W4 = Rank.WILD_DRAW_FOUR
_COLORS = tuple(Color)


def _most_held(view: PlayerView) -> Color:
    counts = dict.fromkeys(_COLORS, 0)
    for card in view.hand:
        if card.color is not None:
            counts[card.color] += 1
    return max(_COLORS, key=counts.__getitem__)


class RuleBot:
    """rlcard's UNORuleAgentV1, through the contract."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        plain: list[Action] = []
        wilds: list[Action] = []
        w4 = False
        for a in legal:
            if type(a) is Play:
                card = a.card
                if card.color is not None:
                    plain.append(a)
                elif card.rank is _W4:
                    w4 = True
                else:
                    wilds.append(a)
            elif type(a) is ChooseColor:
                best = _most_held(view)
                return next(c for c in legal if type(c) is ChooseColor and c.color is best)
        if w4:
            best = _most_held(view)
            return next(a for a in legal if type(a) is Play and a.card.rank is _W4 and a.color is best)
        if plain:
            return plain[self.rng.randrange(len(plain))]
        if wilds:
            return wilds[self.rng.randrange(len(wilds))]
        for a in legal:
            if type(a) is Draw or type(a) is Pass:
                return a
        return legal[0]

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        for a in legal:
            if type(a) is CallUno:
                return a
        return None
