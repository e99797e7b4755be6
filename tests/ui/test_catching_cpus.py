"""Catching is part of the game (issue 19), measured with the reaction harness
(`tools/reaction_windows.py`) on the real table controller and animator: a person reacting in 0.7 s
catches a forgetful easy or normal CPU (with any personality) before another CPU of its kind does at
least half the time, and is never caught before their own UNO button, pressed 0.7 s after their
next-to-last card shows, could save them."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import reaction_windows as harness

TRIALS = 24


@pytest.mark.parametrize("spec", harness.catch_specs())
def test_a_person_catches_a_forgetful_cpu_first_at_least_half_the_time(spec: str) -> None:
    outcomes = [harness.catch_trial(spec, seed) for seed in range(TRIALS)]
    first = outcomes.count("person")
    assert first * 2 >= TRIALS, f"{spec}: the person was first {first}/{TRIALS} ({outcomes})"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_a_person_is_never_caught_before_their_own_uno_could_save_them(level: str) -> None:
    caught = [seed for seed in range(TRIALS) if harness.own_uno_trial(level, seed)]
    assert caught == [], f"{level} caught the person within {harness.PERSON} s in trials {caught}"


def test_how_to_play_says_how_often_each_level_forgets() -> None:
    from game.model import Rules
    from game.ui.scenes.howto import pages_for

    text = " ".join(p for page in pages_for(Rules()) for p in page.paragraphs)
    assert "Easy ones forget Uno about 30% of the time" in text
    assert "Normal ones about 10%" in text
    assert "Hard ones never" in text
