"""Targeted decisions, seeding, and what an agent may see."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.easy import EasyAgent
from game.ai.hard import MAX_WORLDS, HardAgent
from game.ai.normal import NormalAgent
from game.model import (
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Game,
    Play,
    PlayerView,
    Rules,
)
from game.model.actions import Action
from game.model.events import Event
from game.sim import play_hand

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8", "B8"] * 2


def drive(game: Game, actions: Sequence[Action], agents: dict[int, Any], opening: bool = True) -> None:
    """Apply `actions`, giving each listed agent the events as its seat sees them (the deal first)."""
    if opening:
        for seat, a in agents.items():
            a.observe([e.seen_by(seat) for e in game.opening_events])
    for action in actions:
        events = game.apply(action)
        for seat, a in agents.items():
            a.observe([e.seen_by(seat) for e in events])


def hard(seed: int = 1) -> HardAgent:
    return HardAgent(seed=seed, time_cap=None)


# ---------------------------------------------------------------------------------- normal


def test_normal_says_uno_with_two_cards() -> None:
    game = Game.from_setup([["R1", "R2"], ["G1", "G2", "G3"]], ["R5"], FILLER, current=1)
    legal = game.out_of_turn_actions(0)
    assert CallUno(0) in legal
    assert NormalAgent(seed=0).react(game.view(0), legal) == CallUno(0)


def test_normal_catches_a_player_who_forgot() -> None:
    game = Game.from_setup([["R1", "R2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"]], ["R5"], FILLER)
    game.apply(Play(0, Card.parse("R1")))  # down to one card, Uno not said
    legal = game.out_of_turn_actions(1)
    assert Catch(1, 0) in legal
    assert NormalAgent(seed=0).react(game.view(1), legal) == Catch(1, 0)


def test_normal_stacks_a_draw_two_on_a_small_stack() -> None:
    rules = Rules(stacking=True)
    game = Game.from_setup([["GD2", "R1", "R2"], ["BD2", "Y5", "Y6", "Y7"]], ["G4"], FILLER, rules=rules)
    game.apply(Play(0, Card.parse("GD2")))
    assert game.phase == "penalty" and game.pending_draw == 2
    action = NormalAgent(seed=0).choose(game.view(1), game.legal_actions())
    assert action == Play(1, Card.parse("BD2"))


def test_normal_saves_its_wild_while_a_coloured_card_plays() -> None:
    game = Game.from_setup([["W", "R1", "B7", "B8"], ["G1", "G2", "G3", "G4"]], ["R5"], FILLER)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, Card.parse("R1"))


def test_normal_names_the_colour_it_holds_most() -> None:
    game = Game.from_setup([["W", "B1", "B7", "B8", "G2"], ["G1", "G2", "G3", "G4"]], ["R5"], FILLER)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, Card.parse("W"), Color.BLUE)


def test_normal_turns_an_action_card_on_a_player_about_to_go_out() -> None:
    game = Game.from_setup([["R1", "RS", "R2", "B8"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R5"], FILLER)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, Card.parse("RS"))


def test_normal_swaps_with_the_smallest_hand() -> None:
    rules = Rules(seven_o=True)
    hands = [["R7", "B1", "B2", "B3", "G4", "G5"], ["G1", "G2", "G3", "G4"], ["Y1"], ["Y2", "Y3"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, Card.parse("R7"), None, 2)


def test_normal_challenges_only_when_a_bluff_is_likely() -> None:
    normal = NormalAgent(seed=0)
    # The accused holds twelve cards after its +4: it very likely held the colour in force.
    big = [["W4", *FILLER[:12]], ["R1", "R2", "R3"]]
    game = Game.from_setup(big, ["B5"], FILLER)
    game.apply(Play(0, Card.parse("W4"), Color.RED))
    assert normal.choose(game.view(1), game.legal_actions()) == Challenge(1)
    # Two cards left: most likely honest.
    small = [["W4", "G1", "Y1"], ["R1", "R2", "R3"]]
    game = Game.from_setup(small, ["B5"], FILLER)
    game.apply(Play(0, Card.parse("W4"), Color.RED))
    assert normal.choose(game.view(1), game.legal_actions()) == Draw(1)


# ---------------------------------------------------------------------------------- easy


def test_easy_forgets_uno_about_three_times_in_ten_and_hard_never() -> None:
    game = Game.from_setup([["R1", "R2"], ["G1", "G2", "G3"]], ["R5"], FILLER, current=1)
    view, legal = game.view(0), game.out_of_turn_actions(0)
    said = sum(EasyAgent(seed=s).react(view, legal) == CallUno(0) for s in range(400))
    assert 0.15 < 1 - said / 400 < 0.45
    assert all(HardAgent(seed=s).react(view, legal) == CallUno(0) for s in range(50))


def test_easy_plays_a_card_rather_than_drawing() -> None:
    game = Game.from_setup([["R1", "B7", "W"], ["G1", "G2"]], ["R5"], FILLER)
    for s in range(30):
        action = EasyAgent(seed=s).choose(game.view(0), game.legal_actions())
        assert action == Play(0, Card.parse("R1"))


def test_reaction_times_order_the_levels() -> None:
    levels = [make_agent(k, seed=0) for k in ("easy", "normal", "hard")]
    easy, normal, hard_ = (a.reaction for a in levels)
    assert easy > normal > hard_ > 0.3


# ---------------------------------------------------------------------------------- hard


def deal(hands: list[list[str]], first: str, rules: Rules, stock: Sequence[str] = FILLER) -> Game:
    """Deal `hands` (seat 0 first, equal sizes) with `first` turned up; seat 0 plays first."""
    players = len(hands)
    order = [hands[s][i] for i in range(len(hands[0])) for s in range(players)]
    rules = Rules(**{**rules.to_dict(), "hand_size": len(hands[0])})
    return Game.new(players, rules, dealer=players - 1, deck=[*order, first, *stock])


def _bluff_position(kept: list[str]) -> tuple[Game, HardAgent, NormalAgent]:
    """Seat 0 swaps its hand (a 7) to seat 1, which then plays the Wild Draw Four it was given on red."""
    game = deal([["R7", "W4", *kept], ["G5", "G6", "Y2", "Y3"]], "R9", Rules(seven_o=True))
    h, n = hard(), NormalAgent(seed=0)
    drive(game, [Play(0, Card.parse("R7"), None, 1), Play(1, Card.parse("W4"), Color.BLUE)], {0: h})
    assert game.phase == "penalty" and game.current == 0
    return game, h, n


def test_hard_challenges_a_wild_draw_four_from_a_hand_it_knows_holds_the_colour() -> None:
    game, h, n = _bluff_position(["R1", "R2"])
    assert h.choose(game.view(0), game.legal_actions()) == Challenge(0)
    # The normal player only sees a small hand, so it does not.
    assert n.choose(game.view(0), game.legal_actions()) == Draw(0)


def test_hard_accepts_a_wild_draw_four_from_a_hand_it_knows_lacks_the_colour() -> None:
    game, h, _n = _bluff_position(["G1", "G2"])
    assert h.choose(game.view(0), game.legal_actions()) == Draw(0)


def test_hard_plays_its_last_card_without_searching() -> None:
    game = Game.from_setup([["R1"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    h = hard()
    assert h.choose(game.view(0), game.legal_actions()) == Play(0, Card.parse("R1"))
    assert h.last_worlds == 0


def test_hard_names_a_colour_the_next_player_was_seen_to_lack() -> None:
    """Seat 1 drew on yellow, on green and on blue: its cards are red. Name anything but red.

    The discard pile is full of red, so the normal player's rule of thumb (with no colour left in
    hand, name the colour most discarded) would name red: only the card count says otherwise.
    """
    deck = ["R1", "R4", "R8", *FILLER]
    hands = [["Y9", "G9", "B9", "W", "W"], ["R2", "R3"]]
    game = Game.from_setup(hands, ["R5", "R6", "R7", "Y5"], deck)
    h = hard(3)
    drive(
        game,
        [
            Play(0, Card.parse("Y9")),
            Draw(1),  # R1: yellow in force, nothing played
            Play(0, Card.parse("G9")),
            Draw(1),  # R4 on green
            Play(0, Card.parse("B9")),
            Draw(1),  # R8 on blue
        ],
        {0: h},
    )
    assert game.current == 0 and game.phase == "play" and len(game.hands[1]) == 5
    view = game.view(0)
    assert NormalAgent(seed=0).choose(view, game.legal_actions()) == Play(0, Card.parse("W"), Color.RED)
    action = h.choose(view, game.legal_actions())
    assert type(action) is Play and action.card.wild
    assert action.color is not Color.RED


def test_hard_decisions_respect_their_budget() -> None:
    game = Game.new(10, Rules.from_spec("stacking,seven_o,jump_in"), seed=5)
    h = hard()
    seen = 0
    agents: list[Any] = [h] + [NormalAgent(seed=s) for s in range(9)]

    class Watch:
        reaction = 0.6

        def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
            nonlocal seen
            action = h.choose(view, legal)
            assert h.last_worlds <= MAX_WORLDS
            seen += 1
            return action

        def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
            return h.react(view, legal)

        def observe(self, events: Sequence[Event]) -> None:
            h.observe(events)

    agents[0] = Watch()
    play_hand(game, agents, random.Random(0))
    assert seen > 0


# ---------------------------------------------------------------------------------- tracker


def test_tracker_knows_the_hand_it_gave_away_and_what_a_drawer_lacks() -> None:
    hands = [["R7", "B1", "B2"], ["G5", "G6", "Y2"], ["Y3", "Y4", "G1"]]
    game = deal(hands, "R9", Rules(seven_o=True), ["R1", *FILLER])
    h = hard()
    drive(game, [Play(0, Card.parse("R7"), None, 2)], {0: h})  # seat 2 gets B1 B2
    drive(game, [Draw(1)], {0: h}, opening=False)  # seat 1 draws R1 (playable on red: it may play or keep it)
    view = game.view(0)
    h.tracker.sync(view)
    assert sorted(map(str, h.tracker.seats[2].known)) == ["B1", "B2"]
    assert h.tracker.seats[1].cover.get(Color.RED) == 3  # its three cards then: none red
    hands, deck = h.tracker.sample(view, random.Random(0))
    assert sorted(map(str, hands[2])) == ["B1", "B2"]
    assert len(deck) == view.draw_pile_size


# ---------------------------------------------------------------------------------- seeding and privacy


class Recorder:
    """Wrap an agent: record every decision, and check that it only ever receives views and actions."""

    def __init__(self, inner: Any, log: list[str]) -> None:
        self.inner = inner
        self.log = log
        self.reaction = inner.reaction

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        assert type(view) is PlayerView and all(not isinstance(a, Game) for a in legal)
        action = self.inner.choose(view, legal)
        self.log.append(str(action))
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        assert type(view) is PlayerView
        action = self.inner.react(view, legal)
        self.log.append(f"react {action}")
        return action

    def observe(self, events: Sequence[Event]) -> None:
        assert all(isinstance(e, Event) for e in events)
        if hasattr(self.inner, "observe"):
            self.inner.observe(events)


def _agents(seed: int) -> list[Any]:
    return [hard(seed), NormalAgent(seed=seed + 1), EasyAgent(seed=seed + 2), make_agent("random", seed=seed + 3)]


@pytest.mark.parametrize("spec", ["", "stacking,seven_o,jump_in,edition=2018"])
def test_same_seed_same_game(spec: str) -> None:
    logs: list[list[str]] = []
    for _ in range(2):
        log: list[str] = []
        game = Game.new(4, Rules.from_spec(spec), seed=11)
        play_hand(game, [Recorder(a, log) for a in _agents(5)], random.Random(2))
        logs.append(log)
    assert len(logs[0]) > 20
    assert logs[0] == logs[1]


def test_agents_keep_no_game_after_playing() -> None:
    agents = _agents(1)
    game = Game.new(4, Rules.from_spec("seven_o,jump_in"), seed=3)
    play_hand(game, [Recorder(a, []) for a in agents], random.Random(0))

    def holds_game(obj: Any, depth: int = 0) -> bool:
        if isinstance(obj, Game):
            return True
        if depth > 3:
            return False
        if isinstance(obj, dict):
            return any(holds_game(v, depth + 1) for v in obj.values())
        if isinstance(obj, (list, tuple, set)):
            return any(holds_game(v, depth + 1) for v in obj)
        attrs = getattr(obj, "__dict__", None)
        slots = [getattr(obj, s) for s in getattr(type(obj), "__slots__", ()) if hasattr(obj, s)]
        return (attrs is not None and holds_game(attrs, depth + 1)) or any(holds_game(v, depth + 1) for v in slots)

    assert not any(holds_game(a) for a in agents)


def _other_deal(view: PlayerView, rng: random.Random) -> Game:
    """Return a game with the same view for `view.player` but a fresh random deal of every hidden card."""
    from game.ai.common import unseen_cards

    pool = list(unseen_cards(view).elements())
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.player:
            hands.append(list(view.hand))
        else:
            hands.append(pool[:size])
            del pool[:size]
    return Game.from_view(view, hands, pool[: view.draw_pile_size], seed=rng.getrandbits(32))


@pytest.mark.parametrize("kind", ["random", "easy", "normal", "hard"])
def test_no_agent_reads_another_seats_cards(kind: str) -> None:
    """Two games that show a seat the same view but hide different cards get the same decision."""
    rng = random.Random(kind)
    compared = 0
    for i in range(8):
        rules = Rules.from_spec("stacking,seven_o,jump_in" if i % 2 else "")
        game = Game.new(4, rules, seed=100 + i)
        stop = rng.randint(3, 30)
        sim_agents = [NormalAgent(seed=s) for s in range(4)]
        for _ in range(stop):
            if game.is_over:
                break
            game.apply(sim_agents[game.current].choose(game.view(game.current), game.legal_actions()))
        if game.is_over:
            continue
        seat = game.current
        view = game.view(seat)
        answers = []
        for _ in range(2):
            world = _other_deal(view, rng)  # the agent is called with this game in the caller's frame
            assert world.view(seat) == view
            agent = hard(9) if kind == "hard" else make_agent(kind, seed=9)
            answers.append(agent.choose(world.view(seat), world.legal_actions()))
            legal = world.out_of_turn_actions(seat)
            if legal:
                answers.append(agent.react(world.view(seat), legal))
        assert answers[: len(answers) // 2] == answers[len(answers) // 2 :]
        compared += 1
    assert compared >= 5


def test_choose_color_phase_is_answered() -> None:
    game = Game.new(3, Rules(), seed=0, deck=["G1", "G2", "G3"] * 7 + ["W"] + FILLER)
    if game.phase != "color":
        pytest.skip("deal did not turn a wild")
    for agent in _agents(0):
        action = agent.choose(game.view(game.current), game.legal_actions())
        assert type(action) is ChooseColor
