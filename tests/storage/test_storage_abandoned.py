"""Statistics version 7: a match given up for a new game says so (`abandoned`), and each guided first hand
played to its end is noted (table `guided`), so that the statistics screen can say why its counts are what
they are (Round B's playtest, 146: 4 classic-deck games shown where the player counted 3). A version 6 file
migrates: its abandoned matches are found as they were recorded, its rule sets named without the deck."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from game.model import Rules
from game.session import MatchConfig, Session
from game.storage import SCHEMA_VERSION, Stats, Tally
from game.storage.stats import _SCHEMA
from game.ui.table.ending import record_abandoned

SEATS = [("Mia", "human"), ("Bo", "easy")]


def test_a_match_given_up_is_marked_and_counted_as_not_won(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.sqlite3", lambda note: None)
    stats.record_match(rules=Rules(), seats=SEATS, human=0, winner=0, scores=[500, 0], hands=3, finished_at=1.0)
    session = Session.new(MatchConfig.quick(2, "easy", name="Mia", rules=Rules(), seed=3))
    record_abandoned(stats, session)  # "Start a new game" over a match under way
    stats.record_match(rules=Rules(), seats=SEATS, human=0, winner=1, scores=[0, 500], hands=2, finished_at=3.0)
    summary = stats.summary("Mia")
    assert summary.matches == Tally("All", 3, 1)
    assert summary.abandoned == 1 and summary.guided == 0
    assert stats.summary("Bo").abandoned == 0
    stats.record_guided("Mia")
    stats.record_guided("MIA")  # one person, however spelt
    stats.record_guided("Leo")
    assert stats.summary("Mia").guided == 2 and stats.summary("Leo").guided == 1
    assert stats.summary("Mia").matches == Tally("All", 3, 1), "a guided hand is no game"
    stats.clear()
    assert stats.summary("Mia").guided == 0 and stats.summary("Mia").abandoned == 0
    stats.close()


def _version_6_schema(sql: str) -> str:
    return "\n".join(line for line in sql.splitlines() if not line.strip().startswith("abandoned "))


def test_a_version_6_file_finds_its_abandoned_matches_and_names_rule_sets_without_the_deck(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    seats = json.dumps([{"name": "Mia", "kind": "human"}, {"name": "Bo", "kind": "easy"}])
    party_flip = Rules(stacking=True, seven_o=True, jump_in=True, edition="flip").to_dict()
    rows = [  # (single_hand, winner_seat, human_won, hands, rules)
        (0, 0, 1, 3, Rules().to_dict()),  # won
        (0, None, 0, 2, Rules().to_dict()),  # a match to 500 given up after two hands
        (1, None, 0, 0, Rules().to_dict()),  # a single hand given up
        (1, None, 0, 1, Rules().to_dict()),  # a single hand that ended drawn: not given up
        (0, 1, 0, 4, party_flip),  # lost, Party with the Flip deck (filed "Custom: edition=flip" by version 6)
    ]
    with conn:
        for sql in _SCHEMA.values():
            conn.execute(_version_6_schema(sql))
        for n, (single, winner, won, hands, rules) in enumerate(rows):
            conn.execute(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, players, "
                "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, person, "
                "person_key, edition, scores_json, human_points, hands, turns) VALUES ('k', 1.0, ?, ?, ?, ?, 2, ?, 0, "
                "'easy', ?, NULL, ?, 0, NULL, 'Mia', 'mia', ?, '[0, 0]', 0, ?, 9)",
                (float(n), json.dumps(rules), "Custom: edition=flip" if rules is party_flip else "Official", single,
                 seats, winner, won, rules["edition"], hands))
        conn.execute("PRAGMA user_version = 6")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 6 file is migrated, not set aside"
    summary = stats.summary("Mia")
    assert summary.matches == Tally("All", 5, 1), "no game lost"
    assert summary.abandoned == 2 and summary.guided == 0
    assert {t.label for t in stats.by_rule_set("matches", "Mia")} == {"Official", "Party"}
    stats.record_guided("Mia")
    assert stats.summary("Mia").guided == 1
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    check.close()
