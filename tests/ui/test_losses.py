"""Losing your turn is never silent (issue 19): a jump-in, a skip, a stack or a swap that takes the person's
turn or changes their hand gives a line at their seat saying what happened and who did it, worded from the
events the model returns (`game.ui.table.losses.told`), and the table shows it there."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import FirstPlayable, key, make_app, run_until, seats, session_with, settled, setup, step

from game.app import App
from game.model import Card, Challenge, Color, Draw, Game, Play, Rules
from game.ui.table.losses import answers, told

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
    assert _told(game, Play(2, Card.parse("RD2")), 2) == "Leo's Red Draw Two: +2 on you"


def test_a_stack_grown_onto_the_person_names_the_card_and_the_total() -> None:
    """Playtest on 5166f36: a Draw Two stacked on a Draw Two was told "Ava put +4 on you", read as a Wild
    Draw Four. It names the card and the total: "Leo's Red Draw Two: +4 on you"."""
    rules = Rules(stacking=True)
    game = setup([["B5", "GD2"], ["YD2", "R1"], ["RD2", "G7", "G8"]], ["Y4"], current=1, rules=rules)
    game.apply(Play(1, Card.parse("YD2")))
    assert _told(game, Play(2, Card.parse("RD2")), 2) == "Leo's Red Draw Two: +4 on you"


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


class Bluffs(FirstPlayable):
    """Plays its Wild Draw Four naming red, whatever else it holds."""

    def choose(self, view: Any, legal: Any) -> Any:
        return next(a for a in legal if isinstance(a, Play) and a.card is Card.parse("W4") and a.color is Color.RED)


def test_the_line_goes_once_the_person_has_answered_it(app: App) -> None:
    """'Leo's Wild Draw Four: +4 on you' is gone once the person challenges (here the bluff is caught and Leo draws
    the four): it stood beside their plate for turns after, as if the four were still theirs to take."""
    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene

    game = setup([["R1", "R2", "Y3"], ["Y7", "Y8", "Y9"], ["W4", "B5", "G2"]], ["B9"], ["G5"] * 12, current=2)
    cfg = MatchConfig(seats=seats("human", "normal", "normal"), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    table.session.agents[2] = Bluffs()
    app.reset(table)
    step(app)
    run_until(app, lambda: bool(table.controller.history), 600)
    notes = [e for e in table.anim.effects if e.kind == "told"]
    assert [e.text for e in notes] == ["Leo's Wild Draw Four: +4 on you"]
    run_until(app, lambda: table.controller.can(Challenge) and notes[0].live(table.anim.t), 600)
    key(app, pygame.K_h)
    step(app)
    assert table.controller.history[-1] == Challenge(YOU)
    assert len(table.controller.game.hands[2]) == 2 + 4
    step(app, 2)
    live = [e.text for e in table.anim.effects if e.kind == "told" and e.live(table.anim.t)]
    assert live == []


def test_only_the_persons_own_move_answers_the_line() -> None:
    game = setup([["R1", "R2"], ["W4", "G2"], ["Y7", "Y8"]], ["B9"], ["G5"] * 12, current=1)
    theirs = game.apply(Play(1, Card.parse("W4"), Color.RED))
    assert not answers(theirs, 2) and not answers(theirs, YOU)
    assert answers(game.apply(Challenge(2)), 2)
    assert not answers([], YOU) and not answers(theirs, -1)
