"""Card faces and backs drawn by our own code, at the size they are shown.

Every face is drawn at 2x or 4x its final size with pygame.draw and the bundled font, then smooth-scaled
down once (supersampling gives clean anti-aliased edges) and cached per size; rotated versions and
soft shadows are cached too, in one LRU bounded by count and by bytes.

Geometry is written in units of the card's width `W` (so `0.08 * W` is 8 % of the width).

A package along its jobs: `style` (proportions and paints), `draw` (drawing helpers, the colour-blind
shapes, the digits), `symbols` (the action symbols), `painter` (one card, one shadow), `cache` (the LRU);
`CardArt` here puts them together.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import pgettext
from game.model.cards import Card
from game.ui.cardart.cache import _LRU, _finish
from game.ui.cardart.draw import color_symbol
from game.ui.cardart.flipfaces import is_dark
from game.ui.cardart.gloss import apply_gloss
from game.ui.cardart.painter import CUSTOM_LABELS, _paint_shadow, _Painter
from game.ui.cardart.style import (
    BACK_RGB,
    BACKS,
    CARD_ASPECT,
    COLOR_RGB,
    MIN_WIDTH,
    WILD_RGB,
    card_size,
    shadow_offset,
)

__all__ = [
    "BACKS",
    "BACK_RGB",
    "CARD_ASPECT",
    "COLOR_RGB",
    "CUSTOM_LABELS",
    "WILD_RGB",
    "CardArt",
    "card_size",
    "color_symbol",
    "shadow_level",
    "shadow_offset",
]

SMALL_WIDTH = 48
"""Cards drawn narrower than this (pixels) are thumbnails: the log's, the rule chips', a crowded table's
fans at 960x540; signs that would run together at that size are drawn further apart (the Reverse)."""
SHADOW_STEP = 5
"""Degrees between the turned shadows `CardArt.shadow` keeps."""
SHADOW_LEVELS = 2
"""The heights above resting a card's shadow is drawn for (a card lifted half way, all the way)."""


def shadow_level(lift: float) -> int:
    """Return the shadow step (0: resting .. `SHADOW_LEVELS`) of a card lifted by `lift` (0..1)."""
    return max(0, min(SHADOW_LEVELS, round(lift * SHADOW_LEVELS)))


class CardArt:
    """Draws and caches card faces, backs, rotated cards and shadows.

    `get(card, width, angle)` is what a scene calls every frame: a cached surface for the card (None =
    the back) `width` pixels wide, turned `angle` degrees counter-clockwise (rounded to whole degrees).
    Blit it centred on the card's centre; the same goes for `shadow(width, angle)`, centred on the
    card's centre moved by `shadow_offset(width)`.
    """

    def __init__(self, colorblind: bool = False, max_items: int = 400, max_bytes: int = 96 * 1024 * 1024,
                 high_contrast: bool = False) -> None:
        self.colorblind = bool(colorblind)
        self.high_contrast = bool(high_contrast)
        """The high-contrast card style (game.ui.cardart.contrast)."""
        self.custom_wild = "wild"
        """The rule the Wild Customizable carries (`Rules.custom_wild`); written on its label."""
        self.back_style = "red"
        """The card back in use (a key of `BACKS`)."""
        self.side = "light"
        """UNO Flip!: the side in play, the look of a face printed on both sides (a plain Wild) when the
        caller does not say which side it is seen on."""
        self._cache = _LRU(max_items, max_bytes)

    # ---- public API

    def set_colorblind(self, flag: bool) -> None:
        """Switch the colour-blind shapes on or off (drops the cached faces when it changes)."""
        flag = bool(flag)
        if flag != self.colorblind:
            self.colorblind = flag
            self._cache.clear()

    def set_high_contrast(self, flag: bool) -> bool:
        """Switch the high-contrast style on or off; drop the cached faces and return True when it changed."""
        flag = bool(flag)
        if flag == self.high_contrast:
            return False
        self.high_contrast = flag
        self._cache.clear()
        return True

    def set_custom_wild(self, rule: str) -> None:
        """Write `rule` (a `Rules.custom_wild` value) on the Wild Customizable's label (drops the cached
        faces when it changes)."""
        if rule != self.custom_wild:
            self.custom_wild = rule
            self._cache.clear()

    def set_back(self, name: str) -> bool:
        """Use the card back `name` (a key of `BACKS`; unknown: red); return True when it changed.

        Drops the cached pictures when it changes (a card in flight may be showing its back).
        """
        name = name if name in BACKS else "red"
        if name == self.back_style:
            return False
        self.back_style = name
        self._cache.clear()
        return True

    def set_side(self, side: str) -> None:
        """UNO Flip!: the side in play ("light" or "dark"): a plain Wild is drawn in its look unless a
        caller names the side (the backs of the cards show the other one)."""
        self.side = "dark" if side == "dark" else "light"

    def look(self, card: Card | None, side: str | None = None) -> str:
        """Return the look `card` is drawn in: "dark" for UNO Flip!'s dark side (its colours and ranks, or
        a plain Wild seen on the dark side: `side`, else the side in play), else "light"."""
        if card is None:
            return "light"
        return "dark" if is_dark(card, side or self.side) else "light"

    def clear(self) -> None:
        """Forget every cached surface."""
        self._cache.clear()

    def next_frame(self) -> None:
        """A new frame begins (the app calls it once a frame): the pictures drawn in the last two frames
        stay cached whatever the bounds, so a frame never paints again what it drew a frame ago."""
        self._cache.next_frame()

    def face(self, card: Card, width: int, side: str | None = None) -> pygame.Surface:
        """Return the face of `card`, `width` pixels wide, upright (cached); `side` is the side of UNO
        Flip! it is seen on (only a plain Wild needs it; None: the side in play)."""
        width = _check_width(width)
        if not isinstance(card, Card):
            raise TypeError(f"not a card: {card!r}")
        look = self.look(card, side)
        key = ("face", card, width, self.colorblind, look)
        surf = self._cache.get(key)
        if surf is None:
            surf = _finish(self._paint(card, width, look == "dark"))
            self._cache.put(key, surf)
        return surf

    def has_face(self, card: Card, width: int, side: str | None = None) -> bool:
        """Return True when the face of `card` at `width` (as `face` takes them) is drawn and kept; a
        face kept goes after every older picture in the cache's order (it is dropped last), though not
        as drawn in this frame (the cache's bounds still count it)."""
        key = ("face", card, _check_width(width), self.colorblind, self.look(card, side))
        return self._cache.touch(key)

    def back(self, width: int) -> pygame.Surface:
        """Return the back of a card, `width` pixels wide, upright (cached)."""
        width = _check_width(width)
        key = ("back", width)
        surf = self._cache.get(key)
        if surf is None:
            surf = _finish(self._paint(None, width, False))
            self._cache.put(key, surf)
        return surf

    def get(self, card: Card | None, width: int, angle: float = 0.0, side: str | None = None) -> pygame.Surface:
        """Return the face of `card` (None: the back) `width` wide turned by `angle` degrees CCW (cached);
        `side` as for `face`."""
        a = round(angle) % 360
        if a == 0:
            return self.back(width) if card is None else self.face(card, width, side)
        look = self.look(card, side)
        key = ("rot", card, width, a, self.colorblind, look)
        surf = self._cache.get(key)
        if surf is not None:  # its upright face stays as fresh as its turned copy: the next lean needs it
            self._cache.get(("back", width) if card is None else ("face", card, width, self.colorblind, look))
        else:
            base = self.back(width) if card is None else self.face(card, width, side)
            surf = _finish(pygame.transform.rotozoom(base, a, 1.0))
            self._cache.put(key, surf)
        return surf

    def shadow(self, width: int, angle: float = 0.0, lift: float = 0.0) -> pygame.Surface:
        """Return the soft shadow of a card `width` wide turned by `angle` degrees (about 25 % black).

        `lift` (0..1) is how high the card is above the felt (a raised card of the hand, a card in
        flight): the higher, the larger, softer and lighter its shadow, taken to the nearest of
        `SHADOW_LEVELS` steps above resting. The angle is taken to the nearest `SHADOW_STEP` degrees:
        a blurred shadow a degree or two off its card cannot be seen, and a card turning in flight then
        reuses a few shadows instead of filling the cache with one per frame (each as big as a face)."""
        width = _check_width(width)
        a = round(angle / SHADOW_STEP) * SHADOW_STEP % 360
        level = shadow_level(lift)
        key = ("shadow", width, a, level)
        surf = self._cache.get(key)
        if surf is None:
            if a == 0:
                surf = _finish(_paint_shadow(width, level))
            else:
                surf = _finish(pygame.transform.rotozoom(self.shadow(width, 0, level / SHADOW_LEVELS), a, 1.0))
            self._cache.put(key, surf)
        return surf

    # ---- painting

    def _paint(self, card: Card | None, width: int, dark: bool) -> pygame.Surface:
        w, h = card_size(width)
        # A power of two: smoothscale by 3 rounds opaque alpha down to 253.
        ss = 4 if width <= 80 else 2
        painter = _Painter(w * ss, h * ss, self.colorblind, detail=width >= 100, back=self.back_style,
                           high_contrast=self.high_contrast, small=width < SMALL_WIDTH)
        label = CUSTOM_LABELS.get(self.custom_wild, "")
        painter.custom = pgettext("card face", label) if label else ""
        big = painter.paint(card, dark)
        small = pygame.transform.smoothscale(big, (w, h))
        # high contrast: flat faces, no sheen (it would lighten the field under white signs)
        return small if self.high_contrast and card is not None else apply_gloss(small)


def _check_width(width: float) -> int:
    if not isinstance(width, (int, float)) or isinstance(width, bool) or not math.isfinite(width):
        raise TypeError(f"card width must be a number of pixels, got {width!r}")
    w = round(width)
    if w < MIN_WIDTH:
        raise ValueError(f"card width must be at least {MIN_WIDTH} pixels, got {width!r}")
    return w
