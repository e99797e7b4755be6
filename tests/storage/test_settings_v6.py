"""Settings version 6: the people of the last table set up on New game (`people`, each seat and name), so
that a pass-and-play table comes back as it was (playtest on bf6b910: the names were lost at every new
game); a version 5 file (and any older) migrates, a corrupt list falls back to one person with the file
kept aside."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from game.storage import Settings, Store
from game.storage.settings import SETTINGS_VERSION

NOW = datetime(2026, 11, 27, 10, 0, 0)


def test_version_6_keeps_the_people_and_their_seats() -> None:
    assert SETTINGS_VERSION == 6
    s = Settings(players=4, people=[(0, "Ann"), (2, "Bob")])
    data = json.loads(json.dumps(s.to_dict()))
    assert data["version"] == 6 and data["people"] == [[0, "Ann"], [2, "Bob"]]
    again = Settings.from_dict(data)
    assert again == s and again.people == [(0, "Ann"), (2, "Bob")]


@pytest.mark.parametrize("old", [3, 4, 5])
def test_an_older_file_has_one_person(old: int, tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": old, "player_name": "Zoë", "players": 3}))
    loaded = Store(tmp_path, now=lambda: NOW).load_settings()
    assert (loaded.player_name, loaded.players, loaded.people) == ("Zoë", 3, None)
    assert list(tmp_path.glob("settings.json.*")) == [], "nothing was set aside"


@pytest.mark.parametrize("bad", [
    [[0, "Ann"], [0, "Bob"]],  # one seat twice
    [[0, "Ann"], [1, "ann"]],  # one name twice
    [[10, "Ann"]],  # no such seat
    [[0, ""]],
    [[0, "Ann", "x"]],
    [["0", "Ann"]],
    [],
    "Ann",
])
def test_a_corrupt_list_of_people_falls_back_to_one_person_and_the_file_is_kept(tmp_path: Path, bad: object) -> None:
    data = {**Settings(player_name="Zoë", players=5).to_dict(), "people": bad}
    raw = json.dumps(data).encode()
    (tmp_path / "settings.json").write_bytes(raw)
    loaded = Store(tmp_path, now=lambda: NOW).load_settings()
    assert loaded.people is None and (loaded.player_name, loaded.players) == ("Zoë", 5)
    kept = list(tmp_path.glob("settings.json.*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
