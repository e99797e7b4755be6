"""How a hand begins: `Game.new` (the dealer by the draw, the deal, the first discard and its rules),
`Game.from_setup` (a position in the middle of a hand) and `Game.from_view` (a guess of the hidden
cards, for search)."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Self

from game.model.apply import Applying
from game.model.cards import Card, Color, shown
from game.model.checks import check_seat, check_seed, phase_of
from game.model.events import DealerChosen, Dealt, Event
from game.model.rules import Rules, deal_problem, holds_color
from game.model.tables import DRAWN, PENALTY, PLAY, as_card, seeded, shuffle, turned
from game.model.view import PlayerView


class Dealing(Applying):
    """The ways a hand is built."""

    __slots__ = ()

    @classmethod
    def new(
        cls,
        players: int,
        rules: Rules | None = None,
        seed: int | None = None,
        dealer: int | None = None,
        deck: Sequence[Card | str] | None = None,
    ) -> Self:
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
    ) -> Self:
        """`new`, for a quiet hand too (see `_quiet`): the simulator deals its hands here."""
        rules = Rules() if rules is None else rules
        self = object.__new__(cls)
        self._init_common(players, rules, seeded(check_seed(seed)))
        self._quiet = quiet
        self._setup = deck is not None
        rng = self._rng
        events = self._opening
        if dealer is None:
            dealer = self._choose_dealer(events)
        elif not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}, got {shown(dealer)}")
        self._dealer = dealer
        if deck is None:
            stock = self._edition.deck()
            shuffle(rng, stock)
        else:
            stock = [as_card(c) for c in deck]
            stock.reverse()
            self._show_side(self._edition.side_of(stock))
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

    def _show_side(self, side: int) -> None:
        """Put `side` in play (the side the cards given show)."""
        self._side = side
        self._t = self._tables_for(side)

    def _choose_dealer(self, events: list[Event]) -> int:
        getrandbits = self._rng.getrandbits
        deck = self._edition.deck
        pool = deck()
        contenders = list(range(self._n))
        draws: list[tuple[int, Card]] | None = None if self._quiet else []
        while True:
            best = -2
            top: list[int] = []
            if len(pool) < len(contenders):
                pool = deck()
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
        """Turn the first discard: a card the edition (or the 2022 rule) refuses goes back into the
        stock, which is shuffled, and another is turned (unless only such cards are left); then it acts
        as if the dealer had played it."""
        number_only = self._rules.first_card_number_only
        returned = self._edition.first_card_returned
        stock = self._stock

        def refused(card: Card) -> bool:
            return card.rank in returned or (number_only and not card.is_number)

        while True:
            card = stock.pop()
            if card.is_number or (not number_only and card.rank not in returned):
                break  # refused(card) is False, without the call (the common case)
            if refused(card) and not all(refused(c) for c in stock):
                if not self._quiet:
                    events.append(turned(card, True))
                stock.append(card)
                shuffle(self._rng, stock)
                continue
            break
        self._discard.append(card)
        if not self._quiet:
            events.append(turned(card, False))
        self._first_card(card, events)

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
    ) -> Self:
        """Build a position in the middle of a hand (phase "play"); no first-card rule applies."""
        rules = Rules() if rules is None else rules
        self = object.__new__(cls)
        if not isinstance(hands, (list, tuple)):
            raise ValueError("hands must be a list of lists of cards")
        self._init_common(len(hands), rules, random.Random(check_seed(seed)))
        self._setup = True
        n = self._n
        self._hands = [[as_card(c) for c in h] for h in hands]
        self._discard = [as_card(c) for c in discard]
        self._stock = [as_card(c) for c in deck]
        self._stock.reverse()
        if not self._discard:
            raise ValueError("the discard pile needs at least one card")
        self._show_side(self._edition.side_of([*(c for h in self._hands for c in h), *self._discard, *self._stock]))
        check_seat(current, n, "current")
        if type(direction) is not int or direction not in (1, -1):
            raise ValueError(f"direction must be 1 or -1, got {shown(direction)}")
        top = self._discard[-1]
        if color is None:
            if top.wild:
                raise ValueError(f"the top card is a {top.label}: name the colour in force")
            color = top.color
            assert color is not None
        elif not isinstance(color, Color):
            raise ValueError(f"color must be a Color, got {shown(color)}")
        if color not in self._t.colors:
            raise ValueError(f"{color.label} is not a colour of the {self.side} side of the {self._edition.title} deck")
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
        discard: Sequence[Card] | None = None,
    ) -> Self:
        """Build a full game consistent with `view`, given a guess of every hidden card.

        For search: `hands` must give this seat its own hand and every other seat as many cards as
        the view says; `deck` is the stock top-first. UNO Flip!: every card is a two-sided guess (this
        seat's own cards too: their faces are the view's, in its order), and `discard` is a guess of the
        whole discard pile, bottom-first, its visible part's faces the view's.
        """
        self = object.__new__(cls)
        self._init_common(view.players, view.rules, random.Random(seed))
        self._setup = True
        if len(hands) != view.players or any(len(h) != s for h, s in zip(hands, view.hand_sizes, strict=True)):
            raise ValueError("hands do not match the view's hand sizes")
        self._hands = [list(h) for h in hands]
        self._stock = list(deck)
        self._stock.reverse()
        if self._two:
            own = self._hands[view.player]
            if [c.face for c in own] != list(view.hand):
                raise ValueError("the guess of this seat's own cards does not show the view's hand")
            if discard is None or [c.face for c in discard[len(discard) - len(view.discard_pile):]] != list(
                    view.discard_pile):
                raise ValueError("give a guess of the whole discard pile, its visible part the view's")
            self._discard = list(discard)
            self._shown_from = len(discard) - len(view.discard_pile)
            self._show_side([s.name for s in self._edition.sides].index(view.side))
            self._pending_color = view.pending_color
        else:
            self._hands[view.player] = list(view.hand)
            self._discard = list(view.discard_pile)
        self._current = view.current
        self._direction = view.direction
        self._color = view.color
        # The phases are compared by identity: use the member, whatever equal string the view holds.
        self._phase = phase_of(view.phase)
        self._pending = view.pending_draw
        self._pending_by = view.penalty_by
        self._w4_prev = view.color_before_w4
        if view.phase == PENALTY and view.penalty_by is not None and self._discard[-1].restricted:
            self._w4_bluff = holds_color(self._hands[view.penalty_by], view.color_before_w4)
        self._drawn = view.drawn_card
        if self._two and view.drawn_card is not None:  # the drawn card is this seat's last (a two-sided guess)
            self._drawn = self._hands[view.player][-1]
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

