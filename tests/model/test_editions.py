"""Editions are values the rules read (issue 21): each edition's deck, sides, colours, points and
first-card rules, and every card's effect written once for every edition that has the card."""
from __future__ import annotations

import pickle

import pytest

from game.model import Card, Color, Game, Rank, Rules, standard_deck
from game.model.cards import KINDS, PLAIN
from game.model.edition import CLASSIC, EDITION_2018, edition_of
from game.model.effects import EFFECTS

C = Card.parse


@pytest.mark.parametrize("edition", [CLASSIC, EDITION_2018])
def test_every_card_of_an_edition_has_its_effect_written_once(edition) -> None:  # type: ignore[no-untyped-def]
    for card in edition.deck():
        kind = card.kind
        assert kind is KINDS[card.rank]
        # a draw card goes through the one draw-card effect; any other through exactly one entry
        assert kind.penalty != (kind in EFFECTS), card


def test_the_editions_say_their_decks_colours_points_and_first_card_rules() -> None:
    assert edition_of("classic") is CLASSIC and edition_of("2018") is EDITION_2018
    assert CLASSIC.deck() == standard_deck("classic") and CLASSIC.deck_size == 108
    assert EDITION_2018.deck_size == 112 and not CLASSIC.two_sided
    assert CLASSIC.colors() == (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
    for edition in (CLASSIC, EDITION_2018):
        points = edition.first_side.points
        assert all(points[c.rank] == c.points for c in edition.deck())
        assert edition.first_card_returned == {Rank.WILD_DRAW_FOUR}
    assert CLASSIC.first_side.points[Rank.WILD] == 50 and EDITION_2018.first_side.points[Rank.WILD_CUSTOMIZABLE] == 40
    with pytest.raises(ValueError, match="unknown edition"):
        edition_of("1971")
    assert pickle.loads(pickle.dumps(CLASSIC)) is CLASSIC


def test_a_hand_knows_its_edition_and_the_rules_say_what_means_nothing_with_it() -> None:
    assert Game.new(3, Rules(edition="2018"), seed=1).edition is EDITION_2018
    assert Rules().unavailable_reason("custom_wild") == "the classic deck has no Wild Customizable card"
    assert Rules(edition="2018").unavailable_reason("custom_wild") is None
    assert Rules().unavailable_reason("stack_mixed") == "needs Stacking on"
    assert Rules(stacking=True).unavailable_reason("stack_mixed") is None
    assert Rules().unavailable_reason("seven_o") is None


def test_kinds_are_data_shared_by_every_card_of_a_rank() -> None:
    assert C("R3").kind is PLAIN and C("W").kind is PLAIN
    assert C("GD2").kind.draw == 2 and not C("GD2").restricted and C("GD2").kind.stack == "colored"
    assert C("W4").kind.draw == 4 and C("W4").restricted and C("W4").kind.stack == "wild"
    assert C("BS").kind is C("YS").kind and C("BS").kind.name == "skip"
