"""One normal form of a person's name for the table, the statistics and the saves (issue 20, item 2).

`--people "Mia  Leo"` recorded hands under "Mia  Leo" that the statistics screen looked up as "Mia Leo"
(0 games); "émile"/"ÉMILE" and "Straße"/"STRASSE" were one person at the table but two in the
statistics (SQLite's NOCASE folds ASCII only). Schema 4 keeps a folded key; version 3 files migrate.
"""
from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from game.cli import UsageError, parse_args
from game.model import Rules
from game.names import name_key, normal_name
from game.session import MatchConfig, SeatSetup, Session
from game.storage import SCHEMA_VERSION, Settings, Stats, Tally
from game.storage.stats import _SCHEMA

OFFICIAL = Rules().to_dict()
NFD_EMILE = "e\u0301mile"  # "émile" typed as e + a combining acute accent


def record(stats: Stats, name: str, when: float, won: bool = True) -> None:
    seats = [(name, "human"), ("Bo", "easy")]
    stats.record_hand(rules=OFFICIAL, seats=seats, human=0, winner=0 if won else 1, points=10, turns=5,
                      finished_at=when)
    stats.record_match(rules=OFFICIAL, seats=seats, human=0, winner=0 if won else 1,
                       scores=[10, 0] if won else [0, 10], hands=1, finished_at=when)


def test_the_normal_form_is_nfc_with_spaces_collapsed_and_the_key_folds_every_case() -> None:
    assert normal_name("  Mia \t  Leo ") == "Mia Leo"
    assert normal_name(NFD_EMILE) == "\u00e9mile"
    assert name_key("ÉMILE") == name_key(NFD_EMILE) == name_key("émile")
    assert name_key("STRASSE") == name_key("Straße") == "strasse"
    assert name_key("Mia  Leo") == name_key("mia leo")


def test_a_name_with_two_spaces_is_counted_under_the_name_the_screen_asks_for(tmp_path: Path) -> None:
    options = parse_args(["--people", "Mia  Leo", "--frames", "1"])
    assert options.people == ("Mia Leo",)
    stats = Stats(tmp_path / "stats.sqlite3")
    record(stats, "Mia  Leo", 1.0)  # as the old table passed it
    assert stats.totals("hands", person="Mia Leo") == Tally("All", 1, 1)
    assert stats.totals("matches", person="Mia  Leo") == Tally("All", 1, 1)
    assert stats.people() == ["Mia Leo"]
    stats.close()


@pytest.mark.parametrize(("first", "second"), [("émile", "ÉMILE"), ("Straße", "STRASSE"), (NFD_EMILE, "Émile")])
def test_spellings_the_table_sees_as_one_person_are_one_person_in_the_statistics(
    tmp_path: Path, first: str, second: str
) -> None:
    stats = Stats(tmp_path / "stats.sqlite3")
    record(stats, first, 1.0, won=True)
    record(stats, second, 2.0, won=False)
    for name in (first, second):
        assert stats.totals("matches", person=name) == Tally("All", 2, 1)
        assert stats.summary(person=name).hands == Tally("All", 2, 1)
    assert stats.people() == [normal_name(first)], "one person, shown as first spelled"
    stats.close()


def test_the_table_refuses_two_people_whose_names_fold_together() -> None:
    for a, b in (("émile", "ÉMILE"), ("Straße", "STRASSE"), (NFD_EMILE, "ÉMILE"), ("Mia Leo", "mia  leo")):
        with pytest.raises(ValueError, match="same name"):
            MatchConfig((SeatSetup(a, "human"), SeatSetup(b, "human"), SeatSetup("Bo", "easy")))
        with pytest.raises(UsageError, match="same name"):
            parse_args(["--people", f"{a},{b}"])


def test_the_saves_and_the_settings_keep_the_normal_form() -> None:
    config = MatchConfig((SeatSetup(f"  {NFD_EMILE}   Zola ", "human"), SeatSetup("Bo", "easy")))
    assert config.seats[0].name == "\u00e9mile Zola"
    data = Session.new(config).to_dict()
    data["config"]["seats"][0]["name"] = "Mia    Leo"  # a save written by an older game
    assert Session.from_dict(data).config.seats[0].name == "Mia Leo"
    assert Settings.from_dict({"player_name": f"{NFD_EMILE}  Z"}).player_name == "\u00e9mile Z"


def _version_3_schema(sql: str) -> str:
    return "\n".join(line for line in sql.splitlines() if not re.match(r"\s+(person_key|edition|abandoned) ", line))


def test_a_version_3_file_is_migrated_and_rows_that_now_collide_are_merged(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    people = [("émile", 1, 1), ("ÉMILE", 2, 0), ("Mia  Leo", 3, 1), ("Straße", 4, 1), ("STRASSE", 5, 1),
              (NFD_EMILE, 6, 0), (None, 7, 0)]
    with conn:
        for sql in _SCHEMA.values():
            conn.execute(_version_3_schema(sql))
        for person, when, won in people:
            conn.execute(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, "
                "players, seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, "
                "winning_team, person, scores_json, human_points, hands, turns) "
                "VALUES ('k', 1.0, ?, '{}', 'Official', 0, 2, '[]', ?, 'easy', 0, 'x', ?, 0, NULL, ?, '[]', 7, 1, 9)",
                (float(when), None if person is None else 0, won, person),
            )
        conn.execute("PRAGMA user_version = 3")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 3 file is migrated, not set aside"
    assert stats.totals("matches", person="ÉMILE") == Tally("All", 3, 1), "émile, ÉMILE and e+accent: one person"
    assert stats.totals("matches", person="strasse") == Tally("All", 2, 2)
    assert stats.totals("matches", person="Mia Leo") == Tally("All", 1, 1)
    assert stats.people() == ["émile", "Straße", "Mia Leo"], "latest first, each as first spelled"
    assert stats.totals("matches") == Tally("All", 6, 4), "no game lost or counted twice"
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    assert ("Mia Leo", "mia leo") in check.execute("SELECT person, person_key FROM matches").fetchall()
    check.close()
