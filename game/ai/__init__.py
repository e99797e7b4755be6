"""CPU opponents (no pygame): random, easy, normal and hard."""
from __future__ import annotations

from game.ai.base import CPU_NAMES, LEVEL_LABELS, LEVELS, Agent, RandomAgent, agent_reaction, make_agent

__all__ = ["CPU_NAMES", "LEVELS", "LEVEL_LABELS", "Agent", "RandomAgent", "agent_reaction", "make_agent"]
