"""Properties over random rule combinations, table sizes and seeds (hypothesis).

At every step of randomly played hands: cards are conserved, every legal action of every seat applies
without error, the awaited seat always has a move, `out_of_turn_seats()` names exactly the seats with an
out-of-turn action, and the hand ends within the action cap. A hand saved mid-way goes on identically,
and `is_legal` agrees with `legal_actions` on every candidate action. And every action has the effect the
rules give it, checked by a small oracle written from the rules.
"""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uno_testkit import candidate_actions, card_count, play_out, random_action, roundtrip

from game.model import (
    CUSTOM_WILDS,
    MAX_ACTIONS,
    Action,
    CallUno,
    CardPlayed,
    Catch,
    Challenge,
    ChallengeResolved,
    Draw,
    Event,
    Game,
    IllegalAction,
    Pass,
    Play,
    Rank,
    Rules,
)

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
    edition=st.sampled_from(["classic", "2018", "2018"]),
    uno_penalty=st.integers(0, 6),
    hand_size=st.integers(1, 10),
    target_score=st.sampled_from([500, None]),
    teams=st.booleans(),
    custom_wild=st.sampled_from(CUSTOM_WILDS),
)
"""Random rule combinations, teams and every Wild Customizable rule included (the 2018 deck, which has
the Wild Customizable, is drawn twice as often as the classic one)."""
players_strategy = st.integers(2, 10)


def table(players: int, rules: Rules) -> int:
    """Return `players`, made even and at least 4 when the rules play in teams."""
    if rules.teams:
        return min(10, max(4, players + players % 2))
    return players

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
    players = table(players, rules)
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
        if rules.teams:
            others = sum(c.points for s, h in enumerate(game.hands) if s % 2 != game.winner % 2 for c in h)
        else:
            others = sum(c.points for s, h in enumerate(game.hands) if s != game.winner for c in h)
        assert game.round_points() == others
    else:
        assert game.actions_taken == MAX_ACTIONS and game.round_points() == 0


@PROPERTY
@given(rules=rules_strategy, players=players_strategy, seed=seeds, steps=st.integers(0, 150))
def test_a_hand_saved_mid_way_goes_on_identically(rules, players, seed, steps):
    players = table(players, rules)
    game = Game.new(players, rules, seed=seed)
    play_out(game, random.Random(seed), limit=steps)
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
    players = table(players, rules)
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


def _available(game: Game) -> int:
    """Cards a draw can reach now: the stock and the discard pile under its top card."""
    return game.draw_pile_size + len(game.discard_pile) - 1


def check_effect(before: Game, action: Action, after: Game, events: list[Event], bluffs: dict[int, bool]) -> None:
    """Check that one applied action had the effect the rules give it (an oracle written from RULES.md
    and docs/rules.md, independent of the model's code)."""
    rules = before.rules
    n = before.players
    d0 = before.direction
    if isinstance(action, Play):
        p, card = action.player, action.card
        played = [e for e in events if isinstance(e, CardPlayed)]
        assert played and played[0].card == card and played[0].jump_in == (p != before.current)
        assert after.top == card
        assert after.color is (action.color if card.wild else card.color)
        rest = list(before.hands[p])
        rest.remove(card)
        if card.rank is Rank.WILD_DRAW_FOUR:
            bluffs[after.actions_taken] = any(c.color is before.color for c in rest)
        custom = rules.custom_wild if card.rank is Rank.WILD_CUSTOMIZABLE else None
        if custom == "discard_color":
            rest = [c for c in rest if c.color is not action.color]
            gone = len(before.hands[p]) - 1 - len(rest)
            assert list(after.discard_pile[len(after.discard_pile) - 1 - gone : -1]) == [c for c in before.hands[p] if c.color is action.color]
        if after.is_over and after.winner == p:
            assert not rest
            if custom == "others_draw_one":
                assert all(len(after.hands[s]) <= len(before.hands[s]) + 1 for s in range(n) if s != p)
            return
        if after.is_over:
            return  # the action cap
        pending_before = before.pending_draw if before.phase == "penalty" else 0
        nxt = (p + d0) % n
        rank = card.rank
        if rank is Rank.SKIP:
            assert after.current == (p + 2 * d0) % n and after.direction == d0
        elif rank is Rank.REVERSE:
            assert after.direction == -d0
            assert after.current == (p if n == 2 else (p - d0) % n)
        elif rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR):
            add = 2 if rank is Rank.DRAW_TWO else 4
            if rules.stacking or (rank is Rank.WILD_DRAW_FOUR and rules.challenge):
                assert after.phase == "penalty" and after.current == nxt
                assert after.pending_draw == pending_before + add
            else:
                assert after.phase == "play" and after.current == (nxt + d0) % n
                if nxt != p:
                    grew = len(after.hands[nxt]) - len(before.hands[nxt])
                    # the card just played goes on top: everything under it can be reshuffled
                    assert grew == min(add, before.draw_pile_size + len(before.discard_pile))
        elif custom is not None:
            assert after.direction == d0
            assert after.current == (p if custom == "skip_everyone" else nxt)
            assert (action.target is not None) == (custom in ("swap_hands", "target_draws_two"))
            if custom == "swap_hands":
                t = action.target
                assert Counter(after.hands[p]) == Counter(before.hands[t])
                assert Counter(after.hands[t]) == Counter(rest)
            elif custom == "discard_color":
                assert Counter(after.hands[p]) == Counter(rest)
            for s in range(n):
                if s == p or (custom == "swap_hands" and s == action.target):
                    continue
                grew = len(after.hands[s]) - len(before.hands[s])
                if custom == "others_draw_one":
                    assert grew in (0, 1) and (grew == 1 or _available(before) < n - 1)
                elif custom == "target_draws_two" and s == action.target:
                    assert grew == min(2, _available(before) + 1)
                else:
                    assert Counter(after.hands[s]) == Counter(before.hands[s])
        else:
            assert after.current == nxt and after.direction == d0
            if rules.seven_o and rank is Rank.SEVEN:
                t = action.target
                assert Counter(after.hands[p]) == Counter(before.hands[t])
                assert Counter(after.hands[t]) == Counter(rest)
            elif rules.seven_o and rank is Rank.ZERO:
                for s in range(n):
                    held = rest if s == p else list(before.hands[s])
                    assert Counter(after.hands[(s + d0) % n]) == Counter(held)
            elif rank is Rank.WILD_SHUFFLE_HANDS:
                left = sum(len(h) for h in before.hands) - 1
                sizes = [len(h) for h in after.hands]
                assert sum(sizes) == left
                for i in range(n):
                    seat = (p + 1 + i) % n
                    assert sizes[seat] == left // n + (1 if i < left % n else 0)
            else:
                for s in range(n):
                    if s != p:
                        assert Counter(after.hands[s]) == Counter(before.hands[s])
    elif isinstance(action, Challenge):
        (resolved,) = [e for e in events if isinstance(e, ChallengeResolved)]
        bluff = bluffs[max(bluffs)]
        assert resolved.bluff == bluff
        pending = before.pending_draw
        accused = resolved.accused
        if bluff:
            assert resolved.loser == accused and resolved.penalty == pending
            assert after.current == action.player
        else:
            assert resolved.loser == action.player and resolved.penalty == pending + 2
            assert after.current == (action.player + d0) % n
        assert after.color is before.color and after.phase == "play"
    elif isinstance(action, Draw):
        p = action.player
        if before.phase == "penalty":
            assert after.current == (p + d0) % n and after.phase == "play"
            assert len(after.hands[p]) - len(before.hands[p]) == min(before.pending_draw, _available(before))
        elif not after.is_over:
            grew = len(after.hands[p]) - len(before.hands[p])
            if not rules.draw_until_playable:
                assert grew == min(1, _available(before))
            if after.phase == "drawn":
                assert after.current == p and after.drawn_card in after.hands[p]
                assert after.drawn_card not in before.hands[p] or grew > 0
            else:
                assert after.current == (p + d0) % n
    elif isinstance(action, Pass):
        assert after.current == (action.player + d0) % n
    elif isinstance(action, Catch):
        grew = len(after.hands[action.target]) - len(before.hands[action.target])
        assert grew <= rules.uno_penalty
        if _available(before) >= rules.uno_penalty:
            assert grew == rules.uno_penalty
        assert after.current == before.current and after.phase == before.phase
    elif isinstance(action, CallUno):
        assert after.uno_called[action.player] and after.hands == before.hands
        assert after.current == before.current and after.phase == before.phase


def check_uno_window(before: Game, action: Action, after: Game) -> None:
    """The catch window: opened by going down to one card uncalled (or receiving a single card when hands
    move), closed by the next Play, Draw, Pass, Challenge or ChooseColor, untouched by CallUno and Catch."""
    if after.is_over:
        assert after.exposed == ()
        return
    for s in range(after.players):
        if len(after.hands[s]) > len(before.hands[s]):
            assert not after.uno_called[s], "a call is forgotten when the hand grows"
    if isinstance(action, CallUno):
        assert set(after.exposed) == set(before.exposed) - {action.player}
    elif isinstance(action, Catch):
        assert set(after.exposed) == set(before.exposed) - {action.target}
    elif isinstance(action, Play):
        p, rank = action.player, action.card.rank
        moved = (
            (before.rules.seven_o and rank in (Rank.SEVEN, Rank.ZERO))
            or rank is Rank.WILD_SHUFFLE_HANDS
            or (rank is Rank.WILD_CUSTOMIZABLE and before.rules.custom_wild == "swap_hands")
        )
        if moved:
            # a swap (a 7, a Wild Customizable) moves two hands; a 0 or a Wild Shuffle Hands every hand
            target = getattr(action, "target", None)
            seats = {p, target} if target is not None else set(range(after.players))
            for s in range(after.players):
                assert after.uno_called[s] == (s not in seats and before.uno_called[s]), (
                    "a call is forgotten with its hand, and kept where the hand did not move")
            assert set(after.exposed) == {
                s for s, h in enumerate(after.hands) if len(h) == 1 and not after.uno_called[s]}
        else:
            uncalled = len(after.hands[p]) == 1 and not before.uno_called[p]
            assert set(after.exposed) == ({p} if uncalled else set())
    else:
        assert after.exposed == ()


@PROPERTY
@given(rules=rules_strategy, players=players_strategy, seed=seeds)
def test_every_action_has_the_effect_the_rules_give(rules, players, seed):
    players = table(players, rules)
    game = Game.new(players, rules, seed=seed)
    rng = random.Random(seed)
    bluffs: dict[int, bool] = {}
    for _ in range(600):
        if game.is_over:
            break
        action = random_action(game, rng, out_of_turn=0.3)
        before = game.copy()
        events = game.apply(action)
        check_effect(before, action, game, events, bluffs)
        check_uno_window(before, action, game)
