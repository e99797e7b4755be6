"""Stacking and mixed stacking, with and without challenges (docs/rules.md "Stacking")."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, RED, YELLOW, C, hand, of_type, setup

from game.model import (
    CardsDrawn,
    Challenge,
    ChallengeResolved,
    Draw,
    HandOver,
    IllegalAction,
    PenaltyPending,
    Play,
    Rules,
    TurnSkipped,
)

DECK = [f"Y{i}" for i in range(1, 10)] * 2
STACK = Rules(stacking=True)
MIXED = Rules(stacking=True, stack_mixed=True)


def test_draw_two_on_draw_two_passes_the_total_on():
    game = setup([["YD2", "Y1"], ["GD2", "G1", "Y5"], ["B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("YD2")))
    assert game.phase == "penalty" and game.current == 1 and game.pending_draw == 2
    assert set(game.turn_actions()) == {Play(1, C("GD2")), Draw(1)}  # Y5 matches, but not now
    with pytest.raises(IllegalAction):
        game.apply(Play(1, C("Y5")))
    events = game.apply(Play(1, C("GD2")))
    assert PenaltyPending(2, 4, 1) in events
    assert game.pending_draw == 4 and game.current == 2 and game.color is GREEN
    events = game.apply(Draw(2))
    assert len(game.hands[2]) == 5 and TurnSkipped(2) in events
    assert [(e.player, e.count, e.reason) for e in of_type(events, CardsDrawn)] == [(2, 4, "penalty")]
    assert game.current == 0 and game.phase == "play" and game.pending_draw == 0


def test_stack_goes_round_the_table():
    game = setup([["YD2", "Y1"], ["GD2", "G1"], ["BD2", "B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("YD2")))
    game.apply(Play(1, C("GD2")))
    game.apply(Play(2, C("BD2")))
    assert game.current == 0 and game.pending_draw == 6
    game.apply(Draw(0))
    assert len(game.hands[0]) == 7 and game.current == 1


def test_wild_draw_four_on_wild_draw_four():
    game = setup([["W4", "Y1"], ["W4", "G1"], ["B1"]], ["B7"], DECK, rules=STACK)
    game.apply(Play(0, C("W4"), RED))
    assert Play(1, C("W4"), GREEN) in game.legal_actions()
    game.apply(Play(1, C("W4"), GREEN))
    assert game.pending_draw == 8 and game.current == 2 and game.color is GREEN
    game.apply(Draw(2))
    assert len(game.hands[2]) == 9 and game.current == 0


def test_without_mixed_a_draw_two_and_a_wild_draw_four_do_not_answer_each_other():
    game = setup([["YD2", "Y1"], ["W4", "G1"], ["B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("YD2")))
    assert game.turn_actions() == [Draw(1)]
    with pytest.raises(IllegalAction):
        game.apply(Play(1, C("W4"), RED))
    game = setup([["W4", "Y1"], ["RD2", "GD2", "G1"], ["B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("W4"), RED))
    assert Play(1, C("RD2")) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(Play(1, C("RD2")))


def test_mixed_a_wild_draw_four_answers_a_draw_two():
    game = setup([["YD2", "Y1"], ["W4", "G1"], ["B1"]], ["Y7"], DECK, rules=MIXED)
    game.apply(Play(0, C("YD2")))
    game.apply(Play(1, C("W4"), BLUE))
    assert game.pending_draw == 6 and game.current == 2 and game.color is BLUE
    assert set(game.turn_actions()) == {Challenge(2), Draw(2)}


def test_mixed_a_draw_two_of_the_named_colour_answers_a_wild_draw_four():
    game = setup([["W4", "Y1"], ["RD2", "GD2", "G1"], ["B1"]], ["Y7"], DECK, rules=MIXED)
    game.apply(Play(0, C("W4"), RED))
    legal = game.legal_actions()
    assert Play(1, C("RD2")) in legal and Play(1, C("GD2")) not in legal
    with pytest.raises(IllegalAction):
        game.apply(Play(1, C("GD2")))
    game.apply(Play(1, C("RD2")))
    assert game.pending_draw == 6 and game.current == 2 and game.color is RED
    assert Challenge(2) not in game.legal_actions()  # the top card is a Draw Two now


def test_penalty_phase_opens_even_when_the_victim_can_only_draw():
    game = setup([["YD2", "Y1"], ["G1", "Y5"], ["B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("YD2")))
    assert game.phase == "penalty" and game.turn_actions() == [Draw(1)]


def test_with_challenge_off_a_stacked_wild_draw_four_still_needs_no_card_of_the_colour():
    rules = Rules(stacking=True, challenge=False)
    game = setup([["W4", "Y1"], ["W4", "G1"], ["B1"]], ["B7"], DECK, rules=rules)
    game.apply(Play(0, C("W4"), GREEN))
    assert game.phase == "penalty" and game.turn_actions() == [Draw(1)]
    with pytest.raises(IllegalAction):
        game.apply(Play(1, C("W4"), RED))
    game = setup([["W4", "Y1"], ["W4", "R1"], ["B1"]], ["B7"], DECK, rules=rules)
    game.apply(Play(0, C("W4"), GREEN))
    game.apply(Play(1, C("W4"), YELLOW))
    assert game.pending_draw == 8 and game.current == 2


def test_challenging_a_stacked_bluff_the_bluffer_draws_the_whole_total():
    # seat 1 answers with a +4 while holding green, the colour seat 0 named: a bluff
    game = setup([["W4", "B9", "B8"], ["W4", "G3", "B1"], ["Y9", "Y8"]], ["B7"], DECK, rules=STACK)
    game.apply(Play(0, C("W4"), GREEN))
    game.apply(Play(1, C("W4"), BLUE))
    assert set(game.turn_actions()) == {Challenge(2), Draw(2)}
    events = game.apply(Challenge(2))
    (r,) = of_type(events, ChallengeResolved)
    assert (r.accused, r.bluff, r.loser, r.penalty) == (1, True, 1, 8)
    assert len(game.hands[1]) == 2 + 8 and hand(game, 2) == ["Y8", "Y9"]
    assert game.current == 2 and game.phase == "play" and game.color is BLUE


def test_challenging_a_stacked_legal_card_the_challenger_draws_total_plus_two():
    game = setup([["W4", "G9", "G8"], ["W4", "B2", "B1"], ["Y9", "Y8"]], ["B7"], DECK, rules=STACK)
    game.apply(Play(0, C("W4"), GREEN))
    game.apply(Play(1, C("W4"), BLUE))
    events = game.apply(Challenge(2))
    (r,) = of_type(events, ChallengeResolved)
    assert (r.accused, r.bluff, r.loser, r.penalty) == (1, False, 2, 10)
    assert len(game.hands[2]) == 12 and TurnSkipped(2) in events
    assert game.current == 0 and game.color is BLUE


def test_the_challenge_is_about_the_last_card_only():
    # seat 0's +4 was a bluff (it held blue), seat 1's answer was not: the challenger loses
    game = setup([["W4", "B9", "G8"], ["W4", "R2", "R1"], ["Y9", "Y8"]], ["B7"], DECK, rules=STACK)
    game.apply(Play(0, C("W4"), GREEN))
    game.apply(Play(1, C("W4"), RED))
    (r,) = of_type(game.apply(Challenge(2)), ChallengeResolved)
    assert r.accused == 1 and r.bluff is False and r.loser == 2


def test_going_out_on_a_stack_the_next_player_draws_it_all_and_it_counts():
    game = setup([["YD2", "Y1"], ["GD2"], ["B1"]], ["Y7"], DECK, rules=STACK)
    game.apply(Play(0, C("YD2")))
    events = game.apply(Play(1, C("GD2")))
    assert game.is_over and game.winner == 1
    assert len(game.hands[2]) == 5
    over = of_type(events, HandOver)[0]
    # Y1 (1) + B1 (1) + Y1 Y2 Y3 Y4 (10)
    assert over.points == game.round_points() == 1 + 1 + 1 + 2 + 3 + 4


def test_no_jump_in_during_a_penalty():
    rules = Rules(stacking=True, jump_in=True)
    game = setup([["YD2", "Y1"], ["G1", "G2"], ["YD2", "B1"]], ["Y7"], DECK, rules=rules)
    game.apply(Play(0, C("YD2")))
    assert game.phase == "penalty"
    assert Play(2, C("YD2")) not in game.legal_actions(2)
    with pytest.raises(IllegalAction):
        game.apply(Play(2, C("YD2")))


def test_mixed_challenge_of_a_bluffed_plus_four_on_a_plus_two():
    rules = MIXED
    game = setup([["YD2", "Y1"], ["W4", "Y3", "G1"], ["B1", "B2"]], ["Y7"], DECK, rules=rules)
    game.apply(Play(0, C("YD2")))
    game.apply(Play(1, C("W4"), BLUE))  # holds yellow, the colour in force: a bluff
    (r,) = of_type(game.apply(Challenge(2)), ChallengeResolved)
    assert (r.accused, r.bluff, r.loser, r.penalty) == (1, True, 1, 6)
    assert len(game.hands[1]) == 2 + 6 and game.current == 2


def test_mixed_challenge_of_a_legal_plus_four_on_a_plus_two():
    game = setup([["YD2", "Y1"], ["W4", "G3", "G1"], ["B1", "B2"]], ["Y7"], DECK, rules=MIXED)
    game.apply(Play(0, C("YD2")))
    game.apply(Play(1, C("W4"), BLUE))
    (r,) = of_type(game.apply(Challenge(2)), ChallengeResolved)
    assert (r.bluff, r.loser, r.penalty) == (False, 2, 8)
    assert len(game.hands[2]) == 2 + 8 and game.current == 0


def test_mixed_without_stacking_changes_nothing():
    game = setup([["YD2", "Y1"], ["W4", "GD2", "G1"], ["B1"]], ["Y7"], DECK, rules=Rules(stack_mixed=True))
    game.apply(Play(0, C("YD2")))
    assert game.phase == "play" and len(game.hands[1]) == 5 and game.current == 2
