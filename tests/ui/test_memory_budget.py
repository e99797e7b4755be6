"""What keeps the busiest table's memory down (issue 18: the 10-seat demo at 1920x1080 at most 1.25x a
bare window, measured by tests/bench/bench_memory.py): no window-sized picture is kept that a cheaper
one can stand for."""
from __future__ import annotations

from pathlib import Path

import pygame
from tablekit import make_app

from game.ui import paint
from game.ui.cardart import SHADOW_STEP, CardArt


def test_dimming_keeps_no_window_sized_veil() -> None:
    surface = pygame.Surface((1920, 1080))
    surface.fill((200, 100, 50))
    before = len(paint._PANEL_CACHE)
    paint.dim(surface, 150)
    assert not any(k[:2] == (1920, 1080) for k in paint._PANEL_CACHE), "an 8 MB veil is kept"
    assert len(paint._PANEL_CACHE) == before
    r, g, b, _a = surface.get_at((5, 5))
    assert (abs(r - 82) <= 1, abs(g - 41) <= 1, abs(b - 20) <= 1) == (True, True, True)  # as a black veil of 150


def test_the_table_background_is_kept_at_half_size(tmp_path: Path) -> None:
    from game.ui.table.centre import BG_SCALE

    app = make_app(tmp_path, "--demo", "--players", "10", size="1920x1080")
    try:
        for _ in range(3):
            app.step(1 / 60)
        bg = app.top.hud.centre._bg  # type: ignore[union-attr]
        sizes = [s.get_size() for s in bg._d.values()]
        assert BG_SCALE == 2 and sizes == [(960, 540)], sizes
    finally:
        app.close()


def test_a_turning_card_reuses_a_few_shadows() -> None:
    art = CardArt()
    assert art.shadow(100, 7) is art.shadow(100, 5)
    for a in range(0, 60):
        art.shadow(100, a / 2)
    assert len(art._cache) <= 30 // SHADOW_STEP + 2
