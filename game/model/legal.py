"""Which actions are open: `legal_actions` (the awaited seat's, or any seat's) and the out-of-turn
chances (jump-in, saying Uno, catching)."""
from __future__ import annotations

from game.model.actions import Action
from game.model.cards import Card
from game.model.checks import check_seat
from game.model.queries import Queries
from game.model.rules import holds_color
from game.model.tables import CALLS, COLOR, DRAWN, OVER, PENALTY, PLAY


class Legal(Queries):
    """The legal actions of a hand."""

    __slots__ = ()

    def _playable(self, card: Card, hand: list[Card]) -> bool:
        """Return True when `card` may be played on the top card in an ordinary turn."""
        if card.wild:
            return not card.restricted or self._rules.challenge or not holds_color(hand, self._color)
        return card.color is self._color or card.rank is self._discard[-1].rank

    def _stackable(self, card: Card, hand: list[Card]) -> bool:
        """Return True when `card` may answer the pending penalty (with stacking on).

        Draw cards of one rank answer each other; with `stack_mixed` a wild draw card answers any draw
        card, and a coloured draw card answers a wild one when it has the colour named.
        """
        stack = card.kind.stack
        if stack is None:
            return False
        top = self._discard[-1]
        rules = self._rules
        if stack == "colored":
            if card.rank is top.rank:
                return True
            return rules.stack_mixed and card.color is self._color
        if card.rank is not top.rank and not rules.stack_mixed:
            return False
        return rules.challenge or not holds_color(hand, self._color)

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Return every action open to `player` now, out-of-turn ones (jump-in, Uno, catch) included.

        With no argument, the same list for the player whose decision is awaited:
        `legal_actions() == legal_actions(current)` always (its turn actions first, then its calls and
        catches).
        """
        phase = self._phase
        if phase is OVER:
            return []
        p = self._current
        if player is not None:
            if type(player) is not int or not 0 <= player < self._n:
                check_seat(player, self._n, "player")
            if player != p:
                out: list[Action] = []
                self._out_of_turn_actions(player, out)
                return out
        # The awaited seat's turn actions, then its calls and catches. All in this one body: the
        # simulator asks for this list at every decision, and a call costs as much as a short loop.
        t = self._t
        hand = self._hands[p]
        if self._two:  # actions name faces
            hand = [c.face for c in hand]
        out = []
        if phase is PLAY:
            color = self._color
            top_rank = self._discard[-1].rank
            plays = t.plays[p]
            w4_ok: bool | None = None
            seen: list[Card] = []  # each card once, in hand order (cheaper than dict.fromkeys(hand))
            for card in hand:
                if card.wild:
                    if card.restricted and not self._rules.challenge:
                        if w4_ok is None:
                            w4_ok = not holds_color(hand, color)
                        if not w4_ok:
                            continue
                elif card.color is not color and card.rank is not top_rank:
                    continue
                if card in seen:
                    continue
                seen.append(card)
                out += plays[card]
            out.append(t.draw[p])
        elif phase is DRAWN:
            drawn = self._drawn
            assert drawn is not None
            out.extend(t.plays[p][drawn.face])
            if not self._rules.force_play:
                out.append(t.passes[p])
        elif phase is PENALTY:
            if self._rules.stacking:
                plays = t.plays[p]
                for card in dict.fromkeys(hand):
                    if card.kind.stack is not None and self._stackable(card, hand):
                        out.extend(plays[card])
            if self._rules.challenge and self._discard[-1].restricted:
                out.append(t.challenge[p])
            out.append(t.draw[p])
        elif phase is COLOR:
            out.extend(t.choose[p])
        # The seat on turn never jumps in: only its calls and catches can follow, and in the common
        # case (not two cards, nobody open to a catch) there are none.
        if self._exposed or (len(hand) == 2 and not self._called[p]):
            self._out_of_turn_actions(p, out)
        return out

    def turn_actions(self) -> list[Action]:
        """Return only the decision awaited from the current player: `legal_actions()` without its
        out-of-turn actions (saying Uno, catching). For search and tools that handle those apart."""
        out = self.legal_actions()
        while out and type(out[-1]) in CALLS:  # the calls and catches come last, after every turn action
            out.pop()
        return out

    def out_of_turn_actions(self, player: int) -> list[Action]:
        """Return only the out-of-turn actions open to `player` now (jump-in, Uno, catch)."""
        if type(player) is not int or not 0 <= player < self._n:
            check_seat(player, self._n, "player")
        out: list[Action] = []
        if self._phase is not OVER:
            self._out_of_turn_actions(player, out)
        return out

    def _out_of_turn_actions(self, player: int, out: list[Action]) -> None:
        t = self._t
        hand = self._hands[player]
        if self._rules.jump_in and self._phase is PLAY and player != self._current:
            top = self._discard[-1].face
            if not top.wild and (top in hand if not self._two else any(c.face is top for c in hand)):
                out.extend(t.plays[player][top])
        exposed = self._exposed
        size = len(hand)
        if (size == 2 and not self._called[player]) or (size == 1 and player in exposed):
            out.append(t.uno[player])
        teams = self._rules.teams
        for target in exposed:
            if target != player and not (teams and (target - player) % 2 == 0):
                out.append(t.catch[player][target])

    def out_of_turn_seats(self) -> list[int]:
        """Return the seats that have an out-of-turn chance now (jump-in, saying Uno, catching).

        Cheap, so that the simulator and the UI ask only those seats.
        """
        if self._calm or self._phase is OVER:
            return []
        if self._exposed and not self._rules.teams:
            return list(range(self._n))
        if self._exposed and self._rules.teams:
            return [s for s in range(self._n) if self.out_of_turn_actions(s)]
        held = self._held
        if 2 not in held:  # the common case: nobody holds two cards
            seats = []
        elif held.count(2) == 1:  # one seat does (no list built over every seat)
            seat = held.index(2)
            seats = [] if self._called[seat] else [seat]
        else:
            called = self._called
            seats = [s for s, size in enumerate(held) if size == 2 and not called[s]]
        if self._rules.jump_in:  # who may jump in changes with every card: never calm
            top = self._discard[-1]
            if self._phase is PLAY and not top.wild:
                current = self._current
                two = self._two
                face = top.face
                for s, h in enumerate(self._hands):
                    if s != current and (any(c.face is face for c in h) if two else top in h) and s not in seats:
                        seats.append(s)
                seats.sort()
        elif not seats:
            self._calm = True  # nothing opens a chance again before a hand changes (see _calm)
        return seats

