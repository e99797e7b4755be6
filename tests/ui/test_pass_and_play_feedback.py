"""Pass-and-play feedback (issue 19 playtest): a person sees the card they drew before the privacy
screen covers the table, and a catch pressed on the privacy screen says at once who was caught."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import confirm_privacy, key, make_app, run_until, session_with, setup, step

from game.app import App
from game.model import Card, Catch, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene
from game.ui.table.passing import LOOK

ANN, BOB = 0, 1
DT = 1 / 30


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def confirm(app: App, seat: int) -> None:
    confirm_privacy(app, seat, DT)


def _two_people(app: App, hands: list[list[str]], deck: list[str]) -> TableScene:
    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Bob", "human")), rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, setup(hands, ["R5"], deck, rules=rules)))
    app.reset(table)
    step(app, 1, DT)
    confirm(app, ANN)
    run_until(app, lambda: table.controller.my_turn() and not table.anim.busy, 300, DT)
    return table


def test_the_drawn_card_is_shown_in_the_hand_before_the_screen_covers_it(app: App) -> None:
    table = _two_people(app, [["G1", "G2"], ["B1", "B2", "B3"]], ["Y9"] + ["B7"] * 20)
    key(app, pygame.K_d, dt=DT)  # Yellow 9 does not play on Red 5: the turn goes to Bob
    drawn = Card.parse("Y9")
    shown_at = None
    for _ in range(int(6 / DT)):
        step(app, 1, DT)
        hand = [s.card for s in table.anim.hand if s.arrived]
        if shown_at is None and drawn in hand and not table.anim.busy:
            shown_at = app.time
        if isinstance(app.top, PrivacyScene):
            break
    assert shown_at is not None, "Ann's drawn card landed in her hand, face up"
    assert isinstance(app.top, PrivacyScene) and app.top.seat == BOB
    assert app.time - shown_at >= LOOK - DT, f"covered {app.time - shown_at:.2f} s after the card showed"


def test_a_catch_on_the_privacy_screen_says_who_was_caught(app: App) -> None:
    table = _two_people(app, [["R1", "G2"], ["B1", "B2", "B3"]], ["B7"] * 20)
    table.play_card(next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("R1")))  # no Uno
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.seat == BOB, 600, DT)
    screen = app.top
    assert isinstance(screen, PrivacyScene)
    step(app, 15, DT)
    key(app, pygame.K_c, dt=DT)  # Bob catches Ann from his screen
    assert any(isinstance(a, Catch) and a.target == ANN for a in table.controller.history)
    assert any("Bob caught Ann" in line for line in screen.news), screen.news


def test_the_privacy_screen_is_as_tall_as_what_it_says(app: App) -> None:
    """Playtest: "Bob again" over one line of what happened had room for six under it, an empty middle.
    The panel holds its lines and its button, every line whole; a catch said on it makes room for its
    line."""
    from game.ui.text import wrap_text
    from game.ui.units import px

    table = _two_people(app, [["R1", "G2"], ["B1", "B2", "B3"]], ["B7"] * 20)
    table.play_card(next(i for i, s in enumerate(table.anim.hand) if s.card is Card.parse("R1")))  # no Uno
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.seat == BOB, 600, DT)
    screen = app.top
    assert isinstance(screen, PrivacyScene)
    assert len(screen.table.since(BOB)) == 1
    one = screen.panel.h
    assert one <= px(460 - 3 * 21, screen.scale), screen.panel  # it was 460 high whatever it held
    step(app, 15, DT)
    key(app, pygame.K_c, dt=DT)  # Bob catches Ann: one more line (and the Catch button goes)
    assert screen.news
    s = screen.scale
    rows = sum(len(wrap_text(line, px(16, s), screen.panel.w - px(60, s))) for line, _rgb in screen._lines())
    assert rows == 2
    assert screen._lines_top(screen.panel.w) + px(21, s) * rows <= screen.menu.rect.y - px(10, s), "every line has room"
