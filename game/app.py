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
one (`game.ui.stack`). The window is `game.ui.window`, the messages on top `game.ui.notices`, the
frame figures `game.ui.figures`; the command line lives in `game.cli`.
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
from game.i18n import _, language, set_language, system_language
from game.ui import routes
from game.ui.figures import Figures
from game.ui.notices import Notices
from game.ui.stack import SceneStack
from game.ui.window import Window

if TYPE_CHECKING:
    from game.session import Session
    from game.storage import Settings, Store
    from game.ui.assets import Audio
    from game.ui.cardart import CardArt
    from game.ui.scene import Scene

__all__ = ["App"]

log = logging.getLogger(__name__)

FPS = 60
MAX_DT = 0.1
ART_CACHE_BYTES = 5 * 1024 * 1024
"""The card pictures kept drawn. What one frame of the busiest table shows (a hand, ten fans of
backs, the pile, cards in flight) was at most 2 MB at 1920x1080 (a 10-seat table, a hand of 30);
turned copies are dropped before the upright faces the table warms ahead of need. At 4 MB a 10-seat
demo at 1280x720 turned 56 copies in 20 s against 23 with no limit (and its 95th-percentile frame
rose); at 6 MB it turns 23, while an unbounded cache grew past 15 MB in a 30 s demo. Since the art
is drawn in the time after frames (`Scene.idle`), 5 MB gives the same 95th-percentile frame as 6 MB
(bench_frames against 57353f0: 1.72 against 1.74 ms, both 1.02-1.04x) and 1 MB less peak memory
(bench_memory: 1.284 against 1.294 of the bare window), room the controllers' support took."""
IDLE_BUDGET = 0.0025
"""Seconds after each frame, in the time left before the next one, that the scenes may spend on
spare work (`Scene.idle`: card art drawn ahead of need) instead of inside a frame."""
IDLE_MARGIN = 0.004
"""Seconds of each frame's time that the spare work leaves free (for the sleep until the next frame)."""
IDLE_MIN = 0.0005
"""The spare work's budget when a frame left less than IDLE_BUDGET: it still moves on."""
WAKE_EVENT = pygame.event.custom_type()
"""Posted by `App.wake` to end a sleep of the loop from another thread."""


def tune_allocator() -> None:
    """On Linux (glibc), keep freed card pictures from fragmenting the heap.

    glibc serves large blocks with mmap and gives them back when freed, but each free raises its
    threshold to that block's size, after which card-sized pictures (30-400 kB) come from the heap,
    where the table's steady turnover of rotated cards leaves holes: a 10-seat demo grew about 8 MB in
    30 s. A fixed threshold keeps them mapped and returned. Elsewhere this does nothing.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, 32 * 1024)   # M_MMAP_THRESHOLD: fixed, which also stops its dynamic rise
        libc.mallopt(-1, 128 * 1024)  # M_TRIM_THRESHOLD: give back a free heap top beyond this
    except (OSError, AttributeError):  # not glibc (musl...): nothing to tune
        pass


def peak_rss_mb() -> float | None:
    """Return the process's peak resident memory in MB (None where the platform does not tell)."""
    if sys.platform == "win32":  # no resource module there
        return None
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


class App:
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
        self._held: list[pygame.event.Event] = []
        self.idle_frames = 0
        self._quit_warned = False

        tune_allocator()
        self._open_store()
        self._open_window()
        self._open_pads()
        try:
            self._open_media()
            for text in self.store.take_notices():
                self.notify(text)
            self._preset_rules()
            scene = first_scene or self._first_scene()
            self.stack.push(scene)
            self.stack.apply()
        except StartupError:
            self.close()
            raise
        except (OSError, pygame.error) as exc:  # a missing font or asset: say which, in one line
            self.close()
            raise StartupError(f"cannot load the game's files: {exc}") from None

    # -- start-up --------------------------------------------------------------------------------
    def _open_store(self) -> None:
        from game.storage import Store, default_data_dir

        data_dir = self.options.data_dir
        try:
            self.store: Store = Store(data_dir if data_dir is not None else default_data_dir())
            self.store.on_notice = self.wake  # the writers' threads may have news while the loop sleeps
            self.store.background = True  # the match is written off the frame (fsync is milliseconds)
            self.settings: Settings = self.store.load_settings()
            set_language(self.settings.language)
        except (OSError, ValueError) as exc:
            where = data_dir if data_dir is not None else _("the data folder")
            raise StartupError(f"cannot read the settings in {where}: {exc}") from None

    def _preset_rules(self) -> None:
        """`--rules` without `--demo`: the new game's rules (the settings' own rules, saved)."""
        rules = self.options.rules
        if rules is None or self.options.demo:
            return
        self.settings.rules = rules.to_dict()
        self.settings.custom_rules = rules.to_dict()
        self.settings.preset = "custom"
        self.save_settings()
        named = ", ".join(rules.house_rules()) or _("the official rules")
        self.notify(f"Rules from the command line for your next game: {named}.")

    def _open_window(self) -> None:
        want = self.options.size or tuple(self.settings.window_size)
        self.window = Window((int(want[0]), int(want[1])), bool(self.options.fullscreen or self.settings.fullscreen),
                             fixed=bool(self.options.size))

    def _open_pads(self) -> None:
        """Open the game controllers plugged in; without controller support the game goes on without."""
        from game.ui.pad import Pads

        self.pads: Pads = Pads()
        self.pads.start()

    def _open_media(self) -> None:
        from game.ui.assets import Audio
        from game.ui.cardart import CardArt
        from game.ui.paint import set_felt
        from game.ui.text import get_font

        get_font(20)  # fail at start, in one line, when the bundled font is missing
        get_font(20, True)
        s = self.settings
        self.audio: Audio = Audio(enabled=True)
        self.audio.set_volume(s.master_volume, s.effects_volume)
        self.audio.muted = s.muted
        self.art: CardArt = CardArt(colorblind=s.colorblind, max_items=1200, max_bytes=ART_CACHE_BYTES)
        self.art.set_back(str(getattr(s, "card_back", "red")))
        set_felt(str(getattr(s, "felt", "green")))

    def _first_scene(self) -> Scene:
        """The title; or the table of a --demo, or of --people."""
        if self.options.demo:
            return self.build(routes.Table(self._demo_session()))
        if self.options.people:
            return self.build(routes.Table(self._people_session()))
        return self.build(routes.Title())

    def _demo_session(self) -> Session:
        from game.ai import CPU_NAMES
        from game.model import Rules
        from game.session import MatchConfig, SeatSetup, Session

        rules = self.options.rules if self.options.rules is not None else Rules()
        seats = tuple(SeatSetup(CPU_NAMES[i], "normal") for i in range(self.options.players))
        try:
            return Session.new(MatchConfig(seats=seats, rules=rules, seed=self.options.seed, human=None))
        except ValueError as exc:
            raise StartupError(f"cannot start the demo: {exc}") from None

    def _people_session(self) -> Session:
        """--people: a match with those people at the first seats and normal CPUs after them, on the
        rules and match length of the settings (which `--rules` has set, when given)."""
        from game.session import Session
        from game.ui.seating import PERSON, PlannedSeat, SeatPlan

        people = self.options.people
        plan = SeatPlan([PlannedSeat(PERSON, name) for name in people]
                        + [PlannedSeat("normal") for _ in range(self.options.players - len(people))])
        rules = self.settings.rules_obj()
        try:
            return Session.new(plan.config(rules, self.options.seed))
        except ValueError as exc:
            raise StartupError(f"cannot start the match: {exc}") from None

    # -- the route map ---------------------------------------------------------------------------
    def build(self, route: routes.Route) -> Scene:
        """Return the scene of `route`: the one place that knows which scene shows what."""
        if isinstance(route, routes.Title):
            from game.ui.scenes.title import TitleScene

            return TitleScene(self)
        if isinstance(route, routes.NewGame):
            from game.ui.scenes.newgame import NewGameScene

            return NewGameScene(self)
        if isinstance(route, routes.Settings):
            from game.ui.scenes.settings import SettingsScene

            return SettingsScene(self, tab=route.tab)
        if isinstance(route, routes.Stats):
            from game.ui.scenes.stats import StatsScene

            return StatsScene(self)
        if isinstance(route, routes.HowTo):
            from game.ui.scenes.howto import HowToScene

            return HowToScene(self, rules=route.rules, upcoming=route.upcoming)
        if isinstance(route, routes.Table):
            from game.ui.scenes.table import TableScene

            return TableScene(self, route.session)
        if isinstance(route, routes.Pause):
            from game.ui.scenes.pause import PauseScene

            return PauseScene(self, route.table)
        if isinstance(route, routes.HandOver):
            from game.ui.scenes.handover import HandOverScene

            return HandOverScene(self, route.session, route.on_continue, route.table)
        if isinstance(route, routes.MatchOver):
            from game.ui.scenes.matchover import MatchOverScene

            return MatchOverScene(self, route.session)
        if isinstance(route, routes.Privacy):
            from game.ui.scenes.privacy import PrivacyScene

            return PrivacyScene(self, route.table, route.seat, route.reason)
        if isinstance(route, routes.Question):
            from game.ui.scenes.question import QuestionScene

            return QuestionScene(self, route.table, route.question)
        if isinstance(route, routes.Confirm):
            from game.ui.scenes.confirm import ConfirmScene

            return ConfirmScene(self, route.title, route.text, route.yes, route.no, route.on_yes)
        if isinstance(route, routes.NamePicker):
            from game.ui.scenes.names import NamePickerScene

            return NamePickerScene(self, route.title, route.names, route.current, route.on_name,
                                   taken=dict(route.taken), automatic=route.automatic)
        if isinstance(route, routes.TypeName):
            from game.ui.scenes.names import TypeNameScene

            return TypeNameScene(self, route.title, route.current, route.on_name)
        raise TypeError(f"no scene for the route {route!r}")

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

    # -- the stack -------------------------------------------------------------------------------
    @property
    def scenes(self) -> list[Scene]:
        """Return the scenes, bottom first."""
        return self.stack.scenes

    @property
    def top(self) -> Scene | None:
        """Return the scene on top of the stack."""
        return self.stack.top

    def open(self, route: routes.Route) -> None:
        """Put the scene of `route` on top (between frames)."""
        self.stack.push(self.build(route))

    def leave(self, scene: Scene) -> None:
        """Remove `scene` itself, wherever it is on the stack (between frames)."""
        self.stack.leave(scene)

    def swap(self, scene: Scene, route: routes.Route) -> None:
        """Put the scene of `route` in the place of `scene` (between frames)."""
        self.stack.swap(scene, self.build(route))

    def restart(self, route: routes.Route) -> None:
        """Remove every scene and start again from the scene of `route` (between frames)."""
        self.stack.reset(self.build(route))

    def push(self, scene: Scene) -> None:
        """Put `scene` on top (between frames)."""
        self.stack.push(scene)

    def pop(self) -> None:
        """Remove the top scene, whichever it is then (between frames); an empty stack quits."""
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (between frames)."""
        self.stack.replace(scene)

    def reset(self, scene: Scene) -> None:
        """Remove every scene and start again from `scene` (between frames)."""
        self.stack.reset(scene)

    def _apply_pending(self) -> None:
        self.stack.apply()
        if not self.stack.scenes and self.running:
            self.running = False

    # -- window ----------------------------------------------------------------------------------
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
        self.relayout()

    def toggle_fullscreen(self) -> None:
        """Flip full screen (F11)."""
        self.set_fullscreen(not self.fullscreen)

    def relayout(self) -> None:
        """Lay every scene out again (after a resize or a change of interface scale)."""
        for scene in self.scenes:
            scene.resize(self.size)

    def _resized(self, want: tuple[int, int] | None) -> None:
        """Follow a change of the window's size (see `Window.resized`)."""
        if self.window.resized(want):
            self.relayout()

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
        try:
            return self.store.save_settings(self.settings)
        except (OSError, ValueError) as exc:
            self.notify(f"The settings could not be saved: {exc}")
            return False

    def apply_settings(self) -> None:
        """Apply the sound and display settings now (after a change or a reset)."""
        from game.ui.paint import set_felt

        s = self.settings
        self.audio.set_volume(s.master_volume, s.effects_volume)
        self.audio.muted = bool(s.muted)
        relayout = False
        if bool(getattr(self.art, "colorblind", not s.colorblind)) != bool(s.colorblind):
            self.art.set_colorblind(bool(s.colorblind))
            relayout = True  # scenes may hold card pictures drawn before
        if set_felt(str(getattr(s, "felt", "green"))):
            relayout = True  # the table keeps its own copy of the felt
        set_back = getattr(self.art, "set_back", None)
        if set_back is not None and set_back(str(getattr(s, "card_back", "red"))):
            relayout = True
        wanted = s.language or system_language()
        if wanted != language():
            set_language(s.language)
            relayout = True  # every scene words its text again
        if bool(s.fullscreen) != self.fullscreen:
            self.set_fullscreen(bool(s.fullscreen))
        elif relayout:
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
        if etype == pygame.KEYDOWN and (
            getattr(event, "key", 0) == pygame.K_F11
            or (getattr(event, "key", 0) == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return
        for scene in reversed(self.scenes):
            if scene.handle_event(event) or scene.opaque:
                break

    def _pump(self) -> None:
        """Read the event queue: the only place in the game that does."""
        held, self._held = self._held, []
        for event in [*held, *pygame.event.get()]:
            self.dispatch(event)
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
        if self.stack.pending or self.store.notices:
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
        self._apply_pending()
        if not self.running:
            return
        if self.store.notices:
            for text in self.store.take_notices():
                self.notify(text)
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
        top = self.scenes[-1] if self.scenes else None
        self._notices.draw(surface, self.time, self.scale, below=bool(top is not None and top.notices_below))

    def quit(self) -> None:
        """Let every scene save (`on_quit`), keep the window's settings, and stop the loop.

        When something could not be saved, the first close says so on screen and the game stays
        open; closing again quits (and says so in one line on stderr).
        """
        failed: list[str] = []
        for scene in reversed(self.scenes):
            try:
                scene.on_quit()
            except Exception as exc:  # a failed save must not keep the window open for ever
                log.exception("saving on quit failed")
                failed.append(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        if self.window.dirty:
            if not self.fullscreen:
                self.settings.window_size = self.window.window_size
            self.save_settings()
            self.window.dirty = False
        lost = self.store.unsaved() + failed
        if lost and not self._quit_warned:
            self._quit_warned = True
            self.notify(f"Not saved: {'; '.join(lost)}. It is lost if you quit now: close again to quit anyway.")
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
        """Block on the event queue for at most `wait` seconds (None: until an event).

        A controller's stick resting in its dead zone jitters a little all the time: such motion
        changes nothing, so it is taken in (the stick's state) and the sleep goes on.
        """
        end = None if wait is None else time.perf_counter() + wait
        while True:
            left = None if end is None else end - time.perf_counter()
            timeout = 0 if left is None else max(1, round(left * 1000))  # 0: no time limit
            event = pygame.event.wait(timeout)
            if event.type == pygame.NOEVENT:
                return
            if event.type == pygame.CONTROLLERAXISMOTION:
                keys = self.pads.translate(event)
                if not keys:
                    if end is not None and time.perf_counter() >= end:
                        return
                    continue
                self._held.extend(keys)
                return
            self._held.append(event)
            return

    def close(self) -> None:
        """Close the window and the scenes; let the data folder go."""
        stack = getattr(self, "stack", None)
        if stack is not None:
            stack.clear()
        audio = getattr(self, "audio", None)
        if audio is not None:
            audio.stop()
        pads = getattr(self, "pads", None)
        if pads is not None:
            pads.close()
        store = getattr(self, "store", None)
        if store is not None:
            store.close()
            for text in store.take_notices():  # e.g. statistics that could not be written in time
                print(f"uno: {text}", file=sys.stderr)
        pygame.display.quit()

    def stats(self) -> dict[str, Any]:
        """Return the frame statistics written by --stats-json."""
        ms = self.frame_ms
        idle = self.idle_ms
        return {
            "frames": self.frames,
            "peak_rss_mb": peak_rss_mb(),
            "first_frame_s": round(self.first_frame_s, 4) if self.first_frame_s is not None else None,
            "frame_ms": {
                "mean": round(ms.mean, 3),
                "p50": round(ms.percentile(50), 3),
                "p95": round(ms.percentile(95), 3),
                "p99": round(ms.percentile(99), 3),
                "max": round(ms.max, 3),
            },
            # the spare work done after the frames were shown (Scene.idle), not part of frame_ms
            "idle_ms": {
                "mean": round(idle.mean, 3),
                "max": round(idle.max, 3),
                "total": round(idle.total, 1),
            },
        }
