"""House rules changed in the middle of a match take effect at the next deal, and the match's save
stays whole: it continues, and a new game that gives it up counts it. A save kept the rules the match
began with beside the match's new ones and was read back as damaged: Continue could not open it and the
statistics lost it (playtest on 6f4f358: "the match given up could not be read for the statistics")."""
from __future__ import annotations

import random

import pytest

from game.ai.base import RandomAgent
from game.model import Rules
from game.session import MatchConfig, Session
from game.sim import play_hand


def _played(session: Session) -> None:
    agents = [RandomAgent(i) for i in range(session.players)]
    play_hand(session.match.game, agents, random.Random(4))


def test_a_match_whose_house_rules_changed_saves_and_reads_back() -> None:
    session = Session.new(MatchConfig.quick(4, "normal", rules=Rules(), seed=8))
    session.match.set_next_rules(Rules(stacking=True, seven_o=True, jump_in=True))
    _played(session)
    session.next_hand()
    assert session.match.rules.stacking and session.config.rules == session.match.rules
    again = Session.from_dict(session.to_dict())
    assert again.match.rules == again.config.rules == session.match.rules
    assert again.match.hand_number == 2


def test_a_save_written_before_the_fix_reads_with_the_matchs_rules() -> None:
    session = Session.new(MatchConfig.quick(4, "normal", rules=Rules(), seed=8))
    session.match.set_next_rules(Rules(stacking=True, uno_penalty=4))
    _played(session)
    session.match.next_round()  # as the table did: the seats kept the rules the match began with
    data = session.to_dict()
    assert data["config"]["rules"] != data["match"]["rules"]
    again = Session.from_dict(data)
    assert again.config.rules == again.match.rules and again.match.rules.uno_penalty == 4


def test_rules_that_shape_the_match_must_still_agree() -> None:
    session = Session.new(MatchConfig.quick(4, "normal", rules=Rules(target_score=500), seed=8))
    data = session.to_dict()
    data["config"]["rules"] = Rules(target_score=200).to_dict()
    with pytest.raises(ValueError, match="rules of the seats and of the match disagree"):
        Session.from_dict(data)
