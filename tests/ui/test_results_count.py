"""The results panel's count (issue 19, the playtest's "+32 drawn over +62" and "+2 briefly shows +1").

Every frame of the count is drawn on a surface that notes each blit: every number the panel shows
(a cell's figure or a figure in flight) is told apart by its text, and
- no two numbers ever overlap (each is readable at every frame);
- the winner's "This hand" figure, and each running total, only ever show a true sum: nothing, then the
  points of each hand as they land, never a value in between (a +2 never reads +1).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import config, make_app, session_with, setup

import game.ui.scenes.handover as handover
from game.app import App
from game.model import Card, Play, Rules
from game.session import Session
from game.ui.scenes.handover import HandOverScene

NUMBER = re.compile(r"^[+]?\d+$")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _won(hands: list[list[str]], banked: list[int]) -> Session:
    """Alex (seat 0) plays the last card, Red 5; the others keep `hands[1:]`."""
    game = setup(hands, ["R1"], rules=Rules(target_score=500))
    game.apply(Play(0, Card.parse("R5")))
    assert game.is_over
    return session_with(config(len(hands), rules=Rules(target_score=500)), game, banked=banked)


class Spy(pygame.Surface):
    """A surface that notes where each number's picture is blitted."""

    def __init__(self, size: tuple[int, int], numbers: dict[int, str]) -> None:
        super().__init__(size)
        self.numbers = numbers
        self.seen: list[tuple[str, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kw: Any) -> pygame.Rect:  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kw)
        text = self.numbers.get(id(source))
        if text is not None:
            self.seen.append((text, rect))
        return rect


def _frames(app: App, session: Session, size: tuple[int, int],
            monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[HandOverScene, list[tuple[str, pygame.Rect]]]]:
    """Yield the scene and the numbers shown at every 1/60 s of its count (and a little after)."""
    numbers: dict[int, str] = {}
    keep: list[pygame.Surface] = []  # the pictures stay alive, so no id is reused within a frame
    import game.ui.text as text

    def noted(fn: Any) -> Any:
        def wrapper(value: str, *args: Any, **kw: Any) -> Any:
            surf = fn(value, *args, **kw)
            if NUMBER.match(value):
                numbers[id(surf)] = value
                keep.append(surf)
            return surf
        return wrapper

    monkeypatch.setattr(handover, "outlined_text", noted(handover.outlined_text))
    monkeypatch.setattr(text, "text_surface", noted(text.text_surface))
    scene = HandOverScene(app, session, lambda: None)
    scene.resize(size)
    t = 0.0
    while t <= scene.count_end + 0.3:
        scene.t = t
        spy = Spy(size, numbers)
        scene.draw(spy)
        yield scene, spy.seen
        t += 1 / 60


SIZES = [(960, 540), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_no_two_numbers_on_the_results_panel_ever_overlap(app: App, size: tuple[int, int],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # as in the playtest: the winner collects 30 and 32 (+62) from two hands, a third holds nothing worth
    session = _won([["R5"], ["GD2", "B9", "Y1"], ["BS", "Y9", "G3"], ["Y4", "G5"]], [120, 40, 75, 10])
    frames = 0
    for _scene, seen in _frames(app, session, size, monkeypatch):
        frames += 1
        for i, (a, ra) in enumerate(seen):
            for b, rb in seen[i + 1:]:
                assert not ra.colliderect(rb), f"frame {frames}: {a!r} at {ra} drawn over {b!r} at {rb}"
    assert frames > 60


@pytest.mark.parametrize(("hands", "sums"), [
    ([["R5"], ["Y2"]], {0, 2}),
    ([["R5"], ["GD2", "B9", "Y1"], ["BS", "Y9", "G3"]], {0, 30, 62}),
])
def test_the_count_only_ever_shows_true_sums(app: App, hands: list[list[str]], sums: set[int],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    banked = [100 + 10 * i for i in range(len(hands))]
    session = _won(hands, banked)
    shown: list[int] = []
    for scene, seen in _frames(app, session, (1280, 720), monkeypatch):
        cell = scene.rows[0].hand_cell
        mine = [int(text.lstrip("+")) for text, rect in seen if text.startswith("+") and cell.contains(rect)]
        assert len(mine) == 1, f"the winner's This hand cell shows {mine}"
        totals = [int(text) for text, rect in seen if scene.rows[0].total_cell.contains(rect)]
        assert totals == [banked[0] + mine[0]], "the running total moves with the count"
        shown.append(mine[0])
    assert set(shown) == sums, f"the count showed {sorted(set(shown))}, not only the sums {sorted(sums)}"
    assert shown == sorted(shown) and shown[-1] == max(sums)
