"""A match takes new house rules for its next hand; what shapes the match waits for the next match."""
from __future__ import annotations

import random

import pytest

from game.ai.base import RandomAgent
from game.model import Match, Rules
from game.model.rules import MATCH_RULES
from game.sim import play_hand


def _finish(match: Match, seed: int = 1) -> None:
    agents = [RandomAgent(seed + i) for i in range(match.players)]
    play_hand(match.game, agents, random.Random(seed))


def test_house_rules_apply_from_the_next_hand_and_match_rules_wait() -> None:
    match = Match.new(3, Rules(), seed=4)
    wanted = Rules(stacking=True, seven_o=True, jump_in=True, uno_penalty=4, target_score=100, hand_size=5,
                   edition="2018")
    upcoming = match.set_next_rules(wanted)
    assert match.rules == Rules()  # the hand in play keeps its rules
    assert match.game.rules == Rules()
    assert match.pending_rules == upcoming == match.next_rules
    assert upcoming.stacking and upcoming.seven_o and upcoming.jump_in and upcoming.uno_penalty == 4
    assert all(getattr(upcoming, n) == getattr(Rules(), n) for n in MATCH_RULES)
    _finish(match)
    game = match.next_round()
    assert game.rules == upcoming == match.rules
    assert match.pending_rules is None
    assert len(game.hands[0]) == 7  # the hand size stays the match's


def test_next_round_takes_rules_and_nothing_pending_when_equal() -> None:
    match = Match.new(2, Rules(), seed=2)
    assert match.set_next_rules(Rules(target_score=200)) == Rules()
    assert match.pending_rules is None
    _finish(match)
    game = match.next_round(rules=Rules(force_play=True))
    assert game.rules.force_play and match.rules.force_play


def test_pending_rules_are_saved_and_a_version_1_save_still_loads() -> None:
    match = Match.new(3, Rules(), seed=5)
    match.set_next_rules(Rules(stacking=True))
    data = match.to_dict()
    assert data["version"] == 3
    again = Match.from_dict(data)
    assert again.pending_rules == Rules(stacking=True)
    old = dict(data)
    old["version"] = 1
    del old["pending_rules"]
    older = Match.from_dict(old)
    assert older.pending_rules is None and older.rules == Rules()
    bad = dict(data, pending_rules={"stacking": "yes"})
    with pytest.raises(ValueError, match="damaged match save"):
        Match.from_dict(bad)


def test_teams_wait_for_the_next_match() -> None:
    """Teams shape the scores of the whole match: switched on mid-match, they wait (the house rule does not)."""
    match = Match.new(4, Rules(), seed=1)
    match.set_next_rules(Rules(teams=True, stacking=True))
    assert match.next_rules.stacking and not match.next_rules.teams
