"""Catching is part of the game (issue 19): the easy and normal players forget Uno now and then, at a
rate of their level scaled by their personality, decided in the agent (so the simulator plays it too);
the hard player never forgets."""
from __future__ import annotations

from game.ai.base import make_agent
from game.ai.easy import FORGET_UNO as EASY_FORGET
from game.ai.normal import FORGET_UNO as NORMAL_FORGET
from game.ai.personality import PERSONALITIES
from game.model import CallUno, Game
from game.sim import play_hand

FILLER = ["B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3"] * 4
TRIALS = 600


def _says_uno(spec: str, seed: int) -> bool:
    """Seat 1, holding two cards, is asked whether to say Uno: True when it says it."""
    game = Game.from_setup([["G4", "B4", "Y4"], ["R2", "R3"], ["Y5", "Y6", "Y7"]], ["R1"], FILLER, current=1)
    agent = make_agent(spec, seed=seed)
    answer = agent.react(game.view(1), game.out_of_turn_actions(1))
    return isinstance(answer, CallUno)


def _forget_share(spec: str) -> float:
    return sum(not _says_uno(spec, seed) for seed in range(TRIALS)) / TRIALS


def test_normal_forgets_uno_about_one_time_in_ten_and_hard_never() -> None:
    assert 0.06 <= _forget_share("normal") <= 0.14, NORMAL_FORGET
    assert _forget_share("hard") == 0.0


def test_easy_forgets_more_often_than_normal() -> None:
    easy = _forget_share("easy")
    assert 0.24 <= easy <= 0.36, EASY_FORGET
    assert easy > _forget_share("normal") + 0.1


def test_personalities_scale_forgetting() -> None:
    assert PERSONALITIES["cautious"].forget < 1.0 < PERSONALITIES["chatty"].forget
    assert _forget_share("normal:cautious") < _forget_share("normal") < _forget_share("normal:chatty")
    assert make_agent("easy:chatty", seed=0).uno.forget > make_agent("easy", seed=0).uno.forget


def test_a_forgotten_uno_stays_forgotten_for_that_hand_of_two() -> None:
    game = Game.from_setup([["G4", "B4", "Y4"], ["R2", "R3"], ["Y5", "Y6", "Y7"]], ["R1"], FILLER, current=1)
    for seed in range(200):
        agent = make_agent("normal", seed=seed)
        first = agent.react(game.view(1), game.out_of_turn_actions(1))
        again = [agent.react(game.view(1), game.out_of_turn_actions(1)) for _ in range(5)]
        assert all(a == first for a in again)


def test_forgetting_does_not_change_the_cards_it_plays() -> None:
    # The habit draws from a generator of its own: the same seed plays the same hand of choices.
    game = Game.from_setup([["R5", "G5", "B5", "Y9"], ["G4", "B4", "Y4", "B9"]], ["R1"], FILLER)
    for seed in range(20):
        a, b = make_agent("normal", seed=seed), make_agent("normal", seed=seed)
        b.uno.forget = 1.0
        assert a.choose(game.view(0), game.legal_actions()) == b.choose(game.view(0), game.legal_actions())


def test_the_simulator_sees_normal_players_caught() -> None:
    from game.model import Rules, UnoCaught

    caught = 0
    for seed in range(60):
        game = Game.new(4, Rules(), seed=seed)
        agents = [make_agent("normal", seed=seed * 4 + s) for s in range(4)]
        events: list[object] = []
        inner = agents[0].observe

        def watch(evs: object, inner: object = inner, events: list[object] = events) -> None:
            events.extend(evs)  # type: ignore[call-overload]
            inner(evs)  # type: ignore[operator]

        agents[0].observe = watch  # seat 0 sees every catch: it is public
        play_hand(game, agents)
        caught += sum(isinstance(e, UnoCaught) for e in events)
    assert caught > 0


def test_one_card_handed_by_a_swap_is_said_uno_on_like_a_hand_of_two() -> None:
    """A CPU handed one card by someone else's 7 (or a 0's rotation) forgets at its level's rate; on
    6114fcd it said Uno only at the "late" rate (3 times in 10 for normal), so the person caught
    nearly every CPU a swap left with one card (playtest)."""
    from game.model import Play, Rules

    def handed_one(spec: str, seed: int) -> bool:
        game = Game.from_setup([["R7", "G4"], ["B9", "Y1", "Y2"], ["Y5", "Y6", "Y7"]], ["R1"], FILLER,
                               rules=Rules(seven_o=True))
        game.apply(Play(0, game.hands[0][0], target=1))  # seat 1 now holds the one G4
        assert len(game.view(1).hand) == 1
        agent = make_agent(spec, seed=seed)
        return isinstance(agent.react(game.view(1), game.out_of_turn_actions(1)), CallUno)

    normal = sum(not handed_one("normal", seed) for seed in range(TRIALS)) / TRIALS
    assert 0.06 <= normal <= 0.14, normal
    easy = sum(not handed_one("easy", seed) for seed in range(TRIALS)) / TRIALS
    assert 0.24 <= easy <= 0.36, easy
    assert all(handed_one("hard", seed) for seed in range(20))
