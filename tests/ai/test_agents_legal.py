"""Every agent returns a legal action, in thousands of positions under every rule switch."""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.hard import HardAgent
from game.model import Game, Rules
from game.model.game import MAX_ACTIONS

SWITCHES = (
    "stacking",
    "seven_o",
    "jump_in",
    "draw_until_playable",
    "force_play",
    "stack_mixed",
    "first_card_number_only",
)


def random_rules(rng: random.Random) -> Rules:
    """Return a random combination of every rule switch."""
    on = {name: rng.random() < 0.5 for name in SWITCHES}
    return Rules(
        **on,
        challenge=rng.random() < 0.7,
        uno_penalty=rng.choice((0, 2, 4)),
        edition=rng.choice(("classic", "2018")),
        hand_size=rng.choice((3, 5, 7, 7, 7)),
    )


def agent(kind: str, seed: int) -> Any:
    """Build an agent; the hard one with a small budget so the test stays quick."""
    if kind == "hard":
        return HardAgent(seed=seed, steps=400, time_cap=None)
    return make_agent(kind, seed=seed)


def play_checked(game: Game, agents: list[Any], rng: random.Random, limit: int = 400) -> int:
    """Play up to `limit` turn actions, asking every seat that may react; check every answer is legal.

    Return the number of decisions checked.
    """
    checked = 0
    for seat, a in enumerate(agents):
        if hasattr(a, "observe"):
            a.observe([e.seen_by(seat) for e in game.opening_events])
    turns = 0
    while not game.is_over and turns < limit:
        for _ in range(16):
            seats = game.out_of_turn_seats()
            if not seats:
                break
            rng.shuffle(seats)
            acted = False
            for s in seats:
                legal = game.out_of_turn_actions(s)
                if not legal:
                    continue
                view = game.view(s)
                answer = agents[s].react(view, legal)
                checked += 1
                if answer is None:
                    continue
                assert answer in legal, f"{type(agents[s]).__name__} reacted {answer} not in {legal}"
                events = game.apply(answer)
                tell(agents, events)
                acted = True
                break
            if not acted or game.is_over:
                break
        if game.is_over:
            break
        seat = game.current
        legal = game.legal_actions()
        view = game.view(seat)
        action = agents[seat].choose(view, legal)
        checked += 1
        assert action in legal, f"{type(agents[seat]).__name__} chose {action}, not one of {legal}"
        tell(agents, game.apply(action))
        turns += 1
    return checked


def tell(agents: list[Any], events: list[Any]) -> None:
    """Give each agent the events as its seat sees them."""
    for seat, a in enumerate(agents):
        if hasattr(a, "observe"):
            a.observe([e.seen_by(seat) for e in events])


@pytest.mark.parametrize("kind", ["random", "easy", "normal", pytest.param("hard", marks=pytest.mark.slow)])
def test_each_level_plays_only_legal_actions(kind: str) -> None:
    rng = random.Random(f"legal-{kind}")
    checked = 0
    hands = 16 if kind == "hard" else 40
    for i in range(hands):
        rules = random_rules(rng)
        players = rng.randint(2, 10)
        while players * rules.hand_size + 1 > (112 if rules.edition == "2018" else 108):
            players -= 1
        game = Game.new(players, rules, seed=rng.getrandbits(32))
        agents = [agent(kind, seed=i * 10 + s) for s in range(players)]
        checked += play_checked(game, agents, rng, limit=150 if kind == "hard" else 400)
    assert checked > (800 if kind == "hard" else 3000)


@pytest.mark.slow
def test_mixed_tables_under_every_switch() -> None:
    """Each switch on its own, and all of them together, at tables of every level."""
    rng = random.Random(7)
    kinds = ["random", "easy", "normal", "hard"]
    specs = [*SWITCHES, ",".join(SWITCHES), "challenge=false", "edition=2018,seven_o", "uno_penalty=0"]
    for spec in specs:
        rules = Rules.from_spec(spec)
        for players in (2, 4, 7):
            game = Game.new(players, rules, seed=rng.getrandbits(32))
            agents = [agent(kinds[(s + players) % 4], seed=s) for s in range(players)]
            play_checked(game, agents, rng, limit=120)


def test_hands_between_cpus_end() -> None:
    """CPU hands finish well before the model's limit on drawn-out hands."""
    rng = random.Random(3)
    for i in range(6):
        rules = Rules.from_spec("stacking,seven_o,jump_in" if i % 2 else "")
        game = Game.new(4, rules, seed=i)
        agents = [agent(k, seed=i) for k in ("hard", "normal", "easy", "normal")]
        play_checked(game, agents, rng, limit=MAX_ACTIONS)
        assert game.is_over and game.winner is not None
