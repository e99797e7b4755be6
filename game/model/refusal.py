"""Why an action is refused: a code to branch on, the seats it names, and a sentence for a person.

`IllegalAction` keeps the sentence as its message (as before) and carries the `Refusal` beside it, so
that a caller words a refusal from `reason` and `seats` and never has to read the sentence (as
Django's `ValidationError(message, code=..., params=...)` does).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.model.cards import Card


class Phase(str, Enum):
    """What the hand awaits. Each member equals (and hashes, prints and saves as) its contract string."""

    PLAY = "play"
    """An ordinary turn."""
    DRAWN = "drawn"
    """Play or keep the card just drawn."""
    PENALTY = "penalty"
    """Answer a Draw Two or Wild Draw Four: stack, challenge or draw."""
    COLOR = "color"
    """Name the colour of a Wild turned as the first card."""
    OVER = "over"
    """The hand has ended."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


class Reason(str, Enum):
    """Why an action is refused. `Refusal.seats` lists the seats each reason names, in this order."""

    NOT_AN_ACTION = "not_an_action"
    HAND_OVER = "hand_over"
    NO_SUCH_SEAT = "no_such_seat"
    """seats: () (the seat given does not exist)."""
    NOT_YOUR_TURN = "not_your_turn"
    """seats: (the seat on turn, the seat that tried)."""
    JUMP_IN_NOT_NOW = "jump_in_not_now"
    """seats: (the seat on turn,): jumping in is possible only in an ordinary turn."""
    JUMP_IN_NOT_IDENTICAL = "jump_in_not_identical"
    """seats: (the seat on turn,): only a card identical to the top card may jump in."""
    JUMP_IN_SHARED_SCREEN = "jump_in_shared_screen"
    """seats: (the seat that tried,): at a table where several people share the screen, people do not
    jump in (a jump-in needs a hand the others cannot see). Refused by the session, not the hand."""
    NOT_A_CARD = "not_a_card"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    """seats: (the seat that tried,)."""
    DOES_NOT_MATCH = "does_not_match"
    """The card matches neither the colour in force nor the top card's rank."""
    WILD_DRAW_FOUR_HELD_COLOR = "wild_draw_four_held_color"
    """With `challenge` off: a Wild Draw Four while holding a card of the colour in force."""
    ONLY_DRAWN_CARD = "only_drawn_card"
    """In phase "drawn" only the card just drawn may be played."""
    MUST_ANSWER_PENALTY = "must_answer_penalty"
    """A penalty is pending and stacking is off: draw it (or challenge)."""
    CANNOT_STACK = "cannot_stack"
    """This card cannot answer the pending Draw Two or Wild Draw Four."""
    COLOR_TO_NAME = "color_to_name"
    """The first card is a Wild whose colour must be named first."""
    COLOR_REQUIRED = "color_required"
    NOT_A_COLOR = "not_a_color"
    COLOR_NOT_ALLOWED = "color_not_allowed"
    """Only wild cards take a colour."""
    TARGET_REQUIRED = "target_required"
    NO_SUCH_TARGET = "no_such_target"
    SELF_TARGET = "self_target"
    TARGET_NOT_ALLOWED = "target_not_allowed"
    DRAWN_CARD_WAITS = "drawn_card_waits"
    """A Draw while the card just drawn waits to be played or kept."""
    NOTHING_TO_KEEP = "nothing_to_keep"
    FORCE_PLAY = "force_play"
    """With `force_play` on, the playable card just drawn may not be kept."""
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    CHALLENGE_OFF = "challenge_off"
    UNO_ALREADY_SAID = "uno_already_said"
    UNO_TOO_LATE = "uno_too_late"
    UNO_TOO_EARLY = "uno_too_early"
    CATCH_SELF = "catch_self"
    SAID_UNO_IN_TIME = "said_uno_in_time"
    """seats: (the target,)."""
    CANNOT_BE_CAUGHT = "cannot_be_caught"
    """seats: (the target,)."""
    NO_COLOR_TO_NAME = "no_color_to_name"
    OTHER = "other"
    """A refusal raised without a code: only its sentence says why."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action (or a card) is refused now.

    `reason` is the code to branch on; `seats` the seats it names (see `Reason`); `card` the card
    concerned, if any; `message` the model's sentence (for logs and tests, not for rewording).
    """

    reason: Reason
    message: str
    seats: tuple[int, ...] = ()
    card: Card | None = None

    def __str__(self) -> str:
        return self.message


class IllegalAction(ValueError):
    """An action that is not legal now. The message says why, for a person to read.

    `refusal` carries the same answer as a code (`reason`) and the seats it names.
    """

    def __init__(
        self,
        message: str,
        reason: Reason = Reason.OTHER,
        seats: tuple[int, ...] = (),
        card: Card | None = None,
    ) -> None:
        super().__init__(message)
        self.refusal = Refusal(reason, message, seats, card)

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, Reason, tuple[int, ...], Card | None]]:
        r = self.refusal
        return (IllegalAction, (r.message, r.reason, r.seats, r.card))

    @property
    def reason(self) -> Reason:
        """The code of the refusal."""
        return self.refusal.reason

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats the refusal names."""
        return self.refusal.seats
