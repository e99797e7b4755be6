"""The table's depth (issue 19, "Looks"): a felt with a cloth and a lamp over the piles, cards with a
gloss, and shadows that grow as a card rises."""
from __future__ import annotations

import math
import statistics
from collections.abc import Iterator

import pygame
import pytest

from game.model.cards import Card, Color, Rank
from game.ui.cardart import CardArt, card_size
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.sprites import blit_card


@pytest.fixture
def window() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def _lum(c: pygame.Color | tuple[int, ...]) -> float:
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def _background(size: tuple[int, int]) -> tuple[pygame.Surface, Layout]:
    screen = pygame.display.set_mode(size)
    hud = Hud(CardArt(), ["Ann"] * 10, ["cpu"] * 10, 0)
    layout = Layout(size, 10, 0, True, size[1] / 720)
    hud.set_layout(layout, False)
    hud.draw_background(screen)
    return screen, layout


def _box(surface: pygame.Surface, cx: int, cy: int, r: int) -> float:
    return statistics.fmean(_lum(surface.get_at((x, y))) for x in range(cx - r, cx + r) for y in range(cy - r, cy + r))


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_felt_is_lit_over_the_piles_and_darker_at_its_rim(window: None, size: tuple[int, int]) -> None:
    screen, L = _background(size)
    w, h = size
    centre = _box(screen, round(L.center[0]), round(L.center[1]), 20)
    rims = [_box(screen, x, y, 20) for x in (30, w - 30) for y in (L.top_h + 40, h - 30)]
    # the lamp over the piles: the middle at least three times as bright as any corner (2.8x before)
    assert centre >= 3.0 * max(rims), (centre, rims)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_felt_is_printed_with_an_oval_round_the_play(window: None, size: tuple[int, int]) -> None:
    """A table's cloth, not a plain felt (playtest 10: "a static plain felt"): a faint pale double oval
    is printed round the play, outside the ring of arrows, smooth (no stair steps)."""
    screen, L = _background(size)
    w, h = size

    def along(grow: float) -> float:
        """The mean shade along an oval `grow` times the ring's size (inside the window)."""
        pts = [(round(L.center[0] + L.ring[0] * grow * math.cos(a)),
                round(L.center[1] + L.ring[1] * grow * 1.08 * math.sin(a)))
               for a in (2 * math.pi * i / 720 for i in range(720))]
        return statistics.fmean(_lum(screen.get_at(p)) for p in pts if 0 <= p[0] < w and L.top_h < p[1] < h)

    line, inside, outside = along(1.55), along(1.45), along(1.72)
    assert line > max(inside, outside) + 6, (line, inside, outside)
    assert line < max(inside, outside) + 40, "faint: the felt shows through"


@pytest.mark.parametrize(("size", "least"), [((960, 540), 5.5), ((1920, 1080), 6.0)])
def test_the_felt_has_a_cloth_not_a_flat_gradient(window: None, size: tuple[int, int], least: float) -> None:
    """The mottle of the cloth: along rows of the felt, the shade of small patches strays from the
    smooth light around it (a plain gradient with a fine grain strays about 3 of 765)."""
    screen, _ = _background(size)
    w, h = size
    b = max(4, w // 160)
    small = pygame.transform.smoothscale(screen, (w // b, h // b))  # the mean of each b x b patch
    strays = []
    k = 12
    for y in range(small.get_height() // 4, small.get_height() * 3 // 4, 3):
        row = [sum(small.get_at((x, y))[:3]) for x in range(small.get_width())]
        strays += [row[x] - statistics.fmean(row[x - k:x + k + 1]) for x in range(k, len(row) - k)]
    assert statistics.pstdev(strays) >= least


def _field_mean(surf: pygame.Surface, fx: float, fy: float) -> float:
    """The mean brightness of a small patch at (fx, fy), fractions of the card's size."""
    w, h = surf.get_size()
    cx, cy, r = round(w * fx), round(h * fy), max(2, w // 30)
    return _box(surf, cx, cy, r)


@pytest.mark.parametrize("card", [Card(Color.RED, Rank.FIVE), Card(Color.BLUE, Rank.SKIP), None])
def test_a_card_has_a_gloss_over_its_upper_left(card: Card | None) -> None:
    """The painted card is the same turned half round (the corners, the oval), so without a gloss the
    field near its top-left corner and near its bottom-right corner are equally bright."""
    pygame.font.init()
    surf = CardArt().get(card, 120)
    upper_left = _field_mean(surf, 0.16, 0.28)
    lower_right = _field_mean(surf, 0.84, 0.72)
    assert upper_left - lower_right >= 8.0, (upper_left, lower_right)


def _ink(surface: pygame.Surface) -> pygame.Rect:
    """The box of the pixels darker than the white background."""
    mask = pygame.mask.from_threshold(surface, (255, 255, 255), (6, 6, 6, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def _shadow_box(lift: float) -> tuple[pygame.Rect, pygame.Rect]:
    art = CardArt()
    surface = pygame.Surface((400, 400))
    surface.fill((255, 255, 255))
    rect = blit_card(surface, art, Card(Color.GREEN, Rank.SEVEN), 100, (200, 200), lift=lift)
    # the card itself covered: what is left of the darkening is its shadow
    w, h = card_size(100)
    surface.fill((255, 255, 255), pygame.Rect(round(rect.x), round(rect.y), w, h))
    return _ink(surface), pygame.Rect(round(rect.x), round(rect.y), w, h)


def test_a_raised_card_casts_a_larger_shadow_further_out() -> None:
    pygame.font.init()
    resting, card = _shadow_box(0.0)
    raised, _ = _shadow_box(1.0)
    assert raised.w * raised.h > 1.15 * resting.w * resting.h, (resting, raised)
    assert raised.bottom - card.bottom > resting.bottom - card.bottom
    assert raised.right - card.right > resting.right - card.right


def test_a_card_in_flight_casts_a_larger_shadow_at_the_top_of_its_arc() -> None:
    from game.ui.table.sprites import Flight

    pygame.font.init()
    art = CardArt()
    flight = Flight(Card(Color.RED, Rank.TWO), (100, 300), (300, 300), 0.0, 1.0, 100, 100, (100,), arc=80)
    sizes = []
    for now in (0.0, 0.5):
        surface = pygame.Surface((500, 500))
        surface.fill((255, 255, 255))
        flight.draw(surface, art, now)
        (x, y), width, _angle, _shown, _height = flight.state(now)
        w, h = card_size(width)
        surface.fill((255, 255, 255), pygame.Rect(round(x - w / 2), round(y - h / 2), w, h))
        box = _ink(surface)
        sizes.append(box.w * box.h)
    assert sizes[1] > 1.15 * sizes[0]


def test_a_card_that_cannot_be_played_is_greyed_not_only_darkened(window: None) -> None:
    """Playtest 11: at 960x540 a dimmed blue card stayed strongly blue and read as playable (a black veil
    darkens a colour but keeps its hue strong). The veil greys it: the blue face of a card that cannot be
    played keeps less than half of its colour's strength (max - min of its channels)."""
    from tablekit import setup

    from game.ui.table.animator import Animator
    from game.ui.tween import Timeline

    size = (960, 540)
    pygame.display.set_mode(size)
    game = setup([["B3", "R5"], ["G1", "G2"]], ["R1"])
    layout = Layout(size, 2, 0, True, 0.75)
    anim = Animator(["You", "Mia"], 0, layout, seed=1, clock=Timeline())
    anim.sync(game.view(0))
    hud = Hud(CardArt(), ["You", "Mia"], ["human", "cpu"], 0)
    hud.set_layout(layout, False)
    hud.attach(anim)

    def strength(playable: set[Card]) -> float:
        surface = pygame.Surface(size)
        surface.fill((0, 80, 40))
        hud.draw_hand(surface, anim, playable, set(), -1, -1)
        blue = next(s for s in anim.hand if s.card == Card.parse("B3"))
        x, y = (round(v) for v in blue.center)
        w, h = card_size(layout.card_w)
        spots = [surface.get_at((x + dx, y + dy)) for dx in range(-w // 3, -w // 5) for dy in range(-h // 3, -h // 5)]
        return statistics.fmean(max(c[:3]) - min(c[:3]) for c in spots)

    lit = strength({Card.parse("B3"), Card.parse("R5")})
    dim = strength({Card.parse("R5")})
    assert lit > 100 and dim < lit * 0.5, (lit, dim)
