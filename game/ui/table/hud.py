"""Drawing the table: felt, name plates, fans, piles, the ring, the hand, effects, log, buttons, prompts.

Everything that does not change from frame to frame is drawn once and cached: the felt per size,
each plate per state, each face-down fan per count, the discard pile per top cards, every text.
Per frame the table blits those, draws a few polygons (the ring's arrows) and the moving cards.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.model import Card, Color
from game.ui.cardart import COLOR_RGB, CardArt, card_size, color_symbol
from game.ui.table.animator import LOG_FADE_AFTER, Animator, Effect
from game.ui.table.layout import Layout, fan_offsets
from game.ui.table.sprites import blit_card
from game.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic
from game.ui.widgets import (
    AVATAR_COLORS,
    CREAM,
    GOLD,
    INK,
    MUTED,
    WHITE,
    YELLOW,
    draw_felt,
    draw_panel,
    ellipsize,
    outlined_text,
    text_surface,
    wrap_text,
)

__all__ = ["Hud", "Prompt", "PromptOption", "TableButton"]

PLATE_RGBA = (6, 26, 16, 200)
PLATE_LIT_RGBA = (44, 38, 8, 232)
KIND_LABELS = {"human": "You", "random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}
PULSE_FRAMES = 16


def _font_px(size: float, scale: float) -> int:
    return max(9, round(size * scale))


class _Cache:
    """A small LRU of surfaces."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._d: OrderedDict[object, pygame.Surface] = OrderedDict()

    def get(self, key: object, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._d.get(key)
        if surf is None:
            surf = make()
            self._d[key] = surf
            if len(self._d) > self.limit:
                self._d.popitem(last=False)
        else:
            self._d.move_to_end(key)
        return surf

    def clear(self) -> None:
        self._d.clear()


def _alpha_surface(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


# --------------------------------------------------------------------------------------------------
# Buttons and prompts


@dataclass
class TableButton:
    """A button on the table: a rounded face with a label and its key, drawn from a cache."""

    key: str
    label: str
    hotkey: str = ""
    style: str = "cream"          # cream, red, gold, dark
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    visible: bool = True
    enabled: bool = True
    hover: bool = False
    urgent: bool = False          # pulses: the button is what the person should press now

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)


@dataclass(frozen=True)
class PromptOption:
    """One answer of a prompt: a key for the scene, a label, its hotkey and a colour."""

    key: str
    label: str
    hotkey: str = ""
    rgb: tuple[int, int, int] | None = None
    color: Color | None = None


@dataclass
class Prompt:
    """A decision the person must take: a question and its answers (buttons), or a colour picker."""

    kind: str                    # color, confirm, challenge, drawn, swap, first_color
    title: str
    options: list[PromptOption]
    note: str = ""
    cancel: bool = False         # Esc (and a click outside) closes it
    rects: list[pygame.Rect] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focus: int = 0
    hover: int = -1


# --------------------------------------------------------------------------------------------------
# The HUD


TEAM_COLORS = ((40, 150, 160), (215, 120, 40))
"""The avatar colour of team A (even seats) and team B (odd seats); the plates also say the team."""


class Hud:
    """Draws the table from the animator's state; caches every still part."""

    def __init__(self, art: CardArt, names: Sequence[str], kinds: Sequence[str], viewer: int) -> None:
        self.art = art
        self.names = list(names)
        self.kinds = list(kinds)
        self.viewer = viewer
        self.layout: Layout | None = None
        self.scale = 1.0
        self.colorblind = False
        self._bg = _Cache(2)
        self._plates = _Cache(48)
        self._fans = _Cache(16)
        self._pile = _Cache(4)
        self._misc = _Cache(96)
        self._log = _Cache(16)
        self._pulse: list[pygame.Surface] = []
        self._dots_at: dict[tuple[int, tuple[int, int]], tuple[int, int]] = {}
        self._bottom_pulse: list[pygame.Surface] = []
        self.teams = False
        """Team play: partners' plates share a team colour and say "Team A" / "Team B"."""

    # -- layout -----------------------------------------------------------------------------------
    def set_layout(self, layout: Layout, colorblind: bool) -> None:
        """Use `layout`; drop every cached surface drawn for the old one."""
        self.layout = layout
        self.scale = layout.scale
        self.colorblind = colorblind
        for c in (self._bg, self._plates, self._fans, self._pile, self._misc, self._log):
            c.clear()
        self._pulse = self._make_pulse((layout.plate_w, layout.plate_h))
        self._bottom_pulse = self._make_pulse(layout.bottom_plate.size)

    def _make_pulse(self, size: tuple[int, int]) -> list[pygame.Surface]:
        s = self.scale
        grow = max(6, round(16 * s))
        frames = []
        for i in range(PULSE_FRAMES):
            k = i / PULSE_FRAMES
            pad = 2 + round(grow * k)
            surf = _alpha_surface((size[0] + 2 * pad, size[1] + 2 * pad))
            alpha = round(200 * (1.0 - k) ** 1.4)
            pygame.draw.rect(surf, (*GOLD, alpha), surf.get_rect(), max(2, round(3 * s)),
                             border_radius=max(6, round(14 * s)) + pad)
            frames.append(surf)
        return frames

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    # -- background -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Blit the felt with the table's faint rail (cached per size)."""
        L = self.layout
        assert L is not None

        def make() -> pygame.Surface:
            bg = pygame.Surface(L.size)
            draw_felt(bg)
            glow = _alpha_surface((round(L.ring[0] * 2.9), round(L.ring[1] * 3.0)))
            r = glow.get_rect()
            for i in range(10):
                k = i / 10
                pygame.draw.ellipse(glow, (255, 255, 230, 5), r.inflate(-r.w * k * 0.8, -r.h * k * 0.8))
            bg.blit(glow, glow.get_rect(center=(round(L.center[0]), round(L.center[1]))))
            top = _alpha_surface((L.size[0], L.top_h + L.margin // 2))
            top.fill((0, 0, 0, 60))
            bg.blit(top, (0, 0))
            return bg.convert() if pygame.display.get_surface() is not None else bg

        surface.blit(self._bg.get(L.size, make), (0, 0))

    # -- the top strip ----------------------------------------------------------------------------
    def draw_top(self, surface: pygame.Surface, chips: Sequence[str], info: str, menu: TableButton) -> None:
        """Draw the house-rule chips, the hand number and scores, and the menu button."""
        L = self.layout
        assert L is not None
        s = self.scale
        x = L.margin
        cy = (L.top_h + L.margin // 2) // 2
        size = _font_px(13, s)
        room = L.size[0] // 2
        for chip in chips:
            surf = self._misc.get(("chip", chip, size), partial(self._chip, chip, size))
            if x + surf.get_width() > room:
                more = self._misc.get(("chip", "…", size), lambda: self._chip("…", size))
                surface.blit(more, more.get_rect(midleft=(x, cy)))
                break
            surface.blit(surf, surf.get_rect(midleft=(x, cy)))
            x += surf.get_width() + self.px(6)
        if info:
            label = text_surface(info, _font_px(15, s), CREAM, True)
            surface.blit(label, label.get_rect(midright=(menu.rect.x - self.px(12), cy)))
        self.draw_button(surface, menu, 0.0)

    def _chip(self, text: str, size: int) -> pygame.Surface:
        label = text_surface(text, size, INK, True)
        pad_x, pad_y = self.px(9), self.px(3)
        surf = _alpha_surface((label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y))
        pygame.draw.rect(surf, (236, 226, 196), surf.get_rect(), border_radius=surf.get_height() // 2)
        surf.blit(label, (pad_x, pad_y))
        return surf

    # -- seats ------------------------------------------------------------------------------------
    def _plate(self, seat: int, lit: bool, size: tuple[int, int], bottom: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            s = self.scale
            w, h = size
            surf = _alpha_surface(size)
            radius = max(6, round(14 * s))
            pygame.draw.rect(surf, PLATE_LIT_RGBA if lit else PLATE_RGBA, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, (*GOLD, 255) if lit else (255, 255, 255, 40), surf.get_rect(),
                             max(1, round((3 if lit else 2) * s)), border_radius=radius)
            r = max(8, h // 2 - max(3, round(5 * s)))
            ax = max(4, round(6 * s)) + r
            color = TEAM_COLORS[seat % 2] if self.teams else AVATAR_COLORS[seat % len(AVATAR_COLORS)]
            pygame.draw.circle(surf, color, (ax, h // 2), r)
            pygame.draw.circle(surf, GOLD if lit else WHITE, (ax, h // 2), r, max(1, r // 7))
            initial = (self.names[seat].strip()[:1] or "?").upper()
            ini = text_surface(initial, max(9, round(r * 1.15)), WHITE, True)
            surf.blit(ini, ini.get_rect(center=(ax, h // 2 + 1)))
            tx = ax + r + max(4, round(7 * s))
            badge_w = round(h * 0.82)
            room = w - tx - badge_w - max(4, round(6 * s))
            name_size = _font_px(17 if bottom else 16, s)
            name = ellipsize(self.names[seat], name_size, room, True)
            kind = KIND_LABELS.get(self.kinds[seat], self.kinds[seat])
            if seat == self.viewer:
                kind = "" if self.names[seat].strip().casefold() == "you" else "You"
            if self.teams:
                team = f"Team {'AB'[seat % 2]}"
                both = f"{team} · {kind}" if kind else team
                # The team first; the level only when both fit on the plate.
                kind = both if ellipsize(both, _font_px(12, s), room) == both else team
            nm = text_surface(name, name_size, GOLD if lit else WHITE, True)
            if not kind:
                surf.blit(nm, nm.get_rect(midleft=(tx, h // 2)))
                return surf
            kd = text_surface(ellipsize(kind, _font_px(12, s), room), _font_px(12, s), MUTED)
            total = nm.get_height() + kd.get_height() - round(4 * s)
            y0 = (h - total) // 2
            surf.blit(nm, (tx, y0 - round(1 * s)))
            ky = y0 + nm.get_height() - round(5 * s)
            surf.blit(kd, (tx, ky))
            # the "thinking" dots go just after the kind label, inside the plate
            room_end = w - badge_w - round(14 * s)
            self._dots_at[(seat, size)] = (min(tx + kd.get_width() + round(12 * s), room_end),
                                           ky + kd.get_height() // 2 + 1)
            return surf

        return self._plates.get((seat, lit, size), make)

    def draw_seats(self, surface: pygame.Surface, anim: Animator, thinking: int | None, now: float,
                   highlight: Sequence[int] = (), numbers: dict[int, str] | None = None) -> None:
        """Draw every seat: plate, count badge, dealer chip, Uno badge, pulse and thinking dots."""
        L = self.layout
        assert L is not None
        s = self.scale
        for sl in L.seats:
            seat = sl.seat
            lit = anim.current == seat and not anim.over
            rect = sl.plate
            if lit:
                frames = self._bottom_pulse if sl.bottom else self._pulse
                if frames:
                    for off in (0.0, 0.5):
                        k = ((now * 0.9 + off) % 1.0)
                        f = frames[min(len(frames) - 1, int(k * len(frames)))]
                        surface.blit(f, f.get_rect(center=rect.center))
            if seat in highlight:
                glow = self._misc.get(("hl", rect.size), partial(self._highlight, rect.size))
                k = 0.5 + 0.5 * math.sin(now * 6.0)
                glow.set_alpha(round(140 + 115 * k))
                surface.blit(glow, glow.get_rect(center=rect.center))
            surface.blit(self._plate(seat, lit, rect.size, sl.bottom), rect)
            # the count badge
            count = anim.counts[seat]
            br = max(9, round(rect.h * 0.36))
            bc = (rect.right - br - max(3, round(5 * s)), rect.centery)
            one = count == 1
            pygame.draw.circle(surface, (20, 20, 20), (bc[0] + 1, bc[1] + 2), br)
            pygame.draw.circle(surface, (215, 38, 0) if one else (250, 248, 240), bc, br)
            num = text_surface(str(count), _font_px(15 if count < 100 else 12, s), WHITE if one else INK, True)
            surface.blit(num, num.get_rect(center=(bc[0], bc[1] + 1)))
            if anim.dealer == seat:
                d = self._misc.get(("dealer", s), self._dealer_chip)
                surface.blit(d, d.get_rect(center=(rect.x + round(4 * s), rect.y + round(4 * s))))
            if seat in anim.uno and count <= 2:
                u = self._misc.get(("uno", s), self._uno_badge)
                surface.blit(u, u.get_rect(midbottom=(bc[0], rect.y + round(4 * s))))
            if thinking == seat and not anim.busy:
                dx, dy = self._dots_at.get((seat, rect.size), (rect.w // 2, rect.h + round(7 * s)))
                self._dots(surface, (rect.x + dx, rect.y + dy), now)
            if numbers and seat in numbers:
                tag = self._misc.get(("num", numbers[seat], s), partial(self._key_tag, numbers[seat]))
                surface.blit(tag, tag.get_rect(center=(rect.x, rect.centery)))

    def _highlight(self, size: tuple[int, int]) -> pygame.Surface:
        pad = self.px(6)
        surf = _alpha_surface((size[0] + 2 * pad, size[1] + 2 * pad))
        pygame.draw.rect(surf, (*YELLOW, 255), surf.get_rect(), max(2, self.px(4)), border_radius=self.px(14) + pad)
        return surf

    def _dealer_chip(self) -> pygame.Surface:
        r = self.px(10)
        surf = _alpha_surface((2 * r + 2, 2 * r + 2))
        pygame.draw.circle(surf, WHITE, (r + 1, r + 1), r)
        pygame.draw.circle(surf, (30, 30, 30), (r + 1, r + 1), r, max(1, r // 5))
        t = text_surface("D", _font_px(12, self.scale), INK, True)
        surf.blit(t, t.get_rect(center=(r + 1, r + 2)))
        return surf

    def _uno_badge(self) -> pygame.Surface:
        t = outlined_text("UNO", _font_px(13, self.scale), YELLOW, INK, max(1, self.px(2)))
        pad = self.px(4)
        surf = _alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        pygame.draw.rect(surf, (200, 30, 10), surf.get_rect(), border_radius=self.px(6))
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    def _key_tag(self, text: str) -> pygame.Surface:
        r = self.px(13)
        surf = _alpha_surface((2 * r + 2, 2 * r + 2))
        pygame.draw.circle(surf, YELLOW, (r + 1, r + 1), r)
        pygame.draw.circle(surf, INK, (r + 1, r + 1), r, max(1, r // 6))
        t = text_surface(text, _font_px(15, self.scale), INK, True)
        surf.blit(t, t.get_rect(center=(r + 1, r + 2)))
        return surf

    def _dots(self, surface: pygame.Surface, center: tuple[int, int], now: float) -> None:
        r = max(2, self.px(2.5))
        gap = r * 3
        for i in range(3):
            k = 0.5 + 0.5 * math.sin(now * 7.0 - i * 0.9)
            c = round(120 + 135 * k)
            pygame.draw.circle(surface, (c, c, c), (center[0] + (i - 1) * gap, center[1]), r)

    # -- face-down fans ---------------------------------------------------------------------------
    def draw_fans(self, surface: pygame.Surface, anim: Animator) -> None:
        """Draw each CPU's cards face down (at most 7 shown; the badge has the count)."""
        L = self.layout
        assert L is not None
        for sl in L.seats:
            if sl.seat == self.viewer:
                continue
            count = anim.counts[sl.seat]
            if count <= 0:
                continue
            shown = min(count, 7)
            fan = self._fans.get(("fan", shown, L.small_w), partial(self._fan, shown))
            if sl.seat in anim.dealer_cards:
                continue
            surface.blit(fan, fan.get_rect(center=(round(sl.cards[0]), round(sl.cards[1]))))

    def _fan(self, shown: int) -> pygame.Surface:
        L = self.layout
        assert L is not None
        w, h = card_size(L.small_w)
        offs = fan_offsets(shown, L.small_w)
        span = (offs[-1] - offs[0]) if offs else 0
        pad = max(4, round(w * 0.12))
        surf = _alpha_surface((round(span + w + 2 * pad), h + 2 * pad))
        back = self.art.back(L.small_w)
        shadow = self.art.shadow(L.small_w)
        cx = surf.get_width() / 2
        for i, dx in enumerate(offs):
            t = (i - (shown - 1) / 2) / max(1.0, (shown - 1) / 2)
            dy = abs(t) * h * 0.04
            c = (cx + dx, surf.get_height() / 2 + dy)
            surf.blit(shadow, shadow.get_rect(center=(round(c[0] + 1), round(c[1] + 2))))
            surf.blit(back, back.get_rect(center=(round(c[0]), round(c[1]))))
        return surf

    def draw_dealer_cards(self, surface: pygame.Surface, anim: Animator) -> None:
        """Draw the cards drawn to choose the dealer, face up at each seat."""
        L = self.layout
        assert L is not None
        w = L.mid_w
        for seat, card in anim.dealer_cards.items():
            pos: tuple[float, float] = (L.hand_area.centerx, L.hand_area.y + L.card_h * 0.3)
            if seat != self.viewer:
                pos = L.seat(seat).anchor
            blit_card(surface, self.art, card, w, pos)

    # -- piles and the ring -----------------------------------------------------------------------
    def draw_piles(self, surface: pygame.Surface, anim: Animator, stock_lit: bool, now: float) -> None:
        """Draw the ring, the stock and the discard pile, the colour badge and the penalty figure."""
        L = self.layout
        assert L is not None
        self._ring(surface, anim)
        # the stock
        x, y = L.draw_pile
        layers = 0 if anim.stock <= 0 else min(6, 1 + anim.stock // 14)
        if layers:
            stack = self._pile.get(("stock", layers, L.card_w), lambda: self._stock(layers))
            surface.blit(stack, stack.get_rect(center=(round(x), round(y))))
            if stock_lit:
                glow = self._misc.get(("stockglow", L.card_w), lambda: self._card_glow(L.card_w, (255, 255, 255), 3))
                k = 0.5 + 0.5 * math.sin(now * 5.0)
                glow.set_alpha(round(90 + 120 * k))
                off = layers - 1
                surface.blit(glow, glow.get_rect(center=(round(x - off), round(y - off))))
        else:
            w, h = card_size(L.card_w)
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(x), round(y))
            pygame.draw.rect(surface, (255, 255, 255), r, max(1, self.px(2)), border_radius=round(w * 0.08))
        count = text_surface(str(anim.stock), _font_px(13, self.scale), MUTED, True)
        surface.blit(count, count.get_rect(midtop=(round(x), round(y + L.card_h / 2 + self.px(6)))))
        # the discard pile: all but the top from a cached picture, the top drawn with its landing pop
        pile = anim.pile
        if pile:
            below = tuple(pile[:-1][-4:])
            if below:
                pic = self._pile.get(("pile", below, L.card_w), lambda: self._pile_pic(below))
                surface.blit(pic, pic.get_rect(center=(round(L.discard_pile[0]), round(L.discard_pile[1]))))
            card, angle = pile[-1]
            k = (anim.t - anim.pile_landed) / anim.d(0.16)
            w = L.card_w
            if 0.0 <= k < 1.0:
                w = L.pop_w if 0.25 <= k < 0.75 else L.card_w
            blit_card(surface, self.art, card, w, L.discard_pile, angle)
        # the colour in force
        if anim.color is not None:
            self._color_badge(surface, anim)
        shown = anim.pending_shown()
        if shown > 0:
            self._pending(surface, shown, anim)

    def _stock(self, layers: int) -> pygame.Surface:
        L = self.layout
        assert L is not None
        w, h = card_size(L.card_w)
        shadow = self.art.shadow(L.card_w)
        back = self.art.back(L.card_w)
        pad = shadow.get_width() - w + layers + 4
        surf = _alpha_surface((w + 2 * pad, h + 2 * pad))
        c = (surf.get_width() / 2, surf.get_height() / 2)
        surf.blit(shadow, shadow.get_rect(center=(round(c[0] + 3), round(c[1] + 4))))
        for i in range(layers):
            surf.blit(back, back.get_rect(center=(round(c[0] - i), round(c[1] - i))))
        return surf

    def _pile_pic(self, below: tuple[tuple[Card, float], ...]) -> pygame.Surface:
        L = self.layout
        assert L is not None
        size = round(L.card_h * 1.5)
        surf = _alpha_surface((size, size))
        c = (size / 2, size / 2)
        for card, angle in below:
            blit_card(surf, self.art, card, L.card_w, c, angle)
        return surf

    def _card_glow(self, width: int, rgb: tuple[int, int, int], thick: int) -> pygame.Surface:
        w, h = card_size(width)
        pad = self.px(thick) + 2
        surf = _alpha_surface((w + 2 * pad, h + 2 * pad))
        radius = round(w * 0.08) + pad
        for i in range(pad):
            a = round(220 * (1 - i / pad) ** 1.5)
            pygame.draw.rect(surf, (*rgb, a), surf.get_rect().inflate(-2 * (pad - 1 - i), -2 * (pad - 1 - i)),
                             1, border_radius=radius - (pad - 1 - i))
        pygame.draw.rect(surf, (*rgb, 255), surf.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
                         max(2, self.px(2)), border_radius=round(w * 0.08) + 1)
        return surf

    def _ring(self, surface: pygame.Surface, anim: Animator) -> None:
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
        d = anim.direction
        for i in range(arrows):
            a0 = base + i * seg
            pts = []
            steps = 6
            for j in range(steps + 1):
                a = a0 + d * seg * 0.62 * j / steps
                pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
            tip_a = a0 + d * seg * 0.62
            tx, ty = -rx * math.sin(tip_a) * d, ry * math.cos(tip_a) * d
            norm = math.hypot(tx, ty) or 1.0
            tx, ty = tx / norm, ty / norm
            px_, py_ = pts[-1]
            tip = (px_ + tx * head * 0.9, py_ + ty * head * 0.9)
            left = (px_ - ty * head * 0.75 - tx * head * 0.2, py_ + tx * head * 0.75 - ty * head * 0.2)
            right = (px_ + ty * head * 0.75 - tx * head * 0.2, py_ - tx * head * 0.75 - ty * head * 0.2)
            shadow_pts = [(x + 2, y + 3) for x, y in pts]
            pygame.draw.lines(surface, (8, 30, 16), False, shadow_pts, width)
            pygame.draw.lines(surface, rgb, False, pts, width)
            tri = [tip, left, right]
            pygame.draw.polygon(surface, (8, 30, 16), [(x + 2, y + 3) for x, y in tri])
            pygame.draw.polygon(surface, rgb, tri)
            pygame.draw.aalines(surface, dark, True, tri)

    def _color_badge(self, surface: pygame.Surface, anim: Animator) -> None:
        L = self.layout
        assert L is not None
        color = anim.color
        assert color is not None
        r = max(10, round(L.card_w * 0.2))
        cx, cy = L.center[0], L.center[1] - L.ring[1]
        key = ("badge", color, r, self.colorblind)

        def make() -> pygame.Surface:
            surf = _alpha_surface((2 * r + 8, 2 * r + 8))
            c = (r + 4, r + 4)
            pygame.draw.circle(surf, (0, 0, 0, 90), (c[0] + 1, c[1] + 3), r + 2)
            pygame.draw.circle(surf, WHITE, c, r + 2)
            pygame.draw.circle(surf, COLOR_RGB[color], c, r - 1)
            if self.colorblind:
                color_symbol(surf, color, c, r * 0.5)
            return surf

        badge = self._misc.get(key, make)
        surface.blit(badge, badge.get_rect(center=(round(cx), round(cy))))

    def _pending(self, surface: pygame.Surface, value: int, anim: Animator) -> None:
        L = self.layout
        assert L is not None
        text = outlined_text(f"+{value}", _font_px(30, self.scale), WHITE, (120, 10, 0), max(2, self.px(3)))
        x = L.discard_pile[0] + L.card_w * 0.62
        y = L.discard_pile[1] - L.card_h * 0.5
        r = max(text.get_width(), text.get_height()) // 2 + self.px(6)
        pygame.draw.circle(surface, (0, 0, 0), (round(x) + 2, round(y) + 3), r)
        pygame.draw.circle(surface, (215, 38, 0), (round(x), round(y)), r)
        pygame.draw.circle(surface, WHITE, (round(x), round(y)), r, max(2, self.px(2)))
        surface.blit(text, text.get_rect(center=(round(x), round(y))))

    # -- the person's hand ------------------------------------------------------------------------
    def draw_hand(self, surface: pygame.Surface, anim: Animator, playable: set[Card] | None, glow: set[Card],
                  selected: int, hover: int, now: float) -> None:
        """Draw the person's hand; `playable` None shows no marks (not your move or highlight off)."""
        L = self.layout
        assert L is not None
        w = L.card_w
        dim = self._misc.get(("dim", w), lambda: self._dim(w))
        mark = self._misc.get(("mark", w), lambda: self._card_glow(w, YELLOW, 3))
        jump = self._misc.get(("jump", w), lambda: self._card_glow(w, (255, 246, 190), 7))
        sel = self._misc.get(("sel", w), lambda: self._card_glow(w, (120, 200, 255), 3))
        for i, sprite in enumerate(anim.hand):
            if not sprite.arrived:
                continue
            x, y = sprite.pos.center
            y -= L.card_h * (0.2 * sprite.lift + 0.07 * sprite.mark)
            card = sprite.card
            if card in glow:
                k = 0.5 + 0.5 * math.sin(now * 8.0)
                jump.set_alpha(round(120 + 135 * k))
                surface.blit(jump, jump.get_rect(center=(round(x), round(y))))
            elif playable is not None and card in playable:
                surface.blit(mark, mark.get_rect(center=(round(x), round(y))))
            if i == selected:
                surface.blit(sel, sel.get_rect(center=(round(x), round(y))))
            blit_card(surface, self.art, card, w, (x, y), lift=0.4 * sprite.lift)
            if playable is not None and card not in playable and card not in glow:
                surface.blit(dim, dim.get_rect(center=(round(x), round(y))))

    def _dim(self, width: int) -> pygame.Surface:
        w, h = card_size(width)
        surf = _alpha_surface((w, h))
        pygame.draw.rect(surf, (0, 0, 0, 120), surf.get_rect(), border_radius=round(w * 0.08))
        return surf

    def draw_flights(self, surface: pygame.Surface, anim: Animator) -> None:
        """Draw every card in flight."""
        now = anim.t
        for f in anim.flights:
            f.draw(surface, self.art, now)

    # -- effects ----------------------------------------------------------------------------------
    def draw_effects(self, surface: pygame.Surface, anim: Animator) -> None:
        """Draw the skip marks, bubbles, flying penalties, banners and points."""
        now = anim.t
        for e in anim.effects:
            if not e.live(now):
                continue
            k = (now - e.t0) / e.duration
            draw = _EFFECTS.get(e.kind)
            if draw is not None:
                draw(self, surface, anim, e, k)

    def _seat_center(self, anim: Animator, seat: int | None) -> tuple[float, float]:
        L = self.layout
        assert L is not None
        if seat is None:
            return L.center
        return L.seat(seat).plate.center

    def _fade(self, k: float, fade_in: float = 0.12, fade_out: float = 0.25) -> int:
        a = 1.0
        if k < fade_in:
            a = k / fade_in
        elif k > 1 - fade_out:
            a = (1 - k) / fade_out
        return max(0, min(255, round(255 * a)))

    def _fx_skip(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        cx, cy = self._seat_center(anim, e.seat)
        r = max(14, round((self.layout.plate_h if self.layout else 40) * 0.72))
        grow = ease_out_back(min(1.0, k / 0.3))
        rr = max(4, round(r * grow))
        sign = self._misc.get(("skip", rr), lambda: self._no_entry(rr))
        sign.set_alpha(self._fade(k))
        surface.blit(sign, sign.get_rect(center=(round(cx), round(cy))))

    def _no_entry(self, r: int) -> pygame.Surface:
        surf = _alpha_surface((2 * r + 4, 2 * r + 4))
        c = (r + 2, r + 2)
        pygame.draw.circle(surf, (255, 255, 255), c, r)
        pygame.draw.circle(surf, (215, 38, 0), c, r - max(2, r // 8))
        bar = pygame.Rect(0, 0, round(r * 1.3), max(3, round(r * 0.36)))
        bar.center = c
        pygame.draw.rect(surf, WHITE, bar, border_radius=bar.h // 3)
        return surf

    def _fx_bubble(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        sl = L.seat(e.seat) if e.seat is not None else None
        if sl is None:
            return
        bubble = self._misc.get(("bubble", e.text), lambda: self._bubble(e.text))
        rise = ease_out_back(min(1.0, k / 0.2))
        bubble.set_alpha(self._fade(k, 0.08, 0.2))
        if sl.bottom and self.viewer >= 0:
            anchor = (sl.plate.right + bubble.get_width() * 0.1, sl.plate.top - self.px(4))
            rect = bubble.get_rect(bottomleft=(round(anchor[0]), round(anchor[1] - 6 * rise)))
        else:
            anchor = (sl.plate.centerx, sl.plate.bottom + self.px(4))
            rect = bubble.get_rect(midtop=(round(anchor[0]), round(anchor[1] + 6 * rise)))
            if sl.side == "top":
                rect.midtop = (round(anchor[0]), round(sl.plate.bottom + L.small_h * 0.3))
        surface.blit(bubble, rect)

    def _bubble(self, text: str) -> pygame.Surface:
        t = outlined_text(text, _font_px(26, self.scale), YELLOW, INK, max(2, self.px(3)))
        pad = self.px(10)
        surf = _alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        body = surf.get_rect()
        pygame.draw.rect(surf, (215, 38, 0), body, border_radius=body.h // 2)
        pygame.draw.rect(surf, WHITE, body, max(2, self.px(3)), border_radius=body.h // 2)
        surf.blit(t, t.get_rect(center=body.center))
        return surf

    def _fx_caught(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        cx, cy = self._seat_center(anim, e.seat)
        stamp = self._misc.get(("stamp", e.text), lambda: self._stamp(e.text))
        stamp.set_alpha(self._fade(k))
        surface.blit(stamp, stamp.get_rect(center=(round(cx), round(cy))))

    def _stamp(self, text: str) -> pygame.Surface:
        t = outlined_text(text, _font_px(24, self.scale), WHITE, (120, 10, 0), max(2, self.px(3)))
        pad = self.px(8)
        base = _alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        pygame.draw.rect(base, (200, 30, 10, 235), base.get_rect(), border_radius=self.px(8))
        pygame.draw.rect(base, WHITE, base.get_rect(), max(2, self.px(2)), border_radius=self.px(8))
        base.blit(t, t.get_rect(center=base.get_rect().center))
        return pygame.transform.rotozoom(base, 8, 1.0)

    def _fx_plus(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        src = L.discard_pile
        dst = self._seat_center(anim, e.seat)
        if e.seat == self.viewer:
            dst = (L.hand_area.centerx, L.hand_area.y)
        m = ease_in_out_cubic(min(1.0, k / 0.75))
        x = src[0] + (dst[0] - src[0]) * m
        y = src[1] + (dst[1] - src[1]) * m - math.sin(math.pi * m) * L.card_h * 0.4
        label = self._misc.get(("plus", e.text), lambda: outlined_text(e.text, _font_px(34, self.scale), WHITE,
                                                                       (150, 14, 0), max(2, self.px(3))))
        label.set_alpha(self._fade(k, 0.05, 0.2))
        surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def _fx_banner(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        label = self._misc.get(("banner", e.text, e.rgb), lambda: self._banner(e.text, e.rgb))
        label.set_alpha(self._fade(k, 0.1, 0.2))
        y = L.center[1] + L.ring[1] + self.px(10) - ease_out_cubic(min(1.0, k / 0.15)) * self.px(8)
        surface.blit(label, label.get_rect(midtop=(round(L.center[0]), round(y))))

    def _banner(self, text: str, rgb: tuple[int, int, int], size: int = 30) -> pygame.Surface:
        t = outlined_text(text, _font_px(size, self.scale), rgb, INK, max(2, self.px(3 if size > 24 else 2)))
        pad_x, pad_y = self.px(size * 0.7), self.px(6)
        surf = _alpha_surface((t.get_width() + 2 * pad_x, t.get_height() + 2 * pad_y))
        draw_panel(surf, surf.get_rect(), radius=surf.get_height() // 2, rgba=(6, 22, 12, 210),
                   border=(*rgb, 160), shadow=False)
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    def _fx_points(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        value = round(e.value * ease_out_cubic(min(1.0, max(0.0, (k - 0.2) / 0.5))))
        cx, cy = self._seat_center(anim, e.seat)
        label = outlined_text(f"+{value}", _font_px(30, self.scale), GOLD, INK, max(2, self.px(3)))
        label.set_alpha(self._fade(k, 0.1, 0.15))
        surface.blit(label, label.get_rect(midbottom=(round(cx), round(cy - self.px(24)))))

    def _fx_flash(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        cx, cy = L.center[0], L.center[1] - L.ring[1]
        r = max(10, round(L.card_w * 0.2)) + round(L.card_w * 0.5 * ease_out_cubic(k))
        a = round(200 * (1 - k))
        ring = self._misc.get(("flash", r, e.rgb), lambda: self._flash(r, e.rgb))
        ring.set_alpha(a)
        surface.blit(ring, ring.get_rect(center=(round(cx), round(cy))))

    def _flash(self, r: int, rgb: tuple[int, int, int]) -> pygame.Surface:
        surf = _alpha_surface((2 * r + 4, 2 * r + 4))
        pygame.draw.circle(surf, rgb, (r + 2, r + 2), r, max(2, self.px(4)))
        return surf

    def _fx_jump(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        label = self._misc.get(("jumpfx", e.text), lambda: self._banner(e.text, YELLOW))
        label.set_alpha(self._fade(k, 0.1, 0.3))
        y = L.discard_pile[1] - L.card_h * 0.75 - ease_out_cubic(min(1.0, k / 0.3)) * self.px(10)
        surface.blit(label, label.get_rect(midbottom=(round(L.discard_pile[0]), round(y))))

    def _fx_dealer(self, surface: pygame.Surface, anim: Animator, e: Effect, k: float) -> None:
        cx, cy = self._seat_center(anim, e.seat)
        label = self._misc.get(("dealfx", e.text), lambda: self._banner("Dealer", GOLD, 20))
        label.set_alpha(self._fade(k))
        surface.blit(label, label.get_rect(center=(round(cx), round(cy))))

    # -- the log ----------------------------------------------------------------------------------
    def draw_log(self, surface: pygame.Surface, anim: Animator, now: float) -> None:
        """Draw the last lines of the log, older ones fading."""
        L = self.layout
        assert L is not None
        rect = L.log_rect
        size = _font_px(13, self.scale)
        lines = anim.log[-6:]
        if not lines:
            return
        width = rect.w - 2 * self.px(8)
        y = rect.bottom - self.px(8)
        items: list[pygame.Surface] = []
        room = rect.h - 2 * self.px(8)
        for i, line in enumerate(reversed(lines)):
            age = now - line.t
            if age > LOG_FADE_AFTER + 3.0 and i > 0:
                break
            key = ("log", line.text, id(line), width, size)
            item = self._log.get(key, partial(self._log_lines, line.text, size, width))
            room -= item.get_height()
            if room < 0 and items:
                break
            items.append(item)
        panel_h = sum(s.get_height() for s in items) + 2 * self.px(8)
        panel = pygame.Rect(rect.x, y + self.px(8) - panel_h, rect.w, panel_h)
        draw_panel(surface, panel, radius=self.px(10), rgba=(4, 20, 12, 120), border=None, shadow=False)
        for i, surf in enumerate(items):
            a = 255 if i == 0 else max(90, 235 - 30 * i)
            age = now - lines[-1 - i].t
            if age > LOG_FADE_AFTER:
                a = min(a, max(60, round(255 - (age - LOG_FADE_AFTER) * 60)))
            surf.set_alpha(a)
            y -= surf.get_height()
            surface.blit(surf, (rect.x + self.px(8), y))

    def _log_lines(self, text: str, size: int, width: int) -> pygame.Surface:
        lines = wrap_text(text, size, width)[:2]
        surfs = [text_surface(t, size, CREAM) for t in lines]
        h = sum(s.get_height() for s in surfs)
        out = _alpha_surface((width, h))
        y = 0
        for s in surfs:
            out.blit(s, (0, y))
            y += s.get_height()
        return out

    # -- buttons, hint and prompts ----------------------------------------------------------------
    def draw_button(self, surface: pygame.Surface, b: TableButton, now: float) -> None:
        """Draw a table button from the cache (the urgent one pulses)."""
        if not b.visible or b.rect.w <= 0:
            return
        state = "off" if not b.enabled else ("hover" if b.hover else "on")
        face = self._misc.get(("btn", b.label, b.hotkey, b.style, state, b.rect.size),
                              lambda: self._button(b, state))
        if b.urgent and b.enabled:
            k = 0.5 + 0.5 * math.sin(now * 6.5)
            glow = self._misc.get(("btnglow", b.rect.size), lambda: self._button_glow(b.rect.size))
            glow.set_alpha(round(90 + 160 * k))
            surface.blit(glow, glow.get_rect(center=b.rect.center))
        surface.blit(face, face.get_rect(center=b.rect.center))

    def _button(self, b: TableButton, state: str) -> pygame.Surface:
        s = self.scale
        w, h = b.rect.size
        sh = max(2, round(4 * s))
        surf = _alpha_surface((w, h + sh))
        styles = {
            "cream": ((238, 234, 220), INK),
            "red": ((215, 38, 0), WHITE),
            "gold": (GOLD, INK),
            "dark": ((20, 52, 34), CREAM),
        }
        fill, ink = styles.get(b.style, styles["cream"])
        if state == "hover":
            fill = tuple(min(255, c + 28) for c in fill)  # type: ignore[assignment]
        if state == "off":
            fill, ink = (58, 76, 64), (120, 140, 126)
        radius = min(h // 2, max(6, round(12 * s)))
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (0, 0, 0, 90), body.move(0, sh), border_radius=radius)
        pygame.draw.rect(surf, fill, body, border_radius=radius)
        edge = tuple(max(0, c - 50) for c in fill)
        pygame.draw.rect(surf, edge, body, max(1, round(2 * s)), border_radius=radius)
        size = _font_px(17 if h < 44 * s else 20, s)
        label = text_surface(ellipsize(b.label, size, w - round(12 * s), True), size, ink, True)
        if b.hotkey and h >= 30 * s:
            key = text_surface(b.hotkey, _font_px(11, s), ink if state != "off" else (120, 140, 126))
            key.set_alpha(170)
            total = label.get_height() + key.get_height() - round(6 * s)
            y0 = (h - total) // 2
            surf.blit(label, label.get_rect(midtop=(w // 2, y0 - round(1 * s))))
            surf.blit(key, key.get_rect(midtop=(w // 2, y0 + label.get_height() - round(7 * s))))
        else:
            surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
        return surf

    def _button_glow(self, size: tuple[int, int]) -> pygame.Surface:
        pad = self.px(7)
        surf = _alpha_surface((size[0] + 2 * pad, size[1] + 2 * pad))
        for i in range(pad):
            a = round(200 * (1 - i / pad) ** 2)
            r = surf.get_rect().inflate(-2 * (pad - 1 - i), -2 * (pad - 1 - i))
            pygame.draw.rect(surf, (*YELLOW, a), r, 1, border_radius=min(r.h // 2, self.px(14) + pad - i))
        return surf

    def draw_hint(self, surface: pygame.Surface, text: str, color: tuple[int, int, int] = CREAM,
                  y: float | None = None, timer: float | None = None) -> None:
        """Draw one line of help above the hand, on a dark pill; `timer` (1..0) shows the time left."""
        L = self.layout
        assert L is not None
        if not text:
            return
        size = _font_px(15, self.scale)
        line = ellipsize(text, size, L.hand_area.w - self.px(10))
        surf = self._misc.get(("hint", line, color, size), lambda: self._pill(line, size, color))
        yy = L.hint_y if y is None else y
        rect = surf.get_rect(midbottom=(L.hand_area.centerx, round(yy)))
        surface.blit(surf, rect)
        if timer is not None and timer > 0:
            bar = pygame.Rect(0, 0, max(2, round((rect.w - 2 * self.px(14)) * min(1.0, timer))), max(2, self.px(3)))
            bar.midtop = (rect.centerx, rect.bottom + self.px(3))
            pygame.draw.rect(surface, color, bar, border_radius=bar.h // 2)

    def _pill(self, text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
        t = text_surface(text, size, color, True)
        pad_x, pad_y = self.px(14), self.px(4)
        surf = _alpha_surface((t.get_width() + 2 * pad_x, t.get_height() + 2 * pad_y))
        pygame.draw.rect(surf, (4, 18, 10, 190), surf.get_rect(), border_radius=surf.get_height() // 2)
        surf.blit(t, (pad_x, pad_y))
        return surf

    def layout_prompt(self, prompt: Prompt) -> None:
        """Place a prompt's panel and its answers: pickers over the piles, questions just below them."""
        L = self.layout
        assert L is not None
        s = self.scale
        n = max(1, len(prompt.options))
        title_size, note_size = _font_px(19, s), _font_px(14, s)
        title_h = text_surface("Ag", title_size, WHITE, True).get_height()
        note_h = text_surface("Ag", note_size, MUTED).get_height()
        if prompt.kind in ("color", "first_color"):
            sw = max(56, round(min(96 * s, L.size[1] * 0.14)))
            gap = self.px(14)
            bw, bh = sw, sw
        else:
            bh = max(34, round(48 * s))
            size = _font_px(18, s)
            widths = [text_surface(o.label, size, INK, True).get_width() + self.px(40) for o in prompt.options]
            bw = max(max(widths, default=100), self.px(130))
            gap = self.px(14)
        w = max(n * bw + (n - 1) * gap, text_surface(prompt.title, title_size, WHITE, True).get_width())
        room = round(L.size[0] * 0.56)
        if prompt.note:
            w = max(w, min(text_surface(prompt.note, note_size, MUTED).get_width(), room))
        w = min(w + 2 * self.px(24), L.size[0] - 2 * L.margin)
        prompt.lines = wrap_text(prompt.note, note_size, w - 2 * self.px(20))[:3] if prompt.note else []
        h = self.px(14) + title_h + len(prompt.lines) * note_h + self.px(14) + bh + self.px(16)
        panel = pygame.Rect(0, 0, w, h)
        area = pygame.Rect(0, L.top_h, L.size[0], L.hand_area.y + round(L.card_h * 0.12) - L.top_h)
        if prompt.kind in ("color", "first_color", "swap"):
            panel.center = (round(L.center[0]), round(L.center[1] + L.card_h * 0.15))
        else:
            # below the piles, so the card that asks the question stays in sight
            panel.midtop = (round(L.center[0]), round(L.discard_pile[1] + L.card_h * 0.5 + self.px(4)))
            if panel.bottom > area.bottom:
                panel.bottom = area.bottom
        panel.clamp_ip(area)
        prompt.panel = panel
        total = n * bw + (n - 1) * gap
        x = panel.centerx - total // 2
        y = panel.bottom - self.px(16) - bh
        prompt.rects = [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(n)]

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt, now: float) -> None:
        """Draw a prompt: the panel, the question, a note, and the answers."""
        s = self.scale
        panel = prompt.panel
        draw_panel(surface, panel, radius=self.px(18), rgba=(6, 28, 16, 236), border=(*GOLD, 150))
        title = text_surface(ellipsize(prompt.title, _font_px(19, s), panel.w - self.px(30), True),
                             _font_px(19, s), WHITE, True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + self.px(14))))
        y = panel.y + self.px(14) + title.get_height()
        for line in prompt.lines:
            note = text_surface(line, _font_px(14, s), MUTED)
            surface.blit(note, note.get_rect(midtop=(panel.centerx, y)))
            y += note.get_height()
        for i, (opt, rect) in enumerate(zip(prompt.options, prompt.rects, strict=False)):
            lit = i == prompt.hover or i == prompt.focus
            if opt.rgb is not None:
                self._swatch(surface, opt, rect, lit, now)
            else:
                b = TableButton(opt.key, opt.label, opt.hotkey, "gold" if lit else ("red" if i == 0 else "cream"),
                                rect)
                self.draw_button(surface, b, now)

    def _swatch(self, surface: pygame.Surface, opt: PromptOption, rect: pygame.Rect, lit: bool, now: float) -> None:
        key = ("swatch", opt.key, rect.size, lit, self.colorblind)

        def make() -> pygame.Surface:
            pad = self.px(6)
            surf = _alpha_surface((rect.w + 2 * pad, rect.h + 2 * pad))
            body = pygame.Rect(pad, pad, rect.w, rect.h)
            radius = self.px(16)
            pygame.draw.rect(surf, (0, 0, 0, 100), body.move(0, self.px(4)), border_radius=radius)
            pygame.draw.rect(surf, opt.rgb or WHITE, body, border_radius=radius)
            pygame.draw.rect(surf, YELLOW if lit else WHITE, body.inflate(2 * pad - 2, 2 * pad - 2) if lit else body,
                             max(2, self.px(4 if lit else 3)), border_radius=radius + (pad if lit else 0))
            if self.colorblind and opt.color is not None:
                color_symbol(surf, opt.color, (body.centerx, body.centery - self.px(8)), rect.w * 0.16)
            label = outlined_text(opt.label, _font_px(15, self.scale), WHITE, INK, max(1, self.px(2)))
            surf.blit(label, label.get_rect(midbottom=(body.centerx, body.bottom - self.px(6))))
            if opt.hotkey:
                hk = outlined_text(opt.hotkey, _font_px(13, self.scale), WHITE, INK, max(1, self.px(2)))
                surf.blit(hk, hk.get_rect(topleft=(body.x + self.px(7), body.y + self.px(5))))
            return surf

        face = self._misc.get(key, make)
        surface.blit(face, face.get_rect(center=rect.center))

    def draw_reveal(self, surface: pygame.Surface, anim: Animator) -> None:
        """Show the hand of the player the person challenged, face up, for a few seconds."""
        r = anim.reveal
        L = self.layout
        if r is None or L is None or anim.t > r.t0 + r.duration:
            return
        k = (anim.t - r.t0) / r.duration
        cards = r.cards
        w = L.mid_w
        h = round(w * 1.55)
        step = min(w * 0.7, (L.size[0] * 0.6 - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        width = round(step * (len(cards) - 1) + w + self.px(40))
        title = f"{self.names[r.seat]}'s hand — " + ("a bluff!" if r.bluff else "no card of the colour: fair")
        tsurf = text_surface(title, _font_px(17, self.scale), GOLD if r.bluff else CREAM, True)
        width = max(width, tsurf.get_width() + self.px(40))
        panel = pygame.Rect(0, 0, width, h + self.px(58))
        panel.midtop = (round(L.center[0]), L.top_h + self.px(8))
        a = self._fade(k, 0.08, 0.12)
        if a < 20:
            return
        draw_panel(surface, panel, radius=self.px(14), rgba=(6, 28, 16, 235), border=(*GOLD, 140))
        surface.blit(tsurf, tsurf.get_rect(midtop=(panel.centerx, panel.y + self.px(10))))
        x0 = panel.centerx - (step * (len(cards) - 1)) / 2
        for i, card in enumerate(cards):
            blit_card(surface, self.art, card, w, (x0 + i * step, panel.bottom - self.px(12) - h / 2), shadow=False)


_EFFECTS: dict[str, Callable[[Hud, pygame.Surface, Animator, Effect, float], None]] = {
    "skip": Hud._fx_skip,
    "bubble": Hud._fx_bubble,
    "caught": Hud._fx_caught,
    "plus": Hud._fx_plus,
    "banner": Hud._fx_banner,
    "points": Hud._fx_points,
    "flash": Hud._fx_flash,
    "jump": Hud._fx_jump,
    "dealer": Hud._fx_dealer,
}
