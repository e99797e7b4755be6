"""A screen's buttons read alike at a large text size: a bar's buttons share one size (the playtest saw
"Restablecer" smaller than "Volver" at 150%), and a label keeps a margin from its button's edges (the title's
"Primera mano (guiada)" touched them)."""
from __future__ import annotations

from pathlib import Path

import pytest
from tablekit import make_app, step

from game import i18n
from game.ui.controls import Button
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.text import text_width
from game.ui.units import px

pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


@pytest.mark.parametrize(("size", "percent"), [("960x540", 125), ("1280x720", 150)])
def test_buttons_share_a_size_in_a_bar_and_keep_a_margin(tmp_path: Path, size: str, percent: int) -> None:
    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        app.settings.text_size = percent
        app.apply_text_size()
        for language in ("es", "de", "fr", "pl"):
            i18n.set_language(language)
            app.relayout()
            for make in (SettingsScene, NewGameScene, HowToScene):
                scene = make(app)
                app.reset(scene)
                step(app, 2)
                buttons = [b for b in scene.bar.items if isinstance(b, Button)]
                sizes = {b.text: b.fitted_size() for b in buttons}
                if len(set(sizes.values())) > 1:
                    found.append(f"{language} {make.__name__}: the bar's labels at {sizes}")
            title = TitleScene(app)
            app.reset(title)
            step(app, 2)
            for b in (w for w in title.menu.items if isinstance(w, Button)):
                margin = (b.rect.w - text_width(b.text, b.fitted_size(), True)) / 2
                if margin < px(10, b.scale):
                    found.append(f"{language} title: {b.text!r} keeps {margin:.0f}px from its edges")
    finally:
        app.close()
    assert not found, "\n".join(found)
