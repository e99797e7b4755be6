"""The table's controller, ticked with a fixed dt and no window: CPU play, the person's actions,
reasons for refusals, the real-time reaction window, and thinking off the main loop."""
from __future__ import annotations

import random
import time
from typing import Any

import pytest

from game.ai.base import RandomAgent
from game.model import (
    CallUno,
    Card,
    CardPlayed,
    Catch,
    Color,
    ColorChosen,
    Draw,
    Game,
    HandOver,
    Match,
    Play,
    Reason,
    Refusal,
    Rules,
    UnoCaught,
)
from game.model.cards import CLASSIC_COLORS
from game.session import MatchConfig, SeatSetup, Session
from game.ui.table.controller import CATCH_FLOOR, WINDOW, TableController

DT = 1 / 60
NAMES = ("You", "Mia", "Leo", "Ava", "Noah")
STOCK = ["B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3", "R7", "R8", "R9"] * 3


class Recorder:
    """A presenter that keeps every batch of events and takes no time to show them."""

    def __init__(self) -> None:
        self.batches: list[list[Any]] = []

    def present(self, events: Any, view: Any) -> float:
        self.batches.append(list(events))
        return 0.0

    def sync(self, view: Any) -> None:
        return None

    def events(self, kind: type) -> list[Any]:
        return [e for b in self.batches for e in b if isinstance(e, kind)]


class Scripted(RandomAgent):
    """Plays the first card it may (else draws), never says Uno, catches when it can."""

    def __init__(self, reaction: float = 0.5, catches: bool = True) -> None:
        super().__init__(0)
        self.reaction = reaction
        self.catches = catches

    def choose(self, view: Any, legal: Any) -> Any:
        for a in legal:
            if isinstance(a, Play):
                return a
        return legal[-1]

    def react(self, view: Any, legal: Any) -> Any:
        if self.catches:
            for a in legal:
                if isinstance(a, Catch):
                    return a
        return None


def position(hands: list[list[str]], discard: list[str], *, current: int = 0, rules: Rules | None = None,
             agents: dict[int, Any] | None = None, human: int | None = 0) -> Session:
    """Return a session in the middle of a hand: the person at seat 0, CPUs after."""
    rules = rules or Rules(target_score=None)
    game = Game.from_setup(hands, discard, STOCK, rules, current=current, seed=3)
    n = len(hands)
    seats = tuple(SeatSetup(NAMES[i], "human" if i == human else "random") for i in range(n))
    match = Match(n, rules, random.Random(0), game)
    session = Session(MatchConfig(seats, rules, seed=0, human=human), match, agent_seed=1)
    for seat, agent in (agents or {}).items():
        session.agents[seat] = agent
    return session


def tick_until(c: TableController, done: Any, limit: float = 600.0, dt: float = DT) -> None:
    """Tick `c` until `done()` (or `limit` seconds of game time, then fail)."""
    start = c.now
    while not done():
        c.update(dt)
        if c.now - start > limit:
            raise AssertionError("timed out")


# -- CPU play -------------------------------------------------------------------------------------

def test_cpu_only_hand_plays_to_the_end_with_only_legal_actions() -> None:
    rules = Rules.from_spec("stacking,seven_o,jump_in,target_score=none")
    session = Session.new(MatchConfig.quick(4, "random", rules=rules, seed=11, human=False))
    start = Game.from_dict(session.match.game.to_dict())
    rec = Recorder()
    c = TableController(session, presenter=rec, seed=2, threaded=False)
    c.start()
    tick_until(c, lambda: c.hand_over, limit=5000)
    game = session.match.game
    assert game.is_over
    assert isinstance(rec.batches[-1][-1], HandOver)
    # The same actions on a fresh copy of the deal end the same way: every one of them was legal.
    for action in c.history:
        start.apply(action)
    assert start.to_dict() == game.to_dict()
    # A CPU-only table shows nobody's cards: no hidden card reaches the picture.
    for e in rec.events(type(rec.batches[0][0])):
        assert all(h is None for h in getattr(e, "hands", ()) or ())


def test_threaded_cpus_play_the_same_hand_as_inline_ones() -> None:
    rules = Rules.from_spec("jump_in,target_score=none")
    histories = []
    for threaded in (False, True):
        session = Session.new(MatchConfig.quick(3, "random", rules=rules, seed=5, human=False))
        c = TableController(session, seed=4, threaded=threaded)
        c.start()
        deadline = time.perf_counter() + 60
        while not c.hand_over and time.perf_counter() < deadline:
            c.update(DT)
            if threaded:
                time.sleep(0)
        c.close()
        assert c.hand_over
        histories.append(list(c.history))
    assert histories[0] == histories[1]


def test_cpu_thinks_for_a_while_before_its_move_lands() -> None:
    session = position([["G4", "B4"], ["R3", "R6"], ["Y1", "Y2"]], ["R1"], current=1,
                       agents={1: Scripted(), 2: Scripted()})
    c = TableController(session, seed=1, threaded=False)
    c.start()
    tick_until(c, lambda: bool(c.history))
    assert 0.5 - DT <= c.now <= 1.0 + DT
    c2 = TableController(position([["G4", "B4"], ["R3", "R6"], ["Y1", "Y2"]], ["R1"], current=1,
                                  agents={1: Scripted(), 2: Scripted()}), seed=1, threaded=False, cpu_speed=4.0)
    c2.start()
    tick_until(c2, lambda: bool(c2.history))
    assert c2.now <= 0.25 + DT


# -- the person's actions -------------------------------------------------------------------------

def test_a_click_on_a_legal_card_submits_exactly_that_action() -> None:
    rec = Recorder()
    session = position([["R5", "G7", "W"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    c = TableController(session, presenter=rec, threaded=False)
    c.start()
    red5 = Card.parse("R5")
    assert c.plays_of(red5) == [Play(0, red5)]
    assert c.submit(Play(0, red5)) is None
    assert c.history == [Play(0, red5)]
    played = rec.events(CardPlayed)
    assert len(played) == 1 and played[0].player == 0 and played[0].card is red5
    assert session.match.game.top is red5


def test_a_wild_offers_every_colour_and_plays_the_one_chosen() -> None:
    rec = Recorder()
    session = position([["R5", "G7", "W"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    c = TableController(session, presenter=rec, threaded=False)
    c.start()
    wild = Card.parse("W")
    plays = c.plays_of(wild)
    assert {p.color for p in plays} == set(CLASSIC_COLORS)
    assert c.submit(Play(0, wild, Color.BLUE)) is None
    assert rec.events(ColorChosen)[0].color is Color.BLUE
    assert session.match.game.color is Color.BLUE


def test_a_card_is_enabled_exactly_when_its_play_is_legal() -> None:
    rules = Rules.from_spec("stacking,seven_o,jump_in,draw_until_playable,target_score=none")
    session = Session.new(MatchConfig.quick(4, "random", rules=rules, seed=21, human=True))
    c = TableController(session, seed=3, threaded=False)
    c.start()
    rng = random.Random(9)
    checked = 0
    while not c.hand_over and checked < 400:
        game = session.match.game
        legal = game.legal_actions(0)
        for card in set(game.hands[0]):
            assert bool(c.plays_of(card)) == any(isinstance(a, Play) and a.card is card for a in legal)
            checked += 1
        mine = c.human_legal()
        assert mine == legal
        if mine and (game.current == 0 or rng.random() < 0.05):
            assert c.submit(mine[rng.randrange(len(mine))]) is None
        c.update(0.1)
    assert checked > 20


def test_an_illegal_click_is_refused_with_a_reason_and_changes_nothing() -> None:
    rec = Recorder()
    session = position([["R5", "G7"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    c = TableController(session, presenter=rec, threaded=False)
    c.start()
    before = session.match.game.to_dict()
    green7 = Card.parse("G7")
    assert c.plays_of(green7) == []
    reason = c.submit(Play(0, green7))
    assert reason is not None and "Green 7" in reason and "Red 1" in reason
    assert reason == c.why_not_card(green7)
    assert session.match.game.to_dict() == before
    assert c.history == [] and rec.events(CardPlayed) == []


def test_refusals_name_the_players_not_seat_numbers() -> None:
    session = position([["R5", "G7"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"], current=1)
    c = TableController(session, threaded=False)
    c.start()
    reason = c.submit(Play(0, Card.parse("R5")))
    assert reason is not None
    assert "Mia" in reason and "seat" not in reason and reason.startswith("It is Mia's turn")
    assert c.submit(Draw(0)) == "It is Mia's turn, not yours: you cannot draw now."
    assert c.submit(Play(0, Card.parse("R9"))) == "You do not hold a Red 9."
    # Worded from the code and the seats: whatever the model's sentence says.
    assert c.word(Refusal(Reason.SAID_UNO_IN_TIME, "(reworded)", (2,))) == "Leo said Uno in time."
    assert c.word(Refusal(Reason.CANNOT_BE_CAUGHT, "", (0,))) == "You cannot be caught now."
    assert c.word(Refusal(Reason.NOT_YOUR_TURN, "x", (2, 0)), Draw(0)) == "It is Leo's turn, not yours: you cannot draw now."


# -- the reaction window --------------------------------------------------------------------------

def _exposed_mia(slow: float) -> tuple[Session, Recorder, TableController]:
    """Mia (seat 1) is about to play down to one card without saying Uno; Leo catches after `slow` s."""
    rec = Recorder()
    session = position([["G4", "B4", "Y7"], ["R3", "R6"], ["Y1", "Y2", "B9"]], ["R1"], current=1,
                       agents={1: Scripted(catches=False), 2: Scripted(reaction=slow)})
    c = TableController(session, presenter=rec, seed=7, threaded=False)
    c.start()
    tick_until(c, lambda: bool(c.history))
    assert session.match.game.exposed == (1,)
    return session, rec, c


def test_a_quick_person_catches_before_a_slow_cpu() -> None:
    session, rec, c = _exposed_mia(slow=1.0)
    assert c.catch_targets() == [1]
    assert c.window_left == pytest.approx(WINDOW, abs=DT)
    for _ in range(12):  # 0.2 s: quicker than Leo's 0.75 s at the earliest
        c.update(DT)
    assert rec.events(UnoCaught) == []
    assert c.submit(Catch(0, 1)) is None
    caught = rec.events(UnoCaught)
    assert [(e.player, e.target) for e in caught] == [(0, 1)]
    tick_until(c, lambda: len(c.history) >= 3)
    assert [(e.player, e.target) for e in rec.events(UnoCaught)] == [(0, 1)]
    assert len(session.match.game.hands[1]) == 3


def test_a_person_who_waits_is_beaten_by_the_cpu() -> None:
    _session, rec, c = _exposed_mia(slow=1.0)
    start = c.now
    tick_until(c, lambda: bool(rec.events(UnoCaught)), limit=5)
    assert [(e.player, e.target) for e in rec.events(UnoCaught)] == [(2, 1)]
    assert CATCH_FLOOR - DT <= c.now - start <= CATCH_FLOOR + 0.25 + DT  # a person reacting in time is first
    assert c.submit(Catch(0, 1)) is not None  # too late: Mia has drawn already


def test_the_cpu_on_turn_waits_for_the_persons_jump_in_window() -> None:
    rules = Rules.from_spec("jump_in,target_score=none")
    rec = Recorder()
    session = position([["R5", "G4", "B4"], ["R6", "R7"], ["Y1", "Y2"]], ["R5"], current=1, rules=rules,
                       agents={1: Scripted(), 2: Scripted()})
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    red5 = Card.parse("R5")
    assert c.jump_in_cards() == {red5}
    tick_until(c, lambda: bool(c.history))
    assert c.now >= WINDOW - DT  # Mia thinks 0.5-1.0 s, but waits until the window closes
    # The next time, the person is quicker: a jump-in takes the turn.
    session = position([["R5", "G4", "B4"], ["R6", "R7"], ["Y1", "Y2"]], ["R5"], current=1, rules=rules,
                       agents={1: Scripted(), 2: Scripted()})
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    for _ in range(20):
        c.update(DT)
    assert c.submit(Play(0, red5)) is None
    assert rec.events(CardPlayed)[-1].jump_in
    assert session.match.game.current == 1


def test_uno_can_be_said_out_of_turn() -> None:
    rec = Recorder()
    session = position([["G4", "B4"], ["R3", "R6"], ["Y1", "Y2", "B9"]], ["R1"], current=1,
                       agents={1: Scripted(catches=False), 2: Scripted()})
    c = TableController(session, presenter=rec, threaded=False)
    c.start()
    assert CallUno(0) in c.human_legal()  # two cards: say it whenever you like
    assert c.submit(CallUno(0)) is None
    assert c.submit(CallUno(0)) == "You have already said Uno."
    assert [type(e).__name__ for e in rec.batches[-1]] == ["UnoCalled"]


# -- thinking off the main loop -------------------------------------------------------------------

class Slow(RandomAgent):
    """Thinks for `seconds` of pure Python (as the hard CPU searches), then plays at random."""

    def __init__(self, seconds: float) -> None:
        super().__init__(1)
        self.seconds = seconds

    def choose(self, view: Any, legal: Any) -> Any:
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            for i in range(100):
                x += i * i % 7
        return super().choose(view, legal)


def test_a_slow_cpu_never_holds_up_the_main_loop() -> None:
    session = position([["G4", "B4"], ["R3", "R6"], ["Y1", "Y2"]], ["R1"], current=1,
                       agents={1: Slow(0.3), 2: Slow(0.3)})
    c = TableController(session, seed=1, threaded=True)
    c.start()
    worst = 0.0
    deadline = time.perf_counter() + 20
    while not c.history and time.perf_counter() < deadline:
        t = time.perf_counter()
        c.update(DT)
        worst = max(worst, time.perf_counter() - t)
        time.sleep(0.002)
    c.close()
    assert c.history, "the CPU never moved"
    assert worst < 0.05


def test_frames_stay_short_while_a_cpu_thinks(tmp_path: Any) -> None:
    """The whole table (drawing included) keeps its frames short while a CPU searches in its thread."""
    import pygame

    from game.app import App
    from game.cli import parse_args
    from game.ui.scenes.table import TableScene

    app = App(parse_args(["--data-dir", str(tmp_path), "--size", "1280x720", "--speed", "3"]))
    try:
        session = Session.new(MatchConfig.quick(4, "random", rules=Rules.from_spec("jump_in"), seed=3, human=False))
        session.agents = [Slow(0.3) for _ in range(4)]
        scene = TableScene(app, session)
        app.reset(scene)
        clock = pygame.time.Clock()
        thinking: list[float] = []
        for _ in range(20):  # the deal and the first paints
            app.step(DT)
        deadline = time.perf_counter() + 10
        while len(thinking) < 60 and time.perf_counter() < deadline:
            clock.tick(60)
            busy = any(not f.done() for f in _futures(scene.controller))
            t = time.perf_counter()
            app.step(DT)
            if busy:
                thinking.append((time.perf_counter() - t) * 1000)
        assert len(thinking) >= 30, "the CPUs were hardly ever thinking"
        thinking.sort()
        p95 = thinking[int(len(thinking) * 0.95) - 1]
        print(f"thinking frames: p50 {thinking[len(thinking) // 2]:.1f} ms, p95 {p95:.1f} ms, max {thinking[-1]:.1f} ms")
        # A frame blocked on the search would take the whole 300 ms. The goal is 50 ms for every frame;
        # the slowest may be longer on a loaded test machine, whatever the CPUs do.
        assert p95 < 50, thinking
        assert thinking[-1] < 150, thinking
    finally:
        app.close()


def _futures(c: TableController) -> list[Any]:
    out = []
    if c._turn is not None:
        out.append(c._turn.future)
    if c._window is not None and c._window.future is not None:
        out.append(c._window.future)
    return out


# -- the animator as the controller's presenter ---------------------------------------------------

@pytest.mark.parametrize("human", [False, True])
def test_the_picture_follows_the_game_through_whole_hands(human: bool) -> None:
    """Every event kind animated (the 2018 deck shuffles hands): after each batch has played, what the
    table shows (counts, piles, the person's hand) agrees with the game without any correction."""
    from game.ui.table.animator import Animator
    from game.ui.table.layout import Layout

    rules = Rules.from_spec("stacking,seven_o,jump_in,edition=2018,target_score=5000")
    session = Session.new(MatchConfig.quick(5, "random", rules=rules, seed=17, human=human))
    viewer = 0 if human else -1
    layout = Layout((1280, 720), 5, 0, human, 1.0)
    anim = Animator([s.name for s in session.config.seats], viewer, layout, speed=lambda: 2.0, seed=1)
    c = TableController(session, presenter=anim, seed=5, threaded=False, cpu_speed=4.0)
    c.start()
    rng = random.Random(2)
    kinds: set[str] = set()
    hands = 0
    while hands < 3:
        anim.update(DT)
        c.update(DT)
        for e in anim.effects:
            kinds.add(e.kind)
        if human and c.my_turn() and rng.random() < 0.2:
            legal = c.human_legal()
            assert c.submit(legal[rng.randrange(len(legal))]) is None
        if c.hand_over and not anim.busy:
            hands += 1
            if hands < 3:
                c.new_hand()
    anim.flush()
    assert anim.desyncs == 0
    game = session.match.game
    assert anim.stock == game.draw_pile_size and anim.pile[-1][0] is game.top
    if human:
        assert sorted(s.card.text for s in anim.hand) == sorted(c.text for c in game.hands[0])
    assert {"skip", "plus", "banner"} <= kinds


def test_a_new_batch_lands_every_card_still_in_flight() -> None:
    from game.ui.table.animator import Animator
    from game.ui.table.layout import Layout

    rec_session = position([["R5", "G7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    layout = Layout((960, 540), 3, 0, True, 0.75)
    anim = Animator(["You", "Mia", "Leo"], 0, layout, seed=1)
    c = TableController(rec_session, presenter=anim, threaded=False)
    c.start()
    assert c.submit(Play(0, Card.parse("R5"))) is None
    anim.update(DT)
    c.update(DT)
    assert [f.card for f in anim.flights] == [Card.parse("R5")]  # on its way to the pile
    assert c.submit(CallUno(0)) is None  # two cards left: say it at once, mid-flight
    assert not any(f.card is Card.parse("R5") for f in anim.flights)
    assert anim.pile[-1][0] is Card.parse("R5")
    assert len(anim.hand) == 2 and anim.desyncs == 0


def test_a_frame_loop_that_never_sleeps_still_gets_the_cpus_answers() -> None:
    # A frame loop that blits as fast as it can drops and retakes the GIL at every blit, which kept
    # a CPU thread from running for seconds on end (CI once saw a whole test hand stall). The
    # controller waits a moment on an overdue answer, so moves keep coming: each costs the
    # worker's 20 ms of search, about 20 frames of a 1 ms wait (without it: hardly a move at all).
    import pygame

    surface = pygame.Surface((64, 64))
    rules = Rules.from_spec("target_score=none")
    session = Session.new(MatchConfig.quick(3, "random", rules=rules, seed=8, human=False))
    for seat in range(3):
        session.agents[seat] = Slow(0.02)
    c = TableController(session, seed=2, threaded=True, cpu_speed=50.0)
    c.start()
    try:
        for frame in range(1200):
            for _ in range(300):
                surface.fill((frame % 255, 0, 0), (0, 0, 8, 8))
            c.update(1 / 30)
            if c.hand_over:
                break
    finally:
        c.close()
    assert c.hand_over or len(c.history) >= 20, f"only {len(c.history)} moves in 1200 frames"
