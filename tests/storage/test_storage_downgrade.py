"""Current build -> older build -> current build loses nothing from view (issue 20, item 3).

The older build rightly sets the newer files aside (`*.corrupt-<stamp>`) and starts afresh; the current
build used to read those fresh files and leave the player's name, settings, statistics and match in
the set-aside files. Each test builds what an older build leaves, then opens the folder again.
"""
from __future__ import annotations

import json
import re
import sqlite3
from datetime import datetime
from pathlib import Path

from game.model import Rules
from game.session import MatchConfig, Session
from game.storage import Settings, Store, Tally
from game.storage.stats import _SCHEMA

NOW = datetime(2026, 11, 22, 10, 15, 0)
STAMP = "20261122-101500"
SEATS = [("Mia", "human"), ("Bo", "easy")]


def store(folder: Path) -> Store:
    return Store(folder, now=lambda: NOW)


def play(folder: Path, hands: int, name: str = "Mia") -> None:
    """The current build: settings chosen, a match saved, `hands` hands recorded."""
    s = store(folder)
    s.save_settings(Settings(player_name="Zoë", players=7, felt="wine"))
    s.save_match(Session.new(MatchConfig.quick(3, seed=5)).to_dict())
    for n in range(hands):
        s.stats.record_hand(rules=Rules().to_dict(), seats=[(name, "human"), ("Bo", "easy")], human=0, winner=0,
                            points=10, turns=5, finished_at=float(n + 1))
    s.close()


def older_build(folder: Path, *, settings: bool = True, match: bool = True, stats: bool = True,
                hands_of_its_own: int = 0) -> None:
    """What a build with statistics schema 3 and settings version 2 leaves after setting ours aside."""
    if stats:
        (folder / "stats.sqlite3").rename(folder / f"stats.sqlite3.corrupt-{STAMP}")
        conn = sqlite3.connect(folder / "stats.sqlite3")
        with conn:
            for sql in _SCHEMA.values():
                conn.execute("\n".join(line for line in sql.splitlines() if not re.match(r"\s+(person_key|edition|abandoned) ", line)))
            for n in range(hands_of_its_own):
                conn.execute(
                    "INSERT INTO hands (finished_at, rules_json, rule_set, players, seats_json, human_seat, "
                    "difficulty, winner_seat, winner_name, human_won, teams, person, points, turns) "
                    "VALUES (?, '{}', 'Official', 2, ?, 0, 'easy', 0, 'Mia', 1, 0, 'Mia', 5, 3)",
                    (100.0 + n, json.dumps([{"name": n, "kind": k} for n, k in SEATS])),
                )
            conn.execute("PRAGMA user_version = 3")
        conn.close()
    if settings:
        (folder / "settings.json").rename(folder / f"settings.json.corrupt-{STAMP}")
        fresh = {k: v for k, v in Settings().to_dict().items() if k not in ("felt", "card_back", "reduce_motion")}
        (folder / "settings.json").write_text(json.dumps({**fresh, "version": 2}), encoding="utf-8")
    if match:
        (folder / "match.json").rename(folder / f"match.json.corrupt-{STAMP}")


def aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".corrupt-" in p.name or ".newer-" in p.name)


def test_everything_an_older_build_set_aside_is_put_back_when_it_left_only_fresh_files(tmp_path: Path) -> None:
    play(tmp_path, hands=3)
    older_build(tmp_path)
    s = store(tmp_path)
    settings = s.load_settings()
    assert (settings.player_name, settings.players, settings.felt) == ("Zoë", 7, "wine")
    assert s.stats.totals("hands", person="Mia") == Tally("All", 3, 3)
    data = s.load_match()
    assert data is not None and Session.from_dict(data).players == 3
    notices = s.take_notices()
    assert len(notices) == 3 and all("older version" in n and "back" in n for n in notices)
    assert any("statistics" in n and f"stats.sqlite3.corrupt-{STAMP}-2" in n for n in notices), notices
    s.close()
    # The older build's fresh files are kept aside too, and nothing is offered again.
    assert aside(tmp_path) == [f"settings.json.corrupt-{STAMP}-2", f"stats.sqlite3.corrupt-{STAMP}-2"]
    again = store(tmp_path)
    assert again.load_settings().player_name == "Zoë" and again.stats.totals("hands").games == 3
    assert again.take_notices() == []
    again.close()


def test_only_the_statistics_set_aside_come_back_when_only_they_were(tmp_path: Path) -> None:
    play(tmp_path, hands=2)
    older_build(tmp_path, settings=False, match=False)
    s = store(tmp_path)
    assert s.stats.people() == ["Mia"] and s.stats.totals("hands").games == 2
    assert s.load_settings().player_name == "Zoë" and s.load_match() is not None
    (notice,) = s.take_notices()
    assert "statistics" in notice
    s.close()


def test_when_the_older_build_made_progress_of_its_own_both_are_kept_and_named_once(tmp_path: Path) -> None:
    play(tmp_path, hands=3)
    older_build(tmp_path, settings=False, match=False, hands_of_its_own=1)
    s = store(tmp_path)
    assert s.stats.totals("hands").games == 1, "the older build's games stay in use"
    (notice,) = s.take_notices()
    newer = f"stats.sqlite3.newer-{STAMP}"
    assert newer in notice and "stats.sqlite3" in notice and str(tmp_path) in notice
    s.close()
    assert (tmp_path / newer).is_file() and not (tmp_path / f"stats.sqlite3.corrupt-{STAMP}").exists()
    kept = Store(tmp_path)
    assert kept.stats.totals("hands").games == 1
    kept.close()
    again = store(tmp_path)
    assert again.take_notices() == [], "told once"
    again.close()
    check = sqlite3.connect(tmp_path / newer)
    assert check.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 3, "the newer games are whole"
    check.close()


def test_a_damaged_or_a_newer_file_set_aside_is_never_put_back(tmp_path: Path) -> None:
    (tmp_path / f"settings.json.corrupt-{STAMP}").write_text("{not json", encoding="utf-8")
    (tmp_path / f"settings.json.corrupt-{STAMP}-2").write_text(
        json.dumps({"version": 99, "player_name": "Future"}), encoding="utf-8")
    (tmp_path / f"settings.json.corrupt-{STAMP}-3").write_text(
        json.dumps({"version": 3, "player_name": 42, "players": 6}), encoding="utf-8")  # a bad field
    (tmp_path / f"match.json.corrupt-{STAMP}").write_text(json.dumps({"version": 1, "match": {"x": 1}}),
                                                          encoding="utf-8")
    (tmp_path / f"stats.sqlite3.corrupt-{STAMP}").write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)
    s = store(tmp_path)
    assert s.load_settings() == Settings() and s.load_match() is None and s.stats.totals("hands").games == 0
    assert s.take_notices() == []
    s.close()
    assert len(aside(tmp_path)) == 5
