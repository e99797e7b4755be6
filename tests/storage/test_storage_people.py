"""Statistics per named person and per team (schema 3): every person at the table counts under their
name, team games apart from solo games, and version 2 files keep every game under the name at their
human seat."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from game.model import Rules
from game.session import MatchConfig, SeatSetup
from game.storage import SCHEMA_VERSION, Stats, Tally
from game.storage.stats import _SCHEMA, SOLO, TEAMS

OFFICIAL = Rules().to_dict()
IN_TEAMS = Rules(teams=True).to_dict()
TABLE = [("Mia", "human"), ("Bo", "easy"), ("Leo", "human"), ("Cy", "hard")]


def test_every_person_at_the_table_counts_under_their_name(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.db")
    # Leo wins a hand and the match; Mia loses both.
    stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, people=(0, 2), winner=2, points=50, turns=20,
                      match_key="m1", hand_number=1, finished_at=10.0)
    stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, people=(0, 2), winner=0, points=30, turns=12,
                      match_key="m1", hand_number=2, finished_at=11.0)
    stats.record_match(rules=OFFICIAL, seats=TABLE, human=0, people=(0, 2), winner=2, scores=[30, 0, 50, 0],
                       hands=2, match_key="m1", finished_at=12.0)
    assert stats.totals("hands", person="Mia") == Tally("All", 2, 1)
    assert stats.totals("hands", person="Leo") == Tally("All", 2, 1)
    assert stats.totals("matches", person="Leo") == Tally("All", 1, 1)
    assert stats.totals("matches", person="Mia") == Tally("All", 1, 0)
    assert stats.totals("matches", person="Bo") == Tally("All", 0, 0), "a CPU has no statistics"
    # Names match whatever their case and spacing, as MatchConfig sees the same person in them.
    assert stats.totals("matches", person="  leo ") == Tally("All", 1, 1)
    # Each person's own points and runs.
    assert [r.points for r in stats.results_over_time("matches", person="Mia")] == [30]
    assert [r.points for r in stats.results_over_time("hands", person="Leo")] == [50, 0]
    assert stats.summary("Leo").points == 50 and stats.summary("Mia").points == 30
    assert stats.summary("Leo").current_match_run == 1 and stats.summary("Mia").current_match_run == 0
    # The match's turns are the hands' of that person's rows, not counted once per person.
    assert stats._query("SELECT person, turns FROM matches ORDER BY person") == [("Leo", 32), ("Mia", 32)]
    # The CPUs' difficulty leaves every person out, whichever seat they sit at.
    assert {t.label for t in stats.by_difficulty("matches", person="Leo")} == {"mixed"}
    assert stats.people() == ["Leo", "Mia"] or stats.people() == ["Mia", "Leo"]
    # Everyone's rows together when no one is named: a game with two people is two rows.
    assert stats.totals("matches") == Tally("All", 2, 1)


def test_without_people_only_the_human_seat_counts_as_before(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.db")
    stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, winner=0, points=5, turns=3)
    assert stats._query("SELECT person, human_seat FROM hands") == [("Mia", 0)]
    stats.record_hand(rules=OFFICIAL, seats=[("A", "easy"), ("B", "hard")], human=None, winner=0, points=5, turns=3)
    assert stats._query("SELECT person, human_seat FROM hands ORDER BY id") == [("Mia", 0), (None, None)]
    assert stats.people() == ["Mia"]
    with pytest.raises(ValueError, match="not among the people"):
        stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, people=(2,), winner=0, points=5, turns=3)
    with pytest.raises(ValueError, match="distinct"):
        stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, people=(0, 0), winner=0, points=5, turns=3)
    with pytest.raises(ValueError, match="seat from 0 to 3"):
        stats.record_hand(rules=OFFICIAL, seats=TABLE, human=0, people=(0, 9), winner=0, points=5, turns=3)


def test_team_games_are_apart_from_solo_games_per_person(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.db")
    # Teams: Mia (seat 0) and Leo (seat 2) are partners; Bo's team wins one, theirs wins two.
    for n, winner in enumerate((2, 1, 0)):
        stats.record_match(rules=IN_TEAMS, seats=TABLE, human=0, people=(0, 2), winner=winner,
                           scores=[500, 0, 500, 0] if winner % 2 == 0 else [0, 500, 0, 500], hands=3,
                           finished_at=float(n))
    # Solo: Mia wins one of two.
    stats.record_match(rules=OFFICIAL, seats=TABLE[:2], human=0, winner=0, scores=[500, 0], hands=2, finished_at=5.0)
    stats.record_match(rules=OFFICIAL, seats=TABLE[:2], human=0, winner=1, scores=[0, 500], hands=2, finished_at=6.0)
    assert stats.by_play("matches", person="Mia") == [Tally(SOLO, 2, 1), Tally(TEAMS, 3, 2)]
    assert stats.by_play("matches", person="Leo") == [Tally(TEAMS, 3, 2)], "Leo played no solo game"
    assert stats.by_play("hands", person="Mia") == []
    # Bo's team won with Bo out: Mia and Leo both lost it, the same game for both.
    assert stats._query("SELECT person, human_won, winning_team FROM matches WHERE winner_seat = 1 "
                         "AND teams = 1 ORDER BY person") \
        == [("Leo", 0, 1), ("Mia", 0, 1)]


def test_a_match_config_s_people_are_what_the_table_passes(tmp_path: Path) -> None:
    config = MatchConfig((SeatSetup("Bo", "easy"), SeatSetup("Mia", "human"), SeatSetup("Leo", "human")),
                         human=1)
    stats = Stats(tmp_path / "stats.db")
    stats.record_hand(rules=OFFICIAL, seats=config.seats, human=config.human, people=config.people, winner=2,
                      points=9, turns=4)
    assert stats._query("SELECT person, human_seat, human_won FROM hands ORDER BY human_seat") == [
        ("Mia", 1, 0), ("Leo", 2, 1)]


def _version_2_schema(sql: str) -> str:
    return "\n".join(line for line in sql.splitlines() if not re.match(r"\s+(person|person_key|edition|abandoned) ", line))


def test_a_version_2_file_keeps_every_game_under_the_name_at_its_human_seat(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    conn = sqlite3.connect(path)
    seats = lambda *names: json.dumps([{"name": n, "kind": "human" if i == 0 else "easy"}  # noqa: E731
                                       for i, n in enumerate(names)])
    rows = [
        # (human_seat, seats_json, human_won, teams)
        (0, seats("Kim", "Bo"), 1, 0),
        (0, seats("Kim", "Bo"), 0, 0),
        (1, json.dumps([{"name": "Bo", "kind": "easy"}, {"name": "Ana", "kind": "human"},
                        {"name": "Cy", "kind": "easy"}, {"name": "Di", "kind": "easy"}]), 1, 1),
        (None, seats("Ed", "Bo"), 0, 0),  # a demo: kept, no one's
        (0, "not json", 1, 0),  # damaged seats: kept, counted in everyone's totals only
    ]
    with conn:
        for sql in _SCHEMA.values():
            conn.execute(_version_2_schema(sql))
        for n, (human, seats_json, won, teams) in enumerate(rows):
            conn.execute(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, "
                "players, seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, "
                "winning_team, scores_json, human_points, hands, turns) "
                "VALUES ('k', 1.0, ?, '{}', 'Official', 0, ?, ?, ?, 'easy', 0, 'x', ?, ?, NULL, '[]', 7, 1, 9)",
                (float(n), 4 if teams else 2, seats_json, human, won, teams),
            )
            conn.execute(
                "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, seats_json, "
                "human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, points, "
                "scores_json, turns) VALUES ('k', 1, ?, '{}', 'Official', ?, ?, ?, 'easy', 0, 'x', ?, ?, NULL, 12, "
                "NULL, 20)",
                (float(n), 4 if teams else 2, seats_json, human, won, teams),
            )
        conn.execute("PRAGMA user_version = 2")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 2 file is migrated, not set aside"
    for table in ("matches", "hands"):
        assert stats._query(f"SELECT COUNT(*) FROM {table}") == [(5,)], "every game kept"
        assert stats._query(f"SELECT person FROM {table} ORDER BY id") == [("Kim",), ("Kim",), ("Ana",), (None,), (None,)]
    assert stats.totals("matches", person="Kim") == Tally("All", 2, 1)
    assert stats.totals("hands", person="Ana") == Tally("All", 1, 1)
    assert stats.by_play("matches", person="Ana") == [Tally(TEAMS, 1, 1)]
    assert stats.totals("matches") == Tally("All", 4, 3), "the person's games as before the migration"
    assert stats.people()[:2] == ["Ana", "Kim"]
    stats.record_hand(rules=OFFICIAL, seats=[("Kim", "human"), ("Bo", "easy")], human=0, winner=0, points=1, turns=1)
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    check.close()
    again = Stats(path)
    assert again.totals("hands", person="Kim") == Tally("All", 3, 2)
    again.close()
