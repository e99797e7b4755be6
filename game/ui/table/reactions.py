"""Who reacts to what on the table, and for how long (pure: no pygame).

A CPU answers the big moments that happen to it with a short bubble beside its plate and a face to
match (game.ui.faces): hit with a Wild Draw Four (or any penalty of four cards or more), caught not
saying Uno, caught bluffing, winning the hand. Lesser moments (a Draw Two, a skip, catching someone,
an honest Wild Draw Four upheld) only draw a word from the talkative ones: each CPU's personality has a
`chatter` from 0 to 1 (game.ai.personality) and a moment of weight w gets a reaction when chatter >= w.
A person's seat never reacts (the person does that).

`reactions_for(events, chatter)` decides; `ReactionBoard` keeps at most one reaction per seat (a new one
replaces the old), each shown for `SHOWN` seconds (under 1.5 s) from the moment its event's motion
ends. Nothing here waits: the game never pauses for a reaction.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from game.i18n import _
from game.model import CardsDrawn, ChallengeResolved, DrawReason, Event, HandOver, TurnSkipped, UnoCaught

__all__ = ["SHOWN", "Reaction", "ReactionBoard", "reactions_for"]

SHOWN = 1.3
"""Seconds a reaction stays up (ART.md: under 1.5 s)."""

BIG = 0.0
"""The weight of a big moment: every CPU reacts (chatter >= 0)."""
SMALL = 0.6
"""The weight of a lesser moment: only the talkative react."""
TRIVIAL = 0.9
"""The weight of a small thing (being skipped): only the chattiest react."""


@dataclass(frozen=True)
class Reaction:
    """One seat's reaction: a mood for its face, a word for its bubble, when it shows."""

    seat: int
    mood: str
    text: str
    priority: int = 0
    """Within one batch of events a seat keeps its highest-priority reaction."""
    event: int = 0
    """The index in the batch of the event it answers (it shows when that event's motion ends)."""
    t0: float = 0.0
    duration: float = SHOWN

    def showing(self, now: float) -> bool:
        """Return True while the reaction is up at `now`."""
        return self.t0 <= now < self.t0 + self.duration


def reactions_for(events: Sequence[Event], chatter: Mapping[int, float]) -> list[Reaction]:
    """Return who reacts to `events`, at most one reaction per seat (the weightiest).

    `chatter` maps each CPU seat that may react to its talkativeness (0-1); seats not in it never react.
    """
    out: dict[int, Reaction] = {}

    at = [0]  # the index of the event being read

    def say(seat: int, weight: float, mood: str, text: str, priority: int) -> None:
        level = chatter.get(seat)
        if level is None or level < weight:
            return
        old = out.get(seat)
        if old is None or priority >= old.priority:
            out[seat] = Reaction(seat, mood, text, priority, at[0])

    for i, e in enumerate(events):
        at[0] = i
        t = type(e)
        if t is CardsDrawn:
            assert isinstance(e, CardsDrawn)
            if e.reason is DrawReason.PENALTY:
                if e.count >= 4:
                    say(e.player, BIG, "annoyed", _("Ouch!") if e.count < 6 else f"+{e.count}?!", 3)
                else:
                    say(e.player, SMALL, "annoyed", _("Hey!"), 1)
        elif t is UnoCaught:
            assert isinstance(e, UnoCaught)
            say(e.target, BIG, "surprised", _("Oops!"), 4)
            say(e.player, SMALL, "pleased", _("Gotcha!"), 2)
        elif t is ChallengeResolved:
            assert isinstance(e, ChallengeResolved)
            if e.bluff:
                say(e.accused, BIG, "surprised", _("Caught!"), 4)
                say(e.player, SMALL, "pleased", _("Knew it!"), 2)
            else:
                say(e.player, BIG, "annoyed", _("Argh!"), 3)
                say(e.accused, SMALL, "pleased", _("Honest!"), 2)
        elif t is TurnSkipped:
            assert isinstance(e, TurnSkipped)
            say(e.player, TRIVIAL, "annoyed", _("Hmph."), 0)
        elif t is HandOver:
            assert isinstance(e, HandOver)
            if e.winner is not None:
                say(e.winner, BIG, "pleased", _("Yes!"), 5)
    return list(out.values())


class ReactionBoard:
    """The reactions on the table: at most one per seat, each up for its duration."""

    def __init__(self) -> None:
        self._by_seat: dict[int, Reaction] = {}

    def add(self, reactions: Sequence[Reaction], at: float, duration: float = SHOWN) -> None:
        """Show `reactions` from time `at` (each replaces its seat's current one)."""
        for r in reactions:
            self._by_seat[r.seat] = replace(r, t0=at, duration=min(duration, 1.45))

    def showing(self, now: float) -> list[Reaction]:
        """Return the reactions up at `now`, by seat."""
        return [r for _, r in sorted(self._by_seat.items()) if r.showing(now)]

    def moods(self, now: float) -> dict[int, str]:
        """Return each reacting seat's mood at `now` (a seat not in it is calm)."""
        return {r.seat: r.mood for r in self._by_seat.values() if r.showing(now)}

    def moving(self, now: float) -> bool:
        """Return True while a reaction is up or still to come (the table must keep drawing)."""
        if not self._by_seat:
            return False
        done = [s for s, r in self._by_seat.items() if r.t0 + r.duration <= now]
        for s in done:
            del self._by_seat[s]
        return bool(self._by_seat)

    def clear(self) -> None:
        """Take every reaction down."""
        self._by_seat.clear()
