"""The house rules under UNO Flip!, each ruling of docs/rules.md "UNO Flip!" (issue 21)."""
from __future__ import annotations

import pytest

from game.model import (
    Card,
    CardTurned,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Game,
    IllegalAction,
    Phase,
    Play,
    Rank,
    Rules,
    standard_deck,
)

C = Card.parse
T = Color.TEAL


def flip(hands: list[list[str]], discard: list[str], deck: list[str] | None = None, **rules: object) -> Game:
    return Game.from_setup(hands=hands, discard=discard, deck=deck or [], rules=Rules(edition="flip", **rules))  # type: ignore[arg-type]


def faces(cards: object) -> list[str]:
    return [str(c.face) for c in cards]  # type: ignore[attr-defined]


STOCK = ["G7/O6", "B8/T4", "Y2/T1", "G4/P8", "B5/OR", "Y9/U4", "R9/U5", "G9/OD5"]
DARK_STOCK = ["O6/G7", "T4/B8", "O1/R7", "P4/YF", "U3/RF", "O3/YS", "U9/Y5", "O7/G5", "P9/B5", "O2/Y7"]


def test_stacking_a_draw_one_on_a_draw_one_and_a_draw_five_on_a_draw_five() -> None:
    game = flip([["RD1/P3", "R1/P3"], ["GD1/O6", "G4/P8"], ["Y9/U4"]], ["R6/O9"], STOCK, stacking=True)
    game.apply(Play(0, C("RD1")))
    assert game.phase == Phase.PENALTY and game.pending_draw == 1
    game.apply(Play(1, C("GD1")))
    assert game.pending_draw == 2 and game.current == 2
    game.apply(Draw(2))
    assert len(game.hands[2]) == 3
    game = flip([["PD5/Y3", "P1/Y8"], ["TD5/G2", "T4/B8"], ["U4/Y9"]], ["P6/B2"], DARK_STOCK, stacking=True)
    game.apply(Play(0, C("PD5")))
    game.apply(Play(1, C("TD5")))
    game.apply(Draw(2))
    assert len(game.hands[2]) == 11


def test_stacking_the_wild_draw_cards_among_themselves() -> None:
    game = flip([["W2/O4", "G1/O5"], ["W2/O7", "G4/P8"], ["Y9/U4"]], ["R6/O9"], STOCK, stacking=True)
    game.apply(Play(0, C("W2"), Color.BLUE))
    game.apply(Play(1, C("W2"), Color.GREEN))
    assert game.pending_draw == 4
    game.apply(Draw(2))
    assert len(game.hands[2]) == 5
    # a Wild Draw Color on a Wild Draw Color: the last colour named is the one drawn until
    game = flip([["WDC/R3", "O1/R7"], ["WDC/G6", "T4/B8"], ["U4/Y9"]], ["P6/B2"], DARK_STOCK, stacking=True)
    game.apply(Play(0, C("WDC"), Color.PURPLE))
    game.apply(Play(1, C("WDC"), Color.TEAL))
    assert game.pending_color is T and game.pending_draw == 0
    game.apply(Draw(2))
    assert faces(game.hands[2]) == ["U4", "O6", "T4"]  # the stock top-first: O6, then T4 (teal)
    # without mixed stacking a Draw One does not answer a Wild Draw Two
    game = flip([["W2/O4", "G1/O5"], ["RD1/P3", "G4/P8"], ["Y9/U4"]], ["R6/O9"], STOCK, stacking=True)
    game.apply(Play(0, C("W2"), Color.RED))
    with pytest.raises(IllegalAction, match="cannot answer"):
        game.apply(Play(1, C("RD1")))


def test_mixed_stacking_under_flip() -> None:
    # a wild draw card answers a coloured one
    game = flip([["RD1/P3", "R1/P3"], ["W2/O4", "G4/P8"], ["Y9/U4"]], ["R6/O9"], STOCK, stacking=True,
                stack_mixed=True)
    game.apply(Play(0, C("RD1")))
    game.apply(Play(1, C("W2"), Color.YELLOW))
    assert game.pending_draw == 3
    # a coloured draw card of the named colour answers a wild one
    game = flip([["W2/O4", "R1/P3"], ["YD1/P1", "GD1/O6"], ["Y9/U4"]], ["R6/O9"], STOCK, stacking=True,
                stack_mixed=True)
    game.apply(Play(0, C("W2"), Color.YELLOW))
    legal = game.legal_actions(1)
    assert Play(1, C("YD1")) in legal and Play(1, C("GD1")) not in legal
    game.apply(Play(1, C("YD1")))
    assert game.pending_draw == 3
    # a Wild Draw Color on a Draw Five: five, then until the colour
    game = flip([["PD5/Y3", "P1/Y8"], ["WDC/R3", "T4/B8"], ["U4/Y9"]], ["P6/B2"], DARK_STOCK, stacking=True,
                stack_mixed=True)
    game.apply(Play(0, C("PD5")))
    game.apply(Play(1, C("WDC"), Color.PINK))
    assert game.pending_draw == 5 and game.pending_color is Color.PINK
    game.apply(Draw(2))
    assert faces(game.hands[2]) == ["U4", "O6", "T4", "O1", "P4", "U3", "O3", "U9", "O7", "P9"]


def test_seven_o_sevens_swap_and_there_is_no_zero() -> None:
    game = flip([["R7/O1", "R1/P3"], ["G4/P8", "B5/OR", "Y2/T1"], ["Y9/U4"]], ["R6/O9"], STOCK, seven_o=True)
    game.apply(Play(0, C("R7"), target=1))
    assert faces(game.hands[0]) == ["G4", "B5", "Y2"] and faces(game.hands[1]) == ["R1"]
    assert not any(c.face.rank is Rank.ZERO or c.back.face.rank is Rank.ZERO  # type: ignore[union-attr]
                   for c in standard_deck("flip"))


def test_jump_in_needs_the_same_face_whatever_the_back() -> None:
    game = flip([["R1/P3", "Y2/T1"], ["G4/P8"], ["R6/U5", "Y9/U4"]], ["R6/O9"], STOCK, jump_in=True)
    assert Play(2, C("R6")) in game.legal_actions(2)
    game.apply(Play(2, C("R6")))
    assert game.current == 0 and game.top == C("R6/U5")
    # a Flip jumps in too, and turns the table
    game = flip([["R1/P3", "Y2/T1"], ["G4/P8"], ["RF/P8", "Y9/U4"]], ["Y5/U9", "RF/U3"], STOCK, jump_in=True)
    game.apply(Play(2, C("RF")))
    assert game.side == "dark" and game.current == 0 and game.top == C("U9/Y5")


def test_draw_until_playable_and_force_play_under_flip() -> None:
    game = flip([["Y2/T1"], ["G4/P8"]], ["R6/O9"], ["G7/O6", "B8/T4", "R9/U5", "G1/O5"], draw_until_playable=True,
                force_play=True)
    game.apply(Draw(0))
    assert faces(game.hands[0]) == ["Y2", "G7", "B8", "R9"] and game.phase == Phase.DRAWN
    assert game.turn_actions() == [Play(0, C("R9"))]


def test_with_challenge_off_both_wild_draw_cards_need_no_card_of_the_colour() -> None:
    game = flip([["W2/O4", "Y1/W"], ["G4/P8"]], ["R6/O9"], STOCK, challenge=False)
    game.apply(Play(0, C("W2"), Color.BLUE))
    assert game.phase == Phase.PLAY and len(game.hands[1]) == 3
    with pytest.raises(IllegalAction, match="only a Wild Draw Color or Wild Draw Two played on you"):
        game.apply(Challenge(0))
    game = flip([["WDC/R3", "O2/Y7"], ["T4/B8"]], ["O6/B2"], DARK_STOCK, challenge=False)
    with pytest.raises(IllegalAction, match="Wild Draw Color may only be played without"):
        game.apply(Play(0, C("WDC"), T))


def test_teams_and_the_uno_penalty_under_flip() -> None:
    game = Game.from_setup(hands=[["R1/P3", "R2/OR"], ["G4/P8"], ["B5/OR"], ["Y9/U4"]], discard=["R6/O9"],
                           deck=STOCK, rules=Rules(edition="flip", teams=True, uno_penalty=3))
    game.apply(Play(0, C("R1")))
    assert Catch(2, 0) not in game.legal_actions(2)
    game.apply(Catch(1, 0))
    assert len(game.hands[0]) == 4


def test_hand_size_and_number_to_start_under_flip() -> None:
    rules = Rules(edition="flip", hand_size=11)
    assert rules.deck_size == 112 and rules.max_hand_size(10) == 11 and not rules.problems(10)
    assert Rules(edition="flip", hand_size=12).problems(10)
    for seed in range(40):
        game = Game.new(6, Rules(edition="flip", first_card_number_only=True), seed=seed)
        assert game.discard_pile[-1].is_number and game.side == "light"


def test_first_card_rulings_under_flip() -> None:
    deck = ["R1/P3", "Y2/T1", "G4/P8", "B5/OR"] * 2  # two seats of four: eight cards
    for first, returned in (("W2/O4", True), ("RF/P8", True), ("RD1/P3", False)):
        game = Game.new(2, Rules(edition="flip", hand_size=4), dealer=1, deck=[*deck, first, "R9/U5", "G7/O6"])
        turned = [e for e in game.opening_events if isinstance(e, CardTurned)]
        assert turned[0].card == C(first) and turned[0].returned is returned
        assert game.side == "light"
    game = Game.new(2, Rules(edition="flip", hand_size=4), dealer=1, deck=[*deck, "RD1/P3", "R9/U5"])
    assert len(game.hands[0]) == 5 and game.current == 1  # the dealer's left drew one and lost the turn
    game = Game.new(2, Rules(edition="flip", hand_size=4), dealer=1, deck=[*deck, "W/P5", "R9/U5"])
    assert game.phase == Phase.COLOR and game.current == 0
    game.apply(ChooseColor(0, Color.GREEN))
    assert game.current == 0 and game.color is Color.GREEN
