"""What the game keeps for speed stays exact: the seats with an out-of-turn chance, and hand sizes.

The simulator asks `out_of_turn_seats()` after every action, so the game keeps a flag: once a look finds
no seat with a chance, the next look answers at once until something changes that may open one (a hand
down to two cards or one, a hand that grows to two, hands that change owners). It also keeps each
seat's number of cards as the hands change, for the views. These tests ask after every action, as the
simulator does, so the flag is set as often as it can be, and compare each answer with the seats that
really have an out-of-turn action, and every view's hand sizes with the hands, at every step of random
hands under every rule switch.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import RULE_SWITCHES, house_tables, random_action, switch_rules

from game.model import Game, Rules


def seats_with_a_chance(game: Game) -> list[int]:
    return [s for s in range(game.players) if game.out_of_turn_actions(s)]


def check_every_step(game: Game, rng: random.Random) -> int:
    """Play `game` out at random (out-of-turn actions included), comparing the answer with the truth
    after every action; return how many answers were not empty."""
    opened = 0
    while True:
        seats = game.out_of_turn_seats()
        assert seats == seats_with_a_chance(game), f"after {game.actions_taken} actions"
        sizes = tuple(len(h) for h in game.hands)
        assert all(game.view(s).hand_sizes == sizes for s in range(game.players))
        assert game.copy().out_of_turn_seats() == seats
        opened += bool(seats)
        if game.is_over:
            return opened
        game.apply(random_action(game, rng, out_of_turn=0.5))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=house_tables, seed=st.integers(0, 2**32 - 1))
def test_the_seats_with_a_chance_are_exact_at_every_step(table: tuple[Rules, int], seed: int) -> None:
    rules, seats = table
    check_every_step(Game.new(seats, rules, seed=seed), random.Random(seed))


@pytest.mark.parametrize("switch", ["official", *RULE_SWITCHES])
def test_under_each_rule_switch_alone(switch: str) -> None:
    rules = switch_rules(switch)
    opened = 0
    for seed in range(10):
        opened += check_every_step(Game.new(4, rules, seed=seed), random.Random(seed))
    assert opened > 0, "the hands reached positions where some seat may say Uno or catch"


def test_a_saved_hand_reads_back_with_the_same_answers() -> None:
    game = Game.new(3, Rules(hand_size=2), seed=5)
    rng = random.Random(5)
    while not game.is_over:
        game.out_of_turn_seats()
        again = Game.from_dict(game.to_dict())
        assert again.out_of_turn_seats() == seats_with_a_chance(game)
        assert again.view(0).hand_sizes == game.view(0).hand_sizes == tuple(len(h) for h in game.hands)
        game.apply(random_action(game, rng, out_of_turn=0.5))
