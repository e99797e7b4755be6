"""The statistics screen tells UNO Flip! games apart: a row per deck played."""
from __future__ import annotations

from pathlib import Path

from tablekit import make_app, step

from game.model import Rules
from game.storage import Tally
from game.ui.scenes.stats import StatsScene


def test_the_statistics_screen_has_a_row_per_deck(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "4")
    try:
        stats = app.store.stats
        name = app.settings.player_name
        seats = [(name, "human"), ("Bo", "normal")]
        for i, deck in enumerate(("classic", "flip", "flip")):
            stats.record_match(rules=Rules(edition=deck), seats=seats, human=0, winner=i % 2,
                               scores=[10, 0] if i % 2 == 0 else [0, 10], hands=1, finished_at=100.0 + i)
        stats.flush()
        scene = StatsScene(app)
        app.reset(scene)
        step(app, 2)
        assert scene.data.by_edition == [Tally("classic", 1, 1), Tally("flip", 2, 1)]
        drawn: list[str] = []
        real = scene._draw_table

        def spy(surface, rect, title, rows):  # type: ignore[no-untyped-def]
            drawn.extend(label for label, _tally in rows)
            real(surface, rect, title, rows)

        scene._draw_table = spy  # type: ignore[method-assign]
        step(app)
        assert "Classic deck" in drawn and "UNO Flip! deck" in drawn
    finally:
        app.close()
