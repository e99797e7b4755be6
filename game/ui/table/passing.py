"""Pass-and-play at one screen: who is looking, when the privacy screen covers the table, when a hand hides.

`Passing(people)` is owned by the table scene. It keeps when each person last confirmed the privacy
screen (the log since then is theirs) and where the hand's history stood then, and decides after each
frame whether the confirmed person's moment is over (`check`): their decision taken and its own motion
landed. Then their cards lie face down (`hide`) at once, whatever the table does next (CPUs playing on, a
window open, keys skipping motion): their hand never waits for the table to come to rest. Once the table
rests (the motion landed, the window to say Uno or catch closed) and a person's decision is awaited, the
screen covers the table for them. Re-laying the table out for a new viewer stays with the
scene, which owns the layout.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.model import Action, Draw, PlayerView, takes_turn
from game.ui.table.controller import NOBODY

if TYPE_CHECKING:
    from game.ui.table.animator import Animator
    from game.ui.table.controller import TableController
    from game.ui.table.hud import Hud
    from game.ui.table.layout import Layout
    from game.ui.table.picture import LogLine

__all__ = ["LOOK", "Passing"]


LOOK = 1.5
"""Seconds a person's hand stays in view after their own draw ended their turn (the drawn card landed
in it), before the privacy screen covers it: a player sees what they drew. Not after keeping a drawn
card: that card was seen in the question, so the hand goes face down as the turn ends. The hint line names
the card meanwhile. At 1 s a playtester never saw the card they drew."""


class Passing:
    """Who is looking at a table shared by several people, and when to cover it or hide a hand."""

    def __init__(self, people: Sequence[int]) -> None:
        self.people = tuple(people)
        self.several = len(self.people) > 1
        """Pass-and-play: more than one person plays at this screen."""
        self.acted_from = 0
        """The length of the hand's history when the privacy screen was last confirmed."""
        self.hidden = False
        """The confirmed person's moment is over and their cards lie face down while others play; only
        the privacy screen shows them again."""
        self.look_until: float | None = None
        """After the confirmed person's own draw ended their turn: until then (table time) their hand, the
        drawn card in it, stays in view before the screen is covered."""
        self.own: tuple[int, float] = (-1, 0.0)
        """(the index in the hand's history, the table time its motion lands) of the confirmed person's last
        decision: their hand goes face down once it has landed, even while later motion runs."""
        self.looked: dict[int, float] = {}
        """When each person's own moment last ended (their hand hidden) or, before that, when they confirmed
        the privacy screen (table time): the log since then is news to them."""

    def next_person(self, view: PlayerView, players: int) -> int:
        """Return the person whose decision comes first from here: the seat on turn, or the next person
        after it in the direction of play."""
        for k in range(players):
            seat = (view.current + k * view.direction) % players
            if seat in self.people:
                return seat
        return self.people[0]

    def confirm(self, seat: int, history_length: int, t: float) -> None:
        """The person at `seat` confirmed the privacy screen at table time `t`."""
        self.acted_from = history_length
        self.looked[seat] = t
        self.look_until = None
        self.own = (-1, 0.0)

    def acted(self, history: Sequence[Action], viewer: int) -> bool:
        """Return True when the confirmed person (`viewer`) has taken a turn decision since they confirmed."""
        return any(takes_turn(a) and a.player == viewer for a in history[self.acted_from:])

    def came_back(self, history: Sequence[Action], viewer: int) -> bool:
        """Return True when the turn has come back to the confirmed person after someone else took one since
        their last decision (a CPU's Skip or Reverse between two of theirs): their moment ended, and the screen
        passes to them "again" as it does when their hand went face down meanwhile (after a draw it stayed in
        view while the CPU's Skip came back to them, and no screen came: playtest 12)."""
        own = self._last_own(history, viewer)
        return own >= 0 and any(takes_turn(a) and a.player != viewer for a in history[own + 1:])

    def _last_own(self, history: Sequence[Action], viewer: int) -> int:
        """Return the index in `history` of the confirmed person's last turn decision since they confirmed, or -1."""
        return next((i for i in range(len(history) - 1, self.acted_from - 1, -1)
                     if takes_turn(history[i]) and history[i].player == viewer), -1)

    def check(self, c: TableController, anim: Animator, viewer: int, waiting: bool) -> tuple[bool, int | None]:
        """Return (whether to hide the shown hand, the person to cover the table for or None) after a frame.

        `waiting`: a privacy screen is up already, or the hand is ending; nothing changes then."""
        if not self.several or waiting:
            return False, None
        if not c.started or c.hand_over:
            return False, None
        reveal = anim.reveal
        if reveal is not None and reveal.t0 + reveal.duration > anim.t:
            return False, None  # the challenger reads the hand the rules show them first
        current = c.view().current
        if current == viewer and not self.hidden and not self.came_back(c.history, viewer):
            return False, None
        resting = not anim.busy and c.window_left <= 0
        landed = self._own_landed(c.history, c.busy_until, anim.t, viewer)
        if not resting and not landed:
            return False, None
        if current not in self.people and not self.acted(c.history, viewer):
            return False, None  # confirmed while a CPU plays (a new hand, Continue): the hand stays theirs until they act
        if self._drew_last(c.history, viewer):  # the card they drew: let them see it in their hand first
            self.look_until = anim.t + LOOK if self.look_until is None else self.look_until
            if anim.t < self.look_until:
                return False, None
        self.look_until = None
        if not resting:
            return True, None  # their hand goes face down now; the screen passes once the table rests
        return True, (current if current in self.people else None)

    def _own_landed(self, history: Sequence[Action], busy_until: float, t: float, viewer: int) -> bool:
        """Return True when the confirmed person's last decision since they confirmed has landed (table
        time `t`): its motion ends when the table's motion ended as it was applied (`busy_until` seen at
        the first frame after it), whatever is applied and shown after it."""
        last = self._last_own(history, viewer)
        if last < 0:
            return False
        if self.own[0] != last:
            self.own = (last, busy_until)
        return t >= self.own[1]

    def _drew_last(self, history: Sequence[Action], viewer: int) -> bool:
        """Return True when the confirmed person's last decision was a draw that ended their turn (a card
        they have not seen yet). Keeping a drawn card (Pass) is not: they saw it in the question "play it
        or keep it?", and their hand goes face down as their turn ends, like after a play."""
        own = [a for a in history[self.acted_from:] if takes_turn(a) and a.player == viewer]
        return bool(own) and isinstance(own[-1], Draw)

    def hide(self, anim: Animator, hud: Hud, layout: Layout, colorblind: bool) -> bool:
        """Draw the confirmed person's cards face down (a fan at their seat) until they confirm again;
        return False when they were hidden already."""
        if self.hidden:
            return False
        self.hidden = True
        if anim.viewer in self.people:  # their moment ends: what they did in it is not news to them
            self.looked[anim.viewer] = anim.t
        anim.viewer = NOBODY
        anim.hand = []
        hud.look.viewer = NOBODY
        hud.set_layout(layout, colorblind)
        return True

    def since(self, seat: int, log: Sequence[LogLine]) -> list[str]:
        """Return the lines of `log` written since `seat`'s own moment ended (what others did since)."""
        after = self.looked.get(seat)
        return [line.text for line in log if after is None or line.t >= after]

    def has_looked(self, seat: int) -> bool:
        """Return True when `seat` has confirmed the privacy screen before (at this table)."""
        return seat in self.looked
