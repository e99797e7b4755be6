"""Store: atomic files, the saved match, and damaged files set aside with a notice."""
from __future__ import annotations

import json
import os
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.storage import Settings, Store, default_data_dir
from game.storage.settings import SETTINGS_VERSION
from game.storage.store import MATCH_VERSION

NOW = datetime(2026, 11, 22, 10, 15, 0)
STAMP = "20261122-101500"


def make_store(tmp_path: Path) -> Store:
    return Store(tmp_path, now=lambda: NOW)


def only_file(folder: Path, name: str) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(name))


def test_fresh_folder_gives_defaults_and_no_notice(tmp_path: Path) -> None:
    store = make_store(tmp_path / "new" / "dir")
    assert store.load_settings() == Settings()
    assert store.load_match() is None
    assert not store.has_match()
    assert store.notices == []
    assert (tmp_path / "new" / "dir" / "stats.sqlite3").is_file()


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="XDG_DATA_HOME names the data folder on Linux only (platformdirs)")


@linux_only
def test_default_data_dir_is_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    path = default_data_dir()
    assert path == tmp_path / "xdg" / "uno-table"
    assert path.is_dir()


def test_settings_round_trip_and_file_format(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    s = Settings(player_name="Zoë", players=7, window_size=(1920, 1080), seat_difficulties=["hard"])
    assert store.save_settings(s)
    raw = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert raw["version"] == SETTINGS_VERSION
    assert raw["window_size"] == [1920, 1080]
    assert make_store(tmp_path).load_settings() == s
    assert store.notices == []


def test_atomic_write_leaves_no_temp_files(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    for n in range(2, 6):
        store.save_settings(Settings(players=n))
        store.save_match({"n": n})
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["match.json", "settings.json", "stats.sqlite3", "uno.lock"]
    assert make_store(tmp_path).load_settings().players == 5


def test_failed_write_keeps_the_old_file_and_removes_the_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = make_store(tmp_path)
    store.save_settings(Settings(players=3))
    before = (tmp_path / "settings.json").read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    assert not store.save_settings(Settings(players=9))
    assert (tmp_path / "settings.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json", "stats.sqlite3", "uno.lock"]
    assert len(store.notices) == 1 and "could not be saved" in store.notices[0]
    # The session goes on with what the player chose.
    assert store.load_settings().players == 9
    store.save_settings(Settings(players=8))
    assert len(store.notices) == 1


def notice_names(store: Store) -> str:
    assert len(store.notices) == 1, store.notices
    return store.notices[0]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b'{"version": "1"}',  # (a bad field keeps the others: test_storage_settings_fields.py)
        b"",
    ],
)
def test_damaged_settings_are_set_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    store = make_store(tmp_path)
    assert store.load_settings() == Settings()
    kept = tmp_path / f"settings.json.corrupt-{STAMP}"
    assert kept.read_bytes() == content
    assert not (tmp_path / "settings.json").exists()
    text = notice_names(store)
    assert "settings were damaged" in text and kept.name in text
    # Saving now writes a fresh file; the kept one stays.
    store.save_settings(Settings(players=5))
    assert make_store(tmp_path).load_settings().players == 5
    assert kept.read_bytes() == content


def test_settings_from_a_newer_version_are_set_aside(tmp_path: Path) -> None:
    content = json.dumps({"version": SETTINGS_VERSION + 1, "players": 3, "new_thing": True}).encode()
    (tmp_path / "settings.json").write_bytes(content)
    store = make_store(tmp_path)
    assert store.load_settings() == Settings()
    assert (tmp_path / f"settings.json.corrupt-{STAMP}").read_bytes() == content
    assert "newer version" in notice_names(store)


def test_a_folder_in_place_of_the_settings(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    (tmp_path / "settings.json" / "inside.txt").write_text("mine")
    store = make_store(tmp_path)
    assert store.load_settings() == Settings()
    kept = tmp_path / f"settings.json.corrupt-{STAMP}"
    assert kept.is_dir() and (kept / "inside.txt").read_text() == "mine"
    assert kept.name in notice_names(store)
    assert store.save_settings(Settings(players=2))
    assert make_store(tmp_path).load_settings().players == 2


def test_corrupt_names_are_unique(tmp_path: Path) -> None:
    for n in range(3):
        (tmp_path / "settings.json").write_bytes(b"broken %d" % n)
        make_store(tmp_path).load_settings()
    names = only_file(tmp_path, "settings.json")
    assert names == [
        f"settings.json.corrupt-{STAMP}",
        f"settings.json.corrupt-{STAMP}-2",
        f"settings.json.corrupt-{STAMP}-3",
    ]
    assert (tmp_path / f"settings.json.corrupt-{STAMP}-3").read_bytes() == b"broken 2"


def test_match_round_trip(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    session = {"version": 3, "seats": [{"name": "You", "kind": "human"}], "scores": [0, 12], "t": "é"}
    assert store.save_match(session)
    raw = json.loads((tmp_path / "match.json").read_text("utf-8"))
    assert raw["version"] == MATCH_VERSION and raw["match"] == session
    again = make_store(tmp_path)
    assert again.has_match()
    assert again.load_match() == session
    again.clear_match()
    assert not again.has_match() and again.load_match() is None
    assert not (tmp_path / "match.json").exists()
    again.clear_match()  # clearing twice is fine
    assert again.notices == []


def test_save_match_refuses_what_json_cannot_hold(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    with pytest.raises(ValueError, match="JSON"):
        store.save_match({"card": object()})
    with pytest.raises(ValueError, match="JSON"):
        store.save_match({"x": float("nan")})
    assert not (tmp_path / "match.json").exists()


@pytest.mark.parametrize(
    "content",
    [
        b'{"version": 1, "match": {"a": ',
        b"\x00\x01\x02\x03" * 100,
        b'{"version": 1, "match": [1]}',
        b'{"version": 1}',
        b'{"match": {"a": 1}}',
        b'"just text"',
    ],
)
def test_damaged_match_is_set_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "match.json").write_bytes(content)
    store = make_store(tmp_path)
    assert not store.has_match()
    assert store.load_match() is None
    kept = tmp_path / f"match.json.corrupt-{STAMP}"
    assert kept.read_bytes() == content
    text = notice_names(store)
    assert "saved match was damaged" in text and kept.name in text


def test_match_from_a_newer_version_is_set_aside(tmp_path: Path) -> None:
    content = json.dumps({"version": MATCH_VERSION + 1, "match": {"a": 1}}).encode()
    (tmp_path / "match.json").write_bytes(content)
    store = make_store(tmp_path)
    assert store.load_match() is None
    assert (tmp_path / f"match.json.corrupt-{STAMP}").read_bytes() == content
    assert "newer version" in notice_names(store)


def test_reject_match_sets_aside_what_the_model_refused(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.save_match({"version": 99, "game": "from the future"})
    before = (tmp_path / "match.json").read_bytes()
    assert store.load_match() is not None  # the wrapper is fine; the session inside is not
    store.reject_match("Session.from_dict: unknown version 99", newer=True)
    assert not store.has_match()
    assert (tmp_path / f"match.json.corrupt-{STAMP}").read_bytes() == before
    assert "newer version" in notice_names(store)


def test_unusable_folder_keeps_going_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = make_store(blocker / "data")
    assert not store.persistent
    assert store.load_settings() == Settings()
    assert not store.save_settings(Settings(players=3))
    assert store.load_settings().players == 3
    assert not store.save_match({"a": 1})
    assert store.load_match() == {"a": 1}
    store.clear_match()
    assert not store.has_match()
    assert store.stats.record_hand(
        rules={}, seats=[("You", "human"), ("Bo", "easy")], human=0, winner=0, points=5, turns=9
    ) is not None
    assert store.stats.totals("hands").games == 1
    assert len(store.notices) == 1 and "cannot be used" in store.notices[0]
    assert blocker.read_text() == "not a folder"


def test_read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Writes fail as in a read-only folder (tests may run as root, so chmod would not stop them)."""
    store = make_store(tmp_path)
    store.save_settings(Settings(players=3))

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "rename", refuse)
    assert not store.save_match({"a": 1})
    assert store.load_match() == {"a": 1}
    assert not store.save_settings(Settings(players=6))
    assert store.load_settings().players == 6
    assert any("permission denied" in n for n in store.notices)
    assert not (tmp_path / "match.json").exists()


def test_damaged_file_that_cannot_be_moved_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "settings.json").write_bytes(b"{broken")

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    store = make_store(tmp_path)
    monkeypatch.setattr(os, "rename", refuse)
    assert store.load_settings() == Settings()
    assert "left untouched" in store.notices[0]
    assert not store.save_settings(Settings(players=5))
    assert store.load_settings().players == 5
    assert (tmp_path / "settings.json").read_bytes() == b"{broken"


def test_take_notices(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_bytes(b"nope")
    store = make_store(tmp_path)
    store.load_settings()
    assert len(store.take_notices()) == 1
    assert store.take_notices() == []


@linux_only
def test_default_store_uses_the_user_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    store = Store()
    assert store.data_dir == tmp_path / "uno-table"
    assert store.persistent and store.stats.persistent
    assert os.path.isfile(tmp_path / "uno-table" / "stats.sqlite3")
