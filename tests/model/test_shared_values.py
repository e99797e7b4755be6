"""The hot paths build views and common events without their constructors: the values stay the same.

`Game.view` builds the PlayerView tuple directly, and a plain play's `CardPlayed`, `TurnSkipped`,
`UnoCalled` and `CardKept` are made once and shared. A field added to PlayerView but not to `view`, or
a shared event that says the wrong thing, fails here.
"""
from __future__ import annotations

import dataclasses
import random

import pytest
from uno_testkit import C, random_action, setup

from game.model import CardPlayed, Game, IllegalAction, Play, PlayerView, Rules


def test_a_view_is_a_whole_player_view() -> None:
    game = Game.new(5, Rules(seven_o=True, jump_in=True), seed=3)
    rng = random.Random(3)
    while not game.is_over:
        for seat in range(game.players):
            view = game.view(seat)
            assert type(view) is PlayerView
            assert len(view) == len(PlayerView._fields)
            assert view == PlayerView(*view)
            assert view.hand == game.hands[seat] and view.hand_sizes == tuple(map(len, game.hands))
        game.apply(random_action(game, rng))


def test_shared_events_say_what_happened_and_equal_fresh_ones() -> None:
    for seed in range(20):
        game = Game.new(4, Rules(stacking=True, jump_in=True), seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            action = random_action(game, rng)
            events = game.apply(action)
            for e in events:
                fresh = type(e)(**{f.name: getattr(e, f.name) for f in dataclasses.fields(e)})
                assert fresh == e and hash(fresh) == hash(e)
            if type(action) is Play:
                played = events[0]
                assert type(played) is CardPlayed and played.player == action.player
                assert played.card is action.card and played.color == action.color
                assert played.left == len(game.hands[action.player])


def test_a_plain_play_event_is_right_after_the_same_play_in_another_game() -> None:
    a = setup([["R1", "R2", "G3"], ["R4", "Y5"]], ["R9"], ["B1", "B2"])
    b = setup([["R1", "B7", "G3"], ["R4", "Y5"]], ["R9"], ["B1", "B2"])
    ea = a.apply(Play(0, C("R1")))[0]
    eb = b.apply(Play(0, C("R1")))[0]
    assert ea == eb == CardPlayed(0, C("R1"), None, False, None, 2)


def test_apply_listed_does_what_apply_does_for_listed_actions() -> None:
    for seed in range(25):
        rules = Rules(stacking=seed % 2 == 0, seven_o=seed % 3 == 0, jump_in=True, force_play=seed % 5 == 0)
        game = Game.new(2 + seed % 5, rules, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current if rng.random() < 0.8 else rng.randrange(game.players)
            legal = game.legal_actions(seat)
            if not legal:
                continue
            action = legal[rng.randrange(len(legal))]
            other = game.copy()
            assert game.apply_listed(action, legal) == other.apply(action)
            assert game.to_dict() == other.to_dict()


def test_apply_listed_checks_what_is_not_one_of_the_listed_objects() -> None:
    game = setup([["R1", "R2", "G3"], ["R4", "Y5"]], ["R9"], ["B1", "B2"])
    legal = game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply_listed(Play(0, C("G3")), legal)  # equal to nothing listed: checked, refused
    with pytest.raises(IllegalAction):
        game.apply_listed(Play(1, C("R4")), legal)  # not seat 1's turn
    same = Play(0, C("R1"))  # equal to a listed action but another object: checked, and legal
    assert same in legal and not any(a is same for a in legal)
    assert game.apply_listed(same, legal)[0] == CardPlayed(0, C("R1"), None, False, None, 2)
