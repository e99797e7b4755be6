"""An opponent's face-down fan shows as many backs as their count says, up to seven.

The playtest at 960x540: Ava's plate said 2 and her fan looked like one card (the second stood 0.28 of a
card to the side, a sliver of the back's red border); likewise Leo at 2. A few cards now stand half a card
apart; more close up to the widest fan's span, which the layout keeps room for.
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.table.layout import FAN_SPAN, Layout, fan_offsets


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_each_back_of_a_small_fan_shows_at_least_two_fifths_of_a_card(size: tuple[int, int]) -> None:
    pygame.font.init()
    w = Layout(size, 4, 0, True, 1.0).small_w
    for count in range(2, 5):
        offs = fan_offsets(count, w)
        assert len(offs) == count
        steps = [b - a for a, b in itertools.pairwise(offs)]
        assert min(steps) >= 0.4 * w, f"{count} backs at {size}: a back shows {min(steps) / w:.2f} of a card"


def test_no_fan_is_wider_than_the_room_the_layout_keeps_for_seven_backs() -> None:
    w = 40
    for count in range(1, 20):
        offs = fan_offsets(count, w)
        assert len(offs) == min(count, 7)
        assert offs[-1] - offs[0] <= FAN_SPAN * w + 1e-9
        assert abs(offs[0] + offs[-1]) < 1e-9  # centred
