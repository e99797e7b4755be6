"""The table's looks from the Display settings: felt colour, card back, reduce motion."""
from __future__ import annotations

from pathlib import Path

import pygame
from appdriver import make_app, step

from game.session import MatchConfig, Session
from game.ui import paint
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import TableScene


def _centre(app: object) -> tuple[int, int, int]:
    screen = app.screen  # type: ignore[attr-defined]
    c = screen.get_at((screen.get_width() // 2, screen.get_height() // 3))
    return (c.r, c.g, c.b)


def test_felt_and_card_back_apply_at_once_and_reduce_motion_reaches_the_table(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        table = TableScene(app, Session.new(MatchConfig.quick(3, "normal", seed=5)))
        app.reset(table)
        step(app, 3)
        app.draw(app.screen)
        green = _centre(app)
        back = pygame.image.tobytes(app.art.back(40), "RGBA")
        app.settings.felt, app.settings.card_back, app.settings.reduce_motion = "wine", "blue", True
        app.apply_settings()
        step(app, 1)
        app.draw(app.screen)
        wine = _centre(app)
        assert paint.felt_name() == "wine" and app.art.back_style == "blue"
        assert wine[0] > wine[1] and green[1] > green[0]  # the cloth turned red where it was green
        assert pygame.image.tobytes(app.art.back(40), "RGBA") != back
        assert table.anim.reduce_motion() is True
    finally:
        paint.set_felt("green")
        app.close()


def test_the_display_tab_offers_the_looks(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        scene = SettingsScene(app)
        labels = [getattr(w, "label", "") for w in scene._display_rows()]
        assert {"Table felt", "Card back", "Reduce motion"} <= set(labels)
        felt = next(w for w in scene._display_rows() if getattr(w, "label", "") == "Table felt")
        assert [v for v, _ in felt.options] == ["green", "blue", "wine", "slate"]
    finally:
        app.close()
