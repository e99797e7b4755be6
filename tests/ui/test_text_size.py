"""The text-size setting (issue 22): 100%, 125% or 150%, honoured by every screen because every font is
built in one place (game.ui.text); a window under 1280x720 shows at most 125%, with a note in Settings."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ui import routes
from game.ui.text import get_font, set_text_scale, text_scale, text_width
from game.ui.units import text_cap, text_percent
from tests.ui.appdriver import make_app, step, widget


@pytest.fixture(autouse=True)
def _reset() -> Any:
    yield
    set_text_scale(1.0)


def test_the_cap_follows_the_window() -> None:
    assert text_cap((1920, 1080)) == text_cap((1280, 720)) == 150
    assert text_cap((960, 540)) == 125
    assert text_percent(150, (960, 540)) == 125 and text_percent(100, (960, 540)) == 100
    assert text_percent(150, (1920, 1080)) == 150


def test_every_font_and_measure_follows_the_text_size() -> None:
    base_w, base_h = text_width("Play a red card", 20), get_font(20).get_linesize()
    set_text_scale(1.5)
    assert text_width("Play a red card", 20) == pytest.approx(base_w * 1.5, rel=0.08)
    assert get_font(20).get_linesize() == pytest.approx(base_h * 1.5, rel=0.1)
    set_text_scale(1.25)
    assert text_width("Play a red card", 20) == pytest.approx(base_w * 1.25, rel=0.08)


@pytest.mark.parametrize(("size", "chosen", "shown"), [("1920x1080", 150, 1.5), ("1280x720", 125, 1.25),
                                                       ("960x540", 125, 1.25), ("960x540", 150, 1.25)])
def test_the_setting_is_in_force_on_every_screen(tmp_path: Path, size: str, chosen: int, shown: float) -> None:
    app = make_app(tmp_path, "--size", size)
    try:
        app.open(routes.Settings(tab="display"))
        step(app, 2)
        settings = app.top
        row = widget(settings, "Text size")
        before = row.preferred_height(row.rect.w, app.scale)
        settings.set_text_size(chosen)
        step(app, 2)
        assert app.settings.text_size == chosen and text_scale() == shown
        row = widget(app.top, "Text size")
        assert row.preferred_height(row.rect.w, app.scale) > before, "the rows grow with their text"
        capped = chosen > text_cap(app.size)
        assert ("too small for 150%" in row.help) == capped, row.help
        for route in (routes.Title(), routes.HowTo(), routes.Stats(), routes.NewGame()):
            app.open(route)
            step(app, 2)
            assert text_scale() == shown, f"{type(route).__name__} shows the text size"
        settings_again = app.settings
        settings_again.text_size = 100
        app.apply_settings()
        assert text_scale() == 1.0
    finally:
        app.close()


def test_a_change_of_text_size_wraps_and_cuts_again() -> None:
    """The wrapped lines and the ellipsized texts were kept by their size asked for, not the size built:
    after Settings' 100% to 150% a paragraph kept its old lines, each now wider than its box."""
    from game.ui.text import ellipsize, wrap_text

    pygame.font.init()
    text = "Every text grows with the text size, and wraps again to fit its box"
    try:
        set_text_scale(1.0)
        before = wrap_text(text, 16, 300)
        short = ellipsize(text, 16, 300)
        set_text_scale(1.5)
        after = wrap_text(text, 16, 300)
        assert len(after) > len(before), after
        assert all(text_width(line, 16) <= 300 for line in after), after
        assert text_width(ellipsize(text, 16, 300), 16) <= 300 and ellipsize(text, 16, 300) != short
    finally:
        set_text_scale(1.0)
