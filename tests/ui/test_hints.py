"""The hint line's wording, read straight from `game.ui.table.hints` (the scene only sums up the table)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.model import Card, Color, Phase, Rank
from game.ui.pad import KEYBOARD, MOUSE, PAD, key_label
from game.ui.palette import YELLOW
from game.ui.table.hints import MESSAGE_COLOR, NOTHING, TURN_COLOR, Situation, hint, hint_line

MY_TURN = Situation(my_turn=True, can_play=True, top=Card(Color.GREEN, Rank.EIGHT), color=Color.GREEN)


def text(s: Situation) -> str:
    return hint(s)[0]


@pytest.mark.parametrize(("rank", "said"), [
    (Rank.EIGHT, "a green card or an 8"),
    (Rank.SEVEN, "a green card or a 7"),
    (Rank.SKIP, "a green card or a Skip"),
])
def test_the_persons_turn_names_what_matches_with_a_or_an(rank: Rank, said: str) -> None:
    s = replace(MY_TURN, top=Card(Color.GREEN, rank))
    assert hint(s) == (f"Your turn: play {said} (or a wild), or draw (D)", YELLOW)


def test_on_a_wild_only_the_colour_matches() -> None:
    s = replace(MY_TURN, top=Card(None, Rank.WILD), color=Color.BLUE)
    assert text(s) == "Your turn: play a blue card (or a wild), or draw (D)"


def test_keys_are_named_as_the_person_last_pressed_them() -> None:
    assert text(replace(MY_TURN, input_kind=MOUSE)).endswith("or draw (D)")
    assert text(replace(MY_TURN, input_kind=PAD)).endswith("or draw (X)")
    assert text(replace(MY_TURN, can_play=False, input_kind=KEYBOARD)) == \
        "No card matches: draw one (D or click the pile)"
    assert text(replace(MY_TURN, can_play=False, input_kind=PAD)) == "No card matches: draw one (X)"
    assert text(replace(MY_TURN, phase=Phase.DRAWN)) == "Play the card you drew (Enter) or keep it (K)"
    assert text(replace(MY_TURN, phase=Phase.DRAWN, input_kind=PAD)) == \
        "Play the card you drew (A) or keep it (Down, then A)"
    assert text(replace(MY_TURN, phase=Phase.COLOR)) == "Choose the colour for the first card (1–4)"
    assert "(Left / Right, then A)" in text(replace(MY_TURN, phase=Phase.COLOR, input_kind=PAD))
    seat = Situation(picking_seat=True)
    assert text(seat) == "Click a player (or press their number) to swap hands with"
    assert text(replace(seat, input_kind=PAD)) == "Choose a player to swap hands with (Left / Right, then A)"
    # a Wild Customizable "pick who draws two" (the model's Rules.target_draws): nobody swaps hands
    assert text(replace(seat, picking_draws=True)) == "Click a player (or press their number) to draw two cards"


def test_whose_turn_it_is_when_it_is_not_the_persons() -> None:
    assert hint(Situation(turn_of="Mia")) == ("Mia's turn", TURN_COLOR)
    assert hint(Situation(turn_of=None)) == NOTHING
    assert hint(Situation(turn_of="Mia", hints=False)) == NOTHING, "hints off: no running commentary"
    assert text(Situation(turn_of="Mia", exposed=True)) == "Say Uno now (U), before someone catches you!"


def test_several_people_at_one_screen_hear_whose_turn_it_is() -> None:
    s = replace(MY_TURN, several=True, name="Leo")
    assert text(s) == "Leo, your turn: play a green card or an 8 (or a wild), or draw (D)"
    assert text(replace(s, hints=False)) == "Leo, your turn"
    assert text(replace(MY_TURN, hints=False)) == "Your turn"
    assert text(replace(s, turn_of="Mia", my_turn=False)) == "Mia's turn"


def test_a_penalty_and_two_cards_left() -> None:
    penalty = replace(MY_TURN, phase=Phase.PENALTY, pending_draw=4)
    assert text(penalty) == "Take 4 cards (D)"
    assert text(replace(penalty, can_stack=True)) == "Stack a card on it, or take 4 (D)"
    assert text(replace(penalty, can_stack=True, input_kind=PAD)) == "Stack a card on it, or take 4 (X)"
    assert text(replace(MY_TURN, can_uno=True)) == "Two cards left: say UNO (U) before you play!"


def test_what_comes_first() -> None:
    everything = replace(MY_TURN, catchable="Mia", jump_in=True, picking_seat=True, can_uno=True)
    assert hint(replace(everything, message="Not now")) == ("Not now", MESSAGE_COLOR)
    assert hint(replace(everything, quiet=True)) == NOTHING
    assert text(everything) == "Mia forgot to say Uno: press C to catch!"
    assert text(replace(everything, input_kind=PAD)) == f"Mia forgot to say Uno: press {key_label('C', PAD)} to catch!"
    mine = replace(everything, several=True, exposed_to_catch=True)
    assert text(mine) == "Say Uno now (U), before someone catches you!"
    assert text(replace(mine, hidden=True)) == "Mia forgot to say Uno: press C to catch!"
    # the jump-in line names how to jump in, as the catch line names its key (a playtester found none)
    assert text(replace(everything, catchable=None)) == "You hold the very same card: jump in now (Enter or a click on it)!"
    assert text(replace(everything, catchable=None, input_kind=PAD)) == (
        "You hold the very same card: jump in now (A or a click on it)!")
    assert text(replace(everything, catchable=None, jump_in=False)).startswith("Click a player")
    assert hint(replace(MY_TURN, picking_color=True)) == NOTHING, "the colour chooser says it all"
    assert hint(replace(MY_TURN, busy=True)) == NOTHING, "nothing while the person's own cards move"
    assert hint_line(replace(MY_TURN, several=True, name="Leo"))[0].startswith("Your turn")



@pytest.mark.parametrize("waiting", [False, True])
@pytest.mark.parametrize("my_turn", [False, True])
def test_your_own_uno_comes_before_catching_someone_else(waiting: bool, my_turn: bool) -> None:
    """Playtest (Seven-O, 1920x1080): a swap left the person and Leo one card each; the hint said "Leo forgot to
    say Uno: press C to catch!" and the person, who had said Uno before the swap, was caught 4 s later. Their
    own call comes first, with hints on or off."""
    s = Situation(exposed=True, catchable="Leo", waiting=waiting, my_turn=my_turn)
    said, color = hint(s)
    assert said.startswith("Say Uno") and "(U" in said and color == YELLOW, said
    assert hint(replace(s, hints=False))[0] == said
    assert text(replace(s, exposed=False)).startswith("Leo forgot to say Uno")
