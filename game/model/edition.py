"""Editions as values: what the rules read of the deck a hand is played with.

An `Edition` holds everything that differs from one printed game to the next:
- its deck (`deck()`, a new list each time) and how many cards it holds;
- its sides (`sides`): one for a one-sided game, two for a two-sided one, each with its own colours
  (the colours a wild may name, the colours of the colour picker) and its own points table;
- its first-card rules (`first_card_returned`: ranks that go back into the stock when turned as the
  first discard; every other card acts as if the dealer had played it, see `game.model.effects`);
- which house rules mean something with it (`unavailable`: rule name -> the reason a person reads
  when it does not, so that the settings can grey it out).

What each card does is not here: a card's `Kind` (`game.model.cards.KINDS`) says it as data, and
`game.model.effects` holds each effect's code once, for every edition whose deck has the card.

A third edition (for example one with new card kinds, knock-outs and a hand-size limit) is a new
`Edition` value in `EDITIONS`, new `Rank` members with their `Kind` and their effect in
`game.model.effects`, and, for rules of its own that no card carries, a field here that the rules
layer reads (as `first_card_returned` is read by the deal).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from game.model.cards import (
    ALL_CARDS,
    CLASSIC_COLORS,
    CLASSIC_POINTS,
    DARK,
    DARK_COLORS,
    EDITIONS,
    FLIP_FACES,
    FLIP_POINTS,
    LIGHT,
    Card,
    Color,
    Rank,
    shown,
    standard_deck,
)


@dataclass(frozen=True)
class Side:
    """One side of an edition's cards: its name, the colours a wild may name, its points table."""

    name: str
    colors: tuple[Color, ...]
    points: Mapping[Rank, int]


@dataclass(frozen=True)
class Edition:
    """One printed game (see the module's docstring)."""

    name: str
    title: str
    make_deck: Callable[[], list[Card]] = field(repr=False)
    sides: tuple[Side, ...]
    first_card_returned: frozenset[Rank]
    unavailable: Mapping[str, str]
    """House rules that mean nothing with this edition: rule name -> why (a sentence, no full stop)."""
    faces: tuple[Card, ...] = field(repr=False, default=ALL_CARDS)
    """Every one-sided card a `Play` of this edition can name."""
    help: tuple[str, ...] = field(repr=False, default=())
    """How this edition plays where it differs from the classic game, in paragraphs a person reads (How
    to play shows them; empty when nothing differs beyond the deck's own line)."""
    rule_lines: Mapping[str, str] = field(repr=False, default_factory=lambda: MappingProxyType({}))
    """House rules whose one line (`rules.RULE_HELP`) names cards this edition does not have: rule name ->
    the line that names this edition's cards instead (Settings and How to play show it)."""
    rule_details: Mapping[str, tuple[str, ...]] = field(repr=False, default_factory=lambda: MappingProxyType({}))
    """The same for the notes under a rule's line (`rules.RULE_DETAILS`): rule name -> this edition's notes."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (edition_of, (self.name,))  # one value per edition, pickled by its name

    def deck(self) -> list[Card]:
        """Return a new, unshuffled deck of this edition."""
        return self.make_deck()

    @property
    def deck_size(self) -> int:
        return len(self.make_deck())

    @property
    def two_sided(self) -> bool:
        return len(self.sides) > 1

    def side(self, name: str) -> Side:
        """Return the side called `name`; ValueError when this edition has none by that name."""
        for side in self.sides:
            if side.name == name:
                return side
        raise ValueError(f"the {self.title} deck has no {shown(name)} side")

    @property
    def first_side(self) -> Side:
        """The side a hand is dealt with face up."""
        return self.sides[0]

    def colors(self, side: str | None = None) -> tuple[Color, ...]:
        """Return the colours of `side` (the first side when None)."""
        return (self.first_side if side is None else self.side(side)).colors

    @property
    def restricted_label(self) -> str:
        """The names of the wild draw cards of this deck ("Wild Draw Four"), for messages."""
        sides = [c for card in self.make_deck() for c in (card, card.back) if c is not None]
        labels = dict.fromkeys(c.rank.label for c in sides if c.restricted)
        return " or ".join(labels) or "wild draw card"

    def side_of(self, cards: Iterable[Card]) -> int:
        """Return the index of the side that `cards` show (0 when none says); raise ValueError (naming the
        card) for a card this edition has no place for: a two-sided card in a one-sided edition or the
        other way round, a face the edition does not print, or cards showing different sides. (Pairs
        need not be printed ones: positions for tests and puzzles pair faces freely.)"""
        faces = self._face_set
        if not self.two_sided:
            for card in cards:
                if card.back is not None or card not in faces:
                    raise ValueError(f"the {self.title} deck has no {card.text}")
            return 0
        side: str | None = None
        for card in cards:
            back = card.back
            if back is None:
                raise ValueError(f"{self.title} takes two-sided cards (the face, a slash, the back: R1/P3), "
                                 f"got {card.text}")
            if card.face not in faces or back.face not in faces:
                raise ValueError(f"{self.title} has no {card.text}")
            shows = card.side
            if shows is None:
                continue
            if side is None:
                side = shows
            elif shows != side:
                raise ValueError(f"every card must show the same side: {card.text} shows the {shows} side, "
                                 f"others the {side} side")
        return 0 if side is None else [s.name for s in self.sides].index(side)

    @property
    def _face_set(self) -> frozenset[Card]:
        return _FACE_SETS.setdefault(self.name, frozenset(self.faces))

    def unavailable_reason(self, rule: str) -> str | None:
        """Return why house rule `rule` means nothing with this edition, or None when it does."""
        return self.unavailable.get(rule)


CLASSIC = Edition(
    name="classic",
    title="Classic",
    make_deck=lambda: standard_deck("classic"),
    sides=(Side(LIGHT, CLASSIC_COLORS, MappingProxyType(CLASSIC_POINTS)),),
    first_card_returned=frozenset({Rank.WILD_DRAW_FOUR}),
    unavailable=MappingProxyType({"custom_wild": "the classic deck has no Wild Customizable card"}),
)
EDITION_2018 = Edition(
    name="2018",
    title="2018",
    make_deck=lambda: standard_deck("2018"),
    sides=(Side(LIGHT, CLASSIC_COLORS, MappingProxyType(CLASSIC_POINTS)),),
    first_card_returned=frozenset({Rank.WILD_DRAW_FOUR}),
    unavailable=MappingProxyType({}),
)

_LIGHT_RANKS = frozenset(c.rank for c in standard_deck("flip"))
_DARK_RANKS = frozenset(c.back.rank for c in standard_deck("flip") if c.back is not None)
FLIP = Edition(
    name="flip",
    title="UNO Flip!",
    make_deck=lambda: standard_deck("flip"),
    sides=(
        Side(LIGHT, CLASSIC_COLORS, MappingProxyType({r: v for r, v in FLIP_POINTS.items() if r in _LIGHT_RANKS})),
        Side(DARK, DARK_COLORS, MappingProxyType({r: v for r, v in FLIP_POINTS.items() if r in _DARK_RANKS})),
    ),
    # A Wild Draw Two goes back as a Wild Draw Four does; a Flip turned first goes back too (a ruling:
    # the hand starts on the light side, see docs/rules.md).
    first_card_returned=frozenset({Rank.WILD_DRAW_TWO, Rank.FLIP}),
    unavailable=MappingProxyType({"custom_wild": "UNO Flip! has no Wild Customizable card"}),
    faces=FLIP_FACES,
    help=(
        "Every card has two sides. A hand starts on the light side: red, yellow, green and blue, as in the "
        "classic game. The other side of every card, the dark side, is pink, teal, orange and purple.",
        "You see only the side in play of your own cards, and the other side of everyone else's cards and of "
        "the top card of the draw pile: they see the other side of yours.",
        "Flip: the whole table turns over: the discard pile (its bottom card comes up on top), the draw pile "
        "and every hand. The colour in force is the new top card's; its action does not apply. A wild brought "
        "up: the player of the Flip names the colour.",
        "Light side: Draw One: the next player draws one and misses the turn. Wild Draw Two: name the colour; "
        "the next player draws two and misses the turn. There is no 0 and no Draw Two.",
        "Dark side: Draw Five: the next player draws five and misses the turn. Skip Everyone: every other "
        "player misses a turn: play again. Wild Draw Color: name a colour; the next player draws until a card "
        "of that colour comes, keeps them all and misses the turn.",
        "Wild Draw Two and Wild Draw Color may be played only without a card of the colour in force, and may be "
        "challenged as a Wild Draw Four: a bluff caught draws the penalty instead.",
        "Points count the side in play when the hand ends. Light: numbers at face value, Draw One 10, Skip, "
        "Reverse and Flip 20, Wild 40, Wild Draw Two 50. Dark: numbers at face value, Draw Five, Reverse and "
        "Flip 20, Skip Everyone 30, Wild 40, Wild Draw Color 60.",
    ),
    rule_lines=MappingProxyType({
        "stacking": "Answer a draw card with the same draw card (a Draw One with a Draw One, a Draw Five with a "
                    "Draw Five); the total passes on.",
        "stack_mixed": "With stacking: a wild draw card may answer a coloured one, and a coloured draw card of "
                       "the named colour a wild one.",
        "challenge": "A Wild Draw Two or a Wild Draw Color may be bluffed and challenged; off: only legal ones.",
    }),
    rule_details=MappingProxyType({
        "stack_mixed": (
            "A Wild Draw Two may answer a Draw One, and a Wild Draw Color a Draw Five. A Draw One or a Draw Five "
            "may answer a wild draw card only when it is of the colour that card named. The totals add up.",
        ),
    }),
)

_FACE_SETS: dict[str, frozenset[Card]] = {}
_BY_NAME: dict[str, Edition] = {e.name: e for e in (CLASSIC, EDITION_2018, FLIP)}
assert tuple(_BY_NAME) == EDITIONS


def edition_of(name: str) -> Edition:
    """Return the edition called `name` ("classic", "2018"); ValueError for any other."""
    edition = _BY_NAME.get(name) if isinstance(name, str) else None
    if edition is None:
        raise ValueError(f"unknown edition: {shown(name)} (expected {' or '.join(repr(e) for e in _BY_NAME)})")
    return edition
