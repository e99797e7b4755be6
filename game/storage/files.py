"""File helpers: atomic writes and setting damaged files aside, never losing a byte."""
from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

CORRUPT_TAG = ".corrupt-"


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a reader sees the old file or the new one, never half.

    The bytes go to a temporary file in the same folder, are flushed and synced to disk, then
    `os.replace` puts it in place. On any error the temporary file is removed and OSError raised.
    """
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
