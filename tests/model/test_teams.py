"""Team play (`Rules.teams`): alternating seats, partners, scoring by team, the team rulings of
docs/rules.md ("Teams") and the contract's "Teams" paragraph."""
from __future__ import annotations

import copy
import json
import random

import pytest
from uno_testkit import BLUE, RED, C, hand, of_type, play_out, roundtrip, setup

from game.model import (
    CallUno,
    Catch,
    Game,
    HandOver,
    HandsPassed,
    HandsSwapped,
    IllegalAction,
    Match,
    Play,
    Rules,
)

TEAMS = Rules(teams=True)


@pytest.mark.parametrize("players", [2, 3, 5, 7, 9])
def test_teams_refuse_an_odd_or_too_small_table(players):
    with pytest.raises(ValueError, match="teams need an even number of players from 4 to 10"):
        Game.new(players, TEAMS, seed=1)
    with pytest.raises(ValueError, match="teams"):
        Match.new(players, TEAMS, seed=1)


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_teams_play_at_every_even_table_from_4_to_10(players):
    game = Game.new(players, TEAMS, seed=players)
    assert [game.team_of(s) for s in range(players)] == [s % 2 for s in range(players)]
    for seat in range(players):
        partners = game.view(seat).partners
        assert partners == tuple(s for s in range(players) if s % 2 == seat % 2 and s != seat)
        assert seat not in partners


def test_without_teams_there_are_no_teams_or_partners():
    game = Game.new(4, Rules(), seed=1)
    assert game.team_of(0) is None and game.team_of(3) is None
    assert game.view(0).partners == ()


def test_from_setup_refuses_teams_at_an_odd_table():
    with pytest.raises(ValueError, match="teams"):
        setup([["R1"], ["R2"], ["R3"]], ["R5"], rules=TEAMS)


def test_partners_at_four_and_six_seats():
    g4 = Game.new(4, TEAMS, seed=2)
    assert g4.view(0).partners == (2,) and g4.view(3).partners == (1,)
    g6 = Game.new(6, TEAMS, seed=2)
    assert g6.view(1).partners == (3, 5) and g6.view(4).partners == (0, 2)


def test_the_team_of_the_player_who_goes_out_scores_only_the_opponents_cards():
    game = setup([["R1"], ["B9", "WC"], ["W4", "G5"], ["YS", "B2"]], ["R5"], rules=TEAMS)
    events = game.apply(Play(0, C("R1")))
    assert game.winner == 0
    # Opponents (seats 1 and 3): 9 + 40 + 20 + 2; the partner's W4 and G5 score nothing.
    assert game.round_points() == 71
    (over,) = of_type(events, HandOver)
    assert over.points == 71 and over.winner == 0
    assert game.winning_team == 0


def test_without_teams_every_other_hand_scores():
    game = setup([["R1"], ["B9", "WC"], ["W4", "G5"], ["YS", "B2"]], ["R5"])
    game.apply(Play(0, C("R1")))
    assert game.round_points() == 71 + 55
    assert game.winning_team is None


def _exposed_position(rules: Rules = TEAMS) -> Game:
    # Seat 0 plays down to one card without saying Uno.
    hands = [["R1", "R2"], ["B1", "B2", "B3"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"]]
    game = setup(hands, ["R5"], ["B7"] * 5, rules=rules)
    game.apply(Play(0, C("R1")))
    assert game.exposed == (0,)
    return game


def test_a_partner_may_never_catch():
    game = _exposed_position()
    assert Catch(2, 0) not in game.legal_actions(2)
    assert not game.is_legal(Catch(2, 0))
    with pytest.raises(IllegalAction, match="partner"):
        game.apply(Catch(2, 0))
    # The opponents may.
    assert Catch(1, 0) in game.legal_actions(1) and Catch(3, 0) in game.legal_actions(3)
    assert set(game.out_of_turn_seats()) == {0, 1, 3}
    game.apply(Catch(3, 0))
    assert len(game.hands[0]) == 3
    assert game.out_of_turn_seats() == []


def test_without_teams_the_seat_opposite_may_catch():
    game = _exposed_position(Rules())
    assert Catch(2, 0) in game.legal_actions(2)


def test_the_caught_players_partner_cannot_catch_but_the_player_may_still_call():
    game = _exposed_position()
    assert CallUno(0) in game.legal_actions(0)
    game.apply(CallUno(0))
    assert game.exposed == ()


def test_seven_o_may_swap_with_a_partner():
    rules = Rules(teams=True, seven_o=True)
    game = setup([["R7", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4"], ["G2"]], ["R5"], rules=rules)
    targets = sorted(a.target for a in game.legal_actions() if isinstance(a, Play) and a.card == C("R7"))
    assert targets == [1, 2, 3]
    events = game.apply(Play(0, C("R7"), target=2))
    assert hand(game, 0) == ["Y1", "Y2", "Y3", "Y4"] and hand(game, 2) == ["B1", "B2"]
    assert of_type(events, HandsSwapped)


def test_a_zero_passes_hands_across_teams_as_usual():
    rules = Rules(teams=True, seven_o=True)
    game = setup([["R0", "B1"], ["G1", "G2"], ["Y1", "Y2"], ["B3", "B4"]], ["R5"], rules=rules)
    events = game.apply(Play(0, C("R0")))
    assert of_type(events, HandsPassed)
    assert hand(game, 1) == ["B1"] and hand(game, 2) == ["G1", "G2"]
    assert hand(game, 3) == ["Y1", "Y2"] and hand(game, 0) == ["B3", "B4"]


def test_jump_in_works_for_a_partner_and_an_opponent():
    rules = Rules(teams=True, jump_in=True)
    game = setup([["B1", "G3"], ["R5", "G1"], ["R5", "Y1"], ["Y2", "Y3"]], ["R5"], rules=rules, current=0)
    assert Play(2, C("R5")) in game.legal_actions(2)  # seat 0's partner
    assert Play(1, C("R5")) in game.legal_actions(1)  # an opponent
    game.apply(Play(2, C("R5")))
    assert game.current == 3


def test_rules_spec_and_dict_carry_teams():
    rules = Rules.from_spec("teams,stacking")
    assert rules.teams and rules.stacking
    assert Rules.from_dict(rules.to_dict()) == rules
    assert "teams" in rules.spec()
    with pytest.raises(ValueError, match="teams"):
        Rules(teams="yes")  # type: ignore[arg-type]


def _finish(game: Game, rng: random.Random) -> None:
    play_out(game, rng)
    assert game.is_over


def test_match_adds_each_hand_to_every_seat_of_the_winning_team():
    match = Match.new(6, Rules(teams=True, target_score=300), seed=5)
    rng = random.Random(5)
    before = match.scores
    hands = 0
    while True:
        _finish(match.game, rng)
        hands += 1
        after = match.scores
        winner = match.game.winner
        points = match.game.round_points()
        for seat in range(6):
            gained = after[seat] - before[seat]
            won = winner is not None and seat % 2 == winner % 2
            assert gained == (points if won else 0)
        assert all(after[s] == after[s % 2] for s in range(6)), "partners show the same total"
        if match.is_over:
            break
        before = after
        match.next_round()
    assert hands >= 1
    team = match.winning_team
    assert team is not None and match.winner is not None and match.winner % 2 == team
    assert match.winner == match.game.winner
    assert match.team_scores()[team] >= 300 > match.team_scores()[1 - team]
    assert json.loads(json.dumps(match.to_dict())) == Match.from_dict(match.to_dict()).to_dict()


def test_match_without_teams_has_no_winning_team():
    match = Match.new(4, Rules(target_score=None), seed=3)
    _finish(match.game, random.Random(3))
    assert match.is_over and match.winning_team is None
    with pytest.raises(ValueError):
        match.team_scores()


def test_a_damaged_team_match_save_is_refused():
    match = Match.new(4, Rules(teams=True), seed=3)
    data = match.to_dict()
    data["banked"] = [10, 0, 0, 0]
    with pytest.raises(ValueError, match="partners' scores differ"):
        Match.from_dict(data)


def test_a_team_hand_saved_mid_way_goes_on_identically():
    game = Game.new(4, Rules(teams=True, edition="2018", custom_wild="swap_hands"), seed=9)
    play_out(game, random.Random(9), limit=25)
    loaded = roundtrip(game)
    assert loaded.to_dict() == game.to_dict()
    assert loaded.view(1).partners == (3,)
    assert play_out(game, random.Random(1)) == play_out(loaded, random.Random(1))


def test_older_saves_without_the_new_rules_still_load():
    game = Game.new(4, Rules(stacking=True), seed=4)
    data = game.to_dict()
    assert data["version"] == 4
    old = copy.deepcopy(data)
    old["version"] = 2
    del old["rules"]["teams"], old["rules"]["custom_wild"]
    assert Game.from_dict(old).to_dict() == data
    match = Match.new(4, Rules(), seed=4)
    mdata = match.to_dict()
    assert mdata["version"] == 3
    mold = copy.deepcopy(mdata)
    mold["version"] = 1
    del mold["rules"]["teams"], mold["rules"]["custom_wild"]
    mold["game"]["version"] = 2
    del mold["game"]["rules"]["teams"], mold["game"]["rules"]["custom_wild"]
    assert Match.from_dict(mold).to_dict() == mdata
    mold["version"] = 4
    with pytest.raises(ValueError, match="version 4"):
        Match.from_dict(mold)


def test_a_partner_view_holds_no_partner_card():
    game = Game.new(4, TEAMS, seed=11)
    view = game.view(0)
    assert view.hand == game.hands[0]
    assert not hasattr(view, "hands")
    assert view.team_of(2) == 0 and view.is_partner(2) and not view.is_partner(1)
    assert RED and BLUE  # the colour helpers import cleanly
