"""Slow tool runs the suite checks (the type checker three times, the executable's build), started early.

The suite runs on one core, and these runs are separate processes that need nothing from the tests: so
the conftest starts the ones the selected tests need, one after another, in a thread as soon as the tests
are collected, and moves the tests that read them to the end of the run. By the time those tests run,
their process has (mostly) finished beside the others on the second core. A test reads its run with
`result(key)`: it waits for it, or runs it right there when it never started (a test run on its own).
The command, its folder, its timeout and what the tests assert of it are exactly those of a plain
`subprocess.run`: only the moment changes.

A test names what it waits on with `@pytest.mark.background("key")`; its module declares the run with
`job("key", ...)` at import (collection imports it before the conftest looks).

A parallel run (pytest-xdist, the suite's default `-n auto`) already keeps every core busy: its workers
start nothing early; the first test that reads a run makes it, and the conftest keeps the tests of
one run on one worker and hands them out first.
"""
from __future__ import annotations

import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Job:
    key: str
    command: Callable[[Path], Sequence[str]]
    """The command line, given a fresh empty folder the run may write into (removed after the session)."""
    cwd: Path
    timeout: float
    env: dict[str, str] | None = None
    folder: Path | None = None
    state: str = "pending"  # pending, running, done
    outcome: subprocess.CompletedProcess[str] | BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)
    process: subprocess.Popen[str] | None = None

    def run(self) -> None:
        """Run the command as `subprocess.run(..., capture_output=True, text=True, timeout=...)` would."""
        try:
            self.folder = Path(tempfile.mkdtemp(prefix=f"uno-table-{self.key}-"))
            cmd = list(self.command(self.folder))
            with subprocess.Popen(cmd, cwd=self.cwd, env=self.env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) as proc:
                self.process = proc
                if _stopping:  # the session ended while this one started
                    proc.kill()
                try:
                    out, err = proc.communicate(timeout=self.timeout)
                except subprocess.TimeoutExpired as exc:
                    proc.kill()
                    proc.communicate()
                    exc.cmd = cmd
                    raise
                self.outcome = subprocess.CompletedProcess(cmd, proc.returncode, out, err)
        except BaseException as exc:  # handed to the test that reads the run, raised there
            self.outcome = exc
        finally:
            self.state = "done"
            self.done.set()


_JOBS: dict[str, Job] = {}
_LOCK = threading.Lock()
_WORKERS: list[threading.Thread] = []
_stopping = False


def job(key: str, command: Callable[[Path], Sequence[str]], *, cwd: Path, timeout: float,
        env: dict[str, str] | None = None) -> str:
    """Declare the run `key` (once per session: a module imported again keeps the first); return the key."""
    _JOBS.setdefault(key, Job(key, command, cwd, timeout, env))
    return key


def _claim(key: str) -> Job | None:
    """Mark `key` running and return it if nobody ran it yet."""
    with _LOCK:
        j = _JOBS[key]
        if j.state != "pending" or _stopping:
            return None
        j.state = "running"
        return j


def start(keys: Iterable[str]) -> None:
    """Run the declared `keys` one after another in a background thread (one core beside the tests)."""
    order = [k for k in dict.fromkeys(keys) if k in _JOBS]
    if not order:
        return

    def worker() -> None:
        for key in order:
            j = _claim(key)
            if j is not None:
                j.run()

    thread = threading.Thread(target=worker, name="tests.background", daemon=True)
    _WORKERS.append(thread)
    thread.start()


def result(key: str) -> subprocess.CompletedProcess[str]:
    """Return the finished run `key` (waiting for it, or running it now); raise what the run raised."""
    j = _claim(key)
    if j is not None:
        j.run()
    j = _JOBS[key]
    if j.state == "pending":
        raise RuntimeError(f"the session is ending: {key} will not run")
    j.done.wait()
    if isinstance(j.outcome, BaseException):
        raise j.outcome
    assert j.outcome is not None
    return j.outcome


def folder(key: str) -> Path:
    """The folder the finished run `key` was given."""
    j = _JOBS[key]
    assert j.folder is not None, f"{key} has not run"
    return j.folder


def stop() -> None:
    """End what still runs (an interrupted session), start nothing more, remove the runs' folders."""
    global _stopping
    with _LOCK:
        _stopping = True
    for j in _JOBS.values():
        proc = j.process
        if proc is not None and proc.poll() is None:
            proc.kill()
    for thread in _WORKERS:
        thread.join(timeout=30)
    for j in _JOBS.values():
        if j.folder is not None:
            shutil.rmtree(j.folder, ignore_errors=True)
