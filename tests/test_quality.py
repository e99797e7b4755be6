"""The code stays clean: ruff on everything, mypy --strict on the pure-Python layers and game/ui (pyproject.toml)."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from background import job, result

ROOT = Path(__file__).resolve().parent.parent


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_is_clean() -> None:
    # the running python's ruff: the venv's, whether or not the venv is active
    done = _run(sys.executable, "-m", "ruff", "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


MYPY = job("mypy", lambda _: [sys.executable, "-m", "mypy"], cwd=ROOT, timeout=300)
"""The slowest check (a minute from a clean clone): started beside the suite (tests/background.py)."""


@pytest.mark.background(MYPY)
def test_mypy_strict_is_clean() -> None:
    pytest.importorskip("mypy")
    done = result(MYPY)
    assert done.returncode == 0, done.stdout + done.stderr
