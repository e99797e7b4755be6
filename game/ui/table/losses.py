"""What someone else's play did to the person's turn or hand, as one short line for a banner at their
seat: losing a turn is never silent (a jump-in, a skip, a stack, a swap, a pass of hands).

Pure (no pygame, no clock): `told(events, viewer, names, on_turn, now_on)` reads a batch of events as
the model returned them and returns the event that opened the line and the line ("Mia jumped in:
your turn is gone", "Leo's Red Skip: you miss your turn"), or None when nothing was taken from the person.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.i18n import _
from game.model import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    DrawReason,
    Event,
    EveryoneSkipped,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    OthersDrawOne,
    PenaltyPending,
    TargetDrawsTwo,
    TurnSkipped,
)
from game.ui.words import a_card, card_name

__all__ = ["Told", "answers", "told"]


@dataclass(frozen=True)
class Told:
    """A line for the person's seat, and the index of the event that opened it."""

    event: int
    text: str


def told(events: Sequence[Event], viewer: int, names: Sequence[str], on_turn: int | None,
         now_on: int | None) -> Told | None:
    """Return what the batch `events` took from the person at `viewer` (their turn, or their hand), said
    with who did it; None when nothing was (their own play, or nobody's at all).

    `on_turn` is the seat that was on turn before the batch, `now_on` the seat on turn after it.
    """
    if viewer < 0:
        return None
    by: int | None = None
    card = ""
    opened = -1
    drawn = 0
    skipped = False
    for i, e in enumerate(events):
        if isinstance(e, CardPlayed):
            by, card = e.player, card_name(e.card)
            if e.jump_in and by != viewer and on_turn == viewer and now_on != viewer:
                return Told(i, _("{name} jumped in with {card}: your turn is gone").format(name=names[by], card=card))
            continue
        if by is None or by == viewer:
            continue
        who = names[by]
        if isinstance(e, HandsSwapped) and e.target == viewer:
            return Told(i, _("{name} swapped hands with you").format(name=who))
        if isinstance(e, HandsPassed):
            return Told(i, _("{name}'s {card}: every hand passed on, yours is new").format(name=who, card=card))
        if isinstance(e, HandsShuffled):
            return Told(i, _("{name} shuffled every hand: yours is new").format(name=who))
        if isinstance(e, TargetDrawsTwo) and e.target == viewer:
            return Told(i, _("{name} made you draw 2").format(name=who))
        if isinstance(e, OthersDrawOne):
            return Told(i, _("{name} made everyone else draw 1").format(name=who))
        if isinstance(e, EveryoneSkipped):
            return Told(i, _("{name}'s {card}: you miss your turn").format(name=who, card=card))
        if isinstance(e, PenaltyPending) and e.player == viewer and e.until is not None:  # a Wild Draw Color
            if e.total:
                text = _("{name}'s {card}: you take {n}, then draw until {a_card} comes")
            else:
                text = _("{name}'s {card}: you draw until {a_card} comes")
            return Told(i, text.format(name=names[e.by], card=card, n=e.total, a_card=a_card(e.until)))
        if isinstance(e, PenaltyPending) and e.player == viewer:
            # the card and the total ("Ava put +4 on you" after a stacked Draw Two read as a +4: playtest)
            return Told(i, _("{name}'s {card}: +{n} on you").format(name=names[e.by], card=card, n=e.total))
        if isinstance(e, CardsDrawn) and e.player == viewer and e.reason is DrawReason.PENALTY:
            opened = i if opened < 0 else opened
            drawn += e.count
        elif isinstance(e, TurnSkipped) and e.player == viewer:
            opened = i if opened < 0 else opened
            skipped = True
    if opened < 0 or by is None:
        return None
    who = names[by]
    if drawn and skipped:
        return Told(opened, _("{name}'s {card}: you draw {n} and miss your turn").format(name=who, card=card, n=drawn))
    if drawn:
        return Told(opened, _("{name}'s {card}: you draw {n}").format(name=who, card=card, n=drawn))
    return Told(opened, _("{name}'s {card}: you miss your turn").format(name=who, card=card))


def answers(events: Sequence[Event], viewer: int) -> bool:
    """Return True when the batch `events` is the person's own move at `viewer` (a card, a draw, a
    challenge, a pass): a line at their seat (`told`) is then answered and no longer news."""
    first = events[0] if events else None
    return (viewer >= 0 and isinstance(first, (CardPlayed, CardsDrawn, ChallengeResolved, CardKept))
            and first.player == viewer)
