"""What the table shows: the picture the painters draw, kept by the animator as events play out.

The seats' card counts, the stock, the discard pile, the colour in force (the ring's tint), the
direction and the ring's turn, whose turn it is, the penalty figure, Uno badges, the person's hand
as sprites, cards in flight, effects, the log and a revealed hand. Time is the table's one clock (a
`tween.Timeline`): every "now" question here (`ring_rgb`, `ring_angle`, `pending_shown`) is a pure
function of `t`. `show(view)` sets the picture from a view at once; `settle(view)` checks it against
the game when a batch has played (`desyncs` counts disagreements; the tests expect none).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ai.reasons import shown_reason
from game.i18n import LANGUAGES, speaking
from game.model import Card, Color, Phase, PlayerView
from game.ui.cardart import COLOR_RGB
from game.ui.table.layout import Layout
from game.ui.table.sides import Sides
from game.ui.table.sprites import Flight, HandSprite
from game.ui.tween import Timeline, ease_in_out_cubic, ease_out_cubic

__all__ = ["Effect", "LogLine", "Picture", "Reveal", "sort_cards"]

REFAN = 0.25              # the hand closing up or opening (seconds at animation speed 1)
TINT = 0.25
"""The ring taking the new colour, fast at first (ease out): it follows the colour badge, which
changes at once, instead of trailing it (an ease-in-out of 0.45 s read as about a second's lag)."""
SPIN = 0.7                # the ring's spin when the direction changes
LOG_KEPT = 600
"""Log lines kept (the open log reads the whole hand; the table shows the last few)."""
PILE_SHOWN = 6
RING_TURN = 14.0          # degrees per second of the slowly turning ring
NEUTRAL_RGB = (214, 206, 186)

_SORT_KEYS: dict[str, Callable[[Card], tuple[int, int]]] = {
    "color": lambda c: c.sort_key,
    "number": lambda c: (c.sort_key[1], c.sort_key[0]),
}


def sort_cards(cards: Sequence[Card], mode: str) -> list[Card]:
    """Return `cards` sorted for the hand: "color" (then rank), "number" (then colour), else as given."""
    key = _SORT_KEYS.get(mode)
    return sorted(cards, key=key) if key is not None else list(cards)


@dataclass
class Effect:
    """A moment shown over the table: a mark, a bubble, a banner, points counting up."""

    kind: str                  # skip, bubble, caught, plus, banner, points, flash, jump, dealer, confetti
    t0: float
    duration: float
    seat: int | None = None
    text: str = ""
    rgb: tuple[int, int, int] = (255, 255, 255)
    value: int = 0

    def live(self, now: float) -> bool:
        """Return True while the effect shows at time `now`."""
        return self.t0 <= now < self.t0 + self.duration


@dataclass(slots=True)
class LogLine:
    """One line of the log: its text and when it was written; for a CPU's play, the reason its own
    decision gave (a game.ai.reasons.Reason, kept by `keep_reason`). The reason's full form names cards
    the CPU still holds: it is kept private, and `shown_reason` gives only the form a person may read
    (the public one while the hand is in play, the full one once it is over)."""

    text: str
    t: float
    words: Callable[[], str] | None = field(default=None, compare=False, repr=False)
    """Words the line again in the language in force (a line the narrator told from events), or None:
    a line kept as written (a continued match's lines, saved as words)."""
    _reason: str = field(default="", init=False, compare=False, repr=False)

    def keep_reason(self, reason: str) -> None:
        """Keep the reason a CPU's decision gave for this line's play ("" for none)."""
        self._reason = reason

    def shown_reason(self, hand_over: bool) -> str:
        """Return the reason's form a person may read now ("" for none): its public form while the hand
        is in play ("" for a plain string, which has none), the full form once `hand_over`."""
        return shown_reason(self._reason, hand_over) if self._reason else ""

    def in_every_language(self) -> dict[str, str]:
        """Return the line's words in every shipped language ({code: words}; a line kept as written:
        {"": words}), as a continued match keeps it."""
        if self.words is None:
            return {"": self.text}
        told: dict[str, str] = {}
        for code in LANGUAGES:
            with speaking(code):
                told[code] = self.words()
        return told

    def reword(self) -> None:
        """Word the line again in the language in force (after a change of language mid-hand)."""
        if self.words is not None:
            self.text = self.words()


@dataclass
class Reveal:
    """A hand shown to the person after their challenge."""

    seat: int
    cards: tuple[Card, ...]
    t0: float
    duration: float
    bluff: bool
    card: Card | None = None
    """The card challenged (a Wild Draw Four; UNO Flip!'s Wild Draw Two or Color), as the pile shows it."""


class Picture:
    """The table's picture at the clock's time.

    `names[seat]`, `viewer` (the person's seat, or -1), `layout` where things go, `speed()` the
    animation multiplier, `sort_mode()` how the person sorts their hand, `clock` the table's clock
    (a new `Timeline` when none is given).
    """

    def __init__(
        self,
        names: Sequence[str],
        viewer: int,
        layout: Layout,
        *,
        speed: Callable[[], float] = lambda: 1.0,
        sort_mode: Callable[[], str] = lambda: "none",
        seed: int = 0,
        clock: Timeline | None = None,
    ) -> None:
        self.names = list(names)
        self.n = len(names)
        self.viewer = viewer
        self.layout = layout
        self.speed = speed
        self.sort_mode = sort_mode
        self.rng = random.Random(seed)
        self.clock = clock if clock is not None else Timeline()
        """The table's clock: game time, and the steps of the motion scheduled on it."""
        self.hand: list[HandSprite] = []
        self.lean = 0.0
        self.reduce_motion: Callable[[], bool] = lambda: False
        """The "reduce motion" setting (set by the table): the ring stands still, no confetti, no nudge,
        no flourish."""
        """Degrees the person's fanned hand leans now (toward the pointer or the chosen card; `fan`)."""
        self.counts = [0] * self.n
        self.stock = 0
        self.pile: list[tuple[Card, float]] = []
        self.pile_landed = -10.0
        self.color: Color | None = None
        self.tint_from: tuple[int, int, int] = NEUTRAL_RGB
        self.tint_t0 = -10.0
        self.direction = 1
        self.ring_base = 0.0
        self.ring_t0 = 0.0
        self.spin_t0 = -10.0
        self.current: int | None = None
        self.dealer: int | None = None
        self.pending = 0
        self.pending_t0 = -10.0
        self.uno: set[int] = set()
        """Seats showing the UNO badge: they said it for the card they hold."""
        self.flights: list[Flight] = []
        self.planned: list[Flight] = []
        """Flights on the clock that have not started yet (the art for their first frames is drawn ahead)."""
        self.effects: list[Effect] = []
        self.log: list[LogLine] = []
        self.hand_log = 0
        """Where the hand in play begins in `log` (the open log reads from there)."""
        self.reveal: Reveal | None = None
        self.dealer_cards: dict[int, Card] = {}
        self.over = False
        self.deal_until = 0.0
        """Timeline time the deal in progress ends: a count of one is then a card on its way, not an alarm."""
        self.winner: int | None = None
        self.drawn: tuple[Card, ...] = ()
        """The cards the person last drew by choice, once they are in the hand (pass-and-play's look at
        them names them)."""
        self.ended: dict[int, int] = {}
        """At a hand's end, the count each loser's badge keeps while its cards fly to the winner (the cards
        left, as the results count them; its fan empties as they go)."""
        self.desyncs = 0
        self.sides = Sides()
        """UNO Flip!: the side in play, the backs each seat shows, the stock's back, the table turning."""

    # -- time -------------------------------------------------------------------------------------
    @property
    def t(self) -> float:
        """Return the table's game time (the clock's)."""
        return self.clock.now

    @property
    def busy(self) -> bool:
        """Return True while something is still moving (steps wait on the clock)."""
        return not self.clock.idle

    def d(self, seconds: float) -> float:
        """Return `seconds` at the animation speed in force."""
        return seconds / max(0.05, self.speed())

    def badge_count(self, seat: int) -> int:
        """Return the count `seat`'s badge shows: its cards, or at a hand's end the cards it was left with."""
        return self.ended.get(seat, self.counts[seat])

    # -- the log ----------------------------------------------------------------------------------
    def add_log(self, text: str) -> LogLine:
        """Write a line in the log now; return it."""
        line = LogLine(text, self.t)
        self.log.append(line)
        if len(self.log) > LOG_KEPT:
            cut = len(self.log) - LOG_KEPT
            del self.log[:cut]
            self.hand_log = max(0, self.hand_log - cut)
        return line

    # -- the picture from a view ------------------------------------------------------------------
    def show(self, view: PlayerView) -> None:
        """Show `view` at once: hands, piles, colour, direction, whose turn (nothing moving)."""
        self.flights.clear()
        self.planned.clear()
        self.reveal = None
        self.over = view.hand_over
        self.winner = view.winner
        self.ended = {}
        self.counts = list(view.hand_sizes)
        self.stock = view.draw_pile_size
        self.pile = [(c, self._land_angle()) for c in view.discard_pile[-PILE_SHOWN:]]
        self.pile_landed = -10.0
        self._set_color(view.color, at_once=True)
        self.direction = view.direction
        self.current = view.current
        self.dealer = view.dealer
        self.pending = view.pending_draw
        self.uno = {s for s, size in enumerate(view.hand_sizes) if size == 1 and view.uno_called[s]}
        self.dealer_cards = {}
        self.sides.skip()
        self.sides.read(view)
        if self.viewer >= 0:
            self.hand = self._new_hand(view.hand)
            self.refan(0.0)
        else:
            self.hand = []

    def settle(self, view: PlayerView) -> None:
        """The motion has ended: whose turn, the Uno badges; check the picture against the game."""
        self.current = view.current if not view.hand_over else None
        self.dealer = view.dealer
        self.uno = {s for s, size in enumerate(view.hand_sizes) if size == 1 and view.uno_called[s]}
        if view.phase is not Phase.PENALTY:
            self.pending = 0
        self.direction = view.direction
        if view.color is not None and view.color is not self.color:
            self._set_color(view.color)
        if not self.sides.turning(self.t):
            self.sides.read(view)  # the backs follow the hands (a card played or drawn changes them)
        bad = False
        for s, size in enumerate(view.hand_sizes):
            if view.hand_over:
                break  # the losers' cards have been swept to the winner
            if s != self.viewer and self.counts[s] != size:
                self.counts[s] = size
                bad = True
        if self.stock != view.draw_pile_size:
            self.stock = view.draw_pile_size
            bad = True
        if not self.pile or self.pile[-1][0] is not view.top:
            self.pile = [(c, self._land_angle()) for c in view.discard_pile[-PILE_SHOWN:]]
            bad = True
        if self.viewer >= 0:
            shown = Counter(s.card for s in self.hand)
            if shown != Counter(view.hand):
                self.hand = self._new_hand(view.hand)
                self.refan(0.0)
                bad = True
            self.counts[self.viewer] = len(view.hand)
        if bad:
            self.desyncs += 1

    # -- the person's hand ------------------------------------------------------------------------
    def refan(self, duration: float = REFAN) -> None:
        """Move every card of the person's hand to its place (smoothly over `duration` at speed 1)."""
        slots = self.layout.hand(len(self.hand))
        d = self.d(duration)
        for sprite, slot in zip(self.hand, slots, strict=True):
            if d <= 0 or not sprite.arrived:
                sprite.place(slot.x, slot.y, slot.angle)
            else:
                sprite.go_to(slot.x, slot.y, self.t, d, slot.angle)

    def sort_hand(self, mode: str) -> None:
        """Put the person's hand in `mode` order ("color", "number"; "none" keeps it as it is)."""
        if mode == "none":
            return
        order = sort_cards([s.card for s in self.hand], mode)
        pool = list(self.hand)
        out: list[HandSprite] = []
        for card in order:
            for i, s in enumerate(pool):
                if s.card is card:
                    out.append(pool.pop(i))
                    break
        self.hand = out
        self.refan()

    def _insert_sprite(self, sprite: HandSprite) -> None:
        key = _SORT_KEYS.get(self.sort_mode())
        if key is None:
            self.hand.append(sprite)
        else:
            k = key(sprite.card)
            i = len(self.hand)
            for j, s in enumerate(self.hand):
                if key(s.card) > k:
                    i = j
                    break
            self.hand.insert(i, sprite)
        self.refan()

    def _new_hand(self, cards: Sequence[Card]) -> list[HandSprite]:
        """Return sprites for a whole new hand, in the person's order (placed by the next `refan`)."""
        return [HandSprite(c, pygame.FRect(0, 0, 1, 1)) for c in sort_cards(cards, self.sort_mode())]

    def _take_sprite(self, card: Card) -> HandSprite | None:
        """Remove and return the (rightmost) sprite of `card` from the person's hand."""
        for i in range(len(self.hand) - 1, -1, -1):
            if self.hand[i].card is card:
                return self.hand.pop(i)
        return None

    # -- positions --------------------------------------------------------------------------------
    def seat_pos(self, seat: int) -> tuple[float, float]:
        """Return where cards fly to and from for `seat`."""
        if seat == self.viewer:
            return self.layout.hand_area.centerx, self.layout.hand_y
        return self.layout.seat(seat).anchor

    def levels(self) -> tuple[int, ...]:
        """Return the card widths used in flight (cached by the art)."""
        return self.layout.levels

    def _width_at(self, seat: int) -> int:
        return self.layout.card_w if seat == self.viewer else self.layout.small_w

    def _land_angle(self) -> float:
        return float(self.rng.randint(-3, 3) * 5)

    # -- colour and direction ---------------------------------------------------------------------
    def _set_color(self, color: Color | None, at_once: bool = False) -> None:
        if color is self.color and not at_once:
            return  # the same colour again: the tint under way goes on (a restart crawled its last steps)
        self.tint_from = self.ring_rgb()
        self.color = color
        self.tint_t0 = -10.0 if at_once else self.t

    def ring_rgb(self) -> tuple[int, int, int]:
        """Return the ring's tint now (moving towards the colour in force)."""
        target = _rgb(self.color) if self.color is not None else NEUTRAL_RGB
        k = ease_out_cubic((self.t - self.tint_t0) / self.d(TINT))
        if k >= 1.0:
            return target
        a = self.tint_from
        return (round(a[0] + (target[0] - a[0]) * k), round(a[1] + (target[1] - a[1]) * k),
                round(a[2] + (target[2] - a[2]) * k))

    def _turn_ring(self, direction: int) -> None:
        self.ring_base = self.ring_angle()
        self.ring_t0 = self.t
        self.direction = direction

    def ring_angle(self) -> float:
        """Return the ring's angle in degrees (screen clockwise positive) now, spin included."""
        if self.reduce_motion():  # the ring stands still: its arrows alone show the direction
            return self.ring_base
        base = self.ring_base + self.direction * RING_TURN * (self.t - self.ring_t0)
        k = (self.t - self.spin_t0) / self.d(SPIN)
        if 0.0 <= k < 1.0:
            base += self.direction * 360.0 * ease_in_out_cubic(k)
        return base

    def ring_tinting(self) -> bool:
        """Return True while the ring takes a new colour."""
        return 0.0 <= (self.t - self.tint_t0) < self.d(TINT)

    def ring_spinning(self) -> bool:
        """Return True while the ring spins for a Reverse (never with "reduce motion")."""
        return 0.0 <= (self.t - self.spin_t0) < self.d(SPIN) and not self.reduce_motion()

    def pending_counting(self) -> bool:
        """Return True while the penalty figure pops in."""
        return self.pending > 0 and (self.t - self.pending_t0) < self.d(0.35)

    def pending_shown(self) -> int:
        """Return the penalty figure by the pile now: the whole figure at once (it counted up from the figure
        before, and a Draw Two showed "+1" for a few frames: playtest)."""
        return max(0, self.pending)

    def pending_pop(self) -> float:
        """Return the penalty badge's size now, as a share of its rest size: it pops in larger as the
        figure changes and settles (1.0 with "reduce motion")."""
        if self.reduce_motion() or not self.pending_counting():
            return 1.0
        k = ease_out_cubic((self.t - self.pending_t0) / self.d(0.35))
        return 1.0 + 0.35 * (1.0 - k)


def _rgb(color: Color) -> tuple[int, int, int]:
    return COLOR_RGB[color]
