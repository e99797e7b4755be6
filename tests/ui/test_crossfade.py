"""Going from one screen to another fades the screen left out over the new one (0.2 s); an overlay shows at
once, the pass-and-play privacy screen never shows another screen through it, and "reduce motion" fades
nothing. The playtest called the menus plain: every change of screen was a cut."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from tablekit import click, confirm_privacy, key, make_app, run_until, step

from game.app import App
from game.ui.crossfade import FADE_SECONDS
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene


def _shown(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def _alone(app: App) -> bytes:
    """The picture the scenes draw with no fade over them."""
    surface = app.screen.copy()
    fade, app._fade.frame = app._fade.frame, None
    try:
        app.draw(surface)
    finally:
        app._fade.frame = fade
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("still", [False, True])
def test_a_change_of_screen_fades_unless_motion_is_reduced(tmp_path: Path, still: bool) -> None:
    app = make_app(tmp_path, size="1280x720")
    try:
        app.settings.reduce_motion = still
        step(app, 3)
        title = app.top
        assert isinstance(title, TitleScene)
        settings = next(b for b in title.menu.items if getattr(b, "text", "") == "Settings")
        click(app, settings.rect.center)
        assert isinstance(app.top, SettingsScene)
        first = _shown(app)
        if still:
            assert first == _alone(app), "with reduced motion the new screen shows at once"
            return
        assert first != _alone(app), "the title still shows through the settings' first frame"
        step(app, round(FADE_SECONDS * 60) + 2)
        assert _shown(app) == _alone(app), "the fade is over in 0.2 s"
        assert not app._fade.active and app._fade.frame is None, "a finished fade holds no frame"
        key(app, pygame.K_ESCAPE)  # back to the title: a change of screen, which fades again
        assert isinstance(app.top, TitleScene) and _shown(app) != _alone(app)
    finally:
        app.close()


def test_the_privacy_screen_never_fades(tmp_path: Path) -> None:
    """One person plays, the table hands over to the other: the privacy screen between them shows alone from its first
    frame (a fade would show the first one's hand through it), and so does the table after it."""
    app = make_app(tmp_path, "--people", "Ann,Bob", "--players", "2", "--seed", "3", size="1280x720")  # one deal: a first card that asks a colour would stall the draws
    try:
        run_until(app, lambda: isinstance(app.top, PrivacyScene), 600)
        first = app.top.seat
        confirm_privacy(app, first)
        for _ in range(40):  # the first person draws until the turn goes to the other
            if isinstance(app.top, PrivacyScene):
                break
            asked = type(app.top).__name__ == "QuestionScene"  # "You drew ...": keep it
            key(app, pygame.K_k if asked else pygame.K_d)
            step(app, 30)
        run_until(app, lambda: isinstance(app.top, PrivacyScene), 600)
        assert app.top.seat == 1 - first, (first, app.top.seat)
        assert not app._fade.active, "no fade over the privacy screen"
        assert _shown(app) == _alone(app), "nothing shows through the privacy screen"
        step(app, 15)
        key(app, pygame.K_RETURN)
        assert not isinstance(app.top, PrivacyScene)
        assert not app._fade.active and _shown(app) == _alone(app), "the table shows at once"
    finally:
        app.close()
