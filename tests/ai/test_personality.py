"""The playing personalities: named in an agent spec, tied to the CPU names, and visible in play."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.ai import CPU_NAMES, make_agent
from game.ai.normal import Context, NormalAgent
from game.ai.personality import PERSONALITIES, STEADY, agent_spec, parse_spec, persona_for
from game.model.rules import Rules
from game.session import MatchConfig, Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from ai_style import profile

PARTY = Rules.from_spec("stacking,seven_o,jump_in")


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


def test_personalities_change_play_measurably() -> None:
    """Seeded: each personality against three steady normal players, the same deals for each."""
    rows = {spec: profile(spec, 160, 4, PARTY, seed=3).summary() for spec in
            ("normal", "normal:bold", "normal:cautious", "normal:vindictive", "normal:chatty")}
    steady = rows["normal"]
    # bold: challenges readily, dumps its action cards early
    assert rows["normal:bold"]["challenge"] > steady["challenge"] + 0.03
    assert rows["normal:bold"]["early_action"] > steady["early_action"]
    # cautious: keeps its wilds while nobody is close, challenges (almost) never, jumps in less
    assert steady["wild_held"] == 0.0
    assert rows["normal:cautious"]["wild_held"] > 0.2
    assert rows["normal:cautious"]["challenge"] <= steady["challenge"]
    assert rows["normal:cautious"]["jump_in"] < steady["jump_in"] - 0.15
    # vindictive: its attacks go to the leader more often
    assert rows["normal:vindictive"]["at_leader"] > steady["at_leader"] + 0.04
    # chatty: quicker, so it jumps in more often per hand
    assert rows["normal:chatty"]["jumps_per_hand"] > steady["jumps_per_hand"]
