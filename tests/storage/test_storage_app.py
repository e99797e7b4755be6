"""The app over hostile storage (issue 13): failed saves shown, quitting with unsaved progress, bad paths."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.session import MatchConfig, Session
from game.storage import Store

ROOT = Path(__file__).resolve().parents[2]


def run_game(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=60)


# -- 6. paths the operating system refuses ---------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "x" * 300,  # one name over 255 bytes
        "/".join(["abcdefgh"] * 600),  # a path over 4,096 bytes
        "é" * 200,  # 400 bytes in UTF-8
    ],
)
@pytest.mark.parametrize("option", ["--data-dir", "--stats-json"])
def test_a_path_the_system_refuses_gets_one_line(tmp_path: Path, option: str, path: str) -> None:
    result = run_game(option, str(tmp_path / path), "--frames", "1")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"uno: error: {option}:"), result.stderr
    assert len(lines[0]) < 200


def test_a_file_in_place_of_a_folder_on_the_way(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    result = run_game("--data-dir", str(tmp_path / "file" / "data"), "--frames", "1")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "not a folder" in result.stderr


# -- 2. saves: NaN refused on load, every failed save shown, quitting says what is lost ------------


def session_dict() -> dict[str, Any]:
    return Session.new(MatchConfig.quick(3, seed=4)).to_dict()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("started_at", math.nan),
        ("started_at", math.inf),
        ("started_at", "noon"),
        ("agent_seed", True),
        ("agent_seed", 1.5),
        ("recorded_hands", -1),
        ("recorded_hands", 99),
        ("key", 7),
    ],
)
def test_a_session_with_a_value_no_save_can_hold_is_refused(field: str, value: Any) -> None:
    data = session_dict()
    data[field] = value
    with pytest.raises(ValueError, match=field):
        Session.from_dict(data)


def test_a_loaded_session_always_saves_again() -> None:
    data = session_dict()
    again = Session.from_dict(json.loads(json.dumps(data, allow_nan=False))).to_dict()
    json.dumps(again, allow_nan=False)
    assert again == data


def test_nan_in_the_saved_file_sets_it_aside(tmp_path: Path) -> None:
    text = json.dumps({"version": 1, "saved_at": "x", "match": session_dict()}).replace(
        '"started_at": ', '"started_at": NaN, "was": '
    )
    (tmp_path / "match.json").write_text(text)
    store = Store(tmp_path)
    assert store.load_match() is None
    assert any("saved match was damaged" in n for n in store.notices)
    store.close()


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Any]:
    pytest.importorskip("pygame")
    from game.app import App

    a = App(["--data-dir", str(tmp_path), "--size", "960x540"])
    yield a
    a.close()


def sit_at_a_table(app: Any) -> None:
    from game.ui.scenes.table import TableScene

    app.reset(TableScene(app, Session.new(MatchConfig.quick(3, seed=9))))
    for _ in range(3):
        app.step(0.02)


def refuse_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.storage.store as store_module

    def read_only(path: Path, data: bytes) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(store_module, "atomic_write", read_only)


def test_quitting_with_a_match_that_cannot_be_saved_says_so_first(
    app: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    sit_at_a_table(app)
    refuse_writes(monkeypatch)
    app.quit()
    assert app.running, "the first close must not lose the match silently"
    shown = " ".join(app.notices)
    assert "Not saved" in shown and "match in progress" in shown and "read-only file system" in shown
    assert "close again" in shown
    app.quit()
    assert not app.running
    assert "quit without saving: the match in progress" in capsys.readouterr().err


def test_quitting_after_a_good_save_quits_at_once(app: Any, tmp_path: Path) -> None:
    sit_at_a_table(app)
    app.quit()
    assert not app.running
    assert json.loads((tmp_path / "match.json").read_text())["match"]["format"] == "uno-session"


def test_a_save_that_fails_later_works_again(app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    sit_at_a_table(app)
    refuse_writes(monkeypatch)
    app.store.save_match(app.scenes[-1].session.to_dict())  # written by the match writer's thread
    assert app.store.flush(5)
    app.step(0.02)
    assert any("could not be saved" in n for n in app.notices)
    monkeypatch.undo()
    app.quit()
    assert not app.running  # the save on quit worked: nothing is lost, no question asked
    assert (tmp_path / "match.json").exists()


def test_a_failing_scene_save_is_shown_not_printed_away(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    sit_at_a_table(app)
    table = app.scenes[-1]

    def broken() -> None:
        raise ValueError("the match cannot be saved as JSON: Out of range float values are not JSON compliant")

    monkeypatch.setattr(table, "on_quit", broken)
    app.quit()
    assert app.running
    assert any("cannot be saved as JSON" in n for n in app.notices)


# -- found while attacking: sessions that would load into a table that never moves -------------------


def test_several_people_load_but_human_must_name_the_first() -> None:
    """Pass-and-play: several seats may be people; `human` names the first, and names are distinct."""
    data = session_dict()
    data["config"]["seats"][2]["kind"] = "human"
    assert Session.from_dict(data).config.people == (0, 2)
    data["config"]["human"] = 2
    with pytest.raises(ValueError, match="seat 0 plays as human"):
        Session.from_dict(data)
    data["config"]["human"] = 0
    data["config"]["seats"][0]["name"] = "Ann"  # (a person called "You" would be named "Player 1")
    data["config"]["seats"][2]["name"] = data["config"]["seats"][0]["name"].upper()
    with pytest.raises(ValueError, match="same name"):
        Session.from_dict(data)
    data = session_dict()
    data["config"]["human"] = None  # a demo with the person's seat still marked human
    with pytest.raises(ValueError, match="human"):
        Session.from_dict(data)


def test_rules_of_the_seats_and_of_the_match_must_agree() -> None:
    """On the rules that shape the match (a house rule changed in the match may differ: the match's own
    then count, tests/test_rules_changed_in_match.py)."""
    data = session_dict()
    data["config"]["rules"]["hand_size"] = data["config"]["rules"]["hand_size"] + 1
    with pytest.raises(ValueError, match="rules"):
        Session.from_dict(data)


@pytest.mark.parametrize("name", ["Mi\x00a", "\ud800", "x" * 3000, "tab\there", "   "])
def test_a_seat_name_the_table_cannot_draw_is_refused(name: str) -> None:
    """A null character stops the font, an unpaired surrogate cannot be encoded, a huge name is a huge picture."""
    data = session_dict()
    data["config"]["seats"][1]["name"] = name
    with pytest.raises(ValueError, match="name"):
        Session.from_dict(data)


# -- the match is written off the frame --------------------------------------------------------------


def background_store(folder: Path) -> Store:
    store = Store(folder)
    store.background = True
    return store


def test_background_saves_keep_their_order_and_reads_see_the_latest(tmp_path: Path) -> None:
    store = background_store(tmp_path)
    for n in range(20):
        assert store.save_match({"n": n})
    assert store.load_match() == {"n": 19}
    store.clear_match()
    assert store.load_match() is None and not (tmp_path / "match.json").exists()
    store.save_match({"n": "again"})
    store.clear_match()
    store.save_match({"n": "last"})
    assert store.flush(5)
    assert json.loads((tmp_path / "match.json").read_text())["match"] == {"n": "last"}
    store.close()


def test_a_background_save_that_fails_is_told_and_counted_unsaved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = background_store(tmp_path)
    refuse_writes(monkeypatch)
    woken: list[int] = []
    store.on_notice = lambda: woken.append(1)
    assert store.save_match({"n": 1})
    assert store.unsaved() == ["the match in progress (read-only file system)"]
    assert woken and any("could not be saved" in n for n in store.notices)
    assert store.load_match() == {"n": 1}  # kept for the session
    store.close()


def test_a_match_that_is_not_json_is_refused_at_once_even_in_the_background(tmp_path: Path) -> None:
    store = background_store(tmp_path)
    with pytest.raises(ValueError, match="JSON"):
        store.save_match({"started_at": math.nan})
    store.close()


def test_the_hand_end_save_does_not_wait_for_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading
    import time

    import game.storage.store as store_module

    gate = threading.Event()
    real = store_module.atomic_write

    def slow_disk(path: Path, data: bytes) -> None:
        gate.wait(10)
        real(path, data)

    monkeypatch.setattr(store_module, "atomic_write", slow_disk)
    store = background_store(tmp_path)
    start = time.perf_counter()
    store.save_match({"n": 1})
    assert time.perf_counter() - start < 0.5
    assert not (tmp_path / "match.json").exists()
    gate.set()
    assert store.flush(5) and (tmp_path / "match.json").exists()
    store.close()


def test_settings_go_in_the_background_too_and_in_order_with_the_match(tmp_path: Path) -> None:
    from game.storage import Settings

    store = background_store(tmp_path)
    assert store.save_settings(Settings(players=5))
    store.save_match({"n": 1})
    assert store.save_settings(Settings(players=6))
    assert store.load_settings().players == 6  # waits for the writer
    assert store.flush(5)
    assert json.loads((tmp_path / "settings.json").read_text())["players"] == 6
    store.close()
    assert Store(tmp_path).load_settings().players == 6
