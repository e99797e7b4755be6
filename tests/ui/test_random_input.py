"""Thousands of seeded random clicks, keys, mouse moves, wheel turns and resizes never raise.

Each run starts on one screen (the title, the menus, the table with a game running, the overlays, the
end-of-hand and end-of-match screens) and lets a seeded monkey loose on it; wherever the monkey's
clicks lead, it keeps going. When it quits the game, the game is started again at the title.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import finished_session, make_app, post

from game.app import App
from game.model import Rules
from game.session import MatchConfig, Session
from game.ui.menus import Menu
from game.ui.scene import Scene
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.matchover import MatchOverScene
from game.ui.scenes.title import TitleScene

KEYS = (
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER,
    pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME,
    pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_d, pygame.K_u, pygame.K_c, pygame.K_s,
    pygame.K_p, pygame.K_h, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_a, pygame.K_F1,
)
# At the table the monkey mostly presses the table's keys (Esc and P pause it, now and then).
TABLE_KEYS = (
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_RETURN,
    pygame.K_SPACE, pygame.K_d, pygame.K_d, pygame.K_u, pygame.K_c, pygame.K_k, pygame.K_h, pygame.K_s,
    pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_r, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN,
)
SIZES = ((960, 540), (1280, 720), (1100, 620), (960, 540), (800, 400), (1024, 768), (1920, 1080))


def widget_rects(scene: Scene | None) -> list[pygame.Rect]:
    """Return the rects of whatever the top scene shows that can be clicked (widgets, cards, seats)."""
    rects: list[pygame.Rect] = []
    if scene is None:
        return rects
    menus = []
    zones = getattr(scene, "zones", None)
    if zones is not None:
        menus = list(zones.menus)
    for name in ("menu", "buttons", "bar"):
        m = getattr(scene, name, None)
        if isinstance(m, Menu):
            menus.append(m)
    for m in menus:
        rects += [w.rect for w in m.items if getattr(w, "rect", None) is not None and w.rect.w > 0]
    if type(scene).__name__ == "TableScene":  # the table's own controls, cards, seats and questions
        t: Any = scene
        rects += [b.rect for k, b in t.buttons.items() if k != "menu" and b.visible and b.rect.w > 0]
        w, h = t.layout.card_w, t.layout.card_h
        rects += [pygame.Rect(round(s.pos.centerx - w / 2), round(s.pos.centery - h / 2), w, h) for s in t.anim.hand]
        rects += [sl.plate for sl in t.layout.seats]
        pile = pygame.Rect(0, 0, w, h)
        pile.center = (round(t.layout.draw_pile[0]), round(t.layout.draw_pile[1]))
        rects.append(pile)
        if t.prompt is not None:
            rects += list(t.prompt.rects) * 3
    return rects


counts_tops: dict[int, list[str]] = {}
"""The top scene's name at every frame of the last monkey run on an app (by id)."""


def monkey(app: App, rng: random.Random, events: int, restart: Callable[[], Scene]) -> dict[str, int]:
    """Post `events` random events, a few per frame, stepping the app with random frame times."""
    counts = {"events": 0, "frames": 0, "restarts": 0, "resizes": 0}
    tops: list[str] = []
    counts_tops[id(app)] = tops
    w, h = app.size
    while counts["events"] < events:
        for _ in range(rng.randint(2, 10)):
            counts["events"] += 1
            roll = rng.random()
            targets = widget_rects(app.top)
            if targets and rng.random() < 0.5:
                r = rng.choice(targets)
                pos = (r.x + rng.randrange(max(1, r.w)), r.y + rng.randrange(max(1, r.h)))
            else:
                pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
            if roll < 0.25:
                post(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
                     buttons=(rng.random() < 0.1, 0, 0))
            elif roll < 0.55:
                b = 1 if rng.random() < 0.85 else rng.choice((2, 3))
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=b)
                if rng.random() < 0.9:
                    post(pygame.MOUSEBUTTONUP, pos=pos, button=b)
            elif roll < 0.85:
                at_table = type(app.top).__name__ == "TableScene"
                k = rng.choice(TABLE_KEYS if at_table and rng.random() < 0.97 else KEYS)
                mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
                post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
                post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
            elif roll < 0.9:
                post(pygame.TEXTINPUT, text=rng.choice("abcXYZ 09é!?"))
            elif roll < 0.96:
                post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 3)), flipped=False)
            else:
                nw, nh = rng.choice(SIZES)
                post(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))
                counts["resizes"] += 1
        dt = rng.choice((0.0, 1 / 120, 1 / 60, 1 / 60, 1 / 30, 0.1, 0.35))
        app.step(dt)
        counts["frames"] += 1
        tops.append(type(app.top).__name__)
        w, h = app.size
        if not app.running or not app.scenes:
            counts["restarts"] += 1
            app.running = True
            app.reset(restart())
            app.step(1 / 60)
    return counts


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "4")
    yield a
    a.close()


def _title(app: App) -> Callable[[], Scene]:
    return lambda: TitleScene(app)


@pytest.mark.parametrize("seed", [1, 2])
def test_title_and_menus(app: App, seed: int) -> None:
    counts = monkey(app, random.Random(seed), 2000, _title(app))
    assert counts["frames"] > 250 and counts["resizes"] > 20


def test_settings_new_game_and_how_to_play(app: App) -> None:
    from game.ui.scenes.howto import HowToScene
    from game.ui.scenes.newgame import NewGameScene
    from game.ui.scenes.settings import SettingsScene

    rng = random.Random(3)
    before = app.settings.to_dict()
    changed: list[str] = []
    for make in (lambda: SettingsScene(app), lambda: NewGameScene(app), lambda: HowToScene(app)):
        app.reset(TitleScene(app))
        screen = make()
        app.push(screen)
        app.step(1 / 60)
        monkey(app, rng, 600, _title(app))
        tops = counts_tops[id(app)]
        name = type(screen).__name__
        # the monkey worked the screen, then its clicks and keys led somewhere else (Back, Start...)
        assert any(t != name for t in tops), (name, set(tops))
        if app.settings.to_dict() != before:
            changed.append(name)
    # and what it clicked in the settings stuck (a later screen's clicks may reach "Reset to defaults")
    assert "SettingsScene" in changed, changed


def test_end_of_hand_and_match_screens(app: App) -> None:
    rng = random.Random(4)
    for target in (500, 30, None):
        s = finished_session(players=6, seed=21, target=target)
        app.reset(TitleScene(app))
        app.push(HandOverScene(app, s, lambda: None))
        app.step(1 / 60)
        monkey(app, rng, 400, _title(app))
        tops = counts_tops[id(app)]
        # the first frame's random keys may already pause the results (Esc, P): the pause is over them
        assert tops[0] in ("HandOverScene", "PauseScene") and "HandOverScene" not in tops[-5:], \
            "never got past the hand's end"
        app.reset(MatchOverScene(app, finished_session(players=3, seed=22, target=target)))
        app.step(1 / 60)
        monkey(app, rng, 300, _title(app))
        tops = counts_tops[id(app)]
        assert any(t != "MatchOverScene" for t in tops), "stuck on the match's end"


def _table_scene(app: App, seed: int, players: int, rules: Rules) -> Scene:
    table = importlib.import_module("game.ui.scenes.table")
    cfg = MatchConfig.quick(players, "random", name="Alex", rules=rules, seed=seed)
    return table.TableScene(app, Session.new(cfg))


@pytest.mark.parametrize(
    ("seed", "players", "spec"),
    [(5, 4, "stacking,seven_o,jump_in"), (6, 2, ""), (7, 7, "draw_until_playable,stack_mixed,stacking,jump_in")],
)
def test_table_with_a_game_running(app: App, seed: int, players: int, spec: str,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.from_spec(spec) if spec else Rules()
    controller = importlib.import_module("game.ui.table.controller").TableController
    accepted: list[object] = []
    submit = controller.submit

    def counting_submit(self: Any, action: Any) -> str | None:
        reason = submit(self, action)
        if reason is None:
            accepted.append(action)
        return reason

    monkeypatch.setattr(controller, "submit", counting_submit)
    app.reset(_table_scene(app, seed, players, rules))
    app.step(1 / 60)

    def again() -> Scene:
        return _table_scene(app, seed + 100, players, rules)

    counts = monkey(app, random.Random(seed), 2500, again)
    assert counts["frames"] > 200
    assert len(accepted) >= 5, "the monkey's clicks and keys really played at the table"
