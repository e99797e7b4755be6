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


def test_a_long_rule_set_name_is_shown_whole_at_the_smallest_size(tmp_path: Path) -> None:
    """Playtests 11 and 12: "the 'By rule set' name is cut to 'Stacking, Seven-O, Jump-In,…' at 960". A name too
    long for its line takes two (its row taller); nothing is cut."""
    import pygame

    from game.ui.text import recording_fits

    app = make_app(tmp_path, "--size", "960x540")
    try:
        stats = app.store.stats
        seats = [(app.settings.player_name, "human"), ("Bo", "normal")]
        rules = Rules(stacking=True, seven_o=True, jump_in=True, stack_mixed=True, target_score=None)
        stats.record_match(rules=rules, seats=seats, human=0, winner=0, scores=[10, 0], hands=1, finished_at=100.0)
        stats.flush()
        scene = StatsScene(app)
        app.reset(scene)
        step(app, 40)
        with recording_fits() as fits:
            app.draw(pygame.display.get_surface())
        cut = [f.text for f in fits if f.kind == "ellipsis"]
        assert not cut, cut
        drawn = [f.text for f in fits if f.kind == "draw"]
        assert any(t.startswith("Stacking, Seven-O") for t in drawn), drawn
    finally:
        app.close()
