"""The CPUs as partners (`Rules.teams`) and with every Wild Customizable rule: legal play at every level,
the partner-aware decisions the issue lists, and the partner-blind switch."""
from __future__ import annotations

import random

import pytest

from game.ai import make_agent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.model import CUSTOM_WILDS, Card, CardPlayed, Catch, Color, Game, Play, Rules
from game.sim import Config, play_hand

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8"] * 2
C = Card.parse
TEAMS = Rules(teams=True)


def agents_for(kind: str, players: int, seed: int) -> list[object]:
    if kind == "hard":
        return [HardAgent(seed=seed + s, steps=300, time_cap=None) for s in range(players)]
    return [make_agent(kind, seed=seed + s) for s in range(players)]


@pytest.mark.parametrize("custom", CUSTOM_WILDS)
@pytest.mark.parametrize("kind", ["random", "easy", "normal", "hard"])
def test_every_level_plays_team_hands_with_each_custom_wild(kind: str, custom: str) -> None:
    rng = random.Random(f"{kind}-{custom}")
    hands = 1 if kind == "hard" else 4
    for i in range(hands):
        players = rng.choice((4, 6)) if kind != "hard" else 4
        rules = Rules(teams=True, edition="2018", custom_wild=custom, seven_o=i % 2 == 1, jump_in=True)
        game = Game.new(players, rules, seed=rng.getrandbits(32))
        if kind == "hard":
            # A few decisions are enough: the hard player is slow; the rest of the hand is the normal's.
            table = agents_for("hard", 2, i) + agents_for("normal", 2, i)
            table = [table[0], table[2], table[1], table[3]]
        else:
            table = agents_for(kind, players, i)
        result = play_hand(game, table, rng)  # raises on any illegal action
        assert game.is_over and result.actions > 0


def test_without_teams_every_custom_wild_is_used_legally() -> None:
    rng = random.Random(3)
    for custom in CUSTOM_WILDS:
        game = Game.new(3, Rules(edition="2018", custom_wild=custom), seed=rng.getrandbits(32))
        play_hand(game, agents_for("normal", 3, 1), rng)
        assert game.is_over


def test_normal_skips_to_hand_the_turn_to_a_partner_about_to_go_out() -> None:
    hands = [["RS", "B5", "B6", "B7"], ["G1", "G2", "G3", "G4", "G5"], ["Y9"], ["Y1", "Y2", "Y3", "Y4", "Y5"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS)
    aware = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert aware == Play(0, C("RS"))
    blind = make_agent("normal+blind", seed=0)
    assert blind.choose(game.view(0), game.legal_actions()) == Play(0, C("B5"))


def test_normal_names_the_colour_its_partner_showed_when_the_partner_is_about_to_go_out() -> None:
    hands = [["W", "B1", "B7", "Y2"], ["G1", "G2", "G3", "G4", "G5"], ["G9"], ["Y1", "Y3", "Y4", "Y5", "Y6"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS)
    agent = NormalAgent(seed=0)
    # Seat 2 (the partner) last named green with a wild.
    agent.observe([CardPlayed(2, C("W"), Color.GREEN, False, None, 1)])
    action = agent.choose(game.view(0), game.legal_actions())
    assert action == Play(0, C("W"), Color.GREEN)
    blind = NormalAgent(seed=0)
    blind.partner_aware = False
    blind.observe([CardPlayed(2, C("W"), Color.GREEN, False, None, 1)])
    assert blind.choose(game.view(0), game.legal_actions()) != Play(0, C("W"), Color.GREEN)


def test_normal_never_swaps_its_big_hand_with_a_partner() -> None:
    rules = Rules(teams=True, seven_o=True)
    hands = [["R7", "B1", "B2", "B3", "G4", "G5"], ["G1", "G2", "G3", "G4"], ["Y1"], ["Y2", "Y3", "Y4"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert isinstance(action, Play) and action.card == C("R7") and action.target == 3
    blind = make_agent("normal+blind", seed=0)
    assert blind.choose(game.view(0), game.legal_actions()) == Play(0, C("R7"), None, 2)


def test_normal_catches_an_opponent_but_never_its_partner() -> None:
    hands = [["R1", "R2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"], ["B1", "B2", "B3"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS)
    game.apply(Play(0, C("R1")))
    assert NormalAgent(seed=0).react(game.view(2), game.out_of_turn_actions(2)) is None
    assert NormalAgent(seed=0).react(game.view(1), game.out_of_turn_actions(1)) == Catch(1, 0)


def test_target_draws_two_aims_at_the_opponent_closest_to_going_out() -> None:
    rules = Rules(teams=True, edition="2018", custom_wild="target_draws_two")
    hands = [["WC", "B1", "B7", "Y2"], ["G1", "G2", "G3", "G4", "G5"], ["G9"], ["Y1"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert isinstance(action, Play) and action.card == C("WC") and action.target == 3


def test_swap_hands_takes_an_opponents_last_card() -> None:
    rules = Rules(edition="2018", custom_wild="swap_hands")
    hands = [["WC", "B1", "B7", "Y2", "G6"], ["G1", "G2", "G3", "G4", "G5"], ["R9"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert isinstance(action, Play) and action.card == C("WC") and action.target == 2


def test_discard_color_names_the_colour_that_goes_out() -> None:
    rules = Rules(edition="2018", custom_wild="discard_color")
    hands = [["WC", "B1", "B7", "B9"], ["G1", "G2", "G3", "G4", "G5"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, C("WC"), Color.BLUE)
    game.apply(action)
    assert game.winner == 0


def test_skip_everyone_is_played_with_a_colour_held_to_play_again() -> None:
    rules = Rules(edition="2018", custom_wild="skip_everyone")
    hands = [["WC", "B1", "B7", "Y2"], ["G1", "G2", "G3", "G4", "G5"]]
    game = Game.from_setup(hands, ["G5"], FILLER, rules=rules)
    action = NormalAgent(seed=0).choose(game.view(0), game.legal_actions())
    assert action == Play(0, C("WC"), Color.BLUE)


@pytest.mark.parametrize("spec", ["normal+blind", "hard+blind", "HARD+Blind"])
def test_a_spec_option_makes_an_agent_partner_blind(spec: str) -> None:
    agent = make_agent(spec, seed=1)
    assert agent.partner_aware is False
    assert make_agent(spec.split("+")[0], seed=1).partner_aware is True


@pytest.mark.parametrize("spec", ["random+blind", "normal+psychic", "+blind"])
def test_a_bad_spec_option_is_refused_in_one_line(spec: str) -> None:
    with pytest.raises(ValueError) as info:
        make_agent(spec, seed=1)
    assert "\n" not in str(info.value)


def test_hard_blind_switch_reaches_every_policy_it_uses() -> None:
    agent = HardAgent(seed=1)
    agent.partner_aware = False
    assert not any(p.partner_aware for p in (agent.policy, agent.rollout_policy, agent.own_policy))


def test_teams_keep_partners_together_when_the_simulator_rotates_seats() -> None:
    config = Config(games=12, players=6, agents=("a", "b", "c", "d"), rules=TEAMS)
    for index in range(12):
        seats = config.seats_for(index)
        for s in range(6):
            assert seats[s] % 2 == seats[(s + 2) % 6] % 2, "partners are agents of the same team"


def _partner_down_to_one() -> tuple[Game, list[object]]:
    """Seat 2 (seat 0's partner) played a wild on red naming blue, then a yellow 8 on a blue 8: it holds one
    card (a green 9). Seat 0 is to play with only its wild playing (yellow 6 on top) and red held most."""
    hands = [
        ["W", "R1", "R2", "G4", "B7"], ["R9", "B8", "B5", "B6", "G5"], ["W", "Y8", "G9"], ["B3", "Y6", "G6", "R6", "B9"]
    ]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS, current=1)
    plays = [
        Play(1, C("R9")), Play(2, C("W"), Color.BLUE), Play(3, C("B3")), Play(0, C("B7")),
        Play(1, C("B8")), Play(2, C("Y8")), Play(3, C("Y6")),
    ]
    events = []
    for play in plays:
        events += game.apply(play)
    assert game.view(0).hand_sizes[2] == 1
    return game, [e.seen_by(0) for e in events]


def test_normal_reads_a_partners_wild_on_a_colour_as_lacking_it_and_drops_a_stale_named_colour() -> None:
    game, events = _partner_down_to_one()
    agent = NormalAgent(seed=0)
    agent.observe(events)
    assert agent.policy.lacks[2] == {Color.RED}  # it played a wild while red was in force
    assert 2 not in agent.policy.likes  # it named blue, then played yellow: blue is stale, yellow says little
    # Red (held most) is what the partner lacks; the yellow it just played is no better a guess than any
    # colour: the aware player names the colour it holds next most, the blind one red.
    assert agent.choose(game.view(0), game.legal_actions()) == Play(0, C("W"), Color.GREEN)
    blind = make_agent("normal+blind", seed=0)
    blind.observe(events)
    assert blind.choose(game.view(0), game.legal_actions()) == Play(0, C("W"), Color.RED)


def test_normal_keeps_a_named_colour_while_the_partner_plays_it() -> None:
    agent = NormalAgent(seed=0)
    agent.observe([CardPlayed(1, C("R9"), None, False, None, 5), CardPlayed(2, C("W"), Color.BLUE, False, None, 2)])
    agent.observe([CardPlayed(2, C("B4"), None, False, None, 1)])
    assert agent.policy.likes[2] is Color.BLUE and agent.policy.lacks[2] == {Color.RED}
    agent.observe([CardPlayed(2, C("R4"), None, False, None, 1)])
    assert 2 not in agent.policy.likes and not agent.policy.lacks[2]  # it held red after all


def test_hard_weighs_every_colour_of_a_wild_for_a_partner_about_to_go_out() -> None:
    chosen = {}
    for aware in (True, False):
        game, events = _partner_down_to_one()
        agent = HardAgent(seed=1, steps=3000, time_cap=None)
        agent.partner_aware = aware
        agent.observe(events)
        view = game.view(0)
        agent.tracker.sync(view)
        named = {a.color for a in agent.candidates(view, game.legal_actions()) if isinstance(a, Play)}
        assert len(named) == (4 if aware else 2)
        chosen[aware] = agent.choose(view, game.legal_actions())
    assert isinstance(chosen[True], Play) and chosen[True].color is not Color.RED  # the colour the partner lacks
    assert chosen[False] == Play(0, C("W"), Color.RED)  # blind: the colour it holds most


def test_normal_holds_a_skip_for_its_partner_while_nobody_is_close() -> None:
    hands = [["RS", "R3", "B1", "B2"], ["G1", "G2", "G3", "G4", "G5"], ["Y1", "Y2", "Y3", "Y4", "Y5"], ["B3", "B4", "B5", "B6", "B7"]]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS)
    assert NormalAgent(seed=0).choose(game.view(0), game.legal_actions()) == Play(0, C("R3"))
    assert make_agent("normal+blind", seed=0).choose(game.view(0), game.legal_actions()) == Play(0, C("RS"))
    # Once the partner is close, the Skip hands it the turn.
    hands[2] = ["Y1", "Y2"]
    game = Game.from_setup(hands, ["R5"], FILLER, rules=TEAMS)
    assert NormalAgent(seed=0).choose(game.view(0), game.legal_actions()) == Play(0, C("RS"))
