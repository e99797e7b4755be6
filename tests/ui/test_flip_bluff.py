"""The bluff confirmation for every wild draw card that can be challenged (RULES.md: UNO Flip!'s Wild Draw
Two and Wild Draw Color "may be challenged as a Wild Draw Four is"), with words that say that card's
penalty, taken from the model (PlayerView.bluff_stakes), never re-derived by the table."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import asked, card_point, click, make_app, setup, show_game

from game.app import App
from game.model import BluffStakes, Card, Color, Game, Rules
from game.ui.table.questions import ConfirmBluff, word

NAMES = ["You", "Mia"]
FLIP = Rules(edition="flip")


def light_w2() -> Game:
    return Game.from_setup([["W2/P1", "R5/T3", "B3/O2"], ["G1/P2", "G2/P3"]], ["R9/O9"],
                           ["Y1/P5", "Y2/T5", "Y3/O5"], rules=FLIP)


def dark_wdc() -> Game:
    return Game.from_setup([["WDC/R1", "T5/R3", "O3/B2"], ["P1/G1", "P2/G2"]], ["T9/R9"],
                           ["P5/Y1", "T5/Y2", "O5/Y3"], rules=FLIP)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_model_says_what_a_bluff_costs_for_each_wild_draw_card() -> None:
    assert light_w2().view(0).bluff_stakes(Card.parse("W2")) == BluffStakes(2, False)
    assert dark_wdc().view(0).bluff_stakes(Card.parse("WDC")) == BluffStakes(0, True)
    classic = setup([["W4", "R5", "B3"], ["G1", "G2", "G3"]], ["R9"])
    assert classic.view(0).bluff_stakes(Card.parse("W4")) == BluffStakes(4, False)
    assert classic.view(0).bluff_stakes(Card.parse("R5")) is None  # not a wild draw card
    fair = setup([["W4", "G5", "B3"], ["G1", "G2", "G3"]], ["R9"])
    assert fair.view(0).bluff_stakes(Card.parse("W4")) is None  # no red card held: no bluff


def test_a_stacked_bluff_costs_the_whole_pile_of_penalties() -> None:
    from game.model import Play
    game = setup([["RD2", "G1", "G2"], ["W4", "R5", "B3"], ["Y1", "Y2"]], ["R9"], rules=Rules(stacking=True))
    game.apply(Play(0, Card.parse("RD2")))
    assert game.view(1).bluff_stakes(Card.parse("W4")) == BluffStakes(6, False)


@pytest.mark.parametrize(("game", "card", "says", "never"), [
    (light_w2, "W2", "you draw 2", "draw 4"),
    (dark_wdc, "WDC", "you draw until a card of the colour you name comes", "draw 4"),
])
def test_a_flip_wild_draw_card_played_with_the_colour_held_asks_to_confirm_the_bluff(
        app: App, game: object, card: str, says: str, never: str) -> None:
    app.settings.confirm_bluff = True
    table = show_game(app, game())  # type: ignore[operator]
    index = next(i for i, c in enumerate(table.controller.view().hand) if c == Card.parse(card))
    click(app, card_point(table, index))
    p = asked(app, table, ConfirmBluff)
    assert p.question.card == Card.parse(card)
    wording = word(p.question, NAMES)
    name = "Wild Draw Two" if card == "W2" else "Wild Draw Color"
    assert name in wording.title and "Four" not in wording.title
    assert wording.note is not None and says in wording.note and never not in wording.note


def test_the_classic_wording_is_unchanged() -> None:
    wording = word(ConfirmBluff(Card.parse("W4"), Color.RED), NAMES)
    assert wording.title == "Bluff a Wild Draw Four?"
    assert wording.note == "You hold a red card: if you are challenged, you draw 4."


def test_the_settings_say_which_cards_the_bluff_confirmation_asks_about(tmp_path: Path) -> None:
    from game.ui.controls import Toggle
    from game.ui.scenes.settings import SettingsScene

    app = make_app(tmp_path)
    try:
        for rules, says in ((Rules(), "+4"), (FLIP, "Wild Draw Two or a Wild Draw Color")):
            app.settings.rules = rules.to_dict()
            scene = SettingsScene(app, "gameplay")
            row = next(w for w in scene.build() if isinstance(w, Toggle) and "bluff" in w.label)
            assert says in row.help
    finally:
        app.close()
