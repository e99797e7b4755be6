"""A question's panel keeps to the room between the side columns: at 150% text the challenge question's
panel covered the person's plate (its card count) and the UNO button (playtest). Its note wraps and its
title shrinks a little instead."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import asked, make_app, show_game, step
from test_prompts import w4_on_the_person

from game import i18n
from game.ui.table.questions import AnswerWildDrawFour
from game.ui.text import set_text_scale


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")
    set_text_scale(1.0)


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
