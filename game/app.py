"""The window, the one event loop and the scene stack.

`App(options)` opens the window and holds the shared objects (settings, store, audio, card art).
`app.step(dt)` runs one frame (events, update, draw, flip): tests call it directly; `app.run()` is
the loop, which sleeps on the event queue whenever no scene has anything moving (`Scene.wake_in`).
Only `App._pump` reads the pygame event queue; `App.dispatch` turns a game controller's events into
the keys they stand for (`game.ui.pad.Pads`, which also knows the last input used and the seats'
claims). Scenes know the app only through the `game.ui.scene.Host` protocol, and each other not at
all: a scene asks for a route (`game.ui.routes`: `app.open(routes.Settings())`, `app.leave(self)`,
`app.swap(self, route)`, `app.restart(routes.Title())`) and `App.build`, the one route map, makes the
scene. The changes are queued and carried out between the phases of a frame, never in the middle of
one (`game.ui.stack`, whose `StackHost` gives the app the route methods). The window is
`game.ui.window` (`WindowHost`: size, full screen, laying out again), the messages on top
`game.ui.notices`, the frame figures `game.ui.figures`, what opens before the first frame
`game.ui.startup`, the settings at work `game.ui.preferences`, saving and letting go on the way out
`game.ui.closing`; the command line lives in `game.cli`.
"""
from __future__ import annotations

import contextlib
import logging
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import shutdown
from game.cli import Options, StartupError, parse_args
from game.ui import closing, frameclock, preferences, routes, startup
from game.ui.crossfade import Crossfade
from game.ui.figures import Figures, frame_stats
from game.ui.notices import Notices
from game.ui.pad import PAD_ATTR, Pads
from game.ui.stack import SceneStack, StackHost
from game.ui.window import Window, WindowHost

if TYPE_CHECKING:
    from game.ui.scene import Scene

__all__ = ["App"]

log = logging.getLogger(__name__)

FPS = 60
MAX_DT = 0.1
IDLE_BUDGET = 0.0025
"""Seconds after each frame, in the time left before the next one, that the scenes may spend on
spare work (`Scene.idle`: card art drawn ahead of need) instead of inside a frame."""
IDLE_MARGIN = 0.004
"""Seconds of each frame's time that the spare work leaves free (for the sleep until the next frame)."""
IDLE_MIN = 0.0005
"""The spare work's budget when a frame left less than IDLE_BUDGET: it still moves on."""
WAKE_EVENT = pygame.event.custom_type()
"""Posted by `App.wake` to end a sleep of the loop from another thread."""


class App(StackHost, WindowHost):
    """The loop, the route map, and the objects every scene shares."""

    def __init__(
        self,
        options: Options | Sequence[str] | None = None,
        *,
        launch: tuple[float, float] | None = None,
        first_scene: Scene | None = None,
    ) -> None:
        """Open the window and build the first scene.

        `launch` is (perf_counter at process start reference, process age at that moment), used for
        `first_frame_s`. Raises StartupError with a one-line reason when the game cannot start.
        """
        self.options = options if isinstance(options, Options) else parse_args(list(options or []))
        self._launch = launch or (time.perf_counter(), 0.0)
        self.stack = SceneStack(lambda: self.size)
        self.running = True
        self.exit_code = 0
        self.time = 0.0
        self.frames = 0
        self.frame_ms = Figures()
        """Every frame's milliseconds (events, update, draw, flip), for --stats-json: bounded memory."""
        self.idle_ms = Figures()
        """Per frame, the milliseconds of spare work done after it (`Scene.idle`), for --stats-json."""
        self.first_frame_s: float | None = None
        self._notices = Notices()
        self._fade = Crossfade()
        self._held: list[pygame.event.Event] = []
        self.idle_frames = 0
        self._quit_warned = False
        self.remap_keys = True
        """Keys pressed go through the player's remapping (off while the remapping page listens for a key)."""

        startup.tune_allocator()
        self.store, self.settings = startup.open_store(self.options)
        self.store.on_notice = self.wake  # the writers' threads may have news while the loop sleeps
        self.store.background = True  # the match is written off the frame (fsync is milliseconds)
        want = self.options.size or tuple(self.settings.window_size)
        if self.options.size and not self.options.fullscreen:
            self.settings.fullscreen = False  # a size asked for is a window (full screen saved opened full: playtest)
        self.window = Window((int(want[0]), int(want[1])), bool(self.options.fullscreen or self.settings.fullscreen),
                             fixed=bool(self.options.size))
        self.pads = Pads()  # the game controllers plugged in (the game goes on without their support)
        self.pads.start()
        self.use_bindings()
        try:
            self.audio, self.art = startup.open_media(self.settings)
            self.apply_text_size()
            for text in self.store.take_notices():
                self.notify(text)
            told = startup.preset_rules(self.options, self.settings)
            if told is not None:
                self.save_settings()
                self.notify(told)
            if self.options.people and first_scene is None:  # it replaces the saved match: given up, recorded
                from game.ui.table.ending import give_up_saved_match

                give_up_saved_match(self.store)
            self.stack.push(first_scene or self.build(startup.first_route(self.options, self.settings)))
            self.stack.apply()
        except StartupError:
            self.close()
            raise
        except (OSError, pygame.error) as exc:  # a missing font or asset: say which, in one line
            self.close()
            raise StartupError(f"cannot load the game's files: {exc}") from None

    def build(self, route: routes.Route) -> Scene:
        """Return the scene of `route` (`route_map`, the one place that knows which scene shows what)."""
        return route_map(self, route)

    # -- shared values ---------------------------------------------------------------------------
    @property
    def anim_speed(self) -> float:
        """Return the animation pace multiplier (the setting times --speed)."""
        return float(self.settings.anim_speed) * self.options.speed

    @property
    def cpu_speed(self) -> float:
        """Return the CPU pace multiplier (the setting times --speed)."""
        return float(self.settings.cpu_speed) * self.options.speed

    @property
    def clock_ms(self) -> int:
        """Return the game time in milliseconds (the sum of every frame's dt)."""
        return int(self.time * 1000)

    @property
    def scale(self) -> float:
        """Return the layout scale: the interface-scale setting times the window's size against 1280x720."""
        w, h = self.size
        fit = min(w / 1280, h / 720)
        return float(self.settings.ui_scale) * min(1.6, max(0.75, fit))

    @property
    def input_kind(self) -> str:
        """Return what was used last: "keyboard", "mouse" or "pad" (a game controller)."""
        return self.pads.kind

    @property
    def last_pad(self) -> int | None:
        """Return the instance id of the controller used last (None before any)."""
        return self.pads.last_pad

    # -- the stack (its changes: `StackHost`; the window: `WindowHost`) ------------------------------
    def _apply_pending(self) -> None:
        self._fade.apply(self.stack, self.screen, bool(getattr(self.settings, "reduce_motion", False)))
        if not self.stack.scenes and self.running:
            self.running = False

    # -- text size and bindings ------------------------------------------------------------------
    def apply_text_size(self) -> bool:
        """Put the settings' text size in force, capped for the window (`game.ui.units.text_cap`);
        return True when it changed."""
        from game.ui.text import set_text_scale
        from game.ui.units import text_percent

        return set_text_scale(text_percent(int(getattr(self.settings, "text_size", 100)), self.size) / 100)

    def relayout(self) -> None:
        """Lay every scene out again (after a resize or a change of interface or text scale)."""
        self.apply_text_size()
        super().relayout()

    def use_bindings(self) -> None:
        """Put the settings' keys and controller buttons in force (`game.ui.bindings`)."""
        from game.ui import bindings

        self.pads.bind(bindings.use(self.settings.keys, self.settings.buttons))

    # -- notices ---------------------------------------------------------------------------------
    def notify(self, text: str) -> None:
        """Show a one-line message on top of everything for about four seconds."""
        self._notices.add(text, self.time)

    @property
    def notices(self) -> list[str]:
        """Return the messages on screen now."""
        return self._notices.showing(self.time)

    # -- settings --------------------------------------------------------------------------------
    def save_settings(self) -> bool:
        """Save the settings to the data folder; tell the player in one line when that fails."""
        return preferences.save(self.store, self.settings, self.notify)

    def apply_settings(self) -> None:
        """Apply the sound and display settings now (after a change or a reset)."""
        changed = preferences.apply_media(self.settings, self.audio, self.art)
        self.use_bindings()
        if self.apply_text_size():
            changed = True
        if bool(self.settings.fullscreen) != self.fullscreen:
            self.set_fullscreen(bool(self.settings.fullscreen))
        elif changed:
            self.relayout()

    # -- the frame -------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle one event: window events here, the rest offered to the scenes top-down.

        A game controller's event is first turned into the keys it stands for (`game.ui.pad`).
        """
        keys = self.pads.translate(event)
        if keys is not None:
            for key in keys:
                self.dispatch(key)
                if not self.running:
                    break
            return
        self.pads.note(event)
        etype = event.type
        if etype == WAKE_EVENT:
            return
        if etype in (pygame.KEYDOWN, pygame.KEYUP) and getattr(event, PAD_ATTR, None) is None and self.remap_keys:
            event = self._remapped(event)
        if etype == pygame.QUIT:
            self.quit()
            return
        if etype == pygame.VIDEORESIZE:
            w, h = getattr(event, "w", 0), getattr(event, "h", 0)
            self._resized((int(w), int(h)) if w and h else None)
            return
        if etype in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self._resized(None)
            return
        if self.pointer_arrived(event):
            return  # the window came up under a resting pointer: the button under it takes no focus
        if etype == pygame.MOUSEMOTION and not self.pointer_moved():
            return  # the window moved under a still pointer: no focus follows it
        if self.repeated(event) or self.fullscreen_key(event):
            return  # a repeat of Enter, Space or F11 acts on nothing; F11 and Alt+Enter switch full screen
        for scene in reversed(self.scenes):
            if scene.handle_event(event) or scene.opaque:
                break

    def _remapped(self, event: pygame.event.Event) -> pygame.event.Event:
        """Return a key event with the key its action has by default (the player's remapping, one place)."""
        from game.ui import bindings

        key = int(getattr(event, "key", 0))
        sent = bindings.active().translate(key)
        if sent == key:
            return event
        return pygame.event.Event(event.type, {**event.__dict__, "key": sent})

    def _pump(self) -> None:
        """Read the event queue: the only place in the game that does. Each event goes to the scene on top
        when it is handled: a change of scene that an event asks for is carried out before the next event,
        so keys typed ahead (Enter that closes a panel, then Right on the screen under it) reach the scene
        that shows next, never the one leaving."""
        held, self._held = self._held, []
        for event in [*held, *pygame.event.get()]:
            self.dispatch(event)
            if self.stack.pending:
                self._apply_pending()
            if not self.running:
                break

    def wake(self) -> None:
        """Wake the loop from another thread (it may be asleep on the event queue): thread-safe."""
        with contextlib.suppress(pygame.error):  # the display is closing
            pygame.event.post(pygame.event.Event(WAKE_EVENT))

    def wake_in(self) -> float | None:
        """Return how long the loop may sleep before the next frame is due without input.

        0.0 while anything moves (a scene animates, a notice fades); a number of seconds when the next
        change is scheduled; None when only input can change the picture. Asked of the scenes that are
        updated this frame (the top one, and those below an overlay that lets them run).
        """
        if self.stack.pending or self.store.notices or self._fade.active:
            return 0.0
        soonest: float | None = self.pads.wake_in()
        for scene in self.scenes[self._first_updated():]:
            wait = scene.wake_in()
            if wait is not None:
                soonest = wait if soonest is None else min(soonest, wait)
        wait = self._notices.wake_in(self.time)
        if wait is not None:
            soonest = wait if soonest is None else min(soonest, wait)
        return None if soonest is None else max(0.0, soonest)

    def step(self, dt: float, max_dt: float = MAX_DT) -> None:
        """Run one frame: events, update, draw, flip. `dt` is clamped to [0, max_dt] seconds.

        The loop passes a larger `max_dt` after sleeping, so that scheduled changes fall due on time;
        while things move, a long stall is cut to 0.1 s so that no motion jumps.
        """
        start = time.perf_counter()
        dt = min(max_dt, max(0.0, float(dt)))
        self.time += dt
        self._apply_pending()
        self._pump()
        for repeat in self.pads.update(dt):  # a held d-pad or stick repeats like a held arrow key
            if self.running:
                self.dispatch(repeat)
        self._apply_pending()
        if not self.running:
            return
        self._update(dt)
        self._fade.update(dt)
        self._apply_pending()
        if not self.running:
            return
        if self.store.notices:
            for text in self.store.take_notices():
                self.notify(text)
        self.art.next_frame()
        frameclock.tick()
        self.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        self.frame_ms.add((time.perf_counter() - start) * 1000.0)
        if self.first_frame_s is None:
            t0, age0 = self._launch
            self.first_frame_s = age0 + (time.perf_counter() - t0)
        self._idle(start)
        if self.options.frames is not None and self.frames >= self.options.frames:
            self.running = False

    def _idle(self, start: float) -> None:
        """After a frame that began at `start` is shown: let the updated scenes do spare work in the
        time left before the next frame is due (at most IDLE_BUDGET, at least IDLE_MIN)."""
        now = time.perf_counter()
        left = 1.0 / FPS - (now - start) - IDLE_MARGIN
        until = now + max(IDLE_MIN, min(IDLE_BUDGET, left))
        for scene in self.scenes[self._first_updated():]:
            scene.idle(until)
        self.idle_ms.add((time.perf_counter() - now) * 1000.0)

    def _first_updated(self) -> int:
        """Return the index of the lowest scene updated each frame."""
        i = len(self.scenes) - 1
        while i > 0 and not self.scenes[i].opaque and not self.scenes[i].pauses_below:
            i -= 1
        return max(0, i)

    def _update(self, dt: float) -> None:
        for scene in self.scenes[self._first_updated():]:
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes bottom-up, then the notices."""
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[max(0, first):]:
            scene.draw(surface)
        self._fade.draw(surface)
        top = self.scenes[-1] if self.scenes else None
        self._notices.draw(surface, self.time, self.scale, below=bool(top is not None and top.notices_below),
                           at=top.notices_at if top is not None else None)

    def quit(self) -> None:
        """Let every scene save (`on_quit`), keep the window's settings, and stop the loop.

        When something could not be saved, the first close says so on screen and the game stays
        open; closing again quits (and says so in one line on stderr).
        """
        lost = closing.save_all(self.scenes, self.window, self.settings, self.store, self.save_settings)
        if lost and not self._quit_warned:
            self._quit_warned = True
            self.notify(closing.unsaved_notice(lost))
            return
        if lost:
            print(f"uno: quit without saving: {'; '.join(lost)}", file=sys.stderr)
        self.running = False

    def run(self) -> int:
        """Run the loop until the game quits; return the exit code.

        While something moves, frames come at up to 60 a second. When nothing does (`wake_in`), the
        loop sleeps on the event queue until input arrives or the next scheduled change is due, and
        draws nothing meanwhile; the frame after a sleep advances the game time by the time slept.
        """
        clock = pygame.time.Clock()
        clock.tick()
        last = time.perf_counter()
        counted = self.options.frames is not None  # --frames N: N frames as fast as 60 FPS, no sleep
        with shutdown.watch(self.wake) as stop:  # Ctrl-C, a closed terminal...: save, then quit
            while self.running:
                if stop.requested:
                    self._quit_warned = True  # no second close to wait for: quit whatever is unsaved
                    self.quit()
                    break
                wait = 0.0 if counted else self.wake_in()
                if wait is None or wait > 1.0 / FPS:
                    self._sleep(wait)
                    self.idle_frames += 1
                clock.tick(FPS)
                now = time.perf_counter()
                elapsed, last = now - last, now
                self.step(elapsed, max_dt=MAX_DT if wait is None else max(MAX_DT, wait))
            self.close()
        return stop.exit_code or self.exit_code

    def _sleep(self, wait: float | None) -> None:
        """Block on the event queue for at most `wait` seconds (None: until an event); keep what came
        (`sleep_until_input`: a resting stick's jitter does not wake the loop)."""
        self._held.extend(sleep_until_input(self.pads, wait))

    def close(self) -> None:
        """Close the window and the scenes; let the data folder go."""
        closing.let_go(getattr(self, "stack", None), getattr(self, "audio", None), getattr(self, "pads", None),
                       getattr(self, "store", None))

    def stats(self) -> dict[str, Any]:
        """Return the frame statistics written by --stats-json (`game.ui.figures.frame_stats`)."""
        return frame_stats(self.frames, self.frame_ms, self.idle_ms, self.first_frame_s)



def sleep_until_input(pads: Pads, wait: float | None) -> list[pygame.event.Event]:
    """Block on the event queue for at most `wait` seconds (None: until an event); return what came (the
    event, or the keys a controller's stick sent), empty when the time ran out.

    A controller's stick resting in its dead zone jitters a little all the time: such motion changes
    nothing, so it is taken in (the stick's state) and the sleep goes on.
    """
    end = None if wait is None else time.perf_counter() + wait
    while True:
        left = None if end is None else end - time.perf_counter()
        timeout = 0 if left is None else max(1, round(left * 1000))  # 0: no time limit
        event = pygame.event.wait(timeout)
        if event.type == pygame.NOEVENT:
            return []
        if event.type == pygame.CONTROLLERAXISMOTION:
            keys = pads.translate(event)
            if not keys:
                if end is not None and time.perf_counter() >= end:
                    return []
                continue
            return list(keys)
        return [event]


def route_map(app: App, route: routes.Route) -> Scene:
    """Return the scene of `route`: the one place that knows which scene shows what."""
    if isinstance(route, routes.Title):
        from game.ui.scenes.title import TitleScene

        return TitleScene(app)
    if isinstance(route, routes.NewGame):
        from game.ui.scenes.newgame import NewGameScene

        return NewGameScene(app)
    if isinstance(route, routes.Settings):
        from game.ui.scenes.settings import SettingsScene

        return SettingsScene(app, tab=route.tab)
    if isinstance(route, routes.Controls):
        from game.ui.scenes.controls import ControlsScene

        return ControlsScene(app, tab=route.tab)
    if isinstance(route, routes.Guided):
        from game.ui.guided import guided_session
        from game.ui.scenes.guided import GuidedScene
        from game.ui.scenes.table import TableScene

        table = TableScene(app, guided_session(app.settings.player_name))
        table.desk.practice = True  # relaxed timing, nothing saved or counted
        return GuidedScene(app, table)
    if isinstance(route, routes.Stats):
        from game.ui.scenes.stats import StatsScene

        return StatsScene(app)
    if isinstance(route, routes.HowTo):
        from game.ui.scenes.howto import HowToScene

        return HowToScene(app, rules=route.rules, upcoming=route.upcoming)
    if isinstance(route, routes.Table):
        from game.ui.scenes.table import TableScene

        return TableScene(app, route.session)
    if isinstance(route, routes.Pause):
        from game.ui.scenes.pause import PauseScene

        return PauseScene(app, route.table)
    if isinstance(route, routes.HandOver):
        from game.ui.scenes.handover import HandOverScene

        return HandOverScene(app, route.session, route.on_continue, route.table, route.then)
    if isinstance(route, routes.Log):
        from game.ui.scenes.log import LogScene

        return LogScene(app, route.log)
    if isinstance(route, routes.MatchOver):
        from game.ui.scenes.matchover import MatchOverScene

        return MatchOverScene(app, route.session)
    if isinstance(route, routes.Privacy):
        from game.ui.scenes.privacy import PrivacyScene

        return PrivacyScene(app, route.table, route.seat, route.reason, route.dark, route.again)
    if isinstance(route, routes.Question):
        from game.ui.scenes.question import QuestionScene

        return QuestionScene(app, route.table, route.question)
    if isinstance(route, routes.Confirm):
        from game.ui.scenes.confirm import ConfirmScene

        return ConfirmScene(app, route.title, route.text, route.yes, route.no, route.on_yes)
    if isinstance(route, routes.NamePicker):
        from game.ui.scenes.names import NamePickerScene

        return NamePickerScene(app, route.title, route.names, route.current, route.on_name,
                               taken=dict(route.taken), automatic=route.automatic)
    if isinstance(route, routes.TypeName):
        from game.ui.scenes.names import TypeNameScene

        return TypeNameScene(app, route.title, route.current, route.on_name)
    raise TypeError(f"no scene for the route {route!r}")
