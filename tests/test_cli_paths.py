"""An empty path on the command line is refused, not read as the current folder (issue 20, item 6)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.__main__ import main


@pytest.mark.parametrize("option", ["--data-dir", "--stats-json"])
@pytest.mark.parametrize("value", ["", "   "])
def test_an_empty_path_is_refused_in_one_line_and_nothing_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], option: str, value: str
) -> None:
    monkeypatch.chdir(tmp_path)
    args = ["--frames", "1", option, value]
    if option != "--data-dir":
        args += ["--data-dir", str(tmp_path / "data")]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and option in err and "empty" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "no stats.sqlite3 or uno.lock in the current folder"
