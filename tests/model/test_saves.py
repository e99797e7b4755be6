"""Saved hands: JSON-safe, exact (the random state included), versioned, and damaged saves refused
with one clear ValueError (MODEL_API.md to_dict / from_dict, docs/rules.md "Saves")."""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from uno_testkit import GREEN, C, of_type, play_out, roundtrip, setup

from game.model import (
    Draw,
    Game,
    Play,
    Rules,
    StockReshuffled,
)

RULE_SETS = [
    Rules(),
    Rules(stacking=True, stack_mixed=True, jump_in=True),
    Rules(seven_o=True, draw_until_playable=True, edition="2018"),
    Rules(force_play=True, challenge=False, uno_penalty=4, hand_size=10),
]


def mid_hand(seed: int, rules: Rules, players: int = 4, steps: int = 30) -> Game:
    game = Game.new(players, rules, seed=seed)
    play_out(game, random.Random(seed), limit=steps)
    return game


def assert_same(a: Game, b: Game) -> None:
    assert a.to_dict() == b.to_dict()
    assert a.hands == b.hands and a.discard_pile == b.discard_pile and a.draw_pile == b.draw_pile
    for seat in range(a.players):
        assert a.legal_actions(seat) == b.legal_actions(seat)
        assert a.view(seat) == b.view(seat)
    assert a.legal_actions() == b.legal_actions()


# --------------------------------------------------------------------------------------- round trips


def _phase_games() -> dict[str, Game]:
    out: dict[str, Game] = {}
    out["play"] = setup([["R1", "R2", "W"], ["G1", "G2"]], ["R5"], ["R7", "B1"], seed=3)
    drawn = setup([["R1", "R2", "W"], ["G1", "G2"]], ["R5"], ["R7", "B1"], seed=3)
    drawn.apply(Draw(0))
    out["drawn"] = drawn
    penalty = setup([["W4", "R1", "R2"], ["G1", "G2"]], ["R5"], ["R7", "B1", "B2", "B3"], seed=3)
    penalty.apply(Play(0, C("W4"), GREEN))
    out["penalty"] = penalty
    out["color"] = Game.new(3, Rules(hand_size=1), seed=1, dealer=0, deck=["B1", "B2", "B3", "W", "R4"])
    over = setup([["R1"], ["G1", "G2"]], ["R5"], [])
    over.apply(Play(0, C("R1")))
    out["over"] = over
    return out


@pytest.mark.parametrize("phase", ["play", "drawn", "penalty", "color", "over"])
def test_round_trip_in_every_phase(phase):
    game = _phase_games()[phase]
    assert game.phase == phase
    loaded = roundtrip(game)
    assert loaded.phase == phase
    assert_same(game, loaded)


def test_save_carries_a_format_and_a_version_and_is_json_text():
    data = mid_hand(1, Rules())
    saved = data.to_dict()
    assert "version" in saved and "format" in saved
    assert json.loads(json.dumps(saved)) == saved


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_loaded_hand_goes_on_exactly_as_it_would_have(rules, seed):
    game = mid_hand(seed, rules, players=3 + seed)
    loaded = roundtrip(game)
    assert_same(game, loaded)
    events_a = play_out(game, random.Random(seed))
    events_b = play_out(loaded, random.Random(seed))
    assert events_a == events_b
    assert game.to_dict() == loaded.to_dict()


def test_the_random_state_is_saved():
    # ten seats with ten cards leave a small stock: reshuffles come early and use the saved generator
    reshuffled = 0
    for seed in range(4):
        game = mid_hand(seed, Rules(hand_size=10), players=10, steps=5)
        loaded = roundtrip(game)
        a, b = play_out(game, random.Random(seed)), play_out(loaded, random.Random(seed))
        assert a == b
        reshuffled += len(of_type(a, StockReshuffled))
    assert reshuffled > 0


def test_copy_is_independent_and_goes_on_identically():
    game = mid_hand(5, Rules(seven_o=True, jump_in=True))
    twin = game.copy()
    before = game.to_dict()
    play_out(twin, random.Random(1))
    assert game.to_dict() == before
    other = game.copy()
    assert play_out(game, random.Random(1)) == play_out(other, random.Random(1))
    assert game.to_dict() == other.to_dict()


# --------------------------------------------------------------------------------- refused saves


def _save() -> dict[str, Any]:
    return json.loads(json.dumps(mid_hand(7, Rules(stacking=True)).to_dict()))


def _refused(data: Any) -> str:
    with pytest.raises(ValueError) as info:
        Game.from_dict(data)
    message = str(info.value)
    assert message and "\n" not in message and "Traceback" not in message
    return message


def test_an_unknown_version_is_refused_by_name():
    data = _save()
    data["version"] = 99
    assert "version" in _refused(data)
    data["version"] = "1"
    _refused(data)


def test_a_save_of_something_else_is_refused():
    data = _save()
    data["format"] = "uno-match"
    _refused(data)
    for bad in (None, [], "save", 5, {}):
        _refused(bad)


def test_every_key_is_needed():
    for key in _save():
        data = _save()
        del data[key]
        _refused(data)


WRONG_VALUES: list[tuple[str, Any]] = [
    ("players", "4"), ("players", 1), ("players", 11), ("players", None), ("players", 3),
    ("rules", {"bogus": 1}), ("rules", None), ("rules", {"stacking": "yes"}),
    ("dealer", "0"), ("dealer", 9), ("dealer", None), ("dealer", -1),
    ("current", 1.5), ("current", 4), ("current", None),
    ("direction", 0), ("direction", "1"), ("direction", None),
    ("color", "Q"), ("color", 5), ("color", "red"),
    ("phase", "dance"), ("phase", None), ("phase", 3),
    ("pending", "2"), ("pending", None),
    ("pending_by", 99), ("pending_by", "1"),
    ("w4_prev", 7), ("w4_prev", "Q"),
    ("w4_bluff", "no"), ("w4_bluff", None),
    ("drawn", 5), ("drawn", "R10"),
    ("winner", 99), ("winner", "0"),
    ("points", None), ("points", "0"),
    ("hands", "R1"), ("hands", None), ("hands", [[]]), ("hands", {}),
    ("stock", 5), ("stock", None), ("stock", "R1"),
    ("discard", {}), ("discard", []), ("discard", ["W5"]),
    ("called", [1, 2, 3, 4]), ("called", None), ("called", [True]),
    ("exposed", "0"), ("exposed", [9]), ("exposed", None),
    ("actions", None), ("actions", "3"),
    ("cards", "108"), ("cards", 107), ("cards", None),
    ("rng", []), ("rng", None), ("rng", {"version": 3}), ("rng", {"version": 3, "state": [], "gauss": None}),
]


@pytest.mark.parametrize(("key", "value"), WRONG_VALUES)
def test_a_wrong_value_is_refused(key, value):
    data = _save()
    data[key] = value
    _refused(data)


def test_damaged_lists_and_cards_are_refused():
    cases = []
    data = _save()
    data["hands"] = data["hands"][:-1]
    cases.append(data)
    data = _save()
    data["hands"][0] = data["hands"][0][:-1]  # a card lost: the count is wrong
    cases.append(data)
    data = _save()
    data["stock"] = data["stock"][:-1]
    cases.append(data)
    data = _save()
    data["stock"].append("R1")  # a card too many
    cases.append(data)
    data = _save()
    data["hands"][1][0] = "R10"
    cases.append(data)
    data = _save()
    data["hands"][1] = "R1 R2"
    cases.append(data)
    data = _save()
    data["stock"][0] = "X"
    cases.append(data)
    data = _save()
    data["discard"][0] = 5
    cases.append(data)
    data = _save()
    data["rng"]["state"] = data["rng"]["state"][:-1]
    cases.append(data)
    data = _save()
    data["rng"]["state"][3] = "x"
    cases.append(data)
    data = _save()
    data["called"] = data["called"][:-1]
    cases.append(data)
    for data in cases:
        _refused(data)


@pytest.mark.parametrize("value", [-1, 2**70])
def test_a_random_state_out_of_range_is_refused_with_a_value_error(value):
    data = _save()
    data["rng"]["state"] = [value] * len(data["rng"]["state"])
    _refused(data)


def test_a_random_state_of_wrong_words_is_refused_with_a_value_error():
    data = _save()
    data["rng"]["state"] = [2**40] * len(data["rng"]["state"])
    _refused(data)


def test_a_colour_phase_save_needs_no_colour_and_a_play_phase_one():
    data = roundtrip(_phase_games()["color"]).to_dict()
    data["color"] = "R"
    _refused(data)
    data = _phase_games()["play"].to_dict()
    data["color"] = None
    _refused(data)
    data = _phase_games()["drawn"].to_dict()
    data["drawn"] = None
    _refused(data)
    data = _phase_games()["penalty"].to_dict()
    data["pending"] = 0
    _refused(data)


# ------------------------------------------------------------------------------------ random damage


def _leaves(obj: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.extend(_leaves(v, (*path, k)))
    elif isinstance(obj, list) and len(obj) < 50:
        for i, v in enumerate(obj):
            out.extend(_leaves(v, (*path, i)))
    return out


JUNK: list[Any] = [None, True, False, 0, 1, -1, 2**64, 3.5, "", "R5", "W4", "x", [], [1], ["R5"], {}, {"a": 1}]


def _damage(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    data = copy.deepcopy(data)
    paths = [p for p in _leaves(data) if p]
    path = paths[rng.randrange(len(paths))]
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    kind = rng.randrange(3)
    if kind == 0 and isinstance(parent, dict):
        del parent[last]
    elif kind == 1 and isinstance(parent[last], list) and parent[last]:
        parent[last] = parent[last][: rng.randrange(len(parent[last]))]
    else:
        parent[last] = copy.deepcopy(JUNK[rng.randrange(len(JUNK))])
    return data


def test_random_damage_is_refused_with_a_value_error_or_loads_a_usable_hand():
    rng = random.Random(2024)
    saves = [json.loads(json.dumps(g.to_dict())) for g in _phase_games().values()]
    saves.append(_save())
    failures = []
    for i in range(600):
        base = saves[i % len(saves)]
        data = _damage(base, rng)
        try:
            game = Game.from_dict(data)
        except ValueError as exc:
            if "\n" in str(exc):
                failures.append(("multi-line message", str(exc)))
            continue
        except Exception as exc:
            failures.append((type(exc).__name__, str(exc)))
            continue
        # it loaded: it must be usable without a crash deep inside
        try:
            for seat in range(game.players):
                game.view(seat)
                game.legal_actions(seat)
            game.out_of_turn_seats()
            json.dumps(game.to_dict())
            legal = game.legal_actions()
            if legal:
                game.apply(legal[0])
        except ValueError:
            pass
        except Exception as exc:
            failures.append((type(exc).__name__ + " after loading", str(exc)))
    assert failures == []


def test_random_damage_to_a_match_save_is_a_value_error_or_a_usable_match():
    from game.model import Match

    rng = random.Random(77)
    match = Match.new(3, Rules(stacking=True), seed=3)
    play_out(match.game, random.Random(3))
    match.next_round()
    base = json.loads(json.dumps(match.to_dict()))
    failures = []
    for _ in range(300):
        data = _damage(base, rng)
        try:
            loaded = Match.from_dict(data)
        except ValueError:
            continue
        except Exception as exc:
            failures.append((type(exc).__name__, str(exc)))
            continue
        try:
            _ = (loaded.scores, loaded.is_over, loaded.winner, loaded.dealer)
            json.dumps(loaded.to_dict())
        except Exception as exc:
            failures.append((type(exc).__name__ + " after loading", str(exc)))
    assert failures == []


# ------------------------------------------------- only positions the rules can reach (issue 13)


def _replace_one(data: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """Change the first `old` card found in the hands, stock or discard pile into `new`."""
    for pile in (*data["hands"], data["stock"], data["discard"]):
        if old in pile:
            pile[pile.index(old)] = new
            return data
    raise AssertionError(f"no {old} in the save")


def _a_draw_two(data: dict[str, Any]) -> str:
    return next(c for pile in (*data["hands"], data["stock"]) for c in pile if c.endswith("D2"))


def test_a_dealt_hand_says_so_and_a_set_up_one_says_so():
    assert _save()["position"] == "dealt"
    assert Game.new(3, seed=2).to_dict()["position"] == "dealt"
    assert setup([["R1"], ["G1"]], ["R5"], []).to_dict()["position"] == "set up"
    assert _phase_games()["color"].to_dict()["position"] == "set up"  # Game.new(deck=...)


def test_a_fifth_wild_draw_four_in_a_dealt_hand_is_refused():
    data = _save()
    data = _replace_one(data, _a_draw_two(data), "W4")
    assert "deck" in _refused(data)


def test_a_card_of_the_2018_edition_under_classic_rules_is_refused():
    data = _save()
    assert data["rules"]["edition"] == "classic"
    data = _replace_one(data, _a_draw_two(data), "WS")
    assert "deck" in _refused(data)


def test_saying_set_up_lets_any_cards_in_but_nothing_else():
    data = _save()
    data = _replace_one(data, _a_draw_two(data), "W4")
    data["position"] = "set up"
    game = Game.from_dict(data)
    assert sum(c.text == "W4" for h in game.hands for c in h) + sum(
        c.text == "W4" for c in (*game.draw_pile, *game.discard_pile)) == 5
    data["position"] = "made up"
    _refused(data)


PHASE_DAMAGE: list[tuple[str, str, Any]] = [
    ("play", "winner", 1),
    ("play", "pending", -2),
    ("play", "pending", 2),
    ("play", "pending_by", 0),
    ("play", "points", 30),
    ("play", "drawn", "R1"),
    ("play", "actions", -1),
    ("play", "exposed", [1]),
    ("penalty", "pending", -4),
    ("penalty", "winner", 0),
    ("drawn", "winner", 0),
    ("over", "winner", 1),
    ("over", "pending", 3),
    ("over", "points", -5),
]


@pytest.mark.parametrize(("phase", "key", "value"), PHASE_DAMAGE)
def test_fields_that_disagree_with_the_phase_are_refused(phase, key, value):
    for data in (_phase_games()[phase].to_dict(), _save() if phase == "play" else None):
        if data is None:
            continue
        data = json.loads(json.dumps(data))
        data[key] = value
        _refused(data)


def test_a_dealt_hand_in_play_with_an_empty_hand_is_refused():
    data = _save()
    data["stock"].extend(data["hands"][2])
    data["hands"][2] = []
    _refused(data)


def test_set_up_positions_keep_their_freedom_and_round_trip_exactly():
    odd = [
        setup([["R1", "R1", "R1", "W4", "W4", "W4", "W4", "W4"], ["G1"]], ["R5"], ["WS", "WC"], seed=1),
        setup([["R1"], ["G1"], ["B1"]], ["R5", "R5", "R5"], [], seed=2),
        Game.new(2, Rules(hand_size=1), seed=3, dealer=0, deck=["R1", "R2", "R3", "R9", "R9"]),
    ]
    for game in odd:
        data = json.loads(json.dumps(game.to_dict()))
        assert data["position"] == "set up"
        loaded = Game.from_dict(data)
        assert_same(game, loaded)
        legal = loaded.legal_actions()
        if legal:
            loaded.apply(legal[0])
            assert loaded.to_dict()["position"] == "set up"


def test_a_version_1_save_still_loads():
    game = mid_hand(11, Rules(jump_in=True))
    data = json.loads(json.dumps(game.to_dict()))
    data["version"] = 1
    del data["position"]
    loaded = Game.from_dict(data)
    assert loaded.to_dict() == game.to_dict()  # read as dealt: the cards are the deck
    free = json.loads(json.dumps(setup([["R1"], ["G1"]], ["R5"], []).to_dict()))
    free["version"] = 1
    del free["position"]
    assert Game.from_dict(free).to_dict()["position"] == "set up"


@pytest.mark.parametrize("seat", [-1, 4, 99, True, False, 1.0, "1", None])
def test_public_methods_refuse_a_seat_that_is_not_one(seat):
    game = mid_hand(3, Rules(jump_in=True))
    assert game.players == 4
    calls = [game.view, game.out_of_turn_actions, game.next_seat]
    if seat is not None:  # legal_actions(None) is the awaited player's list
        calls.append(game.legal_actions)
    for call in calls:
        with pytest.raises(ValueError, match="seat"):
            call(seat)
    for name in ("team_of", "partners"):  # with teams (Rules.teams)
        if hasattr(game, name):
            with pytest.raises(ValueError, match="seat"):
                getattr(game, name)(seat)


def test_seats_in_range_still_work():
    game = mid_hand(3, Rules())
    for seat in range(game.players):
        game.view(seat)
        game.legal_actions(seat)
        game.out_of_turn_actions(seat)
        assert game.next_seat(seat, 0) == seat


@pytest.mark.parametrize("seed", ["7", 1.5, True, b"x", [1]])
def test_a_seed_of_the_wrong_type_is_refused(seed):
    from game.model import Match

    with pytest.raises(ValueError, match="seed"):
        Game.new(3, seed=seed)
    with pytest.raises(ValueError, match="seed"):
        Match.new(3, seed=seed)
    with pytest.raises(ValueError, match="seed"):
        Game.from_setup([["R1"], ["G1"]], ["R5"], [], seed=seed)


def _match_save() -> dict[str, Any]:
    from game.model import Match

    match = Match.new(3, Rules(), seed=5)
    play_out(match.game, random.Random(5))
    match.next_round()
    play_out(match.game, random.Random(6), limit=20)
    return json.loads(json.dumps(match.to_dict()))


def _match_refused(data: Any) -> str:
    from game.model import Match

    with pytest.raises(ValueError) as info:
        Match.from_dict(data)
    return str(info.value)


def test_a_match_save_loads_and_goes_on():
    from game.model import Match

    data = _match_save()
    assert Match.from_dict(data).to_dict() == data


def test_a_match_refuses_a_dealt_hand_that_is_not_the_deck():
    data = _match_save()
    data["game"] = _replace_one(data["game"], _a_draw_two(data["game"]), "W4")
    assert "deck" in _match_refused(data)


def test_a_match_of_a_set_up_hand_keeps_its_freedom():
    from game.model import Match

    data = _match_save()
    data["game"] = json.loads(json.dumps(setup([["R1", "R1"], ["G1"], ["B1"]], ["R5"], [], seed=1).to_dict()))
    data["banked"] = [120, 0, 480]  # scores set by hand, as a test or a puzzle does
    assert Match.from_dict(data).to_dict() == data


@pytest.mark.parametrize(
    ("key", "change"),
    [
        ("banked", lambda b: [b[0] + 10, *b[1:]]),  # a total that no hand won
        ("banked", lambda b: [-1, *b[1:]]),
        ("banked", lambda b: [True, *b[1:]]),
        ("history", lambda h: [[None, 30]]),  # a drawn hand that scored
        ("history", lambda h: [[True, h[0][1]]]),
        ("history", lambda h: [[h[0][0], -3]]),
        ("players", lambda p: True),
    ],
)
def test_a_match_whose_scores_the_rules_cannot_reach_is_refused(key, change):
    data = _match_save()
    data[key] = change(data[key])
    _match_refused(data)


def test_a_single_hand_match_has_no_earlier_hands():
    from game.model import Match

    match = Match.new(2, Rules(target_score=None), seed=1)
    data = json.loads(json.dumps(match.to_dict()))
    data["history"] = [[0, 10]]
    data["banked"] = [10, 0]
    _match_refused(data)
