"""One list of CPU levels and names (game.ai): every screen, setting and save reads it."""
from __future__ import annotations

from game.ai import CPU_NAMES, LEVEL_LABELS, LEVELS, make_agent
from game.session import KINDS, MatchConfig
from game.storage.settings import DIFFICULTIES
from game.storage.stats import SEAT_KINDS
from game.ui.scenes.handover import KIND_LABELS as HANDOVER_LABELS
from game.ui.scenes.newgame import DIFFICULTY_LABELS
from game.ui.scenes.stats import DIFFICULTY_NAMES
from game.ui.seating import SeatPlan
from game.ui.table.seats import KIND_LABELS as SEAT_LABELS


def test_every_list_of_levels_is_the_one_in_game_ai() -> None:
    assert DIFFICULTIES is LEVELS
    assert KINDS == ("human", *LEVELS) == SEAT_KINDS
    assert list(DIFFICULTY_LABELS) == list(LEVELS)
    assert set(LEVELS) <= set(DIFFICULTY_NAMES)
    assert list(HANDOVER_LABELS) == list(SEAT_LABELS) == ["human", *LEVELS]
    assert [HANDOVER_LABELS[k] for k in LEVELS] == [f"{LEVEL_LABELS[k]} CPU" for k in LEVELS]


def test_every_level_makes_an_agent() -> None:
    for level in LEVELS:
        assert make_agent(level, seed=1) is not None


def test_cpu_seats_are_named_from_the_one_list() -> None:
    assert len(set(CPU_NAMES)) == len(CPU_NAMES) >= 10  # a ten-seat demo names every seat apart
    config = MatchConfig.quick(6, "normal", seed=1, human=True)
    assert [s.name for s in config.seats[1:]] == list(CPU_NAMES[:5])
    assert SeatPlan.usual(4, "Mia", ["normal"] * 3).names()[1:] == list(CPU_NAMES[1:4])  # the player's name skipped
