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


def test_the_house_rules_name_the_flip_decks_own_draw_cards() -> None:
    """Playtest on 5166f36: with the UNO Flip! deck, How to play's Stacking still said "(a +4 with a +4)"
    and Mixed stacking spoke of the Wild Draw Four. Each names the deck's own draw cards; the classic
    deck keeps its words."""
    from game.ui.rulewords import rule_line

    flip = pages_for(Rules(edition="flip", stacking=True, stack_mixed=True))
    words = " ".join(line for p in flip if p.title in ("House rule: Stacking", "House rule: Mixed stacking") for line in p.paragraphs)
    assert "Draw One" in words and "Draw Five" in words
    assert "+4" not in words and "Wild Draw Four" not in words, words
    classic = pages_for(Rules(stacking=True, stack_mixed=True))
    assert any("+4" in line for p in classic if p.title == "House rule: Stacking" for line in p.paragraphs)
    assert "Wild Draw Two" in rule_line("challenge", Rules(edition="flip").deck) and "+4" in rule_line("challenge")


def test_the_jump_in_page_says_the_player_who_just_played_may_jump_in_too() -> None:
    """Playtests (5166f36, a464556): a second identical card laid at once by the player who had just played
    surprised two testers. The rule allows it; How to play says so."""
    pages = pages_for(Rules(jump_in=True))
    words = " ".join(line for p in pages if p.title == "House rule: Jump-In" for line in p.paragraphs)
    assert "the player who has just played included" in words, words


def test_the_house_rule_pages_picture_the_flip_decks_own_draw_cards() -> None:
    """Playtest 13: with UNO Flip!, the Stacking page said "a Draw One with a Draw One" over three classic
    Draw Twos, which that deck does not have. Its pictures are the deck's own cards; the classic keeps its."""
    flip = {p.title: p for p in pages_for(Rules(edition="flip", stacking=True, stack_mixed=True, challenge=True))}
    classic = {p.title: p for p in pages_for(Rules(stacking=True, stack_mixed=True))}
    light_draws = {"RD1", "GD1", "YD1", "BD1", "W2"}  # the Flip deck's light-side Draw Ones, Wild Draw Two
    for title in ("House rule: Stacking", "House rule: Mixed stacking"):
        assert flip[title].cards and set(flip[title].cards) <= light_draws, (title, flip[title].cards)
    assert classic["House rule: Stacking"].cards == ("RD2", "GD2", "YD2")
