"""Full screen toggles cleanly, both ways, at every size: F11 in a real window under a window manager.

    python tests/bench/bench_fullscreen.py [--display :N] [--screen 1920x1080] [--sizes 960x540,1280x720,1920x1080]
                                           [--no-wm]

Starts Xvfb (on a free display unless `--display` names one that is running) and openbox, a light
window manager from Debian's packages, as a player's desktop would have one (`--no-wm`: none, as on a
bare X server or a kiosk, where nothing answers a request to go full screen). For each window size it
starts the game (`python -m game --size WxH`, the title screen), presses F11 with xdotool, watches the
window for three seconds (xwininfo, xprop), presses F11 again and watches again. Prints per size:

- full: whether the window covers the screen and the window manager says _NET_WM_STATE_FULLSCREEN
  (with no window manager: whether it covers the screen; the game lays out for the size SDL reports,
  which is the screen's once full screen is asked for, so a window that does not cover the screen
  shows only part of the picture),
  and how often its geometry changed while it should have stayed still (a flicker);
- back: whether it returned to its windowed size (a window as big as the screen: maximised), and
  whether it is wholly on screen;
- windows: how many different X windows the game showed (1: the same window throughout; each switch
  that recreated the window adds one).

CI's dummy video driver cannot show this: it needs an X server. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_idle import free_display, start_xvfb

ROOT = Path(__file__).resolve().parents[2]
WATCH = 3.0
"""Seconds the window is watched after each F11."""
SETTLE = 2.0
"""Seconds from the window's showing to the first F11: a game still starting on a loaded machine lost it."""


def _x(display: str, *args: str) -> str:
    result = subprocess.run(list(args), env=dict(os.environ, DISPLAY=display), capture_output=True, text=True,
                            timeout=10)
    return result.stdout


def game_window(display: str) -> tuple[str, tuple[int, int, int, int]] | None:
    """Return the game's top-level window id and geometry (x, y, w, h), or None."""
    for line in _x(display, "xwininfo", "-root", "-tree").splitlines():
        m = re.match(r'\s*(0x[0-9a-f]+) "Uno": \("uno" "uno"\)\s+(\d+)x(\d+)\+(-?\d+)\+(-?\d+)\s+\+(-?\d+)\+(-?\d+)', line)
        if m:
            wid, w, h, _rx, _ry, ax, ay = m.groups()
            return wid, (int(ax), int(ay), int(w), int(h))
    return None


def is_fullscreen_state(display: str, wid: str) -> bool:
    return "_NET_WM_STATE_FULLSCREEN" in _x(display, "xprop", "-id", wid, "_NET_WM_STATE")


def watch(display: str, seconds: float) -> tuple[list[tuple[str, tuple[int, int, int, int]]], bool]:
    """Sample the window every 0.1 s; return the samples and whether the last said full screen."""
    samples = []
    end = time.monotonic() + seconds
    full = False
    while time.monotonic() < end:
        found = game_window(display)
        if found is not None:
            samples.append(found)
            full = is_fullscreen_state(display, found[0])
        time.sleep(0.1)
    return samples, full


def changes(samples: list[tuple[str, tuple[int, int, int, int]]]) -> int:
    """Return how often the window or its geometry changed after the first settled sample."""
    settled = samples[len(samples) // 2:]  # the switch itself may take a moment (more on a loaded machine)
    return sum(1 for a, b in itertools.pairwise(settled) if a != b)


def run_size(display: str, size: str, screen: tuple[int, int], wm: bool = True) -> dict[str, object]:
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    data = tempfile.mkdtemp(prefix="bench-fullscreen-")
    proc = subprocess.Popen([sys.executable, "-m", "game", "--size", size, "--data-dir", data],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        start = time.monotonic()
        found = None
        while found is None and time.monotonic() - start < 20:
            time.sleep(0.2)
            found = game_window(display)
        if found is None:
            return {"size": size, "error": "no window"}
        time.sleep(SETTLE)
        before = game_window(display)
        assert before is not None
        ids = {before[0]}
        _x(display, "xdotool", "key", "--window", before[0], "F11")
        full_samples, full_state = watch(display, WATCH)
        ids.update(s[0] for s in full_samples)
        last = full_samples[-1] if full_samples else before
        covers = last[1] == (0, 0, *screen)
        _x(display, "xdotool", "key", "--window", last[0], "F11")
        back_samples, back_state = watch(display, WATCH)
        ids.update(s[0] for s in back_samples)
        back = back_samples[-1] if back_samples else last
        x, y, w, h = back[1]
        want = tuple(int(v) for v in size.split("x"))
        on_screen = x >= 0 and y >= 0 and x + w <= screen[0] and y + h <= screen[1]
        return {
            "size": size,
            "full": covers and (full_state or not wm),
            "full_flicker": changes(full_samples),
            # a window as big as the screen comes back maximised (the window manager fits it on screen)
            "back": ((w, h) == want or (want[0] >= screen[0] or want[1] >= screen[1])) and not back_state,
            "back_on_screen": on_screen,
            "back_flicker": changes(back_samples),
            "windows": len(ids),
        }
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(data, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", help="a running X display to use instead of starting Xvfb")
    parser.add_argument("--screen", default="1920x1080", help="the X screen's size (default 1920x1080)")
    parser.add_argument("--sizes", default="960x540,1280x720,1600x900,1920x1080")
    parser.add_argument("--no-wm", action="store_true", help="run no window manager")
    args = parser.parse_args()
    for tool in ("xdotool", "xwininfo", "xprop", *(() if args.no_wm else ("openbox",))):
        if shutil.which(tool) is None:
            raise SystemExit(f"bench_fullscreen: {tool} is not installed")
    screen = tuple(int(v) for v in args.screen.split("x"))
    display = args.display or free_display()
    xvfb = None if args.display else start_xvfb(display, args.screen)
    wm = None if args.no_wm else subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=display),
                                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    try:
        manager = "no window manager" if wm is None else "openbox"
        print(f"F11 twice at each size on a {args.screen} screen ({display}, {manager}), watched {WATCH:g} s each")
        print(f"{'size':<10} {'full':>5} {'flicker':>7} {'back':>5} {'on screen':>9} {'flicker':>7} {'windows':>7}")
        for size in args.sizes.split(","):
            r = run_size(display, size.strip(), screen, wm is not None)  # type: ignore[arg-type]
            if "error" in r:
                print(f"{size:<10} {r['error']}")
                continue
            print(f"{r['size']!s:<10} {r['full']!s:>5} {r['full_flicker']!s:>7} {r['back']!s:>5} "
                  f"{r['back_on_screen']!s:>9} {r['back_flicker']!s:>7} {r['windows']!s:>7}")
    finally:
        if wm is not None:
            wm.terminate()
        if xvfb is not None:
            xvfb.terminate()


if __name__ == "__main__":
    main()
