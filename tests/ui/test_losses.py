"""Losing your turn is never silent (issue 19): a jump-in, a skip, a stack or a swap that takes the person's
turn or changes their hand gives a line at their seat saying what happened and who did it, worded from the
events the model returns (`game.ui.table.losses.told`), and the table shows it there."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app, run_until, seats, session_with, settled, setup, step

from game.app import App
from game.model import Card, Draw, Game, Play, Rules
from game.ui.table.losses import told

NAMES = ["Alex", "Mia", "Leo", "Ava"]
YOU = 0


def _told(game: Game, action: Play | Draw, on_turn: int) -> str | None:
    events = game.apply(action)
    note = told(events, YOU, NAMES, on_turn, game.current)
    return None if note is None else note.text


def test_a_skip_on_the_person_says_who_skipped_them() -> None:
    game = setup([["B5", "G2"], ["Y9", "R1"], ["RS", "G7", "G8"]], ["R4"], current=2)
    assert _told(game, Play(2, Card.parse("RS")), 2) == "Leo's Red Skip: you miss your turn"


def test_a_draw_two_says_how_many_and_who() -> None:
    game = setup([["B5", "G2"], ["Y9", "R1"], ["RD2", "G7", "G8"]], ["R4"], current=2)
    assert _told(game, Play(2, Card.parse("RD2")), 2) == "Leo's Red Draw Two: you draw 2 and miss your turn"


def test_a_stack_onto_the_person_says_who_stacked() -> None:
    rules = Rules(stacking=True)
    game = setup([["B5", "GD2"], ["Y9", "R1"], ["RD2", "G7", "G8"]], ["R4"], current=2, rules=rules)
    assert _told(game, Play(2, Card.parse("RD2")), 2) == "Leo put +2 on you"


def test_a_swap_says_who_took_the_persons_hand() -> None:
    rules = Rules(seven_o=True)
    game = setup([["B5", "G2"], ["R7", "R1", "Y3"], ["G7", "G8", "G9"]], ["R4"], current=1, rules=rules)
    assert _told(game, Play(1, Card.parse("R7"), target=YOU), 1) == "Mia swapped hands with you"


def test_a_jump_in_on_the_persons_turn_says_the_turn_is_gone() -> None:
    rules = Rules(jump_in=True)
    game = setup([["B5", "G2"], ["Y9", "R1"], ["R4", "G8", "G9"], ["B1", "B2"]], ["R4"], current=YOU, rules=rules)
    assert _told(game, Play(2, Card.parse("R4")), YOU) == "Leo jumped in with Red 4: your turn is gone"
    # after a jump-in the turn comes back to the person: nothing was taken
    game = setup([["B5", "G2"], ["Y9", "R1"], ["B1", "B2"], ["R4", "G8", "G9"]], ["R4"], current=YOU, rules=rules)
    assert _told(game, Play(3, Card.parse("R4")), YOU) is None


def test_nothing_is_said_of_the_persons_own_play_or_a_play_that_takes_nothing() -> None:
    game = setup([["RS", "G2", "B3"], ["Y9", "R1"], ["G7", "G8", "G9"]], ["R4"], current=YOU)
    assert _told(game, Play(YOU, Card.parse("RS")), YOU) is None  # the person skipped Mia
    game = setup([["B5", "G2"], ["R6", "R1"], ["G7", "G8", "G9"]], ["R4"], current=1)
    assert _told(game, Play(1, Card.parse("R6")), 1) is None
    game = setup([["B5", "G2"], ["Y9", "R1"], ["G7", "G8", "G9"]], ["R4"], current=1)
    assert _told(game, Draw(1), 1) is None


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_table_shows_the_line_at_the_persons_seat(app: App) -> None:
    from game.session import MatchConfig
    from game.ui.palette import YELLOW
    from game.ui.scenes.table import TableScene

    rules = Rules()
    game = setup([["B5", "G2", "B3"], ["Y9", "Y1", "Y2"], ["RS", "G7", "G8"]], ["R4"], rules=rules, current=2)
    cfg = MatchConfig(seats=seats("human", "normal", "normal"), rules=rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: bool(table.controller.history), 600)
    assert table.controller.history[0] == Play(2, Card.parse("RS"))
    notes = [e for e in table.anim.effects if e.kind == "told"]
    assert [e.text for e in notes] == ["Leo's Red Skip: you miss your turn"]
    run_until(app, lambda: settled(table) and notes[0].live(table.anim.t), 240)
    app.draw(app.screen)
    plate = table.layout.seat(YOU).plate
    above = pygame.Rect(plate.x, max(0, plate.y - plate.h), app.size[0] // 2, plate.h)
    shot = app.screen.subsurface(above)
    lit = sum(1 for x in range(0, above.w, 2) for y in range(above.h) if shot.get_at((x, y))[:3] == YELLOW)
    assert lit > 20, "no line above the person's plate"
