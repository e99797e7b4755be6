"""Rough edges a demanding new player met (issue 19), each checked on what the screen shows."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import make_app, session_with, setup, step

from game.app import App
from game.model import Card, Play

DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, tuple[int, int]]]:
    """Record every text `module` draws with `draw_text`, with where."""
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = module.draw_text

    def record(surface: Any, text: str, size: int, pos: Any, *args: Any, **kw: Any) -> Any:
        drawn.append((text, (round(pos[0]), round(pos[1]))))
        return real(surface, text, size, pos, *args, **kw)

    monkeypatch.setattr(module, "draw_text", record)
    return drawn


def test_the_single_hand_win_screen_counts_cards_under_cards_left(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.model import Rules
    from game.session import MatchConfig, SeatSetup
    from game.ui.scenes import matchover

    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Mia", "easy"), SeatSetup("Leo", "easy")), rules, seed=0, human=0)
    game = setup([["R5"], ["G3", "B7", "GS"], ["Y9", "W4"]], ["R1"], rules=rules)
    game.apply(Play(0, Card.parse("R5")))
    s = session_with(cfg, game)
    scene = matchover.MatchOverScene(app, s)
    app.reset(scene)
    step(app, 120, dt=DT)
    drawn = _texts(monkeypatch, matchover)
    app.draw(app.screen)
    head = next(pos for text, pos in drawn if text == "CARDS LEFT")
    column = {text for text, pos in drawn if pos[0] == head[0] and text != "CARDS LEFT"}
    assert column == {"0", "3", "2"}, column
    assert not any(text.endswith("pts") for text, _ in drawn)
