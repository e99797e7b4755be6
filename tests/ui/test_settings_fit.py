"""Settings' words fit at the largest text size in every language (issue 19's playtest: Spanish at 150% cut
the sort choice to "Como se repa…"; the pseudo-language cut the tab headings "House rules" and a row's
label "Deck (next match)"). Each tab at each scroll position is drawn, and what the layout records
(`game.ui.text.recording_fits`: every text drawn with its box, every text cut short) is checked: an
option, a value, a tab or a label that needs more room wraps, or the control grows, rather than cut."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.ui import routes
from game.ui.scenes.settings import TABS, SettingsScene
from game.ui.text import recording_fits
from tests.ui.tablekit import make_app, step
from tests.ui.test_text_fits import frames, problems

LANGUAGES = (*i18n.LANGUAGES, i18n.PSEUDO)


pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
@pytest.mark.parametrize("percent", [150])
def test_nothing_in_settings_is_cut_in_any_language_at_the_largest_text(tmp_path: Path, size: str,
                                                                         percent: int) -> None:
    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = percent
        app.apply_settings()
        found: list[str] = []
        seen = 0
        for language in LANGUAGES:
            i18n.set_language(language)
            app.relayout()
            for tab, _label in TABS:
                app.reset(SettingsScene(app, tab))
                step(app, 2)
                with recording_fits() as everything:  # texts cut when first made (then cached) count too
                    for _ in frames(app):
                        with recording_fits() as fits:
                            app.draw(app.screen)
                        seen += sum(1 for f in fits if f.kind == "draw")
                        found.extend(f"{language} {tab}: {b}" for b in problems(fits, app.screen.get_size()))
                found.extend(f"{language} {tab}: {b}" for b in problems([f for f in everything if f.kind != "draw"],
                                                                        (0, 0)))
        assert seen > 200 * len(LANGUAGES)  # the check saw the texts it is about
        found = list(dict.fromkeys(found))
        assert not found, f"{len(found)} texts cut or overflowing at {percent}% ({size}):\n" + "\n".join(found[:40])
    finally:
        app.close()


def test_the_sort_choice_and_the_tabs_are_whole_in_spanish_and_the_pseudo_language_at_150(tmp_path: Path) -> None:
    """The two the playtest met, by name: each option drawn whole (maybe on two lines), never with '…'."""
    app = make_app(tmp_path, size="960x540")
    try:
        app.settings.text_size = 150
        app.apply_settings()
        for language, tab, words in (("es", "gameplay", "As dealt"), (i18n.PSEUDO, "rules", "House rules")):
            i18n.set_language(language)
            app.relayout()
            wanted = i18n._(words)
            app.reset(SettingsScene(app, tab))
            step(app, 2)
            drawn: list[str] = []
            for _ in frames(app):
                with recording_fits() as fits:
                    app.draw(app.screen)
                drawn.extend(f.text for f in fits if f.kind == "draw")
            cut = [t for t in drawn if t.endswith("…") and wanted.startswith(t[:-1].rstrip())]
            assert not cut, cut
            pieces = wanted.split()
            assert wanted in drawn or all(any(p in t for t in drawn) for p in pieces), (wanted, drawn[:20])
    finally:
        app.close()


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_every_settings_tab_puts_its_controls_in_one_column(tmp_path: Path, size: str) -> None:
    """Playtest 11: "on the Sound tab the toggle and sliders sit a few pixels off the other tabs' column" (the
    short tab had no scroll bar and took its room). Every tab's controls end at the same right edge."""
    app = make_app(tmp_path, size=size)
    try:
        app.open(routes.Settings())
        step(app, 3)
        settings = app.top
        assert isinstance(settings, SettingsScene)
        rights = {}
        for tab in ("rules", "gameplay", "sound", "display"):
            settings.set_tab(tab)
            step(app, 2)
            rights[tab] = {w.control_rect.right for w in settings.menu.items if hasattr(w, "control_rect")}
        assert len(set().union(*rights.values())) == 1, rights
    finally:
        app.close()
