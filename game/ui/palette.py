"""The colours of the interface: the four card colours of ART.md, the menu palette, the seat badges."""
from __future__ import annotations

__all__ = [
    "AVATAR_COLORS",
    "BLUE",
    "CREAM",
    "DISABLED",
    "FAINT",
    "FELTS",
    "FELT_CENTER",
    "FELT_RIM",
    "GOLD",
    "GREEN",
    "INK",
    "MUTED",
    "RED",
    "RGB",
    "RGBA",
    "WHITE",
    "YELLOW",
]

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# ART.md colours and the menu palette.
RED: RGB = (0xD7, 0x26, 0x00)
YELLOW: RGB = (0xEC, 0xD4, 0x07)
GREEN: RGB = (0x37, 0x97, 0x11)
BLUE: RGB = (0x09, 0x56, 0xBF)
INK: RGB = (22, 26, 24)
WHITE: RGB = (250, 248, 240)
CREAM: RGB = (238, 234, 220)
MUTED: RGB = (178, 201, 186)
FAINT: RGB = (120, 150, 130)
DISABLED: RGB = (110, 128, 116)
FELT_CENTER: RGB = (38, 122, 66)
FELT_RIM: RGB = (8, 44, 24)
FELTS: dict[str, tuple[RGB, RGB]] = {
    "green": (FELT_CENTER, FELT_RIM),
    "blue": ((34, 84, 140), (8, 24, 52)),
    "wine": ((128, 36, 52), (42, 8, 18)),
    "slate": ((74, 86, 92), (20, 26, 30)),
}
"""The table's felt colours (Display settings): the light in the middle and the darker rim."""
GOLD: RGB = (246, 196, 64)
AVATAR_COLORS: tuple[RGB, ...] = (
    (215, 38, 0), (9, 86, 191), (55, 151, 17), (196, 160, 0), (142, 68, 173),
    (0, 137, 142), (214, 96, 24), (176, 40, 96), (84, 110, 122), (120, 84, 48),
)
"""The round seat badges' colours, by seat (the table's plates and the end-of-hand screens)."""

TEAM_COLORS: tuple[RGB, RGB] = ((40, 150, 160), (215, 120, 40))
"""Team A's and team B's colour: partners' plates, marks and rows share it (the table and the result screens)."""

COUNT_BAR_RGB = (255, 206, 60)
"""A countdown's bar (a catch on a plate) while more than a third of the time is left."""
COUNT_LATE_RGB = (240, 92, 60)
"""A countdown's bar and dial in their last third."""
COUNT_TRACK_RGB = (12, 18, 14)
"""The dark track under a countdown's bar, and its dial's disc."""
