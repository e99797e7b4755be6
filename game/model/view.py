"""What one seat may know of a hand."""
from __future__ import annotations

from typing import NamedTuple

from game.model.cards import Card, Color
from game.model.refusal import Phase
from game.model.rules import Rules, challenge_stakes, holds_color
from game.model.teams import scoring_seats, team_of

_OVER = Phase.OVER


class BluffStakes(NamedTuple):
    """What a bluff caught costs its player (`PlayerView.bluff_stakes`): `draws` cards, and with
    `until_named` (a Wild Draw Color) then cards until one of the colour they named comes; or, played on a
    Wild Draw Color's penalty, until a card of `until`, the colour that one named."""

    draws: int
    until_named: bool
    until: Color | None = None


class PlayerView(NamedTuple):
    """Everything `player` may know now. Holds no card of another hand.

    A NamedTuple because agents get one at every decision: it must be cheap to build.
    """

    player: int
    players: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    top: Card
    color: Color | None
    direction: int
    current: int
    phase: Phase
    """What the hand awaits (a `Phase`, equal to its contract string: "play", "drawn", ...)."""
    pending_draw: int
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    rules: Rules
    dealer: int
    winner: int | None
    uno_called: tuple[bool, ...]
    """Per seat: has said Uno for the hand it holds now."""
    exposed: tuple[int, ...]
    """Seats open to a catch now (one card, Uno not said, the window still open)."""
    drawn_card: Card | None
    """In phase "drawn", the card just drawn (only in the drawing player's own view)."""
    penalty_by: int | None
    """In phase "penalty", the seat that played the last Draw Two or Wild Draw Four."""
    color_before_w4: Color | None
    """In phase "penalty" after a Wild Draw Four: the colour in force before it was played."""
    actions_taken: int
    partners: tuple[int, ...] = ()
    """With teams: the other seats of this player's team (empty without teams)."""
    side: str = "light"
    """The side in play ("light" or "dark"; "light" in the one-sided editions)."""
    backs: tuple[tuple[Card, ...], ...] = ()
    """UNO Flip!: per seat, the other side (one-sided) of each card in that seat's hand, in hand order; the
    viewer's own entry is empty, as is every entry in the other editions."""
    stock_back: Card | None = None
    """UNO Flip!: the other side of the draw pile's top card, which everyone sees (None otherwise)."""
    pending_color: Color | None = None
    """While a Wild Draw Color awaits its answer: the colour its victim draws until (else None)."""
    discard_size: int = 0
    """Cards in the whole discard pile (`discard_pile` holds fewer after an UNO Flip! turn-over)."""

    @property
    def my_turn(self) -> bool:
        """Return True when this seat's decision is awaited."""
        return self.current == self.player and self.phase != _OVER

    @property
    def wild_draw_four_is_bluff(self) -> bool:
        """Return True when a Wild Draw Four played now would be a bluff: this hand holds the colour in force.

        With `challenge` on such a play is legal but may be challenged; with it off it is not legal.
        """
        return holds_color(self.hand, self.color)

    def bluff_stakes(self, card: Card) -> BluffStakes | None:
        """Return what playing `card` now costs this seat if it is challenged and caught bluffing, or None
        when it would not be a bluff (not a wild draw card, or no card of the colour in force held).

        A wild draw card (Wild Draw Four; UNO Flip!'s Wild Draw Two and Wild Draw Color) played while
        holding the colour in force is a bluff: caught, its player draws the penalty it would have given
        (with the draws stacked before it) and, for a Wild Draw Color, until a card of the colour named
        comes."""
        if not card.restricted or not holds_color(self.hand, self.color):
            return None
        answering = self.phase == Phase.PENALTY
        stacked = self.pending_draw if answering else 0
        until = None if card.kind.until_color or not answering else self.pending_color
        return BluffStakes(challenge_stakes(stacked + card.kind.draw)[0], card.kind.until_color, until)

    @property
    def hand_over(self) -> bool:
        """Return True when the hand has ended."""
        return self.phase == _OVER

    def team_of(self, seat: int) -> int | None:
        """Return the team of `seat` (0 for even seats, 1 for odd) with teams, else None."""
        return team_of(self.rules, seat)

    def scoring_seats(self, winner: int | None) -> tuple[int, ...]:
        """Return the seats whose cards `winner` scores at this hand's end: every other seat, or with
        teams the opposing team's only (a partner's cards score nothing); empty for a drawn hand."""
        return scoring_seats(self.rules, self.players, winner)

    @property
    def uno_due(self) -> bool:
        """Return True when this seat should say Uno now, before playing its next-to-last card: it holds
        two cards and has not said Uno for them (the hand going on)."""
        return len(self.hand) == 2 and not self.uno_called[self.player] and self.phase != _OVER

    @property
    def challenge_stakes(self) -> tuple[int, int]:
        """In phase "penalty" after a Wild Draw Four (or UNO Flip!'s wild draw cards): (the cards its player draws when a challenge finds
        a bluff, the cards the challenger draws when it does not). (0, 0) otherwise."""
        if self.phase != Phase.PENALTY or not self.top.restricted:
            return (0, 0)
        return challenge_stakes(self.pending_draw)

    def is_partner(self, seat: int) -> bool:
        """Return True when `seat` is another seat of this player's team."""
        return seat in self.partners

    def next_seat(self, seat: int | None = None, steps: int = 1) -> int:
        """Return the seat `steps` places after `seat` (default: this player) in the direction of play."""
        base = self.player if seat is None else seat
        return (base + self.direction * steps) % self.players
