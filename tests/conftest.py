"""Test set-up shared by the whole suite: no display, no sound card."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game speaks the system's language; the suite checks English words unless a test switches.
os.environ.setdefault("UNO_TABLE_LANGUAGE", "en")


import pytest


@pytest.fixture(autouse=True)
def _english_after_each_test():  # type: ignore[no-untyped-def]
    """Put the language back after every test.

    A test that drives the real app with random input can reach Settings and pick another language;
    the choice lives in `game.i18n` for the whole process, so without this a later test reads Japanese.
    """
    yield
    from game import i18n

    if i18n.language() != "en":
        i18n.set_language("en")
