"""The grace of a person left with one card by someone else's 7 or 0 (issue 19's playtest: "catchable at
once"): at every CPU speed the settings offer, at a slow and a fast animation speed, and in pass-and-play
(where it runs from the moment that person has seen their new hand behind the privacy screen), no CPU
catches them before `GRACE` seconds have passed; and all that time the catch countdown on their own plate
shows the grace running out (full when the hand shows, empty when it ends).
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import confirm_privacy, make_app, session_with, setup, step

from game.app import App
from game.model import Card, Catch, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene
from game.ui.table.controller import GRACE, UNO_FLOOR

DT = 1 / 60
CPU_SPEEDS = [0.5 + 0.25 * i for i in range(11)]  # the settings' slider: 0.5 to 3 by 0.25


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _watch(app: App, table: TableScene, seat: int, since: float) -> tuple[float, list[tuple[float, float]]]:
    """Step until `seat` is caught; return when (app time), and the countdown on its plate: (time, share)."""
    shares: list[tuple[float, float]] = []
    for _ in range(int(14 / DT)):
        step(app, 1, DT)
        if any(isinstance(a, Catch) and a.target == seat for a in table.controller.history):
            return app.time, shares
        share = table.painting.catch_timers().get(seat)
        if share is not None and table.controller.grace_left(seat) > 0:  # (after it, in pass-and-play,
            shares.append((app.time - since, share))  # the plate shows the other person's catch window)
    raise AssertionError("nobody caught the forgotten Uno")


def _swapped(app: App) -> TableScene:
    """Open a table where Leo, on turn, swaps his last two cards (a 7 and a Green 3) for the person's three."""
    rules = Rules(seven_o=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    hands = [["B1", "B2", "B3"], ["R7", "G3"], ["Y1", "Y2", "Y3", "Y4", "Y5"]]
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], rules=rules, current=1)))
    app.reset(table)
    return table


def _one_card_shown(app: App, table: TableScene) -> float:
    """Step until the person's new hand, Leo's Green 3, shows with everything landed; return when."""
    for _ in range(int(10 / DT)):
        step(app, 1, DT)
        if [s.card for s in table.anim.hand] == [Card.parse("G3")] and not table.anim.busy:
            return app.time
    raise AssertionError("Leo's 7 did not give me his last card")


def _check_countdown(shares: list[tuple[float, float]], caught_after: float) -> None:
    assert shares, "the countdown shows on the person's own plate"
    assert shares[0][0] < 0.2 and shares[0][1] > 0.9, f"it starts full as the hand shows: {shares[:3]}"
    ups = [(a, b) for a, b in itertools.pairwise(shares) if b[1] > a[1]]
    assert not ups, f"it only runs down: {ups}"
    assert shares[-1][1] < 0.1 and shares[-1][0] >= GRACE - 0.1, f"it runs out with the grace: {shares[-3:]}"
    assert caught_after >= shares[-1][0]


@pytest.mark.parametrize(("cpu_speed", "anim_speed"),
                         [(s, 1.0) for s in CPU_SPEEDS] + [(3.0, 0.5), (3.0, 3.0), (0.5, 3.0)])
def test_the_grace_holds_at_every_speed_and_the_persons_plate_counts_it_down(
        app: App, cpu_speed: float, anim_speed: float) -> None:
    app.settings.cpu_speed = cpu_speed
    app.settings.anim_speed = anim_speed
    table = _swapped(app)
    shown = _one_card_shown(app, table)
    caught, shares = _watch(app, table, 0, shown)
    assert caught - shown >= GRACE, f"caught {caught - shown:.2f} s after my new hand showed"
    assert caught - shown >= 3.0, "a new player reads the swap and finds U in 3 s, not 2 (playtest)"
    _check_countdown(shares, caught - shown)


def test_in_pass_and_play_the_grace_runs_from_when_the_person_sees_their_new_hand(app: App) -> None:
    rules = Rules(seven_o=True, target_score=None)
    cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Bob", "human"), SeatSetup("Leo", "normal")),
                      rules, seed=1, human=0)
    # Leo (normal) swaps with whoever holds fewest: Bob, who is left with Leo's last card
    hands = [["B1", "B2", "B3", "B4", "B5"], ["Y1", "Y2", "Y3"], ["R7", "G3"]]
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], rules=rules, current=2)))
    app.reset(table)
    step(app, 2)
    if isinstance(app.top, PrivacyScene):  # the hand opens behind the first person's screen
        confirm_privacy(app, app.top.seat)
    for _ in range(int(10 / DT)):
        step(app, 1, DT)
        if any(isinstance(a, Play) and a.target == 1 for a in table.controller.history):
            break
    confirm_privacy(app, 1)  # Bob is shown his new hand: from now on his grace runs
    seen = app.time
    assert [s.card for s in table.anim.hand] == [Card.parse("G3")] and table.viewer == 1
    caught, shares = _watch(app, table, 1, seen)
    assert caught - seen >= GRACE, f"Bob was caught {caught - seen:.2f} s after seeing his new hand"
    _check_countdown(shares, caught - seen)


def _hints_drawn(table: TableScene) -> list[dict[str, Any]]:
    """Keep every hint `table` draws from now on: its text and its keywords (timer, seconds)."""
    drawn: list[dict[str, Any]] = []
    real = table.hud.draw_hint

    def spy(surface: Any, text: str, *args: Any, **kw: Any) -> None:
        drawn.append({"text": text, **kw})
        real(surface, text, *args, **kw)

    table.hud.draw_hint = spy  # type: ignore[method-assign]
    return drawn


def test_the_hint_counts_down_the_grace_after_a_swap(app: App) -> None:
    """The person's grace shows as the other timed chances show theirs: the dial beside the hint ("Say Uno
    now"), whole seconds, emptying with it (playtest on 6f4f358: "the own-Uno grace window has no countdown")."""
    table = _swapped(app)
    drawn = _hints_drawn(table)
    _one_card_shown(app, table)
    drawn.clear()
    step(app, 60, DT)  # a second of the grace
    timed = [d for d in drawn if d.get("seconds") is not None and "Uno" in d["text"]]
    assert timed, [d["text"] for d in drawn[-3:]]
    first, last = timed[0], timed[-1]
    assert GRACE - 0.2 <= first["seconds"] <= GRACE and first["timer"] > 0.9
    assert first["seconds"] - last["seconds"] > 0.8 and last["timer"] < first["timer"]


def test_the_race_to_say_your_own_uno_has_a_countdown_and_no_cpu_beats_it(app: App) -> None:
    """Playtest 11: the person played down to one card without Uno; "Say Uno now (U), before someone
    catches you!" showed with no ring or bar, and a CPU caught them about a second later. The hint's dial
    and the person's plate count down `UNO_FLOOR` from the card's landing, and no CPU catches before."""
    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "hard"), SeatSetup("Ava", "hard")),
                      rules, seed=1, human=0)
    hands = [["R1", "R2"], ["G3", "G4", "G5"], ["Y1", "Y2", "Y3"]]
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], rules=rules)))
    app.reset(table)
    step(app, 60, DT)
    drawn = _hints_drawn(table)
    assert table.controller.submit(Play(0, Card.parse("R1"))) is None  # no Uno said
    landed = None
    for _ in range(int(8 / DT)):
        step(app, 1, DT)
        if landed is None and table.desk.landed() and 0 in table.controller.view().exposed:
            landed = app.time
        if any(isinstance(a, Catch) and a.target == 0 for a in table.controller.history):
            break
    assert landed is not None
    caught = app.time
    assert caught - landed >= UNO_FLOOR - 2 * DT, f"caught {caught - landed:.2f} s after the card landed"
    timed = [d for d in drawn if d.get("seconds") is not None and "Uno" in d["text"]]
    assert timed, [d["text"] for d in drawn[-3:]]
    assert timed[0]["seconds"] >= UNO_FLOOR - 0.2 and timed[0]["timer"] > 0.85
    assert timed[-1]["seconds"] < 0.5 and timed[-1]["timer"] < 0.35, "it runs out as the catch comes"
    assert UNO_FLOOR >= 1.5
