"""Why an action is refused: the checks `apply` runs before changing anything, and the questions
built on them (`is_legal`, `why_illegal`, `refusal`, `card_refusal`)."""
from __future__ import annotations

from typing import Any

from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import Card, Color, Rank, shown
from game.model.legal import Legal
from game.model.refusal import IllegalAction, Reason, Refusal
from game.model.rules import CUSTOM_WILD_TARGETED, why_not_stack
from game.model.tables import COLOR, DRAWN, OVER, PENALTY, PLAY

_SEVEN = Rank.SEVEN
_WC = Rank.WILD_CUSTOMIZABLE


class Judge(Legal):
    """The checks of every action."""

    __slots__ = ()

    def is_legal(self, action: Action) -> bool:
        """Return True when `action` may be applied now."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Return why `action` is not legal now, as a sentence, or None when it is."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal.message

    def refusal(self, action: Action) -> Refusal | None:
        """Return why `action` is not legal now (a code, the seats it names, a sentence), or None."""
        try:
            self._check(action)
        except IllegalAction as exc:
            return exc.refusal
        return None

    def card_refusal(self, seat: int, card: Card) -> Refusal | None:
        """Return why `seat` may not play `card` now, whatever colour or target it would name, or None.

        None means some play of the card is legal now (on turn, or jumping in): a hand's card is
        enabled exactly when this is None.
        """
        try:
            self._check_seat(seat)
            self._check_card(seat, card)
        except IllegalAction as exc:
            return exc.refusal
        return None


    def _check(self, action: Action) -> None:
        """Raise IllegalAction when `action` is not legal now."""
        kind = type(action)
        if kind not in CHECKS:
            raise IllegalAction(f"not an action: {shown(action)}", Reason.NOT_AN_ACTION)
        self._check_seat(action.player)
        CHECKS[kind](self, action)

    def _check_seat(self, p: Any) -> None:
        if self._phase is OVER:
            raise IllegalAction("the hand is over", Reason.HAND_OVER)
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < self._n:
            raise IllegalAction(f"there is no seat {shown(p)} at this table", Reason.NO_SUCH_SEAT)

    def _check_play(self, a: Play) -> None:
        p = a.player
        card = a.card
        self._check_card(p, card)
        color = a.color
        if card.wild:
            if color is None:
                raise IllegalAction(f"name a colour for the {card.label}", Reason.COLOR_REQUIRED, card=card)
            if not isinstance(color, Color):
                raise IllegalAction(f"not a colour: {shown(color)}", Reason.NOT_A_COLOR, card=card)
            if color not in self._t.colors:
                raise IllegalAction(self._colour_hint(color), Reason.NOT_A_COLOR, card=card)
        elif color is not None:
            raise IllegalAction(f"only wild cards take a colour, not a {card.label}", Reason.COLOR_NOT_ALLOWED,
                                card=card)
        target = a.target
        if self._rules.seven_o and card.rank is _SEVEN:
            if target is None:
                raise IllegalAction("choose a player to swap hands with", Reason.TARGET_REQUIRED, card=card)
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
                raise IllegalAction(f"there is no seat {shown(target)} to swap hands with", Reason.NO_SUCH_TARGET,
                                    card=card)
            if target == p:
                raise IllegalAction("you cannot swap hands with yourself", Reason.SELF_TARGET, (p,), card)
        elif card.rank is _WC and self._rules.custom_wild in CUSTOM_WILD_TARGETED:
            what = "swap hands with" if self._rules.custom_wild == "swap_hands" else "make draw two"
            if target is None:
                raise IllegalAction(f"choose a player to {what}", Reason.TARGET_REQUIRED, card=card)
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
                raise IllegalAction(f"there is no seat {shown(target)} to {what}", Reason.NO_SUCH_TARGET, card=card)
            if target == p:
                raise IllegalAction(f"choose another player to {what}, not yourself", Reason.SELF_TARGET, (p,), card)
        elif target is not None:
            raise IllegalAction(
                "only a 7 with the Seven-O rule, or a Wild Customizable that names a player, takes a target",
                Reason.TARGET_NOT_ALLOWED, card=card)

    def _check_card(self, p: int, card: Any) -> None:
        """Raise IllegalAction when seat `p` may not play `card` now, whatever its colour or target."""
        if not isinstance(card, Card):
            raise IllegalAction(f"not a card: {shown(card)}", Reason.NOT_A_CARD)
        hand = self._hands[p]
        if self._two:
            if card.back is not None:
                raise IllegalAction(f"name the face of the card to play ({card.face.text}), not both its sides",
                                    Reason.NOT_A_CARD, card=card)
            if not any(c.face is card for c in hand):
                raise IllegalAction(f"seat {p} does not hold a {card.label}", Reason.CARD_NOT_IN_HAND, (p,), card)
        elif card not in hand:
            raise IllegalAction(f"seat {p} does not hold a {card.label}", Reason.CARD_NOT_IN_HAND, (p,), card)
        phase = self._phase
        top = self._discard[-1].face
        current = self._current
        if p != current:
            if not self._rules.jump_in:
                raise IllegalAction(f"it is seat {current}'s turn, not seat {p}'s", Reason.NOT_YOUR_TURN,
                                    (current, p), card)
            if phase is not PLAY:
                raise IllegalAction(
                    f"it is seat {current}'s turn, and jumping in is only possible during an ordinary turn",
                    Reason.JUMP_IN_NOT_NOW, (current,), card,
                )
            if card.wild or card is not top:
                raise IllegalAction(
                    f"it is seat {current}'s turn: only a card identical to the top card "
                    f"({top.label}) may jump in",
                    Reason.JUMP_IN_NOT_IDENTICAL, (current,), card,
                )
        elif phase is PLAY:
            if not self._playable(card, hand):
                color = self._color
                if card.restricted:
                    raise IllegalAction(
                        f"a {card.label} may only be played without a card of the colour in force "
                        f"({color.label if color else '?'})",
                        Reason.WILD_DRAW_FOUR_HELD_COLOR, card=card,
                    )
                raise IllegalAction(
                    f"a {card.label} does not match the {top.label}: play a "
                    f"{color.label.lower() if color else ''} card, "
                    f"{'a ' + top.rank.label if not top.wild else 'a wild'}, or a wild",
                    Reason.DOES_NOT_MATCH, card=card,
                )
        elif phase is DRAWN:
            if self._drawn is None or card is not self._drawn.face:
                drawn = self._drawn.label if self._drawn else "?"
                raise IllegalAction(f"only the card just drawn ({drawn}) may be played now", Reason.ONLY_DRAWN_CARD,
                                    card=card)
        elif phase is PENALTY:
            if not self._rules.stacking:
                raise IllegalAction(self._penalty_hint(), Reason.MUST_ANSWER_PENALTY, card=card)
            if not self._stackable(card, hand):
                raise IllegalAction(f"a {card.label} cannot answer the {top.label}: "
                                    f"{why_not_stack(self._rules, top, card, self._color)}; {self._penalty_hint()}",
                                    Reason.CANNOT_STACK, card=card)
        elif phase is COLOR:
            raise IllegalAction("name the colour for the first card before playing", Reason.COLOR_TO_NAME, card=card)

    def _penalty_hint(self) -> str:
        what = f"draw {self._pending} cards"
        options = []
        if self._rules.stacking:
            options.append("stack")
        if self._rules.challenge and self._discard[-1].restricted:
            options.append("challenge")
        return what + (f" (or {' or '.join(options)})" if options else "")

    def _check_turn(self, p: int, what: str) -> None:
        current = self._current
        if p != current:
            raise IllegalAction(f"it is seat {current}'s turn, not seat {p}'s: you cannot {what} now",
                                Reason.NOT_YOUR_TURN, (current, p))

    def _check_draw(self, a: Draw) -> None:
        self._check_turn(a.player, "draw")
        phase = self._phase
        if phase is DRAWN:
            raise IllegalAction("play the card just drawn or keep it", Reason.DRAWN_CARD_WAITS)
        if phase is COLOR:
            raise IllegalAction("name the colour for the first card", Reason.COLOR_TO_NAME)

    def _check_pass(self, a: Pass) -> None:
        self._check_turn(a.player, "keep a card")
        if self._phase is not DRAWN:
            raise IllegalAction("you can only keep a card you have just drawn", Reason.NOTHING_TO_KEEP)
        if self._rules.force_play:
            raise IllegalAction("force play is on: the playable card you drew must be played", Reason.FORCE_PLAY)

    def _check_challenge(self, a: Challenge) -> None:
        self._check_turn(a.player, "challenge")
        if self._phase is not PENALTY or not self._discard[-1].restricted:
            raise IllegalAction(f"only a {self._edition.restricted_label} played on you can be challenged",
                                Reason.NOTHING_TO_CHALLENGE)
        if not self._rules.challenge:
            raise IllegalAction("challenging is switched off in these rules", Reason.CHALLENGE_OFF)

    def _check_uno(self, a: CallUno) -> None:
        p = a.player
        size = len(self._hands[p])
        if size == 2:
            if self._called[p]:
                raise IllegalAction("you have already said Uno", Reason.UNO_ALREADY_SAID, (p,))
            return
        if size == 1 and p in self._exposed:
            return
        if size == 1:
            if self._called[p]:
                raise IllegalAction("you have already said Uno", Reason.UNO_ALREADY_SAID, (p,))
            raise IllegalAction("too late to say Uno now", Reason.UNO_TOO_LATE, (p,))
        raise IllegalAction("say Uno when you hold two cards (before playing the next-to-last)",
                            Reason.UNO_TOO_EARLY, (p,))

    def _check_catch(self, a: Catch) -> None:
        target = a.target
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self._n:
            raise IllegalAction(f"there is no seat {shown(target)} to catch", Reason.NO_SUCH_TARGET)
        if target == a.player:
            raise IllegalAction("you cannot catch yourself", Reason.CATCH_SELF, (target,))
        if self._rules.teams and (target - a.player) % 2 == 0:
            raise IllegalAction(f"seat {target} is your partner: you cannot catch a partner",
                                Reason.CANNOT_BE_CAUGHT, (target,))
        if target not in self._exposed:
            if len(self._hands[target]) == 1 and self._called[target]:
                raise IllegalAction(f"seat {target} said Uno in time", Reason.SAID_UNO_IN_TIME, (target,))
            raise IllegalAction(f"seat {target} cannot be caught now", Reason.CANNOT_BE_CAUGHT, (target,))

    def _check_color(self, a: ChooseColor) -> None:
        self._check_turn(a.player, "name a colour")
        if self._phase is not COLOR:
            raise IllegalAction("there is no colour to name now", Reason.NO_COLOR_TO_NAME)
        if not isinstance(a.color, Color):
            raise IllegalAction(f"not a colour: {shown(a.color)}", Reason.NOT_A_COLOR)
        if a.color not in self._t.colors:
            raise IllegalAction(self._colour_hint(a.color), Reason.NOT_A_COLOR)

    def _colour_hint(self, color: Color) -> str:
        """Why `color` cannot be named now: it is not a colour of the side in play."""
        names = ", ".join(c.label for c in self._t.colors)
        where = f"the {self.side} side" if self._two else "this deck"
        return f"{color.label} is not a colour of {where}: name {names}"



CHECKS: dict[type, Any] = {
    Play: Judge._check_play,
    Draw: Judge._check_draw,
    Pass: Judge._check_pass,
    Challenge: Judge._check_challenge,
    CallUno: Judge._check_uno,
    Catch: Judge._check_catch,
    ChooseColor: Judge._check_color,
}
