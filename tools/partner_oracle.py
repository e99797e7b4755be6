"""What partner play could win if a partner's cards were known (a developer's measurement, not a player).

    python tools/partner_oracle.py [--games 20000] [--players 4] [--rules teams] [--seed 11]

Plays `oracle,normal+blind` team hands in the simulator. The oracle is the normal player whose memory of
a partner close to going out (two cards or fewer) is replaced by the partner's actual hand: the colour
it holds most stands for the colour it seems to hold, every colour it does not hold (when it holds no
wild) for the colours it seems to lack. Everything else is the normal player's team play. The gap
between this and `normal,normal+blind` is the most that reading a partner's hand better could give; the
normal player reads it from public plays only (docs/ai.md, "Team play").

The oracle peeks through the game the simulator last took a view from (a patch of `Game.view` made
here), so it only works in this process: the run uses one worker.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.common import COLORS
from game.ai.normal import NormalAgent, NormalPolicy
from game.model.cards import Color
from game.model.game import Game
from game.model.rules import Rules
from game.model.view import PlayerView

_TABLE: list[Game | None] = [None]
_view = Game.view


def _peeking_view(self: Game, player: int) -> PlayerView:
    _TABLE[0] = self
    return _view(self, player)


Game.view = _peeking_view  # type: ignore[method-assign]


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", default="teams")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    from game.sim import Config, run

    rules = Rules.from_spec(args.rules)
    config = Config(
        games=args.games, players=args.players, agents=("partner_oracle:OracleNormal", "normal+blind"),
        rules=rules, seed=args.seed, time_limit=None,
    )
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    summary: dict[str, Any] = run(config, workers=1)
    team = summary["team_share"][0]
    low, high = team["ci95"]
    print(
        f"{summary['games']} hands, {args.players} seats, rules {args.rules}, seed {args.seed}: "
        f"oracle team {team['wins']} wins, {100 * team['share']:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
