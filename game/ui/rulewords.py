"""The house rules as the menus name them: one row (name, what it does) per rule, in the order shown.

The wording is the model's (`RULE_HELP`), never our own: Settings shows these rows and How to play
titles its pages with the same words, so the three can never disagree about what a rule means. The
interface shows it in the player's language through the catalogue, the model's English being the key
(`rule_title`, `rule_line`); `rule_setting` words a rule and its value the same way.
"""
from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from game.i18n import N_, _, join_list
from game.model.cards import EDITIONS, Color, Rank
from game.model.edition import Edition, edition_of
from game.model.rules import CUSTOM_WILD_HELP, RULE_HELP, Rules
from game.ui.words import color_word, rank_name

__all__ = ["RULE_ORDER", "RULE_ROWS", "custom_wild_title", "problem_words", "rule_line", "rule_setting", "rule_settings", "rule_title", "rules_announced", "rules_in_play", "stack_words"]

RULE_ORDER: tuple[str, ...] = (
    "stacking", "stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play", "challenge",
    "uno_penalty", "target_score", "hand_size", "edition", "first_card_number_only", "teams", "custom_wild",
)
"""The rules in the order the settings show them."""

RULE_ROWS: dict[str, tuple[str, str]] = {name: RULE_HELP[name] for name in RULE_ORDER if name in RULE_HELP}
"""Each rule's title and line, in the settings' order: the model's wording (`RULE_HELP`)."""


def rule_title(name: str) -> str:
    """Return a rule's name in the player's language ("Stacking")."""
    if name not in RULE_HELP:
        return name.replace("_", " ").capitalize()
    return _(RULE_HELP[name][0])


def rule_line(name: str, deck: Edition | None = None) -> str:
    """Return the one line that says what a rule does with the cards of `deck` (the classic deck's when
    None), in the player's language (UNO Flip!'s stacking names its own draw cards, not the +4)."""
    own = deck.rule_lines.get(name) if deck is not None else None
    if own is not None:
        return _(own)
    return _(RULE_HELP[name][1]) if name in RULE_HELP else ""


def unavailable_words(rules: Rules, name: str) -> str | None:
    """Return why rule `name` means nothing with `rules` (`Rules.unavailable_reason`), in the player's
    language: the edition's own reason by its English text, or the rule it needs on, by that rule's
    title; None when the rule has its effect."""
    reason = rules.unavailable_reason(name)
    if reason is None:
        return None
    need = rules.needs(name)
    if need is not None and not rules.available(name):  # its prerequisite is off (the model says so)
        # Translators: why a house rule is greyed out ("Not available: needs Stacking on.").
        return _("needs {rule} on").format(rule=rule_title(need))
    return _(reason)


def custom_wild_title(value: str) -> str:
    """Return the name of a Wild Customizable rule in the player's language ("Swap hands")."""
    return _(CUSTOM_WILD_HELP[value][0]) if value in CUSTOM_WILD_HELP else value


def rule_setting(name: str, value: Any) -> str:
    """Return a rule and its value as a person reads it ("Stacking: off", "Match to 300", "Uno penalty: 4")."""
    title = rule_title(name)
    if isinstance(value, bool):
        return title if value else _("{rule}: off").format(rule=title)
    if name == "target_score":
        return _("Single hand") if value is None else _("Match to {points}").format(points=value)
    if name == "edition":
        return {"2018": _("2018 deck"), "flip": _("UNO Flip! deck")}.get(str(value), _("Classic deck"))
    if name == "custom_wild":
        return _("Wild Customizable: {rule}").format(rule=custom_wild_title(str(value)))
    # Translators: a rule and its number ("Uno penalty 4", "Cards dealt 5").
    return _("{rule} {value}").format(rule=title, value=value)


def rule_settings(rules: Rules, *, length: bool = True) -> str:
    """Return every rule that differs from the official game, worded and listed ("" when none does).

    `length=False` leaves out the match's length.
    """
    base = Rules()
    names = [name for name in rules.to_dict() if (length or name != "target_score")
             and getattr(rules, name) != getattr(base, name)]
    return join_list([rule_setting(name, getattr(rules, name)) for name in names])


_PROBLEMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"a hand needs (?P<low>\d+) to (?P<high>\d+) players, got (?P<got>.+)"),
     N_("A hand needs {low} to {high} players, got {got}.")),
    (re.compile(r"teams need an even number of players from 4 to 10, got (?P<players>\d+)"),
     N_("Teams need an even number of players from 4 to 10, got {players}.")),
    (re.compile(r"(?P<players>\d+) players with (?P<cards>\d+) cards each need more than the (?P<deck>\d+) "
                r"cards of the deck: deal at most (?P<most>\d+) each"),
     N_("{players} players with {cards} cards each need more than the {deck} cards of the deck: deal at most "
        "{most} each.")),
)


def problem_words(problem: str) -> str:
    """Return one of the model's reasons a hand cannot be dealt (`Rules.problems`) as a sentence in the
    player's language (the model's English, as a sentence, if it is one this table does not know)."""
    for pattern, words in _PROBLEMS:
        m = pattern.fullmatch(problem)
        if m:
            return _(words).format(**m.groupdict())
    return f"{problem[:1].upper()}{problem[1:]}."


_STACK_REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"only a Draw Two or a Wild Draw Four answers a penalty"),
     N_("only a Draw Two or a Wild Draw Four answers a penalty")),
    (re.compile(r"only a draw card answers a penalty"), N_("only a draw card answers a penalty")),
    (re.compile(r"stacking is off"), N_("stacking is off")),
    (re.compile(r"only a (?P<other>.+) answers a (?P=other) \(a (?P<own>.+) may with mixed stacking\)"),
     N_("only a {other} answers a {other} (a {own} may with mixed stacking)")),
    (re.compile(r"only a (?P<other>.+) answers a (?P=other)"), N_("only a {other} answers a {other}")),
    (re.compile(r"with mixed stacking only a (?P<own>.+) of the colour named \((?P<color>.+)\) answers a (?P<other>.+)"),
     N_("with mixed stacking only a {own} of the colour named ({color}) answers a {other}")),
    (re.compile(r"with the challenge off a (?P<own>.+) may only be played without a (?P<color>.+) card"),
     N_("with the challenge off a {own} may only be played without a {color} card")),
)
_RANKS = {rank.label: rank for rank in Rank}
_COLORS = {color.label.lower(): color for color in Color}


def stack_words(why: str) -> str:
    """Return the model's reason a card cannot be stacked (`why_not_stack`) in the player's language."""
    for pattern, words in _STACK_REASONS:
        m = pattern.fullmatch(why)
        if m is None:
            continue
        values = {}
        for key, value in m.groupdict().items():
            if key == "color":
                color = _COLORS.get(value)
                values[key] = color_word(color) if color is not None else (
                    _("named") if value == "named" else _("the colour in force"))
            else:
                rank = _RANKS.get(value)
                values[key] = rank_name(rank) if rank is not None else value
        return _(words).format(**values)
    return why


# Translators: the decks as the choice of a deck names them (the model's titles: "2018" and "UNO Flip!"
# are names, kept as they are).
DECK_TITLES = (N_("Classic"),)
"""The model's deck titles that are words, for the catalogue (`deck_options` looks each up)."""


def deck_options() -> tuple[tuple[str, str], ...]:
    """Return each deck as a choice offers it: (its edition, its title in the player's language)."""
    return tuple((e, _(edition_of(e).title)) for e in EDITIONS)


def rules_in_play(rules: Rules, leave: Collection[str] = ()) -> list[str]:
    """Return the rules that differ from the official game and can matter in a hand (the model's
    `Rules.in_play` choice, `Rules.matters`), worded in the player's language: the table's rule chips.
    `leave`: rules a screen shows apart (New game has a row of its own for the deck)."""
    base = Rules()
    return [rule_setting(name, getattr(rules, name)) for name in rules.to_dict()
            if name != "target_score" and name not in leave and getattr(rules, name) != getattr(base, name)
            and rules.matters(name)]


def rules_announced(rules: Rules, before: Rules) -> list[str]:
    """Return what changed from `before` to `rules` that can matter in a hand (the model's
    `Rules.announce` choice), worded in the player's language."""
    return [rule_setting(name, getattr(rules, name)) for name in rules.differences(before)
            if name != "target_score" and rules.matters(name)]
