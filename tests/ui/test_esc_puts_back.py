"""Esc with a card chosen puts it back (the common convention); the hint line says so while a card is
raised, and that a second Esc pauses (a tester expected Esc to pause at once and found nothing said)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import key, make_app, setup, show_game

from game.app import App
from game.ui.scenes.pause import PauseScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_hint_says_esc_puts_the_raised_card_back_and_a_second_esc_pauses(app: App) -> None:
    table = show_game(app, setup([["R7", "B1", "G2"], ["Y3", "Y4"]], ["R5"]))
    before, _color = table.painting.hint()
    assert "Esc" not in before  # nothing chosen yet: the turn's usual line
    key(app, pygame.K_RIGHT)  # the first playable card rises
    assert table.selected >= 0
    raised, _color = table.painting.hint()
    assert raised.startswith(before), "the turn's line stays, the Esc part is added to it"
    assert "Esc puts the card back, Esc again pauses" in raised
    key(app, pygame.K_ESCAPE)
    assert table.selected < 0 and app.top is table, "the first Esc only puts the card back"
    assert table.painting.hint()[0] == before
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene), "the second Esc pauses"


def test_the_hint_names_the_controllers_button_for_esc(app: App) -> None:
    table = show_game(app, setup([["R7", "B1", "G2"], ["Y3", "Y4"]], ["R5"]))
    app.pads.kind = "pad"
    table.selected = 0
    text, _color = table.painting.hint()
    assert "B puts the card back, B again pauses" in text
