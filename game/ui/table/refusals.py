"""Word the model's refusals for the person at the table: from the code and the seats, never the sentence.

Pure (no pygame): `word(refusal, view, names, ...)` returns one sentence with names ("you" for the
viewer). Rewording a sentence in the model changes nothing here; a new code falls back to the model's
sentence until it is given its own words.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _
from game.model import (
    Action,
    Challenge,
    ChooseColor,
    Draw,
    Pass,
    Play,
    PlayerView,
    Reason,
    Refusal,
)
from game.model.rules import why_not_stack
from game.ui.table.narrator import article

__all__ = ["VERBS", "word"]

VERBS: dict[type, str] = {
    Draw: "draw",
    Pass: N_("keep a card"),
    Challenge: "challenge",
    ChooseColor: N_("name a colour"),
}
"""What an action does, for "you cannot ... now"."""


def word(
    refusal: Refusal,
    view: PlayerView,
    names: Sequence[str],
    action: Action | None = None,
    legal: Sequence[Action] = (),
) -> str:
    """Return `refusal` as a sentence for the viewer of `view`.

    `action` is what was refused (its kind words "you cannot draw now"); `legal` the viewer's legal
    actions now (they say which answers to a penalty are open).
    """
    me = view.player
    seats = refusal.seats
    card = refusal.card

    def who(seat: int) -> str:
        if seat == me:
            return "you"
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat}"

    def whose(seat: int) -> str:
        return "your" if seat == me else f"{who(seat)}'s"

    card_label = card.label if card is not None else "card"
    top = view.top
    color = view.color
    reason = refusal.reason
    text: str
    if reason is Reason.HAND_OVER:
        text = _("the hand is over")
    elif reason is Reason.NOT_YOUR_TURN and len(seats) == 2:
        on_turn, tried = seats
        if tried == me:
            verb = VERBS.get(type(action)) if action is not None else None
            text = f"it is {whose(on_turn)} turn, not yours" + (f": you cannot {verb} now" if verb else "")
        else:
            text = f"it is {whose(on_turn)} turn, not {whose(tried)}"
    elif reason is Reason.JUMP_IN_NOT_NOW and seats:
        text = f"it is {whose(seats[0])} turn, and jumping in is only possible during an ordinary turn"
    elif reason is Reason.JUMP_IN_NOT_IDENTICAL and seats:
        text = f"it is {whose(seats[0])} turn: only a card identical to the top card ({top.label}) may jump in"
    elif reason is Reason.CARD_NOT_IN_HAND and seats:
        holder = who(seats[0])
        text = f"{holder} {'do' if seats[0] == me else 'does'} not hold {article(card_label)}"
    elif reason is Reason.DOES_NOT_MATCH:
        shade = f"{color.label.lower()} " if color is not None else ""
        other = _("a wild") if top.wild else article(top.rank.label)
        text = f"{article(card_label)} does not match the {top.label}: play a {shade}card, {other}, or a wild"
    elif reason is Reason.WILD_DRAW_FOUR_HELD_COLOR:
        held = f" ({color.label})" if color is not None else ""
        text = f"a Wild Draw Four may only be played without a card of the colour in force{held}"
    elif reason is Reason.ONLY_DRAWN_CARD:
        drawn = view.drawn_card.label if view.drawn_card is not None else _("the card")
        text = f"only the card just drawn ({drawn}) may be played now"
    elif reason in (Reason.MUST_ANSWER_PENALTY, Reason.CANNOT_STACK):
        options = []
        if any(isinstance(a, Play) for a in legal):
            options.append("stack")
        if any(isinstance(a, Challenge) for a in legal):
            options.append("challenge")
        hint = f"draw {view.pending_draw} cards" + (f" (or {_(' or ').join(options)})" if options else "")
        if reason is Reason.MUST_ANSWER_PENALTY or card is None:
            text = hint
        else:
            why = why_not_stack(view.rules, top, card, color)
            text = f"{article(card_label)} cannot answer the {top.label}: {why}; {hint}"
    elif reason is Reason.JUMP_IN_SHARED_SCREEN:
        text = _("people do not jump in while several share the screen: a jump-in needs a hidden hand")
    elif reason is Reason.COLOR_TO_NAME:
        text = _("name the colour for the first card first")
    elif reason is Reason.COLOR_REQUIRED:
        text = f"name a colour for the {card_label}"
    elif reason is Reason.NOT_A_COLOR:
        text = _("that is not a colour")
    elif reason is Reason.COLOR_NOT_ALLOWED:
        text = f"only wild cards take a colour, not {article(card_label)}"
    elif reason is Reason.TARGET_REQUIRED:
        text = _("choose a player to swap hands with")
    elif reason is Reason.NO_SUCH_TARGET:
        text = _("there is no such player")
    elif reason is Reason.SELF_TARGET:
        text = _("you cannot swap hands with yourself")
    elif reason is Reason.TARGET_NOT_ALLOWED:
        text = _("only a 7 with the Seven-O rule takes a player to swap with")
    elif reason is Reason.DRAWN_CARD_WAITS:
        text = _("play the card you just drew or keep it")
    elif reason is Reason.NOTHING_TO_KEEP:
        text = _("you can only keep a card you have just drawn")
    elif reason is Reason.FORCE_PLAY:
        text = _("force play is on: the playable card you drew must be played")
    elif reason is Reason.NOTHING_TO_CHALLENGE:
        text = _("only a Wild Draw Four played on you can be challenged")
    elif reason is Reason.CHALLENGE_OFF:
        text = _("challenging is switched off in these rules")
    elif reason is Reason.UNO_ALREADY_SAID:
        text = _("you have already said Uno")
    elif reason is Reason.UNO_TOO_LATE:
        text = _("too late to say Uno now")
    elif reason is Reason.UNO_TOO_EARLY:
        text = _("say Uno when you hold two cards (before playing the next-to-last)")
    elif reason is Reason.CATCH_SELF:
        text = _("you cannot catch yourself")
    elif reason is Reason.SAID_UNO_IN_TIME and seats:
        text = f"{who(seats[0])} said Uno in time"
    elif reason is Reason.CANNOT_BE_CAUGHT and seats:
        text = f"{who(seats[0])} cannot be caught now"
    elif reason is Reason.NO_COLOR_TO_NAME:
        text = _("there is no colour to name now")
    elif reason in (Reason.NO_SUCH_SEAT, Reason.NOT_AN_ACTION, Reason.NOT_A_CARD):
        text = _("that cannot be done now")
    else:
        # A code without words of its own yet: the model's sentence, as it is.
        text = refusal.message or _("that cannot be done now")
    return _sentence(text)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
