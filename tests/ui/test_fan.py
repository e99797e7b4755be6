"""The person's hand fanned along a gentle arc that leans toward the pointer and the chosen card, with
clicks landing on the turned card drawn under the pointer (issue 19, "Looks")."""
from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import (
    FirstPlayable,
    click,
    config,
    key,
    make_app,
    move,
    run_until,
    session_with,
    settled,
    setup,
    step,
)

from game.app import App
from game.ui.scenes.table import TableScene
from game.ui.table import fan
from game.ui.table.layout import FAN_STEP, Layout

HAND = ["G7", "R5", "B2", "R9", "Y4", "G3", "B8"]


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def _table(app: App) -> TableScene:
    game = setup([HAND, ["Y1", "Y2", "Y3"]], ["R1"])
    session = session_with(config(2), game)
    session.agents[1] = FirstPlayable()
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda: table.controller.started and len(table.anim.hand) == len(HAND) and settled(table), 600)
    return table


@pytest.mark.parametrize(("size", "count"), [((960, 540), 7), ((1920, 1080), 7), ((1280, 720), 12), ((960, 540), 3)])
def test_the_hand_rests_along_an_arc_leaning_out_at_its_ends(size: tuple[int, int], count: int) -> None:
    L = Layout(size, 4, 0, True, size[1] / 720)
    slots = L.hand(count)
    angles = [s.angle for s in slots]
    # from leaning left (counter-clockwise, positive) at the left end to leaning right at the right end
    assert all(a >= b for a, b in itertools.pairwise(angles))
    assert angles[0] > 0 > angles[-1] and angles == [-a for a in reversed(angles)]
    assert all(a % FAN_STEP == 0 for a in angles)  # each turned copy is drawn once
    if count >= 7:
        assert angles[0] >= 4.5
    assert max(abs(a) for a in angles) <= 7.5
    # on a circle: the ends lower than the middle, and each card's lean follows the slope of the arc there
    middle = slots[count // 2]
    assert slots[0].y > middle.y and slots[-1].y > middle.y
    for a, b in itertools.pairwise(slots):
        slope = -math.degrees(math.atan2(b.y - a.y, b.x - a.x))
        assert abs(slope - (a.angle + b.angle) / 2) <= FAN_STEP + 0.5
    # and the lowest corner stays inside the window
    assert max(s.y for s in slots) + L.card_h / 2 + L.card_w / 2 * math.sin(math.radians(10.5)) <= size[1]


def _drawn_angles(table: TableScene) -> list[float]:
    L = table.layout
    return [fan.pose(s, table.anim.lean, L.card_h)[2] for s in table.anim.hand]


def test_the_fan_leans_toward_the_pointer(app: App) -> None:
    table = _table(app)
    rest = [s.angle for s in table.anim.hand]
    assert table.anim.lean == 0.0
    L = table.layout
    right = table.anim.hand[-1].pos.center
    move(app, (round(right[0]), round(right[1] + L.card_h * 0.3)))
    step(app, 30)
    assert table.anim.lean <= -0.6 * fan.LEAN
    assert all(d < r for d, r in zip(_drawn_angles(table), rest, strict=True))  # every card leans further right
    left = table.anim.hand[0].pos.center
    move(app, (round(left[0]), round(left[1] + L.card_h * 0.3)))
    step(app, 30)
    assert table.anim.lean >= 0.6 * fan.LEAN
    assert all(d > r for d, r in zip(_drawn_angles(table), rest, strict=True))
    move(app, (app.size[0] // 2, 40))  # away from the hand: it rests upright on its arc again
    step(app, 30)
    assert table.anim.lean == 0.0


def test_the_fan_leans_toward_the_card_chosen_with_the_keys(app: App) -> None:
    table = _table(app)
    key(app, pygame.K_LEFT)  # the last card that may be played: R9 (the fourth of seven)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    step(app, 30)
    assert table.selected == len(HAND) - 1 and table.anim.lean < 0
    for _ in range(len(HAND) - 1):
        key(app, pygame.K_LEFT)
    step(app, 30)
    assert table.selected == 0 and table.anim.lean > 0


def test_a_click_lands_on_the_turned_card_drawn_under_the_pointer(app: App) -> None:
    table = _table(app)
    L = table.layout
    move(app, (app.size[0] // 2, 40))
    step(app, 30)
    last = len(table.anim.hand) - 1
    x, y, angle = fan.pose(table.anim.hand[last], table.anim.lean, L.card_h)
    assert angle <= -4.5  # the right end leans to the right

    def on_card(lx: float, ly: float) -> tuple[int, int]:
        """The screen point of the card's own point (lx, ly) from its centre, as drawn turned."""
        t = math.radians(angle)
        return round(x + lx * math.cos(t) + ly * math.sin(t)), round(y - lx * math.sin(t) + ly * math.cos(t))

    upright = pygame.Rect(0, 0, L.card_w, L.card_h)
    upright.center = (round(x), round(y))
    # the top right corner of the turned card lies outside where the upright card was
    corner = on_card(L.card_w / 2 - 3, -L.card_h / 2 + 4)
    assert not upright.collidepoint(corner)
    assert table._card_at(corner) == last
    # and the felt just beyond its bottom right corner, inside the upright card's box, is no card
    beyond = on_card(L.card_w / 2 + 3, L.card_h / 2 - 4)
    assert upright.collidepoint(beyond) and table._card_at(beyond) == -1
    # drawn there: the pixel at the corner is the card's, not the felt's
    surface = pygame.Surface(app.size)
    table.draw(surface)
    felt = pygame.Surface(app.size)
    table.desk.hud.draw_background(felt)
    assert surface.get_at(corner) != felt.get_at(corner)
    # a click there takes that card (B8 cannot be played on R1: the refusal names it)
    click(app, corner)
    assert table.selected == last


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("count", [7, 16, 26])
def test_a_leaning_fan_stays_clear_of_the_plate_the_log_and_the_buttons(size: tuple[int, int], count: int) -> None:
    from game.model import Card
    from game.ui.table.sprites import HandSprite

    L = Layout(size, 10, 0, True, size[1] / 720)
    for lean in (-fan.LEAN, 0.0, fan.LEAN):
        for slot in L.hand(count):
            sprite = HandSprite(Card.parse("R1"), pygame.FRect(0, 0, 1, 1))
            sprite.place(slot.x, slot.y, slot.angle)
            x, y, angle = fan.pose(sprite, lean, L.card_h)
            t = math.radians(angle)
            corners = [(x + lx * math.cos(t) + ly * math.sin(t), y - lx * math.sin(t) + ly * math.cos(t))
                       for lx in (-L.card_w / 2, L.card_w / 2) for ly in (-L.card_h / 2, L.card_h / 2)]
            xs, ys = [c[0] for c in corners], [c[1] for c in corners]
            box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)),
                              math.ceil(max(ys) - min(ys)))
            assert L.hand_area.left - 1 <= box.left and box.right <= L.hand_area.right + 1, (lean, box)
            assert box.bottom <= size[1]
            for other in (L.bottom_plate, L.log_rect, L.buttons_rect):
                assert not box.colliderect(other), (lean, box, other)


def test_the_table_rests_with_the_pointer_resting_on_a_card(app: App) -> None:
    """A card half raised under a still pointer, the fan leaning toward it, has arrived: the loop may
    sleep (it ran at full rate for as long as the pointer stayed on a card)."""
    table = _table(app)
    x, y = table.anim.hand[2].pos.center
    move(app, (round(x), round(y + table.layout.card_h * 0.3)))
    step(app, 2)
    assert app.wake_in() == 0.0  # rising, leaning
    for _ in range(60 * 10):
        step(app)
        if app.wake_in() is None:
            break
    assert table.hover == 2 and table.anim.lean != 0.0
    assert app.wake_in() is None
