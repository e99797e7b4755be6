"""The table's words, from typed values: refusals from their code and seats, questions from their fields.

No pygame: both modules are pure.
"""
from __future__ import annotations

import random

import pytest

from game.model import Card, Catch, Color, Draw, Game, Play, Reason, Refusal, Rules
from game.ui.table.questions import (
    Answer,
    AnswerWildDrawFour,
    ConfirmBluff,
    PickColor,
    PickSeat,
    PlayDrawn,
    word,
)
from game.ui.table.refusals import word as word_refusal

NAMES = ("You", "Mia", "Leo", "Ava")


def _seats(reason: Reason) -> tuple[int, ...]:
    if reason is Reason.NOT_YOUR_TURN:
        return (1, 0)
    return (2,)


@pytest.mark.parametrize("reason", [r for r in Reason if r is not Reason.OTHER])
def test_every_code_has_words_of_its_own(reason: Reason) -> None:
    view = Game.new(4, seed=1).view(0)
    refusal = Refusal(reason, "MODEL SENTENCE seat 3", _seats(reason), Card.parse("G7"))
    text = word_refusal(refusal, view, NAMES, Draw(0))
    assert text and "MODEL SENTENCE" not in text and "seat" not in text.lower()
    assert text[0].isupper() and text.endswith((".", "!", "?"))


def test_a_code_without_words_falls_back_on_the_models_sentence() -> None:
    view = Game.new(2, seed=1).view(0)
    assert word_refusal(Refusal(Reason.OTHER, "partners cannot be caught"), view, NAMES) == (
        "Partners cannot be caught.")


def test_the_seats_are_named_and_the_viewer_is_you() -> None:
    view = Game.new(4, seed=1).view(2)
    said = Refusal(Reason.SAID_UNO_IN_TIME, "", (1,))
    assert word_refusal(said, view, NAMES) == "Mia said Uno in time."
    assert word_refusal(Refusal(Reason.SAID_UNO_IN_TIME, "", (2,)), view, NAMES) == "You said Uno in time."
    turn = Refusal(Reason.NOT_YOUR_TURN, "", (3, 2))
    assert word_refusal(turn, view, NAMES, Draw(2)) == "It is Ava's turn, not yours: you cannot draw now."
    assert word_refusal(turn, view, NAMES, Play(2, Card.parse("R5"))) == "It is Ava's turn, not yours."
    other = Refusal(Reason.NOT_YOUR_TURN, "", (3, 1))
    assert word_refusal(other, view, NAMES) == "It is Ava's turn, not Mia's."


def test_every_refusal_met_in_play_is_worded_with_names() -> None:
    rules = Rules(stacking=True, seven_o=True, jump_in=True, force_play=True)
    rng = random.Random(3)
    game = Game.new(4, rules, seed=3)
    met: set[Reason] = set()
    while not game.is_over and game.actions_taken < 300:
        view = game.view(0)
        for card in set(view.hand) | {Card.parse("W"), Card.parse("B9")}:
            refusal = game.card_refusal(0, card)
            if refusal is not None:
                met.add(refusal.reason)
                text = word_refusal(refusal, view, NAMES, None, game.legal_actions(0))
                assert "seat" not in text.lower() and refusal.reason is not Reason.OTHER
        for action in (Draw(0), Catch(0, 1)):
            refusal = game.refusal(action)
            if refusal is not None:
                met.add(refusal.reason)
                assert "seat" not in word_refusal(refusal, view, NAMES, action).lower()
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert len(met) >= 5, met


# -- questions --------------------------------------------------------------------------------------

def test_each_question_offers_typed_answers() -> None:
    w = word(PickColor(Card.parse("W")), NAMES)
    assert [o.answer for o in w.options] == [Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE] and w.cancel
    assert "Wild" in w.title
    first = word(PickColor(None), NAMES)
    assert not first.cancel and [o.hotkey for o in first.options] == ["1", "2", "3", "4"]
    seat = word(PickSeat(Card.parse("R7"), (1, 3), (3, 5, 2, 7)), NAMES)
    assert [o.answer for o in seat.options] == [1, 3, Answer.CANCEL]
    assert [o.label for o in seat.options][:2] == ["1  Mia (5)", "2  Ava (7)"]
    bluff = word(ConfirmBluff(Card.parse("W4"), Color.BLUE), NAMES)
    assert [o.answer for o in bluff.options] == [Answer.PLAY, Answer.CANCEL] and "blue" in bluff.note
    drawn = word(PlayDrawn(Card.parse("R4"), can_keep=False), NAMES)
    assert [o.answer for o in drawn.options] == [Answer.PLAY] and "Red 4" in drawn.title
    w4 = word(AnswerWildDrawFour(2, 4, Color.GREEN, can_stack=True), NAMES)
    assert [o.answer for o in w4.options] == [Answer.CHALLENGE, Answer.TAKE]
    assert w4.title.startswith("Leo") and "green" in w4.note and "6" in w4.note and "stack" in w4.note


def test_uno_too_early_names_the_other_moment_when_hands_change() -> None:
    """Playtest on 5166f36: caught after a 0 passed them one card, the person pressed Uno and read "say Uno
    when you hold two cards (before playing the next-to-last)", the wrong lesson where a 7 or a 0 (or a
    Wild Shuffle Hands) may leave you one card: then Uno is said at once. The official game keeps the
    short sentence."""
    early = Refusal(Reason.UNO_TOO_EARLY, "", (0,))
    plain = word_refusal(early, Game.new(2, seed=1).view(0), NAMES)
    assert plain == "Say Uno when you hold two cards (before playing the next-to-last)."
    for rules in (Rules(seven_o=True), Rules(edition="2018")):
        said = word_refusal(early, Game.new(2, rules=rules, seed=1).view(0), NAMES)
        assert said.startswith("Say Uno when you hold two cards") and "leaves you one card" in said, said
