"""Small defects from the playtest of issue 19: where a question's focus starts, what the hint line says
while it is open, which control Down reaches on the new game screen, and words that fit at every size."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import asked, card_point, click, index_of, key, make_app, setup, show_game, step

from game.app import App
from game.model import Rules
from game.ui.table.questions import PickSeat, PlayDrawn

table_mod = importlib.import_module("game.ui.scenes.table")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


FOUR = ("human", "random", "random", "random")


def test_seven_o_focus_starts_on_the_seat_with_fewest_cards(app: App) -> None:
    # Mia (seat 1) holds 5 cards, seats 2 and 3 hold 4: the focus starts on seat 2 (fewest, next in play).
    game = setup([["R7", "B1", "B2"], ["G1", "G2", "G3", "G4", "G5"], ["Y1", "Y2", "Y3", "Y4"],
                  ["B5", "B6", "B7", "B8"]], ["R9"], rules=Rules(seven_o=True))
    table = show_game(app, game, FOUR)
    click(app, card_point(table, index_of(table, "R7")))
    p = asked(app, table, PickSeat)
    assert p.options[p.focused()].answer == 2
    step(app, 20)  # Enter answers once the picker has been up a moment (a double Enter never chooses)
    key(app, pygame.K_RETURN)
    step(app)
    assert len(table.controller.game.hands[0]) == 4


def test_seven_o_focus_ties_go_to_the_next_in_play_order_when_play_runs_backwards(app: App) -> None:
    game = setup([["R7", "B1", "B2"], ["G1", "G2", "G3", "G4"], ["Y1", "Y2", "Y3", "Y4", "Y5"],
                  ["B5", "B6", "B7", "B8"]], ["R9"], rules=Rules(seven_o=True), direction=-1)
    table = show_game(app, game, FOUR)
    click(app, card_point(table, index_of(table, "R7")))
    p = asked(app, table, PickSeat)
    assert p.options[p.focused()].answer == 3  # seats 1 and 3 hold 4; play runs 0 -> 3 -> 2 -> 1


def test_the_hint_says_what_the_seven_o_question_asks_after_a_drawn_seven(app: App) -> None:
    game = setup([["B1", "B2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"]], ["R9"], deck=["R7", "Y7", "Y8"],
                 rules=Rules(seven_o=True))
    table = show_game(app, game, ("human", "random", "random"))
    click(app, table.layout.draw_pile)
    asked(app, table, PlayDrawn)
    click(app, card_point(table, index_of(table, "B1")))  # not the drawn card: refused
    key(app, pygame.K_RETURN)  # play the drawn 7
    asked(app, table, PickSeat)
    text, _color = table._hint()
    assert "swap hands" in text, text
    for press in ("key", "pile"):  # Draw (D, or the pile) while the question is open: it still asks
        if press == "key":
            key(app, pygame.K_d)
        else:
            click(app, table.layout.draw_pile)
        step(app)
        assert isinstance(table.question, PickSeat)
        text, _color = table._hint()
        assert "swap hands" in text, text
