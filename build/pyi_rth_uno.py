"""PyInstaller runtime hook: runs inside the bundle before the game's entry script."""
from __future__ import annotations

import os

# A one-file build is a player's program: no pygame banner on standard output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
