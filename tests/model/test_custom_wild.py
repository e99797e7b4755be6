"""The Wild Customizable card with each rule of `Rules.custom_wild` (docs/rules.md "Wild Customizable",
the contract's "Wild Customizable" paragraph)."""
from __future__ import annotations

import pytest
from uno_testkit import BLUE, GREEN, RED, YELLOW, C, hand, of_type, roundtrip, setup

from game.model import (
    CUSTOM_WILDS,
    CallUno,
    CardsDrawn,
    ColorChosen,
    ColorDiscarded,
    Draw,
    EveryoneSkipped,
    Game,
    HandOver,
    HandsSwapped,
    IllegalAction,
    OthersDrawOne,
    Play,
    Rules,
    TargetDrawsTwo,
    UnoCalled,
    WildSwapped,
)

WC = C("WC")


def rules(custom: str, **kw: object) -> Rules:
    return Rules(edition="2018", custom_wild=custom, **kw)  # type: ignore[arg-type]


def position(custom: str, hands: list[list[str]] | None = None, **kw: object) -> Game:
    hands = hands or [["WC", "R1", "B2", "B3"], ["G1", "G2"], ["Y1", "Y2", "Y3"], ["G7", "G8", "G9"]]
    return setup(hands, ["R5"], ["Y9", "B9", "G6", "R6", "B6", "Y6"], rules=rules(custom, **kw))


def test_the_values_are_the_contracts():
    assert CUSTOM_WILDS == (
        "wild",
        "swap_hands",
        "others_draw_one",
        "skip_everyone",
        "discard_color",
        "target_draws_two",
    )
    for value in CUSTOM_WILDS:
        r = Rules.from_spec(f"edition=2018,custom_wild={value}")
        assert r.custom_wild == value
        assert Rules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match="custom_wild"):
        Rules(custom_wild="double_down")
    with pytest.raises(ValueError, match="custom_wild"):
        Rules.from_dict({"custom_wild": 3})


@pytest.mark.parametrize("custom", CUSTOM_WILDS)
def test_every_rule_is_a_wild_worth_40_that_names_a_colour(custom):
    game = position(custom)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card is WC]
    assert {a.color for a in plays} == {RED, YELLOW, GREEN, BLUE}
    assert WC.points == 40
    with pytest.raises(IllegalAction, match="colour"):
        game.apply(Play(0, WC, None, 1))
    # It scores 40 in another hand.
    over = setup([["R1"], ["WC"]], ["R5"], rules=rules(custom))
    over.apply(Play(0, C("R1")))
    assert over.round_points() == 40


@pytest.mark.parametrize("custom", ["swap_hands", "target_draws_two"])
def test_a_target_is_required_for_the_rules_that_name_a_seat(custom):
    game = position(custom)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card is WC]
    assert len(plays) == 4 * 3
    assert {a.target for a in plays} == {1, 2, 3}
    with pytest.raises(IllegalAction, match="choose a player"):
        game.apply(Play(0, WC, RED))
    with pytest.raises(IllegalAction, match="not yourself"):
        game.apply(Play(0, WC, RED, 0))
    with pytest.raises(IllegalAction, match="no seat 7"):
        game.apply(Play(0, WC, RED, 7))
    # A plain Wild still takes no target.
    other = setup([["W", "R1"], ["G1"]], ["R5"], rules=rules(custom))
    with pytest.raises(IllegalAction, match="target"):
        other.apply(Play(0, C("W"), RED, 1))


@pytest.mark.parametrize("custom", ["wild", "others_draw_one", "skip_everyone", "discard_color"])
def test_a_target_is_refused_for_the_other_rules(custom):
    game = position(custom)
    assert all(a.target is None for a in game.legal_actions() if isinstance(a, Play))
    with pytest.raises(IllegalAction, match="target"):
        game.apply(Play(0, WC, RED, 1))


def test_wild_does_nothing_more():
    game = position("wild")
    before = game.hands
    events = game.apply(Play(0, WC, BLUE))
    assert game.color is BLUE and game.current == 1
    assert game.hands[1:] == before[1:]
    assert [type(e).__name__ for e in events] == ["CardPlayed", "ColorChosen"]


def test_swap_hands_swaps_with_the_target_and_forgets_uno_calls():
    game = position("swap_hands")
    assert of_type(game.apply(CallUno(1)), UnoCalled)
    assert game.uno_called[1]
    events = game.apply(Play(0, WC, GREEN, 1))
    assert hand(game, 0) == ["G1", "G2"] and hand(game, 1) == ["B2", "B3", "R1"]
    (swap,) = [e for e in events if isinstance(e, HandsSwapped)]
    assert type(swap) is WildSwapped and swap.player == 0 and swap.target == 1
    assert game.uno_called == (False,) * 4
    assert game.color is GREEN and game.current == 1


def test_others_draw_one_every_other_seat_draws_one_in_the_direction_of_play():
    game = position("others_draw_one")
    sizes = [len(h) for h in game.hands]
    events = game.apply(Play(0, WC, YELLOW))
    assert of_type(events, OthersDrawOne)[0].player == 0
    drawn = of_type(events, CardsDrawn)
    assert [e.player for e in drawn] == [1, 2, 3]
    assert all(e.count == 1 and e.reason == "custom" for e in drawn)
    assert [len(h) for h in game.hands] == [sizes[0] - 1, sizes[1] + 1, sizes[2] + 1, sizes[3] + 1]
    assert game.current == 1 and game.color is YELLOW
    # Each drawn card is seen only by its drawer.
    first = drawn[0]
    assert first.seen_by(1).cards == first.cards and first.cards is not None
    assert first.seen_by(0).cards is None and first.seen_by(2).cards is None


def test_others_draw_one_follows_the_direction():
    game = setup(
        [["WC", "R1"], ["G1", "G2"], ["Y1", "Y2"], ["G7", "G8"]], ["R5"], ["B9"] * 5,
        rules=rules("others_draw_one"), direction=-1,
    )
    events = game.apply(Play(0, WC, YELLOW))
    assert [e.player for e in of_type(events, CardsDrawn)] == [3, 2, 1]
    assert game.current == 3


@pytest.mark.parametrize("players", [2, 4])
def test_skip_everyone_the_player_plays_again(players):
    hands = [["WC", "R1", "B2"], ["G1", "G2"], ["Y1", "Y2"], ["G7", "G8"]][:players]
    game = setup(hands, ["R5"], ["B9"] * 5, rules=rules("skip_everyone"))
    events = game.apply(Play(0, WC, BLUE))
    assert of_type(events, EveryoneSkipped)[0].player == 0
    assert game.current == 0 and game.phase == "play" and game.color is BLUE
    assert Play(0, C("B2")) in game.legal_actions()
    assert Draw(0) in game.legal_actions()
    game.apply(Play(0, C("B2")))
    assert game.current == 1


def test_discard_color_discards_every_card_of_the_named_colour_under_the_wild():
    game = position("discard_color", [["WC", "R1", "B2", "B3", "G4"], ["G1", "G2"], ["Y1", "Y2"], ["G7"]])
    events = game.apply(Play(0, WC, BLUE))
    assert hand(game, 0) == ["G4", "R1"]
    (gone,) = of_type(events, ColorDiscarded)
    assert gone.color is BLUE and sorted(map(str, gone.cards)) == ["B2", "B3"] and gone.left == 2
    assert game.top is WC and game.color is BLUE
    assert [str(c) for c in game.discard_pile] == ["R5", "B2", "B3", "WC"]
    assert game.current == 1
    assert type(events[1]) is ColorChosen


def test_discard_color_with_no_card_of_that_colour_discards_nothing():
    game = position("discard_color")
    events = game.apply(Play(0, WC, YELLOW))
    assert not of_type(events, ColorDiscarded)
    assert hand(game, 0) == ["B2", "B3", "R1"]


def test_discard_color_may_go_out_and_win():
    game = setup([["WC", "G1", "G2"], ["R1", "R2"], ["Y1"]], ["R5"], rules=rules("discard_color"))
    events = game.apply(Play(0, WC, GREEN))
    assert game.is_over and game.winner == 0
    assert game.round_points() == 1 + 2 + 1
    assert of_type(events, HandOver)


def test_discard_color_down_to_one_card_without_uno_is_open_to_a_catch():
    game = setup([["WC", "G1", "G2", "R3"], ["R1", "R2", "R4"], ["Y1", "Y2", "Y3"]], ["R5"], ["B1"] * 4,
                 rules=rules("discard_color"))
    game.apply(Play(0, WC, GREEN))
    assert hand(game, 0) == ["R3"] and game.exposed == (0,)


def test_target_draws_two_and_keeps_the_turn_order():
    game = position("target_draws_two")
    events = game.apply(Play(0, WC, RED, 1))
    (told,) = of_type(events, TargetDrawsTwo)
    assert told.player == 0 and told.target == 1
    (drawn,) = of_type(events, CardsDrawn)
    assert drawn.player == 1 and drawn.count == 2 and drawn.reason == "custom"
    assert drawn.seen_by(1) == drawn and drawn.seen_by(3).cards is None  # type: ignore[attr-defined]
    assert len(game.hands[1]) == 4
    assert game.current == 1, "the target does not lose its turn"


def test_target_draws_two_may_name_a_seat_further_on():
    game = position("target_draws_two")
    game.apply(Play(0, WC, RED, 3))
    assert len(game.hands[3]) == 5 and game.current == 1


def test_as_the_last_card_draws_still_count_but_a_swap_does_nothing():
    g = setup([["WC"], ["R1", "R2"], ["Y1"]], ["R5"], ["B9", "B8", "B7"], rules=rules("others_draw_one"))
    g.apply(Play(0, WC, RED))
    assert g.is_over and g.winner == 0
    assert len(g.hands[1]) == 3 and len(g.hands[2]) == 2
    assert g.round_points() == 1 + 2 + 1 + 9 + 8

    g = setup([["WC"], ["R1", "R2"], ["Y1"]], ["R5"], ["B9", "B8", "B7"], rules=rules("target_draws_two"))
    g.apply(Play(0, WC, RED, 2))
    assert g.is_over and len(g.hands[2]) == 3 and g.round_points() == 1 + 2 + 1 + 9 + 8

    g = setup([["WC"], ["R1", "R2"]], ["R5"], rules=rules("swap_hands"))
    g.apply(Play(0, WC, RED, 1))
    assert g.is_over and g.winner == 0 and hand(g, 1) == ["R1", "R2"]


@pytest.mark.parametrize("custom", CUSTOM_WILDS)
def test_as_the_first_discard_it_is_a_plain_wild(custom):
    deck = ["R1", "R2", "R3", "R4", "WC", "B7", "B8"]
    game = Game.new(2, rules(custom, hand_size=2), seed=1, dealer=0, deck=deck)
    assert game.top is WC and game.phase == "color" and game.current == 1
    assert [len(h) for h in game.hands] == [2, 2]


def test_it_never_answers_a_penalty():
    game = setup([["RD2", "R1"], ["WC", "GD2"]], ["R5"], ["B1"] * 6, rules=rules("skip_everyone", stacking=True))
    game.apply(Play(0, C("RD2")))
    assert game.phase == "penalty"
    assert not any(isinstance(a, Play) and a.card is WC for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.apply(Play(1, WC, RED))


def test_a_drawn_custom_wild_may_be_played_with_its_target():
    game = setup([["R1", "R2"], ["G1", "G2"], ["Y1"]], ["B5"], ["WC", "B1"], rules=rules("swap_hands"))
    game.apply(Draw(0))
    assert game.phase == "drawn"
    plays = [a for a in game.legal_actions() if isinstance(a, Play)]
    assert {a.target for a in plays} == {1, 2} and len(plays) == 8
    game.apply(Play(0, WC, GREEN, 2))
    assert hand(game, 0) == ["Y1"]


@pytest.mark.parametrize("custom", CUSTOM_WILDS)
def test_a_position_after_each_rule_saves_and_loads(custom):
    game = position(custom)
    target = 2 if custom in ("swap_hands", "target_draws_two") else None
    game.apply(Play(0, WC, GREEN, target))
    assert roundtrip(game).to_dict() == game.to_dict()
