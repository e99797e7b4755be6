"""Going back to an older version of the game and forward again loses nothing from view.

An older build sets the files of a newer one aside (`<name>.corrupt-<stamp>`, as it must: it cannot read
them) and starts afresh. When this build then finds, in the place of a file, only what a fresh start
leaves (no progress: default settings, statistics with no game, no match) and a file set aside that it
reads in full and that holds progress, it puts that file back and keeps the older build's aside in
turn. When both hold progress, nothing is chosen for the player: the set-aside file is renamed
`<name>.newer-<stamp>` (so that it is not offered again) and the player is told once where each is.

`recover` runs when the store takes the folder, before anything is read.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from game.storage.files import CORRUPT_TAG, read_regular, set_aside
from game.storage.settings import SETTINGS_VERSION, Settings
from game.storage.stats_schema import SCHEMA_VERSION

log = logging.getLogger(__name__)

NEWER_TAG = ".newer-"
"""The tag of a newer build's file that an older build set aside, kept while the player's files of the
older build hold progress of their own."""
SIZE_LIMIT = 16 << 20
"""The longest settings or match file read (as the store reads them)."""
COMPANIONS = ("-journal", "-wal", "-shm")
"""The statistics database's companion files, set aside with it under the same tag."""

Notice = Callable[[str], None]


def recover(folder: Path, settings_file: str, match_file: str, stats_file: str, *, match_version: int,
            now: Callable[[], datetime], notice: Notice) -> list[str]:
    """Put back the files an older build set aside, where this build's hold no progress; return their names.

    Never raises: a file that cannot be read or moved is left as it is (the store deals with it).
    """
    restored: list[str] = []
    for name, what, progress, readable in (
        (settings_file, "settings", _settings_progress, _settings_readable),
        (stats_file, "statistics", _stats_progress, _stats_readable),
        (match_file, "saved match", _match_progress, lambda path, version: _match_readable(path, match_version)),
    ):
        try:
            if _recover_one(folder / name, what, progress, readable, now, notice):
                restored.append(name)
        except (OSError, sqlite3.Error, ValueError) as exc:  # odd files: left for the store to deal with
            log.warning("cannot look for %s set aside in %s: %s", name, folder, exc)
    return restored


def _recover_one(
    path: Path,
    what: str,
    progress: Callable[[Path], tuple[bool, int] | None],
    readable: Callable[[Path, int], bool],
    now: Callable[[], datetime],
    notice: Notice,
) -> bool:
    """Restore or name the newest set-aside file of `path` that this build reads and that holds progress.

    `progress(path)` says whether the file in place holds progress and its version ((False, 0) when
    there is none, None when it cannot be told: nothing is done then); `readable(aside, version)`
    whether a set-aside file newer than `version` reads in full and holds progress.
    """
    current = progress(path)
    if current is None:
        return False
    has_progress, version = current
    asides = sorted(
        (p for p in path.parent.glob(f"{path.name}{CORRUPT_TAG}*") if p.is_file() and not p.is_symlink()),
        key=lambda p: p.name,
        reverse=True,
    )
    found = next((p for p in asides if readable(p, version)), None)
    if found is None:
        return False
    tag = found.name[len(path.name):]
    if has_progress:
        kept = found.with_name(path.name + NEWER_TAG + tag[len(CORRUPT_TAG):])
        _move(path, tag, kept.name[len(path.name):])
        notice(
            f"An older version of the game had set your newer {what} aside; the {what} in use are the older "
            f"version's ({path.name}), and the newer ones are kept as {kept.name}, both in {path.parent}."
            if what != "saved match" else
            f"An older version of the game had set your newer saved match aside; it is kept as {kept.name} "
            f"in {path.parent}, and the match in use is the older version's."
        )
        return False
    older = set_aside(path, now(), _companions(path)).name if os.path.lexists(path) else None
    _move(path, tag, "")
    log.info("restored %s from %s (older build's: %s)", path, found.name, older)
    theirs = f"; the older version's were kept as {older}" if older else ""
    notice(f"Your {what}, set aside by an older version of the game, {'is' if what == 'saved match' else 'are'} "
           f"back (from {found.name}){theirs}.")
    return True


def _companions(path: Path) -> dict[Path, bytes | None]:
    return {path.with_name(path.name + suffix): None for suffix in COMPANIONS if path.name.endswith(".sqlite3")}


def _move(path: Path, tag: str, new_tag: str) -> None:
    """Rename `<path><tag>` to `<path><new_tag>` ("" puts it back in place), with the companion files
    kept under the same tag (a database's journal: `stats.sqlite3-journal.corrupt-<stamp>`)."""
    for suffix in COMPANIONS:  # the journal first: never a restored database without it
        extra = path.with_name(path.name + suffix + tag)
        if os.path.lexists(extra):
            os.replace(extra, path.with_name(path.name + suffix + new_tag))
    os.replace(path.with_name(path.name + tag), path.with_name(path.name + new_tag))


# -- settings ----------------------------------------------------------------------------------------

def _settings_of(path: Path) -> tuple[Settings, int, list[str]] | None:
    try:
        data = json.loads(read_regular(path, SIZE_LIMIT).decode("utf-8"))
    except FileNotFoundError:
        raise
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    version = data.get("version", SETTINGS_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        return None
    try:
        settings, problems = Settings.from_dict_keeping(data)
    except ValueError:  # a version this build does not read
        return None
    return settings, version, problems


def _is_progress(settings: Settings) -> bool:
    """Whether settings differ from a fresh start's (the window's size, which any quit saves, aside)."""
    fresh = Settings()
    fresh.window_size, fresh.fullscreen = settings.window_size, settings.fullscreen
    return settings != fresh


def _settings_progress(path: Path) -> tuple[bool, int] | None:
    try:
        found = _settings_of(path)
    except FileNotFoundError:
        return False, 0
    if found is None:
        return None  # damaged: the store sets it aside and says so
    settings, version, _problems = found
    return _is_progress(settings), version


def _settings_readable(path: Path, version: int) -> bool:
    try:
        found = _settings_of(path)
    except FileNotFoundError:
        return False
    return found is not None and found[1] > version and not found[2] and _is_progress(found[0])


# -- statistics --------------------------------------------------------------------------------------

def _stats_state(path: Path) -> tuple[int, int] | None:
    """Return (user_version, games recorded) of a sound database of ours, None when it is not one."""
    if not path.is_file() or path.is_symlink():
        return None
    for suffix in COMPANIONS:  # SQLite reads a journal it finds: a pipe or a device there would hang it
        extra = path.with_name(path.name + suffix)
        if os.path.lexists(extra) and (extra.is_symlink() or not extra.is_file()):
            return None
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=0.1)
    except (sqlite3.Error, ValueError):
        return None
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"matches", "hands"} <= tables or conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return None
        rows = sum(int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]) for table in ("matches", "hands"))
        return version, rows
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def _stats_progress(path: Path) -> tuple[bool, int] | None:
    if not os.path.lexists(path):
        return False, 0
    state = _stats_state(path)
    return None if state is None else (state[1] > 0, state[0])


def _stats_readable(path: Path, version: int) -> bool:
    state = _stats_state(path)
    return state is not None and version < state[0] <= SCHEMA_VERSION and state[1] > 0


# -- the match in progress ---------------------------------------------------------------------------

def _match_progress(path: Path) -> tuple[bool, int] | None:
    return (True, 0) if os.path.lexists(path) else (False, 0)


def _match_readable(path: Path, match_version: int) -> bool:
    """Whether a set-aside match is one this build continues (its wrapper and its session both read)."""
    try:
        wrapper: Any = json.loads(read_regular(path, SIZE_LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    if not isinstance(wrapper, dict):
        return False
    version = wrapper.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= match_version:
        return False
    match = wrapper.get("match")
    if not isinstance(match, dict):
        return False
    from game.session import Session  # the model decides what a match it can continue is

    with contextlib.suppress(ValueError, KeyError, TypeError, RecursionError):
        Session.from_dict(match)
        return True
    return False
