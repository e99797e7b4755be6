"""A quiet hand (the simulator's, when no agent observes) plays exactly as a loud one.

The simulator discards the events `apply` returns, so it deals its hands quiet (`Game._deal(...,
quiet=True)`): the same rules, the same code, only the building of events skipped. These tests play
the same random actions on a loud and a quiet hand dealt from the same seed and compare the whole
state (hands, stock, discard pile, calls, the random generator's state...) after every action, under
every rule switch, every custom wild and both editions, with illegal tries in between. Any rule step
left out of the quiet path, or done differently there, makes the states part.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import RULE_SWITCHES, candidate_actions, house_tables, random_action, switch_rules

from game.model import CUSTOM_WILDS, Game, Match, Rules
from game.model.events import Dealt, HandOver


def same_every_step(loud: Game, quiet: Game, rng: random.Random) -> int:
    """Play both hands with the same random actions (drawn from the loud one's lists), comparing them
    after every action; return the number of actions."""
    assert quiet.to_dict() == loud.to_dict()
    while not loud.is_over:
        for seat in range(loud.players):
            assert quiet.legal_actions(seat) == loud.legal_actions(seat)
        assert quiet.out_of_turn_seats() == loud.out_of_turn_seats()
        assert quiet.view(loud.current) == loud.view(loud.current)
        if rng.random() < 0.05:  # an illegal try changes neither
            tries = [a for a in candidate_actions(loud) if not loud.is_legal(a)]
            if tries:
                wrong = tries[rng.randrange(len(tries))]
                assert quiet.refusal(wrong) == loud.refusal(wrong)
        action = random_action(loud, rng, out_of_turn=0.4)
        loud.apply(action)
        if rng.random() < 0.5:
            quiet.apply(action)
        else:  # the simulator's way: the very object from the list just asked
            legal = quiet.legal_actions(action.player)
            quiet.apply_listed(next(a for a in legal if a == action), legal)
        assert quiet.to_dict() == loud.to_dict(), f"after {loud.actions_taken} actions ({action})"
    assert quiet.is_over and quiet.winner == loud.winner and quiet.round_points() == loud.round_points()
    assert quiet.outcome() == loud.outcome()
    return loud.actions_taken


def pair(players: int, rules: Rules, seed: int) -> tuple[Game, Game]:
    loud = Game._deal(players, rules, seed, None, None, False)
    quiet = Game._deal(players, rules, seed, None, None, True)
    return loud, quiet


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=house_tables, seed=st.integers(0, 2**32 - 1))
def test_a_quiet_hand_plays_as_a_loud_one(table: tuple[Rules, int], seed: int) -> None:
    rules, seats = table
    same_every_step(*pair(seats, rules, seed), random.Random(seed))


@pytest.mark.parametrize("switch", ["official", *RULE_SWITCHES, *(f"custom_wild={w}" for w in CUSTOM_WILDS)])
def test_under_each_rule_switch(switch: str) -> None:
    rules = switch_rules(switch)
    for seed in range(8):
        assert same_every_step(*pair(4, rules, seed), random.Random(seed)) > 0


def test_new_is_loud_and_a_quiet_hand_tells_nothing() -> None:
    loud = Game.new(4, Rules(), seed=3)
    quiet = Game._deal(4, Rules(), 3, None, None, True)
    assert any(isinstance(e, Dealt) for e in loud.opening_events)
    assert not any(isinstance(e, Dealt) for e in quiet.opening_events)
    assert quiet.copy().to_dict() == quiet.to_dict()
    rng = random.Random(3)
    ends = []
    while not quiet.is_over:
        action = random_action(quiet, rng)
        ends += [e for e in quiet.apply(action) if isinstance(e, HandOver)]
        loud.apply(action)
    assert ends == [] and quiet.outcome() == loud.outcome() is not None


def test_a_quiet_match_deals_quiet_hands_as_a_loud_one_deals() -> None:
    rules = Rules(target_score=150, seven_o=True, stacking=True)
    loud = Match.new(3, rules, seed=11)
    quiet = Match._start(3, rules, 11, True)
    rng = random.Random(11)
    hands = 0
    while True:
        assert not any(isinstance(e, Dealt) for e in quiet.game.opening_events)
        assert any(isinstance(e, Dealt) for e in loud.game.opening_events)
        hands += 1
        same_every_step(loud.game, quiet.game, rng)
        assert quiet.to_dict() == loud.to_dict()
        if loud.is_over:
            break
        loud.next_round()
        quiet.next_round()
    assert hands > 1 and quiet.winner == loud.winner
