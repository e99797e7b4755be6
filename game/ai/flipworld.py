"""Guessing the hidden cards of an UNO Flip! hand from one seat's view, for the hard player's search.

At a real table a seat knows the faces of its own cards, the backs (other sides) of everyone else's, the
back of the draw pile's top and the faces of the discard pile laid since the table last turned over. A
guess deals the printed deck's two-sided cards to match all of that: another seat's card is a printed
card whose other side is the back that seat shows; this seat's own card is one whose face it shows,
its back drawn at random among those the deck still has (the seat never saw it); the rest is shuffled
into the draw pile and the hidden part of the discard pile. Nothing else is read: two positions that
differ only in backs this seat has not seen give the same guesses from the same generator.

Some backs of its own cards a seat did see, and may use (`OwnBacks`): the back a card showed on top of
the draw pile before this seat drew it, and, after the table turned over, the faces its cards showed
before (each hand keeps its order through a turn-over).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.model.cards import Card, Color, standard_deck
from game.model.checks import light_up
from game.model.events import (
    CardPlayed,
    CardsDrawn,
    ColorDiscarded,
    Dealt,
    Event,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    StockReshuffled,
    TableTurned,
)
from game.model.view import PlayerView


class OwnBacks:
    """The backs of its own cards a seat has seen, followed through the events it is shown.

    Feed it every view the seat decides on (`look`) and every event as the seat sees it (`observe`). It
    keeps the seat's hand in hand order as [face, back or None]: the back is known for a card drawn off
    a draw pile whose top's back the seat saw at its last look (no card drawn, no reshuffle, no turn-over
    since), and for every card held through a turn-over (its back is the face it showed before). A swap,
    pass or shuffle of hands forgets them. Nothing else: the view never holds the back of a card of its
    own, and neither does an event.
    """

    __slots__ = ("_drawn", "_stock_back", "cards", "seat")

    def __init__(self) -> None:
        self.seat = -1
        self.cards: list[list[Card | None]] = []
        """The hand in hand order: [face (None once forgotten), back or None]."""
        self._stock_back: Card | None = None
        """The back of the draw pile's top, as long as it is still the top the seat saw."""
        self._drawn: Card | None = None
        """The card this seat just drew and may now play (phase "drawn")."""

    def look(self, view: PlayerView) -> None:
        """Note what `view` shows: the seat, the back of the draw pile's top, the card just drawn."""
        self.seat = view.player
        self._stock_back = view.stock_back if view.draw_pile_size else None
        self._drawn = view.drawn_card
        self.cards = [[f, b] for f, b in zip(view.hand, self.known(view), strict=True)]  # in step with the hand shown

    def observe(self, events: Sequence[Event]) -> None:
        """Follow the seat's hand through `events` (each as this seat sees it)."""
        for e in events:
            kind = type(e)
            if kind is CardsDrawn:
                self._drew(e)  # type: ignore[arg-type]
            elif kind is CardPlayed:
                if e.player == self.seat:  # type: ignore[attr-defined]
                    self._played(e.card)  # type: ignore[attr-defined]
            elif kind is TableTurned:
                self._turned(e)  # type: ignore[arg-type]
            elif kind is Dealt:
                hands = e.hands  # type: ignore[attr-defined]
                mine = [i for i, h in enumerate(hands) if h is not None]
                if len(mine) == 1:
                    self.seat = mine[0]
                self.cards = [[f, None] for f in hands[self.seat]] if len(mine) == 1 else []
                self._stock_back = None
            elif kind is StockReshuffled:
                self._stock_back = None
            elif kind is HandOver:
                self.cards = []
                self._stock_back = None
            elif isinstance(e, (HandsSwapped, HandsPassed, HandsShuffled)):
                if not isinstance(e, HandsSwapped) or self.seat in (e.player, e.target):
                    self.cards = [[None, None] for _ in range(e.sizes[self.seat])]
            elif kind is ColorDiscarded and e.player == self.seat:  # type: ignore[attr-defined]
                for card in e.cards:  # type: ignore[attr-defined]
                    self._played(card)

    def _drew(self, e: CardsDrawn) -> None:
        if e.player == self.seat and e.cards is not None:
            backs: list[Card | None] = [None] * len(e.cards)
            if backs:
                backs[0] = self._stock_back  # the top it saw, now in its hand
            self.cards.extend([f, b] for f, b in zip(e.cards, backs, strict=True))
        self._stock_back = None  # a card has left the top: the next one's back is unseen

    def _played(self, face: Card) -> None:
        cards = self.cards
        drawn, self._drawn = self._drawn, None
        if drawn is not None and drawn == face and cards and cards[-1][0] == face:
            cards.pop()  # the card just drawn (the last in hand order) is the one played
            return
        for i, (f, _) in enumerate(cards):
            if f == face:
                del cards[i]
                return

    def _turned(self, e: TableTurned) -> None:
        new = e.hands[self.seat] if 0 <= self.seat < len(e.hands) else ()
        old = self.cards
        if len(old) == len(new):
            self.cards = [[f, was[0]] for f, was in zip(new, old, strict=True)]
        else:
            self.cards = [[f, None] for f in new]
        self._stock_back = None

    def known(self, view: PlayerView) -> tuple[Card | None, ...]:
        """Return, for each card of `view.hand` in order, its back if this seat has seen it, else None."""
        cards = self.cards
        hand = view.hand
        if len(cards) == len(hand) and all(c[0] == f for c, f in zip(cards, hand, strict=True)):
            return tuple(c[1] for c in cards)
        free = list(cards)  # out of step (an event it was not shown): match by face, in order
        out: list[Card | None] = []
        for face in hand:
            for i, c in enumerate(free):
                if c[0] == face:
                    out.append(c[1])
                    del free[i]
                    break
            else:
                out.append(None)
        return tuple(out)


def _take(pool: list[Card], rng: random.Random, fits: Callable[[Card], bool], fallback: Card) -> Card:
    """Remove and return a random card of `pool` that `fits`; `fallback` when none is left (a guess
    only: the search needs a card there, not the printed one)."""
    matches = [i for i, c in enumerate(pool) if fits(c)]
    if not matches:
        return fallback
    i = matches[rng.randrange(len(matches))]
    card = pool[i]
    pool[i] = pool[-1]
    pool.pop()
    return card


def flip_world(view: PlayerView, rng: random.Random, known: Sequence[Card | None] = ()) -> tuple[
        list[list[Card]], list[Card], list[Card]]:
    """Return a guess (hands, stock top-first, discard pile bottom-first) of two-sided cards showing the
    side in play, consistent with `view` (for `Game.from_view(..., discard=...)`). `known`: the backs of
    the seat's own cards it has seen (`OwnBacks.known`), None where unseen."""
    dark = view.side == "dark"
    pool = [c.back if dark and c.back is not None else c for c in map(light_up, standard_deck("flip"))]
    rng.shuffle(pool)
    me = view.player
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    for seat in range(view.players):
        if seat == me:
            continue
        for back in view.backs[seat]:
            hands[seat].append(_take(pool, rng, lambda c, b=back: c.back is not None and c.back.face is b,  # type: ignore[misc]
                                     Card(back.color, back.rank, back).back or back))
    own: list[Card | None] = [None] * len(view.hand)
    for i, seen in enumerate(known):  # the cards whose backs it saw first, so that they are there
        if seen is not None and i < len(own):
            face = view.hand[i]
            own[i] = _take(pool, rng, lambda c, f=face, b=seen: c.face is f and c.back is not None  # type: ignore[misc]
                           and c.back.face is b, Card(face.color, face.rank, seen))
    for i, face in enumerate(view.hand):
        if own[i] is None:
            own[i] = _take(pool, rng, lambda c, f=face: c.face is f, Card(face.color, face.rank, face))  # type: ignore[misc]
    hands[me] = own  # type: ignore[assignment]
    visible = [_take(pool, rng, lambda c, f=face: c.face is f, Card(face.color, face.rank, face))  # type: ignore[misc]
               for face in view.discard_pile]
    stock: list[Card] = []
    if view.draw_pile_size and view.stock_back is not None:
        b = view.stock_back
        stock.append(_take(pool, rng, lambda c: c.back is not None and c.back.face is b,
                           Card(b.color, b.rank, b).back or b))
    rng.shuffle(pool)
    need = view.draw_pile_size - len(stock)
    stock.extend(pool[:need])
    hidden = pool[need:need + max(0, view.discard_size - len(visible))]
    return hands, stock, hidden + visible


def flip_holds(view: PlayerView, seat: int, color: Color | None, rng: random.Random, known: Sequence[Card | None] = (),
               samples: int = 48) -> float:
    """Return the chance that `seat` holds a card (a face of the side in play) of `color`, over worlds
    guessed from what `view` shows: the backs of its cards say which printed cards they can be."""
    if color is None or seat == view.player or not view.backs[seat]:
        return 0.0
    hits = 0
    for _ in range(samples):
        hands, _, _ = flip_world(view, rng, known)
        if any(c.color is color for c in hands[seat]):
            hits += 1
    return hits / samples
