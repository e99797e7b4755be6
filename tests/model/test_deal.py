"""Starting a hand: dealer by the draw, the deal, the first card and its effect (RULES.md "Starting a
hand", docs/rules.md "Dealing")."""
from __future__ import annotations

from collections import Counter

import pytest
from uno_testkit import BLUE, GREEN, RED, C, all_cards, card_count, hand, of_type

from game.model import (
    CardsDrawn,
    CardTurned,
    ChooseColor,
    Color,
    DealerChosen,
    Dealt,
    DirectionChanged,
    Draw,
    Game,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    IllegalAction,
    PenaltyPending,
    Play,
    Rules,
    TurnSkipped,
    standard_deck,
)
from game.model.cards import CLASSIC_COLORS

FILL4 = ["B1", "B2", "B3", "B4"]  # one card each for four seats (hand_size=1), dealt from dealer+1


def deal(first: str, dealer: int = 0, players: int = 4, fill: list[str] | None = None,
         stock: tuple[str, ...] = ("Y1", "Y2", "Y3", "Y4"), **rules_kw) -> Game:
    """Deal one card each (unless `hand_size` is given), then turn `first`."""
    rules_kw.setdefault("hand_size", 1)
    fill = fill if fill is not None else [f"B{i % 9 + 1}" for i in range(players * rules_kw["hand_size"])]
    return Game.new(players, Rules(**rules_kw), seed=7, dealer=dealer, deck=[*fill, first, *stock])


# ---------------------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("players", range(2, 11))
def test_new_hand_deals_seven_each_and_turns_one(players):
    game = Game.new(players, seed=players)
    assert game.players == players
    assert all(len(h) >= 7 for h in game.hands)
    assert card_count(game) == 108
    assert all_cards(game) == Counter(str(c) for c in standard_deck())
    assert 0 <= game.dealer < players
    assert len(game.discard_pile) == 1


@pytest.mark.parametrize("players", [0, 1, 11, -2])
def test_player_count_outside_2_to_10_is_refused(players):
    with pytest.raises(ValueError):
        Game.new(players)


def test_hand_size_and_edition_rules_are_used():
    game = Game.new(3, Rules(hand_size=4, edition="2018"), seed=1)
    assert card_count(game) == 112
    assert sum(1 for c in all_cards(game).elements() if c == "WC") == 3
    dealt = of_type(game.opening_events, Dealt)[0]
    assert dealt.counts == (4, 4, 4)


def test_deck_must_hold_enough_cards():
    with pytest.raises(ValueError):
        Game.new(10, Rules(hand_size=11))  # 111 cards needed, 108 in the deck
    Game.new(10, Rules(hand_size=10), seed=0)  # 101 needed
    Game.new(10, Rules(hand_size=11, edition="2018"), seed=0)  # 111 of 112
    with pytest.raises(ValueError):
        Game.new(2, Rules(hand_size=2), dealer=0, deck=["R1", "R2", "R3", "R4"])  # no card to turn


@pytest.mark.parametrize("dealer", [-1, 4, 9])
def test_dealer_outside_the_table_is_refused(dealer):
    with pytest.raises(ValueError):
        Game.new(4, dealer=dealer)


def test_same_seed_same_hand_event_for_event():
    a, b = Game.new(5, seed=123), Game.new(5, seed=123)
    assert a.to_dict() == b.to_dict()
    assert a.opening_events == b.opening_events
    c = Game.new(5, seed=124)
    assert c.hands != a.hands


def test_dealing_goes_one_card_at_a_time_from_the_dealers_left():
    deck = ["R1", "R2", "R3", "R4", "R5", "R6", "Y5", "G1", "G2"]
    game = Game.new(3, Rules(hand_size=2), dealer=1, deck=deck)
    # seat 2 (the dealer's left) gets R1, seat 0 R2, seat 1 (the dealer) R3, then round again
    assert hand(game, 2) == ["R1", "R4"]
    assert hand(game, 0) == ["R2", "R5"]
    assert hand(game, 1) == ["R3", "R6"]
    assert game.top == C("Y5") and game.color is Color.YELLOW
    assert [str(c) for c in game.draw_pile] == ["G1", "G2"]
    assert game.dealer == 1 and game.current == 2 and game.direction == 1 and game.phase == "play"
    dealt = of_type(game.opening_events, Dealt)[0]
    assert dealt.dealer == 1 and dealt.counts == (2, 2, 2)
    assert [sorted(str(c) for c in h) for h in dealt.hands] == [hand(game, s) for s in range(3)]
    turned = of_type(game.opening_events, CardTurned)
    assert turned == [CardTurned(C("Y5"), False)]


# ---------------------------------------------------------------------------------- dealer by draw


def _check_dealer_draw(game: Game) -> int:
    """Check the DealerChosen draws follow the rule; return the number of rounds drawn."""
    (chosen,) = of_type(game.opening_events, DealerChosen)
    assert chosen.dealer == game.dealer
    draws = list(chosen.draws)
    contenders = list(range(game.players))
    i = rounds = 0
    while True:
        rnd = draws[i:i + len(contenders)]
        i += len(contenders)
        rounds += 1
        assert sorted(s for s, _ in rnd) == sorted(contenders), "each contender draws exactly once a round"
        value = {s: (card.number if card.rank.is_number else -1) for s, card in rnd}
        best = max(value.values())
        top = [s for s in contenders if value[s] == best]
        if len(top) == 1:
            assert top[0] == game.dealer
            assert best >= 0, "the dealer drew a number card"
            assert i == len(draws), "no draws after the dealer is found"
            return rounds
        contenders = top  # only the tied seats draw again


def test_dealer_is_the_highest_number_card_and_ties_draw_again():
    rounds = [_check_dealer_draw(Game.new(p, seed=s)) for p in (2, 4, 10) for s in range(40)]
    assert max(rounds) >= 2, "some seed must have produced a tie"


def test_action_and_wild_cards_count_lower_than_any_number():
    seen = False
    for s in range(200):
        game = Game.new(4, seed=s)
        (chosen,) = of_type(game.opening_events, DealerChosen)
        first = chosen.draws[:4]
        if any(not c.rank.is_number for _, c in first) and any(c.rank.is_number for _, c in first):
            seen = True
            dealer_card = [c for seat, c in chosen.draws if seat == game.dealer][-1]
            assert dealer_card.rank.is_number
    assert seen


def test_given_dealer_is_used():
    game = Game.new(4, seed=3, dealer=2)
    assert game.dealer == 2
    assert of_type(game.opening_events, Dealt)[0].dealer == 2


# --------------------------------------------------------------------------------- the first card


@pytest.mark.parametrize("dealer", [0, 3])
def test_number_card_first_play_starts_left_of_dealer_clockwise(dealer):
    game = deal("R5", dealer=dealer)
    assert game.top == C("R5") and game.color is RED
    assert game.current == (dealer + 1) % 4 and game.direction == 1 and game.phase == "play"
    assert game.pending_draw == 0


@pytest.mark.parametrize("dealer", [0, 3])
def test_first_skip_skips_the_dealers_left(dealer):
    game = deal("RS", dealer=dealer)
    assert game.current == (dealer + 2) % 4
    assert TurnSkipped((dealer + 1) % 4) in game.opening_events


def test_first_skip_with_two_players_gives_the_dealer_the_turn():
    game = deal("RS", dealer=1, players=2)
    assert game.current == 1


@pytest.mark.parametrize("dealer", [0, 3])
def test_first_reverse_dealer_plays_first_counter_clockwise(dealer):
    game = deal("GR", dealer=dealer)
    assert game.current == dealer and game.direction == -1
    assert DirectionChanged(-1) in game.opening_events
    game.apply(Play(dealer, game.hands[dealer][0]) if game.hands[dealer][0].color is GREEN else Draw(dealer))
    assert game.current == (dealer - 1) % 4


@pytest.mark.parametrize("dealer", [0, 1])
def test_first_reverse_with_two_players_skips_the_dealers_left(dealer):
    game = deal("GR", dealer=dealer, players=2)
    assert game.current == dealer


@pytest.mark.parametrize("dealer", [0, 3])
def test_first_draw_two_left_of_dealer_draws_two_and_misses_the_turn(dealer):
    game = deal("RD2", dealer=dealer)
    victim = (dealer + 1) % 4
    assert len(game.hands[victim]) == 3
    assert game.current == (dealer + 2) % 4 and game.phase == "play" and game.pending_draw == 0
    drawn = of_type(game.opening_events, CardsDrawn)
    assert [(e.player, e.count, e.reason) for e in drawn] == [(victim, 2, "penalty")]
    assert TurnSkipped(victim) in game.opening_events
    assert card_count(game) == 4 + 1 + 4


def test_first_draw_two_with_stacking_opens_a_penalty_that_may_be_stacked():
    game = deal("RD2", dealer=0, fill=["GD2", "B2", "B3", "B4"], stacking=True)
    assert game.phase == "penalty" and game.current == 1 and game.pending_draw == 2
    assert PenaltyPending(1, 2, 0) in game.opening_events
    assert len(game.hands[1]) == 1
    assert set(game.legal_actions()) == {Play(1, C("GD2")), Draw(1)}
    game.apply(Play(1, C("GD2")))
    assert game.is_over  # that was seat 1's last card: seat 2 still draws the four
    assert len(game.hands[2]) == 1 + 4


def test_first_draw_two_with_stacking_and_nothing_to_stack_only_draw():
    game = deal("RD2", dealer=0, stacking=True)
    assert game.phase == "penalty" and game.legal_actions() == [Draw(1)]
    game.apply(Draw(1))
    assert len(game.hands[1]) == 3 and game.current == 2 and game.phase == "play"


@pytest.mark.parametrize("dealer", [0, 3])
def test_first_wild_the_dealers_left_names_the_colour_then_plays(dealer):
    game = deal("W", dealer=dealer)
    left = (dealer + 1) % 4
    assert game.phase == "color" and game.color is None and game.current == left
    assert set(game.legal_actions()) == {ChooseColor(left, c) for c in CLASSIC_COLORS}
    other = (left + 1) % 4
    with pytest.raises(IllegalAction):
        game.apply(ChooseColor(other, BLUE))
    with pytest.raises(IllegalAction):
        game.apply(Draw(left))
    game.apply(ChooseColor(left, BLUE))
    assert game.color is BLUE and game.phase == "play" and game.current == left


def test_first_wild_draw_four_goes_back_and_another_is_turned():
    game = deal("W4", stock=("G7", "G8", "G9"))
    turned = of_type(game.opening_events, CardTurned)
    assert turned[0] == CardTurned(C("W4"), True)
    assert turned[-1].returned is False and turned[-1].card == game.top
    assert all(t.card == C("W4") for t in turned[:-1])
    assert game.top in {C("G7"), C("G8"), C("G9")} and game.color is GREEN
    assert C("W4") in game.draw_pile and len(game.discard_pile) == 1
    assert card_count(game) == 4 + 4
    assert game.current == 1 and game.phase == "play"


def test_a_wild_draw_four_that_must_stay_is_treated_as_a_wild():
    game = Game.new(2, Rules(hand_size=1), seed=1, dealer=0, deck=["R1", "R2", "W4", "W4"])
    assert game.top == C("W4")
    assert game.phase == "color" and game.current == 1 and game.pending_draw == 0
    assert len(game.hands[1]) == 1


@pytest.mark.parametrize("first", ["RS", "RR", "RD2", "W", "W4"])
def test_2022_rule_returns_every_card_that_is_not_a_number(first):
    game = deal(first, first_card_number_only=True, stock=("G7", "G8"))
    turned = of_type(game.opening_events, CardTurned)
    assert turned[0] == CardTurned(C(first), True)
    assert game.top.rank.is_number and game.top in {C("G7"), C("G8")}
    assert C(first) in game.draw_pile
    assert game.current == 1 and game.phase == "play" and len(game.hands[1]) == 1


def test_without_the_2022_rule_an_action_card_stays():
    game = deal("RS", stock=("G7", "G8"))
    assert game.top == C("RS")


@pytest.mark.parametrize("first", ["WS", "WC"])
def test_first_wild_shuffle_or_customizable_is_a_wild(first):
    game = deal(first, edition="2018")
    before = [hand(game, s) for s in range(4)]
    assert game.phase == "color" and game.current == 1 and game.color is None
    assert not of_type(game.opening_events, HandsShuffled)
    game.apply(ChooseColor(1, RED))
    assert [hand(game, s) for s in range(4)] == before
    assert game.color is RED and game.current == 1


@pytest.mark.parametrize("first", ["R7", "R0"])
def test_first_seven_or_zero_swaps_nothing_under_seven_o(first):
    game = deal(first, seven_o=True)
    dealt = of_type(game.opening_events, Dealt)[0]
    assert [list(h) for h in game.hands] == [list(h) for h in dealt.hands]
    assert not of_type(game.opening_events, HandsSwapped) and not of_type(game.opening_events, HandsPassed)
    assert game.current == 1 and game.phase == "play"


def test_jumping_in_on_the_first_card_is_allowed():
    game = deal("R5", fill=["B1", "B2", "R5", "B4"], jump_in=True)  # seat 3 holds the red five
    assert Play(3, C("R5")) in game.legal_actions(3)
    game.apply(Play(3, C("R5")))
    assert game.is_over and game.winner == 3
