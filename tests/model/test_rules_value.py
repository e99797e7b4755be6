"""The Rules value: defaults, saving, refusal of bad values, the command-line spec."""
from __future__ import annotations

import dataclasses
import json

import pytest

from game.model import RULE_HELP, Rules

DEFAULTS = {
    "stacking": False,
    "seven_o": False,
    "jump_in": False,
    "draw_until_playable": False,
    "force_play": False,
    "challenge": True,
    "uno_penalty": 2,
    "target_score": 500,
    "edition": "classic",
    "hand_size": 7,
    "stack_mixed": False,
    "first_card_number_only": False,
    "teams": False,
    "custom_wild": "wild",
}

VARIANTS = [
    Rules(),
    Rules(stacking=True, stack_mixed=True),
    Rules(seven_o=True, jump_in=True, uno_penalty=4),
    Rules(draw_until_playable=True, force_play=True, challenge=False),
    Rules(target_score=None, edition="2018", hand_size=5, first_card_number_only=True),
    Rules(uno_penalty=0, target_score=250),
    Rules(teams=True, edition="2018", custom_wild="swap_hands"),
    Rules(custom_wild="target_draws_two", edition="2018"),
]


def test_defaults_are_the_official_game():
    rules = Rules()
    for name, value in DEFAULTS.items():
        assert getattr(rules, name) == value, name
    assert rules.to_dict() == DEFAULTS


def test_rules_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().stacking = True  # type: ignore[misc]


@pytest.mark.parametrize("rules", VARIANTS)
def test_to_dict_is_json_safe_and_reads_back(rules):
    text = json.dumps(rules.to_dict())
    assert Rules.from_dict(json.loads(text)) == rules


def test_unknown_key_is_refused_by_name():
    with pytest.raises(ValueError, match="bogus"):
        Rules.from_dict({**DEFAULTS, "bogus": True})


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("stacking", "yes"),
        ("stacking", 1),
        ("challenge", None),
        ("uno_penalty", -1),
        ("uno_penalty", "2"),
        ("uno_penalty", True),
        ("uno_penalty", 2.5),
        ("hand_size", 0),
        ("hand_size", None),
        ("target_score", 0),
        ("target_score", "500"),
        ("edition", "1999"),
        ("edition", None),
    ],
)
def test_wrong_value_is_refused_naming_the_rule(name, value):
    with pytest.raises(ValueError, match=name):
        Rules.from_dict({**DEFAULTS, name: value})


@pytest.mark.parametrize("data", [None, [], "stacking", 5])
def test_from_dict_of_a_non_dict_is_a_value_error(data):
    with pytest.raises(ValueError):
        Rules.from_dict(data)


def test_from_spec_switches_rules_on_and_sets_values():
    rules = Rules.from_spec("stacking,seven_o,uno_penalty=4")
    assert rules == Rules(stacking=True, seven_o=True, uno_penalty=4)
    assert Rules.from_spec("") == Rules()
    assert Rules.from_spec("target_score=none").target_score is None
    assert Rules.from_spec("challenge=false,edition=2018,hand_size=5") == Rules(
        challenge=False, edition="2018", hand_size=5
    )


@pytest.mark.parametrize(
    "spec", ["bogus", "stacking,bogus=1", "uno_penalty", "stacking=maybe", "uno_penalty=x", "edition=1999",
             "hand_size=0"]
)
def test_from_spec_refuses_bad_text(spec):
    with pytest.raises(ValueError):
        Rules.from_spec(spec)


@pytest.mark.parametrize("rules", VARIANTS)
def test_spec_round_trips(rules):
    assert Rules.from_spec(rules.spec()) == rules


def test_house_rules_list_what_differs_from_the_official_game():
    assert Rules().house_rules() == []
    assert len(Rules(stacking=True).house_rules()) == 1
    assert len(Rules(stacking=True, seven_o=True, uno_penalty=4).house_rules()) == 3


def test_every_rule_has_help():
    for name in DEFAULTS:
        title, text = RULE_HELP[name]
        assert title and text
