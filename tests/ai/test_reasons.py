"""A CPU's one-line reason (issue 19), taken from its own decision: the normal player's scores, the hard
player's search, the easy player's rule of thumb. Asked for only when `give_reasons` is on; never changes a move."""
from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.ai.base import RandomAgent
from game.ai.easy import EasyAgent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.ai.reasons import explained, label
from game.model import Card, Draw, Game, Play, Rules
from game.sim import play_hand

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8", "B8"] * 2


def _ask(agent: object, game: Game) -> tuple[object, str]:
    return explained(agent, game.view(game.current), game.legal_actions())


def test_normal_names_the_threat_that_made_it_play_its_skip() -> None:
    # the next player holds 2 cards: normal's score gives the Skip +6 over the Red 5
    game = Game.from_setup([["RS", "R5", "B7", "B8"], ["G1", "G2"], ["Y1", "Y2", "Y3", "Y4"]], ["R3"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Play(0, Card.parse("RS"))
    assert why.startswith("the next player holds 2: an attack card now")
    # the runner-up and both scores, from its ranking, worded for a player: how far ahead, on what scale
    assert "ahead of Red 5 (" in why and "on its scale)" in why and "scored" not in why


def test_normal_says_it_kept_its_wild_and_drew_only_when_that_is_what_it_did() -> None:
    game = Game.from_setup([["W", "B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Play(0, Card.parse("W"), Card.parse("B1").color)  # nothing coloured plays: the wild
    assert why.startswith("no coloured card played, so the wild; it names blue: 2 blue cards in hand")
    game = Game.from_setup([["B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Draw(0) and why == "no card matched: it drew"


def test_normals_score_in_its_reason_is_the_score_it_ranked_the_move_by() -> None:
    game = Game.from_setup([["R7", "R5", "R2", "B5"], ["G1", "G2", "G3"]], ["R3"], FILLER)
    agent = NormalAgent(1)
    action, why = _ask(agent, game)
    ranked = agent.policy.ranked(game.view(0), game.legal_actions())
    score = next(s for s, a in ranked if a == action)
    assert action == Play(0, Card.parse("R7"))  # three reds: a red card, the highest
    assert why == (f"keeps 2 more red cards in hand; level with Red 5 ({score:.2f} to {score - 0.02:.2f} on its "
                   "scale), but it sheds more points")


def test_normals_reasons_read_as_a_player_would_say_them() -> None:
    # every reason of a whole hand: no raw "scored 3.4 against 2.1"; a figure comes with what it means
    # (ahead by how much, on its scale, or a share of its guessed deals)
    rules = Rules(stacking=True, jump_in=True, seven_o=True)
    reasons: list[str] = []

    class Noting(NormalAgent):
        def choose(self, view: Any, legal: Any) -> Any:
            action = super().choose(view, legal)
            reasons.append(self.last_reason)
            return action

    agents = [Noting(s) for s in range(4)]
    for a in agents:
        a.give_reasons = True
    play_hand(Game.new(4, rules, seed=11), agents, random.Random(5))
    assert len(reasons) > 20
    for why in reasons:
        assert "scored" not in why and " below " not in why, why
        if re.search(r"\d\.\d", why):
            assert "on its scale" in why, why
    assert any("ahead of" in why for why in reasons)


def test_hard_reports_its_search_as_it_ran() -> None:
    game = Game.from_setup([["R7", "B7", "G2", "Y9", "W"], ["G1", "G2", "G3", "Y4"], ["B1", "B2", "B3"]], ["R3"],
                           FILLER)
    agent = HardAgent(seed=3, steps=600, time_cap=None)
    action, why = _ask(agent, game)
    candidates, totals, worlds, best, _kept = agent.last_search
    assert worlds > 0 and candidates[best] == action
    assert why.startswith(f"search: {label(action)} wins {totals[best] / worlds:.0%} of {worlds} guessed deals")


def test_easy_and_random_give_their_rule_of_thumb() -> None:
    game = Game.from_setup([["W", "B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    _action, why = _ask(EasyAgent(2), game)
    assert why == "its wild: no coloured card matched"
    game = Game.from_setup([["R1", "R2", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    _action, why = _ask(EasyAgent(2), game)
    assert why.startswith("a matching card picked at random among 2")
    _action, why = _ask(RandomAgent(2), game)
    assert why == f"picked at random among its {len(game.legal_actions())} moves"


@pytest.mark.parametrize("level", [RandomAgent, EasyAgent, NormalAgent])
def test_asking_for_reasons_never_changes_a_move(level: type) -> None:
    rules = Rules(stacking=True, jump_in=True, seven_o=True)
    results = []
    for explain in (False, True):
        agents = [level(s) for s in range(4)]
        for a in agents:
            a.give_reasons = explain
        game = Game.new(4, rules, seed=11)
        play_hand(game, agents, random.Random(5))
        results.append(game.to_dict())
        assert all(bool(a.last_reason) == explain for a in agents)  # worded only when asked
    assert results[0] == results[1]


def test_hard_explaining_plays_the_same_hand() -> None:
    results = []
    for explain in (False, True):
        agents = [HardAgent(seed=s, steps=300, time_cap=None) for s in range(3)]
        for a in agents:
            a.give_reasons = explain
        game = Game.new(3, Rules(), seed=2)
        play_hand(game, agents, random.Random(1))
        results.append(game.to_dict())
    assert results[0] == results[1]
