"""The game table as a scene, in rooms of one job each (see `scene`): the shared state (`desk`), the
chosen card (`selection`), cards chosen and questions answered (`asking`), the buttons (`buttons`),
pass-and-play's privacy screen (`passplay`), drawing (`painting`) and the mouse and keys (`input`)."""
from __future__ import annotations

from game.ui.scenes.table.asking import CardPlay, Outcome
from game.ui.scenes.table.desk import AMBIENT_SECONDS, MESSAGE_SECONDS, SORTS
from game.ui.scenes.table.scene import TableScene
from game.ui.scenes.table.selection import HOVER_LIFT

__all__ = ["AMBIENT_SECONDS", "HOVER_LIFT", "MESSAGE_SECONDS", "SORTS", "CardPlay", "Outcome", "TableScene"]
