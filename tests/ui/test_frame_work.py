"""What a frame of the table does: the art drawn ahead of need is drawn after a frame is shown (in
the time left before the next one, `Scene.idle`), never inside a frame, and a card in flight finds its
next frames' sizes and angles already drawn."""
from __future__ import annotations

import time
from pathlib import Path

import pygame
from tablekit import DT, config, make_app, run_until, step

from game.session import Session
from game.ui.scenes.table import TableScene
from game.ui.table.warmup import WARM_AHEAD


def _demo(tmp_path: Path, players: int = 10) -> tuple[object, TableScene]:
    app = make_app(tmp_path, "--speed", "1")
    session = Session.new(config(players, human=False))
    table = TableScene(app, session)
    app.reset(table)
    step(app)
    assert app.top is table
    return app, table


def _art_keys(app: object) -> set[object]:
    return set(app.art._cache._d)  # type: ignore[attr-defined]


def test_card_art_is_warmed_after_the_frames_not_inside_them(tmp_path: Path) -> None:
    app, table = _demo(tmp_path)
    try:
        queued = len(table.warmup.cards) + len(table.warmup.jobs)
        assert queued > 0, "the table queues its card faces, plates and faces to draw ahead of need"
        keys = _art_keys(app)
        table.update(DT)
        table.draw(app.screen)  # type: ignore[attr-defined]
        assert len(table.warmup.cards) + len(table.warmup.jobs) == queued, "a frame itself draws nothing ahead"
        table.idle(time.perf_counter() + 0.005)
        assert len(table.warmup.cards) + len(table.warmup.jobs) < queued, "the spare time after a frame does"
        assert len(_art_keys(app)) > len(keys)
        # the app gives that time after every frame it shows, and the queue runs out
        run_until(app, lambda: not table.warmup.cards and not table.warmup.jobs, 60 * 10)  # type: ignore[arg-type]
        assert len(app.idle_ms) == app.frames  # type: ignore[attr-defined]
        assert app.stats()["idle_ms"]["total"] > 0  # type: ignore[attr-defined]
    finally:
        app.close()  # type: ignore[attr-defined]


def test_a_card_in_flight_draws_no_new_copy_in_its_next_frames(tmp_path: Path) -> None:
    """The deal spins every card on its way: each angle is a turned copy of the card, and each is
    drawn in the spare time after an earlier frame, so the frames themselves only blit."""
    app, table = _demo(tmp_path)
    try:
        anim = table.anim

        def turning() -> bool:
            return any(not f.landed and f.angle0 != f.angle1 and f.state(anim.t)[2] != f.state(anim.t + WARM_AHEAD * DT)[2]
                       for f in anim.flights)

        run_until(app, turning, 60 * 20)  # type: ignore[arg-type]
        flights = [f for f in anim.flights if not f.landed]
        keys = _art_keys(app)
        scratch = pygame.Surface(app.screen.get_size())  # type: ignore[attr-defined]
        for i in range(1, WARM_AHEAD + 1):
            for f in flights:
                f.draw(scratch, app.art, anim.t + i * DT)  # type: ignore[attr-defined]
        assert _art_keys(app) <= keys, "a frame of a flight under way turned or scaled a card itself"
    finally:
        app.close()  # type: ignore[attr-defined]
