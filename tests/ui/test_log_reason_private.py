"""A CPU's reason on a log line: the full (private) form is kept out of reach; a drawing path can only ask
for the form it may show (public while the hand is in play, full once it is over)."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.reasons import Reason
from game.ui.table.logbook import LogBook
from game.ui.table.picture import LogLine

FULL = "they still hold Blue 7 and 2 more red cards"
PUBLIC = "they still hold more red cards"


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


@pytest.mark.parametrize(("code", "reason", "shown"), [
    ("en", "their next-best card was about as good, but this gets rid of more points",
     "Their next-best card was about as good, but this gets rid of more points."),
    ("en", "it was their only playable card", "It was their only playable card."),
    ("en", "they played the hand out 40 times with guessed cards: Red 5 won 60% (too close to change their first idea)",
     "They played the hand out 40 times with guessed cards: Red 5 won 60% (too close to change their first idea)."),
    ("fr", "c'était sa seule carte jouable", "C'était sa seule carte jouable."),
    ("de", "es war seine einzige spielbare Karte", "Es war seine einzige spielbare Karte."),
    ("pl", "ostatnia karta: kończy rozdanie", "Ostatnia karta: kończy rozdanie."),
    ("ja", "出せるのはこの1枚だけだった", "出せるのはこの1枚だけだった。"),
])
def test_the_open_log_shows_a_cpus_reason_as_a_sentence(code: str, reason: str, shown: str) -> None:
    """Round B's playtest (33-why-all): the Why? answers were lowercase fragments ("its next-best card was
    about as good..."). The open log shows the decision's own words as a sentence: a capital, a full stop."""
    from game import i18n

    i18n.set_language(code)
    line = LogLine("Mia played Red 9", 1.0)
    line.keep_reason(Reason(reason, reason))
    book = LogBook.__new__(LogBook)  # only its words: no table needed
    book.hand_over = False
    assert book.reason(line) == shown
    line = LogLine("Mia played Red 9", 1.0)
    assert book.reason(line) == "", "no reason, nothing shown"


def test_every_reason_the_cpus_give_reads_as_a_sentence_in_every_language() -> None:
    """Each language's reasons, from the catalogue, start with a capital (where the script has one) once shown."""
    import random

    from game import i18n
    from game.ai.easy import EasyAgent
    from game.ai.normal import NormalAgent
    from game.ai.reasons import explained
    from game.model import Game

    for code in ("en", "de", "es", "fr", "it", "ja", "pl", "pt_BR"):
        i18n.set_language(code)
        game = Game.new(3, seed=7)
        agents = [NormalAgent(1), EasyAgent(2), NormalAgent(3)]
        book = LogBook.__new__(LogBook)
        book.hand_over = True
        rng = random.Random(1)
        seen = 0
        for _turn in range(40):
            if game.is_over:
                break
            seat = game.current
            legal = game.legal_actions()
            action, why = explained(agents[seat], game.view(seat), legal)
            line = LogLine("x", 1.0)
            line.keep_reason(why)
            shown = book.reason(line)
            if shown:
                seen += 1
                first = shown[0]
                assert not first.islower(), (code, shown)
                assert shown[-1] in ".。", (code, shown)
            game.apply(action if action in legal else rng.choice(legal))
        assert seen > 5, code
