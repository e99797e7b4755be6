"""What each card does when played: every effect written once, here, for every edition that has it.

A card's `Kind` (`game.model.cards.KINDS`) says what it does as data. `apply` lays the card, names
its colour, then:
- a draw card (`Kind.penalty`) goes through `_hit`: the next player draws (or, with stacking or a
  challengeable wild draw card, the `"penalty"` phase opens);
- any other card through its effect in `EFFECTS`, by kind.
The first discard of a hand acts as if the dealer had played it (`_first_card`), through the same
code. Each effect moves the turn on itself (`_current`).

Every effect takes (game, player, play or None for the first card, events, opening) and returns
nothing; `opening` is True for the first discard.
"""
from __future__ import annotations

from collections.abc import Callable

from game.model.actions import Play
from game.model.cards import KINDS, PLAIN, Card, Color, Kind, Rank
from game.model.events import (
    ColorDiscarded,
    DrawReason,
    Event,
    EveryoneSkipped,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    OthersDrawOne,
    TableTurned,
    TargetDrawsTwo,
    WildSwapped,
)
from game.model.moves import Moves
from game.model.rules import holds_color
from game.model.tables import COLOR, DIRECTION, PENALTY, pending, shuffle

_SEVEN = Rank.SEVEN
_R_PENALTY = DrawReason.PENALTY
_R_CUSTOM = DrawReason.CUSTOM


class Effects(Moves):
    """The effects of the cards."""

    __slots__ = ()

    # ------------------------------------------------------------------ draw cards

    def _hit(self, p: int, card: Card, stacked: int, stacked_color: Color | None, prev_color: Color | None,
             events: list[Event]) -> None:
        """A draw card played by `p` on `stacked` cards already pending (and, from a Wild Draw Color
        answered, `stacked_color`): the next player draws them all and loses the turn, or (with
        stacking, or a challengeable wild draw card) may answer it."""
        n = self._n
        d = self._direction
        victim = (p + d) % n
        kind = card.kind
        total = stacked + kind.draw
        until = self._color if kind.until_color else stacked_color
        rules = self._rules
        restricted = card.restricted
        if restricted:
            self._w4_prev = prev_color
            self._w4_bluff = holds_color(self._hands[p], prev_color)
        if rules.stacking or (restricted and rules.challenge):
            self._phase = PENALTY
            self._pending = total
            self._pending_color = until
            self._pending_by = p
            self._current = victim
            if not self._quiet:
                events.append(pending(self._t, victim, total, p, until))
        else:
            self._draw_penalty(victim, total, until, _R_PENALTY, events)
            events.append(self._t.skipped[victim])
            self._current = (victim + d) % n

    def _last_card(self, a: Play, stacked: int, stacked_color: Color | None, events: list[Event]) -> None:
        """The effect that still happens when `a` played the last card (before the hand ends): a draw
        card is still drawn by the next player; a Wild Customizable still makes its draws; a Flip
        still turns the table (the points count the side it brings up)."""
        card = a.card
        kind = card.kind
        if kind.penalty:
            victim = (a.player + self._direction) % self._n
            until = self._color if kind.until_color else stacked_color
            self._draw_penalty(victim, stacked + kind.draw, until, _R_PENALTY, events)
        elif kind is _CUSTOM:
            custom = self._rules.custom_wild
            if custom == "others_draw_one" or custom == "target_draws_two":
                self._custom_draws(a, custom, events)
        elif kind is _FLIP:
            self._turn_table(a.player, events)
            self._color = self._discard[-1].color  # the new top's (none for a wild: nobody names one now)

    # ------------------------------------------------------------------ the other action cards

    def _plain(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """A number card or a plain Wild: the turn passes on."""
        self._current = (p + self._direction) % self._n

    def _skip(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """Skip: the next player misses a turn."""
        n = self._n
        d = self._direction
        skipped = (p + d) % n
        events.append(self._t.skipped[skipped])
        self._current = (skipped + d) % n

    def _reverse(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """Reverse: the direction switches (with two players it acts as a Skip). As the first card the
        dealer plays first, counter-clockwise."""
        n = self._n
        d = -self._direction
        self._direction = d
        events.append(DIRECTION[d])
        if n == 2:
            events.append(self._t.skipped[(p + 1) % n])
            self._current = p
        else:
            self._current = p if opening else (p + d) % n

    def _skip_everyone(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """Every other player misses a turn: the same player plays again."""
        if not self._quiet:
            events.append(EveryoneSkipped(p))
        self._current = p

    def _shuffle_hands(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """Wild Shuffle Hands: every hand is gathered, shuffled and dealt out again from the player's left."""
        self._current = (p + self._direction) % self._n
        gathered = [c for h in self._hands for c in h]
        shuffle(self._rng, gathered)
        n = self._n
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i, card in enumerate(gathered):
            hands[(p + 1 + i) % n].append(card)
        self._hands = hands
        self._after_hands_moved(events, None if self._quiet else HandsShuffled(p, self._sizes()))

    # ------------------------------------------------------------------ Flip (UNO Flip!)

    def _flip(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """Flip: the table turns over; the colour in force is the new top card's, whose action does not
        apply. A wild brought to the top: the Flip's player names the colour, then play passes on."""
        self._turn_table(p, events)
        top = self._discard[-1]
        if top.wild:
            self._color = None
            self._phase = COLOR
            self._pass_on = True
            self._current = p
        else:
            self._color = top.color
            self._current = (p + self._direction) % self._n

    def _turn_table(self, p: int, events: list[Event]) -> None:
        """Turn the discard pile over as a whole (its bottom card comes to the top showing its other
        side), then the draw pile, then every hand (each keeps its order)."""
        discard = self._discard
        discard.reverse()
        self._discard = [c.back for c in discard]  # type: ignore[misc]
        self._shown_from = len(discard) - 1
        stock = self._stock
        stock.reverse()
        self._stock = [c.back for c in stock]  # type: ignore[misc]
        self._hands = [[c.back for c in h] for h in self._hands]  # type: ignore[misc]
        side = 1 - self._side
        self._side = side
        self._t = self._tables_for(side)
        if not self._quiet:
            events.append(TableTurned(p, self._edition.sides[side].name, self._discard[-1],
                                      tuple(tuple(h) for h in self._hands)))

    # ------------------------------------------------------------------ Seven-O (a house rule on 7 and 0)

    def _seven_o(self, a: Play, events: list[Event]) -> None:
        """The Seven-O rule after a 7 (swap hands with the target) or a 0 (every hand passes on)."""
        p = a.player
        hands = self._hands
        if a.card.rank is _SEVEN:
            target = a.target
            assert target is not None
            hands[p], hands[target] = hands[target], hands[p]
            self._after_hands_moved(
                events, None if self._quiet else HandsSwapped(p, target, self._sizes()), (p, target)
            )
        else:
            n = self._n
            d = self._direction
            self._hands = [hands[(s - d) % n] for s in range(n)]
            self._after_hands_moved(events, None if self._quiet else HandsPassed(p, d, self._sizes()))

    # ------------------------------------------------------------------ the Wild Customizable (2018)

    def _discard_color(self, a: Play, hand: list[Card], left: int, events: list[Event]) -> int:
        """A Wild Customizable under "discard_color", before anything else: its player discards every
        card of the colour named (under the wild, which stays on top). Return the cards left."""
        color = a.color
        kept = [c for c in hand if c.color is not color]
        if len(kept) == left:
            return left
        gone = tuple(c for c in hand if c.color is color)
        hand[:] = kept
        left = len(kept)
        self._discard[-1:-1] = gone
        if not self._quiet:
            events.append(ColorDiscarded(a.player, color, gone, left))  # type: ignore[arg-type]
        return left

    def _custom_wild(self, p: int, a: Play | None, events: list[Event], opening: bool) -> None:
        """A Wild Customizable: what `Rules.custom_wild` says (as the first card, a plain Wild)."""
        self._current = (p + self._direction) % self._n
        custom = self._rules.custom_wild
        if a is None or custom == "wild" or custom == "discard_color":
            return
        if custom == "swap_hands":
            target = a.target
            assert target is not None
            hands = self._hands
            hands[p], hands[target] = hands[target], hands[p]
            self._after_hands_moved(
                events, None if self._quiet else WildSwapped(p, target, self._sizes()), (p, target)
            )
        elif custom == "skip_everyone":
            self._skip_everyone(p, a, events, opening)
        else:
            self._custom_draws(a, custom, events)

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

    # ------------------------------------------------------------------ the first discard

    def _first_card(self, card: Card, events: list[Event]) -> None:
        """The first discard acts as if the dealer had played it. A wild (any left when nothing else
        could be turned) counts as a plain Wild: the player to the dealer's left names the colour."""
        dealer = self._dealer
        self._direction = 1
        self._current = (dealer + 1) % self._n
        if card.wild:
            self._color = None
            self._phase = COLOR
            return
        self._color = card.color
        kind = card.kind
        if kind.penalty:
            self._hit(dealer, card, 0, None, None, events)
        elif kind is not PLAIN:
            EFFECTS[kind](self, dealer, None, events, True)


Effect = Callable[[Effects, int, "Play | None", list[Event], bool], None]

_CUSTOM = KINDS[Rank.WILD_CUSTOMIZABLE]
_FLIP = KINDS[Rank.FLIP]

EFFECTS: dict[Kind, Effect] = {
    PLAIN: Effects._plain,
    KINDS[Rank.SKIP]: Effects._skip,
    KINDS[Rank.REVERSE]: Effects._reverse,
    KINDS[Rank.WILD_SHUFFLE_HANDS]: Effects._shuffle_hands,
    _CUSTOM: Effects._custom_wild,
    KINDS[Rank.SKIP_EVERYONE]: Effects._skip_everyone,
    _FLIP: Effects._flip,
}
"""The effect of every kind of card that is not a draw card (those go through `Effects._hit`)."""
