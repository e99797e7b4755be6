"""Checks of what callers hand the model: seats, seeds, and loaded positions the rules can reach.

`Game.from_dict` calls `check_position` on every hand it reads. A hand dealt by `Game.new` (its save
says `"position": "dealt"`) must hold exactly the edition's deck across hands, piles and stock; a
position built with `Game.from_setup` or dealt from a custom deck (`"position": "set up"`) may hold
any cards, any number. Both are held to the same rules for everything else: the fields agree with the
phase (no winner while the hand is in play, no negative or stray pending draw...).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from game.model.cards import DARK, Card, Color, shown, standard_deck
from game.model.refusal import Phase

DEALT = "dealt"
SET_UP = "set up"
POSITIONS = (DEALT, SET_UP)


def check_seat(seat: Any, players: int, what: str = "seat") -> int:
    """Return `seat` when it is a seat of the table (an int from 0 to players - 1, not a bool); else ValueError."""
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"{what} must be a seat from 0 to {players - 1}, got {shown(seat)}")
    return seat


def check_seed(seed: Any) -> int | None:
    """Return `seed` when it is None or a whole number (not a bool); else ValueError."""
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"seed must be a whole number or None, got {type(seed).__name__} {shown(seed)}")
    return seed


def light_up(card: Card) -> Card:
    """`card` showing its light side (as the printed deck lists it); a one-sided card as it is."""
    return card.back if card.side == DARK and card.back is not None else card


def position_of(cards: Iterable[Card], edition: str) -> str:
    """Return DEALT when `cards` are exactly the edition's deck, else SET_UP (for saves that did not say)."""
    return DEALT if Counter(map(light_up, cards)) == Counter(standard_deck(edition)) else SET_UP


def _deck_difference(cards: Counter[Card], edition: str) -> str | None:
    """Return how `cards` differ from the edition's deck (one short phrase), None when they are the deck."""
    deck = Counter(standard_deck(edition))
    cards = Counter({light_up(c): k for c, k in cards.items()})
    extra = cards - deck
    missing = deck - cards
    if not extra and not missing:
        return None
    parts: list[str] = []
    if extra:
        parts.append("more " + ", ".join(f"{c.text} ({cards[c]} held, {deck[c]} in the deck)" for c in sorted(
            extra, key=lambda c: c.text)[:3]))
    if missing:
        parts.append("missing " + ", ".join(c.text for c in sorted(missing, key=lambda c: c.text)[:3]))
    return "; ".join(parts)


def check_position(
    *,
    position: str,
    edition: str,
    phase: str,
    phases: Sequence[str],
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    discard: Sequence[Card],
    current: int,
    color: Color | None,
    pending: int,
    pending_by: int | None,
    drawn: Card | None,
    winner: int | None,
    points: int,
    called: Sequence[bool],
    exposed: Sequence[int],
    actions: int,
    pending_color: Color | None = None,
) -> None:
    """Raise ValueError (one line) when the fields of a loaded hand do not make a position of the rules.

    `phases` is the model's (play, drawn, penalty, color, over), in that order.
    """
    play, drawn_phase, penalty, color_phase, over = phases
    if position not in POSITIONS:
        raise ValueError(f"position must be one of {', '.join(POSITIONS)}, got {shown(position)}")
    if position == DEALT:
        cards: Counter[Card] = Counter()
        for hand in hands:
            cards.update(hand)
        cards.update(stock)
        cards.update(discard)
        difference = _deck_difference(cards, edition)
        if difference is not None:
            raise ValueError(f"the cards of a dealt hand are not the {edition} deck: {difference}")
    if actions < 0:
        raise ValueError(f"actions must be 0 or more, got {actions}")
    if points < 0:
        raise ValueError(f"points must be 0 or more, got {points}")
    if pending < 0:
        raise ValueError(f"pending draw must be 0 or more, got {pending}")
    if phase is over:
        if winner is not None and hands[winner]:
            raise ValueError(f"seat {winner} won holding {len(hands[winner])} cards")
        if winner is None and points:
            raise ValueError("a hand with no winner scores no points")
        if pending or exposed or drawn is not None:
            raise ValueError("a finished hand has nothing pending")
        return
    if winner is not None:
        raise ValueError(f"seat {winner} is the winner while the hand is in play")
    if points:
        raise ValueError(f"{points} points are scored while the hand is in play")
    if position == DEALT and not all(hands):
        empty = next(s for s, h in enumerate(hands) if not h)
        raise ValueError(f"seat {empty} holds no card while the hand is in play")
    if phase is penalty:
        if (pending <= 0 and pending_color is None) or pending_by is None:
            raise ValueError("a penalty phase with nothing pending")
    elif pending or pending_by is not None:
        raise ValueError(f"a draw of {pending} is pending outside the penalty phase")
    if phase is drawn_phase:
        if drawn is None or drawn not in hands[current]:
            raise ValueError("the card just drawn is not in the player's hand")
    elif drawn is not None:
        raise ValueError("a card is marked as just drawn outside the drawn phase")
    if phase is color_phase:
        if color is not None:
            raise ValueError("a colour is in force while one is to be named")
    elif color is None:
        raise ValueError("no colour in force")
    if len(set(exposed)) != len(exposed):
        raise ValueError("a seat is open to a catch twice")
    for seat in exposed:
        if len(hands[seat]) != 1 or called[seat]:
            raise ValueError(f"seat {seat} is open to a catch without holding one uncalled card")
    if phase is play and not discard[-1].wild and color is not discard[-1].color and position == DEALT:
        raise ValueError(f"the colour in force is {color} on a {discard[-1].text}")


def phase_of(value: Any) -> Phase:
    """Return the Phase member for a contract string (or a member); ValueError for anything else."""
    if isinstance(value, str):
        try:
            return Phase(value)
        except ValueError:
            pass
    raise ValueError(f"bad phase {shown(value)}")


def whole(value: Any) -> int:
    """Return `value` when it is a whole number (not a bool); else ValueError."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected a whole number, got {shown(value)}")
    return value
