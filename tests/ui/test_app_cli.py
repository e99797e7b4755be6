"""The command line: exit codes, one-line errors, --frames, --stats-json, --help."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from game.__main__ import main
from game.cli import MIN_SIZE, UsageError, parse_args


def test_frames_quits_cleanly(tmp_path: Path) -> None:
    assert main(["--frames", "5", "--data-dir", str(tmp_path), "--size", "960x540"]) == 0


def test_stats_json_has_the_documented_keys(tmp_path: Path) -> None:
    out = tmp_path / "stats.json"
    code = main(["--frames", "12", "--stats-json", str(out), "--data-dir", str(tmp_path / "data"), "--speed", "3"])
    assert code == 0
    data = json.loads(out.read_text())
    assert data["frames"] == 12
    assert isinstance(data["first_frame_s"], float) and 0 < data["first_frame_s"] < 600
    fm = data["frame_ms"]
    assert set(fm) == {"mean", "p50", "p95", "p99", "max"}
    assert 0 <= fm["p50"] <= fm["p95"] <= fm["p99"] <= fm["max"]
    assert fm["mean"] <= fm["max"]


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "11"],
        ["--players", "two"],
        ["--size", "800x600"],
        ["--size", "big"],
        ["--speed", "0"],
        ["--speed", "-1"],
        ["--speed", "fast"],
        ["--frames", "0"],
        ["--seed", "x"],
        ["--rules", "no_such_rule"],
        ["--rules", "uno_penalty=lots"],
        ["--bogus"],
        ["extra"],
        ["--data-dir"],
    ],
)
def test_bad_options_exit_2_with_one_line(args: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Good options first: a bad one later must still be caught (and nothing uses the real data folder).
    assert main(["--frames", "1", "--data-dir", str(tmp_path), *args]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("uno: error:")


def test_data_dir_that_is_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    assert main(["--data-dir", str(f), "--frames", "1"]) == 2
    assert "--data-dir" in capsys.readouterr().err


def test_stats_json_in_a_missing_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--stats-json", str(tmp_path / "nope" / "s.json"), "--frames", "1"]) == 2
    assert "--stats-json" in capsys.readouterr().err


def test_help_works(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--demo", "--players", "--rules", "--seed", "--speed", "--size", "--fullscreen",
                   "--frames", "--stats-json", "--data-dir"):
        assert option in out


def test_parse_values() -> None:
    opts = parse_args(["--demo", "--players", "6", "--rules", "stacking,seven_o,jump_in,uno_penalty=4",
                       "--seed", "42", "--speed", "2.5", "--size", "1920x1080", "--fullscreen", "--frames", "9"])
    assert opts.demo and opts.fullscreen
    assert (opts.players, opts.seed, opts.speed, opts.size, opts.frames) == (6, 42, 2.5, (1920, 1080), 9)
    assert opts.rules is not None and opts.rules.stacking and opts.rules.seven_o and opts.rules.uno_penalty == 4
    assert parse_args([]).size is None
    with pytest.raises(UsageError, match="at least"):
        parse_args(["--size", f"{MIN_SIZE[0] - 1}x{MIN_SIZE[1]}"])


def test_fullscreen_starts_and_quits(tmp_path: Path) -> None:
    assert main(["--fullscreen", "--frames", "3", "--data-dir", str(tmp_path)]) == 0


def test_demo_runs_a_cpu_match_and_saves_nothing(tmp_path: Path) -> None:
    importlib.import_module("game.ui.scenes.table")
    out = tmp_path / "stats.json"
    args = ["--demo", "--players", "3", "--rules", "stacking,jump_in", "--seed", "7", "--speed", "4",
            "--frames", "30", "--data-dir", str(tmp_path), "--stats-json", str(out)]
    assert main(args) == 0
    assert json.loads(out.read_text())["frames"] == 30
    assert not (tmp_path / "match.json").exists()  # a watched demo never replaces the player's saved match


def test_missing_assets_are_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    from game.ui import assets

    def no_font(size: int, bold: bool = False) -> object:
        raise FileNotFoundError("bundled font missing: /nowhere/OpenSans-Regular.ttf")

    monkeypatch.setattr(assets, "font", no_font)
    assert main(["--frames", "2", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "font missing" in err and "Traceback" not in err


def test_a_size_from_the_command_line_opens_a_window_even_with_full_screen_saved(tmp_path: Path) -> None:
    """Playtest on 5166f36: with Full screen saved in Settings, `--size 960x540` opened full screen. A size
    asked for is a window of that size (full screen off, as Settings then says); --fullscreen still wins."""
    import pygame
    from tablekit import make_app

    from game.storage import Settings, Store

    Store(tmp_path).save_settings(Settings(fullscreen=True))
    app = make_app(tmp_path, size="960x540")
    try:
        assert not app.fullscreen and app.size == (960, 540) and app.settings.fullscreen is False
        assert pygame.display.get_surface().get_size() == (960, 540)
    finally:
        app.close()
    app = make_app(tmp_path, "--fullscreen", size="960x540")
    try:
        assert app.fullscreen
    finally:
        app.close()
