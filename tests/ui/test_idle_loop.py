"""The loop rests when nothing moves: it sleeps on the event queue instead of drawing frames."""
from __future__ import annotations

import threading
from pathlib import Path

import pygame
from appdriver import make_app, step

from game.app import App
from game.session import MatchConfig, Session
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import FAN_SECONDS, TitleScene, fan_motion


def test_the_title_fan_bobs_then_rests(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        assert isinstance(app.top, TitleScene)
        assert app.wake_in() == 0.0
        step(app, round((FAN_SECONDS + 0.1) * 60))
        assert app.wake_in() is None
        assert fan_motion(FAN_SECONDS) == 0.0 and fan_motion(0.5) == 1.0
        # at rest, two draws far apart in time give the same picture
        app.draw(app.screen)
        before = pygame.image.tobytes(app.screen, "RGB")
        app.top.t += 123.0
        app.draw(app.screen)
        assert pygame.image.tobytes(app.screen, "RGB") == before
    finally:
        app.close()


def test_a_notice_keeps_the_loop_awake_until_it_has_faded(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        step(app, round((FAN_SECONDS + 0.1) * 60))
        app.notify("Hello")
        wait = app.wake_in()
        assert wait is not None and 3.0 < wait < 4.0
        step(app, 60 * 5)
        assert app.wake_in() is None and not app.notices
    finally:
        app.close()


def test_menus_rest(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        app.push(SettingsScene(app))
        step(app, 2)
        assert isinstance(app.top, SettingsScene)
        assert app.wake_in() is None
    finally:
        app.close()


def test_the_table_rests_while_it_waits_for_the_person(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "4")
    try:
        table = TableScene(app, Session.new(MatchConfig.quick(3, "random", seed=5)))
        app.reset(table)
        step(app, 2)
        assert app.wake_in() == 0.0  # the deal is running
        for _ in range(60 * 40):
            step(app)
            if table.controller.my_turn() and app.wake_in() is None:
                break
        assert table.controller.my_turn(), "the person's turn never came"
        assert app.wake_in() is None, "the table never came to rest on the person's turn"
        # input wakes it: the gentle motion runs at a low rate, a hover lift at full rate
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        step(app)
        wait = app.wake_in()
        assert wait is not None and 0.0 < wait <= 0.05
        sprite = table.anim.hand[0]
        x, y = sprite.pos.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        step(app)
        assert app.wake_in() == 0.0  # the card is rising
    finally:
        app.close()


def test_run_draws_no_frame_while_resting(tmp_path: Path) -> None:
    """The real loop: at a resting title, a second and a half passes with almost no frame drawn."""
    app = make_app(tmp_path)
    try:
        step(app, round((FAN_SECONDS + 0.1) * 60))
        before = app.frames
        timer = threading.Timer(1.5, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
        timer.start()
        App.run(app)
        timer.join()
        # the QUIT wakes it; at 60 FPS it would have drawn about 90 frames
        assert app.frames - before <= 3, app.frames - before
    finally:
        pygame.display.quit()
