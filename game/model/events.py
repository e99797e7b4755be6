"""What happened: the events of every action, in the order a person at the table sees them.

`apply` returns the full truth. Give each seat `event.seen_by(seat)`: it hides the cards that seat may
not see (another player's drawn cards, another player's dealt hand, a hand shown only to a challenger).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from game.model.cards import Card, Color


class DrawReason(str, Enum):
    """Why cards were drawn (`CardsDrawn.reason`). Each member equals its string."""

    DRAW = "draw"
    """A turn's draw."""
    PENALTY = "penalty"
    """A Draw Two, a Wild Draw Four, or a stack of them."""
    UNO = "uno"
    """Caught not having said Uno."""
    CHALLENGE = "challenge"
    """The loser of a Wild Draw Four challenge."""
    CUSTOM = "custom"
    """A Wild Customizable's draw ("others_draw_one", "target_draws_two")."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


def _faces(value: Any) -> Any:
    """`value` with every two-sided card in it (in tuples, at any depth) replaced by its face."""
    if isinstance(value, Card):
        return value.face
    if isinstance(value, tuple):
        return tuple(_faces(v) for v in value)
    return value


def _two_sided(value: Any) -> bool:
    if isinstance(value, Card):
        return value.back is not None
    if isinstance(value, tuple):
        return any(_two_sided(v) for v in value)
    return False


def _backs(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The other side (one-sided) of each card: what the table sees of cards held by someone else."""
    return tuple(c.back.face if c.back is not None else c for c in cards)


_CARD_FIELDS: dict[type, tuple[str, ...]] = {}


def _face_up(event: Event) -> Event:
    """`event` with every two-sided card shown by its face alone (one-sided events are returned as they
    are): no seat learns the other side of a card from an event unless the table shows it."""
    kind = type(event)
    names = _CARD_FIELDS.get(kind)
    if names is None:
        names = _CARD_FIELDS[kind] = tuple(f.name for f in fields(event) if "Card" in str(f.type))
    changes = {name: _faces(getattr(event, name)) for name in names if _two_sided(getattr(event, name))}
    return replace(event, **changes) if changes else event


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""

    def seen_by(self, seat: int) -> Event:
        """Return this event as `seat` may see it (cards of UNO Flip! by the face that shows)."""
        return _face_up(self)


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    """Each seat drew a card; the highest number deals. `draws` lists (seat, card) in order drawn."""

    draws: tuple[tuple[int, Card], ...]
    dealer: int
    backs: tuple[Card, ...] = ()
    """UNO Flip!: the other side of each card drawn, in the order of `draws`: the table sees it (the stock
    shows its top card's back). Given by `seen_by`; empty in the other editions."""

    def seen_by(self, seat: int) -> Event:
        if not _two_sided(self.draws):
            return self
        return replace(self, draws=_faces(self.draws), backs=_backs(tuple(card for _seat, card in self.draws)))


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The deal: `hands[seat]` is None for hands this seat may not see. `counts` is public."""

    dealer: int
    counts: tuple[int, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    backs: tuple[tuple[Card, ...], ...] = ()
    """UNO Flip!: for every seat, the other side of each card dealt to it, in the order dealt (the seat's own
    entry is empty: nobody sees the other side of their own cards). Given by `seen_by`; empty in the other
    editions."""

    def seen_by(self, seat: int) -> Event:
        backs = (tuple(() if i == seat or h is None else _backs(h) for i, h in enumerate(self.hands))
                 if _two_sided(self.hands) else ())
        return _face_up(replace(self, hands=tuple(h if i == seat else None for i, h in enumerate(self.hands)),
                                backs=backs))


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """The first discard was turned up. `returned`: it went back into the stock and another is turned.
    `back`, as a seat sees it under UNO Flip!: the card's other side, which everyone saw on top of the
    stock before it was turned (None for one-sided cards)."""

    card: Card
    returned: bool
    back: Card | None = None

    def seen_by(self, seat: int) -> Event:
        card = self.card
        if card.back is None:
            return self
        return replace(self, card=card.face, back=card.back.face)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """`player` played `card` (`color` declared for a wild; `jump_in` when out of turn)."""

    player: int
    card: Card
    color: Color | None
    jump_in: bool
    target: int | None
    left: int
    back: Card | None = None
    """UNO Flip!: the other side of the card played, which the table saw in the player's hand (None for the
    player, who never sees the other side of their own cards, and in the other editions). Given by
    `seen_by`."""

    def seen_by(self, seat: int) -> Event:
        card = self.card
        if card.back is None:
            return self
        return replace(self, card=card.face, back=None if seat == self.player else card.back.face)


@dataclass(frozen=True, slots=True)
class ColorChosen(Event):
    """The colour in force is now `color`."""

    player: int
    color: Color


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    """`player` misses a turn."""

    player: int


@dataclass(frozen=True, slots=True)
class DirectionChanged(Event):
    """Play now goes `direction` (+1 clockwise, -1 counter-clockwise)."""

    direction: int


@dataclass(frozen=True, slots=True)
class PenaltyPending(Event):
    """`player` faces `total` cards to draw (they may stack or challenge); `by` played the last card.

    `until`: UNO Flip!'s Wild Draw Color: after the `total` cards (0 for the card alone), `player` draws
    on until a card of this colour comes (None: no such draw)."""

    player: int
    total: int
    by: int
    until: Color | None = None


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """`player` drew `count` cards; `cards` is None for seats that may not see them.

    `reason`: a `DrawReason` ("draw", "penalty", "uno", "challenge" or "custom").
    """

    player: int
    count: int
    cards: tuple[Card, ...] | None
    reason: DrawReason

    def seen_by(self, seat: int) -> Event:
        """The drawer sees the cards' faces; in UNO Flip! everyone else sees their backs (the other side,
        which shows to the table), in the other editions nothing of them."""
        cards = self.cards
        if seat == self.player or cards is None:
            return _face_up(self)
        if _two_sided(cards):
            return replace(self, cards=_backs(cards))
        return replace(self, cards=None)


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    """`player` kept the card just drawn and the turn passed."""

    player: int


@dataclass(frozen=True, slots=True)
class HandsSwapped(Event):
    """Seven-O: `player` and `target` swapped hands. `sizes` are every hand's size afterwards."""

    player: int
    target: int
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandsPassed(Event):
    """Seven-O: every hand passed to the next seat in `direction`."""

    player: int
    direction: int
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandsShuffled(Event):
    """Wild Shuffle Hands: every hand gathered, shuffled and dealt again from the player's left."""

    player: int
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WildSwapped(HandsSwapped):
    """Wild Customizable ("swap_hands"): `player` and `target` swapped hands. A kind of `HandsSwapped`."""


@dataclass(frozen=True, slots=True)
class OthersDrawOne(Event):
    """Wild Customizable ("others_draw_one"): every other seat draws one (their `CardsDrawn` follow,
    reason "custom", each card seen only by its drawer)."""

    player: int


@dataclass(frozen=True, slots=True)
class EveryoneSkipped(Event):
    """Wild Customizable ("skip_everyone"): every other seat is skipped; `player` plays again."""

    player: int


@dataclass(frozen=True, slots=True)
class ColorDiscarded(Event):
    """Wild Customizable ("discard_color"): `player` discarded every `color` card held (face up, under
    the Wild Customizable, which stays on top). `left`: cards held afterwards."""

    player: int
    color: Color
    cards: tuple[Card, ...]
    left: int


@dataclass(frozen=True, slots=True)
class TargetDrawsTwo(Event):
    """Wild Customizable ("target_draws_two"): `player` made `target` draw two (their `CardsDrawn`
    follows, reason "custom", the cards seen only by `target`)."""

    player: int
    target: int


@dataclass(frozen=True, slots=True)
class UnoCalled(Event):
    """`player` said "Uno"."""

    player: int


@dataclass(frozen=True, slots=True)
class UnoCaught(Event):
    """`player` caught `target` not having said Uno; `target` draws `penalty`."""

    player: int
    target: int
    penalty: int


@dataclass(frozen=True, slots=True)
class ChallengeResolved(Event):
    """`player` challenged `accused`'s Wild Draw Four. `bluff` True: it was played illegally.

    `hand` is the accused's hand as shown to the challenger (None for everyone else).
    `loser` draws `penalty` cards next.
    """

    player: int
    accused: int
    bluff: bool
    hand: tuple[Card, ...] | None
    loser: int
    penalty: int

    def seen_by(self, seat: int) -> Event:
        if seat in (self.player, self.accused) or self.hand is None:
            return _face_up(self)
        return replace(self, hand=None)


@dataclass(frozen=True, slots=True)
class StockReshuffled(Event):
    """The discard pile but its top card was shuffled into a new stock of `count` cards."""

    count: int


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """The hand ended: `winner` (None when drawn) scores `points`; every hand is shown."""

    winner: int | None
    points: int
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class TableTurned(Event):
    """UNO Flip!: `player`'s Flip turned the table over: the discard pile (its old bottom card, `top`,
    now on top showing its other side), the draw pile and every hand. `side` is the side now in play.
    `hands` is every hand after the turn (the full truth); each seat sees its own cards' faces and the
    others' backs."""

    player: int
    side: str
    top: Card
    hands: tuple[tuple[Card, ...], ...]

    def seen_by(self, seat: int) -> Event:
        return replace(self, top=self.top.face, hands=tuple(
            _faces(h) if i == seat else _backs(h) for i, h in enumerate(self.hands)))


def handed_one_card(events: Iterable[Event], own: bool = False) -> tuple[int, ...]:
    """Return the seats that someone else's play among `events` leaves holding one card (a Seven-O
    swap or pass, Wild Shuffle Hands, a Wild Customizable swap), in seat order. `own`: the player
    whose play moved the hands counts too (their 7 took them down to a hand of one they had not seen).

    Such a seat holds its last card without having played its next-to-last, so it has not yet had
    its chance to say Uno (the table gives it time before a catch).
    """
    sizes: dict[int, int] = {}
    for e in events:
        if isinstance(e, HandsSwapped | HandsPassed | HandsShuffled):
            for seat, size in enumerate(e.sizes):
                if own or seat != e.player:
                    sizes[seat] = size
        elif isinstance(e, CardPlayed | ColorDiscarded | CardsDrawn):
            sizes.pop(e.player, None)
    return tuple(sorted(seat for seat, size in sizes.items() if size == 1))
