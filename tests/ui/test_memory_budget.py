"""What keeps the busiest table's memory down (issue 18: the 10-seat demo at 1920x1080 at most 1.25x a
bare window, measured by tests/bench/bench_memory.py): no window-sized picture is kept that a cheaper
one can stand for."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
from tablekit import make_app

from game.ui import frameclock, paint
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


def _played_demo(tmp_path: Path, frames: int, *rules: str) -> Any:
    """Return a 10-seat demo at 1920x1080 after `frames` frames of fast play (many turns gone by)."""
    app = make_app(tmp_path, "--demo", "--players", "10", "--speed", "4", "--seed", "3",
                   "--rules", ",".join(("stacking", "seven_o", "jump_in", *rules)), size="1920x1080")
    for _ in range(frames):
        app.step(1 / 60)
    return app


def test_the_plates_kept_are_one_per_seat_and_the_last_turns_lit_ones(tmp_path: Path) -> None:
    from game.ui.table.seats import PLATES_SPARE

    app = _played_demo(tmp_path, 900)
    try:
        hud = app.top.hud
        plates = hud.seats._plates._d
        lit_seats = {key[0] for key in plates if key[1]}
        assert len(lit_seats) >= 1
        # ten unlit plates and a few lit ones: not a lit plate of every seat that ever had a turn
        assert len(plates) <= 10 + PLATES_SPARE, sorted(plates, key=str)
        assert sum(1 for key in plates if not key[1]) == 10
    finally:
        app.close()


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_text_not_asked_for_a_while_is_dropped_and_text_in_use_stays(monkeypatch: Any) -> None:
    from game.ui import text

    clock = _Clock()
    monkeypatch.setattr(text, "time", SimpleNamespace(monotonic=clock))
    text.set_text_scale(1.25)
    text.set_text_scale(1.0)  # the caches start empty
    shown = text.text_surface("Mia · 3 cards", 20)
    gone = [text.text_surface(f"Leo played Red {i}", 20) for i in range(10)]
    halo = text.outlined_text("UNO!", 40, (255, 255, 255), (0, 0, 0), 3)
    for _ in range(5):  # the screen keeps drawing its label; the log lines scrolled away long ago
        clock.now += text.STALE_S / 3
        assert text.text_surface("Mia · 3 cards", 20) is shown
    text.text_surface("Ann played Blue 5", 20)
    text.outlined_text("Skip!", 40, (255, 255, 255), (0, 0, 0), 3)
    kept = list(text._TEXT_CACHE.values())
    assert any(s is shown for s in kept)
    assert not any(s is g for s in kept for g in gone), "log lines unasked for 13 s are still held"
    assert not any(s is halo for s in text._OUTLINE_CACHE.values())
    # within the time, nothing is drawn again
    assert text.text_surface("Ann played Blue 5", 20) is text.text_surface("Ann played Blue 5", 20)


def test_panels_of_sizes_gone_by_are_dropped(monkeypatch: Any) -> None:
    clock = _Clock()
    monkeypatch.setattr(paint, "time", SimpleNamespace(monotonic=clock))
    paint._PANEL_CACHE.clear()
    surface = pygame.Surface((800, 600))
    for h in range(60, 200, 20):  # the log's panel growing line by line, a frame each
        frameclock.tick()
        paint.draw_panel(surface, pygame.Rect(10, 10, 320, h))
        clock.now += 1.0
    clock.now += paint.PANEL_STALE_S
    for _ in range(3):  # the log at its full height, drawn every frame
        frameclock.tick()
        paint.draw_panel(surface, pygame.Rect(10, 10, 320, 180))
        clock.now += 0.5
    frameclock.tick()
    paint.draw_panel(surface, pygame.Rect(400, 10, 120, 40))  # a new panel: the stale ones go
    heights = sorted({k[1] for k in paint._PANEL_CACHE})
    assert heights == [40, 180], heights
    # the panel in use keeps its fill, shadow and edge
    assert sum(1 for k in paint._PANEL_CACHE if k[1] == 180) == 3
