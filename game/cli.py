"""The command line: `uno --help`. Parses and checks every option into `Options`, or raises
`UsageError` with a one-line message; nothing here opens a window."""
from __future__ import annotations

import argparse
import math
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.model import Rules

__all__ = ["MIN_SIZE", "Options", "StartupError", "UsageError", "parse_args"]

MIN_SIZE = (960, 540)


class UsageError(Exception):
    """A bad command-line option or value (exit code 2)."""


class StartupError(Exception):
    """The game cannot start (the data folder, the window...); a one-line reason."""


# --------------------------------------------------------------------------------------------------
# The command line


@dataclass
class Options:
    """What the command line asked for."""

    demo: bool = False
    players: int = 4
    rules: Rules | None = None
    rules_spec: str | None = None
    seed: int | None = None
    speed: float = 1.0
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    frames: int | None = None
    stats_json: Path | None = None
    data_dir: Path | None = None
    people: tuple[str, ...] = ()
    """--people: the names of the people at the first seats (pass-and-play), CPUs after them."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError (one line) instead of printing usage and exiting."""

    def error(self, message: str) -> Any:
        raise UsageError(message)


def _parser() -> _Parser:
    p = _Parser(
        prog="uno",
        description="Uno against CPU opponents, with the official rules and the popular house rules.",
    )
    p.add_argument("--demo", action="store_true", help="skip the menus and watch a CPU-only match")
    p.add_argument("--players", metavar="N", default=None,
                   help="seats in the demo or with --people, 2 to 10 (default 4, or as many as the people)")
    p.add_argument(
        "--people",
        metavar="NAMES",
        help='start a pass-and-play match at once: these people (comma-separated, e.g. "Mia,Leo") at the '
        "first seats, normal CPUs after them up to --players, on the rules of Settings or --rules (it replaces a saved match)",
    )
    p.add_argument(
        "--rules",
        metavar="LIST",
        help="a preset of Settings (official or party) and/or rules as the simulator takes them, e.g. "
        "party,uno_penalty=4 or stacking,seven_o,jump_in: the demo's, or without --demo the rules of "
        "your next new game (kept in the settings as that preset, or as My rules)",
    )
    p.add_argument("--seed", metavar="S", help="deal a repeatable match (a whole number): the demo's, or the "
                   "games started from the menus; the results panel shows each match's seed")
    p.add_argument("--speed", metavar="X", default="1", help="animation and CPU pace multiplier, > 0 (default 1)")
    p.add_argument("--size", metavar="WxH", help=f"window size, at least {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--frames", metavar="N", help="quit cleanly after N frames (the loop then never rests)")
    p.add_argument(
        "--stats-json", metavar="PATH", help="on exit, write frame-time statistics as JSON to PATH"
    )
    p.add_argument("--data-dir", metavar="DIR", help="where settings, statistics and saves live")
    return p


def _int(name: str, text: str, lo: int | None = None, hi: int | None = None) -> int:
    try:
        value = int(text, 10)
    except (TypeError, ValueError):
        raise UsageError(f"{name}: expected a whole number, got {text!r}") from None
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        if hi is None:
            raise UsageError(f"{name}: must be at least {lo}, got {value}")
        raise UsageError(f"{name}: must be from {lo} to {hi}, got {value}")
    return value


def _path_option(name: str, text: str, want_dir: bool) -> Path:
    """Return `text` as a path the system accepts (a folder, or a file in an existing folder); else UsageError."""
    from game.storage.files import path_problem, short_path

    if not text.strip():  # Path("") is the current folder: never what an empty value meant
        raise UsageError(f"{name}: the path is empty (write . for the current folder)")
    path = Path(text)
    problem = path_problem(path, want_dir)
    if problem is None and not want_dir:
        problem = path_problem(path.parent, True)
        if problem is None and not os.path.isdir(path.parent):
            problem = f"the folder {short_path(path.parent)} does not exist"
    if problem is not None:
        raise UsageError(f"{name}: {short_path(path)}: {problem}")
    return path


def _people(text: str) -> tuple[str, ...]:
    """Return the names of `--people` (1 to 10, distinct, each a valid seat name); else UsageError."""
    from game.names import name_key, normal_name
    from game.session import SeatSetup

    names = tuple(normal_name(name) for name in text.split(","))
    if not 1 <= len(names) <= 10:
        raise UsageError(f"--people: expected 1 to 10 names separated by commas, got {len(names)}")
    for name in names:
        try:
            SeatSetup(name, "human")
        except ValueError as exc:
            raise UsageError(f"--people: {exc}") from None
    folded = [name_key(name) for name in names]
    if len(set(folded)) != len(folded):
        raise UsageError("--people: two people have the same name")
    return names


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Return the options of `argv`; raise UsageError with a one-line message when one is bad.

    `--help` prints the help and raises SystemExit(0), as argparse does.
    """
    ns = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    opts = Options(demo=bool(ns.demo), fullscreen=bool(ns.fullscreen))
    if ns.people is not None:
        if ns.demo:
            raise UsageError("--people: a demo has no people; use one or the other")
        opts.people = _people(ns.people)
    players = ns.players if ns.players is not None else str(max(4, len(opts.people)))
    opts.players = _int("--players", players, 2, 10)
    if len(opts.people) > opts.players:
        raise UsageError(f"--people: {len(opts.people)} people do not fit at {opts.players} seats")
    if ns.seed is not None:
        opts.seed = _int("--seed", ns.seed)
    try:
        speed = float(ns.speed)
    except ValueError:
        raise UsageError(f"--speed: expected a number, got {ns.speed!r}") from None
    if not math.isfinite(speed) or speed <= 0 or speed > 20:
        raise UsageError(f"--speed: must be more than 0 and at most 20, got {ns.speed}")
    opts.speed = speed
    if ns.size is not None:
        m = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", ns.size)
        if not m:
            raise UsageError(f"--size: expected WIDTHxHEIGHT such as 1280x720, got {ns.size!r}")
        w, h = int(m.group(1)), int(m.group(2))
        if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
            raise UsageError(f"--size: the window must be at least {MIN_SIZE[0]}x{MIN_SIZE[1]}, got {w}x{h}")
        opts.size = (w, h)
    if ns.frames is not None:
        opts.frames = _int("--frames", ns.frames, 1)
    if ns.stats_json is not None:
        opts.stats_json = _path_option("--stats-json", ns.stats_json, want_dir=False)
    if ns.data_dir is not None:
        opts.data_dir = _path_option("--data-dir", ns.data_dir, want_dir=True)
    if ns.rules is not None:
        from game.model import Rules

        try:
            opts.rules = Rules.from_spec(ns.rules)
        except ValueError as exc:
            msg = str(exc).strip().splitlines()[0] if str(exc).strip() else "not a valid rules list"
            raise UsageError(f"--rules: {msg}") from None
        opts.rules_spec = ns.rules
    return opts
