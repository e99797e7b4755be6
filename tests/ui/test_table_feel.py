"""What a player sees at the table, frame by frame (issue 12): the UNO bubble shows with one card
left, the counts stay true while hands change owners, and the ring takes the colour with its badge.

The animator runs on its own clock with a fixed dt; the model's events are the real ones."""
from __future__ import annotations

from pathlib import Path

from tablekit import make_app, run_until, setup, step

from game.model import CallUno, Card, Color, Play, Rules
from game.session import MatchConfig, Session
from game.ui.scenes.table import TableScene
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.table.picture import _rgb

DT = 1 / 60
NAMES = ["You", "Mia", "Leo"]


def _animator(game: object, viewer: int = 0) -> Animator:
    anim = Animator(NAMES[: len(game.hands)], viewer, Layout((960, 540), len(game.hands), viewer, True, 0.75),  # type: ignore[attr-defined]
                    seed=1)
    anim.sync(game.view(viewer))  # type: ignore[attr-defined]
    anim.update(1.0)
    return anim


def _bubbles(anim: Animator, seat: int) -> bool:
    return any(e.kind == "bubble" and e.seat == seat and e.live(anim.t) for e in anim.effects)


def test_a_cpus_uno_bubble_shows_when_its_penultimate_card_lands() -> None:
    game = setup([["R5", "G7", "B2"], ["R3", "B6"], ["Y1", "Y2"]], ["R1"], current=1)
    anim = _animator(game)
    # The CPU says Uno holding two cards (its call comes just before the play): nothing shows yet.
    anim.present([e.seen_by(0) for e in game.apply(CallUno(1))], game.view(0))
    for _ in range(60):
        anim.update(DT)
        assert not _bubbles(anim, 1) and 1 not in anim.uno
    assert not any("Uno" in line.text for line in anim.log)
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("R3")))], game.view(0))
    seen = False
    for _ in range(60):
        anim.update(DT)
        if _bubbles(anim, 1):
            assert anim.counts[1] == 1 and anim.pile[-1][0] is Card.parse("R3")
            seen = True
    assert seen and 1 in anim.uno
    assert any("Uno" in line.text for line in anim.log)
    assert anim.desyncs == 0


def test_the_persons_own_uno_shows_at_once() -> None:
    game = setup([["R5", "G7"], ["R3", "B6"], ["Y1", "Y2"]], ["R1"], current=0)
    anim = _animator(game)
    anim.present([e.seen_by(0) for e in game.apply(CallUno(0))], game.view(0))
    anim.update(DT)
    assert _bubbles(anim, 0)


def _counts_while_hands_move(game: object, play: Play) -> tuple[list[int], list[int], list[list[int]]]:
    anim = _animator(game)
    before = list(game.view(0).hand_sizes)  # type: ignore[attr-defined]
    anim.present([e.seen_by(0) for e in game.apply(play)], game.view(0))  # type: ignore[attr-defined]
    after = list(game.view(0).hand_sizes)  # type: ignore[attr-defined]
    frames = []
    while anim.busy or anim.flights:
        anim.update(DT)
        frames.append(list(anim.counts))
    assert anim.desyncs == 0
    return before, after, frames


def test_counts_stay_true_while_a_zero_passes_every_hand() -> None:
    rules = Rules.from_spec("seven_o,target_score=none")
    game = setup([["R0", "G7", "B2", "B4"], ["R3", "B6"], ["Y1", "Y2", "G5"]], ["R1"], rules=rules)
    before, after, frames = _counts_while_hands_move(game, Play(0, Card.parse("R0")))
    assert frames and before[0] == 4
    for counts in frames:
        assert any(counts), "every count read 0 while the hands moved"
        for seat, n in enumerate(counts):
            # each seat shows what it held (its old hand, less the card played) or what it holds now
            assert n in (before[seat] - (seat == 0), after[seat]), (seat, n, counts)
    assert frames[-1] == after


def test_counts_stay_true_while_a_seven_swaps_two_hands() -> None:
    rules = Rules.from_spec("seven_o,target_score=none")
    game = setup([["R7", "G7", "B2", "B4"], ["R3", "B6"], ["Y1", "Y2", "G5"]], ["R1"], rules=rules)
    _before, after, frames = _counts_while_hands_move(game, Play(0, Card.parse("R7"), target=2))
    for counts in frames:
        assert counts[1] == 2
        assert counts[2] in (3, after[2]) and counts[0] in (3, after[0]), counts


def test_the_ring_takes_the_new_colour_with_its_badge() -> None:
    game = setup([["R5", "G7", "B2"], ["G3", "B6", "G9"], ["Y1", "Y2"]], ["R3"], current=1)
    anim = _animator(game)
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("G3")))], game.view(0))
    while anim.color is not Card.parse("G3").color:
        anim.update(DT)
    changed = anim.t
    red, green = _rgb(Card.parse("R3").color), _rgb(Card.parse("G3").color)  # type: ignore[arg-type]

    def share() -> float:  # how far the ring has gone from red to green (0..1)
        return (anim.ring_rgb()[1] - red[1]) / (green[1] - red[1])

    while anim.t < changed + 0.1:
        anim.update(DT)
    assert share() >= 0.5, f"the ring trails the badge: {share():.2f} of the way 0.1 s after it changed"
    while anim.t < changed + 0.3:
        anim.update(DT)
    assert anim.ring_rgb() == green and not anim.ring_tinting()


def test_the_loop_runs_at_full_rate_while_the_ring_tints(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "4")
    try:
        table = TableScene(app, Session.new(MatchConfig.quick(3, "random", seed=5)))
        app.reset(table)
        run_until(app, lambda: table.controller.my_turn() and app.wake_in() is None, 60 * 60)
        color = next(c for c in Color if c is not table.anim.color)
        table.anim._set_color(color)  # what a card landing does
        assert table.wake_in() == 0.0
        step(app, 30)
        assert not table.anim.ring_tinting() and table.anim.ring_rgb() == _rgb(color)
    finally:
        app.close()


def test_at_a_hand_end_each_count_goes_down_with_its_cards_flying_not_before() -> None:
    """Issue 19 playtest: the plates read 0 at the hand's end while the cards were still to fly. A
    loser's count goes down as its cards leave for the winner (each back that flies takes its share),
    and reads 0 only once the last of them has left."""
    game = setup([["R5"], ["R3", "B6", "G9", "Y2", "Y7", "B1"], ["Y1", "Y2"]], ["R1"], current=0)
    anim = _animator(game)
    sources: dict[int, list[object]] = {1: [], 2: []}
    fly = anim._fly

    def record(flight):  # type: ignore[no-untyped-def]
        for s in sources:
            if tuple(flight.src) == tuple(anim.seat_pos(s)) and tuple(flight.dst) == tuple(anim.seat_pos(0)):
                sources[s].append(flight)
        return fly(flight)

    anim._fly = record  # type: ignore[method-assign]
    anim.present([e.seen_by(0) for e in game.apply(Play(0, Card.parse("R5")))], game.view(0))
    assert game.is_over and all(sources.values()), "backs fly from both losers to the winner"
    seen: dict[int, list[int]] = {1: [], 2: []}
    for _ in range(400):
        anim.update(DT)
        for s, flights in sources.items():
            waiting = [f for f in flights if not f.launched]  # type: ignore[attr-defined]
            if anim.counts[s] == 0:
                assert not waiting, f"seat {s} reads 0 with {len(waiting)} of its cards still to fly"
            seen[s].append(anim.counts[s])
    assert seen[1][-1] == 0 and seen[2][-1] == 0
    assert len(set(seen[1])) > 2, f"Leo's six cards leave in steps, not all at once: {sorted(set(seen[1]))}"
