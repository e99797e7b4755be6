"""The table's painters draw at the table's one clock: the animator's timeline."""
from __future__ import annotations

from pathlib import Path

import pygame
from tablekit import make_app, step
from test_pictures import position

from game.ui.scenes.table import TableScene


def test_the_hud_draws_at_the_animators_clock_and_a_draw_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        table = TableScene(app, position(4))
        app.reset(table)
        step(app, 80, dt=1 / 20)  # every animation at rest; the person's turn pulses
        assert table.hud.clock is table.anim.clock
        first = pygame.Surface(app.screen.get_size())
        second = pygame.Surface(app.screen.get_size())
        table.draw(first)
        table.draw(second)
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
        # Only the table's clock moves: the pulse around the person's plate (drawn at the hud's time,
        # nowhere near the ring, which the picture turns) moves with it.
        plate = table.layout.seat(0).plate.inflate(table.hud.px(40), table.hud.px(40)).clip(first.get_rect())
        table.anim.clock.update(0.37)
        table.draw(second)
        assert pygame.image.tobytes(first.subsurface(plate), "RGB") != \
            pygame.image.tobytes(second.subsurface(plate), "RGB")
    finally:
        app.close()
