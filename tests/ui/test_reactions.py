"""The CPUs' reactions: who reacts to which event (pure rules), and how the table shows them."""
from __future__ import annotations

from pathlib import Path

import pygame
from appdriver import make_app, step
from tablekit import setup

from game.model import (
    Card,
    CardsDrawn,
    ChallengeResolved,
    Color,
    Draw,
    DrawReason,
    HandOver,
    Play,
    TurnSkipped,
    UnoCaught,
)
from game.session import MatchConfig, Session
from game.ui.scenes.table import AMBIENT_SECONDS, TableScene
from game.ui.table.animator import DEAL_GAP, DRAW, Animator
from game.ui.table.layout import Layout
from game.ui.table.reactions import SHOWN, Reaction, ReactionBoard, reactions_for

QUIET, CHATTY = 0.3, 1.0
CPUS = {1: QUIET, 2: CHATTY}  # seat 0 is the person: never in the map, never reacts


def drawn(seat: int, count: int, reason: DrawReason = DrawReason.PENALTY) -> CardsDrawn:
    return CardsDrawn(seat, count, None, reason)


def said(events: list, chatter: dict[int, float] = CPUS) -> dict[int, tuple[str, str]]:  # type: ignore[type-arg]
    return {r.seat: (r.mood, r.text) for r in reactions_for(events, chatter)}


def test_a_wild_draw_four_hurts_everyone_but_a_draw_two_only_the_talkative() -> None:
    assert said([drawn(1, 4)]) == {1: ("annoyed", "Ouch!")}
    assert said([drawn(2, 8)]) == {2: ("annoyed", "+8?!")}
    assert said([drawn(0, 4)]) == {}  # the person's seat
    assert said([drawn(1, 2)]) == {}
    assert said([drawn(2, 2)]) == {2: ("annoyed", "Hey!")}
    assert said([drawn(1, 1, DrawReason.DRAW), drawn(2, 1, DrawReason.DRAW)]) == {}


def test_caught_bluffing_or_without_uno_and_winning() -> None:
    assert said([UnoCaught(2, 1, 2)]) == {1: ("surprised", "Oops!"), 2: ("pleased", "Gotcha!")}
    assert said([UnoCaught(1, 2, 2)]) == {2: ("surprised", "Oops!")}  # the quiet one gloats not
    bluff = ChallengeResolved(2, 1, True, None, 1, 4)
    assert said([bluff]) == {1: ("surprised", "Caught!"), 2: ("pleased", "Knew it!")}
    honest = ChallengeResolved(1, 2, False, None, 1, 6)
    assert said([honest]) == {1: ("annoyed", "Argh!"), 2: ("pleased", "Honest!")}
    assert said([HandOver(1, 40, ())]) == {1: ("pleased", "Yes!")}
    assert said([HandOver(None, 0, ())]) == {}
    assert said([TurnSkipped(1), TurnSkipped(2)]) == {2: ("annoyed", "Hmph.")}


def test_one_reaction_per_seat_per_batch_the_weightiest() -> None:
    out = reactions_for([drawn(2, 2), TurnSkipped(2), drawn(1, 4), HandOver(1, 10, ())], CPUS)
    by_seat = {r.seat: r for r in out}
    assert len(out) == 2
    assert (by_seat[2].text, by_seat[2].event) == ("Hey!", 0)  # not the skip after it
    assert (by_seat[1].text, by_seat[1].event) == ("Yes!", 3)  # winning beats the +4


def test_the_board_keeps_one_per_seat_and_each_under_a_second_and_a_half() -> None:
    board = ReactionBoard()
    assert not board.moving(0.0)
    board.add([Reaction(1, "annoyed", "Ouch!")], at=1.0)
    board.add([Reaction(1, "pleased", "Yes!")], at=1.5)  # replaces it
    board.add([Reaction(2, "surprised", "Oops!")], at=1.5, duration=9.0)
    assert board.moods(1.2) == {}  # the first was replaced outright: at most one per seat
    assert board.moods(1.6) == {1: "pleased", 2: "surprised"}
    assert [r.text for r in board.showing(1.6)] == ["Yes!", "Oops!"]
    assert board.moving(2.9)
    assert not board.moving(1.5 + 1.45) and board.moods(3.0) == {}
    assert SHOWN < 1.5


def test_the_animator_shows_a_reaction_once_the_penalty_has_landed_without_delaying_the_game() -> None:
    game = setup([["W4", "R7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"], current=0)
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1)
    anim.chatter = {1: 0.3, 2: 0.3}
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(Play(0, Card.parse("W4"), Color.BLUE))], game.view(0))
    while anim.busy:
        anim.update(1 / 60)
    assert not anim.reactions.moving(anim.t)  # playing the +4 is nothing to react to
    took = anim.present([e.seen_by(0) for e in game.apply(Draw(1))], game.view(0))
    assert took > 0.2
    start = anim.t
    assert anim.reactions.moods(anim.t) == {} and anim.reactions.moving(anim.t) is False
    seen_at = None
    while anim.t < start + took + 2.0:
        anim.update(1 / 60)
        if seen_at is None and anim.reactions.moods(anim.t):
            seen_at = anim.t
            assert anim.reactions.moods(anim.t) == {1: "annoyed"}
    landed = start + 3 * DEAL_GAP + DRAW  # the fourth card's flight ends
    assert seen_at is not None and landed <= seen_at <= start + took  # once the cards have landed
    assert not anim.busy  # the game went on: the reaction is not part of the motion it waits for
    assert not anim.reactions.moving(anim.t)


def test_the_table_stays_awake_while_a_face_reacts_and_rests_after(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "4")
    try:
        table = TableScene(app, Session.new(MatchConfig.quick(3, "normal", seed=5)))
        app.reset(table)
        for _ in range(60 * 40):
            step(app)
            if table.controller.my_turn() and app.wake_in() is None:
                break
        assert app.wake_in() is None, "the table never came to rest on the person's turn"
        assert table.anim.chatter.keys() == {1, 2}
        plate = table.layout.seat(1).plate
        around = plate.inflate(plate.w, plate.h * 3).clip(app.screen.get_rect())  # the plate and its bubble

        def seat_one() -> bytes:
            app.draw(app.screen)
            return pygame.image.tobytes(app.screen.subsurface(around).copy(), "RGB")

        calm = seat_one()
        table.anim.reactions.add([Reaction(1, "surprised", "Oops!")], table.anim.t)
        assert app.wake_in() == 0.0
        step(app, 20)
        assert app.wake_in() == 0.0
        assert seat_one() != calm  # the face and the bubble show
        step(app, 90)
        assert not table.anim.reactions.moving(table.anim.t)
        step(app, round(AMBIENT_SECONDS * 60) + 2)  # the gentle low-rate time after any motion
        assert app.wake_in() is None
        assert seat_one() == calm  # back to calm, nothing left over
    finally:
        app.close()
