"""The moves the rules are made of: cards drawn (the stock reshuffled when it runs out), hands
changing owners, the end of the hand and its points."""
from __future__ import annotations

from game.model.cards import Card, Color
from game.model.events import CardsDrawn, DrawReason, Event, HandOver, StockReshuffled
from game.model.judge import Judge
from game.model.tables import OVER, drew, shuffle
from game.model.teams import seat_points

_R_DRAW = DrawReason.DRAW


class Moves(Judge):
    """Drawing, reshuffling, hands moving, the end of a hand."""

    __slots__ = ()

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
                events.append(drew(self._t, p, card) if reason is _R_DRAW else CardsDrawn(p, 1, (card,), reason))
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
            if not stock and not self._refill(p, got, reason, events):
                break
            card = stock.pop()
            got.append(card)
            hand.append(card)
            drawn += 1
        if quiet:
            pass
        elif got:
            if len(got) == 1 and reason is _R_DRAW:
                events.append(drew(self._t, p, got[0]))
            else:
                events.append(CardsDrawn(p, len(got), tuple(got), reason))
        if drawn:
            self._hand_grew(p, hand)
        return drawn

    def _draw_until(self, p: int, color: Color, reason: DrawReason, events: list[Event]) -> int:
        """Move cards from the stock to `p`'s hand until one of `color` comes (kept too), reshuffling when
        the stock runs out; stop when no card is left to draw. Return how many were drawn."""
        stock = self._stock
        hand = self._hands[p]
        got: list[Card] = []
        drawn = 0
        quiet = self._quiet
        while True:
            if not stock and not self._refill(p, got, reason, events):
                break
            card = stock.pop()
            got.append(card)
            hand.append(card)
            drawn += 1
            if card.color is color:
                break
        if got and not quiet:
            events.append(CardsDrawn(p, len(got), tuple(got), reason))
        if drawn:
            self._hand_grew(p, hand)
        return drawn

    def _refill(self, p: int, got: list[Card], reason: DrawReason, events: list[Event]) -> bool:
        """The stock ran out in the middle of `p`'s draw: tell the cards `got` so far (then forget them),
        and reshuffle; False when no card is left to draw."""
        if got and not self._quiet:
            events.append(CardsDrawn(p, len(got), tuple(got), reason))
            got.clear()
        return self._reshuffle(events)

    def _hand_grew(self, p: int, hand: list[Card]) -> None:
        """`p`'s hand grew by a draw: its Uno call is forgotten, it is no longer open to a catch, and two
        cards in hand want a call again."""
        self._held[p] = len(hand)
        self._called[p] = False
        if p in self._exposed:
            self._exposed.remove(p)
        if len(hand) == 2:
            self._calm = False  # two cards, Uno not said

    def _draw_penalty(self, p: int, count: int, color: Color | None, reason: DrawReason, events: list[Event],
                      extra: int = 0) -> None:
        """`p` draws a penalty: `count` cards, then (a Wild Draw Color) until `color` comes, then `extra`."""
        if color is None:
            self._draw_cards(p, count + extra, reason, events)
            return
        if count:
            self._draw_cards(p, count, reason, events)
        self._draw_until(p, color, reason, events)
        if extra:
            self._draw_cards(p, extra, reason, events)

    def _reshuffle(self, events: list[Event]) -> bool:
        discard = self._discard
        if len(discard) <= 1:
            return False
        top = discard.pop()
        stock = discard
        shuffle(self._rng, stock)
        self._stock.extend(stock)
        self._discard = [top]
        self._shown_from = 0
        if not self._quiet:
            events.append(StockReshuffled(len(self._stock)))
        return True

    def _end(self, winner: int | None, events: list[Event]) -> None:
        self._phase = OVER
        self._winner = winner
        self._exposed.clear()
        self._drawn = None
        self._pending = 0
        self._points = sum(seat_points(self._rules, self._hands, winner))  # teams: the opponents' cards only
        if not self._quiet:
            events.append(HandOver(winner, self._points, tuple(tuple(h) for h in self._hands)))

    def _sizes(self) -> tuple[int, ...]:
        return tuple(map(len, self._hands))

    def _after_hands_moved(self, events: list[Event], event: Event | None, moved: tuple[int, ...] | None = None) -> None:
        """Hands changed owners: the Uno calls of the seats in `moved` (None: every seat) are forgotten,
        and a single card they now hold must be called anew; a seat whose hand did not move (not part of
        a Seven-O swap) keeps its call. `event` (None in a quiet hand) says how."""
        if event is not None:
            events.append(event)
        if moved is None:
            self._called = [False] * self._n
        else:
            for seat in moved:
                self._called[seat] = False
        self._held = [len(h) for h in self._hands]
        self._exposed = [s for s, size in enumerate(self._held) if size == 1 and not self._called[s]]
        self._calm = False
