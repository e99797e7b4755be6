"""The log in the table's corner is easy to find (Round B's playtest: a click on it did nothing, and only
page 12 of How to play said L opens it): a click or a tap on it opens the whole log, it says which key
(as bound now) or controller button opens it, it lights under the pointer as a button does, and at
1920x1080 it shows more than the last line or two."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from tablekit import (
    card_point,
    click,
    config,
    key,
    make_app,
    post,
    run_until,
    session_with,
    settled,
    setup,
    step,
)

from game.app import App
from game.model import Rules
from game.ui import bindings
from game.ui.pad import PAD
from game.ui.palette import CREAM
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.table import TableScene
from game.ui.table.look import font_px
from game.ui.text import recording_fits, text_surface


def _table(app: App, lines: int = 12) -> TableScene:
    game = setup([["G5", "B2", "B3"], ["R9", "B6", "B8"], ["Y1", "Y2", "Y3"]], ["R1"], current=0)
    table = TableScene(app, session_with(config(3, kind="random", rules=Rules()), game))
    app.reset(table)
    step(app, 2)
    for i in range(lines):
        table.anim.add_log(f"Leo played Blue {i % 10}")
    step(app)
    return table


def _corner(table: TableScene) -> pygame.Rect:
    """A point inside the corner's panel as drawn: its lower left, where the last line is."""
    L = table.layout.log_rect
    return pygame.Rect(L.x + 4, L.bottom - 14, 6, 6)


def _drawn_texts(app: App) -> list[tuple[str, pygame.Rect]]:
    with recording_fits() as fits:
        app.draw(pygame.display.get_surface())
    return [(f.text, f.rect) for f in fits if f.kind == "draw"]


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_a_click_on_the_corner_log_opens_the_whole_log(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, "--speed", "1", size=size)
    try:
        table = _table(app)
        room = table.logroom
        w, h = app.size
        click(app, (w // 2, round(h * 0.12)))  # the felt away from the log: nothing opens
        assert not room.is_open
        click(app, _corner(table).center)
        assert room.is_open, "a click on the corner's log opens it"
        click(app, (w - 3, 3))  # outside the open log's panel: closes
        assert not room.is_open
    finally:
        app.close()


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_the_corner_log_names_its_key_as_bound_and_its_button_on_a_controller(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, "--speed", "1", size=size)
    try:
        table = _table(app)
        log_rect = table.layout.log_rect
        hints = [(t, r) for t, r in _drawn_texts(app) if t.endswith(": log")]
        assert [t for t, _r in hints] == ["L: log"]
        assert log_rect.contains(hints[0][1]), "drawn in the corner"
        try:
            bindings.use({"let_pass": "f"}, {})  # L's key moved: F opens the log (and lets a chance pass)
            assert [t for t, _r in _drawn_texts(app) if t.endswith(": log")] == ["F: log"]
        finally:
            bindings.use({}, {})
        app.pads.kind = PAD
        assert [t for t, _r in _drawn_texts(app) if t.endswith(": log")] == ["Up: log"]
    finally:
        app.close()


def test_the_corner_log_lights_under_the_pointer(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "1", size="1920x1080")
    try:
        table = _table(app)
        surface = pygame.display.get_surface()
        spot = (table.layout.log_rect.x + 3, _corner(table).centery)  # the panel's own colour, left of its text
        post(pygame.MOUSEMOTION, pos=(app.size[0] // 2, 40), rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        app.draw(surface)
        before = surface.get_at(spot)
        post(pygame.MOUSEMOTION, pos=_corner(table).center, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        app.draw(surface)
        after = surface.get_at(spot)
        assert sum(after[:3]) > sum(before[:3]) + 20, (before, after)
        lit = [t for t, _r in _drawn_texts(app) if t.endswith(": log")]
        assert lit == ["L: log"]
    finally:
        app.close()


def test_at_1920x1080_the_corner_shows_more_than_three_lines_however_old(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "1", size="1920x1080")
    try:
        table = _table(app)
        hud, anim = table.desk.hud, table.anim
        surface = pygame.display.get_surface()
        hud.draw_log(surface, anim, now=anim.t + 60.0)  # a minute later: every line has faded
        drawn = hud.log.drawn
        assert drawn is not None
        line_h = text_surface("Leo played Blue 1", font_px(13, table.desk.hud.look.scale), CREAM).get_height()
        assert drawn.h >= 4 * line_h, "more than three lines stay in the corner"
        rows = [anim.log[-1 - i] for i in range(4)]
        assert all(r.text.startswith("Leo played") for r in rows)
    finally:
        app.close()


def test_the_corner_shows_only_the_hand_being_dealt_not_the_last_ones_end(tmp_path: Path) -> None:
    """Playtest 11: "the log panel still shows last hand's 'Leo wins the hand: 112 points' while the next
    hand deals". The corner shows the hand in play from its deal on (the whole log still has every line)."""
    app = make_app(tmp_path, "--speed", "3")
    try:
        game = setup([["R5"], ["G3", "G4"], ["B3", "B4"]], ["R1"])
        session = session_with(config(3, rules=Rules()), game)
        table = TableScene(app, session)
        app.reset(table)
        step(app, 2)
        run_until(app, lambda: settled(table), 240)
        click(app, card_point(table, 0))  # the person's last card: the hand ends
        run_until(app, lambda: isinstance(app.top, HandOverScene), 900)
        assert any("win the hand" in line.text for line in table.anim.log)
        step(app, 60)
        key(app, pygame.K_RETURN)  # Next hand
        run_until(app, lambda: app.top is table and session.match.hand_number == 2, 300)
        run_until(app, lambda: any("deal 7 cards" in line.text for line in table.anim.log), 300)  # the deal
        app.draw(pygame.display.get_surface())
        drawn = table.hud.log.shown
        assert any("deal 7 cards" in text for text in drawn), drawn  # this hand's lines show
        assert not any("win the hand" in text or "Red 5" in text for text in drawn), drawn
    finally:
        app.close()
