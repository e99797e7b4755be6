"""Cards: notation, identity, points and the two decks (RULES.md "The deck", MODEL_API.md "Cards")."""
from __future__ import annotations

from collections import Counter

import pytest

from game.model import Card, Color, Rank, standard_deck

C = Card.parse

NUMBER_RANKS = [Rank.ZERO, Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR,
                Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE]
WILD_RANKS = [Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.WILD_SHUFFLE_HANDS, Rank.WILD_CUSTOMIZABLE]


def test_enum_members_are_those_of_the_contract():
    assert [c.name for c in Color] == ["RED", "YELLOW", "GREEN", "BLUE", "PINK", "TEAL", "ORANGE", "PURPLE"]
    assert {r.name for r in Rank} == {
        "ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE",
        "SKIP", "REVERSE", "DRAW_TWO", "WILD", "WILD_DRAW_FOUR", "WILD_SHUFFLE_HANDS", "WILD_CUSTOMIZABLE",
        "DRAW_ONE", "WILD_DRAW_TWO", "FLIP", "DRAW_FIVE", "SKIP_EVERYONE", "WILD_DRAW_COLOR",  # UNO Flip!
    }


@pytest.mark.parametrize(
    ("text", "color", "rank"),
    [
        ("R5", Color.RED, Rank.FIVE),
        ("Y0", Color.YELLOW, Rank.ZERO),
        ("G9", Color.GREEN, Rank.NINE),
        ("GS", Color.GREEN, Rank.SKIP),
        ("BR", Color.BLUE, Rank.REVERSE),
        ("RR", Color.RED, Rank.REVERSE),
        ("YD2", Color.YELLOW, Rank.DRAW_TWO),
        ("W", None, Rank.WILD),
        ("W4", None, Rank.WILD_DRAW_FOUR),
        ("WS", None, Rank.WILD_SHUFFLE_HANDS),
        ("WC", None, Rank.WILD_CUSTOMIZABLE),
    ],
)
def test_notation_reads_colour_and_rank(text, color, rank):
    card = C(text)
    assert card.color is color and card.rank is rank
    assert str(card) == text
    assert card == Card(color, rank)


def test_every_card_round_trips_through_its_notation():
    seen = set()
    for edition in ("classic", "2018"):
        for card in standard_deck(edition):
            assert C(str(card)) == card
            seen.add(str(card))
    # 4 colours x 13 coloured ranks + 4 wild ranks
    assert len(seen) == 4 * 13 + 4


@pytest.mark.parametrize(
    "text", ["R10", "X5", "", "W5", "r5", "R", "D2", "RD", "R 5", " R5", "W44", "RW", "RW4", "Wild", "B-1", "GD3"]
)
def test_bad_notation_raises_value_error_naming_the_text(text):
    with pytest.raises(ValueError) as info:
        C(text)
    message = str(info.value)
    assert repr(text) in message or (text and text in message)
    assert "\n" not in message


@pytest.mark.parametrize("value", [None, 5, ["R5"]])
def test_notation_of_a_non_string_raises_value_error(value):
    with pytest.raises(ValueError):
        C(value)


def test_two_copies_of_a_card_are_equal_and_hash_alike():
    a, b = Card(Color.RED, Rank.FIVE), C("R5")
    assert a == b and hash(a) == hash(b)
    assert len({a, b, C("R5")}) == 1
    assert C("R5") != C("Y5") and C("R5") != C("R6") and C("W") != C("W4")


def test_card_is_immutable():
    card = C("R5")
    with pytest.raises(AttributeError):
        card.color = Color.BLUE  # type: ignore[misc]
    with pytest.raises(AttributeError):
        card.rank = Rank.SIX  # type: ignore[misc]
    assert card.color is Color.RED and card.rank is Rank.FIVE


def test_wild_ranks_have_no_colour_and_coloured_ranks_need_one():
    for rank in WILD_RANKS:
        assert Card(None, rank).color is None
        assert Card(None, rank).wild
    with pytest.raises(ValueError):
        Card(Color.RED, Rank.WILD)
    with pytest.raises(ValueError):
        Card(None, Rank.FIVE)


def test_classic_deck_has_the_108_cards_of_the_rules():
    deck = standard_deck()
    assert len(deck) == 108
    assert standard_deck("classic") == deck
    counts = Counter(str(c) for c in deck)
    for color in "RYGB":
        assert counts[color + "0"] == 1
        for n in range(1, 10):
            assert counts[f"{color}{n}"] == 2
        for sym in ("S", "R", "D2"):
            assert counts[color + sym] == 2
    assert counts["W"] == 4 and counts["W4"] == 4
    assert counts["WS"] == 0 and counts["WC"] == 0
    assert sum(counts.values()) == 4 * 25 + 8


def test_2018_deck_adds_one_shuffle_hands_and_three_customizable():
    deck = standard_deck("2018")
    assert len(deck) == 112
    counts = Counter(str(c) for c in deck)
    classic = Counter(str(c) for c in standard_deck())
    assert counts - classic == Counter({"WS": 1, "WC": 3})
    assert classic - counts == Counter()


def test_deck_is_a_fresh_list_each_time():
    deck = standard_deck()
    deck.clear()
    assert len(standard_deck()) == 108


def test_unknown_edition_is_refused():
    with pytest.raises(ValueError):
        standard_deck("1999")


@pytest.mark.parametrize(
    ("text", "points"),
    [("R0", 0), ("Y5", 5), ("G9", 9), ("BS", 20), ("RR", 20), ("YD2", 20),
     ("W", 50), ("W4", 50), ("WS", 40), ("WC", 40)],
)
def test_card_points_are_those_of_the_scoring_rule(text, points):
    assert C(text).points == points


def test_labels_read_as_a_person_says_them():
    assert C("BS").label == "Blue Skip"
    assert C("W4").label == "Wild Draw Four"
    assert C("R7").label == "Red 7"
