"""The results panel at the larger text sizes (Settings -> text size) in the smallest window: no two
texts overlap, each seat's name (and its second line, "You", "Random CPU") stays inside its row, and no
column heading runs into the next.

Before, at 125% in 960x540 the seats' two lines filled their rows to the edge (the name touched the
winner's frame), the subtitle ran into the headings, and "CARD POINTS" almost met "THIS HAND"."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.ui.scenes.handover import HandOverScene
from game.ui.text import recording_fits, set_text_scale
from tests.ui.tablekit import finished_session, make_app, step


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, size="960x540")
    yield a
    a.close()
    set_text_scale(1.0)


def shrunk(rect: pygame.Rect) -> pygame.Rect:
    """The ink of a line of text: its rendered box less the font's leading above and below."""
    return rect.inflate(0, -max(2, rect.h // 5))


@pytest.mark.parametrize("text_size", [125, 150])
@pytest.mark.parametrize("players", [2, 4, 6, 10])
def test_the_results_panel_is_not_crowded_at_large_text(app: App, text_size: int, players: int) -> None:
    app.settings.text_size = text_size
    app.apply_settings()
    scene = HandOverScene(app, finished_session(players=players, seed=21, target=500), lambda: None)
    app.reset(scene)
    step(app, 200)  # the count has run
    surface = pygame.display.get_surface()
    with recording_fits() as fits:
        app.draw(surface)
    texts = [f for f in fits if f.kind == "draw"]
    cut = [f.text for f in fits if f.kind == "ellipsis" and f.text.strip()]
    assert not cut, f"cut short: {cut}"
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            assert not shrunk(a.rect).colliderect(shrunk(b.rect)), f"{a.text!r} {a.rect} runs into {b.text!r} {b.rect}"
    names = set(scene.result.names)
    for row in scene.rows:
        inside = [f for f in texts if row.rect.top <= f.rect.centery < row.rect.bottom and f.rect.x < row.cards_x]
        assert inside, f"row {row.seat} shows no name"
        for f in inside:
            ink = shrunk(f.rect)
            assert row.rect.top + 4 <= ink.top and ink.bottom <= row.rect.bottom - 4, (
                f"{f.text!r} {ink} is not inside its row {row.rect}")
        assert any(f.text.rstrip("…") and f.text.rstrip("…") in " ".join(names) for f in inside)
    heads = sorted((f for f in texts if f.rect.bottom <= scene.rows[0].rect.top + 2 and f.rect.top >= scene.header_y - 12),
                   key=lambda f: f.rect.x)
    assert len(heads) >= 4
    for a, b in pairwise(heads):
        assert b.rect.x - a.rect.right >= 12, f"heading {a.text!r} almost meets {b.text!r}"
