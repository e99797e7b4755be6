"""The playing personalities: named in an agent spec, tied to the CPU names, and visible in play."""
from __future__ import annotations

import pytest

from game.ai import CPU_NAMES, make_agent
from game.ai.normal import Context, NormalAgent
from game.ai.personality import PERSONALITIES, STEADY, agent_spec, parse_spec, persona_for
from game.model import Card, Draw, Game, Play
from game.model.rules import Rules
from game.session import MatchConfig, Session


def test_a_spec_names_a_personality_after_the_level() -> None:
    agent = make_agent("normal:bold", seed=1)
    assert isinstance(agent, NormalAgent)
    assert agent.persona is PERSONALITIES["bold"]
    assert make_agent("easy:Cautious", seed=1).persona is PERSONALITIES["cautious"]
    assert make_agent("normal", seed=1).persona is STEADY
    # the steady personality is the plain heuristic, not a copy of it
    assert make_agent("normal:steady", seed=1).policy.context is Context
    assert make_agent("normal:chatty", seed=1).reaction < NormalAgent.reaction


@pytest.mark.parametrize(("spec", "words"), [
    ("normal:grumpy", "unknown personality 'grumpy'"),
    ("hard:bold", "easy and normal only"),
    ("random:chatty", "easy and normal only"),
])
def test_a_bad_personality_is_refused_in_one_line(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match=words) as info:
        make_agent(spec, seed=0)
    assert "\n" not in str(info.value)


def test_module_class_specs_still_load() -> None:
    assert parse_spec("game.ai.normal:NormalAgent") == ("game.ai.normal:NormalAgent", None)
    assert isinstance(make_agent("game.ai.normal:NormalAgent", seed=0), NormalAgent)


def test_every_cpu_name_has_a_personality_and_the_table_mixes_them() -> None:
    assert {persona_for(n).name for n in CPU_NAMES} == set(PERSONALITIES)
    assert persona_for("Mia") == persona_for(" mia ")
    assert persona_for("Somebody") in PERSONALITIES.values()
    session = Session.new(MatchConfig.quick(6, "normal", seed=5))
    personas = [a.persona.name for a in session.agents if a is not None]
    assert len(set(personas)) == 5
    assert agent_spec("hard", "Mia") == "hard"
    assert agent_spec("easy", "Leo") == "easy:cautious"


def _position(hands: list[list[str]], top: str, rules: Rules) -> Game:
    return Game.from_setup(hands, [top], ["G1", "G2", "G3", "Y1", "Y2"] * 6, rules, current=0, seed=1)


OTHERS_FULL = [["G1", "G2", "G3", "G4", "G5"], ["Y1", "Y2", "Y3", "Y4", "Y5"], ["B5", "B6", "B7", "B8", "B9"]]


@pytest.mark.parametrize("seed", range(6))
def test_cautious_keeps_a_wild_while_nobody_is_close_and_steady_plays_it(seed: int) -> None:
    """What must hold whatever the seed: with only a wild to play, 5 cards, and nobody under 4 cards,
    the cautious player draws (hold_wilds) and the steady one plays the wild. How often each happens
    over whole hands, with intervals, is measured by tests/bench/bench_personality.py."""
    game = _position([["W", "B1", "B2", "B3", "B4"], *OTHERS_FULL], "R5", Rules())
    view, legal = game.view(0), game.legal_actions()
    for level in ("normal", "easy"):
        assert isinstance(make_agent(f"{level}:cautious", seed=seed).choose(view, legal), Draw)
        assert isinstance(make_agent(level, seed=seed).choose(view, legal), Play)
    # someone close to going out: the cautious player plays its wild too
    close = _position([["W", "B1", "B2", "B3", "B4"], ["G1", "G2"], *OTHERS_FULL[1:]], "R5", Rules())
    assert isinstance(make_agent("normal:cautious", seed=seed).choose(close.view(0), close.legal_actions()), Play)


@pytest.mark.parametrize("seed", range(6))
def test_a_bold_easy_player_always_stacks_its_biggest_card(seed: int) -> None:
    rules = Rules(stacking=True, stack_mixed=True)
    game = _position([["RD2", "B1", "B2", "B3", "B4"], ["GD2", "W4", "Y3", "Y4", "Y5"], *OTHERS_FULL[1:]], "R5", rules)
    game.apply(Play(0, Card.parse("RD2")))
    action = make_agent("easy:bold", seed=seed).choose(game.view(1), game.legal_actions())
    assert isinstance(action, Play) and action.card == Card.parse("W4")
