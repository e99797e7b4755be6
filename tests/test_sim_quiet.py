"""The simulator deals quiet hands (no events built) unless an agent observes, with the same results."""
from __future__ import annotations

import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from game.model import Game, Rules
from game.model.events import Dealt, HandOver
from game.sim import Config, play_hand, run

AGENTS = textwrap.dedent(
    """
    import random

    SEEN = []

    class Plain:
        def __init__(self, seed=None):
            self.rng = random.Random(seed)

        def choose(self, view, legal):
            return legal[self.rng.randrange(len(legal))]

        def react(self, view, legal):
            return legal[0] if self.rng.random() < 0.7 else None

    class Watching(Plain):
        def observe(self, events):
            SEEN.extend(type(e).__name__ for e in events)
    """
)


@pytest.fixture
def agents_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> object:
    (tmp_path / "quiet_agents.py").write_text(AGENTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    import quiet_agents

    quiet_agents.SEEN.clear()
    return quiet_agents


@pytest.mark.parametrize("rules", ["", "stacking,seven_o,jump_in", "teams,draw_until_playable",
                                   "edition=2018,custom_wild=others_draw_one"])
def test_an_observer_makes_the_hands_loud_and_changes_no_result(agents_module: object, rules: str) -> None:
    base = Config(games=60, players=4, rules=Rules.from_spec(rules), seed=9, time_limit=None)
    quiet = run(replace(base, agents=("quiet_agents:Plain",)))
    loud = run(replace(base, agents=("quiet_agents:Watching",)))
    for key in ("wins", "draws", "mean_turns", "mean_hand_length"):
        assert quiet[key] == loud[key], key
    seen = agents_module.SEEN  # type: ignore[attr-defined]
    assert seen.count("Dealt") == 60 * 4 and seen.count("HandOver") == 60 * 4  # every seat saw each hand


def test_play_hand_refuses_a_quiet_hand_for_an_observer(agents_module: object) -> None:
    game = Game._deal(4, Rules(), 1, None, None, True)
    agents = [agents_module.Watching(s) for s in range(4)]  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="quiet"):
        play_hand(game, agents)
    loud = Game.new(4, Rules(), seed=1)
    assert any(isinstance(e, Dealt) for e in loud.opening_events)
    play_hand(loud, agents)
    assert loud.is_over and isinstance(loud.outcome(), HandOver)
