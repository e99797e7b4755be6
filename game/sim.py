"""Headless simulator and tournament runner.

    python -m game.sim --games N --players P --agents hard,normal,random \
        --rules stacking,seven_o,jump_in --seed S --json [--workers N] [--match] [--time-limit S]

Every game's seed comes from (--seed, game index) alone, and its agents are built afresh for it, so
the results are the same whatever --workers is, and whatever the machine's load: an agent's wall-clock
safety cap (`time_cap`, the hard player's) is switched off, as in a seeded match. The games are handed out in chunks as they are played
(never listed in advance) and only totals are kept, so `--games 10**12` runs in constant memory.
Unless an agent has an `observe` method, nobody reads the events, so the hands are dealt quiet: the
model plays them by the same rules without building any event (see `Game._quiet`).

Agents are outside code: the simulator guards against them. One decision (or reaction, or observation)
that takes longer than `--time-limit` seconds (default 10; 0 switches it off) ends the run with one line
naming the seat and the agent: a watchdog thread sees it, prints that line and ends the process, since
an agent that does not return cannot be stopped any other way. An agent that raises, or calls
`sys.exit`, is reported in one line too.

With the `teams` rule the agents alternate round the table as always (`a,b` at four seats is `a,b,a,b`),
so the agents at even places of the list are one team and those at odd places the other; rotating the
seats moves every agent by the same number of places, so partners stay partners. The summary then also
gives each team's hands won (`team_wins`, `team_share`, with 95% intervals).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import multiprocessing.connection
import os
import random
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.ai.base import agent_builder, agent_reaction
from game.model.actions import Action
from game.model.events import Event
from game.model.game import Game, IllegalAction
from game.model.match import Match
from game.model.rules import Rules

MAX_REACTIONS = 64
"""Out-of-turn actions allowed between two turn actions (a guard against a looping agent)."""
DEFAULT_TIME_LIMIT = 10.0
"""Seconds one call into an agent may take before the run fails (`--time-limit`)."""
TIMEOUT_EXIT = 3
"""Exit status of a run ended by the time limit."""
WORKERS_PER_CORE = 4
"""`--workers` may be at most this many times the cores: more only adds processes that wait their turn
(a pool starts every worker at once, so `--workers 1000000` would try to start a million)."""


class AgentError(RuntimeError):
    """An agent misbehaved: an action that is not legal, an exception, `sys.exit`, or no answer in time."""


class AgentTimeout(AgentError):
    """An agent did not answer within the time limit (reported by a worker process)."""


def agent_label(agent: Any) -> str:
    """Return how an agent is named in messages: its class as `module:Class`."""
    kind = type(agent)
    return f"{kind.__module__}:{kind.__qualname__}"


# ---------------------------------------------------------------------------------- the watchdog

_WATCH: list[Any] = [None, 0, ()]
"""[seat whose agent runs now or None, calls into agents so far, that game's agents by seat]: written
around every call into an agent, read by the watchdog thread."""
_LIMIT: list[float] = [0.0]
_REPORT: list[Callable[[str], None]] = []


def _who() -> str:
    seat, _, agents = _WATCH
    if isinstance(seat, str):
        return seat
    if isinstance(seat, int) and 0 <= seat < len(agents):
        return f"seat {seat} ({agent_label(agents[seat])})"
    return "an agent"


def _watchdog() -> None:
    """Every tick: if the same call into an agent has been running for longer than the limit, report
    it and end the process."""
    last = -1
    since = time.monotonic()
    while True:
        limit = _LIMIT[0]
        time.sleep(min(0.25, limit / 4) if limit > 0 else 0.25)
        now = time.monotonic()
        seat, count = _WATCH[0], _WATCH[1]
        if seat is None or count != last or limit <= 0:
            last = count
            since = now
            continue
        if now - since >= limit:
            message = f"{_who()} took more than {limit:g} s to answer (--time-limit {limit:g})"
            try:
                for report in _REPORT[-1:]:
                    report(message)
            finally:
                os._exit(TIMEOUT_EXIT)


def arm_watchdog(limit: float | None, report: Callable[[str], None]) -> None:
    """Limit every call into an agent in this process to `limit` seconds (None or 0: no limit).

    Past it, `report(message)` is called with one line naming the seat and the agent, and the process
    ends with status TIMEOUT_EXIT.
    """
    _LIMIT[0] = float(limit or 0.0)
    _REPORT.append(report)
    del _REPORT[:-1]
    if limit and not any(t.name == "game.sim watchdog" for t in threading.enumerate()):
        threading.Thread(target=_watchdog, name="game.sim watchdog", daemon=True).start()


def _report_to_stderr(message: str) -> None:
    start = "\n" if sys.stderr.isatty() else ""  # past the progress line on a terminal
    sys.stderr.write(f"{start}game.sim: agent error: {message}\n")
    sys.stderr.flush()


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
    Raises AgentError (one line naming the seat and the agent) when an agent answers with an action
    that is not legal, raises, or calls `sys.exit`.
    """
    rng = rng if rng is not None else random.Random(0)
    n = game.players
    if len(agents) != n:
        raise ValueError(f"{len(agents)} agents for {n} seats")
    watch = _WATCH
    watch[2] = agents
    reacts = [getattr(a, "react", None) for a in agents]
    reactive = any(r is not None for r in reacts)  # else nobody is ever asked out of turn: no need to look
    chooses = [a.choose for a in agents]
    speed: list[float] = []
    observers = [(s, fn) for s, a in enumerate(agents) if (fn := getattr(a, "observe", None)) is not None]
    if observers and game._quiet:
        raise ValueError("an agent observes the events, but this hand builds none (a quiet hand)")
    turns = 0
    out_of_turn_seats = game.out_of_turn_seats
    out_of_turn_actions = game.out_of_turn_actions
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply_listed  # the agents answer from lists just asked: no second check of those
    try:
        if observers:
            _tell(observers, list(game.opening_events))
        while True:
            # The model's own flag, read here without a call (a call costs as much as the look): no
            # seat can act out of turn until a change clears it (see Game.out_of_turn_seats).
            seats = out_of_turn_seats() if reactive and not game._calm else None  # none once the hand is over
            if seats:
                if len(seats) == 1 and (react := reacts[seats[0]]) is not None:
                    # The common case (a seat that may say Uno), asked here: the same as _reactions.
                    s = seats[0]
                    legal = out_of_turn_actions(s)
                    action: Action | None = None
                    if legal:
                        watch[1] += 1
                        watch[0] = s
                        action = react(view(s), legal)
                        watch[0] = None
                    if action is not None:
                        try:
                            events = apply(action, legal)
                        except IllegalAction as exc:
                            raise AgentError(f"seat {s} ({agent_label(agents[s])}) reacted with {action}: {exc}") from None
                        if observers:
                            _tell(observers, events)
                        seats = out_of_turn_seats()
                        if seats:
                            _reactions(game, seats, reacts, speed, observers, rng, 1)
                else:
                    _reactions(game, seats, reacts, speed, observers, rng, 0)
            legal = legal_actions()
            if not legal:  # the hand is over
                break
            seat = legal[0].player  # the awaited seat: every action names its player first
            watch[1] += 1
            watch[0] = seat
            action = chooses[seat](view(seat), legal)
            watch[0] = None
            try:
                events = apply(action, legal)
            except IllegalAction as exc:
                raise AgentError(f"seat {seat} ({agent_label(agents[seat])}) chose {action}: {exc}") from None
            turns += 1
            if observers:
                _tell(observers, events)
    except AgentError:
        watch[0] = None
        raise
    except SystemExit as exc:
        who = _who()
        watch[0] = None
        raise AgentError(f"{who} called sys.exit({exc.code!r})") from None
    except Exception as exc:
        if watch[0] is None:
            raise  # not from an agent
        who = _who()
        watch[0] = None
        raise AgentError(f"{who} raised {type(exc).__name__}: {exc}") from None
    return HandResult(game.winner, game.round_points(), game.actions_taken, turns)


def _reactions(
    game: Game,
    seats: list[int],
    reacts: list[Any],
    speed: list[float],
    observers: list[tuple[int, Callable[[Sequence[Event]], None]]],
    rng: random.Random,
    done: int,
) -> None:
    """Ask the seats with an out-of-turn chance, quickest first, until nobody acts (at most
    MAX_REACTIONS actions between two turn actions; `done` were taken already)."""
    watch = _WATCH
    agents = watch[2]
    if not speed:
        speed.extend(agent_reaction(a) for a in agents)
    for _ in range(MAX_REACTIONS - done):
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
            watch[1] += 1
            watch[0] = s
            action: Action | None = react(game.view(s), legal)
            watch[0] = None
            if action is None:
                continue
            try:
                events = game.apply_listed(action, legal)
            except IllegalAction as exc:
                raise AgentError(f"seat {s} ({agent_label(agents[s])}) reacted with {action}: {exc}") from None
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
    watch = _WATCH
    for seat, fn in observers:
        seen = [e.seen_by(seat) for e in events]
        watch[1] += 1
        watch[0] = seat
        fn(seen)
    watch[0] = None


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
    time_limit: float | None = DEFAULT_TIME_LIMIT
    """Seconds one call into an agent may take (None or 0: no limit)."""

    def seats_for(self, index: int) -> list[int]:
        """Return, for each seat of game `index`, the position in `agents` that sits there."""
        filled = [i % len(self.agents) for i in range(self.players)]
        shift = index % self.players
        return [filled[(s + shift) % self.players] for s in range(self.players)]

    @cached_property
    def rotations(self) -> tuple[tuple[int, ...], ...]:
        """`seats_for(index)` for each `index % players`, worked out once (read for every game)."""
        return tuple(tuple(self.seats_for(shift)) for shift in range(self.players))


def _digest(seed: int, index: int) -> bytes:
    """Return the 64 bytes every seed of game `index` is taken from: the game's (bytes 0-7), each
    seat's agent's (4 bytes each from byte 8), the reaction jitter's (bytes 48-55)."""
    return hashlib.blake2b(f"uno-sim:{seed}:{index}".encode(), digest_size=64).digest()


def game_seed(seed: int, index: int) -> int:
    """Return the seed of game `index` of a tournament."""
    return int.from_bytes(_digest(seed, index)[:8], "little")


class _Jitter(random.Random):
    """The reaction jitter's generator, seeded when first used: most hands never need it, and seeding a
    Mersenne Twister costs more than a deal."""

    def __init__(self, seed: int) -> None:  # no super().__init__: seeded on first use
        self._later: int | None = seed

    def random(self) -> float:
        if self._later is not None:
            self.seed(self._later)
            self._later = None
        return super().random()


_BUILDERS: dict[str, tuple[str, Callable[[int | None], Any]]] = {}
"""Per agent spec: how the watchdog names it while it is built, and its builder (`agent_builder`)."""


def _build(spec: str, seed: int) -> Any:
    watch = _WATCH
    watch[1] += 1
    found = _BUILDERS.get(spec)
    try:
        if found is None:
            watch[0] = f"agent {spec} (being built)"
            found = _BUILDERS[spec] = (watch[0], agent_builder(spec))
        watch[0] = found[0]
        agent = found[1](seed)
        if getattr(agent, "time_cap", None) is not None:
            agent.time_cap = None  # the seed alone decides: a busy machine must not cut a search short
    except SystemExit as exc:
        raise AgentError(f"agent {spec} called sys.exit({exc.code!r}) while being built") from None
    except ValueError as exc:
        raise AgentError(str(exc)) from None
    watch[0] = None
    return agent


def run_one(config: Config, index: int) -> tuple[int | None, int, int, int]:
    """Play game `index`: (winning agent position or None, actions, turns, hands)."""
    digest = _digest(config.seed, index)
    seed = int.from_bytes(digest[:8], "little")
    rng = _Jitter(int.from_bytes(digest[48:56], "little"))
    positions = config.rotations[index % config.players]
    agents = [
        _build(config.agents[pos], int.from_bytes(digest[8 + 4 * s:12 + 4 * s], "little"))
        for s, pos in enumerate(positions)
    ]
    # Nobody reads the events unless an agent observes them: then the model builds none (a quiet hand).
    quiet = all(getattr(a, "observe", None) is None for a in agents)
    if config.match:
        match = Match._start(config.players, config.rules, seed, quiet)
        winner, hands, actions, turns = play_match(match, agents, rng)
    else:
        game = Game._deal(config.players, config.rules, seed, None, None, quiet)
        result = play_hand(game, agents, rng)
        winner, hands, actions, turns = result.winner, 1, result.actions, result.turns
    return (None if winner is None else positions[winner]), actions, turns, hands


@dataclass
class Totals:
    """What a run of games adds up to (all that is kept of them)."""

    wins: list[int]
    draws: int = 0
    games: int = 0
    actions: int = 0
    turns: int = 0
    hands: int = 0

    def add(self, other: Totals) -> None:
        for i, w in enumerate(other.wins):
            self.wins[i] += w
        self.draws += other.draws
        self.games += other.games
        self.actions += other.actions
        self.turns += other.turns
        self.hands += other.hands


def _run_chunk(args: tuple[Config, int, int]) -> Totals:
    config, start, stop = args
    totals = Totals([0] * len(config.agents))
    wins = totals.wins
    for i in range(start, stop):
        winner, actions, turns, hands = run_one(config, i)
        if winner is None:
            totals.draws += 1
        else:
            wins[winner] += 1
        totals.actions += actions
        totals.turns += turns
        totals.hands += hands
    totals.games = stop - start
    return totals


def _chunks(config: Config, size: int) -> Iterator[tuple[Config, int, int]]:
    """Yield the work, a chunk at a time (never listed: `--games` may be huge)."""
    for start in range(0, config.games, size):
        yield (config, start, min(start + size, config.games))


def _worker_init(queue: Any, limit: float | None) -> None:
    """In each worker process: report a stuck agent to the parent through `queue`, and end with the
    parent (a parent killed outright cannot shut its pool down: its workers would wait for work for ever)."""
    arm_watchdog(limit, queue.put)
    _end_with_parent()


def _end_with_parent() -> None:
    """Exit this process as soon as the process that started it has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(3)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score 95% interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _play_all(config: Config, workers: int, progress: Callable[[int, int], None] | None) -> Totals:
    totals = Totals([0] * len(config.agents))
    size = max(1, min(200, config.games // max(1, workers * 8) or 1))
    chunks = _chunks(config, size)
    if workers <= 1:
        arm_watchdog(config.time_limit, _report_to_stderr)
        try:
            for chunk in chunks:
                totals.add(_run_chunk(chunk))
                if progress:
                    progress(totals.games, config.games)
        finally:
            _WATCH[0] = None
        return totals
    queue: Any = multiprocessing.SimpleQueue()
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_worker_init, initargs=(queue, config.time_limit))
    try:
        pending: set[Future[Totals]] = set()
        for chunk in chunks:
            pending.add(pool.submit(_run_chunk, chunk))
            if len(pending) >= 4 * workers:
                break
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                totals.add(fut.result())
                nxt = next(chunks, None)
                if nxt is not None:
                    pending.add(pool.submit(_run_chunk, nxt))
            if progress:
                progress(totals.games, config.games)
    except BrokenProcessPool:
        if not queue.empty():
            raise AgentTimeout(queue.get()) from None
        raise AgentError("a worker process ended without a word (an agent may have ended it)") from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return totals


def run(config: Config, workers: int = 1, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the tournament and return its summary (the JSON the command prints)."""
    start_time = time.perf_counter()
    totals = _play_all(config, workers, progress)
    elapsed = time.perf_counter() - start_time
    k = len(config.agents)
    wins = totals.wins
    draws = totals.draws
    games = totals.games
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
        "mean_turns": totals.actions / games if games else 0.0,
        "mean_hand_length": totals.turns / totals.hands if totals.hands else 0.0,
        "mean_hands": totals.hands / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "seconds": elapsed,
        "time_limit": config.time_limit or None,
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


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--time-limit must be a number of seconds, got {text!r}") from None
    if not (value >= 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"--time-limit must be 0 (no limit) or more seconds, got {text!r}")
    return value


def cores() -> int:
    """Return the cores this process may run on (all of the machine's where the system does not say)."""
    affinity = getattr(os, "sched_getaffinity", None)  # Linux only
    if affinity is not None:
        try:
            return max(1, len(affinity(0)))
        except OSError:
            pass
    return max(1, os.cpu_count() or 1)


def max_workers() -> int:
    """Return the most `--workers` the simulator accepts: `WORKERS_PER_CORE` per core."""
    return WORKERS_PER_CORE * cores()


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
    parser.add_argument(
        "--time-limit", type=_seconds, default=DEFAULT_TIME_LIMIT, metavar="SECONDS",
        help=f"fail the run when one call into an agent takes longer (default {DEFAULT_TIME_LIMIT:g}; 0: no limit)",
    )
    args = parser.parse_args(argv)
    most = max_workers()
    if args.workers > most:
        raise _UsageError(
            f"--workers must be at most {most} ({WORKERS_PER_CORE} per core on {most // WORKERS_PER_CORE} cores), "
            f"got {args.workers}"
        )
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
    arm_watchdog(args.time_limit, _report_to_stderr)
    for spec in dict.fromkeys(agents):
        try:
            _build(spec, 0)
        except AgentError as exc:
            raise _UsageError(f"--agents: {exc}") from None
        finally:
            _WATCH[0] = None
    try:
        Game.new(args.players, rules, seed=0)
    except ValueError as exc:
        raise _UsageError(f"--rules: {exc}") from None
    return Config(args.games, args.players, agents, rules, args.seed, args.match, args.time_limit or None), args


_IN_MAIN: list[bool] = [False]
"""Whether `main` runs: an agent spec naming `game.sim:main` (or anything calling it) must not start a
second simulator inside the first, which would build the same agent again, and so on for ever."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator command line; return the exit code.

    Raises RuntimeError when called while it runs (by an agent being built): it is not an agent.
    """
    if _IN_MAIN[0]:
        raise RuntimeError("the simulator's main is running already: it is not an agent")
    _IN_MAIN[0] = True
    try:
        return _main(argv)
    finally:
        _IN_MAIN[0] = False


def _main(argv: Sequence[str] | None) -> int:
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
        return TIMEOUT_EXIT if isinstance(exc, AgentTimeout) else 1
    except KeyboardInterrupt:
        print("\ngame.sim: interrupted", file=sys.stderr)
        return 130
    except SystemExit as exc:  # play_hand names the agent; this is a last guard
        print(f"game.sim: error: sys.exit({exc.code!r}) was called during the run", file=sys.stderr)
        return 1
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
    # Run the package's copy of this module (`python -m` runs a second one named __main__), so that an
    # agent spec naming game.sim:main meets the same `_IN_MAIN`, and workers unpickle game.sim's names.
    import importlib

    sys.exit(importlib.import_module("game.sim").main())
