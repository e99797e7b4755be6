"""A swap or pass that leaves the person one card shows the time before a CPU may catch them as the
other timed chances show theirs: the dial beside the hint ("Say Uno now"), whole seconds, emptying with
the grace (playtest on 6f4f358: "the own-Uno grace window has no countdown")."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from tablekit import make_app, session_with, setup, step

from game.model import Card, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.table import TableScene
from game.ui.table.controller import GRACE

DT = 1 / 60


def test_the_hint_counts_down_the_grace_after_a_swap(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    rules = Rules(seven_o=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    hands = [["B1", "B2", "B3"], ["R7", "G3"], ["Y1", "Y2", "Y3", "Y4", "Y5"]]
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], rules=rules, current=1)))
    app.reset(table)
    drawn: list[dict[str, Any]] = []
    real = table.hud.draw_hint

    def spy(surface: Any, text: str, *args: Any, **kw: Any) -> None:
        drawn.append({"text": text, **kw})
        real(surface, text, *args, **kw)

    table.hud.draw_hint = spy  # type: ignore[method-assign]
    for _ in range(int(10 / DT)):
        step(app, 1, DT)
        if [s.card for s in table.anim.hand] == [Card.parse("G3")] and not table.anim.busy:
            break
    drawn.clear()
    step(app, 60, DT)  # a second of the grace
    timed = [d for d in drawn if d.get("seconds") is not None and "Uno" in d["text"]]
    assert timed, [d["text"] for d in drawn[-3:]]
    first, last = timed[0], timed[-1]
    assert GRACE - 0.2 <= first["seconds"] <= GRACE and first["timer"] > 0.9
    assert first["seconds"] - last["seconds"] > 0.8 and last["timer"] < first["timer"]
    app.close()
