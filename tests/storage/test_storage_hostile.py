"""Hostile data folders (issue 13): odd files, damaged rows, a locked database, two copies, leftovers."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from game.storage import Settings, Stats, Store, Tally
from game.storage.lock import LOCK_FILE, FolderLock
from game.storage.store import SIZE_LIMITS

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2026, 11, 22, 10, 15, 0)
STAMP = "20261122-101500"
SEATS = [("You", "human"), ("Bo", "easy")]
posix_only = pytest.mark.skipif(os.name != "posix", reason="pipes, devices and rlimits are POSIX")


def make_store(folder: Path) -> Store:
    return Store(folder, now=lambda: NOW)


def python(code: str, *args: str) -> subprocess.Popen[str]:
    """Start `code` in another Python process that imports the game from this tree."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


# -- 1. only regular files of a sane size are read ----------------------------------------------

LOAD_IN_A_SMALL_BOX = """
import json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))  # a runaway read ends here, not in the machine
from datetime import datetime
from game.storage import Store
store = Store(sys.argv[1], now=lambda: datetime(2026, 11, 22, 10, 15, 0))
settings = store.load_settings()
match = store.load_match()
print(json.dumps({"players": settings.players, "match": match, "notices": store.take_notices()}))
"""


def load_in_a_box(folder: Path) -> dict[str, object]:
    proc = python(LOAD_IN_A_SMALL_BOX, str(folder))
    try:
        out, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail("loading the data folder hung")
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    result: dict[str, object] = json.loads(out)
    return result


@posix_only
@pytest.mark.parametrize("name", ["settings.json", "match.json"])
def test_a_link_to_an_endless_device_is_set_aside(tmp_path: Path, name: str) -> None:
    (tmp_path / name).symlink_to("/dev/zero")
    result = load_in_a_box(tmp_path)
    assert result["players"] == Settings().players and result["match"] is None
    kept = tmp_path / f"{name}.corrupt-{STAMP}"
    assert kept.is_symlink() and os.readlink(kept) == "/dev/zero"
    assert any(kept.name in str(n) for n in result["notices"])  # type: ignore[attr-defined]


@posix_only
@pytest.mark.parametrize("name", ["settings.json", "match.json"])
def test_a_named_pipe_does_not_hang_the_start(tmp_path: Path, name: str) -> None:
    os.mkfifo(tmp_path / name)
    result = load_in_a_box(tmp_path)
    assert result["players"] == Settings().players and result["match"] is None
    assert (tmp_path / f"{name}.corrupt-{STAMP}").exists()
    assert not (tmp_path / name).exists()


@pytest.mark.parametrize("name", ["settings.json", "match.json"])
def test_a_file_beyond_the_size_bound_is_set_aside(tmp_path: Path, name: str) -> None:
    big = b'{"version": 1, "pad": "' + b" " * SIZE_LIMITS[name] + b'"}'
    (tmp_path / name).write_bytes(big)
    store = make_store(tmp_path)
    assert store.load_settings() == Settings()
    assert store.load_match() is None
    assert (tmp_path / f"{name}.corrupt-{STAMP}").read_bytes() == big
    assert any("corrupt" in n for n in store.notices)


def test_an_odd_thing_that_cannot_be_moved_is_ignored_with_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "settings.json").mkdir()
    store = make_store(tmp_path)
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    assert store.load_settings() == Settings()
    assert (tmp_path / "settings.json").is_dir()
    assert any("left untouched" in n for n in store.notices)


@posix_only
def test_a_journal_that_is_a_pipe_is_never_read(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").write_bytes(b"garbage" * 10)
    os.mkfifo(tmp_path / "stats.sqlite3-journal")
    result = load_in_a_box(tmp_path)
    assert any("statistics" in str(n) for n in result["notices"])  # type: ignore[attr-defined]


# -- 3. statistics rows are checked ----------------------------------------------------------------


def seeded(path: Path) -> Stats:
    stats = Stats(path)
    for n in range(6):
        won = n % 3 != 2
        stats.record_hand(rules={}, seats=SEATS, human=0, winner=0 if won else 1, points=10 + n, turns=5,
                          finished_at=100 + n)
        stats.record_match(rules={}, seats=SEATS, human=0, winner=0 if won else 1, scores=[n, 1], hands=1,
                           turns=5, finished_at=100 + n)
    assert stats.close()
    return Stats(path)


@pytest.mark.parametrize(
    ("table", "column", "value"),
    [
        ("matches", "finished_at", "yesterday"),
        ("matches", "human_won", "yes"),
        ("matches", "human_points", "lots"),
        ("matches", "human_seat", 7),
        ("matches", "difficulty", b"\x01"),
        ("hands", "points", "many"),
        ("hands", "finished_at", float("inf")),
        ("hands", "human_won", 2),
        ("hands", "players", "two"),
        ("hands", "rule_set", b"\x00\xff"),
        ("hands", "rule_set", "Official\x00"),
        ("matches", "difficulty", "hard" * 100),
    ],
)
def test_a_bad_row_is_skipped_and_reported(tmp_path: Path, table: str, column: str, value: object) -> None:
    path = tmp_path / "stats.sqlite3"
    seeded(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE {table} SET {column} = ? WHERE id = 2", (value,))
    conn.commit()
    conn.close()
    notices: list[str] = []
    stats = Stats(path, notices.append)
    unit = "matches" if table == "matches" else "hands"
    other = "hands" if unit == "matches" else "matches"
    assert stats.totals(unit).games == 5  # type: ignore[arg-type]
    assert stats.totals(other).games == 6  # type: ignore[arg-type]
    summary = stats.summary()
    assert getattr(summary, unit).games == 5
    assert len(stats.results_over_time(unit)) == 5  # type: ignore[arg-type]
    assert sum(t.games for t in stats.by_difficulty(unit)) == 5  # type: ignore[arg-type]
    assert sum(t.games for t in stats.by_rule_set(unit)) == 5  # type: ignore[arg-type]
    assert stats.longest_run(unit) >= 1  # type: ignore[arg-type]
    assert len(notices) == 1 and "1 damaged" in notices[0] and "left out" in notices[0]


def test_text_that_is_not_utf8_reads_with_replacement_characters(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    seeded(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE matches SET rule_set = CAST(x'4f6666ff' AS TEXT) WHERE id = 3")
    conn.commit()
    conn.close()
    notices: list[str] = []
    stats = Stats(path, notices.append)
    labels = [t.label for t in stats.by_rule_set()]
    assert "Off\ufffd" in labels and stats.totals().games == 6 and notices == []


def test_the_statistics_screen_opens_over_a_bad_row(tmp_path: Path) -> None:
    pytest.importorskip("pygame")
    from game.app import App
    from game.ui.scenes.stats import StatsScene

    seeded(tmp_path / "stats.sqlite3").close()
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute("UPDATE matches SET finished_at = 'soon', human_points = 'x' WHERE id = 1")
    conn.commit()
    conn.close()
    app = App(["--data-dir", str(tmp_path), "--size", "960x540"])
    try:
        scene = StatsScene(app)
        app.push(scene)
        for _ in range(5):
            app.step(0.02)
        assert app.top is scene
        assert scene.data.summary.matches.games == 5
        assert any("damaged match record" in n for n in app.notices)
    finally:
        app.close()


# -- 4. a database held by another process never stalls the caller -------------------------------

HOLD_THE_DATABASE = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
"""


@pytest.fixture
def locked_stats(tmp_path: Path) -> Iterator[tuple[Store, subprocess.Popen[str]]]:
    store = make_store(tmp_path)
    holder = python(HOLD_THE_DATABASE, str(tmp_path / "stats.sqlite3"))
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    yield store, holder
    if holder.poll() is None:
        holder.kill()
    holder.communicate()
    store.close()


def test_recording_while_another_process_holds_the_database_returns_at_once(
    locked_stats: tuple[Store, subprocess.Popen[str]],
) -> None:
    store, holder = locked_stats
    worst = 0.0
    for n in range(5):
        start = time.perf_counter()
        assert store.stats.record_hand(rules={}, seats=SEATS, human=0, winner=0, points=n, turns=3)
        store.stats.record_match(rules={}, seats=SEATS, human=0, winner=0, scores=[n, 0], hands=1)
        worst = max(worst, time.perf_counter() - start)
    assert worst < 0.05, f"recording took {worst * 1000:.0f} ms"
    # A query while it is still held answers quickly (what could be read), never after a 5 s wait.
    start = time.perf_counter()
    store.stats.totals("hands")
    assert time.perf_counter() - start < 1.5
    assert store.stats.pending >= 2
    # Once the other process lets go, everything queued is written, in order.
    assert holder.stdin is not None
    holder.stdin.write("\n")
    holder.stdin.flush()
    holder.wait(10)
    deadline = time.monotonic() + 15
    while store.stats.pending and time.monotonic() < deadline:
        time.sleep(0.05)
    assert store.stats.flush(5)
    assert store.stats.totals("hands") == Tally("All", 5, 5)
    assert store.stats.totals("matches") == Tally("All", 5, 5)


def test_close_gives_up_on_a_database_held_for_ever_and_says_so(
    locked_stats: tuple[Store, subprocess.Popen[str]],
) -> None:
    store, _holder = locked_stats
    store.stats.record_hand(rules={}, seats=SEATS, human=0, winner=0, points=1, turns=3)
    start = time.perf_counter()
    assert not store.stats.close(timeout=0.5)
    assert time.perf_counter() - start < 3
    assert any("not counted" in n for n in store.notices)


# -- 5. two copies on one folder -------------------------------------------------------------------

HOLD_THE_FOLDER = """
import sys
from game.storage import Settings, Store
store = Store(sys.argv[1])
store.save_settings(Settings(players=3))
store.save_match({"owner": "first"})
store.stats.record_hand(rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0, points=1, turns=1)
store.stats.flush()
print("ready" if not store.read_only else "read-only", flush=True)
sys.stdin.readline()
"""


def start_first_copy(folder: Path) -> subprocess.Popen[str]:
    first = python(HOLD_THE_FOLDER, str(folder))
    assert first.stdout is not None and first.stdout.readline().strip() == "ready"
    return first


def test_a_second_copy_reads_but_never_writes_and_says_so(tmp_path: Path) -> None:
    first = start_first_copy(tmp_path)
    try:
        before = snapshot(tmp_path)
        second = make_store(tmp_path)
        assert second.read_only and second.owner == first.pid
        assert any(str(first.pid) in n and "changes nothing" in n for n in second.notices)
        # It sees the first copy's files...
        assert second.load_settings().players == 3
        assert second.load_match() == {"owner": "first"}
        assert second.stats.totals("hands").games == 1
        # ...and whatever it does, they stay as they were.
        assert not second.save_settings(Settings(players=9))
        assert not second.save_match({"owner": "second"})
        second.stats.record_hand(rules={}, seats=SEATS, human=0, winner=0, points=5, turns=1)
        second.clear_match()
        second.reject_match("a test")
        second.close()
        assert second.load_settings().players == 9  # kept for its own session
        assert snapshot(tmp_path) == before
        assert not any(".corrupt-" in p.name for p in tmp_path.iterdir())
    finally:
        first.kill()
        first.communicate()


def test_a_killed_copy_leaves_a_stale_lock_that_the_next_one_takes_over(tmp_path: Path) -> None:
    first = start_first_copy(tmp_path)
    first.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
    first.communicate()
    assert (tmp_path / LOCK_FILE).read_text().strip() == str(first.pid)
    store = make_store(tmp_path)
    assert not store.read_only and store.notices == []
    assert store._lock is not None and store._lock.recovered == first.pid
    assert (tmp_path / LOCK_FILE).read_text().strip() == str(os.getpid())
    assert store.save_settings(Settings(players=4))
    store.close()


def test_a_lock_naming_a_process_that_is_gone_is_recovered(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILE).write_text("999999999\n")
    store = make_store(tmp_path)
    assert not store.read_only
    assert store._lock is not None and store._lock.recovered == 999999999
    store.close()
    assert (tmp_path / LOCK_FILE).read_text() == ""  # given up on close


def test_one_process_may_open_its_folder_twice(tmp_path: Path) -> None:
    a, b = make_store(tmp_path), make_store(tmp_path)
    assert not a.read_only and not b.read_only
    a.close()
    lock = FolderLock(tmp_path)
    assert lock.acquire()  # b still holds it for this process
    lock.release()
    b.close()


@posix_only
def test_a_lock_file_that_is_a_link_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILE).symlink_to("/dev/zero")
    store = make_store(tmp_path)
    assert not store.read_only
    assert (tmp_path / LOCK_FILE).is_file() and not (tmp_path / LOCK_FILE).is_symlink()
    store.close()


# -- 9. leftovers of a killed save -------------------------------------------------------------------


def test_stale_temporary_files_are_cleaned_at_start(tmp_path: Path) -> None:
    leftovers = [".settings.json.k3j4l5.tmp", ".match.json.abcdef.tmp", ".uno.lock.x1.tmp"]
    keep = ["notes.tmp", ".other.json.abc.tmp", "settings.json.tmp"]
    for name in leftovers + keep:
        (tmp_path / name).write_text("half a file")
    (tmp_path / ".settings.json.dir.tmp").mkdir()
    store = make_store(tmp_path)
    names = {p.name for p in tmp_path.iterdir()}
    assert not names & set(leftovers)
    assert set(keep) <= names and ".settings.json.dir.tmp" in names
    store.close()


def test_a_second_copy_leaves_the_temporary_files_of_the_first(tmp_path: Path) -> None:
    first = start_first_copy(tmp_path)
    try:
        (tmp_path / ".settings.json.inflight.tmp").write_text("being written")
        make_store(tmp_path).close()
        assert (tmp_path / ".settings.json.inflight.tmp").exists()
    finally:
        first.kill()
        first.communicate()


def test_a_notice_from_the_statistics_thread_wakes_whoever_listens(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    woken: list[int] = []
    store.on_notice = lambda: woken.append(1)
    store.notice("one")
    store.notice("one")  # the same text is not added twice, nor wakes twice
    assert woken == [1]
    (tmp_path / "stats.sqlite3").unlink()
    (tmp_path / "stats.sqlite3").mkdir()  # the writer thread cannot write: it says so from its thread
    store.stats.record_hand(rules={}, seats=SEATS, human=0, winner=0, points=1, turns=1)
    store.stats.flush(5)
    deadline = time.monotonic() + 10
    while len(woken) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    store.close()
    assert len(woken) >= 2 and any("statistics" in n for n in store.notices)
