"""Every malformed input to the public model raises ValueError, a nested one too (issue 20, item 7).

A 200,000-deep nested list raised RecursionError from inside the error message that named it (the
message printed the value with repr, which recurses as deep as the value goes).
"""
from __future__ import annotations

import copy
import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.model import (
    Card,
    Draw,
    Game,
    IllegalAction,
    Match,
    Play,
    Rules,
    action_from_dict,
)

DEPTH = 200_000


def deep_list(depth: int = DEPTH) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def deep_dict(depth: int = DEPTH) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"x": value}
    return value


SAVE = Game.new(4, seed=3).to_dict()


@pytest.mark.parametrize("field", ["hands", "stock", "discard", "rules", "rng", "called", "exposed", "players",
                                   "dealer", "color", "phase", "drawn", "position", "format", "version"])
@pytest.mark.parametrize("make", [deep_list, deep_dict])
def test_a_save_with_a_deeply_nested_field_is_refused_with_a_value_error(field: str, make: Any) -> None:
    data = dict(SAVE)
    data[field] = make()
    with pytest.raises(ValueError) as info:
        Game.from_dict(data)
    assert len(str(info.value)) < 400  # one line a person can read, not the value itself


def test_a_deeply_nested_save_or_card_inside_a_hand_is_refused() -> None:
    data = copy.deepcopy(SAVE)
    data["hands"][1][0] = deep_list()
    with pytest.raises(ValueError, match="damaged game save"):
        Game.from_dict(data)
    with pytest.raises(ValueError):
        Game.from_dict(deep_list())  # type: ignore[arg-type]


def test_the_other_public_entries_refuse_deep_values_with_a_value_error() -> None:
    deep = deep_list()
    with pytest.raises(ValueError, match=r"not a card|notation"):
        Card.parse(deep)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="stacking"):
        Rules.from_dict({"stacking": deep})
    with pytest.raises(ValueError, match="unknown rule"):
        Rules.from_dict({"x" * 100_000: 1})
    with pytest.raises(ValueError):
        Rules(hand_size=deep)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        action_from_dict({"kind": "play", "player": 0, "card": deep})
    with pytest.raises(ValueError):
        action_from_dict(deep)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Game.from_setup(hands=[[deep], ["R1"]], discard=["R2"], deck=[])
    with pytest.raises(ValueError):
        Game.new(4, seed=deep)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Game.new(deep)  # type: ignore[arg-type]
    for field in ("banked", "history", "rules", "game", "pending_rules", "rng"):
        match = Match.new(3, seed=1).to_dict()
        match[field] = deep
        with pytest.raises(ValueError, match="damaged match save"):
            Match.from_dict(match)
    game = Game.new(3, seed=2)
    for action in (Play(game.current, deep), Play(game.current, game.hands[game.current][0], deep),  # type: ignore[arg-type]
                   Draw(deep), deep):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            game.apply(action)  # type: ignore[arg-type]
        assert game.why_illegal(action) is not None  # type: ignore[arg-type]


JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30), st.floats(allow_nan=True),
    st.text(max_size=8), st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                                max_size=2),
    st.just(float("inf")), st.just(math.nan), st.just([[["R1"]]]), st.just({"kind": "play"}),
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list) and len(value) < 30:
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


_SAVE_PATHS = [p for p in _paths(json.loads(json.dumps(SAVE))) if p]


@settings(max_examples=300, deadline=None)
@given(path=st.sampled_from(_SAVE_PATHS), junk=JUNK)
def test_any_field_of_a_save_replaced_by_junk_loads_or_raises_value_error(path: tuple[Any, ...], junk: Any) -> None:
    data = json.loads(json.dumps(SAVE))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = junk
    try:
        game = Game.from_dict(data)
    except ValueError:
        return
    game.legal_actions()  # a save that loads is a position the model can go on with
