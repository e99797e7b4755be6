"""The house rules as the menus name them: one row (name, what it does) per rule, in the order shown.

The wording is the model's (`RULE_HELP`), never our own: Settings shows these rows and How to play
titles its pages with the same words, so the three can never disagree about what a rule means.
"""
from __future__ import annotations

from game.model.rules import RULE_HELP

__all__ = ["RULE_ORDER", "RULE_ROWS"]

RULE_ORDER: tuple[str, ...] = (
    "stacking", "stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play", "challenge",
    "uno_penalty", "target_score", "hand_size", "edition", "first_card_number_only", "teams", "custom_wild",
)
"""The rules in the order the settings show them."""

RULE_ROWS: dict[str, tuple[str, str]] = {name: RULE_HELP[name] for name in RULE_ORDER if name in RULE_HELP}
"""Each rule's title and line, in the settings' order: the model's wording (`RULE_HELP`)."""
