"""UNO Flip!'s card art: the dark side looks dark, each dark colour has its own shape, every new card
reads apart from the others at the smallest sizes the table uses."""
from __future__ import annotations

import pygame
import pytest

from game.model.cards import CLASSIC_COLORS, DARK_COLORS, Card, Color, Rank, standard_deck
from game.ui.cardart import COLOR_RGB, CardArt, color_symbol

FLIP = standard_deck("flip")
LIGHT = list(dict.fromkeys(c.face for c in FLIP))
DARK = list(dict.fromkeys(c.back.face for c in FLIP if c.back is not None))
NEW_RANKS = (Rank.DRAW_ONE, Rank.DRAW_FIVE, Rank.SKIP_EVERYONE, Rank.FLIP, Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOR)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.font.init()
    return CardArt()


def _near(px: pygame.Color, rgb: tuple[int, int, int], tol: int = 40) -> bool:
    return abs(px.r - rgb[0]) + abs(px.g - rgb[1]) + abs(px.b - rgb[2]) < tol


@pytest.mark.parametrize("width", (40, 100))
def test_a_dark_side_card_has_a_black_rim_and_its_dark_colour(art, width):
    for card in DARK:
        surf = art.face(card, width, "dark")
        w, h = surf.get_size()
        rim = surf.get_at((max(1, round(w * 0.03)), h // 2))
        assert max(rim.r, rim.g, rim.b) < 60, (card, rim)  # black where the light side is white
        if card.color is not None:
            field = surf.get_at((round(w * 0.10), h // 2))
            assert _near(field, COLOR_RGB[card.color]), (card, field)
    for card in LIGHT:
        surf = art.face(card, width, "light")
        w, h = surf.get_size()
        rim = surf.get_at((max(1, round(w * 0.03)), h // 2))
        assert min(rim.r, rim.g, rim.b) > 200, (card, rim)


def test_the_dark_colours_are_the_art_directions():
    assert COLOR_RGB[Color.PINK] == (0xE6, 0x00, 0x7E)
    assert COLOR_RGB[Color.TEAL] == (0x00, 0xA6, 0xA6)
    assert COLOR_RGB[Color.ORANGE] == (0xF3, 0x70, 0x21)
    assert COLOR_RGB[Color.PURPLE] == (0x6A, 0x2C, 0x91)


def test_a_plain_wild_looks_like_the_side_it_is_seen_on(art):
    wild = Card(None, Rank.WILD)
    light = art.face(wild, 80, "light")
    dark = art.face(wild, 80, "dark")
    assert pygame.image.tobytes(light, "RGBA") != pygame.image.tobytes(dark, "RGBA")
    # its dark oval holds the dark colours and none of the light ones
    pixels = {tuple(dark.get_at((x, y)))[:3] for x in range(0, 80, 2) for y in range(0, dark.get_height(), 2)}
    for color in DARK_COLORS:
        assert any(abs(p[0] - COLOR_RGB[color][0]) + abs(p[1] - COLOR_RGB[color][1]) + abs(p[2] - COLOR_RGB[color][2]) < 12
                   for p in pixels), color
    for color in CLASSIC_COLORS:
        assert not any(p == COLOR_RGB[color] for p in pixels), color
    # the side in play decides when the caller does not say
    other = CardArt()
    other.set_side("dark")
    assert pygame.image.tobytes(other.face(wild, 80), "RGBA") == pygame.image.tobytes(dark, "RGBA")


def test_each_colour_has_its_own_colour_blind_shape():
    masks = {}
    for color in (*CLASSIC_COLORS, *DARK_COLORS):
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        color_symbol(s, color, (20, 20), 14)
        assert s.get_bounding_rect().w > 10, color
        masks[color] = pygame.mask.from_surface(s, 128)
    for a in masks:
        for b in masks:
            if a is not b:
                differ = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
                assert differ > 60, (a, b, differ)  # shapes, not the same shape a pixel off


def test_colour_blind_shapes_mark_the_dark_cards():
    plain, cb = CardArt(), CardArt(colorblind=True)
    for color in DARK_COLORS:
        a = pygame.image.tobytes(plain.face(Card(color, Rank.THREE), 80), "RGBA")
        b = pygame.image.tobytes(cb.face(Card(color, Rank.THREE), 80), "RGBA")
        assert a != b, color


@pytest.mark.parametrize("width", (34, 40, 120))
def test_every_flip_card_looks_different_at_every_size(art, width):
    faces = [(c, "light") for c in LIGHT] + [(c, "dark") for c in DARK]
    seen = {pygame.image.tobytes(art.face(c, width, side), "RGBA") for c, side in faces}
    assert len(seen) == len(faces)


@pytest.mark.parametrize("width", (34, 40))
def test_the_new_symbols_read_in_the_corner_at_the_smallest_size(art, width):
    """The corner (what a fanned card shows) of each new card differs from every other card's corner
    of the same colour, and has ink in it."""
    def corner(card: Card, side: str) -> bytes:
        surf = art.face(card, width, side)
        w = surf.get_width()
        sub = surf.subsurface((0, 0, round(w * 0.36), round(w * 0.42))).copy()
        return pygame.image.tobytes(sub, "RGBA")

    for side, faces in (("light", LIGHT), ("dark", DARK)):
        by_color: dict[Color | None, list[Card]] = {}
        for c in faces:
            by_color.setdefault(c.color, []).append(c)
        for cards in by_color.values():
            corners = {c: corner(c, side) for c in cards}
            for c in cards:
                if c.rank in NEW_RANKS:
                    others = [o for o in cards if o is not c]
                    assert all(corners[c] != corners[o] for o in others), (c, side)
