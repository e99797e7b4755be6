"""A turn: matching, wilds, drawing, the drawn card, draw until playable, force play, the stock running
out (RULES.md "A turn", docs/rules.md "Turns")."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, RED, YELLOW, C, all_cards, card_count, hand, of_type, setup

from game.model import (
    CallUno,
    CardKept,
    CardsDrawn,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    IllegalAction,
    Pass,
    Play,
    Rules,
    StockReshuffled,
)
from game.model.cards import CLASSIC_COLORS

# --------------------------------------------------------------------------------------- matching


def test_colour_number_and_symbol_match():
    game = setup([["G9", "B2", "Y4", "RS", "BD2", "R2"], ["R1"]], ["G2"], ["R5"])
    legal = game.legal_actions()
    assert Play(0, C("G9")) in legal  # colour
    assert Play(0, C("B2")) in legal and Play(0, C("R2")) in legal  # number
    assert Play(0, C("Y4")) not in legal and Play(0, C("RS")) not in legal and Play(0, C("BD2")) not in legal
    game = setup([["GS", "YR", "BD2", "RD2", "G5"], ["R1"]], ["RS"], ["R5"])
    legal = game.legal_actions()
    assert Play(0, C("GS")) in legal  # symbol
    assert Play(0, C("RD2")) in legal  # colour
    assert Play(0, C("YR")) not in legal and Play(0, C("BD2")) not in legal and Play(0, C("G5")) not in legal


def test_a_card_that_does_not_match_is_refused():
    game = setup([["Y4", "G9"], ["R1"]], ["G2"], ["R5"])
    before = game.to_dict()
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("Y4")))
    assert game.to_dict() == before


def test_matching_uses_the_colour_named_for_a_wild_on_top():
    game = setup([["B3", "R3", "W"], ["R1"]], ["R5", "W"], ["R5"], color=BLUE)
    legal = game.legal_actions()
    assert Play(0, C("B3")) in legal and Play(0, C("R3")) not in legal


def test_playing_a_matching_card_passes_the_turn_and_sets_the_colour():
    game = setup([["G9", "R1"], ["R1"], ["R2"]], ["G2"], ["R5"])
    game.apply(Play(0, C("G9")))
    assert game.top == C("G9") and game.color is GREEN and game.current == 1
    assert hand(game, 0) == ["R1"]


def test_wild_may_be_played_even_holding_a_matching_card():
    game = setup([["W", "G9", "R1"], ["R1"]], ["G2"], ["R5"])
    legal = game.legal_actions()
    assert {a for a in legal if isinstance(a, Play) and a.card == C("W")} == {Play(0, C("W"), c) for c in CLASSIC_COLORS}


def test_wild_needs_a_colour_and_may_name_the_current_one():
    game = setup([["W", "W4", "G9", "R1"], ["R1", "R2"]], ["G2"], ["R5"])
    before = game.to_dict()
    for bad in (Play(0, C("W")), Play(0, C("W4"))):
        with pytest.raises(IllegalAction):
            game.apply(bad)
    assert game.to_dict() == before
    game.apply(Play(0, C("W"), GREEN))
    assert game.color is GREEN and game.current == 1


def test_a_coloured_card_refuses_a_colour():
    game = setup([["G9", "R1"], ["R1"]], ["G2"], ["R5"])
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("G9"), GREEN))
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("G9"), BLUE))


def test_playing_a_card_not_held_is_refused():
    game = setup([["G9", "R1"], ["G8"]], ["G2"], ["R5"])
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("G8")))


def test_each_action_is_listed_once_in_a_stable_order():
    game = setup([["G9", "G9", "W", "W", "R2"], ["R1"]], ["G2"], ["R5"])
    legal = game.legal_actions()
    assert len(legal) == len(set(legal))
    assert legal.count(Play(0, C("G9"))) == 1
    assert sum(1 for a in legal if isinstance(a, Play) and a.card == C("W")) == 4
    assert legal == game.legal_actions() == game.copy().legal_actions()
    assert Draw(0) in legal


def test_only_the_seat_on_turn_plays_or_draws():
    game = setup([["G9", "R1", "R3"], ["G8", "G7", "G6"], ["G6"]], ["G2"], ["R5"])
    before = game.to_dict()
    for bad in (Play(1, C("G8")), Draw(1), Draw(2), Pass(0), Pass(1), Challenge(0), Challenge(1),
                ChooseColor(0, RED), Play(5, C("G9")), Draw(-1), Catch(0, 1), CallUno(0)):
        with pytest.raises(IllegalAction) as info:
            game.apply(bad)
        message = str(info.value)
        assert message and "\n" not in message
        assert game.to_dict() == before
    assert game.legal_actions(1) == [] and game.legal_actions(2) == []


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


# ---------------------------------------------------------------------------------------- drawing


def test_drawing_is_allowed_while_holding_a_playable_card():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["Y7", "B5"])
    assert Draw(0) in game.legal_actions()
    events = game.apply(Draw(0))
    assert hand(game, 0) == ["G9", "R1", "Y7"]
    assert of_type(events, CardsDrawn)[0].cards == (C("Y7"),)
    assert game.current == 1 and game.phase == "play"  # Y7 does not match: the turn passes


def test_a_playable_drawn_card_may_be_played_and_only_that_card():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["G7", "B5"])
    game.apply(Draw(0))
    assert game.phase == "drawn" and game.current == 0 and game.drawn_card == C("G7")
    assert game.legal_actions() == [Play(0, C("G7")), Pass(0)]
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("G9")))  # playable, but not the card just drawn
    with pytest.raises(IllegalAction):
        game.apply(Draw(0))
    game.apply(Play(0, C("G7")))
    assert game.top == C("G7") and game.current == 1 and game.phase == "play"


def test_a_playable_drawn_card_may_be_kept():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["G7", "B5"])
    game.apply(Draw(0))
    events = game.apply(Pass(0))
    assert CardKept(0) in events
    assert hand(game, 0) == ["G7", "G9", "R1"] and game.current == 1 and game.phase == "play"
    assert game.top == C("G2")


def test_a_drawn_wild_is_offered_in_every_colour():
    game = setup([["R1"], ["B1"]], ["G2"], ["W", "B5"])
    game.apply(Draw(0))
    assert set(game.turn_actions()) == {Play(0, C("W"), c) for c in CLASSIC_COLORS} | {Pass(0)}


def test_a_drawn_wild_draw_four_with_challenge_off_while_holding_the_colour_is_not_playable():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["W4", "B5"], rules=Rules(challenge=False))
    game.apply(Draw(0))
    assert game.phase == "play" and game.current == 1 and "W4" in hand(game, 0)


def test_force_play_makes_a_playable_drawn_card_compulsory():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["G7", "B5"], rules=Rules(force_play=True))
    game.apply(Draw(0))
    assert game.legal_actions() == [Play(0, C("G7"))]
    with pytest.raises(IllegalAction):
        game.apply(Pass(0))


def test_force_play_does_not_force_an_unplayable_draw():
    game = setup([["G9", "R1"], ["B1"]], ["G2"], ["Y7", "B5"], rules=Rules(force_play=True))
    game.apply(Draw(0))
    assert game.current == 1 and game.phase == "play"


def test_draw_until_playable_keeps_drawing_until_a_playable_card():
    game = setup([["R1"], ["B1"]], ["G2"], ["B7", "Y3", "Y2", "B8"], rules=Rules(draw_until_playable=True))
    events = game.apply(Draw(0))
    assert hand(game, 0) == ["B7", "R1", "Y2", "Y3"]
    assert game.phase == "drawn" and game.drawn_card == C("Y2")
    assert sum(e.count for e in of_type(events, CardsDrawn)) == 3
    assert set(game.legal_actions()) == {Play(0, C("Y2")), Pass(0)}


def test_draw_until_playable_stops_at_the_first_draw_when_it_plays():
    game = setup([["R1"], ["B1"]], ["G2"], ["G5", "G6"], rules=Rules(draw_until_playable=True))
    game.apply(Draw(0))
    assert hand(game, 0) == ["G5", "R1"] and game.phase == "drawn"


def test_draw_until_playable_with_force_play_must_play_what_comes():
    rules = Rules(draw_until_playable=True, force_play=True)
    game = setup([["R1"], ["B1"]], ["G2"], ["B7", "W", "B8"], rules=rules)
    game.apply(Draw(0))
    assert game.drawn_card == C("W")
    assert set(game.legal_actions()) == {Play(0, C("W"), c) for c in CLASSIC_COLORS}


def test_draw_until_playable_when_nothing_playable_is_left_anywhere():
    game = setup([["R1"], ["B1"]], ["G2"], ["B7", "Y3"], rules=Rules(draw_until_playable=True))
    game.apply(Draw(0))
    assert hand(game, 0) == ["B7", "R1", "Y3"]
    assert game.draw_pile_size == 0 and game.phase == "play" and game.current == 1


# ---------------------------------------------------------------------------------- empty stock


def test_empty_stock_reshuffles_the_discard_pile_but_its_top():
    game = setup([["R1"], ["B1"]], ["Y4", "Y5", "W", "G2"], [], color=GREEN)
    total = all_cards(game)
    events = game.apply(Draw(0))
    assert of_type(events, StockReshuffled)
    assert game.top == C("G2") and game.discard_pile == (C("G2"),) and game.color is GREEN
    assert len(game.hands[0]) == 2 and game.draw_pile_size == 2
    assert all_cards(game) == total
    drawn = of_type(events, CardsDrawn)
    assert drawn[0].cards[0] in {C("Y4"), C("Y5"), C("W")}
    # the order a person sees: the reshuffle, then the card drawn from the new stock
    assert events.index(of_type(events, StockReshuffled)[0]) < events.index(drawn[0])


def test_a_wild_shuffled_back_forgets_its_colour():
    game = setup([["R1"], ["B1"]], ["W", "G2"], [], color=GREEN)
    game.apply(Draw(0))  # the W comes back as the only card of the new stock and is drawn
    assert game.phase == "drawn" and game.drawn_card == C("W")
    game.apply(Play(0, C("W"), YELLOW))
    assert game.color is YELLOW


def test_no_card_left_anywhere_a_draw_yields_nothing_and_the_turn_passes():
    game = setup([["R1"], ["B1"]], ["G2"], [])
    events = game.apply(Draw(0))
    assert not of_type(events, CardsDrawn)
    assert hand(game, 0) == ["R1"] and game.current == 1 and game.phase == "play"
    assert card_count(game) == 3


def test_a_penalty_with_too_few_cards_draws_as_many_as_there_are():
    game = setup([["RD2", "R1"], ["B1"], ["B2"]], ["R5"], ["G1"])
    game.apply(Play(0, C("RD2")))
    # R5 is shuffled back as the new stock after G1, so seat 1 draws both
    assert hand(game, 1) == ["B1", "G1", "R5"]
    assert game.current == 2
    assert card_count(game) == 6


def test_apply_refuses_what_is_legal_refuses_even_a_bool_seat():
    game = setup([["R1", "R2", "R3"], ["R4", "R5", "R6"]], ["R9"], ["G1"])
    action = Play(False, C("R1"))
    assert not game.is_legal(action)
    before = game.to_dict()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_dict() == before
