"""Card art: every card renders cleanly at every size; the caches hold."""
from __future__ import annotations

import time

import pygame
import pytest

from game.model.cards import CLASSIC_COLORS, CLASSIC_RANKS, Card, Color, Rank, standard_deck
from game.ui.cardart import CARD_ASPECT, COLOR_RGB, CardArt, card_size, color_symbol

DECK = list(dict.fromkeys(standard_deck("2018")))  # each distinct card once
WIDTHS = (40, 72, 200)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.font.init()
    return CardArt()


def test_card_size_keeps_the_real_proportion():
    assert card_size(56) == (56, 87)
    for w in (40, 100, 200):
        cw, ch = card_size(w)
        assert cw == w and abs(ch / cw - CARD_ASPECT) < 0.02


def test_the_2018_deck_has_every_kind():
    assert len(DECK) == 4 * 13 + 4
    assert {c.rank for c in DECK} == set(CLASSIC_RANKS)  # UNO Flip!'s are drawn by a later change


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_its_size_with_transparent_corners(art, width):
    w, h = card_size(width)
    seen = set()
    for card in [*DECK, None]:
        surf = art.get(card, width)
        assert surf.get_size() == (w, h)
        assert surf.get_flags() & pygame.SRCALPHA
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surf.get_at(corner).a < 60, (card, width, corner)
        mid = surf.get_at((w // 2, h // 2))
        assert mid.a == 255
        # An opaque white rim halfway down the left edge.
        rim = surf.get_at((max(1, round(w * 0.025)), h // 2))
        assert rim.a > 200 and min(rim.r, rim.g, rim.b) > 200, (card, width, rim)
        seen.add(pygame.image.tobytes(surf, "RGBA"))
    assert len(seen) == len(DECK) + 1  # every card looks different


def test_field_has_the_card_colour(art):
    for color, rgb in COLOR_RGB.items():
        surf = art.face(Card(color, Rank.FIVE), 100)
        w, h = surf.get_size()
        px = surf.get_at((round(w * 0.12), round(h * 0.40)))  # left field, clear of the oval
        assert abs(px.r - rgb[0]) + abs(px.g - rgb[1]) + abs(px.b - rgb[2]) < 30, (color, px)


def test_wild_differs_from_a_red_card(art):
    wild = art.face(Card(None, Rank.WILD), 100)
    red = art.face(Card(Color.RED, Rank.SKIP), 100)
    w, h = wild.get_size()
    diff = sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if wild.get_at((x, y)) != red.get_at((x, y)))
    assert diff > (w // 3) * (h // 3) // 4
    # The wild's field is black.
    px = wild.get_at((round(w * 0.12), round(h * 0.40)))
    assert max(px.r, px.g, px.b) < 60


def test_six_and_nine_are_told_apart(art):
    six = pygame.image.tobytes(art.face(Card(Color.BLUE, Rank.SIX), 100), "RGBA")
    nine_flipped = pygame.image.tobytes(
        pygame.transform.flip(art.face(Card(Color.BLUE, Rank.NINE), 100), True, True), "RGBA"
    )
    assert six != nine_flipped


def test_colorblind_adds_shapes():
    plain, cb = CardArt(), CardArt(colorblind=True)
    for color in CLASSIC_COLORS:
        a = plain.face(Card(color, Rank.THREE), 80)
        b = cb.face(Card(color, Rank.THREE), 80)
        changed = sum(
            1 for x in range(a.get_width()) for y in range(a.get_height()) if a.get_at((x, y)) != b.get_at((x, y))
        )
        assert changed > 30, color
    # Toggling swaps the look.
    art = CardArt()
    before = pygame.image.tobytes(art.face(Card(Color.GREEN, Rank.ONE), 80), "RGBA")
    art.set_colorblind(True)
    after = pygame.image.tobytes(art.face(Card(Color.GREEN, Rank.ONE), 80), "RGBA")
    assert before != after


def test_color_symbols_differ_per_colour():
    shots = set()
    for color in CLASSIC_COLORS:
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        color_symbol(s, color, (20, 20), 14)
        assert s.get_bounding_rect().w > 10
        shots.add(pygame.image.tobytes(s, "RGBA"))
    assert len(shots) == 4


def test_cache_returns_the_same_surface(art):
    card = Card(Color.GREEN, Rank.REVERSE)
    assert art.get(card, 90) is art.get(card, 90)
    assert art.get(card, 90) is art.face(card, 90)
    assert art.get(card, 90, 10.2) is art.get(card, 90, 9.8)  # quantised to whole degrees
    assert art.get(None, 90, 370) is art.get(None, 90, 10)
    assert art.shadow(90, 5) is art.shadow(90, 5.4)


def test_rotated_surface_is_bigger(art):
    card = Card(Color.YELLOW, Rank.DRAW_TWO)
    up = art.get(card, 100)
    turned = art.get(card, 100, 15)
    assert turned.get_width() > up.get_width() and turned.get_height() > up.get_height()
    assert turned.get_flags() & pygame.SRCALPHA
    assert turned.get_at((0, 0)).a == 0


def test_shadow_is_soft_and_translucent(art):
    sh = art.shadow(100)
    w, h = card_size(100)
    assert sh.get_width() > w and sh.get_height() > h
    alphas = {sh.get_at((x, sh.get_height() // 2)).a for x in range(sh.get_width())}
    assert max(alphas) <= 90  # about a quarter black
    assert len(alphas) > 5  # blurred edge, not a hard step
    assert sh.get_at((sh.get_width() // 2, sh.get_height() // 2)).a > 40


def test_cache_is_bounded():
    art = CardArt(max_items=20)
    for card in DECK[:30]:
        art.face(card, 50)
    assert len(art._cache) == 20
    small = CardArt(max_bytes=3 * 200 * 311 * 4)
    for card in DECK[:10]:
        small.face(card, 200)
    assert small._cache.bytes <= small._cache.max_bytes
    art.clear()
    assert len(art._cache) == 0


def test_what_a_frame_draws_stays_cached_whatever_the_bound(monkeypatch):
    """A frame whose pictures outgrow the bound keeps them for the next frame (else it paints and turns
    them again every frame); what no frame uses any more goes down to the bound."""
    art = CardArt(max_bytes=3 * 200 * 311 * 4)
    turns = []
    rotozoom = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda s, a, z: turns.append(a) or rotozoom(s, a, z))
    shown = DECK[:4]
    for frame in range(3):
        art.next_frame()
        for i, card in enumerate(shown):
            art.get(card, 200, angle=5 + i)
        if frame == 0:
            assert len(turns) == len(shown)
    assert len(turns) == len(shown), "the second and third frames turned again what the first had turned"
    assert art._cache.bytes > art._cache.max_bytes  # the frame's pictures outgrow the bound: kept anyway
    for _ in range(3):  # frames that draw something else
        art.next_frame()
        art.get(DECK[20], 200)
    assert art._cache.bytes <= art._cache.max_bytes


def test_the_title_at_1920x1080_turns_no_card_again_once_shown(tmp_path, monkeypatch):
    """On 6114fcd the title's big turned cards outgrew the art's 4 MB: 8 turns and about 60 ms a frame."""
    from tablekit import make_app, step

    app = make_app(tmp_path, size="1920x1080")
    try:
        step(app, 30)
        turns = []
        rotozoom = pygame.transform.rotozoom
        monkeypatch.setattr(pygame.transform, "rotozoom", lambda s, a, z: turns.append(a) or rotozoom(s, a, z))
        step(app, 60)
        assert type(app.top).__name__ == "TitleScene" and turns == []
    finally:
        app.close()


def test_bad_width_is_a_clear_error(art):
    with pytest.raises(ValueError, match="at least"):
        art.face(Card(Color.RED, Rank.ONE), 2)
    with pytest.raises(TypeError):
        art.face(Card(Color.RED, Rank.ONE), "wide")  # type: ignore[arg-type]


def test_rendering_is_fast():
    art = CardArt()
    art.face(Card(Color.RED, Rank.ONE), 100)  # fonts loaded
    cards = DECK[:20]
    t0 = time.perf_counter()
    for card in cards:
        art.face(card, 100)
    per_card = (time.perf_counter() - t0) / len(cards)
    assert per_card < 0.005 * 3  # target well under 5 ms; slack for a loaded shared machine
    t0 = time.perf_counter()
    for _ in range(2000):
        art.get(cards[3], 100)
    assert (time.perf_counter() - t0) / 2000 < 50e-6


def test_the_wild_customizable_shows_the_rule_in_force():
    from game.model import CUSTOM_WILDS

    art = CardArt()
    wc, red = Card.parse("WC"), Card.parse("R5")
    plain = pygame.image.tobytes(art.face(wc, 120), "RGBA")
    red_before = pygame.image.tobytes(art.face(red, 120), "RGBA")
    faces = {plain}
    for rule in CUSTOM_WILDS[1:]:
        art.set_custom_wild(rule)
        faces.add(pygame.image.tobytes(art.face(wc, 120), "RGBA"))
        assert pygame.image.tobytes(art.face(red, 120), "RGBA") == red_before
    assert len(faces) == len(CUSTOM_WILDS), "each rule writes its own label"
    art.set_custom_wild("wild")
    assert pygame.image.tobytes(art.face(wc, 120), "RGBA") == plain
