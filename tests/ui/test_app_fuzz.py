"""Thousands of seeded random clicks, keys, wheel turns and resizes on the menus never raise."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
from appdriver import make_app, post, step

from game.ui.scenes.howto import HowToScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene

MENU_SCENES = (TitleScene, NewGameScene, SettingsScene, HowToScene, PauseScene)
KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_a, pygame.K_F11]


def test_random_input_on_the_menus_never_raises(tmp_path: Path) -> None:
    rng = random.Random(1234)
    app = make_app(tmp_path)
    visited: set[str] = set()
    try:
        for i in range(3000):
            top = app.top
            # Stay on the menus: a started game or a quit brings us back to the title.
            if not app.running or top is None or not isinstance(top, MENU_SCENES):
                app.running = True
                app.reset(TitleScene(app))
                step(app)
            visited.add(type(app.top).__name__)
            w, h = app.size
            r = rng.random()
            pos = (rng.randrange(w), rng.randrange(h))
            if r < 0.45:
                post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
                if rng.random() < 0.3:
                    pos = (rng.randrange(w), rng.randrange(h))
                    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
                post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            elif r < 0.55:
                post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
            elif r < 0.85:
                k = rng.choice(KEYS)
                if k == pygame.K_F11 and rng.random() < 0.8:
                    k = pygame.K_DOWN
                mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
                post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
            elif r < 0.9:
                post(pygame.TEXTINPUT, text=rng.choice("abcXYZ 7é"))
            elif r < 0.95:
                post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)
            elif r < 0.98:
                size = (rng.randrange(700, 2000), rng.randrange(400, 1200))
                post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            else:
                if isinstance(app.top, TitleScene) and rng.random() < 0.5:
                    app.push(PauseScene(app, app.top))
            if i % 3 == 0:
                step(app)
        step(app)
        assert app.size[0] >= 960 and app.size[1] >= 540
        assert {"TitleScene", "SettingsScene", "HowToScene", "NewGameScene"} <= visited, visited
    finally:
        app.close()
