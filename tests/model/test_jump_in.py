"""Jump-In: an identical card played out of turn (docs/rules.md "Jump-In")."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, C, hand, setup

from game.model import (
    CardPlayed,
    Catch,
    ChooseColor,
    DirectionChanged,
    Draw,
    Game,
    IllegalAction,
    Pass,
    Play,
    Rules,
    TurnSkipped,
)

JUMP = Rules(jump_in=True)
DECK = ["B1", "B2", "B3", "B4", "B5", "B6"]


def table(top: str, jumper_cards: list[str], rules: Rules = JUMP, **kw) -> Game:
    """Four seats; seat 0 on turn; seat 2 holds `jumper_cards`."""
    hands = [["R1", "R2", "R3"], ["G1", "G2", "G3"], jumper_cards, ["Y8", "Y9", "Y7"]]
    return setup(hands, [top], DECK, rules=rules, **kw)


def test_an_identical_card_may_jump_in_and_play_goes_on_from_the_jumper():
    game = table("Y3", ["Y3", "Y5", "G5"])
    assert game.legal_actions(2) == [Play(2, C("Y3"))]
    assert 2 in game.out_of_turn_seats()
    events = game.apply(Play(2, C("Y3")))
    assert events[0] == CardPlayed(2, C("Y3"), None, True, None, 2)
    assert game.top == C("Y3") and game.current == 3 and hand(game, 2) == ["G5", "Y5"]


@pytest.mark.parametrize("cards", [["G3", "B3", "R9"], ["Y5", "Y4", "R9"], ["W", "W4", "R9"]])
def test_same_number_other_colour_same_colour_or_wild_may_not_jump_in(cards):
    game = table("Y3", cards)
    assert game.legal_actions(2) == []
    before = game.to_dict()
    for card in cards:
        action = Play(2, C(card), BLUE) if C(card).wild else Play(2, C(card))
        with pytest.raises(IllegalAction):
            game.apply(action)
    assert game.to_dict() == before


def test_wilds_never_jump_in():
    game = table("W", ["W", "Y5", "G5"], color=GREEN)
    assert game.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        game.apply(Play(2, C("W"), GREEN))


def test_no_jump_in_without_the_rule():
    game = table("Y3", ["Y3", "Y5", "G5"], rules=Rules())
    assert game.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        game.apply(Play(2, C("Y3")))


def test_jump_in_only_in_an_ordinary_turn():
    # phase "drawn": seat 0 drew a playable card
    hands = [["R1", "R2", "R3"], ["G1", "G2", "G3"], ["Y3", "Y5", "Y6"], ["Y8", "Y9", "Y7"]]
    game = setup(hands, ["Y3"], ["Y4", "B1"], rules=JUMP)
    game.apply(Draw(0))
    assert game.phase == "drawn"
    assert game.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        game.apply(Play(2, C("Y3")))
    game.apply(Pass(0))
    assert Play(2, C("Y3")) in game.legal_actions(2)


def test_jump_in_not_during_the_first_colour_choice():
    game = Game.new(3, Rules(jump_in=True, hand_size=1), seed=1, dealer=0, deck=["B1", "W", "B2", "W", "R4"])
    assert game.phase == "color"
    assert game.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        game.apply(Play(2, C("W"), GREEN))
    game.apply(ChooseColor(1, GREEN))
    assert game.legal_actions(2) == []  # the top card is a wild


def test_a_jumped_in_skip_skips_the_seat_after_the_jumper():
    game = table("YS", ["YS", "Y5", "G5"])
    events = game.apply(Play(2, C("YS")))
    assert TurnSkipped(3) in events and game.current == 0


def test_a_jumped_in_draw_two_hits_the_seat_after_the_jumper():
    game = table("YD2", ["YD2", "Y5", "G5"])
    game.apply(Play(2, C("YD2")))
    assert len(game.hands[3]) == 5 and len(game.hands[1]) == 3 and game.current == 0


def test_a_jumped_in_reverse_turns_play_from_the_jumper():
    game = table("YR", ["YR", "Y5", "G5"])
    events = game.apply(Play(2, C("YR")))
    assert DirectionChanged(-1) in events and game.direction == -1 and game.current == 1


def test_a_jumped_in_reverse_with_two_players_the_jumper_plays_again():
    game = setup([["R1", "R2"], ["YR", "G5", "G6"]], ["YR"], DECK, rules=JUMP)
    game.apply(Play(1, C("YR")))
    assert game.current == 1


def test_the_player_on_turn_playing_the_identical_card_is_an_ordinary_play():
    hands = [["Y3", "R2", "R3"], ["G1", "G2", "G3"], ["Y5", "G5", "B5"]]
    game = setup(hands, ["Y3"], DECK, rules=JUMP)
    events = game.apply(Play(0, C("Y3")))
    assert events[0].jump_in is False and game.current == 1


def test_a_jumped_in_seven_swaps_hands():
    rules = Rules(jump_in=True, seven_o=True)
    game = table("Y7", ["Y7", "Y5", "G5"], rules=rules)
    assert set(game.legal_actions(2)) == {Play(2, C("Y7"), target=t) for t in (0, 1, 3)}
    game.apply(Play(2, C("Y7"), target=0))
    assert hand(game, 2) == ["R1", "R2", "R3"] and hand(game, 0) == ["G5", "Y5"]
    assert game.current == 3


def test_jumping_in_with_the_last_card_wins():
    game = table("Y3", ["Y3"])
    game.apply(Play(2, C("Y3")))
    assert game.is_over and game.winner == 2


def test_a_jump_in_closes_the_uno_window():
    hands = [["R1", "R2"], ["G1", "G2", "G3"], ["R2", "Y5", "Y6"]]
    game = setup(hands, ["R3"], DECK, rules=JUMP)
    game.apply(Play(0, C("R2")))
    assert 0 in game.exposed and Catch(1, 0) in game.legal_actions(1)
    game.apply(Play(2, C("R2")))
    assert game.exposed == ()
    with pytest.raises(IllegalAction):
        game.apply(Catch(1, 0))
