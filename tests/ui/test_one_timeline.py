"""One timeline (issue 19): the log, the counts, the hints and the sounds follow the cards on the table's
clock, never the model. Each frame after an action is checked against what the table shows then."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pygame
import pytest
from tablekit import (
    card_point,
    click,
    config,
    key,
    make_app,
    post,
    run_until,
    session_with,
    settled,
    setup,
    step,
)

from game.ai.reasons import as_sentence
from game.app import App
from game.model import Action, Card, DealerChosen, Dealt, Draw, Match, Play, PlayerView, Rules
from game.ui.scenes.table import TableScene
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60


def _anim(names: list[str], sounds: list[tuple[float, str]] | None = None) -> Animator:
    clock = Timeline()
    anim: Animator

    def sound(name: str) -> None:
        if sounds is not None:
            sounds.append((anim.t, name))

    anim = Animator(names, 0, Layout((960, 540), len(names), 0, True, 0.75), seed=1, clock=clock, sound=sound)
    return anim


def test_a_cpus_line_waits_until_its_card_has_landed_on_the_pile() -> None:
    game = setup([["R5", "G7"], ["R9", "B6", "B7"], ["Y1", "Y2"]], ["R1"], current=1)
    anim = _anim(["You", "Mia", "Leo"])
    anim.sync(game.view(0))
    anim.update(0.5)
    events = [e.seen_by(0) for e in game.apply(Play(1, Card.parse("R9")))]
    anim.present(events, game.view(0))
    frames = 0
    while anim.busy:
        written = any("Mia played Red 9" in line.text for line in anim.log)
        on_pile = anim.pile[-1][0] is Card.parse("R9")
        assert written == on_pile, f"frame {frames}: log {written}, card on the pile {on_pile}"
        anim.update(DT)
        frames += 1
    assert frames > 10 and anim.log[-1].text == "Mia played Red 9"


def test_a_plate_count_drops_when_the_card_leaves_the_seat_and_the_stock_when_a_card_leaves_it() -> None:
    game = setup([["R5", "G7"], ["R9", "B6", "B7"], ["Y1", "Y2"]], ["R1"], current=1)
    anim = _anim(["You", "Mia", "Leo"])
    anim.sync(game.view(0))
    events = [e.seen_by(0) for e in game.apply(Play(1, Card.parse("R9")))]
    anim.present(events, game.view(0))
    assert anim.counts[1] == 3  # the model already says 2: the card has not left Mia's seat
    while not anim.flights:
        assert anim.counts[1] == 3
        anim.update(DT)
    assert anim.counts[1] == 2  # it left with its flight
    # Leo draws: the stock drops as each card leaves it, Leo's count grows as each lands
    stock = anim.stock
    anim.flush()
    events = [e.seen_by(0) for e in game.apply(Draw(2))]
    anim.present(events, game.view(0))
    assert anim.stock == stock and anim.counts[2] == 2
    seen = []
    while anim.busy:
        anim.update(DT)
        seen.append((anim.stock, anim.counts[2], any("Leo drew" in line.text for line in anim.log)))
    assert seen[-1] == (stock - 1, 3, True)
    # the line never shows before Leo holds the card
    assert all(count == 3 for _s, count, said in seen if said)


def test_a_line_grows_as_each_event_it_tells_lands() -> None:
    # Mia's Draw Two: "Mia played Red Draw Two" when it lands, "— Leo takes 2" once Leo holds them
    game = setup([["R5", "G7"], ["RD2", "B6", "B7"], ["Y1", "Y2"]], ["R1"], current=1)
    anim = _anim(["You", "Mia", "Leo"])
    anim.sync(game.view(0))
    events = [e.seen_by(0) for e in game.apply(Play(1, Card.parse("RD2")))]
    anim.present(events, game.view(0))
    texts = []
    while anim.busy:
        anim.update(DT)
        if anim.log:
            texts.append((anim.log[-1].text, anim.counts[2]))
    first = texts[0][0]
    assert first == "Mia played Red Draw Two" and texts[0][1] == 2
    assert "takes 2" in texts[-1][0] and len(anim.log) == 1  # one line, grown
    assert all(count == 4 for text, count in texts if "takes 2" in text)


def test_the_shuffle_of_the_deal_is_heard_when_the_deal_starts_after_the_dealer_is_chosen() -> None:
    match = Match.new(3, Rules(), seed=4)
    events = [e.seen_by(0) for e in match.game.opening_events]
    assert isinstance(events[0], DealerChosen) and any(isinstance(e, Dealt) for e in events)
    sounds: list[tuple[float, str]] = []
    anim = _anim(["You", "Mia", "Leo"], sounds)
    anim.present(events, match.game.view(0))
    assert sounds == []  # nothing is heard before its motion
    while anim.busy:
        anim.update(DT)
    shuffle = [t for t, name in sounds if name == "shuffle"]
    deals = [t for t, name in sounds if name == "deal"]
    # the dealer's cards fly first (their own sound); the shuffle is heard after them, as the deal begins
    assert shuffle and deals and shuffle[0] > deals[0] + 1.0
    assert [t for t in deals if t > shuffle[0]]
    assert anim.log[anim.hand_log].text.endswith("drew the highest card and deals")


# -- the table: hints and the stale message ---------------------------------------------------------


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "1")
    yield a
    a.close()


def test_a_refusal_about_the_top_card_goes_as_soon_as_the_table_moves_on(app: App) -> None:
    # jump-in on: the person tries a card that is not identical while Mia is on turn
    rules = Rules(jump_in=True)
    game = setup([["G5", "B2", "B3"], ["G8", "G9", "Y4"], ["Y1", "Y2", "Y3"]], ["G7"], rules=rules, current=1)
    table = TableScene(app, session_with(config(3, kind="normal", rules=rules), game))
    app.reset(table)
    step(app, 2)
    reason = table.desk.submit(Play(0, Card.parse("G5")))
    assert reason is not None and "identical to the top card (Green 7)" in reason
    assert table._hint()[0] == reason
    top = game.top
    run_until(app, lambda: table.controller.game.top is not top, 600)
    assert table.controller.game.top is not top
    assert table._hint()[0] != reason  # the top card changed: the refusal no longer applies


class _Forgetful:
    """A CPU that plays its first card and never says Uno, nor reacts."""

    reaction = 1.0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return next(a for a in legal if isinstance(a, Play))

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return None


def test_a_catch_is_offered_only_once_the_card_that_opened_it_has_landed(app: App) -> None:
    # Mia plays her next-to-last card without saying Uno: the catch shows when that card lands
    game = setup([["G5", "B2", "B3"], ["R9", "B6"], ["Y1", "Y2", "Y3"]], ["R1"], current=1)
    session = session_with(config(3, kind="random", rules=Rules()), game)
    session.agents[1] = _Forgetful()
    session.agents[2] = _Forgetful()
    table = TableScene(app, session)
    app.reset(table)
    anim = table.anim
    early = 0
    for _ in range(400):
        step(app)
        if table.controller.catch_targets() == [1]:
            shown = table.buttons["catch"].visible or "forgot to say Uno" in table._hint()[0]
            if anim.busy:
                assert not shown, "a catch offered while the card that opened it still flies"
                assert anim.pile[-1][0] is not Card.parse("R9") or anim.counts[1] != 1 or anim.busy
                early += 1
            else:
                assert shown
                break
    else:
        raise AssertionError("the catch was never offered")
    assert early > 3  # the model opened it frames before the card landed
    assert anim.counts[1] == 1 and anim.pile[-1][0] is Card.parse("R9")


# -- a click or a key skips the motion in flight ------------------------------------------------------


def test_skipping_lands_everything_at_once_with_each_sound_heard_once() -> None:
    game = setup([["R5", "G7"], ["RD2", "B6", "B7"], ["Y1", "Y2"]], ["R1"], current=1)
    sounds: list[tuple[float, str]] = []
    anim = _anim(["You", "Mia", "Leo"], sounds)
    anim.sync(game.view(0))
    anim.update(1.0)
    events = [e.seen_by(0) for e in game.apply(Play(1, Card.parse("RD2")))]
    took = anim.present(events, game.view(0))
    anim.update(DT)
    assert anim.skippable() and took > 0.5
    skipped = anim.skip()
    assert skipped == pytest.approx(took - DT)
    assert not anim.busy and not anim.flights and not anim.skippable()
    view = game.view(0)
    assert anim.counts == list(view.hand_sizes) and anim.stock == view.draw_pile_size
    assert anim.pile[-1][0] is view.top and anim.desyncs == 0
    assert [line.text for line in anim.log] == ["Mia played Red Draw Two — Leo takes 2 and misses a turn"]
    assert all(line.t == pytest.approx(1.0 + DT) for line in anim.log)  # written now, not later
    names = [name for _t, name in sounds]
    assert sorted(names) == sorted(set(names)) and "draw" in names  # each kind once: no burst of draws


def _cpu_table(app: App) -> TableScene:
    game = setup([["G5", "B2", "B3"], ["R9", "B6", "B8"], ["Y1", "Y2", "Y3"]], ["R1"], current=1)
    session = session_with(config(3, kind="random", rules=Rules()), game)
    session.agents[1] = _Forgetful()
    session.agents[2] = _Forgetful()
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda: table.anim.flights != [], 400)
    return table


@pytest.mark.parametrize("how", ["click", "F", "down"])
def test_a_click_away_from_everything_or_a_key_skips_the_cpus_motion(app: App, how: str) -> None:
    table = _cpu_table(app)
    anim, c = table.anim, table.controller
    assert anim.busy and c.busy_until > c.now
    if how == "click":
        L = table.layout
        click(app, (L.center[0] + L.card_w * 1.6, L.center[1] - L.card_h * 0.9))  # the felt: nothing there
    else:
        key(app, pygame.K_f if how == "F" else pygame.K_DOWN)
    assert not anim.busy and not anim.flights
    assert any("Mia played Red 9" in line.text for line in anim.log)
    view = c.view()
    assert anim.counts == list(view.hand_sizes) and anim.pile[-1][0] is view.top
    assert c.busy_until <= c.now + 1e-9  # what waited for the motion is due now: the game goes on
    run_until(app, lambda: c.game.current != 2, 400)  # Leo's turn comes and goes


def test_a_click_on_the_identical_card_still_jumps_in_while_the_card_flies(app: App) -> None:
    rules = Rules(jump_in=True)
    game = setup([["R9", "B2", "B3"], ["R9", "B6", "B8"], ["Y1", "Y2", "Y3"]], ["R1"], rules=rules, current=1)
    session = session_with(config(3, kind="random", rules=rules), game)
    session.agents[1] = _Forgetful()
    session.agents[2] = _Forgetful()
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda: table.controller.jump_in_cards() != set(), 400)
    assert table.anim.busy
    mine = [s.card for s in table.anim.hand].index(Card.parse("R9"))
    click(app, card_point(table, mine))
    assert [a for a in table.controller.history if isinstance(a, Play) and a.player == 0]


# -- the open log: the whole hand --------------------------------------------------------------------


def _long_hand(app: App) -> TableScene:
    """A table whose log holds more lines than the open log shows at once."""
    game = setup([["G5", "B2", "B3"], ["R9", "B6", "B8"], ["Y1", "Y2", "Y3"]], ["R1"], current=1)
    table = TableScene(app, session_with(config(3, kind="random", rules=Rules()), game))
    app.reset(table)
    step(app, 2)
    anim = table.anim
    anim.hand_log = len(anim.log)
    anim.add_log("First line of the hand: Mia deals 7 cards each")
    for i in range(60):
        anim.add_log(f"Line {i}: Leo played Blue {i % 10} and then a rather long sentence follows it, to be wrapped "
                     f"and never cut short, which ends with the word end{i}")
    return table


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_the_log_opens_scrolls_to_the_hands_first_line_and_closes(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, "--speed", "1", size=size)
    try:
        table = _long_hand(app)
        room = table.logroom
        key(app, pygame.K_l)
        assert room.is_open and room.top == room.limit() > 0  # opens at the last lines
        shown = room.rows()
        body = room.book.body()
        assert all(r.h >= room.book._text("Ag", room.book.size(), body.w, (0, 0, 0)).get_height() * 2
                   for r in shown[1:])  # the long lines wrap on two lines or more: nothing is cut
        for _ in range(80):  # the wheel scrolls up to the top
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        step(app)
        assert room.top == 0
        assert room.line_at((body.x + 5, body.y + 2)) == 0
        assert room.lines()[0].text.startswith("First line of the hand")
        key(app, pygame.K_END)
        assert room.top == room.limit()
        key(app, pygame.K_ESCAPE)
        assert not room.is_open and app.top is table  # closed, not paused
        key(app, pygame.K_l)
        done = len(table.controller.history)
        key(app, pygame.K_RETURN)  # any other key of the table (a controller's A) closes it, and only that
        assert not room.is_open and len(table.controller.history) == done
    finally:
        app.close()


def test_the_mouse_wheel_over_the_log_opens_it(app: App) -> None:
    table = _long_hand(app)
    rect = table.layout.log_rect
    pygame.mouse.set_pos(rect.center)
    if pygame.mouse.get_pos() != rect.center:
        pytest.skip("this video driver cannot place the mouse")
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    step(app)
    assert table.logroom.is_open
    click(app, (2, 2))  # outside the panel: closes
    assert not table.logroom.is_open


# -- a CPU's reason, on request from the open log ------------------------------------------------------


def test_a_cpus_line_keeps_its_reason_and_the_open_log_shows_it_when_the_line_is_chosen(app: App) -> None:
    game = setup([["G5", "B2", "B3", "Y7"], ["R9", "B6", "B8", "R2"], ["Y1", "Y2", "Y3", "R4"]], ["R1"], current=1)
    table = TableScene(app, session_with(config(3, kind="normal", rules=Rules()), game))
    app.reset(table)
    anim = table.anim
    run_until(app, lambda: any(line.text.startswith("Mia played") for line in anim.log), 600)
    mine = next(line for line in anim.log if line.text.startswith("Mia played"))
    # Mia (normal) held three reds and a blue: it played a red card for the reds it keeps, and says so
    assert mine.text == "Mia played Red 9" and mine.shown_reason(True).startswith("they still hold 1 more red card; ")
    key(app, pygame.K_l)
    room = table.logroom
    index = room.lines().index(mine)
    plain = room.rows()[index]
    assert not plain.reason  # on request only
    room.chosen = index
    assert room.rows()[index].reason and room.rows()[index].h > plain.h
    step(app)  # drawn with the reason under it
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_l)
    key(app, pygame.K_w)  # every reason at once
    assert room.every_reason and all(r.reason == bool(room.book.reason(room.lines()[r.index])) for r in room.rows())
    assert not any(line.shown_reason(True) for line in room.lines() if line.text.startswith("You"))


def test_the_open_log_shows_a_cpus_reason_without_its_held_cards_until_the_hand_is_over(app: App) -> None:
    # Mia holds Red 9, Blue 6, Blue 8, Red 2 and plays Red 9: its decision weighed the cards it keeps, but
    # the reason the person reads during the hand names none of them nor counts its reds (a free look at
    # its hand); once the hand is over, and the hands are shown, the full reason shows
    game = setup([["G5", "B2", "B3", "Y7"], ["R9", "B6", "B8", "R2"], ["Y1", "Y2", "Y3", "R4"]], ["R1"], current=1)
    table = TableScene(app, session_with(config(3, kind="normal", rules=Rules()), game))
    app.reset(table)
    anim = table.anim
    run_until(app, lambda: any(line.text.startswith("Mia played") for line in anim.log), 600)
    mine = next(line for line in anim.log if line.text.startswith("Mia played"))
    assert any(name in mine.shown_reason(True) for name in ("Blue 6", "Blue 8", "Red 2"))  # the decision's own words
    key(app, pygame.K_l)
    key(app, pygame.K_w)  # every reason at once
    room = table.logroom
    index = room.lines().index(mine)
    assert room.rows()[index].reason
    shown = room.book.reason(mine)  # on 56cf931 the book showed it whole
    assert shown and not any(name in shown for name in ("Blue 6", "Blue 8", "Red 2", "red card"))
    assert "heir next-best card" in shown  # "Their next-best card..." at the sentence's start
    step(app)  # drawn so, with no card of Mia's named
    key(app, pygame.K_ESCAPE)
    anim.over = True  # the hand's end as the table shows it (the HandOver's motion sets it)
    key(app, pygame.K_l)
    assert room.book.reason(mine) == as_sentence(mine.shown_reason(True))


def test_an_uno_said_with_two_cards_is_written_after_the_line_of_the_card_it_was_said_for() -> None:
    from game.model import CallUno
    game = setup([["R5", "G7", "G8"], ["R9", "B6"], ["Y1", "Y2", "Y3"]], ["R1"], current=1)
    anim = _anim(["You", "Mia", "Leo"])
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(CallUno(1))], game.view(0))  # said before its turn
    anim.update(0.5)
    assert anim.log == []  # the call waits for the card it was said for
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("R9")))], game.view(0))
    while anim.busy:
        anim.update(DT)
    assert [line.text for line in anim.log] == ["Mia played Red 9 — one card left", "Mia: “Uno!”"]


def test_the_last_lines_reason_shows_whole_when_the_pointer_chooses_it(app: App) -> None:
    """Playtest (960x540): hovering the open log's last line showed nothing: its reason opened below the panel.
    The log scrolls up by the reason, the line staying under the pointer."""
    from game.ai.reasons import Reason
    from game.ui.table.picture import LogLine

    game = setup([["G5", "B2", "B3", "Y7"], ["R9", "B6", "B8", "R2"], ["Y1", "Y2", "Y3", "R4"]], ["R1"])
    table = TableScene(app, session_with(config(3, kind="normal", rules=Rules()), game))
    app.reset(table)
    run_until(app, lambda: settled(table), 600)
    anim = table.anim
    for k in range(40):
        line = LogLine(f"Mia played Red {k % 10}", anim.t)
        line.keep_reason(Reason("a much better move than Red 3", "a much better move than their next-best card"))
        anim.log.append(line)
    key(app, pygame.K_l)
    room = table.logroom
    assert room.is_open and room.top == room.limit()  # at the last lines
    last = len(room.lines()) - 1
    row = room.rows()[last]
    body = room.book.body()
    at = (body.x + 20, body.y + row.y - room.top + row.h // 2)
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert room.chosen == last
    row = room.rows()[last]
    assert row.reason and row.y + row.h <= room.top + body.h, "the reason opened below the panel"
    assert room.line_at(at) == last, "the line moved out from under the pointer"
