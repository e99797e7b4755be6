"""The model's card, colour and rank names in the player's language (pure Python, no pygame).

The model names them in English (`Card.label`, `Color.label`, `Rank.label`); these words show them
through the catalogue, the English name being the key (tools/catalogues.py puts those names in the
catalogue). The interface (game.ui.words) and the CPUs' reasons (game.ai.reasons) both use them, so a
card reads the same in the log and in a CPU's reason.
"""
from __future__ import annotations

from game.i18n import _, pgettext
from game.model.cards import Card, Color, Rank

__all__ = ["card_name", "color_name", "color_word", "rank_name"]


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
    return _("{color} {rank}").format(color=color_name(card.color), rank=rank_name(card.rank))
