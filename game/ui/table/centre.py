"""The centre of the table: the felt and its rail, the stock, the discard pile, the turning direction
ring, the colour in force and the penalty figure."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.model import Card
from game.ui.cardart import COLOR_RGB, card_size, color_symbol
from game.ui.paint import display_surface, draw_felt
from game.ui.palette import CREAM, MUTED, WHITE
from game.ui.pulse import pulse, rate
from game.ui.table.look import Look, Painter, alpha_surface, font_px, radial_glow
from game.ui.table.sprites import blit_card
from game.ui.text import outlined_text, text_surface

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["BG_SCALE", "DARK_FELT_TINT", "Centre", "squashed"]

STOCK_HZ = rate("the stock's glow when drawing is the move", 0.8)
BG_SCALE = 2
"""The table's background is kept at 1/BG_SCALE of the window's size and scaled up as it is drawn."""
DARK_FELT_TINT = (80, 66, 255)
"""UNO Flip!'s dark side: the felt's brightness multiplied by this (a deep night blue, a cooler and
dimmer light)."""


LIGHT = 54
"""The strongest the lamp over the piles adds to the felt (of 255, at its middle), fading out smoothly."""
RIM = CREAM
"""The light rim round the ring's arrows (they take the colour in force, which may be the felt's)."""


def _light(size: tuple[int, int]) -> pygame.Surface:
    """Return the soft pool of light over the piles: warm white, strongest in the middle and fading to
    nothing at the edge of `size`."""
    return radial_glow((255, 250, 220, LIGHT), size)


class Centre(Painter):
    """Draws the felt and everything in the middle of the table."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._bg = self.cache(2)
        self._pile = self.cache(3)  # the stock and the pile now, and the pile a moment ago
        self._misc = self.cache(24)
        self.count_rect = pygame.Rect(0, 0, 0, 0)
        """Where the stock's count was last drawn."""

    # -- background -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, dark: float = 0.0) -> None:
        """Draw the felt with the table's soft light and faint rail; `dark` (0..1) is how much of UNO
        Flip!'s dark side shows: the same felt and light by night, multiplied by `DARK_FELT_TINT` (a
        deep night blue, a cooler and dimmer light; between 0 and 1 while the table turns over).

        The background is kept at half the window's size (`BG_SCALE`) and scaled up into the frame:
        the felt is all soft light and fine grain, which a plain 2x scale keeps, and the copy held is
        2 MB instead of 8 MB at 1920x1080 (the scale costs about half a millisecond more than a blit).
        The night costs no copy: one multiplying fill of the frame (about half a millisecond).
        """
        L = self.layout
        assert L is not None
        w, h = L.size
        small = (max(1, -(-w // BG_SCALE)), max(1, -(-h // BG_SCALE)))

        def make() -> pygame.Surface:
            k = 1 / BG_SCALE
            bg = display_surface(small)
            draw_felt(bg, keep=False)
            glow = _light((max(1, round(L.ring[0] * 3.4 * k)), max(1, round(L.ring[1] * 3.6 * k))))
            bg.blit(glow, glow.get_rect(center=(round(L.center[0] * k), round(L.center[1] * k))))
            _print_marks(bg, (L.center[0] * k, L.center[1] * k), (L.ring[0] * k, L.ring[1] * k))
            top = alpha_surface((small[0], max(1, round((L.top_h + L.margin // 2) * k))))
            top.fill((0, 0, 0, 60))
            bg.blit(top, (0, 0))
            return bg

        bg = self._bg.get(small, make)
        if surface.get_size() == (w, h):
            pygame.transform.scale(bg, (w, h), surface)
            target = surface
        else:
            target = pygame.transform.scale(bg, (w, h))
        if dark > 0.0:
            k = min(1.0, dark)
            tint = tuple(round(255 + (c - 255) * k) for c in DARK_FELT_TINT)
            target.fill(tint, pygame.Rect(0, 0, w, h), special_flags=pygame.BLEND_RGB_MULT)
        if target is not surface:
            surface.blit(target, (0, 0))

    # -- piles and the ring -----------------------------------------------------------------------
    def draw_piles(self, surface: pygame.Surface, anim: Picture, stock_lit: bool, now: float,
                   clear_of: pygame.Rect | None = None) -> None:
        """Draw the ring, the stock and the discard pile, the colour badge and the penalty figure. The
        stock's count stays in view: under the stock, or on its lower part when `clear_of` (an open
        question's panel, just below the piles) covers that place."""
        L = self.layout
        assert L is not None
        self._ring(surface, anim)
        sides = anim.sides
        q = sides.squash(anim.t)  # UNO Flip!: the piles turning over with the table
        # the stock (UNO Flip!: its top shows its back, the other side of the card)
        x, y = L.draw_pile
        layers = 0 if anim.stock <= 0 else min(6, 1 + anim.stock // 14)
        if layers:
            top = sides.stock_back
            look = self.art.look(top, sides.back_side)
            stack = self._pile.get(("stock", layers, L.card_w, top, look, self.art.colorblind),
                                   lambda: self._stock(layers, top, sides.back_side))
            stack = squashed(stack, q)
            surface.blit(stack, stack.get_rect(center=(round(x), round(y))))
            if stock_lit:
                glow = self._misc.get(("stockglow", L.card_w), lambda: self.card_glow(L.card_w, (255, 255, 255), 3))
                k = pulse(now, STOCK_HZ)
                glow.set_alpha(round(90 + 120 * k))
                off = layers - 1
                surface.blit(glow, glow.get_rect(center=(round(x - off), round(y - off))))
        else:
            w, h = card_size(L.card_w)
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(x), round(y))
            pygame.draw.rect(surface, (255, 255, 255), r, max(1, self.px(2)), border_radius=round(w * 0.08))
        count = text_surface(str(anim.stock), font_px(13, self.scale), MUTED, True)
        # beside the stock, left of its lower part, where no question's panel reaches (a question opens just
        # below the piles): it stays in one place (it moved there from under the stock as a panel opened,
        # and before that onto the stock's art: playtests); on the stock's lower part, on a dark chip, only
        # where that place is covered too
        w, _h = card_size(L.card_w)
        spot = count.get_rect(midright=(round(x - w / 2 - self.px(8)), round(y + L.card_h * 0.3)))
        if clear_of is not None and (spot.colliderect(clear_of) or spot.x < 0):
            spot.center = (round(x), round(y + L.card_h * 0.22))  # above the hint line over the panel
            chip = spot.inflate(self.px(10), self.px(4))
            pygame.draw.rect(surface, (18, 22, 20), chip, border_radius=chip.h // 2)
            count = text_surface(str(anim.stock), font_px(13, self.scale), (235, 235, 225), True)
        surface.blit(count, spot)
        self.count_rect = spot
        # the discard pile: all but the top from a cached picture, the top drawn with its landing pop
        pile = anim.pile
        if pile:
            below = tuple(pile[:-1][-4:])
            if below:
                pic = self._pile.get(("pile", below, L.card_w, sides.side),
                                     lambda: self._pile_pic(below))
                pic = squashed(pic, q)
                surface.blit(pic, pic.get_rect(center=(round(L.discard_pile[0]), round(L.discard_pile[1]))))
            card, angle = pile[-1]
            k = (anim.t - anim.pile_landed) / anim.d(0.16)
            w = L.card_w
            if 0.0 <= k < 1.0:
                w = L.pop_w if 0.25 <= k < 0.75 else L.card_w
            if q < 1.0:
                img = squashed(self.art.get(card, w, angle), q)
                surface.blit(img, img.get_rect(center=(round(L.discard_pile[0]), round(L.discard_pile[1]))))
            else:
                blit_card(surface, self.art, card, w, L.discard_pile, angle)
        # the colour in force
        if anim.color is not None:
            self._color_badge(surface, anim)
        shown = anim.pending_shown()
        if shown > 0:
            self._pending(surface, shown, anim)

    def _stock(self, layers: int, top: Card | None = None, side: str = "dark") -> pygame.Surface:
        L = self.layout
        assert L is not None
        w, h = card_size(L.card_w)
        shadow = self.art.shadow(L.card_w)
        back = self.art.back(L.card_w) if top is None else self.art.face(top, L.card_w, side)
        pad = shadow.get_width() - w + layers + 4
        surf = alpha_surface((w + 2 * pad, h + 2 * pad))
        c = (surf.get_width() / 2, surf.get_height() / 2)
        surf.blit(shadow, shadow.get_rect(center=(round(c[0] + 3), round(c[1] + 4))))
        for i in range(layers):
            surf.blit(back, back.get_rect(center=(round(c[0] - i), round(c[1] - i))))
        return surf

    def _pile_pic(self, below: tuple[tuple[Card, float], ...]) -> pygame.Surface:
        L = self.layout
        assert L is not None
        size = round(L.card_h * 1.5)
        surf = alpha_surface((size, size))
        c = (size / 2, size / 2)
        for card, angle in below:
            blit_card(surf, self.art, card, L.card_w, c, angle)
        return surf

    def _ring(self, surface: pygame.Surface, anim: Picture) -> None:
        L = self.layout
        assert L is not None
        cx, cy = L.center
        rx, ry = L.ring
        rgb = anim.ring_rgb()
        dark = (rgb[0] // 3, rgb[1] // 3, rgb[2] // 3)
        base = math.radians(anim.ring_angle())
        arrows = 8
        seg = 2 * math.pi / arrows
        width = max(3, self.px(5))
        head = max(7, self.px(13))
        rim = max(1, self.px(1.5))
        d = anim.direction
        for i in range(arrows):
            a0 = base + i * seg
            inner = _arrow((cx, cy), (rx, ry), a0, d * seg * 0.62, width / 2, head, 0.0)
            pygame.draw.polygon(surface, (8, 30, 16), [(x + 2, y + 3) for x, y in inner])
            # a light rim, as the cards' white border: green arrows on the green felt (or blue on the blue)
            # were hard to see (playtest); one outline round stem and head, even all along
            outer = _arrow((cx, cy), (rx, ry), a0, d * seg * 0.62, width / 2 + rim, head, rim * 1.8)
            pygame.draw.polygon(surface, RIM, outer)
            pygame.draw.aalines(surface, RIM, True, outer)
            pygame.draw.polygon(surface, rgb, inner)
            pygame.draw.aalines(surface, dark, True, inner)

    def _color_badge(self, surface: pygame.Surface, anim: Picture) -> None:
        L = self.layout
        assert L is not None
        color = anim.color
        assert color is not None
        r = (L.color_dot.w - 8) // 2
        cx, cy = L.color_dot.center
        key = ("badge", color, r, self.colorblind)

        def make() -> pygame.Surface:
            surf = alpha_surface((2 * r + 8, 2 * r + 8))
            c = (r + 4, r + 4)
            pygame.draw.circle(surf, (0, 0, 0, 90), (c[0] + 1, c[1] + 3), r + 2)
            pygame.draw.circle(surf, WHITE, c, r + 2)
            pygame.draw.circle(surf, COLOR_RGB[color], c, r - 1)
            if self.colorblind:
                color_symbol(surf, color, c, r * 0.5)
            return surf

        badge = self._misc.get(key, make)
        surface.blit(badge, badge.get_rect(center=(round(cx), round(cy))))

    def _pending(self, surface: pygame.Surface, value: int, anim: Picture) -> None:
        L = self.layout
        assert L is not None
        text = outlined_text(f"+{value}", font_px(30, self.scale), WHITE, (120, 10, 0), max(2, self.px(3)))
        x = L.discard_pile[0] + L.card_w * 0.62
        y = L.discard_pile[1] - L.card_h * 0.5
        r = round((max(text.get_width(), text.get_height()) // 2 + self.px(6)) * anim.pending_pop())
        pygame.draw.circle(surface, (0, 0, 0), (round(x) + 2, round(y) + 3), r)
        pygame.draw.circle(surface, (215, 38, 0), (round(x), round(y)), r)
        pygame.draw.circle(surface, WHITE, (round(x), round(y)), r, max(2, self.px(2)))
        surface.blit(text, text.get_rect(center=(round(x), round(y))))


def _arrow(center: tuple[float, float], radii: tuple[float, float], a0: float, sweep: float, half: float,
           head: float, grow: float) -> list[tuple[float, float]]:
    """Return the outline of one of the ring's arrows: a band `2 * half` wide along the ellipse from angle
    `a0` through `sweep` (radians; its sign is the direction), then a head `head` long, all `grow` larger
    (a rim drawn under it)."""
    cx, cy = center
    rx, ry = radii
    d = 1.0 if sweep >= 0 else -1.0
    steps = 6
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    tx = ty = 0.0
    px_ = py_ = 0.0
    for j in range(steps + 1):
        a = a0 + sweep * j / steps
        px_, py_ = cx + rx * math.cos(a), cy + ry * math.sin(a)
        tx, ty = -rx * math.sin(a) * d, ry * math.cos(a) * d
        norm = math.hypot(tx, ty) or 1.0
        tx, ty = tx / norm, ty / norm
        if j == 0:  # the band's tail reaches back by the rim too
            px_, py_ = px_ - tx * grow, py_ - ty * grow
        left.append((px_ - ty * half, py_ + tx * half))
        right.append((px_ + ty * half, py_ - tx * half))
    px_, py_ = cx + rx * math.cos(a0 + sweep), cy + ry * math.sin(a0 + sweep)
    wing, back, reach = head * 0.75 + grow, head * 0.2 + grow * 0.6, head * 0.9 + grow * 1.8
    tip = (px_ + tx * reach, py_ + ty * reach)
    head_left = (px_ - ty * wing - tx * back, py_ + tx * wing - ty * back)
    head_right = (px_ + ty * wing - tx * back, py_ - tx * wing - ty * back)
    return [*left, head_left, tip, head_right, *reversed(right)]


MARK_RGBA = (236, 228, 196, 46)
"""The lines printed on the felt round the play: a pale cream, faint (the felt shows through)."""
MARK_SUPERSAMPLE = 2
"""How much larger the marks are drawn before they are scaled down (4 held a 20 MB picture for a moment at
1920x1080, and bench_memory's peak went over its goal)."""


def _print_marks(bg: pygame.Surface, center: tuple[float, float], ring: tuple[float, float]) -> None:
    """Print the table's marking on the felt `bg`: a double oval round the play, well outside the ring of
    arrows, as on a card table's cloth (drawn once, into the cached background; drawn `MARK_SUPERSAMPLE`
    times larger and smoothly scaled down, so that the curves are smooth)."""
    ss = MARK_SUPERSAMPLE
    cx, cy = center
    outer = pygame.Rect(0, 0, round(ring[0] * 1.62 * 2) + 4, round(ring[1] * 1.62 * 1.08 * 2) + 4)
    outer.center = (round(cx), round(cy))
    outer = outer.clip(bg.get_rect())
    if outer.w < 4 or outer.h < 4:
        return
    ink = alpha_surface((outer.w * ss, outer.h * ss))
    ink.fill((*MARK_RGBA[:3], 0))  # clear in the line's colour: no dark fringe as it is scaled down
    for grow, width in ((1.55, 1.6), (1.62, 0.8)):
        rx, ry = ring[0] * grow, ring[1] * grow * 1.08
        box = pygame.Rect(0, 0, round(rx * 2 * ss), round(ry * 2 * ss))
        box.center = (round((cx - outer.x) * ss), round((cy - outer.y) * ss))
        pygame.draw.ellipse(ink, MARK_RGBA, box, max(1, round(width * ss)))
    bg.blit(pygame.transform.smoothscale(ink, outer.size), outer)


def squashed(img: pygame.Surface, share: float) -> pygame.Surface:
    """Return `img` drawn `share` of its width (a card turning over; `img` itself when flat)."""
    if share >= 0.999:
        return img
    return pygame.transform.scale(img, (max(1, round(img.get_width() * share)), img.get_height()))
