"""Statistics of every finished hand and match, kept in SQLite (the standard library's sqlite3).

Recording takes plain data (seat names and kinds, rules as a dict, seat numbers and points), so the
UI calls it straight from a `MatchConfig` and a `Match` without the storage knowing the model.

A *game* on the statistics screen is a finished match; a single-hand game is a match of one hand
(record it with `record_hand` and then `record_match`). Every person at the table gets a row of their
own (`person` names them, `human_seat` is their seat, `human_won` says whether they, or with teams their
team, won), so the queries count a person's games by name (`person=`). CPU-only games (the demo) may
be recorded with no people and are kept but not counted.
"""
from __future__ import annotations

import json
import logging
import math
import os
import re
import sqlite3
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, NamedTuple, Protocol

from game.storage.files import read_regular, set_aside
from game.storage.settings import DIFFICULTIES, rules_label

log = logging.getLogger(__name__)

SCHEMA_VERSION = 3
"""`PRAGMA user_version` of the database; a file with a higher number comes from a newer game.

2: every row says whether it was played in teams (`teams`) and which team won (`winning_team`); with
teams `human_won` means the person's team won. A version 1 file gains the two columns on opening (its
games were all played without teams).
3: a row per person at the table (pass-and-play), named by `person`. A version 2 file gains the column
on opening, and each of its games belongs to the name recorded at its human seat."""


def _name_the_people(conn: sqlite3.Connection) -> None:
    """Give every row of a version 2 file the name recorded at its human seat (in Python: no JSON1 needed).

    A row whose seats cannot be read keeps no name: it still counts in everyone's totals (`person=None`).
    """
    for table in ("matches", "hands"):
        named: list[tuple[str, int]] = []
        for row_id, seats_json, seat in conn.execute(f"SELECT id, seats_json, human_seat FROM {table}"):
            if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(seats_json, str):
                continue
            try:
                seats = json.loads(seats_json)
                name = seats[seat]["name"] if 0 <= seat < len(seats) else None
            except (ValueError, TypeError, KeyError, IndexError):
                continue
            if isinstance(name, str) and name.strip():
                named.append((name, row_id))
        conn.executemany(f"UPDATE {table} SET person = ? WHERE id = ?", named)


Migration = str | Callable[[sqlite3.Connection], None]
_MIGRATIONS: dict[int, tuple[Migration, ...]] = {
    1: tuple(
        f"ALTER TABLE {table} ADD COLUMN {column}"
        for table in ("matches", "hands")
        for column in ("teams INTEGER NOT NULL DEFAULT 0", "winning_team INTEGER")
    ),
    2: (
        "ALTER TABLE matches ADD COLUMN person TEXT COLLATE NOCASE",
        "ALTER TABLE hands ADD COLUMN person TEXT COLLATE NOCASE",
        _name_the_people,
    ),
}
"""The statements (or functions) that bring a database of each older version up to the next."""

Unit = Literal["matches", "hands"]
UNITS: tuple[Unit, ...] = ("matches", "hands")
SEAT_KINDS: tuple[str, ...] = ("human", *DIFFICULTIES)
MIXED = "mixed"
# The order of the difficulty rows on the statistics screen.
DIFFICULTY_ORDER: tuple[str, ...] = (*DIFFICULTIES, MIXED)
SOLO = "solo"
TEAMS = "teams"
"""The labels of `Stats.by_play`'s rows: games played each for oneself, and games played in teams."""

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
            person TEXT COLLATE NOCASE,  -- the name of the person this row is about (NULL: demo)
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
            person TEXT COLLATE NOCASE,  -- the name of the person this row is about (NULL: demo)
            points INTEGER NOT NULL,     -- what the winner scored (Game.round_points())
            scores_json TEXT,            -- the match's running totals after this hand
            turns INTEGER NOT NULL
        )""",
}
_INDEXES = (
    "CREATE INDEX matches_finished ON matches(finished_at, id)",
    "CREATE INDEX hands_finished ON hands(finished_at, id)",
)
OPEN_TIMEOUT = 2.0
"""Seconds the start waits for a database another program is writing, before going on without it."""
READ_TIMEOUT = 0.1
"""Seconds a query (the statistics screen) waits for a database another program is writing."""
WRITE_TIMEOUT = 0.05
"""Seconds one write attempt of the writer thread waits before it backs off and tries later."""
RETRY_SECONDS = (0.2, 4.0)
"""The writer thread's first and longest pause between attempts on a busy database."""
CLOSE_TIMEOUT = 3.0
"""Seconds `close` gives the writer to finish what is queued (at quit)."""
LABEL_LIMIT = 200
"""The longest difficulty or rule-set label counted (ours are under 100 characters)."""
COMPANION_LIMIT = 64 << 20
"""A journal larger than this is moved aside with the database but not also kept in memory."""

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


def _who_columns(
    names: Sequence[str], kinds: Sequence[str], seat: int | None, winner: int | None, teams: bool
) -> tuple[Any, ...]:
    """The columns a hand's row and a match's row share, from `seats_json` to `person`, for the row
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
        None if seat is None else names[seat],
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


def _read_companions(path: Path) -> dict[Path, bytes | None]:
    """Return the database's journal files with their bytes (None when absent, unreadable or odd)."""
    out: dict[Path, bytes | None] = {}
    for suffix in ("-journal", "-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        try:
            out[extra] = read_regular(extra, COMPANION_LIMIT)
        except OSError:  # NotAFileError too: a pipe or a device is never read
            out[extra] = None
    return out


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _busy(exc: sqlite3.Error) -> bool:
    """Return whether `exc` says another connection holds the database (try again later)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc))


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

    `path=None` keeps everything in memory (used when the data folder cannot be written);
    `read_only=True` reads the file and never writes it (another copy of the game owns the folder).
    Writes go through a queue to a thread of their own (see `record_hand`); `flush` waits for it and
    `close` gives it a few seconds to finish.
    """

    def __init__(
        self,
        path: Path | None,
        notify: Callable[[str], None] | None = None,
        *,
        clock: Callable[[], float] = time.time,
        now: Callable[[], datetime] = datetime.now,
        read_only: bool = False,
    ) -> None:
        self.path = path
        self._notify = notify or (lambda text: None)
        self._clock = clock
        self._now = now
        self._lock = threading.Lock()  # the reading connection
        self._write_failed = False
        self.read_only = read_only
        self.persistent = path is not None
        self._companions: dict[Path, bytes | None] = {}
        self._reported: set[str] = set()
        # The writer thread: statements waiting, whether the database was busy at the last attempt.
        self._queue: deque[tuple[str, tuple[Any, ...]]] = deque()
        self._cv = threading.Condition()
        self._stalled = False
        self._closing = False
        self._writer: threading.Thread | None = None
        self._conn = self._open_read_only() if read_only and path is not None else self._open()
        self._conn.execute(f"PRAGMA busy_timeout = {round(READ_TIMEOUT * 1000)}")

    # -- opening, checking, recovering ------------------------------------------------------------

    def _open_read_only(self) -> sqlite3.Connection:
        """Open the file without ever writing it; anything wrong: an empty database in memory."""
        assert self.path is not None
        self.persistent = False
        extras = [self.path.with_name(self.path.name + suffix) for suffix in ("-journal", "-wal", "-shm")]
        if not self.path.is_file() or any(os.path.lexists(e) and not e.is_file() for e in extras):
            return self._memory()
        try:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            conn = sqlite3.connect(uri, uri=True, timeout=OPEN_TIMEOUT, check_same_thread=False)
            conn.text_factory = _text
        except (sqlite3.Error, OSError, ValueError) as exc:
            log.warning("cannot read %s: %s", self.path, exc)
            return self._memory()
        try:
            if self._inspect(conn) is None:
                return conn
        except (sqlite3.Error, ValueError) as exc:
            log.warning("cannot read %s: %s", self.path, exc)
        conn.close()
        return self._memory()

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory()
        self._companions = _read_companions(self.path)
        if os.path.lexists(self.path) and not self.path.is_file():
            return self._replace_damaged("damaged")
        # SQLite reads a journal it finds: a pipe or a device in its place would hang or flood it.
        if any(os.path.lexists(extra) and not extra.is_file() for extra in self._companions):
            log.warning("a journal of %s is not a regular file", self.path)
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
    def _connect(path: Path | None, timeout: float = OPEN_TIMEOUT) -> sqlite3.Connection:
        conn = sqlite3.connect(":memory:" if path is None else str(path), timeout=timeout, check_same_thread=False)
        conn.text_factory = _text  # text that is not UTF-8 (a damaged row) reads with replacement characters
        return conn

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
                    for step in _MIGRATIONS[old]:
                        if isinstance(step, str):
                            conn.execute(step)
                        else:
                            step(conn)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        for table, columns in _COLUMNS.items():
            present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not columns <= present:
                return "damaged"
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return "damaged"
        # Read every row once: damaged pages that quick_check lets through show here, not in a later
        # query. A row with values of the wrong kind is the queries' business: skipped and reported.
        for table in _COLUMNS:
            for _row in conn.execute(f"SELECT * FROM {table}"):
                pass
        return None

    # -- writing: a queue and a thread, so that a busy database never stalls the caller -----------

    def _submit(self, sql: str, values: Sequence[Any]) -> bool:
        """Write one statement: at once in memory, through the writer thread to a file."""
        if self.read_only:
            return False
        if not self.persistent:
            try:
                with self._lock, self._conn:
                    self._conn.execute(sql, tuple(values))
            except sqlite3.Error as exc:
                self._failed(exc)
                return False
            return True
        with self._cv:
            if self._closing:
                return False
            self._queue.append((sql, tuple(values)))
            if self._writer is None:
                self._writer = threading.Thread(target=self._write_loop, name="stats-writer", daemon=True)
                self._writer.start()
            self._cv.notify_all()
        return True

    def _failed(self, exc: sqlite3.Error) -> None:
        log.warning("cannot record statistics in %s: %s", self.path, exc)
        if not self._write_failed:
            self._write_failed = True
            self._notify("Your statistics could not be saved; this game is not counted.")

    def _write_loop(self) -> None:
        """The writer thread: write what is queued, in order; wait and try again while it is busy."""
        conn: sqlite3.Connection | None = None
        pause = RETRY_SECONDS[0]
        while True:
            with self._cv:
                while not self._queue and not self._closing:
                    self._cv.wait()
                if not self._queue:
                    break
                batch = list(self._queue)
            try:
                if conn is None:
                    conn = self._connect(self.path, WRITE_TIMEOUT)
                done, busy = self._write_batch(conn, batch)
            except sqlite3.Error as exc:  # cannot even open it (gone, a folder in its place...)
                self._failed(exc)
                done, busy = len(batch), False
            with self._cv:
                for _ in range(done):
                    self._queue.popleft()
                if busy:
                    if not self._stalled:
                        log.info("statistics database %s is busy; trying again later", self.path)
                    self._stalled = True
                    self._cv.notify_all()
                    if self._closing:
                        break  # `close` gave up waiting
                    self._cv.wait(pause)
                    pause = min(RETRY_SECONDS[1], pause * 2)
                    continue
                pause = RETRY_SECONDS[0]
                self._stalled = False
                self._cv.notify_all()
        if conn is not None:
            conn.close()

    def _write_batch(self, conn: sqlite3.Connection, batch: list[tuple[str, tuple[Any, ...]]]) -> tuple[int, bool]:
        """Write `batch` in order; return how many of it are done with, and whether the database was busy.

        The whole batch goes in one transaction. When the database refuses it for a reason other than
        being busy, the statements are written one by one, and one that is refused is dropped (and
        the player told).
        """
        try:
            with conn:
                for sql, values in batch:
                    conn.execute(sql, values)
            return len(batch), False
        except sqlite3.Error as exc:
            if _busy(exc):
                return 0, True
        for done, (sql, values) in enumerate(batch):
            try:
                with conn:
                    conn.execute(sql, values)
            except sqlite3.Error as exc:
                if _busy(exc):
                    return done, True
                self._failed(exc)
        return len(batch), False

    @property
    def pending(self) -> int:
        """Return the statements waiting for the writer thread."""
        with self._cv:
            return len(self._queue)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is written (or `timeout` seconds pass); return whether it was.

        A writer pausing on a busy database is woken to try again at once, and every 50 ms after.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cv:
            while self._queue:
                left = 0.05 if deadline is None else min(0.05, deadline - time.monotonic())
                if left <= 0 or (self._closing and (self._writer is None or not self._writer.is_alive())):
                    break
                self._cv.notify_all()
                self._cv.wait(left)
            return not self._queue

    def _settle(self, timeout: float) -> None:
        """Wait (at most `timeout`) for what is queued to be written, unless the database is busy."""
        with self._cv:
            self._cv.wait_for(lambda: not self._queue or self._stalled, timeout)

    def close(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Give the writer `timeout` seconds to finish, then close; return whether everything was written.

        What is still queued then is lost, and the player is told how many statements that was.
        """
        writer = self._writer
        if writer is not None:
            deadline = time.monotonic() + timeout
            with self._cv:
                while self._queue and time.monotonic() < deadline:
                    self._cv.wait(min(0.05, max(0.0, deadline - time.monotonic())))
                    self._cv.notify_all()  # wake a writer pausing between attempts
                self._closing = True
                self._cv.notify_all()
            writer.join(max(0.1, deadline - time.monotonic()) + WRITE_TIMEOUT * 4)
        left = self.pending
        if left:
            log.warning("%d statistics writes to %s were lost at close", left, self.path)
            self._notify("Your statistics were busy in another program; the latest games were not counted.")
        with self._cv:
            self._closing = True
        with self._lock:
            self._conn.close()
        return left == 0

    def _query(self, sql: str, values: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        self._settle(1.0)  # show what this game recorded, unless the database is busy
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
        people: Sequence[int] | None = None,
    ) -> bool:
        """Record one finished hand; return True when it is (or will be) written, False if it cannot be.

        The rows are written by a thread of their own, so that a database another program holds never
        stalls the caller (the frame): they are kept in a queue and tried again until the database is
        free. Queries wait for what is queued unless the database is busy.

        - `rules`: the hand's `Rules` (or its `to_dict()`); the rule-set label is worked out here.
        - `seats`: every seat in order, as `(name, kind)` or objects with `.name` / `.kind`
          (kind "human", "random", "easy", "normal" or "hard").
        - `human`: the (first) person's seat, or None for a CPU-only game (kept, but not counted).
        - `people`: every person's seat (`MatchConfig.people`); each gets a row under their name. None:
          only `human`'s.
        - `winner`: the seat that went out, None when the hand ended drawn. With `rules` in teams a
          person wins when the winner is on that person's team (even or odd seats).
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
        who = self._people(human, people, players)
        winner = _seat_index("winner", winner, players)
        points = _whole("points", points)
        turns = _whole("turns", turns)
        if scores is not None:
            scores = self._scores(scores, players)
        if hand_number is not None:
            _whole("hand_number", hand_number)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        ok = True
        for seat in who:
            ok = self._submit(
                "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, "
                "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
                "person, points, scores_json, turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_key,
                    hand_number,
                    self._clock() if finished_at is None else float(finished_at),
                    json.dumps(rules_d, sort_keys=True),
                    rules_label(rules_d),
                    players,
                    *_who_columns(names, kinds, seat, winner, teams),
                    points if winner is not None else 0,
                    None if scores is None else json.dumps(list(scores)),
                    turns,
                ),
            ) and ok
        return ok

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
        people: Sequence[int] | None = None,
    ) -> bool:
        """Record one finished match (a single-hand game too); return True when it is (or will be) written.

        `rules`, `seats`, `human`, `people`, `match_key` and `finished_at` as in `record_hand` (a row per
        person); `winner` is the match's winner (None if nobody won, e.g. a single hand that ended
        drawn); `scores` the final points of every seat (`Match.scores`); `hands` how many hands were
        played; `turns` the actions of all of them (None: summed from the hands recorded with the same
        `match_key`); `single_hand` whether it was a one-hand game; `started_at` Unix time of the first
        deal.
        """
        names, kinds = self._seats(seats)
        players = len(kinds)
        who = self._people(human, people, players)
        winner = _seat_index("winner", winner, players)
        score_list = self._scores(scores, players)
        hands = _whole("hands", hands)
        if turns is None:
            # The hands of the match recorded for this person (a hand has a row per person).
            turns_sql = ("(SELECT COALESCE(SUM(turns), 0) FROM hands WHERE match_key IS ? AND match_key IS NOT NULL "
                         "AND person IS ?)")
        else:
            turns_sql = "?"
            turns = _whole("turns", turns)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        ok = True
        for seat in who:
            person = None if seat is None else names[seat]
            ok = self._submit(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, players, "
                "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
                "person, scores_json, human_points, "
                f"hands, turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, {turns_sql})",
                (
                    match_key,
                    None if started_at is None else float(started_at),
                    self._clock() if finished_at is None else float(finished_at),
                    json.dumps(rules_d, sort_keys=True),
                    rules_label(rules_d),
                    int(bool(single_hand)),
                    players,
                    *_who_columns(names, kinds, seat, winner, teams),
                    json.dumps(score_list),
                    0 if seat is None else score_list[seat],
                    hands,
                    *((match_key, person) if turns is None else (turns,)),
                ),
            ) and ok
        return ok

    @staticmethod
    def _people(human: int | None, people: Sequence[int] | None, players: int) -> list[int | None]:
        """Return the seats that get a row: every person's (each once, in seat order); [None] for a demo."""
        human = _seat_index("human", human, players)
        chosen: Sequence[int | None] = people if people is not None else () if human is None else (human,)
        seats: list[int] = []
        for seat in chosen:
            index = _seat_index("a person's seat", seat, players)
            if index is None or index in seats:
                raise ValueError(f"people must be distinct seats, got {people!r}")
            seats.append(index)
        if human is not None and human not in seats:
            raise ValueError(f"human seat {human} is not among the people {list(seats)!r}")
        out: list[int | None] = [*sorted(seats)]
        return out or [None]

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
        self._submit("DELETE FROM hands", ())
        self._submit("DELETE FROM matches", ())

    # -- queries for the statistics screen -------------------------------------------------------

    @staticmethod
    def _table(unit: Unit) -> str:
        if unit not in UNITS:
            raise ValueError(f"unit must be 'matches' or 'hands', got {unit!r}")
        return unit

    def _good(self, unit: Unit) -> str:
        """Return the SQL condition a row of the person's must meet to be counted (see `_check_row`).

        Rows are of our schema but may hold anything (SQLite keeps text in a numeric column, infinity
        in a real one): every value the queries use is checked by type and range in SQL, so that
        the counting stays in the database; what fails is left out and reported by `_report_bad`.
        """
        points = "human_points" if self._table(unit) == "matches" else "points"
        return (
            "human_seat IS NOT NULL AND typeof(human_seat) = 'integer' AND typeof(players) = 'integer' "
            "AND players BETWEEN 2 AND 10 AND human_seat >= 0 AND human_seat < players "
            "AND typeof(finished_at) IN ('integer', 'real') AND finished_at BETWEEN -1e300 AND 1e300 "
            "AND typeof(human_won) = 'integer' AND human_won IN (0, 1) "
            f"AND typeof({points}) = 'integer' AND {points} >= 0 "
            "AND typeof(difficulty) = 'text' AND typeof(rule_set) = 'text' "
            # Labels are drawn on the statistics screen: no null character (it stops the font), short.
            f"AND instr(difficulty, char(0)) = 0 AND instr(rule_set, char(0)) = 0 "
            f"AND length(difficulty) <= {LABEL_LIMIT} AND length(rule_set) <= {LABEL_LIMIT}"
        )

    def _report_bad(self, unit: Unit) -> None:
        """Tell the player once how many of the people's rows were left out as damaged."""
        table = self._table(unit)
        rows = self._query(f"SELECT COUNT(*) FROM {table} WHERE human_seat IS NOT NULL AND NOT ({self._good(unit)})")
        bad = int(rows[0][0]) if rows else 0
        if not bad:
            return
        key = f"{table}:{bad}"
        if key in self._reported:
            return
        self._reported.add(key)
        log.warning("%d damaged rows in the %s of %s were left out", bad, table, self.path)
        noun = "match" if table == "matches" else "hand"
        self._notify(f"{bad} damaged {noun} record{'s' if bad != 1 else ''} in your statistics "
                     f"{'were' if bad != 1 else 'was'} left out.")

    @staticmethod
    def _whose(person: str | None) -> tuple[str, tuple[Any, ...]]:
        """Return the SQL condition (and its value) for `person`'s rows; everyone's when None."""
        if person is None:
            return "", ()
        if not isinstance(person, str):
            raise ValueError(f"person must be a name or None, got {person!r}")
        return " AND person = ?", (" ".join(person.split()),)

    def _rows(self, unit: Unit, person: str | None = None) -> list[_Row]:
        """Return the games (of `person`, or of everyone), checked, oldest first (a bad row is left out)."""
        table = self._table(unit)
        points = "human_points" if table == "matches" else "points"
        whose, value = self._whose(person)
        raw = self._query(
            f"SELECT id, finished_at, human_won, difficulty, rule_set, {points}, human_seat, players "
            f"FROM {table} WHERE {self._good(unit)}{whose} ORDER BY finished_at, id", value
        )
        self._report_bad(unit)
        return [row for row in (_check_row(values, unit) for values in raw) if row is not None]

    def people(self) -> list[str]:
        """Return the names of the people who played at this computer, the latest to play first."""
        rows = self._query(
            "SELECT person, MAX(finished_at) AS last FROM ("
            "SELECT person, finished_at FROM matches UNION ALL SELECT person, finished_at FROM hands) "
            "WHERE typeof(person) = 'text' AND length(trim(person)) BETWEEN 1 AND 64 AND instr(person, char(0)) = 0 "
            "AND typeof(finished_at) IN ('integer', 'real') "
            "GROUP BY person ORDER BY last DESC, person"
        )
        return [str(name) for name, _last in rows if str(name).isprintable()]

    def totals(self, unit: Unit = "matches", person: str | None = None) -> Tally:
        """Return the games and wins of `person` (everyone's rows when None) over everything recorded."""
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT COUNT(*), COALESCE(SUM(human_won), 0) FROM {table} WHERE {self._good(unit)}{whose}", value
        )
        self._report_bad(unit)
        games, wins = rows[0] if rows else (0, 0)
        return Tally("All", int(games), int(wins))

    def _grouped(self, unit: Unit, column: str, person: str | None = None, where: str = "") -> list[Tally]:
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT {column}, COUNT(*), SUM(human_won) FROM {table} WHERE {self._good(unit)}{whose}{where} "
            f"GROUP BY {column}",
            value,
        )
        self._report_bad(unit)
        return [Tally(str(label), int(games), int(wins)) for label, games, wins in rows]

    def by_difficulty(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return a row per CPU difficulty played (random, easy, normal, hard, mixed, in that order)."""
        order = {name: i for i, name in enumerate(DIFFICULTY_ORDER)}
        return sorted(self._grouped(unit, "difficulty", person),
                      key=lambda t: (order.get(t.label, len(order)), t.label))

    def by_rule_set(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return a row per rule set played, most played first (then by name)."""
        return sorted(self._grouped(unit, "rule_set", person), key=lambda t: (-t.games, t.label))

    def by_play(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return the solo games ("solo") and the team games ("teams": won = won by the person's team).

        A kind not played has no row; solo comes first.
        """
        rows = {t.label: t for t in self._grouped(unit, "teams", person, " AND teams IN (0, 1)")}
        return [Tally(label, rows[key].games, rows[key].wins)
                for key, label in (("0", SOLO), ("1", TEAMS)) if key in rows]

    def _wins_in_order(self, unit: Unit, person: str | None = None) -> list[bool]:
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT human_won FROM {table} WHERE {self._good(unit)}{whose} ORDER BY finished_at, id", value
        )
        self._report_bad(unit)
        return [r[0] == 1 for r in rows]

    def longest_run(self, unit: Unit = "matches", person: str | None = None) -> int:
        """Return the longest run of consecutive wins (a drawn hand breaks a run)."""
        return longest_run(self._wins_in_order(unit, person))

    def current_run(self, unit: Unit = "matches", person: str | None = None) -> int:
        """Return the wins in a row up to the latest game."""
        return current_run(self._wins_in_order(unit, person))

    def results_over_time(self, unit: Unit = "matches", limit: int | None = None,
                          person: str | None = None) -> list[Result]:
        """Return (timestamp, won, points) per game, oldest first; `limit` keeps only the latest ones.

        Points are the person's: a match's final score, or a hand's points when the person won it
        (0 when lost).
        """
        rows = self._rows(unit, person)
        if limit is not None:
            limit = _whole("limit", limit)
            rows = rows[len(rows) - limit:] if limit else []
        return [Result(r.finished_at, r.won, r.points) for r in rows]

    def summary(self, person: str | None = None) -> Summary:
        """Return the totals, runs and points for the header of the statistics screen."""
        match_wins = self._wins_in_order("matches", person)
        hand_wins = self._wins_in_order("hands", person)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT TOTAL(points) FROM hands WHERE {self._good('hands')}{whose} AND human_won = 1", value
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
