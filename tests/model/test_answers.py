"""The questions the table asks, answered by the model: refusal codes, a card's refusal, the bluff test,
the phase as an enum, the rules' limits and dependencies, and the wins of a match."""
from __future__ import annotations

import json
import pickle
import random

import pytest
from uno_testkit import (
    BLUE,
    GREEN,
    RED,
    C,
    all_rules,
    candidate_actions,
    play_out,
    random_action,
    roundtrip,
    setup,
)

from game.model import (
    CallUno,
    CardsDrawn,
    Catch,
    Challenge,
    ChallengeResolved,
    ChooseColor,
    Draw,
    DrawReason,
    Game,
    HandOver,
    IllegalAction,
    Match,
    Pass,
    Phase,
    Play,
    Rank,
    Reason,
    Refusal,
    Rules,
)

DECK = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]
RULE_SETS = [
    Rules(),
    Rules(challenge=False),
    Rules(stacking=True, stack_mixed=True, seven_o=True, jump_in=True),
    Rules(draw_until_playable=True, force_play=True, jump_in=True),
    all_rules(),
    all_rules(challenge=False),
]


# -- the phase ----------------------------------------------------------------------------------------

def test_the_phase_is_an_enum_that_behaves_as_its_contract_string() -> None:
    assert [p.value for p in Phase] == ["play", "drawn", "penalty", "color", "over"]
    for member in Phase:
        text = member.value
        assert member == text and text == member and (member != text) is False
        assert hash(member) == hash(text) and {text: 1}[member] == 1 and {member: 1}[text] == 1
        assert str(member) == text and f"{member}" == text and "{}".format(member) == text  # noqa: UP032
        assert json.dumps(member) == json.dumps(text) and json.dumps({member: 0}) == json.dumps({text: 0})
        assert pickle.loads(pickle.dumps(member)) is member
        assert Phase(text) is member
    assert Phase.PLAY != "drawn"


def test_a_game_and_its_view_report_a_phase_member_and_saves_hold_plain_strings() -> None:
    game = Game.new(3, seed=4)
    assert game.phase is Phase.PLAY and game.view(0).phase is Phase.PLAY
    data = game.to_dict()
    assert type(data["phase"]) is str and data["phase"] == "play"
    again = roundtrip(game)
    assert again.phase is Phase.PLAY
    unpickled = pickle.loads(pickle.dumps(game))
    assert unpickled.phase is Phase.PLAY and unpickled.legal_actions() == game.legal_actions()
    view = pickle.loads(pickle.dumps(game.view(1)))
    assert view.phase is Phase.PLAY and view == game.view(1)
    # A view built with the plain string (by an older pickle, or by hand) still rebuilds a game.
    rebuilt = Game.from_view(game.view(0)._replace(phase="play"), game.hands, game.draw_pile, seed=1)
    assert rebuilt.phase is Phase.PLAY and rebuilt.legal_actions() == game.legal_actions()


def test_a_damaged_phase_in_a_save_is_refused_in_one_line() -> None:
    data = Game.new(2, seed=1).to_dict()
    data["phase"] = "dancing"
    with pytest.raises(ValueError, match="bad phase 'dancing'"):
        Game.from_dict(data)


def test_cards_drawn_carry_a_draw_reason_member() -> None:
    game = Game.new(4, all_rules(), seed=5)
    events = play_out(game, random.Random(5))
    reasons = {e.reason for e in events if isinstance(e, CardsDrawn)}
    assert reasons and all(isinstance(r, DrawReason) for r in reasons)
    assert DrawReason.PENALTY == "penalty" and str(DrawReason.UNO) == "uno"


# -- refusals -----------------------------------------------------------------------------------------

def refused(game: Game, action: object) -> Refusal:
    refusal = game.refusal(action)  # type: ignore[arg-type]
    assert refusal is not None, action
    before = game.to_dict()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert game.to_dict() == before
    assert info.value.refusal == refusal and info.value.reason is refusal.reason
    assert str(info.value) == refusal.message == game.why_illegal(action)  # type: ignore[arg-type]
    return refusal


def test_every_refusal_has_a_code_and_the_seats_it_names() -> None:
    g = setup([["R5", "G7", "W4", "W"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"], DECK)
    r = refused(g, Play(1, C("B3")))
    assert (r.reason, r.seats, r.card) == (Reason.NOT_YOUR_TURN, (0, 1), C("B3"))
    assert refused(g, Draw(2)).seats == (0, 2)
    r = refused(g, Play(0, C("B9")))
    assert (r.reason, r.seats) == (Reason.CARD_NOT_IN_HAND, (0,))
    assert refused(g, Play(0, C("G7"))).reason is Reason.DOES_NOT_MATCH
    assert refused(g, Play(0, C("W"))).reason is Reason.COLOR_REQUIRED
    assert refused(g, Play(0, C("R5"), RED)).reason is Reason.COLOR_NOT_ALLOWED
    assert refused(g, Play(0, C("R5"), None, 1)).reason is Reason.TARGET_NOT_ALLOWED
    assert refused(g, Play(7, C("R5"))).reason is Reason.NO_SUCH_SEAT
    assert refused(g, Pass(0)).reason is Reason.NOTHING_TO_KEEP
    assert refused(g, Challenge(0)).reason is Reason.NOTHING_TO_CHALLENGE
    assert refused(g, ChooseColor(0, RED)).reason is Reason.NO_COLOR_TO_NAME
    assert refused(g, CallUno(0)).reason is Reason.UNO_TOO_EARLY
    assert refused(g, Catch(0, 0)).reason is Reason.CATCH_SELF
    r = refused(g, Catch(0, 1))
    assert (r.reason, r.seats) == (Reason.CANNOT_BE_CAUGHT, (1,))
    g.apply(CallUno(1))
    assert refused(g, CallUno(1)).reason is Reason.UNO_ALREADY_SAID


def test_refusal_codes_in_the_other_phases() -> None:
    no_challenge = setup([["W4", "R1"], ["B1"]], ["R5"], DECK, rules=Rules(challenge=False))
    assert refused(no_challenge, Play(0, C("W4"), GREEN)).reason is Reason.WILD_DRAW_FOUR_HELD_COLOR

    jump = setup([["R5", "G1"], ["R5", "B2"], ["Y1"]], ["R5"], DECK, rules=Rules(jump_in=True), current=0)
    assert refused(jump, Play(1, C("B2"))).reason is Reason.JUMP_IN_NOT_IDENTICAL
    assert refused(jump, Play(1, C("B2"))).seats == (0,)

    drawn = setup([["B1", "G2"], ["B3"]], ["R5"], ["R9", *DECK], rules=Rules(force_play=True))
    drawn.apply(Draw(0))
    assert drawn.phase is Phase.DRAWN
    assert refused(drawn, Play(0, C("B1"))).reason is Reason.ONLY_DRAWN_CARD
    assert refused(drawn, Draw(0)).reason is Reason.DRAWN_CARD_WAITS
    assert refused(drawn, Pass(0)).reason is Reason.FORCE_PLAY

    penalty = setup([["RD2", "G1"], ["BD2", "G9", "B4"], ["Y1"]], ["R5"], DECK)
    penalty.apply(Play(0, C("RD2")))
    assert penalty.current == 2  # no stacking: drawn at once
    stacking = setup([["RD2", "G1"], ["BD2", "G9", "B4"], ["Y1"]], ["R5"], DECK, rules=Rules(stacking=True))
    stacking.apply(Play(0, C("RD2")))
    assert stacking.phase is Phase.PENALTY
    assert refused(stacking, Play(1, C("G9"))).reason is Reason.CANNOT_STACK
    assert refused(stacking, Challenge(1)).reason is Reason.NOTHING_TO_CHALLENGE
    w4 = setup([["W4", "G1"], ["B4", "G9"], ["Y1"]], ["R5"], DECK)
    w4.apply(Play(0, C("W4"), BLUE))
    assert refused(w4, Play(1, C("B4"))).reason is Reason.MUST_ANSWER_PENALTY

    no_challenge.apply(Play(0, C("R1")))
    assert refused(no_challenge, Challenge(1)).reason is Reason.NOTHING_TO_CHALLENGE

    first_wild = Game.new(2, Rules(), seed=3, dealer=1, deck=[*["R1", "G2"] * 7, "W", "B1", "B2"])
    assert first_wild.phase is Phase.COLOR
    assert refused(first_wild, Play(0, first_wild.hands[0][0])).reason is Reason.COLOR_TO_NAME
    assert refused(first_wild, Draw(0)).reason is Reason.COLOR_TO_NAME

    seven = setup([["R7", "G1"], ["B1"], ["Y1"]], ["R5"], DECK, rules=Rules(seven_o=True))
    assert refused(seven, Play(0, C("R7"))).reason is Reason.TARGET_REQUIRED
    assert refused(seven, Play(0, C("R7"), None, 0)).reason is Reason.SELF_TARGET
    assert refused(seven, Play(0, C("R7"), None, 9)).reason is Reason.NO_SUCH_TARGET


def test_a_finished_hand_refuses_everything_with_hand_over() -> None:
    game = setup([["R5"], ["B3", "B6"]], ["R1"], DECK)
    game.apply(Play(0, C("R5")))
    assert refused(game, Draw(1)).reason is Reason.HAND_OVER
    assert game.card_refusal(1, C("B3")) == Refusal(Reason.HAND_OVER, "the hand is over")


def test_a_refusal_survives_pickling_and_a_bare_one_has_the_other_code() -> None:
    exc = IllegalAction("seat 2 said Uno in time", Reason.SAID_UNO_IN_TIME, (2,))
    again = pickle.loads(pickle.dumps(exc))
    assert again.refusal == exc.refusal and str(again) == str(exc)
    bare = IllegalAction("no")
    assert bare.reason is Reason.OTHER and bare.seats == () and isinstance(bare, ValueError)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.spec() or "official")
def test_every_refused_action_has_a_refusal_and_every_legal_one_none(rules: Rules) -> None:
    rng = random.Random(11)
    for hand_no in range(3):
        game = Game.new(4, rules, seed=hand_no)
        steps = 0
        while not game.is_over and steps < 60:
            legal = {a for p in range(4) for a in game.legal_actions(p)}
            for action in candidate_actions(game):
                refusal = game.refusal(action)
                assert (refusal is None) == (action in legal), action
                if refusal is not None:
                    assert refusal.message and all(0 <= s < 4 for s in refusal.seats)
            game.apply(random_action(game, rng))
            steps += 1


# -- a card's refusal ----------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.spec() or "official")
def test_a_card_is_refused_exactly_when_no_play_of_it_is_legal(rules: Rules) -> None:
    rng = random.Random(2)
    checked = 0
    for hand_no in range(8):
        game = Game.new(4, rules, seed=100 + hand_no)
        while not game.is_over and game.actions_taken < 250:
            for seat in range(4):
                playable = {a.card for a in game.legal_actions(seat) if isinstance(a, Play)}
                for card in set(game.hands[seat]) | {C("G7")}:
                    refusal = game.card_refusal(seat, card)
                    assert (refusal is None) == (card in playable), (seat, card, refusal)
                    if refusal is not None:
                        assert refusal.reason not in (Reason.COLOR_REQUIRED, Reason.TARGET_REQUIRED)
                    checked += 1
            game.apply(random_action(game, rng))
    assert checked > 1000


def test_a_card_refusal_says_why_without_a_made_up_colour_or_target() -> None:
    game = setup([["R5", "G7", "W", "R7"], ["B3", "G1"]], ["R1"], DECK, rules=Rules(seven_o=True))
    assert game.card_refusal(0, C("W")) is None and game.card_refusal(0, C("R7")) is None
    r = game.card_refusal(0, C("G7"))
    assert r is not None and (r.reason, r.card) == (Reason.DOES_NOT_MATCH, C("G7"))
    assert r.message == game.why_illegal(Play(0, C("G7"), None, 1))
    r = game.card_refusal(1, C("B3"))
    assert r is not None and (r.reason, r.seats) == (Reason.NOT_YOUR_TURN, (0, 1))
    r = game.card_refusal(1, C("R5"))
    assert r is not None and r.reason is Reason.CARD_NOT_IN_HAND


# -- the Wild Draw Four bluff ----------------------------------------------------------------------------

def test_the_view_says_whether_a_wild_draw_four_would_be_a_bluff() -> None:
    assert setup([["W4", "R1"], ["B1"]], ["R5"], DECK).view(0).wild_draw_four_is_bluff
    assert not setup([["W4", "G1", "W", "B5"], ["B1"]], ["R5"], DECK).view(0).wild_draw_four_is_bluff
    # The colour named for a wild on top is the one that counts.
    assert setup([["W4", "B1"], ["R1"]], ["R5", "W"], DECK, color=BLUE).view(0).wild_draw_four_is_bluff
    assert not setup([["W4", "R1"], ["R1"]], ["R5", "W"], DECK, color=BLUE).view(0).wild_draw_four_is_bluff


@pytest.mark.parametrize("challenge", [True, False])
def test_the_bluff_answer_agrees_with_the_legal_plays_and_the_challenge(challenge: bool) -> None:
    rules = Rules(challenge=challenge, stacking=True, stack_mixed=True)
    rng = random.Random(7)
    seen = {True: 0, False: 0}
    for hand_no in range(40):
        game = Game.new(3, rules, seed=hand_no)
        while not game.is_over:
            seat = game.current
            view = game.view(seat)
            holds_w4 = any(c.rank is Rank.WILD_DRAW_FOUR for c in view.hand)
            if holds_w4 and game.phase is Phase.PLAY:
                legal = game.card_refusal(seat, C("W4")) is None
                assert legal == (challenge or not view.wild_draw_four_is_bluff)
                seen[view.wild_draw_four_is_bluff] += 1
                if legal and challenge:
                    bluff = view.wild_draw_four_is_bluff
                    game.apply(Play(seat, C("W4"), GREEN))
                    events = game.apply(Challenge(game.current))
                    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
                    assert resolved.bluff == bluff
                    continue
            game.apply(random_action(game, rng, out_of_turn=0.0))
    assert seen[True] and seen[False]


# -- the rules' limits and dependencies --------------------------------------------------------------------

def test_rules_say_which_rule_needs_another_and_switch_it_off_with_it() -> None:
    rules = Rules()
    assert rules.needs("stack_mixed") == "stacking" and rules.needs("stacking") is None
    assert not rules.available("stack_mixed") and rules.available("stacking")
    on = rules.changed("stacking", True).changed("stack_mixed", True)
    assert on.available("stack_mixed") and on.stack_mixed
    off = on.changed("stacking", False)
    assert not off.stacking and not off.stack_mixed
    assert on.changed("seven_o", True).stack_mixed
    with pytest.raises(ValueError, match="unknown rule"):
        rules.changed("nonsense", True)
    with pytest.raises(ValueError, match="hand_size"):
        rules.changed("hand_size", 0)


def test_rules_know_how_many_cards_a_deal_needs() -> None:
    assert Rules().deck_size == 108 and Rules(edition="2018").deck_size == 112
    assert Rules().max_hand_size(10) == 10 and Rules().max_hand_size(2) == 20 and Rules().max_hand_size(6) == 17
    assert Rules().problems(4) == [] and Rules(hand_size=10).problems(10) == []
    problems = Rules(hand_size=11).problems(10)
    assert problems == ["10 players with 11 cards each need more than the 108 cards of the deck: deal at most 10 each"]
    assert Rules(hand_size=11, edition="2018").problems(10) == []
    assert Rules().problems(1) and Rules().problems(11) and Rules().problems(True)  # type: ignore[arg-type]
    Rules().check(4)
    with pytest.raises(ValueError, match="deal at most 10 each"):
        Rules(hand_size=11).check(10)


def test_a_deal_the_rules_refuse_is_refused_by_the_game_with_the_same_sentence() -> None:
    for players, hand_size in [(10, 11), (9, 12), (6, 18)]:
        rules = Rules(hand_size=hand_size)
        with pytest.raises(ValueError) as info:
            Game.new(players, rules, seed=1)
        assert [str(info.value)] == rules.problems(players)
    for players in range(2, 11):
        rules = Rules(hand_size=Rules().max_hand_size(players))
        assert rules.problems(players) == []
        Game.new(players, rules, seed=1)


# -- the match's wins ----------------------------------------------------------------------------------

def test_match_wins_count_every_finished_hand_per_seat() -> None:
    rng = random.Random(3)
    match = Match.new(3, Rules(target_score=200), seed=8)
    expected = [0, 0, 0]
    while True:
        assert match.wins == expected
        banked = match.scores
        assert match.banked == banked
        play_out(match.game, rng)
        assert match.banked == banked
        if match.game.winner is not None:
            expected[match.game.winner] += 1
            banked[match.game.winner] += match.game.round_points()
        assert match.wins == expected and match.scores == banked
        outcome = match.game.outcome()
        assert isinstance(outcome, HandOver) and outcome.winner == match.game.winner
        assert outcome.hands == match.game.hands and outcome.points == match.game.round_points()
        if match.is_over:
            break
        match.next_round()
        assert match.game.outcome() is None
    assert sum(expected) == match.hand_number - sum(1 for w, _p in match.history if w is None) - (
        match.game.winner is None)
    assert Match.from_dict(json.loads(json.dumps(match.to_dict()))).wins == expected
