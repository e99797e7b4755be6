"""Pass-and-play: the hand of the person who just acted lies face down as soon as their own card has
landed, whatever happens at the table after it (CPUs playing on, a catch window open on a CPU who forgot
Uno) and whatever keys arrive meanwhile; the next person's hand shows only once they confirm.

Before, the hand stayed face up until the table came to rest: a catch window open on a forgetful CPU and
each CPU's move kept it busy, so the person's cards stayed in view for everyone for several seconds (with
more CPUs, 20 s and more in a playtest).
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import (
    FirstPlayable,
    card_point,
    click,
    key,
    make_app,
    run_until,
    session_with,
    settled,
    setup,
    step,
)

from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene

MIA, LEO = 0, 1
NAMES = ("Mia", "Leo", "Ava", "Noah", "Zoe", "Sam")
DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def table_for(app: App, jump_in: bool) -> TableScene:
    # Mia reverses: the four CPUs play one after the other (Noah first), then it is Leo's turn.
    table = mias_turn(app, ["RR", "B1", "B2", "B3"], Rules(target_score=None, jump_in=jump_in))
    assert table.viewer == MIA and not table.hidden
    return table


def mias_turn(app: App, mias: list[str], rules: Rules) -> TableScene:
    """Mia (the first of two people) holds `mias` with four forgetful CPUs after Leo; her privacy screen is
    confirmed and the table has come to rest on her turn."""
    game = setup([mias, ["G5", "G6", "Y9", "Y8"], ["R4", "G1", "G2"], ["R3", "G3", "B7"],
                  ["R2", "G4", "B8"], ["R1", "G7", "B4"]], ["R5"], rules=rules)
    cfg = MatchConfig(tuple(SeatSetup(n, k) for n, k in zip(NAMES, ("human", "human", *["normal"] * 4), strict=True)),
                      rules, seed=1, human=0)
    session = session_with(cfg, game)
    for seat in range(2, 6):
        session.agents[seat] = FirstPlayable()
    table = TableScene(app, session)
    app.reset(table)
    step(app, 1)
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and not app.top.guarded(), 300)
    assert app.top.seat == MIA  # type: ignore[attr-defined]
    key(app, pygame.K_RETURN, frames=0)
    step(app, 1)
    run_until(app, lambda: app.top is table and settled(table), 300)
    return table


@pytest.mark.parametrize("jump_in", [True, False])
@pytest.mark.parametrize("keys", [(pygame.K_DOWN,), (pygame.K_f, pygame.K_RIGHT, pygame.K_RETURN)])
def test_the_hand_of_the_person_who_acted_is_put_away_as_their_card_lands_whatever_keys_arrive(
        app: App, jump_in: bool, keys: tuple[int, ...]) -> None:
    table = table_for(app, jump_in)
    c = table.controller
    hand = [s.card for s in table.anim.hand]
    click(app, card_point(table, hand.index(Card.parse("RR"))), frames=0)
    step(app, 1)
    assert c.history and c.history[-1].player == MIA
    lands = c.busy_until  # when Mia's own card has landed (table time)
    assert lands > table.anim.t
    t0 = table.anim.t
    # someone presses a key every half second to a second while the table plays on
    n = 0
    frames = 0
    while not table.hidden:
        frames += 1
        assert frames < 60 * 30, "Mia's hand never went face down"
        if frames % 30 == 10:
            key(app, keys[n % len(keys)], frames=0)
            n += 1
        step(app, 1)
    hidden_at = table.anim.t
    assert hidden_at <= lands + 0.1, (
        f"Mia's cards stayed face up {hidden_at - t0:.2f} s after her play, {hidden_at - lands:.2f} s after it landed")
    # the CPUs play on behind Mia's face-down cards; then Leo's screen, and his hand only after he confirms
    for _ in range(60 * 30):
        if isinstance(app.top, PrivacyScene):
            break
        assert table.hidden and table.viewer == MIA and not table.anim.hand, "a hand showed before its person confirmed"
        if frames % 30 == 10:
            key(app, keys[n % len(keys)], frames=0)
            n += 1
        frames += 1
        step(app, 1)
    privacy = app.top
    assert isinstance(privacy, PrivacyScene) and privacy.seat == LEO
    assert [a.player for a in c.history] == [MIA, 5, 4, 3, 2], "the four CPUs played on"
    run_until(app, lambda: not privacy.guarded(), 120)
    key(app, pygame.K_RETURN, frames=0)
    step(app, 2)
    assert table.viewer == LEO and not table.hidden


# --------------------------------------------------------------------------------------------------
# The decision itself: a table that never rests (a CPU's move starting as each lands, a window open)


class FakeView:
    def __init__(self, current: int) -> None:
        self.current = current


class FakeController:
    def __init__(self, history: list[Any], current: int, busy_until: float, window_left: float) -> None:
        self.started = True
        self.hand_over = False
        self.history = history
        self.busy_until = busy_until
        self.window_left = window_left
        self._current = current

    def view(self) -> FakeView:
        return FakeView(self._current)


class FakeAnimator:
    def __init__(self, t: float, busy: bool) -> None:
        self.t = t
        self.busy = busy
        self.reveal = None


def test_the_hand_goes_face_down_once_its_own_play_landed_though_the_table_never_rests() -> None:
    from game.ui.table.passing import Passing

    passing = Passing([MIA, LEO])
    passing.confirm(MIA, 0, 0.0)
    history: list[Any] = [Play(MIA, Card.parse("RR"))]
    # the first frame after Mia's play: her card flies until 0.7
    c = FakeController(history, current=5, busy_until=0.7, window_left=0.0)
    assert passing.check(c, FakeAnimator(0.1, busy=True), MIA, waiting=False) == (False, None)  # type: ignore[arg-type]
    # a CPU plays as her card lands (a skip key), a window opens after it: the table never rests
    history.append(Play(5, Card.parse("R1")))
    c.busy_until, c.window_left = 1.4, 1.2
    hide, cover = passing.check(c, FakeAnimator(0.75, busy=True), MIA, waiting=False)  # type: ignore[arg-type]
    assert hide and cover is None, "Mia's cards go face down as her own card lands; the screen waits for the table"
    # at rest on Leo's turn: his screen
    c._current, c.window_left = LEO, 0.0
    passing.hidden = True
    assert passing.check(c, FakeAnimator(3.0, busy=False), MIA, waiting=False) == (True, LEO)  # type: ignore[arg-type]


def test_with_relaxed_timing_a_waiting_chance_does_not_hold_the_hand_face_up(app: App) -> None:
    """Relaxed timing: Mia plays down to one card without saying Uno, and the table waits for that chance
    (it never runs out by itself). Before, her hand stayed face up for everyone as long as the table waited,
    15 s and more in a run with keys pressed every half second; now it goes face down as her card lands, she
    can still say Uno from the shared button, and then Leo's screen comes."""
    app.settings.relaxed_timing = True
    table = mias_turn(app, ["R7", "B1"], Rules(target_score=None))
    c = table.controller
    click(app, card_point(table, [s.card for s in table.anim.hand].index(Card.parse("R7"))), frames=0)
    step(app, 1)
    lands = c.busy_until
    for frame in range(60 * 10):
        if frame % 30 == 10:
            key(app, (pygame.K_LEFT, pygame.K_RETURN, pygame.K_RIGHT)[frame % 3], frames=0)
        step(app, 1)
        if table.hidden:
            break
    assert table.hidden, "Mia's hand stayed face up while the table waited on her chance"
    assert table.anim.t <= lands + 0.1
    assert c.waiting_for_person and not isinstance(app.top, PrivacyScene), "the chance still waits"
    key(app, pygame.K_u, frames=0)  # she says Uno from the screen, her cards face down
    step(app, 1)
    assert any(type(a).__name__ == "CallUno" and a.player == MIA for a in c.history)
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 60 * 10)
    assert app.top.seat == LEO  # type: ignore[attr-defined]


def test_a_new_confirm_forgets_when_the_last_play_landed() -> None:
    """A new hand's history starts again from its first action: the landing time of the last hand's play
    must not put the next play's hand away before that play has landed."""
    from game.ui.table.passing import Passing

    passing = Passing([MIA, LEO])
    passing.confirm(MIA, 0, 0.0)
    c = FakeController([Play(MIA, Card.parse("RR"))], current=5, busy_until=0.7, window_left=0.0)
    assert passing.check(c, FakeAnimator(0.1, busy=True), MIA, waiting=False) == (False, None)  # type: ignore[arg-type]
    assert passing.check(c, FakeAnimator(0.8, busy=True), MIA, waiting=False)[0]  # type: ignore[arg-type]
    passing.hidden = False
    passing.confirm(MIA, 0, 50.0)  # the next hand
    c = FakeController([Play(MIA, Card.parse("R1"))], current=5, busy_until=60.7, window_left=0.0)
    assert passing.check(c, FakeAnimator(60.1, busy=True), MIA, waiting=False) == (False, None)  # type: ignore[arg-type]
