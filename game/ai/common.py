"""Small helpers shared by the CPU players: colour counts, unseen cards, Wild Draw Four odds."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.model.actions import Action, CallUno, Catch, Play
from game.model.cards import ALL_CARDS, CLASSIC_COLORS, DARK_COLORS, Card, Color, Rank, standard_deck
from game.model.view import PlayerView

COLORS: tuple[Color, ...] = CLASSIC_COLORS
"""The classic four (the colours of the light side of UNO Flip! too; the dark side's are `DARK_COLORS`,
counted in the same four places: `cidx`)."""
W4 = Rank.WILD_DRAW_FOUR
D2 = Rank.DRAW_TWO
SKIP = Rank.SKIP
REVERSE = Rank.REVERSE
SEVEN = Rank.SEVEN
ZERO = Rank.ZERO
WS = Rank.WILD_SHUFFLE_HANDS
WC = Rank.WILD_CUSTOMIZABLE

DEFAULT_BLUFF_PRIOR = 0.1
"""Prior chance that a player plays a Wild Draw Four whatever they hold (a habitual bluffer)."""


_RED, _YELLOW, _GREEN, _BLUE = COLORS
_PLACE = {c: i for i, c in enumerate(COLORS)} | {c: i for i, c in enumerate(DARK_COLORS)}


def cidx(color: Color | None) -> int:
    """Return a colour's place in a count list: 0-3 for the colours in `COLORS` order (the dark side's
    in `DARK_COLORS` order: one side is in play at a time), 4 for wilds."""
    if color is _RED:
        return 0
    if color is _YELLOW:
        return 1
    if color is _GREEN:
        return 2
    if color is _BLUE:
        return 3
    if color is None:
        return 4
    return _PLACE[color]


_CARD_CIDX: list[int] = [4] * (max(c.index for c in ALL_CARDS) + 1)


def _grow() -> None:
    """Fill `_CARD_CIDX` for every card made so far (UNO Flip!'s are made as they are met)."""
    cards = list(Card._cache.values())
    top = max(c.index for c in cards) + 1
    if top > len(_CARD_CIDX):
        _CARD_CIDX.extend([4] * (top - len(_CARD_CIDX)))
    for card in cards:
        _CARD_CIDX[card.index] = cidx(card.color)


_grow()


def turn_only(legal: Sequence[Action]) -> Sequence[Action]:
    """Return `legal` without saying Uno and catching: the decision awaited in this seat's turn.

    `choose` is handed the seat's full list (`Game.legal_actions()`, calls and catches included); the
    project's players say Uno and catch in `react`, which the table asks first, so they decide their
    turn from the rest. The same list comes back when there is nothing to leave out.
    """
    out = [a for a in legal if type(a) is not CallUno and type(a) is not Catch]
    return legal if len(out) == len(legal) else out


def card_cidx(card: Card) -> int:
    """Return `cidx(card.color)`, quickly."""
    try:
        return _CARD_CIDX[card.index]
    except IndexError:
        _grow()
        return _CARD_CIDX[card.index]


def count_list(cards: Iterable[Card]) -> list[int]:
    """Return how many cards of each colour `cards` holds, as a list indexed by `cidx` (4: wilds).

    Quicker than `color_counts` (no enum hashing): the players' scoring runs it in every rollout step.
    """
    if not isinstance(cards, (list, tuple)):
        cards = list(cards)
    counts = [0, 0, 0, 0, 0]
    table = _CARD_CIDX
    try:
        for c in cards:
            counts[table[c.index]] += 1
    except IndexError:
        _grow()
        return count_list(cards)
    return counts


def color_counts(cards: Iterable[Card]) -> dict[Color | None, int]:
    """Return how many cards of each colour (None: wilds) `cards` holds; every colour is a key."""
    counts: dict[Color | None, int] = dict.fromkeys(_ALL_COLORS, 0)
    for c in cards:
        counts[c.color] += 1
    return counts


_ALL_COLORS: tuple[Color | None, ...] = (*Color, None)


def side_colors(view: PlayerView | None, cards: Iterable[Card] = ()) -> tuple[Color, ...]:
    """Return the colours a wild may name now: the side in play's (UNO Flip!'s dark side: `DARK_COLORS`),
    else the classic four. Without a view, the side of the first coloured card of `cards`."""
    if view is not None:
        return DARK_COLORS if view.side == "dark" else COLORS
    for c in cards:
        if c.color is not None:
            return DARK_COLORS if c.color in DARK_COLORS else COLORS
    return COLORS


def holds_color(hand: Iterable[Card], color: Color | None) -> bool:
    """Return True when `hand` holds a coloured card of `color`."""
    return color is not None and any(c.color is color for c in hand)


def unseen_cards(view: PlayerView) -> Counter[Card]:
    """Return the cards this seat has not seen: the deck less its own hand and the discard pile."""
    deck = standard_deck(view.rules.edition)
    if view.rules.edition == "flip":  # the faces of the side in play
        deck = [c.face if view.side == "light" or c.back is None else c.back.face for c in deck]
    pool = Counter(deck)
    pool.subtract(view.hand)
    pool.subtract(view.discard_pile)
    return +pool


def color_share(pool: Counter[Card], color: Color | None) -> float:
    """Return the share of `pool` that is of `color`."""
    total = sum(pool.values())
    if total <= 0 or color is None:
        return 0.25
    return sum(n for c, n in pool.items() if c.color is color) / total


def chance_holds(share: float, size: int) -> float:
    """Return the chance that `size` cards drawn with colour share `share` hold at least one."""
    if size <= 0:
        return 0.0
    return 1.0 - (1.0 - min(max(share, 0.0), 1.0)) ** size


BluffRecord = dict[int, tuple[int, int]]
"""Per seat: (bluffs shown, Wild Draw Fours shown) in the challenges seen."""


def record_challenge(record: BluffRecord, accused: int, bluff: bool) -> None:
    """Count one challenge of `accused`'s Wild Draw Four in `record`."""
    shown, total = record.get(accused, (0, 0))
    record[accused] = (shown + (1 if bluff else 0), total + 1)


def bluff_rate(record: BluffRecord, seat: int, default: float) -> float:
    """Return how often `seat` bluffs, from `record` (`default` before any challenge: Laplace-smoothed)."""
    shown, total = record.get(seat, (0, 0))
    return (shown + default * 4) / (total + 4)


def bluff_odds(p_holds: float, prior: float) -> float:
    """Return the chance a Wild Draw Four is a bluff.

    A habitual bluffer (prior `prior`) plays it whatever it holds; an honest player only without the
    colour. `p_holds` is the chance the accused's hand holds the colour, before seeing the play.
    """
    honest_plays = (1.0 - prior) * (1.0 - p_holds)
    denom = prior + honest_plays
    return prior * p_holds / denom if denom > 0 else 1.0


def best_color(hand: Sequence[Card], view: PlayerView | None = None, exclude: Card | None = None) -> Color:
    """Return the colour `hand` holds most (ignoring one copy of `exclude`); ties to the most discarded."""
    counts = color_counts(hand)
    if exclude is not None:
        counts[exclude.color] -= 1
    colors = side_colors(view, hand)
    if view is not None:
        seen = color_counts(view.discard_pile)
        return max(colors, key=lambda c: (counts[c], seen[c]))
    return max(colors, key=lambda c: counts[c])


@dataclass(frozen=True)
class Decision:
    """A turn play seen: the public position before it and the play made."""

    player: int
    sizes: tuple[int, ...]
    top: Card
    color: Color | None
    direction: int
    discard: tuple[Card, ...]
    card: Card
    chosen: Color | None
    target: int | None


class UnoHabit:
    """How reliably a player says Uno: the easy and normal players' forgetting, decided in the agent.

    `forget` is the chance of not saying Uno when down to two cards, decided once per two-card hand (a
    forgotten Uno stays forgotten while the same two cards are held); `late` the chance, each time the
    player is asked while holding one card and open to a catch, that it remembers after all. A habit
    with `forget` 0 always says Uno at once (the hard player never forgets).

    It draws from a generator of its own, so that forgetting never shifts the player's other choices.
    """

    __slots__ = ("_forgot", "_held", "forget", "late", "rng")

    def __init__(self, forget: float, late: float, seed: int | None) -> None:
        self.forget = forget
        self.late = late
        self.rng = random.Random(None if seed is None else f"uno:{seed}")
        self._held: tuple[int, ...] = ()
        self._forgot = False

    def says(self, view: PlayerView) -> bool:
        """Return True when the player says Uno now (it holds two cards, or one while open to a catch).

        One card the player was handed (someone else's 7 or 0, a shuffle) is its first chance to say
        Uno, decided like a hand of two: it forgets at the `forget` rate, not only remembers at the
        `late` one (which made every CPU handed one card by a swap forget, and easy to catch)."""
        n = len(view.hand)
        key = tuple(sorted(c.index for c in view.hand))
        handed = n == 1 and key != self._held and not (len(self._held) == 2 and key[0] in self._held)
        if n == 2 or handed:  # its first chance: decided once for this hand
            if key != self._held:
                self._held = key
                self._forgot = self.forget > 0 and self.rng.random() < self.forget
            return not self._forgot
        if n == 1 and key == self._held and not self._forgot:
            return True  # a handed card it already said Uno for (asked again)
        return self.late > 0 and self.rng.random() < self.late


class OwnPlay:
    """The card this seat played last, and the discard pile's size just after it.

    The ruling on Jump-In (docs/rules.md): the model lets any seat holding the identical card jump in,
    the one that has just played it included, but no CPU jumps in on its own card (to the others it
    reads as two cards in one turn). While the card it played is still the top of the discard pile
    (the pile no bigger since), `others` takes its jump-ins out of an out-of-turn chance; someone
    else's identical card is fair game.
    """

    __slots__ = ("_card", "_size")

    def __init__(self) -> None:
        self._card: Card | None = None
        self._size = -1

    def note(self, view: PlayerView, action: Action | None) -> None:
        """Keep `action` when it is a card this seat (`view.player`) plays now."""
        if type(action) is Play and action.player == view.player:
            self._card = action.card
            self._size = view.discard_size + 1

    def on_top(self, view: PlayerView) -> bool:
        """Return True while the card this seat played last is the top of the discard pile."""
        return self._card is not None and view.discard_size == self._size and view.top == self._card

    def others(self, view: PlayerView, legal: Sequence[Action]) -> Sequence[Action]:
        """Return `legal` (an out-of-turn chance) without jumping in on this seat's own card."""
        if self._card is None or not self.on_top(view):
            return legal
        return [a for a in legal if type(a) is not Play]

    def react(self, view: PlayerView, legal: Sequence[Action],
              decide: Callable[[PlayerView, Sequence[Action]], Action | None]) -> Action | None:
        """Return `decide`'s answer to the out-of-turn chance `legal`, offered without jumping in on this
        seat's own card, and keep the card it plays (every level answers its chances through this)."""
        action = decide(view, self.others(view, legal))
        self.note(view, action)
        return action
