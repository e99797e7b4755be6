"""The Scene base class: one screen (or overlay) on the app's scene stack, and the `Host` protocol.

Scenes know the app only through `Host`, so that `game.app` (which builds scenes) and the scenes
never import each other, and they know each other not at all: a scene asks the host for a route
(`game.ui.routes`), and the host's route map makes the scene. A scene that leaves removes itself
(`host.leave(self)`), never whatever happens to be on top. `game.app.App` is the one real host.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.cli import Options
    from game.storage import Settings, Store
    from game.ui.assets import Audio
    from game.ui.cardart import CardArt
    from game.ui.pad import Pads
    from game.ui.routes import Route

__all__ = ["Host", "Scene"]


class Scene:
    """A screen on the app's stack.

    The app offers events top-down: a scene returns True from `handle_event` when it consumed one;
    an unconsumed event falls to the scene below unless this scene is opaque. Only the top scene is
    updated, and the scenes below it too while it is an overlay with `pauses_below` False. `draw`
    changes nothing: two draws at the same game time give the same picture.
    """

    opaque: bool = True          # False = overlay; the scenes below are drawn first
    crossfade: bool = True       # False: going to or from this screen never fades (`game.ui.crossfade`)
    pauses_below: bool = True    # an overlay with False lets the scenes below keep updating
    notices_below: bool = False  # True: the app's notices go at the bottom, clear of a title at the top
    notices_at: int | None = None  # where the app's notices go down from (None: the top edge)

    def __init__(self, app: Host) -> None:
        self.app = app
        self.size: tuple[int, int] = app.size

    def enter(self) -> None:
        """Start: called once when the scene is put on the stack (after `resize`)."""

    def exit(self) -> None:
        """Stop: called once when the scene leaves the stack."""

    def resume(self) -> None:
        """Become the top scene again after the one above it left."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of game time."""

    def idle(self, until: float) -> None:
        """Do spare work that makes later frames cheaper (drawing art ahead of need) until
        `time.perf_counter()` reaches `until`.

        The app calls it after each frame is shown, in the time left before the next one, for the
        scenes it updates; it changes nothing that `draw` shows. The default does nothing.
        """

    def wake_in(self) -> float | None:
        """Return when this scene next changes by itself, so that the loop may sleep until then.

        0.0 while anything moves (the loop runs at full rate), a number of seconds until the next
        scheduled change, or None when only input changes the picture. The default keeps the scene
        animating; a scene that can rest says so.
        """
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on `surface`; changes nothing."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the scene out again for a window of `size` (also after a change of interface scale)."""
        self.size = size

    def on_quit(self) -> None:
        """Save what must be kept: the window is closing."""


class Host(Protocol):
    """The window, the scene stack and the shared objects, as the scenes see them."""

    settings: Settings
    store: Store
    audio: Audio
    art: CardArt
    options: Options
    pads: Pads
    remap_keys: bool
    """The game controllers: the seats' claims (`claim`, `deciding`) for pass-and-play."""

    @property
    def scenes(self) -> list[Scene]:
        """The scenes on the stack, bottom first (read only: change them with the methods below)."""

    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out for."""

    @property
    def fullscreen(self) -> bool:
        """True in full screen."""

    @property
    def input_kind(self) -> str:
        """What was used last: "keyboard", "mouse" or "pad"; the key hints follow it."""

    @property
    def last_pad(self) -> int | None:
        """The instance id of the game controller used last (None before any)."""

    @property
    def scale(self) -> float:
        """The layout scale (interface scale times the window's size against 1280x720)."""

    @property
    def anim_speed(self) -> float:
        """The animation pace multiplier."""

    @property
    def cpu_speed(self) -> float:
        """The CPU pace multiplier."""

    def open(self, route: Route) -> None:
        """Put the scene of `route` on top (between frames)."""

    def leave(self, scene: Scene) -> None:
        """Remove `scene` itself, wherever it is on the stack (between frames)."""

    def swap(self, scene: Scene, route: Route) -> None:
        """Put the scene of `route` in the place of `scene` (between frames)."""

    def restart(self, route: Route) -> None:
        """Remove every scene and start again from the scene of `route` (between frames)."""

    def notify(self, text: str) -> None:
        """Show a one-line message on top of everything for a few seconds."""

    def save_settings(self) -> bool:
        """Save the settings; tell the player when that fails."""

    def apply_settings(self) -> None:
        """Apply the sound and display settings now."""

    def relayout(self) -> None:
        """Lay every scene out again."""

    def set_fullscreen(self, flag: bool) -> None:
        """Switch full screen on or off."""

    def quit(self) -> None:
        """Let every scene save and stop the loop."""
