"""The line of help above the hand: what it says, and in which colour. Pure: no pygame, no clock.

The table scene sums up what the line depends on as a `Situation` (its own state, the controller's
answers, the seat's view); `hint(situation)` returns the words and their colour. The first thing that
applies wins: a message just said, the table quiet (a demo, a hand over), a seat open to a catch, a
jump-in, a question the person's card opened, someone else's turn, then the person's own turn (two
cards left, a penalty, a drawn card, the first card's colour, nothing to play, what matches). Keys are
named as the person last pressed them: a key, or the game controller's button (`Situation.input_kind`).
With several people at one screen the person's turn says whose ("Leo, your turn: ...").
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _, ngettext
from game.model import Card, Color, Phase
from game.ui.pad import KEYBOARD, PAD, key_label
from game.ui.palette import YELLOW
from game.ui.words import a_card, card_name, rank_name, says_you, with_article

__all__ = ["MESSAGE_COLOR", "NOTHING", "SKIP_SHOWN", "TURN_COLOR", "Situation", "hint", "hint_line", "seat_line",
           "skip_line"]

SKIP_SHOWN = 0.8
"""Seconds of motion still to come from which the hint line says how to skip it."""

RGB = tuple[int, int, int]
MESSAGE_COLOR: RGB = (255, 190, 160)
"""A message just said (a refusal, a notice)."""
TURN_COLOR: RGB = (200, 214, 204)
"""Whose turn it is, when it is not the person's."""
NOTHING: tuple[str, RGB] = ("", (0, 0, 0))
"""No hint."""


@dataclass(frozen=True)
class Situation:
    """What the hint line reads of the table at one moment (each field's default: nothing to say)."""

    message: str = ""
    """A message said a moment ago and still showing, else ""."""
    quiet: bool = False
    """Nothing to help with: a demo, the hand's end motion, a table not started yet."""
    input_kind: str = KEYBOARD
    """What the person used last: keys are named as keys, or as the game controller's buttons."""
    several: bool = False
    people: tuple[str, ...] = ()
    drew: tuple[Card, ...] = ()
    """With several people: the cards the person whose hand shows drew, while they look at them before the
    screen passes."""
    """With several people at the screen: their names (a CPU's turn is shown as it is)."""
    """Several people share the screen (pass-and-play)."""
    name: str = ""
    """The name of the person whose hand shows."""
    hidden: bool = False
    """Pass-and-play: the person's cards lie face down while others play."""
    exposed_to_catch: bool = False
    """The person's own seat is open to a catch (they have not said Uno)."""
    catchable: str | None = None
    """The name of the first seat open to a catch, if any."""
    jump_in: bool = False
    """The person holds a card they may jump in with."""
    picking_seat: bool = False
    """The person's card asks for a seat (swap hands with whom)."""
    picking_draws: bool = False
    """The seat picked draws two (a Wild Customizable "pick who draws two"), rather than swapping hands."""
    picking_color: bool = False
    """A colour chooser is open."""
    my_turn: bool = False
    busy: bool = False
    """Cards are still moving."""
    skippable: bool = False
    """A long motion is in flight (the deal, a hand changing owners): a click or F skips it."""
    hints: bool = True
    """The settings' hints are on (off: only "Your turn" and the urgent lines)."""
    exposed: bool = False
    """The person holds one card without having said Uno."""
    turn_of: str | None = None
    """The name of the seat shown on turn, when it is not the person's."""
    can_uno: bool = False
    """Two cards left, Uno may be said and a card played."""
    phase: Phase = Phase.PLAY
    pending_draw: int = 0
    pending_color: Color | None = None
    """UNO Flip!'s Wild Draw Color pending: the colour drawn until (after `pending_draw` cards)."""
    can_stack: bool = False
    """A penalty is pending and the person may stack a card on it."""
    can_play: bool = False
    """The person may play a card now."""
    waiting: bool = False
    """Relaxed timing: the table waits for the person's chance (to catch, jump in or say Uno) to pass."""
    raised: bool = False
    """A card of the hand is chosen (raised): Esc puts it back, a second Esc pauses."""
    top: Card | None = None
    """The discard pile's top card."""
    color: Color | None = None
    """The colour in force."""

    def key(self, key: str) -> str:
        """Return what a hint calls `key`: the key, or the controller's button when one was used last."""
        return key_label(key, self.input_kind)


def _bound(text: str, key: str, s: Situation) -> str:
    """Return a line worded with the default key `key` ("(U)", "(D or ...") naming the key as bound now."""
    shown = s.key(key)
    if shown == key:
        return text
    return text.replace(f"({key})", f"({shown})").replace(f"({key} ", f"({shown} ")


def hint(s: Situation) -> tuple[str, RGB]:
    """Return the line of help above the hand and its colour (with several people at the screen, the
    person's turn says whose: "Leo, your turn: ..."; plainly "Your turn: ..." when the name is none to
    address a person by, "You": `says_you`)."""
    text, color = hint_line(s)
    if s.several and text.startswith(_("Your turn")) and not says_you(s.name):
        # Translators: the hint at a shared screen, naming whose turn it is ("Leo, your turn: ...").
        text = _("{name}, {hint}").format(name=s.name, hint=text[:1].lower() + text[1:])
    return text, color


def skip_line(s: Situation) -> tuple[str, RGB]:
    """Return the line that says how to skip a long motion."""
    if s.input_kind == PAD:
        return _("Press {key} to skip the motion").format(key=s.key("F")), TURN_COLOR
    return _("Click or press {key} to skip the motion").format(key=s.key("F")), TURN_COLOR


def seat_line(draws: bool, pad: bool) -> str:
    """Return what a question for a seat asks: whom to swap hands with, or (`draws`) who draws two; `pad`:
    worded for the game controller's buttons."""
    if pad:
        return (_("Choose a player to draw two cards (Left / Right, then A)") if draws
                else _("Choose a player to swap hands with (Left / Right, then A)"))
    return (_("Click a player (or press their number) to draw two cards") if draws
            else _("Click a player (or press their number) to swap hands with"))


def hint_line(s: Situation) -> tuple[str, RGB]:
    """Return the line of help as the person reads it, and its colour. On the person's own turn, with a
    card chosen (raised), the line also says that Esc puts it back and that a second Esc pauses."""
    text, color = _hint_line(s)
    if s.raised and s.my_turn and s.hints and text and color == YELLOW and not s.busy:
        # Translators: added to the turn's hint while a card of the hand is chosen (raised); {key} is Esc.
        text = _("{hint} · {key} puts the card back, {key} again pauses").format(hint=text, key=s.key("Esc"))
    return text, color


def _hint_line(s: Situation) -> tuple[str, RGB]:
    if s.message:
        return s.message, MESSAGE_COLOR
    if s.quiet:
        return NOTHING
    pad = s.input_kind == PAD
    if s.waiting:
        go_on = s.key("D") if pad else s.key("L")
        if s.exposed or s.exposed_to_catch:  # your own Uno before a catch of someone else's
            return _("Say Uno ({uno}): everyone waits for you (or don't: {go_on}, and anyone may catch you)").format(
                uno=s.key("U"), go_on=go_on), YELLOW
        if s.catchable is not None:
            return _("{name} forgot to say Uno: catch ({catch}) or let it pass ({go_on})").format(
                name=s.catchable, catch=s.key("C"), go_on=go_on), YELLOW
        if s.jump_in:
            return _("You hold the very same card: jump in, or let it pass ({go_on})").format(go_on=go_on), YELLOW
    if s.several and s.exposed_to_catch and not s.hidden:
        return _bound(_("Say Uno now (U), before someone catches you!"), "U", s), YELLOW  # others may press Catch
    if s.exposed:  # your own Uno first (as urgent as a catch): a swap left you and another seat one card each
        return _("Say Uno now ({key}), before someone catches you!").format(key=s.key("U")), YELLOW
    if s.catchable is not None:
        return _("{name} forgot to say Uno: press {key} to catch!").format(name=s.catchable, key=s.key("C")), YELLOW
    if s.jump_in:
        return _("You hold the very same card: jump in now ({key} or a click on it)!").format(key=s.key("Enter")), YELLOW
    if s.picking_seat:
        return seat_line(s.picking_draws, pad), YELLOW
    if s.picking_color:
        return NOTHING  # the colour chooser says it all
    if s.my_turn and s.busy:
        return skip_line(s) if s.skippable else NOTHING
    if not s.my_turn:
        if not s.hints:
            return NOTHING
        if s.exposed:
            return _("Say Uno now ({key}), before someone catches you!").format(key=s.key("U")), YELLOW
        if s.turn_of is None:
            return skip_line(s) if s.skippable else NOTHING
        if s.several and not s.hidden and s.name and s.drew and s.turn_of is not None:
            # the look at what they drew, before the screen passes (a card that cannot be played ends the turn)
            what = card_name(s.drew[0]) if len(s.drew) == 1 else ngettext("{n} card", "{n} cards", len(s.drew)).format(
                n=len(s.drew))
            return _("{name}, you drew {card}: {next} is next").format(name=s.name, card=what,
                                                                      next=s.turn_of), TURN_COLOR
        if s.several and not s.hidden and s.name and s.turn_of in s.people:
            # a person's hand still shows (a look at the card they drew): it is theirs, not the next one's
            return _("{name}, your turn is over: {next} is next").format(name=s.name, next=s.turn_of), TURN_COLOR
        return _("{name}'s turn").format(name=s.turn_of), TURN_COLOR
    if not s.hints:
        return _("Your turn"), YELLOW
    if s.can_uno:
        return _("Two cards left: say UNO ({key}) before you play!").format(key=s.key("U")), YELLOW
    if s.phase is Phase.PENALTY and s.pending_color is not None:
        until = a_card(s.pending_color)
        if s.pending_draw:
            text = (_("Stack a card on it, or take {n}, then draw until {a_card} comes ({key})") if s.can_stack
                    else _("Take {n}, then draw until {a_card} comes ({key})"))
        else:
            text = (_("Stack a card on it, or draw until {a_card} comes ({key})") if s.can_stack
                    else _("Draw until {a_card} comes ({key})"))
        return text.format(n=s.pending_draw, a_card=until, key=s.key("D")), YELLOW
    if s.phase is Phase.PENALTY:
        if s.can_stack:
            return _("Stack a card on it, or take {n} ({key})").format(n=s.pending_draw, key=s.key("D")), YELLOW
        return ngettext("Take {n} card ({key})", "Take {n} cards ({key})", s.pending_draw).format(
            n=s.pending_draw, key=s.key("D")), YELLOW
    if s.phase is Phase.DRAWN:
        if pad:
            return _("Play the card you drew (A) or keep it (Down, then A)"), YELLOW
        return _bound(_("Play the card you drew (Enter) or keep it (K)"), "K", s), YELLOW
    if s.phase is Phase.COLOR:
        if pad:
            return _("Choose the colour for the first card (Left / Right, then A)"), YELLOW
        return _("Choose the colour for the first card (1–4)"), YELLOW
    if not s.can_play:
        if pad:
            return _("No card matches: draw one (X)"), YELLOW
        return _bound(_("No card matches: draw one (D or click the pile)"), "D", s), YELLOW
    top = s.top
    if s.color is None:
        return _bound(_("Your turn: play a card, or draw (D)"), "D", s), YELLOW
    # Translators: {a_card} is one card of the colour in force, as a_card words it ("a yellow card", "una
    # carta amarilla"): the article and the colour already agree with the word for a card.
    colored = a_card(s.color)
    if top is None or top.wild:
        return _("Your turn: play {a_card} (or a wild), or draw ({key})").format(a_card=colored, key=s.key("D")), YELLOW
    # Translators: {a_rank} is a rank's name ("an 8", "a Skip" in English, with its article); {a_card} one card
    # of the colour in force ("a yellow card", "una carta amarilla").
    return _("Your turn: play {a_card} or {a_rank} (or a wild), or draw ({key})").format(
        a_card=colored, a_rank=with_article(rank_name(top.rank)), key=s.key("D")), YELLOW
