"""One hand of Uno: the state, the legal actions of every seat, and `apply`.

Speed matters here (the simulator and the hard CPU play many thousands of hands), so:
- every action object a position can offer is built once per (players, seven_o) and reused;
- `apply` checks an action directly (no scan of `legal_actions`), then changes, then returns events;
- the stock is a list with its top at the end (`pop()`), the discard pile bottom-first.
"""
from __future__ import annotations

import _random
import random
from collections.abc import Iterable, Sequence
from functools import lru_cache, partial
from itertools import repeat, starmap
from typing import Any

from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import Card, Color, Rank, standard_deck
from game.model.checks import DEALT, SET_UP, check_position, check_seat, check_seed, position_of
from game.model.events import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    ColorChosen,
    ColorDiscarded,
    DealerChosen,
    Dealt,
    DirectionChanged,
    DrawReason,
    Event,
    EveryoneSkipped,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    OthersDrawOne,
    PenaltyPending,
    StockReshuffled,
    TargetDrawsTwo,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
    WildSwapped,
)
from game.model.refusal import IllegalAction, Phase, Reason, Refusal
from game.model.rules import (
    CUSTOM_WILD_TARGETED,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Rules,
    challenge_stakes,
    deal_problem,
    holds_color,
    why_not_stack,
)
from game.model.teams import partners_of, seat_points, team_of
from game.model.view import PlayerView

__all__ = ["MAX_ACTIONS", "Game", "IllegalAction", "Phase", "Reason", "Refusal", "replay", "shuffle"]

PLAY = Phase.PLAY
DRAWN = Phase.DRAWN
PENALTY = Phase.PENALTY
COLOR = Phase.COLOR
OVER = Phase.OVER
PHASES = tuple(Phase)

MAX_ACTIONS = 5000
"""A hand that reaches this many actions ends drawn."""

SAVE_FORMAT = "uno-game"
SAVE_VERSION = 3
"""2 says whether the hand was dealt from the edition's deck (`"position"`); 3 adds the `teams` and
`custom_wild` rules. Versions 1 and 2 are read too (without those rules they take their defaults)."""
READABLE_VERSIONS = (1, 2, 3)
POSITION_SINCE = 2
"""The first save version that says its position; an older save's cards decide it (`position_of`)."""

_SKIP = Rank.SKIP
_REVERSE = Rank.REVERSE
_DRAW_TWO = Rank.DRAW_TWO
_W4 = Rank.WILD_DRAW_FOUR
_WS = Rank.WILD_SHUFFLE_HANDS
_WC = Rank.WILD_CUSTOMIZABLE
_SEVEN = Rank.SEVEN
_ZERO = Rank.ZERO
_COLORS = tuple(Color)
_R_DRAW = DrawReason.DRAW
_R_PENALTY = DrawReason.PENALTY
_R_UNO = DrawReason.UNO
_R_CHALLENGE = DrawReason.CHALLENGE
_R_CUSTOM = DrawReason.CUSTOM

_new_view = tuple.__new__


class _Tables:
    """Every action object that a game of `players` seats can offer, built once."""

    __slots__ = ("catch", "challenge", "choose", "chosen", "draw", "drew", "kept", "passes", "pending", "played",
                 "played_wild", "plays", "skipped", "uno", "uno_called")

    def __init__(self, players: int, seven_o: bool, custom_target: bool) -> None:
        cards = [Card(c, r) for c in Color for r in Rank if not r.is_wild] + [
            Card(None, r) for r in Rank if r.is_wild
        ]
        self.plays: list[dict[Card, tuple[Play, ...]]] = []
        for p in range(players):
            table: dict[Card, tuple[Play, ...]] = {}
            for card in cards:
                if card.rank is _WC and custom_target:
                    table[card] = tuple(
                        Play(p, card, col, t) for col in _COLORS for t in range(players) if t != p
                    )
                elif card.wild:
                    table[card] = tuple(Play(p, card, col) for col in _COLORS)
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
        self.choose = tuple(tuple(ChooseColor(p, c) for c in _COLORS) for p in range(players))
        # Events are immutable values too: the commonest are made once and shared (building a frozen
        # dataclass costs about as much as the rest of an action).
        self.skipped = tuple(TurnSkipped(p) for p in range(players))
        self.uno_called = tuple(UnoCalled(p) for p in range(players))
        self.kept = tuple(CardKept(p) for p in range(players))
        self.played: dict[int, CardPlayed] = {}
        """A plain play (no colour, no target, in turn) by key (left * 16 + player) * 64 + card.index."""
        self.drew: dict[int, CardsDrawn] = {}
        """A turn's draw of one card, by key player * 64 + card.index."""
        self.played_wild: dict[int, CardPlayed] = {}
        """A wild played in turn, by key (((left * 16 + player) * 64 + card.index) * 4 + colour index."""
        self.chosen = tuple(tuple(ColorChosen(p, c) for c in _COLORS) for p in range(players))
        """By player and colour index (`_COLORS.index`, which compares by identity: no enum hashing)."""
        self.pending: dict[int, PenaltyPending] = {}
        """By key (total * 16 + victim) * 16 + by."""


def _drew(t: _Tables, p: int, card: Card) -> CardsDrawn:
    """Return the event of `p` drawing `card` in an ordinary turn (shared)."""
    key = (p << 6) + card.index
    event = t.drew.get(key)
    if event is None:
        event = t.drew[key] = CardsDrawn(p, 1, (card,), _R_DRAW)
    return event


def _played(t: _Tables, p: int, card: Card, left: int) -> CardPlayed:
    """Return the event of `p` playing the plain `card` in turn with `left` cards left (shared)."""
    key = ((left << 4) + p << 6) + card.index
    event = t.played.get(key)
    if event is None:
        event = t.played[key] = CardPlayed(p, card, None, False, None, left)
    return event


def _played_wild(t: _Tables, p: int, card: Card, color: Color, left: int) -> CardPlayed:
    """Return the event of `p` playing the wild `card` in turn naming `color`, `left` cards left (shared)."""
    key = ((((left << 4) + p << 6) + card.index) << 2) + _COLORS.index(color)
    event = t.played_wild.get(key)
    if event is None:
        event = t.played_wild[key] = CardPlayed(p, card, color, False, None, left)
    return event


def _pending(t: _Tables, victim: int, total: int, by: int) -> PenaltyPending:
    """Return the event of `victim` facing `total` cards played on them by `by` (shared)."""
    key = (((total << 4) + victim) << 4) + by
    event = t.pending.get(key)
    if event is None:
        event = t.pending[key] = PenaltyPending(victim, total, by)
    return event


_CALLS = (CallUno, Catch)
_DIRECTION = {1: DirectionChanged(1), -1: DirectionChanged(-1)}
_TURNED: dict[tuple[Card, bool], CardTurned] = {}


def _turned(card: Card, returned: bool) -> CardTurned:
    event = _TURNED.get((card, returned))
    if event is None:
        event = _TURNED[card, returned] = CardTurned(card, returned)
    return event


@lru_cache(maxsize=64)
def _tables(players: int, seven_o: bool, custom_target: bool) -> _Tables:
    return _Tables(players, seven_o, custom_target)


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


def _seeded(seed: int | None) -> random.Random:
    """Return `random.Random(seed)`, in the same state, without the Python layers of its seeding."""
    if seed is None:
        return _Random()
    rng = _Random.__new__(_Random)
    _c_seed(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # what Random.seed sets besides
    return rng


def _as_card(value: Card | str) -> Card:
    if isinstance(value, Card):
        return value
    return Card.parse(value)


class Game:
    """One hand. Build it with `Game.new` (a fresh deal) or `Game.from_setup` (a position)."""

    __slots__ = (
        "_called",
        "_calm",
        "_color",
        "_count",
        "_current",
        "_dealer",
        "_direction",
        "_discard",
        "_drawn",
        "_exposed",
        "_hands",
        "_held",
        "_n",
        "_opening",
        "_pending",
        "_pending_by",
        "_phase",
        "_points",
        "_quiet",
        "_rng",
        "_rules",
        "_setup",
        "_stock",
        "_t",
        "_total",
        "_w4_bluff",
        "_w4_prev",
        "_winner",
    )

    _n: int
    _rules: Rules
    _rng: random.Random
    _t: _Tables
    _hands: list[list[Card]]
    _held: list[int]
    """Cards held by each seat: `len` of each hand, kept as the hands change (views and the look for
    out-of-turn chances read it at every decision)."""
    _stock: list[Card]
    _discard: list[Card]
    _current: int
    _direction: int
    _color: Color | None
    _phase: Phase
    _pending: int
    _pending_by: int | None
    _w4_prev: Color | None
    _w4_bluff: bool
    _drawn: Card | None
    _winner: int | None
    _points: int
    _dealer: int
    _called: list[bool]
    _calm: bool
    """True only when no seat can have an out-of-turn chance (see `out_of_turn_seats`): set by that look
    when it finds none, cleared by every change that may open one (a hand down to two cards or one, a
    hand that grows to two, hands that change owners)."""
    _exposed: list[int]
    _count: int
    _total: int
    _opening: list[Event]
    _quiet: bool
    """A quiet hand builds no events: the lists `apply` returns, and `opening_events`, are not to be read
    (empty, or holding only the shared events that cost nothing to add). For a caller that discards
    every event (the simulator when no agent observes); set only by `_deal`. The rules run through the
    same code: only the building of events is skipped."""
    _setup: bool  # built by from_setup / from_view or dealt from a custom deck: any cards, any number

    # ------------------------------------------------------------------ construction

    def _init_common(self, players: int, rules: Rules, rng: random.Random) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a hand needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {players!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, got {type(rules).__name__}")
        if rules.teams and (players % 2 or players < 4):
            raise ValueError(f"teams need an even number of players from 4 to 10, got {players}")
        self._n = players
        self._rules = rules
        self._rng = rng
        self._t = _tables(players, rules.seven_o, rules.custom_wild in CUSTOM_WILD_TARGETED)
        self._hands = [[] for _ in range(players)]
        self._held = [0] * players
        self._stock = []
        self._discard = []
        self._current = 0
        self._direction = 1
        self._color = None
        self._phase = PLAY
        self._pending = 0
        self._pending_by = None
        self._w4_prev = None
        self._w4_bluff = False
        self._drawn = None
        self._winner = None
        self._points = 0
        self._dealer = 0
        self._called = [False] * players
        self._calm = False
        self._exposed = []
        self._count = 0
        self._total = 0
        self._opening = []
        self._quiet = False
        self._setup = False

    @classmethod
    def new(
        cls,
        players: int,
        rules: Rules | None = None,
        seed: int | None = None,
        dealer: int | None = None,
        deck: Sequence[Card | str] | None = None,
    ) -> Game:
        """Deal a new hand.

        `dealer=None` chooses the dealer by the draw (highest number card deals; ties draw again).
        `deck`, for tests, is the whole stock top-first instead of a shuffled deck.
        """
        return cls._deal(players, rules, seed, dealer, deck, False)

    @classmethod
    def _deal(
        cls,
        players: int,
        rules: Rules | None,
        seed: int | None,
        dealer: int | None,
        deck: Sequence[Card | str] | None,
        quiet: bool,
    ) -> Game:
        """`new`, for a quiet hand too (see `_quiet`): the simulator deals its hands here."""
        rules = Rules() if rules is None else rules
        self = object.__new__(cls)
        self._init_common(players, rules, _seeded(check_seed(seed)))
        self._quiet = quiet
        self._setup = deck is not None
        rng = self._rng
        events = self._opening
        if dealer is None:
            dealer = self._choose_dealer(events)
        elif not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}, got {dealer!r}")
        self._dealer = dealer
        if deck is None:
            stock = standard_deck(rules.edition)
            shuffle(rng, stock)
        else:
            stock = [_as_card(c) for c in deck]
            stock.reverse()
        self._total = len(stock)
        problem = deal_problem(players, rules.hand_size, len(stock))
        if problem is not None:
            raise ValueError(problem)
        hands = self._hands
        dealt = rules.hand_size * players
        if dealt:
            # Round by round from the dealer's left, off the top of the stock (its end), by slices.
            top = stock[:-dealt - 1:-1]
            del stock[-dealt:]
            for i in range(1, players + 1):
                hands[(dealer + i) % players].extend(top[i - 1::players])
        self._stock = stock
        self._held = [len(h) for h in hands]
        if not quiet:
            events.append(Dealt(dealer, tuple(self._held), tuple(map(tuple, hands))))
        self._turn_first_card(events)
        return self

    def _choose_dealer(self, events: list[Event]) -> int:
        getrandbits = self._rng.getrandbits
        pool = standard_deck(self._rules.edition)
        contenders = list(range(self._n))
        draws: list[tuple[int, Card]] | None = None if self._quiet else []
        while True:
            best = -2
            top: list[int] = []
            if len(pool) < len(contenders):
                pool = standard_deck(self._rules.edition)
            for seat in contenders:
                # rng.randrange(len(pool)), inline: the same numbers from the same generator calls
                size = len(pool)
                bits = size.bit_length()
                i = getrandbits(bits)
                while i >= size:
                    i = getrandbits(bits)
                card = pool.pop(i)
                if draws is not None:
                    draws.append((seat, card))
                if card.number > best:
                    best = card.number
                    top = [seat]
                elif card.number == best:
                    top.append(seat)
            if len(top) == 1:
                if draws is not None:
                    events.append(DealerChosen(tuple(draws), top[0]))
                return top[0]
            contenders = top

    def _turn_first_card(self, events: list[Event]) -> None:
        rules = self._rules
        stock = self._stock
        n = self._n
        dealer = self._dealer

        def refused(card: Card) -> bool:
            return card.rank is _W4 or (rules.first_card_number_only and not card.is_number)

        while True:
            card = stock.pop()
            if card.is_number or (card.rank is not _W4 and not rules.first_card_number_only):
                break  # refused(card) is False, without the call (the common case)
            if refused(card) and not all(refused(c) for c in stock):
                if not self._quiet:
                    events.append(_turned(card, True))
                stock.append(card)
                shuffle(self._rng, stock)
                continue
            break
        self._discard.append(card)
        if not self._quiet:
            events.append(_turned(card, False))
        self._direction = 1
        self._current = (dealer + 1) % n
        rank = card.rank
        if card.wild:
            # Any wild left here (only when nothing else could be turned) counts as a plain Wild.
            self._color = None
            self._phase = COLOR
            return
        self._color = card.color
        if rank is _SKIP:
            events.append(self._t.skipped[(dealer + 1) % n])
            self._current = (dealer + 2) % n
        elif rank is _REVERSE:
            self._direction = -1
            events.append(_DIRECTION[-1])
            if n == 2:
                events.append(self._t.skipped[(dealer + 1) % n])
            self._current = dealer
        elif rank is _DRAW_TWO:
            victim = (dealer + 1) % n
            if rules.stacking:
                self._phase = PENALTY
                self._pending = 2
                self._pending_by = dealer
                self._current = victim
                events.append(_pending(self._t, victim, 2, dealer))
            else:
                self._draw_cards(victim, 2, _R_PENALTY, events)
                events.append(TurnSkipped(victim))
                self._current = (victim + 1) % n

    @classmethod
    def from_setup(
        cls,
        hands: Sequence[Sequence[Card | str]],
        discard: Sequence[Card | str],
        deck: Sequence[Card | str],
        rules: Rules | None = None,
        current: int = 0,
        direction: int = 1,
        color: Color | None = None,
        seed: int | None = None,
    ) -> Game:
        """Build a position in the middle of a hand (phase "play"); no first-card rule applies."""
        rules = Rules() if rules is None else rules
        self = object.__new__(cls)
        if not isinstance(hands, (list, tuple)):
            raise ValueError("hands must be a list of lists of cards")
        self._init_common(len(hands), rules, random.Random(check_seed(seed)))
        self._setup = True
        n = self._n
        self._hands = [[_as_card(c) for c in h] for h in hands]
        self._discard = [_as_card(c) for c in discard]
        self._stock = [_as_card(c) for c in deck]
        self._stock.reverse()
        if not self._discard:
            raise ValueError("the discard pile needs at least one card")
        check_seat(current, n, "current")
        if type(direction) is not int or direction not in (1, -1):
            raise ValueError(f"direction must be 1 or -1, got {direction!r}")
        top = self._discard[-1]
        if color is None:
            if top.wild:
                raise ValueError(f"the top card is a {top.label}: name the colour in force")
            color = top.color
        elif not isinstance(color, Color):
            raise ValueError(f"color must be a Color, got {color!r}")
        self._color = color
        self._current = current
        self._direction = direction
        self._dealer = (current - direction) % n
        self._total = sum(len(h) for h in self._hands) + len(self._discard) + len(self._stock)
        self._held = [len(h) for h in self._hands]
        return self

    @classmethod
    def from_view(
        cls,
        view: PlayerView,
        hands: Sequence[Sequence[Card]],
        deck: Sequence[Card],
        seed: int | None = None,
    ) -> Game:
        """Build a full game consistent with `view`, given a guess of every hidden card.

        For search: `hands` must give this seat its own hand and every other seat as many cards as
        the view says; `deck` is the stock top-first.
        """
        self = object.__new__(cls)
        self._init_common(view.players, view.rules, random.Random(seed))
        self._setup = True
        if len(hands) != view.players or any(len(h) != s for h, s in zip(hands, view.hand_sizes, strict=True)):
            raise ValueError("hands do not match the view's hand sizes")
        self._hands = [list(h) for h in hands]
        self._hands[view.player] = list(view.hand)
        self._stock = list(deck)
        self._stock.reverse()
        self._discard = list(view.discard_pile)
        self._current = view.current
        self._direction = view.direction
        self._color = view.color
        # The phases are compared by identity: use the member, whatever equal string the view holds.
        self._phase = _phase_of(view.phase)
        self._pending = view.pending_draw
        self._pending_by = view.penalty_by
        self._w4_prev = view.color_before_w4
        if view.phase == PENALTY and view.penalty_by is not None and self._discard[-1].rank is _W4:
            self._w4_bluff = holds_color(self._hands[view.penalty_by], view.color_before_w4)
        self._drawn = view.drawn_card
        if view.phase == DRAWN and view.drawn_card is None:
            # Another seat is deciding on a card we did not see: say its last card is the one drawn.
            hand = self._hands[view.current]
            self._drawn = hand[-1] if hand else None
            if self._drawn is None or not self._playable(self._drawn, hand):
                self._phase = PLAY
                self._drawn = None
        self._winner = view.winner
        self._dealer = view.dealer
        self._called = list(view.uno_called)
        self._exposed = list(view.exposed)
        self._count = view.actions_taken
        self._total = sum(len(h) for h in self._hands) + len(self._discard) + len(self._stock)
        self._held = [len(h) for h in self._hands]
        return self

    def copy(self) -> Game:
        """Return an independent copy (for search)."""
        other = object.__new__(Game)
        other._n = self._n
        other._rules = self._rules
        # Random.__new__ skips seeding from the OS, which setstate overwrites anyway: twice as quick.
        rng = random.Random.__new__(random.Random)
        rng.setstate(self._rng.getstate())
        other._rng = rng
        other._t = self._t
        other._hands = [h[:] for h in self._hands]
        other._held = self._held[:]
        other._stock = self._stock[:]
        other._discard = self._discard[:]
        other._current = self._current
        other._direction = self._direction
        other._color = self._color
        other._phase = self._phase
        other._pending = self._pending
        other._pending_by = self._pending_by
        other._w4_prev = self._w4_prev
        other._w4_bluff = self._w4_bluff
        other._drawn = self._drawn
        other._winner = self._winner
        other._points = self._points
        other._dealer = self._dealer
        other._called = self._called[:]
        other._calm = self._calm
        other._exposed = self._exposed[:]
        other._count = self._count
        other._total = self._total
        other._opening = []
        other._quiet = self._quiet
        other._setup = self._setup
        return other

    # ------------------------------------------------------------------ read-only state

    @property
    def players(self) -> int:
        return self._n

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def current(self) -> int:
        return self._current

    @property
    def direction(self) -> int:
        return self._direction

    @property
    def color(self) -> Color | None:
        return self._color

    @property
    def top(self) -> Card:
        return self._discard[-1]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self._hands)

    @property
    def draw_pile_size(self) -> int:
        return len(self._stock)

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The stock top-first (the full truth; for tests and tools)."""
        return tuple(reversed(self._stock))

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        return tuple(self._discard)

    @property
    def pending_draw(self) -> int:
        return self._pending

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def is_over(self) -> bool:
        return self._phase is OVER

    @property
    def drawn_card(self) -> Card | None:
        """In phase "drawn", the card just drawn."""
        return self._drawn

    @property
    def uno_called(self) -> tuple[bool, ...]:
        return tuple(self._called)

    @property
    def exposed(self) -> tuple[int, ...]:
        """Seats open to a catch now."""
        return tuple(self._exposed)

    @property
    def actions_taken(self) -> int:
        return self._count

    @property
    def total_cards(self) -> int:
        """Cards in play: hands, stock and discard pile together (constant through a hand)."""
        return self._total

    @property
    def opening_events(self) -> tuple[Event, ...]:
        """The events of the deal: dealer chosen, cards dealt, first card and its effect."""
        return tuple(self._opening)

    def round_points(self) -> int:
        """Return the points the winner scores (0 while the hand goes on or when it ended drawn).

        With teams: the cards left in the opposing team's hands (a partner's cards score nothing).
        """
        return self._points

    def team_of(self, seat: int) -> int | None:
        """Return the team of `seat` with teams (even seats 0, odd seats 1), else None."""
        check_seat(seat, self._n)
        return team_of(self._rules, seat)

    def partners(self, seat: int) -> tuple[int, ...]:
        """Return the other seats of `seat`'s team (empty without teams)."""
        check_seat(seat, self._n)
        return partners_of(self._rules, self._n, seat)

    @property
    def winning_team(self) -> int | None:
        """With teams, the team of the seat that went out (None while the hand goes on, when drawn, or
        without teams)."""
        winner = self._winner
        return None if winner is None or not self._rules.teams else winner % 2

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """Return the seat `steps` places after `seat` in the direction of play."""
        if type(seat) is not int or not 0 <= seat < self._n or type(steps) is not int:
            check_seat(seat, self._n)
            raise ValueError(f"steps must be a whole number, got {steps!r}")
        return (seat + self._direction * steps) % self._n

    def view(self, player: int) -> PlayerView:
        """Return what `player` may know now."""
        if type(player) is not int or not 0 <= player < self._n:
            check_seat(player, self._n, "player")
        phase = self._phase
        discard = self._discard
        # Built as the tuple it is (every field in order): the NamedTuple's own __new__ costs a Python
        # call with 21 arguments, and the simulator builds a view at every decision.
        return _new_view(PlayerView, (
            player,
            self._n,
            tuple(self._hands[player]),
            tuple(self._held),
            discard[-1],
            self._color,
            self._direction,
            self._current,
            phase,
            self._pending,
            tuple(discard),
            len(self._stock),
            self._rules,
            self._dealer,
            self._winner,
            tuple(self._called),
            tuple(self._exposed) if self._exposed else (),
            self._drawn if (phase is DRAWN and player == self._current) else None,
            self._pending_by if phase is PENALTY else None,
            self._w4_prev if (phase is PENALTY and discard[-1].rank is _W4) else None,
            self._count,
            self.partners(player) if self._rules.teams else (),
        ))

    # ------------------------------------------------------------------ legal actions

    def _playable(self, card: Card, hand: list[Card]) -> bool:
        """Return True when `card` may be played on the top card in an ordinary turn."""
        if card.wild:
            return card.rank is not _W4 or self._rules.challenge or not holds_color(hand, self._color)
        return card.color is self._color or card.rank is self._discard[-1].rank

    def _stackable(self, card: Card, hand: list[Card]) -> bool:
        """Return True when `card` may answer the pending penalty (with stacking on)."""
        rules = self._rules
        top_rank = self._discard[-1].rank
        rank = card.rank
        if rank is _DRAW_TWO:
            if top_rank is _DRAW_TWO:
                return True
            return rules.stack_mixed and card.color is self._color
        if rank is _W4:
            if top_rank is not _W4 and not rules.stack_mixed:
                return False
            return rules.challenge or not holds_color(hand, self._color)
        return False

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Return every action open to `player` now, out-of-turn ones (jump-in, Uno, catch) included.

        With no argument, the same list for the player whose decision is awaited:
        `legal_actions() == legal_actions(current)` always (its turn actions first, then its calls and
        catches).
        """
        phase = self._phase
        if phase is OVER:
            return []
        p = self._current
        if player is not None:
            if type(player) is not int or not 0 <= player < self._n:
                check_seat(player, self._n, "player")
            if player != p:
                out: list[Action] = []
                self._out_of_turn_actions(player, out)
                return out
        # The awaited seat's turn actions, then its calls and catches. All in this one body: the
        # simulator asks for this list at every decision, and a call costs as much as a short loop.
        t = self._t
        hand = self._hands[p]
        out = []
        if phase is PLAY:
            color = self._color
            top_rank = self._discard[-1].rank
            plays = t.plays[p]
            w4_ok: bool | None = None
            seen: list[Card] = []  # each card once, in hand order (cheaper than dict.fromkeys(hand))
            for card in hand:
                if card.wild:
                    if card.rank is _W4 and not self._rules.challenge:
                        if w4_ok is None:
                            w4_ok = not holds_color(hand, color)
                        if not w4_ok:
                            continue
                elif card.color is not color and card.rank is not top_rank:
                    continue
                if card in seen:
                    continue
                seen.append(card)
                out += plays[card]
            out.append(t.draw[p])
        elif phase is DRAWN:
            drawn = self._drawn
            assert drawn is not None
            out.extend(t.plays[p][drawn])
            if not self._rules.force_play:
                out.append(t.passes[p])
        elif phase is PENALTY:
            if self._rules.stacking:
                plays = t.plays[p]
                for card in dict.fromkeys(hand):
                    if (card.rank is _DRAW_TWO or card.rank is _W4) and self._stackable(card, hand):
                        out.extend(plays[card])
            if self._rules.challenge and self._discard[-1].rank is _W4:
                out.append(t.challenge[p])
            out.append(t.draw[p])
        elif phase is COLOR:
            out.extend(t.choose[p])
        # The seat on turn never jumps in: only its calls and catches can follow, and in the common
        # case (not two cards, nobody open to a catch) there are none.
        if self._exposed or (len(hand) == 2 and not self._called[p]):
            self._out_of_turn_actions(p, out)
        return out

    def turn_actions(self) -> list[Action]:
        """Return only the decision awaited from the current player: `legal_actions()` without its
        out-of-turn actions (saying Uno, catching). For search and tools that handle those apart."""
        out = self.legal_actions()
        while out and type(out[-1]) in _CALLS:  # the calls and catches come last, after every turn action
            out.pop()
        return out

    def out_of_turn_actions(self, player: int) -> list[Action]:
        """Return only the out-of-turn actions open to `player` now (jump-in, Uno, catch)."""
        if type(player) is not int or not 0 <= player < self._n:
            check_seat(player, self._n, "player")
        out: list[Action] = []
        if self._phase is not OVER:
            self._out_of_turn_actions(player, out)
        return out

    def _out_of_turn_actions(self, player: int, out: list[Action]) -> None:
        t = self._t
        hand = self._hands[player]
        if self._rules.jump_in and self._phase is PLAY and player != self._current:
            top = self._discard[-1]
            if not top.wild and top in hand:
                out.extend(t.plays[player][top])
        exposed = self._exposed
        size = len(hand)
        if (size == 2 and not self._called[player]) or (size == 1 and player in exposed):
            out.append(t.uno[player])
        teams = self._rules.teams
        for target in exposed:
            if target != player and not (teams and (target - player) % 2 == 0):
                out.append(t.catch[player][target])

    def out_of_turn_seats(self) -> list[int]:
        """Return the seats that have an out-of-turn chance now (jump-in, saying Uno, catching).

        Cheap, so that the simulator and the UI ask only those seats.
        """
        if self._calm or self._phase is OVER:
            return []
        if self._exposed and not self._rules.teams:
            return list(range(self._n))
        if self._exposed and self._rules.teams:
            return [s for s in range(self._n) if self.out_of_turn_actions(s)]
        held = self._held
        if 2 not in held:  # the common case: nobody holds two cards
            seats = []
        elif held.count(2) == 1:  # one seat does (no list built over every seat)
            seat = held.index(2)
            seats = [] if self._called[seat] else [seat]
        else:
            called = self._called
            seats = [s for s, size in enumerate(held) if size == 2 and not called[s]]
        if self._rules.jump_in:  # who may jump in changes with every card: never calm
            top = self._discard[-1]
            if self._phase is PLAY and not top.wild:
                current = self._current
                for s, h in enumerate(self._hands):
                    if s != current and top in h and s not in seats:
                        seats.append(s)
                seats.sort()
        elif not seats:
            self._calm = True  # nothing opens a chance again before a hand changes (see _calm)
        return seats

    def is_legal(self, action: Action) -> bool:
        """Return True when `action` may be applied now."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Return why `action` is not legal now, as a sentence, or None when it is."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal.message

    def refusal(self, action: Action) -> Refusal | None:
        """Return why `action` is not legal now (a code, the seats it names, a sentence), or None."""
        try:
            self._check(action)
        except IllegalAction as exc:
            return exc.refusal
        return None

    def card_refusal(self, seat: int, card: Card) -> Refusal | None:
        """Return why `seat` may not play `card` now, whatever colour or target it would name, or None.

        None means some play of the card is legal now (on turn, or jumping in): a hand's card is
        enabled exactly when this is None.
        """
        try:
            self._check_seat(seat)
            self._check_card(seat, card)
        except IllegalAction as exc:
            return exc.refusal
        return None

    def outcome(self) -> HandOver | None:
        """Return the end of the hand (winner, points, every hand shown), or None while it goes on."""
        if self._phase is not OVER:
            return None
        return HandOver(self._winner, self._points, tuple(tuple(h) for h in self._hands))

    # ------------------------------------------------------------------ checks

    def _check(self, action: Action) -> None:
        """Raise IllegalAction when `action` is not legal now."""
        kind = type(action)
        if kind not in _CHECKS:
            raise IllegalAction(f"not an action: {action!r}", Reason.NOT_AN_ACTION)
        self._check_seat(action.player)
        _CHECKS[kind](self, action)

    def _check_seat(self, p: Any) -> None:
        if self._phase is OVER:
            raise IllegalAction("the hand is over", Reason.HAND_OVER)
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < self._n:
            raise IllegalAction(f"there is no seat {p!r} at this table", Reason.NO_SUCH_SEAT)

    def _check_play(self, a: Play) -> None:
        p = a.player
        card = a.card
        self._check_card(p, card)
        color = a.color
        if card.wild:
            if color is None:
                raise IllegalAction(f"name a colour for the {card.label}", Reason.COLOR_REQUIRED, card=card)
            if not isinstance(color, Color):
                raise IllegalAction(f"not a colour: {color!r}", Reason.NOT_A_COLOR, card=card)
        elif color is not None:
            raise IllegalAction(f"only wild cards take a colour, not a {card.label}", Reason.COLOR_NOT_ALLOWED,
                                card=card)
        target = a.target
        if self._rules.seven_o and card.rank is _SEVEN:
            if target is None:
                raise IllegalAction("choose a player to swap hands with", Reason.TARGET_REQUIRED, card=card)
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
                raise IllegalAction(f"there is no seat {target!r} to swap hands with", Reason.NO_SUCH_TARGET,
                                    card=card)
            if target == p:
                raise IllegalAction("you cannot swap hands with yourself", Reason.SELF_TARGET, (p,), card)
        elif card.rank is _WC and self._rules.custom_wild in CUSTOM_WILD_TARGETED:
            what = "swap hands with" if self._rules.custom_wild == "swap_hands" else "make draw two"
            if target is None:
                raise IllegalAction(f"choose a player to {what}", Reason.TARGET_REQUIRED, card=card)
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
                raise IllegalAction(f"there is no seat {target!r} to {what}", Reason.NO_SUCH_TARGET, card=card)
            if target == p:
                raise IllegalAction(f"choose another player to {what}, not yourself", Reason.SELF_TARGET, (p,), card)
        elif target is not None:
            raise IllegalAction(
                "only a 7 with the Seven-O rule, or a Wild Customizable that names a player, takes a target",
                Reason.TARGET_NOT_ALLOWED, card=card)

    def _check_card(self, p: int, card: Any) -> None:
        """Raise IllegalAction when seat `p` may not play `card` now, whatever its colour or target."""
        if not isinstance(card, Card):
            raise IllegalAction(f"not a card: {card!r}", Reason.NOT_A_CARD)
        hand = self._hands[p]
        if card not in hand:
            raise IllegalAction(f"seat {p} does not hold a {card.label}", Reason.CARD_NOT_IN_HAND, (p,), card)
        phase = self._phase
        top = self._discard[-1]
        current = self._current
        if p != current:
            if not self._rules.jump_in:
                raise IllegalAction(f"it is seat {current}'s turn, not seat {p}'s", Reason.NOT_YOUR_TURN,
                                    (current, p), card)
            if phase is not PLAY:
                raise IllegalAction(
                    f"it is seat {current}'s turn, and jumping in is only possible during an ordinary turn",
                    Reason.JUMP_IN_NOT_NOW, (current,), card,
                )
            if card.wild or card is not top:
                raise IllegalAction(
                    f"it is seat {current}'s turn: only a card identical to the top card "
                    f"({top.label}) may jump in",
                    Reason.JUMP_IN_NOT_IDENTICAL, (current,), card,
                )
        elif phase is PLAY:
            if not self._playable(card, hand):
                color = self._color
                if card.rank is _W4:
                    raise IllegalAction(
                        f"a Wild Draw Four may only be played without a card of the colour in force "
                        f"({color.label if color else '?'})",
                        Reason.WILD_DRAW_FOUR_HELD_COLOR, card=card,
                    )
                raise IllegalAction(
                    f"a {card.label} does not match the {top.label}: play a "
                    f"{color.label.lower() if color else ''} card, "
                    f"{'a ' + top.rank.label if not top.wild else 'a wild'}, or a wild",
                    Reason.DOES_NOT_MATCH, card=card,
                )
        elif phase is DRAWN:
            if card is not self._drawn:
                drawn = self._drawn.label if self._drawn else "?"
                raise IllegalAction(f"only the card just drawn ({drawn}) may be played now", Reason.ONLY_DRAWN_CARD,
                                    card=card)
        elif phase is PENALTY:
            if not self._rules.stacking:
                raise IllegalAction(self._penalty_hint(), Reason.MUST_ANSWER_PENALTY, card=card)
            if not self._stackable(card, hand):
                raise IllegalAction(f"a {card.label} cannot answer the {top.label}: {why_not_stack(self._rules, top, card, self._color)}; "
                                    f"{self._penalty_hint()}", Reason.CANNOT_STACK, card=card)
        elif phase is COLOR:
            raise IllegalAction("name the colour for the first card before playing", Reason.COLOR_TO_NAME, card=card)

    def _penalty_hint(self) -> str:
        what = f"draw {self._pending} cards"
        options = []
        if self._rules.stacking:
            options.append("stack")
        if self._rules.challenge and self._discard[-1].rank is _W4:
            options.append("challenge")
        return what + (f" (or {' or '.join(options)})" if options else "")

    def _check_turn(self, p: int, what: str) -> None:
        current = self._current
        if p != current:
            raise IllegalAction(f"it is seat {current}'s turn, not seat {p}'s: you cannot {what} now",
                                Reason.NOT_YOUR_TURN, (current, p))

    def _check_draw(self, a: Draw) -> None:
        self._check_turn(a.player, "draw")
        phase = self._phase
        if phase is DRAWN:
            raise IllegalAction("play the card just drawn or keep it", Reason.DRAWN_CARD_WAITS)
        if phase is COLOR:
            raise IllegalAction("name the colour for the first card", Reason.COLOR_TO_NAME)

    def _check_pass(self, a: Pass) -> None:
        self._check_turn(a.player, "keep a card")
        if self._phase is not DRAWN:
            raise IllegalAction("you can only keep a card you have just drawn", Reason.NOTHING_TO_KEEP)
        if self._rules.force_play:
            raise IllegalAction("force play is on: the playable card you drew must be played", Reason.FORCE_PLAY)

    def _check_challenge(self, a: Challenge) -> None:
        self._check_turn(a.player, "challenge")
        if self._phase is not PENALTY or self._discard[-1].rank is not _W4:
            raise IllegalAction("only a Wild Draw Four played on you can be challenged", Reason.NOTHING_TO_CHALLENGE)
        if not self._rules.challenge:
            raise IllegalAction("challenging is switched off in these rules", Reason.CHALLENGE_OFF)

    def _check_uno(self, a: CallUno) -> None:
        p = a.player
        size = len(self._hands[p])
        if size == 2:
            if self._called[p]:
                raise IllegalAction("you have already said Uno", Reason.UNO_ALREADY_SAID, (p,))
            return
        if size == 1 and p in self._exposed:
            return
        if size == 1:
            if self._called[p]:
                raise IllegalAction("you have already said Uno", Reason.UNO_ALREADY_SAID, (p,))
            raise IllegalAction("too late to say Uno now", Reason.UNO_TOO_LATE, (p,))
        raise IllegalAction("say Uno when you hold two cards (before playing the next-to-last)",
                            Reason.UNO_TOO_EARLY, (p,))

    def _check_catch(self, a: Catch) -> None:
        target = a.target
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
            raise IllegalAction(f"there is no seat {target!r} to catch", Reason.NO_SUCH_TARGET)
        if target == a.player:
            raise IllegalAction("you cannot catch yourself", Reason.CATCH_SELF, (target,))
        if self._rules.teams and (target - a.player) % 2 == 0:
            raise IllegalAction(f"seat {target} is your partner: you cannot catch a partner",
                                Reason.CANNOT_BE_CAUGHT, (target,))
        if target not in self._exposed:
            if len(self._hands[target]) == 1 and self._called[target]:
                raise IllegalAction(f"seat {target} said Uno in time", Reason.SAID_UNO_IN_TIME, (target,))
            raise IllegalAction(f"seat {target} cannot be caught now", Reason.CANNOT_BE_CAUGHT, (target,))

    def _check_color(self, a: ChooseColor) -> None:
        self._check_turn(a.player, "name a colour")
        if self._phase is not COLOR:
            raise IllegalAction("there is no colour to name now", Reason.NO_COLOR_TO_NAME)
        if not isinstance(a.color, Color):
            raise IllegalAction(f"not a colour: {a.color!r}", Reason.NOT_A_COLOR)

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        """Perform `action` and return its events. Raise IllegalAction (changing nothing) if illegal."""
        if type(action) is Play:
            # The commonest action skips `_check`'s dispatch; the seat checks are `_check_seat`'s.
            p = action.player
            if self._phase is OVER or not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < self._n:
                self._check_seat(p)
            self._check_play(action)
            events = self._do_play(action)
        else:
            self._check(action)
            events = _DOERS[type(action)](self, action)
        self._count += 1
        if self._count >= MAX_ACTIONS and self._phase is not OVER:
            self._end(None, events)
        return events

    def apply_listed(self, action: Action, legal: Sequence[Action]) -> list[Event]:
        """`apply(action)` for a caller that has just asked `legal` of this very position (with
        `legal_actions` or `out_of_turn_actions`, no action since): when `action` is one of those
        objects themselves, it is known to be legal and is not checked again. Anything else goes
        through `apply` and its checks. The simulator's hot loop uses it."""
        for listed in legal:
            if listed is action:
                break
        else:
            return self.apply(action)
        events: list[Event] = self._do_play(action) if type(action) is Play else _DOERS[type(action)](self, action)
        self._count += 1
        if self._count >= MAX_ACTIONS and self._phase is not OVER:
            self._end(None, events)
        return events

    def _close_window(self) -> None:
        if self._exposed:
            self._exposed.clear()

    def _draw_cards(self, p: int, count: int, reason: DrawReason, events: list[Event]) -> int:
        """Move up to `count` cards from the stock to `p`'s hand, reshuffling when it runs out."""
        stock = self._stock
        hand = self._hands[p]
        if count == 1 and stock:  # a turn's draw: the commonest case, without the loop
            card = stock.pop()
            hand.append(card)
            self._held[p] += 1
            if not self._quiet:
                events.append(_drew(self._t, p, card) if reason is _R_DRAW else CardsDrawn(p, 1, (card,), reason))
            self._called[p] = False
            if p in self._exposed:
                self._exposed.remove(p)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
            return 1
        got: list[Card] = []
        drawn = 0
        quiet = self._quiet
        for _ in range(count):
            if not stock:
                if got and not quiet:
                    events.append(CardsDrawn(p, len(got), tuple(got), reason))
                    got = []
                if not self._reshuffle(events):
                    break
            card = stock.pop()
            got.append(card)
            hand.append(card)
            drawn += 1
        if quiet:
            pass
        elif got:
            if len(got) == 1 and reason is _R_DRAW:
                events.append(_drew(self._t, p, got[0]))
            else:
                events.append(CardsDrawn(p, len(got), tuple(got), reason))
        if drawn:
            self._held[p] = len(hand)
            self._called[p] = False
            if p in self._exposed:
                self._exposed.remove(p)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
        return drawn

    def _reshuffle(self, events: list[Event]) -> bool:
        discard = self._discard
        if len(discard) <= 1:
            return False
        top = discard.pop()
        stock = discard
        shuffle(self._rng, stock)
        self._stock.extend(stock)
        self._discard = [top]
        if not self._quiet:
            events.append(StockReshuffled(len(self._stock)))
        return True

    def _end(self, winner: int | None, events: list[Event]) -> None:
        self._phase = OVER
        self._winner = winner
        self._exposed.clear()
        self._drawn = None
        self._pending = 0
        self._points = sum(seat_points(self._rules, self._hands, winner))
        if not self._quiet:
            events.append(HandOver(winner, self._points, tuple(tuple(h) for h in self._hands)))

    def _do_play(self, a: Play) -> list[Event]:
        p = a.player
        card = a.card
        n = self._n
        rules = self._rules
        hand = self._hands[p]
        jump = p != self._current
        prev_color = self._color
        if self._exposed:  # _close_window, inline on the hottest path
            self._exposed.clear()
        hand.remove(card)
        self._discard.append(card)
        left = len(hand)
        quiet = self._quiet
        if quiet:
            events: list[Event] = []
        elif jump or a.target is not None:
            events = [CardPlayed(p, card, a.color, jump, a.target, left)]
        elif a.color is not None:
            events = [_played_wild(self._t, p, card, a.color, left)]
        else:
            # _played, inline on the hottest path
            event = self._t.played.get(((left << 4) + p << 6) + card.index)
            events = [event if event is not None else _played(self._t, p, card, left)]
        self._drawn = None
        d = self._direction
        in_penalty = self._phase is PENALTY
        self._phase = PLAY
        rank = card.rank
        if card.wild:
            self._color = a.color
            if not quiet:
                events.append(self._t.chosen[p][_COLORS.index(a.color)])
        else:
            self._color = card.color
        custom = rules.custom_wild if rank is _WC else None
        if custom is not None and custom == "discard_color" and left:
            color = a.color
            kept = [c for c in hand if c.color is not color]
            if len(kept) != left:
                gone = tuple(c for c in hand if c.color is color)
                hand[:] = kept
                left = len(kept)
                # Under the Wild Customizable, which stays on top with its colour.
                self._discard[-1:-1] = gone
                if not quiet:
                    events.append(ColorDiscarded(p, color, gone, left))  # type: ignore[arg-type]
        self._held[p] = left
        if left <= 2:
            self._calm = False  # two cards to call Uno on, or one open to a catch
            if left == 1 and not self._called[p]:
                self._exposed.append(p)
        pending = self._pending if in_penalty else 0
        self._pending = 0
        self._pending_by = None
        if left == 0:
            if rank is _DRAW_TWO or rank is _W4:
                victim = (p + d) % n
                self._draw_cards(victim, pending + (2 if rank is _DRAW_TWO else 4), _R_PENALTY, events)
            elif custom is not None and (custom == "others_draw_one" or custom == "target_draws_two"):
                self._custom_draws(a, custom, events)
            self._end(p, events)
            return events
        if card.is_number:  # the commonest card: a Seven-O 7 or 0 is the only number with more to do
            self._current = (p + d) % n
            if rules.seven_o and (rank is _SEVEN or rank is _ZERO):
                self._seven_o(a, events)
            return events
        if rank is _DRAW_TWO or rank is _W4:
            victim = (p + d) % n
            total = pending + (2 if rank is _DRAW_TWO else 4)
            if rank is _W4:
                self._w4_prev = prev_color
                self._w4_bluff = holds_color(hand, prev_color)
            if rules.stacking or (rank is _W4 and rules.challenge):
                self._phase = PENALTY
                self._pending = total
                self._pending_by = p
                self._current = victim
                if not quiet:
                    events.append(_pending(self._t, victim, total, p))
            else:
                self._draw_cards(victim, total, _R_PENALTY, events)
                events.append(self._t.skipped[victim])
                self._current = (victim + d) % n
            return events
        if rank is _SKIP:
            skipped = (p + d) % n
            events.append(self._t.skipped[skipped])
            self._current = (skipped + d) % n
        elif rank is _REVERSE:
            d = -d
            self._direction = d
            events.append(_DIRECTION[d])
            if n == 2:
                events.append(self._t.skipped[(p + 1) % n])
                self._current = p
            else:
                self._current = (p + d) % n
        else:
            self._current = (p + d) % n
            if rank is _WS:
                self._shuffle_hands(p)
                self._after_hands_moved(events, None if quiet else HandsShuffled(p, self._sizes()))
            elif custom is not None and custom != "wild" and custom != "discard_color":
                if custom == "swap_hands":
                    target = a.target
                    assert target is not None
                    hands = self._hands
                    hands[p], hands[target] = hands[target], hands[p]
                    self._after_hands_moved(events, None if quiet else WildSwapped(p, target, self._sizes()))
                elif custom == "skip_everyone":
                    if not quiet:
                        events.append(EveryoneSkipped(p))
                    self._current = p
                else:
                    self._custom_draws(a, custom, events)
        return events

    def _seven_o(self, a: Play, events: list[Event]) -> None:
        """The Seven-O rule after a 7 (swap hands with the target) or a 0 (every hand passes on)."""
        p = a.player
        hands = self._hands
        if a.card.rank is _SEVEN:
            target = a.target
            assert target is not None
            hands[p], hands[target] = hands[target], hands[p]
            self._after_hands_moved(events, None if self._quiet else HandsSwapped(p, target, self._sizes()))
        else:
            n = self._n
            d = self._direction
            self._hands = [hands[(s - d) % n] for s in range(n)]
            self._after_hands_moved(events, None if self._quiet else HandsPassed(p, d, self._sizes()))

    def _custom_draws(self, a: Play, custom: str, events: list[Event]) -> None:
        """The draws of a Wild Customizable: every other seat one card, or the target two."""
        p = a.player
        if custom == "others_draw_one":
            if not self._quiet:
                events.append(OthersDrawOne(p))
            n = self._n
            d = self._direction
            for i in range(1, n):
                self._draw_cards((p + d * i) % n, 1, _R_CUSTOM, events)
        else:
            target = a.target
            assert target is not None
            if not self._quiet:
                events.append(TargetDrawsTwo(p, target))
            self._draw_cards(target, 2, _R_CUSTOM, events)

    def _sizes(self) -> tuple[int, ...]:
        return tuple(map(len, self._hands))

    def _after_hands_moved(self, events: list[Event], event: Event | None) -> None:
        """Hands changed owners: every Uno call is forgotten, and a single card must be called anew.
        `event` (None in a quiet hand) says how."""
        if event is not None:
            events.append(event)
        self._called = [False] * self._n
        self._held = [len(h) for h in self._hands]
        self._exposed = [s for s, size in enumerate(self._held) if size == 1]
        self._calm = False

    def _shuffle_hands(self, p: int) -> None:
        gathered = [c for h in self._hands for c in h]
        shuffle(self._rng, gathered)
        n = self._n
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i, card in enumerate(gathered):
            hands[(p + 1 + i) % n].append(card)
        self._hands = hands

    def _do_draw(self, a: Draw) -> list[Event]:
        p = a.player
        events: list[Event] = []
        if self._exposed:  # _close_window, inline
            self._exposed.clear()
        n = self._n
        d = self._direction
        if self._phase is PENALTY:
            self._draw_cards(p, self._pending, _R_PENALTY, events)
            events.append(self._t.skipped[p])
            self._pending = 0
            self._pending_by = None
            self._phase = PLAY
            self._current = (p + d) % n
            return events
        hand = self._hands[p]
        if self._rules.draw_until_playable:
            stock = self._stock
            got: list[Card] = []
            last: Card | None = None
            while True:
                if not stock:
                    if got and not self._quiet:
                        events.append(CardsDrawn(p, len(got), tuple(got), _R_DRAW))
                        got = []
                    if not self._reshuffle(events):
                        break
                last = stock.pop()
                hand.append(last)
                got.append(last)
                self._called[p] = False
                if self._playable(last, hand):
                    break
            if got and not self._quiet:
                events.append(CardsDrawn(p, len(got), tuple(got), _R_DRAW))
            self._held[p] = len(hand)
            if p in self._exposed:
                self._exposed.remove(p)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
        elif self._stock:
            # One card off a stock that has it: _draw_cards and _drew, inline on the hot path.
            last = self._stock.pop()
            hand.append(last)
            self._held[p] += 1
            if not self._quiet:
                t = self._t
                event = t.drew.get((p << 6) + last.index)
                events.append(event if event is not None else _drew(t, p, last))
            self._called[p] = False  # (nobody is open to a catch: the window closed above)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
        else:
            last = None
            if self._draw_cards(p, 1, _R_DRAW, events):
                last = hand[-1]
        if last is None:
            playable = False
        elif last.wild:
            playable = self._playable(last, hand)
        else:  # _playable, inline for the common coloured card
            playable = last.color is self._color or last.rank is self._discard[-1].rank
        if playable:
            self._phase = DRAWN
            self._drawn = last
        else:
            self._current = (p + d) % n
        return events

    def _do_pass(self, a: Pass) -> list[Event]:
        p = a.player
        self._close_window()
        self._phase = PLAY
        self._drawn = None
        self._current = (p + self._direction) % self._n
        return [self._t.kept[p]]

    def _do_challenge(self, a: Challenge) -> list[Event]:
        p = a.player
        self._close_window()
        accused = self._pending_by
        assert accused is not None
        pending = self._pending
        bluff = self._w4_bluff
        events: list[Event] = []
        quiet = self._quiet
        shown = () if quiet else tuple(self._hands[accused])
        self._pending = 0
        self._pending_by = None
        self._phase = PLAY
        if bluff:
            if not quiet:
                events.append(ChallengeResolved(p, accused, True, shown, accused, pending))
            self._draw_cards(accused, pending, _R_CHALLENGE, events)
            self._current = p
        else:
            if not quiet:
                events.append(ChallengeResolved(p, accused, False, shown, p, challenge_stakes(pending)[1]))
            self._draw_cards(p, challenge_stakes(pending)[1], _R_CHALLENGE, events)
            events.append(self._t.skipped[p])
            self._current = (p + self._direction) % self._n
        return events

    def _do_uno(self, a: CallUno) -> list[Event]:
        p = a.player
        self._called[p] = True
        if p in self._exposed:
            self._exposed.remove(p)
        return [self._t.uno_called[p]]

    def _do_catch(self, a: Catch) -> list[Event]:
        target = a.target
        self._exposed.remove(target)
        events: list[Event] = [] if self._quiet else [UnoCaught(a.player, target, self._rules.uno_penalty)]
        self._draw_cards(target, self._rules.uno_penalty, _R_UNO, events)
        return events

    def _do_color(self, a: ChooseColor) -> list[Event]:
        self._close_window()
        self._color = a.color
        self._phase = PLAY
        return [self._t.chosen[a.player][_COLORS.index(a.color)]]

    # ------------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict of the whole state, the random state included."""
        version, internal, gauss = self._rng.getstate()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "position": SET_UP if self._setup else DEALT,
            "players": self._n,
            "rules": self._rules.to_dict(),
            "dealer": self._dealer,
            "current": self._current,
            "direction": self._direction,
            "color": None if self._color is None else self._color.value,
            "phase": self._phase.value,
            "pending": self._pending,
            "pending_by": self._pending_by,
            "w4_prev": None if self._w4_prev is None else self._w4_prev.value,
            "w4_bluff": self._w4_bluff,
            "drawn": None if self._drawn is None else self._drawn.text,
            "winner": self._winner,
            "points": self._points,
            "hands": [[c.text for c in h] for h in self._hands],
            "stock": [c.text for c in reversed(self._stock)],
            "discard": [c.text for c in self._discard],
            "called": list(self._called),
            "exposed": list(self._exposed),
            "actions": self._count,
            "cards": self._total,
            "rng": {"version": version, "state": list(internal), "gauss": gauss},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Read a dict from `to_dict`. Raise ValueError for a damaged save or an unknown version."""
        if not isinstance(data, dict):
            raise ValueError(f"damaged game save: expected an object, got {type(data).__name__}")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a saved hand (format {data.get('format')!r})")
        if data.get("version") not in READABLE_VERSIONS or isinstance(data.get("version"), bool):
            raise ValueError(
                f"saved hand has version {data.get('version')!r}; this game reads versions 1 to {SAVE_VERSION}"
            )
        try:
            return cls._read(data)
        except ValueError as exc:
            raise ValueError(f"damaged game save: {exc}") from None
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
            raise ValueError(f"damaged game save: {type(exc).__name__}: {exc}") from None

    @classmethod
    def _read(cls, data: dict[str, Any]) -> Game:
        rng_data = data["rng"]
        state = rng_data["state"]
        if not isinstance(state, list) or len(state) != 625 or not all(isinstance(x, int) for x in state):
            raise ValueError("bad random state")
        rng = random.Random()
        rng.setstate((int(rng_data["version"]), tuple(state), rng_data["gauss"]))
        self = object.__new__(cls)
        self._init_common(_int(data["players"]), Rules.from_dict(data["rules"]), rng)
        n = self._n

        def seat(value: Any, name: str, optional: bool = False) -> Any:
            if value is None and optional:
                return None
            v = _int(value)
            if not 0 <= v < n:
                raise ValueError(f"{name} {v} is not a seat")
            return v

        def cards(values: Any) -> list[Card]:
            if not isinstance(values, list):
                raise ValueError("a list of cards was expected")
            return [Card.parse(v) for v in values]

        hands = data["hands"]
        if not isinstance(hands, list) or len(hands) != n:
            raise ValueError("wrong number of hands")
        self._hands = [cards(h) for h in hands]
        self._held = [len(h) for h in self._hands]
        self._stock = cards(data["stock"])
        self._stock.reverse()
        self._discard = cards(data["discard"])
        if not self._discard:
            raise ValueError("empty discard pile")
        self._dealer = seat(data["dealer"], "dealer")
        self._current = seat(data["current"], "current")
        direction = data["direction"]
        if direction not in (1, -1):
            raise ValueError(f"bad direction {direction!r}")
        self._direction = direction
        self._color = None if data["color"] is None else Color(data["color"])
        self._phase = _phase_of(data["phase"])
        self._pending = _int(data["pending"])
        self._pending_by = seat(data["pending_by"], "pending_by", optional=True)
        self._w4_prev = None if data["w4_prev"] is None else Color(data["w4_prev"])
        if not isinstance(data["w4_bluff"], bool):
            raise ValueError("bad w4_bluff")
        self._w4_bluff = data["w4_bluff"]
        self._drawn = None if data["drawn"] is None else Card.parse(data["drawn"])
        self._winner = seat(data["winner"], "winner", optional=True)
        self._points = _int(data["points"])
        called = data["called"]
        if not isinstance(called, list) or len(called) != n or not all(isinstance(x, bool) for x in called):
            raise ValueError("bad Uno calls")
        self._called = list(called)
        exposed = data["exposed"]
        if not isinstance(exposed, list):
            raise ValueError("bad exposed seats")
        self._exposed = [seat(s, "exposed") for s in exposed]
        self._count = _int(data["actions"])
        self._total = _int(data["cards"])
        found = sum(len(h) for h in self._hands) + len(self._stock) + len(self._discard)
        if found != self._total:
            raise ValueError(f"{found} cards where {self._total} were saved")
        if data["version"] >= POSITION_SINCE:
            position = data["position"]
        else:  # version 1 did not say: the cards do
            position = position_of([*(c for h in self._hands for c in h), *self._stock, *self._discard], self._rules.edition)
        self._setup = position == SET_UP
        check_position(
            position=position, edition=self._rules.edition, phase=self._phase, phases=PHASES,
            hands=self._hands, stock=self._stock, discard=self._discard, current=self._current,
            color=self._color, pending=self._pending, pending_by=self._pending_by, drawn=self._drawn,
            winner=self._winner, points=self._points, called=self._called, exposed=self._exposed,
            actions=self._count,
        )
        return self

    def __repr__(self) -> str:
        return (
            f"<Game {self._n} players, phase {self._phase}, seat {self._current} to act, "
            f"top {self._discard[-1] if self._discard else '-'}>"
        )


def _phase_of(value: Any) -> Phase:
    """Return the Phase member for a contract string (or a member); ValueError for anything else."""
    if isinstance(value, str):
        try:
            return Phase(value)
        except ValueError:
            pass
    raise ValueError(f"bad phase {value!r}")


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


_CHECKS: dict[type, Any] = {
    Play: Game._check_play,
    Draw: Game._check_draw,
    Pass: Game._check_pass,
    Challenge: Game._check_challenge,
    CallUno: Game._check_uno,
    Catch: Game._check_catch,
    ChooseColor: Game._check_color,
}
_DOERS: dict[type, Any] = {
    Play: Game._do_play,
    Draw: Game._do_draw,
    Pass: Game._do_pass,
    Challenge: Game._do_challenge,
    CallUno: Game._do_uno,
    Catch: Game._do_catch,
    ChooseColor: Game._do_color,
}


def replay(game: Game, actions: Iterable[Action]) -> list[Event]:
    """Apply `actions` in order and return every event."""
    out: list[Event] = []
    for action in actions:
        out.extend(game.apply(action))
    return out

