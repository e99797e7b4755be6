"""Saying Uno and catching: who may, and exactly when the window opens and closes (RULES.md "Uno",
MODEL_API.md CallUno / Catch, docs/rules.md "Uno and catching")."""
from __future__ import annotations

import pytest
from uno_testkit import GREEN, C, hand, of_type, setup

from game.model import (
    CallUno,
    CardsDrawn,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Game,
    IllegalAction,
    Pass,
    Play,
    Rules,
    UnoCalled,
    UnoCaught,
)

DECK = ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]


def down_to_one(rules: Rules | None = None) -> Game:
    """Seat 0 plays its next-to-last card without saying Uno; seat 1 is on turn."""
    hands = [["R1", "R2"], ["R7", "G1", "G2"], ["Y1", "Y2", "Y3"]]
    game = setup(hands, ["R5"], DECK, rules=rules or Rules())
    game.apply(Play(0, C("R1")))
    return game


# ----------------------------------------------------------------------------------------- calling


def test_uno_may_be_said_holding_two_cards_even_out_of_turn():
    game = setup([["R1", "R2", "R3"], ["G1", "G2"], ["Y1", "Y2", "Y3"]], ["R5"], DECK)
    assert CallUno(1) in game.legal_actions(1)
    assert 1 in game.out_of_turn_seats()
    events = game.apply(CallUno(1))
    assert events == [UnoCalled(1)]
    assert game.uno_called[1] and game.current == 0
    with pytest.raises(IllegalAction):
        game.apply(CallUno(1))  # said already
    assert CallUno(1) not in game.legal_actions(1)


def test_uno_may_not_be_said_holding_three_or_an_uncatchable_one():
    game = setup([["R1", "R2", "R3"], ["G1"], ["Y1", "Y2", "Y3"]], ["R5"], DECK)
    for seat in (0, 1, 2):
        assert CallUno(seat) not in game.legal_actions(seat)
        with pytest.raises(IllegalAction):
            game.apply(CallUno(seat))


def test_saying_uno_before_the_next_to_last_card_protects():
    game = setup([["R1", "R2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"]], ["R5"], DECK)
    game.apply(CallUno(0))
    game.apply(Play(0, C("R1")))
    assert game.exposed == ()
    for seat in (1, 2):
        assert Catch(seat, 0) not in game.legal_actions(seat)
        with pytest.raises(IllegalAction):
            game.apply(Catch(seat, 0))


# ---------------------------------------------------------------------------------------- catching


def test_going_down_to_one_without_a_call_opens_a_catch_for_every_other_seat():
    game = down_to_one()
    assert game.exposed == (0,)
    assert Catch(1, 0) in game.legal_actions(1) and Catch(2, 0) in game.legal_actions(2)
    assert Catch(0, 0) not in game.legal_actions(0)
    with pytest.raises(IllegalAction):
        game.apply(Catch(0, 0))
    assert set(game.out_of_turn_seats()) == {0, 1, 2}


@pytest.mark.parametrize("penalty", [2, 4, 1])
def test_a_caught_player_draws_the_uno_penalty(penalty):
    game = down_to_one(Rules(uno_penalty=penalty))
    events = game.apply(Catch(2, 0))
    assert UnoCaught(2, 0, penalty) in events
    assert len(game.hands[0]) == 1 + penalty
    drawn = of_type(events, CardsDrawn)
    assert [(e.player, e.count, e.reason) for e in drawn] == [(0, penalty, "uno")]
    assert game.exposed == () and game.current == 1
    with pytest.raises(IllegalAction):
        game.apply(Catch(1, 0))


def test_a_penalty_of_nothing_makes_the_catch_cost_nothing():
    game = down_to_one(Rules(uno_penalty=0))
    events = game.apply(Catch(1, 0))
    assert UnoCaught(1, 0, 0) in events
    assert len(game.hands[0]) == 1 and game.exposed == ()


def test_a_late_call_in_the_window_beats_the_catcher():
    game = down_to_one()
    assert CallUno(0) in game.legal_actions(0)
    game.apply(CallUno(0))
    assert game.exposed == () and game.uno_called[0]
    with pytest.raises(IllegalAction):
        game.apply(Catch(1, 0))


@pytest.mark.parametrize("closer", [Play(1, C("R7")), Draw(1)])
def test_the_window_closes_at_the_next_play_or_draw(closer):
    game = down_to_one()
    game.apply(closer)
    assert game.exposed == ()
    for seat in (1, 2):
        assert Catch(seat, 0) not in game.legal_actions(seat)
        with pytest.raises(IllegalAction):
            game.apply(Catch(seat, 0))
    assert CallUno(0) not in game.legal_actions(0)  # too late to say it, but no penalty either


def test_the_window_closes_at_a_challenge():
    hands = [["W4", "G1"], ["B1", "B2", "B3"], ["Y1", "Y2", "Y3"]]
    game = setup(hands, ["R5"], DECK)
    game.apply(Play(0, C("W4"), GREEN))  # legal: no red held
    assert game.phase == "penalty" and game.exposed == (0,)
    game.apply(Challenge(1))
    assert len(game.hands[0]) == 1
    assert Catch(2, 0) not in game.legal_actions(2)


def _with_window(game: Game, seat: int) -> Game:
    """Return `game` with `seat` (holding one card) open to a catch (a position no play can reach)."""
    data = game.to_dict()
    data["exposed"] = [seat]
    return Game.from_dict(data)


def test_the_window_closes_at_a_pass_and_at_a_colour_choice():
    game = setup([["R1", "R2", "R3"], ["G1"], ["Y1", "Y2", "Y3"]], ["R5"], ["R6"])
    game.apply(Draw(0))
    assert game.phase == "drawn"
    game = _with_window(game, 1)
    assert Catch(2, 1) in game.legal_actions(2)
    game.apply(Pass(0))
    assert Catch(2, 1) not in game.legal_actions(2)

    game = Game.new(3, Rules(hand_size=1), seed=1, dealer=0, deck=["B1", "B2", "B3", "W", "R4"])
    assert game.phase == "color"
    game = _with_window(game, 2)
    assert Catch(0, 2) in game.legal_actions(0)  # a catch is allowed during a colour choice
    game.apply(ChooseColor(1, GREEN))
    assert Catch(0, 2) not in game.legal_actions(0)


def test_saying_uno_and_catching_do_not_close_the_window():
    hands = [["R1", "R2"], ["R7", "G1", "G2"], ["Y1", "Y2"]]
    game = setup(hands, ["R5"], DECK)
    game.apply(Play(0, C("R1")))
    game.apply(CallUno(2))  # another seat says Uno for its own two cards
    assert Catch(1, 0) in game.legal_actions(1)
    assert Catch(2, 0) in game.legal_actions(2)


def test_catching_is_allowed_during_a_penalty():
    hands = [["W4", "G1"], ["B1", "B2", "B3"], ["Y1", "Y2", "Y3"]]
    game = setup(hands, ["R5"], DECK)
    game.apply(Play(0, C("W4"), GREEN))
    assert Catch(1, 0) in game.legal_actions(1) and Catch(2, 0) in game.legal_actions(2)
    game.apply(Catch(1, 0))
    assert len(game.hands[0]) == 3
    assert game.phase == "penalty" and game.current == 1 and game.pending_draw == 4


def test_the_player_who_went_down_uncaught_may_still_go_out():
    game = setup([["R1", "R2"], ["G1", "G2", "G3"]], ["R5"], ["Y7", "Y8"])
    game.apply(Play(0, C("R1")))
    game.apply(Draw(1))
    assert game.current == 0
    game.apply(Play(0, C("R2")))
    assert game.is_over and game.winner == 0


def test_a_call_is_forgotten_when_the_hand_grows():
    hands = [["RD2", "R9", "R8"], ["R1", "R2"], ["Y1", "Y2", "Y3"]]
    game = setup(hands, ["R5"], DECK)
    game.apply(CallUno(1))
    game.apply(Play(0, C("RD2")))
    assert len(game.hands[1]) == 4 and not game.uno_called[1]


def test_a_call_is_forgotten_after_a_draw_and_must_be_said_again():
    game = setup([["R1", "Y5"], ["B1", "B2", "B3"]], ["Y9"], ["G2", "B4", "B5"])
    game.apply(CallUno(0))
    game.apply(Draw(0))  # G2 does not match Y9
    assert not game.uno_called[0] and hand(game, 0) == ["G2", "R1", "Y5"]
    game.apply(Draw(1))  # B4 does not match either
    game.apply(Play(0, C("Y5")))
    assert hand(game, 0) == ["G2", "R1"]
    assert CallUno(0) in game.legal_actions(0)


def test_a_caught_player_cannot_call_uno_afterwards():
    game = down_to_one()
    game.apply(Catch(1, 0))
    assert CallUno(0) not in game.legal_actions(0)


def test_catch_of_a_seat_that_is_not_exposed_says_why():
    game = setup([["R1", "R2", "R3"], ["G1"], ["Y1", "Y2"]], ["R5"], DECK)
    for target in (1, 2, 7):
        with pytest.raises(IllegalAction) as info:
            game.apply(Catch(0, target))
        assert str(info.value)
