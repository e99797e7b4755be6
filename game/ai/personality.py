"""Playing personalities: a few parameters the easy and normal players read, over their level.

A level says how well a CPU plays; a personality says how it likes to play. Each is a handful of
numbers (`Personality`) that shift the easy and normal players' choices without making a new player:

- steady: the level as it is (the default, and what a bare "normal" or "easy" means);
- bold: dumps its action cards early, stacks with the biggest card, plays wilds sooner, challenges
  readily, forgets Uno a little more often;
- cautious: keeps its wilds while nobody is close to going out (drawing instead), challenges rarely,
  forgets Uno half as often;
- vindictive: aims its action cards, swaps and Wild Draw Fours at the leader (the smallest hand);
- chatty: plays like steady but reacts quicker, jumps in at every chance and forgets Uno more often
  (and talks the most on the table: `chatter`).

An agent spec names one after the level: "normal:bold", "easy:cautious". Each CPU name of the table
has its own personality (`persona_for`), so a seat plays the same way in every match.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PERSONALITIES", "STEADY", "Personality", "agent_spec", "parse_spec", "persona_for"]


@dataclass(frozen=True)
class Personality:
    """The parameters a personality sets (the steady values change nothing)."""

    name: str
    label: str
    """How the screens name it ("Bold")."""
    action_bonus: float = 0.0
    """Added to a Skip, Draw Two or Reverse play's score whoever is next (normal); >0 plays them early."""
    wild_bonus: float = 0.0
    """Added to a wild play's score (normal): >0 plays wilds sooner, <0 keeps them longer."""
    hold_wilds: bool = False
    """Draw rather than play a wild while holding 4+ cards and nobody holds fewer than 4 (normal)."""
    stack_big: bool = False
    """Stack a Wild Draw Four before a Draw Two (normal); easy: always stacks."""
    challenge_at: float = 0.5
    """Normal challenges when a bluff seems at least this likely."""
    challenge_chance: float = 0.2
    """Easy challenges this often, whatever the odds."""
    leader_bonus: float = 0.0
    """Added to an attack (Skip, Draw Two, Wild Draw Four, a swap) aimed at the leader, the smallest hand;
    half of it is taken off one aimed at anyone else (kept for the leader)."""
    jump_in: float = 1.0
    """Normal: share of good jump-in chances it takes; easy: multiplies its jump-in chance."""
    reckless: bool = False
    """Normal: jumps in even with a 7 or 0 that makes a bad swap (for the fun of it)."""
    reaction: float = 1.0
    """Multiplies the level's reaction time out of turn."""
    forget: float = 1.0
    """Multiplies the level's chance of forgetting to say Uno (the hard player, which takes no
    personality, never forgets)."""
    chatter: float = 0.5
    """How often it shows a reaction on the table when something happens to it (0-1)."""


STEADY = Personality("steady", "Steady")
PERSONALITIES: dict[str, Personality] = {
    p.name: p
    for p in (
        STEADY,
        Personality("bold", "Bold", action_bonus=10.0, wild_bonus=4.0, stack_big=True, challenge_at=0.3,
                    challenge_chance=0.4, forget=1.3, chatter=0.7),
        Personality("cautious", "Cautious", wild_bonus=-2.0, hold_wilds=True, challenge_at=0.8,
                    challenge_chance=0.05, jump_in=0.7, reaction=1.15, forget=0.5, chatter=0.3),
        Personality("vindictive", "Vindictive", leader_bonus=5.0, challenge_at=0.45, chatter=0.6),
        Personality("chatty", "Chatty", jump_in=1.0, reckless=True, reaction=0.8, forget=1.5, chatter=1.0),
    )
}
"""Every personality by name."""

_BY_NAME: dict[str, str] = {
    "mia": "bold", "leo": "cautious", "ava": "vindictive", "noah": "chatty", "zoe": "steady",
    "eli": "bold", "ivy": "cautious", "max": "vindictive", "ruby": "chatty", "sam": "steady",
    "lily": "bold", "finn": "cautious",
}
_CYCLE = ("bold", "cautious", "vindictive", "chatty", "steady")


def persona_for(name: str) -> Personality:
    """Return the personality of the CPU called `name` (a name of its own: one of the five, by its letters)."""
    key = name.strip().casefold()
    known = _BY_NAME.get(key)
    if known is not None:
        return PERSONALITIES[known]
    return PERSONALITIES[_CYCLE[sum(map(ord, key)) % len(_CYCLE)]]


def parse_spec(spec: str) -> tuple[str, Personality | None]:
    """Split "level:personality" into the level and the personality (None when `spec` names none).

    Raises ValueError for an unknown personality after a plain level name ("normal:grumpy").
    """
    level, sep, persona = spec.strip().partition(":")
    if not sep or "." in level:
        return spec.strip(), None
    key = persona.strip().lower()
    if key not in PERSONALITIES:
        names = ", ".join(PERSONALITIES)
        raise ValueError(f"unknown personality {persona.strip()!r} in {spec.strip()!r}: use one of {names}")
    return level.strip(), PERSONALITIES[key]


def agent_spec(level: str, name: str) -> str:
    """Return the agent spec of a CPU seat: its level with its name's personality where the level takes one."""
    key = level.strip().lower()
    if key in ("easy", "normal"):
        return f"{key}:{persona_for(name).name}"
    return level
