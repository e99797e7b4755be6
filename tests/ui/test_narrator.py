"""The log's wording (game.ui.table.narrator): events in, sentences out, with no window and no clock."""
from __future__ import annotations

import subprocess
import sys

from game.model import (
    Card,
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    Color,
    ColorChosen,
    DealerChosen,
    Dealt,
    DirectionChanged,
    DrawReason,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyPending,
    StockReshuffled,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
)
from game.ui.table.narrator import Line, Narrator

NAMES = ["Ann", "Mia", "Leo", "Ava"]
YOU = 0


def c(text: str) -> Card:
    return Card.parse(text)


def played(player: int, card: str, color: Color | None = None, left: int = 5, jump_in: bool = False) -> CardPlayed:
    return CardPlayed(player=player, card=c(card), color=color, jump_in=jump_in, target=None, left=left)


def texts(lines: list[Line]) -> list[str]:
    return [line.text for line in lines]


def test_a_play_and_what_it_does_to_the_next_seat_make_one_line() -> None:
    n = Narrator(NAMES, YOU)
    lines = n.tell([played(1, "RS"), TurnSkipped(player=2)])
    assert lines == [Line("Mia played Red Skip — Leo misses a turn", 0)]


def test_the_person_is_you_and_the_verb_agrees() -> None:
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([played(1, "RS"), TurnSkipped(player=YOU)])) == ["Mia played Red Skip — you miss a turn"]
    assert texts(n.tell([played(YOU, "G5", left=1)])) == ["You played Green 5 — one card left"]
    assert texts(n.tell([ColorChosen(player=YOU, color=Color.BLUE)])) == ["You choose Blue"]
    assert texts(n.tell([ColorChosen(player=2, color=Color.BLUE)])) == ["Leo chose Blue"]
    assert texts(n.tell([HandOver(winner=YOU, points=42, hands=((), (), (), ()))])) == [
        "You win the hand: 42 points"]
    assert n.winner_banner(YOU) == "You win the hand!"
    assert n.winner_banner(3) == "Ava wins the hand"


def test_a_cpu_only_table_names_every_seat() -> None:
    n = Narrator(NAMES, -1)
    assert texts(n.tell([played(0, "RS"), TurnSkipped(player=1)])) == ["Ann played Red Skip — Mia misses a turn"]


def test_several_things_happening_to_one_seat_are_joined_with_and() -> None:
    n = Narrator(NAMES, YOU)
    lines = n.tell([
        played(1, "W4", Color.GREEN),
        PenaltyPending(player=2, total=4, by=1),
        CardsDrawn(player=2, count=4, cards=None, reason=DrawReason.PENALTY),
        TurnSkipped(player=2),
    ])
    assert texts(lines) == ["Mia played Wild Draw Four (Green) — Leo takes 4 and misses a turn"]


def test_a_penalty_left_pending_says_it_may_be_answered() -> None:
    """The playtest read "You must take 4" while the challenge was still to be decided: a penalty the
    model leaves pending may be answered (challenged, or stacked on), so the log says "may have to"; when
    the answer comes in the same batch, the answer alone is told."""
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([played(1, "W4", Color.GREEN), PenaltyPending(player=YOU, total=4, by=1)])) == [
        "Mia played Wild Draw Four (Green) — you may have to take 4"]
    told = texts(n.tell([played(1, "W4", Color.GREEN), PenaltyPending(player=2, total=4, by=1),
                         ChallengeResolved(player=2, accused=1, bluff=True, hand=None, loser=1, penalty=4)]))
    assert told == ["Mia played Wild Draw Four (Green)", "Leo challenged Mia: it was a bluff"]


def test_a_wild_draw_color_says_the_draw_goes_until_the_colour_not_a_count() -> None:
    """UNO Flip!'s Wild Draw Color has no number of cards: on 6114fcd the log said "Leo must take 0"."""
    n = Narrator(NAMES, YOU)
    wdc = CardPlayed(player=1, card=c("WDC/R3").face, color=Color.ORANGE, jump_in=False, target=None, left=5)
    assert texts(n.tell([wdc, PenaltyPending(player=2, total=0, by=1, until=Color.ORANGE)])) == [
        "Mia played Wild Draw Color (Orange) — Leo may have to draw until an orange card comes"]
    assert texts(n.tell([PenaltyPending(player=YOU, total=0, by=3, until=Color.TEAL)])) == [
        "You may have to draw until a teal card comes"]
    assert texts(n.tell([PenaltyPending(player=2, total=2, by=1, until=Color.PURPLE)])) == [
        "Leo may have to take 2, then draw until a purple card comes"]


def test_a_colour_said_with_its_card_gets_no_line_of_its_own() -> None:
    n = Narrator(NAMES, YOU)
    lines = n.tell([played(1, "W", Color.RED), ColorChosen(player=1, color=Color.RED)])
    assert lines == [Line("Mia played Wild (Red)", 0)]
    # On its own (the first card was a wild), it opens a line, tied to the colour's event.
    lines = n.tell([CardTurned(card=c("W"), returned=False), ColorChosen(player=2, color=Color.YELLOW)])
    assert lines == [Line("First card: Wild", 0), Line("Leo chose Yellow", 1)]


def test_each_line_names_the_event_that_opened_it() -> None:
    n = Narrator(NAMES, YOU)
    lines = n.tell([
        DealerChosen(draws=((0, c("R3")), (1, c("G9"))), dealer=1),
        Dealt(dealer=1, counts=(7, 7, 7, 7), hands=(None, None, None, None)),
        CardTurned(card=c("W4"), returned=True),
        CardTurned(card=c("R1"), returned=False),
    ])
    assert lines == [
        Line("Mia drew the highest card and deals", 0),
        Line("Mia deals 7 cards each", 1),
        Line("First card Wild Draw Four: it goes back, another is turned", 2),
        Line("First card: Red 1", 3),
    ]


def test_what_the_person_draws_is_named_to_them_only() -> None:
    cards = (c("R1"), c("B7"))
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([CardsDrawn(player=YOU, count=2, cards=cards, reason=DrawReason.DRAW)])) == [
        "You drew 2 cards: Red 1, Blue 7"]
    assert texts(n.tell([CardsDrawn(player=1, count=1, cards=None, reason=DrawReason.DRAW)])) == ["Mia drew a card"]
    assert texts(n.tell([CardsDrawn(player=YOU, count=1, cards=(c("G2"),), reason=DrawReason.DRAW),
                         CardKept(player=YOU)])) == ["You drew a card: Green 2", "You kept the card"]


def test_a_line_can_start_with_a_follow_up_event() -> None:
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([DirectionChanged(direction=-1)])) == ["Play turns counter-clockwise"]
    assert texts(n.tell([CardsDrawn(player=2, count=2, cards=None, reason=DrawReason.UNO)])) == ["Leo draws 2"]


def test_uno_catches_challenges_and_the_hands_moving() -> None:
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([UnoCalled(player=3)])) == ["Ava: “Uno!”"]
    assert texts(n.tell([UnoCaught(player=YOU, target=3, penalty=2),
                         CardsDrawn(player=3, count=2, cards=None, reason=DrawReason.UNO)])) == [
        "You caught Ava without Uno — Ava draws 2"]
    assert texts(n.tell([ChallengeResolved(player=2, accused=1, bluff=True, hand=None, loser=1, penalty=4)])) == [
        "Leo challenged Mia: it was a bluff"]
    assert texts(n.tell([ChallengeResolved(player=YOU, accused=1, bluff=False, hand=(), loser=YOU,
                                           penalty=6)])) == ["You challenged Mia: the Wild Draw Four was fair"]
    assert texts(n.tell([played(1, "R7"), HandsSwapped(player=1, target=YOU, sizes=(3, 4, 5, 6))])) == [
        "Mia played Red 7 and swapped hands with you"]
    assert texts(n.tell([played(2, "B0"), HandsPassed(player=2, direction=1, sizes=(1, 2, 3, 4))])) == [
        "Leo played Blue 0 — every hand passes to the left"]
    assert texts(n.tell([played(YOU, "WS"), HandsShuffled(player=YOU, sizes=(1, 2, 3, 4))])) == [
        "You played Wild Shuffle Hands — you shuffle every hand"]
    assert texts(n.tell([StockReshuffled(count=40)])) == ["The discard pile is shuffled into a new stock"]
    assert texts(n.tell([HandOver(winner=None, points=0, hands=())])) == ["The hand ends drawn: nobody scores"]


def test_the_narrator_needs_no_pygame() -> None:
    code = "import sys, game.ui.table.narrator; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_seven_or_zero_played_down_to_one_card_says_no_card_left_before_the_swap() -> None:
    """Playtest (bf6b910): "Anna played Red 7 — one card left and swapped hands with Mia", while after the
    swap Anna held five. The hands change in the same breath: the count before it is not told."""
    n = Narrator(NAMES, YOU)
    assert texts(n.tell([played(1, "R7", left=1), HandsSwapped(player=1, target=YOU, sizes=(1, 5, 5, 6))])) == [
        "Mia played Red 7 and swapped hands with you"]
    assert texts(n.tell([played(2, "B0", left=1), HandsPassed(player=2, direction=1, sizes=(1, 2, 3, 4))])) == [
        "Leo played Blue 0 — every hand passes to the left"]
    assert texts(n.tell([played(2, "B5", left=1)])) == ["Leo played Blue 5 — one card left"]
