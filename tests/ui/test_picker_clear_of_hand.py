"""The colour picker keeps clear of the hand it is chosen by. The playtest (960x540) saw it cover the
top of the hand: it kept above `hand_y - card_h / 2`, while the fan's arc lifts the middle cards higher."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from tablekit import asked, key, make_app, setup, show_game

from game.ui.table import fan
from game.ui.table.questions import PickColor

HAND = ["W", "R1", "G2", "B3", "Y4", "R5", "G6", "B7", "Y8", "R9", "G1", "B2", "Y3", "R4", "G5", "B6", "Y7"]


@pytest.mark.parametrize(("size", "text", "count"), [
    ("960x540", 100, 7), ("960x540", 125, 7), ("960x540", 125, 12), ("1280x720", 150, 9),
    ("1920x1080", 150, 17), ("1920x1080", 100, 5),
])
def test_the_colour_picker_covers_no_card_of_the_hand(tmp_path: Path, size: str, text: int, count: int) -> None:
    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = text
        app.apply_text_size()
        app.relayout()
        table = show_game(app, setup([HAND[:count], ["R2", "G3", "B4", "Y5", "R6"]], ["R3"]))
        table.selected = 0  # the wild
        key(app, pygame.K_RETURN)
        picker = asked(app, table, PickColor)
        panel = picker.prompt.panel
        assert panel.h > 0 and len(picker.prompt.rects) == 4
        L = table.layout
        covered: list[str] = []
        for i, sprite in enumerate(table.anim.hand):
            if i == table.selected:
                continue  # the wild being played stands lifted out of the fan
            at = fan.pose(sprite, table.anim.lean, L.card_h)
            for x in range(panel.left, panel.right, 3):
                if fan.hits(at, (L.card_w, L.card_h), (x, panel.bottom - 1)):
                    covered.append(f"{sprite.card.label} at x={x}")
                    break
        assert not covered, f"the picker {tuple(panel)} covers {covered}"
        for rect in picker.prompt.rects:
            assert panel.contains(rect)
            assert rect.h >= 40, "the swatches stay large enough to hit"
    finally:
        app.close()
