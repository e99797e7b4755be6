"""Invariants of UNO Flip! over random hands with random house rules (hypothesis; issue 21 "Must show").

At every step: the cards are conserved (the printed deck, whichever side shows), every card shows the
side in play, every legal action of every seat applies, no view and no event a seat sees holds the back
of that seat's own cards (nor any two-sided card), the table's public backs are the true ones (the
others' hands, the draw pile's top), and the hand saved and read back is the same hand. Over matches of
several hands, a save read back at any point plays on exactly as the match it was taken from.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import random_action

from game.model import (
    CardPlayed,
    CardsDrawn,
    DealerChosen,
    Dealt,
    Event,
    Game,
    Match,
    Rules,
    TableTurned,
    standard_deck,
)
from game.model.checks import light_up

flip_rules = st.builds(
    Rules,
    edition=st.just("flip"),
    stacking=st.booleans(),
    stack_mixed=st.booleans(),
    seven_o=st.booleans(),
    jump_in=st.booleans(),
    draw_until_playable=st.booleans(),
    force_play=st.booleans(),
    challenge=st.booleans(),
    first_card_number_only=st.booleans(),
    teams=st.booleans(),
    uno_penalty=st.integers(0, 4),
    hand_size=st.integers(1, 10),
)
DECK = Counter(standard_deck("flip"))


def _cards(value: Any) -> list[Any]:
    """Every card inside an event's or a view's fields."""
    from game.model import Card

    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [c for v in value for c in _cards(v)]
    return []


def check_position(game: Game) -> None:
    every = [c for h in game.hands for c in h] + list(game.discard_pile) + list(game.draw_pile)
    assert Counter(map(light_up, every)) == DECK
    side = game.side
    assert all(c.side in (side, None) and c.back is not None for c in every)
    assert game.color is None or game.color in game.colors
    for p in range(game.players):
        view = game.view(p)
        assert view.side == side
        own = game.hands[p]
        assert view.hand == tuple(c.face for c in own) and view.backs[p] == ()
        for s in range(game.players):
            if s != p:
                assert view.backs[s] == tuple(c.back.face for c in game.hands[s])  # type: ignore[union-attr]
        assert all(c.back is None for c in _cards(tuple(view)))  # one-sided cards only: no back of its own
        stock = game.draw_pile
        assert view.stock_back == (stock[0].back.face if stock else None)  # type: ignore[union-attr]
        assert view.top == game.top.face and view.discard_size == len(game.discard_pile)
        shown = tuple(c.face for c in game.discard_pile[len(game.discard_pile) - len(view.discard_pile):])
        assert view.discard_pile == shown and view.discard_pile[-1] == view.top


def check_events(events: list[Event], game: Game) -> None:
    for p in range(game.players):
        for event in events:
            seen = event.seen_by(p)
            assert all(c.back is None for c in _cards(tuple(getattr(seen, f) for f in seen.__dataclass_fields__)))
            if isinstance(event, CardsDrawn) and event.cards is not None:
                shown = seen.cards  # type: ignore[attr-defined]
                mine = event.player == p
                assert shown == tuple(c.face if mine else c.back.face for c in event.cards)  # type: ignore[union-attr]
            if isinstance(event, CardPlayed):  # the table saw the card's other side in the player's hand
                back = seen.back  # type: ignore[attr-defined]
                assert back == (None if event.player == p else event.card.back.face)  # type: ignore[union-attr]
            if isinstance(event, DealerChosen):  # the cut: each card's other side, as the stock showed it
                assert seen.backs == tuple(c.back.face for _s, c in event.draws)  # type: ignore[attr-defined, union-attr]
            if isinstance(event, TableTurned):
                assert seen.hands[p] == tuple(c.face for c in event.hands[p])  # type: ignore[attr-defined]
            if isinstance(event, Dealt):
                assert all(h is None for s, h in enumerate(seen.hands) if s != p)  # type: ignore[attr-defined]
                assert seen.backs == tuple(() if s == p else tuple(c.back.face for c in h)  # type: ignore[attr-defined, union-attr]
                                           for s, h in enumerate(event.hands) if h is not None)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=flip_rules, players=st.integers(2, 10), seed=st.integers(0, 2**32 - 1))
def test_random_flip_hands_keep_every_invariant(rules: Rules, players: int, seed: int) -> None:
    if rules.teams:
        players = min(10, max(4, players + players % 2))
    if rules.problems(players):
        return
    game = Game.new(players, rules, seed=seed)
    rng = random.Random(seed)
    check_events(list(game.opening_events), game)
    for step in range(400):
        if game.is_over:
            break
        check_position(game)
        for p in range(players):  # every legal action of every seat applies
            for action in game.legal_actions(p):
                game.copy().apply(action)
        if step % 9 == 0:
            again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
            assert again.to_dict() == game.to_dict() and again.hands == game.hands
            assert again.legal_actions() == game.legal_actions()
            game = again
        events = game.apply(random_action(game, rng))
        check_events(events, game)
    check_position(game)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=flip_rules, players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1),
       save_at=st.lists(st.integers(0, 1500), min_size=1, max_size=6))
def test_flip_match_saves_play_on_as_the_match_they_were_taken_from(
        rules: Rules, players: int, seed: int, save_at: list[int]) -> None:
    if rules.teams:
        players = min(10, max(4, players + players % 2))
    rules = Rules.from_dict({**rules.to_dict(), "target_score": 1000})
    if rules.problems(players):
        return
    match = Match.new(players, rules, seed=seed)
    rng = random.Random(seed)
    step = 0
    for _ in range(3):  # hands
        game = match.game
        while not game.is_over and step < 2000:
            if step in save_at:
                again = Match.from_dict(json.loads(json.dumps(match.to_dict())))
                assert again.to_dict() == match.to_dict() and again.game.hands == game.hands
                assert again.game.side == game.side and again.game.view(0) == game.view(0)
                action = random_action(game, random.Random(step))
                assert again.game.apply(action) == game.apply(action)  # the same events, cards and all
                assert again.game.to_dict() == game.to_dict()
                match, game = again, again.game
            else:
                game.apply(random_action(game, rng))
            step += 1
            if step % 16 == 0:
                check_position(game)
        if match.is_over or not game.is_over:
            break
        again = Match.from_dict(json.loads(json.dumps(match.to_dict())))
        assert again.next_round().to_dict() == match.next_round().to_dict()  # the same next deal
        assert again.scores == match.scores
