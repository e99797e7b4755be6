"""The questions the table asks the person, as typed values, and their wording.

Pure (no pygame). A question is a small frozen value; each of its options carries a typed answer (a
`Color`, a seat, or an `Answer`), so nobody parses a string key such as "color:R". The table works out
which question is open (`TableScene.question_now`); a `QuestionScene` pushed on the scene stack shows
it and hands the chosen answer back.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.i18n import _, pgettext
from game.model import BluffStakes, Card, Color, PlayerView, Rank
from game.model.rules import CHALLENGE_EXTRA, challenge_stakes
from game.ui.words import a_card, card_name, color_name, color_word

__all__ = [
    "COLORS",
    "Answer",
    "AnswerWildDrawFour",
    "ConfirmBluff",
    "Option",
    "PickColor",
    "PickSeat",
    "PlayDrawn",
    "Question",
    "Wording",
    "color_for_key",
    "first_choice",
    "play_order",
    "side_colors",
    "take_label",
    "word",
]

COLORS = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


class Answer(Enum):
    """An answer that is neither a colour nor a seat."""

    PLAY = "play"
    """Play it: the card just drawn, or a Wild Draw Four held with its colour (a bluff)."""
    KEEP = "keep"
    CHALLENGE = "challenge"
    TAKE = "take"
    CANCEL = "cancel"


@dataclass(frozen=True)
class PickColor:
    """Name a colour: for `card` (a wild in hand), or for the first card of the hand when `card` is None.

    `colors` are the colours of the side in play (the model's: `Edition.colors`; UNO Flip!'s dark side
    names pink, teal, orange and purple)."""

    card: Card | None = None
    colors: tuple[Color, ...] = COLORS


@dataclass(frozen=True)
class PickSeat:
    """Seven-O: whom to swap hands with when playing `card`; `targets` are the seats open, `sizes` their cards."""

    card: Card
    targets: tuple[int, ...]
    sizes: tuple[int, ...]
    color: Color | None = None
    """A Wild Customizable that names a player: the colour already chosen."""
    draws: bool = False
    """The seat picked draws two (a Wild Customizable "pick who draws two"), rather than swapping."""
    order: tuple[int, ...] = ()
    """The other seats in the order of play from the person (the next first), to break ties."""


_CLASSIC_BLUFF = BluffStakes(4, False)
"""A Wild Draw Four's bluff caught, with nothing stacked before it."""


@dataclass(frozen=True)
class ConfirmBluff:
    """Play a wild draw card (a Wild Draw Four; UNO Flip!'s Wild Draw Two or Wild Draw Color) while holding
    the colour in force (`color`)? `stakes`: what a challenge that catches it costs, from the model
    (`PlayerView.bluff_stakes`)."""

    card: Card
    color: Color | None
    stakes: BluffStakes = _CLASSIC_BLUFF


@dataclass(frozen=True)
class PlayDrawn:
    """Play the card just drawn, or keep it (when `can_keep`)."""

    card: Card
    can_keep: bool


@dataclass(frozen=True)
class AnswerWildDrawFour:
    """`by` played a Wild Draw Four on the person: challenge it or take `pending` (or stack, if `can_stack`)."""

    by: int | None
    pending: int
    color_before: Color | None
    can_stack: bool
    card: str = "Wild Draw Four"
    """The name of the wild draw card played (UNO Flip!: a Wild Draw Two or a Wild Draw Color)."""
    until: Color | None = None
    """A Wild Draw Color: the colour drawn until (`pending` is then 0)."""


Question = PickColor | PickSeat | ConfirmBluff | PlayDrawn | AnswerWildDrawFour
Choice = Color | int | Answer


@dataclass(frozen=True)
class Option:
    """One answer of a question: what it answers, its label and its hotkey."""

    answer: Choice
    label: str
    hotkey: str = ""


@dataclass(frozen=True)
class Wording:
    """What a question says: a title, a note, its options, and whether Esc (or a click away) cancels it."""

    title: str
    options: tuple[Option, ...]
    note: str = ""
    cancel: bool = False


def side_colors(view: PlayerView) -> tuple[Color, ...]:
    """Return the colours a wild may name now: the side in play's, as the model's edition says."""
    return view.rules.deck.colors(view.side)


def color_for_key(question: PickColor, key_name: str) -> Color | None:
    """Return the colour a key names in `question` (its number 1-4, or its notation letter: R Y G B, and
    on UNO Flip!'s dark side P T O U), or None."""
    name = key_name.strip("[]").upper()
    for i, color in enumerate(question.colors):
        if name in (str(i + 1), color.letter):
            return color
    return None


def swap_numbers(question: PickSeat) -> dict[int, str]:
    """Return the number shown on each seat that may be picked (1-9)."""
    return {seat: str(i + 1) for i, seat in enumerate(question.targets[:9])}


def take_label(pending: int, until: Color | None) -> str:
    """Return the label of the button that takes a penalty: "Take 2", or for UNO Flip!'s Wild Draw Color
    (`until` a colour) "Draw until purple" ("Take 2, then draw until purple" after cards stacked before it)."""
    if until is None:
        return _("Take {n}").format(n=pending)
    if pending:
        return _("Take {n}, then draw until {color}").format(n=pending, color=color_word(until))
    return _("Draw until {color}").format(color=color_word(until))


def bluff_title(card: Card) -> str:
    """Return the bluff confirmation's title: "Bluff a Wild Draw Four?", or the wild draw card played."""
    if card.rank is Rank.WILD_DRAW_FOUR:
        return _("Bluff a Wild Draw Four?")
    # Translators: the title of the question before playing a wild draw card while holding the colour in
    # force (a bluff); {card} is the card, e.g. "Wild Draw Two", "Wild Draw Color"
    return _("Bluff a {card}?").format(card=pgettext("card", card.rank.label))


def bluff_note(question: ConfirmBluff) -> str:
    """Return the line under the bluff confirmation: the colour held and what a caught bluff costs (the
    model's `BluffStakes`: a number of cards, and for a Wild Draw Color the draws until a colour)."""
    color = color_name(question.color).lower() if question.color is not None else _("current")
    stakes = question.stakes
    n = stakes.draws
    if stakes.until_named:
        if n:
            return _("You hold a {color} card: if you are challenged, you draw {n}, then until a card of the "
                     "colour you name comes.").format(color=color, n=n)
        return _("You hold a {color} card: if you are challenged, you draw until a card of the colour you "
                 "name comes.").format(color=color)
    if stakes.until is not None:
        return _("You hold a {color} card: if you are challenged, you draw {n}, then until {a_until} "
                 "comes.").format(color=color, n=n, a_until=a_card(stakes.until))
    if n == 4:
        return _("You hold a {color} card: if you are challenged, you draw 4.").format(color=color)
    return _("You hold a {color} card: if you are challenged, you draw {n}.").format(color=color, n=n)


def play_order(view: PlayerView) -> tuple[int, ...]:
    """Return the other seats in the order they play from the person's (the next first)."""
    return tuple(view.next_seat(steps=k) for k in range(1, view.players))


def first_choice(question: PickSeat) -> int:
    """Return the index of the answer the focus starts on: the seat with the fewest cards (the usual
    choice), and of those the first to play after the person."""
    targets = question.targets
    if not targets:
        return 0
    rank = {seat: i for i, seat in enumerate(question.order)}

    def key(i: int) -> tuple[int, int]:
        seat = targets[i]
        size = question.sizes[seat] if 0 <= seat < len(question.sizes) else 0
        return size, rank.get(seat, len(rank) + seat)

    return min(range(min(len(targets), 9)), key=key)


def word(question: Question, names: Sequence[str], speaker: str | None = None) -> Wording:
    """Return the wording of `question` for the person; `names` are the seats' names, `speaker` the name of
    the person asked when several share the screen (None: the one person, "you")."""
    if isinstance(question, PickColor):
        colors = tuple(Option(c, color_name(c), str(i + 1)) for i, c in enumerate(question.colors))
        if question.card is None:
            return Wording(_("Choose the colour for the first card"), colors)
        return Wording(_("Choose the colour for your {card}").format(card=card_name(question.card)), colors, cancel=True)
    if isinstance(question, PickSeat):
        numbers = swap_numbers(question)
        seats = tuple(Option(s, f"{n}  {names[s]} ({question.sizes[s]})", n) for s, n in numbers.items())
        title = _("Who draws two?") if question.draws else _("Swap hands with whom?")
        return Wording(title, (*seats, Option(Answer.CANCEL, _("Cancel"), _("Esc"))),
                       note=_("Click a player's plate or press a number."), cancel=True)
    if isinstance(question, ConfirmBluff):
        return Wording(bluff_title(question.card),
                       (Option(Answer.PLAY, _("Play it"), _("Enter")), Option(Answer.CANCEL, _("Cancel"), _("Esc"))),
                       note=bluff_note(question), cancel=True)
    if isinstance(question, PlayDrawn):
        options = [Option(Answer.PLAY, _("Play it"), _("Enter"))]
        if question.can_keep:
            options.append(Option(Answer.KEEP, _("Keep it"), "K"))
        note = _("It can be played now.") if question.can_keep else _("Force play: a card you draw that plays must be played.")
        drew = (_("{name}, you drew {card}").format(name=speaker, card=card_name(question.card)) if speaker
                else _("You drew {card}").format(card=card_name(question.card)))  # every prompt names them (playtest 12)
        return Wording(drew, tuple(options), note=note)
    by = question.by
    who = names[by] if by is not None and 0 <= by < len(names) else _("Someone")
    before = question.color_before
    pending = question.pending
    until = question.until
    if until is not None:  # UNO Flip!'s Wild Draw Color: drawn until the colour named
        if before is not None:
            note = _("Challenge: if {name} held {a_card}, {name} draws until {a_until} comes; if not, you draw "
                     "until {a_until} comes and {n} more.")
        else:
            note = _("Challenge: if {name} held a card of the colour, {name} draws until {a_until} comes; if not, "
                     "you draw until {a_until} comes and {n} more.")
        note = note.format(name=who, a_card=a_card(before) if before is not None else "", a_until=a_card(until),
                           n=CHALLENGE_EXTRA)
        take = take_label(pending, until)
    else:
        if_bluff, if_not = challenge_stakes(pending)
        if before is not None:
            note = _("Challenge: if {name} held {a_card}, {name} draws {n_bluff}; if not, you draw {n_fair}.")
        else:
            note = _("Challenge: if {name} held a card of the colour, {name} draws {n_bluff}; if not, you draw "
                     "{n_fair}.")
        note = note.format(name=who, a_card=a_card(before) if before is not None else "", n_bluff=if_bluff,
                           n_fair=if_not)
        take = take_label(pending, None)
    if question.can_stack:
        note = _("{note} Or stack a card from your hand.").format(note=note)
    card = pgettext("card", question.card)
    return Wording(_("{name} played a {card} on you").format(name=who, card=card),
                   (Option(Answer.CHALLENGE, _("Challenge"), "H"), Option(Answer.TAKE, take, "D")),
                   note=note)
