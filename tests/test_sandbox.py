"""The suite never touches the player's own data folder (settings, statistics, a saved match)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_a_test_that_leaves_japanese_150_percent_and_remapped_keys() -> None:
    """The first of a pair (they run in this order): it leaves the process-wide settings changed."""
    pytest.importorskip("pygame")
    from game import i18n
    from game.ui import bindings
    from game.ui.text import set_text_scale

    i18n.set_language("ja")
    set_text_scale(1.5)
    bindings.use({"draw": "f"}, {})
    assert i18n.language() == "ja"


def test_the_next_test_starts_in_english_at_100_percent_with_the_default_keys() -> None:
    """tests/ui/test_losses.py once read Japanese a test before it had chosen: conftest puts back the
    language, the text size and the bindings after every test."""
    pytest.importorskip("pygame")
    from game import i18n
    from game.ui import bindings
    from game.ui.text import text_scale

    assert i18n.language() == "en" and text_scale() == 1.0
    assert bindings.active().keys["draw"] == "d"
