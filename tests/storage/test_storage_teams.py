"""Statistics, settings and saved sessions carry team play (schema 2, settings 2, session 2) and read the
files of the previous versions."""
from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from game.model import Rules
from game.session import SESSION_VERSION, MatchConfig, Session
from game.storage import SCHEMA_VERSION, Stats
from game.storage.settings import SETTINGS_VERSION, Settings
from game.storage.stats import _SCHEMA

TEAMS = Rules(teams=True).to_dict()
SEATS = [("You", "human"), ("Bo", "normal"), ("Cy", "normal"), ("Di", "normal")]


def test_with_teams_the_person_wins_when_a_partner_goes_out(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.db")
    stats.record_hand(rules=TEAMS, seats=SEATS, human=0, winner=2, points=40, turns=30)
    stats.record_hand(rules=TEAMS, seats=SEATS, human=0, winner=1, points=40, turns=30)
    stats.record_match(rules=TEAMS, seats=SEATS, human=0, winner=2, scores=[500, 80, 500, 80], hands=4)
    assert stats.totals("hands").games == 2 and stats.totals("hands").wins == 1
    assert stats.totals("matches").wins == 1
    rows = stats._query("SELECT teams, winning_team, human_won FROM hands ORDER BY id")
    assert rows == [(1, 0, 1), (1, 1, 0)]
    # Without teams the partner's win is not the person's.
    stats.record_hand(rules=Rules().to_dict(), seats=SEATS, human=0, winner=2, points=40, turns=30)
    assert stats._query("SELECT teams, winning_team, human_won FROM hands ORDER BY id DESC LIMIT 1") == [(0, None, 0)]
    assert {t.label for t in stats.by_rule_set("hands")} == {"Custom: teams", "Official"}


def test_a_team_row_needs_an_even_table(tmp_path: Path) -> None:
    stats = Stats(tmp_path / "stats.db")
    with pytest.raises(ValueError, match="even number"):
        stats.record_hand(rules=TEAMS, seats=SEATS[:3], human=0, winner=1, points=4, turns=3)


def _version_1_schema(sql: str) -> str:
    return "\n".join(line for line in sql.splitlines() if not re.match(r"\s+(teams|winning_team|person|person_key|edition|abandoned) ", line))


def test_a_version_1_database_gains_the_team_columns_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    conn = sqlite3.connect(path)
    with conn:
        for sql in _SCHEMA.values():
            conn.execute(_version_1_schema(sql))
        conn.execute(
            "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, seats_json, "
            "human_seat, difficulty, winner_seat, winner_name, human_won, points, scores_json, turns) "
            "VALUES ('k', 1, 10.0, '{}', 'Official', 2, '[]', 0, 'easy', 0, 'You', 1, 12, NULL, 20)"
        )
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    notes: list[str] = []
    stats = Stats(path, notes.append)
    assert notes == [], "a version 1 file is migrated, not set aside"
    assert stats.totals("hands").games == 1 and stats.totals("hands").wins == 1
    assert stats._query("SELECT teams, winning_team FROM hands") == [(0, None)]
    stats.record_hand(rules=TEAMS, seats=SEATS, human=0, winner=2, points=40, turns=30)
    stats.close()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    check.close()
    # migrated in place: the file is the same database (its old game still counted), nothing set aside
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith("stats.db")] == []
    assert Stats(path, notes.append).totals("hands").games == 2 and notes == []


def test_settings_carry_teams_and_the_custom_wild_and_read_version_1() -> None:
    settings = Settings(rules=Rules(teams=True, edition="2018", custom_wild="skip_everyone").to_dict())
    data = settings.to_dict()
    assert data["version"] == SETTINGS_VERSION == 6
    assert Settings.from_dict(data).rules_obj().custom_wild == "skip_everyone"
    for version in (1, 2):
        old = {"version": version, "rules": {"stacking": True}}
        loaded = Settings.from_dict(old)
        assert loaded.rules_obj().teams is False and loaded.rules_obj().custom_wild == "wild"


def test_a_team_session_saves_and_loads_and_version_1_still_loads() -> None:
    config = MatchConfig.quick(4, rules=Rules(teams=True), seed=3)
    session = Session.new(config)
    assert config.team_of(0) == 0 and config.team_of(3) == 1 and config.partners(1) == (3,)
    data = session.to_dict()
    assert data["version"] == SESSION_VERSION == 5
    again = Session.from_dict(data)
    assert again.match.to_dict() == session.match.to_dict()
    old = dict(data, version=1)
    assert Session.from_dict(old).match.rules.teams


def test_a_team_table_needs_an_even_number_of_seats() -> None:
    with pytest.raises(ValueError, match="even number"):
        MatchConfig.quick(5, rules=Rules(teams=True), seed=1)
    assert MatchConfig.quick(5, rules=Rules(), seed=1).team_of(0) is None
