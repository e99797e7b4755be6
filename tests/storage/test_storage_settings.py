"""Settings: defaults, round-trips and validation that names the key."""
from __future__ import annotations

import json
from typing import Any

import pytest

from game.model import Rules
from game.storage import Settings, UnknownVersionError, preset_rules, rules_label
from game.storage.settings import SETTINGS_VERSION


def test_defaults_match_the_brief() -> None:
    s = Settings()
    assert (s.player_name, s.players, s.difficulty, s.preset) == ("You", 4, "normal", "official")
    assert s.rules == Rules().to_dict()
    assert s.window_size == (1280, 720)
    assert s.cpu_kinds() == ["normal", "normal", "normal"]


def test_round_trip_through_json() -> None:
    s = Settings(
        player_name="Ana",
        players=6,
        difficulty="hard",
        seat_difficulties=["easy", "random"],
        single_hand=True,
        preset="party",
        rules=preset_rules("party"),
        custom_rules=Rules(uno_penalty=4, edition="2018").to_dict(),
        cpu_speed=2.5,
        anim_speed=0.5,
        highlight_playable=False,
        auto_sort="color",
        master_volume=0.0,
        effects_volume=1.0,
        muted=True,
        colorblind=True,
        ui_scale=1.5,
        window_size=(1920, 1080),
    )
    d = json.loads(json.dumps(s.to_dict()))
    assert d["version"] == SETTINGS_VERSION
    back = Settings.from_dict(d)
    assert back == s
    assert back.cpu_kinds() == ["easy", "random", "hard", "hard", "hard"]
    assert back.rules_obj() == Rules(stacking=True, seven_o=True, jump_in=True, target_score=None)


def test_missing_keys_take_defaults() -> None:
    assert Settings.from_dict({"version": 1, "players": 3}) == Settings(players=3)
    assert Settings.from_dict({}) == Settings()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("players", 1),
        ("players", 11),
        ("players", "4"),
        ("players", True),
        ("player_name", ""),
        ("player_name", 5),
        ("player_name", "x" * 25),
        ("difficulty", "insane"),
        ("seat_difficulties", ["easy", "nope"]),
        ("seat_difficulties", "easy"),
        ("single_hand", 1),
        ("preset", "house"),
        ("rules", {"stacking": "yes"}),
        ("rules", {"no_such_rule": True}),
        ("rules", []),
        ("custom_rules", {"uno_penalty": -1}),
        ("cpu_speed", 0.1),
        ("anim_speed", 3.5),
        ("anim_speed", float("nan")),
        ("master_volume", 1.2),
        ("effects_volume", "loud"),
        ("auto_sort", "rank"),
        ("ui_scale", 2.0),
        ("window_size", [100, 100]),
        ("window_size", [1280]),
        ("window_size", "1280x720"),
        ("muted", "no"),
        ("colorblind", None),
        ("favourite_colour", "red"),
    ],
)
def test_bad_values_raise_naming_the_key(key: str, value: Any) -> None:
    d = Settings().to_dict()
    d[key] = value
    with pytest.raises(ValueError, match=key):
        Settings.from_dict(d)


def test_versions() -> None:
    with pytest.raises(UnknownVersionError, match="version"):
        Settings.from_dict({"version": SETTINGS_VERSION + 1})
    for bad in (0, "1", None, 1.0):
        with pytest.raises(ValueError, match="version"):
            Settings.from_dict({"version": bad})


def test_to_dict_refuses_an_invalid_setting() -> None:
    s = Settings()
    s.players = 12
    with pytest.raises(ValueError, match="players"):
        s.to_dict()


def test_names_are_tidied() -> None:
    assert Settings.from_dict({"player_name": "  Ana   Maria "}).player_name == "Ana Maria"


def test_cpu_kinds_follow_the_table_size() -> None:
    s = Settings(players=3, seat_difficulties=["easy", "hard", "random", "easy"])
    assert s.cpu_kinds() == ["easy", "hard"]


def test_presets_and_labels() -> None:
    assert rules_label(preset_rules("official")) == "Official"
    assert rules_label(preset_rules("party")) == "Party"
    assert rules_label(Rules(target_score=200).to_dict()) == "Official"
    assert rules_label(Rules(stacking=True, seven_o=True).to_dict()) == "Custom: stacking+seven_o"
    assert (
        rules_label(Rules(challenge=False, uno_penalty=4, edition="2018").to_dict())
        == "Custom: challenge=false+uno_penalty=4"  # the deck is no house rule: a row names it apart
    )
    assert rules_label({"bogus": 1}) == "Custom: ?"
    assert preset_rules("custom") == Rules().to_dict()
    assert preset_rules("custom", {"jump_in": True})["jump_in"] is True
    with pytest.raises(ValueError, match="preset"):
        preset_rules("chaos")


def test_a_version_1_file_is_migrated_to_the_table_looks(tmp_path: Any) -> None:
    """Version 2 added the felt, the card back and reduce motion: a version 1 file keeps every
    setting it had and gets their defaults; the file written back is version 2."""
    from game.storage import Store

    old = {"version": 1, "player_name": "Ana", "players": 6, "colorblind": True, "anim_speed": 2.0,
           "window_size": [1920, 1080]}
    (tmp_path / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    store = Store(tmp_path)
    s = store.load_settings()
    assert (s.player_name, s.players, s.colorblind, s.anim_speed) == ("Ana", 6, True, 2.0)
    assert (s.felt, s.card_back, s.reduce_motion) == ("green", "red", False)
    assert store.notices == []  # nothing set aside: the old file was good
    s.felt, s.card_back, s.reduce_motion = "wine", "black", True
    assert store.save_settings(s)
    written = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert written["version"] == SETTINGS_VERSION == 6
    assert Store(tmp_path).load_settings() == s


@pytest.mark.parametrize(("key", "value"), [("felt", "purple"), ("card_back", 3), ("reduce_motion", "yes")])
def test_bad_table_looks_are_named(key: str, value: Any) -> None:
    with pytest.raises(ValueError, match=key):
        Settings.from_dict({"version": 2, key: value})
