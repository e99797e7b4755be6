"""`legal_actions()` with no seat is `legal_actions(current)`: the same list, calls and catches included.

As OpenSpiel's `legal_actions()` is `legal_actions(current_player())`. Checked at every step of random
hands under every rule switch, and on the positions where the two used to differ.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import RULE_SWITCHES, C, house_tables, random_action, setup, switch_rules

from game.model import CallUno, Catch, Draw, Game, Play, Rules


def check_every_step(game: Game, rng: random.Random) -> int:
    """Play `game` out at random, checking both lists before every action; return the steps seen with
    an out-of-turn action of the awaited seat in them (the steps where the lists used to differ)."""
    differing = 0
    while True:
        current = game.current
        plain = game.legal_actions()
        assert plain == game.legal_actions(current)
        assert plain == game.turn_actions() + game.out_of_turn_actions(current)
        if any(type(a) is CallUno or type(a) is Catch for a in plain):
            differing += 1
        if game.is_over:
            assert plain == [] and game.turn_actions() == []
            return differing
        game.apply(random_action(game, rng))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=house_tables, seed=st.integers(0, 2**32 - 1))
def test_the_awaited_seat_sees_the_same_list_either_way(table: tuple[Rules, int], seed: int) -> None:
    rules, seats = table
    check_every_step(Game.new(seats, rules, seed=seed), random.Random(seed))


@pytest.mark.parametrize("switch", ["official", *RULE_SWITCHES])
def test_under_each_rule_switch_alone(switch: str) -> None:
    rules = switch_rules(switch)
    differing = 0
    for seed in range(12):
        differing += check_every_step(Game.new(4, rules, seed=seed), random.Random(seed))
    assert differing > 0, "the hands reached positions where the awaited seat may say Uno or catch"


def test_the_seat_to_act_holding_two_cards_sees_call_uno() -> None:
    game = setup([["R1", "R2"], ["G3", "G4", "G5"]], ["R9"], ["B1", "B2"])
    assert CallUno(0) in game.legal_actions()
    assert game.legal_actions() == [Play(0, C("R1")), Play(0, C("R2")), Draw(0), CallUno(0)]
    assert game.turn_actions() == [Play(0, C("R1")), Play(0, C("R2")), Draw(0)]


def test_the_seat_to_act_sees_its_catch() -> None:
    game = setup([["R1", "R2"], ["G3", "G4", "G5"], ["Y7", "Y8"]], ["R9"], ["B1", "B2"])
    game.apply(Play(0, C("R1")))  # seat 0 goes down to one card without saying Uno
    assert game.current == 1
    assert Catch(1, 0) in game.legal_actions()
    assert game.legal_actions() == game.legal_actions(1)
