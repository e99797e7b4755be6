"""CPU used by the game while nothing moves, against a bare pygame-ce loop that waits for events.

    python tests/bench/bench_idle.py [--seconds 20] [--size 1280x720] [--display :N]

Runs three programs one after the other in real windows on an X server (Xvfb, started here on a
free display unless `--display` names one), and measures each one's own CPU time (user + system,
from /proc; the X server's is printed apart and not counted) over `--seconds`:

1. `bare`: a pygame-ce window of the same size whose loop only waits for events (`pygame.event.wait`);
2. `title`: the game at its title screen, once the card fan has come to rest;
3. `table`: the game at a table (you and three normal CPUs), once it waits for your move and the
   gentle motion after the last change (the pulse, the turning ring, the log fading) has stopped.

The goal (issue "the table rebuilt"): `title` and `table` at most 2 points of a core above `bare`.
It also prints what the gentle motion costs while it runs (the first seconds of the table's rest).
Prints figures; asserts nothing. Needs Linux (/proc) and Xvfb (`apt-get install xvfb`).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOAL_POINTS = 2.0

BARE = """
import os, sys
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.display.init()
w, h = (int(v) for v in sys.argv[1].split("x"))
screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
screen.fill((12, 80, 40))
pygame.display.flip()
print("DRIVER", pygame.display.get_driver(), flush=True)
print("READY", flush=True)
while True:
    event = pygame.event.wait()
    if event.type == pygame.QUIT:
        break
    if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
        pygame.display.flip()
"""

TABLE = """
import os, sys
sys.path.insert(0, sys.argv[3])
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from game.app import App
from game.cli import parse_args
from game.session import MatchConfig, Session
from game.ui.scenes.table import TableScene

app = App(parse_args(["--data-dir", sys.argv[2], "--size", sys.argv[1]]))
import pygame
print("DRIVER", pygame.display.get_driver(), flush=True)
session = Session.new(MatchConfig.quick(4, "normal", seed=5))
app.reset(TableScene(app, session))
sleep = app._sleep
told = []
gentle = sys.argv[4] == "gentle"

def watched(wait):
    # at rest: the first sleep with no wake-up time (the table waits for the person, draws nothing);
    # gentle: the first sleep with one (the whose-turn pulse and the ring still move, at a low rate)
    ready = (wait is not None and wait > 0) if gentle else wait is None
    if ready and not told and isinstance(app.top, TableScene) and app.top.controller.my_turn():
        told.append(1)
        print("READY", flush=True)
    sleep(wait)

app._sleep = watched
sys.exit(app.run())
"""


def cpu_seconds(pid: int) -> float:
    """Return the user + system CPU time of process `pid` so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_display() -> str:
    for n in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    raise SystemExit("bench_idle: no free X display number")


def start_xvfb(display: str, size: str) -> subprocess.Popen[bytes]:
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_idle: Xvfb is not installed (apt-get install xvfb)")
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sock = Path(f"/tmp/.X11-unix/X{display.lstrip(':')}")
    for _ in range(100):
        if sock.exists():
            return proc
        time.sleep(0.05)
    proc.kill()
    raise SystemExit("bench_idle: Xvfb did not start")


def wait_ready(proc: subprocess.Popen[str], timeout: float) -> None:
    """Wait for the program's READY line (its window is up and at rest)."""
    end = time.monotonic() + timeout
    assert proc.stdout is not None
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if not line:
            break
        if line.startswith("DRIVER") and "x11" not in line:
            raise SystemExit(f"bench_idle: not a real window ({line.strip()})")
        if line.startswith("READY"):
            return
    proc.kill()
    raise SystemExit("bench_idle: the program did not come to rest in time")


def measure(cmd: list[str], env: dict[str, str], seconds: float, settle: float, xvfb: int,
            ready_line: bool) -> dict[str, float]:
    """Run `cmd`, wait until it rests (its READY line, or `settle` seconds), and measure `seconds`."""
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    try:
        t0 = time.monotonic()
        if ready_line:
            wait_ready(proc, 120)
        rested = time.monotonic() - t0
        time.sleep(settle)
        c0, x0, w0 = cpu_seconds(proc.pid), cpu_seconds(xvfb), time.monotonic()
        time.sleep(seconds)
        c1, x1, w1 = cpu_seconds(proc.pid), cpu_seconds(xvfb), time.monotonic()
        if proc.poll() is not None:
            raise SystemExit(f"bench_idle: {cmd[-1]} ended early ({proc.returncode})")
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
    wall = w1 - w0
    return {"cpu": 100 * (c1 - c0) / wall, "xvfb": 100 * (x1 - x0) / wall, "rested_s": rested}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="measuring time per program (default 20)")
    parser.add_argument("--size", default="1280x720", help="window size (default 1280x720)")
    parser.add_argument("--display", help="an X display to use instead of starting Xvfb")
    args = parser.parse_args()
    if not Path("/proc/self/stat").exists():
        raise SystemExit("bench_idle: needs Linux (/proc)")
    display = args.display or free_display()
    xvfb = None if args.display else start_xvfb(display, args.size)
    xpid = xvfb.pid if xvfb is not None else os.getpid()
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    rows: list[tuple[str, dict[str, float]]] = []
    try:
        with tempfile.TemporaryDirectory(prefix="uno-idle-") as tmp:
            py = sys.executable
            rows.append(("bare", measure([py, "-c", BARE, args.size], env, args.seconds, 1.0, xpid, True)))
            title = [py, "-m", "game", "--size", args.size, "--data-dir", str(Path(tmp) / "title")]
            rows.append(("title", measure(title, env, args.seconds, 6.0, xpid, False)))
            table = [py, "-c", TABLE, args.size, str(Path(tmp) / "table"), str(ROOT), "rest"]
            rows.append(("table", measure(table, env, args.seconds, 0.5, xpid, True)))
            # the gentle motion: the first seconds of the person's turn, before the table rests
            gentle = [py, "-c", TABLE, args.size, str(Path(tmp) / "gentle"), str(ROOT), "gentle"]
            rows.append(("table, gentle motion", measure(gentle, env, 3.0, 0.0, xpid, True)))
    finally:
        if xvfb is not None:
            xvfb.terminate()
    bare = rows[0][1]["cpu"]
    print(f"idle CPU at {args.size} on {display} (X server not counted), {args.seconds:g} s each")
    print(f"{'program':<22}{'CPU %':>8}{'vs bare':>10}{'X server %':>12}")
    for name, r in rows:
        print(f"{name:<22}{r['cpu']:>8.2f}{r['cpu'] - bare:>+10.2f}{r['xvfb']:>12.2f}")
    worst = max(r["cpu"] for name, r in rows[1:3]) - bare
    verdict = "meets it" if worst <= GOAL_POINTS else "misses it"
    print(f"goal: title and table at most {GOAL_POINTS:g} points above bare: {verdict} (worst {worst:+.2f})")


if __name__ == "__main__":
    main()
