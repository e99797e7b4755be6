"""The suite never touches the player's own data folder (settings, statistics, a saved match)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.storage import default_data_dir

SANDBOX = Path(os.environ.get("UNO_TABLE_TEST_SANDBOX", "/nonexistent")).resolve()
"""The temporary folder tests/conftest.py points platformdirs at."""


def test_the_default_data_folder_is_the_suites_own() -> None:
    """A test that opens a Store or the app without --data-dir writes in a temporary folder."""
    assert default_data_dir().resolve().is_relative_to(SANDBOX), default_data_dir()


def test_a_game_the_suite_starts_finds_the_suites_folder_too() -> None:
    done = subprocess.run([sys.executable, "-c", "from game.storage import default_data_dir; print(default_data_dir())"],
                          capture_output=True, text=True, timeout=60, check=True)
    assert Path(done.stdout.strip()).resolve().is_relative_to(SANDBOX), done.stdout
