"""Statistics of every finished hand and match, kept in SQLite (the standard library's sqlite3).

Recording takes plain data (seat names and kinds, rules as a dict, seat numbers and points), so the
UI calls it straight from a `MatchConfig` and a `Match` without the storage knowing the model.

A *game* on the statistics screen is a finished match; a single-hand game is a match of one hand
(record it with `record_hand` and then `record_match`). Only games with a human seat count in the
queries; CPU-only games (the demo) may be recorded with `human=None` and are kept but not counted.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, NamedTuple, Protocol

from game.storage.files import set_aside
from game.storage.settings import DIFFICULTIES, rules_label

log = logging.getLogger(__name__)

SCHEMA_VERSION = 2
"""`PRAGMA user_version` of the database; a file with a higher number comes from a newer game.

2: every row says whether it was played in teams (`teams`) and which team won (`winning_team`); with
teams `human_won` means the person's team won. A version 1 file gains the two columns on opening (its
games were all played without teams)."""

_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: tuple(
        f"ALTER TABLE {table} ADD COLUMN {column}"
        for table in ("matches", "hands")
        for column in ("teams INTEGER NOT NULL DEFAULT 0", "winning_team INTEGER")
    ),
}
"""The statements that bring a database of each older version up to the next."""

Unit = Literal["matches", "hands"]
UNITS: tuple[Unit, ...] = ("matches", "hands")
SEAT_KINDS: tuple[str, ...] = ("human", *DIFFICULTIES)
MIXED = "mixed"
# The order of the difficulty rows on the statistics screen.
DIFFICULTY_ORDER: tuple[str, ...] = (*DIFFICULTIES, MIXED)

_SCHEMA: dict[str, str] = {
    "matches": """
        CREATE TABLE matches (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            match_key TEXT,              -- the caller's id of the match, shared with its hands
            started_at REAL,             -- Unix time, seconds
            finished_at REAL NOT NULL,
            rules_json TEXT NOT NULL,    -- Rules.to_dict()
            rule_set TEXT NOT NULL,      -- "Official", "Party", "Custom: stacking+seven_o"
            single_hand INTEGER NOT NULL,
            players INTEGER NOT NULL,
            seats_json TEXT NOT NULL,    -- [{"name": ..., "kind": "human"|"easy"|...}, ...]
            human_seat INTEGER,          -- NULL: no person played (demo)
            difficulty TEXT NOT NULL,    -- the CPUs' difficulty, or "mixed"
            winner_seat INTEGER,         -- NULL: no winner
            winner_name TEXT,
            human_won INTEGER NOT NULL,  -- with teams: the person's team won
            teams INTEGER NOT NULL DEFAULT 0,  -- 1: played in two teams (even seats, odd seats)
            winning_team INTEGER,        -- with teams: 0 (even seats) or 1 (odd seats); else NULL
            scores_json TEXT NOT NULL,   -- final points of every seat
            human_points INTEGER NOT NULL,
            hands INTEGER NOT NULL,
            turns INTEGER NOT NULL
        )""",
    "hands": """
        CREATE TABLE hands (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            match_key TEXT,
            hand_number INTEGER,         -- 1 for the first hand of a match
            finished_at REAL NOT NULL,
            rules_json TEXT NOT NULL,
            rule_set TEXT NOT NULL,
            players INTEGER NOT NULL,
            seats_json TEXT NOT NULL,
            human_seat INTEGER,
            difficulty TEXT NOT NULL,
            winner_seat INTEGER,         -- NULL: the hand ended drawn
            winner_name TEXT,
            human_won INTEGER NOT NULL,  -- with teams: the person's team won
            teams INTEGER NOT NULL DEFAULT 0,
            winning_team INTEGER,
            points INTEGER NOT NULL,     -- what the winner scored (Game.round_points())
            scores_json TEXT,            -- the match's running totals after this hand
            turns INTEGER NOT NULL
        )""",
}
_INDEXES = (
    "CREATE INDEX matches_finished ON matches(finished_at, id)",
    "CREATE INDEX hands_finished ON hands(finished_at, id)",
)
# The columns each table must have, read off the schema above.
_COLUMNS: dict[str, frozenset[str]] = {
    table: frozenset(re.findall(r"^\s+([a-z_]+) [A-Z]", sql, re.MULTILINE)) for table, sql in _SCHEMA.items()
}


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


def _read_companions(path: Path) -> dict[Path, bytes | None]:
    """Return the database's journal files with their bytes (None when absent or unreadable)."""
    out: dict[Path, bytes | None] = {}
    for suffix in ("-journal", "-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        try:
            out[extra] = extra.read_bytes()
        except OSError:
            out[extra] = None
    return out


def difficulty_of(kinds: Sequence[str], human: int | None) -> str:
    """Return the CPUs' difficulty: the kind every non-human seat shares, else "mixed"."""
    cpus = {kind for seat, kind in enumerate(kinds) if seat != human and kind != "human"}
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


class Stats:
    """The statistics database. Never raises for a file problem: it tells `notify` and goes on.

    `path=None` keeps everything in memory (used when the data folder cannot be written).
    """

    def __init__(
        self,
        path: Path | None,
        notify: Callable[[str], None] | None = None,
        *,
        clock: Callable[[], float] = time.time,
        now: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.path = path
        self._notify = notify or (lambda text: None)
        self._clock = clock
        self._now = now
        self._lock = threading.Lock()
        self._write_failed = False
        self.persistent = path is not None
        self._companions: dict[Path, bytes | None] = {}
        self._conn = self._open()

    # -- opening, checking, recovering ------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory()
        self._companions = _read_companions(self.path)
        if os.path.lexists(self.path) and not self.path.is_file():
            return self._replace_damaged("damaged")
        try:
            conn = self._connect(self.path)
        except sqlite3.Error as exc:
            return self._unusable(exc)
        try:
            problem = self._inspect(conn)
            if problem == "empty":
                self._create(conn)
                problem = None
        except sqlite3.OperationalError as exc:
            # Locked, read-only, out of space, unreadable: a problem of the moment, not of the file.
            conn.close()
            return self._unusable(exc)
        except (sqlite3.Error, ValueError) as exc:
            log.warning("statistics database %s is damaged: %s", self.path, exc)
            problem = "damaged"
        if problem is None:
            return conn
        conn.close()
        return self._replace_damaged(problem)

    def _unusable(self, exc: Exception) -> sqlite3.Connection:
        log.warning("cannot use %s: %s", self.path, exc)
        self._notify("Your statistics could not be opened; games are counted only until you quit.")
        self.persistent = False
        return self._memory()

    def _replace_damaged(self, problem: str) -> sqlite3.Connection:
        """Move the bad database aside, tell the player, and start a fresh one."""
        assert self.path is not None
        path = self.path
        what = "were damaged" if problem == "damaged" else "come from a newer version of the game"
        try:
            kept = set_aside(path, self._now(), self._companions)
        except OSError as exc:
            log.warning("cannot move %s aside: %s", path, exc)
            self._notify(
                f"Your statistics {what} and could not be moved aside, so they were left untouched; "
                "games are counted only until you quit."
            )
            self.persistent = False
            return self._memory()
        self._notify(f"Your statistics {what} and have been started afresh; the old file was kept as {kept.name}.")
        try:
            conn = self._connect(path)
            self._create(conn)
        except sqlite3.Error as exc:
            return self._unusable(exc)
        return conn

    @staticmethod
    def _connect(path: Path | None) -> sqlite3.Connection:
        return sqlite3.connect(":memory:" if path is None else str(path), timeout=5.0, check_same_thread=False)

    def _memory(self) -> sqlite3.Connection:
        conn = self._connect(None)
        self._create(conn)
        return conn

    @staticmethod
    def _create(conn: sqlite3.Connection) -> None:
        with conn:
            for sql in (*_SCHEMA.values(), *_INDEXES):
                conn.execute(sql)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @staticmethod
    def _inspect(conn: sqlite3.Connection) -> str | None:
        """Return None when the database is ours and sound, "empty", "newer" or "damaged".

        Raises sqlite3.Error or ValueError when reading it fails.
        """
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            return "newer"
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        tables.discard("sqlite_sequence")
        if version == 0:
            return "damaged" if tables else "empty"  # tables without our version: not our file
        if version < SCHEMA_VERSION:
            if not {"matches", "hands"} <= tables:
                return "damaged"
            with conn:
                for old in range(version, SCHEMA_VERSION):
                    for sql in _MIGRATIONS[old]:
                        conn.execute(sql)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        for table, columns in _COLUMNS.items():
            present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not columns <= present:
                return "damaged"
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return "damaged"
        # Read every row once: damage that quick_check lets through shows here, not in a later query.
        for table in _COLUMNS:
            for seats, rules in conn.execute(f"SELECT seats_json, rules_json FROM {table}"):
                json.loads(seats)
                json.loads(rules)
        return None

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._conn.close()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        with self._lock, self._conn:
            yield self._conn

    def _write(self, sql: str, values: Sequence[Any]) -> int | None:
        try:
            with self._writing() as conn:
                cursor = conn.execute(sql, values)
        except sqlite3.Error as exc:
            log.warning("cannot record statistics in %s: %s", self.path, exc)
            if not self._write_failed:
                self._write_failed = True
                self._notify("Your statistics could not be saved; this game is not counted.")
            return None
        return cursor.lastrowid

    def _query(self, sql: str, values: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return list(self._conn.execute(sql, values))
        except sqlite3.Error as exc:
            log.warning("cannot read statistics from %s: %s", self.path, exc)
            self._notify("Your statistics could not be read.")
            return []

    # -- recording ----------------------------------------------------------------------------------

    def record_hand(
        self,
        *,
        rules: RulesLike,
        seats: Sequence[Seat],
        human: int | None,
        winner: int | None,
        points: int,
        turns: int,
        scores: Sequence[int] | None = None,
        match_key: str | None = None,
        hand_number: int | None = None,
        finished_at: float | None = None,
    ) -> int | None:
        """Record one finished hand; return its row id, or None when it could not be saved.

        - `rules`: the hand's `Rules` (or its `to_dict()`); the rule-set label is worked out here.
        - `seats`: every seat in order, as `(name, kind)` or objects with `.name` / `.kind`
          (kind "human", "random", "easy", "normal" or "hard").
        - `human`: the person's seat, or None for a CPU-only game (kept, but not counted).
        - `winner`: the seat that went out, None when the hand ended drawn. With `rules` in teams the
          person wins when the winner is on the person's team (even or odd seats).
        - `points`: what the winner scored (`Game.round_points()`, 0 for a drawn hand).
        - `turns`: the number of actions in the hand.
        - `scores`: the match's running totals after this hand (`Match.scores`), if any.
        - `match_key` / `hand_number`: tie the hand to its match (any text the caller keeps in the
          saved session, e.g. a uuid) and its place in it (1 = first).
        - `finished_at`: Unix time; now when None.

        Raises ValueError for arguments that do not fit together (a programming error).
        """
        names, kinds = self._seats(seats)
        players = len(kinds)
        human = _seat_index("human", human, players)
        winner = _seat_index("winner", winner, players)
        points = _whole("points", points)
        turns = _whole("turns", turns)
        if scores is not None:
            scores = self._scores(scores, players)
        if hand_number is not None:
            _whole("hand_number", hand_number)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        return self._write(
            "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, "
            "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
            "points, scores_json, turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                match_key,
                hand_number,
                self._clock() if finished_at is None else float(finished_at),
                json.dumps(rules_d, sort_keys=True),
                rules_label(rules_d),
                players,
                json.dumps([{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]),
                human,
                difficulty_of(kinds, human),
                winner,
                None if winner is None else names[winner],
                _won(human, winner, teams),
                int(teams),
                None if winner is None or not teams else winner % 2,
                points if winner is not None else 0,
                None if scores is None else json.dumps(list(scores)),
                turns,
            ),
        )

    def record_match(
        self,
        *,
        rules: RulesLike,
        seats: Sequence[Seat],
        human: int | None,
        winner: int | None,
        scores: Sequence[int],
        hands: int,
        turns: int | None = None,
        single_hand: bool = False,
        match_key: str | None = None,
        started_at: float | None = None,
        finished_at: float | None = None,
    ) -> int | None:
        """Record one finished match (a single-hand game too); return its row id, or None on failure.

        `rules`, `seats`, `human`, `match_key` and `finished_at` as in `record_hand`; `winner` is the
        match's winner (None if nobody won, e.g. a single hand that ended drawn); `scores` the final
        points of every seat (`Match.scores`); `hands` how many hands were played; `turns` the actions
        of all of them (None: summed from the hands recorded with the same `match_key`);
        `single_hand` whether it was a one-hand game; `started_at` Unix time of the first deal.
        """
        names, kinds = self._seats(seats)
        players = len(kinds)
        human = _seat_index("human", human, players)
        winner = _seat_index("winner", winner, players)
        score_list = self._scores(scores, players)
        hands = _whole("hands", hands)
        if turns is None:
            turns = 0
            if match_key is not None:
                rows = self._query("SELECT COALESCE(SUM(turns), 0) FROM hands WHERE match_key = ?", (match_key,))
                turns = int(rows[0][0]) if rows else 0
        turns = _whole("turns", turns)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        return self._write(
            "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, players, "
            "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
            "scores_json, human_points, hands, turns) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                match_key,
                None if started_at is None else float(started_at),
                self._clock() if finished_at is None else float(finished_at),
                json.dumps(rules_d, sort_keys=True),
                rules_label(rules_d),
                int(bool(single_hand)),
                players,
                json.dumps([{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]),
                human,
                difficulty_of(kinds, human),
                winner,
                None if winner is None else names[winner],
                _won(human, winner, teams),
                int(teams),
                None if winner is None or not teams else winner % 2,
                json.dumps(score_list),
                0 if human is None else score_list[human],
                hands,
                turns,
            ),
        )

    @staticmethod
    def _seats(seats: Sequence[Seat]) -> tuple[list[str], list[str]]:
        pairs = [_seat(seat) for seat in seats]
        if not 2 <= len(pairs) <= 10:
            raise ValueError(f"a game has 2 to 10 seats, got {len(pairs)}")
        return [p[0] for p in pairs], [p[1] for p in pairs]

    @staticmethod
    def _scores(scores: Sequence[int], players: int) -> list[int]:
        out = [_whole("score", s) for s in scores]
        if len(out) != players:
            raise ValueError(f"scores must have one entry per seat ({players}), got {len(out)}")
        return out

    def clear(self) -> None:
        """Forget every recorded game (the player's "reset statistics")."""
        try:
            with self._writing() as conn:
                conn.execute("DELETE FROM hands")
                conn.execute("DELETE FROM matches")
        except sqlite3.Error as exc:
            log.warning("cannot clear statistics in %s: %s", self.path, exc)
            self._notify("Your statistics could not be cleared.")

    # -- queries for the statistics screen -------------------------------------------------------

    @staticmethod
    def _table(unit: Unit) -> str:
        if unit not in UNITS:
            raise ValueError(f"unit must be 'matches' or 'hands', got {unit!r}")
        return unit

    def totals(self, unit: Unit = "matches") -> Tally:
        """Return the person's games and wins over everything recorded."""
        table = self._table(unit)
        rows = self._query(
            f"SELECT COUNT(*), COALESCE(SUM(human_won), 0) FROM {table} WHERE human_seat IS NOT NULL"
        )
        games, wins = rows[0] if rows else (0, 0)
        return Tally("All", int(games), int(wins))

    def by_difficulty(self, unit: Unit = "matches") -> list[Tally]:
        """Return a row per CPU difficulty played (random, easy, normal, hard, mixed, in that order)."""
        table = self._table(unit)
        rows = self._query(
            f"SELECT difficulty, COUNT(*), SUM(human_won) FROM {table} WHERE human_seat IS NOT NULL "
            "GROUP BY difficulty"
        )
        order = {name: i for i, name in enumerate(DIFFICULTY_ORDER)}
        tallies = [Tally(str(d), int(g), int(w)) for d, g, w in rows]
        return sorted(tallies, key=lambda t: (order.get(t.label, len(order)), t.label))

    def by_rule_set(self, unit: Unit = "matches") -> list[Tally]:
        """Return a row per rule set played, most played first (then by name)."""
        table = self._table(unit)
        rows = self._query(
            f"SELECT rule_set, COUNT(*), SUM(human_won) FROM {table} WHERE human_seat IS NOT NULL "
            "GROUP BY rule_set"
        )
        tallies = [Tally(str(r), int(g), int(w)) for r, g, w in rows]
        return sorted(tallies, key=lambda t: (-t.games, t.label))

    def _wins_in_order(self, unit: Unit) -> list[bool]:
        table = self._table(unit)
        rows = self._query(
            f"SELECT human_won FROM {table} WHERE human_seat IS NOT NULL ORDER BY finished_at, id"
        )
        return [bool(r[0]) for r in rows]

    def longest_run(self, unit: Unit = "matches") -> int:
        """Return the person's longest run of consecutive wins (a drawn hand breaks a run)."""
        return longest_run(self._wins_in_order(unit))

    def current_run(self, unit: Unit = "matches") -> int:
        """Return the person's wins in a row up to the latest game."""
        return current_run(self._wins_in_order(unit))

    def results_over_time(self, unit: Unit = "matches", limit: int | None = None) -> list[Result]:
        """Return (timestamp, won, points) per game, oldest first; `limit` keeps only the latest ones.

        Points are the person's: a match's final score, or a hand's points when the person won it
        (0 when lost).
        """
        table = self._table(unit)
        points = "human_points" if table == "matches" else "CASE WHEN human_won THEN points ELSE 0 END"
        sql = f"SELECT finished_at, human_won, {points} FROM {table} WHERE human_seat IS NOT NULL"
        if limit is not None:
            rows = self._query(sql + " ORDER BY finished_at DESC, id DESC LIMIT ?", (_whole("limit", limit),))
            rows.reverse()
        else:
            rows = self._query(sql + " ORDER BY finished_at, id")
        return [Result(float(t), bool(w), int(p)) for t, w, p in rows]

    def summary(self) -> Summary:
        """Return the totals, runs and points for the header of the statistics screen."""
        match_wins = self._wins_in_order("matches")
        hand_wins = self._wins_in_order("hands")
        rows = self._query(
            "SELECT COALESCE(SUM(points), 0) FROM hands WHERE human_seat IS NOT NULL AND human_won"
        )
        return Summary(
            matches=Tally("All", len(match_wins), sum(match_wins)),
            hands=Tally("All", len(hand_wins), sum(hand_wins)),
            longest_match_run=longest_run(match_wins),
            longest_hand_run=longest_run(hand_wins),
            current_match_run=current_run(match_wins),
            current_hand_run=current_run(hand_wins),
            points=int(rows[0][0]) if rows else 0,
        )
