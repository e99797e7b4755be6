"""Game.from_setup: positions for tests and puzzles, and the setups it refuses (MODEL_API.md)."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, C, hand, setup

from game.model import Color, Game, Rules


def test_a_setup_accepts_cards_or_notation_and_starts_in_play():
    game = Game.from_setup(hands=[[C("R1"), "G2"], ["B3"]], discard=["Y4", C("R5")], deck=["G1", "G2"])
    assert hand(game, 0) == ["G2", "R1"] and game.top == C("R5") and game.color is Color.RED
    assert game.phase == "play" and game.current == 0 and game.direction == 1
    assert game.discard_pile == (C("Y4"), C("R5")) and game.draw_pile == (C("G1"), C("G2"))
    assert game.pending_draw == 0 and game.winner is None and game.opening_events == ()


def test_a_setup_takes_turn_direction_colour_and_rules():
    game = setup([["R1"], ["G1"], ["B1"]], ["W"], [], current=2, direction=-1, color=BLUE,
                 rules=Rules(stacking=True))
    assert game.current == 2 and game.direction == -1 and game.color is BLUE and game.rules.stacking


@pytest.mark.parametrize(
    "kwargs",
    [
        {"hands": [["R1"]], "discard": ["R5"], "deck": []},
        {"hands": [["R1"]] * 11, "discard": ["R5"], "deck": []},
        {"hands": [["R1"], ["R2"]], "discard": [], "deck": ["R3"]},
        {"hands": [["R1"], ["R2"]], "discard": ["W"], "deck": []},
        {"hands": [["R1"], ["R2"]], "discard": ["R5"], "deck": [], "current": 2},
        {"hands": [["R1"], ["R2"]], "discard": ["R5"], "deck": [], "current": -1},
        {"hands": [["R1"], ["R2"]], "discard": ["R5"], "deck": [], "direction": 2},
        {"hands": [["R1"], ["X9"]], "discard": ["R5"], "deck": []},
        {"hands": [["R1"], ["R2"]], "discard": ["R5"], "deck": ["R10"]},
    ],
)
def test_an_impossible_setup_is_a_value_error(kwargs):
    with pytest.raises(ValueError):
        Game.from_setup(**kwargs)


def test_a_setup_of_any_size_is_allowed():
    game = setup([[], ["R1"] * 30], ["R5"], [])
    assert len(game.hands[1]) == 30 and game.total_cards == 31



def test_from_view_accepts_a_phase_string_rebuilt_elsewhere():
    from game.model import Game

    game = Game.new(3, seed=4)
    view = game.view(game.current)
    phase = "".join(list(view.phase))  # equal, but another object (as after pickle or JSON)
    assert phase == view.phase and phase is not view.phase
    g = Game.from_view(view._replace(phase=phase), [list(h) for h in game.hands], list(game.draw_pile))
    assert g.legal_actions() == game.legal_actions() != []
