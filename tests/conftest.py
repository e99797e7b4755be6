"""Test set-up shared by the whole suite: no display, no sound card."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game speaks the system's language; the suite checks English words unless a test switches.
os.environ.setdefault("UNO_TABLE_LANGUAGE", "en")
