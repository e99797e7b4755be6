"""The person plays a Wild Customizable that names a player: the colour first, then whom (by plate),
through real clicks."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import asked, card_point, click, make_app, setup, show_game, step

from game.app import App
from game.model import Card, Color, Play, Rules
from game.ui.table.questions import Answer, PickColor, PickSeat, word

table_mod = importlib.import_module("game.ui.scenes.table")
TableScene = table_mod.TableScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


@pytest.mark.parametrize(("custom", "title"), [("swap_hands", "Swap hands"), ("target_draws_two", "draws two")])
def test_a_custom_wild_asks_the_colour_then_the_player(app: App, custom: str, title: str) -> None:
    rules = Rules(edition="2018", custom_wild=custom)
    game = setup([["WC", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R9"], ["R1"] * 6, rules=rules)
    table = show_game(app, game, ("human", "random", "random"))
    wc = next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("WC"))
    click(app, card_point(table, wc))
    p = asked(app, table, PickColor)
    click(app, p.prompt.rects[[o.answer for o in p.options].index(Color.GREEN)].center)
    p = asked(app, table, PickSeat)
    assert isinstance(p.question, PickSeat) and p.question.color is Color.GREEN
    assert title in word(p.question, ["You", "Mia", "Leo"]).title
    assert set(o.answer for o in p.options) == {1, 2, Answer.CANCEL}
    plate = next(sl.plate for sl in table.layout.seats if sl.seat == 2)
    click(app, plate.center)
    step(app)
    mine = [a for a in table.controller.history if a.player == 0]
    assert mine[-1] == Play(0, Card.parse("WC"), Color.GREEN, 2)
    assert table.controller.game.color is Color.GREEN


@pytest.mark.parametrize(("custom", "said", "unsaid"), [("swap_hands", "swap hands", "draws two"),
                                                         ("target_draws_two", "draw two cards", "swap")])
def test_the_hint_while_picking_a_player_says_what_the_pick_does(app: App, custom: str, said: str, unsaid: str) -> None:
    rules = Rules(edition="2018", custom_wild=custom)
    game = setup([["WC", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R9"], ["R1"] * 6, rules=rules)
    table = show_game(app, game, ("human", "random", "random"))
    wc = next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("WC"))
    click(app, card_point(table, wc))
    p = asked(app, table, PickColor)
    click(app, p.prompt.rects[[o.answer for o in p.options].index(Color.GREEN)].center)
    asked(app, table, PickSeat)
    text, _color = table.painting.hint()
    assert said in text and unsaid not in text, text
