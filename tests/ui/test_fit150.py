"""Screens at the largest text size (issue 19, round B's playtest at 150% in Spanish): each walked in the
eight languages and the pseudo-language, at 100% and 150%, at 960x540 and 1920x1080; what the layout
records (`game.ui.text.recording_fits`) is checked: no text cut short, none outside its box or the window."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App
from game.ui.scene import Scene
from game.ui.scenes.title import TitleScene
from game.ui.text import Fit, recording_fits
from tests.ui.tablekit import make_app, step
from tests.ui.test_text_fits import frames, problems

LANGUAGES = (*i18n.LANGUAGES, i18n.PSEUDO)
SIZES = ("960x540", "1920x1080")
PERCENTS = (100, 150)


pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


def walk(tmp_path: Path, size: str, make: Callable[[App], Scene], frames_first: int = 2) -> list[str]:
    """Show the scene `make` gives in every language at 100% and 150%; return what does not fit."""
    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        for percent in PERCENTS:
            app.settings.text_size = percent
            app.apply_settings()
            for language in LANGUAGES:
                i18n.set_language(language)
                app.relayout()
                with recording_fits() as everything:
                    app.reset(make(app))
                    step(app, frames_first)
                    for _ in frames(app):
                        with recording_fits() as fits:
                            app.draw(app.screen)
                        found.extend(f"{language} {percent}%: {b}" for b in problems(fits, app.screen.get_size()))
                found.extend(f"{language} {percent}%: {b}"
                             for b in problems([f for f in everything if f.kind != "draw"], (0, 0)))
    finally:
        app.close()
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("size", SIZES)
def test_the_title_screens_words_are_whole_in_every_language_at_150(tmp_path: Path, size: str) -> None:
    """'Primera mano (guiad…' was cut at 150% in Spanish: the menu is as wide as its longest label needs,
    and the line under the name wraps to the room left of it."""
    found = walk(tmp_path, size, TitleScene)
    assert not found, f"{len(found)} texts cut or overflowing ({size}):\n" + "\n".join(found[:40])


def _yellow_box(logo: pygame.Surface) -> pygame.Rect:
    w, h = logo.get_size()
    xs, ys = [], []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            c = logo.get_at((x, y))
            if c.a > 200 and c.r > 200 and c.g > 180 and c.b < 80:
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def test_the_logos_name_keeps_its_size_inside_the_oval_at_any_text_size(tmp_path: Path) -> None:
    """The name is art: at 150% "UNO" spilled out of the logo's oval; it is drawn the same size at any text size."""
    app = make_app(tmp_path, size="1920x1080")
    try:
        title = TitleScene(app)
        app.reset(title)
        step(app, 1)
        assert title.logo is not None
        normal, whole = _yellow_box(title.logo), title.logo.get_size()
        app.settings.text_size = 150
        app.apply_settings()
        app.relayout()
        step(app, 1)
        big = app.top
        assert isinstance(big, TitleScene) and big.logo is not None
        large = _yellow_box(big.logo)
        # the same share of the logo (which may itself be smaller: the menu beside it is wider at 150%)
        for a, b, whole_a, whole_b in ((normal.w, large.w, whole[0], big.logo.get_width()),
                                       (normal.h, large.h, whole[1], big.logo.get_height())):
            assert abs(a / whole_a - b / whole_b) < 0.02, (normal, large)
    finally:
        app.close()


def test_the_settings_tabs_are_drawn_alike_and_the_title_clear_of_the_panel(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150% in Spanish "Reglas de la casa" was drawn smaller than the other tabs, and the title "Ajustes"
    sat on the panel's top edge: every tab's words are drawn at one size (wrapped or given more width,
    never one shrunk alone), and the title ends above the panel, in every language, size and text size."""
    from game.ui import controls
    from game.ui.scenes.settings import TABS, SettingsScene

    sizes: list[tuple[str, int]] = []
    real = controls.draw_text

    def recording(surface: pygame.Surface, text: str, size: int, *args: object, **kw: object) -> pygame.Rect:
        sizes.append((text, size))
        return real(surface, text, size, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(controls, "draw_text", recording)
    found: list[str] = []
    for size in SIZES:
        app = make_app(tmp_path, size=size)
        try:
            for percent in PERCENTS:
                app.settings.text_size = percent
                app.apply_settings()
                for language in LANGUAGES:
                    i18n.set_language(language)
                    app.relayout()
                    for tab, _label in TABS:
                        scene = SettingsScene(app, tab)
                        app.reset(scene)
                        step(app, 2)
                        sizes.clear()
                        scene.header.draw(app.screen)
                        drawn = {px for _text, px in sizes}
                        if len(drawn) != 1:
                            found.append(f"{size} {percent}% {language} {tab}: tabs drawn at {sorted(set(sizes))}")
                        with recording_fits() as fits:
                            app.draw(app.screen)
                        title = [f for f in fits if f.kind == "draw" and f.text == i18n._("Settings")]
                        assert title, "the title is drawn"
                        if title[0].rect.bottom > scene.panel.top:
                            found.append(f"{size} {percent}% {language}: the title ends at {title[0].rect.bottom}, "
                                         f"below the panel's top {scene.panel.top}")
        finally:
            app.close()
    found = list(dict.fromkeys(found))
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_the_new_game_screen_fits_without_scrolling_at_100(tmp_path: Path, size: str) -> None:
    """At 1920x1080 the New game screen scrolled, "Change house rules…" below the fold: with the usual
    four seats everything shows at once, in every language, at 1280x720 and 1920x1080 (100% text)."""
    from game.ui.controls import Button
    from game.ui.scenes.newgame import NewGameScene

    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        for language in LANGUAGES:
            i18n.set_language(language)
            app.relayout()
            scene = NewGameScene(app)
            app.reset(scene)
            step(app, 2)
            assert len(scene.seat_rows()) == 4
            rules = [w for w in scene.menu.items if isinstance(w, Button) and w.text == i18n._("Change house rules…")]
            assert rules, "the house rules button is in the list"
            if scene.menu.max_scroll > 0 or not scene.menu.rect.contains(rules[0].rect):
                found.append(f"{language}: scrolls by {scene.menu.max_scroll}px; the button at {tuple(rules[0].rect)} "
                             f"in {tuple(scene.menu.rect)}")
    finally:
        app.close()
    assert not found, "\n".join(found)



def _fill_stats(app: App) -> None:
    from game.model import Rules

    stats = app.store.stats
    seats = [(app.settings.player_name, "human"), ("Bo", "normal")]
    for i in range(5):
        stats.record_match(rules=Rules(edition="flip" if i == 4 else "classic", stacking=i % 2 == 0), seats=seats,
                           human=0, winner=0 if i == 3 else 1, scores=[10, 0] if i == 3 else [0, 200 - 40 * i],
                           hands=1, finished_at=1.7e9 + i * 3600)
    stats.flush()


def _overlaps(fits: list[Fit], below: int) -> list[str]:
    """Texts (above `below`) that cover another by more than a sliver: a third of the lower one's height."""
    drawn = [f for f in fits if f.kind == "draw" and f.rect.bottom <= below]
    out = []
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            r = a.rect.clip(b.rect)
            if r.w > 4 and r.h > 0.3 * min(a.rect.h, b.rect.h) and a.text != b.text:
                out.append(f"{a.text!r} {tuple(a.rect)} covers {b.text!r} {tuple(b.rect)}")
    return out


@pytest.mark.parametrize("size", SIZES)
def test_the_statistics_screen_at_150_keeps_its_words_apart_and_whole(tmp_path: Path, size: str) -> None:
    """At 150% in Spanish the columns' headings ran together ("PartidasVictorias") and off the panel, the
    chart's key covered its title, the big numbers ran over their captions, the screen's title left the
    window, and the chart's axis said "points" in English. In every language, at 100% and 150%: no text
    of the screen covers another or leaves the window or its box, the headings and the tiles' captions
    are drawn whole, and the axis is worded in the language."""
    from game.ui.scenes.stats import PLAY_NAMES, StatsScene

    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        _fill_stats(app)
        for percent in PERCENTS:
            app.settings.text_size = percent
            app.apply_settings()
            for language in LANGUAGES:
                i18n.set_language(language)
                app.relayout()
                scene = StatsScene(app)
                app.reset(scene)
                step(app, 60)  # the chart has grown
                with recording_fits() as fits:
                    app.draw(app.screen)
                where = f"{language} {percent}%"
                below = scene.chart_panel.bottom
                found += [f"{where}: {b}" for b in _overlaps(fits, below)]
                found += [f"{where}: {b}" for b in problems([f for f in fits if f.rect.bottom <= below or f.kind != "draw"],
                                                             app.screen.get_size())
                          if not b.startswith("ellipsis")]
                # a table's row names are drawn whole: "Individual (cada u…" at 150% (the bracket goes first)
                rows = {i18n._(name) for name in PLAY_NAMES.values()}
                found += [f"{where}: the row {f.text!r} cut short" for f in fits if f.kind == "ellipsis" and f.text in rows]
                whole = {i18n._("Games"), i18n._("Wins"), i18n._("Win rate"), i18n._("Games played"),
                         i18n._("Longest winning run"), i18n._("points")}
                drawn = " ".join(f.text for f in fits if f.kind == "draw")
                found += [f"{where}: {w!r} not drawn whole" for w in whole if w not in drawn
                          and not all(part in drawn for part in w.split())]
                if language != "en" and language != "fr":
                    assert i18n._("points") != "points", language
    finally:
        app.close()
    found = list(dict.fromkeys(found))
    assert not found, f"{len(found)} problems ({size}):\n" + "\n".join(found[:40])


@pytest.mark.parametrize("size", SIZES)
def test_nothing_of_the_table_shows_through_the_pause_panel(tmp_path: Path, size: str) -> None:
    """The raised hand card and its pointer showed at the pause panel's lower edge (140-pause-es): the
    panel hides whatever lies under it, and everything else of the table is dimmed."""
    from game.ui.scenes.pause import PauseScene

    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = 150
        app.apply_settings()
        i18n.set_language("es")
        app.relayout()
        pause = PauseScene(app)
        pause.resize(app.screen.get_size())
        inside = pause.panel.inflate(-2 * pause.panel.h // 10, -2 * pause.panel.h // 10)
        pictures = []
        for under in ((255, 255, 255), (0, 0, 0)):
            surface = pygame.Surface(app.screen.get_size())
            surface.fill(under)
            pause.draw(surface)
            pictures.append(surface)
        # the panel's inside (its words and buttons aside, the same whatever lies under it)
        for y in range(inside.top, inside.bottom, 7):
            x = inside.left + 3
            assert pictures[0].get_at((x, y)) == pictures[1].get_at((x, y)), (x, y)
        # outside the panel, the table is dimmed
        assert max(pictures[0].get_at((5, 5))[:3]) <= 120
    finally:
        app.close()
