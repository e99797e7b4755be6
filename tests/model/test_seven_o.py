"""Seven-O and Wild Shuffle Hands: hands that change owners (docs/rules.md "Seven-O",
"Wild Shuffle Hands")."""
from __future__ import annotations

from collections import Counter

import pytest
from uno_testkit import BLUE, GREEN, RED, C, all_cards, hand, of_type, setup

from game.model import (
    CallUno,
    CardPlayed,
    Catch,
    Draw,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    IllegalAction,
    Play,
    Rules,
)

SEVEN_O = Rules(seven_o=True)
DECK = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]


def four_seats(**kw):
    hands = [["B7", "B1", "B2"], ["R1", "R2", "R3", "R4"], ["G1"], ["Y7", "Y8"]]
    return setup(hands, ["B9"], DECK, rules=SEVEN_O, **kw)


# ---------------------------------------------------------------------------------------- sevens


def test_a_seven_needs_a_target_and_every_other_seat_is_offered():
    game = four_seats()
    sevens = [a for a in game.legal_actions() if isinstance(a, Play) and a.card == C("B7")]
    assert sorted(a.target for a in sevens) == [1, 2, 3]
    before = game.to_dict()
    for bad in (Play(0, C("B7")), Play(0, C("B7"), target=0), Play(0, C("B7"), target=4),
                Play(0, C("B7"), target=-1), Play(0, C("B7"), RED, 1)):
        with pytest.raises(IllegalAction):
            game.apply(bad)
        assert game.to_dict() == before


def test_other_cards_refuse_a_target():
    game = four_seats()
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("B1"), target=1))


def test_without_seven_o_a_seven_is_an_ordinary_card():
    game = setup([["B7", "B1"], ["R1", "R2", "R3"]], ["B9"], DECK)
    assert Play(0, C("B7")) in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("B7"), target=1))
    game.apply(Play(0, C("B7")))
    assert hand(game, 0) == ["B1"] and hand(game, 1) == ["R1", "R2", "R3"]


@pytest.mark.parametrize("target", [1, 2, 3])
def test_a_seven_swaps_hands_with_the_chosen_seat_and_play_passes_on(target):
    game = four_seats()
    before = [hand(game, s) for s in range(4)]
    events = game.apply(Play(0, C("B7"), target=target))
    expected = list(before)
    expected[0] = before[target]
    expected[target] = ["B1", "B2"]
    assert [hand(game, s) for s in range(4)] == expected
    swapped = of_type(events, HandsSwapped)
    assert swapped == [HandsSwapped(0, target, tuple(len(h) for h in expected))]
    assert events[0] == CardPlayed(0, C("B7"), None, False, target, 2)
    assert game.current == 1 and game.top == C("B7")


def test_a_seven_played_counter_clockwise_passes_the_turn_counter_clockwise():
    game = four_seats(direction=-1)
    game.apply(Play(0, C("B7"), target=1))
    assert game.current == 3


# ----------------------------------------------------------------------------------------- zeros


def test_a_zero_passes_every_hand_in_the_direction_of_play():
    hands = [["B0", "B1"], ["R1", "R2"], ["G1", "G2", "G3"], ["Y7"]]
    game = setup(hands, ["B9"], DECK, rules=SEVEN_O)
    events = game.apply(Play(0, C("B0")))
    assert hand(game, 1) == ["B1"]
    assert hand(game, 2) == ["R1", "R2"]
    assert hand(game, 3) == ["G1", "G2", "G3"]
    assert hand(game, 0) == ["Y7"]
    assert of_type(events, HandsPassed) == [HandsPassed(0, 1, (1, 1, 2, 3))]
    assert game.current == 1


def test_a_zero_counter_clockwise_passes_the_other_way():
    hands = [["B0", "B1"], ["R1", "R2"], ["G1", "G2", "G3"], ["Y7"]]
    game = setup(hands, ["B9"], DECK, rules=SEVEN_O, direction=-1)
    game.apply(Play(0, C("B0")))
    assert hand(game, 3) == ["B1"]
    assert hand(game, 2) == ["Y7"]
    assert hand(game, 1) == ["G1", "G2", "G3"]
    assert hand(game, 0) == ["R1", "R2"]
    assert game.current == 3


def test_without_seven_o_a_zero_passes_nothing():
    game = setup([["B0", "B1"], ["R1", "R2", "R3"]], ["B9"], DECK)
    game.apply(Play(0, C("B0")))
    assert hand(game, 0) == ["B1"] and hand(game, 1) == ["R1", "R2", "R3"]


@pytest.mark.parametrize(("card", "target"), [("B7", 1), ("B0", None)])
def test_a_seven_or_zero_as_the_last_card_swaps_nothing(card, target):
    game = setup([[card], ["R1", "R2", "R3"], ["G1", "G2"]], ["B9"], DECK, rules=SEVEN_O)
    events = game.apply(Play(0, C(card), target=target))
    assert game.is_over and game.winner == 0
    assert hand(game, 0) == [] and hand(game, 1) == ["R1", "R2", "R3"]
    assert not of_type(events, HandsSwapped) and not of_type(events, HandsPassed)


# ------------------------------------------------------------------------------ Uno after a swap


def test_uno_calls_are_forgotten_and_a_single_card_received_must_be_called():
    hands = [["B7", "B1", "B2"], ["R1", "R2"], ["G1", "G2", "G3"]]
    game = setup(hands, ["B9"], DECK, rules=SEVEN_O)
    game.apply(CallUno(1))
    game.apply(Play(0, C("B7"), target=2))
    # seat 1's hand did not move: it keeps its call
    assert game.uno_called == (False, True, False)
    game = setup([["B7", "B1"], ["R1", "R2", "R3"], ["G1", "G2"]], ["B9"], DECK, rules=SEVEN_O)
    game.apply(CallUno(0))
    game.apply(Play(0, C("B7"), target=1))
    # seat 1 now holds seat 0's single card, uncalled: open to a catch, and it may still say Uno
    assert hand(game, 1) == ["B1"] and 1 in game.exposed
    assert Catch(2, 1) in game.legal_actions(2) and Catch(0, 1) in game.legal_actions(0)
    assert CallUno(1) in game.legal_actions(1)
    game.apply(Catch(2, 1))
    assert len(game.hands[1]) == 3


def test_a_zero_leaves_single_cards_open_to_a_catch():
    hands = [["B0", "B1"], ["R1", "R2"], ["G1", "G2", "G3"]]
    game = setup(hands, ["B9"], DECK, rules=SEVEN_O)
    game.apply(CallUno(0))
    game.apply(Play(0, C("B0")))
    assert hand(game, 1) == ["B1"] and game.exposed == (1,)
    game.apply(CallUno(1))
    assert Catch(0, 1) not in game.legal_actions(0)


# --------------------------------------------------------------------------- Wild Shuffle Hands

EDITION_2018 = Rules(edition="2018")


def test_wild_shuffle_hands_deals_every_card_evenly_from_the_players_left():
    hands = [["WS", "R1", "R2"], ["G1", "G2", "G3", "G4"], ["B1"]]
    game = setup(hands, ["Y9"], DECK, rules=EDITION_2018, seed=3)
    cards_before = all_cards(game)
    held_before = Counter(c for s in range(3) for c in hand(game, s)) - Counter(["WS"])
    events = game.apply(Play(0, C("WS"), BLUE))
    # 7 cards left: seat 1 (the player's left) gets the first and odd one
    assert [len(h) for h in game.hands] == [2, 3, 2]
    assert Counter(c for s in range(3) for c in hand(game, s)) == held_before
    assert all_cards(game) == cards_before
    assert of_type(events, HandsShuffled) == [HandsShuffled(0, (2, 3, 2))]
    assert game.color is BLUE and game.current == 1 and game.top == C("WS")


def test_wild_shuffle_hands_deals_from_the_left_whatever_the_direction():
    hands = [["R1"], ["G1", "G2", "G3"], ["B1", "B2", "WS", "B3"], ["Y1"]]
    game = setup(hands, ["Y9"], DECK, rules=EDITION_2018, current=2, direction=-1, seed=5)
    game.apply(Play(2, C("WS"), RED))
    # 8 cards left over 4 seats: 2 each; with 9 the first seat dealt (seat 3) would get the extra one
    assert [len(h) for h in game.hands] == [2, 2, 2, 2]
    assert game.current == 1
    hands = [["R1"], ["G1", "G2", "G3"], ["B1", "B2", "WS", "B3", "B4"], ["Y1"]]
    game = setup(hands, ["Y9"], DECK, rules=EDITION_2018, current=2, direction=-1, seed=5)
    game.apply(Play(2, C("WS"), RED))
    assert [len(h) for h in game.hands] == [2, 2, 2, 3]


def test_wild_shuffle_hands_actually_shuffles():
    hands = [["WS", "R1", "R2", "R3", "R4"], ["G1", "G2", "G3", "G4"]]
    results = set()
    for seed in range(12):
        game = setup(hands, ["Y9"], DECK, rules=EDITION_2018, seed=seed)
        game.apply(Play(0, C("WS"), BLUE))
        results.add(tuple(hand(game, 1)))
    assert len(results) > 1


def test_wild_shuffle_hands_as_the_last_card_ends_the_hand_unshuffled():
    game = setup([["WS"], ["G1", "G2", "G3"], ["B1"]], ["Y9"], DECK, rules=EDITION_2018)
    events = game.apply(Play(0, C("WS"), GREEN))
    assert game.is_over and game.winner == 0
    assert hand(game, 1) == ["G1", "G2", "G3"] and hand(game, 2) == ["B1"]
    assert not of_type(events, HandsShuffled)
    assert game.round_points() == 1 + 2 + 3 + 1


def test_wild_shuffle_hands_leaves_single_cards_open_to_a_catch():
    hands = [["WS", "R1"], ["G1", "G2"], ["B1"]]
    game = setup(hands, ["Y9"], DECK, rules=EDITION_2018, seed=1)
    game.apply(CallUno(1))
    game.apply(Play(0, C("WS"), GREEN))
    # 4 cards: seats 1, 2, 0 get 2, 1, 1
    assert [len(h) for h in game.hands] == [1, 2, 1]
    assert game.uno_called == (False, False, False)
    assert set(game.exposed) == {0, 2}
    assert Catch(1, 0) in game.legal_actions(1) and Catch(1, 2) in game.legal_actions(1)
    game.apply(Catch(1, 0))
    assert Catch(1, 2) in game.legal_actions(1)  # one catch leaves the other window open
    game.apply(Draw(1))
    assert Catch(0, 2) not in game.legal_actions(0)


def test_a_seven_swap_leaves_the_uno_call_of_a_seat_it_does_not_touch():
    """Leo said Uno and holds one card; a 7 swaps two other hands: his call stands and nobody may catch
    him (a call is forgotten only with the hand it was said for)."""
    hands = [["B7", "B1", "B2"], ["R1", "R2", "R3", "R4"], ["B3", "G1"], ["B4", "Y8"]]
    game = setup(hands, ["B9"], DECK, rules=SEVEN_O, current=2)
    game.apply(CallUno(2))
    game.apply(Play(2, C("B3")))
    game.apply(Play(3, C("B4")))
    events = game.apply(Play(0, C("B7"), target=1))
    assert of_type(events, HandsSwapped)
    assert game.uno_called[2], "the swap forgot the call of a seat whose hand did not move"
    assert not any(isinstance(a, Catch) and a.target == 2 for a in game.legal_actions(1))
    with pytest.raises(IllegalAction):
        game.apply(Catch(1, 2))
    assert not game.uno_called[0] and not game.uno_called[1], "the swapped hands' calls are forgotten"
