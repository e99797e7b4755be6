"""Wild Draw Four: its restriction, bluffing and the challenge (RULES.md "Challenging a Wild Draw Four",
docs/rules.md "Wild Draw Four and challenges")."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, RED, YELLOW, C, hand, of_type, setup

from game.model import (
    CardsDrawn,
    Challenge,
    ChallengeResolved,
    Draw,
    Game,
    IllegalAction,
    PenaltyPending,
    Play,
    Rules,
    TurnSkipped,
)

DECK = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]
NO_CHALLENGE = Rules(challenge=False)


# ------------------------------------------------------------------------- the restriction (no challenge)


def test_with_challenge_off_a_wild_draw_four_needs_no_card_of_the_colour_in_force():
    game = setup([["W4", "R1", "G5"], ["B1"]], ["R5"], DECK, rules=NO_CHALLENGE)
    assert not any(isinstance(a, Play) and a.card == C("W4") for a in game.legal_actions())
    before = game.to_dict()
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("W4"), GREEN))
    assert game.to_dict() == before


@pytest.mark.parametrize("others", [["G5"], ["B5", "Y5"], ["W"], ["GR", "W4"], ["BS"]])
def test_same_number_or_symbol_of_another_colour_and_wilds_do_not_count(others):
    game = setup([["W4", *others], ["B1"]], ["R5"], DECK, rules=NO_CHALLENGE)
    assert {a for a in game.legal_actions() if isinstance(a, Play) and a.card == C("W4")} == {
        Play(0, C("W4"), c) for c in (RED, YELLOW, GREEN, BLUE)
    }


def test_the_colour_in_force_is_the_one_named_for_a_wild_on_top():
    game = setup([["W4", "R1"], ["B1"]], ["R5", "W"], DECK, rules=NO_CHALLENGE, color=BLUE)
    game.apply(Play(0, C("W4"), RED))  # holds red, but blue is in force
    assert len(game.hands[1]) == 5
    game = setup([["W4", "B1"], ["B1"]], ["R5", "W"], DECK, rules=NO_CHALLENGE, color=BLUE)
    with pytest.raises(IllegalAction):
        game.apply(Play(0, C("W4"), RED))


def test_with_challenge_off_nobody_may_challenge():
    game = setup([["W4", "G1"], ["B1"], ["B2"]], ["R5"], DECK, rules=NO_CHALLENGE)
    game.apply(Play(0, C("W4"), GREEN))
    assert game.phase == "play" and game.current == 2
    with pytest.raises(IllegalAction):
        game.apply(Challenge(1))


# ----------------------------------------------------------------------------- challenge on (official)


def bluff_game(players: int = 3) -> Game:
    """Seat 0 holds red while red is in force: its Wild Draw Four is a bluff."""
    hands = [["W4", "R1", "G5"], ["B1", "B2"], ["Y9", "Y8", "Y7"]][:players]
    return setup(hands, ["R5"], DECK)


def legal_game(players: int = 3) -> Game:
    """Seat 0 holds no red: its Wild Draw Four is legal."""
    hands = [["W4", "G5", "B5"], ["B1", "B2"], ["Y9", "Y8", "Y7"]][:players]
    return setup(hands, ["R5"], DECK)


def test_a_bluff_may_be_played_when_challenges_are_on():
    game = bluff_game()
    assert Play(0, C("W4"), GREEN) in game.legal_actions()


def test_after_a_wild_draw_four_the_victim_may_challenge_or_draw():
    game = bluff_game()
    events = game.apply(Play(0, C("W4"), GREEN))
    assert game.phase == "penalty" and game.current == 1 and game.pending_draw == 4
    assert game.color is GREEN
    assert PenaltyPending(1, 4, 0) in events
    assert set(game.turn_actions()) == {Challenge(1), Draw(1)}


def test_accepting_draws_four_and_loses_the_turn():
    game = bluff_game()
    game.apply(Play(0, C("W4"), GREEN))
    events = game.apply(Draw(1))
    assert hand(game, 1) == ["B1", "B2", "Y1", "Y2", "Y3", "Y4"]
    assert TurnSkipped(1) in events and game.current == 2 and game.phase == "play"
    assert game.color is GREEN and game.pending_draw == 0


def test_only_the_victim_may_challenge():
    game = bluff_game()
    game.apply(Play(0, C("W4"), GREEN))
    before = game.to_dict()
    for seat in (0, 2):
        with pytest.raises(IllegalAction):
            game.apply(Challenge(seat))
        assert Challenge(seat) not in game.legal_actions(seat)
    assert game.to_dict() == before


def test_challenge_is_only_for_a_wild_draw_four():
    game = setup([["GD2", "G1"], ["B1"], ["B2"]], ["G5"], DECK, rules=Rules(stacking=True))
    game.apply(Play(0, C("GD2")))
    assert game.phase == "penalty"
    with pytest.raises(IllegalAction):
        game.apply(Challenge(1))


def test_challenge_a_bluff_the_accused_draws_four_and_the_challenger_plays_on():
    game = bluff_game()
    game.apply(Play(0, C("W4"), GREEN))
    events = game.apply(Challenge(1))
    resolved = of_type(events, ChallengeResolved)
    assert len(resolved) == 1
    r = resolved[0]
    assert (r.player, r.accused, r.bluff, r.loser, r.penalty) == (1, 0, True, 0, 4)
    assert sorted(str(c) for c in r.hand) == ["G5", "R1"]
    assert hand(game, 0) == ["G5", "R1", "Y1", "Y2", "Y3", "Y4"]
    assert hand(game, 1) == ["B1", "B2"]
    assert game.current == 1 and game.phase == "play" and game.pending_draw == 0
    assert game.color is GREEN and game.top == C("W4")
    assert [(e.player, e.count) for e in of_type(events, CardsDrawn)] == [(0, 4)]
    assert not of_type(events, TurnSkipped)


def test_challenge_a_legal_card_the_challenger_draws_six_and_loses_the_turn():
    game = legal_game()
    game.apply(Play(0, C("W4"), GREEN))
    events = game.apply(Challenge(1))
    (r,) = of_type(events, ChallengeResolved)
    assert (r.player, r.accused, r.bluff, r.loser, r.penalty) == (1, 0, False, 1, 6)
    assert len(game.hands[1]) == 2 + 6 and hand(game, 0) == ["B5", "G5"]
    assert TurnSkipped(1) in events
    assert game.current == 2 and game.phase == "play" and game.color is GREEN


def test_challenge_in_two_players_lost_gives_the_turn_back_won_keeps_it():
    game = legal_game(players=2)
    game.apply(Play(0, C("W4"), BLUE))
    game.apply(Challenge(1))
    assert game.current == 0 and game.color is BLUE
    game = bluff_game(players=2)
    game.apply(Play(0, C("W4"), BLUE))
    game.apply(Challenge(1))
    assert game.current == 1 and game.color is BLUE


def test_bluff_is_judged_by_the_colour_before_not_the_colour_named():
    game = setup([["W4", "G1"], ["B1"], ["Y9"]], ["R5"], DECK)
    game.apply(Play(0, C("W4"), GREEN))  # holds green (named), but no red (in force)
    (r,) = of_type(game.apply(Challenge(1)), ChallengeResolved)
    assert r.bluff is False and r.loser == 1


@pytest.mark.parametrize("others", [["G5"], ["W"], ["W4"], ["BS", "YR"]])
def test_other_colours_same_number_and_wilds_are_not_a_bluff(others):
    game = setup([["W4", *others], ["B1"], ["Y9"]], ["R5"], DECK)
    game.apply(Play(0, C("W4"), GREEN))
    (r,) = of_type(game.apply(Challenge(1)), ChallengeResolved)
    assert r.bluff is False


def test_a_bluff_on_a_wild_is_judged_by_the_colour_named_for_it():
    game = setup([["W4", "B1"], ["G1"], ["Y9"]], ["R5", "W"], DECK, color=BLUE)
    game.apply(Play(0, C("W4"), RED))
    (r,) = of_type(game.apply(Challenge(1)), ChallengeResolved)
    assert r.bluff is True and r.loser == 0


def test_wild_draw_four_goes_the_way_of_play():
    game = setup([["W4", "G5", "G6"], ["B1"], ["Y9"], ["Y8"]], ["R5"], DECK, direction=-1)
    game.apply(Play(0, C("W4"), GREEN))
    assert game.current == 3 and game.phase == "penalty"
    game.apply(Draw(3))
    assert len(game.hands[3]) == 5 and game.current == 2


def test_challenge_result_is_shown_only_to_challenger_and_accused():
    game = bluff_game()
    game.apply(Play(0, C("W4"), GREEN))
    (r,) = of_type(game.apply(Challenge(1)), ChallengeResolved)
    assert r.seen_by(1).hand == r.hand and r.seen_by(0).hand == r.hand
    hidden = r.seen_by(2)
    assert hidden.hand is None
    assert (hidden.player, hidden.accused, hidden.bluff, hidden.loser, hidden.penalty) == (1, 0, True, 0, 4)
