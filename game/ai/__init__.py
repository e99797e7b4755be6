"""CPU opponents (no pygame): random, easy, normal and hard."""
from __future__ import annotations

from game.ai.base import LEVELS, Agent, RandomAgent, agent_reaction, make_agent

__all__ = ["LEVELS", "Agent", "RandomAgent", "agent_reaction", "make_agent"]
