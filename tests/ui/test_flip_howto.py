"""How to play has a page for UNO Flip! when it is the deck in play, worded by the model."""
from __future__ import annotations

from game.model import Card, Rules
from game.model.cards import DARK, LIGHT
from game.model.edition import edition_of
from game.ui.scenes.howto import pages_for


def test_flip_gets_its_page_with_the_models_wording_and_its_new_cards() -> None:
    pages = {p.title: p for p in pages_for(Rules(edition="flip"))}
    page = pages["Deck: UNO Flip!"]
    help_lines = edition_of("flip").help
    assert help_lines and all(line in page.paragraphs for line in help_lines)
    every = " ".join(page.paragraphs)
    for name in ("Draw One", "Wild Draw Two", "Draw Five", "Skip Everyone", "Wild Draw Color", "Flip"):
        assert name in every, name
    shown = [Card.parse(t) for t in page.cards]
    assert {c.side for c in shown if c.side} == {LIGHT, DARK}  # cards of both sides
    assert "Wild Shuffle Hands: name the colour" not in every  # not the 2018 deck's page


def test_the_classic_game_has_no_flip_page() -> None:
    assert not any("Flip" in p.title for p in pages_for(Rules()))
    assert not any("Flip" in p.title for p in pages_for(Rules(edition="2018")))
