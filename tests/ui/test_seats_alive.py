"""The seats live: the CPUs' faces are portraits big enough to read, their eyes follow the play round
the table, and a CPU thinking over its move weighs its cards, one rising and sinking after another.
Two playtests found the avatars "generic" and the table "static" (visuals 8 and 7.5). With reduced
motion the eyes stay ahead and the fans stay still."""
from __future__ import annotations

import pygame
import pytest
from tablekit import seats_hud

from game.ui.faces import FACES, FaceArt
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout, plate_frame
from game.ui.table.picture import Picture


def _scale(size: tuple[int, int]) -> float:
    return min(1.6, max(0.75, min(size[0] / 1280, size[1] / 720)))  # App.scale at interface scale 1


def _table(still: bool, size: tuple[int, int] = (1280, 720)) -> tuple[Hud, Picture]:
    hud, anim = seats_hud(still, size, _scale(size))
    anim.counts = [7, 5, 5, 5]
    return hud, anim


def test_a_face_is_a_portrait_the_head_filling_the_badge(window: None) -> None:
    """The head fills a third of the round badge (the whole figure gave it a fifth: a 26-pixel disc
    at 960x540 showed a face no bigger than a card's corner index)."""
    art = FaceArt()
    shares = []
    for look, face in enumerate(FACES):
        pic = art.face(look, "calm", 64, (0, 0, 0))
        shade = tuple(round(c * 0.84) for c in face.skin)  # the head's lower right lies in its shadow
        skin = sum(1 for x in range(64) for y in range(64)
                   if min(sum(abs(a - b) for a, b in zip(pic.get_at((x, y))[:3], tone, strict=True))
                          for tone in (face.skin, shade)) < 18)
        shares.append(skin / (3.1416 * 32 * 32))
    assert min(shares) > 0.22 and sum(shares) / len(shares) > 0.3, shares


@pytest.mark.parametrize(("size", "players", "least"), [((960, 540), 10, 32), ((1280, 720), 4, 42),
                                                         ((1920, 1080), 4, 62)])
def test_the_avatar_is_big_enough_to_read_at_every_size(size: tuple[int, int], players: int, least: int) -> None:
    layout = Layout(size, players, 0, True, _scale(size))
    avatar = plate_frame((layout.plate_w, layout.plate_h), layout.scale)[0]
    assert avatar.w >= least, (size, avatar.w)
    assert avatar.h <= layout.plate_h, "the avatar stays on its plate"


def _avatar(hud: Hud, anim: Picture, seat: int) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 60, 30))
    hud.draw_seats(surface, anim, None, 0.5)  # a moment when no seat blinks (idle_mood)
    return surface.subsurface(hud.seats.part(seat, "avatar")).copy()


def _darker_x(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean x of the pixels darker in `a` than in `b` (where `a`'s pupils are and `b`'s are not)."""
    xs = [x for x in range(a.get_width()) for y in range(a.get_height())
          if sum(a.get_at((x, y))[:3]) + 60 < sum(b.get_at((x, y))[:3])]
    assert xs, "the two faces look the same way"
    return sum(xs) / len(xs)


@pytest.mark.parametrize("still", [False, True])
def test_the_faces_eyes_follow_the_player_on_turn(window: None, still: bool) -> None:
    hud, anim = _table(still)
    anim.current = 1  # Mia, on the left: Leo, at the top, looks left
    left = _avatar(hud, anim, 2)
    anim.current = 3  # Ava, on the right
    right = _avatar(hud, anim, 2)
    if still:
        assert pygame.image.tobytes(left, "RGB") == pygame.image.tobytes(right, "RGB"), "reduced motion: eyes ahead"
        return
    assert _darker_x(left, right) + 1.5 < _darker_x(right, left), "Leo's pupils move from left to right"


def _fan(hud: Hud, anim: Picture, seat: int, thinking: int | None, now: float) -> bytes:
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 60, 30))
    hud.draw_fans(surface, anim, thinking, now)
    assert hud.seats.layout is not None
    x, y = hud.seats.layout.seats[seat].cards
    area = pygame.Rect(0, 0, 200, 160)
    area.center = (round(x), round(y))
    return pygame.image.tobytes(surface.subsurface(area.clip(surface.get_rect())), "RGB")


@pytest.mark.parametrize("still", [False, True])
def test_a_thinking_cpu_weighs_its_cards(window: None, still: bool) -> None:
    hud, anim = _table(still)
    anim.current = 2
    rest = _fan(hud, anim, 2, None, 0.0)
    moments = [_fan(hud, anim, 2, 2, i / 10) for i in range(40)]
    others = {_fan(hud, anim, 1, 2, i / 10) for i in range(0, 40, 7)}
    assert others == {_fan(hud, anim, 1, None, 0.0)}, "only the thinking CPU's cards move"
    if still:
        assert set(moments) == {rest}
        return
    assert sum(m != rest for m in moments) > 20, "a card is raised most of the time"
    assert len(set(moments)) > 8, "the card rises and sinks smoothly, one card after another"


def test_a_plate_is_lit_from_above_not_a_flat_panel(window: None) -> None:
    """Playtest 10: "small flat avatars" on flat plates. A plate carries a faint sheen over its upper half:
    between its name and its count badge, the plate's upper part is lighter than its lower part."""
    hud, anim = _table(False)
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 60, 30))
    hud.draw_seats(surface, anim, None, 0.5)
    for seat in (1, 2, 3):
        plate = hud.look.layout.seat(seat).plate  # type: ignore[union-attr]
        x = hud.seats.part(seat, "badge").x - 3
        upper = surface.get_at((x, plate.y + plate.h // 4))
        lower = surface.get_at((x, plate.y + plate.h * 3 // 4))
        assert sum(upper[:3]) >= sum(lower[:3]) + 12, (seat, upper, lower)
