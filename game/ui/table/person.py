"""What the person at the table may do now, read from the model's legal actions: the plays of a card,
the catches and calls anyone at a shared screen may make, whose Uno the button says, the jump-in
cards, and why an action or a card is refused (worded with names, by `refusals`).

`PersonActions` is the part of `controller.TableController` that answers these; the controller
keeps the state it reads (the hand in play, the viewer, the version of the last change).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.i18n import N_
from game.model import Action, CallUno, Card, Catch, Play, Reason, Refusal, answers_alike
from game.ui.table import refusals

if TYPE_CHECKING:
    from game.model import Game, PlayerView
    from game.session import Session

__all__ = ["NOBODY", "PersonActions"]

NOBODY = -1
"""The viewer of a table with no person (a demo), or while every hand lies face down."""
_OVER = Refusal(Reason.HAND_OVER, N_("the hand is over"))
_NOT_NOW = Refusal(Reason.OTHER, N_("that cannot be done now"))


class PersonActions:
    """The person's side of the table controller: every question about what they may do now."""

    viewer: int
    people: tuple[int, ...]
    several: bool
    names: list[str]
    version: int
    started: bool
    hand_over: bool
    _legal_cache: tuple[int, list[Action]]
    _shared_cache: tuple[tuple[int, ...], list[Action]]
    _unseen: set[int]

    session: Session

    @property
    def game(self) -> Game:
        """The hand in play."""
        raise NotImplementedError

    def view(self) -> PlayerView:
        """Return the viewer's view."""
        raise NotImplementedError

    def human_legal(self) -> list[Action]:
        """Return every action open to the person now (empty for a CPU-only table)."""
        if self.viewer < 0 or self.hand_over or not self.started:
            return []
        version, cached = self._legal_cache
        if version != self.version:
            # the session's: the hand's actions less what this table refuses (a person's jump-in
            # while several share the screen)
            cached = self.session.legal_actions(self.viewer)
            self._legal_cache = (self.version, cached)
        return cached

    def shared_legal(self) -> list[Action]:
        """Return the out-of-turn actions anyone at the screen may take for a person's seat now.

        One person: the viewer's catches and calls (as `human_legal`). Several: every catch open to
        some person's seat (the confirmed person's first), and Uno for a person open to a catch. The
        model's Catch needs a catcher: it is the confirmed person when the rules let them catch that
        seat, else the first other person who may (nothing is scored for catching: the target draws).
        """
        if not self.several:
            return [a for a in self.human_legal() if isinstance(a, (Catch, CallUno))]
        if self.hand_over or not self.started:
            return []
        key = (self.version, self.viewer, *sorted(self._unseen))
        if self._shared_cache[0] == key:
            return self._shared_cache[1]
        game = self.game
        exposed = self.view().exposed
        order = [self.viewer, *(p for p in self.people if p != self.viewer)]
        out: list[Action] = []
        caught: set[int] = set()
        for p in order:
            for a in game.out_of_turn_actions(p):
                if isinstance(a, Catch) and a.target not in caught and a.target not in self._unseen:
                    caught.add(a.target)
                    out.append(a)
                elif isinstance(a, CallUno) and (p == self.viewer or p in exposed):
                    out.append(a)
        self._shared_cache = (key, out)
        return out

    def calls_due(self) -> list[CallUno]:
        """Return the calls of Uno at the screen for a person open to a catch: a chance the table gives them
        (Uno said with two cards, as it may be at any time, is no chance to wait on)."""
        exposed = self.view().exposed
        return [a for a in self.shared_legal() if isinstance(a, CallUno) and a.player in exposed]

    def plays_of(self, card: Card) -> list[Play]:
        """Return the person's legal plays of `card` (one per colour for a wild, per seat for a 7)."""
        return [a for a in self.human_legal() if isinstance(a, Play) and a.card is card]

    def alike(self, actions: Sequence[Action]) -> bool:
        """Return True when every one of `actions` ends the same (the model's `answers_alike`): a question
        between them need not be asked."""
        return answers_alike(self.game, actions)

    def can(self, kind: type) -> bool:
        """Return True when the person may take an action of this type now."""
        return self.action_of(kind) is not None

    def action_of(self, kind: type) -> Action | None:
        """Return the person's first legal action of this type, or None."""
        for a in self.human_legal():
            if type(a) is kind:
                return a
        return None

    def catch_targets(self) -> list[int]:
        """Return the seats the person (with several people: anyone at the screen) may catch now."""
        if self.several:
            return [a.target for a in self.shared_legal() if isinstance(a, Catch)]
        return [a.target for a in self.human_legal() if isinstance(a, Catch)]

    def catch_of(self, target: int) -> Catch | None:
        """Return the Catch of `target` that the screen submits (see `shared_legal`), or None."""
        return next((a for a in self.shared_legal() if isinstance(a, Catch) and a.target == target), None)

    def uno_caller(self) -> int | None:
        """Return the person's seat that the UNO button speaks for now, or None.

        The viewer when they may say it; with several people, else a person open to a catch (their one
        card is public): they say it themselves, out of turn, as at a real table."""
        if self.can(CallUno):
            return self.viewer
        for a in self.shared_legal():
            if isinstance(a, CallUno):
                return a.player
        return None

    def jump_in_cards(self) -> set[Card]:
        """Return the cards the person may jump in with now."""
        if self.viewer < 0 or self.game.current == self.viewer:
            return set()
        # the session's legal actions hold no jump-in for people while several share the screen
        return {a.card for a in self.human_legal() if isinstance(a, Play)}

    def my_turn(self) -> bool:
        """Return True when the model awaits the person's decision."""
        g = self.game
        return self.started and not self.hand_over and self.viewer >= 0 and g.current == self.viewer

    def why_not(self, action: Action) -> str:
        """Return why the person may not take `action` now, as a sentence with names."""
        refusal = _OVER if self.hand_over else self.session.refusal(action)
        return self.word(refusal or _NOT_NOW, action)

    def why_not_card(self, card: Card) -> str:
        """Return why the person cannot play `card` now, as a sentence with names."""
        refusal = _OVER if self.hand_over or self.viewer < 0 else self.game.card_refusal(self.viewer, card)
        return self.word(refusal or _NOT_NOW)

    def word(self, refusal: Refusal, action: Action | None = None) -> str:
        """Return a refusal worded for the person, from its code and seats."""
        return refusals.word(refusal, self.view(), self.names, action, self.human_legal())
