"""The language changed in the middle of a hand (Pause, Settings, Language): back at the table every word
is drawn in the new language: the rule chips, the buttons and their keys, the hint, the plates, and the
log: its next lines, and the lines already written (told again from the events they told; only a continued
match's lines, saved as words, stay as they were written).

The playtest met chips, Sort and the log still in English after choosing German. What is drawn is read
back (`recording_fits`) and every text that is an English message of the catalogue with a German
translation is a word left behind.
"""
from __future__ import annotations

import gettext
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.app import App
from game.model import Card, Play, Rules
from game.ui import text
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import TableScene
from tests.ui.tablekit import config, key, make_app, run_until, session_with, settled, setup, step

HOUSE = Rules(stacking=True, seven_o=True, jump_in=True)


pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


def german() -> dict[str, str]:
    """Every English message of the catalogue that German words differently, and its German."""
    catalogue = gettext.translation(i18n.DOMAIN, localedir=str(i18n.locale_dir()), languages=["de"])
    out: dict[str, str] = {}
    for msgid, words in catalogue._catalog.items():  # type: ignore[attr-defined]
        if isinstance(msgid, str) and msgid and isinstance(words, str):
            english = msgid.split("\x04")[-1]  # (without its context)
            if words != english:
                out[english] = words
    return out


@contextmanager
def asked_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Yield the list of every text asked of the renderer while the block runs (each module's
    `text_surface` and `outlined_text` are watched; a painter's cache that keeps a picture hides its
    words, as it should: what shows is the picture)."""
    seen: list[str] = []

    def watch(real: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def watched(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            seen.append(words)
            return real(words, *args, **kwargs)
        return watched

    reals = (("text_surface", text.text_surface), ("outlined_text", text.outlined_text))
    with monkeypatch.context() as m:
        for module in list(sys.modules.values()):
            if getattr(module, "__name__", "").startswith("game.ui"):
                for name, real in reals:
                    if getattr(module, name, None) is real:
                        m.setattr(module, name, watch(real))
        yield seen


def table(app: App) -> TableScene:
    game = setup([["R5", "R9", "B2", "G7", "Y3"], ["R3", "Y2", "Y8"], ["G1", "G2", "G3"]], ["R1"], rules=HOUSE)
    scene = TableScene(app, session_with(config(3, "normal", rules=HOUSE), game))
    app.reset(scene)
    run_until(app, lambda: scene.controller.started and settled(scene) and scene.controller.my_turn(), 900)
    return scene


def choose_german_from_the_pause(app: App, scene: TableScene, asked: list[str] | None = None) -> None:
    """Pause, open the settings, choose German, go back to the pause (Esc then goes back to the table);
    `asked` forgets the words asked before German was chosen."""
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.settings()
    step(app)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    key(app, pygame.K_4)  # Display
    settings.set_language("de")
    if asked is not None:
        asked.clear()
    step(app)
    key(app, pygame.K_ESCAPE)  # back to the pause
    assert app.top is pause


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_back_at_the_table_every_word_is_drawn_in_the_new_language(tmp_path: Path, size: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--speed", "3", size=size)
    try:
        scene = table(app)
        with asked_words(monkeypatch) as english:
            scene.resize(app.size)  # every picture of the table drawn afresh: every word asked for
            step(app)
        words = german()
        before = [t for t in english if t in words]
        assert "Sort" in before and "Stacking" in before  # the test sees the words it is about
        written = len(scene.anim.log)
        with asked_words(monkeypatch) as asked:  # from German chosen: under the pause, then the table
            choose_german_from_the_pause(app, scene, asked)
            assert i18n.language() == "de"
            key(app, pygame.K_ESCAPE)  # back at the table: its first frames
            assert app.top is scene
            step(app, 2)
        old_log = {line.text for line in scene.anim.log[:written]}
        now = [t for t in asked if t not in old_log]
        left = sorted({t for t in now if t in words})
        assert not left, f"still in English after choosing German: {left}"
        assert words["Sort"] in now and words["Stacking"] in now
    finally:
        app.close()


def test_the_logs_next_line_is_written_in_the_new_language(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "3", size="1280x720")
    try:
        scene = table(app)
        choose_german_from_the_pause(app, scene)
        key(app, pygame.K_ESCAPE)
        written = len(scene.anim.log)
        assert scene.controller.submit(Play(0, Card.parse("R5"))) is None
        run_until(app, lambda: len(scene.anim.log) > written and settled(scene), 600)
        line = scene.anim.log[written].text
        assert "Rot" in line and "Red" not in line, line
    finally:
        app.close()


def test_the_logs_lines_already_written_are_worded_again_in_the_new_language(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 19's playtest: after German was chosen mid-hand, the log's earlier lines stayed in English."""
    app = make_app(tmp_path, "--speed", "3", size="1280x720")
    try:
        scene = table(app)
        written = len(scene.anim.log)
        assert scene.controller.submit(Play(0, Card.parse("R5"))) is None
        run_until(app, lambda: len(scene.anim.log) > written and settled(scene), 600)
        english = [line.text for line in scene.anim.log]
        assert any("Red 5" in t for t in english), english
        with asked_words(monkeypatch) as asked:
            choose_german_from_the_pause(app, scene)
            key(app, pygame.K_ESCAPE)
            key(app, pygame.K_l)  # the open log: every line drawn
            step(app, 20)
        german_lines = [line.text for line in scene.anim.log]
        assert len(german_lines) >= len(english)
        played = german_lines[english.index(next(t for t in english if "Red 5" in t))]
        assert "Rot" in played and "Red" not in played, played
        words = german()
        left = [t for t in german_lines if t in words or any(w in t for w in ("played", "drew", "Red 5"))]
        assert not left, f"log lines still in English: {left}"
        assert played in asked  # drawn as worded now
    finally:
        app.close()
