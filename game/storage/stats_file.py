"""The statistics database as a file: opened, checked, set aside when damaged, and written by a thread
of its own so that a database another program holds never stalls a frame (`StatsFile`, the base of
`game.storage.stats.Stats`)."""
from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from game.storage.files import read_regular, set_aside
from game.storage.stats_schema import create, inspect

log = logging.getLogger("game.storage.stats")

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
COMPANION_LIMIT = 64 << 20
"""A journal larger than this is moved aside with the database but not also kept in memory."""


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


class StatsFile:
    """The statistics database as a file. Never raises for a file problem: it tells `notify` and goes on.

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
            if inspect(conn) is None:
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
            problem = inspect(conn)
            if problem == "empty":
                create(conn)
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
            create(conn)
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
        create(conn)
        return conn
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

