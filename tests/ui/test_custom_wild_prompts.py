"""The person plays a Wild Customizable that names a player: the colour first, then whom (by plate or
digit), through real clicks and keys."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import card_point, click, key, make_app, run_until, seats, session_with, settled, setup, step

from game.app import App
from game.model import Card, Color, Game, Play, Rules
from game.session import MatchConfig

table_mod = pytest.importorskip("game.ui.scenes.table")
TableScene = table_mod.TableScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def show(app: App, game: Game) -> Any:
    cfg = MatchConfig(seats=seats("human", "random", "random"), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    return table


def prompt(app: App, table: Any, kind: str) -> Any:
    run_until(app, lambda: table.prompt is not None and table.prompt.kind == kind and table.prompt.rects, 120)
    return table.prompt


@pytest.mark.parametrize(("custom", "title"), [("swap_hands", "Swap hands"), ("target_draws_two", "draws two")])
def test_a_custom_wild_asks_the_colour_then_the_player(app: App, custom: str, title: str) -> None:
    rules = Rules(edition="2018", custom_wild=custom)
    game = setup([["WC", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R9"], ["R1"] * 6, rules=rules)
    table = show(app, game)
    wc = next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("WC"))
    click(app, card_point(table, wc))
    p = prompt(app, table, "color")
    click(app, p.rects[[o.key for o in p.options].index("color:G")].center)
    p = prompt(app, table, "swap")
    assert title in p.title
    plate = next(sl.plate for sl in table.layout.seats if sl.seat == 2)
    click(app, plate.center)
    step(app)
    mine = [a for a in table.controller.history if a.player == 0]
    assert mine[-1] == Play(0, Card.parse("WC"), Color.GREEN, 2)
    assert table.controller.game.color is Color.GREEN
    key(app, pygame.K_ESCAPE)
