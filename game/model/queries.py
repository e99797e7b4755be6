"""The read-only face of a hand: its properties, what one seat may know (`view`), teams, the outcome."""
from __future__ import annotations

from game.model.cards import LIGHT, Card, Color, shown
from game.model.checks import check_seat
from game.model.edition import Edition
from game.model.events import Event, HandOver
from game.model.refusal import Phase
from game.model.rules import Rules
from game.model.state import State
from game.model.tables import DRAWN, OVER, PENALTY
from game.model.teams import partners_of, team_of
from game.model.view import PlayerView

_new_view = tuple.__new__


class Queries(State):
    """Read-only properties and queries of a hand."""

    __slots__ = ()


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
            raise ValueError(f"steps must be a whole number, got {shown(steps)}")
        return (seat + self._direction * steps) % self._n

    def view(self, player: int) -> PlayerView:
        """Return what `player` may know now."""
        if type(player) is not int or not 0 <= player < self._n:
            check_seat(player, self._n, "player")
        if self._two:
            return self._two_sided_view(player)
        phase = self._phase
        discard = self._discard
        # Built as the tuple it is (every field in order): the NamedTuple's own __new__ costs a Python
        # call with 26 arguments, and the simulator builds a view at every decision.
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
            self._w4_prev if (phase is PENALTY and discard[-1].restricted) else None,
            self._count,
            self.partners(player) if self._rules.teams else (),
            LIGHT,
            self._t.no_backs,
            None,
            None,
            len(discard),
        ))

    def _two_sided_view(self, player: int) -> PlayerView:
        """`view` of a two-sided hand: every card one-sided, the face that shows; the backs of the others'
        cards and of the draw pile's top, as at the table."""
        phase = self._phase
        discard = self._discard
        top = discard[-1]
        drawn = self._drawn if (phase is DRAWN and player == self._current) else None
        stock = self._stock
        return PlayerView(
            player,
            self._n,
            tuple(c.face for c in self._hands[player]),
            tuple(self._held),
            top.face,
            self._color,
            self._direction,
            self._current,
            phase,
            self._pending,
            tuple(c.face for c in discard[self._shown_from:]),
            len(stock),
            self._rules,
            self._dealer,
            self._winner,
            tuple(self._called),
            tuple(self._exposed),
            None if drawn is None else drawn.face,
            self._pending_by if phase is PENALTY else None,
            self._w4_prev if (phase is PENALTY and top.restricted) else None,
            self._count,
            self.partners(player) if self._rules.teams else (),
            self.side,
            tuple(() if s == player else tuple(c.back.face for c in h)  # type: ignore[union-attr]
                  for s, h in enumerate(self._hands)),
            stock[-1].back.face if stock and stock[-1].back is not None else None,
            self._pending_color,
            len(discard),
        )

    def outcome(self) -> HandOver | None:
        """Return the end of the hand (winner, points, every hand shown), or None while it goes on."""
        if self._phase is not OVER:
            return None
        return HandOver(self._winner, self._points, tuple(tuple(h) for h in self._hands))

    @property
    def side(self) -> str:
        """The side in play: "light" or "dark" ("light" in the one-sided editions)."""
        return self._edition.sides[self._side].name

    @property
    def colors(self) -> tuple[Color, ...]:
        """The colours of the side in play (what a wild may name)."""
        return self._t.colors

    @property
    def pending_color(self) -> Color | None:
        """While a Wild Draw Color awaits its answer: the colour its victim draws until (else None)."""
        return self._pending_color

    @property
    def stock_back(self) -> Card | None:
        """UNO Flip!: the other side (one-sided) of the draw pile's top card, which everyone sees."""
        stock = self._stock
        return stock[-1].back.face if stock and stock[-1].back is not None else None

    @property
    def edition(self) -> Edition:
        """The edition this hand is played with (its deck, sides, colours and points)."""
        return self._edition
