"""Closing the game: every scene saves first, the window's size is kept, and what could not be saved
is said; then the window, the sound, the controllers and the data folder are let go."""
from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.i18n import _

if TYPE_CHECKING:
    from game.storage import Settings, Store
    from game.ui.assets import Audio
    from game.ui.pad import Pads
    from game.ui.scene import Scene
    from game.ui.stack import SceneStack
    from game.ui.window import Window

__all__ = ["let_go", "save_all", "unsaved_notice"]

log = logging.getLogger(__name__)


def save_all(scenes: Sequence[Scene], window: Window, settings: Settings, store: Store,
             save_settings: Callable[[], bool]) -> list[str]:
    """Let every scene save (`Scene.on_quit`, top first) and keep the window's size in the settings;
    return one short line for each thing that is not saved (empty when everything is)."""
    failed: list[str] = []
    for scene in reversed(scenes):
        try:
            scene.on_quit()
        except Exception as exc:  # a failed save must not keep the window open for ever
            log.exception("saving on quit failed")
            failed.append(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    if window.dirty:
        if not window.fullscreen:
            settings.window_size = window.window_size
        save_settings()
        window.dirty = False
    return store.unsaved() + failed


def let_go(stack: SceneStack | None, audio: Audio | None, pads: Pads | None, store: Store | None) -> None:
    """Close the scenes, the sound, the controllers and the data folder (any of them may not have
    been opened yet), then the window; news the writers still had goes to stderr."""
    import pygame

    if stack is not None:
        stack.clear()
    if audio is not None:
        audio.stop()
    if pads is not None:
        pads.close()
    if store is not None:
        store.close()
        for text in store.take_notices():  # e.g. statistics that could not be written in time
            print(f"uno: {text}", file=sys.stderr)
    pygame.display.quit()


def unsaved_notice(lost: list[str]) -> str:
    """Return what the first close says when something could not be saved, in the player's language."""
    return _("Not saved: {what}. It is lost if you quit now: close again to quit anyway.").format(what="; ".join(lost))
