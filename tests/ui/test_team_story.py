"""Team hands tell the model's story (issue 18, defect 2): at a team hand's end only the opponents' cards
fly to the winner and score, partners score together and are marked as a team on the results panel, the
match-over ranks a team as one, partners' plates share a team colour, and the top bar shows both teams."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import make_app, seats, session_with, setup

import game.ui.scenes.handover as handover_module
import game.ui.scenes.matchover as matchover_module
from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig, Session
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.matchover import MatchOverScene
from game.ui.scenes.table import TableScene
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout

TEAMS = Rules(teams=True, target_score=100)
HANDS = [["G3"], ["B7", "Y9"], ["R5"], ["W4"]]
"""Seat 2 (the person's partner) goes out with R5; seat 0 (the person) keeps a G3 that scores nothing."""


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def finished(banked: list[int], hands: list[list[str]] = HANDS, players: int = 4) -> Session:
    cfg = MatchConfig(seats=seats("human", *["random"] * (players - 1)), rules=TEAMS, seed=1, human=0)
    game = setup(hands, ["R1"], rules=TEAMS, current=2)
    game.apply(Play(2, Card.parse("R5")))
    assert game.winner == 2
    return session_with(cfg, game, banked=banked, history=[(1, 40)])


def drawn_texts(monkeypatch: pytest.MonkeyPatch, module: Any, where: list[tuple[str, Any]] | None = None) -> list[str]:
    """Record every line `module` draws with draw_text (and, in `where`, each with its position)."""
    seen: list[str] = []
    real = module.draw_text

    def spy(surface: pygame.Surface, text: str, size: int, pos: Any, *args: Any, **kw: Any) -> pygame.Rect:
        seen.append(text)
        if where is not None:
            where.append((text, pos))
        return real(surface, text, size, pos, *args, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(module, "draw_text", spy)
    return seen


def team_marks(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[int]:
    """Record the team of every team mark `module` draws."""
    marks: list[int] = []
    real = module.draw_team_mark

    def spy(surface: pygame.Surface, team: int, *args: Any) -> int:
        marks.append(team)
        return real(surface, team, *args)  # type: ignore[no-any-return]

    monkeypatch.setattr(module, "draw_team_mark", spy)
    return marks


def test_only_the_opponents_cards_fly_to_the_winner_on_the_panel(app: App) -> None:
    scene = HandOverScene(app, finished([20, 40, 20, 40]), lambda: None)
    assert {seat for seat, _start in scene.flights} == {1, 3}, "the partner's G3 scores nothing"
    assert scene.counted(scene.count_end) == 66
    # the count reaches the model's points from the opponents' cards alone, at every moment
    assert all(scene.counted(t / 10) <= 66 for t in range(0, 60))


def test_the_panel_tells_a_team_story(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = HandOverScene(app, finished([20, 40, 20, 40]), lambda: None)
    app.push(scene)
    scene.resize(app.size)
    head, sub = scene._title_text()
    assert head == "Your team wins the hand!"
    assert "Team A scores 66" in sub
    seen = drawn_texts(monkeypatch, handover_module)
    marks = team_marks(monkeypatch, handover_module)
    scene.finish_count()
    scene.draw(app.screen)
    assert "Hand 2 · first to 100 · Team A (you) 86 · Team B 40" in seen, seen
    assert marks == [0, 1, 0, 1], "each row carries its team's mark"
    assert seen.count("+66") == 2, "both partners score the hand"
    assert "partner: not scored" in seen, "the partner's cards are shown as not scored"


def test_the_table_does_not_sweep_a_partners_cards_to_the_winner() -> None:
    game = setup(HANDS, ["R1"], rules=TEAMS, current=2)
    anim = Animator(["You", "Mia", "Leo", "Ana"], 1, Layout((960, 540), 4, 1, True, 0.75), seed=1)
    anim.sync(game.view(1))
    events = [e.seen_by(1) for e in game.apply(Play(2, Card.parse("R5")))]
    anim.present(events, game.view(1))
    anim.flush()
    assert anim.counts[0] == 1, "the partner of the winner still holds its card"
    assert anim.counts[3] == 0, "the opponent's cards went to the winner"
    assert any(e.text == "Team A wins the hand" for e in anim.effects if e.kind == "banner")


def test_match_over_ranks_a_team_as_one(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    s = finished([60, 40, 60, 40])
    assert s.match.is_over
    scene = MatchOverScene(app, s)
    app.reset(scene)
    scene.resize(app.size)
    assert scene.order[:2] in ([0, 2], [2, 0])
    assert scene.order[0] == s.match.game.winner, "the partner who went out comes before the one left with cards"
    where: list[tuple[str, Any]] = []
    drawn_texts(monkeypatch, matchover_module, where)
    marks = team_marks(monkeypatch, matchover_module)
    scene.t = 30.0
    scene.draw(app.screen)
    column = {rect.x + 20 * scene.scale for _seat, rect in scene.rows}
    places = [t for t, pos in where if abs(pos[0] - min(column)) <= 1 and t.isdigit()]
    assert places == ["1", "1", "2", "2"], "a team is ranked as one: partners share their team's place"
    assert sorted(marks) == [0, 0, 1, 1]
    big, small = scene.headline()
    assert big == "Your team wins!" and "Team A (you) 126 · Team B 40" in small


def test_partners_plates_share_a_team_colour(app: App) -> None:
    session = Session.new(MatchConfig.quick(4, "normal", rules=TEAMS, seed=1))
    table = TableScene(app, session)
    seats_painter = table.hud.seats
    band: list[tuple[int, int, int]] = []
    for sl in table.layout.seats:
        plate = seats_painter._plate(sl.seat, False, sl.plate.size, sl.bottom)
        band.append(tuple(plate.get_at((2, sl.plate.h // 2)))[:3])  # type: ignore[arg-type]
    assert band[0] == band[2] and band[1] == band[3] and band[0] != band[1]


def test_the_top_bar_shows_both_teams(app: App) -> None:
    session = finished([20, 40, 20, 40])
    table = TableScene(app, session)
    assert table.painting.info() == "Hand 2 · to 100 · Team A (you) 86 · Team B 40"
    demo = TableScene(app, Session.new(MatchConfig.quick(6, "random", rules=TEAMS, seed=2, human=False)))
    assert demo.painting.info() == "Demo · Hand 1 · to 100 · Team A 0 · Team B 0"
