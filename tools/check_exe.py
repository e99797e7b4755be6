"""Run the built executable as a player's machine would, check it, and measure it.

    python tools/check_exe.py [EXE] [--frames 60] [--runs 1] [--demo] [--window]

EXE defaults to dist/uno (dist/uno.exe on Windows, dist/uno.app/Contents/MacOS/uno on macOS). Each run starts the executable from an empty
temporary folder (not the checkout) with a minimal environment: PATH only, plus DISPLAY when
`--window` is given, else the SDL dummy video and audio drivers. The game keeps its data in the
user's data folder unless `--data-dir DIR` is given. A run passes when the executable exits with 0
and writes `--stats-json` with as many frames as asked. Prints the size, each run's wall time
(launch to exit), the game's own `first_frame_s` (seconds from the start of the game's Python
process; in a one-file build that process starts after the bootloader has unpacked the bundle, so
the wall time of a `--frames 1` run is the honest upper bound from launch), and with `--window`
(Linux, needs xdotool and an X server in DISPLAY) the time from launch until the window is mapped.
Exit code 0 when every run passed.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MB = 1024 * 1024


def default_exe() -> Path:
    """Return where the build command puts the executable on this platform."""
    if sys.platform == "win32":
        return ROOT / "dist" / "uno.exe"
    if sys.platform == "darwin":
        return ROOT / "dist" / "uno.app" / "Contents" / "MacOS" / "uno"
    return ROOT / "dist" / "uno"


def minimal_env(window: bool) -> dict[str, str]:
    """Return PATH only (as `env -i PATH=...` would), plus DISPLAY or the SDL dummy drivers."""
    env = {"PATH": os.environ.get("PATH", os.defpath)}
    if sys.platform == "win32":  # Windows cannot start a process without these
        for key in ("SYSTEMROOT", "SYSTEMDRIVE", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA"):
            if key in os.environ:
                env[key] = os.environ[key]
    elif sys.platform == "darwin" and "HOME" in os.environ:
        env["HOME"] = os.environ["HOME"]
    if window:
        env["DISPLAY"] = os.environ.get("DISPLAY", ":99")
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
    return env


def _window_visible(pid: int, env: dict[str, str]) -> bool:
    """Return True when an X window of process `pid` is mapped."""
    out = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        env=env,
        capture_output=True,
        text=True,
        timeout=5,
    )
    return out.returncode == 0 and bool(out.stdout.strip())


def run_once(exe: Path, args: list[str], frames: int, window: bool, timeout: float) -> dict[str, object]:
    """Run the executable once from an empty folder; return what was measured and whether it passed."""
    env = minimal_env(window)
    with tempfile.TemporaryDirectory(prefix="uno-run-") as tmp:
        stats_path = Path(tmp) / "stats.json"
        cmd = [str(exe), "--frames", str(frames), "--stats-json", str(stats_path), *args]
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=tmp, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        window_s = None
        if window:
            # The bootloader's child process owns the window in a one-file build: look for any pid.
            deadline = t0 + timeout
            while proc.poll() is None and time.perf_counter() < deadline:
                pids = [proc.pid, *_children(proc.pid)]
                if any(_window_visible(p, env) for p in pids):
                    window_s = time.perf_counter() - t0
                    break
                time.sleep(0.02)  # keep the poller light: it shares the CPU with the game
        try:
            out, err = proc.communicate(timeout=max(1.0, timeout - (time.perf_counter() - t0)))
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            return {"ok": False, "why": f"no exit within {timeout:.0f} s", "stderr": err.decode(errors="replace")}
        wall = time.perf_counter() - t0
        result: dict[str, object] = {"ok": False, "code": proc.returncode, "wall_s": round(wall, 3)}
        if window_s is not None:
            result["window_s"] = round(window_s, 3)
        if proc.returncode != 0:
            result["why"] = f"exit code {proc.returncode}"
            result["stderr"] = (out + err).decode(errors="replace")[-2000:]
            return result
        try:
            stats = json.loads(stats_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            result["why"] = f"no --stats-json written: {exc}"
            return result
        result["first_frame_s"] = stats.get("first_frame_s")
        result["frames"] = stats.get("frames")
        result["p95_ms"] = (stats.get("frame_ms") or {}).get("p95")
        if stats.get("frames") != frames:
            result["why"] = f"stats say {stats.get('frames')} frames, asked for {frames}"
            return result
        result["ok"] = True
        return result


def _children(pid: int) -> list[int]:
    """Return the child processes of `pid` (Linux /proc; empty elsewhere)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text(encoding="ascii")
    except OSError:
        return []
    return [int(p) for p in text.split()]


def main(argv: list[str] | None = None) -> int:
    """Check the executable; print one line per run and a summary; return 0 when all passed."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("exe", nargs="?", type=Path, default=None, help="the executable (default: what the build makes here)")
    p.add_argument("--frames", type=int, default=60, help="frames per run (default 60)")
    p.add_argument("--runs", type=int, default=1, help="how many runs (default 1)")
    p.add_argument("--demo", action="store_true", help="run the CPU-only demo match")
    p.add_argument("--window", action="store_true", help="real window in $DISPLAY; time until it is mapped")
    p.add_argument("--data-dir", type=Path, help="pass --data-dir to the game (default: user data folder)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds before a run counts as hung")
    ns = p.parse_args(argv)

    exe = (ns.exe or default_exe()).resolve()
    if not exe.is_file():
        print(f"check_exe: no executable at {exe}: build it first", file=sys.stderr)
        return 2
    if ns.window and shutil.which("xdotool") is None:
        print("check_exe: --window needs xdotool", file=sys.stderr)
        return 2
    args = ["--demo"] if ns.demo else []
    if ns.data_dir is not None:
        args += ["--data-dir", str(ns.data_dir.resolve())]

    print(f"{exe.name}: {exe.stat().st_size / MB:.1f} MB ({exe.stat().st_size} bytes)")
    results = []
    for i in range(ns.runs):
        r = run_once(exe, args, ns.frames, ns.window, ns.timeout)
        results.append(r)
        shown = {k: v for k, v in r.items() if k != "stderr"}
        print(f"run {i + 1}: {json.dumps(shown)}")
        if not r["ok"] and r.get("stderr"):
            print(str(r["stderr"]).rstrip(), file=sys.stderr)
    for key in ("wall_s", "first_frame_s", "window_s"):
        values = [float(r[key]) for r in results if isinstance(r.get(key), (int, float))]
        if values:
            print(
                f"{key}: median {statistics.median(values):.3f}  min {min(values):.3f}  "
                f"max {max(values):.3f}  (n={len(values)})"
            )
    failed = sum(1 for r in results if not r["ok"])
    print(f"runs: {len(results) - failed} ok, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
