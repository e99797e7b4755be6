"""A person left with one card by someone else's 7 or 0 (issue 19, playtest defects).

The playtester, on a fast CPU setting, was caught about 1.3 s after a CPU's 7 left them one card: the
grace was divided by the CPU speed, as if a person reacted faster when the computer plays faster. The
person's windows (the grace after a swap or pass, the floor before their own Uno is caught, the
moment before a CPU jumps in on their turn) are the person's time: a faster CPU setting never
shortens them (a slower one still lengthens them).
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import make_app, session_with, setup, step

from game.app import App
from game.model import Card, Catch, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.table import TableScene
from game.ui.table.controller import GRACE

DT = 1 / 60
ME, LEO = 0, 1


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _table(app: App, hands: list[list[str]], current: int, rules: Rules) -> TableScene:
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], rules=rules, current=current)))
    app.reset(table)
    step(app, 1, DT)
    return table


@pytest.mark.parametrize("cpu_speed", [1.0, 3.0])
def test_a_one_card_hand_from_a_cpus_seven_gets_its_whole_grace_at_any_cpu_speed(app: App, cpu_speed: float) -> None:
    app.settings.cpu_speed = cpu_speed
    rules = Rules(seven_o=True, target_score=None)
    table = _table(app, [["B1", "B2", "B3"], ["R7", "G3"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], LEO, rules)
    game = table.session.match.game
    shown: float | None = None
    for _ in range(int(12 / DT)):
        step(app, 1, DT)
        if shown is None and [s.card for s in table.anim.hand] == [Card.parse("G3")]:
            shown = app.time  # the person's new hand, one card, is on the screen
        if any(isinstance(a, Catch) and a.target == ME for a in table.controller.history):
            break
    assert any(isinstance(a, Play) and a.target == ME for a in table.controller.history), "Leo's 7 swapped with me"
    assert shown is not None, "my new hand was shown"
    caught = [a for a in table.controller.history if isinstance(a, Catch) and a.target == ME]
    assert caught, "a normal CPU catches a forgotten Uno in the end"
    assert app.time - shown >= GRACE, f"caught {app.time - shown:.2f} s after my new hand showed"
    assert len(game.hands[ME]) == 3
