"""What the statistics hold: their values (`Tally`, `Result`, `Summary`), and the checks of a row's fields
on the way in (recording) and on the way out (the queries)."""
from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple, Protocol

from game.names import name_key, normal_name
from game.storage.settings import DIFFICULTIES

Unit = Literal["matches", "hands"]
UNITS: tuple[Unit, ...] = ("matches", "hands")
SEAT_KINDS: tuple[str, ...] = ("human", *DIFFICULTIES)
MIXED = "mixed"
PEOPLE_ONLY = "people"
"""The "difficulty" of a game with no CPU at all (pass-and-play among people only)."""
# The order of the difficulty rows on the statistics screen.
DIFFICULTY_ORDER: tuple[str, ...] = (*DIFFICULTIES, MIXED, PEOPLE_ONLY)
SOLO = "solo"
TEAMS = "teams"
"""The labels of `Stats.by_play`'s rows: games played each for oneself, and games played in teams."""

LABEL_LIMIT = 200
"""The longest difficulty or rule-set label counted (ours are under 100 characters)."""


class SeatLike(Protocol):
    """Anything with a seat's `name` and `kind` (e.g. the session's `SeatSetup`)."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...


Seat = tuple[str, str] | SeatLike
"""A seat as `(name, kind)` or an object with `.name` and `.kind`; kind is "human" or a difficulty."""


class HasToDict(Protocol):
    """A `Rules` value."""

    def to_dict(self) -> dict[str, Any]: ...


RulesLike = Mapping[str, Any] | HasToDict


@dataclass(frozen=True)
class Tally:
    """Games and wins of one group (all games, a difficulty, a rule set)."""

    label: str
    games: int
    wins: int

    @property
    def losses(self) -> int:
        """Return the games not won."""
        return self.games - self.wins

    @property
    def win_rate(self) -> float:
        """Return wins / games, 0.0 when there are no games."""
        return self.wins / self.games if self.games else 0.0


class Result(NamedTuple):
    """One finished game for the chart: when, whether the person won, the person's points."""

    timestamp: float
    won: bool
    points: int


@dataclass(frozen=True)
class Summary:
    """Everything on the statistics screen's header, for matches and for hands."""

    matches: Tally
    hands: Tally
    longest_match_run: int
    longest_hand_run: int
    current_match_run: int
    current_hand_run: int
    points: int  # every point the person scored in hands
    abandoned: int = 0  # of the matches counted, those given up for a new game (counted as not won)
    guided: int = 0  # guided first hands played to their end (counted as no game)


def _seat(seat: Seat) -> tuple[str, str]:
    if isinstance(seat, tuple):
        name, kind = seat
    else:
        name, kind = seat.name, seat.kind
    if not isinstance(name, str) or not isinstance(kind, str):
        raise ValueError(f"seat must be (name, kind) text, got {seat!r}")
    if kind not in SEAT_KINDS:
        raise ValueError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, got {kind!r}")
    return name, kind


def _rules_dict(rules: RulesLike) -> dict[str, Any]:
    if isinstance(rules, Mapping):
        return dict(rules)
    return dict(rules.to_dict())


def _teams(rules: Mapping[str, Any], players: int) -> bool:
    """Return True when the rules play in teams; raise ValueError when the table cannot."""
    teams = rules.get("teams", False) is True
    if teams and (players % 2 or players < 4):
        raise ValueError(f"teams need an even number of seats from 4 to 10, got {players}")
    return teams


def _won(human: int | None, winner: int | None, teams: bool) -> int:
    """Return 1 when the person (with teams: the person's team) won."""
    if human is None or winner is None:
        return 0
    return int(winner % 2 == human % 2) if teams else int(winner == human)


def _who_columns(
    names: Sequence[str], kinds: Sequence[str], seat: int | None, winner: int | None, teams: bool
) -> tuple[Any, ...]:
    """The columns a hand's row and a match's row share, from `seats_json` to `person_key`, for the row
    of the person at `seat` (None: a CPU-only game)."""
    return (
        json.dumps([{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]),
        seat,
        difficulty_of(kinds, seat),
        winner,
        None if winner is None else names[winner],
        _won(seat, winner, teams),
        int(teams),
        None if winner is None or not teams else winner % 2,
        None if seat is None else normal_name(names[seat]),
        None if seat is None else name_key(names[seat]),
    )


def _seat_index(what: str, value: int | None, players: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ValueError(f"{what} must be a seat from 0 to {players - 1} or None, got {value!r}")
    return value


def _whole(what: str, value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{what} must be a whole number >= 0, got {value!r}")
    return value


class _Row(NamedTuple):
    """One game of the person's, checked: what the statistics screen needs of a row."""

    id: int
    finished_at: float
    won: bool
    difficulty: str
    rule_set: str
    points: int  # the person's points for the chart (a match's final score, a won hand's points)


def _check_row(raw: Sequence[Any], unit: Unit) -> _Row | None:
    """Return the row read by `Stats._rows` checked, or None when a value has the wrong type or range."""
    row_id, finished_at, won, difficulty, rule_set, points, human, players = raw
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (row_id, won, points, human, players)):
        return None
    if not isinstance(finished_at, (int, float)) or isinstance(finished_at, bool) or not math.isfinite(finished_at):
        return None
    if not isinstance(difficulty, str) or not isinstance(rule_set, str):
        return None
    if won not in (0, 1) or points < 0 or not 2 <= players <= 10 or not 0 <= human < players:
        return None
    if unit == "hands" and not won:
        points = 0
    return _Row(row_id, float(finished_at), bool(won), difficulty, rule_set, points)


def difficulty_of(kinds: Sequence[str], human: int | None) -> str:
    """Return the CPUs' difficulty: the kind every non-human seat shares, "people" when no seat is a CPU
    (pass-and-play among people only), else "mixed"."""
    cpus = {kind for seat, kind in enumerate(kinds) if seat != human and kind != "human"}
    if not cpus and human is not None:
        return PEOPLE_ONLY
    return cpus.pop() if len(cpus) == 1 else MIXED


def longest_run(wins: Sequence[bool]) -> int:
    """Return the longest stretch of consecutive True values."""
    best = run = 0
    for won in wins:
        run = run + 1 if won else 0
        best = max(best, run)
    return best


def current_run(wins: Sequence[bool]) -> int:
    """Return the number of True values at the end."""
    run = 0
    for won in reversed(wins):
        if not won:
            break
        run += 1
    return run

