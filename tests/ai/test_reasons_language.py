"""The CPUs' one-line reasons (the log's "Why?") come out in the player's language (issue 22): worded through
the catalogue when the decision is made, cards named as the log names them, figures as the language writes
them, every placeholder filled, no English word left."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.ai.easy import EasyAgent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.ai.reasons import explained, label
from game.model import Card, Game, Play
from game.ui.words import card_name  # the log's own card names

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8", "B8"] * 2
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]
SHARED = {"bluff", "Jolly", "UNO", "Uno"}
"""Words a language writes as English does (none of the reasons below uses them)."""


def _normal() -> tuple[object, str, NormalAgent]:
    # the next player holds 2: the Skip, a much better move than the Red 5
    game = Game.from_setup([["RS", "R5", "B7", "B8"], ["G1", "G2"], ["Y1", "Y2", "Y3", "Y4"]], ["R3"], FILLER)
    agent = NormalAgent(1)
    action, why = explained(agent, game.view(0), game.legal_actions())
    return action, why, agent


def _hard() -> tuple[object, str, HardAgent]:
    game = Game.from_setup([["R7", "B7", "G2", "Y9", "W"], ["G1", "G2", "G3", "Y4"], ["B1", "B2", "B3"]], ["R3"],
                           FILLER)
    agent = HardAgent(seed=3, steps=200, time_cap=None)
    action, why = explained(agent, game.view(0), game.legal_actions())
    return action, why, agent


def _easy() -> str:
    game = Game.from_setup([["R1", "R2", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    return explained(EasyAgent(2), game.view(0), game.legal_actions())[1]


def _english_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]{3,}", text)} - SHARED


@pytest.fixture(scope="module")
def english() -> dict[str, str]:
    i18n.set_language("en")
    try:
        return {"normal": _normal()[1], "hard": _hard()[1], "easy": _easy()}
    finally:
        i18n.set_language("en")


def _check(code: str, text: str, english_text: str) -> None:
    assert text and text != english_text, (code, text)
    assert "{" not in text and "}" not in text, (code, text)  # every placeholder filled
    left = _english_words(english_text) & set(re.findall(r"[A-Za-z]{3,}", text))
    assert not left, f"{code}: English left in {text!r}: {sorted(left)}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_normal_cpus_reason_is_in_the_language(code: str, english: dict[str, str]) -> None:
    i18n.set_language(code)
    action, why, _agent = _normal()
    assert action == Play(0, Card.parse("RS"))
    _check(code, why, english["normal"])
    assert card_name(Card.parse("R5")) in why  # the runner-up, named as the log names it
    assert i18n.format_number(2) in why  # the next player's two cards
    assert not re.search(r"\d[.,]\d", why), why  # no score of its scale, in any language


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_hard_cpus_search_reason_is_in_the_language(code: str, english: dict[str, str]) -> None:
    i18n.set_language(code)
    action, why, agent = _hard()
    _check(code, why, english["hard"])
    candidates, totals, worlds, best, _kept = agent.last_search
    assert candidates[best] == action
    assert label(action) in why  # the card it chose, in the language
    if isinstance(action, Play):
        assert card_name(action.card) in why
    # its share of wins and the worlds dealt, written as the language writes them
    assert i18n.format_percent(round(totals[best] / worlds * 100)) in why
    assert i18n.format_number(worlds) in why


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_easy_cpus_reason_is_in_the_language(code: str, english: dict[str, str]) -> None:
    i18n.set_language(code)
    why = _easy()
    _check(code, why, english["easy"])
    assert "2" in why  # picked among its two matching cards


def test_the_english_reasons_these_tests_compare_against() -> None:
    i18n.set_language("en")
    assert _normal()[1].startswith("the next player is down to 2 cards: time for an attack card")
    assert _hard()[1].startswith("they played the hand out ")
    assert _easy() == "picked one of their 2 playable cards at random, keeping wilds for later"
