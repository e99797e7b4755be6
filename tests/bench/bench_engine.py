"""Engine speed: four seats playing rlcard's rule policy, through the simulator's hand loop.

    python tests/bench/bench_engine.py [--hands 3000] [--rules stacking,seven_o,jump_in]

The policy (rlcard's UNORuleAgentV1): a random playable non-wild card, else a wild naming the colour
held most, else draw (or keep the drawn card); always say Uno. The loop is `game.sim.play_hand`, so
the out-of-turn checks after every action are counted. rlcard's own engine plays a simpler rule set at
about 1,900-2,900 such hands per second on the project's machine (7-8 microseconds an action).
"""
from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Sequence

from game.model import CallUno, ChooseColor, Color, Draw, Game, Pass, Play, Rules
from game.model.actions import Action
from game.model.view import PlayerView
from game.sim import play_hand


class RulePolicy:
    """rlcard's rule agent, on our actions."""

    reaction = 0.5

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        plain = [a for a in legal if type(a) is Play and not a.card.wild]
        if plain:
            return plain[self.rng.randrange(len(plain))]
        wilds = [a for a in legal if type(a) is Play]
        if wilds:
            counts = Counter(c.color for c in view.hand if c.color is not None)
            best = max(Color, key=lambda c: counts[c])
            for a in wilds:
                if a.color is best:
                    return a
            return wilds[0]
        for a in legal:
            if type(a) is ChooseColor:
                counts = Counter(c.color for c in view.hand if c.color is not None)
                best = max(Color, key=lambda c: counts[c])
                return ChooseColor(view.player, best)
        for a in legal:
            if type(a) is Draw or type(a) is Pass:
                return a
        return legal[0]

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        for a in legal:
            if type(a) is CallUno:
                return a
        return None


def bench(hands: int, rules: Rules, seed: int = 0) -> dict[str, float]:
    agents = [RulePolicy(seed + s) for s in range(4)]
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for i in range(hands):
        game = Game.new(4, rules, seed=seed * 1_000_003 + i)
        actions += play_hand(game, agents, rng).actions
    elapsed = time.perf_counter() - start
    return {
        "hands": hands,
        "actions": actions,
        "seconds": elapsed,
        "hands_per_second": hands / elapsed,
        "us_per_action": elapsed / actions * 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--rules", default="")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rules = Rules.from_spec(args.rules)
    bench(200, rules)  # warm up
    best: dict[str, float] | None = None
    for r in range(args.repeat):
        result = bench(args.hands, rules, seed=r)
        if best is None or result["hands_per_second"] > best["hands_per_second"]:
            best = result
    assert best is not None
    print(
        f"engine, 4 seats, rlcard rule policy, rules: {rules.spec() or 'official'}\n"
        f"  {best['hands_per_second']:.0f} hands/s   {best['us_per_action']:.2f} us/action   "
        f"({best['actions'] / best['hands']:.1f} actions/hand, best of {args.repeat} x {args.hands} hands)"
    )


if __name__ == "__main__":
    main()
