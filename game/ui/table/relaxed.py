"""The person's reaction window (`window_left`, `window_length`) and relaxed timing (a setting, issue 22's accessibility basics): every timed window a person has at the
table (to jump in, to catch a player who forgot Uno, to say Uno before being caught) waits for them.

The decision is made in one place, the table controller's window (`TableController._open_window`):
a window in which a person has an out-of-turn chance is marked `waiting`; while it waits no CPU acts
(no reaction fires, the CPU on turn holds its move) and it never ends by itself. It ends when the
person acts (any action of theirs applies and opens the next window) or lets the chance pass
(`let_pass`: the CPUs' reactions are then scheduled from that moment, with their usual delays). A
person's own turn has no clock, so with relaxed timing no CPU jumps in on it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.model import CallUno

if TYPE_CHECKING:
    from game.model import Game, PlayerView

__all__ = ["FAST_FORWARD", "WINDOW", "RelaxedTiming", "person_time", "window_time"]

WINDOW = 2.5
"""Seconds (at CPU speed 1 or faster: `window_time`) the person has to jump in or catch after an action (2 s
felt tight to a new player finding the card: playtest). No CPU takes the chance before it ends
(`CATCH_FLOOR` is the same): the countdown is the time the person has (at 3 s, with the CPUs held back
2 s of it, a playtester saw a ring promise seconds a CPU then took away)."""
FAST_FORWARD = 3.0
"""The settings' fastest pace: `--speed` past it is a fast-forward (tests, demos), not a person's pace."""


def person_time(seconds: float, speed: float) -> float:
    """Return `seconds` of a person's own time (a grace, a floor) at the CPU pace `speed`: a slower pace
    lengthens it, a faster one never shortens it (a person does not react faster because the CPUs
    play faster: at speed 3 a swap's grace was 0.7 s)."""
    return seconds / min(1.0, speed)


def window_time(speed: float) -> float:
    """Return how long the person's reaction window stays open at the pace `speed`: a person's time
    (`person_time`) over the settings' range; a pace past their fastest (`--speed` above 3, the fast-forward
    of tests and demos) shortens it as it shortens the CPUs' delays. The one rule for the window: the
    controller opens it for this long and the countdown (`window_length`) runs over it."""
    return person_time(WINDOW, speed) if speed <= FAST_FORWARD else WINDOW / speed


class RelaxedTiming:
    """The table controller's relaxed timing: whether it is on, whether the table waits, letting it pass."""

    _relaxed: bool | Callable[[], bool]
    _window: Any
    _held_at: float | None
    version: int
    hand_over: bool
    several: bool
    viewer: int

    @property
    def now(self) -> float:
        raise NotImplementedError

    @property
    def game(self) -> Game:
        raise NotImplementedError

    def view(self) -> PlayerView:
        raise NotImplementedError

    def calls_due(self) -> list[Any]:
        raise NotImplementedError

    def speed(self) -> float:
        raise NotImplementedError

    @property
    def window_left(self) -> float:
        """Return the seconds left in the person's reaction window (0 when none is open for them; the
        whole window while the table waits for the person: no time runs out)."""
        w = self._window
        if w is None or not w.human:
            return 0.0
        if w.waiting:
            return self.window_length
        end: float = w.end
        return max(0.0, end - (self.now if self._held_at is None else self._held_at))  # held: it waits too

    @property
    def window_length(self) -> float:
        """Return the length of the person's reaction window now (longer than `WINDOW` when a CPU's
        action in it waits longer: the grace after a swap, a jump-in on the person's turn)."""
        w = self._window
        base = window_time(self.speed())
        if w is None or not w.human:
            return base
        span: float = w.end - w.start
        return max(base, span)


    def relaxed(self) -> bool:
        """Return True when relaxed timing is on: the CPUs wait for a person's out-of-turn chance to pass."""
        r = self._relaxed
        return bool(r() if callable(r) else r)

    @property
    def waiting_for_person(self) -> bool:
        """Return True while the table waits for a person's out-of-turn chance (relaxed timing): no CPU
        acts until the person acts or lets it pass (`let_pass`)."""
        w = self._window
        return w is not None and w.waiting and w.version == self.version and not self.hand_over

    def let_pass(self) -> bool:
        """The person lets their out-of-turn chance go by (relaxed timing): the CPUs' reactions are
        scheduled from now, as if the window had opened now. Return False when nothing waited."""
        w = self._window
        if w is None or not w.waiting:
            return False
        waited = max(0.0, self.now - w.start)
        w.waiting = False
        w.human = False
        w.start += waited
        w.end += waited
        w.fire = [(at + waited, s, a) for at, s, a in w.fire]
        w.end = max([self.now, *(at for at, _s, _a in w.fire)])
        return True

    def _person_exposed(self) -> bool:
        """Return True when a person at the screen is open to a catch and may still say Uno."""
        if self.several:
            return bool(self.calls_due())
        if self.viewer < 0 or self.viewer not in self.view().exposed:
            return False
        return any(isinstance(a, CallUno) for a in self.game.out_of_turn_actions(self.viewer))
