"""UNO Flip!'s Wild Draw Color on the person, as words (issues 21 and 19, from a playtest): it has no number
of cards, so nothing may say "Take 0" or "+0"; a challenge of it names it, not the Wild Draw Four, and
says what was drawn once; a colour after "a" gets its article ("an orange card"), and the other languages
agree the colour with the card ("una carta morada", "une carte violette")."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import asked, key, make_app, run_until, show_game, step

from game import i18n
from game.app import App
from game.model import Card, Challenge, Color, Game, Play, Rules
from game.ui.table.losses import told
from game.ui.table.narrator import Narrator
from game.ui.table.questions import AnswerWildDrawFour, word
from game.ui.text import recording_fits

NAMES = ["You", "Mia", "Leo"]
YOU, LEO = 0, 2
STOCK = ["O1/R7", "U3/RF", "T5/R5", "O3/YS", "U9/Y5", "T1/BS", "P9/B5"]
"""Drawn from the front: until purple is O1, U3 (two cards); the challenge's two more are T5, O3."""


def wdc_on_you(until: Color = Color.PURPLE) -> Game:
    """A Flip hand on the dark side where Leo (a CPU) has just played a fair Wild Draw Color on the person."""
    game = Game.from_setup([["O2/Y7", "T4/R1"], ["O4/BR"], ["WDC/R3", "O5/Y1", "T7/G2"]], ["P6/B2"], list(STOCK),
                           rules=Rules(edition="flip"), current=LEO)
    game.apply(Play(LEO, Card.parse("WDC"), until))
    assert game.phase == "penalty" and game.pending_draw == 0 and game.pending_color is until
    return game


def test_the_banner_at_the_persons_seat_says_draw_until_the_colour_not_plus_0() -> None:
    game = Game.from_setup([["O2/Y7", "T4/R1"], ["O4/BR"], ["WDC/R3", "O5/Y1", "T7/G2"]], ["P6/B2"], list(STOCK),
                           rules=Rules(edition="flip"), current=LEO)
    events = game.apply(Play(LEO, Card.parse("WDC"), Color.ORANGE))
    note = told(events, YOU, NAMES, LEO, game.current)
    assert note is not None
    assert note.text == "Leo's Wild Draw Color: you draw until an orange card comes"


def test_the_challenge_question_says_an_orange_card() -> None:
    question = AnswerWildDrawFour(LEO, 0, Color.ORANGE, False, "Wild Draw Color", Color.ORANGE)
    note = word(question, NAMES).note
    assert "a orange" not in note
    assert note == ("Challenge: if Leo held an orange card, Leo draws until an orange card comes; if not, you "
                    "draw until an orange card comes and 2 more.")


@pytest.mark.parametrize(("code", "phrase"), [("es", "una carta morada"), ("fr", "une carte violette"),
                                              ("pt_BR", "uma carta roxa"), ("it", "una carta viola")])
def test_other_languages_agree_the_colour_with_the_card(code: str, phrase: str) -> None:
    i18n.set_language(code)
    question = AnswerWildDrawFour(LEO, 0, Color.PURPLE, False, "Wild Draw Color", Color.PURPLE)
    assert phrase in word(question, NAMES).note


def test_a_fair_challenge_of_a_wild_draw_color_names_it_and_says_the_draw_once() -> None:
    game = Game.from_setup([["O2/Y7", "T4/R1"], ["O4/BR"], ["WDC/R3", "O5/Y1", "T7/G2"]], ["P6/B2"], list(STOCK),
                           rules=Rules(edition="flip"), current=LEO)
    narrator = Narrator(NAMES, YOU)
    narrator.tell(game.apply(Play(LEO, Card.parse("WDC"), Color.PURPLE)))
    lines = narrator.tell(game.apply(Challenge(YOU)))
    assert len(game.hands[YOU]) == 2 + 2 + 2  # until purple (O1, U3), then two more
    assert [line.text for line in lines] == [
        "You challenged Leo: the Wild Draw Color was fair — you take 4 and miss a turn"]


def test_a_classic_fair_challenge_still_names_the_wild_draw_four() -> None:
    from tablekit import setup
    game = setup([["R1", "G2"], ["B5"], ["W4", "R5", "G7"]], ["B9"], current=LEO)
    narrator = Narrator(NAMES, YOU)
    narrator.tell(game.apply(Play(LEO, Card.parse("W4"), Color.GREEN)))
    lines = narrator.tell(game.apply(Challenge(YOU)))
    assert [line.text for line in lines] == [
        "You challenged Leo: the Wild Draw Four was fair — you take 6 and miss a turn"]


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def test_the_take_button_and_the_hint_say_draw_until_the_colour(app: App) -> None:
    table = show_game(app, wdc_on_you(), kinds=("human", "random", "random"))
    label = table.buttons["draw"].label
    assert label == "Draw until purple", label
    text, _ = table._hint()
    assert "0" not in text and "until a purple card" in text, text


def test_a_challenge_names_the_card_on_the_pile_when_its_play_was_not_seen() -> None:
    """A hand restored from a save: the narrator never saw the Wild Draw Color played; the pile's top names it."""
    game = wdc_on_you()
    events = game.apply(Challenge(YOU))
    lines = Narrator(NAMES, YOU).tell(events, game.view(YOU).top)
    assert [line.text for line in lines] == [
        "You challenged Leo: the Wild Draw Color was fair — you take 4 and miss a turn"]


def test_the_tables_log_after_a_challenge_of_a_restored_wild_draw_color(app: App) -> None:
    table = show_game(app, wdc_on_you(), kinds=("human", "random", "random"))
    asked(app, table, AnswerWildDrawFour)
    key(app, pygame.K_h)
    run_until(app, lambda: any("miss a turn" in line.text for line in table.anim.log), 600)
    said = [line.text for line in table.anim.log if "challenged" in line.text]
    assert said == ["You challenged Leo: the Wild Draw Color was fair — you take 4 and miss a turn"], said


@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_the_draw_until_button_is_never_cut_short(tmp_path: Path, size: str) -> None:
    """"Draw until purple" is too long for the Draw button on one line: it wraps to two, never "Draw until p…"."""
    app = make_app(tmp_path, "--speed", "3", size=size)
    try:
        with recording_fits() as fits:
            table = show_game(app, wdc_on_you(), kinds=("human", "random", "random"))
            assert table.buttons["draw"].label == "Draw until purple"
            step(app, 3)
        cut = [f.text for f in fits if f.kind == "ellipsis"]
        assert not [t for t in cut if t.startswith("Draw until")], cut
    finally:
        app.close()


@pytest.mark.parametrize(("seat", "line"), [(YOU, "You played Teal Skip Everyone and play again"),
                                            (LEO, "Leo played Teal Skip Everyone and plays again")])
def test_a_skip_everyone_is_told_once_not_its_name_then_its_effect(seat: int, line: str) -> None:
    """Round B's playtest (flip-5): "You played Teal Skip Everyone and skip everyone and play again"."""
    hands = [["T4/R1", "O2/Y7"], ["O4/BR"], ["O5/Y1", "T7/G2"]]
    hands[seat] = ["TSE/R7", *hands[seat]]
    game = Game.from_setup(hands, ["T6/B2"], list(STOCK), rules=Rules(edition="flip"), current=seat)
    lines = Narrator(NAMES, YOU).tell(game.apply(Play(seat, Card.parse("TSE"), None)))
    assert [x.text for x in lines] == [line]
    i18n.set_language("fr")
    game = Game.from_setup(hands, ["T6/B2"], list(STOCK), rules=Rules(edition="flip"), current=seat)
    said = Narrator(NAMES, YOU).tell(game.apply(Play(seat, Card.parse("TSE"), None)))[0].text
    assert "passer tout le monde" not in said and "rejoue" in said, said


def test_the_2018_wild_that_skips_everyone_still_says_so() -> None:
    from tablekit import setup
    game = setup([["R1", "G2"], ["B5"], ["WC", "R5", "G7"]], ["B9"], current=LEO,
                 rules=Rules(edition="2018", custom_wild="skip_everyone"))
    lines = Narrator(NAMES, YOU).tell(game.apply(Play(LEO, Card.parse("WC"), Color.GREEN)))
    assert "skips everyone and plays again" in lines[0].text, lines[0].text
