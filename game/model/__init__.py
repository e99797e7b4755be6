"""The rules of Uno as a pure-Python model (no pygame).

The public names are those of the model contract (MODEL_API.md); see docs/rules.md for every ruling.
"""
from __future__ import annotations

from game.model.actions import (
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Pass,
    Play,
    action_from_dict,
    action_to_dict,
    takes_turn,
)
from game.model.cards import ALL_CARDS, Card, Color, Rank, standard_deck
from game.model.events import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    ColorChosen,
    DealerChosen,
    Dealt,
    DirectionChanged,
    DrawReason,
    Event,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyPending,
    StockReshuffled,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
)
from game.model.game import MAX_ACTIONS, Game
from game.model.match import Match
from game.model.refusal import IllegalAction, Phase, Reason, Refusal
from game.model.rules import MAX_PLAYERS, MIN_PLAYERS, RULE_HELP, RULE_NEEDS, Rules
from game.model.view import PlayerView

__all__ = [
    "ALL_CARDS",
    "MAX_ACTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "RULE_HELP",
    "RULE_NEEDS",
    "Action",
    "CallUno",
    "Card",
    "CardKept",
    "CardPlayed",
    "CardTurned",
    "CardsDrawn",
    "Catch",
    "Challenge",
    "ChallengeResolved",
    "ChooseColor",
    "Color",
    "ColorChosen",
    "DealerChosen",
    "Dealt",
    "DirectionChanged",
    "Draw",
    "DrawReason",
    "Event",
    "Game",
    "HandOver",
    "HandsPassed",
    "HandsShuffled",
    "HandsSwapped",
    "IllegalAction",
    "Match",
    "Pass",
    "PenaltyPending",
    "Phase",
    "Play",
    "PlayerView",
    "Rank",
    "Reason",
    "Refusal",
    "Rules",
    "StockReshuffled",
    "TurnSkipped",
    "UnoCalled",
    "UnoCaught",
    "action_from_dict",
    "action_to_dict",
    "standard_deck",
    "takes_turn",
]
