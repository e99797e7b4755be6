"""A question's panel keeps to the room between the side columns: at 150% text the challenge question's
panel covered the person's plate (its card count) and the UNO button (playtest). Its note wraps and its
title shrinks a little instead."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tablekit import asked, make_app, setup, show_game, step
from test_prompts import w4_on_the_person

from game import i18n
from game.app import App
from game.model import Card, Color, Play, Rules
from game.ui.scenes.question import QuestionScene
from game.ui.table.questions import AnswerWildDrawFour

pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


@pytest.mark.parametrize(("size", "percent"), [("960x540", 125), ("1280x720", 150), ("1920x1080", 150)])
def test_the_challenge_question_covers_neither_plate_nor_uno_button(tmp_path: Path, size: str, percent: int) -> None:
    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        app.settings.text_size = percent
        app.apply_text_size()
        for language in (*i18n.LANGUAGES, i18n.PSEUDO):
            i18n.set_language(language)
            app.relayout()
            table = show_game(app, w4_on_the_person(False))
            question = asked(app, table, AnswerWildDrawFour)
            step(app, 2)
            panel = question.prompt.panel
            plate = table.layout.seat(0).plate
            uno = table.buttons["uno"].rect
            for name, rect in (("the person's plate", plate), ("the UNO button", uno)):
                if panel.colliderect(rect):
                    found.append(f"{language}: the panel {tuple(panel)} covers {name} {tuple(rect)}")
            assert len(question.prompt.rects) == 2 and all(panel.contains(r) for r in question.prompt.rects)
    finally:
        app.close()
    assert not found, "\n".join(found)


def _stacking_question(app: App) -> tuple[Any, QuestionScene]:
    """Mia's Wild Draw Four on the person (who holds one too), Stacking on: the table and its question."""
    game = setup([["W4", "R1", "R2"], ["W4", "G2", "G3"]], ["B9"], current=1, rules=Rules(stacking=True))
    game.apply(Play(1, Card.parse("W4"), Color.RED))
    table = show_game(app, game)
    return table, asked(app, table, AnswerWildDrawFour)


def test_one_thing_looks_chosen_when_a_draw_may_be_stacked_or_answered(tmp_path: Path) -> None:
    """Playtest: a Wild Draw Four on the person, Stacking on. Up/Down moved the focus among Challenge and
    Take 4 while Left/Right moved a cursor in the hand, and Enter played the hand's card while "Take 4"
    looked chosen. Now the answers show no focus while Enter goes to a card, and Up/Down/Tab bring the
    keys back to the question (the card is put back)."""
    import pygame
    from tablekit import key

    app = make_app(tmp_path, size="1280x720")
    try:
        table, question = _stacking_question(app)
        assert question.prompt.focus_shown
        key(app, pygame.K_RIGHT)  # the cursor into the hand
        step(app)
        assert table.selected >= 0 and not question.prompt.focus_shown, "Enter would play the card: no answer looks chosen"
        key(app, pygame.K_DOWN)  # back to the question
        step(app)
        assert table.selected == -1 and question.prompt.focus_shown
        played = len(table.controller.history)
        key(app, pygame.K_RETURN)
        step(app, 5)
        assert not any(isinstance(a, Play) and a.player == 0 for a in table.controller.history[played:]), \
            "Enter answered the question: no card of the hand was played"
        assert len(table.controller.history) > played
    finally:
        app.close()


def test_the_panel_says_that_enter_stacks_the_raised_card(tmp_path: Path) -> None:
    """Playtest 10: with a +4 raised, Enter stacked it on the +4 played on the person, which is what they
    wanted, but nothing on screen said so. While a card is raised the panel's note says what Enter does
    with it; it goes when the card is put back."""
    import pygame
    from tablekit import key

    app = make_app(tmp_path, size="1280x720")
    try:
        table, question = _stacking_question(app)
        before = question.prompt.note
        assert "Enter" not in before
        key(app, pygame.K_RIGHT)  # the cursor into the hand: the +4 raised
        step(app, 2)
        assert table.anim.hand[table.selected].card == Card.parse("W4")
        assert question.prompt.note.startswith(before)
        assert question.prompt.note.endswith("Enter stacks your Wild Draw Four."), question.prompt.note
        panel = question.prompt.panel
        assert all(panel.contains(r) for r in question.prompt.rects), "the panel grew to hold the note"
        key(app, pygame.K_DOWN)  # back to the question
        step(app, 2)
        assert question.prompt.note == before
    finally:
        app.close()
