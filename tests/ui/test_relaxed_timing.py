"""Relaxed timing (issue 22): with the setting on, every timed window a person has (jump in, catch, say
Uno before being caught) waits for them; no CPU overtakes a person before they act or let the chance
pass. Measured with the reaction harness (tools/reaction_windows.py) on the real controller and
animator, and with the quickest possible CPUs."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.model import CallUno, Card, Catch, Play, UnoCaught
from game.ui.table.controller import TableController
from game.ui.table.relaxed import window_time

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import reaction_windows as harness

from tests.ui.test_reaction_windows import DT, Slow, _session

LONG = 10.0
"""Seconds a person may take, far beyond any timed window (WINDOW 2.5 s, GRACE 3 s; the harness gives up at 12 s)."""


@pytest.mark.parametrize("moment", ["swap", "pass", "jump-in", "own play"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_with_relaxed_timing_no_cpu_acts_before_the_person(moment: str, level: str) -> None:
    timed = [harness.window(moment, level, seed, 1.0) for seed in range(3)]
    if moment == "jump-in":  # on the person's own turn: no CPU jumps in, relaxed or not (playtest 12)
        assert timed == [None, None, None], "a CPU jumped in on the person's turn"
    else:
        assert any(t is not None for t in timed), "without the setting a CPU overtakes the person"
    for seed in range(3):
        assert harness.window(moment, level, seed, 1.0, relaxed=True) is None, \
            f"{moment}, {level}, seed {seed}: a CPU acted while the person's chance waited"


def test_a_slow_person_catches_a_forgetful_cpu_first() -> None:
    assert harness.catch_trial("normal", 1, person=5.0)[0] == "cpu", "timed: the CPUs are quicker"
    for seed in range(4):
        assert harness.catch_trial("normal", seed, person=LONG, relaxed=True)[0] == "person"


def test_a_slow_person_says_uno_before_any_cpu_catches_them() -> None:
    assert harness.own_uno_trial("hard", 1, person=5.0), "timed: the hard player catches them"
    for level in ("easy", "normal", "hard"):
        assert not harness.own_uno_trial(level, 1, person=LONG, relaxed=True)


def _table(relaxed: bool) -> tuple[TableController, Slow]:
    # seat 1 plays R5 and the turn passes to seat 2: the person (seat 0) may jump in with their R5 or
    # let it pass, and seat 3, who holds one too, may also jump in
    session = _session([["R5", "G4", "B4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]], ["R1"],
                       "jump_in", 1, 0.1)
    slow = Slow()
    c = TableController(session, presenter=slow, seed=1, threaded=False, relaxed=relaxed)
    c.start()
    return c, slow


def _run(c: TableController, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        c.update(DT)


def test_the_person_lets_a_chance_pass_and_the_cpus_go_on() -> None:
    c, _slow = _table(True)
    _run(c, 3.0)  # seat 3 plays its R5 at once: the person and seat 1 may jump in with theirs
    assert c.history == [Play(1, Card.parse("R5"))]
    assert c.jump_in_cards() and c.waiting_for_person and c.resting()
    _run(c, LONG)
    assert len(c.history) == 1 and c.waiting_for_person, "the table waits for the person"
    assert c.window_left == c.window_length, "no time runs out"
    assert c.let_pass() and not c.waiting_for_person
    assert not c.let_pass(), "nothing waits any more"
    _run(c, 3.0)
    assert len(c.history) > 1, "the CPUs go on once the person let the chance pass"


def test_the_person_acts_and_the_chance_ends() -> None:
    c, _slow = _table(True)
    _run(c, 3.0)
    card = next(iter(c.jump_in_cards()))
    assert c.submit(Play(0, card)) is None
    assert c.history[-1] == Play(0, card)


def test_without_relaxed_timing_the_chance_runs_out() -> None:
    c, _slow = _table(False)
    _run(c, 3.0 + LONG / 5)  # a CPU jumps in as the person's window (2.5 s) runs out
    assert not c.waiting_for_person and len(c.history) > 1


def test_relaxed_timing_keeps_cpus_from_jumping_in_on_the_persons_turn() -> None:
    # seat 3 plays; the turn passes to the person, and seat 1 holds the same card (a jump-in on the
    # person's turn): relaxed, as timed, a person's turn is theirs, so nobody jumps in
    session = _session([["G4", "B4", "Y4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]], ["R1"],
                       "jump_in", 3, 0.1)
    c = TableController(session, presenter=Slow(), seed=1, threaded=False, relaxed=True)
    c.start()
    _run(c, LONG)
    assert all(not (isinstance(a, Play) and a.player == 1) for a in c.history)
    assert c.my_turn()


def test_a_person_open_to_a_catch_may_say_uno_late_or_let_it_pass() -> None:
    session = _session([["R5", "G4"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"], ["G5", "G6", "G7"]], ["R1"], "", 0, 0.1)
    slow = Slow()
    c = TableController(session, presenter=slow, seed=1, threaded=False, relaxed=True)
    c.start()
    c.submit(Play(0, Card.parse("R5")))
    _run(c, LONG)
    assert c.waiting_for_person and not any(isinstance(e, UnoCaught) for e in slow.events)
    assert c.let_pass()
    _run(c, 3.0)
    assert any(isinstance(e, UnoCaught) and e.target == 0 for e in slow.events), \
        "let pass, the quick CPUs catch the person who did not say Uno"
    assert CallUno(0) not in c.human_legal() and not any(isinstance(a, Catch) and a.player == 0 for a in c.history)


def test_l_lets_a_waiting_chance_pass_at_the_table_and_opens_the_log_otherwise(tmp_path: Path) -> None:
    """The hint says "let it pass (L)": L was also the log's key, and the log took it first, so a
    keyboard player could never let the chance pass (the table waited for ever). On 6114fcd L opened
    the log and the chance still waited."""
    import pygame
    from tablekit import make_app, post, run_until, step

    from game.ui.scenes.table import TableScene

    app = make_app(tmp_path, size="1280x720")
    try:
        app.settings.relaxed_timing = True
        session = _session([["R5", "G4", "B4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]],
                           ["R1"], "jump_in", 1, 0.1)
        table = TableScene(app, session)
        app.reset(table)
        c = table.controller
        run_until(app, lambda: c.waiting_for_person, 900)
        post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
        step(app, 2)
        assert not table.logroom.is_open, "L opened the log while a chance waited"
        assert not c.waiting_for_person, "the chance still waits"
        run_until(app, lambda: len(c.history) > 1 and not c.waiting_for_person, 900)  # the CPUs go on
        post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
        step(app, 1)
        assert table.logroom.is_open, "with no chance waiting, L opens the log"
    finally:
        app.close()


@pytest.mark.parametrize("speed", [1.0, 3.0, 20.0])
def test_the_windows_countdown_runs_over_the_window_the_controller_opened(speed: float) -> None:
    """One rule for the person's window (`window_time`): the controller opens it for that long and the
    countdown on the hint line and the plates (`window_left / window_length`) starts full, also in a
    fast-forward (on 158c6b7 the countdown at --speed 20 started at a twentieth)."""
    session = _session([["R5", "G4", "B4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]], ["R1"],
                       "jump_in", 1, 5.0)
    c = TableController(session, presenter=Slow(), seed=1, threaded=False, cpu_speed=speed)
    c.start()
    for _ in range(round(10.0 / DT)):
        c.update(DT)
        if c.window_left > 0:
            break
    assert c.jump_in_cards(), "the person may jump in with their R5"
    assert c.window_length == pytest.approx(window_time(speed))
    assert c.window_left / c.window_length > 0.9, "the countdown starts full"


def test_pass_and_play_waits_only_for_a_person_open_to_a_catch() -> None:
    """Playtest (eab6cc2): in pass-and-play with relaxed timing, while a person held two cards every CPU
    turn stood still on "Mia's turn" and "Let pass (L)": Uno may be said with two cards at any time, and
    the table waited on that as on a chance. It waits only for a person open to a catch, as with one person."""
    from dataclasses import replace

    from game.session import SeatSetup

    session = _session([["R5", "G4"], ["B1", "B2", "B3"], ["Y5", "Y6", "Y7"], ["G5", "G6", "G7"]], ["R1"], "", 2, 0.1)
    seats = list(session.config.seats)
    seats[1] = SeatSetup("Leo", "human")
    session.config = replace(session.config, seats=tuple(seats))
    session.agents[1] = None
    c = TableController(session, presenter=Slow(), seed=1, threaded=False, relaxed=True)
    assert c.several
    c.set_viewer(0)
    c.start()
    _run(c, 4.0)
    assert not c.waiting_for_person, "the table waits on a person who holds two cards"
    assert any(a.player == 2 for a in c.history), "the CPU on turn never played"


def test_the_first_race_a_cpu_wins_tells_of_relaxed_timing_once(tmp_path: Path) -> None:
    """Playtest (eab6cc2): a keyboard player lost a jump-in and a catch to the CPUs and did not know that
    relaxed timing was there. The first chance a CPU takes first says so, once."""
    from tablekit import make_app, run_until, step

    from game.ui.scenes.table import TableScene

    app = make_app(tmp_path)
    try:
        session = _session([["R5", "G4", "B4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]], ["R1"],
                           "jump_in", 1, 0.1)
        table = TableScene(app, session)
        app.reset(table)
        step(app)
        c = table.controller
        run_until(app, lambda: any(isinstance(a, Play) and a.player == 3 for a in c.history), 900)
        step(app, 2)
        tip = "Too quick? Relaxed timing (Settings, Gameplay) makes the table wait for your chances."
        assert tip in app.notices, app.notices
        assert table.input.tipped, "said once: not after the next race"
        # a notice, which stays its time as the table moves on (a line above the hand went with the next
        # move, never seen: playtest on bf6b910)
        step(app, 150)
        assert tip in app.notices
    finally:
        app.close()


def test_the_button_that_lets_your_own_uno_pass_says_no_uno(tmp_path: Path) -> None:
    """Playtest 12: at the person's own Uno, "Let pass (L)" read as "carry on", and they were caught at once.
    There the button says "No Uno" and the hint says that anyone may then catch them; at a jump-in chance
    it still says "Let pass"."""
    from tablekit import card_point, click, make_app, run_until, settled, step

    from game.ui.scenes.table import TableScene

    app = make_app(tmp_path, size="1280x720")
    try:
        app.settings.relaxed_timing = True
        session = _session([["R5", "G4"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"], ["G5", "G6", "G7"]], ["R1"], "", 0, 0.1)
        table = TableScene(app, session)
        app.reset(table)
        step(app, 2)
        run_until(app, lambda: settled(table), 300)
        c = table.controller
        click(app, card_point(table, 0))  # R5, not saying Uno: one card left
        run_until(app, lambda: c.waiting_for_person, 900)
        step(app, 2)
        button = table.buttons["draw"]
        assert button.label == "No Uno" and button.enabled
        run_until(app, lambda: "Say Uno" in table.painting.hint()[0], 120)
        hint, _color = table.painting.hint()
        assert "anyone may catch you" in hint, hint
    finally:
        app.close()
