"""The line at the person's seat that says what someone else's play took from them (issue 19's playtest: a
late "Ava's Yellow Draw Two: you draw 2 and m..." overlapped "Your turn" and was cut).

It is drawn alone on a clear surface, and the turn cue (at its widest: the hint line is as wide as the
hand at most) alone on another: their pictures never meet, the line lies wholly inside the window, and
every word of it is drawn (wrapped, never cut), in English and in German (the longest language).
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import config, make_app, session_with, setup, step

import game.ui.table.effects as effects
from game import i18n
from game.app import App
from game.i18n import _
from game.model import Card, Rules
from game.ui.palette import YELLOW
from game.ui.scenes.table import TableScene
from game.ui.table.picture import Effect
from game.ui.words import card_name


@pytest.fixture(params=["960x540", "1280x720", "1920x1080"])
def app(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[App]:
    a = make_app(tmp_path, "--size", request.param)
    yield a
    a.close()


def _lines() -> list[str]:
    """The longest lines the seat's banner says, in the language in force."""
    return [
        _("{name}'s {card}: you draw {n} and miss your turn").format(
            name="Ava", card=card_name(Card.parse("YD2")), n=2),
        _("{name}'s {card}: you draw {n} and miss your turn").format(
            name="Maximilian", card=card_name(Card.parse("W4")), n=4),
        _("{name}'s {card}: every hand passed on, yours is new").format(
            name="Maximilian", card=card_name(Card.parse("B0"))),
        _("{name} jumped in with {card}: your turn is gone").format(
            name="Maximilian", card=card_name(Card.parse("GD2"))),
    ]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("players", [2, 10])
def test_the_seat_banner_never_meets_the_turn_cue_and_is_never_cut(
        app: App, language: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(language)
    hands = [["R1", "B2", "Y8", "G4", "G6"]] + [["Y5", "G7"]] * (players - 1)
    table = TableScene(app, session_with(config(players, rules=Rules()), setup(hands, ["Y3"])))
    app.reset(table)
    step(app, 3)
    drawn: list[str] = []
    real = effects.outlined_text

    def noted(text: str, *args: Any, **kw: Any) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args, **kw)

    monkeypatch.setattr(effects, "outlined_text", noted)
    window = pygame.Rect((0, 0), app.size)
    cue = pygame.Surface(app.size, pygame.SRCALPHA)
    table.desk.hud.draw_hint(cue, "Your turn " * 40, YELLOW, y=table.painting.hint_y())
    widest_cue = cue.get_bounding_rect()
    assert widest_cue.w > 0
    for text in _lines():
        anim = table.anim
        anim.effects = [Effect("told", anim.t - 1.0, 2.8, table.viewer, text, YELLOW)]
        drawn.clear()
        table.desk.hud.effects._misc.clear()
        told = pygame.Surface(app.size, pygame.SRCALPHA)
        table.desk.hud.draw_effects(told, anim)
        box = told.get_bounding_rect()
        assert box.w > 0, "the banner shows"
        assert not box.colliderect(widest_cue), f"{text!r} at {box} meets the turn cue at {widest_cue}"
        assert window.contains(box), f"{text!r} at {box} runs out of the window"
        words, seen = text.split(), " ".join(drawn).split()  # (a label may be drawn twice: once per place tried)
        assert seen and seen == words * (len(seen) // len(words)), f"{text!r} drawn as {drawn}: cut"
        for seat in range(1, players):  # and it covers no other seat's plate
            assert not box.colliderect(table.layout.seat(seat).plate), f"{text!r} covers seat {seat}'s plate"
