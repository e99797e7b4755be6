"""Card sprites: the person's hand and cards in flight, positioned with FRect, moved by tweens.

Every sprite is drawn from `CardArt`'s cache: widths are snapped to a few levels and angles to a few
degrees while moving, so nothing is rotated or scaled per frame (a new size or angle is drawn once
and cached by the art).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.model import Card
from game.ui.cardart import CardArt, shadow_offset
from game.ui.tween import Ease, Tween, ease_in_out_cubic

__all__ = ["Flight", "HandSprite", "blit_card", "snap_angle", "snap_width"]

ANGLE_STEP = 5.0
"""Degrees between the angles a moving card is drawn at (each is cached once)."""


def snap_angle(angle: float, step: float = ANGLE_STEP) -> float:
    """Return `angle` rounded to a multiple of `step` degrees."""
    return round(angle / step) * step


def snap_width(width: float, levels: Sequence[int]) -> int:
    """Return the level nearest to `width` (levels keep the art's cache small)."""
    return min(levels, key=lambda lv: abs(lv - width))


def blit_card(surface: pygame.Surface, art: CardArt, card: Card | None, width: int, center: tuple[float, float],
              angle: float = 0.0, shadow: bool = True, lift: float = 0.0, side: str | None = None) -> pygame.FRect:
    """Draw a card (None: its back) centred on `center`, with its soft shadow; return its rect.

    `lift` (0..1) is how high the card is above the felt: its shadow falls further out, larger and
    softer (`CardArt.shadow`). `side`: the side of UNO Flip! the card is seen on (None: the side in
    play; see `CardArt.face`).
    """
    if shadow:
        sh = art.shadow(width, angle, lift)
        dx, dy = shadow_offset(width)
        k = 1.0 + 1.2 * lift
        surface.blit(sh, sh.get_frect(center=(center[0] + dx * k, center[1] + dy * k)))
    img = art.get(card, width, angle, side)
    rect = img.get_frect(center=center)
    surface.blit(img, rect)
    return rect


@dataclass
class HandSprite:
    """One card of the person's hand: where it rests, its lean along the fan, and how far it is lifted."""

    card: Card
    pos: pygame.FRect
    move: Tween[tuple[float, ...]] | None = None
    move_t0: float = 0.0
    lift: float = 0.0           # 0..1: hover/selection lift progress
    mark: float = 0.0           # 0..1: raised a little because playable
    arrived: bool = True        # False while its own flight to the hand is still on the way
    angle: float = 0.0
    """Degrees counter-clockwise the card leans along the hand's arc (it turns as it glides)."""

    @property
    def center(self) -> tuple[float, float]:
        return self.pos.center

    def go_to(self, x: float, y: float, now: float, duration: float, angle: float = 0.0) -> None:
        """Glide to (x, y), leaning by `angle`, over `duration` seconds from game time `now`."""
        cx, cy = self.pos.center
        if abs(cx - x) < 0.5 and abs(cy - y) < 0.5 and abs(self.angle - angle) < 0.01:
            self.move = None
            self.pos.center = (x, y)
            return
        if self.move is not None and self.move.end == (x, y, angle):
            return
        self.move = Tween((cx, cy, self.angle), (x, y, angle), max(0.0, duration), ease=ease_in_out_cubic)
        self.move_t0 = now

    def place(self, x: float, y: float, angle: float = 0.0) -> None:
        """Put it at (x, y), leaning by `angle`, at once."""
        self.move = None
        self.pos.center = (x, y)
        self.angle = angle

    def update(self, now: float) -> None:
        """Advance the glide to game time `now`."""
        if self.move is None:
            return
        value = self.move.value(now - self.move_t0)
        self.pos.center = (value[0], value[1])
        self.angle = value[2]
        if self.move.done(now - self.move_t0):
            self.move = None

    @property
    def target_angle(self) -> float:
        """Return the lean it is turning to (or has)."""
        return self.move.end[2] if self.move is not None else self.angle

    @property
    def target(self) -> tuple[float, float]:
        """Return where it is going (or where it is)."""
        if self.move is not None:
            end = self.move.end
            return end[0], end[1]
        return self.pos.center


@dataclass
class Flight:
    """A card moving between two places: from `src` to `dst` over `duration` after `t0`.

    `face_at` is the fraction of the way at which the back (`back`, under UNO Flip!) turns to show `card`
    (0: face all along, None or a card of None: always the back). `arc` lifts the path in the middle (pixels).
    `width` goes from `w0` to `w1` through the cached `levels`. `on_land` runs once when it arrives
    (or when the animator fast-forwards).
    """

    card: Card | None
    src: tuple[float, float]
    dst: tuple[float, float]
    t0: float
    duration: float
    w0: int
    w1: int
    levels: tuple[int, ...]
    angle0: float = 0.0
    angle1: float = 0.0
    face_at: float | None = 0.0
    arc: float = 0.0
    ease: Ease = ease_in_out_cubic
    on_land: Callable[[], None] | None = None
    on_launch: Callable[[], None] | None = None
    launched: bool = False
    landed: bool = False
    follow: HandSprite | None = None
    """A card flying into the person's hand aims at its sprite's slot, wherever the hand moves it."""
    face_levels: tuple[int, ...] = ()
    grow: float = 1.0
    """The fraction of the way by which the width has reached `w1`."""
    windup: float = 0.0
    """Anticipation: the first fraction of the time, in which the card only rises by `rise` pixels
    before it sets off (the rise then eases away over the flight)."""
    rise: float = 0.0
    overshoot: float = 0.0
    """How far past `dst` the card goes before it settles back (a fraction of the way; 0: none)."""
    side: str | None = None
    """UNO Flip!: the side the card is seen on (the backs of a drawn card: the side not in play)."""
    back: Card | None = None
    """UNO Flip!: the card's other side, shown (seen on `back_side`) until its face turns up or all the way
    when it never does; None: the plain back of the other editions."""
    back_side: str | None = None
    joins: int | None = None
    """Another seat whose hand the card joins as it lands (its fan's count grows by one then)."""
    joins_back: Card | None = None
    """UNO Flip!: the other side the card adds to the end of `joins`'s backs as it lands (a drawn card)."""
    leaves: int | None = None
    """Another seat whose hand the card leaves as it is launched (its fan's count drops by one then)."""

    @property
    def t1(self) -> float:
        return self.t0 + self.duration

    def progress(self, now: float) -> float:
        """Return the eased progress at game time `now` (0 before the start, 1 at the end)."""
        if self.duration <= 0:
            return 1.0 if now >= self.t0 else 0.0
        return self.ease((now - self.t0) / self.duration)

    def travel(self, now: float) -> tuple[float, float]:
        """Return (the way travelled, 0 to 1 and past it when overshooting; the anticipation rise 0..1)."""
        if self.windup <= 0.0 and self.overshoot <= 0.0:
            return self.progress(now), 0.0
        t = 1.0 if self.duration <= 0 else min(1.0, max(0.0, (now - self.t0) / self.duration))
        w = self.windup
        if w > 0.0 and t < w:
            return 0.0, ease_in_out_cubic(t / w)
        u = (t - w) / (1.0 - w) if w < 1.0 else 1.0
        if self.overshoot > 0.0:
            # ease out with a bump past the end: 1 + overshoot at about 75 % of the way, then back
            k = ease_in_out_cubic(min(1.0, u / 0.75)) * (1.0 + self.overshoot)
            if u > 0.75:
                k = 1.0 + self.overshoot * (1.0 - ease_in_out_cubic((u - 0.75) / 0.25))
        else:
            k = self.ease(u)
        return k, (1.0 - min(1.0, k)) if w > 0.0 else 0.0

    def state(self, now: float) -> tuple[tuple[float, float], int, float, Card | None, float]:
        """Return (centre, width, angle, card shown, height 0..1) at game time `now`."""
        k, up = self.travel(now)
        dst = self.follow.target if self.follow is not None else self.dst
        x = self.src[0] + (dst[0] - self.src[0]) * k
        y = self.src[1] + (dst[1] - self.src[1]) * k - self.rise * up
        height = math.sin(math.pi * min(1.0, max(0.0, k)))
        y -= self.arc * height
        k = min(1.0, k)
        raw = self.w0 + (self.w1 - self.w0) * min(1.0, k / self.grow if self.grow > 0 else 1.0)
        angle = snap_angle(self.angle0 + (self.angle1 - self.angle0) * k)
        shown: Card | None = self.back
        if self.card is not None and self.face_at is not None and k >= self.face_at:
            shown = self.card
        width = snap_width(raw, self.face_levels if shown is not None and self.face_levels else self.levels)
        return (x, y), width, angle, shown, height

    def draw(self, surface: pygame.Surface, art: CardArt, now: float) -> None:
        """Draw the card where it is at `now` (nothing before it starts)."""
        if now < self.t0 or self.landed:
            return
        center, width, angle, shown, height = self.state(now)
        blit_card(surface, art, shown, width, center, angle, lift=height, side=self.side_shown(shown))

    def side_shown(self, shown: Card | None) -> str | None:
        """Return the side of UNO Flip! the card `shown` (as `state` gives it) is seen on."""
        if shown is not None and shown is self.back and shown is not self.card:
            return self.back_side
        return self.side
