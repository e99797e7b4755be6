"""A hand's end is never passed by without its results (issue 19, the playtest's "F skipped the results").

- Skipping the motion (F, Down, a click away from everything) while the winning card is in flight lands
  it at once, then the results panel (`HandOverScene`) comes up as usual; the skip keys, the mouse and a
  quit to the title followed by Continue never deal the next hand: only the person's own Continue on the
  panel does.
- A match saved while its hand's results were still to come (the window closed or the person went to the
  title during the hand's last motion) shows that hand's results when continued, and the hand is
  recorded in the statistics once, not again. On 6114fcd Continue dealt the next hand at once.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from appdriver import widget
from tablekit import click, config, key, make_app, run_until, session_with, setup, step

from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.handover import INPUT_GUARD, HandOverScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene

DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "1")
    yield a
    a.close()


def _table(app: App, winner: int, people: int = 1) -> TableScene:
    """A table of three where `winner` (the person at 0, or the CPU at 1) holds one card and is on turn."""
    hands = [["R5"], ["G9", "B6"], ["Y1", "Y2", "Y3"]] if winner == 0 else [["R5", "G2", "B3"], ["R9"], ["Y1", "Y2"]]
    game = setup(hands, ["R1"], current=winner)
    rules = Rules(target_score=500)
    if people == 1:
        cfg = config(3, kind="random", rules=rules)
    else:
        cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Bob", "human"), SeatSetup("Mia", "random")),
                          rules, seed=1)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app, 2)
    return table


def _winning_card_in_flight(app: App, table: TableScene, winner: int) -> None:
    if winner == 0:
        if isinstance(app.top, PrivacyScene):
            step(app, 30)
            key(app, pygame.K_RETURN)
        run_until(app, lambda: table.controller.my_turn(), 300)
        assert table.controller.submit(Play(0, Card.parse("R5"))) is None
    run_until(app, lambda: bool(table.anim.flights) and table.controller.game.is_over, 600)


def _skip(app: App, table: TableScene, how: str) -> None:
    if how == "click":
        L = table.layout
        click(app, (L.center[0] + L.card_w * 1.6, L.center[1] - L.card_h * 0.9))  # the felt: nothing there
    else:
        key(app, pygame.K_f if how == "F" else pygame.K_DOWN)


@pytest.mark.parametrize("winner", [0, 1], ids=["the person wins", "a CPU wins"])
@pytest.mark.parametrize("how", ["F", "down", "click"])
def test_skipping_the_winning_card_lands_it_then_shows_the_results(app: App, winner: int, how: str) -> None:
    table = _table(app, winner)
    _winning_card_in_flight(app, table, winner)
    hand = table.session.match.hand_number
    _skip(app, table, how)
    assert not table.anim.flights and table.anim.pile[-1][0] is Card.parse("R5" if winner == 0 else "R9")
    assert table.anim.counts[winner] == 0  # landed at once: the winner holds nothing
    frames = run_until(app, lambda: isinstance(app.top, HandOverScene), 240)
    assert frames < 90, "the results come as soon as the skipped motion's short pause is over"
    panel = app.top
    assert isinstance(panel, HandOverScene) and panel.result.winner == winner
    # more skips, clicks and time never leave the results: only the person's own Continue does
    for _ in range(3):
        for k in (pygame.K_f, pygame.K_DOWN):
            key(app, k, frames=10)
        click(app, (5, app.size[1] - 5), frames=10)
    step(app, 120)
    assert app.top is panel and table.session.match.hand_number == hand
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert table.session.match.hand_number == hand + 1 and not isinstance(app.top, HandOverScene)


@pytest.mark.parametrize("people", [1, 2], ids=["one person", "pass-and-play"])
def test_a_match_left_for_the_title_as_its_hand_ends_shows_that_hands_results_on_continue(
        app: App, people: int) -> None:
    table = _table(app, 0, people)
    _winning_card_in_flight(app, table, 0)
    hand = table.session.match.hand_number
    assert not isinstance(app.top, HandOverScene)
    key(app, pygame.K_ESCAPE)  # pause while the winning card flies, then leave for the title
    assert isinstance(app.top, PauseScene)
    click(app, widget(app.top, "Quit to title").rect.center)
    step(app, 2)
    assert isinstance(app.top, TitleScene)
    stats = app.store.stats
    stats.flush()
    recorded = stats.totals("hands", person="Alex" if people == 1 else "Ann").games
    assert recorded == 1, "the hand was recorded when it ended"
    click(app, widget(app.top, "Continue").rect.center)
    step(app, 2)
    again = next(s for s in app.scenes if isinstance(s, TableScene))
    run_until(app, lambda: isinstance(app.top, HandOverScene) or again.session.match.hand_number != hand, 300)
    assert isinstance(app.top, HandOverScene), "the hand's results show before anything else"
    assert again.session.match.hand_number == hand and app.top.result.winner == 0
    assert again.anim.counts[0] == 0 and again.anim.pile[-1][0] is Card.parse("R5")  # the hand as it ended
    step(app, round(INPUT_GUARD / DT) + 2)
    stats.flush()
    assert stats.totals("hands", person="Alex" if people == 1 else "Ann").games == 1, "recorded once, not again"
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert again.session.match.hand_number == hand + 1
    if people == 2:  # the next hand starts behind its first person's privacy screen, as every hand does
        run_until(app, lambda: isinstance(app.top, PrivacyScene), 120)
