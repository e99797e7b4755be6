"""Picture caches bounded by bytes keep what the last two frames drew (game.ui.frameclock).

On 6114fcd each of these caches, when one frame's pictures outgrew its bound, dropped what that same
frame had drawn and made it again in every later frame: the privacy screen's panel (over the panels'
1 MB) was drawn anew three times a frame, the title's turned cards at 1920x1080 turned again every frame.
"""
from __future__ import annotations

import pygame
import pytest

from game.model.cards import Card
from game.ui import frameclock, paint
from game.ui.cardart import CardArt
from game.ui.table.look import SurfaceCache


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_a_small_cache_keeps_what_this_frame_and_the_last_drew_and_drops_the_rest_later() -> None:
    cache = SurfaceCache(limit=1, max_bytes=100 * 100 * 4)
    made: list[str] = []

    def make(name: str) -> pygame.Surface:
        made.append(name)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    for _ in range(3):
        frameclock.tick()
        for name in ("a", "b", "c"):  # three pictures a frame, against a bound of one
            cache.get(name, lambda n=name: make(n))
    assert made == ["a", "b", "c"], "a later frame made again what the frame before had drawn"
    frameclock.tick()
    frameclock.tick()  # two frames that drew none of them
    cache.get("d", lambda: make("d"))
    assert list(cache._d) == ["d"] and cache.bytes == 100 * 100 * 4  # nothing drawn lately: down to the bound


def test_a_panel_larger_than_the_panels_budget_is_drawn_once_while_it_shows(monkeypatch) -> None:
    screen = pygame.Surface((1920, 1080))
    rect = pygame.Rect(100, 100, 900, 600)  # 2.1 MB a picture: over PANEL_CACHE_BYTES
    assert rect.w * rect.h * 4 > paint.PANEL_CACHE_BYTES
    drawn: list[object] = []
    real = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda *a, **k: drawn.append(a[1]) or real(*a, **k))
    for _ in range(5):
        frameclock.tick()
        paint.draw_panel(screen, rect)
    assert len(drawn) == 3, f"the panel, its shadow and its edge were drawn {len(drawn)} times in 5 frames"


def test_a_turned_card_in_use_keeps_its_upright_face_for_the_next_lean(monkeypatch) -> None:
    art = CardArt(max_bytes=200 * 311 * 4)  # room for one face
    card, other = Card.parse("R5"), Card.parse("B7")
    painted: list[object] = []
    real = art._paint
    monkeypatch.setattr(art, "_paint", lambda c, w, d: painted.append(c) or real(c, w, d))
    art.next_frame()
    art.get(card, 200, angle=5)
    for _ in range(4):  # the card rests at 5 degrees; other cards come and go
        art.next_frame()
        art.get(card, 200, angle=5)
        art.get(other, 200, angle=-3)
    art.next_frame()
    art.get(card, 200, angle=6)  # the hand leans toward the pointer: a new angle
    assert painted.count(card) == 1, "the face under a turned card in use was dropped and painted again"
