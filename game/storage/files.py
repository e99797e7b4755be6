"""File helpers: atomic writes and setting damaged files aside, never losing a byte."""
from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

CORRUPT_TAG = ".corrupt-"
TEMP_SUFFIX = ".tmp"
PATH_MAX = 4096
"""The longest path Linux takes (Windows and macOS take less, and say so when asked)."""


class NotAFileError(OSError):
    """The path holds something other than a regular file of a sane size (a pipe, a device, a folder...)."""


def short_path(path: Path | str, width: int = 60) -> str:
    """Return `path` as text of at most `width` characters (the middle elided), for a one-line message."""
    text = str(path)
    if len(text) <= width:
        return text
    half = (width - 1) // 2
    return f"{text[:half]}…{text[-(width - 1 - half):]}"


def path_problem(path: Path, want_dir: bool) -> str | None:
    """Return why the system refuses `path` as a folder (`want_dir`) or a file to write, None when it may do.

    A path that does not exist yet is fine when its name is one the system accepts; a name too long
    (over 255 bytes a part, 4,096 in all on Linux), a null character, or something of the other kind
    in its place is not.
    """
    try:
        # The game's own files go inside a folder: their names (up to ~50 bytes) must fit too.
        if want_dir and len(os.fsencode(os.path.abspath(path))) > PATH_MAX - 64:
            return "the path is too long for the files that go in it"
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except ValueError:  # an embedded null character
        return "the name holds a null character"
    except OSError as exc:
        if exc.errno == errno.ENOTDIR:
            return "a part of the path is a file, not a folder"
        return exc.strerror.lower() if exc.strerror else str(exc)
    if want_dir and not stat.S_ISDIR(info.st_mode):
        return "it is not a folder"
    if not want_dir and stat.S_ISDIR(info.st_mode):
        return "it is a folder, not a file"
    return None


def read_regular(path: Path, limit: int) -> bytes:
    """Return the bytes of the regular file at `path`, at most `limit` of them.

    The file is opened without blocking (a named pipe with no writer must not hang the game) and
    checked once open, so that what is read is what was checked: a folder, a pipe, a device (a link
    to /dev/zero) or a file longer than `limit` raises NotAFileError. FileNotFoundError when there is
    nothing there; any other OSError as the system gives it.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFileError(f"{path.name} is not a regular file")
        if info.st_size > limit:
            raise NotAFileError(f"{path.name} is {info.st_size} bytes, more than {limit}")
        chunks: list[bytes] = []
        size = 0
        while True:  # the size may have changed since fstat: stop one byte past the limit
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise NotAFileError(f"{path.name} is more than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def clean_temporary(folder: Path, names: tuple[str, ...], older_than: float = 0.0) -> list[str]:
    """Remove the temporary files `atomic_write` leaves when it is killed (`.<name>.*.tmp`).

    Only regular files and links are removed, and only those last changed more than `older_than`
    seconds ago. Returns the names removed; errors are ignored (the next start tries again).
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not entry.name.endswith(TEMP_SUFFIX) or not any(entry.name.startswith(f".{n}.") for n in names):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISDIR(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a reader sees the old file or the new one, never half.

    The bytes go to a temporary file in the same folder, are flushed and synced to disk, then
    `os.replace` puts it in place. On any error the temporary file is removed and OSError raised.
    """
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_dir(path.parent)


def _sync_dir(folder: Path) -> None:
    """Sync a folder so that a rename in it survives a power cut (POSIX only; best effort)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def corrupt_name(path: Path, when: datetime) -> Path:
    """Return a free `<name>.corrupt-<YYYYmmdd-HHMMSS>` beside `path` (`-2`, `-3`, ... if taken)."""
    base = f"{path.name}{CORRUPT_TAG}{when:%Y%m%d-%H%M%S}"
    candidate = path.with_name(base)
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{base}-{n}")
        n += 1
    return candidate


def set_aside(path: Path, when: datetime, companions: Mapping[Path, bytes | None] | None = None) -> Path:
    """Rename `path` (a file or anything else in its place) to a free `.corrupt-<timestamp>` name.

    `companions` (e.g. a database's journal, with the bytes it held before the database was opened,
    since SQLite may delete a journal it cannot use) are kept with the same suffix. Returns the new
    path of `path`; raises OSError when it cannot be moved.
    """
    target = corrupt_name(path, when)
    os.rename(path, target)
    suffix = target.name[len(path.name):]
    for extra, before in (companions or {}).items():
        aside = extra.with_name(extra.name + suffix)
        # The journal of a damaged database must not be replayed into the fresh one.
        with contextlib.suppress(OSError):
            if os.path.lexists(extra):
                os.rename(extra, aside)
            elif before is not None:
                aside.write_bytes(before)
    return target
