"""The data folder: settings, the match in progress and the statistics, kept safe from damage.

Loading never raises. Anything damaged or from a newer version of the game is renamed to
`<name>.corrupt-<YYYYmmdd-HHMMSS>`, defaults or a fresh file take its place, and a one-line message
for the player is appended to `Store.notices`. When the folder cannot be written, everything goes on
in memory for the session and the player is told so once.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from game.storage.downgrade import recover
from game.storage.files import NotAFileError, atomic_write, clean_temporary, read_regular, set_aside
from game.storage.lock import LOCK_FILE, FolderLock
from game.storage.settings import Settings, UnknownVersionError
from game.storage.stats import Stats

log = logging.getLogger(__name__)

APP_NAME = "uno-table"
SETTINGS_FILE = "settings.json"
MATCH_FILE = "match.json"
STATS_FILE = "stats.sqlite3"

MATCH_VERSION = 1
"""Format of the `match.json` wrapper; the session inside carries its own version."""

CLOSE_TIMEOUT = 5.0
"""Seconds reading the match, `unsaved` or `close` wait for the match writer (a save is milliseconds)."""

SIZE_LIMITS = {SETTINGS_FILE: 1 << 20, MATCH_FILE: 16 << 20}
"""The longest file of each kind that is read; anything longer is damaged (settings are ~1 KB, a match ~50 KB)."""


def default_data_dir() -> Path:
    """Return the player's data folder for the game (platformdirs), creating it when it can."""
    try:
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    except (RuntimeError, KeyError, OSError) as exc:
        # No home folder to be found (HOME unset, a user with no passwd entry): keep going in a
        # temporary folder rather than refuse to start.
        uid = getattr(os, "getuid", lambda: 0)()
        path = Path(tempfile.gettempdir()) / f"{APP_NAME}-{uid}"
        log.warning("no user data folder (%s); using %s", exc, path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("cannot create %s: %s", path, exc)  # the Store says so to the player
    return path


class _Damaged(Exception):
    """A file that must be set aside; `newer` when it was written by a newer game."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.newer = newer


_WHAT = {SETTINGS_FILE: "settings", MATCH_FILE: "saved match"}
_UNSAVED = {SETTINGS_FILE: "your settings", MATCH_FILE: "the match in progress"}


class Store:
    """Settings, the saved match and the statistics under one data folder.

    The first copy of the game on a folder holds it (a lock file with its pid, see `lock.py`); a
    second copy reads what is there but writes nothing (`read_only`), and says so. Call `close` at
    the end (it gives the statistics time to be written and lets the folder go).
    """

    def __init__(self, data_dir: Path | str | None = None, *, now: Callable[[], datetime] = datetime.now) -> None:
        self.data_dir = default_data_dir() if data_dir is None else Path(data_dir)
        self.notices: list[str] = []
        self._notices_lock = threading.Lock()  # the statistics' writer thread adds notices too
        self.on_notice: Callable[[], None] | None = None
        """Called after a notice is added, from whichever thread added it (the app wakes its loop)."""
        self._now = now
        self.read_only = False
        """Another copy of the game holds the folder: nothing here is written, moved or removed."""
        self.owner: int | None = None
        """The process id of that other copy, when known."""
        self._lock: FolderLock | None = None
        # Files that could not be written (or a damaged one that could not be moved aside, which a
        # save must not overwrite): their latest contents, kept for the session.
        self._memory: dict[str, bytes | None] = {}
        self._stuck: set[str] = set()
        self._why: dict[str, str] = {}  # why a file is kept in memory: the last write's error
        self.background = False
        """Write the match and the settings on a thread of its own (the app sets it: a save never
        stalls a frame).

        `save_match`, `clear_match` and `save_settings` then return at once (True: accepted); reading
        a file, `unsaved` and `close` wait for the writer first, so that they see what was asked.
        """
        self._io = threading.Condition()
        self._next: dict[str, bytes | None] = {}  # per file, the latest bytes to write (None: remove) not started
        self._inflight = False
        self._writer: threading.Thread | None = None
        self.persistent = True
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            if not self.data_dir.is_dir():
                raise NotADirectoryError(str(self.data_dir))
        except OSError as exc:
            log.warning("cannot use data folder %s: %s", self.data_dir, exc)
            self.persistent = False
            self.notice(
                f"The data folder {self.data_dir} cannot be used, so settings, saves and statistics "
                "are kept only until you quit."
            )
        if self.persistent:
            self._claim()
        if self.persistent and not self.read_only:  # back from an older version: put its set-asides back
            recover(self.data_dir, SETTINGS_FILE, MATCH_FILE, STATS_FILE, match_version=MATCH_VERSION, now=now,
                    notice=self.notice)
        self.stats = Stats(
            self.data_dir / STATS_FILE if self.persistent else None, self.notice, now=now, read_only=self.read_only
        )

    def _claim(self) -> None:
        """Hold the folder, or find that another copy does (read-only); clean what a killed save left."""
        lock = FolderLock(self.data_dir)
        try:
            held = lock.acquire()
        except NotAFileError:
            # Something odd in the lock file's place: keep it aside and make a proper one.
            try:
                set_aside(lock.path, self._now())
                held = lock.acquire()
            except OSError as exc:
                log.warning("cannot lock %s: %s", self.data_dir, exc)
                return
        except OSError as exc:  # a read-only folder: nobody can write it anyway, the writes will say so
            log.warning("cannot lock %s: %s", self.data_dir, exc)
            return
        if not held:
            self.read_only = True
            self.owner = lock.owner
            who = f" (process {lock.owner})" if lock.owner is not None else ""
            self.notice(
                f"Another copy of the game{who} is using {self.data_dir}: this one changes nothing there, "
                "so its settings, saves and statistics last only until you quit."
            )
            return
        self._lock = lock
        removed = clean_temporary(self.data_dir, (SETTINGS_FILE, MATCH_FILE, LOCK_FILE))
        if removed:
            log.info("removed %d temporary files a stopped save left: %s", len(removed), ", ".join(removed))

    def close(self) -> None:
        """Let the match and the statistics finish writing (a few seconds at most) and give the folder up."""
        if not self.flush(CLOSE_TIMEOUT):
            self.notice("Your saved match or settings were still being written when the game closed.")
        self.stats.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def unsaved(self) -> list[str]:
        """Return what is kept only in memory, with why (e.g. ["the match in progress (disk full)"]).

        All of it is lost when the game quits.
        """
        self.flush(CLOSE_TIMEOUT)
        out: list[str] = []
        for name, data in list(self._memory.items()):
            if data is not None:
                why = self._why.get(name)
                out.append(f"{_UNSAVED[name]} ({why})" if why else _UNSAVED[name])
        return out

    # -- notices ------------------------------------------------------------------------------------

    def notice(self, text: str) -> None:
        """Add a one-line message for the player (once: a repeated message is not added again)."""
        with self._notices_lock:
            if text in self.notices:
                return
            self.notices.append(text)
        if self.on_notice is not None:
            self.on_notice()

    def take_notices(self) -> list[str]:
        """Return the messages not shown yet and forget them (for the app to show once each)."""
        with self._notices_lock:
            out, self.notices[:] = list(self.notices), []
        return out

    # -- files ----------------------------------------------------------------------------------------

    def _read(self, name: str) -> bytes | None:
        """Return a file's bytes (or the session's copy), None when there is none; raise _Damaged."""
        if name in self._memory:
            return self._memory[name]
        path = self.data_dir / name
        if not self.persistent:
            return None
        try:
            return read_regular(path, SIZE_LIMITS[name])
        except FileNotFoundError:
            return None
        except OSError as exc:  # a folder, pipe or device in its place, too long, no permission, I/O
            raise _Damaged(f"cannot read: {exc}") from None

    def _write(self, name: str, data: bytes) -> bool:
        """Write a file atomically; on failure keep it for the session, tell the player once."""
        if self.persistent and not self.read_only and name not in self._stuck:
            try:
                atomic_write(self.data_dir / name, data)
            except OSError as exc:
                log.warning("cannot write %s: %s", self.data_dir / name, exc)
                self._why[name] = _reason(exc)
                self.notice(f"Your {_WHAT[name]} could not be saved ({_reason(exc)}); it is kept until you quit.")
            else:
                self._memory.pop(name, None)
                self._why.pop(name, None)
                return True
        elif self.read_only:
            self._why[name] = "another copy of the game holds the folder"
        elif not self.persistent:
            self._why[name] = "the data folder cannot be used"
        else:
            self._why[name] = "a damaged file is in its place"
        self._memory[name] = data
        return False

    def _set_aside(self, name: str, damage: _Damaged, outcome: str) -> None:
        """Move a bad file aside and tell the player; `outcome` says what happens instead."""
        what = _WHAT[name]
        state = "comes from a newer version of the game" if damage.newer else "was damaged"
        if name == SETTINGS_FILE:
            state = "come from a newer version of the game" if damage.newer else "were damaged"
        log.warning("%s is unusable (%s)", self.data_dir / name, damage)
        self._memory.pop(name, None)
        if self.read_only:  # the copy holding the folder deals with it
            self._stuck.add(name)
            self._memory[name] = None
            self.notice(f"Your {what} {state} and {outcome}; the file was left untouched.")
            return
        try:
            kept = set_aside(self.data_dir / name, self._now())
        except OSError as exc:
            log.warning("cannot move %s aside: %s", self.data_dir / name, exc)
            self._stuck.add(name)  # never overwrite what could not be kept
            self._memory[name] = None  # and read it no more this session
            self.notice(
                f"Your {what} {state} and {outcome}; the file could not be moved aside, so it was left untouched."
            )
            return
        self.notice(f"Your {what} {state} and {outcome}; the old file was kept as {kept.name}.")

    # -- settings ----------------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """Return the saved settings, or the defaults (with a notice if a bad file was set aside)."""
        self.flush(CLOSE_TIMEOUT)
        try:
            data = self._read(SETTINGS_FILE)
            if data is None:
                return Settings()
            settings, problems = Settings.from_dict_keeping(_parse(data, "settings"))
            if problems:
                self._repair_settings(settings, problems)
            return settings
        except _Damaged as damage:
            self._set_aside(SETTINGS_FILE, damage, "have been reset")
        except UnknownVersionError as exc:
            self._set_aside(SETTINGS_FILE, _Damaged(str(exc), newer=True), "have been reset")
        except ValueError as exc:
            self._set_aside(SETTINGS_FILE, _Damaged(str(exc)), "have been reset")
        return Settings()

    def _repair_settings(self, settings: Settings, problems: list[str]) -> None:
        """Keep a settings file with bad fields aside, save the rest (the bad ones at their defaults), say which."""
        bad = [problem.partition(":")[0] for problem in problems]
        log.warning("settings %s: %s", self.data_dir / SETTINGS_FILE, "; ".join(problems))
        which = ", ".join(bad[:-1]) + f" and {bad[-1]}" if len(bad) > 1 else bad[0]
        why = problems[0].partition(":")[2].strip()
        why = why if len(why) <= 80 else why[:79] + "…"
        kept = "the file could not be moved aside, so it was left untouched"
        if not self.read_only:
            try:
                kept = f"the old file was kept as {set_aside(self.data_dir / SETTINGS_FILE, self._now()).name}"
            except OSError as exc:
                log.warning("cannot move %s aside: %s", self.data_dir / SETTINGS_FILE, exc)
                self._stuck.add(SETTINGS_FILE)  # never overwrite what could not be kept
        else:
            kept = "the file was left untouched"
        if SETTINGS_FILE not in self._stuck:
            self._write(SETTINGS_FILE, _dump(settings.to_dict()))
        self.notice(
            f"Your setting{'s' if len(bad) > 1 else ''} {which} {'were' if len(bad) > 1 else 'was'} not valid "
            f"({why}) and {'were' if len(bad) > 1 else 'was'} reset; every other setting was kept, and {kept}."
        )

    def save_settings(self, settings: Settings) -> bool:
        """Save the settings; return False when they are kept in memory only.

        Raises ValueError when a setting is invalid (a programming error, not a file problem).
        """
        data = _dump(settings.to_dict())
        if self._in_background(SETTINGS_FILE, data):
            return True
        return self._write(SETTINGS_FILE, data)

    # -- the match in progress -----------------------------------------------------------------------

    def save_match(self, match: dict[str, Any]) -> bool:
        """Save the match in progress (a JSON-safe dict, e.g. `Session.to_dict()`).

        Returns False when it is kept in memory only. Raises ValueError when `match` is not JSON-safe.
        """
        if not isinstance(match, dict):
            raise ValueError(f"a saved match must be a dict, got {type(match).__name__}")
        wrapper = {"version": MATCH_VERSION, "saved_at": self._now().isoformat(timespec="seconds"), "match": match}
        try:
            data = _dump(wrapper)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"the match cannot be saved as JSON: {exc}") from None
        if self._in_background(MATCH_FILE, data):
            return True
        return self._write(MATCH_FILE, data)

    # -- the match writer (see `background`) -----------------------------------------------------------

    def _in_background(self, name: str, data: bytes | None) -> bool:
        """Hand the writing (None: the removal) of a file to the writer when saves go in the background.

        Returns whether it was handed over (else the caller does it now).
        """
        if not self.background or not self.persistent or self.read_only or name in self._stuck:
            return False
        with self._io:
            self._next.pop(name, None)
            self._next[name] = data  # a later save replaces one not started yet, and goes last
            if self._writer is None:
                self._writer = threading.Thread(target=self._write_loop, name="file-writer", daemon=True)
                self._writer.start()
            self._io.notify_all()
        return True

    def _write_loop(self) -> None:
        while True:
            with self._io:
                while not self._next:
                    self._io.wait()
                name = next(iter(self._next))
                data = self._next.pop(name)
                self._inflight = True
            try:
                if data is not None:
                    self._write(name, data)
                else:
                    self._clear_match_now()
            except Exception:  # the writer must outlive anything a save meets
                log.exception("the file writer failed")
                self.notice(f"Your {_WHAT[name]} could not be saved.")
            finally:
                with self._io:
                    self._inflight = False
                    self._io.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the file writer has done what it was asked; return whether it has."""
        with self._io:
            return self._io.wait_for(lambda: not self._next and not self._inflight, timeout)

    def load_match(self) -> dict[str, Any] | None:
        """Return the saved match dict, or None when there is none or it was set aside (with a notice)."""
        self.flush(CLOSE_TIMEOUT)
        try:
            data = self._read(MATCH_FILE)
            if data is None:
                return None
            wrapper = _parse(data, "saved match")
            version = wrapper.get("version")
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise _Damaged(f"version: not a version number: {version!r}")
            if version > MATCH_VERSION:
                raise _Damaged(f"version {version} is newer than {MATCH_VERSION}", newer=True)
            match = wrapper.get("match")
            if not isinstance(match, dict):
                raise _Damaged("match: missing or not an object")
            return match
        except _Damaged as damage:
            self._set_aside(MATCH_FILE, damage, "cannot be continued")
        except ValueError as exc:
            self._set_aside(MATCH_FILE, _Damaged(str(exc)), "cannot be continued")
        return None

    def reject_match(self, reason: str, newer: bool = False) -> None:
        """Set the saved match aside because the game cannot read it (e.g. `Session.from_dict` refused it).

        Call this when `load_match()` returned a dict that the model rejects with ValueError; the
        player is told and the file is kept as `match.json.corrupt-<timestamp>`.
        """
        self.flush(CLOSE_TIMEOUT)
        if MATCH_FILE not in self._memory and self.persistent and os.path.lexists(self.data_dir / MATCH_FILE):
            self._set_aside(MATCH_FILE, _Damaged(reason, newer), "cannot be continued")
        elif self._memory.get(MATCH_FILE) is not None:
            self._memory[MATCH_FILE] = None
            self.notice("Your saved match cannot be continued.")

    def has_match(self) -> bool:
        """Return whether a saved match can be offered as Continue (a damaged one is set aside)."""
        return self.load_match() is not None

    def clear_match(self) -> None:
        """Forget the saved match (after it has ended)."""
        if not self._in_background(MATCH_FILE, None):
            self._clear_match_now()

    def _clear_match_now(self) -> None:
        if self.persistent and not self.read_only and MATCH_FILE not in self._stuck:
            try:
                (self.data_dir / MATCH_FILE).unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("cannot remove %s: %s", self.data_dir / MATCH_FILE, exc)
                self.notice(f"The finished match could not be removed ({_reason(exc)}).")
                self._stuck.add(MATCH_FILE)
                self._memory[MATCH_FILE] = None  # the file stays, but this session forgets it
                return
            self._memory.pop(MATCH_FILE, None)
        else:
            self._memory[MATCH_FILE] = None


def _dump(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")


def _parse(data: bytes, what: str) -> dict[str, Any]:
    """Return the JSON object in `data`; raise _Damaged when it is not one."""
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # bad UTF-8, bad JSON, NaN, nesting too deep
        raise _Damaged(f"{what}: not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise _Damaged(f"{what}: not a JSON object")
    return value


def _no_constant(name: str) -> Any:
    """Refuse NaN and Infinity, which Python's json reads but no save of ours holds (nor can write)."""
    raise ValueError(f"{name} is not a number JSON allows")


def _reason(exc: OSError) -> str:
    return exc.strerror.lower() if exc.strerror else type(exc).__name__
