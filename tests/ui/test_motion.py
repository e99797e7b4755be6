"""The feel of the motion: anticipation and overshoot on plays, a dealt card's arc, the +4 nudge."""
from __future__ import annotations

import pytest
from tablekit import setup

from game.model import Card, Color, Play
from game.ui.table.animator import NUDGE, OVERSHOOT, PLAY, WINDUP, Animator
from game.ui.table.layout import Layout
from game.ui.table.sprites import Flight


def test_a_played_card_lifts_first_then_flies_past_the_pile_and_settles() -> None:
    f = Flight(None, (100.0, 400.0), (500.0, 400.0), 0.0, 1.0, 40, 80, (40, 60, 80), windup=0.2, rise=12.0,
               overshoot=0.05)
    xs = [f.state(t / 100)[0] for t in range(101)]
    # anticipation: in the wind-up it only rises, it does not move along
    assert all(x == pytest.approx(100.0) for x, _ in xs[:20])
    assert xs[19][1] < 400.0 - 10.0
    # then it flies, passes the pile by about 5% of the way and comes back to rest on it
    furthest = max(x for x, _ in xs)
    assert furthest == pytest.approx(500.0 + 0.05 * 400.0, abs=1.0)
    assert xs[-1] == pytest.approx((500.0, 400.0))
    # a flight without the extras moves from its first moment, as before
    plain = Flight(None, (100.0, 400.0), (500.0, 400.0), 0.0, 1.0, 40, 80, (40, 60, 80))
    assert plain.state(0.1)[0][0] > 100.0 and max(plain.state(t / 100)[0][0] for t in range(101)) <= 500.0


def test_the_animator_plays_with_anticipation_and_overshoot_in_the_same_time() -> None:
    game = setup([["R5", "G7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))
    took = anim.present([e.seen_by(0) for e in game.apply(Play(0, Card.parse("R5")))], game.view(0))
    assert took == pytest.approx(PLAY)  # ART.md's 0.35 s: the wind-up is part of it
    anim.update(0.0)
    (flight,) = anim.flights
    assert (flight.windup, flight.overshoot) == (WINDUP, OVERSHOOT) and flight.rise > 0


def test_a_plus_four_landing_on_the_person_nudges_the_table_briefly_unless_motion_is_reduced() -> None:
    for viewer, reduce, shakes in ((2, False, True), (2, True, False), (0, False, False)):
        game = setup([["R5", "G7"], ["W4", "B3", "B6"], ["Y1", "Y2"]], ["R1"], current=1)
        anim = Animator(["You", "Mia", "Leo"], viewer, Layout((960, 540), 3, viewer, True, 0.75), seed=1)
        anim.reduce_motion = lambda reduce=reduce: reduce
        anim.sync(game.view(viewer))
        anim.present([e.seen_by(viewer) for e in game.apply(Play(1, Card.parse("W4"), Color.RED))],
                     game.view(viewer))
        offsets = []
        shaking = []
        for _ in range(90):
            anim.update(1 / 60)
            offsets.append(anim.nudge())
            shaking.append(anim.nudging())
        moved = [o for o in offsets if o != (0, 0)]
        assert bool(moved) is shakes, (viewer, reduce)
        if shakes:
            assert sum(shaking) / 60 <= NUDGE + 1 / 60 < 0.2 + 1 / 60
            assert max(max(abs(x), abs(y)) for x, y in moved) <= 6  # a few pixels
        assert anim.nudge() == (0, 0) and not anim.nudging()
