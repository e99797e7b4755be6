"""How to play's "More below" pill stands under a long page's text, never over it: the playtest (150% text)
found the pill hiding the last line it could see."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from tablekit import make_app, step

from game import i18n
from game.model import Rules
from game.ui.scenes.howto import HowToScene

pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


@pytest.mark.parametrize(("size", "percent", "language"), [("960x540", 125, "es"), ("1280x720", 150, "de")])
def test_the_more_below_pill_covers_no_line_of_the_page(tmp_path: Path, size: str, percent: int, language: str) -> None:
    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = percent
        app.apply_text_size()
        app.settings.rules = Rules(stacking=True, seven_o=True, jump_in=True).to_dict()
        i18n.set_language(language)
        app.relayout()
        scene = HowToScene(app)
        app.reset(scene)
        step(app, 2)
        long_pages = 0
        for page in range(len(scene.pages)):
            scene.go(page)
            step(app, 2)
            pill = scene.pill_rect()
            if pill is None:
                continue
            long_pages += 1
            assert not pill.colliderect(scene.menu.rect), f"page {page + 1}: the pill {tuple(pill)} covers the text"
            assert all(not pill.colliderect(b.rect) for b in scene.bar.items), f"page {page + 1}: the pill covers a button"
            assert scene.panel.contains(pill)
        assert long_pages, "some page goes on below at this size"
    finally:
        app.close()


def test_the_stacking_page_pictures_stacking_not_mixed_stacking() -> None:
    """Playtest: the Stacking page showed +2, +2, +4, which is Mixed stacking (a rule of its own, off by
    default). Its cards are all draw cards of one kind."""
    from game.model import Card
    from game.ui.scenes.howto import HOUSE_CARDS

    cards = [Card.parse(text) for text in HOUSE_CARDS["stacking"]]
    assert len(cards) >= 2 and all(c.kind.draw for c in cards)
    assert len({c.kind for c in cards}) == 1, [c.label for c in cards]


@pytest.mark.parametrize(("size", "percent"), [("1280x720", 150), ("1920x1080", 150), ("960x540", 100)])
def test_the_page_number_stands_above_the_pages_words(tmp_path: Path, size: str, percent: int) -> None:
    """Playtest (150% text): "12 / 15" stood over a word of the page. The words start under it."""
    from game.ui.text import get_font
    from game.ui.units import px

    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = percent
        app.apply_text_size()
        app.settings.rules = Rules(stacking=True, seven_o=True, jump_in=True).to_dict()
        app.relayout()
        scene = HowToScene(app)
        app.reset(scene)
        step(app, 2)
        for page in range(len(scene.pages)):
            scene.go(page)
            step(app, 1)
            right, top = scene.page_number_pos()
            number = pygame.Rect(0, top, px(80, scene.scale), get_font(px(17, scene.scale), True).get_linesize())
            number.right = right
            assert not number.colliderect(scene.menu.rect), f"page {page + 1}: the number over the words"
    finally:
        app.close()
