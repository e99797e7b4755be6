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


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is not a signal a process can send itself on Windows")
def test_a_sigterm_ends_a_suite_whose_test_opened_a_window() -> None:
    """`timeout` or a cancelled CI run ends the suite even while a test steps the app's frames: SDL must
    not turn the signal into a window-close event the game under test takes (seen: a suite that ran on)."""
    pytest.importorskip("pygame")
    script = ("import os, signal, time, pygame\n"
              "pygame.init(); pygame.display.set_mode((64, 64))\n"
              "os.kill(os.getpid(), signal.SIGTERM); time.sleep(5)\n"
              "print('still running')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == -15 and "still running" not in done.stdout, (done.returncode, done.stdout)
