"""Card faces and backs drawn by our own code, at the size they are shown.

Every face is drawn at 2x or 4x its final size with pygame.draw and the bundled font, then smooth-scaled
down once (supersampling gives clean anti-aliased edges) and cached per size; rotated versions and
soft shadows are cached too, in one LRU bounded by count and by bytes.

Geometry is written in units of the card's width `W` (so `0.08 * W` is 8 % of the width).
"""
from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache

import pygame

from game.model.cards import Card, Color, Rank
from game.ui.assets import FONT_FILES, resource_path

__all__ = [
    "BACKS",
    "BACK_RGB",
    "CARD_ASPECT",
    "COLOR_RGB",
    "WILD_RGB",
    "CardArt",
    "card_size",
    "color_symbol",
    "shadow_offset",
]

RGB = tuple[int, int, int]
Point = tuple[float, float]

CARD_ASPECT = 87 / 56
COLOR_RGB: dict[Color, RGB] = {
    Color.RED: (0xD7, 0x26, 0x00),
    Color.YELLOW: (0xEC, 0xD4, 0x07),
    Color.GREEN: (0x37, 0x97, 0x11),
    Color.BLUE: (0x09, 0x56, 0xBF),
    # UNO Flip!'s dark side (its own card art is still to come: these keep its cards drawable)
    Color.PINK: (0xD9, 0x2E, 0x8A),
    Color.TEAL: (0x00, 0x96, 0x94),
    Color.ORANGE: (0xEE, 0x76, 0x10),
    Color.PURPLE: (0x6B, 0x2D, 0x90),
}
WILD_RGB: RGB = (22, 22, 24)
BACK_RGB: RGB = (128, 16, 14)
BACKS: dict[str, tuple[RGB, RGB]] = {
    "red": (BACK_RGB, (190, 36, 26)),
    "blue": ((14, 42, 112), (44, 96, 200)),
    "black": ((28, 28, 32), (96, 96, 108)),
    "green": ((16, 78, 34), (60, 150, 60)),
}
"""The card backs (Display settings): the field and the ring around the oval."""
INK: RGB = (24, 20, 20)
WHITE: RGB = (252, 252, 250)
EDGE: RGB = (178, 178, 172)
# The order of the four colours around a wild's oval, clockwise from the top-left quarter.
WILD_ORDER = (Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW)
# The oval leans right like on the real cards: its long axis points up-right at this angle.
OVAL_TILT = -58.0
# The oval's semi-axes: long one in card heights, short one in card widths.
OVAL_A, OVAL_B = 0.40, 0.31
MIN_WIDTH = 8


def card_size(width: int) -> tuple[int, int]:
    """Return (width, height) in pixels of a card `width` pixels wide (proportion 56:87)."""
    width = int(width)
    return width, max(1, round(width * CARD_ASPECT))


def shadow_offset(width: int) -> tuple[int, int]:
    """Return how far down-right of the card's centre to centre its shadow."""
    d = max(1, round(width * 0.035))
    return d, round(d * 1.4)


# --------------------------------------------------------------------------------------------------
# Drawing helpers (all coordinates in the pixels of the surface drawn on)


@lru_cache(maxsize=96)
def _font(px: int) -> pygame.font.Font:
    """Return the heavy face at `px` pixels for card glyphs (private: cardart changes no shared font)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", FONT_FILES[True])
    if not path.is_file():
        raise FileNotFoundError(f"bundled font missing: {path}")
    return pygame.font.Font(path, max(2, px))


def _text(text: str, height: float, color: RGB) -> pygame.Surface:
    """Render `text` so its digits stand `height` pixels tall, cropped to the ink."""
    # Open Sans digits are 0.714 em tall.
    surf = _font(max(2, round(height / 0.714))).render(text, True, color)
    box = surf.get_bounding_rect()
    return surf.subsurface(box).copy() if box.w and box.h else surf


def _ellipse(cx: float, cy: float, a: float, b: float, tilt: float = 0.0, n: int = 96,
             start: float = 0.0, end: float = 360.0) -> list[Point]:
    """Return points of an ellipse (semi-axes a along x, b along y) turned by `tilt` degrees."""
    t = math.radians(tilt)
    ct, st = math.cos(t), math.sin(t)
    pts: list[Point] = []
    steps = max(3, int(n * (end - start) / 360.0))
    for i in range(steps + 1):
        p = math.radians(start + (end - start) * i / steps)
        x, y = a * math.cos(p), b * math.sin(p)
        pts.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return pts


def _poly(surface: pygame.Surface, color: RGB, pts: Sequence[Point]) -> None:
    """Fill a polygon with anti-aliased edges."""
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.aalines(surface, color, True, pts)


def _turn(pts: Iterable[Point], deg: float, cx: float = 0.0, cy: float = 0.0) -> list[Point]:
    """Turn points about the origin by `deg` degrees (clockwise on screen) and move them to (cx, cy)."""
    t = math.radians(deg)
    c, s = math.cos(t), math.sin(t)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts]


def _silhouette(surf: pygame.Surface, color: RGB) -> pygame.Surface:
    sil = surf.copy()
    sil.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
    if color != (0, 0, 0):
        sil.fill(color, special_flags=pygame.BLEND_RGB_ADD)
    return sil


def _emboss(sym: pygame.Surface, outline: float, shadow: Point = (0.0, 0.0), ink: RGB = INK) -> pygame.Surface:
    """Return `sym` with an `outline`-pixel dark outline and a solid dark drop shadow."""
    o = max(1, round(outline))
    sx, sy = round(shadow[0]), round(shadow[1])
    w, h = sym.get_size()
    sil = _silhouette(sym, ink)
    # Dilate: the silhouette stamped around a ring (and its centre) makes the outline layer.
    ring = pygame.Surface((w + 2 * o, h + 2 * o), pygame.SRCALPHA)
    n = max(8, math.ceil(2 * math.pi * o / 1.2))
    ring.blit(sil, (o, o))
    for i in range(n):
        a = 2 * math.pi * i / n
        ring.blit(sil, (o + round(o * math.cos(a)), o + round(o * math.sin(a))))
    if o >= 3:
        for i in range(8):
            a = 2 * math.pi * i / 8
            ring.blit(sil, (o + round(o * 0.55 * math.cos(a)), o + round(o * 0.55 * math.sin(a))))
    pad_l, pad_t = o + max(0, -sx), o + max(0, -sy)
    out = pygame.Surface((w + 2 * o + abs(sx), h + 2 * o + abs(sy)), pygame.SRCALPHA)
    steps = max(abs(sx), abs(sy))
    for k in range(steps, 0, -1):
        out.blit(ring, (pad_l - o + round(sx * k / steps), pad_t - o + round(sy * k / steps)))
    out.blit(ring, (pad_l - o, pad_t - o))
    out.blit(sym, (pad_l, pad_t))
    return out


def _blit_center(dst: pygame.Surface, src: pygame.Surface, center: Point) -> None:
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


# ---- symbols, each drawn in `color` on a new transparent surface about `size` pixels across ----


def _sym_skip(size: float, color: RGB) -> pygame.Surface:
    """The Skip sign: a ring crossed by a slash from its top left to its bottom right (as a "no entry"
    sign), the slash running into the ring at both ends so that it never reads as a letter "e"."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    r = s / 2
    th = s * 0.15
    outer = _ellipse(r, r, r - 0.5, r - 0.5, n=120)
    inner = _ellipse(r, r, r - th, r - th, n=120)
    pygame.draw.polygon(surf, color, outer)
    pygame.draw.aalines(surf, color, True, outer)
    pygame.draw.polygon(surf, (0, 0, 0, 0), inner)
    pygame.draw.aalines(surf, color, True, inner)
    half = r - th * 0.5  # to the middle of the ring: the slash and the ring make one piece
    w = th * 1.1
    bar = [(-half, -w / 2), (half, -w / 2), (half, w / 2), (-half, w / 2)]
    _poly(surf, color, _turn(bar, 45, r, r))
    return surf


def _arrow(length: float, shaft: float, head_w: float, head_l: float) -> list[Point]:
    """Return an arrow pointing along +x, centred on the origin."""
    x0, x1 = -length / 2, length / 2
    xh = x1 - head_l
    t = shaft / 2
    return [(x0, -t), (xh, -t), (xh, -head_w / 2), (x1, 0.0), (xh, head_w / 2), (xh, t), (x0, t)]


def _sym_reverse(size: float, color: RGB) -> pygame.Surface:
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    arrow = _arrow(s * 0.74, s * 0.15, s * 0.36, s * 0.26)
    d = s * 0.17
    # Two parallel arrows on the diagonal, pointing opposite ways: up-right above, down-left below.
    upper = [(x + s * 0.04, y - d) for x, y in arrow]
    lower = [(-x - s * 0.04, -y + d) for x, y in arrow]
    for pts in (upper, lower):
        _poly(surf, color, _turn(pts, -45, c, c))
    return surf


def _rounded(surface: pygame.Surface, color: RGB | tuple[int, int, int, int], rect: pygame.Rect | tuple[float, float, float, float],
             radius: float, width: int = 0) -> None:
    pygame.draw.rect(surface, color, pygame.Rect(rect), width, border_radius=max(0, round(radius)))


def _mini_card(surface: pygame.Surface, center: Point, w: float, color: RGB | None, ink: RGB = INK) -> None:
    """Draw a small card (dark outline, white rim, colour field) centred on `center`."""
    h = w * CARD_ASPECT
    o = max(1.0, w * 0.07)
    rim = max(1.0, w * 0.10)
    r = pygame.Rect(0, 0, round(w + 2 * o), round(h + 2 * o))
    r.center = (round(center[0]), round(center[1]))
    _rounded(surface, ink, r, w * 0.16 + o)
    r = r.inflate(-round(2 * o), -round(2 * o))
    _rounded(surface, WHITE, r, w * 0.16)
    r = r.inflate(-round(2 * rim), -round(2 * rim))
    _rounded(surface, color if color is not None else WILD_RGB, r, w * 0.10)


def _sym_cards(size: float, colors: Sequence[RGB], offsets: Sequence[Point], card_w: float,
               shapes: Sequence[Color] = ()) -> pygame.Surface:
    """Draw small cards of `colors` at `offsets` (in units of `size`), with colour-blind `shapes`."""
    s = max(4, round(size))
    surf = pygame.Surface((s, round(s * 1.2)), pygame.SRCALPHA)
    c = (surf.get_width() / 2, surf.get_height() / 2)
    for i, (color, (dx, dy)) in enumerate(zip(colors, offsets, strict=True)):
        center = (c[0] + dx * s, c[1] + dy * s)
        _mini_card(surf, center, card_w * s, color)
        if i < len(shapes):
            # On the top of the small card: the part the next card does not cover.
            top = (center[0], center[1] - card_w * s * CARD_ASPECT * 0.27)
            color_symbol(surf, shapes[i], top, card_w * s * 0.22)
    return surf


def _sym_swirl(size: float, color: RGB) -> pygame.Surface:
    """Two curved arrows chasing each other round a circle (Shuffle Hands)."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    r_out, r_in = s * 0.40, s * 0.26
    for start in (200.0, 20.0):
        end = start + 125.0
        outer = _ellipse(c, c, r_out, r_out, start=start, end=end, n=120)
        inner = _ellipse(c, c, r_in, r_in, start=start, end=end, n=120)
        _poly(surf, color, outer + inner[::-1])
        # The head at the arc's end, pointing along the circle (clockwise on screen).
        e = math.radians(end)
        mid = (r_out + r_in) / 2
        hw = (r_out - r_in) * 1.25
        tip_a = e + 0.75
        base = [(c + (mid - hw) * math.cos(e), c + (mid - hw) * math.sin(e)),
                (c + (mid + hw) * math.cos(e), c + (mid + hw) * math.sin(e)),
                (c + mid * math.cos(tip_a), c + mid * math.sin(tip_a))]
        _poly(surf, color, base)
    return surf


def _sym_pencil(size: float, color: RGB, ink: RGB = INK) -> pygame.Surface:
    """A pencil lying on the diagonal, tip down-left (Customizable)."""
    s = max(4, round(size))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    L, t = s * 0.92, s * 0.13
    x0, x1 = -L / 2, L / 2
    tip = L * 0.22
    body = [(x0 + tip, -t), (x1 - t * 1.2, -t), (x1 - t * 1.2, t), (x0 + tip, t)]
    eraser = [(x1 - t * 1.2 + max(1, s * 0.03), -t), (x1, -t), (x1, t), (x1 - t * 1.2 + max(1, s * 0.03), t)]
    cone = [(x0 + tip, -t), (x0 + tip, t), (x0, 0.0)]
    lead = [(x0 + tip * 0.38, -t * 0.62), (x0 + tip * 0.38, t * 0.62), (x0, 0.0)]
    for pts, col in ((body, color), (eraser, color), (cone, (236, 200, 150)), (lead, ink)):
        _poly(surf, col, _turn(pts, 135, c, c))
    return surf


# --------------------------------------------------------------------------------------------------
# Colour-blind symbols


def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.48) -> list[Point]:
    pts: list[Point] = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + i * 180 / points)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _shape_points(color: Color, cx: float, cy: float, r: float) -> list[Point]:
    if color is Color.RED:
        return _ellipse(cx, cy, r * 0.9, r * 0.9, n=max(16, int(r * 3)))
    if color is Color.YELLOW:
        q = r * 0.78
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if color is Color.GREEN:
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
    return _star(cx, cy, r * 1.08)


def color_symbol(surface: pygame.Surface, color: Color, center: tuple[float, float], radius: float,
                 fill: RGB = WHITE, outline: RGB | None = INK) -> None:
    """Draw the colour-blind shape of `color` (red circle, yellow square, green triangle, blue star).

    The shape is filled with `fill` and edged with `outline` (None: no edge), fitting in a circle of
    `radius` pixels around `center`.
    """
    cx, cy = center
    if outline is not None:
        edge = max(1.0, radius * 0.22)
        pts = _shape_points(color, cx, cy, radius + edge)
        if color is Color.GREEN:
            pts = _shape_points(color, cx, cy + edge * 0.15, radius + edge * 1.6)
        _poly(surface, outline, pts)
    _poly(surface, fill, _shape_points(color, cx, cy, radius))


# --------------------------------------------------------------------------------------------------
# The cache


class _LRU:
    """Surfaces by key, dropping the least recently used beyond `max_items` or `max_bytes`.

    Turned copies ("rot" keys: a card at an angle, made from its upright face in a moment) go first;
    upright faces (each drawn from scratch, and warmed ahead of need by the table) go only when no
    turned copy is left, so a small cache does not throw away the faces it was just given.
    """

    def __init__(self, max_items: int, max_bytes: int) -> None:
        self.max_items = max_items
        self.max_bytes = max_bytes
        self.bytes = 0
        self._d: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._d.get(key)
        if surf is not None:
            self._d.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        old = self._d.pop(key, None)
        if old is not None:
            self.bytes -= _nbytes(old)
        self._d[key] = surf
        self.bytes += _nbytes(surf)
        while len(self._d) > 1 and (len(self._d) > self.max_items or self.bytes > self.max_bytes):
            victim = next((k for k in self._d if isinstance(k, tuple) and k[:1] == ("rot",) and k != key), None)
            if victim is None:
                _, dropped = self._d.popitem(last=False)
            else:
                dropped = self._d.pop(victim)
            self.bytes -= _nbytes(dropped)

    def clear(self) -> None:
        self._d.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._d)


def _nbytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * 4


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's format when there is one (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


# --------------------------------------------------------------------------------------------------
# The painter


CUSTOM_LABELS: dict[str, str] = {
    "wild": "",
    "swap_hands": "SWAP",
    "others_draw_one": "ALL +1",
    "skip_everyone": "AGAIN",
    "discard_color": "DROP",
    "target_draws_two": "PICK +2",
}
"""What the Wild Customizable's label says for each `Rules.custom_wild` (blank: a plain wild)."""


class CardArt:
    """Draws and caches card faces, backs, rotated cards and shadows.

    `get(card, width, angle)` is what a scene calls every frame: a cached surface for the card (None =
    the back) `width` pixels wide, turned `angle` degrees counter-clockwise (rounded to whole degrees).
    Blit it centred on the card's centre; the same goes for `shadow(width, angle)`, centred on the
    card's centre moved by `shadow_offset(width)`.
    """

    def __init__(self, colorblind: bool = False, max_items: int = 400, max_bytes: int = 96 * 1024 * 1024) -> None:
        self.colorblind = bool(colorblind)
        self.custom_wild = "wild"
        """The rule the Wild Customizable carries (`Rules.custom_wild`); written on its label."""
        self.back_style = "red"
        """The card back in use (a key of `BACKS`)."""
        self._cache = _LRU(max_items, max_bytes)

    # ---- public API

    def set_colorblind(self, flag: bool) -> None:
        """Switch the colour-blind shapes on or off (drops the cached faces when it changes)."""
        flag = bool(flag)
        if flag != self.colorblind:
            self.colorblind = flag
            self._cache.clear()

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

    def clear(self) -> None:
        """Forget every cached surface."""
        self._cache.clear()

    def face(self, card: Card, width: int) -> pygame.Surface:
        """Return the face of `card`, `width` pixels wide, upright (cached)."""
        width = _check_width(width)
        key = ("face", card, width, self.colorblind)
        surf = self._cache.get(key)
        if surf is None:
            if not isinstance(card, Card):
                raise TypeError(f"not a card: {card!r}")
            surf = _finish(self._paint(card, width))
            self._cache.put(key, surf)
        return surf

    def back(self, width: int) -> pygame.Surface:
        """Return the back of a card, `width` pixels wide, upright (cached)."""
        width = _check_width(width)
        key = ("back", width)
        surf = self._cache.get(key)
        if surf is None:
            surf = _finish(self._paint(None, width))
            self._cache.put(key, surf)
        return surf

    def get(self, card: Card | None, width: int, angle: float = 0.0) -> pygame.Surface:
        """Return the face of `card` (None: the back) `width` wide turned by `angle` degrees CCW (cached)."""
        a = round(angle) % 360
        if a == 0:
            return self.back(width) if card is None else self.face(card, width)
        key = ("rot", card, width, a, self.colorblind)
        surf = self._cache.get(key)
        if surf is None:
            base = self.back(width) if card is None else self.face(card, width)
            surf = _finish(pygame.transform.rotozoom(base, a, 1.0))
            self._cache.put(key, surf)
        return surf

    def shadow(self, width: int, angle: float = 0.0) -> pygame.Surface:
        """Return the soft shadow of a card `width` wide turned by `angle` degrees (about 25 % black)."""
        width = _check_width(width)
        a = round(angle) % 360
        key = ("shadow", width, a)
        surf = self._cache.get(key)
        if surf is None:
            if a == 0:
                surf = _finish(_paint_shadow(width))
            else:
                surf = _finish(pygame.transform.rotozoom(self.shadow(width, 0), a, 1.0))
            self._cache.put(key, surf)
        return surf

    # ---- painting

    def _paint(self, card: Card | None, width: int) -> pygame.Surface:
        w, h = card_size(width)
        # A power of two: smoothscale by 3 rounds opaque alpha down to 253.
        ss = 4 if width <= 80 else 2
        painter = _Painter(w * ss, h * ss, self.colorblind, detail=width >= 100, back=self.back_style)
        painter.custom = CUSTOM_LABELS.get(self.custom_wild, "")
        big = painter.paint(card)
        return pygame.transform.smoothscale(big, (w, h))


def _check_width(width: float) -> int:
    if not isinstance(width, (int, float)) or isinstance(width, bool) or not math.isfinite(width):
        raise TypeError(f"card width must be a number of pixels, got {width!r}")
    w = round(width)
    if w < MIN_WIDTH:
        raise ValueError(f"card width must be at least {MIN_WIDTH} pixels, got {width!r}")
    return w


def _paint_shadow(width: int) -> pygame.Surface:
    w, h = card_size(width)
    blur = max(2, round(width * 0.05))
    pad = blur * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    _rounded(surf, (0, 0, 0, 70), (pad, pad, w, h), width * 0.08)
    return pygame.transform.gaussian_blur(surf, blur)


class _Painter:
    """Paints one card at the supersampled size `W` x `H`."""

    def __init__(self, W: int, H: int, colorblind: bool, detail: bool = True, back: str = "red") -> None:
        self.W, self.H = W, H
        self.back = BACKS.get(back, BACKS["red"])
        self.cb = colorblind
        # Big enough to show small extras (colour-blind shapes inside a wild's oval).
        self.detail = detail
        # Transparent pixels carry the rim's colour so smooth scaling leaves no dark fringe.
        self.surf = pygame.Surface((W, H), pygame.SRCALPHA)
        self.surf.fill((*WHITE, 0))
        self.center = (W / 2, H / 2)
        self.custom = ""
        """Text written on a Wild Customizable's label (blank: none)."""

    def paint(self, card: Card | None) -> pygame.Surface:
        field = self.back[0] if card is None else (WILD_RGB if card.color is None else COLOR_RGB[card.color])
        self._body(field)
        if card is None:
            self._back()
        elif card.color is None:
            self._wild(card)
        else:
            self._colored(card)
        # Blending anti-aliased glyphs nibbles the alpha (255 -> 253); the card is opaque inside its
        # outline, so take the alpha back to the outline's.
        mask = pygame.Surface((self.W, self.H), pygame.SRCALPHA)
        _rounded(mask, (0, 0, 0, 255), (0, 0, self.W, self.H), self.W * 0.08)
        self.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return self.surf

    # ---- parts

    def _body(self, field: RGB) -> None:
        W, H = self.W, self.H
        radius = W * 0.08
        _rounded(self.surf, EDGE, (0, 0, W, H), radius)
        e = max(1, round(W * 0.008))
        _rounded(self.surf, WHITE, (e, e, W - 2 * e, H - 2 * e), radius - e)
        rim = round(W * 0.055)
        _rounded(self.surf, field, (rim, rim, W - 2 * rim, H - 2 * rim), radius * 0.55)

    def _oval_pts(self, scale: float = 1.0) -> list[Point]:
        cx, cy = self.center
        return _ellipse(cx, cy, self.H * OVAL_A * scale, self.W * OVAL_B * scale, OVAL_TILT, n=160)

    def _white_oval(self) -> None:
        _poly(self.surf, WHITE, self._oval_pts())

    def _four_color_oval(self, scale: float = 1.0, center: Point | None = None, ring: bool = True,
                         shapes: bool = False, target: pygame.Surface | None = None) -> None:
        surf = self.surf if target is None else target
        cx, cy = center or self.center
        a, b = self.H * OVAL_A * scale, self.W * OVAL_B * scale
        if ring:
            _poly(surf, WHITE, _ellipse(cx, cy, a + self.W * 0.035, b + self.W * 0.035, OVAL_TILT, n=160))
        # Quarters along the oval's own axes, clockwise from its upper-left quarter.
        for k, color in enumerate(WILD_ORDER):
            start = 180.0 + 90.0 * k + 45.0
            pts = [(cx, cy), *_ellipse(cx, cy, a, b, OVAL_TILT, n=160, start=start, end=start + 90.0)]
            _poly(surf, COLOR_RGB[color], pts)
            if shapes:
                mid = math.radians(start + 45.0)
                t = math.radians(OVAL_TILT)
                x, y = a * 0.55 * math.cos(mid), b * 0.55 * math.sin(mid)
                p = (cx + x * math.cos(t) - y * math.sin(t), cy + x * math.sin(t) + y * math.cos(t))
                color_symbol(surf, color, p, self.W * 0.05)

    def _corner_glyph(self, card: Card) -> pygame.Surface | None:
        """Return the small index of `card` for the corners, embossed (None: a drawn icon instead)."""
        W = self.W
        gh = W * 0.215
        rank = card.rank
        if card.is_number:
            sym = _digit(card.rank.value, gh, WHITE, underline=rank in (Rank.SIX, Rank.NINE))
        elif rank is Rank.DRAW_TWO:
            sym = _text("+2", gh, WHITE)
        elif rank is Rank.WILD_DRAW_FOUR:
            sym = _text("+4", gh, WHITE)
        elif rank is Rank.SKIP:
            sym = _sym_skip(gh * 1.15, WHITE)
        elif rank is Rank.REVERSE:
            sym = _sym_reverse(gh * 1.25, WHITE)
        elif rank is Rank.WILD_SHUFFLE_HANDS:
            sym = _sym_swirl(gh * 1.45, WHITE)
        elif rank is Rank.WILD_CUSTOMIZABLE:
            sym = _sym_pencil(gh * 1.4, WHITE)
        else:
            return None
        return _emboss(sym, max(1.0, W * 0.014), (-W * 0.012, W * 0.012))

    def _corners(self, card: Card) -> None:
        W, H = self.W, self.H
        cw, ch = round(W * 0.32), round(W * 0.62)
        block = pygame.Surface((cw, ch), pygame.SRCALPHA)
        gc = (cw / 2, W * 0.165)
        glyph = self._corner_glyph(card)
        if glyph is not None:
            _blit_center(block, glyph, gc)
        else:
            # A plain wild: a little four-colour oval.
            self._four_color_oval(scale=0.24, center=gc, ring=True, target=block)
        if self.cb and card.color is not None:
            color_symbol(block, card.color, (cw / 2, W * 0.395), W * 0.072)
        x0, y0 = round(W * 0.035), round(W * 0.035)
        self.surf.blit(block, (x0, y0))
        self.surf.blit(pygame.transform.flip(block, True, True), (W - x0 - cw, H - y0 - ch))

    def _colored(self, card: Card) -> None:
        W = self.W
        assert card.color is not None
        rgb = COLOR_RGB[card.color]
        self._white_oval()
        rank = card.rank
        shadow = (-W * 0.035, W * 0.03)
        outline = W * 0.02
        if card.is_number:
            sym = _digit(rank.value, W * 0.58, rgb, underline=rank in (Rank.SIX, Rank.NINE))
            big = _emboss(sym, outline, shadow)
        elif rank is Rank.SKIP:
            big = _emboss(_sym_skip(W * 0.62, rgb), outline, shadow)
        elif rank is Rank.REVERSE:
            big = _emboss(_sym_reverse(W * 0.70, rgb), outline, shadow)
        else:  # draw two: two small cards of the card's colour
            big = _sym_cards(W * 0.62, (rgb, rgb), ((-0.12, -0.13), (0.12, 0.13)), 0.42)
            big = _emboss(big, 1.0, shadow)
        _blit_center(self.surf, big, self.center)
        self._corners(card)

    def _wild(self, card: Card) -> None:
        W, H = self.W, self.H
        rank = card.rank
        shadow = (-W * 0.03, W * 0.03)
        if rank is Rank.WILD_DRAW_FOUR:
            _poly(self.surf, WHITE, self._oval_pts(1.0))
            _poly(self.surf, WILD_RGB, self._oval_pts(0.93))
            order = (Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW)
            offs = ((-0.16, -0.19), (0.16, -0.07), (-0.16, 0.07), (0.16, 0.19))
            cards = _sym_cards(W * 0.74, [COLOR_RGB[c] for c in order], offs, 0.33,
                               order if self.cb and self.detail else ())
            big = _emboss(cards, 1.0, shadow)
            _blit_center(self.surf, big, self.center)
        else:
            self._four_color_oval(shapes=self.cb and self.detail)
            if rank is Rank.WILD_SHUFFLE_HANDS:
                _blit_center(self.surf, _emboss(_sym_swirl(W * 0.62, WHITE), W * 0.022, shadow), self.center)
            elif rank is Rank.WILD_CUSTOMIZABLE:
                # A blank label across the oval, with a pencil to write on it.
                bw, bh = W * 0.70, W * 0.26
                r = pygame.Rect(0, 0, round(bw), round(bh))
                r.center = (round(W / 2), round(H / 2))
                _rounded(self.surf, INK, r.inflate(round(W * 0.04), round(W * 0.04)), bh * 0.3)
                _rounded(self.surf, WHITE, r, bh * 0.25)
                if self.custom:
                    # The rule in force, written on the label; the pencil moves above it.
                    words = _text(self.custom, bh * 0.5, INK)
                    if words.get_width() > bw * 0.92:
                        scale = bw * 0.92 / words.get_width()
                        words = pygame.transform.smoothscale(
                            words, (round(words.get_width() * scale), round(words.get_height() * scale)))
                    _blit_center(self.surf, words, (W / 2, H / 2))
                    pen = _emboss(_sym_pencil(W * 0.30, (250, 205, 60)), W * 0.014, shadow)
                    _blit_center(self.surf, pen, (W * 0.70, H / 2 - W * 0.24))
                else:
                    pen = _emboss(_sym_pencil(W * 0.44, (250, 205, 60)), W * 0.016, shadow)
                    _blit_center(self.surf, pen, (W * 0.62, H / 2 - W * 0.10))
        self._corners(card)

    def _back(self) -> None:
        W = self.W
        _poly(self.surf, INK, self._oval_pts())
        _poly(self.surf, self.back[1], self._oval_pts(0.95))
        _poly(self.surf, INK, self._oval_pts(0.92))
        name = _emboss(_text("UNO", W * 0.22, COLOR_RGB[Color.YELLOW]), W * 0.018, (-W * 0.025, W * 0.025))
        name = pygame.transform.rotozoom(name, 30, 1.0)
        _blit_center(self.surf, name, self.center)


def _digit(text: str, height: float, color: RGB, underline: bool = False) -> pygame.Surface:
    """Render a rank; a 6 or a 9 gets a bar below it so it reads the same upside down."""
    glyph = _text(text, height, color)
    if not underline:
        return glyph
    gw, gh = glyph.get_size()
    gap, bar = max(1, round(height * 0.07)), max(1, round(height * 0.10))
    surf = pygame.Surface((gw, gh + gap + bar), pygame.SRCALPHA)
    surf.blit(glyph, (0, 0))
    _rounded(surf, color, (round(gw * 0.08), gh + gap, round(gw * 0.84), bar), bar / 2)
    return surf
