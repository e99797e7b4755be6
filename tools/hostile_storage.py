"""Attack the data folder the way a hostile machine would, and print what survived.

    python tools/hostile_storage.py [--kills 30] [--seed 1] [--only kill,copies,locked,full,signals,downgrade]

Six attacks, each in a fresh temporary folder, each printing one line of figures:

- kill: a copy of the game saves settings, matches and statistics as fast as it can and is killed
  (SIGKILL) at a random moment, `--kills` times; after each kill the next start must find every file
  sound (no notice of damage, the match loads as a session, the statistics answer) and no temporary
  file left over.
- copies: a first copy holds the folder; a second one started on it must be read-only, say so, and
  change no byte of the first one's files whatever it saves; the first is then killed and a third copy
  takes the stale lock over.
- locked: another process holds `stats.sqlite3` (BEGIN EXCLUSIVE) while the real app runs headless at
  a table and a hand ends every 10 frames; prints the worst frame time, then checks every hand was
  written once the database was let go.
- full: the folder is a 512 KiB tmpfs filled to the last byte (root only; else a file-size limit,
  RLIMIT_FSIZE, makes every write fail with EFBIG): saves fail, the player is told, the old files
  stay whole and no temporary file is left.
- signals: the real game (`python -m game --people Ann`) is ended by SIGINT, SIGHUP and SIGTERM (one to
  three times each, at a random moment of the hand): it must exit with 128 + the signal, print no
  traceback, and leave the hand in progress saved and the folder sound.
- downgrade: the current build plays, an older build (`--older`, a commit of this repository unpacked
  with `git archive`) opens the folder and sets the newer statistics aside, and the current build opens
  it again: with the older build's files fresh, everything must be back; with games of its own
  recorded by the older build, both must be kept and the player told once.

POSIX only (signals, rlimits). Exit code 1 when an attack finds damage.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SEATS = [("You", "human"), ("Mia", "normal"), ("Leo", "normal")]


def child(code: str, *args: str, **kw: Any) -> subprocess.Popen[str]:
    """Start `code` in another Python that imports the game from this tree."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, **kw,
    )


def check_folder(folder: Path) -> list[str]:
    """Open the folder as the game does and return what is wrong with it (empty: all sound)."""
    from game.session import Session
    from game.storage import Store

    problems: list[str] = []
    store = Store(folder)
    try:
        store.load_settings()
        data = store.load_match()
        if data is not None:
            try:
                Session.from_dict(data)
            except ValueError as exc:
                problems.append(f"match refused: {exc}")
        store.stats.summary()
        problems += [n for n in store.take_notices()]
        problems += [p.name for p in folder.iterdir() if ".corrupt-" in p.name]
    finally:
        store.close()
    return problems


# -- kill -9 ---------------------------------------------------------------------------------------

SAVER = """
import random, sys
from game.session import MatchConfig, Session
from game.storage import Settings, Store
store = Store(sys.argv[1])
store.background = True  # as the app runs it: the match written by its own thread
rng = random.Random(int(sys.argv[2]))
seats = [("You", "human"), ("Mia", "normal"), ("Leo", "normal")]
first = True
while True:
    store.save_settings(Settings(players=rng.randint(2, 10), cpu_speed=rng.choice([0.5, 1.0, 2.0])))
    session = Session.new(MatchConfig.quick(rng.randint(2, 6), seed=rng.getrandbits(32)))
    store.save_match(session.to_dict())
    store.stats.record_hand(rules={}, seats=seats, human=0, winner=rng.randrange(3), points=rng.randrange(90),
                            turns=rng.randrange(1, 60), match_key=session.key, hand_number=1)
    if rng.random() < 0.3:
        store.stats.record_match(rules={}, seats=seats, human=0, winner=0, scores=[500, 10, 0], hands=1,
                                 match_key=session.key)
    if first:
        print("ready", flush=True)
        first = False
"""


def attack_kills(kills: int, rng: random.Random) -> bool:
    folder = Path(tempfile.mkdtemp(prefix="uno-kill-"))
    damaged = tracebacks = leftovers = 0
    failures: list[str] = []
    try:
        for n in range(kills):
            proc = child(SAVER, str(folder), str(n))
            assert proc.stdout is not None
            if proc.stdout.readline().strip() != "ready":
                tracebacks += 1
                failures.append(proc.communicate()[1][-300:])
                continue
            time.sleep(rng.uniform(0.0, 0.4))
            proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate()
            if "Traceback" in err:
                tracebacks += 1
                failures.append(err[-300:])
            leftovers += sum(1 for p in folder.iterdir() if p.name.endswith(".tmp"))
            problems = check_folder(folder)
            if problems:
                damaged += 1
                failures += problems
            if any(p.name.endswith(".tmp") for p in folder.iterdir()):
                failures.append("temporary files survived a start")
                damaged += 1
        from game.storage import Stats

        stats = Stats(folder / "stats.sqlite3")
        hands = stats.totals("hands").games
        stats.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"kill -9: {kills} kills, {damaged} damaged folders, {tracebacks} tracebacks, "
          f"{leftovers} temporary files left by kills (all cleaned at the next start), {hands} hands recorded")
    for f in failures[:5]:
        print("   ", f.strip().splitlines()[-1] if f.strip() else f)
    return damaged == 0 and tracebacks == 0


# -- two copies ------------------------------------------------------------------------------------

FIRST_COPY = """
import sys
from game.session import MatchConfig, Session
from game.storage import Settings, Store
store = Store(sys.argv[1])
store.save_settings(Settings(players=3))
store.save_match(Session.new(MatchConfig.quick(3, seed=1)).to_dict())
store.stats.record_hand(rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0, points=9, turns=4)
store.stats.flush()
print("read-only" if store.read_only else "ready", flush=True)
sys.stdin.readline()
"""

SECOND_COPY = """
import json, sys
from game.session import MatchConfig, Session
from game.storage import Settings, Store
store = Store(sys.argv[1])
loaded = store.load_match() is not None
wrote = [store.save_settings(Settings(players=9)),
         store.save_match(Session.new(MatchConfig.quick(5, seed=2)).to_dict()),
         store.stats.record_hand(rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0,
                                 points=1, turns=1)]
store.clear_match()
store.reject_match("test")
lock = store._lock
store.close()
print(json.dumps({"read_only": store.read_only, "owner": store.owner, "loaded": loaded, "wrote": wrote,
                  "recovered": lock.recovered if lock else None, "notices": store.notices}))
"""


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def attack_copies() -> bool:
    folder = Path(tempfile.mkdtemp(prefix="uno-copies-"))
    try:
        first = child(FIRST_COPY, str(folder))
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "ready"
        before = snapshot(folder)
        out, err = child(SECOND_COPY, str(folder)).communicate(timeout=60)
        second = json.loads(out)
        after = snapshot(folder)
        changed = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
        first.send_signal(signal.SIGKILL)
        first.communicate()
        out3, err3 = child(SECOND_COPY, str(folder)).communicate(timeout=60)
        third = json.loads(out3)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"two copies: second copy read-only={second['read_only']} (owner pid {second['owner']} = first "
          f"{first.pid}), read the first's match={second['loaded']}, writes accepted={sum(map(bool, second['wrote']))}"
          f"/3, files changed by it={len(changed)}{' ' + str(changed) if changed else ''}, "
          f"tracebacks={('Traceback' in err) + ('Traceback' in err3)}")
    print(f"    its notice: {second['notices'][0] if second['notices'] else '(none)'}")
    print(f"    after kill -9 of the first: third copy read-only={third['read_only']}, "
          f"took over the stale lock of pid {third['recovered']}")
    return (second["read_only"] and second["owner"] == first.pid and not changed and not third["read_only"]
            and third["recovered"] == first.pid and "Traceback" not in err + err3)


# -- a locked database -----------------------------------------------------------------------------

HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
"""


def _hand_ends(app: Any, table: Any, frames: int) -> tuple[list[float], list[float], list[float]]:
    """Run `frames` frames, a hand ending every 10th; return frame, record and save times (ms).

    A hand's end does what the table does then (`TableScene._record`): it records the hand in the
    statistics and saves the match, inside the frame.
    """
    from game.storage import Stats

    record_ms: list[float] = []
    save_ms: list[float] = []
    stats: Stats = app.store.stats
    real_record_hand = stats.record_hand

    def timed_record_hand(**kw: Any) -> bool:
        start = time.perf_counter()
        try:
            return real_record_hand(**kw)
        finally:
            record_ms.append((time.perf_counter() - start) * 1000)

    stats.record_hand = timed_record_hand  # type: ignore[method-assign]
    frame_ms: list[float] = []
    try:
        for frame in range(frames):
            start = time.perf_counter()
            if frame % 10 == 5:  # a hand ends: the table records it and saves the match in this frame
                session, match = table.session, table.session.match
                stats.record_hand(rules=match.rules, seats=session.config.seats, human=session.human, winner=0,
                                  points=40, turns=60, scores=match.scores, match_key=session.key,
                                  hand_number=len(record_ms) + 1)
                mid = time.perf_counter()
                table.save()
                save_ms.append((time.perf_counter() - mid) * 1000)
            app.step(1 / 60)
            frame_ms.append((time.perf_counter() - start) * 1000)  # the hand's end counted in its frame
    finally:
        del stats.record_hand
    return sorted(frame_ms), record_ms, save_ms


def attack_locked(frames: int = 300) -> bool:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import App
    from game.session import MatchConfig, Session
    from game.ui.scenes.table import TableScene

    folder = Path(tempfile.mkdtemp(prefix="uno-locked-"))
    try:
        app = App(["--data-dir", str(folder), "--size", "1280x720"])
        table = TableScene(app, Session.new(MatchConfig.quick(4, seed=3)))
        app.reset(table)
        for _ in range(60):  # settle: card art warmed, first frames out of the way
            app.step(1 / 60)
        free = _hand_ends(app, table, frames)
        app.store.stats.flush(10)
        before = app.store.stats.totals("hands").games
        holder = child(HOLDER, str(folder / "stats.sqlite3"))
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        held = _hand_ends(app, table, frames)
        pending = app.store.stats.pending
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.wait(10)
        written = app.store.stats.flush(15)
        hands = app.store.stats.totals("hands").games - before
        app.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    def figures(label: str, run: tuple[list[float], list[float], list[float]]) -> str:
        frame_ms, record_ms, save_ms = run
        p99 = frame_ms[min(len(frame_ms) - 1, int(len(frame_ms) * 0.99))]
        return (f"{label}: worst frame {frame_ms[-1]:.1f} ms, p99 {p99:.1f} ms, median {frame_ms[len(frame_ms) // 2]:.1f} ms;"
                f" record_hand worst {max(record_ms):.2f} ms; match save worst {max(save_ms):.1f} ms")

    ends = len(held[1])
    print(f"locked database: {frames} frames and {ends} hand ends each run, the real app headless at a 4-seat table")
    print("    " + figures("database free         ", free))
    print("    " + figures("held by another process", held))
    print(f"    {pending} rows queued while it was held; after release all written={written}, "
          f"hands added={hands} of {ends}")
    return held[0][-1] < 250 and max(held[1]) < 20 and written and hands == ends


# -- a full disk -----------------------------------------------------------------------------------

FULL = """
import json, os, resource, signal, sys
from pathlib import Path
from game.session import MatchConfig, Session
from game.storage import Settings, Store
folder = Path(sys.argv[1])
store = Store(folder)
if sys.argv[2] == "rlimit":
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))
else:  # fill the file system to the last byte
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    for size in (65536, 4096, 1):
        try:
            while os.write(fd, b"x" * size):
                pass
        except OSError:
            pass
    os.close(fd)
ok = [store.save_settings(Settings(players=8)),
      store.save_match(Session.new(MatchConfig.quick(6, seed=8)).to_dict())]
for n in range(40):
    store.stats.record_hand(rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0, points=n, turns=1)
store.stats.flush(5)
print(json.dumps({"ok": ok, "unsaved": store.unsaved(), "notices": store.take_notices()}), flush=True)
store.close()
"""


def attack_full(mode: str) -> bool:
    base = Path(tempfile.mkdtemp(prefix="uno-full-"))
    folder = base / "data"
    folder.mkdir()
    mounted = False
    if mode == "auto":
        mode = "rlimit"
        if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("mount"):
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(folder)],
                                  capture_output=True)
            if done.returncode == 0:
                mode, mounted = "tmpfs", True
    try:
        from game.session import MatchConfig, Session
        from game.storage import Settings, Store

        store = Store(folder)
        store.save_settings(Settings(players=3))
        store.save_match(Session.new(MatchConfig.quick(3, seed=1)).to_dict())
        store.stats.record_hand(rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0,
                                points=1, turns=1)
        store.close()
        before = {n: (folder / n).read_bytes() for n in ("settings.json", "match.json")}
        out, err = child(FULL, str(folder), mode).communicate(timeout=120)
        if not out.strip():
            print(err, file=sys.stderr)
        result = json.loads(out)
        (folder / "filler").unlink(missing_ok=True)
        intact = all((folder / n).read_bytes() == b for n, b in before.items())
        temps = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
        problems = check_folder(folder)
    finally:
        if mounted:
            subprocess.run(["umount", str(folder)], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)
    print(f"full disk ({'512 KiB tmpfs filled' if mode == 'tmpfs' else 'RLIMIT_FSIZE=0, EFBIG'}): saves accepted="
          f"{sum(result['ok'])}/2, notices shown={len(result['notices'])}, kept in memory={result['unsaved']}, "
          f"old files intact={intact}, temporary files left={len(temps)}, damage at the next start={len(problems)}, "
          f"tracebacks={int('Traceback' in err)}")
    for n in result["notices"]:
        print("   ", n)
    return not any(result["ok"]) and intact and not temps and not problems and "Traceback" not in err


# -- signals ----------------------------------------------------------------------------------------

def attack_signals(rounds: int, rng: random.Random) -> bool:
    names = [name for name in ("SIGINT", "SIGHUP", "SIGTERM") if hasattr(signal, name)]
    runs = exits = tracebacks = saved = damaged = 0
    failures: list[str] = []
    for name in names:
        for n in range(rounds):
            folder = Path(tempfile.mkdtemp(prefix="uno-signal-"))
            try:
                env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
                proc = subprocess.Popen(
                    [sys.executable, "-m", "game", "--people", "Ann", "--players", "3", "--seed", str(n),
                     "--speed", "20", "--data-dir", str(folder)],
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                )
                deadline = time.monotonic() + 60
                while not (folder / "stats.sqlite3").exists() and proc.poll() is None and time.monotonic() < deadline:
                    time.sleep(0.05)
                time.sleep(rng.uniform(0.3, 2.5))
                times = rng.randint(1, 3)
                for _ in range(times):
                    if proc.poll() is None:
                        proc.send_signal(getattr(signal, name))
                    time.sleep(rng.uniform(0.0, 0.05))
                try:
                    _out, err = proc.communicate(timeout=60)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    _out, err = proc.communicate()
                    err += "\n(hung: killed)"
                runs += 1
                if proc.returncode == 128 + getattr(signal, name):
                    exits += 1
                else:
                    failures.append(f"{name} x{times}: exit {proc.returncode} {err.strip()[-200:]}")
                if "Traceback" in err or "hung" in err:
                    tracebacks += 1
                    failures.append(f"{name} x{times}: {err.strip()[-200:]}")
                from game.session import Session

                try:
                    data = json.loads((folder / "match.json").read_text("utf-8"))
                    session = Session.from_dict(data["match"])
                    saved += bool(session.log)
                except (OSError, ValueError, KeyError) as exc:
                    failures.append(f"{name} x{times}: no match saved ({exc})")
                problems = check_folder(folder)
                if problems:
                    damaged += 1
                    failures += problems
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    print(f"signals ({', '.join(names)}, {rounds} runs each, 1-3 signals a run): {runs} runs, "
          f"exit 128+signal in {exits}, tracebacks {tracebacks}, hand in progress saved in {saved}, "
          f"damaged folders {damaged}")
    for f in failures[:5]:
        print("   ", f.strip().splitlines()[-1] if f.strip() else f)
    return exits == runs == saved and not tracebacks and not damaged


# -- downgrade --------------------------------------------------------------------------------------

CURRENT_PLAYS = """
import sys
from game.model import Rules
from game.session import MatchConfig, Session
from game.storage import Settings, Store
store = Store(sys.argv[1])
store.save_settings(Settings(player_name="Zoë", players=7, felt="wine"))
store.save_match(Session.new(MatchConfig.quick(3, seed=5)).to_dict())
for n in range(int(sys.argv[2])):
    store.stats.record_hand(rules=Rules().to_dict(), seats=[("Mia", "human"), ("Bo", "easy")], human=0, winner=0,
                            points=10, turns=5)
store.close()
"""

OLDER_OPENS = """
import json, sys
from game.session import Session
from game.storage import Store
store = Store(sys.argv[1])
settings = store.load_settings()
data = store.load_match()
if data is not None:
    try:
        Session.from_dict(data)
    except ValueError as exc:
        store.reject_match(str(exc), newer=True)
for n in range(int(sys.argv[2])):
    store.stats.record_hand(rules={}, seats=[("Mia", "human"), ("Bo", "easy")], human=0, winner=0, points=1, turns=1)
store.stats.summary()
store.close()
print(json.dumps(store.notices))
"""

CURRENT_OPENS = """
import json, sys
from game.session import Session
from game.storage import Store
store = Store(sys.argv[1])
settings = store.load_settings()
data = store.load_match()
result = {"name": settings.player_name, "match": data is not None and bool(Session.from_dict(data).players),
          "mia": store.stats.totals("hands", person="Mia").games, "notices": store.take_notices()}
store.close()
print(json.dumps(result))
"""


def _older_build(rev: str) -> Path | None:
    """Unpack the game of commit `rev` into a temporary folder (None when git or the commit is missing)."""
    if shutil.which("git") is None:
        return None
    where = Path(tempfile.mkdtemp(prefix="uno-older-"))
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "game"], capture_output=True)
    if archive.returncode != 0:
        shutil.rmtree(where, ignore_errors=True)
        return None
    subprocess.run(["tar", "-x", "-C", str(where)], input=archive.stdout, check=True)
    return where


def _run(code: str, path: Path, *args: str) -> tuple[str, str]:
    env = {**os.environ, "PYTHONPATH": str(path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=120,
                          cwd=tempfile.gettempdir())
    return done.stdout, done.stderr


def attack_downgrade(rev: str) -> bool:
    older = _older_build(rev)
    if older is None:
        print(f"downgrade: skipped (no git, or no commit {rev} in this repository)")
        return True
    ok = True
    try:
        for own in (0, 2):
            folder = Path(tempfile.mkdtemp(prefix="uno-downgrade-"))
            try:
                _run(CURRENT_PLAYS, ROOT, str(folder), "4")
                out_old, err_old = _run(OLDER_OPENS, older, str(folder), str(own))
                old_notices = json.loads(out_old) if out_old.strip() else [err_old.strip()[-200:]]
                out, err = _run(CURRENT_OPENS, ROOT, str(folder))
                back = json.loads(out)
                files = sorted(p.name for p in folder.iterdir() if ".corrupt-" in p.name or ".newer-" in p.name)
                again = json.loads(_run(CURRENT_OPENS, ROOT, str(folder))[0])
            finally:
                shutil.rmtree(folder, ignore_errors=True)
            tracebacks = sum("Traceback" in e for e in (err_old, err))
            if own == 0:
                sound = back["name"] == "Zoë" and back["match"] and back["mia"] == 4 and len(back["notices"]) == 1
                label = "older build left fresh files"
            else:
                sound = back["mia"] == own + 0 and any(".newer-" in n for n in back["notices"])
                label = f"older build recorded {own} hands of its own"
            sound = sound and not tracebacks and again["notices"] == []
            ok &= sound
            print(f"downgrade current -> {rev[:7]} -> current ({label}): name {back['name']!r}, match kept "
                  f"{back['match']}, Mia's hands {back['mia']}, notices now {len(back['notices'])} / next start "
                  f"{len(again['notices'])}, tracebacks {tracebacks}, set-aside files {files}: "
                  f"{'sound' if sound else 'LOST'}")
            for n in [*old_notices[:1], *back["notices"][:1]]:
                print("   ", n)
    finally:
        shutil.rmtree(older, ignore_errors=True)
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="kill,copies,locked,full,signals,downgrade")
    parser.add_argument("--signal-rounds", type=int, default=3, help="runs of the game ended by each signal")
    parser.add_argument("--older", default="1bd4e79", help="the older build of the downgrade (a commit)")
    parser.add_argument("--full-disk", choices=["auto", "tmpfs", "rlimit"], default="auto")
    args = parser.parse_args(argv)
    if os.name != "posix":
        print("hostile_storage: POSIX only", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    ok = True
    wanted = set(args.only.split(","))
    if "kill" in wanted:
        ok &= attack_kills(args.kills, rng)
    if "copies" in wanted:
        ok &= attack_copies()
    if "locked" in wanted:
        ok &= attack_locked()
    if "full" in wanted:
        ok &= attack_full(args.full_disk)
    if "signals" in wanted:
        ok &= attack_signals(args.signal_rounds, rng)
    if "downgrade" in wanted:
        ok &= attack_downgrade(args.older)
    print("all sound" if ok else "DAMAGE FOUND")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
