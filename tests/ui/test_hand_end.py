"""The end of a hand on its own (`game.ui.table.ending`): when its result and a demo's next hand come, and
what the statistics receive; the table's runs are in test_play_through and the storage tests."""
from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import pytest
from tablekit import config

from game.session import Session
from game.ui.table.ending import NEXT, SHOW, HandEnd, record


def test_the_result_shows_when_due_then_a_demo_deals_on() -> None:
    end = HandEnd()
    assert not end.ending and end.due(100.0, demo=True) is None, "nothing is due while a hand goes on"
    end.begin(5.0)
    assert end.ending and end.due(4.9, demo=False) is None
    assert end.due(5.0, demo=False) == SHOW
    end.shown = True
    assert end.due(9.0, demo=False) is None, "a person's table waits for the end-of-hand screen"
    end.at = 7.0
    assert end.due(6.9, demo=True) is None and end.due(7.0, demo=True) == NEXT
    end.clear()
    assert not end.ending and end.due(100.0, demo=True) is None


def test_each_hand_is_recorded_once() -> None:
    session = Session.new(config(3, human=True))
    end = HandEnd()
    assert end.first(session) and not end.first(session)
    assert end.first(Session.new(config(3, human=True))), "another session's hand is another hand"


class FakeStats:
    def __init__(self, fail: bool = False) -> None:
        self.hands: list[dict[str, Any]] = []
        self.matches: list[dict[str, Any]] = []
        self.fail = fail

    def record_hand(self, **kw: Any) -> None:
        if self.fail:
            raise OSError("disk full")
        self.hands.append(kw)

    def record_match(self, **kw: Any) -> None:
        self.matches.append(kw)


def test_a_hand_goes_into_the_statistics_and_a_failure_is_only_logged(caplog: pytest.LogCaptureFixture) -> None:
    session = Session.new(config(3, human=True))
    stats = FakeStats()
    record(stats, session, SimpleNamespace(winner=2, points=31), turns=40)  # type: ignore[arg-type]
    (row,) = stats.hands
    assert (row["winner"], row["points"], row["turns"], row["human"]) == (2, 31, 40, session.human)
    assert row["match_key"] == f"m{session.agent_seed}" and row["hand_number"] == session.match.hand_number
    assert stats.matches == [], "the match goes on"
    with caplog.at_level(logging.DEBUG):  # no statistics (the folder could not be used): nothing, silently
        record(None, session, SimpleNamespace(winner=2, points=31), turns=40)  # type: ignore[arg-type]
    assert caplog.records == [] and len(stats.hands) == 1 and session.recorded_hands == 0
    with caplog.at_level(logging.WARNING):
        record(FakeStats(fail=True), session, SimpleNamespace(winner=2, points=31), turns=40)  # type: ignore[arg-type]
    assert "could not record statistics: disk full" in caplog.text
