"""The rules a table shows and announces (issue 19, item 9): only the rules that can matter in a hand,
and what changed when a hand is dealt with rules changed during the match."""
from __future__ import annotations

from game.model import Rules


def test_the_chips_show_only_rules_that_can_matter() -> None:
    assert Rules(custom_wild="swap_hands").in_play() == []  # a classic deck holds no Wild Customizable
    assert Rules(edition="2018", custom_wild="swap_hands").in_play() == ["2018 deck", "Wild Customizable: swap hands"]
    assert Rules(stack_mixed=True).in_play() == []  # mixed stacking needs stacking
    assert Rules(stacking=True, stack_mixed=True).in_play() == ["Stacking", "Mixed stacking"]
    assert Rules(target_score=200).in_play() == []  # the match length is no rule of a hand
    assert Rules(uno_penalty=4, hand_size=5).in_play() == ["Uno penalty 4", "Cards dealt 5"]


def test_a_change_is_announced_in_words_and_only_when_it_matters() -> None:
    before = Rules(stacking=True, stack_mixed=True)
    assert Rules(jump_in=True, uno_penalty=4).announce(before) == ["No stacking", "Jump-In", "Uno penalty 4"]
    assert Rules(custom_wild="skip_everyone").announce(Rules()) == []
    assert Rules(edition="2018", custom_wild="skip_everyone").announce(Rules(edition="2018")) == [
        "Wild Customizable: skip everyone"]
    assert Rules(stacking=True).announce(Rules(stacking=True)) == []
