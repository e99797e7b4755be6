"""The state of one hand: the fields every layer of `Game` reads and changes.

`Game` is built in layers, one module each, every layer a subclass of the one before it (so each
reads and calls everything below it, and no module imports one above it):

    state     the fields, their start values, `copy`
    queries   read-only properties, `view`, teams, the outcome
    legal     which actions are open (`legal_actions`, out-of-turn chances)
    judge     why an action is refused (`refusal`, the checks `apply` runs first)
    moves     drawing, reshuffling, hands changing owners, the end of the hand
    effects   what each card does when played (each effect once, for every edition with the card)
    apply     `apply`: one action, checked, performed, its events returned
    deal      `Game.new` (dealer, deal, first card), `Game.from_setup`, `Game.from_view`
    saves     `to_dict` / `Game.from_dict`
    game      `Game` itself, `replay`
"""
from __future__ import annotations

import random

from game.model.cards import Card, Color, shown
from game.model.edition import Edition, edition_of
from game.model.events import Event
from game.model.refusal import Phase
from game.model.rules import CUSTOM_WILD_TARGETED, MAX_PLAYERS, MIN_PLAYERS, Rules
from game.model.tables import PLAY, Tables, tables


class State:
    """The fields of a hand (see the module's docstring for the layers built on it)."""

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
        "_edition",
        "_exposed",
        "_hands",
        "_held",
        "_n",
        "_opening",
        "_pass_on",
        "_pending",
        "_pending_by",
        "_pending_color",
        "_phase",
        "_points",
        "_quiet",
        "_rng",
        "_rules",
        "_setup",
        "_shown_from",
        "_side",
        "_stock",
        "_t",
        "_total",
        "_two",
        "_w4_bluff",
        "_w4_prev",
        "_winner",
    )

    _n: int
    _rules: Rules
    _edition: Edition
    _rng: random.Random
    _t: Tables
    _hands: list[list[Card]]
    _held: list[int]
    """Cards held by each seat: `len` of each hand, kept as the hands change (views and the look for
    out-of-turn chances read it at every decision)."""
    _stock: list[Card]
    """The draw pile, its top at the end (`pop()`)."""
    _discard: list[Card]
    """The discard pile, bottom-first."""
    _current: int
    _direction: int
    _color: Color | None
    _phase: Phase
    _pending: int
    _pending_by: int | None
    _w4_prev: Color | None
    """While a wild draw card (a Wild Draw Four) awaits its answer: the colour in force before it."""
    _w4_bluff: bool
    """... and whether its player held that colour (a challenge then wins)."""
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
    _two: bool
    """The edition's cards are two-sided (UNO Flip!): the cards held show `_side`; actions name faces."""
    _side: int
    """The side in play: an index into the edition's `sides` (0, the light side, for one-sided ones)."""
    _pending_color: Color | None
    """While a Wild Draw Color awaits its answer: the colour its victim draws until (else None)."""
    _shown_from: int
    """The discard pile from this index up is what the table sees (the cards laid since it last turned
    over, the card the turn-over brought to the top first); 0 before any turn-over."""
    _pass_on: bool
    """In phase "color" after a Flip brought a wild to the top: once the colour is named, play passes
    on (after a wild turned as the first card, its namer plays)."""

    def _init_common(self, players: int, rules: Rules, rng: random.Random) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a hand needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {shown(players)}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value, got {type(rules).__name__}")
        if rules.teams and (players % 2 or players < 4):
            raise ValueError(f"teams need an even number of players from 4 to 10, got {players}")
        self._n = players
        self._rules = rules
        self._edition = edition = edition_of(rules.edition)
        self._rng = rng
        self._two = edition.two_sided
        self._side = 0
        self._t = self._tables_for(0)
        self._pending_color = None
        self._shown_from = 0
        self._pass_on = False
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

    def _tables_for(self, side: int) -> Tables:
        """The shared action tables of this table with `side` in play (its colours, its faces)."""
        rules = self._rules
        return tables(self._n, rules.seven_o, rules.custom_wild in CUSTOM_WILD_TARGETED, rules.edition, side)

    def _copy_state(self, other: State) -> None:
        """Make `other` (a new, empty object) an independent copy of this hand."""
        other._n = self._n
        other._rules = self._rules
        other._edition = self._edition
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
        other._two = self._two
        other._side = self._side
        other._pending_color = self._pending_color
        other._shown_from = self._shown_from
        other._pass_on = self._pass_on
