"""Turn the model's events into timed motion on the table.

The controller hands over each action's events (as the viewer may see them) with `present`; the
animator lays them out one after another on the table's clock, a `tween.Timeline` (seconds at
animation speed 1, divided by the speed setting), and answers how long they take. Each step changes
the picture (`picture.Picture`, which the painters draw); the log's words come from
`narrator.Narrator`, and a line appears when the motion of the event that opened it starts. A new
batch first fast-forwards whatever is still moving (`Timeline.drain`), so the table never lags
behind the game. Nothing here reads the model's state to work out what changed: the events say it.
The view passed along is read only for what the events do not carry (whose turn it is when the
motion ends, the person's new hand after a swap), and at the end of each batch to check that the
picture agrees with the game.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from game.i18n import _
from game.model import (
    Card,
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
    PenaltyPending,
    PlayerView,
    StockReshuffled,
    TableTurned,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
    WildSwapped,
)
from game.ui.cardart import COLOR_RGB
from game.ui.palette import CREAM, GOLD, YELLOW
from game.ui.table import flourish
from game.ui.table.losses import told
from game.ui.table.narrator import Retelling
from game.ui.table.picture import Effect, Reveal
from game.ui.table.reactions import reactions_for
from game.ui.table.sides import other_side
from game.ui.table.sprites import Flight
from game.ui.table.stage import (
    CONFETTI,
    DEAL,
    DEAL_GAP,
    DEAL_SPIN,
    DRAW,
    HOVER,
    NUDGE,
    OVERSHOOT,
    PLAY,
    RISE,
    WINDUP,
    Stage,
)
from game.ui.table.turning import table_turned

__all__ = ["CONFETTI", "DEAL", "DEAL_GAP", "DEAL_SPIN", "DRAW", "HOVER", "NUDGE", "OVERSHOOT", "PLAY", "RISE", "WINDUP",
           "Animator"]
"""The motion times (from `stage`) are named here too: the animator's callers read them from it."""
GAINED = 1.2
"""Seconds the person's "+n" stays at their plate after their last penalty card has arrived."""
TOLD = 2.8
"""Seconds the line at the person's seat shows what someone else's play took from them (`losses.told`);
never shorter at a faster animation speed: it is there to be read."""
FAN_FLIGHTS = 12
"""At a hand's end, at most this many backs fly from one seat to the winner (a bigger hand's count goes
down by a share per back)."""


class Animator(Stage):
    """The motion between one picture and the next: each batch of events laid out on the clock.

    Beside the picture's arguments: `sound(name)` plays an effect. `update(dt)` advances the clock
    and runs the steps that came due; `t` is the clock's time.
    """

    def _settle_batch(self, view: PlayerView, begun: float) -> None:
        """The motion of a batch that began at `begun` has ended: settle; and when it gives the person
        their turn, the line at their seat told by an earlier batch goes ("Ava's Skip Everyone: you miss
        your turn" stood over "Your turn": playtest); this batch's own ("+4 on you") stays."""
        was = self.current
        self.settle(view)
        if self.current == self.viewer >= 0 and was != self.viewer:
            self.effects = [e for e in self.effects if e.kind != "told" or e.t0 >= begun]

    # -- presenting events ------------------------------------------------------------------------
    def present(self, events: Sequence[Event], view: PlayerView) -> float:
        """Lay out `events` in time; return the seconds they take to show."""
        self.flush()
        self.answered(events)
        self._cursor = self.t
        lines = self.narrator.tell(events, view.top)
        self.told = [line.text for line in lines]
        self._opened = {line.event for line in lines}
        self._deferred, reason, self._reason = {}, self._reason, ""  # the reason: the CPU's, for its move's line
        starts: list[float] = []
        lands: list[float] = []
        ends: list[float] = []
        for i, e in enumerate(events):
            self._event = i
            self._land = None
            starts.append(self._cursor)
            handler = _HANDLERS.get(type(e))
            if handler is not None:
                handler(self, e, view)
            ends.append(self._cursor)
            lands.append(self._cursor if self._land is None else self._land)
        if self.chatter:  # each reaction from the moment its event's motion has landed: the person sees why
            for r in reactions_for(events, self.chatter):
                self._at(ends[r.event], partial(self._react, [r]))
        note = told(events, self.viewer, self.names, self.current, view.current)
        if note is not None:  # a turn or a hand taken from the person: never silent, once it shows
            self.effects.append(Effect("told", lands[note.event], max(TOLD, self.d(TOLD)), self.viewer, note.text,
                                       YELLOW))
        deal = next((i for i, e in enumerate(events) if isinstance(e, (DealerChosen, Dealt))), None)
        if deal is not None:  # a new hand's lines begin here (the open log reads the hand from its first)
            self._at(starts[deal], self._new_hand_log)
        retelling = Retelling(self.narrator, events)
        for k, line in enumerate(lines):  # each part of a line is written when the motion of the event it tells has landed
            if line.event in self._deferred:  # an Uno said with two cards: written when the card lands
                self._calls[self._deferred[line.event]] = (line.text, partial(_last_part, retelling, k, line.text))
                continue
            self._write(line, lands, reason if line.event == 0 else "", partial(retelling.parts, k))
        if events and isinstance(events[-1], DirectionChanged) and not view.hand_over:
            # a Reverse: the turn has gone on as the card lands; "Mia's turn" over its swirl read as a second play
            self._at(starts[-1], lambda: setattr(self, "current", view.current))
        end = self._cursor
        begun = starts[0] if starts else end
        self._at(end, lambda: self._settle_batch(view, begun))
        self.busy_until = end
        return end - self.t

    def _dealt(self, e: Dealt, view: PlayerView) -> None:
        n = self.n
        self._calls = {}
        stock = view.draw_pile_size + sum(view.hand_sizes) + len(view.discard_pile)
        start = self._cursor

        def clear() -> None:  # the new hand begins when its deal does: the last hand's picture goes then
            self.dealer = e.dealer
            self.counts = [0] * n
            self.hand = []
            self.pile = []
            self.over = False
            self.winner = None
            self.ended = {}
            self.drawn = ()
            self.reveal = None
            self.pending = 0
            self.uno = set()
            self.current = None
            self._set_color(None, at_once=True)
            self.direction = 1
            self.stock = stock
            self.sides.restart(view)  # UNO Flip!: the backs show as the cards arrive (they are public)
            self.deal_until = deal_end
            self.sound("shuffle")

        self._at(start, clear)
        total = sum(e.counts)
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
                    self._deal_to_me(mine[r], t0, flip=bool(e.backs))
                else:  # under UNO Flip! each card shows its other side, which everyone sees
                    self._deal_back(seat, t0, back=e.backs[seat][r] if e.backs else None)
        deal_end = self._cursor = start + max(0, k - 1) * gap + self.d(DEAL) + self.d(0.1)

    def _card_turned(self, e: CardTurned, view: PlayerView) -> None:
        L = self.layout
        start = self._cursor
        angle = self._land_angle()

        back = e.back  # UNO Flip!: the card leaves the stock showing its other side, as the stock's top did
        if back is not None:  # it is the stock's top from the moment the last card dealt leaves it
            self._at(max(self.t, start - self.d(DEAL) - self.d(0.1)), partial(self.sides.put_on_stock, back))

        def launch() -> None:
            self.stock -= 1
            self.sound("play")
            if back is not None and not e.returned:
                self.sides.put_on_stock(view.stock_back)  # and uncovers the next card's other side

        def land() -> None:
            self._land_on_pile(e.card, angle, flourish=not e.returned)
            if not e.returned and not e.card.wild:
                self._set_color(e.card.color)

        self._fly(Flight(e.card, L.draw_pile, L.discard_pile, start, self.d(PLAY), L.card_w, L.card_w,
                         self.levels(), 0.0, angle, face_at=0.4, on_launch=launch, on_land=land, back=back,
                         back_side=self.sides.back_side))
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
                             on_land=back_land, back=back, back_side=self.sides.back_side))
            self._cursor = end + self.d(0.5) + self.d(PLAY) + self.d(0.1)
        else:
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
            # UNO Flip!: its other side is a card too, read as the card played if it flew so for long; it
            # shows while the card lifts from the fan and turns as it sets off (the classic back: half way)
            face_at = 0.02 if e.back is not None else 0.5
        def launch() -> None:
            if p != self.viewer:
                self.counts[p] = max(0, self.counts[p] - 1)
                self.sides.remove_back(p, e.back)  # its fan closes over it now, not when the motion ends
            self.sound("play")

        def land() -> None:
            self._land_on_pile(e.card, angle)
            if not e.card.wild:
                self._set_color(e.card.color)
            said = self._calls.pop(p, None)
            if said is not None and self.counts[p] == 1:  # the Uno said before this card shows now,
                self._at(self.t, partial(self._show_call, p, *said))  # after the line of the card itself

        rise = (L.card_h if p == self.viewer else L.small_h) * RISE
        self._fly(Flight(e.card, src, L.discard_pile, start, self.d(PLAY), w0, L.card_w, self.levels(),
                         0.0, angle, face_at=face_at, arc=L.card_h * 0.25, on_launch=launch, on_land=land,
                         grow=0.5, windup=WINDUP, rise=rise, overshoot=OVERSHOOT, back=e.back,
                         back_side=self.sides.back_side, leaves=None if p == self.viewer else p))
        if e.jump_in:
            self.effects.append(Effect("jump", start + self.d(PLAY), self.d(1.0), p, _("Jump-in!")))
        self._cursor = start + self.d(PLAY)

    def _color_chosen(self, e: ColorChosen, view: PlayerView) -> None:
        start = self._cursor
        self._at(start, lambda: self._set_color(e.color))
        self._at(start, lambda: self._burst(COLOR_RGB[e.color]))
        self._land = start
        self.effects.append(Effect("flash", start, self.d(0.6), None, e.color.label, COLOR_RGB[e.color]))
        # a colour chosen on its own line takes a moment; one said with its card follows at once
        self._cursor = start + self.d(0.3 if self._event in self._opened else 0.1)

    def _turn_skipped(self, e: TurnSkipped, view: PlayerView) -> None:
        start = self._cursor
        self.effects.append(Effect("skip", start, self.d(1.0), e.player))
        self._at(start, lambda: self.sound("skip"))
        self._land = start
        self._cursor = start + self.d(0.4)

    def _direction_changed(self, e: DirectionChanged, view: PlayerView) -> None:
        start = self._cursor

        def flip() -> None:
            self._turn_ring(e.direction)
            self.spin_t0 = self.t
            self.sound("reverse")

        self._at(start, flip)
        self._land = start
        self._cursor = start + self.d(0.35)

    def _penalty_pending(self, e: PenaltyPending, view: PlayerView) -> None:
        start = self._cursor

        def show() -> None:
            self.pending = e.total
            self.pending_t0 = self.t
            self.effects = [fx for fx in self.effects if fx.kind != "fl_draw"]  # the badge counts it: one "+4"
            if not self.reduce_motion():  # the shockwave: the more cards heaped on, the wider it runs
                self.effects.append(flourish.wave(e.total, self.t, self.d(flourish.WAVE)))

        self._at(start, show)
        if e.player == self.viewer and e.total >= 4 and not self.reduce_motion():
            def nudge() -> None:
                self.nudge_t0 = self.t

            self._at(start, nudge)
        self.effects.append(Effect("plus", start, self.d(0.7), e.player, f"+{e.total}", value=e.total))
        self._land = start
        self._cursor = start + self.d(0.45)

    def _cards_drawn(self, e: CardsDrawn, view: PlayerView) -> None:
        start = self._cursor
        p = e.player
        count = e.count
        gap = self.d(DEAL_GAP) if count <= 8 else self.d(0.5) / count
        mine = p == self.viewer and e.cards is not None
        for i in range(count):
            t0 = start + i * gap
            # UNO Flip!: the stock uncovers its next top as each card leaves it: the next card's other
            # side (the others see it on that card), after the last the view's; the person's own cards
            # carry no other side, so their draw uncovers the view's top with its last card
            top: Card | bool | None = False  # False: the stock keeps the top it shows
            if i == count - 1:
                top = view.stock_back
            elif not mine and e.cards is not None and i + 1 < len(e.cards):
                top = e.cards[i + 1]
            if mine:
                assert e.cards is not None
                self._deal_to_me(e.cards[i], t0, DRAW, sound="draw", top=top)
            else:  # under UNO Flip! the others see the backs of the cards drawn
                self._draw_back(p, t0, e.cards[i] if e.cards is not None and i < len(e.cards) else None, top)
        if mine and e.reason is DrawReason.DRAW and e.cards:
            cards = e.cards
            self._at(start + max(0, count - 1) * gap + self.d(DRAW), lambda: setattr(self, "drawn", cards))
        if p == self.viewer and e.reason is not DrawReason.DRAW and count:
            # cards the person must take (a penalty, stacked or not; a lost challenge; a catch): "+n" at
            # their plate from the first card's arrival, so that a hand that grows is never missed
            end = start + max(0, count - 1) * gap + self.d(DRAW) + GAINED
            shown, total = start, count
            last = next((x for x in reversed(self.effects) if x.kind == "gained" and x.seat == p
                         and x.t0 + x.duration >= start), None)
            if last is not None:  # draws told one after another (until a colour, then more): one "+n", their sum
                self.effects.remove(last)
                shown, total = last.t0, last.value + count
            self.effects.append(Effect("gained", shown, end - shown, p, f"+{total}", value=total))
        self._calls.pop(p, None)
        if e.reason in (DrawReason.PENALTY, DrawReason.CHALLENGE):
            self._at(start, self._clear_pending)
        self._cursor = start + max(0, count - 1) * gap + self.d(DRAW) + self.d(0.05)

    def _hands_swapped(self, e: HandsSwapped, view: PlayerView) -> None:
        self._hands_change(e.sizes, view, [(e.player, e.target, 3), (e.target, e.player, 3)], 0.1)

    def _hands_passed(self, e: HandsPassed, view: PlayerView) -> None:
        self._hands_change(e.sizes, view, [(s, (s + e.direction) % self.n, 2) for s in range(self.n)], 0.15)

    def _hands_change(self, sizes: tuple[int, ...], view: PlayerView, moves: list[tuple[int, int, int]],
                      settle: float) -> None:
        """Backs fly from each seat to its hand's new owner (`moves`: from, to, backs), then land."""
        start, dur = self._cursor + self.d(0.1), 0.55
        self._empty_seats(sorted({src for src, _dst, _n in moves}), start)
        self._at(start, lambda: self.sound("shuffle"))
        for src, dst, backs in moves:
            self._bundle(src, dst, start, dur, backs)
        end = start + self.d(dur) + self.d(settle)
        self._hands_moved(sizes, view, end)
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
        self._cursor = end + self.d(0.15)

    def _uno_called(self, e: UnoCalled, view: PlayerView) -> None:
        p = e.player
        if p != self.viewer and self.counts[p] > 1:
            # A CPU says Uno as it plays its penultimate card: the bubble shows when that card has
            # landed and the seat holds one card, as a player reads it (the log line waits with it).
            self._deferred[self._event] = p
            self._calls[p] = ("", None)
            return
        start = self._cursor
        self.effects.append(Effect("bubble", start, self.d(1.5), p, _("UNO!")))

        def call() -> None:
            self.uno.add(p)
            self.sound("uno")

        self._at(start, call)
        self._land = start
        self._cursor = start + self.d(0.2)

    def _challenge(self, e: ChallengeResolved, view: PlayerView) -> None:
        start = self._cursor
        text = _("Bluff caught!") if e.bluff else _("Fair play!")
        self.effects.append(Effect("banner", start, self.d(1.6), e.player, text,
                                   GOLD if e.bluff else CREAM))
        self._at(start, lambda: self.sound("catch" if e.bluff else "error"))
        self._land = start
        if e.hand is not None and self.viewer == e.player and e.accused != self.viewer:
            hold = max(2.6, self.d(3.0))
            self.reveal = None

            def show() -> None:
                self.reveal = Reveal(e.accused, e.hand or (), self.t, hold, e.bluff, view.top)

            self._at(start, show)
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
        self._cursor = end + self.d(0.1)


def scoring_order(view: PlayerView, e: HandOver, viewer: int) -> list[int]:
    """Return the seats whose cards fly to the winner at a hand's end, in the order the results count
    them (from the winner's left): each fan keeps its cards until they leave, one at a time, its count
    going down with each card. The viewer's own cards stay in their hand."""
    w = e.winner
    if w is None:
        return []
    scoring = set(view.scoring_seats(w))
    return [s for s in ((w + k) % view.players for k in range(1, view.players))
            if s in scoring and s != viewer and e.hands[s]]


def _hand_over(anim: Animator, e: Event, view: PlayerView) -> None:
    """The hand is over: the losers' cards fly to the winner, face up as they are counted; the points and
    the banner show at the winner's plate."""
    assert isinstance(e, HandOver)
    start = anim._cursor + anim.d(0.2)
    anim._land = start
    order = scoring_order(view, e, anim.viewer)

    def stop() -> None:
        anim.ended = {s: len(e.hands[s]) for s in order}  # the badges keep the cards left as they fly
        anim.current = None
        anim.over = True
        anim.winner = e.winner
        anim.uno = set()  # the calls of Uno are spent: the hand is over

    anim._at(start, stop)
    if e.winner is None:
        anim.effects.append(Effect("banner", start, anim.d(2.0), None, _("Drawn hand")))
        anim._cursor = start + anim.d(1.5)
        return
    w = e.winner
    two_sided = anim.sides.two_sided
    flying = [min(FAN_FLIGHTS, len(e.hands[s])) for s in order]
    step = min(anim.d(0.07), anim.d(1.6) / max(1, sum(flying)))
    k = 0
    for s, backs in zip(order, flying, strict=True):
        held = len(e.hands[s])
        for i in range(backs):
            left = held - held * (i + 1) // backs

            def leave(s: int = s, left: int = left) -> None:
                anim.counts[s] = min(anim.counts[s], left)

            # the card that leaves the fan as its count drops to `left` (the fan shows its first cards), face
            # up on the side in play, as the results count it: a classic back turns as it goes; under UNO
            # Flip! it shows its face at once (its other side, which the fan showed, need not be this face's)
            anim._fly(Flight(e.hands[s][left], anim.seat_pos(s), anim.seat_pos(w), start + k * step, anim.d(0.5),
                             anim._width_at(s), anim._width_at(w), anim.levels(), 0.0, 0.0,
                             face_at=0.0 if two_sided else 0.3, arc=anim.layout.card_h * 0.3, on_launch=leave,
                             face_levels=anim.levels()))
            k += 1
    anim._at(start, lambda: anim.sound("win"))
    anim.effects.append(Effect("points", start, anim.d(2.4), w, f"+{e.points}", value=e.points))
    if not anim.reduce_motion():
        anim.effects.append(flourish.sunburst(start - anim.d(0.2), anim.d(flourish.SUNBURST)))
        anim.effects.append(Effect("confetti", start + anim.d(0.1), CONFETTI, w, value=round(start * 1000) * 16 + w))
    anim.effects.append(Effect("banner", start, anim.d(2.4), w,
                               anim.narrator.winner_banner(w, view.team_of(w), w == view.player or view.is_partner(w)),
                               GOLD))
    anim._cursor = max(start + anim.d(2.4), start + k * step + anim.d(0.6))


def _dealer_chosen(anim: Animator, e: Event, view: PlayerView) -> None:
    """The cut for dealer: each seat's card face up at its seat, ties cut again, then the cards go back."""
    assert isinstance(e, DealerChosen)
    L = anim.layout
    start = anim._cursor
    gap = anim.d(0.09)
    anim.stock = view.draw_pile_size + sum(view.hand_sizes) + len(view.discard_pile)
    # UNO Flip!: each card comes off the stock and goes back to it showing its other side, as the stock
    # shows its cards (the side not dealt on; a plain Wild is printed on both)
    backs: tuple[Card | None, ...] = e.backs or (None,) * len(e.draws)
    dealt_on = next((card.side for _seat, card in e.draws if card.side), view.side)
    back_side = other_side(dealt_on)
    if e.backs:  # the stock shows the back of the card about to be cut (after the last: one further down)
        anim._at(start, partial(anim.sides.show_stock, dealt_on, e.backs[0]))
    tops = (*e.backs[1:], view.stock_back) if e.backs else backs
    last: dict[int, Card | None] = {}
    cutting: set[int] = set()
    at = start - gap
    for i, (seat, card) in enumerate(e.draws):
        dst = L.cut_card(seat, anim.viewer).center  # where it then lies face up (clear of the plates)
        at += gap
        if seat in cutting:  # a tie: once every card shows, the tied seats cut again and the others'
            at += anim.d(0.3) + anim.d(0.6)  # cards go back to the stock as it deals
            cutting = _recut(anim, e.draws[i:], last, at, back_side)
        cutting.add(seat)
        last[seat] = backs[i]

        def land(seat: int = seat, card: Card = card) -> None:
            anim.dealer_cards[seat] = card

        def launch(top: Card | None = tops[i]) -> None:
            anim.sound("deal")
            anim.sides.put_on_stock(top)

        anim._fly(Flight(card, L.draw_pile, dst, at, anim.d(0.3), L.card_w, L.mid_w,
                         anim.levels(), face_at=0.5, on_land=land, on_launch=launch,
                         face_levels=(L.mid_w, L.card_w), side=dealt_on, back=backs[i], back_side=back_side))
    end = at + gap + anim.d(0.3)
    anim.effects.append(Effect("dealer", end, anim.d(1.3), e.dealer, _("Deals")))
    anim._land = end  # the highest card shows: the line says who deals

    def clear() -> None:
        anim.dealer_cards = {}
        anim.dealer = e.dealer

    back = end + anim.d(1.3)
    anim._at(back, clear)
    for seat, other in last.items():
        _cut_back(anim, seat, other, back, back_side, True)
    anim._cursor = end + anim.d(1.4)

def _recut(anim: Animator, rest: Sequence[tuple[int, Card]], last: dict[int, Card | None], at: float,
           back_side: str) -> set[int]:
    """A re-cut after a tie deals at `at`: the cards of the seats not in it (`rest` is the draws from
    its first on) leave their seats then and go back under the stock; return the seats cutting now."""
    again: set[int] = set()
    for seat, _card in rest:
        if seat in again:
            break
        again.add(seat)
    for seat in [s for s in last if s not in again]:
        anim._at(at, partial(_uncut, anim, seat))
        _cut_back(anim, seat, last.pop(seat), at, back_side, False)
    return set()

def _uncut(anim: Animator, seat: int) -> None:
    anim.dealer_cards.pop(seat, None)

def _cut_back(anim: Animator, seat: int, other: Card | None, at: float, back_side: str, on_top: bool) -> None:
    """Fly `seat`'s card of the cut back to the stock from `at` (its top when `on_top`: the stock then
    shows this card's other side; under it mid-cut, where the next card to cut stays on top)."""
    L = anim.layout
    src = L.cut_card(seat, anim.viewer).center  # from where it lay face up
    land = partial(anim.sides.put_on_stock, other) if on_top else None
    anim._fly(Flight(None, src, L.draw_pile, at, anim.d(0.3), L.mid_w, L.card_w, anim.levels(), face_at=None,
                     back=other, back_side=back_side, on_land=land))



_HANDLERS: dict[type, Callable[[Animator, Event, PlayerView], None]] = {
    DealerChosen: _dealer_chosen,
    Dealt: Animator._dealt,  # type: ignore[dict-item]
    CardTurned: Animator._card_turned,  # type: ignore[dict-item]
    CardPlayed: Animator._card_played,  # type: ignore[dict-item]
    ColorChosen: Animator._color_chosen,  # type: ignore[dict-item]
    TurnSkipped: Animator._turn_skipped,  # type: ignore[dict-item]
    DirectionChanged: Animator._direction_changed,  # type: ignore[dict-item]
    PenaltyPending: Animator._penalty_pending,  # type: ignore[dict-item]
    CardsDrawn: Animator._cards_drawn,  # type: ignore[dict-item]
    HandsSwapped: Animator._hands_swapped,  # type: ignore[dict-item]
    HandsPassed: Animator._hands_passed,  # type: ignore[dict-item]
    HandsShuffled: Animator._hands_shuffled,  # type: ignore[dict-item]
    UnoCalled: Animator._uno_called,  # type: ignore[dict-item]
    ChallengeResolved: Animator._challenge,  # type: ignore[dict-item]
    StockReshuffled: Animator._reshuffled,  # type: ignore[dict-item]
    HandOver: _hand_over,
}


# -- the Wild Customizable's effects (their log lines are the narrator's) --


def _wild_swapped(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, WildSwapped)
    anim._hands_swapped(e, view)


def _uno_caught(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, UnoCaught)
    start = anim._cursor
    anim.effects.append(Effect("caught", start, anim.d(1.3), e.target, _("Caught!")))
    anim._at(start, lambda: anim.sound("catch"))
    anim._land = start
    anim._cursor = start + anim.d(0.45)


def _everyone_skipped(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, EveryoneSkipped)
    start = anim._cursor
    for seat in range(anim.n):
        if seat != e.player:
            anim.effects.append(Effect("skip", start, anim.d(1.0), seat))
    anim._at(start, lambda: anim.sound("skip"))
    anim._land = start
    anim._cursor = start + anim.d(0.4)


def _color_discarded(anim: Animator, e: Event, view: PlayerView) -> None:
    assert isinstance(e, ColorDiscarded)
    sizes = list(anim.counts)
    if 0 <= e.player < len(sizes):
        sizes[e.player] = e.left
    anim._hands_moved(tuple(sizes), view, anim._cursor + anim.d(0.2))
    anim._cursor += anim.d(0.3)


_HANDLERS.update(
    {
        UnoCaught: _uno_caught,
        WildSwapped: _wild_swapped,
        EveryoneSkipped: _everyone_skipped,
        ColorDiscarded: _color_discarded,
        TableTurned: table_turned,
    }
)


def _last_part(retelling: Retelling, index: int, written: str) -> str:
    """Return line `index` of a batch as a whole (its last part) in the language in force, else `written`."""
    parts = retelling.parts(index)
    return parts[-1] if parts else written
