"""Test set-up shared by the whole suite: no display, no sound card."""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game speaks the system's language; the suite checks English words unless a test switches.
os.environ.setdefault("UNO_TABLE_LANGUAGE", "en")
# SDL turns SIGINT and SIGTERM into a window-close event when nothing else catches them: inside a test that
# steps the app's frames, Ctrl-C or the SIGTERM of `timeout` (or of CI cancelling a run) then only quit the
# game under test and the suite ran on. The game itself catches them before SDL starts (game.shutdown).
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")


# No test writes the player's real data folder (settings, statistics, a saved match): platformdirs
# finds its folders here, in this process and in every game the suite starts as a subprocess. A test
# that opens the app without --data-dir (or a random-input test that reaches Settings and picks a
# language) would otherwise leave its settings for the player.
SANDBOX = Path(tempfile.mkdtemp(prefix="uno-table-tests-"))
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = str(SANDBOX / _var.lower())
os.environ["UNO_TABLE_TEST_SANDBOX"] = str(SANDBOX)  # tests/test_sandbox.py checks against it
# The suite starts Python a few hundred times (the simulator, the game, a second copy, the type checker):
# each compiled the whole game again when bytecode is not written (PYTHONDONTWRITEBYTECODE, as on the
# CI machine), about 1.5 s a start. They share compiled modules in the sandbox instead: nothing is
# written beside the sources, and the sandbox goes at exit.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["PYTHONPYCACHEPREFIX"] = str(SANDBOX / "pycache")
atexit.register(shutil.rmtree, SANDBOX, True)

import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def _no_real_data_folder() -> Iterator[None]:
    """On Windows and macOS platformdirs reads no XDG variable: point it into the sandbox too."""
    if sys.platform.startswith("linux"):
        yield
        return
    import platformdirs

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(SANDBOX / "data" / str(a[0] if a else "")))
        yield


@pytest.fixture(autouse=True)
def _english_after_each_test():  # type: ignore[no-untyped-def]
    """Put the language back after every test (and the text size and the key bindings).

    A test that drives the real app with random input can reach Settings and pick another language;
    the choice lives in `game.i18n` for the whole process, so without this a later test reads Japanese.
    """
    yield
    from game import i18n

    if i18n.language() != "en":
        i18n.set_language("en")
    # the other settings that live in the process, not in an app: the text size and the key bindings
    # (a random-input test reaching Settings can change both); an app built later sets its own again
    import sys as _sys

    text = _sys.modules.get("game.ui.text")
    if text is not None:
        text.set_text_scale(1.0)
    bindings = _sys.modules.get("game.ui.bindings")
    if bindings is not None:
        bindings.use({}, {})


def _worker(config: pytest.Config) -> bool:
    """Return True in a worker of a parallel run (pytest-xdist: `-n auto`, the suite's default)."""
    return hasattr(config, "workerinput")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests that read a background run (tests/background.py) go last, in their order: their runs
    then go on beside the rest of the suite. In a parallel run the workers are the cores: each run
    is made where its tests are, so the tests of one run are kept to one worker (an `xdist_group`,
    or the executable was built once per worker) and go first (the longest work handed out first)."""
    waiting = [item for item in items if item.get_closest_marker("background") is not None]
    if not waiting:
        return
    rest = [item for item in items if item.get_closest_marker("background") is None]
    if _worker(config):
        for item in waiting:
            marker = item.get_closest_marker("background")
            assert marker is not None
            item.add_marker(pytest.mark.xdist_group(f"background-{marker.args[0]}"))
        items[:] = waiting + rest
    else:
        items[:] = rest + waiting


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the background runs the selected tests read, in the order those tests come (not in a
    parallel run's workers: there the test that reads a run makes it, `background.result`)."""
    if session.config.option.collectonly or _worker(session.config):
        return
    import background

    background.start(m.args[0] for item in session.items for m in item.iter_markers("background"))


def pytest_sessionfinish(session: pytest.Session) -> None:
    import background

    background.stop()
