"""Going out, scoring, the drawn hand, and matches (RULES.md "Going out and scoring", MODEL_API.md
"A match", docs/rules.md "Scoring and matches")."""
from __future__ import annotations

import json
import random

import pytest
from uno_testkit import GREEN, C, candidate_actions, hand, of_type, play_out, random_action, setup

from game.model import (
    MAX_ACTIONS,
    CardsDrawn,
    Challenge,
    DealerChosen,
    Draw,
    HandOver,
    IllegalAction,
    Match,
    Play,
    Rules,
)

# --------------------------------------------------------------------------------------- going out


def test_playing_the_last_card_ends_the_hand_at_once():
    game = setup([["R1"], ["G1", "G2"], ["Y1", "YS"]], ["R5"], ["B1"])
    events = game.apply(Play(0, C("R1")))
    assert game.is_over and game.phase == "over" and game.winner == 0
    (over,) = of_type(events, HandOver)
    assert over.winner == 0 and over.points == 1 + 2 + 1 + 20 == game.round_points()
    assert [sorted(str(c) for c in h) for h in over.hands] == [[], ["G1", "G2"], ["Y1", "YS"]]
    assert game.exposed == ()
    for seat in range(3):
        assert game.legal_actions(seat) == []
    assert game.legal_actions() == [] and game.out_of_turn_seats() == []
    before = game.to_dict()
    for action in candidate_actions(game):
        with pytest.raises(IllegalAction):
            game.apply(action)
    assert game.to_dict() == before


def test_points_are_counted_as_the_rules_say_2018_cards_included():
    hands = [["R9"], ["R5", "GS", "W4", "YR", "R0"], ["WS", "WC", "BD2", "W", "B7"]]
    game = setup(hands, ["R1"], ["B1"], rules=Rules(edition="2018"))
    game.apply(Play(0, C("R9")))
    assert game.round_points() == (5 + 20 + 50 + 20 + 0) + (40 + 40 + 20 + 50 + 7)


def test_no_points_while_the_hand_goes_on():
    game = setup([["R1", "R2"], ["G1"]], ["R5"], ["B1"])
    assert game.round_points() == 0 and game.winner is None and not game.is_over


@pytest.mark.parametrize("rules", [Rules(), Rules(stacking=True)])
def test_a_draw_two_as_the_last_card_is_still_drawn_and_counted(rules):
    game = setup([["RD2"], ["G1"], ["Y1"]], ["R5"], ["B2", "B3", "B4"], rules=rules)
    events = game.apply(Play(0, C("RD2")))
    assert game.is_over and game.winner == 0
    assert hand(game, 1) == ["B2", "B3", "G1"]
    assert [(e.player, e.count) for e in of_type(events, CardsDrawn)] == [(1, 2)]
    assert game.round_points() == 1 + 2 + 3 + 1
    kinds = [type(e) for e in events]
    assert kinds.index(CardsDrawn) < kinds.index(HandOver)


@pytest.mark.parametrize("rules", [Rules(), Rules(challenge=False), Rules(stacking=True)])
def test_a_wild_draw_four_as_the_last_card_is_drawn_at_once_and_counted(rules):
    game = setup([["W4"], ["G1"], ["Y1"]], ["R5"], ["B2", "B3", "B4", "B5", "B6"], rules=rules)
    game.apply(Play(0, C("W4"), GREEN))
    assert game.is_over and game.winner == 0
    assert hand(game, 1) == ["B2", "B3", "B4", "B5", "G1"]
    assert game.round_points() == 1 + 2 + 3 + 4 + 5 + 1
    with pytest.raises(IllegalAction):
        game.apply(Challenge(1))


def test_the_last_draw_card_hits_the_next_seat_in_the_direction_of_play():
    game = setup([["RD2"], ["G1"], ["Y1"]], ["R5"], ["B2", "B3"], direction=-1)
    game.apply(Play(0, C("RD2")))
    assert len(game.hands[2]) == 3 and len(game.hands[1]) == 1


# ------------------------------------------------------------------------------------ drawn hands


def test_a_hand_of_5000_actions_ends_drawn():
    assert MAX_ACTIONS == 5000
    game = setup([["G1"], ["G2"]], ["R5"], [])  # nothing to draw and nothing to play: a loop
    for i in range(MAX_ACTIONS - 1):
        game.apply(Draw(game.current))
        assert not game.is_over, i
    events = game.apply(Draw(game.current))
    assert game.is_over and game.winner is None and game.round_points() == 0
    assert of_type(events, HandOver)[0].winner is None
    assert game.actions_taken == MAX_ACTIONS
    assert game.legal_actions() == []


# ------------------------------------------------------------------------------------------ matches


def finish_hand(match: Match, rng: random.Random) -> None:
    play_out(match.game, rng)
    assert match.game.is_over


def test_a_new_match_starts_level_with_the_dealer_by_the_draw():
    match = Match.new(4, seed=5)
    (chosen,) = [e for e in match.game.opening_events if isinstance(e, DealerChosen)]
    assert chosen.dealer == match.dealer
    assert match.scores == [0, 0, 0, 0]
    assert match.dealer == match.game.dealer
    assert not match.is_over and match.winner is None
    with pytest.raises(ValueError):
        match.next_round()


def test_scores_count_the_hand_just_ended_and_the_deal_passes_left():
    rng = random.Random(1)
    match = Match.new(3, seed=11)
    dealers = [match.dealer]
    totals = [0, 0, 0]
    for _ in range(3):
        finish_hand(match, rng)
        game = match.game
        if game.winner is not None:
            totals[game.winner] += game.round_points()
        assert match.scores == totals  # the hand just ended is counted before next_round
        if match.is_over:
            break
        match.next_round()
        assert match.scores == totals
        dealers.append(match.dealer)
        assert not match.game.is_over
    assert len(dealers) >= 2
    assert all(dealers[i + 1] == (dealers[i] + 1) % 3 for i in range(len(dealers) - 1))


@pytest.mark.parametrize("seed", [0, 1])
def test_the_match_ends_when_a_seat_reaches_the_target(seed):
    rng = random.Random(seed)
    match = Match.new(2, Rules(target_score=150), seed=seed)
    hands = 0
    while True:
        finish_hand(match, rng)
        hands += 1
        if match.is_over:
            break
        assert max(match.scores) < 150
        match.next_round()
    assert max(match.scores) >= 150
    assert match.winner == match.game.winner and match.scores[match.winner] >= 150
    assert hands == len(match.history) + 1
    with pytest.raises(ValueError):
        match.next_round()


def test_target_none_plays_a_single_hand():
    match = Match.new(4, Rules(target_score=None), seed=2)
    finish_hand(match, random.Random(2))
    assert match.is_over and match.winner == match.game.winner
    with pytest.raises(ValueError):
        match.next_round()


def test_a_drawn_hand_scores_nothing_and_the_match_deals_again():
    match = Match.new(3, seed=4)
    data = match.to_dict()
    data["game"]["actions"] = MAX_ACTIONS - 1
    match = Match.from_dict(data)
    dealer = match.dealer
    match.game.apply(Draw(match.game.current) if match.game.phase != "color" else match.game.legal_actions()[0])
    assert match.game.is_over and match.game.winner is None
    assert match.scores == [0, 0, 0] and not match.is_over
    match.next_round()
    assert match.dealer == (dealer + 1) % 3 and match.scores == [0, 0, 0]


def test_match_saves_round_trip_and_go_on_identically():
    rng = random.Random(9)
    match = Match.new(3, Rules(stacking=True), seed=9)
    finish_hand(match, rng)
    match.next_round()
    for _ in range(10):
        if not match.game.is_over:
            match.game.apply(random_action(match.game, rng))
    data = match.to_dict()
    text = json.dumps(data)
    loaded = Match.from_dict(json.loads(text))
    assert loaded.to_dict() == data
    assert loaded.scores == match.scores and loaded.dealer == match.dealer
    r1, r2 = random.Random(3), random.Random(3)
    for _ in range(4):
        if match.is_over:
            break
        ev1 = play_out(match.game, r1)
        ev2 = play_out(loaded.game, r2)
        assert ev1 == ev2 and match.scores == loaded.scores
        if match.is_over:
            break
        match.next_round()
        loaded.next_round()
        assert match.game.to_dict() == loaded.game.to_dict()


def test_match_save_of_unknown_version_or_damaged_is_a_value_error():
    data = Match.new(2, seed=1).to_dict()
    for bad in ({**data, "version": 99}, {**data, "format": "x"}, {**data, "players": 3},
                {**data, "banked": [0]}, {**data, "game": {}}, {**data, "rules": {"bogus": 1}},
                {k: v for k, v in data.items() if k != "rng"}, None, [], "match"):
        with pytest.raises(ValueError) as info:
            Match.from_dict(bad)
        assert "\n" not in str(info.value)
