"""`apply`: one action, checked, performed, its events returned; and what each action does."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import KINDS, Card, Rank
from game.model.effects import EFFECTS, Effects
from game.model.events import CardPlayed, CardsDrawn, ChallengeResolved, DrawReason, Event, UnoCaught
from game.model.rules import challenge_stakes
from game.model.tables import DRAWN, OVER, PENALTY, PLAY, drew, played, played_wild

MAX_ACTIONS = 5000
"""A hand that reaches this many actions ends drawn."""

_SEVEN = Rank.SEVEN
_ZERO = Rank.ZERO
_CUSTOM = KINDS[Rank.WILD_CUSTOMIZABLE]
_R_DRAW = DrawReason.DRAW
_R_PENALTY = DrawReason.PENALTY
_R_UNO = DrawReason.UNO
_R_CHALLENGE = DrawReason.CHALLENGE


class Applying(Effects):
    """`apply` and the doing of each action."""

    __slots__ = ()

    def apply(self, action: Action) -> list[Event]:
        """Perform `action` and return its events. Raise IllegalAction (changing nothing) if illegal."""
        if type(action) is Play:
            # The commonest action skips `_check`'s dispatch; the seat checks are `_check_seat`'s.
            p = action.player
            if self._phase is OVER or not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < self._n:
                self._check_seat(p)
            self._check_play(action)
            events = self._do_play(action)
        else:
            self._check(action)
            events = DOERS[type(action)](self, action)
        self._count += 1
        if self._count >= MAX_ACTIONS and self._phase is not OVER:
            self._end(None, events)
        return events

    def apply_listed(self, action: Action, legal: Sequence[Action]) -> list[Event]:
        """`apply(action)` for a caller that has just asked `legal` of this very position (with
        `legal_actions` or `out_of_turn_actions`, no action since): when `action` is one of those
        objects themselves, it is known to be legal and is not checked again. Anything else goes
        through `apply` and its checks. The simulator's hot loop uses it."""
        for listed in legal:
            if listed is action:
                break
        else:
            return self.apply(action)
        events: list[Event] = self._do_play(action) if type(action) is Play else DOERS[type(action)](self, action)
        self._count += 1
        if self._count >= MAX_ACTIONS and self._phase is not OVER:
            self._end(None, events)
        return events


    def _do_play(self, a: Play) -> list[Event]:
        p = a.player
        card = a.card
        n = self._n
        hand = self._hands[p]
        jump = p != self._current
        prev_color = self._color
        if self._exposed:  # _close_window, inline on the hottest path
            self._exposed.clear()
        if self._two:  # the action names a face: the card itself is the one drawn, or the first showing it
            card = self._held_card(hand, card)
        hand.remove(card)
        self._discard.append(card)
        left = len(hand)
        quiet = self._quiet
        t = self._t
        if quiet:
            events: list[Event] = []
        elif jump or a.target is not None:
            events = [CardPlayed(p, card, a.color, jump, a.target, left)]
        elif a.color is not None:
            events = [played_wild(t, p, card, a.color, left)]
        else:
            # played(), inline on the hottest path (16: tables.CARD_BITS)
            event = t.played.get(((left << 4) + p << 16) + card.index)
            events = [event if event is not None else played(t, p, card, left)]
        self._drawn = None
        in_penalty = self._phase is PENALTY
        self._phase = PLAY
        kind = card.kind
        if card.wild:
            self._color = a.color
            if not quiet:
                events.append(t.chosen[p][t.colors.index(a.color)])
            if kind is _CUSTOM and left and self._rules.custom_wild == "discard_color":
                left = self._discard_color(a, hand, left, events)
        else:
            self._color = card.color
        self._held[p] = left
        if left <= 2:
            self._calm = False  # two cards to call Uno on, or one open to a catch
            if left == 1 and not self._called[p]:
                self._exposed.append(p)
        stacked = self._pending if in_penalty else 0
        stacked_color = self._pending_color if in_penalty else None
        self._pending = 0
        self._pending_color = None
        self._pending_by = None
        if left == 0:
            self._last_card(a, stacked, stacked_color, events)
            self._end(p, events)
            return events
        if card.is_number:  # the commonest card: a Seven-O 7 or 0 is the only number with more to do
            self._current = (p + self._direction) % n
            if self._rules.seven_o and (card.rank is _SEVEN or card.rank is _ZERO):
                self._seven_o(a, events)
            return events
        if kind.penalty:
            self._hit(p, card, stacked, stacked_color, prev_color, events)
        else:
            EFFECTS[kind](self, p, a, events, False)
        return events

    def _held_card(self, hand: list[Card], face: Card) -> Card:
        """The two-sided card a `Play` naming `face` plays: the card just drawn in phase "drawn", else the
        first in hand order showing that face."""
        drawn = self._drawn
        if drawn is not None and drawn.face is face:
            return drawn
        for card in hand:
            if card.face is face:
                return card
        raise AssertionError("checked before")  # pragma: no cover

    def _do_draw(self, a: Draw) -> list[Event]:
        p = a.player
        events: list[Event] = []
        if self._exposed:  # _close_window, inline
            self._exposed.clear()
        n = self._n
        d = self._direction
        if self._phase is PENALTY:
            self._draw_penalty(p, self._pending, self._pending_color, _R_PENALTY, events)
            events.append(self._t.skipped[p])
            self._pending = 0
            self._pending_color = None
            self._pending_by = None
            self._phase = PLAY
            self._current = (p + d) % n
            return events
        hand = self._hands[p]
        if self._rules.draw_until_playable:
            stock = self._stock
            got: list[Card] = []
            last: Card | None = None
            while True:
                if not stock:
                    if got and not self._quiet:
                        events.append(CardsDrawn(p, len(got), tuple(got), _R_DRAW))
                        got = []
                    if not self._reshuffle(events):
                        break
                last = stock.pop()
                hand.append(last)
                got.append(last)
                self._called[p] = False
                if self._playable(last, hand):
                    break
            if got and not self._quiet:
                events.append(CardsDrawn(p, len(got), tuple(got), _R_DRAW))
            self._held[p] = len(hand)
            if p in self._exposed:
                self._exposed.remove(p)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
        elif self._stock:
            # One card off a stock that has it: _draw_cards and _drew, inline on the hot path.
            last = self._stock.pop()
            hand.append(last)
            self._held[p] += 1
            if not self._quiet:
                t = self._t
                event = t.drew.get((p << 16) + last.index)
                events.append(event if event is not None else drew(t, p, last))
            self._called[p] = False  # (nobody is open to a catch: the window closed above)
            if len(hand) == 2:
                self._calm = False  # two cards, Uno not said
        else:
            last = None
            if self._draw_cards(p, 1, _R_DRAW, events):
                last = hand[-1]
        if last is None:
            playable = False
        elif last.wild:
            playable = self._playable(last, hand)
        else:  # _playable, inline for the common coloured card
            playable = last.color is self._color or last.rank is self._discard[-1].rank
        if playable:
            self._phase = DRAWN
            self._drawn = last
        else:
            self._current = (p + d) % n
        return events

    def _do_pass(self, a: Pass) -> list[Event]:
        p = a.player
        self._close_window()
        self._phase = PLAY
        self._drawn = None
        self._current = (p + self._direction) % self._n
        return [self._t.kept[p]]

    def _do_challenge(self, a: Challenge) -> list[Event]:
        p = a.player
        self._close_window()
        accused = self._pending_by
        assert accused is not None
        pending = self._pending
        until = self._pending_color
        bluff = self._w4_bluff
        events: list[Event] = []
        quiet = self._quiet
        shown = () if quiet else tuple(self._hands[accused])
        self._pending = 0
        self._pending_color = None
        self._pending_by = None
        self._phase = PLAY
        if bluff:
            if not quiet:
                events.append(ChallengeResolved(p, accused, True, shown, accused, pending))
            self._draw_penalty(accused, pending, until, _R_CHALLENGE, events)
            self._current = p
        else:
            if not quiet:
                events.append(ChallengeResolved(p, accused, False, shown, p, challenge_stakes(pending)[1]))
            self._draw_penalty(p, pending, until, _R_CHALLENGE, events, challenge_stakes(pending)[1] - pending)
            events.append(self._t.skipped[p])
            self._current = (p + self._direction) % self._n
        return events

    def _do_uno(self, a: CallUno) -> list[Event]:
        p = a.player
        self._called[p] = True
        if p in self._exposed:
            self._exposed.remove(p)
        return [self._t.uno_called[p]]

    def _do_catch(self, a: Catch) -> list[Event]:
        target = a.target
        self._exposed.remove(target)
        events: list[Event] = [] if self._quiet else [UnoCaught(a.player, target, self._rules.uno_penalty)]
        self._draw_cards(target, self._rules.uno_penalty, _R_UNO, events)
        return events

    def _do_color(self, a: ChooseColor) -> list[Event]:
        self._close_window()
        self._color = a.color
        self._phase = PLAY
        if self._pass_on:  # a Flip brought a wild to the top: its player named the colour; play passes on
            self._pass_on = False
            self._current = (a.player + self._direction) % self._n
        t = self._t
        return [t.chosen[a.player][t.colors.index(a.color)]]


DOERS: dict[type, Any] = {
    Play: Applying._do_play,
    Draw: Applying._do_draw,
    Pass: Applying._do_pass,
    Challenge: Applying._do_challenge,
    CallUno: Applying._do_uno,
    Catch: Applying._do_catch,
    ChooseColor: Applying._do_color,
}
