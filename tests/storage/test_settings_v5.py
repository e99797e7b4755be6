"""Settings version 5 (issue 22, accessibility): relaxed timing, high contrast, the text size and the
key and controller-button bindings; a version 4 file (and any older) migrates, a corrupt binding falls back to the
defaults with the file kept aside."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from game.storage import Settings, Store
from game.storage.bindings import default_buttons, default_keys, key_conflict
from game.storage.settings import SETTINGS_VERSION, migrate_to_5

NOW = datetime(2026, 11, 26, 10, 0, 0)
STAMP = "20261126-100000"


def test_version_5_holds_the_accessibility_settings() -> None:
    assert SETTINGS_VERSION >= 5
    s = Settings(relaxed_timing=True, high_contrast=True, text_size=125,
                 keys={**default_keys(), "draw": "f"}, buttons={**default_buttons(), "uno": "rb", "next": "y"})
    data = json.loads(json.dumps(s.to_dict()))
    assert data["version"] == SETTINGS_VERSION
    again = Settings.from_dict(data)
    assert again == s and again.keys["draw"] == "f" and again.buttons["uno"] == "rb"


@pytest.mark.parametrize("old", [3, 4])
def test_an_older_file_gets_the_defaults_of_version_5(old: int) -> None:
    v3 = {"version": old, "player_name": "Zoë", "colorblind": True, "reduce_motion": True}
    migrated = migrate_to_5(v3)
    assert migrated["relaxed_timing"] is False and migrated["high_contrast"] is False
    assert migrated["text_size"] == 100 and migrated["keys"] == default_keys() and migrated["version"] == 5
    s = Settings.from_dict(v3)
    assert (s.player_name, s.colorblind, s.reduce_motion) == ("Zoë", True, True)
    assert (s.relaxed_timing, s.text_size, s.keys, s.buttons) == (False, 100, default_keys(), default_buttons())


@pytest.mark.parametrize(
    ("field", "bad"),
    [("keys", {"draw": "u"}),  # two actions on U
     ("keys", {"draw": "return"}),  # a key that stays where it is
     ("keys", {"fly": "f"}),  # no such action
     ("keys", {"draw": 7}),
     ("keys", "d"),
     ("buttons", {"uno": "a"}),  # A already confirms
     ("buttons", {"uno": "turbo"}),
     ("text_size", 175), ("text_size", "125"), ("relaxed_timing", "yes")],
)
def test_a_corrupt_binding_falls_back_to_the_defaults_and_the_file_is_kept(tmp_path: Path, field: str, bad: object) -> None:
    chosen = Settings(player_name="Zoë", high_contrast=True, text_size=150, keys={**default_keys(), "sort": "o"})
    data = {**chosen.to_dict(), field: bad}
    raw = json.dumps(data).encode()
    (tmp_path / "settings.json").write_bytes(raw)
    store = Store(tmp_path, now=lambda: NOW)
    loaded = store.load_settings()
    assert getattr(loaded, field) == getattr(Settings(), field), "the bad field took its default"
    for other in ("player_name", "high_contrast", "text_size", "keys"):
        if other != field:
            assert getattr(loaded, other) == getattr(chosen, other), f"{other} was kept"
    kept = tmp_path / f"settings.json.corrupt-{STAMP}"
    assert kept.read_bytes() == raw
    (notice,) = store.take_notices()
    assert field in notice and "\n" not in notice
    store.close()


def test_conflicts_are_refused_with_a_one_line_reason() -> None:
    keys = default_keys()
    assert key_conflict(keys, "draw", "f") is None
    assert key_conflict(keys, "draw", "d") is None, "its own key"
    why = key_conflict(keys, "draw", "u")
    assert why is not None and "U is already used for “Say Uno”" in why and "\n" not in why
    assert "cannot be remapped" in (key_conflict(keys, "draw", "escape") or "")
    assert "chooses red" in (key_conflict(keys, "uno", "r") or "")
    assert key_conflict(default_buttons(), "uno", "a", pad=True) is not None
    assert key_conflict(default_buttons(), "uno", "ls", pad=True) is None
