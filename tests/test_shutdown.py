"""Ending the game from outside saves first and prints no traceback (issue 20, item 1).

Ctrl-C (SIGINT) ended the game with a KeyboardInterrupt traceback and SIGHUP (a closed terminal) with
exit 129, both with the save at the previous hand: the hand in progress was lost.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import shutdown
from game.session import Session

ROOT = Path(__file__).resolve().parents[1]

POSIX_SIGNALS = [name for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)]


def start_game(folder: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, "-m", "game", "--people", "Ann", "--players", "3", "--seed", "3", "--speed", "20",
         "--data-dir", str(folder)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals: Windows cannot send SIGINT/SIGHUP to one process")
@pytest.mark.parametrize(("name", "times"), [*((name, 1) for name in POSIX_SIGNALS), ("SIGINT", 3)])
def test_a_signal_saves_the_hand_in_progress_and_exits_without_a_traceback(
    tmp_path: Path, name: str, times: int
) -> None:
    proc = start_game(tmp_path)
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "stats.sqlite3").exists():  # the data folder is open: the game is starting
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()[1]
            time.sleep(0.05)
        time.sleep(1.5)  # the table deals and the CPUs play (a signal earlier is kept until the loop runs)
        for _ in range(times):  # Ctrl-C pressed again while the game saves and winds down
            if proc.poll() is None:
                proc.send_signal(getattr(signal, name))
            time.sleep(0.02)
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert proc.returncode == 128 + getattr(signal, name)
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    session = Session.from_dict(saved["match"])
    assert session.match.hand_number == 1 and session.log, "the hand in progress was saved"
    assert not [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name or p.name.endswith(".tmp")]


@pytest.mark.parametrize("sig", shutdown.caught_signals(), ids=lambda s: s.name)
def test_watch_turns_each_signal_into_a_request_and_a_wake(sig: signal.Signals) -> None:
    woken: list[bool] = []
    before = signal.getsignal(sig)
    with shutdown.watch(lambda: woken.append(True)) as stop:
        assert not stop.requested and stop.exit_code == 0
        signal.raise_signal(sig)  # no KeyboardInterrupt, no exit: the handler only records it
        assert stop.requested and stop.signal == sig.name and woken
        assert stop.exit_code == 128 + int(sig)
        signal.raise_signal(sig)  # a second one changes nothing
        assert stop.signal == sig.name
    assert signal.getsignal(sig) == before, "the old handler is back after the block"


def test_an_inner_watch_shares_the_outer_request_and_swaps_the_wake() -> None:
    calls: list[str] = []
    with shutdown.watch(lambda: calls.append("outer")) as outer:
        with shutdown.watch(lambda: calls.append("inner")) as inner:
            assert inner is outer
            signal.raise_signal(signal.SIGINT)
        assert calls == ["inner"] and outer.wake is not None
        assert outer.requested and outer.exit_code == 128 + int(signal.SIGINT)


def test_only_signals_this_system_has_are_caught() -> None:
    names = {sig.name for sig in shutdown.caught_signals()}
    assert {"SIGINT", "SIGTERM"} <= names
    assert ("SIGHUP" in names) == hasattr(signal, "SIGHUP")
    assert ("SIGBREAK" in names) == hasattr(signal, "SIGBREAK")
