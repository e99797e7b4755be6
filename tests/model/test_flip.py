"""UNO Flip! (issue 21; MODEL_API.md "UNO Flip!", RULES.md "UNO Flip!", docs/rules.md "UNO Flip!")."""
from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import pytest
from uno_testkit import roundtrip

from game.model import (
    CallUno,
    Card,
    CardsDrawn,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Game,
    IllegalAction,
    Pass,
    PenaltyPending,
    Phase,
    Play,
    Rank,
    Rules,
    TableTurned,
    standard_deck,
)
from game.model.cards import DARK_COLORS
from game.model.edition import FLIP

C = Card.parse
FLIP_RULES = Rules(edition="flip")
ROOT = Path(__file__).resolve().parents[2]
CONTRACT_DECK = next((p for p in (ROOT.parent / "shared" / "contract" / "flip_deck.txt",
                                  ROOT.parent.parent / "shared" / "contract" / "flip_deck.txt") if p.exists()), None)
"""The contract's card list (`../shared/contract/` beside the project), when it is there."""
P, T, U = Color.PINK, Color.TEAL, Color.PURPLE
ORANGE = Color.ORANGE
R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def flip(hands: list[list[str]], discard: list[str], deck: list[str] = (), **kw: object) -> Game:  # type: ignore[assignment]
    rules = kw.pop("rules", FLIP_RULES)
    return Game.from_setup(hands=hands, discard=discard, deck=list(deck), rules=rules, **kw)  # type: ignore[arg-type]


def faces(cards: object) -> list[str]:
    return [str(c.face) for c in cards]  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------------------------- cards


def test_two_sided_cards_notation_equality_and_faces() -> None:
    card = C("R1/P3")
    assert str(card) == "R1/P3" and card.face == C("R1") and card.back == C("P3/R1")
    assert card.back.back is card and card.color is R and card.rank is Rank.ONE
    assert card != C("R1") and C("R5/P2") != C("R5/T5") and C("R1/P3") == Card(R, Rank.ONE, C("P3"))
    assert repr(card) == "Card.parse('R1/P3')" and hash(card) == hash(C("R1/P3"))
    assert str(C("P0")) == "P0" and C("USE").rank is Rank.SKIP_EVERYONE and C("WDC").wild
    for text in ("GF", "W2", "PD5", "RD1", "OSE", "WDC"):
        assert str(C(text)) == text
    for bad in ("R1/", "/P3", "R1/P3/T2", "X1/P3", "R10"):
        with pytest.raises(ValueError, match="not a card"):
            C(bad)


def test_the_flip_deck_is_the_printed_one() -> None:
    deck = standard_deck("flip")
    assert len(deck) == 112 and all(c.side == "light" and c.back is not None for c in deck)
    light = Counter(c.face for c in deck)
    dark = Counter(c.back.face for c in deck)  # type: ignore[union-attr]
    assert light[C("W")] == light[C("W2")] == 4 and dark[C("W")] == dark[C("WDC")] == 4
    assert all(k == 2 for c, k in light.items() if not c.wild) and len(light) == 54
    assert all(k == 2 for c, k in dark.items() if not c.wild) and len(dark) == 54
    assert not any(c.face.rank in (Rank.ZERO, Rank.DRAW_TWO) or c.back.face.rank is Rank.ZERO  # type: ignore[union-attr]
                   for c in deck)
    if CONTRACT_DECK is not None:  # the contract's list, line for line
        printed = []
        for line in CONTRACT_DECK.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                light_face, *backs = line.split()
                printed += [f"{light_face}/{b}" for b in backs]
        assert [str(c) for c in deck] == printed


def test_points_per_side() -> None:
    light = {"R7/P1": 7, "RD1/P3": 10, "RS/W": 20, "RR/U3": 20, "RF/P8": 20, "W/P5": 40, "W2/O4": 50}
    dark = {"P7/R3": 7, "PD5/Y3": 20, "PSE/R6": 30, "PR/G8": 20, "PF/G3": 20, "W/RS": 40, "WDC/R3": 60}
    for text, points in {**light, **dark}.items():
        assert C(text).points == points, text
    game = flip([["R1/P3"], list(light)], ["R2/OR"], ["R3/WDC"])
    game.apply(Play(0, C("R1")))
    assert game.round_points() == sum(light.values())
    game = flip([["P1/Y8"], list(dark)], ["P2/R5"], ["P3/R1"])
    game.apply(Play(0, C("P1")))
    assert game.round_points() == sum(dark.values())


# ---------------------------------------------------------------------------------------------- the Flip


def test_a_flip_turns_the_discard_pile_the_stock_and_every_hand() -> None:
    game = flip(
        [["RF/P8", "R1/P3", "Y2/T1"], ["G4/P8", "B5/OR"], ["Y9/U4"]],
        ["Y5/U9", "R6/O9", "R9/U5"],
        ["G7/O6", "B8/T4", "YD1/P1"],
    )
    events = game.apply(Play(0, C("RF")))
    assert game.side == "dark" and game.view(0).side == "dark"
    # the discard pile turned over as a whole: the old bottom (Y5/U9) on top showing U9, the Flip at the bottom
    assert [str(c) for c in game.discard_pile] == ["P8/RF", "U5/R9", "O9/R6", "U9/Y5"]
    assert game.top == C("U9/Y5") and game.color is U and game.current == 1
    # the draw pile turned over: its bottom card is now the top, showing its other side
    assert [str(c) for c in game.draw_pile] == ["P1/YD1", "T4/B8", "O6/G7"]
    assert [[str(c) for c in h] for h in game.hands] == [["P3/R1", "T1/Y2"], ["P8/G4", "OR/B5"], ["U4/Y9"]]
    turned = [e for e in events if isinstance(e, TableTurned)]
    assert len(turned) == 1 and turned[0].side == "dark" and turned[0].top == C("U9/Y5")
    seen = turned[0].seen_by(1)
    assert seen.hands[1] == (C("P8"), C("OR")) and seen.hands[0] == (C("R1"), C("Y2"))  # type: ignore[attr-defined]
    assert seen.top == C("U9")  # type: ignore[attr-defined]
    # the top's action does not apply: a Reverse brought up does not reverse
    game = flip([["RF/P8", "R1/P3"], ["G4/P8"], ["Y9/U4"]], ["B5/OR", "R6/O9"], ["G7/O6"])
    game.apply(Play(0, C("RF")))
    assert game.top == C("OR/B5") and game.direction == 1 and game.current == 1 and game.color is ORANGE


def test_a_wild_brought_up_by_a_flip_is_named_by_its_player_then_play_passes_on() -> None:
    game = flip([["RF/P8", "R1/P3"], ["G4/P8"], ["Y9/U4"]], ["RS/W", "R6/O9"], ["G7/O6"])
    game.apply(Play(0, C("RF")))
    assert game.phase == Phase.COLOR and game.current == 0 and game.top == C("W/RS")
    assert game.turn_actions() == [ChooseColor(0, c) for c in DARK_COLORS]
    with pytest.raises(IllegalAction, match="not a colour of the dark side"):
        game.apply(ChooseColor(0, R))
    game.apply(ChooseColor(0, T))
    assert game.color is T and game.current == 1 and game.phase == Phase.PLAY
    assert roundtrip(game).to_dict() == game.to_dict()


def test_a_flip_as_the_last_card_turns_the_table_before_the_points() -> None:
    game = flip([["RF/PSE"], ["G4/PD5", "B5/WDC"]], ["R6/O9"], ["G7/O6"])
    game.apply(Play(0, C("RF")))
    assert game.is_over and game.winner == 0 and game.side == "dark" and game.round_points() == 20 + 60


def test_wilds_name_the_colours_of_the_side_in_play() -> None:
    game = flip([["W/P5", "R1/P3"], ["G4/P8"]], ["R6/O9"], ["G7/O6"])
    assert {a.color for a in game.legal_actions() if isinstance(a, Play) and a.card == C("W")} == {R, Y, G, B}
    with pytest.raises(IllegalAction, match="Pink is not a colour of the light side"):
        game.apply(Play(0, C("W"), P))
    classic = Game.from_setup(hands=[["W", "R1"], ["G4"]], discard=["R6"], deck=["G7"])
    with pytest.raises(IllegalAction, match="not a colour of this deck"):
        classic.apply(Play(0, C("W"), T))


# ---------------------------------------------------------------------------------------------- the new cards


def test_draw_one_and_draw_five_make_the_next_player_draw_and_lose_the_turn() -> None:
    game = flip([["RD1/P3", "R1/P3"], ["G4/P8"], ["Y9/U4"]], ["R6/O9"], ["G7/O6", "B8/T4"])
    game.apply(Play(0, C("RD1")))
    assert faces(game.hands[1]) == ["G4", "G7"] and game.current == 2
    game = flip([["PD5/Y3", "P1/Y8"], ["T4/B8"], ["U4/Y9"]], ["P6/B2"], ["O1/R7"] * 6)
    game.apply(Play(0, C("PD5")))
    assert len(game.hands[1]) == 6 and game.current == 2


def test_skip_everyone_plays_again() -> None:
    game = flip([["PSE/R6", "P1/Y8"], ["T4/B8"], ["U4/Y9"]], ["P6/B2"], ["O1/R7"])
    game.apply(Play(0, C("PSE")))
    assert game.current == 0 and game.phase == Phase.PLAY


def test_wild_draw_two_is_restricted_and_challengeable() -> None:
    no_challenge = Rules(edition="flip", challenge=False)
    game = flip([["W2/O4", "R1/P3"], ["G4/P8"]], ["R6/O9"], ["G7/O6"] * 3, rules=no_challenge)
    assert not any(isinstance(a, Play) and a.card == C("W2") for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="Wild Draw Two may only be played without a card of the colour"):
        game.apply(Play(0, C("W2"), G))
    # a bluff, challenged: its player draws two, the challenger plays on
    game = flip([["W2/O4", "R1/P3", "Y1/W"], ["G4/P8"], ["B3/U8"]], ["R6/O9"], ["G7/O6"] * 8)
    game.apply(Play(0, C("W2"), G))
    assert game.phase == Phase.PENALTY and game.pending_draw == 2 and Challenge(1) in game.legal_actions()
    game.apply(Challenge(1))
    assert len(game.hands[0]) == 4 and game.current == 1
    # a legal one, challenged: the challenger draws four and loses the turn
    game = flip([["W2/O4", "Y1/W", "Y2/T1"], ["G4/P8"], ["B3/U8"]], ["R6/O9"], ["G7/O6"] * 8)
    game.apply(Play(0, C("W2"), G))
    game.apply(Challenge(1))
    assert len(game.hands[1]) == 5 and game.current == 2


def test_wild_draw_color_draws_until_the_colour_and_its_challenge() -> None:
    stock = ["O1/R7", "P4/YF", "U3/RF", "T5/R5", "O3/YS", "U9/Y5", "T1/BS", "P9/B5"]
    # unchallenged (no challenge): the next player draws until a teal card and loses the turn
    game = flip([["WDC/R3", "P1/Y8"], ["O4/BR"], ["U4/Y9"]], ["P6/B2"], stock, rules=Rules(edition="flip",
                                                                                          challenge=False))
    assert not any(isinstance(a, Play) and a.card == C("WDC") for a in game.legal_actions())  # pink held
    game2 = flip([["WDC/R3", "O1/Y8"], ["O4/BR"], ["U4/Y9"]], ["P6/B2"], stock,
                 rules=Rules(edition="flip", challenge=False))
    events = game2.apply(Play(0, C("WDC"), T))
    assert faces(game2.hands[1]) == ["O4", "O1", "P4", "U3", "T5"] and game2.current == 2
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn[0].seen_by(2).cards == (C("R7"), C("YF"), C("RF"), C("R5"))  # type: ignore[attr-defined]
    assert drawn[0].seen_by(1).cards == (C("O1"), C("P4"), C("U3"), C("T5"))  # type: ignore[attr-defined]
    # challenged and a bluff (pink held): its player draws until teal
    game = flip([["WDC/R3", "P1/Y8", "O2/Y7"], ["O4/BR"], ["U4/Y9"]], ["P6/B2"], stock)
    events = game.apply(Play(0, C("WDC"), T))
    assert game.phase == Phase.PENALTY and game.pending_draw == 0 and game.pending_color is T
    assert PenaltyPending(1, 0, 0, until=T) in events  # the event says the draw is until teal, not "0 cards"
    assert game.view(1).pending_color is T
    game.apply(Challenge(1))
    assert faces(game.hands[0]) == ["P1", "O2", "O1", "P4", "U3", "T5"] and game.current == 1
    # challenged, legal: the challenger draws until teal and two more, and loses the turn
    game = flip([["WDC/R3", "O2/Y7"], ["O4/BR"], ["U4/Y9"]], ["P6/B2"], stock)
    game.apply(Play(0, C("WDC"), T))
    game.apply(Challenge(1))
    assert faces(game.hands[1]) == ["O4", "O1", "P4", "U3", "T5", "O3", "U9"] and game.current == 2
    # accepted: draw until teal
    game = flip([["WDC/R3", "O2/Y7"], ["O4/BR"], ["U4/Y9"]], ["P6/B2"], stock)
    game.apply(Play(0, C("WDC"), T))
    game.apply(Draw(1))
    assert faces(game.hands[1]) == ["O4", "O1", "P4", "U3", "T5"] and game.pending_color is None


def test_going_out_on_a_wild_draw_color_still_makes_the_next_player_draw() -> None:
    game = flip([["WDC/R3"], ["O4/BR"]], ["P6/B2"], ["O1/R7", "T5/R5", "O3/YS"])
    game.apply(Play(0, C("WDC"), T))
    assert game.is_over and faces(game.hands[1]) == ["O4", "O1", "T5"] and game.round_points() == 4 + 1 + 5


# ---------------------------------------------------------------------------------------------- views and events


def test_a_view_shows_own_faces_others_backs_and_the_stock_back() -> None:
    game = flip([["R1/P3", "Y2/T1"], ["G4/P8", "B5/OR"], ["Y9/U4"]], ["Y5/U9", "R6/O9"], ["G6/WDC", "B8/T4"])
    view = game.view(0)
    assert view.hand == (C("R1"), C("Y2")) and view.backs == ((), (C("P8"), C("OR")), (C("U4"),))
    assert view.stock_back == C("WDC") and view.top == C("R6") and view.discard_pile == (C("Y5"), C("R6"))
    assert all(c.back is None for c in (*view.hand, *view.discard_pile, view.top))
    game.apply(Draw(0))
    drawn_view = game.view(0)
    assert drawn_view.hand[-1] == C("G6") and drawn_view.drawn_card == C("G6") and drawn_view.stock_back == C("T4")
    assert game.view(1).backs[0] == (C("P3"), C("T1"), C("WDC"))
    classic = Game.new(3, seed=1).view(0)
    assert classic.backs == ((), (), ()) and classic.stock_back is None and classic.side == "light"


def test_after_a_flip_the_view_shows_only_the_pile_since_the_turn_over() -> None:
    game = flip([["RF/P8", "R1/P3", "Y2/T1"], ["G4/P8", "B5/OR"], ["Y9/U4"]], ["Y5/U9", "R6/O9"], ["G7/O6"])
    game.apply(Play(0, C("RF")))
    assert game.view(1).discard_pile == (C("U9"),) and len(game.discard_pile) == 3
    game.apply(Play(1, C("P8")) if Play(1, C("P8")) in game.legal_actions() else Draw(1))
    assert len(game.view(2).discard_pile) in (1, 2) and game.view(2).discard_pile[0] == C("U9")


def test_actions_name_faces_and_play_the_first_card_showing_it() -> None:
    game = flip([["R1/P3", "R1/U2", "Y2/T1"], ["G4/P8"]], ["R6/O9"], ["G7/O6"])
    assert Play(0, C("R1")) in game.legal_actions() and [a for a in game.legal_actions()].count(Play(0, C("R1"))) == 1
    with pytest.raises(IllegalAction, match="name the face"):
        game.apply(Play(0, C("R1/P3")))
    game.apply(Play(0, C("R1")))
    assert game.top == C("R1/P3") and [str(c) for c in game.hands[0]] == ["R1/U2", "Y2/T1"]


def test_a_drawn_card_is_played_by_its_face_even_with_a_twin_in_hand() -> None:
    game = flip([["R1/P3", "Y2/T1"], ["G4/P8"]], ["R6/O9"], ["R1/U2"])
    game.apply(Draw(0))
    assert game.phase == Phase.DRAWN and game.legal_actions()[0] == Play(0, C("R1"))
    game.apply(Play(0, C("R1")))
    assert game.top == C("R1/U2") and [str(c) for c in game.hands[0]] == ["R1/P3", "Y2/T1"]


# ---------------------------------------------------------------------------------------------- set-ups and saves


def test_set_ups_take_the_cards_of_their_edition_only() -> None:
    with pytest.raises(ValueError, match="two-sided"):
        flip([["R1"], ["G4/P8"]], ["R6/O9"])
    with pytest.raises(ValueError, match="same side"):
        flip([["R1/P3"], ["P8/G4"]], ["R6/O9"])
    with pytest.raises(ValueError, match="has no R0/P3"):
        flip([["R0/P3"], ["G4/P8"]], ["R6/O9"])
    assert flip([["R1/Y3"], ["G4/P8"]], ["R6/O9"]).side == "light"  # pairs need not be printed ones
    with pytest.raises(ValueError, match="Classic deck has no R1/P3"):
        Game.from_setup(hands=[["R1/P3"], ["G4"]], discard=["R6"], deck=[])
    with pytest.raises(ValueError, match="Classic deck has no PD5"):
        Game.from_setup(hands=[["PD5"], ["G4"]], discard=["R6"], deck=[])
    dark = flip([["P1/Y8"], ["T4/B8"]], ["W/RS"], color=T)
    assert dark.side == "dark" and dark.color is T
    with pytest.raises(ValueError, match="not a colour of the dark side"):
        flip([["P1/Y8"], ["T4/B8"]], ["W/RS"], color=R)


def test_a_flip_hand_saves_with_its_side_and_older_saves_still_load() -> None:
    game = Game.new(4, FLIP_RULES, seed=5)
    data = game.to_dict()
    assert data["version"] == 4 and data["side"] == "light" and data["rules"]["edition"] == "flip"
    again = roundtrip(game)
    assert again.to_dict() == data and again.hands == game.hands
    classic = Game.new(3, seed=2).to_dict()
    old = copy.deepcopy(classic)
    old["version"] = 3
    for key in ("side", "pending_color", "shown_from", "pass_on"):
        del old[key]
    assert Game.from_dict(old).to_dict() == classic
    broken = copy.deepcopy(data)
    broken["side"] = "dark"
    with pytest.raises(ValueError, match="damaged game save"):
        Game.from_dict(broken)


def test_the_wild_customizable_means_nothing_under_flip() -> None:
    assert Rules(edition="flip").unavailable_reason("custom_wild") == "UNO Flip! has no Wild Customizable card"
    assert FLIP.unavailable_reason("stacking") is None


def test_calling_uno_and_passing_work_on_faces() -> None:
    game = flip([["R1/P3", "R2/OR"], ["G4/P8"]], ["R6/O9"], ["B7/O3"])
    game.apply(CallUno(0))
    game.apply(Draw(0))
    assert game.current == 1
    game = flip([["R1/P3", "Y2/T1"], ["G4/P8"]], ["R6/O9"], ["R9/U5"])
    game.apply(Draw(0))
    game.apply(Pass(0))
    assert game.current == 1 and faces(game.hands[0]) == ["R1", "Y2", "R9"]
