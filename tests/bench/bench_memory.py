"""Peak memory of the busiest table against a bare pygame-ce window of the same size, in one run.

    python tests/bench/bench_memory.py [--frames 1800] [--size 1920x1080] [--display :N]

Both run in real windows on an X server (Xvfb, started here on a free display unless `--display`
names one), one after the other:

1. `bare`: a pygame-ce window that fills and flips itself for the same number of frames;
2. `demo`: `python -m game --demo --players 10 --rules stacking,seven_o,jump_in --frames N`, the
   10-seat table with every card moving, reporting its peak resident memory through --stats-json.

Prints each one's peak resident set (the kernel's high-water mark, VmHWM) and their ratio; the goal
(issue "Scenes that can never strand a player") is at most 1.25. Prints figures; asserts nothing. Needs Linux and Xvfb.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_idle import free_display, start_xvfb

ROOT = Path(__file__).resolve().parents[2]
GOAL = 1.25

BARE = """
import resource, sys
import pygame
pygame.display.init()
w, h = (int(v) for v in sys.argv[1].split("x"))
screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
print("driver", pygame.display.get_driver(), file=sys.stderr)
clock = pygame.time.Clock()
for i in range(int(sys.argv[2])):
    pygame.event.pump()
    screen.fill((12, 80 + i % 40, 40))
    pygame.display.flip()
    clock.tick(60)
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1800, help="frames of each program (default 1800, 30 s)")
    parser.add_argument("--size", default="1920x1080", help="window size (default 1920x1080)")
    parser.add_argument("--seed", type=int, default=1, help="the demo's seed (default 1)")
    parser.add_argument("--display", help="an X display to use instead of starting Xvfb")
    args = parser.parse_args()
    display = args.display or free_display()
    xvfb = None if args.display else start_xvfb(display, args.size)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    try:
        bare = subprocess.run([sys.executable, "-c", BARE, args.size, str(args.frames)], env=env,
                              capture_output=True, text=True, timeout=120 + args.frames / 10, check=True)
        if "driver x11" not in bare.stderr:
            raise SystemExit(f"bench_memory: the bare window is not a real one ({bare.stderr.strip()})")
        bare_mb = float(bare.stdout.strip().splitlines()[-1])
        with tempfile.TemporaryDirectory(prefix="uno-mem-") as tmp:
            stats = Path(tmp) / "stats.json"
            cmd = [sys.executable, "-m", "game", "--demo", "--players", "10", "--rules", "stacking,seven_o,jump_in",
                   "--frames", str(args.frames), "--size", args.size, "--seed", str(args.seed),
                   "--stats-json", str(stats), "--data-dir", str(Path(tmp) / "data")]
            subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, timeout=120 + args.frames / 10, check=True)
            figures = json.loads(stats.read_text(encoding="utf-8"))
    finally:
        if xvfb is not None:
            xvfb.terminate()
    demo_mb = float(figures["peak_rss_mb"])
    ratio = demo_mb / bare_mb
    print(f"peak resident memory at {args.size} on {display}, {args.frames} frames each")
    print(f"bare pygame-ce window  {bare_mb:8.1f} MB")
    print(f"10-seat demo           {demo_mb:8.1f} MB   (p95 frame {figures['frame_ms']['p95']:.2f} ms)")
    verdict = "meets it" if ratio <= GOAL else "misses it"
    print(f"ratio {ratio:.3f}; goal at most {GOAL}: {verdict}")


if __name__ == "__main__":
    main()
