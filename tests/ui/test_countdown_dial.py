"""A chance against the clock (jumping in, catching) shows how long is left at a glance: beside the
hint a dial with the whole seconds left, its ring emptying, and under it a bar on a dark track, both
turning orange in the last third. A playtester lost most jump-in races to a thin bar that gave "no
sense of how much time is left"."""
from __future__ import annotations

import pygame

from game.ui.cardart import CardArt
from game.ui.palette import COUNT_LATE_RGB, CREAM
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.picture import Picture

TEXT = "You hold the very same card: jump in now (Enter or a click on it)!"


def _hint(timer: float | None, seconds: float | None) -> pygame.Surface:
    layout = Layout((960, 540), 3, 0, True, 0.75)
    anim = Picture(["You", "Mia", "Leo"], 0, layout)
    hud = Hud(CardArt(), anim.names, ["human", "normal", "normal"], 0)
    hud.set_layout(layout, False)
    hud.attach(anim)
    surface = pygame.Surface((960, 540))
    surface.fill((0, 60, 30))
    hud.draw_hint(surface, TEXT, CREAM, timer=timer, seconds=seconds)
    return surface


def _left_of_pill(shot: pygame.Surface) -> bytes:
    bare = _hint(None, None)
    xs = [x for x in range(960) for y in range(300, 540, 2) if shot.get_at((x, y)) != bare.get_at((x, y))]
    assert xs, "nothing drawn for the countdown"
    first = min(xs)
    pill_x = min(x for x in range(960) for y in range(300, 540, 2) if bare.get_at((x, y)) != (0, 60, 30, 255))
    assert first < pill_x - 10, "the dial stands left of the pill"
    return pygame.image.tobytes(shot.subsurface((first, 300, pill_x - first, 240)), "RGB")


def test_the_dial_counts_whole_seconds_and_empties(window: None) -> None:
    two = _left_of_pill(_hint(0.8, 2.0))
    assert _left_of_pill(_hint(0.8, 1.6)) == two, "1.6 s left still reads 2"
    assert _left_of_pill(_hint(0.55, 1.4)) != two, "the digit and the ring change as time runs out"


def _count(shot: pygame.Surface, rgb: tuple[int, int, int]) -> int:
    return sum(1 for x in range(0, 960, 2) for y in range(300, 540) if shot.get_at((x, y))[:3] == rgb)


def test_the_countdown_turns_orange_in_its_last_third(window: None) -> None:
    assert _count(_hint(0.6, 1.5), COUNT_LATE_RGB) == 0
    late = _count(_hint(0.3, 0.75), COUNT_LATE_RGB)
    assert late > 40, late


def test_the_bar_is_thick_enough_to_see(window: None) -> None:
    shot = _hint(1.0, 2.5)
    column = [y for y in range(300, 540) if shot.get_at((480, y))[:3] == CREAM and _hint(None, None).get_at((480, y))[:3] != CREAM]
    assert len(column) >= 4, column
