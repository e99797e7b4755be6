"""Check that the model plays the classic and 2018 editions exactly as an older commit does.

    python tools/equivalence.py --old /path/to/old/checkout [--seeds 300] [--rule-sets 40]

`--old` is a copy of the older commit's tree (for example `git archive 1bd4e79 | tar -x -C /tmp/old`).
The same script runs twice in fresh processes, once on each tree (`--dump`), and the two outputs are
compared line by line. Each line is one (seed, rule set) case: a hand dealt with `Game.new` and played
to its end by a seeded random player on every seat (turn actions and out-of-turn reactions alike),
hashed as it goes: every event `apply` returns (and the deal's), every list of legal actions, every
seat's view (the fields the older commit has), the refusal (code and seats) of a random action at every step,
and the saved hand (`to_dict` but its version), read back with `from_dict` and played on from the copy
every few actions. Last, the simulator's JSON (its quiet hands) for a few rule sets. Equal hashes on
every line: the same seed, rules and actions gave the same events, bit for bit.

It uses only names both trees have. Exit status 0 when every line is equal.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

VIEW_FIELDS = (
    "player", "players", "hand", "hand_sizes", "top", "color", "direction", "current", "phase",
    "pending_draw", "discard_pile", "draw_pile_size", "rules", "dealer", "winner", "uno_called",
    "exposed", "drawn_card", "penalty_by", "color_before_w4", "actions_taken", "partners",
)
"""The view's fields at the older commit (later ones may add more; those are not compared)."""

FIXED_RULES = (
    "", "stacking", "stacking,stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play",
    "challenge=false", "uno_penalty=4", "uno_penalty=0", "hand_size=3", "hand_size=14",
    "first_card_number_only", "teams", "target_score=none",
    "edition=2018", "edition=2018,custom_wild=swap_hands", "edition=2018,custom_wild=others_draw_one",
    "edition=2018,custom_wild=skip_everyone", "edition=2018,custom_wild=discard_color",
    "edition=2018,custom_wild=target_draws_two",
    "stacking,seven_o,jump_in,draw_until_playable,force_play",
    "stacking,stack_mixed,challenge=false,teams", "edition=2018,seven_o,jump_in,stacking",
)
SWITCHES = ("stacking", "stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play",
            "first_card_number_only", "teams")
CUSTOM = ("wild", "swap_hands", "others_draw_one", "skip_everyone", "discard_color", "target_draws_two")
SIM_RULES = ("", "stacking,seven_o,jump_in", "edition=2018,custom_wild=others_draw_one,draw_until_playable",
             "teams,force_play,challenge=false")


def rule_sets(count: int) -> list[str]:
    """The fixed rule sets, then random ones (from a fixed seed) up to `count`."""
    out = list(FIXED_RULES[:count])
    rng = random.Random(2024)
    while len(out) < count:
        parts = [s for s in SWITCHES if rng.random() < 0.35]
        if rng.random() < 0.3:
            parts.append("challenge=false")
        if rng.random() < 0.4:
            parts += ["edition=2018", f"custom_wild={rng.choice(CUSTOM)}"]
        if rng.random() < 0.3:
            parts.append(f"hand_size={rng.randint(1, 10)}")
        if rng.random() < 0.3:
            parts.append(f"uno_penalty={rng.randint(0, 6)}")
        out.append(",".join(parts))
    return out


def _players(rules: Any, seed: int) -> int | None:
    """A table size the rules can deal, chosen by the seed (None: none can)."""
    sizes = [p for p in range(2, 11) if not rules.problems(p)]
    return sizes[seed % len(sizes)] if sizes else None


def _saved(game: Any) -> str:
    data = dict(game.to_dict())
    data.pop("version", None)
    for later in ("side", "pending_color", "shown_from", "pass_on"):  # fields a later version adds
        data.pop(later, None)
    return json.dumps(data, sort_keys=True)


def play_case(seed: int, spec: str) -> tuple[str, int, int]:
    """Play one hand and return (hash, actions, events)."""
    from game.model import ALL_CARDS, CallUno, Catch, Game, Play, Rules

    rules = Rules.from_spec(spec)
    players = _players(rules, seed)
    h = hashlib.sha256()
    if players is None:
        return "no-table", 0, 0
    game = Game.new(players, rules, seed=seed)
    rng = random.Random(seed * 1_000_003 + len(spec))
    events = 0

    def feed(text: str) -> None:
        h.update(text.encode())
        h.update(b"\n")

    for e in game.opening_events:
        feed(repr(e))
        events += 1
    steps = 0
    while not game.is_over:
        steps += 1
        for p in range(players):
            v = game.view(p)
            feed(repr(tuple(getattr(v, f) for f in VIEW_FIELDS)))
        legal = game.legal_actions()
        feed(repr(legal))
        # A random action that may or may not be legal: its refusal (or none) is part of the record.
        probe = Play(rng.randrange(players), rng.choice(ALL_CARDS), None, None)
        refusal = game.refusal(probe)  # its code and seats (the sentences' wording may change)
        feed(repr(None if refusal is None else (refusal.reason, refusal.seats)))
        # Out-of-turn chances first, as the simulator asks them.
        seats = game.out_of_turn_seats()
        feed(repr(seats))
        acted = False
        for s in seats:
            chances = game.out_of_turn_actions(s)
            feed(repr(chances))
            if chances and rng.random() < 0.4:
                action = chances[rng.randrange(len(chances))]
                for e in game.apply(action):
                    feed(repr(e))
                    events += 1
                acted = True
                break
        if acted:
            continue
        legal = game.legal_actions()
        # The random player says Uno less often than it could, so that catches happen.
        turn = [a for a in legal if not isinstance(a, (CallUno, Catch))] or legal
        action = turn[rng.randrange(len(turn))]
        for e in game.apply(action):
            feed(repr(e))
            events += 1
        if steps % 7 == 0:
            feed(_saved(game))
            game = Game.from_dict(json.loads(json.dumps(game.to_dict())))
        elif steps % 11 == 0:
            game = game.copy()
    feed(repr(game.outcome()))
    feed(repr(game.round_points()))
    return h.hexdigest()[:20], steps, events


def dump(seeds: int, count: int) -> None:
    from game.model import Rules
    from game.sim import Config, run

    for spec in rule_sets(count):
        for seed in range(seeds):
            digest, steps, events = play_case(seed, spec)
            print(f"hand\t{spec or 'official'}\t{seed}\t{digest}\t{steps}\t{events}", flush=False)
    for spec in SIM_RULES:
        config = Config(games=200, players=4, agents=("random", "easy", "normal"), rules=Rules.from_spec(spec),
                        seed=5, time_limit=None)
        result = run(config)
        result.pop("games_per_second", None)
        for key in list(result):
            if "second" in key or "time" in key:
                result.pop(key)
        print(f"sim\t{spec or 'official'}\t5\t{hashlib.sha256(json.dumps(result, sort_keys=True).encode()).hexdigest()[:20]}"
              f"\t{result.get('games')}\t0")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, help="the older commit's tree")
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--rule-sets", type=int, default=40)
    parser.add_argument("--dump", action="store_true", help="print this tree's hashes (used by the comparison)")
    args = parser.parse_args(argv)
    if args.dump:
        dump(args.seeds, args.rule_sets)
        return 0
    if args.old is None or not (args.old / "game" / "model").is_dir():
        print("equivalence: give --old, a tree of the older commit (with game/model)", file=sys.stderr)
        return 2
    outputs = []
    for tree in (args.old.resolve(), ROOT):
        env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
        done = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--dump", "--seeds", str(args.seeds),
             "--rule-sets", str(args.rule_sets)],
            cwd=tree, env=env, capture_output=True, text=True, check=False,
        )
        if done.returncode:
            print(f"equivalence: the run on {tree} failed:\n{done.stderr[-3000:]}", file=sys.stderr)
            return 2
        outputs.append(done.stdout.splitlines())
    old, new = outputs
    differ = [(a, b) for a, b in zip(old, new, strict=False) if a != b]
    hands = [line for line in new if line.startswith("hand")]
    played = [line for line in hands if line.split("\t")[3] != "no-table"]
    actions = sum(int(line.split("\t")[4]) for line in played)
    events = sum(int(line.split("\t")[5]) for line in played)
    sims = [line for line in new if line.startswith("sim")]
    print(f"rule sets {args.rule_sets}, seeds {args.seeds}: {len(played)} hands played "
          f"({actions} actions, {events} events), {len(sims)} simulator runs of 200 hands")
    if len(old) != len(new):
        print(f"DIFFERENT: {len(old)} lines from the old tree, {len(new)} from this one")
        return 1
    if differ:
        print(f"DIFFERENT: {len(differ)} of {len(new)} cases")
        for a, b in differ[:10]:
            print(f"  old {a}\n  new {b}")
        return 1
    print(f"all {len(new)} cases equal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
