"""The table's stage: the motion machinery the animator lays events out with.

`Stage` (a `picture.Picture`) owns the clock's steps (`_at`), the cards in flight (`_fly`), the
sounds (silent while fast-forwarding), the table's shake, and the moves several events share: a card
dealt or drawn to a seat or to the person's hand, bundles of cards passed between seats, hands
refanned to new sizes, an Uno bubble. `game.ui.table.animator.Animator` adds one handler per event.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.i18n import _
from game.model import Card, Event, PlayerView
from game.ui.table import flourish
from game.ui.table.layout import Layout
from game.ui.table.losses import answers
from game.ui.table.narrator import Line, Narrator
from game.ui.table.picture import PILE_SHOWN, Effect, LogLine, Picture
from game.ui.table.reactions import SHOWN, Reaction, ReactionBoard
from game.ui.table.sprites import Flight, HandSprite
from game.ui.tween import Timeline, ease_out_cubic

__all__ = ["CONFETTI", "DEAL", "DEAL_GAP", "DEAL_SPIN", "DRAW", "HOVER", "NUDGE", "OVERSHOOT", "PLAY", "RISE", "WINDUP", "Stage"]

# Motion times in seconds at animation speed 1 (ART.md).
DEAL = 0.25
DEAL_GAP = 0.06
PLAY = 0.35
DRAW = 0.3
HOVER = 0.08
WINDUP = 0.17
"""Anticipation: the share of a play's time in which the card lifts before it flies."""
RISE = 0.12
"""How far it lifts, in card heights."""
OVERSHOOT = 0.05
"""How far past the pile a played card goes before it settles (a share of the way)."""
DEAL_SPIN = 20.0
"""Degrees a dealt card turns through on its way to a seat."""
CONFETTI = 1.4
"""Seconds the confetti of a won hand falls (not scaled by the speed: it never holds the game up)."""
NUDGE = 0.18
"""Seconds the table shakes when a +4 lands on the person (off with "reduce motion")."""



class Stage(Picture):
    """The motion machinery under the animator (see the module)."""

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
        clock: Timeline | None = None,
    ) -> None:
        super().__init__(names, viewer, layout, speed=speed, sort_mode=sort_mode, seed=seed, clock=clock)
        self._sound = sound
        self.narrator = Narrator(names, viewer)
        self.told: list[str] = []
        """The log lines of the last batch presented, at once (the log writes them as their motion lands)."""
        self.busy_until = 0.0
        self._flushing = False
        self._heard: list[str] | None = None
        """While the motion is skipped: the sounds its steps asked for (each is heard once after)."""
        self._cursor = 0.0
        self._event = 0
        self._land: float | None = None
        self._reason = ""
        """The reason a CPU's decision gave for the move of the next batch (`reason_for_next`)."""
        """When the event being laid out has landed, if not at the end of its motion (its log line then)."""
        self._opened: set[int] = set()
        self._calls: dict[int, tuple[str, Callable[[], str] | None]] = {}
        """Seats that said Uno holding two cards: the bubble (and its log line) waits for the card."""
        self._deferred: dict[int, int] = {}
        self.reactions = ReactionBoard()
        """The CPUs' reactions on the table (game.ui.table.reactions): never part of `busy`."""
        self.chatter: dict[int, float] = {}
        """The seats that react, with their talkativeness (set by the table; empty: nobody reacts)."""
        self.nudge_t0 = -10.0
        """When a +4 last landed on the person (the table shakes for `NUDGE` seconds from then)."""

    # -- time -------------------------------------------------------------------------------------
    def _at(self, when: float, fn: Callable[[], None]) -> None:
        self.clock.at(when, fn)

    def sound(self, name: str) -> None:
        if self._heard is not None:
            self._heard.append(name)
        elif not self._flushing:
            self._sound(name)

    def update(self, dt: float) -> None:
        """Advance the animator's clock by `dt` and run the steps that came due."""
        self.clock.update(dt)
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
            self.clock.drain()
        finally:
            self._flushing = False
        self.flights = [f for f in self.flights if not f.landed]
        for sprite in self.hand:
            sprite.update(self.t + 10.0)

    def answered(self, events: Sequence[Event]) -> None:
        """The person's own move answers the line at their seat (`losses.told`): it goes at once (a "+4
        on you" stood for turns after the person had challenged it away)."""
        if answers(events, self.viewer):
            self.effects = [e for e in self.effects if e.kind != "told"]

    def skippable(self) -> bool:
        """Return True while motion is in flight that `skip` would finish."""
        return self.busy or bool(self.flights)

    def skip(self) -> float:
        """Finish every motion in flight now (a click or a key): every step runs, so the log, the counts
        and the picture are what they would have been; each kind of sound asked for is heard once; a
        moment scheduled later (a banner, a bubble) shows from now. Return the seconds skipped."""
        now = self.t
        ahead = max(0.0, self.busy_until - now)
        heard: list[str] = []
        self._heard = heard
        try:
            self.clock.drain()
        finally:
            self._heard = None
        self.flights = [f for f in self.flights if not f.landed]
        for sprite in self.hand:
            sprite.update(now + 10.0)
        for effect in self.effects:
            if effect.t0 > now:
                effect.t0 = now
        for name in ("spin_t0", "tint_t0", "pending_t0"):  # a spin or a count begun by the skip: done
            if getattr(self, name) >= now:
                setattr(self, name, -10.0)
        self.busy_until = min(self.busy_until, now)
        for name in dict.fromkeys(heard):
            self._sound(name)
        return ahead

    # -- the picture from a view (no motion) ------------------------------------------------------
    def sync(self, view: PlayerView) -> None:
        """Land whatever is moving, then show `view` at once. A call of Uno said with a card still to come
        (its line waits for the card) is written now: the view shows its badge at once, and the line was
        lost when a privacy screen synced the table between the call and the card (playtest 11)."""
        self.flush()
        for line, words in self._calls.values():
            if line:
                self.add_log(line).words = words
        self._calls = {}
        self.show(view)

    def relayout(self, layout: Layout) -> None:
        """Use a new layout (the window changed size): everything jumps to its new place."""
        self.layout = layout
        self.flush()
        self.refan(0.0)

    def nudge(self) -> tuple[int, int]:
        """Return the table's offset in pixels now: a short shake after a +4 lands on the person."""
        age = self.t - self.nudge_t0
        if not 0.0 <= age < NUDGE:
            return (0, 0)
        amp = max(2.0, 5.0 * self.layout.scale) * (1.0 - age / NUDGE)
        return (round(amp * math.sin(age / NUDGE * math.pi * 5)), round(amp * 0.4 * math.sin(age / NUDGE * math.pi * 3)))

    def nudging(self) -> bool:
        """Return True while the table shakes."""
        return 0.0 <= self.t - self.nudge_t0 < NUDGE

    def _land_on_pile(self, card: Card, angle: float, flourish: bool = True) -> None:
        """`card` lands on the discard pile at `angle` now: it shows on top with its pop, and its
        flourish starts (unless `flourish` is False: a card turned only to go back)."""
        self.pile.append((card, angle))
        del self.pile[:-PILE_SHOWN]
        self.pile_landed = self.t
        if flourish:
            self._flourish(card)

    def _flourish(self, card: Card) -> None:
        """`card` has just landed on the pile: its flourish (a skip's stamp, a reverse's swirl, a draw
        card's count) starts now; none with "reduce motion"."""
        if not self.reduce_motion():
            self.effects.extend(flourish.flourishes(card, self.t, self.d(flourish.FLOURISH)))

    def _burst(self, rgb: tuple[int, int, int]) -> None:
        """A wild's colour has just been chosen: its burst in that colour starts now (none with "reduce
        motion")."""
        if not self.reduce_motion():
            self.effects.append(flourish.burst(rgb, self.t, self.d(flourish.FLOURISH)))

    def _react(self, said: list[Reaction]) -> None:
        self.reactions.add(said, self.t, min(SHOWN, self.d(SHOWN)))

    def _fly(self, flight: Flight) -> Flight:
        if not flight.face_levels:
            flight.face_levels = self.layout.face_levels

        def launch() -> None:
            flight.launched = True
            self.flights.append(flight)
            if flight in self.planned:
                self.planned.remove(flight)
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

        self.planned.append(flight)
        self._at(flight.t0, launch)
        self._at(flight.t1, land)
        return flight

    # -- the log on the clock --------------------------------------------------------------------
    def _new_hand_log(self) -> None:
        self.hand_log = len(self.log)

    def reason_for_next(self, reason: str) -> None:
        """The next batch is a CPU's move made for `reason` (game.ai.reasons): its first line keeps it."""
        self._reason = reason

    def _write(self, line: Line, lands: Sequence[float], reason: str = "",
               retold: Callable[[], Sequence[str]] | None = None) -> None:
        """Schedule `line` on the clock: its first words when its opening event lands, each later part
        when the event it adds lands (never before an earlier part). `retold()` returns its parts worded
        again in the language in force: the line written keeps it to follow a change of language."""
        parts = line.parts or ((line.event, line.text),)
        written: list[LogLine] = []
        shown = [0]  # the part written so far

        def again() -> str:
            assert retold is not None
            words = retold()
            return words[shown[0]] if shown[0] < len(words) else written[0].text

        def first(text: str) -> None:
            written.append(self.add_log(text))
            written[0].keep_reason(reason)
            if retold is not None:
                written[0].words = again

        def more(index: int, text: str) -> None:
            if written:
                shown[0] = index
                written[0].text = text

        when = lands[parts[0][0]]
        self._at(when, partial(first, parts[0][1]))
        for index, (event, text) in enumerate(parts[1:], 1):
            when = max(when, lands[event])
            self._at(when, partial(more, index, text))

    # -- one handler per event --------------------------------------------------------------------
    def _deal_back(self, seat: int, t0: float, duration: float = DEAL, back: Card | None = None) -> None:
        """A card dealt to another seat flies to it: face down, or under UNO Flip! showing `back`."""
        L = self.layout

        def launch() -> None:
            self.stock -= 1
            self.sound("deal")

        def land() -> None:
            self.counts[seat] += 1

        spin = DEAL_SPIN if self.counts[seat] % 2 else -DEAL_SPIN
        self._fly(Flight(None, L.draw_pile, self.seat_pos(seat), t0, self.d(duration), L.card_w,
                         self._width_at(seat), self.levels(), spin, 0.0, face_at=None, arc=L.card_h * 0.18,
                         ease=ease_out_cubic, on_launch=launch, on_land=land, back=back,
                         back_side=self.sides.back_side, joins=seat))

    def _deal_to_me(self, card: Card, t0: float, duration: float = DEAL, sound: str = "deal",
                    flip: bool | None = None, top: Card | bool | None = False) -> None:
        """A card comes to the person's hand (`flip`: a two-sided deck's; None: the table's deck); `top`
        (not False): what the stock shows on top once it has left (`_uncover`)."""
        L = self.layout
        sprite = HandSprite(card, pygame.FRect(0, 0, 1, 1), arrived=False)
        # UNO Flip!: nobody sees the other side of their own cards: the card shows its face all the way
        # (never the other editions' back)
        flip = self.sides.two_sided if flip is None else flip
        flight = Flight(card, L.draw_pile, L.draw_pile, t0, self.d(duration), L.card_w, L.card_w, self.levels(),
                        face_at=0.0 if flip else 0.5, arc=L.card_h * 0.18, ease=ease_out_cubic, follow=sprite)

        def launch() -> None:
            self.stock -= 1
            self._uncover(top)
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

    def _draw_back(self, seat: int, t0: float, back: Card | None = None, top: Card | bool | None = False) -> None:
        """A card drawn by another seat flies to it: face down, or under UNO Flip! showing `back`, the
        other side of the card, which everyone sees (it joins the seat's fan of backs as it lands); `top`
        (not False): what the stock shows on top once it has left (`_uncover`)."""
        L = self.layout

        def launch() -> None:
            self.stock = max(0, self.stock - 1)
            self._uncover(top)
            self.sound("draw")

        def land() -> None:
            self.counts[seat] += 1
            self.uno.discard(seat)
            if back is not None:
                self.sides.add_back(seat, back)

        self._fly(Flight(back, L.draw_pile, self.seat_pos(seat), t0, self.d(DRAW), L.card_w,
                         self._width_at(seat), self.levels(), face_at=None if back is None else 0.0,
                         on_launch=launch, on_land=land, side=self.sides.back_side,
                         face_levels=self.levels(), joins=seat, joins_back=back))

    def _uncover(self, top: Card | bool | None) -> None:
        """UNO Flip!: a card has just left the stock, which now shows `top` (the other side of its new top
        card; None: it is empty; False: nothing known changes), as the card sets off, not once it lands."""
        if self.sides.two_sided and not isinstance(top, bool):
            self.sides.stock_back = top

    def _clear_pending(self) -> None:
        self.pending = 0

    def _bundle(self, src: int, dst: int, t0: float, duration: float, cards: int = 3) -> None:
        """Fly a few backs from one seat to another (a hand changing owners); under UNO Flip! the faces
        the seat's fan shows (the side not in play)."""
        L = self.layout
        shown = self.sides.backs_of(src)
        if shown:  # UNO Flip!: as many as the fan shows, never the classic back of a hand of one or two (playtest)
            cards = min(cards, len(shown))
        for i in range(cards):
            back = shown[i] if i < len(shown) else None
            self._fly(Flight(back, self.seat_pos(src), self.seat_pos(dst), t0 + i * self.d(0.05), self.d(duration),
                             self._width_at(src), self._width_at(dst), self.levels(), 0.0, 0.0,
                             face_at=None if back is None else 0.0, arc=L.card_h * 0.2, side=self.sides.back_side,
                             face_levels=self.levels()))

    def _hands_moved(self, sizes: tuple[int, ...], view: PlayerView, when: float) -> None:
        self._calls = {}  # a call said for the old hand goes with it
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
        """The person's cards leave their hand at `when` (the seats' counts keep the true numbers until
        the new hands land: nobody holds 0 cards while hands change owners)."""
        def empty() -> None:
            if self.viewer in seats:
                self.hand = []

        self._at(when, empty)

    def reword_log(self) -> None:
        """The language changed: word the log's lines again (those told from events)."""
        for line in self.log:
            line.reword()

    def _show_call(self, seat: int, line: str, words: Callable[[], str] | None = None) -> None:
        """Show a call of Uno now: the bubble, the badge, the sound and its log line (`words` words it
        again after a change of language)."""
        self.effects.append(Effect("bubble", self.t, self.d(1.5), seat, _("UNO!")))
        self.uno.add(seat)
        self.sound("uno")
        if line:
            self.add_log(line).words = words

