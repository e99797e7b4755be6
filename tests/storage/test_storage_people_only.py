"""Statistics file a game among people only under its own kind (schema 6), "people", not "Mixed": a
pass-and-play match with no CPU has no CPU difficulty. A version 5 file migrates: its "mixed" rows whose
seats show only people are refiled; rows whose seats cannot be read stay "mixed"."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from game.i18n import set_language
from game.model import Rules
from game.storage import SCHEMA_VERSION, Stats, Tally
from game.storage.stats import _SCHEMA, PEOPLE_ONLY, difficulty_of
from game.ui.scenes.stats import difficulty_words

PEOPLE = [("Mia", "human"), ("Leo", "human"), ("Ava", "human")]


def test_a_match_among_people_only_is_filed_as_its_own_kind(tmp_path: Path) -> None:
    assert difficulty_of(["human", "human"], 0) == PEOPLE_ONLY == "people"
    assert difficulty_of(["human", "human", "easy", "hard"], 1) == "mixed"
    assert difficulty_of(["human", "human", "easy"], 1) == "easy"
    stats = Stats(tmp_path / "stats.sqlite3", lambda note: None)
    for seat in range(3):
        stats.record_match(rules=Rules(), seats=PEOPLE, human=seat, winner=1, scores=[0, 500, 0], hands=3,
                           finished_at=1.0)
        stats.record_hand(rules=Rules(), seats=PEOPLE, human=seat, winner=1, points=20, turns=9, finished_at=1.0)
    stats.record_match(rules=Rules(), seats=[("Mia", "human"), ("Bo", "easy"), ("Cy", "hard")], human=0, winner=0,
                       scores=[500, 0, 0], hands=2, finished_at=2.0)
    for unit in ("matches", "hands"):
        assert stats.by_difficulty(unit, person="Leo") == [Tally("people", 1, 1)]
    assert stats.by_difficulty("matches", person="Mia") == [Tally("mixed", 1, 1), Tally("people", 1, 0)]
    stats.close()


def test_the_kind_has_a_name_in_every_language() -> None:
    assert difficulty_words("people") == "People only"
    set_language("fr")
    assert difficulty_words("people") not in ("People only", "people")


def _insert(conn: sqlite3.Connection, seats_json: str, difficulty: str, person: str) -> None:
    conn.execute(
        "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, players, "
        "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, person, "
        "person_key, edition, scores_json, human_points, hands, turns) VALUES ('k', 1.0, 1.0, ?, 'Official', 0, "
        "2, ?, 0, ?, 0, ?, 1, 0, NULL, ?, ?, 'classic', '[]', 7, 1, 9)",
        (json.dumps(Rules().to_dict()), seats_json, difficulty, person, person, person.lower()))
    conn.execute(
        "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, seats_json, "
        "human_seat, difficulty, winner_seat, winner_name, human_won, teams, person, person_key, edition, points, "
        "turns) VALUES ('k', 1, 1.0, '{}', 'Official', 2, ?, 0, ?, 0, ?, 1, 0, ?, ?, 'classic', 5, 3)",
        (seats_json, difficulty, person, person, person.lower()))


def test_a_version_5_file_loads_and_refiles_its_games_among_people_only(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    people = json.dumps([{"name": "Mia", "kind": "human"}, {"name": "Leo", "kind": "human"}])
    mixed = json.dumps([{"name": "Mia", "kind": "human"}, {"name": "Bo", "kind": "easy"}, {"name": "Cy", "kind": "hard"}])
    with conn:
        for sql in _SCHEMA.values():  # version 6 changed no column; version 7 added `abandoned`
            conn.execute("\n".join(line for line in sql.splitlines() if not line.strip().startswith("abandoned ")))
        _insert(conn, people, "mixed", "Mia")  # a pass-and-play match, filed "mixed" by version 5
        _insert(conn, mixed, "mixed", "Mia")  # truly mixed CPUs
        _insert(conn, "not json", "mixed", "Mia")  # unreadable seats: kept as they were
        _insert(conn, json.dumps([{"name": "Mia", "kind": "human"}, {"name": "Bo", "kind": "easy"}]), "easy", "Mia")
        conn.execute("PRAGMA user_version = 5")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 5 file is migrated, not set aside"
    for unit in ("matches", "hands"):
        assert stats.totals(unit, person="Mia") == Tally("All", 4, 4), "no game lost"
        assert stats.by_difficulty(unit, person="Mia") == [Tally("easy", 1, 1), Tally("mixed", 2, 2),
                                                            Tally("people", 1, 1)]
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    check.close()
