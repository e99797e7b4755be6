"""The bundled fonts are held once per weight, whatever the sizes drawn (memory: issue 18)."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui import assets, text
from game.ui.assets import FONT_FILES, resource_path

SIZES = (12, 18, 20, 22, 24, 26, 30, 45, 48, 51, 70, 87)  # what a 1920x1080 table asks for, and more
SAMPLE = "Mia played Wild Draw Four 0123456789 UNO!"


@pytest.fixture()
def opened(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the Fonts opened from here on (the font layer and the text layer start empty)."""
    pygame.font.init()
    sizes: list[int] = []

    class Counting(pygame.font.Font):
        def __init__(self, path: Any, size: int) -> None:
            super().__init__(path, size)
            sizes.append(size)

    monkeypatch.setattr(pygame.font, "Font", Counting)
    monkeypatch.setattr(assets, "_fonts", {})
    for name in dir(text):
        if name.endswith(("_CACHE", "_FACES")) and hasattr(getattr(text, name), "clear"):
            monkeypatch.setattr(text, name, type(getattr(text, name))())
    monkeypatch.setattr(text, "_text_bytes", 0)
    return sizes


def test_text_at_twelve_sizes_in_both_weights_opens_one_font_per_weight(opened: list[int]) -> None:
    for size in SIZES:
        for bold in (False, True):
            assert text.text_surface(SAMPLE, size, (255, 255, 255), bold).get_width() > 0
            assert text.text_width(SAMPLE, size + 1, bold) > 0
            assert text.get_font(size, bold).get_linesize() > 0
    # a Font per size held its own copy of the font's tables and glyph cache (2.7 MB at 1920x1080)
    assert len(opened) == 2


@pytest.mark.parametrize("bold", [False, True])
def test_a_resized_font_draws_and_measures_exactly_as_one_opened_at_that_size(opened: list[int], bold: bool) -> None:
    path = resource_path("fonts", FONT_FILES[bold])
    for size in (*SIZES, 20, 87, 12):  # up, down and back: each resize starts from another size
        shared = assets.font(size, bold)
        fresh = pygame.font.Font(path, size)
        assert shared.get_height() == fresh.get_height()
        assert shared.get_ascent() == fresh.get_ascent()
        assert shared.get_linesize() == fresh.get_linesize()
        assert shared.size(SAMPLE) == fresh.size(SAMPLE)
        a, b = shared.render(SAMPLE, True, (250, 240, 200)), fresh.render(SAMPLE, True, (250, 240, 200))
        assert a.get_size() == b.get_size()
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_bold_text_with_a_substitute_mark_keeps_the_main_line_height(opened: list[int]) -> None:
    # the "?" of a substitute mark is drawn with the bold font at another size: the line measured
    # before it must stay the main face's line at the text's size
    line = text.get_font(40, True).get_height()
    drawn = text.text_surface("Ann \U000e0fff\U0010fffd", 40, (255, 255, 255), True)
    assert drawn.get_height() >= line
