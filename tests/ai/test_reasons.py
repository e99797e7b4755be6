"""A CPU's one-line reason (issue 19), taken from its own decision: the normal player's scores, the hard
player's search, the easy player's rule of thumb. Asked for only when `give_reasons` is on; never changes a move.
Worded as a player would say it: the figures of the decision choose the words, but no score of the normal
player's scale shows (the playtest of 3060c3a read "level with Green 2 (1.55 to 1.52 on its scale)" as jargon)."""
from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.ai.base import RandomAgent
from game.ai.easy import EasyAgent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.ai.reasons import explained, label
from game.cardwords import card_name as card_word
from game.model import Card, Draw, Game, Play, Rules
from game.sim import play_hand

FILLER = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "B1", "B2", "B4", "R3", "R4", "G7", "Y7", "B7", "G8", "Y8", "B8"] * 2


def _ask(agent: object, game: Game) -> tuple[object, str]:
    return explained(agent, game.view(game.current), game.legal_actions())


def test_normal_names_the_threat_that_made_it_play_its_skip() -> None:
    # the next player holds 2 cards: normal's score gives the Skip +6 over the Red 5
    game = Game.from_setup([["RS", "R5", "B7", "B8"], ["G1", "G2"], ["Y1", "Y2", "Y3", "Y4"]], ["R3"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Play(0, Card.parse("RS"))
    # the runner-up from its ranking, and how far behind it stood, in a player's words
    assert why == ("the next player is down to 2 cards: time for an attack card, they still hold 1 more red card; "
                   "a much better move than Red 5")
    ranked = NormalAgent(1).policy.ranked(game.view(0), game.legal_actions())
    assert ranked[0][1] == action and ranked[0][0] - ranked[1][0] >= 3  # "much better": 3 points or more apart


def test_normal_says_it_kept_its_wild_and_drew_only_when_that_is_what_it_did() -> None:
    game = Game.from_setup([["W", "B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Play(0, Card.parse("W"), Card.parse("B1").color)  # nothing coloured plays: the wild
    assert why.startswith("no coloured card could be played, so they played the wild; they chose blue: they hold 2 blue cards")
    game = Game.from_setup([["B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    action, why = _ask(NormalAgent(1), game)
    assert action == Draw(0) and why == "no card matched: they drew"


def test_normals_score_in_its_reason_is_the_score_it_ranked_the_move_by() -> None:
    game = Game.from_setup([["R7", "R5", "R2", "B5"], ["G1", "G2", "G3"]], ["R3"], FILLER)
    agent = NormalAgent(1)
    action, why = _ask(agent, game)
    ranked = agent.policy.ranked(game.view(0), game.legal_actions())
    score = next(s for s, a in ranked if a == action)
    assert action == Play(0, Card.parse("R7"))  # three reds: a red card, the highest
    runner_up = next(s for s, a in ranked if isinstance(a, Play) and a.card == Card.parse("R5"))
    assert abs(score - runner_up) < 0.1  # only the points shed set them apart: "about as good"
    assert why == "they still hold 2 more red cards; Red 5 was about as good, but this gets rid of more points"


JARGON = ("scale", "scored", "rated", "search:", "sheds", "world", "the only card that played", "rather than play",
          "times in 100", "(mostly)")
"""Words of the old reasons a playtester read as jargon (3060c3a)."""


@pytest.mark.parametrize("level", [NormalAgent, EasyAgent, RandomAgent])
def test_no_reason_shows_a_score_or_jargon(level: type) -> None:
    # every reason of whole hands, on the party rules: no figure with decimals (the normal player's scale),
    # none of the old jargon; each one a sentence's worth of words
    rules = Rules(stacking=True, jump_in=True, seven_o=True)
    reasons: list[str] = []

    class Noting(level):  # type: ignore[misc]
        def choose(self, view: Any, legal: Any) -> Any:
            action = super().choose(view, legal)
            reasons.append(self.last_reason)
            return action

    for seed in (11, 12, 13):
        agents = [Noting(s) for s in range(4)]
        for a in agents:
            a.give_reasons = True
        play_hand(Game.new(4, rules, seed=seed), agents, random.Random(seed))
    assert len(reasons) > 40
    for why in reasons:
        assert not re.search(r"\d[.,]\d", why), why
        assert not any(word in why for word in JARGON), why
        assert len(why.split()) >= 2 and "{" not in why, why
    if level is NormalAgent:
        assert any(" better " in why or "about as good" in why for why in reasons)


def test_hard_reasons_show_no_score_either() -> None:
    rules = Rules()
    reasons: list[str] = []

    class Noting(HardAgent):
        def choose(self, view: Any, legal: Any) -> Any:
            action = super().choose(view, legal)
            reasons.append(self.last_reason)
            return action

    agents = [Noting(seed=s, steps=120, time_cap=None) for s in range(3)]
    for a in agents:
        a.give_reasons = True
    play_hand(Game.new(3, rules, seed=4), agents, random.Random(4))
    assert len(reasons) > 10
    for why in reasons:
        assert not re.search(r"\d[.,]\d", why), why
        assert not any(word in why for word in JARGON), why


WILDS_ONLY = [["W", "B1", "B7"], ["G1", "G2", "G3"]]


@pytest.mark.parametrize(("hands", "agent", "expected"), [
    # normal: its only playable card, named as such
    ([["R7", "B1", "B7"], ["G1", "G2", "G3"]], NormalAgent, "their last red card (their only playable card)"),
    # normal: two cards as good as each other, set apart by their points
    ([["R7", "R5", "R2", "B5"], ["G1", "G2", "G3"]], NormalAgent,
     "they still hold 2 more red cards; Red 5 was about as good, but this gets rid of more points"),
    # normal: a wild when nothing coloured plays, and the colour it names
    (WILDS_ONLY, NormalAgent, "no coloured card could be played, so they played the wild; they chose blue: they hold 2 blue cards "
                              "(their only playable card)"),
    # normal: a Wild Draw Four against a player close to going out
    ([["W4", "B1", "B7", "G7"], ["G1", "G2"], ["Y1", "Y2", "Y3"]], NormalAgent,
     "the next player is down to 2 cards: a Wild Draw Four slows them down, they chose blue: they hold 2 blue cards "
     "(their only playable card)"),
    # easy: each rule of thumb in a player's words
    ([["R7", "B1", "B7"], ["G1", "G2", "G3"]], EasyAgent, "it was their only playable card"),
    (WILDS_ONLY, EasyAgent, "played their wild: no coloured card could be played"),
])
def test_each_decision_reads_as_a_players_sentence(hands: list[list[str]], agent: type, expected: str) -> None:
    game = Game.from_setup(hands, ["R5" if hands is WILDS_ONLY else "R3"], FILLER)
    _action, why = _ask(agent(1), game)
    assert why == expected


def test_a_draw_instead_of_a_wild_says_the_wild_is_kept() -> None:
    # the normal player's draw when its best play was a wild it keeps: the reason names the wild and says
    # it is saved, in words, from the same ranking (a wild below drawing)
    from game.ai.reasons import normal_reason

    game = Game.from_setup([["WS", "B1", "B7"], ["G1"], ["Y1"]], ["R5"], FILLER, Rules(custom_wild="swap_hands"))
    agent = NormalAgent(1)
    view, legal = game.view(0), game.legal_actions()
    ranked = agent.policy.ranked(view, legal)
    draw = next(a for a in legal if isinstance(a, Draw))
    why = normal_reason(agent.policy, view, legal, draw)
    best = next(a for _s, a in ranked if isinstance(a, Play))
    assert best.card.wild
    assert why.startswith(f"drew instead of spending their {card_word(best.card)}: they save it for a better moment")


def test_hard_reports_its_search_as_it_ran() -> None:
    game = Game.from_setup([["R7", "B7", "G2", "Y9", "W"], ["G1", "G2", "G3", "Y4"], ["B1", "B2", "B3"]], ["R3"],
                           FILLER)
    agent = HardAgent(seed=3, steps=600, time_cap=None)
    action, why = _ask(agent, game)
    candidates, totals, worlds, best, _kept = agent.last_search
    assert worlds > 0 and candidates[best] == action
    assert why.startswith(f"they played the hand out {worlds} times with guessed cards: {label(action)} won "
                          f"{totals[best] / worlds:.0%}")


def test_easy_and_random_give_their_rule_of_thumb() -> None:
    game = Game.from_setup([["W", "B1", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    _action, why = _ask(EasyAgent(2), game)
    assert why == "played their wild: no coloured card could be played"
    game = Game.from_setup([["R1", "R2", "B7"], ["G1", "G2", "G3"]], ["R5"], FILLER)
    _action, why = _ask(EasyAgent(2), game)
    assert why == "picked one of their 2 playable cards at random, keeping wilds for later"
    _action, why = _ask(RandomAgent(2), game)
    assert why == f"picked at random among their {len(game.legal_actions())} moves"


@pytest.mark.parametrize("level", [RandomAgent, EasyAgent, NormalAgent])
def test_asking_for_reasons_never_changes_a_move(level: type) -> None:
    rules = Rules(stacking=True, jump_in=True, seven_o=True)
    results = []
    for explain in (False, True):
        agents = [level(s) for s in range(4)]
        for a in agents:
            a.give_reasons = explain
        game = Game.new(4, rules, seed=11)
        play_hand(game, agents, random.Random(5))
        results.append(game.to_dict())
        assert all(bool(a.last_reason) == explain for a in agents)  # worded only when asked
    assert results[0] == results[1]


def test_hard_explaining_plays_the_same_hand() -> None:
    results = []
    for explain in (False, True):
        agents = [HardAgent(seed=s, steps=300, time_cap=None) for s in range(3)]
        for a in agents:
            a.give_reasons = explain
        game = Game.new(3, Rules(), seed=2)
        play_hand(game, agents, random.Random(1))
        results.append(game.to_dict())
    assert results[0] == results[1]


def test_a_seven_o_swap_says_what_the_swap_gains_in_both_forms() -> None:
    """Playtest: the Why? of a CPU's Seven named no swap ("a much better move than its next-best card"). The
    swap's gain, which its score counted, is said with the hands' sizes (public), in full and in public."""
    rules = Rules(seven_o=True)
    game = Game.from_setup([["R9", "G6", "Y4", "B9", "G5"], ["R7", "B1", "B2", "B3", "B5", "Y6"], ["G9", "Y9"]],
                           ["R3"], FILLER, rules=rules)
    game.apply(Play(0, Card.parse("R9")))
    action, why = _ask(NormalAgent(1), game)
    assert isinstance(action, Play) and action.card == Card.parse("R7") and action.target == 2
    assert why.startswith("swapping hands leaves them 2 cards instead of 5"), why
    assert why.public.startswith("swapping hands leaves them 2 cards instead of 5"), why.public


def test_a_colour_play_says_its_colour_in_public_without_a_count() -> None:
    """Playtest: during the hand the Why? read only "a much better move than its next-best card". The term that
    made the score, the count of the card's colour, is said in full; in public the colour it plays on in, and
    nothing of what it holds ("the colour they hold most" read as a look at the hand: playtest on a464556)."""
    game = Game.from_setup([["G9", "G6", "G4", "B9"], ["B7", "R2", "R5", "R8", "B3"], ["G1", "Y9", "Y5"]], ["R3"],
                           FILLER, current=1)
    action, why = _ask(NormalAgent(1), game)
    assert isinstance(action, Play) and action.card.color is not None and action.card.color.name == "RED", action
    assert why.public.startswith("they play on in red"), why.public
    assert "hold" not in why.public, why.public
    assert not re.search(r"\d", why.public) and "hold 2 more red" in why, (why, why.public)


def test_the_easy_players_public_reasons_say_nothing_of_its_hand() -> None:
    """Playtest on a464556: the Why? read during the hand told what a CPU holds. The easy player's colour,
    its only card and its pick among several say nothing of its hand in public; in full they do."""
    from game.ai.reasons import easy_reason
    from game.model import ChooseColor, Color

    for rule, action, n in (("", ChooseColor(1, Color.RED), 0), ("only_match", Play(1, Card.parse("R5")), 0),
                            ("some_match", Play(1, Card.parse("R5")), 3)):
        why = easy_reason(rule, action, n)
        assert "hold" not in why.public and "only" not in why.public and "3" not in why.public, why.public
        assert why.public != str(why), why
