"""Pass-and-play: a person left with one card by someone else's 7 gets a fair chance (issue 18, defect 3).

Mia plays a 7 and swaps hands with Leo, who is left holding one card he has not said Uno for. On
1bd4e79 the table said "Leo forgot to say Uno" at once and the CPU caught him within 1.5-3.2 s, before
his "Pass to Leo" screen ever showed, while Mia's new hand stayed face up. Now Leo's privacy screen
comes as soon as the swap has landed (Mia's hand hidden under it), it has his Uno button (U), and the
catch window on him opens only after he has seen his hand, with its grace.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import confirm_privacy, key, make_app, run_until, session_with, setup, step

from game.app import App
from game.model import Card, Game, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.table import TableScene

MIA, LEO, AVA = 0, 1, 2
DT = 1 / 30


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def confirm(app: App, seat: int) -> None:
    confirm_privacy(app, seat, DT)


def swap_with_leo(app: App) -> tuple[TableScene, Game]:
    """Mia plays her Red 7 and swaps with Leo: Leo holds her one other card."""
    rules = Rules(seven_o=True, target_score=None)
    start = setup([["R7", "G3"], ["B1", "B2", "B3"], ["Y1", "Y2", "Y3", "Y4"]], ["R5"], rules=rules)
    cfg = MatchConfig((SeatSetup("Mia", "human"), SeatSetup("Leo", "human"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, start))
    app.reset(table)
    step(app, 1, DT)
    game = table.session.match.game
    confirm(app, MIA)
    run_until(app, lambda: table.controller.my_turn() and not table.anim.busy, 300, DT)
    seven = next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("R7"))
    table.play_card(seven)
    run_until(app, lambda: isinstance(app.top, QuestionScene), 60, DT)
    top = app.top
    assert isinstance(top, QuestionScene)
    table.answer(top.question, LEO)
    assert any(isinstance(a, Play) and a.target == LEO for a in table.controller.history)
    assert len(game.hands[LEO]) == 1 and LEO in game.view(AVA).exposed
    return table, game


def test_leos_screen_comes_before_any_catch_and_mias_hand_is_hidden(app: App) -> None:
    table, game = swap_with_leo(app)
    run_until(app, lambda: isinstance(app.top, PrivacyScene) or len(game.hands[LEO]) != 1, 600, DT)
    assert len(game.hands[LEO]) == 1, "Leo was caught before his screen showed"
    top = app.top
    assert isinstance(top, PrivacyScene) and top.seat == LEO, "Pass to Leo"
    assert table.hidden and table.anim.hand == [], "Mia's new hand is not left face up for Leo"
    step(app, 150, DT)  # the screen stays as long as it must: the table's clock stands still under it
    assert len(game.hands[LEO]) == 1 and isinstance(app.top, PrivacyScene)
    key(app, pygame.K_u, dt=DT)  # his Uno, from his own screen
    assert game.uno_called[LEO] and LEO not in game.view(AVA).exposed


def test_the_catch_window_on_leo_opens_only_once_he_has_seen_his_hand(app: App) -> None:
    table, game = swap_with_leo(app)
    confirm(app, LEO)
    assert table.viewer == LEO and not table.hidden
    step(app, 30, DT)  # a second of his new hand: still within his grace
    assert len(game.hands[LEO]) == 1, "caught before he could press his Uno button"
    key(app, pygame.K_u, dt=DT)
    assert game.uno_called[LEO]
