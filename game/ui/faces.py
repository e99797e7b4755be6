"""The CPUs' faces, drawn from simple shapes: a round head, hair, eyes, a mouth.

Each CPU name has a look of its own (`face_for`): a hair silhouette that no other face shares (bob,
spikes, long hair, a cap, a bun, a beard, pigtails, a mohawk, an afro, a beanie, a bow, a quiff with
glasses), so that seats are told apart by shape alone, in colour-blind mode too. Each face has four
expressions a reaction shows (calm, pleased, annoyed and surprised) and two of its own between reactions
(`MOODS`): thinking over its cards (eyes aside, a brow up) and a blink.

`FaceArt.face(look, mood, diameter, backdrop)` returns a round badge of that size, drawn at three
times the size and smoothed down (never a small bitmap scaled up), cached per look, mood and size.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.ai.base import CPU_NAMES

__all__ = ["FACES", "GAZES", "MOODS", "Face", "FaceArt", "face_for"]

GAZES: dict[str, tuple[float, float]] = {
    "left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0),
    "up_left": (-0.75, -0.7), "up_right": (0.75, -0.7), "down_left": (-0.75, 0.7), "down_right": (0.75, 0.7),
}
"""Where a calm face's eyes may look (a unit step on screen): toward the player whose turn it is."""
MOODS: tuple[str, ...] = ("calm", "pleased", "annoyed", "surprised", "thinking", "blink",
                          *(f"look_{g}" for g in GAZES))
"""The expressions a face can show: a reaction's four, then thinking (its turn), a blink (now and then),
and calm with the eyes turned one way (`GAZES`: watching the play go round)."""

RGB = tuple[int, int, int]
INK: RGB = (34, 26, 24)
SKINS: tuple[RGB, ...] = ((255, 219, 186), (241, 194, 150), (224, 172, 120), (198, 134, 90),
                          (161, 102, 68), (118, 76, 52))


@dataclass(frozen=True)
class Face:
    """One CPU's look: a hair style (its silhouette), skin and hair colours, glasses."""

    style: str
    skin: RGB
    hair: RGB
    glasses: bool = False


FACES: tuple[Face, ...] = (
    Face("bob", SKINS[0], (60, 36, 22)),               # Mia
    Face("spikes", SKINS[2], (232, 190, 80)),          # Leo
    Face("long", SKINS[4], (24, 20, 20)),              # Ava
    Face("cap", SKINS[1], (90, 60, 40)),               # Noah (the cap is red)
    Face("bun", SKINS[3], (150, 60, 40)),              # Zoe
    Face("beard", SKINS[5], (40, 30, 26)),             # Eli
    Face("pigtails", SKINS[1], (200, 120, 60)),        # Ivy
    Face("mohawk", SKINS[2], (60, 170, 90)),           # Max
    Face("afro", SKINS[5], (30, 24, 22)),              # Ruby
    Face("beanie", SKINS[0], (120, 80, 50)),           # Sam (the beanie is blue)
    Face("bow", SKINS[3], (70, 40, 30)),               # Lily (the bow is pink)
    Face("quiff", SKINS[1], (110, 70, 40), glasses=True),  # Finn
)
"""Twelve looks with twelve different silhouettes, one per name of `CPU_NAMES`."""


def face_for(name: str, seat: int = 0) -> int:
    """Return the index in `FACES` of the CPU called `name` (a name not in CPU_NAMES: by seat)."""
    key = name.strip().casefold()
    for i, n in enumerate(CPU_NAMES):
        if n.casefold() == key:
            return i % len(FACES)
    return (seat + sum(map(ord, key))) % len(FACES)


SUPERSAMPLE = 3
FRAME = (12.0, 14.0, 76.0)
"""The part of the 100-unit drawing a badge shows (left, top, size): a portrait crop, the head filling
two thirds of the badge (the whole figure left the head half the badge: at 960x540 a face was a
22-pixel disc whose features a playtester called generic)."""


class FaceArt:
    """Draws and caches the faces (an LRU of `limit` surfaces)."""

    def __init__(self, limit: int = 64) -> None:
        self.limit = limit
        self._cache: OrderedDict[tuple[int, str, int, RGB | None], pygame.Surface] = OrderedDict()
        self.drawn = 0
        """How many faces were drawn (not taken from the cache): a test reads it."""

    def face(self, look: int, mood: str, diameter: int, backdrop: RGB | None = None) -> pygame.Surface:
        """Return the round badge of face `look` with `mood` at `diameter` pixels on a `backdrop` disc."""
        diameter = max(8, int(diameter))
        mood = mood if mood in MOODS else "calm"
        key = (look % len(FACES), mood, diameter, backdrop)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = _draw(FACES[key[0]], mood, diameter, backdrop)
        self.drawn += 1
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf

    def clear(self) -> None:
        """Forget every face drawn."""
        self._cache.clear()


def _draw(face: Face, mood: str, diameter: int, backdrop: RGB | None) -> pygame.Surface:
    big = diameter * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    x0, y0, span = FRAME
    pen = _Pen(big / span, x0, y0)  # the figure is drawn in 100 units; the badge shows FRAME of it
    r, p, n = pen.r, pen.p, pen.n

    if backdrop is not None:  # lit from above: rings ever lighter toward the top of the disc
        for i in range(BACKDROP_STEPS):
            k = i / BACKDROP_STEPS
            rr = big / 2 * (1 - 0.55 * k)
            pygame.draw.circle(surf, _shade(backdrop, 1 - 0.42 * k, (255, 255, 255)), (big / 2, big / 2 - (big / 2 - rr) * 0.9), rr)
    hair = face.hair
    style = face.style
    head = r(24, 26, 52, 58)  # the head: an oval a little taller than wide
    # -- behind the head
    if style == "long":
        pygame.draw.rect(surf, hair, r(18, 22, 64, 78), border_radius=n(26))
    elif style == "bob":
        pygame.draw.rect(surf, hair, r(17, 18, 66, 62), border_radius=n(30))
    elif style == "afro":
        pygame.draw.circle(surf, hair, p(50, 40), n(37))
    elif style == "pigtails":
        pygame.draw.circle(surf, hair, p(17, 50), n(12))
        pygame.draw.circle(surf, hair, p(83, 50), n(12))
    elif style == "bun":
        pygame.draw.circle(surf, hair, p(50, 12), n(13))
    # neck and shoulders
    pygame.draw.rect(surf, _shade(face.skin, 0.85), r(41, 74, 18, 16))
    pygame.draw.ellipse(surf, _shade(hair, 0.6) if style != "cap" else (40, 70, 150), r(14, 84, 72, 40))
    # the head, rounded by a shadow on its lower right (the light comes from the upper left)
    pygame.draw.ellipse(surf, _shade(face.skin, 0.84), head)
    pygame.draw.ellipse(surf, face.skin, r(23, 25, 49, 54))
    pygame.draw.ellipse(surf, face.skin, r(20, 48, 8, 13))   # ears
    pygame.draw.ellipse(surf, face.skin, r(72, 48, 8, 13))
    # -- over the head
    if style == "bob":
        pygame.draw.ellipse(surf, hair, r(23, 22, 54, 24))
        pygame.draw.rect(surf, hair, r(23, 34, 54, 8))
    elif style == "long":
        pygame.draw.ellipse(surf, hair, r(22, 21, 56, 22))
        pygame.draw.polygon(surf, hair, [p(24, 34), p(52, 30), p(30, 46)])
    elif style == "spikes":
        pts = [p(22, 42)]
        for i in range(6):
            x0 = 22 + i * 9.4
            pts += [p(x0 + 4.7, 10 + (i % 2) * 5), p(x0 + 9.4, 30)]
        pts += [p(78, 42), p(50, 34)]
        pygame.draw.polygon(surf, hair, pts)
    elif style == "cap":
        red = (200, 40, 30)
        pygame.draw.ellipse(surf, red, r(22, 16, 56, 34))
        pygame.draw.rect(surf, red, r(22, 32, 56, 8))
        pygame.draw.ellipse(surf, _shade(red, 0.75), r(50, 34, 40, 10))  # the brim, to one side
        pygame.draw.circle(surf, _shade(red, 0.7), p(50, 17), n(3))
    elif style == "bun":
        pygame.draw.ellipse(surf, hair, r(23, 22, 54, 22))
    elif style == "beard":
        pygame.draw.ellipse(surf, hair, r(24, 22, 52, 18))
        pygame.draw.ellipse(surf, hair, r(25, 58, 50, 30))
        pygame.draw.ellipse(surf, face.skin, r(33, 56, 34, 18))  # room for the mouth
    elif style == "pigtails":
        pygame.draw.ellipse(surf, hair, r(23, 22, 54, 22))
        pygame.draw.circle(surf, (240, 90, 140), p(25, 42), n(4))
        pygame.draw.circle(surf, (240, 90, 140), p(75, 42), n(4))
    elif style == "mohawk":
        pygame.draw.polygon(surf, hair, [p(42, 36), p(44, 4), p(50, 0), p(56, 4), p(58, 36)])
    elif style == "afro":
        pygame.draw.ellipse(surf, hair, r(24, 20, 52, 20))
    elif style == "beanie":
        blue = (40, 90, 190)
        pygame.draw.ellipse(surf, blue, r(21, 12, 58, 40))
        pygame.draw.rect(surf, _shade(blue, 0.75), r(20, 32, 60, 9), border_radius=n(3))
        pygame.draw.circle(surf, (236, 236, 236), p(50, 10), n(7))
    elif style == "bow":
        pygame.draw.ellipse(surf, hair, r(23, 22, 54, 22))
        pink = (236, 80, 150)
        pygame.draw.polygon(surf, pink, [p(62, 22), p(80, 12), p(80, 32)])
        pygame.draw.polygon(surf, pink, [p(62, 22), p(44, 12), p(44, 32)])
        pygame.draw.circle(surf, _shade(pink, 0.8), p(62, 22), n(4))
    elif style == "quiff":
        pygame.draw.ellipse(surf, hair, r(24, 24, 52, 16))
        pygame.draw.ellipse(surf, hair, r(30, 8, 40, 26))
    _expression(surf, face, mood, pen)
    small = pygame.transform.smoothscale(surf, (diameter, diameter))
    # keep everything inside the round badge
    mask = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (diameter / 2, diameter / 2), diameter / 2)
    small.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if backdrop is not None:
        _rim(small)
    return small


BACKDROP_STEPS = 6
"""The rings of the backdrop's light (a disc lit from above)."""


def _rim(badge: pygame.Surface) -> None:
    """Shade the round `badge`'s edge: a shadow along its lower part, a glint along its upper (it reads
    as a rounded bead, not a flat sticker)."""
    d = badge.get_width()
    edge = pygame.Surface((d, d), pygame.SRCALPHA)
    w = max(1, d // 12)
    box = pygame.Rect(0, 0, d, d)
    pygame.draw.arc(edge, (0, 0, 0, 70), box.inflate(-1, -1), 3.55, 5.87, w)       # the lower part
    pygame.draw.arc(edge, (255, 255, 255, 80), box.inflate(-2 * w, -2 * w), 0.6, 2.55, max(1, w // 2))
    badge.blit(edge, (0, 0))


class _Pen:
    """Units to pixels: `u` pixels a unit, the unit (`x0`, `y0`) at the surface's corner."""

    def __init__(self, u: float, x0: float = 0.0, y0: float = 0.0) -> None:
        self.u = u
        self.x0 = x0
        self.y0 = y0

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        u = self.u
        return pygame.Rect(round((x - self.x0) * u), round((y - self.y0) * u), max(1, round(w * u)),
                           max(1, round(h * u)))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round((x - self.x0) * self.u), round((y - self.y0) * self.u))

    def n(self, v: float) -> int:
        return max(1, round(v * self.u))


def _expression(surf: pygame.Surface, face: Face, mood: str, pen: _Pen) -> None:
    rect, pt, unit = pen.r, pen.p, pen.n
    draw = pygame.draw
    ink = INK
    eye_y = 52.0
    lx, rx = 40.0, 60.0
    # eyebrows
    if mood == "annoyed":
        draw.line(surf, ink, pt(lx - 6, eye_y - 10), pt(lx + 5, eye_y - 6), unit(2.6))
        draw.line(surf, ink, pt(rx + 6, eye_y - 10), pt(rx - 5, eye_y - 6), unit(2.6))
    elif mood == "surprised":
        draw.arc(surf, ink, rect(lx - 6, eye_y - 16, 12, 8), 0.3, 2.8, unit(2))
        draw.arc(surf, ink, rect(rx - 6, eye_y - 16, 12, 8), 0.3, 2.8, unit(2))
    elif mood == "thinking":  # one brow up, the other level: weighing its cards
        draw.line(surf, ink, pt(lx - 5, eye_y - 9), pt(lx + 5, eye_y - 9), unit(2))
        draw.arc(surf, ink, rect(rx - 6, eye_y - 17, 12, 8), 0.3, 2.8, unit(2.2))
    else:
        draw.line(surf, ink, pt(lx - 5, eye_y - 9), pt(lx + 5, eye_y - 9), unit(2))
        draw.line(surf, ink, pt(rx - 5, eye_y - 9), pt(rx + 5, eye_y - 9), unit(2))
    # eyes
    if mood == "pleased":
        for x in (lx, rx):
            draw.arc(surf, ink, rect(x - 5, eye_y - 3, 10, 9), 0.2, 2.94, unit(2.4))
    elif mood == "surprised":
        for x in (lx, rx):
            draw.circle(surf, (255, 255, 255), pt(x, eye_y), unit(5))
            draw.circle(surf, ink, pt(x, eye_y), unit(2.6))
    elif mood == "blink":  # closed: a lid's curve where each eye was
        for x in (lx, rx):
            draw.arc(surf, ink, rect(x - 5, eye_y - 4, 10, 7), 3.4, 6.02, unit(2.4))
    elif mood == "thinking":  # looking up and aside
        for x in (lx, rx):
            draw.circle(surf, ink, pt(x + 2.5, eye_y - 2.5), unit(3.2))
    elif mood.startswith("look_"):  # calm, the eyes turned toward the play (whites show the turn)
        gx, gy = GAZES.get(mood[5:], (0.0, 0.0))
        for x in (lx, rx):
            draw.ellipse(surf, (250, 250, 246), rect(x - 6.5, eye_y - 4, 13, 8))
            draw.circle(surf, ink, pt(x + 3.6 * gx, eye_y + 1.4 * gy), unit(3.0))
    else:
        for x in (lx, rx):
            draw.circle(surf, ink, pt(x, eye_y + (1 if mood == "annoyed" else 0)), unit(3.2))
    if face.glasses:
        for x in (lx, rx):
            draw.circle(surf, ink, pt(x, eye_y), unit(8), unit(2))
        draw.line(surf, ink, pt(lx + 8, eye_y), pt(rx - 8, eye_y), unit(2))
    # cheeks
    if mood == "pleased":
        blush = _shade(face.skin, 0.9, (230, 110, 110))
        draw.ellipse(surf, blush, rect(29, 60, 9, 5))
        draw.ellipse(surf, blush, rect(62, 60, 9, 5))
    # mouth
    mouth = (120, 30, 30)
    if mood == "pleased":
        draw.ellipse(surf, mouth, rect(39, 62, 22, 14))
        draw.rect(surf, face.skin, rect(38, 61, 24, 7))
        draw.arc(surf, ink, rect(39, 58, 22, 18), 3.34, 6.08, unit(2))
    elif mood == "annoyed":
        draw.arc(surf, ink, rect(41, 68, 18, 10), 0.35, 2.79, unit(2.6))
    elif mood == "surprised":
        draw.ellipse(surf, mouth, rect(45, 64, 10, 12))
        draw.ellipse(surf, ink, rect(45, 64, 10, 12), unit(1.6))
    elif mood == "thinking":  # pursed, drawn to one side
        draw.line(surf, ink, pt(46, 68), pt(57, 66), unit(2.4))
    else:
        draw.arc(surf, ink, rect(41, 60, 18, 12), 3.54, 5.88, unit(2.4))


def _shade(rgb: RGB, k: float, toward: RGB | None = None) -> RGB:
    """Return `rgb` darkened by `k` (or mixed toward `toward`, `k` of the way back from it)."""
    if toward is None:
        return (round(rgb[0] * k), round(rgb[1] * k), round(rgb[2] * k))
    return tuple(round(a * k + b * (1 - k)) for a, b in zip(rgb, toward, strict=True))  # type: ignore[return-value]
