"""Shared values of the model's hot path: the action objects and common events a table can offer,
built once per table shape, the shuffle and the seeding of the random generator.

Speed matters here (the simulator and the hard CPU play many thousands of hands), so every action
object a position can offer is built once per (players, seven_o, custom wild target, colours) and
reused, and the commonest events are made once and shared.
"""
from __future__ import annotations

import _random
import random
from functools import lru_cache, partial
from itertools import repeat, starmap

from game.model.actions import CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import Card, Color, Rank
from game.model.edition import edition_of
from game.model.events import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ColorChosen,
    DirectionChanged,
    DrawReason,
    PenaltyPending,
    TurnSkipped,
    UnoCalled,
)
from game.model.refusal import Phase

PLAY = Phase.PLAY
DRAWN = Phase.DRAWN
PENALTY = Phase.PENALTY
COLOR = Phase.COLOR
OVER = Phase.OVER
PHASES = tuple(Phase)

CARD_BITS = 16
"""Bits of `Card.index` in the keys of the shared events (every card the notation can name has an
index below 2**16)."""

_R_DRAW = DrawReason.DRAW
_SEVEN = Rank.SEVEN
_WC = Rank.WILD_CUSTOMIZABLE


class Tables:
    """Every action object that a game of `players` seats can offer, built once.

    `colors` are the colours a wild may name (those of the side in play); `cards` every card face
    that can be played.
    """

    __slots__ = ("catch", "challenge", "choose", "chosen", "colors", "draw", "drew", "kept", "no_backs", "passes",
                 "pending",
                 "played", "played_wild", "plays", "skipped", "uno", "uno_called")

    def __init__(self, players: int, seven_o: bool, custom_target: bool, colors: tuple[Color, ...],
                 cards: tuple[Card, ...]) -> None:
        self.colors = colors
        self.no_backs: tuple[tuple[Card, ...], ...] = ((),) * players
        """A view's `backs` in a one-sided edition: an empty entry per seat."""
        self.plays: list[dict[Card, tuple[Play, ...]]] = []
        for p in range(players):
            table: dict[Card, tuple[Play, ...]] = {}
            for card in cards:
                if card.rank is _WC and custom_target:
                    table[card] = tuple(
                        Play(p, card, col, t) for col in colors for t in range(players) if t != p
                    )
                elif card.wild:
                    table[card] = tuple(Play(p, card, col) for col in colors)
                elif seven_o and card.rank is _SEVEN:
                    table[card] = tuple(Play(p, card, None, t) for t in range(players) if t != p)
                else:
                    table[card] = (Play(p, card),)
            self.plays.append(table)
        self.draw = tuple(Draw(p) for p in range(players))
        self.passes = tuple(Pass(p) for p in range(players))
        self.challenge = tuple(Challenge(p) for p in range(players))
        self.uno = tuple(CallUno(p) for p in range(players))
        self.catch = tuple(tuple(Catch(p, t) for t in range(players)) for p in range(players))
        self.choose = tuple(tuple(ChooseColor(p, c) for c in colors) for p in range(players))
        # Events are immutable values too: the commonest are made once and shared (building a frozen
        # dataclass costs about as much as the rest of an action).
        self.skipped = tuple(TurnSkipped(p) for p in range(players))
        self.uno_called = tuple(UnoCalled(p) for p in range(players))
        self.kept = tuple(CardKept(p) for p in range(players))
        self.played: dict[int, CardPlayed] = {}
        """A plain play (no colour, no target, in turn) by key ((left << 4) + player << CARD_BITS) + card.index."""
        self.drew: dict[int, CardsDrawn] = {}
        """A turn's draw of one card, by key (player << CARD_BITS) + card.index."""
        self.played_wild: dict[int, CardPlayed] = {}
        """A wild played in turn, by key (_played's key << 4) + colour index."""
        self.chosen = tuple(tuple(ColorChosen(p, c) for c in colors) for p in range(players))
        """By player and colour index (`colors.index`, which compares by identity: no enum hashing)."""
        self.pending: dict[tuple[int, int, int, Color | None], PenaltyPending] = {}
        """By key (total * 16 + victim) * 16 + by."""


def drew(t: Tables, p: int, card: Card) -> CardsDrawn:
    """Return the event of `p` drawing `card` in an ordinary turn (shared)."""
    key = (p << CARD_BITS) + card.index
    event = t.drew.get(key)
    if event is None:
        event = t.drew[key] = CardsDrawn(p, 1, (card,), _R_DRAW)
    return event


def played(t: Tables, p: int, card: Card, left: int) -> CardPlayed:
    """Return the event of `p` playing the plain `card` in turn with `left` cards left (shared)."""
    key = ((left << 4) + p << CARD_BITS) + card.index
    event = t.played.get(key)
    if event is None:
        event = t.played[key] = CardPlayed(p, card, None, False, None, left)
    return event


def played_wild(t: Tables, p: int, card: Card, color: Color, left: int) -> CardPlayed:
    """Return the event of `p` playing the wild `card` in turn naming `color`, `left` cards left (shared)."""
    key = ((((left << 4) + p << CARD_BITS) + card.index) << 4) + t.colors.index(color)
    event = t.played_wild.get(key)
    if event is None:
        event = t.played_wild[key] = CardPlayed(p, card, color, False, None, left)
    return event


def pending(t: Tables, victim: int, total: int, by: int, until: Color | None = None) -> PenaltyPending:
    """Return the event of `victim` facing `total` cards played on them by `by`, then drawing `until` a
    card of that colour comes (None: no such draw) (shared)."""
    key = (total, victim, by, until)
    event = t.pending.get(key)
    if event is None:
        event = t.pending[key] = PenaltyPending(victim, total, by, until)
    return event


CALLS = (CallUno, Catch)
DIRECTION = {1: DirectionChanged(1), -1: DirectionChanged(-1)}
_TURNED: dict[tuple[Card, bool], CardTurned] = {}


def turned(card: Card, returned: bool) -> CardTurned:
    event = _TURNED.get((card, returned))
    if event is None:
        event = _TURNED[card, returned] = CardTurned(card, returned)
    return event


@lru_cache(maxsize=128)
def tables(players: int, seven_o: bool, custom_target: bool, edition: str = "classic", side: int = 0) -> Tables:
    """Return the shared `Tables` of a table shape: the colours of `side` of `edition`, its faces."""
    e = edition_of(edition)
    return Tables(players, seven_o, custom_target, e.sides[side].colors, e.faces)


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """Shuffle `cards` in place, uniformly, from `rng` alone.

    Sorting by a fresh random key per card is a uniform shuffle (ties have probability ~2**-53) and
    several times quicker than `random.shuffle`, whose loop runs in Python. The keys are `rng.random()`
    drawn in C, one per card in order (`list.sort` computes each key once, first to last), and the
    sort is stable.
    """
    cards.sort(key=partial(next, starmap(rng.random, repeat(()))))


_Random = random.Random
_c_seed = _random.Random.seed  # what Random.seed does for a whole number, without its Python layer


def seeded(seed: int | None) -> random.Random:
    """Return `random.Random(seed)`, in the same state, without the Python layers of its seeding."""
    if seed is None:
        return _Random()
    rng = _Random.__new__(_Random)
    _c_seed(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # what Random.seed sets besides
    return rng


def as_card(value: Card | str) -> Card:
    if isinstance(value, Card):
        return value
    return Card.parse(value)
