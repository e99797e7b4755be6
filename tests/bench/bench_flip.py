"""UNO Flip!'s busiest table against the classic one, in one run: frames, idle CPU and memory.

    python tests/bench/bench_flip.py [--frames 1200] [--runs 2] [--size 1920x1080] [--seconds 10]
                                     [--display :N] [--skip frames,idle,memory] [--baseline REV]

The Flip demo is the 10-seat CPU demo with stacking, Seven-O and Jump-In on the UNO Flip! deck:
`python -m game --demo --players 10 --rules stacking,seven_o,jump_in,edition=flip`. Every opponent's
hand is drawn face up (the other side of each card, fanned so that every corner shows), the stock
shows its top's back, and each Flip turns the whole table over. The classic demo is the same table on
the classic deck (what `bench_frames.py` and `bench_memory.py` measure), run alternately in the same
run, so that the two figures meet the same load on the machine.

1. frames (dummy video driver): mean, p95 and p99 frame in ms, and the art drawn after the frames
   (idle ms per frame), per run and as medians; the goal is a p95 under 6 ms (`bench_frames.py`).
2. idle (Xvfb, x11 driver): the CPU of a 4-seat table at rest waiting for the person, Flip and
   classic, against a bare window waiting for events; the goal is at most 2 points above bare
   (`bench_idle.py`).
3. memory (Xvfb, x11 driver): the peak resident memory of each demo against a bare window of the same
   size; the goal is at most 1.25x (`bench_memory.py`).

With `--baseline REV` the frames part also runs the Flip demo of the game as it was at git revision
REV (exported with `git archive`), alternating with this tree's runs on the same seeds, and prints the
ratio of the median Flip p95 (this tree / REV).

Prints figures; asserts nothing. Needs Linux and Xvfb for idle and memory.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_idle import BARE as BARE_IDLE
from bench_idle import GOAL_POINTS, free_display, measure, start_xvfb
from bench_memory import BARE as BARE_MEMORY
from bench_memory import GOAL as MEMORY_GOAL

ROOT = Path(__file__).resolve().parents[2]
HOUSE = "stacking,seven_o,jump_in"
DEMOS: dict[str, str] = {"classic": HOUSE, "flip": f"{HOUSE},edition=flip"}
GOAL_P95_MS = 6.0

TABLE = """
import os, sys
sys.path.insert(0, sys.argv[3])
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from game.app import App
from game.cli import parse_args
from game.model import Rules
from game.session import MatchConfig, Session
from game.ui.scenes.table import TableScene

app = App(parse_args(["--data-dir", sys.argv[2], "--size", sys.argv[1]]))
import pygame
print("DRIVER", pygame.display.get_driver(), flush=True)
session = Session.new(MatchConfig.quick(4, "normal", seed=5, rules=Rules(edition=sys.argv[4])))
app.reset(TableScene(app, session))
sleep = app._sleep
told = []

def watched(wait):
    # at rest: the first sleep with no wake-up time (the table waits for the person, draws nothing)
    if wait is None and not told and isinstance(app.top, TableScene) and app.top.controller.my_turn():
        told.append(1)
        print("READY", flush=True)
    sleep(wait)

app._sleep = watched
sys.exit(app.run())
"""


def _env(driver: str, display: str | None = None) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if display is not None:
        env["DISPLAY"] = display
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return env


def run_demo(rules: str, frames: int, size: str, seed: int, env: dict[str, str], root: Path = ROOT) -> dict[str, Any]:
    """Run the 10-seat demo with `rules` of the tree at `root` once in a fresh process; return its
    --stats-json figures."""
    if root != ROOT:
        env = dict(env, PYTHONPATH=os.pathsep.join(p for p in (str(root), os.environ.get("PYTHONPATH", "")) if p))
    with tempfile.TemporaryDirectory(prefix="uno-flip-bench-") as tmp:
        stats = Path(tmp) / "stats.json"
        cmd = [sys.executable, "-m", "game", "--demo", "--players", "10", "--rules", rules, "--frames", str(frames),
               "--size", size, "--seed", str(seed), "--stats-json", str(stats), "--data-dir", str(Path(tmp) / "data")]
        proc = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True, timeout=120 + frames / 10)
        if proc.returncode != 0:
            tail = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
            raise SystemExit(f"bench_flip: the demo ({rules}) exited with {proc.returncode}: {tail}")
        return json.loads(stats.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def frames_part(args: argparse.Namespace, base: Path | None = None) -> None:
    demos = dict(DEMOS)
    if base is not None:
        demos[f"flip@{args.baseline}"] = DEMOS["flip"]
    got: dict[str, list[dict[str, Any]]] = {name: [] for name in demos}
    for i in range(args.runs):
        for name, rules in demos.items():
            root = ROOT if "@" not in name else base
            assert root is not None
            got[name].append(run_demo(rules, args.frames, args.size, args.seed + i, _env("dummy"), root))
    print(f"1. frames: 10-seat demo ({HOUSE}), {args.size}, {args.frames} frames a run, runs alternating, "
          "dummy video driver")
    print(f"   {'demo':<16}{'run':>4}{'mean':>8}{'p95':>8}{'p99':>8}{'max':>9}{'idle mean':>11}")
    for name, runs in got.items():
        for i, r in enumerate(runs, 1):
            ms = r["frame_ms"]
            idle = r.get("idle_ms", {"mean": 0.0})
            print(f"   {name:<16}{i:>4}{ms['mean']:>8.2f}{ms['p95']:>8.2f}{ms['p99']:>8.2f}{ms['max']:>9.2f}"
                  f"{idle['mean']:>11.3f}")
    med = {name: statistics.median(r["frame_ms"]["p95"] for r in runs) for name, runs in got.items()}
    verdict = "meets" if med["flip"] < GOAL_P95_MS else "misses"
    print(f"   median p95: classic {med['classic']:.2f} ms, flip {med['flip']:.2f} ms "
          f"(flip / classic {med['flip'] / med['classic']:.3f}); goal < {GOAL_P95_MS:g} ms: flip {verdict} it")
    if base is not None:
        name = f"flip@{args.baseline}"
        print(f"   median p95 of {name}: {med[name]:.2f} ms (flip / classic {med[name] / med['classic']:.3f}); "
              f"this tree / {args.baseline}: {med['flip'] / med[name]:.3f}")


def idle_part(args: argparse.Namespace, display: str, xpid: int) -> None:
    env = _env("x11", display)
    rows: list[tuple[str, dict[str, float]]] = []
    with tempfile.TemporaryDirectory(prefix="uno-flip-idle-") as tmp:
        py = sys.executable
        rows.append(("bare", measure([py, "-c", BARE_IDLE, args.size], env, args.seconds, 1.0, xpid, True)))
        for name in ("classic", "flip"):
            cmd = [py, "-c", TABLE, args.size, str(Path(tmp) / name), str(ROOT), name]
            rows.append((f"{name} table", measure(cmd, env, args.seconds, 0.5, xpid, True)))
    bare = rows[0][1]["cpu"]
    print(f"2. idle CPU of a 4-seat table at rest, {args.size}, {args.seconds:g} s each (X server not counted)")
    for name, r in rows:
        print(f"   {name:<15}{r['cpu']:>7.2f} %{r['cpu'] - bare:>+8.2f} vs bare")
    worst = rows[2][1]["cpu"] - bare
    print(f"   goal: at most {GOAL_POINTS:g} points above bare: flip {'meets' if worst <= GOAL_POINTS else 'misses'} it")


def memory_part(args: argparse.Namespace, display: str) -> None:
    env = _env("x11", display)
    bare = subprocess.run([sys.executable, "-c", BARE_MEMORY, args.size, str(args.frames)], env=env,
                          capture_output=True, text=True, timeout=120 + args.frames / 10, check=True)
    if "driver x11" not in bare.stderr:
        raise SystemExit(f"bench_flip: the bare window is not a real one ({bare.stderr.strip()})")
    bare_mb = float(bare.stdout.strip().splitlines()[-1])
    peaks = {name: float(run_demo(rules, args.frames, args.size, args.seed, env)["peak_rss_mb"])
             for name, rules in DEMOS.items()}
    print(f"3. peak resident memory, {args.size}, {args.frames} frames each, x11 on {display}")
    print(f"   bare window    {bare_mb:8.1f} MB")
    for name, mb in peaks.items():
        print(f"   {name + ' demo':<15}{mb:8.1f} MB   ratio {mb / bare_mb:.3f}")
    ratio = peaks["flip"] / bare_mb
    print(f"   goal at most {MEMORY_GOAL}: flip {'meets' if ratio <= MEMORY_GOAL else 'misses'} it ({ratio:.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1200, help="frames per demo run (default 1200, about 20 s)")
    parser.add_argument("--runs", type=int, default=2, help="frame runs of each demo, alternating (default 2)")
    parser.add_argument("--size", default="1920x1080", help="window size (default 1920x1080)")
    parser.add_argument("--seed", type=int, default=1, help="the demos' first seed (default 1)")
    parser.add_argument("--seconds", type=float, default=10.0, help="idle measuring time per program (default 10)")
    parser.add_argument("--display", help="an X display to use instead of starting Xvfb")
    parser.add_argument("--baseline", metavar="REV",
                        help="also run the Flip demo of git revision REV in the frames part, alternating, and "
                             "print the ratio of the median p95 (this tree / REV)")
    parser.add_argument("--skip", default="", help="parts to leave out: frames, idle, memory (comma-separated)")
    args = parser.parse_args()
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    if args.frames < 1 or args.runs < 1:
        raise SystemExit("bench_flip: --frames and --runs must be at least 1")
    if "frames" not in skip:
        if args.baseline:
            with tempfile.TemporaryDirectory(prefix="uno-flip-base-") as tmp:
                archive = subprocess.run(["git", "archive", args.baseline], cwd=ROOT, capture_output=True, check=False)
                if archive.returncode != 0:
                    raise SystemExit(f"bench_flip: cannot export {args.baseline}: {archive.stderr.decode().strip()}")
                subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
                frames_part(args, Path(tmp))
        else:
            frames_part(args)
    if {"idle", "memory"} <= skip:
        return
    display = args.display or free_display()
    xvfb = None if args.display else start_xvfb(display, args.size)
    try:
        if "idle" not in skip:
            idle_part(args, display, xvfb.pid if xvfb is not None else os.getpid())
        if "memory" not in skip:
            memory_part(args, display)
    finally:
        if xvfb is not None:
            xvfb.terminate()


if __name__ == "__main__":
    main()
