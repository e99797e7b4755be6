"""The questions the UI used to answer itself, asked of the model (issue 18, defects 2, 4 and 5).

Teams and who scores (`game.model.teams`), a match's places, the challenge's stakes, when Uno is due,
the hand sizes a deck can deal, the house rules without the match length, why a stack is refused,
which seat a Wild Customizable makes draw, and the table's own refusal of a person's jump-in while
several people share the screen (`Session`).
"""
from __future__ import annotations

import pytest
from uno_testkit import setup

from game.model import IllegalAction, Match, Play, Reason, Rules
from game.model.cards import Card
from game.model.events import HandsPassed, HandsSwapped, handed_one_card
from game.model.rules import CHALLENGE_EXTRA, challenge_stakes, why_not_stack
from game.model.teams import (
    TEAM_NAMES,
    partners_of,
    places,
    scoring_seats,
    seat_points,
    seat_teams,
    side_of,
    team_of,
    team_seats,
)
from game.session import MatchConfig, SeatSetup, Session

TEAMS = Rules(teams=True)
C = Card.parse


def test_teams_are_the_even_and_the_odd_seats() -> None:
    assert [team_of(TEAMS, s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert team_of(Rules(), 3) is None
    assert team_seats(TEAMS, 6, 1) == (1, 3, 5) and team_seats(Rules(), 6, 1) == ()
    assert seat_teams(TEAMS, 4) == (0, 1, 0, 1) and seat_teams(Rules(), 4) == ()
    assert partners_of(TEAMS, 6, 2) == (0, 4) and partners_of(Rules(), 6, 2) == ()
    assert side_of(TEAMS, 4, 3) == (1, 3) and side_of(Rules(), 4, 3) == (3,)
    assert TEAM_NAMES == ("Team A", "Team B")


def test_a_team_hand_scores_the_opponents_cards_only() -> None:
    hands = [[], [C("R5")], [C("B9"), C("G2")], [C("W4")]]  # seat 0 went out; seat 2 is its partner
    assert scoring_seats(TEAMS, 4, 0) == (1, 3)
    assert seat_points(TEAMS, hands, 0) == (0, 5, 0, 50)
    assert seat_points(Rules(), hands, 0) == (0, 5, 11, 50)
    assert scoring_seats(TEAMS, 4, None) == () and seat_points(TEAMS, hands, None) == (0, 0, 0, 0)


def test_the_game_scores_with_the_same_query() -> None:
    game = setup([["R1"], ["B9"], ["G7", "G2"], ["Y3"]], ["R5"], rules=TEAMS)
    events = game.apply(Play(0, game.hands[0][0]))
    over = events[-1]
    assert game.round_points() == 3 + 9 == sum(seat_points(TEAMS, over.hands, 0))  # type: ignore[attr-defined]
    assert game.view(1).scoring_seats(0) == (1, 3)
    assert game.team_of(3) == 1 and game.partners(1) == (3,)


def test_places_rank_a_team_as_one_and_share_ties() -> None:
    assert places(TEAMS, [120, 40, 120, 40], winner=2) == (1, 2, 1, 2)
    assert places(TEAMS, [40, 40, 40, 40]) == (1, 1, 1, 1)
    assert places(Rules(), [120, 40, 120, 10], winner=2) == (2, 3, 1, 4)
    assert places(Rules(), [10, 40, 40, 0]) == (3, 1, 1, 4)


def test_a_match_ranks_and_names_its_winners() -> None:
    match = Match.new(4, Rules(teams=True, target_score=None), seed=3)
    game = match.game
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    winner = game.winner
    assert winner is not None
    places_now = match.places()
    assert places_now[winner] == 1 and places_now[(winner + 2) % 4] == 1
    assert sorted(places_now) == [1, 1, 2, 2]
    assert match.won_by(winner) and match.won_by((winner + 2) % 4) and not match.won_by((winner + 1) % 4)


def test_the_challenge_stakes_come_from_the_model() -> None:
    assert challenge_stakes(4) == (4, 4 + CHALLENGE_EXTRA) == (4, 6)
    game = setup([["W4", "R1", "R2"], ["B1", "B2"]], ["R5"])
    game.apply(Play(0, C("W4"), color=C("B1").color))
    view = game.view(1)
    assert view.challenge_stakes == (4, 6)
    assert game.view(0).challenge_stakes == (4, 6) and setup([["R1"], ["B1"]], ["R5"]).view(0).challenge_stakes == (0, 0)


def test_uno_is_due_with_two_cards_not_yet_called() -> None:
    game = setup([["R1", "R2"], ["B1", "B2", "B3"]], ["R5"])
    assert game.view(0).uno_due and not game.view(1).uno_due
    from game.model import CallUno

    game.apply(CallUno(0))
    assert not game.view(0).uno_due


def test_the_hand_sizes_a_deck_can_deal() -> None:
    assert list(Rules().hand_sizes(2)) == list(range(1, 21))
    assert Rules().hand_sizes(10)[-1] == Rules().max_hand_size(10) == 10


def test_house_rules_without_the_match_length() -> None:
    rules = Rules(stacking=True, target_score=300)
    assert rules.house_rules() == ["Stacking", "Match to 300"]
    assert rules.house_rules(length=False) == ["Stacking"]
    assert Rules(target_score=None).house_rules(length=False) == []


def test_a_refused_stack_says_why() -> None:
    mixed = Rules(stacking=True, stack_mixed=True)
    game = setup([["W4", "R1", "R2"], ["RD2", "BD2", "B3"]], ["R5"], rules=mixed)
    game.apply(Play(0, C("W4"), color=C("B1").color))  # blue named
    refusal = game.refusal(Play(1, C("RD2")))
    assert refusal is not None and refusal.reason is Reason.CANNOT_STACK
    assert "Draw Two of the colour named (blue)" in refusal.message
    assert game.refusal(Play(1, C("BD2"))) is None  # the colour named may answer
    plain = Rules(stacking=True)
    assert "mixed stacking" in why_not_stack(plain, C("W4"), C("RD2"), C("R1").color)
    assert "only a Draw Two answers a Draw Two" in why_not_stack(plain, C("RD2"), C("W4"), None)


def test_which_target_draws() -> None:
    rules = Rules(edition="2018", custom_wild="target_draws_two")
    assert rules.target_draws(C("WC")) and not rules.target_draws(C("R7"))
    assert not Rules(edition="2018", custom_wild="swap_hands").target_draws(C("WC"))


def test_a_hand_pass_says_who_was_handed_one_card() -> None:
    events = [HandsPassed(0, 1, (2, 1, 1)), HandsSwapped(1, 2, (2, 1, 3))]
    assert handed_one_card(events[:1]) == (1, 2)
    assert handed_one_card(events) == (1,)  # seat 1's own swap: seat 2 now holds 3; seat 1 is the player
    # own=True: the player's own 7 that swapped them down to one card counts too (the table's grace)
    assert handed_one_card([HandsSwapped(0, 1, (1, 3, 2))]) == ()
    assert handed_one_card([HandsSwapped(0, 1, (1, 3, 2))], own=True) == (0,)


def _people_table(rules: Rules) -> Session:
    cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Bob", "human"), SeatSetup("Cy", "random")),
                      rules, seed=1, human=0)
    return Session.new(cfg)


def test_a_person_cannot_jump_in_while_several_share_the_screen() -> None:
    session = _people_table(Rules(jump_in=True))
    game = setup([["R1", "R5"], ["R5", "B2"], ["G1", "G2"]], ["R5"], rules=Rules(jump_in=True), current=0)
    session.match._game = game  # the hand in play: seat 1 (a person) holds the top card
    jump = Play(1, C("R5"))
    assert game.is_legal(jump)  # the hand itself allows it (a CPU may)
    refusal = session.refusal(jump)
    assert refusal is not None and refusal.reason is Reason.JUMP_IN_SHARED_SCREEN
    assert jump not in session.legal_actions(1)
    with pytest.raises(IllegalAction) as err:
        session.apply(jump)
    assert err.value.reason is Reason.JUMP_IN_SHARED_SCREEN and game.top.rank.value == "5"
    assert len(game.hands[1]) == 2
    # one person alone may jump in
    alone = Session.new(MatchConfig.quick(3, "random", rules=Rules(jump_in=True), seed=1))
    alone.match._game = setup([["R1", "R5"], ["R5", "B2"], ["G1", "G2"]], ["R5"], rules=Rules(jump_in=True),
                              current=1)
    assert alone.refusal(Play(0, C("R5"))) is None


def test_the_losers_of_a_single_hand_rank_by_the_points_they_were_left_holding() -> None:
    """A single hand: every loser's total is 0, so the points left in hand rank them (the match-over
    screen showed them all 2nd); seats left with equal points still share a place."""
    assert places(Rules(), [193, 0, 0, 0], winner=0, left=[0, 11, 97, 85]) == (1, 2, 4, 3)
    assert places(Rules(), [193, 0, 0, 0], winner=0, left=[0, 40, 40, 5]) == (1, 3, 3, 2)
    assert places(TEAMS, [120, 40, 120, 40], winner=2, left=[30, 0, 0, 9]) == (1, 2, 1, 2)  # teams as one
    match = Match.new(4, Rules(target_score=None), seed=5)
    game = match.game
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    left = [sum(c.points for c in hand) for hand in game.hands]
    ranked = sorted(range(4), key=lambda s: match.places()[s])
    assert ranked[0] == game.winner
    assert [left[s] for s in ranked[1:]] == sorted(left[s] for s in ranked[1:])


def test_a_plain_card_facing_a_draw_card_is_told_which_card_answers_it() -> None:
    """Playtest (bf6b910): with stacking on and mixed stacking off, a plain card tried on a Wild Draw Four
    was refused with "only a Draw Two or a Wild Draw Four answers a penalty"; a Draw Two does not answer a
    +4 there. The reason names the one card that does; with mixed stacking, either draw card."""
    stacking = Rules(stacking=True)
    assert why_not_stack(stacking, C("W4"), C("R5"), None) == "only a Wild Draw Four answers a Wild Draw Four"
    assert why_not_stack(stacking, C("RD2"), C("R5"), None) == "only a Draw Two answers a Draw Two"
    mixed = Rules(stacking=True, stack_mixed=True)
    assert why_not_stack(mixed, C("W4"), C("R5"), None) == "only a Draw Two or a Wild Draw Four answers a penalty"
