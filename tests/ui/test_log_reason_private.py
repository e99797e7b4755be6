"""A CPU's reason on a log line: the full (private) form is kept out of reach; a drawing path can only ask
for the form it may show (public while the hand is in play, full once it is over)."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.reasons import Reason
from game.ui.table.logbook import LogBook
from game.ui.table.picture import LogLine

FULL = "it still holds Blue 7 and 2 more red cards"
PUBLIC = "it still holds more red cards"


def test_a_log_line_gives_only_the_shown_form_of_its_reason() -> None:
    line = LogLine("Mia played Red 9", 1.0)
    line.keep_reason(Reason(FULL, PUBLIC))
    assert line.shown_reason(hand_over=False) == PUBLIC
    assert line.shown_reason(hand_over=True) == FULL
    # no public attribute holds the private form (what a drawing path could read by mistake)
    public = {name: getattr(line, name) for name in dir(line) if not name.startswith("_")}
    assert all(value != FULL for value in public.values())
    assert "reason" not in {f.name for f in dataclasses.fields(line)}
    with pytest.raises(AttributeError):
        line.reason = FULL  # type: ignore[attr-defined]


def test_a_plain_string_reason_is_never_shown_during_the_hand() -> None:
    line = LogLine("Leo played Blue 2", 1.0)
    line.keep_reason("no other blue card but Blue 5")
    assert line.shown_reason(hand_over=False) == ""
    assert line.shown_reason(hand_over=True) == "no other blue card but Blue 5"


def test_the_why_mark_follows_the_shown_form_only() -> None:
    line = LogLine("Leo played Blue 2", 1.0)
    line.keep_reason("a private reason with no public form")
    assert LogBook._words(line, line.shown_reason(False)) == "Leo played Blue 2"
    assert LogBook._words(line, line.shown_reason(True)).startswith("Leo played Blue 2  · ")
