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
