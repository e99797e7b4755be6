"""A short flourish as each action card lands (issue 19, "Looks"): a skip's barred circle, a reverse's
swirl, a draw card's count, a wild's burst in the colour chosen; none with "reduce motion". And the big
moments (playtest 10: "little spectacle on big moments: +4 stacks, winning"): a penalty's shockwave,
wider the more cards are heaped on, the pile glowing hotter while it waits, the winning card's sunburst."""
from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest
from tablekit import setup

from game.model import Card, Color, Play, Rules
from game.ui.cardart import CardArt
from game.ui.palette import YELLOW
from game.ui.table.animator import Animator
from game.ui.table.flourish import FLOURISH, HEAT_RGB, SUNBURST, WAVE
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.picture import Effect
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


def _table(card: str, reduce_motion: bool = False, hand: tuple[str, ...] = ("G7", "B2"),
           top: str = "R1", rules: Rules | None = None) -> tuple[Animator, Hud, Play]:
    game = setup([[card, *hand], ["B3", "B6"], ["Y1", "Y2"]], [top], rules=rules)
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


def _round(p: tuple[float, float]) -> tuple[int, int]:
    return round(p[0]), round(p[1])


def _under(anim: Animator, hud: Hud) -> pygame.Surface:
    """What lies on a plain felt under the piles now (the heat, the waves, the sunburst)."""
    surface = pygame.Surface(SIZE)
    surface.fill((0, 80, 40))
    hud.flourishes.draw_under(surface, anim, anim.t)
    return surface


def _reach(surface: pygame.Surface, hud: Hud) -> int:
    """How far from the pile's middle (in px, along the row through it) the felt was drawn on."""
    L = hud.look.layout
    assert L is not None
    cx, cy = round(L.discard_pile[0]), round(L.discard_pile[1])
    far = 0
    for x in range(0, SIZE[0]):
        if tuple(surface.get_at((x, cy)))[:3] != (0, 80, 40):
            far = max(far, abs(x - cx))
    return far


def _widest(anim: Animator, hud: Hud, seconds: float) -> int:
    widest = 0
    for _ in range(round(seconds / DT)):
        anim.update(DT)
        widest = max(widest, _reach(_under(anim, hud), hud))
    return widest


def test_a_penalty_sends_a_shockwave_wider_the_more_cards_it_heaps(window: None) -> None:
    """A +2 to answer ripples out from the pile; a +4 stacked on a +4 (8 cards waiting) runs wider and in
    more rings; both are gone after their time."""
    stacking = Rules(stacking=True)
    anim, hud, play = _table("RD2", top="R1", rules=stacking)
    _until_landed(anim, play.card)
    small = _widest(anim, hud, WAVE + 0.2)
    anim, hud, play = _table("W4", rules=stacking)
    game = setup([["W4", "G7", "B2"], ["B3", "B6"], ["W4", "Y1", "Y2"]], ["R1"], rules=stacking, current=2)
    anim.sync(game.view(0))
    for play in (Play(2, Card.parse("W4"), Color.RED), Play(0, Card.parse("W4"), Color.BLUE)):
        anim.present([e.seen_by(0) for e in game.apply(play)], game.view(0))
    while anim.pending_shown() < 8:
        anim.update(DT)
        assert anim.t < 10
    big = _widest(anim, hud, WAVE + 0.2)
    assert big > small * 1.3 > 0, (small, big)
    assert not [e for e in anim.effects if e.kind == "fl_wave" and e.live(anim.t)], "gone after its time"


def test_the_pile_glows_hotter_while_a_bigger_penalty_waits(window: None) -> None:
    anim, hud, _play = _table("R5")
    L = hud.look.layout
    assert L is not None
    spot = (round(L.discard_pile[0] + L.card_w * 0.9), round(L.discard_pile[1]))  # beside the pile
    reds = []
    for pending in (0, 2, 4, 8):
        anim.pending = pending
        r, g, _b = tuple(_under(anim, hud).get_at(spot))[:3]
        reds.append(r - g)
    assert reds[0] < reds[1] < reds[2] < reds[3], reds
    assert HEAT_RGB[0] > 200


def test_the_heat_stays_but_no_wave_runs_with_reduced_motion(window: None) -> None:
    anim, hud, play = _table("W4", reduce_motion=True, rules=Rules(stacking=True))
    _until_landed(anim, play.card)
    for _ in range(30):
        anim.update(DT)
    assert anim.pending_shown() == 4
    assert not [e for e in anim.effects if e.kind == "fl_wave"]
    L = hud.look.layout
    assert L is not None
    r, g, _b = tuple(_under(anim, hud).get_at(_round(L.discard_pile)))[:3]
    assert r > g, "the size of the penalty still shows"


@pytest.mark.parametrize("still", [False, True])
def test_the_winning_card_lands_in_a_golden_sunburst(window: None, still: bool) -> None:
    anim, hud, play = _table("R7", reduce_motion=still, hand=())
    _until_landed(anim, play.card)
    gold = 0
    for _ in range(round(SUNBURST / DT)):
        anim.update(DT)
        shot = _under(anim, hud)
        gold = max(gold, sum(1 for x in range(0, SIZE[0], 3) for y in range(0, SIZE[1], 3)
                             if tuple(shot.get_at((x, y)))[:3] == (246, 196, 64)))
    assert anim.over
    if still:
        assert gold == 0
    else:
        assert gold > 150, gold


def _yellow_at(anim: Animator, hud: Hud, at: float) -> int:
    while anim.t < at:
        anim.update(DT)
    surface = pygame.Surface(SIZE)
    surface.fill((0, 80, 40))
    hud.draw_effects(surface, anim)
    return sum(1 for x in range(0, SIZE[0], 2) for y in range(0, SIZE[1], 2)
               if tuple(surface.get_at((x, y)))[:3] == YELLOW)


@pytest.mark.parametrize("still", [False, True])
def test_a_shout_of_uno_bursts_out_in_rays(window: None, still: bool) -> None:
    """A CPU's "UNO!" was a small bubble at its plate (playtest 10: "little spectacle"): rays burst out
    from behind it as it goes up, and are gone after half a second; none with reduced motion."""
    anim, hud, _play = _table("R5", reduce_motion=still)
    t0 = anim.t
    anim.effects.append(Effect("bubble", t0, 1.5, 1, "UNO!"))
    bursting, after = _yellow_at(anim, hud, t0 + 0.15), _yellow_at(anim, hud, t0 + 0.9)
    assert after > 0, "the bubble's own letters"
    if still:
        assert abs(bursting - after) <= 8, (bursting, after)
    else:
        assert bursting > after + 15, (bursting, after)
