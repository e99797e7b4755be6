"""Statistics tell UNO Flip! games apart (schema 5): every row records its deck; a version 4 file
migrates, each row taking the deck its rules name (classic when they name none)."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from game.model import Rules
from game.storage import SCHEMA_VERSION, Stats, Tally
from game.storage.stats import _SCHEMA

SEATS = [("Mia", "human"), ("Bo", "easy")]


def record(stats: Stats, rules: Rules, when: float, won: bool) -> None:
    stats.record_hand(rules=rules, seats=SEATS, human=0, winner=0 if won else 1, points=10, turns=5,
                      finished_at=when)
    stats.record_match(rules=rules, seats=SEATS, human=0, winner=0 if won else 1,
                       scores=[10, 0] if won else [0, 10], hands=1, finished_at=when)


def test_flip_games_are_told_apart(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.sqlite3", lambda note: None)
    record(stats, Rules(), 1.0, True)
    record(stats, Rules(edition="flip"), 2.0, True)
    record(stats, Rules(edition="flip"), 3.0, False)
    record(stats, Rules(edition="2018"), 4.0, False)
    for unit in ("matches", "hands"):
        assert stats.by_edition(unit, person="Mia") == [Tally("classic", 1, 1), Tally("2018", 1, 0),
                                                          Tally("flip", 2, 1)]
        assert stats.totals(unit, person="Mia") == Tally("All", 4, 2)
    stats.close()


def test_a_deck_the_statistics_do_not_know_is_refused(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.sqlite3", lambda note: None)
    with pytest.raises(ValueError, match="edition"):
        stats.record_hand(rules={**Rules().to_dict(), "edition": "mercy"}, seats=SEATS, human=0, winner=0,
                          points=1, turns=1)
    stats.close()


def _version_4_schema(sql: str) -> str:
    return "\n".join(line for line in sql.splitlines() if not re.match(r"\s+(edition|abandoned) ", line))


def test_a_version_4_file_migrates_and_its_games_keep_their_decks(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    decks = [json.dumps(Rules().to_dict()), "{}", "not json", json.dumps(Rules(edition="2018").to_dict()),
             json.dumps(Rules(edition="flip").to_dict()), json.dumps({"edition": "mercy"})]
    with conn:
        for sql in _SCHEMA.values():
            conn.execute(_version_4_schema(sql))
        for n, rules_json in enumerate(decks):
            conn.execute(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, "
                "players, seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, "
                "winning_team, person, person_key, scores_json, human_points, hands, turns) "
                "VALUES ('k', 1.0, ?, ?, 'Official', 0, 2, '[]', 0, 'easy', 0, 'Mia', 1, 0, NULL, 'Mia', 'mia', "
                "'[]', 7, 1, 9)",
                (float(n), rules_json),
            )
            conn.execute(
                "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, seats_json, "
                "human_seat, difficulty, winner_seat, winner_name, human_won, teams, person, person_key, points, "
                "turns) VALUES ('k', 1, ?, ?, 'Official', 2, '[]', 0, 'easy', 0, 'Mia', 1, 0, 'Mia', 'mia', 5, 3)",
                (float(n), rules_json),
            )
        conn.execute("PRAGMA user_version = 4")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 4 file is migrated, not set aside"
    for unit in ("matches", "hands"):
        assert stats.totals(unit, person="Mia") == Tally("All", 6, 6), "no game lost"
        # rules that name no deck we know (or cannot be read) were classic games
        assert stats.by_edition(unit, person="Mia") == [Tally("classic", 4, 4), Tally("2018", 1, 1),
                                                          Tally("flip", 1, 1)]
    stats.record_hand(rules=Rules(edition="flip"), seats=SEATS, human=0, winner=0, points=3, turns=2)
    assert stats.by_edition("hands", person="Mia")[-1] == Tally("flip", 2, 2)
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    check.close()
