"""The house rules as the menus name them: one row (name, what it does) per rule, in the order shown.

Settings shows them and How to play reuses them; a rule without a row here falls back to the model's
`RULE_HELP`.
"""
from __future__ import annotations

from game.model.rules import RULE_HELP

__all__ = ["RULE_ROWS"]

# The rules in the order shown, each under the model's name for it (RULE_HELP: the one name the chips,
# How to play and Statistics use too), with our help line.
RULE_ROWS: dict[str, tuple[str, str]] = {
    "stacking": (RULE_HELP["stacking"][0], "Answer a Draw Two with a Draw Two (a +4 with a +4); the total passes on."),
    "stack_mixed": RULE_HELP["stack_mixed"],
    "seven_o": (RULE_HELP["seven_o"][0], "A 7 swaps hands with a player you pick; a 0 passes every hand along."),
    "jump_in": (RULE_HELP["jump_in"][0], "Hold the very card on top? Play it at once, even out of turn."),
    "draw_until_playable": (RULE_HELP["draw_until_playable"][0], "Keep drawing until you draw a card you can play."),
    "force_play": (RULE_HELP["force_play"][0], "A playable card you have just drawn must be played."),
    "challenge": (RULE_HELP["challenge"][0], "A +4 may be bluffed and challenged. Off: only honest +4s, no challenge."),
    "uno_penalty": (RULE_HELP["uno_penalty"][0], "Cards drawn by a player caught not saying Uno."),
    "target_score": (RULE_HELP["target_score"][0], "Points that win the match, or a single hand (first out wins)."),
    "hand_size": (RULE_HELP["hand_size"][0], "How many cards each player starts a hand with."),
    "edition": (RULE_HELP["edition"][0], "Classic: 108 cards. 2018: adds Wild Shuffle Hands and 3 Wild Customizable."),
    "first_card_number_only": (RULE_HELP["first_card_number_only"][0], "The first card turned up must be a number card (2022 rule)."),
}
