"""The table's referee: drives the model, the CPU seats and the out-of-turn windows on game time.

No pygame here: a test builds a `TableController` on a `Session` and ticks `update(dt)`.

- The model changes only through `_apply(action)`, with an action from `legal_actions`. Its events go
  to the presenter (the animator) as the viewer may see them (`e.seen_by(viewer)`); the presenter
  answers how long they take to show, and CPU play waits for that (`busy_until`).
- CPU seats decide in a worker thread (one call at a time, in order, so an agent's `observe` and
  `choose` never overlap) on copies of their inputs; the main loop only polls the future. A CPU
  "thinks" 0.5-1.0 s (scaled by the CPU speed) on the controller's clock before its move lands.
- After every action, `out_of_turn_seats()` opens a reaction window. The person gets 2.5 s or more
  (when they may jump in or catch); each CPU in the window is asked `react(view, legal)` and acts
  after its own delay (`agent.reaction`, scaled, with seeded jitter) unless someone acts first. The
  seat on turn, if a CPU, waits until the window closes.
- Fair windows: every delay counts from the moment the person can see what happened (the
  presenter's motion has ended: `busy_until`), never from the model's change. A person left with one
  card by someone else's play (a Seven-O swap, a 0 pass, Wild Shuffle Hands) is not caught before
  `GRACE` seconds have passed: time to see the new hand and say Uno. No CPU jumps in while a person is
  on turn: a person's turn is theirs until they act (the rule allows it; at 1.5 s, 2.5 s and 4 s into
  the turn four playtesters in a row met "your turn is gone" while still choosing). A CPU's catch or jump-in that the person could make too (catching a CPU that forgot Uno,
  jumping in with the same card), and the late Uno of the CPU that forgot it, waits at least
  `CATCH_FLOOR`, the whole window the person's countdown shows: a person pressing before it runs out is
  first. These are the person's own time (`person_time`): a faster CPU pace never shortens
  them. So is the window (`window_time`), except in a fast-forward past the settings' fastest pace (`--speed`
  above 3: tests, demos), which shortens it; both rules live beside `WINDOW` in `game.ui.table.relaxed`.
  `tools/reaction_windows.py` measures the windows per CPU level.
- Pass-and-play: every person's seat (`session.config.people`) waits for a decision from the screen.
  `viewer` is the person the table shows (the one who last confirmed the privacy screen, set by the
  table through `set_viewer`); `human_legal` is theirs. With more than one person, jump-in is off for
  people (it would need a hidden hand shown out of turn), the shared actions (`shared_legal`: catching
  a seat, or a person open to a catch saying Uno) may be taken for any person's seat, and every
  person left with one card by someone else's play gets the `GRACE` before a CPU catches them.
- A person's chooser holds the table (`hold`): while the person decides the colour or the seat a card
  of theirs needs (above all when it jumps in), no CPU acts, and every time already scheduled (the
  reactions, the window, the CPU's turn, the graces) moves on by the time the table waited.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.ai.base import agent_reaction
from game.ai.reasons import reason_of
from game.model import (
    Action,
    CallUno,
    Catch,
    Draw,
    Event,
    Game,
    HandOver,
    IllegalAction,
    Play,
    PlayerView,
    takes_turn,
)
from game.model.events import handed_one_card
from game.session import Session
from game.ui.table.person import NOBODY, PersonActions
from game.ui.table.relaxed import WINDOW, RelaxedTiming, person_time, window_time

__all__ = [
    "CATCH_FLOOR",
    "GRACE",
    "MAX_REACTIONS",
    "NOBODY",
    "THINK",
    "UNO_FLOOR",
    "WINDOW",
    "AgentWorker",
    "Presenter",
    "TableController",
]

log = logging.getLogger(__name__)

GRACE = 3.0
"""Seconds (at CPU speed 1 or faster: `person_time`), from the moment the new hands have landed,
before a CPU may catch a person whom a swap or pass left with one card: someone else's play, or their own
7 swapped for a hand of one (each CPU then adds a quarter of its reaction). 2 s was too short for a new
player to read what the swap did and find U (playtest: caught 4 s after a swap, the Uno said before it)."""
UNO_FLOOR = 1.5
"""Seconds (at CPU speed 1 or faster: `person_time`), from the moment the person's own next-to-last
card has landed without Uno, before a CPU may catch them; the hint's dial and their plate count it down.
At 0.8 s (a person who reacts in 0.7 s presses UNO first, `tools/reaction_windows.py`) a playtester was
caught "about a second" after "Say Uno now" showed, with no clock in sight, and called it harsh."""
CATCH_FLOOR = WINDOW
"""Seconds (at CPU speed 1 or faster: `person_time`), from the moment the table shows a chance the
person may take too (catching a CPU that forgot Uno, jumping in with the same card), before a CPU may
take it, or the CPU that forgot say its Uno late: the whole of the person's window, so that the countdown
they see is the time they have (playtest 11: the ring showed seconds a CPU then took away). At 0.8 s two
playtesters, reading the prompt and reaching for the key, never caught a CPU nor jumped in once; at 1.2 s a
third found the chances "1.5-2 s, tight for a new player"; at 1.5 s a fourth lost every race at their own
pace."""
THINK = (0.8, 1.3)
"""A CPU's thinking pause before its move, in seconds at CPU speed 1, from the moment the table has shown
the move before it: long enough to read each card as it lands (0.5..1.0 s read as a rush in two playtests)."""
NUDGE = 0.001
"""Seconds a frame may block on a CPU's overdue answer, so that the worker thread gets to run."""
MAX_REACTIONS = 64
"""CPU out-of-turn actions allowed between two turn actions (a guard against looping agents)."""
"""The viewer of a CPU-only table: every hidden card stays hidden."""


class Presenter(Protocol):
    """What shows the events: the animator (or nothing, in tests)."""

    def present(self, events: Sequence[Event], view: PlayerView) -> float:
        """Start showing `events`; return the seconds until they have been shown."""
        ...

    def sync(self, view: PlayerView) -> None:
        """Show the position at once, without animation (a match continued mid-hand)."""
        ...


class _NullPresenter:
    """Shows nothing and takes no time."""

    def present(self, events: Sequence[Event], view: PlayerView) -> float:
        return 0.0

    def sync(self, view: PlayerView) -> None:
        return None


class AgentWorker:
    """Runs agent calls off the main loop, one at a time and in the order given.

    `threaded=False` runs each call at once (for tests that want no threads).
    """

    def __init__(self, threaded: bool = True) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uno-cpu") if threaded else None

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Queue `fn(*args)`; return its future."""
        if self._pool is None:
            fut: Future[Any] = Future()
            try:
                fut.set_result(fn(*args))
            except Exception as exc:
                fut.set_exception(exc)
            return fut
        return self._pool.submit(fn, *args)

    def wait_done(self, fut: Future[Any]) -> bool:
        """Return whether `fut` is done, blocking up to `NUDGE` seconds for it (the worker runs then).

        Called only while the table has nothing to do but wait for this future. A frame loop that
        never sleeps starves the worker otherwise: pygame drops the GIL at every blit and takes it
        straight back, which wakes the waiting worker early again and again so that it never asks
        for its turn (a tight test loop measured the worker's 20 ms call taking over a second). A
        real wait on the future hands the GIL over properly.
        """
        if self._pool is not None and not fut.done():
            wait_futures((fut,), timeout=NUDGE)
        return fut.done()

    def close(self) -> None:
        """Drop queued calls; a call already running finishes in the background."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


# -- the calls run in the worker (copies of the inputs only) -----------------------------------------

def _choose(agent: Any, view: PlayerView, legal: tuple[Action, ...]) -> tuple[Action, str]:
    """Return the agent's move and the reason its decision gave (game.ai.reasons; "" when it gives none)."""
    if hasattr(agent, "give_reasons"):
        agent.give_reasons = True
    action = agent.choose(view, list(legal))
    return action, reason_of(agent)


def _react_all(jobs: list[tuple[int, Any, PlayerView, tuple[Action, ...]]]) -> list[tuple[int, Action | None, str]]:
    out: list[tuple[int, Action | None, str]] = []
    for seat, agent, view, legal in jobs:
        try:
            if hasattr(agent, "give_reasons"):
                agent.give_reasons = True
            action = agent.react(view, list(legal))
            out.append((seat, action, reason_of(agent) if action is not None else ""))
        except Exception:
            log.exception("seat %d failed to react", seat)
            out.append((seat, None, ""))
    return out


def _observe(agent: Any, events: tuple[Event, ...]) -> None:
    try:
        agent.observe(events)
    except Exception:
        log.exception("an agent failed to observe")


def _explain(presenter: Presenter, reason: str) -> None:
    """Give a presenter that shows reasons (the animator's `reason_for_next`) the reason of the move it shows next."""
    tell = getattr(presenter, "reason_for_next", None)
    if callable(tell):
        tell(reason)


def tell_agents(worker: AgentWorker, agents: Sequence[Any], events: Sequence[Event]) -> None:
    """Tell each agent that wants them the events as its seat saw them (in the worker, in order)."""
    for seat, agent in enumerate(agents):
        if agent is not None and callable(getattr(agent, "observe", None)):
            worker.submit(_observe, agent, tuple(e.seen_by(seat) for e in events))


def _move_on(w: _Window | None, turn: _Turn | None, shields: dict[int, float], waited: float) -> None:
    """Move every scheduled time on by `waited` seconds (the table was held: `TableController.hold`)."""
    if w is not None:
        w.start += waited
        w.end += waited
        w.fire = [(at + waited, s, a) for at, s, a in w.fire]
    if turn is not None:
        turn.ready_at += waited
    for p in shields:
        shields[p] += waited


@dataclass
class _Turn:
    """A CPU's decision on turn: asked at `version`, lands at `ready_at` at the earliest."""

    version: int
    seat: int
    future: Future[Any]
    ready_at: float
    legal: tuple[Action, ...]


@dataclass
class _Window:
    """An out-of-turn window opened at `version`: CPU reactions fire at their times until `end`."""

    version: int
    start: float
    end: float
    human: bool
    future: Future[Any] | None
    legal: dict[int, tuple[Action, ...]]
    turn: int = -1
    """The seat on turn when the window opened."""
    fire: list[tuple[float, int, Action]] = field(default_factory=list)
    why: dict[int, str] = field(default_factory=dict)
    """Per seat: the reason its agent gave for the action it will fire."""
    waiting: bool = False
    """Relaxed timing: the window waits for the person (no CPU acts, it never ends by itself) until they
    act or let the chance pass (`TableController.let_pass`)."""


def _due(w: _Window, action: Action, delay: float, shield: float, people: Sequence[int], speed: float) -> float | None:
    """Return when a CPU's out-of-turn `action` in window `w` may be taken, `delay` (its reaction) after the
    window opened and never before the person's own time: a catch of a person not before their grace
    (`shield`) or `UNO_FLOOR`; a jump-in on a person's turn never (None: the turn is theirs until they
    act); a chance the person may take too, and a forgetter's late Uno, not before the person's
    whole window (`CATCH_FLOOR`)."""
    at = w.start + delay
    if isinstance(action, Catch) and shield > w.start:
        return max(at, shield + delay / 4)
    if isinstance(action, Catch) and action.target in people:
        return max(at, w.start + person_time(UNO_FLOOR, speed))  # time to see it and press UNO
    if isinstance(action, Play) and w.turn in people:
        return None  # a person's turn is theirs until they act: no CPU jumps in on it
    if isinstance(action, (Catch, Play, CallUno)) and w.human:  # a chance the person may take: theirs first
        return max(at, w.start + person_time(CATCH_FLOOR, speed))
    return at


class TableController(PersonActions, RelaxedTiming):
    """Plays a session's hands in real time: CPU turns, reactions, and the person's actions.

    `cpu_speed` is a multiplier (or a function returning one, read every time) for the thinking
    pauses, the CPUs' reaction delays and the reaction window. `presenter` shows the events. `clock`,
    when given, is the table's one clock (the animator's timeline), read as `now`; else `update` keeps time.
    """

    def __init__(
        self,
        session: Session,
        *,
        presenter: Presenter | None = None,
        cpu_speed: float | Callable[[], float] = 1.0,
        seed: int | None = None,
        threaded: bool = True,
        clock: Callable[[], float] | None = None,
        relaxed: bool | Callable[[], bool] = False,
    ) -> None:
        self.session = session
        self._relaxed = relaxed  # relaxed timing (game.ui.table.relaxed), or a function returning it
        self.viewer = session.human if session.human is not None else NOBODY
        self.people: tuple[int, ...] = tuple(session.config.people)
        """The seats played by people at this screen (pass-and-play when more than one)."""
        self.several = len(self.people) > 1
        self.before_deal: Callable[[], None] | None = None
        """Called when a hand is about to be shown (dealt, or continued), before its first picture."""
        self.names = [s.name for s in session.config.seats]
        self.presenter: Presenter = presenter if presenter is not None else _NullPresenter()
        self._speed = cpu_speed
        self.rng = random.Random(seed if seed is not None else session.agent_seed)
        self.worker = AgentWorker(threaded)
        self._clock = clock
        self._time = 0.0
        self.version = 0
        self.busy_until = 0.0
        self.started = False
        self.hand_over = False
        self.on_hand_over: Callable[[], None] | None = None
        self.history: list[Action] = []
        """The actions applied this hand, in order."""
        self._window: _Window | None = None
        self._turn: _Turn | None = None
        self._reactions = 0
        self._shields: dict[int, float] = {}
        self._unseen: set[int] = set()
        """Pass-and-play (`Session.catch_after_seeing`): people left with one card by someone else's play
        who have not seen their new hand yet; nobody may catch them until they have (`saw`)."""
        """Per person's seat: until then (controller time, before the CPU speed's share of a reaction) no
        CPU catches them: someone else's play left them with one card."""
        self._held_at: float | None = None
        self._why = ""  # the reason a CPU's decision gave for the action being applied (its log line keeps it)
        """When the person's chooser began holding the table (`hold`), or None."""
        self._legal_cache: tuple[int, list[Action]] = (-1, [])
        self._shared_cache: tuple[tuple[int, ...], list[Action]] = ((-1, -1), [])
        self._view_cache: tuple[tuple[int, int, int, int], PlayerView | None] = ((-1, -1, -1, -1), None)

    # -- state ------------------------------------------------------------------------------------
    @property
    def now(self) -> float:
        """Return game time: the table's clock when one was given (advanced by its owner), else our own."""
        return self._clock() if self._clock is not None else self._time

    @property
    def game(self) -> Game:
        """The hand in play."""
        return self.session.match.game

    @property
    def agents(self) -> list[Any]:
        return self.session.agents

    def speed(self) -> float:
        """Return the CPU pace multiplier now."""
        value = self._speed() if callable(self._speed) else self._speed
        return max(0.05, float(value))

    def view(self) -> PlayerView:
        """Return the viewer's view (seat 0's for a CPU-only table: only public parts are used, and UNO
        Flip!'s backs of every seat, seat 0's as the others see them).

        Everything the table shows is read from this view and the events; it is built once per action.
        """
        game = self.game
        key = (self.version, id(game), game.actions_taken, self.viewer)
        old, cached = self._view_cache
        if cached is None or old != key:
            cached = game.view(max(0, self.viewer))
            if self.viewer < 0 and cached.backs and game.players > 1:
                # no one's hand shows (a demo, a pass-and-play hand between people): the table is
                # everyone's, and seat 0's backs, hidden from seat 0 itself, are public to the others
                cached = cached._replace(backs=(game.view(1).backs[0], *cached.backs[1:]))
            self._view_cache = (key, cached)
        return cached

    def set_viewer(self, seat: int) -> None:
        """Show the table as the person at `seat` sees it (pass-and-play: they confirmed the screen)."""
        if seat not in self.people:
            raise ValueError(f"seat {seat} is not a person's seat")
        self.viewer = seat
        self._legal_cache = (-1, [])

    def opening(self) -> list[Event]:
        """Return the events of this hand's deal as the viewer saw them."""
        return self.seen(self.game.opening_events)

    def outcome(self) -> HandOver | None:
        """Return the end of the hand (winner, points, every hand shown), or None while it goes on."""
        return self.game.outcome()

    def seen(self, events: Sequence[Event]) -> list[Event]:
        """Return `events` as the viewer may see them."""
        v = self.viewer
        return [e.seen_by(v) for e in events]

    @property
    def thinking(self) -> int | None:
        """Return the CPU seat whose move is awaited, or None."""
        t = self._turn
        if t is None or self.hand_over or t.version != self.version:
            return None
        return t.seat

    def resting(self) -> bool:
        """Return True when nothing is scheduled: the hand waits for the person (or is over).

        False while a CPU's turn or a reaction window runs, or while the last events are still shown.
        """
        if not self.started or self.hand_over:
            return True
        if self.waiting_for_person and self.now >= self.busy_until:
            return True  # nothing happens until the person acts
        if self._window is not None or self._turn is not None or self.now < self.busy_until:
            return False
        return self.agents[self.game.current] is None

    # -- hands ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the hand in play: its deal when it has just been dealt, else the position as it is. A hand
        saved over (its results were still to come when the match was left) shows as it ended, and its
        end comes again (`on_hand_over`): the results are never passed by; the next hand is dealt only
        after them (`new_hand`)."""
        if self.started:
            return
        self.started = True
        self._begin_hand()

    def new_hand(self) -> None:
        """Deal the next hand of the match (after one has ended) and show its deal."""
        self.session.next_hand()
        self._begin_hand()

    def _begin_hand(self) -> None:
        game = self.game
        self.version += 1
        self._window = None
        self._turn = None
        self._reactions = 0
        self._shields = {}
        self._unseen = set()
        self.history = []
        self.hand_over = game.is_over
        if self.before_deal is not None:
            self.before_deal()
        if game.actions_taken == 0 and game.opening_events:
            events = list(game.opening_events)
            tell_agents(self.worker, self.agents, events)
            busy = self.presenter.present(self.seen(events), self.view())
            self.busy_until = self.now + max(0.0, busy)
        else:
            self.presenter.sync(self.view())
            self.busy_until = self.now
        if self.hand_over:
            self._finish()
            return
        self._open_window()

    def close(self) -> None:
        """Stop the worker (the scene is leaving)."""
        self.worker.close()

    # -- the person (the rest is `PersonActions`') ------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """Apply the person's `action` if it is legal now; else return why not (names, not seats)."""
        if action not in self.human_legal() and not (self.several and action in self.shared_legal()):
            return self.why_not(action)
        self.hold(False)  # the answer given: the times scheduled before it move on, then it lands
        self._apply(action, reaction=not takes_turn(action))
        return None

    # -- the clock --------------------------------------------------------------------------------
    def hold(self, on: bool) -> None:
        """Hold the table while the person answers the question a card of theirs needs (`on`): no CPU
        acts. Let go, every time already scheduled moves on by the time the table waited."""
        if on:
            self._held_at = self.now if self._held_at is None else self._held_at
        elif self._held_at is not None:
            waited, self._held_at = max(0.0, self.now - self._held_at), None
            _move_on(self._window, self._turn, self._shields, waited)

    def grace_left(self, seat: int, seconds: bool = False) -> float:
        """Return the share (1..0) left of the time before a CPU may catch `seat`, a person open to a
        catch, or with `seconds` the seconds left (the hint's dial); 0 if none runs. It is the grace after
        someone else's play left them one card (`GRACE`), or the time after their own next-to-last card
        landed without Uno (`UNO_FLOOR`: playtest 11 found that race with no clock)."""
        span, until, w = person_time(GRACE, self.speed()), self._shields.get(seat, 0.0), self._window
        if until <= self.now and w is not None and seat in self.people and seat in self.game.exposed:
            span = person_time(UNO_FLOOR, self.speed())
            until = w.start + span
        left = 0.0 if seat in self._unseen else min(span, max(0.0, until - self.now))
        return left if seconds else left / span

    def catch_up(self) -> None:
        """The motion was skipped: the window, the CPU's turn and the graces are due as if it landed now."""
        ahead, self.busy_until = self.busy_until - self.now, min(self.busy_until, self.now)
        _move_on(self._window, self._turn, self._shields, -max(0.0, ahead))

    def update(self, dt: float) -> None:
        """Advance game time by `dt` seconds: collect CPU decisions and apply those that are due."""
        if self._clock is None:
            self._time += max(0.0, dt)
        if not self.started or self.hand_over or self._held_at is not None:
            return
        w = self._window
        if w is not None:
            if w.version != self.version:
                self._window = w = None
            else:
                self._collect(w)
                if w.waiting:
                    return  # relaxed timing: nothing moves until the person acts or lets it pass
                while w.fire and w.fire[0][0] <= self.now:
                    _t, seat, action = w.fire.pop(0)
                    if self.game.is_legal(action):
                        self._reactions += 1
                        self._why = w.why.get(seat, "")
                        self._apply(action, reaction=True)
                        return
                if self.now >= w.end and not w.fire:
                    if w.future is not None and self.worker.wait_done(w.future):
                        self._collect(w)
                    if w.future is None and not w.fire:
                        self._window = None
        self._drive_turn()

    def _collect(self, w: _Window) -> None:
        """Schedule the CPUs' answers to a window once the worker has them."""
        fut = w.future
        if fut is None or not fut.done():
            return
        w.future = None
        try:
            answers = fut.result()
        except Exception:
            log.exception("reactions failed")
            return
        speed = self.speed()
        for seat, action, why in answers:
            if why:
                w.why[seat] = why
            if action is None or action not in w.legal.get(seat, ()):
                if action is not None:
                    log.warning("seat %d reacted with an illegal %s", seat, action)
                continue
            delay = agent_reaction(self.agents[seat]) * (0.75 + 0.5 * self.rng.random()) / speed
            shield = self._shields.get(action.target, 0.0) if isinstance(action, Catch) else 0.0
            if isinstance(action, Catch) and action.target in self._unseen:
                shield = max(shield, self.now + person_time(GRACE, speed))  # pushed on again when they see it (`saw`)
            at = _due(w, action, delay, shield, self.people, speed)
            if at is None:
                continue
            w.fire.append((at, seat, action))
            w.end = max(w.end, at)
        w.fire.sort(key=lambda x: (x[0], x[1]))

    def _drive_turn(self) -> None:
        """Ask the CPU on turn for its move, and apply it when it is due and no window is open."""
        game = self.game
        seat = game.current
        agent = self.agents[seat]
        if agent is None:
            self._turn = None
            return
        t = self._turn
        if t is None or t.version != self.version:
            legal = tuple(game.legal_actions())
            think = self.rng.uniform(*THINK) / self.speed()
            ready = max(self.now, self.busy_until) + think
            fut = self.worker.submit(_choose, agent, game.view(seat), legal)
            self._turn = t = _Turn(self.version, seat, fut, ready, legal)
        if self._window is not None or self.now < t.ready_at or not self.worker.wait_done(t.future):
            return
        try:
            action, self._why = t.future.result()
        except Exception:
            log.exception("seat %d failed to choose", seat)
            action = None
        if action not in t.legal:
            if action is not None:
                log.warning("seat %d chose an illegal %s", seat, action)
            action, self._why = next((a for a in t.legal if isinstance(a, Draw)), t.legal[0]), ""
        self._reactions = 0
        self._apply(action, reaction=False)

    # -- applying ---------------------------------------------------------------------------------
    def _apply(self, action: Action, reaction: bool) -> None:
        """Apply a legal action, show its events (with `_why`, the reason a CPU's decision gave for it,
        when the presenter shows reasons), and open the next reaction window."""
        reason, self._why = self._why, ""
        game = self.game
        try:
            events = self.session.apply(action)
        except IllegalAction:
            log.exception("an action thought legal was refused: %s", action)
            return
        self.version += 1
        self.history.append(action)
        if not reaction:
            self._reactions = 0
        tell_agents(self.worker, self.agents, events)
        view = self.view()
        _explain(self.presenter, reason)
        busy = self.presenter.present(self.seen(events), view)
        self.busy_until = self.now + max(0.0, busy)
        for p in handed_one_card(events, own=True):
            if p in self.people:
                # a swap or pass left a person one card (someone else's play, or their own 7 on a hand
                # of one): give them time to see the hand they now hold and say Uno
                self._shields[p] = self.busy_until + person_time(GRACE, self.speed())
                if self.session.catch_after_seeing and p != self.viewer:
                    self._unseen.add(p)
        self._window = None
        self._turn = None
        if game.is_over:
            self.hand_over = True
            self._finish()
            return
        self._open_window()

    def unseen(self) -> list[int]:
        """Return the people open to a catch who have not seen the hand someone else's play left them
        (pass-and-play): the table shows each their privacy screen before anything else."""
        exposed = self.view().exposed if self._unseen else ()
        return sorted(p for p in self._unseen if p in exposed)

    def saw(self, seat: int) -> None:
        """The person at `seat` has seen their hand: the catch window on them opens now, with its grace."""
        if seat not in self._unseen:
            return
        self._unseen.discard(seat)
        shield = max(self.now, self.busy_until) + person_time(GRACE, self.speed())
        self._shields[seat] = shield
        w = self._window
        if w is not None:
            fire = []
            for at, s, action in w.fire:
                if isinstance(action, Catch) and action.target == seat:
                    at = max(at, shield + 0.1)
                fire.append((at, s, action))
            w.fire = sorted(fire, key=lambda x: (x[0], x[1]))
            w.end = max([w.end, *(at for at, _s, _a in w.fire)])

    def _finish(self) -> None:
        if self.on_hand_over is not None:
            self.on_hand_over()

    def _open_window(self) -> None:
        """Open a reaction window if anyone has an out-of-turn chance now."""
        game = self.game
        self._window = None
        seats = game.out_of_turn_seats()
        if not seats:
            return
        start = max(self.now, self.busy_until)
        human = False
        if self.several:
            # the screen's window: a catch anyone may press, or Uno for a person open to a catch
            human = any(isinstance(a, Catch) for a in self.shared_legal()) or bool(self.calls_due())
        elif self.viewer in seats:
            human = any(isinstance(a, (Play, Catch)) for a in game.out_of_turn_actions(self.viewer))
        jobs: list[tuple[int, Any, PlayerView, tuple[Action, ...]]] = []
        if self._reactions < MAX_REACTIONS:
            for s in seats:
                agent = self.agents[s]
                if agent is None or not callable(getattr(agent, "react", None)):
                    continue
                legal = tuple(game.out_of_turn_actions(s))
                if legal:
                    jobs.append((s, agent, game.view(s), legal))
        waiting = self.relaxed() and (human or self._person_exposed())  # the person's chance waits
        if not human and not jobs and not waiting:
            return
        end = start + (window_time(self.speed()) if human else 0.0)  # the person's: never shorter when CPUs play fast
        self._window = _Window(self.version, start, end, human or waiting, self.worker.submit(_react_all, jobs) if jobs
                               else None, {s: legal for s, _a, _v, legal in jobs}, game.current, waiting=waiting)

