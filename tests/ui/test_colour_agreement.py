"""The table's lines name "a card of the colour in force" as one phrase (`a_card`), whose article and colour
agree with the word for a card in each language: "una carta amarilla", never "una carta amarillo"."""
from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest

from game.i18n import set_language
from game.model import Card, Color, Game, PlayerView, Rank
from game.model.refusal import Reason, Refusal
from game.ui.table.hints import Situation, hint
from game.ui.table.refusals import word as word_refusal
from game.ui.words import a_card

LANGUAGES = ["es", "fr", "pt_BR", "it", "pl", "de"]
COLORS = [Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("top", [Card(Color.GREEN, Rank.FIVE), Card(None, Rank.WILD)])
def test_the_hint_line_names_a_card_of_the_colour_in_force_as_one_agreeing_phrase(code: str, top: Card) -> None:
    set_language(code)
    for color in COLORS:
        said = hint(Situation(my_turn=True, can_play=True, top=top, color=color))[0]
        assert a_card(color) in said, (code, color, said)


def test_the_spanish_hint_says_una_carta_amarilla() -> None:
    set_language("es")
    said = hint(Situation(my_turn=True, can_play=True, top=Card(Color.YELLOW, Rank.FIVE), color=Color.YELLOW))[0]
    assert said == "Tu turno: juega una carta amarilla o un 5 (o un comodín), o roba (D)" or (
        "una carta amarilla" in said and "amarillo" not in said), said


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_refused_card_names_the_colour_card_to_play_as_one_agreeing_phrase(code: str) -> None:
    set_language(code)
    view = Game.new(4, seed=1).view(0)
    assert view.color is not None
    for top in (view.top, Card(None, Rank.WILD)):
        shown = cast(PlayerView, SimpleNamespace(player=0, top=top, color=view.color))
        refusal = Refusal(Reason.DOES_NOT_MATCH, "", (0,), Card(Color.RED, Rank.NINE))
        said = word_refusal(refusal, shown, ("You", "Mia", "Leo", "Ava"))
        assert a_card(view.color) in said, (code, said)
