"""Defects a fresh-eyes playtester met on the table (issue 19): the Seven-O question's answers drawn
alike, the counts following the motion, the seat's told line clear of its plate, the Reverse's icon at
small sizes, and a UNO Flip! hand continued on its dark side drawn on the dark felt."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import asked, card_point, click, index_of, make_app, setup, show_game, step

from game.app import App
from game.model import Card, Rules
from game.session import MatchConfig, Session
from game.ui.cardart import SMALL_WIDTH
from game.ui.cardart.symbols import _sym_reverse
from game.ui.scenes.table import TableScene
from game.ui.table.buttons import Buttons, TableButton
from game.ui.table.questions import PickSeat

FOUR = ("human", "random", "random", "random")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def test_the_seven_o_question_draws_its_answers_alike_the_focus_alone_stands_out(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    game = setup([["R7", "B1", "B2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3", "Y4"], ["B5", "B6", "B7", "B8"]],
                 ["R9"], rules=Rules(seven_o=True))
    table = show_game(app, game, FOUR)
    click(app, card_point(table, index_of(table, "R7")))
    p = asked(app, table, PickSeat)
    drawn: list[TableButton] = []
    real = Buttons.draw_button

    def noted(self: Buttons, surface: pygame.Surface, b: TableButton, now: float) -> None:
        drawn.append(b)
        real(self, surface, b, now)

    monkeypatch.setattr(Buttons, "draw_button", noted)
    assert len(p.prompt.options) == 4  # three seats and Cancel
    for focus in range(4):
        p.prompt.focus = focus
        drawn.clear()
        step(app)
        answers = [b for b in drawn if b.label in {o.label for o in p.prompt.options}]
        assert len(answers) == 4
        styles = [b.style for b in answers]
        assert styles[focus] == "gold", styles
        assert {st for i, st in enumerate(styles) if i != focus} == {"cream"}, \
            f"focus on {focus}: the other answers are drawn alike, none red: {styles}"


def _parts_as_drawn(width: int) -> int:
    """Return how many separate shapes the Reverse's sign makes on a card `width` pixels wide: drawn as
    the card painter draws it (at four times the size, 0.70 of the card's width, with its embossed
    outline of 0.02 of the card's width all round), then brought down to the card's size."""
    ss = 4
    sym = _sym_reverse(width * ss * 0.70, (255, 0, 0), width < SMALL_WIDTH)
    grow = round(width * ss * 0.02)
    sign = pygame.mask.from_surface(sym, 127)
    out = pygame.mask.Mask((sign.get_size()[0] + 2 * grow, sign.get_size()[1] + 2 * grow))
    out.draw(sign, (grow, grow))
    disk = pygame.mask.Mask((2 * grow + 1, 2 * grow + 1))
    for x in range(2 * grow + 1):
        for y in range(2 * grow + 1):
            if (x - grow) ** 2 + (y - grow) ** 2 <= grow * grow:
                disk.set_at((x, y))
    outlined = out.convolve(disk, None, (-grow, -grow))
    picture = outlined.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    n = max(1, round(picture.get_width() / ss))
    small = pygame.transform.smoothscale(picture, (n, n))
    return len(pygame.mask.from_surface(small, 127).connected_components())


@pytest.mark.parametrize("width", [14, 18, 22, 26, 30, 36, 44])
def test_a_reverse_drawn_small_shows_two_arrows_apart_never_one_zigzag(width: int) -> None:
    """At thumbnail sizes (the log, the rule chips, a crowded table's fans at 960x540) the two arrows of a
    Reverse, with their outline, ran into one zigzag that read as a "4": each is now a shape of its own.
    The classic faces and UNO Flip!'s both draw the sign so (`_sym_reverse`, `small` below SMALL_WIDTH)."""
    pygame.display.init()
    assert _parts_as_drawn(width) == 2, f"at {width} px the Reverse's arrows run into one shape"


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_the_line_at_the_persons_seat_stays_clear_of_plates_badge_log_and_hand_at_every_seat_count(
        tmp_path: Path, size: str) -> None:
    """With 9 or 10 seats the plate above the person's leaves little room: a long line with the UNO badge
    up fell below the plate, over the log. It now wraps wider, or goes beside, never over them."""
    a = make_app(tmp_path, size=size)
    try:
        for n in range(2, 11):
            table = TableScene(a, Session.new(MatchConfig.quick(n, "normal", name="Maximilian", seed=1, human=True)))
            L = table.layout
            seats = table.hud.seats
            me = L.bottom_seat
            keep = [("the log", L.log_rect), ("the hand", L.hand_area),
                    *((f"seat {sl.seat}'s plate", sl.plate) for sl in L.seats),
                    *((f"seat {sl.seat}'s D chip", seats.part(sl.seat, "dealer")) for sl in L.seats)]
            for text in ("Ava skipped you", "Maximilian's Wild Draw Four: you draw 4 and miss your turn"):
                for uno in (True, False):
                    _label, rect = table.hud.effects.told_place(me, text, (255, 220, 0), uno)
                    marks = [*keep, ("the UNO badge", seats.uno_rect(me))] if uno else keep
                    for name, mark in marks:
                        assert not rect.colliderect(mark), f"{size}, {n} seats, UNO {uno}: {text!r} covers {name}"
                    assert pygame.Rect((0, 0), a.size).contains(rect)
    finally:
        a.close()


FLIP = Rules(edition="flip")
FLIP_STOCK = ["B3/U8", "Y5/T4", "G7/O6", "R2/P9"] * 5


def _stock_as_drawn(players_draw: int, count: int) -> list[tuple[int, int, str]]:
    """Seat `players_draw` draws `count` cards from a UNO Flip! stock whose top shows U8 (B3's other side),
    then T4, O6, P9; return per frame (the cards in flight, the stock's count, the top it shows)."""
    from game.model import CardsDrawn, DrawReason
    from game.ui.table.animator import Animator
    from game.ui.table.layout import Layout
    from game.ui.tween import Timeline

    game = setup([["B1/T1", "B2/O2"], ["G5/P5", "Y3/U3"], ["G6/P6", "Y4/U4"]], ["R9/P8"], FLIP_STOCK, rules=FLIP)
    anim = Animator(["You", "Mia", "Leo"], 0, Layout((960, 540), 3, 0, True, 0.75), seed=1, clock=Timeline())
    anim.sync(game.view(0))
    drawn = tuple(Card.parse(t) for t in FLIP_STOCK[:count])
    event = CardsDrawn(players_draw, count, drawn, DrawReason.PENALTY)
    after = setup([["B1/T1", "B2/O2", *(FLIP_STOCK[:count] if players_draw == 0 else [])],
                   ["G5/P5", "Y3/U3", *(FLIP_STOCK[:count] if players_draw == 1 else [])], ["G6/P6", "Y4/U4"]],
                  ["R9/P8"], FLIP_STOCK[count:], rules=FLIP)
    anim.present([event.seen_by(0)], after.view(0))
    seen = []
    while anim.busy:
        anim.update(1 / 60)
        seen.append((len(anim.flights), anim.stock, str(anim.sides.stock_back)))
    return seen


@pytest.mark.parametrize("seat", [0, 1])
def test_the_flip_stock_shows_its_next_top_as_the_drawn_card_leaves_it(seat: int) -> None:
    """UNO Flip!: the stock shows the other side of its top card. A card drawn flew off while the stock
    still showed it, and the stock changed only once the card had arrived: one card, two places."""
    seen = _stock_as_drawn(seat, 1)
    first = next(i for i, (flying, _n, _top) in enumerate(seen) if flying)
    assert seen[first][1] == len(FLIP_STOCK) - 1, "the count drops as the card leaves"
    assert seen[first][2] == "T4", f"the stock still shows {seen[first][2]} while its card flies"


def test_each_card_of_a_flip_penalty_draw_uncovers_the_next_top_as_it_leaves() -> None:
    seen = _stock_as_drawn(1, 3)  # Mia takes 3: everyone saw U8, T4 and O6 go, and P9 come up
    tops = [top for _f, _n, top in seen]
    assert [t for i, t in enumerate(tops) if i == 0 or t != tops[i - 1]] == ["T4", "O6", "P9"]
    counts = [n for _f, n, _t in seen]
    for k, top in enumerate(("T4", "O6", "P9"), 1):  # each top comes with its card's count
        assert counts[tops.index(top)] == len(FLIP_STOCK) - k


def test_at_a_hands_end_the_badges_keep_the_cards_left_and_the_cards_show_their_faces(app: App) -> None:
    """Three playtesters saw every count fall to 0 as the losers' cards flew to the winner, and read it
    as everyone having gone out. Each badge keeps the cards its seat was left with (as the results count
    them) while its fan empties, and the cards turn face up on their way, as they are counted."""
    from tablekit import run_until, settled

    from game.ui.scenes.handover import HandOverScene

    game = setup([["R5"], ["G3", "B7", "Y2"], ["Y9", "W4"]], ["R1"])
    table = show_game(app, game, ("human", "random", "random"))
    run_until(app, lambda: settled(table), 240)
    click(app, card_point(table, 0))
    anim = table.anim
    badges: set[tuple[int, int]] = set()
    faces: set[str] = set()
    emptied = False

    def watch() -> bool:
        nonlocal emptied
        if anim.over:
            badges.update((s, anim.badge_count(s)) for s in (1, 2))
            emptied = emptied or (anim.counts[1] == 0 and anim.counts[2] == 0)
            faces.update(str(f.card) for f in anim.flights if f.card is not None and f.launched)
        return isinstance(app.top, HandOverScene)

    run_until(app, watch, 900)
    assert badges == {(1, 3), (2, 2)}, "each loser's badge keeps its cards left while they fly"
    assert emptied, "the fans empty as the cards leave"
    assert faces == {str(Card.parse(c)) for c in ("G3", "B7", "Y2", "Y9", "W4")}
