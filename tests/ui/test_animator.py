"""The animator on the table's one clock (a `tween.Timeline`), ticked with a fixed dt and no window."""
from __future__ import annotations

import pytest
from tablekit import setup

from game.model import Card, Play
from game.ui.table.animator import PLAY, Animator
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60


def test_a_play_runs_on_the_shared_clock_and_lands_when_due() -> None:
    game = setup([["R5", "G7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    clock = Timeline()
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1, clock=clock,
                    speed=lambda: 2.0)
    anim.sync(game.view(0))
    clock.update(1.0)  # the table has been up a while: the batch starts at the clock's time, not at 0
    assert anim.t == clock.now == 1.0
    events = [e.seen_by(0) for e in game.apply(Play(0, Card.parse("R5")))]
    took = anim.present(events, game.view(0))
    assert took == pytest.approx(PLAY / 2.0)  # speed 2: everything in half the time
    assert anim.busy and anim.log == []
    landed_at = None
    while anim.busy:
        anim.update(DT)
        if landed_at is None and anim.pile[-1][0] is Card.parse("R5"):
            landed_at = anim.pile_landed
    # The landing ran at its due time, not at the frame boundary after it.
    assert landed_at == pytest.approx(1.0 + PLAY / 2.0)
    # the line is written when the card lands on the pile, not when it leaves the hand
    assert [(line.text, line.t) for line in anim.log] == [("You played Red 5", pytest.approx(1.0 + PLAY / 2.0))]
    assert anim.desyncs == 0 and not anim.flights
    assert [s.card.text for s in anim.hand] == ["G7", "B2"]


def test_a_new_batch_fast_forwards_the_last_without_moving_the_clock() -> None:
    game = setup([["R5", "R7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(Play(0, Card.parse("R5")))], game.view(0))
    anim.update(DT)
    assert anim.flights  # mid-flight
    anim.flush()
    assert anim.t == pytest.approx(DT) and not anim.busy and not anim.flights
    assert anim.pile[-1][0] is Card.parse("R5") and anim.desyncs == 0


def test_a_drawn_hand_ends_with_its_banner_and_every_count_kept() -> None:
    """A hand ended with no winner (the action limit): no card flies, every count stays, the banner says
    so (the badges' kept counts were once read from the winner's order before it was known: a crash)."""
    from game.model import HandOver

    game = setup([["R1", "R2"], ["G3"], ["B4", "Y5", "W"]], ["R9"])
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))
    anim.present([HandOver(winner=None, points=0, hands=())], game.view(0))
    assert [e.text for e in anim.effects if e.kind == "banner"] == ["Drawn hand"]
    while anim.busy:
        anim.update(DT)
    assert anim.over and anim.winner is None and not anim.flights
    assert [anim.badge_count(s) for s in range(3)] == [2, 1, 3]


def test_a_reverse_hands_the_turn_on_as_it_lands() -> None:
    """Playtest (eab6cc2): "Mia's turn" stayed up over the Reverse's swirl after Mia's card had landed,
    so for a moment Mia seemed to play again. The next seat is lit as the card lands."""
    game = setup([["R5", "G7"], ["GR", "B6", "B7"], ["Y1", "Y2"], ["B1", "B2"]], ["G1"], current=1)
    anim = Animator(["You", "Mia", "Leo", "Ava"], 0, Layout((960, 540), 4, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))
    assert anim.current == 1
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("GR")))], game.view(0))
    after = game.view(0).current
    assert after == 0  # the play turned back to the person
    seen: list[int | None] = []
    while anim.busy:
        anim.update(DT)
        if anim.pile[-1][0] is Card.parse("GR"):
            seen.append(anim.current)
    assert seen and set(seen) == {after}, seen


def test_the_line_at_the_persons_seat_goes_when_their_turn_comes() -> None:
    """Playtest on 6f4f358: "Ava's Orange Skip Everyone: you miss your turn" stood over "Your turn: play an
    orange card...". The line told by an earlier play goes as the person's turn begins; a play that both
    tells and gives the turn (a +4 to answer) keeps its own line."""
    game = setup([["R5", "G7"], ["R1", "B6", "B7"], ["RS", "R2", "Y3"]], ["R3"], current=2)
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))

    def told() -> list[str]:
        return [e.text for e in anim.effects if e.kind == "told" and e.live(anim.t)]

    anim.present([e.seen_by(0) for e in game.apply(Play(2, Card.parse("RS")))], game.view(0))
    while anim.busy:
        anim.update(DT)
    assert told() == ["Leo's Red Skip: you miss your turn"] and anim.current == 1
    for seat, card in ((1, "R1"), (2, "R2")):
        anim.present([e.seen_by(0) for e in game.apply(Play(seat, Card.parse(card)))], game.view(0))
        while anim.busy:
            anim.update(DT)
    assert anim.current == 0 and told() == [], "the turn is the person's: the skip is old news"


def test_a_plus_four_on_the_person_keeps_its_line_while_they_answer() -> None:
    from game.model import Color, Rules

    game = setup([["R5", "G7"], ["W4", "B6", "B7"]], ["R3"], current=1, rules=Rules(challenge=True))
    anim = Animator(["You", "Mia"], 0, Layout((960, 540), 2, 0, True, 0.75), seed=1)
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("W4"), Color.BLUE))], game.view(0))
    while anim.busy:
        anim.update(DT)
    assert anim.current == 0 and any("+4" in e.text for e in anim.effects if e.kind == "told" and e.live(anim.t))


@pytest.mark.parametrize("synced", [False, True])
def test_an_uno_said_before_its_card_is_logged_even_if_the_table_is_synced_between(synced: bool) -> None:
    """A CPU says Uno, then plays its second-last card: the line waits for the card. At a pass-and-play
    table a privacy screen synced the table between the two, and the line was lost while the badge showed
    (playtest 11: no "Mia: “Uno!”" in the log nor in the next person's recap)."""
    from game.model import CallUno, Rules

    game = setup([["B2", "B3"], ["Y1", "Y2", "Y5", "Y6"], ["Y3", "G4"]], ["Y4"], current=2,
                 rules=Rules(jump_in=True, target_score=None))
    anim = Animator(["Ann", "Bob", "Mia"], 0, Layout((1280, 720), 3, 0, True, 1.0), seed=1, clock=Timeline())
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(CallUno(2))], game.view(0))
    if synced:
        anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(Play(2, Card.parse("Y3")))], game.view(0))
    anim.flush()
    lines = [line.text for line in anim.log]
    assert "Mia: “Uno!”" in lines and "Mia played Yellow 3 — one card left" in lines, lines
    assert 2 in anim.uno
