"""The model's card, colour and rank names in the player's language (pure Python, no pygame).

The model names them in English (`Card.label`, `Color.label`, `Rank.label`); these words show them
through the catalogue, the English name being the key (tools/catalogues.py puts those names in the
catalogue). The interface (game.ui.words) and the CPUs' reasons (game.ai.reasons) both use them, so a
card reads the same in the log and in a CPU's reason.
"""
from __future__ import annotations

from game.i18n import NP_, _, pgettext
from game.model.cards import Card, Color, Rank

__all__ = ["a_card", "card_name", "color_name", "color_word", "rank_name"]


def color_name(color: Color | None) -> str:
    """Return a colour's name ("Red", "Rojo", "赤")."""
    if color is None:
        return ""
    return pgettext("colour", color.label)


def color_word(color: Color | None) -> str:
    """Return a colour's name as a sentence writes it: lower case in English ("play a red card"), with its
    capital in German ("eine Karte in Rot"), as the catalogue says for each language."""
    name = color_name(color)
    # Translators: "lower" if a colour's name is written in lower case inside a sentence ("play a red
    # card"); "keep" if it keeps its capital there (German nouns: "eine Karte in Rot").
    return name.lower() if pgettext("colour inside a sentence", "lower") == "lower" else name


# Translators: one card of a colour, as a sentence says it after "held" or "until ... comes", with the
# article and the colour agreeing with the word for a card ("una carta morada", "une carte violette").
_A_CARD = {
    Color.RED: NP_("a card of this colour", "a red card"),
    Color.YELLOW: NP_("a card of this colour", "a yellow card"),
    Color.GREEN: NP_("a card of this colour", "a green card"),
    Color.BLUE: NP_("a card of this colour", "a blue card"),
    Color.PINK: NP_("a card of this colour", "a pink card"),
    Color.TEAL: NP_("a card of this colour", "a teal card"),
    Color.ORANGE: NP_("a card of this colour", "an orange card"),
    Color.PURPLE: NP_("a card of this colour", "a purple card"),
}


def a_card(color: Color) -> str:
    """Return one card of `color` as a sentence says it: "an orange card", "una carta morada"."""
    return pgettext("a card of this colour", _A_CARD[color])


def rank_name(rank: Rank) -> str:
    """Return a rank's name ("Skip", "Aussetzen", "Passe ton tour"); a number stays a number."""
    return pgettext("card", rank.label)


def card_name(card: Card | None) -> str:
    """Return a card's name as a person reads it ("Red 7", "7 rojo", "Wild Draw Four")."""
    if card is None:
        return ""
    if card.color is None or card.wild:
        return rank_name(card.rank)
    # Translators: a card of a colour: reorder for your language ("{rank} {color}": "7 rojo").
    pattern = _("{color} {rank}")
    color = color_name(card.color)
    if pattern.find("{rank}") < pattern.find("{color}"):  # a colour after the rank is an adjective: "7 rojo"
        color = color[:1].lower() + color[1:]
    return pattern.format(color=color, rank=rank_name(card.rank))
