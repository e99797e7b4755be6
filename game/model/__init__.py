"""The rules of Uno as a pure-Python model (no pygame)."""
from __future__ import annotations

from game.model.cards import ALL_CARDS, Card, Color, Rank, standard_deck

__all__ = ["ALL_CARDS", "Card", "Color", "Rank", "standard_deck"]
