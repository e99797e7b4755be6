"""UNO Flip!'s fans of backs at rest are drawn as one picture per seat, kept while the hand does not
change (frame time of the 10-seat Flip demo, issue 21), and look as the card-by-card drawing did."""
from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.model import Game, Rules
from game.model.cards import standard_deck
from game.ui.cardart import CardArt, card_size
from game.ui.table.animator import Animator
from game.ui.table.flipfans import FAN_PICTURES_SPARE, FULL_FAN
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout

PLAYERS = 10


def _table(size: tuple[int, int], seed: int = 4) -> tuple[Hud, Layout, Animator, Game]:
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    deck = standard_deck("flip")
    random.Random(seed).shuffle(deck)
    sizes = [3, 1, 2, 5, 7, 9, 12, 16, 8, 6]  # a few of every length, closed up past twelve
    hands, at = [], 0
    for n in sizes:
        hands.append(deck[at:at + n])
        at += n
    rest = deck[at:]
    top = next(c for c in rest if not c.wild)
    rest.remove(top)
    game = Game.from_setup(hands, [top], rest, rules=Rules(edition="flip"))
    layout = Layout(size, PLAYERS, 0, True, min(size[0] / 1280, size[1] / 720))
    hud = Hud(CardArt(), [f"P{i}" for i in range(PLAYERS)], ["normal"] * PLAYERS, 0)
    hud.set_layout(layout, False)
    anim = Animator([f"P{i}" for i in range(PLAYERS)], 0, layout, seed=1)
    anim.show(game.view(0))
    return hud, layout, anim, game


def _card_by_card(hud: Hud, layout: Layout, anim: Animator, surface: pygame.Surface) -> None:
    """The fans at rest drawn as before the pictures: each card's shadow, then its face, on the table."""
    flip = hud.flip
    w = flip.card_w()
    cw, _ch = card_size(w)
    art = hud.look.art
    shadow = art.shadow(w)
    side = anim.sides.back_side
    for sl in layout.seats:
        count = anim.counts[sl.seat]
        if sl.seat == 0 or count <= 0:
            continue
        shown = anim.sides.backs_of(sl.seat)[:count]
        rect = flip.fan_rect(sl, count, w)
        y = rect.centery
        for i, dx in enumerate(flip.offsets(count, w)):
            x = rect.x + dx + cw / 2
            img = art.face(shown[i], w, side) if i < len(shown) else art.back(w)
            surface.blit(shadow, shadow.get_rect(center=(round(x + 1), round(y + 2))))
            surface.blit(img, img.get_rect(center=(round(x), y)))
        if count > FULL_FAN:
            tag = flip._count_tag(count)
            surface.blit(tag, tag.get_rect(topright=(rect.right + flip.px(3), rect.y - flip.px(3))))


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_fans_at_rest_look_as_they_did_card_by_card(size: tuple[int, int]) -> None:
    hud, layout, anim, _game = _table(size)
    felt = pygame.Surface(size)
    felt.fill((14, 92, 48))
    pygame.draw.circle(felt, (60, 140, 80), (size[0] // 2, size[1] // 3), size[1] // 3)  # light under some
    before, now = felt.copy(), felt.copy()
    _card_by_card(hud, layout, anim, before)
    hud.flip.draw_fans(now, anim)
    a, b = pygame.image.tobytes(before, "RGB"), pygame.image.tobytes(now, "RGB")
    diffs = [abs(x - y) for x, y in zip(a, b, strict=True)]
    off = [i for i, d in enumerate(diffs) if d]
    # the same picture but for the rounding where a shadow is blended over a shadow or a card's
    # soft edge first and then over the felt (at most 4 levels of 255, on the fans alone)
    print(f"{len(off)} of {len(a)} channels differ, by at most {max(diffs)}")
    assert max(diffs) <= 4
    assert len(off) < 0.05 * len(a)


def test_a_fan_at_rest_is_one_picture_drawn_once_until_its_hand_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    hud, _layout, anim, _game = _table((1920, 1080))
    surface = pygame.Surface((1920, 1080))
    hud.flip.draw_fans(surface, anim)  # the pictures are drawn
    art = hud.look.art
    looked_up: list[object] = []
    real_face = art.face

    def face(*a: Any, **k: Any) -> pygame.Surface:
        looked_up.append(a)
        return real_face(*a, **k)

    monkeypatch.setattr(art, "face", face)
    blits: list[object] = []

    class Counting(pygame.Surface):
        def blit(self, *a, **k):  # type: ignore[no-untyped-def]
            blits.append(a[0])
            return super().blit(*a, **k)

    counting = Counting((1920, 1080))
    for _ in range(3):
        hud.flip.draw_fans(counting, anim)
    # no card of a fan at rest is looked up again; each fan is one blit (and the closed-up one's tag)
    assert looked_up == []
    assert len(blits) == 3 * (PLAYERS - 1 + 1), len(blits)
    # a seat's hand changes: its fan alone is drawn again, with its new card
    seat = 3
    anim.counts[seat] -= 1
    hud.flip.draw_fans(counting, anim)
    assert 0 < len(looked_up) <= anim.counts[seat]
    # one picture per seat and a couple gone by
    assert len(hud.flip._fan_pics._d) <= PLAYERS + FAN_PICTURES_SPARE


def test_the_faces_a_fan_needs_are_kept_drawn_after_the_frames(monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    hud, _layout, anim, _game = _table((1920, 1080))
    art = hud.look.art
    art.clear()  # the table's bigger pictures pushed the fans' faces out of the art's cache
    seat = 5
    anim.counts[seat] -= 1  # a card still on its way to seat 5: its fan shows one card less for now
    hud.flip.keep_warm(anim, time.perf_counter() + 60.0)  # after a frame, in its spare time
    painted: list[tuple[Any, ...]] = []
    real = art._paint

    def paint(*a: Any, **k: Any) -> pygame.Surface:
        painted.append(a)
        return real(*a, **k)

    monkeypatch.setattr(art, "_paint", paint)
    surface = pygame.Surface((1920, 1080))
    hud.flip.draw_fans(surface, anim)
    anim.counts[seat] += 1  # the card lands: the fan is drawn again with it
    hud.flip.draw_fans(surface, anim)
    assert painted == [], "a frame painted a face the fans needed"
    # with no time left, no face is painted after the frame (the plain back, one picture, is)
    art.clear()
    hud.flip.keep_warm(anim, time.perf_counter())
    assert [a[0] for a in painted] == [None]


def test_a_flip_deals_cards_are_drawn_before_their_flights_start(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.table import sprites
    from tests.ui.tablekit import make_app

    app = make_app(tmp_path, "--demo", "--players", "10", "--rules", "edition=flip", "--seed", "2")
    try:
        art = app.art
        in_flight = [False]
        painted: list[object] = []
        real_paint, real_draw = art._paint, sprites.Flight.draw

        def paint(*a: Any, **k: Any) -> pygame.Surface:
            if in_flight[0]:
                painted.append(a[0])
            return real_paint(*a, **k)

        def draw(self: sprites.Flight, *a: Any, **k: Any) -> None:
            in_flight[0] = True
            try:
                real_draw(self, *a, **k)
            finally:
                in_flight[0] = False

        monkeypatch.setattr(art, "_paint", paint)
        monkeypatch.setattr(sprites.Flight, "draw", draw)
        flown = 0
        for _ in range(240):  # the deal: 70 cards, each showing its own other side as it flies
            app.step(1 / 60)
            flown += len(app.top.desk.anim.flights)  # type: ignore[union-attr]
        assert flown > 100
        # each card's first frames were drawn after an earlier frame (Warmup.prefetch sees the flights
        # about to start), not inside the frame that shows it
        assert painted == [], painted[:5]
    finally:
        app.close()


def test_keeping_the_fans_faces_drawn_leaves_the_art_caches_bound_in_force() -> None:
    from game.model import Card

    art = CardArt(max_items=1000, max_bytes=400_000)
    cards = [Card.parse(s) for s in ("P1", "P2", "P3", "T4", "T5", "T6", "O7", "O8", "U9", "U1")]
    art._cache.next_frame()
    for card in cards:
        art.face(card, 60, "dark")  # 22 kB each at 60 px wide
    for _ in range(3):
        art._cache.next_frame()
        assert all(art.has_face(card, 60, "dark") for card in cards)
    # the fans' faces go last, but they do not count as drawn in this frame: a new picture still
    # makes room under the bound (a frame's own pictures may go over it, the kept ones may not)
    art.back(200)
    art._cache.next_frame()
    assert art._cache.bytes <= 400_000
    assert all(art.has_face(card, 60, "dark") for card in cards[-5:])
