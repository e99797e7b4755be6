"""Stats: recording, every query on a seeded history, and damaged databases replaced."""
from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.model import Rules
from game.storage import SCHEMA_VERSION, Result, Stats, Store, Tally
from game.storage.stats import UNITS, current_run, difficulty_of, longest_run

NOW = datetime(2026, 11, 22, 10, 15, 0)
STAMP = "20261122-101500"
OFFICIAL = Rules().to_dict()
PARTY = Rules(stacking=True, seven_o=True, jump_in=True).to_dict()
CUSTOM = Rules(stacking=True, seven_o=True).to_dict()


def seats(*kinds: str) -> list[tuple[str, str]]:
    names = ["You", "Bo", "Cy", "Di", "Ed"]
    return [("You", "human"), *((names[i + 1], k) for i, k in enumerate(kinds))]


@dataclass
class SeatSetup:  # the session's seat type, as the UI will pass it
    name: str
    kind: str


def seed_matches(stats: Stats) -> None:
    # (finished_at, rules, cpu kinds, winner) -- one recorded out of time order on purpose.
    history = [
        (1000, OFFICIAL, ("easy", "easy"), 0),
        (2000, OFFICIAL, ("easy", "easy"), 0),
        (3000, PARTY, ("normal", "normal"), 1),
        (4000, PARTY, ("hard",), 0),
        (5000, CUSTOM, ("easy", "hard"), 2),
        (6000, OFFICIAL, ("normal", "normal", "normal"), 0),
        (7000, OFFICIAL, ("normal",), 0),
        (8000, OFFICIAL, ("normal", "normal"), 0),
        (500, OFFICIAL, ("random", "random"), 1),
    ]
    for t, rules, kinds, winner in history:
        players = len(kinds) + 1
        scores = [0] * players
        scores[winner] = 500
        scores[0] += t // 100  # the person's points: 10, 20, 530 ...
        stats.record_match(rules=rules, seats=seats(*kinds), human=0, winner=winner, scores=scores,
                           hands=3, turns=90, finished_at=t)
    # A CPU-only demo match: kept, never counted.
    stats.record_match(rules=OFFICIAL, seats=[("A", "hard"), ("B", "hard")], human=None, winner=0,
                       scores=[500, 0], hands=2, turns=50, finished_at=9000)
    assert stats.flush()  # written by the writer thread before the test looks at the file


def seed_hands(stats: Stats) -> None:
    # (finished_at, winner (None = drawn), points, cpu kind)
    history = [
        (100, 0, 30, "easy"),
        (200, 0, 45, "easy"),
        (300, None, 99, "easy"),
        (400, 0, 10, "easy"),
        (500, 2, 80, "hard"),
        (600, 0, 5, "normal"),
        (700, 0, 7, "normal"),
        (800, 0, 8, "normal"),
        (900, 0, 9, "normal"),
    ]
    for n, (t, winner, points, kind) in enumerate(history, 1):
        stats.record_hand(rules=PARTY if n % 2 else OFFICIAL, seats=[SeatSetup(*s) for s in seats(kind, kind)],
                          human=0, winner=winner, points=points, turns=10 * n, finished_at=t,
                          match_key="m1", hand_number=n, scores=[n, 0, 0])
    stats.record_hand(rules=OFFICIAL, seats=[("A", "easy"), ("B", "easy")], human=None, winner=0,
                      points=50, turns=3, finished_at=1000)
    assert stats.flush()


@pytest.fixture
def stats(tmp_path: Path) -> Stats:
    s = Stats(tmp_path / "stats.sqlite3")
    seed_matches(s)
    seed_hands(s)
    return s


def test_totals_and_runs(stats: Stats) -> None:
    assert stats.totals() == Tally("All", 9, 6)
    assert stats.totals().win_rate == pytest.approx(6 / 9)
    assert stats.longest_run() == 3
    assert stats.current_run() == 3
    assert stats.totals("hands") == Tally("All", 9, 7)
    assert stats.longest_run("hands") == 4
    assert stats.current_run("hands") == 4
    summary = stats.summary()
    assert (summary.matches.games, summary.matches.wins, summary.hands.games, summary.hands.wins) == (9, 6, 9, 7)
    assert (summary.longest_match_run, summary.longest_hand_run) == (3, 4)
    assert (summary.current_match_run, summary.current_hand_run) == (3, 4)
    assert summary.points == 30 + 45 + 10 + 5 + 7 + 8 + 9


def test_by_difficulty(stats: Stats) -> None:
    assert stats.by_difficulty() == [
        Tally("random", 1, 0),
        Tally("easy", 2, 2),
        Tally("normal", 4, 3),
        Tally("hard", 1, 1),
        Tally("mixed", 1, 0),
    ]
    assert stats.by_difficulty("hands") == [Tally("easy", 4, 3), Tally("normal", 4, 4), Tally("hard", 1, 0)]
    assert stats.by_difficulty()[2].win_rate == pytest.approx(0.75)


def test_by_rule_set(stats: Stats) -> None:
    assert stats.by_rule_set() == [
        Tally("Official", 6, 5),
        Tally("Party", 2, 1),
        Tally("Custom: stacking+seven_o", 1, 0),
    ]
    # Hands 1, 3, 5, 7, 9 under Party (3 drawn, 5 lost), 2, 4, 6, 8 Official.
    assert stats.by_rule_set("hands") == [Tally("Party", 5, 3), Tally("Official", 4, 4)]


def test_results_over_time(stats: Stats) -> None:
    assert stats.results_over_time() == [
        Result(500.0, False, 5),
        Result(1000.0, True, 510),
        Result(2000.0, True, 520),
        Result(3000.0, False, 30),
        Result(4000.0, True, 540),
        Result(5000.0, False, 50),
        Result(6000.0, True, 560),
        Result(7000.0, True, 570),
        Result(8000.0, True, 580),
    ]
    assert [r.points for r in stats.results_over_time("hands")] == [30, 45, 0, 10, 0, 5, 7, 8, 9]
    assert stats.results_over_time("hands", limit=3) == [
        Result(700.0, True, 7), Result(800.0, True, 8), Result(900.0, True, 9)
    ]


def test_rows_hold_everything(stats: Stats, tmp_path: Path) -> None:
    key = "match-42"
    stats.record_hand(rules=Rules(seven_o=True), seats=seats("hard", "easy"), human=0, winner=1, points=33,
                      turns=40, match_key=key, hand_number=1, scores=[0, 33, 0], finished_at=10)
    stats.record_hand(rules=Rules(seven_o=True), seats=seats("hard", "easy"), human=0, winner=0, points=12,
                      turns=25, match_key=key, hand_number=2, scores=[12, 33, 0], finished_at=20)
    stats.record_match(rules=Rules(seven_o=True), seats=seats("hard", "easy"), human=0, winner=1,
                       scores=[12, 33, 0], hands=2, match_key=key, started_at=5, finished_at=21)
    assert stats.flush()  # the writer thread has written every row
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.row_factory = sqlite3.Row
    row = conn.execute("SELECT * FROM matches WHERE match_key = ?", (key,)).fetchone()
    assert row["turns"] == 65  # summed from its hands
    assert row["winner_name"] == "Bo" and row["human_won"] == 0 and row["difficulty"] == "mixed"
    assert json.loads(row["seats_json"])[2] == {"name": "Cy", "kind": "easy"}
    assert json.loads(row["rules_json"]) == Rules(seven_o=True).to_dict()
    assert row["rule_set"] == "Custom: seven_o"
    assert json.loads(row["scores_json"]) == [12, 33, 0]
    assert (row["human_points"], row["started_at"], row["finished_at"], row["hands"]) == (12, 5.0, 21.0, 2)
    hand = conn.execute("SELECT * FROM hands WHERE match_key = ? AND hand_number = 2", (key,)).fetchone()
    assert (hand["winner_seat"], hand["winner_name"], hand["human_won"], hand["points"]) == (0, "You", 1, 12)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_empty_database_answers_every_query(tmp_path: Path) -> None:
    s = Stats(tmp_path / "stats.sqlite3")
    for unit in UNITS:
        assert s.totals(unit) == Tally("All", 0, 0)
        assert s.totals(unit).win_rate == 0.0
        assert s.by_difficulty(unit) == [] and s.by_rule_set(unit) == []
        assert s.longest_run(unit) == 0 and s.results_over_time(unit) == []
    assert s.summary().points == 0


def test_clear(stats: Stats) -> None:
    stats.clear()
    assert stats.totals() == Tally("All", 0, 0)
    assert stats.totals("hands") == Tally("All", 0, 0)


def test_bad_arguments_raise(tmp_path: Path) -> None:
    s = Stats(None)
    ok: dict[str, Any] = {"rules": OFFICIAL, "seats": seats("easy"), "human": 0, "winner": 0, "points": 1, "turns": 1}
    changes: list[tuple[dict[str, Any], str]] = [
        ({"seats": [("You", "human")]}, "seats"),
        ({"seats": [("You", "human"), ("Bo", "genius")]}, "kind"),
        ({"winner": 2}, "winner"),
        ({"human": -1}, "human"),
        ({"points": -5}, "points"),
        ({"scores": [1, 2, 3]}, "scores"),
    ]
    for change, word in changes:
        with pytest.raises(ValueError, match=word):
            s.record_hand(**{**ok, **change})
    with pytest.raises(ValueError, match="unit"):
        s.totals("games")  # type: ignore[arg-type]
    assert s.totals("hands").games == 0


def test_run_helpers() -> None:
    assert longest_run([]) == 0 and current_run([]) == 0
    assert longest_run([True, True, False, True]) == 2
    assert current_run([True, True, False, True]) == 1
    assert difficulty_of(["human", "easy", "easy"], 0) == "easy"
    assert difficulty_of(["human", "easy", "hard"], 0) == "mixed"
    assert difficulty_of(["hard", "hard"], None) == "hard"


# -- damaged databases ----------------------------------------------------------------------------


def open_store(tmp_path: Path) -> Store:
    return Store(tmp_path, now=lambda: NOW)


def check_replaced(tmp_path: Path, store: Store, original: bytes, word: str = "damaged") -> None:
    kept = tmp_path / f"stats.sqlite3.corrupt-{STAMP}"
    assert kept.read_bytes() == original
    assert len(store.notices) == 1 and word in store.notices[0] and kept.name in store.notices[0]
    assert store.stats.persistent
    assert store.stats.record_hand(rules=OFFICIAL, seats=seats("easy"), human=0, winner=0, points=3, turns=4)
    assert store.stats.flush()
    assert open_store(tmp_path).stats.totals("hands") == Tally("All", 1, 1)
    assert kept.read_bytes() == original


@pytest.mark.parametrize("size", [5, 100, 4096, 20000])
def test_garbage_bytes(tmp_path: Path, size: int) -> None:
    original = random.Random(size).randbytes(size)
    (tmp_path / "stats.sqlite3").write_bytes(original)
    check_replaced(tmp_path, open_store(tmp_path), original)


def test_a_missing_table(tmp_path: Path) -> None:
    seed_hands(open_store(tmp_path).stats)
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute("DROP TABLE matches")
    conn.commit()
    conn.close()
    original = (tmp_path / "stats.sqlite3").read_bytes()
    check_replaced(tmp_path, open_store(tmp_path), original)


def test_somebody_elses_database(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    original = (tmp_path / "stats.sqlite3").read_bytes()
    check_replaced(tmp_path, open_store(tmp_path), original)


def test_a_newer_database(tmp_path: Path) -> None:
    open_store(tmp_path).stats.close()
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    original = (tmp_path / "stats.sqlite3").read_bytes()
    check_replaced(tmp_path, open_store(tmp_path), original, "newer version")


def test_damaged_pages(tmp_path: Path) -> None:
    stats = open_store(tmp_path).stats
    for _ in range(40):
        seed_hands(stats)
    stats.close()
    path = tmp_path / "stats.sqlite3"
    data = bytearray(path.read_bytes())
    assert len(data) > 8 * 4096
    rng = random.Random(7)
    for page in range(2, len(data) // 4096):
        data[page * 4096: page * 4096 + 64] = rng.randbytes(64)
    path.write_bytes(bytes(data))
    check_replaced(tmp_path, open_store(tmp_path), bytes(data))


def test_the_journal_goes_with_the_damaged_file(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").write_bytes(b"garbage" * 50)
    (tmp_path / "stats.sqlite3-journal").write_bytes(b"old journal")
    store = open_store(tmp_path)
    assert (tmp_path / f"stats.sqlite3-journal.corrupt-{STAMP}").read_bytes() == b"old journal"
    assert not (tmp_path / "stats.sqlite3-journal").exists()
    check_replaced(tmp_path, store, b"garbage" * 50)


def test_a_folder_in_place_of_the_database(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").mkdir()
    store = open_store(tmp_path)
    assert (tmp_path / f"stats.sqlite3.corrupt-{STAMP}").is_dir()
    assert "stats.sqlite3.corrupt-" in store.notices[0]
    assert store.stats.persistent


def test_an_empty_file_is_simply_started(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").write_bytes(b"")
    store = open_store(tmp_path)
    assert store.notices == []
    assert store.stats.totals() == Tally("All", 0, 0)
