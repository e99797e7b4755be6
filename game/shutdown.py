"""Ending the game from outside (Ctrl-C, a closed terminal, the system shutting down): save first.

`watch(wake)` catches, for as long as it lasts, every way of ending the process that this system lets
a program catch:

- SIGINT (Ctrl-C), SIGTERM (`kill`, a service manager), and where they exist SIGHUP (the terminal was
  closed: POSIX) and SIGBREAK (Ctrl-Break: Windows);
- on Windows, the console window being closed, the user logging off and the system shutting down
  (`SetConsoleCtrlHandler`: the system waits a few seconds for the handler, which waits for the save).

A handler only records the request (`Stop.signal`) and wakes the loop (`wake`, thread-safe); the loop
then quits as the window's close button does (every scene saves), except that it never waits for a
second close, and the process ends with 128 + the signal's number, without a traceback. SIGKILL and a
power cut cannot be caught: the saves' atomic writes are what protect the files then.

No pygame here: the app passes its own wake-up.
"""
from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

log = logging.getLogger(__name__)

SIGNALS: tuple[str, ...] = ("SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK")
"""The signals caught, those this system has (SIGHUP is POSIX only, SIGBREAK Windows only)."""
CONSOLE_WAIT = 4.5
"""Seconds a Windows console's close waits for the save (the system ends the process after 5)."""
_CONSOLE_EVENTS = {2: "the console was closed", 5: "the user logged off", 6: "the system is shutting down"}
"""CTRL_CLOSE_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT (Ctrl-C and Ctrl-Break arrive as signals)."""


def caught_signals() -> list[signal.Signals]:
    """Return the signals of `SIGNALS` that exist on this system."""
    return [getattr(signal, name) for name in SIGNALS if hasattr(signal, name)]


class Stop:
    """What ended the game from outside, if anything: set by the handlers, read by the loop."""

    def __init__(self, wake: Callable[[], None] | None = None) -> None:
        self.wake = wake
        self.signal: str | None = None
        """The name of the first signal (or console event) received; None while none was."""
        self.number = 0
        """Its number (0 for a console event)."""
        self.saved = threading.Event()
        """Set once the game has saved and closed (a Windows console's close waits for it)."""

    @property
    def requested(self) -> bool:
        """Return whether something asked the game to end."""
        return self.signal is not None

    @property
    def exit_code(self) -> int:
        """Return the exit status for the request: 128 + the signal's number (130 for Ctrl-C); 0 if none."""
        if self.signal is None:
            return 0
        return 128 + self.number if self.number else 1

    def request(self, name: str, number: int = 0) -> None:
        """Record a request to end (the first one names it) and wake the loop; safe from any thread."""
        if self.signal is None:
            self.signal, self.number = name, number
            log.info("ending: %s", name)
        if name == "SIGHUP" or number == 0:
            _quiet_streams()  # the terminal is gone: a line printed to it would raise, not be read
        wake = self.wake
        if wake is not None:
            with contextlib.suppress(Exception):  # the window may be closing already
                wake()


def _quiet_streams() -> None:
    """Send standard output and error to the null device (their terminal is gone)."""
    with contextlib.suppress(OSError):
        sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (kept open for the rest of the process)
        sys.stdout = sink
        sys.stderr = sink


_active: list[Stop] = []


def current() -> Stop | None:
    """Return the `Stop` of the innermost `watch`, None outside any."""
    return _active[-1] if _active else None


@contextlib.contextmanager
def watch(wake: Callable[[], None] | None = None, *, restore: bool = True) -> Iterator[Stop]:
    """Catch the signals (and Windows console events) that end the process, for the time of the block.

    `restore=False` leaves the handlers in place after the block, and once a request came, ignores
    the signals from then on (the command line's watch: a second Ctrl-C while the process winds down
    must not end it by the default action, with that signal's status).

    Inside an outer `watch` (the command line's, started before the window opens), the outer one's
    `Stop` is shared: a signal received during the start is seen by the loop, and `wake` is the new
    one's. Signal handlers can only be set from the main thread: elsewhere nothing is caught.
    """
    if _active:
        stop = _active[-1]
        previous_wake, stop.wake = stop.wake, wake or stop.wake
        _active.append(stop)
        try:
            yield stop
        finally:
            _active.pop()
            stop.wake = previous_wake
        return
    stop = Stop(wake)
    old: dict[signal.Signals, Any] = {}
    if threading.current_thread() is threading.main_thread():

        def handler(number: int, _frame: FrameType | None) -> None:
            stop.request(signal.Signals(number).name, number)

        for sig in caught_signals():
            try:
                old[sig] = signal.signal(sig, handler)
            except (OSError, ValueError) as exc:  # not catchable here
                log.info("cannot catch %s: %s", sig.name, exc)
    console = _watch_console(stop)
    _active.append(stop)
    try:
        yield stop
    finally:
        _active.pop()
        stop.saved.set()
        if console is not None:
            console()
        if not restore and stop.requested:
            # The process is ending: Python puts the default action back while it finalises, and a
            # signal repeated then would end it with that signal's status instead of ours.
            for sig in old:
                with contextlib.suppress(OSError, ValueError):
                    signal.signal(sig, signal.SIG_IGN)
        for sig, previous in old.items() if restore else ():
            # None: a handler set outside Python (SDL's); the default is the closest there is.
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(sig, previous if previous is not None else signal.SIG_DFL)


def _watch_console(stop: Stop) -> Callable[[], None] | None:
    """On Windows, catch the console's close, log-off and shutdown; return how to stop (None elsewhere)."""
    if sys.platform != "win32":
        return None
    import ctypes
    from ctypes import wintypes

    handler_type = ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.DWORD)

    def on_event(event: int) -> bool:
        what = _CONSOLE_EVENTS.get(int(event))
        if what is None:
            return False  # Ctrl-C and Ctrl-Break: Python turns them into SIGINT and SIGBREAK
        stop.request(what)
        stop.saved.wait(CONSOLE_WAIT)  # returning lets the system end the process at once
        return True

    callback = handler_type(on_event)
    kernel = ctypes.windll.kernel32
    if not kernel.SetConsoleCtrlHandler(callback, True):
        return None

    def remove() -> None:
        kernel.SetConsoleCtrlHandler(callback, False)

    return remove
