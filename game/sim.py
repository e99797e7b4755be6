"""Headless simulator and tournament runner.

    python -m game.sim --games N --players P --agents hard,normal,random \
        --rules stacking,seven_o,jump_in --seed S --json [--workers N] [--match]

Every game's seed comes from (--seed, game index) alone, and its agents are built afresh for it, so
the results are the same whatever --workers is.

With the `teams` rule the agents alternate round the table as always (`a,b` at four seats is `a,b,a,b`),
so the agents at even places of the list are one team and those at odd places the other; rotating the
seats moves every agent by the same number of places, so partners stay partners. The summary then also
gives each team's hands won (`team_wins`, `team_share`, with 95% intervals).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import agent_reaction, make_agent
from game.model.actions import Action
from game.model.events import Event
from game.model.game import Game, IllegalAction
from game.model.match import Match
from game.model.rules import Rules

MAX_REACTIONS = 64
"""Out-of-turn actions allowed between two turn actions (a guard against a looping agent)."""


class AgentError(RuntimeError):
    """An agent returned something that is not a legal action."""


@dataclass
class HandResult:
    """What one hand came to."""

    winner: int | None
    points: int
    actions: int
    turns: int


def play_hand(game: Game, agents: Sequence[Any], rng: random.Random | None = None) -> HandResult:
    """Play `game` to its end with one agent per seat and return the result.

    After every action, the seats with an out-of-turn chance are asked (`react`), quickest first
    (each agent's `reaction`, with a little seeded jitter), and the first legal answer is applied.
    """
    rng = rng if rng is not None else random.Random(0)
    n = game.players
    if len(agents) != n:
        raise ValueError(f"{len(agents)} agents for {n} seats")
    reacts = [getattr(a, "react", None) for a in agents]
    chooses = [a.choose for a in agents]
    speed = [agent_reaction(a) for a in agents]
    observers = [(s, fn) for s, a in enumerate(agents) if (fn := getattr(a, "observe", None)) is not None]
    if observers:
        _tell(observers, list(game.opening_events))
    turns = 0
    out_of_turn_seats = game.out_of_turn_seats
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply
    while not game.is_over:
        seats = out_of_turn_seats()
        if seats:
            _reactions(game, seats, reacts, speed, observers, rng)
            if game.is_over:
                break
        seat = game.current
        action = chooses[seat](view(seat), legal_actions())
        try:
            events = apply(action)
        except IllegalAction as exc:
            raise AgentError(f"seat {seat} ({type(agents[seat]).__name__}) chose {action}: {exc}") from None
        turns += 1
        if observers:
            _tell(observers, events)
    return HandResult(game.winner, game.round_points(), game.actions_taken, turns)


def _reactions(
    game: Game,
    seats: list[int],
    reacts: list[Any],
    speed: list[float],
    observers: list[tuple[int, Callable[[Sequence[Event]], None]]],
    rng: random.Random,
) -> None:
    for _ in range(MAX_REACTIONS):
        if len(seats) > 1:
            seats = sorted(seats, key=lambda s: speed[s] * (0.75 + 0.5 * rng.random()))
        acted = False
        for s in seats:
            react = reacts[s]
            if react is None:
                continue
            legal = game.out_of_turn_actions(s)
            if not legal:
                continue
            action: Action | None = react(game.view(s), legal)
            if action is None:
                continue
            try:
                events = game.apply(action)
            except IllegalAction as exc:
                raise AgentError(f"seat {s} reacted with {action}: {exc}") from None
            if observers:
                _tell(observers, events)
            acted = True
            break
        if not acted or game.is_over:
            return
        seats = game.out_of_turn_seats()
        if not seats:
            return


def _tell(observers: list[tuple[int, Callable[[Sequence[Event]], None]]], events: list[Event]) -> None:
    for seat, fn in observers:
        fn([e.seen_by(seat) for e in events])


def play_match(match: Match, agents: Sequence[Any], rng: random.Random) -> tuple[int | None, int, int, int]:
    """Play a match to its end: (winner, hands, actions, turns)."""
    actions = turns = hands = 0
    while True:
        result = play_hand(match.game, agents, rng)
        hands += 1
        actions += result.actions
        turns += result.turns
        if match.is_over:
            return match.winner, hands, actions, turns
        match.next_round()


# ---------------------------------------------------------------------------------- tournaments


@dataclass(frozen=True)
class Config:
    """One tournament."""

    games: int = 100
    players: int = 4
    agents: tuple[str, ...] = ("normal",)
    rules: Rules = field(default_factory=Rules)
    seed: int = 0
    match: bool = False

    def seats_for(self, index: int) -> list[int]:
        """Return, for each seat of game `index`, the position in `agents` that sits there."""
        filled = [i % len(self.agents) for i in range(self.players)]
        shift = index % self.players
        return [filled[(s + shift) % self.players] for s in range(self.players)]


def game_seed(seed: int, index: int) -> int:
    """Return the seed of game `index` of a tournament."""
    return random.Random(f"uno-sim:{seed}:{index}").getrandbits(64)


def run_one(config: Config, index: int) -> tuple[int | None, int, int, int]:
    """Play game `index`: (winning agent position or None, actions, turns, hands)."""
    seed = game_seed(config.seed, index)
    rng = random.Random(seed)
    positions = config.seats_for(index)
    agents = [make_agent(config.agents[pos], seed=rng.getrandbits(32)) for pos in positions]
    if config.match:
        match = Match.new(config.players, config.rules, seed=rng.getrandbits(64))
        winner, hands, actions, turns = play_match(match, agents, rng)
    else:
        game = Game.new(config.players, config.rules, seed=rng.getrandbits(64))
        result = play_hand(game, agents, rng)
        winner, hands, actions, turns = result.winner, 1, result.actions, result.turns
    return (None if winner is None else positions[winner]), actions, turns, hands


def _run_chunk(args: tuple[Config, int, int]) -> list[tuple[int | None, int, int, int]]:
    config, start, stop = args
    return [run_one(config, i) for i in range(start, stop)]


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score 95% interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def run(config: Config, workers: int = 1, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the tournament and return its summary (the JSON the command prints)."""
    start_time = time.perf_counter()
    results: list[tuple[int | None, int, int, int]] = []
    chunk = max(1, min(200, config.games // max(1, workers * 8) or 1))
    bounds = [(config, i, min(i + chunk, config.games)) for i in range(0, config.games, chunk)]
    if workers <= 1:
        for b in bounds:
            results.extend(_run_chunk(b))
            if progress:
                progress(len(results), config.games)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for part in pool.map(_run_chunk, bounds):
                results.extend(part)
                if progress:
                    progress(len(results), config.games)
    elapsed = time.perf_counter() - start_time
    k = len(config.agents)
    wins = [0] * k
    draws = 0
    for winner, _, _, _ in results:
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
    games = len(results)
    seats_of = [sum(1 for i in range(config.players) if i % k == pos) for pos in range(k)]
    share = []
    for pos in range(k):
        low, high = wilson(wins[pos], games)
        share.append(
            {
                "agent": config.agents[pos],
                "seats": seats_of[pos],
                "wins": wins[pos],
                "share": wins[pos] / games if games else 0.0,
                "ci95": [round(low, 4), round(high, 4)],
                "fair_share": seats_of[pos] / config.players,
            }
        )
    total_actions = sum(r[1] for r in results)
    total_turns = sum(r[2] for r in results)
    total_hands = sum(r[3] for r in results)
    summary: dict[str, Any] = {
        "games": games,
        "players": config.players,
        "agents": list(config.agents),
        "rules": config.rules.to_dict(),
        "match": config.match,
        "seed": config.seed,
        "wins": wins,
        "draws": draws,
        "win_share": share,
        "mean_turns": total_actions / games if games else 0.0,
        "mean_hand_length": total_turns / total_hands if total_hands else 0.0,
        "mean_hands": total_hands / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "seconds": elapsed,
    }
    if config.rules.teams and k % 2 == 0:
        summary.update(team_summary(config.agents, wins, games))
    return summary


def team_summary(agents: Sequence[str], wins: Sequence[int], games: int) -> dict[str, Any]:
    """Return the team figures of a team tournament: the agents at even places of the list are team 0,
    those at odd places team 1 (they alternate round the table, and rotation keeps them together)."""
    team_wins = [sum(w for pos, w in enumerate(wins) if pos % 2 == team) for team in (0, 1)]
    rows = []
    for team in (0, 1):
        low, high = wilson(team_wins[team], games)
        rows.append(
            {
                "team": team,
                "agents": [a for pos, a in enumerate(agents) if pos % 2 == team],
                "wins": team_wins[team],
                "share": team_wins[team] / games if games else 0.0,
                "ci95": [round(low, 4), round(high, 4)],
            }
        )
    return {"team_wins": team_wins, "team_share": rows}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
        raise _UsageError(message)


class _UsageError(Exception):
    pass


def _positive(name: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be a whole number, got {text!r}") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"{name} must be at least 1, got {value}")
        return value

    return parse


def parse_args(argv: Sequence[str] | None) -> tuple[Config, argparse.Namespace]:
    """Read the command line into a Config; raise _UsageError with a one-line message."""
    parser = _Parser(prog="python -m game.sim", description="Play Uno hands or matches headless.")
    parser.add_argument("--games", type=_positive("--games"), default=100)
    parser.add_argument("--players", type=_positive("--players"), default=4)
    parser.add_argument("--agents", default="normal")
    parser.add_argument("--rules", default="")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workers", type=_positive("--workers"), default=1)
    parser.add_argument("--match", action="store_true", help="play matches to the target score, not hands")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 10:
        raise _UsageError(f"--players must be from 2 to 10, got {args.players}")
    try:
        rules = Rules.from_spec(args.rules)
    except ValueError as exc:
        raise _UsageError(f"--rules: {exc}") from None
    agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
    if not agents:
        raise _UsageError("--agents needs at least one agent")
    if len(agents) > args.players:
        raise _UsageError(f"{len(agents)} agents for {args.players} seats")
    if rules.teams and len(agents) % 2 and len(agents) > 1:
        raise _UsageError(
            f"with teams, give one agent or an even number of them (they alternate seats: a,b is a team "
            f"of a against a team of b), got {len(agents)}"
        )
    for spec in dict.fromkeys(agents):
        try:
            make_agent(spec, seed=0)
        except ValueError as exc:
            raise _UsageError(f"--agents: {exc}") from None
    try:
        Game.new(args.players, rules, seed=0)
    except ValueError as exc:
        raise _UsageError(f"--rules: {exc}") from None
    return Config(args.games, args.players, agents, rules, args.seed, args.match), args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator command line; return the exit code."""
    try:
        config, args = parse_args(argv)
    except _UsageError as exc:
        print(f"game.sim: error: {exc}", file=sys.stderr)
        return 2
    progress: Callable[[int, int], None] | None = None
    if sys.stderr.isatty():

        def show(done: int, total: int) -> None:
            print(f"\r{done}/{total} {'matches' if config.match else 'hands'}", end="", file=sys.stderr, flush=True)

        progress = show

    try:
        summary = run(config, workers=args.workers, progress=progress)
    except AgentError as exc:
        print(f"game.sim: agent error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ngame.sim: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # an outside agent may raise anything: one line, never a traceback
        print(f"game.sim: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    if progress is not None:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        unit = "matches" if config.match else "hands"
        print(f"{summary['games']} {unit}, {config.players} seats, rules: {config.rules.spec() or 'official'}")
        for row in summary["win_share"]:
            low, high = row["ci95"]
            print(
                f"  {row['agent']:>10} x{row['seats']}: {row['wins']:6d} wins  {row['share']:6.1%}"
                f"  (95% CI {low:.1%}-{high:.1%}, fair {row['fair_share']:.1%})"
            )
        for row in summary.get("team_share", []):
            low, high = row["ci95"]
            print(
                f"  team {row['team']} ({'+'.join(row['agents'])}): {row['wins']:6d} wins  {row['share']:6.1%}"
                f"  (95% CI {low:.1%}-{high:.1%}, fair 50.0%)"
            )
        print(f"  drawn: {summary['draws']}   mean actions/{unit[:-1] if unit == 'hands' else 'match'}: "
              f"{summary['mean_turns']:.1f}   {summary['games_per_second']:.0f} {unit}/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
