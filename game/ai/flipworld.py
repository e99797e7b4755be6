"""Guessing the hidden cards of an UNO Flip! hand from one seat's view, for the hard player's search.

At a real table a seat knows the faces of its own cards, the backs (other sides) of everyone else's, the
back of the draw pile's top and the faces of the discard pile laid since the table last turned over. A
guess deals the printed deck's two-sided cards to match all of that: another seat's card is a printed
card whose other side is the back that seat shows; this seat's own card is one whose face it shows,
its back drawn at random among those the deck still has (the seat never saw it); the rest is shuffled
into the draw pile and the hidden part of the discard pile. Nothing else is read: two positions that
differ only in backs this seat has not seen give the same guesses from the same generator.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from game.model.cards import Card, standard_deck
from game.model.checks import light_up
from game.model.view import PlayerView


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


def flip_world(view: PlayerView, rng: random.Random) -> tuple[list[list[Card]], list[Card], list[Card]]:
    """Return a guess (hands, stock top-first, discard pile bottom-first) of two-sided cards showing the
    side in play, consistent with `view` (for `Game.from_view(..., discard=...)`)."""
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
    for face in view.hand:
        hands[me].append(_take(pool, rng, lambda c, f=face: c.face is f, Card(face.color, face.rank, face)))  # type: ignore[misc]
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
