"""The simulator's own limits (issue 20): a bound on --workers, and itself refused as an agent in one line."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import sim

ROOT = Path(__file__).resolve().parents[1]


def run_sim(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "game.sim", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def cores() -> int:
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)


@pytest.mark.parametrize("workers", [str(4 * cores() + 1), "100000", "1000000"])
def test_more_workers_than_four_per_core_are_refused_before_any_process_starts(workers):
    # In-process: the old simulator accepted these and would have started that many processes.
    with pytest.raises(Exception) as caught:
        sim.parse_args(["--workers", workers, "--games", "1"])
    message = str(caught.value)
    assert "--workers" in message and workers in message and "core" in message
    assert len(message.splitlines()) == 1


def test_four_workers_per_core_are_still_accepted():
    config, args = sim.parse_args(["--workers", str(4 * cores()), "--games", "1"])
    assert args.workers == 4 * cores() and config.games == 1


def test_too_many_workers_on_the_command_line_is_one_line_and_exit_2():
    result = run_sim("--workers", "1000000", "--games", "1")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "--workers must be at most" in result.stderr


@pytest.mark.parametrize("spec", ["game.sim:main", "game.sim:_main"])
def test_the_simulator_named_as_its_own_agent_is_one_error_line(spec):
    result = run_sim("--agents", spec, "--games", "2")
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2 and result.stdout == ""
    assert len(lines) == 1, f"{len(lines)} lines: {lines[:3]}"
    assert spec in lines[0] and "Traceback" not in result.stderr
