"""The end-of-hand and end-of-match screens with teams: a hand's points go to the whole winning team,
and the match is won by a team (your team, when a partner goes out)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import make_app, seats, session_with, setup

from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig
from game.ui.scenes.handover import hand_result
from game.ui.scenes.matchover import MatchOverScene

TEAMS = Rules(teams=True, target_score=100)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def finished(winner_cards: list[list[str]], banked: list[int]) -> object:
    cfg = MatchConfig(seats=seats("human", "random", "random", "random"), rules=TEAMS, seed=1, human=0)
    game = setup(winner_cards, ["R1"], rules=TEAMS, current=2)
    game.apply(Play(2, Card.parse("R5")))  # seat 2, the person's partner, goes out
    assert game.winner == 2
    return session_with(cfg, game, banked=banked, history=[(1, 40)])


def test_a_hand_won_by_a_partner_scores_for_the_whole_team(app: App) -> None:
    s = finished([["G3"], ["B7", "Y9"], ["R5"], ["W4"]], [20, 40, 20, 40])
    r = hand_result(s)  # type: ignore[arg-type]
    assert r.teams and r.points == 9 + 7 + 50
    assert r.totals == (86, 40, 86, 40)
    assert r.before == (20, 40, 20, 40), "both partners' totals grow by the hand's points"


def test_the_match_is_won_by_a_team(app: App) -> None:
    s = finished([["G3"], ["B7", "Y9"], ["R5"], ["W4"]], [60, 40, 60, 40])
    assert s.match.is_over and s.match.winning_team == 0  # type: ignore[attr-defined]
    big, small = MatchOverScene(app, s).headline()  # type: ignore[arg-type]
    assert big == "Your team wins!"
    assert "You & " in small and "win the match" in small
