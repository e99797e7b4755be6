"""The screens of the game, one module each: title, new game, settings, how to play, pause, table..."""
from __future__ import annotations
