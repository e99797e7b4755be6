"""tests/background.py: a run started early gives the test exactly what `subprocess.run` would have."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import background
import pytest


def test_a_run_never_started_runs_when_read_and_gives_its_output_and_code(tmp_path: Path) -> None:
    key = background.job("check-sync", lambda d: [sys.executable, "-c", f"print('hi', {str(d)!r}); raise SystemExit(3)"],
                         cwd=tmp_path, timeout=60)
    done = background.result(key)
    assert done.returncode == 3
    assert done.stdout.split() == ["hi", str(background.folder(key))]
    assert background.folder(key).is_dir()


def test_a_run_started_early_is_read_once_finished(tmp_path: Path) -> None:
    key = background.job("check-early", lambda d: [sys.executable, "-c", "import sys; sys.stderr.write('e')"],
                         cwd=tmp_path, timeout=60)
    background.start([key])
    done = background.result(key)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "e")
    assert background.result(key) is done  # read again: the same run, not a second one


def test_a_run_past_its_timeout_raises_in_the_test(tmp_path: Path) -> None:
    key = background.job("check-timeout", lambda d: [sys.executable, "-c", "import time; time.sleep(30)"],
                         cwd=tmp_path, timeout=0.5)
    with pytest.raises(subprocess.TimeoutExpired):
        background.result(key)
