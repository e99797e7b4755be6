"""One copy of the game per data folder: a lock file holding the owner's process id.

The file is held with an operating-system lock (`flock` on POSIX, `msvcrt.locking` on Windows) for
as long as the owner runs, so a copy that was killed leaves a file nobody holds: the next copy takes
it over (a stale lock is recovered, whatever pid it names). Where the file system has no such locks
the pid alone decides: a lock naming a process that is gone is stale.

Within one process, every `FolderLock` on the same folder shares the one hold (a copy of the game
is a process), so a test or a tool may open the same folder twice.
"""
from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
import threading
from pathlib import Path

from game.storage.files import NotAFileError

log = logging.getLogger(__name__)

LOCK_FILE = "uno.lock"
_MAX_LOCK_BYTES = 64

# folder (resolved) -> [file descriptor, holders in this process]
_held: dict[str, list[int]] = {}
_held_lock = threading.Lock()


def _key(folder: Path) -> str:
    try:
        return str(folder.resolve())
    except (OSError, RuntimeError):
        return os.path.abspath(folder)


def pid_alive(pid: int) -> bool:
    """Return whether a process with this id runs (True when it cannot be told)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill would end the process there
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return bool(ok) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, under another user
    return True


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, _MAX_LOCK_BYTES).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _try_os_lock(fd: int) -> bool | None:
    """Take the OS lock on `fd` without waiting: True taken, False held elsewhere, None not supported."""
    try:
        if sys.platform == "win32":  # (sys.platform, not os.name: the type checker follows it)
            import msvcrt

            # Lock one byte far past the pid, so that the pid stays readable by the other copy.
            os.lseek(fd, 1 << 20, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined,unused-ignore]
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK):
            return False
        log.info("no file locks here (%s); the pid alone decides", exc)
        return None
    return True


class FolderLock:
    """The claim of this process on a data folder (`acquire` once, `release` when done)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_FILE
        self.owner: int | None = None
        """The pid of the copy holding the folder when `acquire` failed (None when unknown)."""
        self.recovered: int | None = None
        """The pid named by a stale lock that `acquire` took over."""
        self.held = False

    def acquire(self) -> bool:
        """Claim the folder; return False when another running copy holds it (see `owner`).

        Raises OSError when the lock file cannot be made at all (a read-only folder): the caller
        decides what that means.
        """
        key = _key(self.folder)
        with _held_lock:
            if key in _held:
                _held[key][1] += 1
                self.held = True
                return True
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
            try:
                fd = os.open(self.path, flags | getattr(os, "O_NONBLOCK", 0), 0o644)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):  # a link, a folder, a socket
                    raise NotAFileError(f"{LOCK_FILE} is not a regular file: {exc}") from None
                raise
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode):
                    raise NotAFileError(f"{LOCK_FILE} is not a regular file")
                got = _try_os_lock(fd)
                previous = _read_pid(fd)
                if got is False or (got is None and previous is not None and pid_alive(previous)):
                    self.owner = previous
                    os.close(fd)
                    return False
                if previous is not None and previous != os.getpid():
                    self.recovered = previous
                    log.info("recovered a stale lock of process %s on %s", previous, self.folder)
                os.lseek(fd, 0, os.SEEK_SET)
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
                with contextlib.suppress(OSError):
                    os.fsync(fd)
            except BaseException:
                os.close(fd)
                raise
            _held[key] = [fd, 1]
            self.held = True
            return True

    def release(self) -> None:
        """Give the folder up (the lock file is emptied, then closed; the OS lock goes with it)."""
        if not self.held:
            return
        self.held = False
        key = _key(self.folder)
        with _held_lock:
            entry = _held.get(key)
            if entry is None:
                return
            entry[1] -= 1
            if entry[1] > 0:
                return
            del _held[key]
            fd = entry[0]
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
            with contextlib.suppress(OSError):
                os.close(fd)
