"""Invariants of UNO Flip! over random hands with random house rules (hypothesis; issue 21 "Must show").

At every step: the cards are conserved (the printed deck, whichever side shows), every card shows the
side in play, every legal action of every seat applies, no view and no event a seat sees holds the back
of that seat's own cards (nor any two-sided card), and the hand saved and read back is the same hand.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import random_action

from game.model import CardsDrawn, Dealt, Event, Game, Rules, TableTurned, standard_deck
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


def check_events(events: list[Event], game: Game) -> None:
    for p in range(game.players):
        for event in events:
            seen = event.seen_by(p)
            assert all(c.back is None for c in _cards(tuple(getattr(seen, f) for f in seen.__dataclass_fields__)))
            if isinstance(event, CardsDrawn) and event.cards is not None:
                shown = seen.cards  # type: ignore[attr-defined]
                mine = event.player == p
                assert shown == tuple(c.face if mine else c.back.face for c in event.cards)  # type: ignore[union-attr]
            if isinstance(event, TableTurned):
                assert seen.hands[p] == tuple(c.face for c in event.hands[p])  # type: ignore[attr-defined]
            if isinstance(event, Dealt):
                assert all(h is None for s, h in enumerate(seen.hands) if s != p)  # type: ignore[attr-defined]


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
