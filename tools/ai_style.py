"""How a CPU plays, counted: the action frequencies that tell the personalities apart.

    python tools/ai_style.py --games 400 --players 4 --agents normal,normal:bold,normal:cautious \
        --rules stacking,seven_o,jump_in --seed 0

Each agent of `--agents` is measured in its own table of `--players` seats against steady normal
players (the simulator's `play_hand`, seeded per hand, so every agent meets the same deals), and a
`Counter` wrapped around it counts its decisions:

- early_action: while holding 5+ cards with a Skip, Draw Two or Reverse it could play, how often it
  played one;
- wild_held: how often it drew (or kept a drawn card) while it could have played a wild and nothing else;
- stack: how often it stacked when it could;  big_stack: how often that stack was a Wild Draw Four;
- challenge: how often it challenged a Wild Draw Four it could challenge;
- jump_in: how often it jumped in when asked (the simulator asks the quickest seat first, and the
  first to answer acts); jumps_per_hand: its jump-ins per hand (quicker players get more chances);
- at_leader: the share of its attacks (Skip, Draw Two, Wild Draw Four, a Seven-O swap) aimed at the
  player holding the fewest cards;
- win: its share of hands won, with the Wilson 95% interval.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.base import make_agent
from game.ai.common import D2, REVERSE, SEVEN, SKIP, W4
from game.model.actions import Action, Challenge, Draw, Pass, Play
from game.model.game import DRAWN, PENALTY, PLAY, Game
from game.model.rules import Rules
from game.model.view import PlayerView
from game.sim import game_seed, play_hand, wilson

__all__ = ["Profile", "StyleCounter", "main", "profile"]

_ACTIONS = (SKIP, D2, REVERSE)


@dataclass
class Profile:
    """The counts of one agent's decisions over a run."""

    agent: str
    hands: int = 0
    wins: int = 0
    n: Counter[str] = field(default_factory=Counter)

    def rate(self, hit: str, chances: str) -> float:
        """Return n[hit] / n[chances] (0 when there was no chance)."""
        return self.n[hit] / self.n[chances] if self.n[chances] else 0.0

    def summary(self) -> dict[str, Any]:
        """Return the frequencies (see the module docstring) as a JSON-safe dict."""
        low, high = wilson(self.wins, self.hands)
        return {
            "agent": self.agent,
            "hands": self.hands,
            "win": round(self.wins / self.hands, 4) if self.hands else 0.0,
            "win_ci95": [round(low, 4), round(high, 4)],
            "early_action": round(self.rate("early_action", "early_plays"), 4),
            "wild_held": round(self.rate("wild_held", "wild_only"), 4),
            "stack": round(self.rate("stacked", "stack_chances"), 4),
            "big_stack": round(self.rate("big_stack", "stacked"), 4),
            "challenge": round(self.rate("challenged", "challenge_chances"), 4),
            "jump_in": round(self.rate("jump_wanted", "jump_chances"), 4),
            "at_leader": round(self.rate("at_leader", "attacks"), 4),
            "jumps_per_hand": round(self.n["jump_wanted"] / self.hands, 3) if self.hands else 0.0,
            "decisions": sum(self.n[k] for k in ("turns",)),
        }


class StyleCounter:
    """Wraps an agent and counts its decisions into a `Profile` (it plays exactly as the agent does)."""

    def __init__(self, agent: Any, profile: Profile) -> None:
        self.agent = agent
        self.p = profile
        self.reaction = getattr(agent, "reaction", 0.5)
        obs = getattr(agent, "observe", None)
        if obs is not None:
            self.observe = obs

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        action: Action = self.agent.choose(view, legal)
        n = self.p.n
        n["turns"] += 1
        plays = [a for a in legal if type(a) is Play]
        if view.phase == PENALTY:
            if plays:
                n["stack_chances"] += 1
                if type(action) is Play:
                    n["stacked"] += 1
                    if action.card.rank is W4:
                        n["big_stack"] += 1
            if any(type(a) is Challenge for a in legal):
                n["challenge_chances"] += 1
                if type(action) is Challenge:
                    n["challenged"] += 1
        elif view.phase in (PLAY, DRAWN):
            if plays and all(a.card.wild for a in plays) and len(view.hand) > 1:
                n["wild_only"] += 1
                if type(action) in (Draw, Pass):
                    n["wild_held"] += 1
            if len(view.hand) >= 5 and any(a.card.rank in _ACTIONS for a in plays):
                n["early_plays"] += 1
                if type(action) is Play and action.card.rank in _ACTIONS:
                    n["early_action"] += 1
        if type(action) is Play:
            self._attack(view, action)
        return action

    def _attack(self, view: PlayerView, action: Play) -> None:
        rank = action.card.rank
        sizes = view.hand_sizes
        me = view.player
        leader = min(s for i, s in enumerate(sizes) if i != me)
        if rank is SEVEN and action.target is not None:
            victim = action.target
        elif rank in (SKIP, D2, W4):
            victim = (me + view.direction) % view.players
        else:
            return
        self.p.n["attacks"] += 1
        if sizes[victim] == leader:
            self.p.n["at_leader"] += 1

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        react = getattr(self.agent, "react", None)
        action: Action | None = react(view, legal) if react is not None else None
        if any(type(a) is Play for a in legal) and len(view.hand) > 1:
            self.p.n["jump_chances"] += 1
            if type(action) is Play:
                self.p.n["jump_wanted"] += 1
        return action


def profile(spec: str, games: int, players: int = 4, rules: Rules | None = None, seed: int = 0,
            others: str = "normal") -> Profile:
    """Play `games` hands with `spec` in one seat (it moves round the table) and `others` in the rest."""
    rules = rules if rules is not None else Rules()
    prof = Profile(spec)
    for i in range(games):
        rng = random.Random(game_seed(seed, i))
        mine = i % players
        agents: list[Any] = []
        for s in range(players):
            agent = make_agent(spec if s == mine else others, seed=rng.getrandbits(32))
            agents.append(StyleCounter(agent, prof) if s == mine else agent)
        game = Game.new(players, rules, seed=rng.getrandbits(64))
        result = play_hand(game, agents, rng)
        prof.hands += 1
        if result.winner == mine:
            prof.wins += 1
    return prof


def main(argv: Sequence[str] | None = None) -> int:
    """Print each agent's profile (a table, or JSON lines with --json)."""
    parser = argparse.ArgumentParser(prog="python tools/ai_style.py", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--agents", default="normal,normal:bold,normal:cautious,normal:vindictive,normal:chatty")
    parser.add_argument("--others", default="normal")
    parser.add_argument("--rules", default="")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        rules = Rules.from_spec(args.rules)
        specs = [a.strip() for a in args.agents.split(",") if a.strip()]
        for spec in [*specs, args.others]:
            make_agent(spec, seed=0)
        if not 2 <= args.players <= 10 or args.games < 1:
            raise ValueError("--players must be 2-10 and --games at least 1")
    except ValueError as exc:
        print(f"ai_style: error: {exc}", file=sys.stderr)
        return 2
    keys = ("win", "early_action", "wild_held", "stack", "big_stack", "challenge", "jump_in", "at_leader",
            "jumps_per_hand")
    if not args.json:
        print(f"{args.games} hands each, {args.players} seats, others {args.others}, "
              f"rules: {rules.spec() or 'official'}, seed {args.seed}")
        print(f"{'agent':>18} " + " ".join(f"{k:>12}" for k in keys) + "   win 95% CI")
    for spec in specs:
        row = profile(spec, args.games, args.players, rules, args.seed, args.others).summary()
        if args.json:
            print(json.dumps(row))
        else:
            low, high = row["win_ci95"]
            print(f"{spec:>18} " + " ".join(f"{row[k]:>12.1%}" if k != "jumps_per_hand" else f"{row[k]:>12.2f}" for k in keys) + f"   {low:.1%}-{high:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
