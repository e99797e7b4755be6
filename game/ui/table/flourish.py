"""A short flourish as an action card lands on the pile: a barred-circle stamp for a skip, a swirl of
arrows for a reverse, the count popping for a draw card ("+2", "+4"), a burst in the colour chosen for
a wild; and for the big moments a shockwave from the pile as a penalty is laid on (wider, in more rings,
the more cards it heaps: a stack of +4s rocks the table), and a golden sunburst as the hand's last card
wins it.

`flourishes(card, now, duration)` says which flourish a landing card gets (the animator calls it where
the card lands, `Stage._flourish`); `burst(rgb, now, duration)` is a wild's, when its colour is chosen;
`wave(total, now, duration)` a penalty's, `sunburst(now, duration)` the winning card's, `sheen` and
`word` UNO Flip!'s table turning over. Each is an `Effect` of a kind starting with "fl_", drawn by
`Flourishes` over the pile (`UNDER`'s kinds, and the heat of a penalty waiting, on the felt under it) as a
pure function of its progress. None repeats (nothing here flashes), and with "reduce motion" the animator
adds none.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.model import Card
from game.ui.cardart import COLOR_RGB
from game.ui.palette import GOLD, INK, WHITE
from game.ui.pulse import pulse, rate
from game.ui.table.look import Look, Painter, font_px, radial_glow, soft_edge
from game.ui.table.picture import Effect
from game.ui.text import outlined_text
from game.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["FLOURISH", "HEAT_HZ", "KINDS", "SUNBURST", "UNDER", "WAVE", "WAVE_RGB", "Flourishes", "burst",
           "flourishes", "heat_level", "sheen", "sunburst", "wave", "wave_rings", "word"]

FLOURISH = 0.6
"""Seconds a flourish shows (at animation speed 1)."""
WAVE = 0.9
"""Seconds a penalty's shockwave runs."""
SUNBURST = 1.4
"""Seconds the winning card's sunburst shows."""
SHEEN = 46
"""The most UNO Flip!'s sheen adds to the felt (of 255, in the middle of its band)."""
KINDS = ("fl_skip", "fl_reverse", "fl_draw", "fl_burst", "fl_wave", "fl_win", "fl_sheen")
"""The effect kinds of the flourishes."""
UNDER = ("fl_wave", "fl_win", "fl_sheen")
"""The kinds drawn on the felt under the piles (the rest over them)."""
WAVE_RGB = (236, 84, 24)
"""A penalty's shockwave: a hot orange red."""
HEAT_RGB = (235, 52, 12)
"""The glow under the pile while a penalty waits: red hot."""
HEAT_HZ = rate("the heat under a penalty waiting", 0.9)
_RAYS = 12
POP = (0.55, 0.8, 1.0, 1.12)
"""The sizes a draw card's count is drawn at as it pops (each drawn once, by the text cache)."""


def flourishes(card: Card, now: float, duration: float) -> list[Effect]:
    """Return the flourishes of `card` landing on the pile at `now` (none for a number card)."""
    kind = card.kind
    rgb = COLOR_RGB[card.color] if card.color is not None else WHITE
    out: list[Effect] = []
    if kind.name in ("skip", "skip_everyone"):
        out.append(Effect("fl_skip", now, duration, None, "", rgb))
    elif kind.name == "reverse":
        out.append(Effect("fl_reverse", now, duration, None, "", rgb))
    if kind.draw > 0:
        out.append(Effect("fl_draw", now, duration, None, f"+{kind.draw}", rgb, kind.draw))
    return out


def burst(rgb: tuple[int, int, int], now: float, duration: float) -> Effect:
    """Return a wild's burst in the colour chosen, `rgb`, from `now`."""
    return Effect("fl_burst", now, duration, None, "", rgb)


def wave_rings(total: int) -> int:
    """Return how many rings the shockwave of a penalty of `total` cards sends out: one for a +2, two for
    a +4 (or a stack to 4), three from 8 cards heaped on."""
    return 1 if total < 4 else 2 if total < 8 else 3


def heat_level(pending: int) -> int:
    """Return how hot the pile glows (0 to 4) with `pending` cards waiting to be drawn: a +2 warms it, a
    stack of 8 or more makes it glow its fullest."""
    return 0 if pending <= 0 else min(4, (pending + 1) // 2)


def wave(total: int, now: float, duration: float) -> Effect:
    """Return the shockwave of a penalty of `total` cards laid on (or stacked to) from `now`."""
    return Effect("fl_wave", now, duration, None, "", WAVE_RGB, total)


def sheen(now: float, duration: float) -> Effect:
    """Return UNO Flip!'s sheen: a band of light sweeping the cloth from left to right as the table turns."""
    return Effect("fl_sheen", now, duration, None, "", WHITE)


def word(text: str, now: float, duration: float) -> Effect:
    """Return `text` popping over the pile as a draw card's count does ("Flip" as the table turns)."""
    return Effect("fl_draw", now, duration, None, text, WHITE)


def sunburst(now: float, duration: float) -> Effect:
    """Return the golden sunburst of the card that wins the hand, from `now`."""
    return Effect("fl_win", now, duration, None, "", GOLD)


class Flourishes(Painter):
    """Draws the flourishes over the discard pile, and the heat and waves under it."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._glows = self.cache(2)  # the heat of the penalty waiting now, and the sheen: up to 1 MB each

    def draw_under(self, surface: pygame.Surface, anim: Picture, now: float) -> None:
        """Draw what lies on the felt under the piles: the heat of a penalty waiting (still with reduced
        motion: it tells the size of the penalty; it breathes only without), the shockwaves and the
        winning card's sunburst (live at the table's time; `now` is the frame's clock, for the heat)."""
        level = heat_level(anim.pending_shown())
        if level:
            glow = self._heat(level)
            breathe = 1.0 if anim.reduce_motion() else 0.8 + 0.2 * pulse(now, HEAT_HZ)
            glow.set_alpha(round(255 * breathe))
            cx, cy = _round(self._centre())
            surface.blit(glow, glow.get_rect(center=(cx, cy)))
            glow.set_alpha(None)
        t = anim.t
        for e in anim.effects:
            if e.kind in UNDER and e.live(t):
                k = (t - e.t0) / e.duration
                if e.kind == "fl_wave":
                    self._wave(surface, e.rgb, wave_rings(e.value), k)
                elif e.kind == "fl_win":
                    self._sunburst(surface, e.rgb, k)
                else:
                    self._sheen(surface, k)

    def _heat(self, level: int) -> pygame.Surface:
        """The red glow of heat `level` (cached per level and size): wider and stronger as it rises."""
        L = self.layout
        assert L is not None
        key = ("heat", level, L.card_h)

        def make() -> pygame.Surface:
            w = round(L.card_h * (1.7 + 0.3 * level))
            return radial_glow((*HEAT_RGB, 90 + 35 * level), (w, round(w * 0.8)))

        return self._glows.get(key, make)

    def draw(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw every flourish live at the table's time over the piles."""
        now = anim.t
        for e in anim.effects:
            if e.kind in KINDS and e.kind not in UNDER and e.live(now):
                k = (now - e.t0) / e.duration
                if e.kind == "fl_skip":
                    self._skip(surface, k)
                elif e.kind == "fl_reverse":
                    self._reverse(surface, e.rgb, k)
                elif e.kind == "fl_draw":
                    self._draw(surface, e.text, k)
                else:
                    self._burst(surface, e.rgb, k)

    def _centre(self) -> tuple[float, float]:
        L = self.layout
        assert L is not None
        return L.discard_pile

    # -- skip: a barred circle stamped down on the pile --------------------------------------------
    def _skip(self, surface: pygame.Surface, k: float) -> None:
        """Drawn straight onto the table (no surface kept per size): it comes down from a little larger
        in the first third, holds, and shrinks away in its last quarter."""
        L = self.layout
        assert L is not None
        grow = 1.0 + 0.6 * (1.0 - ease_out_back(min(1.0, k / 0.35)))
        if k > 0.75:
            grow *= 1.0 - ease_out_cubic((k - 0.75) / 0.25)
        r = round(L.card_w * 0.42 * grow)
        if r < 3:
            return
        cx, cy = _round(self._centre())
        edge = max(2, r // 5)
        pygame.draw.circle(surface, INK, (cx + 2, cy + 3), r)
        pygame.draw.circle(surface, WHITE, (cx, cy), r)
        pygame.draw.circle(surface, (215, 38, 0), (cx, cy), r - max(1, edge // 3))
        pygame.draw.circle(surface, WHITE, (cx, cy), r - edge - max(1, edge // 3))
        d = (r - edge) * math.cos(math.radians(45))  # the bar, from upper left to lower right
        pygame.draw.line(surface, (215, 38, 0), (cx - d, cy - d), (cx + d, cy + d), edge + 1)

    # -- reverse: two arrows swirling round the pile ------------------------------------------------
    def _reverse(self, surface: pygame.Surface, rgb: tuple[int, int, int], k: float) -> None:
        L = self.layout
        assert L is not None
        cx, cy = self._centre()
        turn = ease_out_cubic(k) * math.pi * 1.25
        shrink = 1.0 - max(0.0, (k - 0.65) / 0.35)  # the arrows draw in towards their heads as they go
        if shrink <= 0.0:
            return
        r = L.card_h * 0.62
        width = max(3, self.px(6))
        head = max(7, self.px(14))
        for half in (0.0, math.pi):
            a0 = turn + half
            span = math.pi * 0.7 * shrink
            pts = [(cx + r * math.cos(a0 + span * j / 10), cy + r * 0.8 * math.sin(a0 + span * j / 10)) for j in range(11)]
            end = a0 + span
            tx, ty = -math.sin(end), 0.8 * math.cos(end)
            n = math.hypot(tx, ty) or 1.0
            tx, ty = tx / n, ty / n
            px_, py_ = pts[-1]
            tri = [(px_ + tx * head, py_ + ty * head), (px_ - ty * head * 0.7, py_ + tx * head * 0.7),
                   (px_ + ty * head * 0.7, py_ - tx * head * 0.7)]
            pygame.draw.lines(surface, INK, False, [(x + 2, y + 3) for x, y in pts], width + 2)
            pygame.draw.polygon(surface, INK, [(x + 2, y + 3) for x, y in tri])
            pygame.draw.lines(surface, WHITE, False, pts, width + 2)
            pygame.draw.lines(surface, rgb, False, pts, width)
            pygame.draw.polygon(surface, WHITE, tri)
            pygame.draw.polygon(surface, rgb, _shrunk(tri, 0.72))

    # -- draw cards: the count pops over the pile --------------------------------------------------
    def _draw(self, surface: pygame.Surface, text: str, k: float) -> None:
        L = self.layout
        assert L is not None
        pop = ease_out_back(min(1.0, k / 0.3))
        size = min(POP, key=lambda p: abs(p - (0.45 + 0.55 * pop)))  # a few sizes, each drawn once
        label = outlined_text(text, font_px(58 * size, self.scale), WHITE, (150, 14, 0), max(2, self.px(4)))
        label.set_alpha(_fade(k))
        cx, cy = self._centre()
        y = cy - L.card_h * 0.15 - ease_out_cubic(k) * L.card_h * 0.25
        surface.blit(label, label.get_rect(center=(round(cx), round(y))))
        label.set_alpha(None)

    # -- a wild: a burst in the colour chosen ------------------------------------------------------
    def _burst(self, surface: pygame.Surface, rgb: tuple[int, int, int], k: float) -> None:
        L = self.layout
        assert L is not None
        cx, cy = self._centre()
        out = ease_out_cubic(k)
        size = (1.0 - k) * L.card_w * 0.16
        if size < 1.0:
            return
        reach = L.card_h * (0.35 + 0.55 * out)
        for i in range(_RAYS):
            a = 2 * math.pi * i / _RAYS + 0.3
            x, y = cx + math.cos(a) * reach, cy + math.sin(a) * reach * 0.85
            tail = reach - L.card_h * 0.22 * (1.0 - k)
            tx, ty = cx + math.cos(a) * tail, cy + math.sin(a) * tail * 0.85
            pygame.draw.line(surface, rgb, (tx, ty), (x, y), max(2, round(size * 0.8)))
            pygame.draw.circle(surface, WHITE, (round(x), round(y)), round(size * 0.75) + 1)
            pygame.draw.circle(surface, rgb, (round(x), round(y)), round(size * 0.75))


    # -- a penalty: a shockwave from the pile -----------------------------------------------------
    def _wave(self, surface: pygame.Surface, rgb: tuple[int, int, int], rings: int, k: float,
              reach: float = 1.0) -> None:
        """`rings` ellipses run out from the pile one after another, each thinning to nothing as it goes;
        drawn straight onto the table (solid rings: no surface per frame)."""
        L = self.layout
        assert L is not None
        cx, cy = self._centre()
        far = L.card_h * (0.9 + 0.35 * rings) * reach
        for i in range(rings):
            q = (k - i * 0.16) / (1.0 - 0.16 * (rings - 1))  # each ring a little after the one before
            if not 0.0 <= q < 1.0:
                continue
            out = ease_out_cubic(q)
            rx = L.card_w * 0.45 + (far - L.card_w * 0.45) * out
            width = round(max(1.0, self.px(9) * (1.0 - q) * (1.0 - 0.2 * i)))
            if width < 2 and q > 0.8:
                continue
            box = pygame.Rect(0, 0, round(rx * 2), round(rx * 1.4))
            box.center = (round(cx), round(cy))
            if box.w <= 2 * width + 2:
                continue
            pygame.draw.ellipse(surface, INK, box.move(2, 3), width)
            pygame.draw.ellipse(surface, WHITE, box.inflate(2, 2), width + 2)
            pygame.draw.ellipse(surface, rgb, box, width)

    # -- UNO Flip!: a sheen sweeping the cloth ----------------------------------------------------------
    def _sheen(self, surface: pygame.Surface, k: float) -> None:
        """A soft vertical band of light crossing the window from left to right (added to the felt: one
        narrow cached band, blitted once a frame)."""
        w, h = surface.get_size()
        band_w = max(8, w // 5)
        band = self._glows.get(("sheen", band_w, h), lambda: _band(band_w, h))
        x = round(-band_w + (w + band_w) * ease_in_out_cubic(k))
        surface.blit(band, (x, 0), special_flags=pygame.BLEND_RGB_ADD)

    # -- the winning card: a golden sunburst --------------------------------------------------------
    def _sunburst(self, surface: pygame.Surface, rgb: tuple[int, int, int], k: float) -> None:
        """Long golden rays turning slowly out of the pile, and two golden rings."""
        L = self.layout
        assert L is not None
        cx, cy = self._centre()
        grow = ease_out_cubic(min(1.0, k / 0.4))
        thin = 1.0 - max(0.0, (k - 0.55) / 0.45)
        if thin <= 0.0:
            return
        inner = L.card_h * 0.55
        outer = inner + L.card_h * 1.1 * grow
        turn = 0.35 * k
        half = math.radians(3.2) * thin
        for i in range(16):
            a = 2 * math.pi * i / 16 + turn
            length = outer if i % 2 == 0 else inner + (outer - inner) * 0.62
            tip = (cx + math.cos(a) * length, cy + math.sin(a) * length * 0.8)
            left = (cx + math.cos(a - half * 2) * inner, cy + math.sin(a - half * 2) * inner * 0.8)
            right = (cx + math.cos(a + half * 2) * inner, cy + math.sin(a + half * 2) * inner * 0.8)
            pygame.draw.polygon(surface, rgb, [left, tip, right])
        self._wave(surface, rgb, 2, k, reach=1.25)


def _band(width: int, height: int) -> pygame.Surface:
    """A band of light `width` wide: brightest in its middle, nothing at its edges (for an adding blit)."""
    band = pygame.Surface((width, 1))
    for x in range(width):
        d = abs((x + 0.5) / width * 2 - 1)
        v = round(SHEEN * soft_edge(d))
        band.set_at((x, 0), (v, v, v))
    return pygame.transform.scale(band, (width, height))


def _fade(k: float) -> int:
    """The alpha of a flourish at progress `k`: full, then gone over its last 40 %."""
    return max(0, min(255, round(255 * min(1.0, (1.0 - k) / 0.4))))


def _round(p: tuple[float, float]) -> tuple[int, int]:
    return round(p[0]), round(p[1])


def _shrunk(pts: list[tuple[float, float]], f: float) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in pts]
