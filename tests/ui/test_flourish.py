"""A short flourish as each action card lands (issue 19, "Looks"): a skip's barred circle, a reverse's
swirl, a draw card's count, a wild's burst in the colour chosen; none with "reduce motion"."""
from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest
from tablekit import setup

from game.model import Card, Color, Play
from game.ui.cardart import CardArt
from game.ui.table.animator import Animator
from game.ui.table.flourish import FLOURISH
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60
SIZE = (960, 540)


@pytest.fixture
def window() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    yield
    pygame.display.quit()


def _table(card: str, reduce_motion: bool = False) -> tuple[Animator, Hud, Play]:
    game = setup([[card, "G7", "B2"], ["B3", "B6"], ["Y1", "Y2"]], ["R1"])
    layout = Layout(SIZE, 3, 0, True, 0.75)
    anim = Animator(["You", "Mia", "Leo"], 0, layout, seed=1, clock=Timeline())
    anim.reduce_motion = lambda: reduce_motion
    anim.sync(game.view(0))
    hud = Hud(CardArt(), ["You", "Mia", "Leo"], ["human", "cpu", "cpu"], 0)
    hud.set_layout(layout, False)
    hud.attach(anim)
    c = Card.parse(card)
    play = Play(0, c, Color.BLUE if c.wild else None)
    events = [e.seen_by(0) for e in game.apply(play)]
    anim.present(events, game.view(0))
    return anim, hud, play


def _flourish_pixels(anim: Animator, hud: Hud, effects: bool = False) -> int:
    """How many pixels around the pile the flourishes (or, with `effects`, every effect) change now."""
    L = hud.look.layout
    assert L is not None
    surface = pygame.Surface(SIZE)
    surface.fill((0, 80, 40))
    hud.draw_piles(surface, anim, False)
    before = surface.copy()
    if effects:
        hud.draw_effects(surface, anim)
    else:
        hud.flourishes.draw(surface, anim)
    room = pygame.Rect(0, 0, L.card_h * 2, L.card_h * 2)
    room.center = (round(L.discard_pile[0]), round(L.discard_pile[1]))
    changed = 0
    for x in range(room.left, room.right, 2):
        for y in range(room.top, room.bottom, 2):
            if surface.get_at((x, y)) != before.get_at((x, y)):
                changed += 1
    return changed


def _until_landed(anim: Animator, card: Card) -> None:
    for _ in range(240):
        anim.update(DT)
        if anim.pile and anim.pile[-1][0] is card:
            return
    raise AssertionError("the card never landed")


@pytest.mark.parametrize("card", ["RS", "RR", "RD2", "W", "W4"])
def test_an_action_card_lands_with_a_flourish_that_ends(window: None, card: str) -> None:
    anim, hud, play = _table(card)
    assert _flourish_pixels(anim, hud) == 0, "nothing before the card lands"
    _until_landed(anim, play.card)
    anim.update(DT)  # the frame after it landed
    assert _flourish_pixels(anim, hud) > 40
    for _ in range(round(FLOURISH / DT) + 40):
        anim.update(DT)
    assert _flourish_pixels(anim, hud) == 0, "gone after its time"


def test_a_skip_shows_its_stamp_over_the_pile_among_the_effects(window: None) -> None:
    anim, hud, play = _table("RS")
    _until_landed(anim, play.card)
    anim.update(DT)
    assert _flourish_pixels(anim, hud, effects=True) > 40


def test_a_number_card_lands_without_a_flourish(window: None) -> None:
    anim, hud, play = _table("R5")
    _until_landed(anim, play.card)
    for _ in range(5):
        anim.update(DT)
        assert _flourish_pixels(anim, hud) == 0


@pytest.mark.parametrize("card", ["RS", "RR", "RD2", "W4"])
def test_reduce_motion_stills_the_flourishes(window: None, card: str) -> None:
    anim, hud, play = _table(card, reduce_motion=True)
    _until_landed(anim, play.card)
    for _ in range(round(FLOURISH / DT)):
        anim.update(DT)
        assert _flourish_pixels(anim, hud) == 0


def test_a_wild_bursts_in_the_colour_chosen(window: None) -> None:
    anim, hud, play = _table("W")
    _until_landed(anim, play.card)
    for _ in range(6):
        anim.update(DT)
    L = hud.look.layout
    assert L is not None
    surface = pygame.Surface(SIZE)
    surface.fill((0, 0, 0))
    hud.flourishes.draw(surface, anim)
    blue = sum(1 for x in range(0, SIZE[0], 2) for y in range(0, SIZE[1], 2)
               if tuple(surface.get_at((x, y)))[:3] == (0x09, 0x56, 0xBF))
    assert blue > 20


def test_one_count_over_the_pile_when_the_penalty_waits(window: None) -> None:
    """A +4 that may be challenged (a penalty waiting by the pile) showed three "+4" at once: the pop,
    the badge and the figure flying to the seat (playtest, 6114fcd). The badge counts it: no pop. A +2
    taken at once (nothing waits) keeps its pop."""
    anim, _hud, play = _table("W4")
    _until_landed(anim, play.card)
    for _ in range(20):
        anim.update(DT)
    assert anim.pending_shown() == 4
    assert not [fx for fx in anim.effects if fx.kind == "fl_draw"]
    anim, _hud, play = _table("RD2")
    _until_landed(anim, play.card)
    anim.update(DT)
    assert anim.pending == 0 and [fx for fx in anim.effects if fx.kind == "fl_draw"]


def test_the_penalty_figure_never_shows_a_count_no_card_gives(window: None) -> None:
    """The figure by the pile counted up from 0 to the card's own figure: a Draw Two showed "+1" for a
    few frames, read as a penalty of one (playtest). It shows the whole figure at once and pops in."""
    anim, _hud, _play = _table("W4")
    seen = set()
    for _ in range(120):
        anim.update(DT)
        seen.add(anim.pending_shown())
    assert seen == {0, 4}
    assert anim.pending_pop() == pytest.approx(1.0)


def test_the_ring_stands_out_on_a_felt_of_its_colour(window: None) -> None:
    """The ring's arrows take the colour in force: green arrows on the green felt were hard to see
    (playtest). Each arrow has a light rim: bright pixels run along the ring whatever the colour."""
    anim, hud, _play = _table("W")  # a wild, Blue chosen: then Green, as on the green felt
    anim.color = Color.GREEN
    anim.tint_t0 = -10.0
    for _ in range(120):
        anim.update(DT)
    L = hud.look.layout
    assert L is not None
    surface = pygame.Surface(SIZE)
    surface.fill((38, 122, 66))
    hud.draw_piles(surface, anim, False)
    cx, cy = L.center
    rx, ry = L.ring
    bright = 0
    for i in range(360):
        a = math.radians(i)
        for k in (0.97, 1.0, 1.03):
            x, y = round(cx + rx * k * math.cos(a)), round(cy + ry * k * math.sin(a))
            r, g, b = tuple(surface.get_at((x, y)))[:3]
            bright += r + g + b > 600
    assert bright > 40, bright
