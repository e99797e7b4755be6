"""No question when every answer ends the same (issue 18, defect 6).

A 7 played as the last card under Seven-O used to ask "Swap hands with whom?", though going out swaps
nothing; the model now says when a question's answers are alike (`game.model.answers_alike`) and the
table asks none then. A 7 that does not go out still asks.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import card_point, click, make_app, run_until, setup, show_game

from game.app import App
from game.model import Card, Play, Rules, answers_alike
from game.ui.scenes.question import QuestionScene
from game.ui.table.questions import PickSeat

SEVEN_O = Rules(seven_o=True)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def test_the_model_says_a_last_seven_swaps_nothing_and_a_seven_with_cards_left_does() -> None:
    last = setup([["R7"], ["G1", "G2"], ["B1", "B2", "B3"]], ["R5"], rules=SEVEN_O)
    sevens = [a for a in last.legal_actions(0) if isinstance(a, Play) and a.card is Card.parse("R7")]
    assert len(sevens) == 2 and answers_alike(last, sevens)
    assert last.outcome() is None, "the question changes nothing in the game asked"
    more = setup([["R7", "Y9"], ["G1", "G2"], ["B1", "B2", "B3"]], ["R5"], rules=SEVEN_O)
    sevens = [a for a in more.legal_actions(0) if isinstance(a, Play) and a.card is Card.parse("R7")]
    assert len(sevens) == 2 and not answers_alike(more, sevens)
    wild = setup([["W"], ["G1"], ["B1"]], ["R5"])
    colours = [a for a in wild.legal_actions(0) if isinstance(a, Play)]
    assert len(colours) == 4 and answers_alike(wild, colours), "a wild that goes out names no colour that matters"
    assert answers_alike(wild, colours[:1])


def test_a_seven_played_as_the_last_card_asks_nothing_and_goes_out(app: App) -> None:
    game = setup([["R7"], ["G1", "G2"], ["B1", "B2", "B3"]], ["R5"], rules=SEVEN_O)
    table = show_game(app, game, ("human", "random", "random"))
    click(app, card_point(table, 0), frames=3)
    assert not any(isinstance(s, QuestionScene) for s in app.scenes), "no 'Swap hands with whom?'"
    outcome = table.controller.outcome()
    assert outcome is not None and outcome.winner == 0


def test_a_seven_with_cards_left_still_asks_whom(app: App) -> None:
    game = setup([["R7", "Y9"], ["G1", "G2"], ["B1", "B2", "B3"]], ["R5"], rules=SEVEN_O)
    table = show_game(app, game, ("human", "random", "random"))
    i = next(k for k, s in enumerate(table.anim.hand) if s.card is Card.parse("R7"))
    click(app, card_point(table, i), frames=3)
    run_until(app, lambda: isinstance(app.top, QuestionScene), 60)
    assert isinstance(app.top.question, PickSeat)  # type: ignore[union-attr]
