"""Pass-and-play's bookkeeping on its own (`game.ui.table.passing`); the table's runs are in test_pass_and_play."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from game.model import CallUno, Draw, Pass
from game.ui.table.passing import Passing
from game.ui.table.picture import LogLine


def _view(current: int, direction: int = 1) -> Any:
    return SimpleNamespace(current=current, direction=direction)


def test_the_next_person_is_the_seat_on_turn_or_the_next_person_in_the_direction_of_play() -> None:
    p = Passing((1, 3))
    assert p.several and not p.has_looked(1) and not p.has_looked(3), "with several people nobody has looked yet"
    assert p.next_person(_view(1), 5) == 1
    assert p.next_person(_view(2), 5) == 3
    assert p.next_person(_view(4), 5) == 1, "round the table"
    assert p.next_person(_view(2, -1), 5) == 1, "against the direction after a Reverse"


def test_one_person_or_a_demo_never_needs_the_privacy_screen() -> None:
    assert not Passing((2,)).several and not Passing(()).several
    assert Passing((2,)).check(None, None, 2, False) == (False, None)  # type: ignore[arg-type]


def test_the_log_since_a_person_last_looked() -> None:
    p = Passing((0, 1))
    log = [LogLine("dealt", 0.0), LogLine("Mia played a 5", 2.0), LogLine("Leo drew", 5.0)]
    assert not p.has_looked(0) and p.since(0, log) == ["dealt", "Mia played a 5", "Leo drew"]
    p.confirm(0, history_length=3, t=2.0)
    assert p.has_looked(0) and not p.has_looked(1)
    assert p.since(0, log) == ["Mia played a 5", "Leo drew"]
    assert p.acted_from == 3


def test_only_a_turn_decision_taken_since_confirming_counts_as_acting() -> None:
    p = Passing((0, 1))
    history = [Draw(0), Pass(0)]
    p.confirm(0, history_length=len(history), t=0.0)
    assert not p.acted(history, 0), "what the person did before they confirmed does not count"
    assert not p.acted([*history, CallUno(0)], 0), "saying Uno is not a turn decision"
    assert not p.acted([*history, Draw(1)], 0), "another seat's move is not theirs"
    assert p.acted([*history, Draw(0)], 0)


def test_the_news_for_a_person_leave_out_what_they_did_themselves() -> None:
    """Bob's privacy screen listed Bob's own plays back to him: the news start when his moment ended."""
    p = Passing((0, 1))
    p.confirm(0, history_length=0, t=1.0)
    anim: Any = SimpleNamespace(viewer=0, t=4.0, hand=["R5"])
    hud: Any = SimpleNamespace(look=SimpleNamespace(viewer=0), set_layout=lambda *a: None)
    assert p.hide(anim, hud, None, False)  # type: ignore[arg-type]
    log = [LogLine("Ann played Red Reverse", 2.0), LogLine("Ann played Blue 5", 3.5), LogLine("Bob drew", 5.0)]
    assert p.since(0, log) == ["Bob drew"]
