"""Defects a fresh-eyes playtester met on the table (issue 19): the Seven-O question's answers drawn
alike, the counts following the motion, the seat's told line clear of its plate, the Reverse's icon at
small sizes, and a UNO Flip! hand continued on its dark side drawn on the dark felt."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import asked, card_point, click, make_app, setup, show_game, step

from game.app import App
from game.model import Card, Rules
from game.ui.table.buttons import Buttons, TableButton
from game.ui.table.questions import PickSeat

FOUR = ("human", "random", "random", "random")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def index_of(table: Any, text: str) -> int:
    card = Card.parse(text)
    return next(i for i, s in enumerate(table.anim.hand) if s.card is card)


def test_the_seven_o_question_draws_its_answers_alike_the_focus_alone_stands_out(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    game = setup([["R7", "B1", "B2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3", "Y4"], ["B5", "B6", "B7", "B8"]],
                 ["R9"], rules=Rules(seven_o=True))
    table = show_game(app, game, FOUR)
    click(app, card_point(table, index_of(table, "R7")))
    p = asked(app, table, PickSeat)
    drawn: list[TableButton] = []
    real = Buttons.draw_button
    monkeypatch.setattr(Buttons, "draw_button",
                        lambda self, surface, b, now: (drawn.append(b), real(self, surface, b, now))[1])
    assert len(p.prompt.options) == 4  # three seats and Cancel
    for focus in range(4):
        p.prompt.focus = focus
        drawn.clear()
        step(app)
        answers = [b for b in drawn if b.label in {o.label for o in p.prompt.options}]
        assert len(answers) == 4
        styles = [b.style for b in answers]
        assert styles[focus] == "gold", styles
        assert {st for i, st in enumerate(styles) if i != focus} == {"cream"}, \
            f"focus on {focus}: the other answers are drawn alike, none red: {styles}"
