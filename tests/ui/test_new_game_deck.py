"""New game chooses the deck (Classic, 2018, UNO Flip!) as well as the length: the last playtest found the
UNO Flip! deck only behind "Change house rules…". And its options say their words on one line when there
is room for them (150% text wrapped "Match to 500" while "Single hand" had room to spare)."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from appdriver import click, step, widget
from tablekit import make_app

from game import i18n
from game.i18n import LANGUAGES
from game.ui.controls import Choice
from game.ui.scenes.newgame import NewGameScene
from game.ui.text import get_font, wrap_text
from game.ui.units import px

pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


def test_new_game_chooses_the_deck_and_keeps_the_rule_set(tmp_path: Path) -> None:
    app = make_app(tmp_path, size="1280x720")
    try:
        app.settings.set_rule("stacking", True)
        assert app.settings.preset == "custom"
        scene = NewGameScene(app)
        app.reset(scene)
        step(app, 2)
        deck = widget(scene, "Deck")
        assert [label for _v, label in deck.options] == ["Classic", "2018", "UNO Flip!"]
        assert deck.value == "classic"
        assert scene.menu.rect.contains(deck.rect), "the deck shows with no scrolling at 1280x720"
        click(app, deck.segments()[2].center)
        assert app.settings.rules["edition"] == "flip"
        assert app.settings.rules["stacking"] is True, "the deck is chosen beside the rule set"
        assert app.settings.custom_rules is not None and app.settings.custom_rules["edition"] == "flip"
        assert scene.build_config().rules.edition == "flip"
        assert widget(scene, "Deck").value == "flip"
        summary = [w.text for w in scene.menu.items if type(w).__name__ == "Label"]
        assert "On: Stacking." in summary, f"the deck has its own row, not a place among the house rules: {summary}"
        click(app, widget(scene, "Deck").segments()[0].center)
        assert scene.build_config().rules.edition == "classic"
        assert app.settings.preset == "custom"
    finally:
        app.close()


def _wrapped_options(widgets: Sequence[object], where: str) -> list[str]:
    """Return a line for each option of a choice among `widgets` that wraps in its segment at the size it is
    drawn at (bold, as the chosen one is)."""
    found = []
    for choice in (w for w in widgets if isinstance(w, Choice)):
        segments = choice.segments()
        size_px = choice._shared_size(segments)
        for seg, (_v, label) in zip(segments, choice.options, strict=True):
            lines = wrap_text(label, size_px, seg.w - 8, True)
            if len(lines) > 1:
                found.append(f"{where} {choice.label!r}: {label!r} takes {len(lines)} lines in {seg.w}px")
    return found


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_new_games_choices_keep_each_option_on_one_line_at_150(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, size=size)
    found: list[str] = []
    try:
        app.settings.text_size = 150
        app.apply_text_size()
        for language in LANGUAGES:
            i18n.set_language(language)
            app.relayout()
            scene = NewGameScene(app)
            app.reset(scene)
            step(app, 2)
            found += _wrapped_options(scene.menu.items, language)
            for row in scene.seat_rows():
                name_box = row.part_rects()["name"]
                if name_box.h < get_font(px(20, row.scale), True).get_linesize():
                    found.append(f"{language}: seat {row.seat + 1}'s name box {name_box.h}px is lower than its text")
    finally:
        app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("tab", ["rules", "gameplay", "display"])
def test_the_settings_choices_keep_each_option_on_one_line_at_150(tmp_path: Path, tab: str) -> None:
    """Playtest: 'Como se repartió' wrapped in its segment at 150% text beside two short options; the
    options shrink a little, all alike, before any wraps."""
    from game.ui.scenes.settings import SettingsScene

    app = make_app(tmp_path, size="1280x720")
    found: list[str] = []
    try:
        app.settings.text_size = 150
        app.apply_text_size()
        for language in LANGUAGES:
            i18n.set_language(language)
            app.relayout()
            scene = SettingsScene(app, tab=tab)
            app.reset(scene)
            step(app, 2)
            found += _wrapped_options([*scene.header.items, *scene.menu.items], f"{language} {tab}")
    finally:
        app.close()
    assert not found, "\n".join(found)


def test_the_classic_deck_is_named_in_every_language() -> None:
    """Playtest (eab6cc2): New game in Spanish offered "Classic | 2018 | UNO Flip!": the model's title was
    looked up in a catalogue that never held it. "2018" and "UNO Flip!" are names, kept as they are."""
    from game.ui.rulewords import deck_options

    for code in LANGUAGES:
        i18n.set_language(code)
        titles = dict(deck_options())
        assert (titles["classic"] == "Classic") == (code == "en"), (code, titles)
        assert titles["2018"] == "2018" and titles["flip"] == "UNO Flip!"


def test_a_seat_more_that_makes_new_game_scroll_moves_no_control_sideways(tmp_path: Path) -> None:
    """Playtest (eab6cc2): Players from 3 to 4 made the list scroll, and its scroll bar pushed every
    control left. The list keeps the bar's room whether it scrolls or not."""
    import pygame
    from tablekit import key

    app = make_app(tmp_path, size="960x540")
    try:
        app.settings.players = 3
        scene = NewGameScene(app)
        app.reset(scene)
        step(app, 2)
        before = widget(scene, "Game length").rect.copy()
        scrolled = scene.menu.max_scroll > 0
        for _ in range(4):
            key(app, pygame.K_RIGHT)  # Players, focused first: 3 -> 7
        after = widget(scene, "Game length").rect
        assert app.settings.players == 7 and scene.menu.max_scroll > 0 and not scrolled
        assert (after.x, after.w) == (before.x, before.w), (before, after)
    finally:
        app.close()
