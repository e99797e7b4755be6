"""Command-line entry point: `uno` and `python -m game`.

The start time is taken before anything heavy is imported, so that `--stats-json` can report how long
the first frame took from the start of the process. Imports are absolute: PyInstaller runs this file
as a script.
"""
from __future__ import annotations

import time

_T0 = time.perf_counter()

import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402

# The window class names the game for window managers and a .desktop file's StartupWMClass; pygame
# reads it when it is imported, so it is set here, before anything imports pygame.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "uno")
# pygame's greeting on standard output is not for players.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _process_age() -> float:
    """Return how long the process has run, from /proc on Linux; 0.0 elsewhere.

    A PyInstaller one-file build runs the game in a child of the launcher that unpacked it: count from
    the launcher, where the player's double-click started.
    """
    if not sys.platform.startswith("linux"):  # no /proc, no os.sysconf on Windows
        return 0.0
    try:
        pid = "self"
        if getattr(sys, "frozen", False):
            ppid = os.getppid()
            if os.path.realpath(f"/proc/{ppid}/exe") == os.path.realpath(sys.executable):
                pid = str(ppid)
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            stat = f.read()
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        start_ticks = int(stat[stat.rindex(")") + 2 :].split()[19])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


_AGE0 = _process_age()


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run the game; return the exit code (2 for bad options).

    Ctrl-C, a closed terminal or SIGTERM, from the very start: the game saves and ends with 128 + the
    signal's number, never a traceback (`game.shutdown`).
    """
    from game import shutdown

    with shutdown.watch(restore=False) as stop:  # kept to the end: the process is ending anyway
        code = _main(argv)
    return stop.exit_code or code


def _main(argv: Sequence[str] | None) -> int:
    import json

    from game.cli import StartupError, UsageError, parse_args

    try:
        options = parse_args(argv)
    except UsageError as exc:
        print(f"uno: error: {exc}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    from game.app import App

    try:
        app = App(options, launch=(_T0, _AGE0))
    except StartupError as exc:
        print(f"uno: error: {exc}", file=sys.stderr)
        return 2
    code = app.run()
    if options.stats_json is not None:
        try:
            options.stats_json.write_text(json.dumps(app.stats(), indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"uno: error: cannot write {options.stats_json}: {exc}", file=sys.stderr)
            return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
