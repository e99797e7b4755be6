"""A single bad field in settings.json resets that field only (issue 20, item 4).

A hand-edited settings.json with one bad `player_name` used to reset every setting. Now every valid field
is kept, the bad ones take their defaults, the file is kept aside, and the notice names the field.
"""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.storage import Settings, Store
from game.storage.settings import SETTINGS_VERSION

NOW = datetime(2026, 11, 22, 10, 15, 0)
STAMP = "20261122-101500"
CHOSEN = Settings(player_name="Zoë", players=7, difficulty="hard", cpu_speed=2.0, felt="wine", muted=True,
                  window_size=(1600, 900), preset="party", reduce_motion=True)


def write(folder: Path, **changes: Any) -> bytes:
    data = {**CHOSEN.to_dict(), **changes}
    raw = json.dumps(data).encode()
    (folder / "settings.json").write_bytes(raw)
    return raw


@pytest.mark.parametrize(
    ("field", "bad"),
    [("player_name", 42), ("player_name", "x" * 300), ("player_name", "Mi\u0000a"), ("players", "four"),
     ("players", 40), ("rules", {"stacking": 3}), ("felt", "plaid"), ("window_size", [1, 2, 3])],
)
def test_one_bad_field_keeps_every_other_setting_and_names_the_field(tmp_path: Path, field: str, bad: Any) -> None:
    raw = write(tmp_path, **{field: bad})
    store = Store(tmp_path, now=lambda: NOW)
    loaded = store.load_settings()
    expected = Settings(**{**{k: getattr(CHOSEN, k) for k in CHOSEN.to_dict() if k != "version"},
                           field: getattr(Settings(), field)})
    assert loaded == expected, "only the bad field took its default"
    kept = tmp_path / f"settings.json.corrupt-{STAMP}"
    assert kept.read_bytes() == raw, "the file as it was is kept aside"
    (notice,) = store.take_notices()
    assert field in notice and kept.name in notice and "every other setting was kept" in notice
    assert len(notice) < 300 and "\n" not in notice
    store.close()
    again = Store(tmp_path, now=lambda: NOW)
    assert again.load_settings() == expected and again.take_notices() == [], "the repaired file was saved"
    again.close()


def test_several_bad_fields_and_an_unknown_one_are_each_named(tmp_path: Path) -> None:
    write(tmp_path, player_name="", cpu_speed=99, what_is_this=3)
    store = Store(tmp_path, now=lambda: NOW)
    loaded = store.load_settings()
    assert (loaded.player_name, loaded.cpu_speed) == ("You", 1.0)
    assert (loaded.players, loaded.felt, loaded.window_size, loaded.preset) == (7, "wine", (1600, 900), "party")
    (notice,) = store.take_notices()
    assert "player_name, cpu_speed and what_is_this were not valid" in notice
    store.close()


def test_from_dict_keeping_returns_the_problems_and_from_dict_still_refuses() -> None:
    data = {**CHOSEN.to_dict(), "player_name": 7, "players": 11}
    settings, problems = Settings.from_dict_keeping(data)
    assert [p.split(":")[0] for p in problems] == ["player_name", "players"]
    assert settings.player_name == "You" and settings.players == 4 and settings.difficulty == "hard"
    with pytest.raises(ValueError, match="player_name"):
        Settings.from_dict(data)


@pytest.mark.parametrize("content", [b"{not json", b"[1]", b'{"version": "1"}', b""])
def test_a_file_that_cannot_be_read_at_all_is_still_reset_whole(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    store = Store(tmp_path, now=lambda: NOW)
    assert store.load_settings() == Settings()
    assert "settings were damaged" in " ".join(store.take_notices())
    store.close()


def test_a_newer_version_is_still_set_aside_whole(tmp_path: Path) -> None:
    write(tmp_path, version=SETTINGS_VERSION + 1, player_name=3)
    store = Store(tmp_path, now=lambda: NOW)
    assert store.load_settings() == Settings()
    assert "newer version" in " ".join(store.take_notices())
    store.close()
