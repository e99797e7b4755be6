"""Events and views: each seat sees only what the rules show it (MODEL_API.md "Events", "PlayerView")."""
from __future__ import annotations

import dataclasses
import random

import pytest
from uno_testkit import GREEN, C, all_rules, of_type, random_action, setup

from game.model import (
    Card,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    Challenge,
    ChallengeResolved,
    DealerChosen,
    Dealt,
    Draw,
    Event,
    Game,
    HandOver,
    Play,
    PlayerView,
    Rules,
)


def _cards_in(value: object) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in _cards_in(v)]
    return []


def private_cards(view: PlayerView) -> list[Card]:
    """Every card a view holds outside the public discard pile."""
    out: list[Card] = []
    for name in view._fields:
        if name in ("discard_pile", "top"):
            continue
        out.extend(_cards_in(getattr(view, name)))
    return out


# ----------------------------------------------------------------------------------------- events


def test_events_are_frozen_dataclasses():
    game = Game.new(4, seed=1)
    for event in game.opening_events:
        assert isinstance(event, Event) and dataclasses.is_dataclass(event)
        field = dataclasses.fields(event)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, field, None)


def test_opening_events_tell_the_deal_in_order():
    game = Game.new(4, seed=1)
    kinds = [type(e) for e in game.opening_events]
    assert kinds[:3] == [DealerChosen, Dealt, CardTurned]
    dealt = of_type(game.opening_events, Dealt)[0]
    assert dealt.counts == (7, 7, 7, 7) and dealt.dealer == game.dealer


def test_dealt_shows_each_seat_only_its_own_hand():
    game = Game.new(4, seed=1, dealer=0, deck=None)
    dealt = of_type(game.opening_events, Dealt)[0]
    for seat in range(4):
        seen = dealt.seen_by(seat)
        assert seen.hands[seat] == dealt.hands[seat]
        assert all(h is None for s, h in enumerate(seen.hands) if s != seat)
        assert seen.counts == dealt.counts


def test_drawn_cards_are_shown_only_to_the_drawer():
    game = setup([["R1", "R2"], ["G1", "G2"], ["Y1", "Y2"]], ["B5"], ["Y7", "Y8"])
    (drawn,) = of_type(game.apply(Draw(0)), CardsDrawn)
    assert drawn.seen_by(0).cards == (C("Y7"),)
    for seat in (1, 2):
        hidden = drawn.seen_by(seat)
        assert hidden.cards is None and hidden.count == 1 and hidden.player == 0


def test_a_penalty_draw_is_hidden_from_others_too():
    game = setup([["RD2", "R2", "R3"], ["G1", "G2"], ["Y1", "Y2"]], ["R5"], ["Y7", "Y8"])
    (drawn,) = of_type(game.apply(Play(0, C("RD2"))), CardsDrawn)
    assert drawn.player == 1 and drawn.seen_by(1).cards == (C("Y7"), C("Y8"))
    assert drawn.seen_by(0).cards is None and drawn.seen_by(2).cards is None
    assert drawn.seen_by(2).count == 2


def test_challenge_shows_the_hand_to_challenger_and_accused_only():
    game = setup([["W4", "R1", "G5"], ["B1", "B2"], ["Y9", "Y8", "Y7"], ["Y1", "Y2", "Y3"]], ["R5"],
                 ["B5", "B6", "B7", "B8"])
    game.apply(Play(0, C("W4"), GREEN))
    (r,) = of_type(game.apply(Challenge(1)), ChallengeResolved)
    assert r.hand is not None
    assert r.seen_by(0).hand == r.hand == r.seen_by(1).hand
    assert r.seen_by(2).hand is None and r.seen_by(3).hand is None


def test_the_hand_over_shows_every_hand_to_everyone():
    game = setup([["R1"], ["G1", "G2"], ["Y1"]], ["R5"], [])
    (over,) = of_type(game.apply(Play(0, C("R1"))), HandOver)
    for seat in range(3):
        assert over.seen_by(seat) == over


def test_cards_played_are_public():
    game = setup([["R1", "R2", "R3"], ["G1", "G2"]], ["R5"], [])
    (played,) = of_type(game.apply(Play(0, C("R1"))), CardPlayed)
    assert played.seen_by(1) == played and played.left == 2


# ------------------------------------------------------------------------------------------ views


def test_view_holds_what_the_contract_names():
    game = setup([["R1", "R2", "R3"], ["G1", "G2"], ["Y1"]], ["B9", "R5"], ["Y7", "Y8"])
    view = game.view(1)
    assert view.player == 1 and view.players == 3
    assert view.hand == game.hands[1]
    assert view.hand_sizes == (3, 2, 1)
    assert view.top == C("R5") and view.color is game.color
    assert view.direction == 1 and view.current == 0 and view.phase == "play"
    assert view.pending_draw == 0 and view.discard_pile == (C("B9"), C("R5"))
    assert view.draw_pile_size == 2 and view.rules == Rules()
    assert not view.my_turn and game.view(0).my_turn


def test_view_holds_no_card_of_another_hand():
    game = setup([["R1", "R2", "R3"], ["G1", "G2"], ["Y1", "Y4"]], ["B9"], ["B7", "B8"])
    game.apply(Draw(0))  # B7 matches: phase "drawn"
    assert game.phase == "drawn"
    assert game.view(0).drawn_card == C("B7")
    for seat in (1, 2):
        assert game.view(seat).drawn_card is None
        assert set(private_cards(game.view(seat))) <= set(game.hands[seat])


@pytest.mark.parametrize("seed", range(6))
def test_no_view_ever_holds_another_hands_card(seed):
    rules = all_rules(edition="2018") if seed % 2 else Rules()
    game = Game.new(3 + seed, rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.is_over:
            break
        for seat in range(game.players):
            view = game.view(seat)
            assert set(private_cards(view)) <= set(game.hands[seat])
            assert view.hand == game.hands[seat]
            assert view.hand_sizes == tuple(len(h) for h in game.hands)
        events = game.apply(random_action(game, rng))
        for event in events:
            for seat in range(game.players):
                seen = event.seen_by(seat)
                if isinstance(event, CardsDrawn) and event.player != seat:
                    assert seen.cards is None
                if isinstance(event, ChallengeResolved) and seat not in (event.player, event.accused):
                    assert seen.hand is None
