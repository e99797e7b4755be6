"""Fair real-time windows (issue 12): a CPU's reaction counts from the moment the person can see what
happened, a person left with one card by someone else's play gets `GRACE` before any catch, and CPU
jump-ins wait a while when the person's turn begins. The controller ticks with a fixed dt; the
presenter takes as long as the table's motion would."""
from __future__ import annotations

import random
from typing import Any

from game.ai.base import RandomAgent
from game.model import CallUno, Card, Catch, Game, Match, Play, Rules, UnoCaught
from game.session import MatchConfig, SeatSetup, Session
from game.ui.table.controller import GRACE, UNO_FLOOR, TableController

DT = 1 / 60
SHOW = 1.0
"""Seconds the (fake) table takes to show each action."""
STOCK = ["B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3", "R8", "R9"] * 3


class Slow:
    """A presenter whose motion takes `SHOW` seconds per action; keeps the events."""

    def __init__(self) -> None:
        self.events: list[Any] = []

    def present(self, events: Any, view: Any) -> float:
        self.events += list(events)
        return SHOW

    def sync(self, view: Any) -> None:
        return None


class Quick(RandomAgent):
    """Plays the first card it may (a 7 on seat 0), catches and jumps in at once whenever it can."""

    def __init__(self, reaction: float) -> None:
        super().__init__(0)
        self.reaction = reaction

    def choose(self, view: Any, legal: Any) -> Any:
        plays = [a for a in legal if isinstance(a, Play)]
        return next((a for a in plays if a.target in (None, 0)), legal[-1])

    def react(self, view: Any, legal: Any) -> Any:
        return next((a for a in legal if isinstance(a, (Catch, Play))), None)


def _session(hands: list[list[str]], discard: list[str], rules: str, current: int, reaction: float) -> Session:
    r = Rules.from_spec(rules + ",target_score=none")
    game = Game.from_setup(hands, discard, STOCK, r, current=current, seed=3)
    n = len(hands)
    seats = tuple(SeatSetup(["You", "Mia", "Leo", "Ava"][i], "human" if i == 0 else "random") for i in range(n))
    session = Session(MatchConfig(seats, r, seed=0, human=0), Match(n, r, random.Random(0), game), agent_seed=1)
    for seat in range(1, n):
        session.agents[seat] = Quick(reaction)
    return session


def _until(c: TableController, done: Any, limit: float = 30.0) -> None:
    start = c.now
    while not done():
        c.update(DT)
        assert c.now - start < limit, "timed out"


def _caught_at(c: TableController, rec: Slow) -> float:
    """Tick until someone catches the person; return the time after the motion that showed the change."""
    _until(c, lambda: bool(c.history))
    shown = c.busy_until
    _until(c, lambda: any(isinstance(e, UnoCaught) and e.target == 0 for e in rec.events))
    return c.now - shown


def test_a_person_swapped_down_to_one_card_has_two_seconds_before_a_catch() -> None:
    for reaction in (0.3, 0.6, 0.9):
        rec = Slow()
        # Mia plays a 7 and swaps her last-but-one card for the person's three: the person holds one
        session = _session([["G4", "B4", "Y4"], ["R7", "R2"], ["Y1", "Y2", "Y3"]], ["R1"], "seven_o", 1, reaction)
        c = TableController(session, presenter=rec, seed=1, threaded=False)
        c.start()
        waited = _caught_at(c, rec)
        assert waited >= GRACE - DT, f"caught {waited:.2f} s after the swap showed (reaction {reaction})"


def test_a_person_passed_one_card_by_a_zero_has_two_seconds_before_a_catch() -> None:
    rec = Slow()
    # Leo plays a 0: every hand moves on; the person gets Leo's last card (direction 1: 2 -> 0)
    session = _session([["G4", "B4", "Y4"], ["Y1", "Y2", "Y3"], ["R0", "R2"]], ["R1"], "seven_o", 2, 0.3)
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    waited = _caught_at(c, rec)
    assert waited >= GRACE - DT, f"caught {waited:.2f} s after the pass showed"


def test_the_person_can_say_uno_in_that_time() -> None:
    rec = Slow()
    session = _session([["G4", "B4", "Y4"], ["R7", "R2"], ["Y1", "Y2", "Y3"]], ["R1"], "seven_o", 1, 0.3)
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    _until(c, lambda: bool(c.history))
    shown = c.busy_until
    _until(c, lambda: c.now >= shown + GRACE * 0.75)  # a person's look at the new hand, then U
    assert c.submit(CallUno(0)) is None
    _until(c, lambda: c.now >= shown + GRACE + 2.0)
    assert not any(isinstance(e, UnoCaught) and e.target == 0 for e in rec.events)


def test_a_person_who_forgets_their_own_uno_is_still_caught_but_not_before_they_could_press_it() -> None:
    rec = Slow()
    session = _session([["R5", "G4"], ["Y1", "Y2", "Y3"], ["B1", "B2", "B3"]], ["R1"], "", 0, 0.3)
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    assert c.submit(Play(0, Card.parse("R5"))) is None
    shown = c.busy_until
    _until(c, lambda: any(isinstance(e, UnoCaught) for e in rec.events))
    # a CPU quick as 0.3 s waits UNO_FLOOR (issue 19: a person reacting in 0.7 s says Uno first), no more
    assert UNO_FLOOR - DT <= c.now - shown < UNO_FLOOR + 2 * DT


def test_no_cpu_jumps_in_on_the_persons_own_turn() -> None:
    """Playtests 10-12: "your turn is gone" while still choosing, at 1.5 s, 2.5 s and 4 s of grace. A CPU
    holding the very same card jumps in on other turns, never on the person's: their turn is theirs until
    they act, however long they take."""
    rec = Slow()
    # Leo plays R5 and the turn passes to the person; Mia holds the other R5 and would jump in at once
    session = _session([["G4", "B4", "Y4"], ["R5", "B2", "G2"], ["R5", "Y2", "Y3"]], ["R1"], "jump_in", 2, 0.3)
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    _until(c, lambda: bool(c.history))
    shown = c.now
    assert c.my_turn()
    while c.now - shown < 20.0:
        c.update(DT)
    assert len(c.history) == 1, f"{c.history[1:]} while the person was on turn"
    assert c.my_turn()


def test_a_cpus_move_waits_a_beat_after_the_last_one_has_shown() -> None:
    """Two playtests in a row: 'the CPU turns rush by, I learned what happened only from the log' (four
    Reverses in about five seconds). Each CPU turn now waits at least 0.7 s at CPU speed 1 after the
    table has shown the move before it, so that a person can read each card as it lands."""
    for seed in range(6):
        rec = Slow()
        session = _session([["G4", "B4", "Y4"], ["R2", "R3", "R4"], ["R5", "R6", "R7"], ["R8", "R9", "R1"]],
                           ["R0"], "", 1, 1.0)
        c = TableController(session, presenter=rec, cpu_speed=1.0, seed=seed, threaded=False)
        c.start()
        for turn in range(1, 4):
            shown = c.busy_until
            _until(c, lambda c=c, turn=turn: len(c.history) >= turn)
            assert c.now - shown >= 0.7 - 1e-9, f"seed {seed}: CPU move {turn} came {c.now - shown:.2f} s after the last"
