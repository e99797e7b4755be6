"""A CPU that forgot Uno and remembers late (issue 19 playtest: "a catch offered can be withdrawn
within a second by a CPU's late Uno").

The rules (docs/rules.md) let a seat open to a catch still say Uno, and a call that comes first beats
the catcher: so a late call may end the person's chance, and the table says so. But a CPU that
"forgot" and then speaks 0.2 s after its card lands has not forgotten at all: the offer vanished before
anyone could press Catch. Its late call waits, like another CPU's catch, until `CATCH_FLOOR` after the
card shows: the whole countdown the person sees (playtest 11: the ring showed 6 s, the late Uno came
after 1-2); and the person's catch, pressed first, stands.
"""
from __future__ import annotations

from typing import Any

from test_table_controller import DT, Recorder, position, tick_until

from game.ai.base import RandomAgent
from game.model import CallUno, Card, Catch, Play, UnoCalled, UnoCaught
from game.ui.table.controller import CATCH_FLOOR, TableController


class Forgets(RandomAgent):
    """Plays its first playable card without Uno, then says Uno at its first chance (out of turn)."""

    reaction = 0.2

    def __init__(self) -> None:
        super().__init__(0)

    def choose(self, view: Any, legal: Any) -> Any:
        return next((a for a in legal if isinstance(a, Play)), legal[-1])

    def react(self, view: Any, legal: Any) -> Any:
        if len(view.hand) != 1:
            return None
        return next((a for a in legal if isinstance(a, CallUno)), None)


class Quiet(RandomAgent):
    """Plays or draws at random, never acts out of turn."""

    def react(self, view: Any, legal: Any) -> Any:
        return None


def _forgetful_play() -> tuple[TableController, Recorder]:
    session = position([["G1", "G2", "G3"], ["R3", "R4"], ["B1", "B2", "B3"]], ["R1"], current=1,
                       agents={1: Forgets(), 2: Quiet()})
    rec = Recorder()
    c = TableController(session, presenter=rec, seed=2, threaded=False)
    c.start()
    tick_until(c, lambda: any(isinstance(a, Play) and a.player == 1 for a in c.history), limit=20)
    assert len(c.game.hands[1]) == 1 and 1 in c.game.view(0).exposed
    return c, rec


def test_a_late_uno_does_not_come_before_a_person_could_catch() -> None:
    c, _rec = _forgetful_play()
    landed = c.busy_until
    tick_until(c, lambda: c.game.uno_called[1], limit=10)
    assert c.now - landed >= CATCH_FLOOR - DT, f"Leo remembered {c.now - landed:.2f} s after his card showed"


def test_a_catch_pressed_before_the_late_uno_stands() -> None:
    c, rec = _forgetful_play()
    tick_until(c, lambda: c.now >= c.busy_until + 0.7, limit=5)  # the person reacts in 0.7 s
    assert not c.game.uno_called[1], "Leo's late Uno came before a 0.7 s catch"
    assert c.submit(Catch(0, 1)) is None
    tick_until(c, lambda: c.resting() or c.game.current == 0, limit=10)
    assert rec.events(UnoCaught) and not rec.events(UnoCalled)
    assert len(c.game.hands[1]) == 3 and Card.parse("R3") in c.game.discard_pile
