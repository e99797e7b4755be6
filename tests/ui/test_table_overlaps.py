"""Nothing on the table runs into anything else (issue 12, defect 9), at 960x540, 1280x720 and
1920x1080 with 2 to 10 seats, for the person's table and a demo: the painters' own rects (the plate's
parts, the skip mark, the Dealer tag, the challenge's revealed hand) are checked against each other."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app

from game.app import App
from game.session import MatchConfig, SeatSetup, Session
from game.ui.scenes.table import TableScene

SIZES = ("960x540", "1280x720", "1920x1080")
SEATS = range(2, 11)


@pytest.fixture(scope="module", params=SIZES)
def app(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    a = make_app(Path(tmp_path_factory.mktemp("overlaps")), size=request.param)
    yield a
    a.close()


def tables(app: App) -> Iterator[tuple[str, TableScene]]:
    for n in SEATS:
        for human in (True, False):
            # long names and the longest level label: the worst case for the plates
            session = Session.new(MatchConfig.quick(n, "normal", name="Maximilian", seed=1, human=human))
            yield f"{app.size} {n} seats {'person' if human else 'demo'}", TableScene(app, session)
        # pass-and-play, every seat a person with a long name: the plates grow for them where there is room
        people = tuple(SeatSetup(f"Maximilian {i + 1}", "human") for i in range(n))
        session = Session.new(MatchConfig(people, seed=1))
        yield f"{app.size} {n} people with long names", TableScene(app, session)


def test_the_thinking_dots_stay_clear_of_the_level_label_inside_the_plate(app: App) -> None:
    for where, table in tables(app):
        seats = table.hud.seats
        for sl in table.layout.seats:
            parts = seats.parts(sl.seat, sl.plate.size, sl.bottom)
            if "kind" not in parts:
                continue
            dots = seats.part(sl.seat, "dots")
            if "dots_replace" not in parts:  # else the label is hidden while the dots show
                assert not dots.colliderect(seats.part(sl.seat, "kind")), f"{where}: seat {sl.seat}'s dots on its label"
            assert sl.plate.contains(dots), f"{where}: seat {sl.seat}'s dots leave the plate"
            assert not dots.colliderect(seats.part(sl.seat, "badge")), where
            assert not dots.colliderect(seats.part(sl.seat, "name")), where


def test_the_swap_number_stays_off_the_dealer_chip(app: App) -> None:
    for where, table in tables(app):
        seats = table.hud.seats
        for sl in table.layout.seats:
            assert not seats.part(sl.seat, "number").colliderect(seats.part(sl.seat, "dealer")), \
                f"{where}: seat {sl.seat}'s Seven-O number on the D chip"


def test_the_skip_mark_leaves_the_name_readable(app: App) -> None:
    for where, table in tables(app):
        for sl in table.layout.seats:
            skip = table.hud.effects.skip_rect(sl.seat)
            assert not skip.colliderect(table.hud.seats.part(sl.seat, "name")), f"{where}: seat {sl.seat}"


def test_the_dealer_tag_covers_no_plate(app: App) -> None:
    for where, table in tables(app):
        plates = [sl.plate for sl in table.layout.seats]
        for sl in table.layout.seats:
            tag = table.hud.effects.dealer_tag_rect(sl.seat)
            hit = tag.collidelist(plates)
            assert hit < 0, f"{where}: the Dealer tag of seat {sl.seat} covers seat {hit}'s plate"
            assert pygame.Rect((0, 0), app.size).contains(tag), f"{where}: seat {sl.seat}'s tag off screen"


def test_the_challenge_reveal_panel_covers_no_seat(app: App) -> None:
    for where, table in tables(app):
        L = table.layout
        for cards in (1, 7, 16):
            panel, step, w = table.hud.effects.reveal_panel(cards, table.hud.px(330))
            for sl in L.seats:
                assert not panel.colliderect(sl.plate), f"{where}: {cards} cards cover seat {sl.seat}'s plate"
                if not sl.bottom:
                    assert not panel.colliderect(L.fan_rect(sl.seat)), f"{where}: covers seat {sl.seat}'s cards"
            assert panel.bottom <= L.hand_area.y, where
            assert step > w * 0.2 or cards == 1, f"{where}: {cards} cards squeezed to {step:.0f} px apart"


def test_a_thinking_seat_without_room_for_label_and_dots_hides_its_label(app: App) -> None:
    for where, table in tables(app):
        seats = table.hud.seats
        for sl in table.layout.seats:
            if "dots_replace" in seats.parts(sl.seat, sl.plate.size, sl.bottom):
                quiet = seats._plate(sl.seat, False, sl.plate.size, sl.bottom, thinking=False)
                busy = seats._plate(sl.seat, False, sl.plate.size, sl.bottom, thinking=True)
                box = seats.part(sl.seat, "kind").move(-sl.plate.x, -sl.plate.y)
                assert pygame.image.tobytes(quiet.subsurface(box), "RGBA") != \
                    pygame.image.tobytes(busy.subsurface(box), "RGBA"), where


def test_no_seat_s_cards_run_into_another_seat_s_cards_or_plate(app: App) -> None:
    for where, table in tables(app):
        L = table.layout
        cpus = [sl for sl in L.seats if not sl.bottom]
        for sl in cpus:
            fan = L.fan_rect(sl.seat)
            for other in L.seats:
                if other.seat == sl.seat:
                    continue
                assert not fan.colliderect(other.plate), f"{where}: seat {sl.seat}'s cards on seat {other.seat}'s plate"
                if not other.bottom:
                    assert not fan.colliderect(L.fan_rect(other.seat)), \
                        f"{where}: seat {sl.seat}'s cards touch seat {other.seat}'s"


def test_the_dealer_tag_leaves_the_cut_card_in_view(app: App) -> None:
    # the cut for dealer: each seat's card face up where `Seats.draw_dealer_cards` puts it (the person's
    # over the middle of the hand, the others' by their fan, clear of the plates), the tag at the dealer's seat
    from game.ui.cardart import card_size

    for where, table in tables(app):
        L = table.layout
        w, h = card_size(L.mid_w)
        for sl in L.seats:
            card = pygame.Rect(0, 0, w, h)
            card.center = L.cut_card(sl.seat, table.viewer).center
            tag = table.hud.effects.dealer_tag_rect(sl.seat)
            assert not tag.colliderect(card), f"{where}: the Dealer tag of seat {sl.seat} covers its cut card"


def test_the_persons_uno_shout_stays_over_their_plate_clear_of_the_hint_line(app: App) -> None:
    """Playtest (1920x1080): the person's "UNO!" stood right of their plate, over the start of the hint line.
    It stands over the plate's left end, above it: within the plate's column, on no other seat's plate."""
    from game.ui.table.effects import shout_rect

    for where, table in tables(app):
        if table.desk.viewer < 0:
            continue
        L = table.layout
        me = L.seat(table.desk.viewer)
        fx = table.hud.effects
        size = fx._bubble("UNO!").get_size()
        for rise in (0.0, 1.0):
            rect = shout_rect(fx, me.plate, size, rise)
            assert me.plate.left <= rect.left and rect.right <= me.plate.right + fx.px(4), \
                f"{where}: the shout leaves its plate's column toward the hint line"
            assert rect.bottom <= me.plate.top and rect.top >= L.top_h, where
            others = [sl.plate for sl in L.seats if sl.seat != me.seat]
            assert rect.collidelist(others) < 0, f"{where}: the shout covers seat {rect.collidelist(others)}"


def test_a_cpus_reaction_bubble_keeps_clear_of_its_caught_stamp(app: App) -> None:
    """Playtest (1920x1080): Leo's "Oops!" covered his "Caught!" stamp beside his plate ("C…ght!"). A bubble
    that would cover a stamp goes to the other side of the plate (below it, or beside it); the table passes the
    stamps up now. At 960x540 with 7 or more seats some plates have no free side: not asserted there."""
    for where, table in tables(app):
        bubbles = table.hud.bubbles
        fx = table.hud.effects
        stamp = fx._stamp("Caught!").get_size()
        for sl in table.layout.seats:
            if sl.bottom:
                continue
            plain, _tail = bubbles.bubble_rect(sl.seat, (90, 30))
            caught = fx.spots.caught_rect(sl.seat, stamp)
            rect, _tail = bubbles.bubble_rect(sl.seat, (90, 30), [caught])
            crowded = len(table.layout.seats) > 6 and app.size[0] < 1280  # no free side beside some plates
            if not plain.colliderect(caught):
                assert rect == plain, f"{where}: seat {sl.seat}'s bubble moved with nothing to avoid"
            elif not crowded:
                assert not rect.colliderect(caught), f"{where}: seat {sl.seat}'s bubble still covers its stamp"
            assert crowded or not rect.colliderect(sl.plate), f"{where}: seat {sl.seat}'s bubble covers its plate"


def test_a_notice_at_the_table_covers_no_seat(app: App) -> None:
    """Playtest on 5166f36: the relaxed-timing tip, a notice at the top edge, covered the top player's
    name. At the table the notices go over the ring's lower arc, clear of every plate, fan and pile
    (but at a table of ten people with long names, where no band is free)."""
    from game.ui.notices import Notices

    text = "Too quick? Relaxed timing (Settings, Gameplay) makes the table wait for your chances."
    for what, table in tables(app):
        table.resize(app.size)
        L = table.desk.layout
        if table.notices_at is None:  # ten plates grown for long names leave no band free: the top edge
            assert "10 people" in what, what
            continue
        surf = Notices()._surface(text, app.size, app.scale)
        rect = surf.get_rect(midtop=(app.size[0] // 2, table.notices_at))
        for seat in L.seats:
            assert not rect.colliderect(seat.plate), (what, seat.seat)
            if not seat.bottom:
                assert not rect.colliderect(L.fan_rect(seat.seat)), (what, seat.seat)
        assert not any(rect.colliderect(pile) for pile in L.piles()), what


def test_no_dealer_tag_stays_under_the_first_cards_colour_question(tmp_path: Path) -> None:
    """Playtest on 5166f36: the first card a wild, the person names its colour as the deal ends; the table
    waits under the question, and the "Dealer" tag, still up, stayed over a fan all the while."""
    from tablekit import run_until

    from game.ui.scenes.question import QuestionScene

    app = make_app(tmp_path, "--seed", "139")
    try:
        session = Session.new(MatchConfig.quick(4, "normal", name="Alex", seed=139, human=True))
        table = TableScene(app, session)
        app.reset(table)
        run_until(app, lambda: isinstance(app.top, QuestionScene), 900)
        assert not [fx for fx in table.anim.effects if fx.kind == "dealer"]
    finally:
        app.close()
