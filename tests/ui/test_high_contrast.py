"""The high-contrast card style (issue 22): every symbol on every card face stands out from its field by
at least 4.5:1 (WCAG 2's relative luminance), UNO Flip!'s dark colours included; computed from the
palette, then checked on the faces the card art paints."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.model.cards import Card, Color
from game.ui.cardart import CardArt
from game.ui.cardart.contrast import HC_COLOR_RGB, HC_WILD_RGB, MIN_CONTRAST, contrast, hc_ink, luminance
from game.ui.cardart.style import COLOR_RGB, INK, WHITE


def test_luminance_and_contrast_follow_wcag() -> None:
    assert luminance((0, 0, 0)) == 0.0 and luminance((255, 255, 255)) == pytest.approx(1.0)
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # WCAG's grey on white


@pytest.mark.parametrize("color", list(Color), ids=lambda c: c.name)
def test_every_colour_has_a_field_and_an_ink_at_4_5_to_1(color: Color) -> None:
    field = HC_COLOR_RGB[color]
    ink = hc_ink(field)
    assert ink in (WHITE, INK)
    assert contrast(ink, field) >= MIN_CONTRAST, f"{color.name}: {contrast(ink, field):.2f}:1"


def test_the_wilds_field_and_ink_too() -> None:
    assert contrast(hc_ink(HC_WILD_RGB), HC_WILD_RGB) >= MIN_CONTRAST


def test_the_usual_style_falls_short_where_high_contrast_is_needed() -> None:
    short = [c.name for c in Color if contrast(WHITE, COLOR_RGB[c]) < MIN_CONTRAST]
    assert {"YELLOW", "GREEN", "TEAL", "ORANGE"} <= set(short), "white signs on these fields are below 4.5:1"


def _inside(surf: pygame.Surface) -> list[tuple[int, int, int]]:
    w, h = surf.get_size()
    m = round(w * 0.12)
    return [tuple(surf.get_at((x, y)))[:3] for y in range(m, h - m, 2) for x in range(m, w - m, 2)]  # type: ignore[misc]


FACES = [f"{c.letter}{r}" for c in Color for r in ("5", "8", "S", "R", "D2")] + ["W", "W4"]


@pytest.mark.parametrize("text", FACES)
def test_a_painted_high_contrast_face_is_its_field_and_its_ink(text: str) -> None:
    pygame.init()
    try:
        card = Card.parse(text)
    except ValueError:
        pytest.skip(f"{text} is not a card of any deck")
    art = CardArt(high_contrast=True)
    pixels = _inside(art.face(card, 120))
    field = HC_WILD_RGB if card.color is None else HC_COLOR_RGB[card.color]
    ink = hc_ink(field)

    def near(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
        return sum(abs(x - y) for x, y in zip(a, b, strict=True)) <= 24

    counts = Counter(pixels)
    on_field = sum(n for p, n in counts.items() if near(p, field))
    in_ink = sum(n for p, n in counts.items() if near(p, ink))
    if card.color is not None:
        # flat: the field and the ink make (almost) the whole face; the sign is big enough to read
        assert (on_field + in_ink) / len(pixels) > 0.9, text
        assert in_ink / len(pixels) > 0.04, text
    else:
        assert in_ink > 0 and on_field > 0, text
    usual = _inside(CardArt().face(card, 120))
    assert usual != pixels, "the style changes the face"
