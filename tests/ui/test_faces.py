"""The CPUs' faces: one distinct silhouette per CPU name, six expressions, drawn once per size."""
from __future__ import annotations

import itertools

import pygame

from game.ai import CPU_NAMES
from game.ui.faces import FACES, MOODS, FaceArt, face_for


def _grey(surface: pygame.Surface) -> bytes:
    """The face as the colour-blind (or a black-and-white print) would see it: brightness only."""
    return pygame.image.tobytes(pygame.transform.grayscale(surface), "RGBA")


def _difference(a: bytes, b: bytes) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_every_cpu_name_has_its_own_face() -> None:
    looks = [face_for(name) for name in CPU_NAMES]
    assert len(set(looks)) == len(CPU_NAMES) == len(FACES)
    assert len({f.style for f in FACES}) == len(FACES), "every face has a hair silhouette of its own"
    assert face_for(" mia ") == face_for("Mia")
    assert 0 <= face_for("Someone Else", seat=3) < len(FACES)


def test_faces_are_told_apart_in_grey_and_by_outline() -> None:
    art = FaceArt()
    grey = [_grey(art.face(i, "calm", 48)) for i in range(len(FACES))]  # no backdrop: the outline shows
    outline = [pygame.mask.from_surface(art.face(i, "calm", 48)) for i in range(len(FACES))]
    for i, j in itertools.combinations(range(len(FACES)), 2):
        assert _difference(grey[i], grey[j]) > 4.0, (FACES[i].style, FACES[j].style)
        differ = outline[i].overlap_area(outline[j], (0, 0))
        assert differ < max(outline[i].count(), outline[j].count()), (FACES[i].style, FACES[j].style)


def test_each_expression_looks_different() -> None:
    """A reaction's four expressions are told apart at a glance; the two between reactions (thinking, a
    blink) change the eyes only, but visibly, and differ from each other too."""
    art = FaceArt()
    reactions = MOODS[:4]
    for look in range(len(FACES)):
        pictures = {mood: _grey(art.face(look, mood, 64)) for mood in MOODS}
        for a, b in itertools.combinations(reactions, 2):
            assert _difference(pictures[a], pictures[b]) > 0.3, (FACES[look].style, a, b)
        for a, b in (("calm", "blink"), ("calm", "thinking"), ("blink", "thinking")):
            assert _difference(pictures[a], pictures[b]) > 0.12, (FACES[look].style, a, b)


def test_faces_are_drawn_once_per_look_mood_and_size() -> None:
    art = FaceArt(limit=8)
    first = art.face(2, "pleased", 40, (10, 20, 30))
    assert art.drawn == 1
    assert art.face(2, "pleased", 40, (10, 20, 30)) is first
    assert art.drawn == 1
    art.face(2, "pleased", 41, (10, 20, 30))
    art.face(2, "annoyed", 40, (10, 20, 30))
    assert art.drawn == 3
    assert first.get_size() == (40, 40)
    assert art.face(2, "no such mood", 40, (10, 20, 30)) is art.face(2, "calm", 40, (10, 20, 30))
    for size in range(20, 40):  # the cache stays small
        art.face(0, "calm", size)
    assert len(art._cache) <= 8
    # round: the corners are clear
    assert first.get_at((0, 0)).a == 0 and first.get_at((20, 20)).a > 240


def _lum(c: pygame.Color) -> float:
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def _near(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) < 12


def test_a_face_is_rounded_by_light_from_above_not_a_flat_sticker() -> None:
    """Playtest 10: "small flat avatars". The badge's lower edge lies in shadow, and the head has a shadow on its lower right: the skin on the right of the face is darker
    than on its left."""
    art = FaceArt()
    d = 96
    backdrop = (9, 86, 191)
    for look, face in enumerate(FACES):
        pic = art.face(look, "calm", d, backdrop)
        edge = _lum(pic.get_at((d // 2, d - 3)))  # the shoulders at the badge's lower edge, and above it
        inner = _lum(pic.get_at((d // 2, d - 14)))
        assert edge < inner - 8, (face.style, edge, inner)
        shade = tuple(round(c * 0.84) for c in face.skin)
        row = [pic.get_at((x, d // 2 + 8))[:3] for x in range(d)]
        lit = [x for x, c in enumerate(row) if _near(c, face.skin)]
        shaded = [x for x, c in enumerate(row) if _near(c, shade)]
        assert lit and shaded, face.style
        assert sum(shaded) / len(shaded) > sum(lit) / len(lit), (face.style, "the shadow on the right")


def test_the_end_screens_show_a_cpu_by_its_face_and_a_person_by_their_initial() -> None:
    """The table shows each CPU's face; the results and the match's end showed a lettered disc instead
    (a "Mia" badge, not Mia). Both now draw the same face as the table; a person keeps their initial."""
    from game.ui.results import draw_avatar

    pygame.font.init()
    look = face_for("Mia")
    skin = FACES[look].skin

    def skin_pixels(face: int | None) -> int:
        surface = pygame.Surface((80, 80))
        surface.fill((0, 0, 0))
        draw_avatar(surface, 1, "Mia", (40, 40), 30, None, face)
        return sum(1 for x in range(80) for y in range(80) if _near(surface.get_at((x, y))[:3], skin))

    assert skin_pixels(look) > 300
    assert skin_pixels(None) < 20
