"""Fixtures shared by the interface's tests (the whole suite's set-up is tests/conftest.py)."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.ui.text import set_text_scale


@pytest.fixture
def english_after() -> Iterator[None]:
    """Put English and the usual text size back after a test that changes them (the next test reads
    English words at 100%)."""
    yield
    i18n.set_language("en")
    set_text_scale(1.0)


@pytest.fixture
def window() -> Iterator[None]:
    """A 960x540 display for a test that draws a painter without an app."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((960, 540))
    yield
    pygame.display.quit()
