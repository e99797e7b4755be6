"""Properties over random rule combinations, table sizes and seeds (hypothesis).

At every step of randomly played hands: cards are conserved, every legal action of every seat applies
without error, the awaited seat always has a move, `out_of_turn_seats()` names exactly the seats with an
out-of-turn action, and the hand ends within the action cap. A hand saved mid-way goes on identically,
and `is_legal` agrees with `legal_actions` on every candidate action.
"""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import candidate_actions, card_count, play_out, random_action, roundtrip

from game.model import MAX_ACTIONS, Game, IllegalAction, Rules

rules_strategy = st.builds(
    Rules,
    stacking=st.booleans(),
    seven_o=st.booleans(),
    jump_in=st.booleans(),
    draw_until_playable=st.booleans(),
    force_play=st.booleans(),
    challenge=st.booleans(),
    stack_mixed=st.booleans(),
    first_card_number_only=st.booleans(),
    edition=st.sampled_from(["classic", "2018"]),
    uno_penalty=st.integers(0, 6),
    hand_size=st.integers(1, 10),
    target_score=st.sampled_from([500, None]),
)
players_strategy = st.integers(2, 10)
seeds = st.integers(0, 2**32 - 1)

PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FULL_CHECK_STEPS = 120
"""Steps of each hand that get the costly checks (every action of every seat applied on a copy)."""


def deck_size(rules: Rules) -> int:
    return 112 if rules.edition == "2018" else 108


def check_position(game: Game, total: int, full: bool) -> None:
    """Check the invariants of one position."""
    assert card_count(game) == total == game.total_cards
    n = game.players
    if game.is_over:
        assert game.legal_actions() == [] and game.out_of_turn_seats() == []
        return
    assert (game.color is None) == (game.phase == "color")
    current = game.current
    turn = game.legal_actions()
    assert turn, "the awaited seat always has a move"
    assert all(a.player == current for a in turn)
    assert set(turn) <= set(game.legal_actions(current))
    if game.phase == "penalty":
        assert game.pending_draw > 0
    else:
        assert game.pending_draw == 0
    if not full:
        return
    with_chance = set()
    for seat in range(n):
        legal = game.legal_actions(seat)
        assert len(legal) == len(set(legal)), "each action is listed once"
        assert legal == game.legal_actions(seat), "the order is stable"
        extra = game.out_of_turn_actions(seat)
        assert set(extra) <= set(legal)
        if seat != current:
            assert set(legal) == set(extra)
        if extra:
            with_chance.add(seat)
        for action in legal:
            assert game.is_legal(action)
            other = game.copy()
            other.apply(action)
            assert card_count(other) == total
    assert set(game.out_of_turn_seats()) == with_chance


@PROPERTY
@given(rules=rules_strategy, players=players_strategy, seed=seeds)
def test_random_hands_keep_every_invariant(rules, players, seed):
    game = Game.new(players, rules, seed=seed)
    total = deck_size(rules)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        check_position(game, total, full=steps < FULL_CHECK_STEPS)
        game.apply(random_action(game, rng))
        steps += 1
        assert steps <= MAX_ACTIONS
    check_position(game, total, full=True)
    assert game.actions_taken <= MAX_ACTIONS
    if game.winner is not None:
        assert game.hands[game.winner] == ()
        others = sum(c.points for s, h in enumerate(game.hands) if s != game.winner for c in h)
        assert game.round_points() == others
    else:
        assert game.actions_taken == MAX_ACTIONS and game.round_points() == 0


@PROPERTY
@given(rules=rules_strategy, players=players_strategy, seed=seeds, steps=st.integers(0, 150))
def test_a_hand_saved_mid_way_goes_on_identically(rules, players, seed, steps):
    game = Game.new(players, rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(random_action(game, rng))
    loaded = roundtrip(game)
    assert loaded.to_dict() == game.to_dict()
    for seat in range(players):
        assert loaded.legal_actions(seat) == game.legal_actions(seat)
        assert loaded.view(seat) == game.view(seat)
    events_a = play_out(game, random.Random(seed + 1))
    events_b = play_out(loaded, random.Random(seed + 1))
    assert events_a == events_b
    assert loaded.to_dict() == game.to_dict()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, players=st.integers(2, 6), seed=seeds)
def test_is_legal_agrees_with_legal_actions_and_refusals_change_nothing(rules, players, seed):
    game = Game.new(players, rules, seed=seed)
    rng = random.Random(seed)
    checked = 0
    for step in range(200):
        if checked < 12 and (step % 9 == 0 or game.phase != "play" or game.exposed):
            checked += 1
            legal = {s: set(game.legal_actions(s)) for s in range(players)}
            before = game.to_dict()
            for action in candidate_actions(game):
                allowed = action in legal[action.player]
                assert game.is_legal(action) == allowed, action
                why = game.why_illegal(action)
                assert (why is None) == allowed, action
                if not allowed:
                    assert isinstance(why, str) and why and "\n" not in why
                    other = game.copy()
                    try:
                        other.apply(action)
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError(f"{action} was applied though not legal")
                    assert other.to_dict() == before, f"refusing {action} changed the state"
            assert game.to_dict() == before
        if game.is_over:
            break
        game.apply(random_action(game, rng, out_of_turn=0.3))
