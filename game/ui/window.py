"""The game's window: its size (at least `MIN_SIZE`, at most the desktop), full screen, and resizes.

`Window(size, fullscreen)` opens the display; `set_fullscreen` switches and falls back to a window
(with a one-line reason) when full screen is not available; `resized(want)` follows a change of the
window's size and says whether the size the scenes lay out for changed. `dirty` is True once the
window's size or mode changed since the settings last kept it.
"""
from __future__ import annotations

import logging
import warnings
from typing import TYPE_CHECKING

import pygame

from game.cli import MIN_SIZE, StartupError
from game.i18n import _

if TYPE_CHECKING:
    from game.storage import Settings
    from game.ui.stack import SceneStack

__all__ = ["Window", "WindowHost"]

log = logging.getLogger(__name__)


class Window:
    """The display surface and its mode."""

    def __init__(self, want: tuple[int, int], fullscreen: bool, *, fixed: bool) -> None:
        """Open a window of `want` (fitted to the desktop unless `fixed`: a size from the command line).

        Raises StartupError with a one-line reason when no window can be opened.
        """
        try:
            pygame.display.init()
            pygame.font.init()
        except pygame.error as exc:
            raise StartupError(f"cannot open a window: {exc}") from None
        pygame.display.set_caption("Uno")
        self._set_icon()
        self.fixed = fixed
        self.window_size = self._fit((int(want[0]), int(want[1])))
        """The size of the window when not full screen (kept in the settings)."""
        self.fullscreen = bool(fullscreen)
        self.dirty = False
        try:
            self._set_mode()
        except pygame.error as exc:
            raise StartupError(f"cannot open a window: {exc}") from None
        pygame.key.set_repeat(380, 45)

    def _set_icon(self) -> None:
        try:
            from game.ui.assets import resource_path

            path = resource_path("icons", "uno.png")
            if path.is_file():
                pygame.display.set_icon(pygame.image.load(path))
        except (pygame.error, OSError, ImportError) as exc:
            log.info("no window icon: %s", exc)

    @staticmethod
    def desktop() -> tuple[int, int] | None:
        """Return the size of the first desktop (None when the platform does not tell)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]

    def _fit(self, size: tuple[int, int]) -> tuple[int, int]:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        desk = self.desktop()
        if desk and not self.fixed and desk[0] >= MIN_SIZE[0] and desk[1] >= MIN_SIZE[1]:
            w, h = min(w, desk[0]), min(h, desk[1])
        return w, h

    def _set_mode(self) -> None:
        """Open the one window, resizable at `window_size`, then make it full screen when asked.

        Full screen is the desktop-sized kind on the same window (`_switch`), never a new window:
        recreating the window on each switch made window managers flicker or ignore the request."""
        self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        window = self._sdl_window()
        if window is not None:
            try:
                window.minimum_size = MIN_SIZE
            except (pygame.error, AttributeError, TypeError) as exc:  # older SDL: clamp on resize instead
                log.info("cannot set a minimum window size: %s", exc)
        if self.fullscreen:
            self._switch(True)
        elif window is not None and self._fills_desktop():
            window.maximize()  # as big as the desktop: the window manager fits it, title bar and all
            self.screen = pygame.display.get_surface() or self.screen
        self.size: tuple[int, int] = self.screen.get_size()

    def _fills_desktop(self) -> bool:
        """Return True when the windowed size is as wide or as tall as the desktop: a window that size
        would hang below the screen under its title bar (the hand and the log cut off)."""
        desk = self.desktop()
        return desk is not None and (self.window_size[0] >= desk[0] or self.window_size[1] >= desk[1])

    @staticmethod
    def _sdl_window() -> pygame.Window | None:
        """Return the display module's window (None where this pygame has no Window)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return pygame.Window.from_display_module()
        except (pygame.error, AttributeError, TypeError):
            return None

    def _switch(self, flag: bool) -> None:
        """Put the window in desktop full screen (or back to its windowed size and place).

        Under X11 the window first covers the desktop itself, borderless from its top left: full screen
        is a request to the window manager, and with none running (a bare X server, a kiosk) nothing answers
        it: SDL then reported the desktop's size while the X window kept its own, and the game was laid
        out for a screen it did not have. With a window manager the request is answered as before. On
        the way back the window takes its border and windowed size again, centred."""
        window = self._sdl_window()
        if window is not None:
            x11 = pygame.display.get_driver() == "x11"
            if flag:
                desk = self.desktop()
                if x11 and desk is not None:
                    window.borderless = True
                    window.position = (0, 0)
                    window.size = desk
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
                if x11:
                    window.borderless = False
                    window.size = self.window_size
                    window.position = pygame.WINDOWPOS_CENTERED
                if self._fills_desktop():
                    window.maximize()  # as big as the desktop: the window manager fits it, title bar and all
                elif tuple(window.size) != self.window_size:
                    window.size = self.window_size
            # the display surface follows the window's size when the app reads the resize event
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
        elif flag:  # no Window: the old way, a full-screen mode of the desktop's size
            self.screen = pygame.display.set_mode(self.desktop() or self.window_size, pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.size = self.screen.get_size()

    def set_fullscreen(self, flag: bool) -> str | None:
        """Switch full screen on or off; return why not (one line) when it had to stay as it was."""
        flag = bool(flag)
        if flag == self.fullscreen:
            return None
        self.fullscreen = flag
        self.dirty = True
        try:
            self._switch(flag)
        except pygame.error as exc:
            self.fullscreen = not flag
            self._switch(not flag)
            return _("Full screen is not available here ({problem}).").format(problem=exc)
        return None

    def resized(self, want: tuple[int, int] | None) -> bool:
        """Follow a change of the window's size; return True when the size the scenes use changed.

        A real window has already resized the display surface when the event arrives, and the
        window's minimum size (a hint set in `_set_mode`) keeps it at 960x540 or more; set_mode is
        not called then, as it would recreate the window on X11, and an event that disagrees with the
        real window (left over from a switch of full screen) changes nothing: the scenes are laid out
        for the surface's size, never a size asked for. With the dummy driver, an event whose size
        differs from the surface's (posted by a test) sets the mode to it, at least the minimum.
        """
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        if self.fullscreen:
            self.screen = surface
            self.size = surface.get_size()
            return True
        current = surface.get_size()
        if want is not None and want != current:
            target = (max(MIN_SIZE[0], want[0]), max(MIN_SIZE[1], want[1]))
            window = self._sdl_window()
            if window is not None and tuple(window.size) == want:
                return False  # the window is that size already: its surface follows on the next event
            # A real window that is not that size is past the event (one left over from a switch of
            # full screen, read after the switch): the surface's size stands. Only where no window is
            # shown (the dummy driver of the tests) does a posted event stand for a resize.
            posted = window is None or pygame.display.get_driver() == "dummy"
            if target != current and posted:
                surface = pygame.display.set_mode(target, pygame.RESIZABLE)
                current = surface.get_size()
        self.screen = surface
        self.window_size = current
        if current != self.size:
            self.size = current
            self.dirty = True
            return True
        return False


ONCE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_F11})
"""Keys that act once per press: their repeats are dropped (`WindowHost.repeated`)."""


class WindowHost:
    """The host's side of the window, as scenes and tests ask for it: the size the scenes lay out
    for, full screen (kept in the settings), and laying every scene out again after a change.

    A class that keeps a `window`, the `settings`, a `stack` and a way to `notify` gets these."""

    window: Window
    settings: Settings
    stack: SceneStack

    def notify(self, text: str) -> None:
        """Show a one-line message to the player."""
        raise NotImplementedError

    @property
    def size(self) -> tuple[int, int]:
        """Return the size the scenes lay out for (the window's, or the screen's in full screen)."""
        return self.window.size

    @size.setter
    def size(self, size: tuple[int, int]) -> None:
        """Lay the scenes out for `size` from now on (tests lay a scene out for another size so)."""
        self.window.size = (int(size[0]), int(size[1]))

    @property
    def screen(self) -> pygame.Surface:
        """Return the display surface."""
        return self.window.screen

    @property
    def fullscreen(self) -> bool:
        """Return True in full screen."""
        return self.window.fullscreen

    def set_fullscreen(self, flag: bool) -> None:
        """Switch full screen on or off, remember it in the settings, and lay every scene out again."""
        flag = bool(flag)
        self.settings.fullscreen = flag
        if flag == self.fullscreen:
            return
        problem = self.window.set_fullscreen(flag)
        if problem is not None:
            self.settings.fullscreen = self.fullscreen
            self.notify(problem)
        self.park_pointer()
        self.relayout()

    def toggle_fullscreen(self) -> None:
        """Flip full screen (F11)."""
        self.set_fullscreen(not self.fullscreen)

    _pressed: dict[int, int] | None = None
    """The keys that act once per press (`ONCE_KEYS`) pressed and not yet released, with when (ms)."""
    _focus_at: int | None = None
    """The frame in which the window last took the keyboard focus (`_clock`)."""

    def _clock(self) -> int:
        """The frame the app is in (its count of frames shown)."""
        return int(getattr(self, "frames", 0))

    def repeated(self, event: pygame.event.Event) -> bool:
        """Return True for a repeat of a key that acts once per press (`ONCE_KEYS`: Enter, Space, F11): a
        press of it with no release since. Keep track of their presses and releases.

        A frame that blocks past the key-repeat delay (opening the table on Continue, a switch of full
        screen under X11) brought the same press back as repeated presses: Enter on Continue played a card,
        one F11 switched two or three times (playtests). A press more than a second after the last one
        counts again (its release lost while the window changed).

        A key press that comes with the window taking the focus (in the same frame) is a key held down
        from before, pressed for the terminal or window the person left: the system reports every key
        down as the window gains the focus (X11), and an Enter still held (or one whose release another
        window took) continued the saved match before the title was seen (playtest). It is dropped."""
        if event.type == pygame.WINDOWFOCUSGAINED:
            self._focus_at = self._clock()
            return False
        if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
            return False
        k = int(getattr(event, "key", 0))
        held = self._pressed if self._pressed is not None else {}
        self._pressed = held
        now = pygame.time.get_ticks()
        if event.type == pygame.KEYDOWN and self._focus_at is not None and self._clock() == self._focus_at:
            if k in ONCE_KEYS:
                held[k] = now  # its repeats too, until it is released
            return True  # a key held down as the window took the focus: pressed for another window
        if k not in ONCE_KEYS:
            return False
        if event.type == pygame.KEYUP:
            held.pop(k, None)
            return False
        if k in held and now - held[k] <= 1000:
            return True
        held[k] = now
        return False

    def fullscreen_key(self, event: pygame.event.Event) -> bool:
        """Handle F11 and Alt+Enter, a press (not a repeat: `repeated`) switching once; return True when
        `event` was one (the scenes never see it)."""
        k = int(getattr(event, "key", 0))
        if event.type != pygame.KEYDOWN or not (
                k == pygame.K_F11 or (k == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT)):
            return False
        self.toggle_fullscreen()
        return True

    _parked: tuple[int, int] | None = None

    def park_pointer(self) -> None:
        """The window changed under a pointer that stays where it is on the desktop: the motion the system
        then reports (the pointer now over another part of the window) is not the person's, and must not
        move a menu's focus (F11 in Settings put the focus on the tabs under the pointer: playtest)."""
        self._parked = pygame.mouse.get_pos(desktop=True) if pygame.mouse.get_focused() else None

    _entered: int | None = None
    """The frame in which the pointer last came into the window."""

    def pointer_arrived(self, event: pygame.event.Event) -> bool:
        """Return True for the motion the system reports with the pointer's coming into the window (in
        the same frame, no move of its own): the window came up, or back, under a pointer resting on the
        desktop, and the button under it must not take the focus (relaunched with the pointer where How
        to play came up, Enter opened it instead of Continue: playtest). Note when the pointer comes in."""
        if event.type == pygame.WINDOWENTER:
            self._entered = self._clock()
            return False
        return (event.type == pygame.MOUSEMOTION and self._entered == self._clock()
                and tuple(getattr(event, "rel", (1, 1))) == (0, 0))

    def pointer_moved(self) -> bool:
        """Return False for a motion reported while the pointer has not moved on the desktop since the
        window last changed (see `park_pointer`); True for every motion of the person's."""
        if self._parked is None:
            return True
        if pygame.mouse.get_pos(desktop=True) == self._parked:
            return False
        self._parked = None
        return True

    def relayout(self) -> None:
        """Lay every scene out again (after a resize or a change of interface scale)."""
        for scene in self.stack.scenes:
            scene.resize(self.size)

    def _resized(self, want: tuple[int, int] | None) -> None:
        """Follow a change of the window's size (see `Window.resized`)."""
        if self.window.resized(want):
            self.park_pointer()
            self.relayout()
