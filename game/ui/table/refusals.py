"""Word the model's refusals for the person at the table: from the code and the seats, never the sentence.

Pure (no pygame): `word(refusal, view, names, ...)` returns one sentence with names ("you" for the
viewer). Rewording a sentence in the model changes nothing here; a new code falls back to the model's
sentence until it is given its own words.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.i18n import N_, _, ngettext, pgettext
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
from game.ui.rulewords import stack_words
from game.ui.words import a_card as a_color_card
from game.ui.words import card_name, color_name, rank_name, with_article

__all__ = ["VERBS", "word"]

VERBS: dict[type, str] = {
    Draw: "draw",
    Pass: "keep",
    Challenge: "challenge",
    ChooseColor: "name_color",
}
"""What an action does, as a code (the keys of `_NOT_NOW`)."""

_NOT_NOW: dict[str, str] = {
    "draw": N_("it is {name}'s turn, not yours: you cannot draw now"),
    "keep": N_("it is {name}'s turn, not yours: you cannot keep a card now"),
    "challenge": N_("it is {name}'s turn, not yours: you cannot challenge now"),
    "name_color": N_("it is {name}'s turn, not yours: you cannot name a colour now"),
}

def word(
    refusal: Refusal,
    view: PlayerView,
    names: Sequence[str],
    action: Action | None = None,
    legal: Sequence[Action] = (),
) -> str:
    """Return `refusal` as a sentence for the viewer of `view`, in the player's language.

    `action` is what was refused (its kind words "you cannot draw now"); `legal` the viewer's legal
    actions now (they say which answers to a penalty are open).
    """
    me = view.player

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat)

    text = _words(refusal, view, who, me, action, legal)
    return _sentence(text)


def _words(
    refusal: Refusal, view: PlayerView, who: Callable[[int], str], me: int, action: Action | None,
    legal: Sequence[Action],
) -> str:
    seats = refusal.seats
    card = refusal.card
    card_label = card_name(card) if card is not None else _("card")
    a_card = with_article(card_label)
    top = view.top
    top_label = card_name(top)
    color = view.color
    reason = refusal.reason
    if reason is Reason.HAND_OVER:
        return _("the hand is over")
    if reason is Reason.NOT_YOUR_TURN and len(seats) == 2:
        on_turn, tried = seats
        if tried == me:
            verb = VERBS.get(type(action)) if action is not None else None
            if on_turn == me:
                return _("it is your turn")
            if verb:
                return _(_NOT_NOW[verb]).format(name=who(on_turn))
            return _("it is {name}'s turn, not yours").format(name=who(on_turn))
        if on_turn == me:
            return _("it is your turn, not {other}'s").format(other=who(tried))
        return _("it is {name}'s turn, not {other}'s").format(name=who(on_turn), other=who(tried))
    if reason is Reason.JUMP_IN_NOT_NOW and seats:
        if seats[0] == me:
            return _("it is your turn, and jumping in is only possible during an ordinary turn")
        return _("it is {name}'s turn, and jumping in is only possible during an ordinary turn").format(
            name=who(seats[0]))
    if reason is Reason.JUMP_IN_NOT_IDENTICAL and seats:
        if seats[0] == me:
            return _("it is your turn: only a card identical to the top card ({card}) may jump in").format(
                card=top_label)
        return _("it is {name}'s turn: only a card identical to the top card ({card}) may jump in").format(
            name=who(seats[0]), card=top_label)
    if reason is Reason.CARD_NOT_IN_HAND and seats:
        # Translators: {a_card} is a card's name ("a Red 9" in English, with its article).
        if seats[0] == me:
            return _("you do not hold {a_card}").format(a_card=a_card)
        return _("{name} does not hold {a_card}").format(name=who(seats[0]), a_card=a_card)
    if reason is Reason.DOES_NOT_MATCH:
        # Translators: {a_card} and {a_rank} are a card's and a rank's names ("a Red 9", "an 8" in English).
        if top.wild or color is None:
            if color is None:
                return _("{a_card} does not match the {top}: play a wild").format(a_card=a_card, top=top_label)
            # Translators: {a_color_card} is one card of the colour in force ("a yellow card", "una carta
            # amarilla"), its article and colour agreeing with the word for a card.
            return _("{a_card} does not match the {top}: play {a_color_card} or a wild").format(
                a_card=a_card, top=top_label, a_color_card=a_color_card(color))
        return _("{a_card} does not match the {top}: play {a_color_card}, {a_rank}, or a wild").format(
            a_card=a_card, top=top_label, a_color_card=a_color_card(color), a_rank=with_article(rank_name(top.rank)))
    if reason is Reason.UNO_TOO_EARLY and view.rules.hands_change():
        # hands may change under these rules (a 7, a 0, a Wild Shuffle Hands): the other moment to say Uno,
        # the one a person caught after a 0 had missed (playtest)
        return _("say Uno when you hold two cards (before playing the next-to-last), or at once when a swap "
                 "or a pass of hands leaves you one card")
    if reason is Reason.WILD_DRAW_FOUR_HELD_COLOR:
        if color is not None:
            return _("a Wild Draw Four may only be played without a card of the colour in force ({color})").format(
                color=color_name(color))
        return _("a Wild Draw Four may only be played without a card of the colour in force")
    if reason is Reason.ONLY_DRAWN_CARD:
        drawn = card_name(view.drawn_card) if view.drawn_card is not None else _("the card")
        return _("only the card just drawn ({card}) may be played now").format(card=drawn)
    if reason in (Reason.MUST_ANSWER_PENALTY, Reason.CANNOT_STACK):
        stack = any(isinstance(a, Play) for a in legal)
        challenge = any(isinstance(a, Challenge) for a in legal)
        n = view.pending_draw
        if stack and challenge:
            hint = ngettext("draw {n} card (or stack or challenge)", "draw {n} cards (or stack or challenge)", n)
        elif stack:
            hint = ngettext("draw {n} card (or stack)", "draw {n} cards (or stack)", n)
        elif challenge:
            hint = ngettext("draw {n} card (or challenge)", "draw {n} cards (or challenge)", n)
        else:
            hint = ngettext("draw {n} card", "draw {n} cards", n)
        hint = hint.format(n=n)
        if reason is Reason.MUST_ANSWER_PENALTY or card is None:
            return hint
        why = stack_words(why_not_stack(view.rules, top, card, color))
        return _("{a_card} cannot answer the {top}: {why}; {hint}").format(
            a_card=a_card, top=top_label, why=why, hint=hint)
    if reason is Reason.JUMP_IN_SHARED_SCREEN:
        return _("people do not jump in while several share the screen: a jump-in needs a hidden hand")
    if reason is Reason.COLOR_TO_NAME:
        return _("name the colour for the first card first")
    if reason is Reason.COLOR_REQUIRED:
        return _("name a colour for the {card}").format(card=card_label)
    if reason is Reason.COLOR_NOT_ALLOWED:
        return _("only wild cards take a colour, not {a_card}").format(a_card=a_card)
    if reason is Reason.SAID_UNO_IN_TIME and seats:
        if seats[0] == me:
            return _("you said Uno in time")
        return _("{name} said Uno in time").format(name=who(seats[0]))
    if reason is Reason.CANNOT_BE_CAUGHT and seats:
        if seats[0] == me:
            return _("you cannot be caught now")
        return _("{name} cannot be caught now").format(name=who(seats[0]))
    fixed = _FIXED.get(reason)
    if fixed is not None:
        return _(fixed)
    # A code without words of its own yet: the model's sentence, as it is.
    return _(refusal.message) if refusal.message else _("that cannot be done now")


_FIXED: dict[Reason, str] = {
    Reason.NOT_A_COLOR: N_("that is not a colour"),
    Reason.TARGET_REQUIRED: N_("choose a player to swap hands with"),
    Reason.NO_SUCH_TARGET: N_("there is no such player"),
    Reason.SELF_TARGET: N_("you cannot swap hands with yourself"),
    Reason.TARGET_NOT_ALLOWED: N_("only a 7 with the Seven-O rule takes a player to swap with"),
    Reason.DRAWN_CARD_WAITS: N_("play the card you just drew or keep it"),
    Reason.NOTHING_TO_KEEP: N_("you can only keep a card you have just drawn"),
    Reason.FORCE_PLAY: N_("force play is on: the playable card you drew must be played"),
    Reason.NOTHING_TO_CHALLENGE: N_("only a Wild Draw Four played on you can be challenged"),
    Reason.CHALLENGE_OFF: N_("challenging is switched off in these rules"),
    Reason.UNO_ALREADY_SAID: N_("you have already said Uno"),
    Reason.UNO_TOO_LATE: N_("too late to say Uno now"),
    Reason.UNO_TOO_EARLY: N_("say Uno when you hold two cards (before playing the next-to-last)"),
    Reason.CATCH_SELF: N_("you cannot catch yourself"),
    Reason.NO_COLOR_TO_NAME: N_("there is no colour to name now"),
    Reason.NO_SUCH_SEAT: N_("that cannot be done now"),
    Reason.NOT_AN_ACTION: N_("that cannot be done now"),
    Reason.NOT_A_CARD: N_("that cannot be done now"),
}
"""The refusals whose words name nothing."""


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    if text.endswith((".", "!", "?", "。", "！", "？")):
        return text
    # Translators: the full stop ending a refusal the table words ("。" in Japanese).
    return text + pgettext("sentence end", ".")
