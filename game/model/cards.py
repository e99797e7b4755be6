"""Cards, colours, ranks and the deck.

A `Card` is interned: `Card(Color.RED, Rank.FIVE)` always returns the same object, so equality and
hashing are by identity (fast on the hot path) and still mean "same colour and rank". Never iterate a
`set` of cards where order matters: identity hashes differ between processes.
"""
from __future__ import annotations

import reprlib
from enum import Enum
from typing import Any, ClassVar

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 3
_SHORT.maxstring = 60
_SHORT.maxother = 60
_SHORT.maxlong = 40


def shown(value: Any) -> str:
    """Return `repr(value)` for an error message, kept short: nested values stop after a few levels and
    long ones are cut (a message must never fail on, or print all of, what it names)."""
    try:
        return _SHORT.repr(value)
    except (RecursionError, ValueError):
        return f"<{type(value).__name__}>"


class Color(Enum):
    """The four colours. The value is the notation letter."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"

    @property
    def letter(self) -> str:
        """Return the notation letter (R, Y, G, B)."""
        return str(self.value)

    @property
    def label(self) -> str:
        """Return the name a person reads ("Red")."""
        return self.name.capitalize()


class Rank(Enum):
    """Every rank. The value is the notation suffix."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "S"
    REVERSE = "R"
    DRAW_TWO = "D2"
    WILD = "W"
    WILD_DRAW_FOUR = "W4"
    WILD_SHUFFLE_HANDS = "WS"
    WILD_CUSTOMIZABLE = "WC"

    @property
    def is_wild(self) -> bool:
        """Return True for the black cards."""
        return self in _WILD_RANKS

    @property
    def is_number(self) -> bool:
        """Return True for 0-9."""
        return self in _NUMBER_VALUE

    @property
    def label(self) -> str:
        """Return the name a person reads ("Draw Two", "7")."""
        return _RANK_LABEL[self]


_WILD_RANKS = frozenset({Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.WILD_SHUFFLE_HANDS, Rank.WILD_CUSTOMIZABLE})
_NUMBER_VALUE: dict[Rank, int] = {
    r: i
    for i, r in enumerate(
        (Rank.ZERO, Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE)
    )
}
_RANK_LABEL: dict[Rank, str] = {r: str(v) for r, v in _NUMBER_VALUE.items()}
_RANK_LABEL.update(
    {
        Rank.SKIP: "Skip",
        Rank.REVERSE: "Reverse",
        Rank.DRAW_TWO: "Draw Two",
        Rank.WILD: "Wild",
        Rank.WILD_DRAW_FOUR: "Wild Draw Four",
        Rank.WILD_SHUFFLE_HANDS: "Wild Shuffle Hands",
        Rank.WILD_CUSTOMIZABLE: "Wild Customizable",
    }
)
CLASSIC_POINTS: dict[Rank, int] = dict(_NUMBER_VALUE)
"""The classic points table (the 2018 edition's too): numbers at face value, then per action card."""
_POINTS = CLASSIC_POINTS
CLASSIC_POINTS.update(
    {
        Rank.SKIP: 20,
        Rank.REVERSE: 20,
        Rank.DRAW_TWO: 20,
        Rank.WILD: 50,
        Rank.WILD_DRAW_FOUR: 50,
        Rank.WILD_SHUFFLE_HANDS: 40,
        Rank.WILD_CUSTOMIZABLE: 40,
    }
)


class Kind:
    """What a rank does when played, as data the rules read: one value per rank, shared by every edition
    that has the rank (`game.model.effects` holds the code of each effect, once).

    - `draw`: cards the next player draws (a Draw Two 2, a Wild Draw Four 4; 0 for no draw card);
    - `until_color`: the next player draws until a card of the named colour comes (on top of `draw`);
    - `restricted`: a wild draw card, legal only without a card of the colour in force unless
      challenges are on, and then open to a challenge;
    - `stack`: which draw cards may answer which under stacking: cards of one rank always answer each
      other; with mixed stacking a `"wild"` draw answers a `"colored"` one, and a coloured one of the
      named colour a wild one;
    - `name`: the effect's name in `game.model.effects` ("" for a number card or a plain wild).
    """

    __slots__ = ("draw", "name", "penalty", "restricted", "stack", "until_color")

    def __init__(self, name: str = "", draw: int = 0, until_color: bool = False, restricted: bool = False,
                 stack: str | None = None) -> None:
        self.name = name
        self.draw = draw
        self.until_color = until_color
        self.restricted = restricted
        self.stack = stack
        self.penalty = bool(draw or until_color)
        """True for a draw card (the next player draws and loses the turn)."""

    def __repr__(self) -> str:
        return f"Kind({self.name!r})"


PLAIN = Kind()
KINDS: dict[Rank, Kind] = {r: PLAIN for r in Rank}
KINDS.update(
    {
        Rank.SKIP: Kind("skip"),
        Rank.REVERSE: Kind("reverse"),
        Rank.DRAW_TWO: Kind("draw", draw=2, stack="colored"),
        Rank.WILD_DRAW_FOUR: Kind("draw", draw=4, restricted=True, stack="wild"),
        Rank.WILD_SHUFFLE_HANDS: Kind("shuffle_hands"),
        Rank.WILD_CUSTOMIZABLE: Kind("custom_wild"),
    }
)
"""Every rank's `Kind`. A number card and a plain Wild share `PLAIN` (no effect beyond the colour)."""

_COLOR_BY_LETTER = {c.value: c for c in Color}
_RANK_BY_SUFFIX = {r.value: r for r in Rank if not r.is_wild}
_WILD_BY_TEXT = {r.value: r for r in Rank if r.is_wild}


class Card:
    """One card: a colour (None for wilds) and a rank. Immutable, hashable, interned."""

    __slots__ = ("color", "index", "is_number", "kind", "number", "points", "rank", "restricted", "text", "wild")
    _cache: ClassVar[dict[tuple[Color | None, Rank], Card]] = {}
    _by_text: ClassVar[dict[str, Card]] = {}

    color: Color | None
    rank: Rank
    wild: bool
    is_number: bool
    number: int
    points: int
    text: str
    index: int
    kind: Kind
    """What the card does when played (shared by every card of its rank)."""
    restricted: bool
    """`kind.restricted`, at hand on the hot path: a wild draw card (Wild Draw Four)."""

    def __new__(cls, color: Color | None, rank: Rank) -> Card:
        key = (color, rank)
        card = cls._cache.get(key)
        if card is not None:
            return card
        if not isinstance(rank, Rank):
            raise ValueError(f"not a rank: {shown(rank)}")
        if rank.is_wild:
            if color is not None:
                raise ValueError(f"a {rank.label} has no colour (got {shown(color)})")
            text = rank.value
        else:
            if not isinstance(color, Color):
                raise ValueError(f"a {rank.label} needs a colour (got {shown(color)})")
            text = color.value + rank.value
        card = object.__new__(cls)
        setter = object.__setattr__
        setter(card, "color", color)
        setter(card, "rank", rank)
        setter(card, "wild", rank.is_wild)
        setter(card, "is_number", rank.is_number)
        setter(card, "number", _NUMBER_VALUE.get(rank, -1))
        setter(card, "points", _POINTS[rank])
        setter(card, "kind", KINDS[rank])
        setter(card, "restricted", KINDS[rank].restricted)
        setter(card, "text", text)
        setter(card, "index", len(cls._cache))
        cls._cache[key] = card
        cls._by_text[text] = card
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.color, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"

    @property
    def label(self) -> str:
        """Return the name a person reads ("Blue Skip", "Wild Draw Four")."""
        if self.color is None:
            return self.rank.label
        return f"{self.color.label} {self.rank.label}"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Return a key that groups by colour (wilds last) then rank."""
        color_order = 4 if self.color is None else _COLOR_ORDER[self.color]
        return (color_order, _RANK_ORDER[self.rank])

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read the notation: "R5", "GS", "BR", "YD2", "W", "W4", "WS", "WC"."""
        card = cls._by_text.get(text) if isinstance(text, str) else None
        if card is not None:
            return card
        if not isinstance(text, str):
            raise ValueError(f"card notation must be a string, got {shown(text)}")
        wild = _WILD_BY_TEXT.get(text)
        if wild is not None:
            return cls(None, wild)
        if len(text) >= 2:
            color = _COLOR_BY_LETTER.get(text[0])
            rank = _RANK_BY_SUFFIX.get(text[1:])
            if color is not None and rank is not None:
                return cls(color, rank)
        raise ValueError(f"not a card: {shown(text)} (expected e.g. R5, GS, BR, YD2, W, W4, WS, WC)")


_COLOR_ORDER = {c: i for i, c in enumerate(Color)}
_RANK_ORDER = {r: i for i, r in enumerate(Rank)}

# Create every card once so `index` is stable whatever order the program first meets them in.
ALL_CARDS: tuple[Card, ...] = tuple(
    [Card(c, r) for c in Color for r in Rank if not r.is_wild] + [Card(None, r) for r in Rank if r.is_wild]
)

_CLASSIC: tuple[Card, ...] = tuple(
    [Card(c, r) for c in Color for r in Rank if not r.is_wild for _ in range(1 if r is Rank.ZERO else 2)]
    + [Card(None, Rank.WILD)] * 4
    + [Card(None, Rank.WILD_DRAW_FOUR)] * 4
)
_EDITION_2018: tuple[Card, ...] = (
    _CLASSIC + (Card(None, Rank.WILD_SHUFFLE_HANDS),) + (Card(None, Rank.WILD_CUSTOMIZABLE),) * 3
)
EDITIONS = ("classic", "2018")


def standard_deck(edition: str = "classic") -> list[Card]:
    """Return a new, unshuffled deck: 108 cards, or 112 for the 2018 edition."""
    if edition == "classic":
        return list(_CLASSIC)
    if edition == "2018":
        return list(_EDITION_2018)
    raise ValueError(f"unknown edition: {shown(edition)} (expected 'classic' or '2018')")
