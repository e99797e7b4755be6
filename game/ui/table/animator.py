"""Turn the model's events into timed motion on the table, and keep what the table shows.

The controller hands over each action's events (as the viewer may see them) with `present`; the
animator lays them out one after another on its own clock (seconds at animation speed 1, divided by
the speed setting) and answers how long they take. A new batch first fast-forwards whatever is
still moving, so the table never lags behind the game. Nothing here reads the model's state to work
out what changed: the events say it. The view passed along is read only for what the events do not
carry (whose turn it is when the motion ends, the person's new hand after a swap), and at the end of
each batch to check that the picture agrees with the game (`desyncs` counts disagreements; the
tests expect none).
"""
from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.model import (
    Card,
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    Color,
    ColorChosen,
    ColorDiscarded,
    DealerChosen,
    Dealt,
    DirectionChanged,
    Event,
    EveryoneSkipped,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    OthersDrawOne,
    PenaltyPending,
    PlayerView,
    StockReshuffled,
    TargetDrawsTwo,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
    WildSwapped,
)
from game.ui.table.layout import Layout
from game.ui.table.sprites import Flight, HandSprite
from game.ui.tween import ease_in_out_cubic, ease_out_cubic
from game.ui.widgets import CREAM, GOLD

__all__ = ["Animator", "Effect", "LogLine", "sort_cards"]

# Motion times in seconds at animation speed 1 (ART.md).
DEAL = 0.25
DEAL_GAP = 0.06
PLAY = 0.35
DRAW = 0.3
REFAN = 0.25
HOVER = 0.08
TINT = 0.45
SPIN = 0.7
LOG_LINES = 6
LOG_FADE_AFTER = 6.0       # a log line starts fading this long after it was written
PILE_SHOWN = 6
RING_TURN = 14.0          # degrees per second of the slowly turning ring

_COLOR_ORDER = {Color.RED: 0, Color.YELLOW: 1, Color.GREEN: 2, Color.BLUE: 3}
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

    kind: str                  # skip, bubble, caught, plus, banner, points, flash, jump
    t0: float
    duration: float
    seat: int | None = None
    text: str = ""
    rgb: tuple[int, int, int] = (255, 255, 255)
    value: int = 0
    start_value: int = 0

    def live(self, now: float) -> bool:
        return self.t0 <= now < self.t0 + self.duration


@dataclass
class LogLine:
    """One line of the log: its text and when it was written."""

    text: str
    t: float


@dataclass
class Reveal:
    """A hand shown to the person after their challenge."""

    seat: int
    cards: tuple[Card, ...]
    t0: float
    duration: float
    bluff: bool


class Animator:
    """What the table shows, and the motion between one picture and the next.

    `names[seat]`, `viewer` (the person's seat, or -1), `speed()` the animation multiplier,
    `sound(name)` plays an effect, `sort_mode()` how the person sorts their hand.
    """

    def __init__(
        self,
        names: Sequence[str],
        viewer: int,
        layout: Layout,
        *,
        speed: Callable[[], float] = lambda: 1.0,
        sound: Callable[[str], None] = lambda name: None,
        sort_mode: Callable[[], str] = lambda: "none",
        seed: int = 0,
    ) -> None:
        self.names = list(names)
        self.n = len(names)
        self.viewer = viewer
        self.layout = layout
        self.speed = speed
        self._sound = sound
        self.sort_mode = sort_mode
        self.rng = random.Random(seed)
        self.t = 0.0
        self.hand: list[HandSprite] = []
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
        self.pending_from = 0
        self.pending_t0 = -10.0
        self.uno: set[int] = set()
        """Seats showing the UNO badge: they said it for the card they hold."""
        self.flights: list[Flight] = []
        self.effects: list[Effect] = []
        self.log: list[LogLine] = []
        self.reveal: Reveal | None = None
        self.dealer_cards: dict[int, Card] = {}
        self.over = False
        self.winner: int | None = None
        self.desyncs = 0
        self.busy_until = 0.0
        self._steps: list[tuple[float, int, Callable[[], None]]] = []
        self._seq = 0
        self._flushing = False
        self._cursor = 0.0
        self._lines: list[list[Any]] = []
        self._subject: int | None = None

    # -- time -------------------------------------------------------------------------------------
    def d(self, seconds: float) -> float:
        """Return `seconds` at the animation speed in force."""
        return seconds / max(0.05, self.speed())

    def _at(self, when: float, fn: Callable[[], None]) -> None:
        self._seq += 1
        heapq.heappush(self._steps, (when, self._seq, fn))

    def sound(self, name: str) -> None:
        if not self._flushing:
            self._sound(name)

    def update(self, dt: float) -> None:
        """Advance the animator's clock by `dt` and run the steps that came due."""
        self.t += max(0.0, dt)
        steps = self._steps
        while steps and steps[0][0] <= self.t:
            _when, _seq, fn = heapq.heappop(steps)
            fn()
        if self.flights:
            self.flights = [f for f in self.flights if not f.landed]
        if self.effects and len(self.effects) > 8:
            now = self.t
            self.effects = [e for e in self.effects if e.t0 + e.duration > now]
        for sprite in self.hand:
            sprite.update(self.t)

    def flush(self) -> None:
        """Fast-forward: run every step still waiting, landing every card in flight."""
        self._flushing = True
        try:
            steps = self._steps
            while steps:
                _when, _seq, fn = heapq.heappop(steps)
                fn()
        finally:
            self._flushing = False
        self.flights = [f for f in self.flights if not f.landed]
        for sprite in self.hand:
            sprite.update(self.t + 10.0)

    @property
    def busy(self) -> bool:
        """Return True while something is still moving because of the events."""
        return bool(self._steps)

    # -- names and the log ------------------------------------------------------------------------
    def who(self, seat: int, capital: bool = True) -> str:
        """Return the seat's name, or "You"/"you" for the person."""
        if seat == self.viewer:
            return "You" if capital else "you"
        return self.names[seat] if 0 <= seat < self.n else "?"

    def says(self, seat: int, other: str, you: str, capital: bool = True) -> str:
        """Return "Mia misses a turn" / "you miss a turn"."""
        return f"{self.who(seat, capital)} {you if seat == self.viewer else other}"

    def _line(self, text: str) -> None:
        self._lines.append([text, self._cursor])

    def _more(self, text: str, joiner: str = " — ") -> None:
        if self._lines:
            self._lines[-1][0] += joiner + text
        else:
            self._lines.append([text[:1].upper() + text[1:], self._cursor])

    def _about(self, seat: int, other: str, you: str) -> None:
        """Add what happened to `seat`: "and misses a turn" when the line is already about it."""
        if self._lines and self._subject == seat:
            self._more(you if seat == self.viewer else other, " and ")
        else:
            self._more(self.says(seat, other, you, capital=not self._lines))
            self._subject = seat

    def add_log(self, text: str) -> None:
        """Write a line in the log now."""
        self.log.append(LogLine(text, self.t))
        del self.log[:-LOG_LINES]

    # -- the picture from a view (no motion) ------------------------------------------------------
    def sync(self, view: PlayerView) -> None:
        """Show `view` at once: hands, piles, colour, direction, whose turn."""
        self.flush()
        self.flights.clear()
        self.reveal = None
        self.over = view.phase == "over"
        self.winner = view.winner
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
        if self.viewer >= 0:
            self.hand = self._new_hand(view.hand)
            self.refan(0.0)
        else:
            self.hand = []

    def relayout(self, layout: Layout) -> None:
        """Use a new layout (the window changed size): everything jumps to its new place."""
        self.layout = layout
        self.flush()
        self.refan(0.0)

    # -- the person's hand ------------------------------------------------------------------------
    def refan(self, duration: float = REFAN) -> None:
        """Move every card of the person's hand to its place (smoothly over `duration` at speed 1)."""
        slots = self.layout.hand(len(self.hand))
        d = self.d(duration)
        for sprite, slot in zip(self.hand, slots, strict=True):
            if d <= 0 or not sprite.arrived:
                sprite.place(slot.x, slot.y)
            else:
                sprite.go_to(slot.x, slot.y, self.t, d)

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

    # -- presenting events ------------------------------------------------------------------------
    def present(self, events: Sequence[Event], view: PlayerView) -> float:
        """Lay out `events` in time; return the seconds they take to show."""
        self.flush()
        self._cursor = self.t
        self._lines = []
        self._subject = None
        for e in events:
            handler = _HANDLERS.get(type(e))
            if handler is not None:
                handler(self, e, view)
        for text, when in self._lines:
            self._at(when, partial(self.add_log, text))
        self._lines = []
        end = self._cursor
        self._at(end, lambda: self._settle(view))
        self.busy_until = end
        return end - self.t

    def _settle(self, view: PlayerView) -> None:
        """The motion has ended: whose turn, the Uno badges; check the picture against the game."""
        self.current = view.current if view.phase != "over" else None
        self.dealer = view.dealer
        self.uno = {s for s, size in enumerate(view.hand_sizes) if size == 1 and view.uno_called[s]}
        if view.phase != "penalty":
            self.pending = 0
        self.direction = view.direction
        if view.color is not None and view.color is not self.color:
            self._set_color(view.color)
        bad = False
        for s, size in enumerate(view.hand_sizes):
            if view.phase == "over":
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

    def _fly(self, flight: Flight) -> Flight:
        if not flight.face_levels:
            flight.face_levels = self.layout.face_levels

        def launch() -> None:
            flight.launched = True
            self.flights.append(flight)
            if flight.on_launch is not None:
                flight.on_launch()

        def land() -> None:
            if flight.landed:
                return
            if not flight.launched:
                launch()
            flight.landed = True
            if flight.on_land is not None:
                flight.on_land()

        self._at(flight.t0, launch)
        self._at(flight.t1, land)
        return flight

    # -- one handler per event --------------------------------------------------------------------
    def _dealer_chosen(self, e: DealerChosen, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor
        gap = self.d(0.09)
        self.stock = view.draw_pile_size + sum(view.hand_sizes) + len(view.discard_pile)
        for i, (seat, card) in enumerate(e.draws):
            dst = self.seat_pos(seat) if seat != self.viewer else (L.hand_area.centerx, L.hand_area.y + L.card_h * 0.3)

            def land(seat: int = seat, card: Card = card) -> None:
                self.dealer_cards[seat] = card

            self._fly(Flight(card, L.draw_pile, dst, start + i * gap, self.d(0.3), L.card_w, L.mid_w,
                             self.levels(), face_at=0.5, on_land=land, on_launch=lambda: self.sound("deal"),
                             face_levels=(L.mid_w, L.card_w)))
        end = start + len(e.draws) * gap + self.d(0.3)
        self.effects.append(Effect("dealer", end, self.d(1.3), e.dealer, "Deals"))

        def clear() -> None:
            self.dealer_cards = {}
            self.dealer = e.dealer

        back = end + self.d(1.3)
        self._at(back, clear)
        last: dict[int, Card] = dict(e.draws)
        for seat in last:
            src = self.seat_pos(seat) if seat != self.viewer else (L.hand_area.centerx, L.hand_area.y + L.card_h * 0.3)
            self._fly(Flight(None, src, L.draw_pile, back, self.d(0.3), L.mid_w, L.card_w,
                             self.levels(), face_at=None))
        self._line(self.says(e.dealer, "drew the highest card and deals", "drew the highest card and deal"))
        self._cursor = end + self.d(1.4)

    def _dealt(self, e: Dealt, view: PlayerView) -> None:
        n = self.n
        self.dealer = e.dealer
        self.counts = [0] * n
        self.hand = []
        self.pile = []
        self.over = False
        self.winner = None
        self.reveal = None
        self.pending = 0
        self.uno = set()
        self.current = None
        self._set_color(None, at_once=True)
        self.direction = 1
        total = sum(e.counts)
        self.stock = view.draw_pile_size + sum(view.hand_sizes) + len(view.discard_pile)
        start = self._cursor
        self.sound("shuffle")
        gap = self.d(DEAL_GAP) if total <= 40 else self.d(DEAL_GAP) * 40 / total
        mine = e.hands[self.viewer] if 0 <= self.viewer < n else None
        k = 0
        for r in range(max(e.counts) if e.counts else 0):
            for i in range(1, n + 1):
                seat = (e.dealer + i) % n
                if r >= e.counts[seat]:
                    continue
                t0 = start + k * gap
                k += 1
                if seat == self.viewer and mine is not None:
                    self._deal_to_me(mine[r], t0)
                else:
                    self._deal_back(seat, t0)
        self._line(f"{self.who(e.dealer)} {'deal' if e.dealer == self.viewer else 'deals'} {e.counts[0] if e.counts else 0} cards each")
        self._cursor = start + max(0, k - 1) * gap + self.d(DEAL) + self.d(0.1)

    def _deal_back(self, seat: int, t0: float, duration: float = DEAL) -> None:
        L = self.layout

        def launch() -> None:
            self.stock -= 1
            self.sound("deal")

        def land() -> None:
            self.counts[seat] += 1

        self._fly(Flight(None, L.draw_pile, self.seat_pos(seat), t0, self.d(duration), L.card_w,
                         self._width_at(seat), self.levels(), face_at=None, on_launch=launch, on_land=land))

    def _deal_to_me(self, card: Card, t0: float, duration: float = DEAL, sound: str = "deal") -> None:
        L = self.layout
        sprite = HandSprite(card, pygame.FRect(0, 0, 1, 1), arrived=False)
        flight = Flight(card, L.draw_pile, L.draw_pile, t0, self.d(duration), L.card_w, L.card_w, self.levels(),
                        face_at=0.5, ease=ease_out_cubic, follow=sprite)

        def launch() -> None:
            self.stock -= 1
            self.sound(sound)
            sprite.place(*L.draw_pile)
            self._insert_sprite(sprite)
            self.counts[self.viewer] = len(self.hand)

        def land() -> None:
            sprite.arrived = True
            self.refan()

        flight.on_launch = launch
        flight.on_land = land
        self._fly(flight)

    def _card_turned(self, e: CardTurned, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor
        angle = self._land_angle()

        def launch() -> None:
            self.stock -= 1
            self.sound("play")

        def land() -> None:
            self.pile.append((e.card, angle))
            del self.pile[:-PILE_SHOWN]
            self.pile_landed = self.t
            if not e.returned and not e.card.wild:
                self._set_color(e.card.color)

        self._fly(Flight(e.card, L.draw_pile, L.discard_pile, start, self.d(PLAY), L.card_w, L.card_w,
                         self.levels(), 0.0, angle, face_at=0.4, on_launch=launch, on_land=land))
        end = start + self.d(PLAY)
        if e.returned:
            def back_launch() -> None:
                if self.pile and self.pile[-1][0] is e.card:
                    self.pile.pop()
                self.sound("shuffle")

            def back_land() -> None:
                self.stock += 1

            self._fly(Flight(e.card, L.discard_pile, L.draw_pile, end + self.d(0.5), self.d(PLAY), L.card_w,
                             L.card_w, self.levels(), angle, 0.0, face_at=None, on_launch=back_launch,
                             on_land=back_land))
            self._line(f"First card {e.card.label}: it goes back, another is turned")
            self._cursor = end + self.d(0.5) + self.d(PLAY) + self.d(0.1)
        else:
            self._line(f"First card: {e.card.label}")
            self._cursor = end + self.d(0.15)

    def _card_played(self, e: CardPlayed, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor
        angle = self._land_angle()
        p = e.player
        if p == self.viewer:
            sprite = self._take_sprite(e.card)
            src = sprite.center if sprite is not None else self.seat_pos(p)
            w0 = L.card_w
            face_at: float = 0.0
            self.counts[p] = len(self.hand)
            self.refan()
        else:
            src = self.seat_pos(p)
            w0 = L.small_w
            face_at = 0.5

        def launch() -> None:
            if p != self.viewer:
                self.counts[p] = max(0, self.counts[p] - 1)
            self.sound("play")

        def land() -> None:
            self.pile.append((e.card, angle))
            del self.pile[:-PILE_SHOWN]
            self.pile_landed = self.t
            if not e.card.wild:
                self._set_color(e.card.color)

        self._fly(Flight(e.card, src, L.discard_pile, start, self.d(PLAY), w0, L.card_w, self.levels(),
                         0.0, angle, face_at=face_at, arc=L.card_h * 0.25, on_launch=launch, on_land=land,
                         grow=0.5))
        if e.jump_in:
            self.effects.append(Effect("jump", start + self.d(PLAY), self.d(1.0), p, "Jump-in!"))
        text = f"{self.who(p)} {'jumped in with' if e.jump_in else 'played'} {e.card.label}"
        if e.color is not None:
            text += f" ({e.color.label})"
        if e.left == 1:
            text += " — one card left"
        self._line(text)
        self._subject = p
        self._cursor = start + self.d(PLAY)

    def _color_chosen(self, e: ColorChosen, view: PlayerView) -> None:
        start = self._cursor
        self._at(start, lambda: self._set_color(e.color))
        self.effects.append(Effect("flash", start, self.d(0.6), None, e.color.label, _rgb(e.color)))
        if not self._lines or self._subject != e.player:
            self._line(f"{self.who(e.player)} {'choose' if e.player == self.viewer else 'chose'} {e.color.label}")
            self._cursor = start + self.d(0.3)
        else:
            self._cursor = start + self.d(0.1)

    def _turn_skipped(self, e: TurnSkipped, view: PlayerView) -> None:
        start = self._cursor
        self.effects.append(Effect("skip", start, self.d(1.0), e.player))
        self._at(start, lambda: self.sound("skip"))
        self._about(e.player, "misses a turn", "miss a turn")
        self._cursor = start + self.d(0.4)

    def _direction_changed(self, e: DirectionChanged, view: PlayerView) -> None:
        start = self._cursor

        def flip() -> None:
            self._turn_ring(e.direction)
            self.spin_t0 = self.t
            self.sound("reverse")

        self._at(start, flip)
        self._more("play turns " + ("clockwise" if e.direction > 0 else "counter-clockwise"))
        self._cursor = start + self.d(0.35)

    def _penalty_pending(self, e: PenaltyPending, view: PlayerView) -> None:
        start = self._cursor
        before = self.pending

        def show() -> None:
            self.pending_from = before
            self.pending = e.total
            self.pending_t0 = self.t

        self._at(start, show)
        self.effects.append(Effect("plus", start, self.d(0.7), e.player, f"+{e.total}", value=e.total))
        self._about(e.player, f"must take {e.total}", f"must take {e.total}")
        self._cursor = start + self.d(0.45)

    def _cards_drawn(self, e: CardsDrawn, view: PlayerView) -> None:
        start = self._cursor
        p = e.player
        count = e.count
        gap = self.d(DEAL_GAP) if count <= 8 else self.d(0.5) / count
        for i in range(count):
            t0 = start + i * gap
            if p == self.viewer and e.cards is not None:
                self._deal_to_me(e.cards[i], t0, DRAW, sound="draw")
            else:
                self._draw_back(p, t0)
        if e.reason in ("penalty", "challenge"):
            self._at(start, self._clear_pending)
        noun = "a card" if count == 1 else f"{count} cards"
        if e.reason == "draw":
            shown = ""
            if p == self.viewer and e.cards is not None and count <= 3:
                shown = ": " + ", ".join(c.label for c in e.cards)
            self._line(f"{self.says(p, 'drew', 'drew')} {noun}{shown}")
            self._subject = p
        elif e.reason == "uno":
            self._about(p, f"draws {count}", f"draw {count}")
        else:
            self._about(p, f"takes {count}", f"take {count}")
        self._cursor = start + max(0, count - 1) * gap + self.d(DRAW) + self.d(0.05)

    def _draw_back(self, seat: int, t0: float) -> None:
        L = self.layout

        def launch() -> None:
            self.stock = max(0, self.stock - 1)
            self.sound("draw")

        def land() -> None:
            self.counts[seat] += 1
            self.uno.discard(seat)

        self._fly(Flight(None, L.draw_pile, self.seat_pos(seat), t0, self.d(DRAW), L.card_w,
                         self._width_at(seat), self.levels(), face_at=None, on_launch=launch, on_land=land))

    def _clear_pending(self) -> None:
        self.pending = 0

    def _card_kept(self, e: CardKept, view: PlayerView) -> None:
        self._line(self.says(e.player, "kept the card", "kept the card"))
        self._subject = e.player

    def _bundle(self, src: int, dst: int, t0: float, duration: float, cards: int = 3) -> None:
        """Fly a few backs from one seat to another (a hand changing owners)."""
        L = self.layout
        for i in range(cards):
            self._fly(Flight(None, self.seat_pos(src), self.seat_pos(dst), t0 + i * self.d(0.05), self.d(duration),
                             self._width_at(src), self._width_at(dst), self.levels(), 0.0, 0.0, face_at=None,
                             arc=L.card_h * 0.2))

    def _hands_moved(self, sizes: tuple[int, ...], view: PlayerView, when: float) -> None:
        def done() -> None:
            self.counts = list(sizes)
            if self.viewer >= 0:
                self.hand = self._new_hand(view.hand)
                for sprite in self.hand:
                    sprite.place(*self.seat_pos(self.viewer))
                self.refan()
            self.uno = set()

        self._at(when, done)

    def _empty_seats(self, seats: Sequence[int], when: float) -> None:
        def empty() -> None:
            for s in seats:
                self.counts[s] = 0
                if s == self.viewer:
                    self.hand = []

        self._at(when, empty)

    def _hands_swapped(self, e: HandsSwapped, view: PlayerView) -> None:
        start = self._cursor + self.d(0.1)
        dur = 0.55
        self._empty_seats((e.player, e.target), start)
        self._at(start, lambda: self.sound("shuffle"))
        self._bundle(e.player, e.target, start, dur)
        self._bundle(e.target, e.player, start, dur)
        end = start + self.d(dur) + self.d(0.1)
        self._hands_moved(e.sizes, view, end)
        if self._lines and self._subject == e.player:
            self._more(f"swapped hands with {self.who(e.target, False)}", " and ")
        else:
            self._more(f"{self.who(e.player)} swapped hands with {self.who(e.target, False)}")
        self._cursor = end + self.d(0.15)

    def _hands_passed(self, e: HandsPassed, view: PlayerView) -> None:
        start = self._cursor + self.d(0.1)
        dur = 0.55
        self._empty_seats(range(self.n), start)
        self._at(start, lambda: self.sound("shuffle"))
        for s in range(self.n):
            self._bundle(s, (s + e.direction) % self.n, start, dur, 2)
        end = start + self.d(dur) + self.d(0.15)
        self._hands_moved(e.sizes, view, end)
        self._more("every hand passes " + ("to the left" if e.direction > 0 else "to the right"))
        self._cursor = end + self.d(0.15)

    def _hands_shuffled(self, e: HandsShuffled, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor + self.d(0.1)
        dur = 0.45
        self._empty_seats(range(self.n), start)
        self._at(start, lambda: self.sound("shuffle"))
        for s in range(self.n):
            for i in range(2):
                self._fly(Flight(None, self.seat_pos(s), L.center, start + i * self.d(0.04), self.d(dur),
                                 self._width_at(s), L.small_w, self.levels(), 0.0, 0.0, face_at=None))
        out = start + self.d(dur) + self.d(0.2)
        for s in range(self.n):
            for i in range(2):
                self._fly(Flight(None, L.center, self.seat_pos(s), out + i * self.d(0.04), self.d(dur),
                                 L.small_w, self._width_at(s), self.levels(), 0.0, 0.0, face_at=None))
        end = out + self.d(dur) + self.d(0.1)
        self._hands_moved(e.sizes, view, end)
        self._more(self.says(e.player, "shuffles every hand", "shuffle every hand", capital=not self._lines))
        self._cursor = end + self.d(0.15)

    def _uno_called(self, e: UnoCalled, view: PlayerView) -> None:
        start = self._cursor
        self.effects.append(Effect("bubble", start, self.d(1.5), e.player, "UNO!"))

        def call() -> None:
            self.uno.add(e.player)
            self.sound("uno")

        self._at(start, call)
        self._line(f"{self.who(e.player)}: “Uno!”")
        self._subject = e.player
        self._cursor = start + self.d(0.2)

    def _uno_caught(self, e: UnoCaught, view: PlayerView) -> None:
        start = self._cursor
        self.effects.append(Effect("caught", start, self.d(1.3), e.target, "Caught!"))
        self._at(start, lambda: self.sound("catch"))
        self._line(f"{self.who(e.player)} caught {self.who(e.target, False)} without Uno")
        self._subject = None
        self._cursor = start + self.d(0.45)

    def _challenge(self, e: ChallengeResolved, view: PlayerView) -> None:
        start = self._cursor
        text = "Bluff caught!" if e.bluff else "Fair play!"
        self.effects.append(Effect("banner", start, self.d(1.6), e.player, text,
                                   GOLD if e.bluff else CREAM))
        self._at(start, lambda: self.sound("catch" if e.bluff else "error"))
        if e.hand is not None and self.viewer == e.player and e.accused != self.viewer:
            hold = max(2.6, self.d(3.0))
            self.reveal = None

            def show() -> None:
                self.reveal = Reveal(e.accused, e.hand or (), self.t, hold, e.bluff)

            self._at(start, show)
        verdict = "it was a bluff" if e.bluff else "the Wild Draw Four was fair"
        self._line(f"{self.who(e.player)} challenged {self.who(e.accused, False)}: {verdict}")
        self._subject = None
        self._cursor = start + self.d(0.9)

    def _reshuffled(self, e: StockReshuffled, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor
        moving = self.pile[:-1][-5:]
        for i, (card, angle) in enumerate(moving):
            self._fly(Flight(card, L.discard_pile, L.draw_pile, start + i * self.d(0.05), self.d(0.4), L.card_w,
                             L.card_w, self.levels(), angle, 0.0, face_at=0.0 if i < 0 else None, arc=L.card_h * 0.15))

        def launch() -> None:
            self.pile = self.pile[-1:]
            self.sound("shuffle")

        def land() -> None:
            self.stock = e.count

        self._at(start, launch)
        end = start + len(moving) * self.d(0.05) + self.d(0.4)
        self._at(end, land)
        self._line("The discard pile is shuffled into a new stock")
        self._cursor = end + self.d(0.1)

    def _hand_over(self, e: HandOver, view: PlayerView) -> None:
        start = self._cursor + self.d(0.2)
        self.over = True
        self.winner = e.winner

        def stop() -> None:
            self.current = None

        self._at(start, stop)
        if e.winner is None:
            self._line("The hand ends drawn: nobody scores")
            self.effects.append(Effect("banner", start, self.d(2.0), None, "Drawn hand"))
            self._cursor = start + self.d(1.5)
            return
        w = e.winner
        k = 0
        for s in range(self.n):
            if s == w or s == self.viewer or not e.hands[s]:
                continue

            def sweep(s: int = s) -> None:
                self.counts[s] = 0

            self._at(start + k * self.d(0.04), sweep)
            for _ in range(min(4, len(e.hands[s]))):
                self._fly(Flight(None, self.seat_pos(s), self.seat_pos(w), start + k * self.d(0.04), self.d(0.5),
                                 self._width_at(s), self._width_at(w), self.levels(), 0.0, 0.0, face_at=None,
                                 arc=self.layout.card_h * 0.3))
                k += 1
        self._at(start, lambda: self.sound("win"))
        self.effects.append(Effect("points", start, self.d(2.4), w, f"+{e.points}", value=e.points))
        self.effects.append(Effect("banner", start, self.d(2.4), w,
                                   "You win the hand!" if w == self.viewer else f"{self.names[w]} wins the hand",
                                   GOLD))
        self._line(f"{self.says(w, 'wins', 'win')} the hand: {e.points} points")
        self._cursor = start + self.d(2.4)

    # -- colour and direction ---------------------------------------------------------------------
    def _set_color(self, color: Color | None, at_once: bool = False) -> None:
        self.tint_from = self.ring_rgb()
        self.color = color
        self.tint_t0 = -10.0 if at_once else self.t

    def ring_rgb(self) -> tuple[int, int, int]:
        """Return the ring's tint now (moving towards the colour in force)."""
        target = _rgb(self.color) if self.color is not None else NEUTRAL_RGB
        k = ease_in_out_cubic((self.t - self.tint_t0) / self.d(TINT))
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
        base = self.ring_base + self.direction * RING_TURN * (self.t - self.ring_t0)
        k = (self.t - self.spin_t0) / self.d(SPIN)
        if 0.0 <= k < 1.0:
            base += self.direction * 360.0 * ease_in_out_cubic(k)
        return base

    def pending_shown(self) -> int:
        """Return the penalty figure by the pile now (counting up when a stack grows)."""
        if self.pending <= 0:
            return 0
        k = ease_out_cubic((self.t - self.pending_t0) / self.d(0.35))
        return round(self.pending_from + (self.pending - self.pending_from) * k)


def _rgb(color: Color) -> tuple[int, int, int]:
    from game.ui.cardart import COLOR_RGB

    return COLOR_RGB[color]


_HANDLERS: dict[type, Callable[[Animator, Event, PlayerView], None]] = {
    DealerChosen: Animator._dealer_chosen,  # type: ignore[dict-item]
    Dealt: Animator._dealt,  # type: ignore[dict-item]
    CardTurned: Animator._card_turned,  # type: ignore[dict-item]
    CardPlayed: Animator._card_played,  # type: ignore[dict-item]
    ColorChosen: Animator._color_chosen,  # type: ignore[dict-item]
    TurnSkipped: Animator._turn_skipped,  # type: ignore[dict-item]
    DirectionChanged: Animator._direction_changed,  # type: ignore[dict-item]
    PenaltyPending: Animator._penalty_pending,  # type: ignore[dict-item]
    CardsDrawn: Animator._cards_drawn,  # type: ignore[dict-item]
    CardKept: Animator._card_kept,  # type: ignore[dict-item]
    HandsSwapped: Animator._hands_swapped,  # type: ignore[dict-item]
    HandsPassed: Animator._hands_passed,  # type: ignore[dict-item]
    HandsShuffled: Animator._hands_shuffled,  # type: ignore[dict-item]
    UnoCalled: Animator._uno_called,  # type: ignore[dict-item]
    UnoCaught: Animator._uno_caught,  # type: ignore[dict-item]
    ChallengeResolved: Animator._challenge,  # type: ignore[dict-item]
    StockReshuffled: Animator._reshuffled,  # type: ignore[dict-item]
    HandOver: Animator._hand_over,  # type: ignore[dict-item]
}


# -- the Wild Customizable's effects (kept apart from the class so the table's code stays as it was) --


def _wild_swapped(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, WildSwapped)
    anim._hands_swapped(e, view)


def _others_draw_one(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, OthersDrawOne)
    anim._about(e.player, "makes everyone else draw one", "make everyone else draw one")


def _everyone_skipped(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, EveryoneSkipped)
    start = anim._cursor
    for seat in range(anim.n):
        if seat != e.player:
            anim.effects.append(Effect("skip", start, anim.d(1.0), seat))
    anim._at(start, lambda: anim.sound("skip"))
    anim._about(e.player, "skips everyone and plays again", "skip everyone and play again")
    anim._cursor = start + anim.d(0.4)


def _color_discarded(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, ColorDiscarded)
    count = len(e.cards)
    what = f"{count} {e.color.label.lower()} card{'s' if count != 1 else ''}"
    anim._about(e.player, f"discards {what}", f"discard {what}")
    sizes = list(anim.counts)
    if 0 <= e.player < len(sizes):
        sizes[e.player] = e.left
    anim._hands_moved(tuple(sizes), view, anim._cursor + anim.d(0.2))
    anim._cursor += anim.d(0.3)


def _target_draws_two(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, TargetDrawsTwo)
    anim._more(f"{anim.who(e.target, False)} must draw two")


_HANDLERS.update(
    {
        WildSwapped: _wild_swapped,
        OthersDrawOne: _others_draw_one,
        EveryoneSkipped: _everyone_skipped,
        ColorDiscarded: _color_discarded,
        TargetDrawsTwo: _target_draws_two,
    }
)
