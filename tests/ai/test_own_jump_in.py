"""The ruling on jumping in on one's own card (issue 19's playtest: "CPUs jump in on their own just-played
card: legal, but it feels like two cards in one turn").

The contract's Jump-In is open to any seat holding the identical card (MODEL_API.md: "to any seat holding
a coloured card identical to the top discard"), the one who just played it included: the model keeps
allowing it (a person may do it). The CPUs do not: no level, no personality, jumps in on the card it has
just played itself, while each still jumps in on someone else's. Decided in the agents, so the simulator
shows it too.
"""
from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from game.ai.base import make_agent
from game.model import Card, CardPlayed, Game, Play, Rules
from game.sim import play_hand

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8", "B8"] * 2
SPECS = ["random", "easy", "normal", "hard", "easy:chatty", "normal:chatty", "normal:bold"]


def _agent(spec: str, seed: int) -> Any:
    agent = make_agent(spec, seed=seed)
    if hasattr(agent, "time_cap"):
        agent.time_cap = None
        agent.steps = 60
    return agent


def test_the_model_still_lets_a_player_jump_in_on_their_own_card() -> None:
    game = Game.from_setup([["R5", "R5", "B7"], ["G1", "G2"], ["Y1", "Y2"]], ["R1"], FILLER, rules=Rules(jump_in=True))
    game.apply(Play(0, Card.parse("R5")))
    assert Play(0, Card.parse("R5")) in game.legal_actions(0)


@pytest.mark.parametrize("spec", SPECS)
def test_no_cpu_jumps_in_on_the_card_it_has_just_played(spec: str) -> None:
    for seed in range(12):
        game = Game.from_setup([["G1", "G2", "G3"], ["R5", "R5", "B7"], ["Y1", "Y2", "Y4"]], ["R1"], FILLER,
                               rules=Rules(jump_in=True), current=1)
        agent = _agent(spec, seed)
        mine = Play(1, Card.parse("R5"))
        assert agent.choose(game.view(1), [mine]) == mine  # its turn: it plays one of its two Red 5s
        game.apply(mine)
        chance = [a for a in game.legal_actions(1) if isinstance(a, Play)]
        assert chance == [mine], "the model offers the jump-in"
        for _ in range(5):
            answer = agent.react(game.view(1), game.legal_actions(1))
            assert not isinstance(answer, Play), f"{spec} (seed {seed}) jumped in on its own Red 5"


@pytest.mark.parametrize("spec", ["normal:chatty", "easy:chatty", "random"])
def test_a_cpu_still_jumps_in_on_someone_elses_card(spec: str) -> None:
    jumped = 0
    for seed in range(20):
        game = Game.from_setup([["G1", "G2", "G3"], ["R5", "B2", "B7"], ["R5", "Y2", "Y4"]], ["R1"], FILLER,
                               rules=Rules(jump_in=True), current=2)
        agent = _agent(spec, seed)
        game.apply(Play(2, Card.parse("R5")))  # Leo plays it: Mia holds the twin
        answer = agent.react(game.view(1), game.legal_actions(1))
        jumped += answer == Play(1, Card.parse("R5"))
    assert jumped >= 4, f"{spec} jumped in {jumped} times in 20"


class _Watcher:
    """A seat's agent that also keeps every card played (the events of the hand)."""

    def __init__(self, agent: Any, plays: list[CardPlayed]) -> None:
        self.agent = agent
        self.plays = plays
        self.reaction = getattr(agent, "reaction", 0.5)

    def choose(self, view: Any, legal: Any) -> Any:
        return self.agent.choose(view, legal)

    def react(self, view: Any, legal: Any) -> Any:
        return self.agent.react(view, legal)

    def observe(self, events: Any) -> None:
        if hasattr(self.agent, "observe"):
            self.agent.observe(events)
        self.plays += [e for e in events if isinstance(e, CardPlayed)]


def test_in_the_simulator_no_cpu_jumps_in_on_its_own_card() -> None:
    own = others = 0
    for seed in range(30):
        game = Game.new(4, Rules(jump_in=True), seed=seed)
        plays: list[CardPlayed] = []
        specs = ["random", "easy:chatty", "normal:chatty", "random"]
        agents = [_Watcher(_agent(s, seed * 10 + i), plays) if i == 0 else _agent(s, seed * 10 + i)
                  for i, s in enumerate(specs)]
        play_hand(game, agents, random.Random(seed))
        for before, after in itertools.pairwise(plays):
            if after.jump_in:
                own += after.player == before.player
                others += after.player != before.player
    assert own == 0, f"{own} jump-ins on the jumper's own card"
    assert others > 10, "the CPUs still jump in on each other's cards"
