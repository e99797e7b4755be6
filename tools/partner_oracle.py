"""What partner play could win if a partner's cards were known (a developer's measurement, not a player).

    python tools/partner_oracle.py [--games 20000] [--players 4] [--rules teams] [--seed 11]
    python tools/partner_oracle.py --level hard [--told always|close] [--against hard] --games 300 --seed 101

Plays `oracle,normal+blind` team hands in the simulator. The oracle is the normal player whose memory of
a partner close to going out (two cards or fewer) is replaced by the partner's actual hand: the colour
it holds most stands for the colour it seems to hold, every colour it does not hold (when it holds no
wild) for the colours it seems to lack. Everything else is the normal player's team play. The gap
between this and `normal,normal+blind` is the most that reading a partner's hand better could give; the
normal player reads it from public plays only (docs/ai.md, "Team play").

`--level hard` plays the hard player told its partners' actual hands instead: every guess of the hidden
cards its search deals puts each partner's real hand in place (the cards the guess gave that partner go
where the guess had put the real ones), at every decision (`--told always`) or only while that partner
holds two cards or fewer (`--told close`), against `hard+blind`. `--against hard` plays the plain
partner-aware hard team instead of the oracle on the same deals, for a paired comparison.

The oracle peeks through the game the simulator last took a view from (a patch of `Game.view` made
here), so it only works in this process: the run uses one worker.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from collections import Counter
from collections.abc import Sequence

from game.ai.common import COLORS
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent, NormalPolicy
from game.model.actions import Action
from game.model.cards import Card, Color
from game.model.game import Game
from game.model.rules import Rules
from game.model.view import PlayerView

_TABLE: list[Game | None] = [None]


def peek() -> None:
    """Patch `Game.view` (in this process, for this run only) to note the game each view is taken from."""
    view = Game.view
    if getattr(view, "peeks", False):
        return

    def peeking_view(self: Game, player: int) -> PlayerView:
        _TABLE[0] = self
        return view(self, player)

    peeking_view.peeks = True  # type: ignore[attr-defined]
    Game.view = peeking_view  # type: ignore[method-assign]


class OraclePolicy(NormalPolicy):
    """The normal policy, told a close partner's hand instead of guessing it."""

    __slots__ = ()

    def partner_hint(self, view: PlayerView) -> tuple[int | None, Color | None, frozenset[Color]]:
        if not self.partner_aware or not view.partners or _TABLE[0] is None:
            return None, None, frozenset()
        sizes = view.hand_sizes
        mate = min(view.partners, key=lambda s: sizes[s])
        if sizes[mate] > 2:
            return None, None, frozenset()
        hand = _TABLE[0].hands[mate]
        held = [c.color for c in hand if not c.wild]
        if not held:
            return mate, None, frozenset()
        like = max(COLORS, key=held.count)
        lacks = frozenset() if len(held) < len(hand) else frozenset(c for c in COLORS if c not in held)
        return mate, like, lacks


class OracleNormal(NormalAgent):
    """The normal player with `OraclePolicy`."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.policy = OraclePolicy(self.rng)


def _told(view: PlayerView, close_only: bool) -> dict[int, list[Card]]:
    """Return the partners' actual hands (only those holding two cards or fewer when `close_only`)."""
    g = _TABLE[0]
    if g is None or not view.partners:
        return {}
    return {m: list(g.hands[m]) for m in view.partners if not close_only or view.hand_sizes[m] <= 2}


def put_in_place(hands: list[list[Card]], stock: list[Card], me: int, told: dict[int, list[Card]]) -> None:
    """Give each told partner its real hand in a guess of the hidden cards (`hands`, `stock`): every real
    card the guess put elsewhere changes places with a card the guess gave that partner instead."""
    for mate, real in told.items():
        spare = list((Counter(hands[mate]) - Counter(real)).elements())
        for card in (Counter(real) - Counter(hands[mate])).elements():
            give = spare.pop()
            for s, h in enumerate(hands):
                if s not in (mate, me) and card in h:
                    h[h.index(card)] = give
                    break
            else:
                if card in stock:
                    stock[stock.index(card)] = give
        hands[mate] = list(real)


class OracleHard(HardAgent):
    """The hard player whose every guess of the hidden cards holds its partners' real hands."""

    close_only = False

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._told: dict[int, list[Card]] = {}
        guess = self.tracker.sample

        def sample(view: PlayerView, rng: Any, check: bool = True) -> tuple[list[list[Card]], list[Card]]:
            hands, stock = guess(view, rng, check)
            put_in_place(hands, stock, view.player, self._told)
            return hands, stock

        self.tracker.sample = sample  # type: ignore[method-assign]

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self._told = _told(view, self.close_only)  # the simulator took this view just now
        return super().choose(view, legal)


class OracleHardClose(OracleHard):
    """Told a partner's hand only while that partner holds two cards or fewer."""

    close_only = True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", default="teams")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--level", choices=("normal", "hard"), default="normal")
    parser.add_argument("--told", choices=("always", "close"), default="always", help="hard: when it is told")
    parser.add_argument("--against", choices=("oracle", "hard"), default="oracle",
                        help="hard: play the plain partner-aware team instead (same deals)")
    args = parser.parse_args(argv)
    from game.sim import Config, run

    rules = Rules.from_spec(args.rules)
    if args.level == "normal":
        agents = ("partner_oracle:OracleNormal", "normal+blind")
    elif args.against == "hard":
        agents = ("hard", "hard+blind")
    else:
        agents = ("partner_oracle:OracleHardClose" if args.told == "close" else "partner_oracle:OracleHard", "hard+blind")
    config = Config(
        games=args.games, players=args.players, agents=agents, rules=rules, seed=args.seed, time_limit=None,
    )
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    importlib.import_module("partner_oracle").peek()  # the module the simulator builds the agents from
    summary: dict[str, Any] = run(config, workers=1)
    team = summary["team_share"][0]
    low, high = team["ci95"]
    print(
        f"{summary['games']} hands, {args.players} seats, rules {args.rules}, seed {args.seed}: "
        f"{agents[0]} team {team['wins']} wins, {100 * team['share']:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
