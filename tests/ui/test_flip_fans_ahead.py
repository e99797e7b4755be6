"""UNO Flip!: a fan's next picture is drawn after the frames, before the card that changes it lands or
leaves, and a CPU's played card leaves its fan as it sets off (frame time of the 10-seat Flip demo,
issue 21: a fan drawn again inside a frame, with the face of the card that joined it, took 3-5 ms)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.ui.table.flipfans import FlipFans
from tests.ui.tablekit import make_app

DEMO = ("--demo", "--players", "10", "--rules", "stacking,seven_o,jump_in,edition=flip", "--seed", "1")


def _anim(app: App) -> Any:
    return app.top.desk.anim  # type: ignore[attr-defined]


def test_the_fans_pictures_are_drawn_after_the_frames_not_inside_them(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, *DEMO, size="1920x1080")
    try:
        in_frame = [False]
        drawn: list[bool] = []  # per fan picture drawn: inside a frame?
        real_draw, real_picture = App.draw, FlipFans._fan_picture

        def draw(self: App, *a: Any, **k: Any) -> None:
            in_frame[0] = True
            try:
                real_draw(self, *a, **k)
            finally:
                in_frame[0] = False

        def picture(self: FlipFans, *a: Any, **k: Any) -> pygame.Surface:
            drawn.append(in_frame[0])
            return real_picture(self, *a, **k)

        monkeypatch.setattr(App, "draw", draw)
        monkeypatch.setattr(FlipFans, "_fan_picture", picture)
        for _ in range(600):  # the cut, the deal of 70 cards, then a few turns of plays and draws
            app.step(1 / 60)
        assert len(drawn) > 60, "the fans changed less than the deal alone changes them"
        # fd8ee45 drew about 60 of them inside the frames that showed them
        assert drawn.count(True) == 0, f"{drawn.count(True)} of {len(drawn)} fan pictures drawn inside a frame"
    finally:
        app.close()


def test_a_cpus_played_card_leaves_its_fan_as_it_sets_off(tmp_path: Path) -> None:
    app = make_app(tmp_path, *DEMO)
    try:
        anim = _anim(app)
        checked = 0
        for _ in range(1300):  # about eight CPU plays at the CPUs' pace
            before = [anim.sides.backs_of(s)[:anim.counts[s]] for s in range(10)]
            flying = {id(f) for f in anim.flights}
            app.step(1 / 60)
            anim = _anim(app)
            plays = [f for f in anim.flights if id(f) not in flying and f.back is not None
                     and f.dst == anim.layout.discard_pile]
            for seat in range(1, 10):
                after = anim.sides.backs_of(seat)[:anim.counts[seat]]
                if len(after) != len(before[seat]) - 1 or len(plays) != 1:
                    continue
                gone = Counter(before[seat]) - Counter(after)
                # the fan shows the seat's other cards: the one in the air is no longer in it
                assert list(gone) == [plays[0].back], (seat, before[seat], after, plays[0].back)
                checked += 1
        assert checked >= 5, checked
    finally:
        app.close()
