"""The house rules as the menus name them: one row (name, what it does) per rule, in the order shown.

Settings shows them and How to play reuses them; a rule without a row here falls back to the model's
`RULE_HELP`.
"""
from __future__ import annotations

__all__ = ["RULE_ROWS"]

# The rules in the order shown, with our wording (falls back to the model's RULE_HELP).
RULE_ROWS: dict[str, tuple[str, str]] = {
    "stacking": ("Stacking", "Answer a Draw Two with a Draw Two (a +4 with a +4); the total passes on."),
    "stack_mixed": ("Mixed stacking", "With stacking on: a +4 may answer a +2, and a +2 a +4."),
    "seven_o": ("Seven-O", "A 7 swaps hands with a player you pick; a 0 passes every hand along."),
    "jump_in": ("Jump-In", "Hold the very card on top? Play it at once, even out of turn."),
    "draw_until_playable": ("Draw until playable", "Keep drawing until you draw a card you can play."),
    "force_play": ("Force play", "A playable card you have just drawn must be played."),
    "challenge": ("Wild Draw Four challenge", "A +4 may be bluffed and challenged. Off: only honest +4s, no challenge."),
    "uno_penalty": ("Uno penalty", "Cards drawn by a player caught not saying Uno."),
    "target_score": ("Match length", "Points that win the match, or a single hand (first out wins)."),
    "hand_size": ("Cards dealt", "How many cards each player starts a hand with."),
    "edition": ("Deck", "Classic: 108 cards. 2018: adds Wild Shuffle Hands and 3 Wild Customizable."),
    "first_card_number_only": ("Number card to start", "The first card turned up must be a number card (2022 rule)."),
}
