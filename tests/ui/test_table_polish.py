"""Issue 19, the fresh-eyes playtest's visual defects at the table: the banners and stamps over plates and
marks, the colour picker over the pile, the cut for dealer after a tie."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app, setup

from game.app import App
from game.i18n import _
from game.model import Card, Rules
from game.model.events import DealerChosen
from game.session import MatchConfig, Session
from game.ui.scenes.table import TableScene
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.table.look import font_px
from game.ui.table.prompts import Prompt, PromptOption
from game.ui.tween import Timeline

DT = 1 / 60


def test_the_seats_dropped_from_a_re_cut_lose_their_cut_cards_when_it_deals() -> None:
    # Mia and Leo tie on 9: they cut again; You (5) and Ava (2) are out of it and their cards must go
    game = setup([["R5", "G7"], ["B3", "B6"], ["Y1", "Y2"], ["G1", "G2"]], ["R1"])
    clock = Timeline()
    anim = Animator(["You", "Mia", "Leo", "Ava"], 0, Layout((960, 540), 4, 0, True, 0.75), seed=1, clock=clock)
    anim.sync(game.view(0))
    c = Card.parse
    cut = DealerChosen(((0, c("R5")), (1, c("G9")), (2, c("B9")), (3, c("Y2")), (1, c("R3")), (2, c("Y8"))), 2)
    anim.present([cut], game.view(0))
    seen: list[set[int]] = []
    while anim.busy:
        anim.update(DT)
        seen.append(set(anim.dealer_cards))
    # the first cut shows all four cards
    full = seen.index({0, 1, 2, 3})
    # then the re-cut: only the two who cut again keep a card up, until the cut ends
    later = seen[full + 1:]
    recut = next((i for i, s in enumerate(later) if s and s <= {1, 2}), None)
    assert recut is not None, f"the seats out of the re-cut keep their cards: {[s for s in later if s][:1]}"
    assert all(s <= {1, 2} for s in later[recut:]), "a dropped seat's card came back"
    assert not seen[-1], "the cut's cards are cleared once the dealer is known"


# -- the moments over the table keep the plates and key marks in sight -------------------------------

SIZES = ("960x540", "1920x1080")


@pytest.fixture(scope="module", params=SIZES)
def app(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    a = make_app(Path(tmp_path_factory.mktemp("polish")), size=request.param)
    yield a
    a.close()


def tables(app: App) -> Iterator[tuple[str, TableScene]]:
    for n in range(2, 11):
        for human in (True, False):
            session = Session.new(MatchConfig.quick(n, "normal", name="Maximilian", seed=1, human=human))
            yield f"{app.size} {n} seats {'person' if human else 'demo'}", TableScene(app, session)


def _marks(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Every plate, UNO badge and D chip, the colour dot and the piles, by name."""
    seats = table.hud.seats
    L = table.layout
    out = [("the colour dot", L.color_dot), ("the stock", L.piles()[0]), ("the discard pile", L.piles()[1])]
    for sl in L.seats:
        out += [(f"seat {sl.seat}'s plate", sl.plate), (f"seat {sl.seat}'s UNO badge", seats.uno_rect(sl.seat)),
                (f"seat {sl.seat}'s D chip", seats.part(sl.seat, "dealer"))]
    return out


def _clear(where: str, what: str, rect: pygame.Rect, marks: list[tuple[str, pygame.Rect]]) -> None:
    for name, mark in marks:
        assert not rect.colliderect(mark), f"{where}: {what} covers {name}"


def test_the_colour_dot_is_where_the_centre_draws_it(app: App) -> None:
    for _where, table in tables(app):
        L = table.layout
        r = max(10, round(L.card_w * 0.2))
        assert L.color_dot.center == (round(L.center[0]), round(L.center[1] - L.ring[1]))
        assert L.color_dot.w == 2 * r + 8
        break


def test_the_jump_in_banner_covers_no_plate_mark_colour_dot_or_pile(app: App) -> None:
    for where, table in tables(app):
        fx = table.hud.effects
        label = fx._banner(_("Jump-in!"), (255, 220, 0))
        rest = fx.spots.jump_rect(label.get_size())
        moving = rest.union(rest.move(0, fx.px(10)))  # it rises into place
        _clear(where, "the Jump-in! banner", moving, _marks(table))
        assert pygame.Rect((0, 0), app.size).contains(moving), where


def test_the_caught_stamp_leaves_every_name_and_mark_in_sight(app: App) -> None:
    for where, table in tables(app):
        fx = table.hud.effects
        stamp = fx._stamp(_("Caught!"))
        for sl in table.layout.seats:
            rect = fx.spots.caught_rect(sl.seat, stamp.get_size())
            _clear(where, f"seat {sl.seat}'s Caught! stamp", rect, _marks(table))
            assert pygame.Rect((0, 0), app.size).contains(rect), where


def test_the_line_at_the_persons_seat_leaves_the_uno_badge_in_sight(app: App) -> None:
    long = "Maximilian's Wild Draw Four: you draw 4 and miss your turn"
    for where, table in tables(app):
        if not table.layout.human:
            continue
        fx = table.hud.effects
        me = table.layout.bottom_seat
        for text in ("Ava skipped you", long):
            _label, rect = fx.told_place(me, text, (255, 220, 0), uno=True)  # the person has said Uno
            _clear(where, f"the line {text!r}", rect, _marks(table))
            _label, bare = fx.told_place(me, text, (255, 220, 0), uno=False)  # no badge: right above the plate
            _clear(where, f"the line {text!r}", bare, [m for m in _marks(table) if "UNO" not in m[0]])
            if max(bare.bottom, rect.bottom) < table.layout.seat(me).plate.y:  # both above the plate
                assert bare.bottom >= rect.bottom, f"{where}: the line rises with no badge to clear"


def test_the_dealer_tag_stays_off_the_hint_line_and_every_mark(app: App) -> None:
    for where, table in tables(app):
        fx = table.hud.effects
        marks = _marks(table)
        hint = fx.hint_room() if table.layout.human else None
        for sl in table.layout.seats:
            tag = fx.dealer_tag_rect(sl.seat)
            _clear(where, f"seat {sl.seat}'s Dealer tag", tag, marks)
            if hint is not None:
                assert not tag.colliderect(hint), f"{where}: seat {sl.seat}'s Dealer tag under the skip hint"


def test_the_skip_hint_is_where_the_table_draws_it_during_the_cut(app: App) -> None:
    # the hint line's pill for "Click or press F to skip the motion" lies inside the room the tag avoids
    for where, table in tables(app):
        if not table.layout.human:
            continue
        hud = table.hud
        text = "Click or press F to skip the motion"
        pill = hud.buttons._pill([text], font_px(15, hud.look.scale), (255, 255, 255))
        rect = pill.get_rect(midbottom=(table.layout.hand_area.centerx, round(table.layout.hint_y)))
        assert hud.effects.hint_room().contains(rect), where


def test_the_colour_picker_leaves_the_piles_in_sight(app: App) -> None:
    for where, table in tables(app):
        for kind in ("color", "first_color"):
            prompt = Prompt(kind, _("Choose a colour"), [PromptOption(c, c) for c in ("red", "yellow", "green", "blue")])
            table.hud.layout_prompt(prompt)
            stock, pile = table.layout.piles()
            assert not prompt.panel.colliderect(pile), f"{where}: the {kind} picker covers the discard pile"
            assert not prompt.panel.colliderect(stock), f"{where}: the {kind} picker covers the stock"
            L = table.layout
            assert prompt.panel.bottom <= L.hand_y - L.card_h / 2 + 1, f"{where}: the {kind} picker covers the hand"
            assert all(prompt.panel.contains(r) for r in prompt.rects), where


# -- UNO Flip!: the others' backs use the room at 960x540 -----------------------------------------------


def flip_tables(app: App) -> Iterator[tuple[str, TableScene]]:
    for n in range(2, 11):
        for human in (True, False):
            session = Session.new(MatchConfig.quick(n, "normal", name="Maximilian", seed=1, human=human,
                                                    rules=Rules(edition="flip")))
            yield f"{app.size} {n} seats {'person' if human else 'demo'}", TableScene(app, session)


def test_the_flip_backs_are_drawn_big_enough_to_read_at_960x540(app: App) -> None:
    h = app.size[1]
    for where, table in flip_tables(app):
        flip = table.hud.flip
        w = flip.card_w()
        assert w >= round(h * 0.056), f"{where}: backs {w} px wide, smaller than the window's share"
        if "10 seats demo" in where or "2 seats" in where:
            # the playtest's demo (and a quiet table): the corner's rank reads at 36 px (30 px before: 8-px
            # figures), and the fans still open fully
            assert w >= 36, f"{where}: backs {w} px wide"
        assert flip.fan_rect(table.layout.seat(1), 7).w >= round(w * 0.4 * 6) + w - 1, f"{where}: seven close up"


def test_no_flip_fan_runs_into_a_plate_another_fan_the_piles_or_the_colour(app: App) -> None:
    for where, table in flip_tables(app):
        flip = table.hud.flip
        L = table.layout
        window = pygame.Rect((0, 0), app.size)
        others = [sl for sl in L.seats if not (sl.bottom and L.human)]
        for count in (7, 12, 20):
            fans = {sl.seat: flip.fan_rect(sl, count) for sl in others}
            for seat, fan in fans.items():
                assert window.contains(fan), f"{where}: seat {seat}'s {count} backs leave the window"
                for sl in L.seats:
                    assert not fan.colliderect(sl.plate), f"{where}: seat {seat}'s {count} backs on seat {sl.seat}'s plate"
                for other, rect in fans.items():
                    if other != seat:
                        assert not fan.colliderect(rect), f"{where}: seat {seat}'s {count} backs on seat {other}'s"
                for name, mark in (("colour dot", L.color_dot), ("stock", L.piles()[0]), ("pile", L.piles()[1])):
                    assert not fan.colliderect(mark), f"{where}: seat {seat}'s {count} backs on the {name}"


def test_no_uno_badge_covers_the_top_strip(app: App) -> None:
    # the top strip holds the rule chips, the hand and score line and the menu button
    for where, table in tables(app):
        for sl in table.layout.seats:
            uno = table.hud.seats.uno_rect(sl.seat)
            assert uno.top >= table.layout.top_h, f"{where}: seat {sl.seat}'s UNO badge over the top strip"
            assert not uno.colliderect(table.layout.menu_button), where


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_cut_for_dealer_leaves_every_name_plate_readable(size: tuple[int, int]) -> None:
    # playtest 11: "Leo's drawn card covers the 'Normal' under his name" (the cut's card, larger than the
    # fan's, lay centred on the fan beside the plate); it stands clear of its own plate and every other one
    for players in range(2, 11):
        L = Layout(size, players, 0, True, 0.75)
        for sl in L.seats:
            if sl.bottom:
                continue
            card = L.cut_card(sl.seat, 0)
            assert pygame.Rect((0, 0), size).contains(card), (size, players, sl.seat)
            for other in L.seats:
                assert not card.colliderect(other.plate), f"{size} {players} seats: seat {sl.seat}'s cut on {other.seat}'s plate"


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_a_buttons_key_keeps_clear_of_its_labels_tails(size: tuple[int, int]) -> None:
    """Playtest 12: on "Let pass" the key "L" sat in the tail of the "p". The label's lowest ink (drawn with
    an invisible key, which lays the button out alike) ends two rows or more above the key's first ink (what the key adds),
    on "Let pass" as on "Draw" (they touched: no row between them)."""
    from tablekit import seats_hud

    from game.ui.table.buttons import TableButton

    hud, _anim = seats_hud(False, size, size[0] / 1280)
    painter = hud.buttons
    rect = painter.layout.buttons_rect
    w, h = round(rect.w * 0.48), round(64 * size[0] / 1280)

    def face(label: str, hotkey: str) -> pygame.Surface:
        return painter._button(TableButton("draw", label, hotkey, rect=pygame.Rect(0, 0, w, h)), "on")

    for label, hotkey in (("Let pass", "L"), ("Draw", "D")):
        bare = face(label, " ")
        at = dict(painter._words[()])[label]  # where the label was set
        keyed = face(label, hotkey)
        rows = range(bare.get_height())
        label_ink = [y for y in range(at.top, min(at.bottom, h))
                     if any(bare.get_at((x, y)).r < 120 for x in range(at.left, at.right))]
        key_ink = [y for y in rows if any(bare.get_at((x, y)) != keyed.get_at((x, y)) for x in range(w))]
        assert key_ink and min(key_ink) - max(label_ink) >= 3, \
            f"{label}: the key's ink from row {min(key_ink)}, the label's down to {max(label_ink)}"
