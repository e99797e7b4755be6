"""Action cards: Skip, Reverse (two and more players), Draw Two, Wild, Wild Customizable
(RULES.md "Action cards")."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, RED, YELLOW, C, hand, of_type, setup

from game.model import (
    CardPlayed,
    CardsDrawn,
    ColorChosen,
    DirectionChanged,
    Draw,
    Play,
    Rules,
    TurnSkipped,
)

DECK = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]


def test_skip_the_next_player_misses_a_turn():
    game = setup([["GS", "G1"], ["R1"], ["R2"], ["R3"]], ["G2"], DECK)
    events = game.apply(Play(0, C("GS")))
    assert TurnSkipped(1) in events and game.current == 2


def test_skip_goes_the_way_of_play():
    game = setup([["GS", "G1"], ["R1"], ["R2"], ["R3"]], ["G2"], DECK, direction=-1)
    game.apply(Play(0, C("GS")))
    assert game.current == 2  # seat 3 is skipped counter-clockwise
    game = setup([["R1"], ["GS", "G1"], ["R2"], ["R3"]], ["G2"], DECK, current=1, direction=-1)
    game.apply(Play(1, C("GS")))
    assert game.current == 3


def test_skip_with_two_players_plays_again():
    game = setup([["GS", "G1"], ["R1"]], ["G2"], DECK)
    game.apply(Play(0, C("GS")))
    assert game.current == 0


@pytest.mark.parametrize("players", [3, 4, 6])
def test_reverse_switches_direction(players):
    hands = [["GR", "G1"]] + [["R1"]] * (players - 1)
    game = setup(hands, ["G2"], DECK)
    events = game.apply(Play(0, C("GR")))
    assert DirectionChanged(-1) in events
    assert game.direction == -1 and game.current == players - 1
    assert not of_type(events, TurnSkipped)


def test_reverse_twice_is_clockwise_again():
    game = setup([["GR", "G1"], ["R1"], ["GR", "G3"], ["R3"]], ["G2"], DECK)
    game.apply(Play(0, C("GR")))
    game.apply(Draw(3))  # Y1 does not match
    assert game.current == 2
    game.apply(Play(2, C("GR")))
    assert game.direction == 1 and game.current == 3


def test_reverse_with_two_players_acts_as_a_skip():
    game = setup([["GR", "G1"], ["R1"]], ["G2"], DECK)
    events = game.apply(Play(0, C("GR")))
    assert game.current == 0
    assert TurnSkipped(1) in events
    # the direction still flips (docs/rules.md "Two players")
    assert game.direction == -1


def test_draw_two_next_player_draws_two_and_misses_the_turn():
    game = setup([["GD2", "G1"], ["R1"], ["R2"]], ["G2"], DECK)
    events = game.apply(Play(0, C("GD2")))
    assert hand(game, 1) == ["R1", "Y1", "Y2"]
    assert game.current == 2 and game.phase == "play" and game.pending_draw == 0
    drawn = of_type(events, CardsDrawn)
    assert [(e.player, e.count, e.reason) for e in drawn] == [(1, 2, "penalty")]
    assert TurnSkipped(1) in events


def test_draw_two_on_a_draw_two_without_stacking_is_an_ordinary_symbol_match():
    game = setup([["BD2", "G1"], ["R1"], ["R2"]], ["GD2"], DECK)
    game.apply(Play(0, C("BD2")))
    assert len(game.hands[1]) == 3 and game.current == 2 and game.color is BLUE


def test_draw_two_with_two_players_the_player_plays_again():
    game = setup([["GD2", "G1"], ["R1"]], ["G2"], DECK)
    game.apply(Play(0, C("GD2")))
    assert len(game.hands[1]) == 3 and game.current == 0


def test_draw_two_goes_the_way_of_play():
    game = setup([["GD2", "G1"], ["R1"], ["R2"], ["R3"]], ["G2"], DECK, direction=-1)
    game.apply(Play(0, C("GD2")))
    assert len(game.hands[3]) == 3 and len(game.hands[1]) == 1 and game.current == 2


@pytest.mark.parametrize("color", [RED, YELLOW, GREEN, BLUE])
def test_wild_names_the_next_colour_the_current_one_allowed(color):
    game = setup([["W", "G1"], ["R1"], ["R2"]], ["G2"], DECK)
    events = game.apply(Play(0, C("W"), color))
    assert game.color is color and game.current == 1 and game.top == C("W")
    assert ColorChosen(0, color) in events
    assert events[0] == CardPlayed(0, C("W"), color, False, None, 1)


def test_wild_customizable_plays_as_a_plain_wild():
    game = setup([["WC", "G1"], ["R1", "R4"], ["R2"]], ["G2"], DECK, rules=Rules(edition="2018"))
    game.apply(Play(0, C("WC"), RED))
    assert game.color is RED and game.current == 1
    assert hand(game, 1) == ["R1", "R4"] and hand(game, 2) == ["R2"]


def test_wild_draw_four_without_challenge_next_draws_four_at_once():
    game = setup([["W4", "G1"], ["R1"], ["R2"]], ["B2"], DECK, rules=Rules(challenge=False))
    events = game.apply(Play(0, C("W4"), GREEN))
    assert game.phase == "play" and game.current == 2 and game.color is GREEN
    assert len(game.hands[1]) == 5
    assert TurnSkipped(1) in events


def test_event_order_card_then_draws_then_skip():
    game = setup([["GD2", "G1"], ["R1"], ["R2"]], ["G2"], DECK)
    events = game.apply(Play(0, C("GD2")))
    kinds = [type(e) for e in events]
    assert kinds.index(CardPlayed) < kinds.index(CardsDrawn) < kinds.index(TurnSkipped)
