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
    """The colours. The value is the notation letter. The classic four come first; the dark side of
    UNO Flip! adds pink, teal, orange and purple (each edition says which colours it plays with:
    `game.model.edition`)."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    PINK = "P"
    TEAL = "T"
    ORANGE = "O"
    PURPLE = "U"

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
    DRAW_ONE = "D1"
    WILD_DRAW_TWO = "W2"
    FLIP = "F"
    DRAW_FIVE = "D5"
    SKIP_EVERYONE = "SE"
    WILD_DRAW_COLOR = "WDC"

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


_WILD_RANKS = frozenset({Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.WILD_SHUFFLE_HANDS, Rank.WILD_CUSTOMIZABLE,
                         Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOR})
CLASSIC_RANKS: tuple[Rank, ...] = tuple(Rank)[:17]
"""The ranks of the classic and 2018 decks, in their order (the later members are UNO Flip!'s)."""
CLASSIC_COLORS: tuple[Color, ...] = tuple(Color)[:4]
"""The four colours of the classic game (and of the light side of UNO Flip!)."""
DARK_COLORS: tuple[Color, ...] = tuple(Color)[4:]
"""The four colours of the dark side of UNO Flip!."""
LIGHT = "light"
DARK = "dark"
_LIGHT_ONLY = frozenset({Rank.DRAW_ONE, Rank.WILD_DRAW_TWO, Rank.SKIP})
_DARK_ONLY = frozenset({Rank.DRAW_FIVE, Rank.WILD_DRAW_COLOR, Rank.SKIP_EVERYONE})
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
        Rank.DRAW_ONE: "Draw One",
        Rank.WILD_DRAW_TWO: "Wild Draw Two",
        Rank.FLIP: "Flip",
        Rank.DRAW_FIVE: "Draw Five",
        Rank.SKIP_EVERYONE: "Skip Everyone",
        Rank.WILD_DRAW_COLOR: "Wild Draw Color",
    }
)
FLIP_POINTS: dict[Rank, int] = {r: v for r, v in _NUMBER_VALUE.items() if r is not Rank.ZERO}
"""UNO Flip!'s points, the same for both sides (a rank on both sides scores the same on each)."""
FLIP_POINTS.update(
    {
        Rank.DRAW_ONE: 10,
        Rank.DRAW_FIVE: 20,
        Rank.SKIP: 20,
        Rank.REVERSE: 20,
        Rank.FLIP: 20,
        Rank.SKIP_EVERYONE: 30,
        Rank.WILD: 40,
        Rank.WILD_DRAW_TWO: 50,
        Rank.WILD_DRAW_COLOR: 60,
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
_POINTS_ONE_SIDED = dict(CLASSIC_POINTS)
_POINTS_ONE_SIDED.update({r: v for r, v in FLIP_POINTS.items() if r not in CLASSIC_POINTS})


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
        Rank.DRAW_ONE: Kind("draw", draw=1, stack="colored"),
        Rank.DRAW_FIVE: Kind("draw", draw=5, stack="colored"),
        Rank.WILD_DRAW_TWO: Kind("draw", draw=2, restricted=True, stack="wild"),
        Rank.WILD_DRAW_COLOR: Kind("draw", until_color=True, restricted=True, stack="wild"),
        Rank.SKIP_EVERYONE: Kind("skip_everyone"),
        Rank.FLIP: Kind("flip"),
    }
)
"""Every rank's `Kind`. A number card and a plain Wild share `PLAIN` (no effect beyond the colour)."""

_COLOR_BY_LETTER = {c.value: c for c in Color}
_RANK_BY_SUFFIX = {r.value: r for r in Rank if not r.is_wild}
_WILD_BY_TEXT = {r.value: r for r in Rank if r.is_wild}


class Card:
    """One card: a colour (None for wilds) and a rank. Immutable, hashable, interned.

    A two-sided card (UNO Flip!) also has `back`: the same physical card seen from its other side (a
    two-sided `Card` whose `back` is this one). `face` is the one-sided card that shows (a one-sided
    card's `face` is itself). Colour, rank and everything the rules read are the face's; `points` are
    UNO Flip!'s for a two-sided card. Two cards are equal when both sides are.
    """

    __slots__ = ("back", "color", "face", "index", "is_number", "kind", "number", "points", "rank", "restricted",
                 "side", "text", "wild")
    _cache: ClassVar[dict[tuple[Any, ...], Card]] = {}
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
    back: Card | None
    """A two-sided card's other side (two-sided too, its `back` this card); None for a one-sided card."""
    face: Card
    """The one-sided card that shows (this card itself when one-sided)."""
    side: str | None
    """The side of UNO Flip! this face belongs to ("light" or "dark"), None when the card does not say
    (a plain Wild on both sides). The classic cards say "light"."""

    def __new__(cls, color: Color | None, rank: Rank, back: Card | None = None) -> Card:
        if back is None:
            key: tuple[Any, ...] = (color, rank)
        elif isinstance(back, Card):
            key = (color, rank, back.face)
        else:
            raise ValueError(f"the back of a card must be a Card, got {shown(back)}")
        card = cls._cache.get(key)
        if card is not None:
            return card
        face = cls._one_sided(color, rank)
        if back is None:
            return face
        other = back.face
        card = cls._make(face, None)
        turned = card if other is face else cls._make(other, None)
        object.__setattr__(card, "back", turned)
        object.__setattr__(turned, "back", card)
        for c in (card, turned):
            object.__setattr__(c, "text", f"{c.face.text}/{c.back.face.text}")  # type: ignore[union-attr]
            if c.side is None:
                object.__setattr__(c, "side", _other_side(c.back.face.side))  # type: ignore[union-attr]
            cls._cache[(c.color, c.rank, c.back.face)] = c  # type: ignore[union-attr]
            cls._by_text[c.text] = c
        return card

    @classmethod
    def _one_sided(cls, color: Color | None, rank: Rank) -> Card:
        card = cls._cache.get((color, rank))
        if card is not None:
            return card
        if not isinstance(rank, Rank):
            raise ValueError(f"not a rank: {shown(rank)}")
        if rank.is_wild:
            if color is not None:
                raise ValueError(f"a {rank.label} has no colour (got {shown(color)})")
        elif not isinstance(color, Color):
            raise ValueError(f"a {rank.label} needs a colour (got {shown(color)})")
        card = cls._make(None, (color, rank))
        cls._cache[(color, rank)] = card
        cls._by_text[card.text] = card
        return card

    @classmethod
    def _make(cls, face: Card | None, one: tuple[Color | None, Rank] | None) -> Card:
        """A new card object: one-sided (`one` gives its colour and rank) or showing `face`."""
        card = object.__new__(cls)
        setter = object.__setattr__
        if face is None:
            assert one is not None
            color, rank = one
            setter(card, "face", card)
            setter(card, "points", _POINTS_ONE_SIDED[rank])
            setter(card, "text", rank.value if color is None else color.value + rank.value)
            if color is None:
                side = LIGHT if rank in _LIGHT_ONLY else DARK if rank in _DARK_ONLY else None
            else:
                side = DARK if color in DARK_COLORS else LIGHT
            setter(card, "side", side)
        else:
            color, rank = face.color, face.rank
            setter(card, "face", face)
            setter(card, "points", FLIP_POINTS.get(rank, _POINTS_ONE_SIDED[rank]))
            setter(card, "side", face.side)
        setter(card, "back", None)
        setter(card, "color", color)
        setter(card, "rank", rank)
        setter(card, "wild", rank.is_wild)
        setter(card, "is_number", rank.is_number)
        setter(card, "number", _NUMBER_VALUE.get(rank, -1))
        setter(card, "kind", KINDS[rank])
        setter(card, "restricted", KINDS[rank].restricted)
        setter(card, "index", len(cls._cache))
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        if self.back is None:
            return (Card, (self.color, self.rank))
        return (Card, (self.color, self.rank, self.back.face))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"

    @property
    def two_sided(self) -> bool:
        return self.back is not None

    @property
    def other_side(self) -> Card | None:
        """The one-sided card printed on the other side (None for a one-sided card)."""
        return None if self.back is None else self.back.face

    @property
    def label(self) -> str:
        """Return the name a person reads ("Blue Skip", "Wild Draw Four")."""
        if self.color is None:
            return self.rank.label
        return f"{self.color.label} {self.rank.label}"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Return a key that groups by colour (wilds last) then rank."""
        color_order = len(_COLOR_ORDER) if self.color is None else _COLOR_ORDER[self.color]
        return (color_order, _RANK_ORDER[self.rank])

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read the notation: "R5", "GS", "BR", "YD2", "W", "W4", "WS", "WC"; UNO Flip!'s "PD5", "W2",
        "WDC"...; a two-sided card as its face, a slash, its back: "R1/P3"."""
        card = cls._by_text.get(text) if isinstance(text, str) else None
        if card is not None:
            return card
        if not isinstance(text, str):
            raise ValueError(f"card notation must be a string, got {shown(text)}")
        if text.count("/") == 1:
            face_text, back_text = text.split("/")
            face, back = cls._parse_one(face_text), cls._parse_one(back_text)
            if face is not None and back is not None:
                return cls(face.color, face.rank, back)
        else:
            card = cls._parse_one(text)
            if card is not None:
                return card
        raise ValueError(f"not a card: {shown(text)} (expected e.g. R5, GS, BR, YD2, W, W4, WS, WC, or R1/P3)")

    @classmethod
    def _parse_one(cls, text: str) -> Card | None:
        wild = _WILD_BY_TEXT.get(text)
        if wild is not None:
            return cls(None, wild)
        if len(text) >= 2:
            color = _COLOR_BY_LETTER.get(text[0])
            rank = _RANK_BY_SUFFIX.get(text[1:])
            if color is not None and rank is not None:
                return cls(color, rank)
        return None


def _other_side(side: str | None) -> str | None:
    return None if side is None else (DARK if side == LIGHT else LIGHT)


_COLOR_ORDER = {c: i for i, c in enumerate(Color)}
_RANK_ORDER = {r: i for i, r in enumerate(Rank)}

# Create every card once so `index` is stable whatever order the program first meets them in.
ALL_CARDS: tuple[Card, ...] = tuple(
    [Card(c, r) for c in CLASSIC_COLORS for r in CLASSIC_RANKS if not r.is_wild]
    + [Card(None, r) for r in CLASSIC_RANKS if r.is_wild]
)
"""Every card of the classic and 2018 decks, once (indices 0-55)."""

_CLASSIC: tuple[Card, ...] = tuple(
    [Card(c, r) for c in CLASSIC_COLORS for r in CLASSIC_RANKS if not r.is_wild
     for _ in range(1 if r is Rank.ZERO else 2)]
    + [Card(None, Rank.WILD)] * 4
    + [Card(None, Rank.WILD_DRAW_FOUR)] * 4
)
_EDITION_2018: tuple[Card, ...] = (
    _CLASSIC + (Card(None, Rank.WILD_SHUFFLE_HANDS),) + (Card(None, Rank.WILD_CUSTOMIZABLE),) * 3
)
FLIP_FACES: tuple[Card, ...] = tuple(
    [Card(c, r) for c in CLASSIC_COLORS for r in Rank if not r.is_wild and r not in _DARK_ONLY
     and r is not Rank.ZERO and r is not Rank.DRAW_TWO]
    + [Card(c, r) for c in DARK_COLORS for r in Rank if not r.is_wild and r not in _LIGHT_ONLY
       and r is not Rank.ZERO and r is not Rank.DRAW_TWO]
    + [Card(None, r) for r in (Rank.WILD, Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOR)]
)
"""Every face of UNO Flip!, light then dark, once."""

FLIP_PRINTED = """
R1 P3 U2|R2 OR UD5|R3 WDC P7|R4 OF UD5|R5 P2 T5|R6 O9 PSE|R7 O1 U5|R8 UR T7|R9 U5 TR|RD1 P3 P4|RS W OD5
RR U3 T7|RF P8 U3|Y1 W PSE|Y2 T1 T8|Y3 PD5 U1|Y4 PD5 UF|Y5 U9 T8|Y6 WDC OSE|Y7 O2 U6|Y8 O2 P1|Y9 U4 T5
YD1 P1 U8|YS O3 TF|YR W TF|YF O8 P4|G1 O5 OF|G2 TD5 TSE|G3 PF U2|G4 P8 T9|G5 O7 T4|G6 WDC P5|G7 O6 T2
G8 PR T9|G9 OD5 PR|GD1 O6 T6|GS O9 U4|GR O1 P7|GF WDC T3|B1 USE USE|B2 O8 P6|B3 U8 T2|B4 U1 TD5|B5 OR P9
B6 UR TSE|B7 O3 OSE|B8 T4 TR|B9 O5 UF|BD1 P6 T6|BS P9 T1|BR W O4|BF U6 U7|W P5 PF U7 T3|W2 O4 O7 P2 U9
"""
"""The printed UNO Flip! deck (2019, Mattel GDR44): each light face, then the dark face on the back of
each of its copies (the contract's flip_deck.txt, line for line)."""


def _flip_deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for group in FLIP_PRINTED.replace("\n", "|").split("|"):
        if group.strip():
            light, *backs = group.split()
            face = Card.parse(light)
            cards.extend(Card(face.color, face.rank, Card.parse(b)) for b in backs)
    return tuple(cards)


_EDITION_FLIP = _flip_deck()
EDITIONS = ("classic", "2018", "flip")


def standard_deck(edition: str = "classic") -> list[Card]:
    """Return a new, unshuffled deck: 108 cards, 112 for the 2018 edition, 112 two-sided cards showing
    their light side for UNO Flip! ("flip")."""
    if edition == "classic":
        return list(_CLASSIC)
    if edition == "2018":
        return list(_EDITION_2018)
    if edition == "flip":
        return list(_EDITION_FLIP)
    raise ValueError(f"unknown edition: {shown(edition)} (expected 'classic', '2018' or 'flip')")
