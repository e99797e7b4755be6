"""The moments shown over the table: skip marks, Uno bubbles, "Caught!" stamps, flying penalties,
banners, points counting up, the colour flash, jump-ins, the line at the person's seat saying what
someone else's play took from them, the dealer's label, and the hand revealed
after a challenge. Each effect is a pure function of its progress `k` in [0, 1)."""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.paint import draw_panel
from game.ui.palette import CREAM, GOLD, INK, WHITE, YELLOW
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.table.room import JUMP_RISE, Reserved, Spots, place
from game.ui.table.sprites import blit_card
from game.ui.text import fit_lines, get_font, outlined_text, text_surface
from game.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic
from game.ui.words import challenged_name

if TYPE_CHECKING:
    from game.ui.table.picture import Effect, Picture
    from game.ui.table.seats import Seats

__all__ = ["Effects", "fade"]


_CONFETTI: dict[int, list[tuple[float, float, float, tuple[int, int, int]]]] = {}
SHOUT_RAYS = 0.35
"""The share of a shout of "UNO!"'s time its rays burst out (about half a second)."""
SPIN_MAX = 9.0
"""The fastest a piece of the burst flips, radians a second: its width glints at most 9 / pi = 2.9
times a second (nothing flashes more than three times a second)."""
_PAPER = ((0xD7, 0x26, 0x00), (0xEC, 0xD4, 0x07), (0x37, 0x97, 0x11), (0x09, 0x56, 0xBF), (250, 248, 240))


def _confetti(seed: int) -> list[tuple[float, float, float, tuple[int, int, int]]]:
    """Return the pieces of one burst (velocity x, y in px/s at scale 1, spin, colour), kept per seed."""
    pieces = _CONFETTI.get(seed)
    if pieces is None:
        rng = random.Random(seed)
        pieces = []
        for _i in range(36):
            a = rng.uniform(math.pi * 0.15, math.pi * 0.85)
            v = rng.uniform(140.0, 330.0)
            pieces.append((math.cos(a) * v, -math.sin(a) * v, rng.uniform(4.0, SPIN_MAX), rng.choice(_PAPER)))
        _CONFETTI.clear()  # one burst at a time
        _CONFETTI[seed] = pieces
    return pieces


def fade(k: float, fade_in: float = 0.12, fade_out: float = 0.25) -> int:
    """Return the alpha (0-255) at progress `k`: rising over `fade_in`, falling over the last `fade_out`."""
    a = 1.0
    if k < fade_in:
        a = k / fade_in
    elif k > 1 - fade_out:
        a = (1 - k) / fade_out
    return max(0, min(255, round(255 * a)))


class Effects(Painter):
    """Draws the live effects and the revealed hand."""

    def __init__(self, look: Look, seats: Seats | None = None) -> None:
        super().__init__(look)
        self._misc = self.cache(24, 640 * 1024)  # short-lived pictures, some drawn at a new size each frame: keep few
        self.seats = seats
        """The seats' painter: where the parts of a plate are (the skip mark goes on the avatar)."""
        self.spots = Spots(look, seats)
        """Where the banners and stamps go, clear of the plates and marks (`room.Spots`)."""

    def draw_effects(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw the skip marks, bubbles, flying penalties, banners and points."""
        now = anim.t
        for e in anim.effects:
            if not e.live(now):
                continue
            k = (now - e.t0) / e.duration
            draw = _EFFECTS.get(e.kind)
            if draw is not None:
                draw(self, surface, anim, e, k)

    def _seat_center(self, anim: Picture, seat: int | None) -> tuple[float, float]:
        L = self.layout
        assert L is not None
        if seat is None:
            return L.center
        return L.seat(seat).plate.center

    def skip_rect(self, seat: int) -> pygame.Rect:
        """Return where the skip mark shows for `seat`: over its avatar, clear of its name."""
        L = self.layout
        assert L is not None
        if self.seats is not None:
            return self.seats.part(seat, "skip")
        plate = L.seat(seat).plate
        r = plate.h // 2
        return pygame.Rect(plate.x, plate.y, 2 * r, 2 * r)

    def dealer_tag_rect(self, seat: int) -> pygame.Rect:
        """Return where the "Dealer" tag shows for `seat`: beside its card of the cut for dealer (on the
        side away from the edge the seat is on), clear of that card and of every plate."""
        L = self.layout
        assert L is not None
        label = self._misc.get(("dealfx", _("Dealer")), lambda: self._banner(_("Dealer"), GOLD, 20))
        sl = L.seat(seat)
        card = L.cut_card(seat, self.viewer)
        gap = self.px(4)
        size = label.get_size()
        side = "bottom" if seat == self.viewer else sl.side
        # east, west, below or above the card: away from the seat's edge first
        order = {"left": "EBTW", "right": "WBTE", "top": "BEWT", "bottom": "TEWB"}[side]
        def make(reserved: Reserved, window: pygame.Rect) -> pygame.Rect:
            keep = [*reserved.hard(), card]  # the plates and their marks, the colour dot, piles, hint line
            return place(size, spots, keep, window, step=self.px(4))

        spots = []
        for where in order:
            rect = pygame.Rect((0, 0), size)
            if where == "E":
                rect.midleft = (card.right + gap, card.centery)
            elif where == "W":
                rect.midright = (card.left - gap, card.centery)
            elif where == "B":
                rect.midtop = (card.centerx, card.bottom + gap)
            else:
                rect.midbottom = (card.centerx, card.top - gap)
            spots.append(rect)
        return self.spots.spot(("dealer", seat, self.viewer), size, make)

    def reveal_room(self) -> pygame.Rect:
        """Return the room the challenge's revealed hand may take: below the top seats and their cards,
        between the side seats' cards, above the hand."""
        L = self.layout
        assert L is not None
        gap = self.px(8)
        top = L.top_h + gap
        left, right = gap, L.size[0] - gap
        for sl in L.seats:
            fan = L.fan_rect(sl.seat)
            if sl.side == "top":
                top = max(top, sl.plate.bottom + gap, fan.bottom + gap)
            elif sl.side == "left":
                left = max(left, sl.plate.right + gap, fan.right + gap)
            elif sl.side == "right":
                right = min(right, sl.plate.left - gap, fan.left - gap)
        bottom = round(L.hint_y) - gap
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def reveal_panel(self, cards: int, title_w: int) -> tuple[pygame.Rect, float, int]:
        """Return the revealed hand's panel (its title, its verdict's two lines, its cards), the step
        between its cards and the card width (smaller than the pile's where the room is low)."""
        L = self.layout
        assert L is not None
        room = self.reveal_room()
        extra = self.px(58) + verdict_h(self)
        w = L.mid_w
        h = round(w * 1.55)
        if h > room.h - extra:
            h = max(self.px(30), room.h - extra)
            w = round(h / 1.55)
        inner = min(L.size[0] * 0.6, room.w - self.px(40))
        step = min(w * 0.7, (inner - w) / max(1, cards - 1)) if cards > 1 else 0
        step = max(step, 0.0)
        width = round(step * (cards - 1) + w + self.px(40))
        width = min(room.w, max(width, title_w + self.px(40), self.px(360)))
        panel = pygame.Rect(0, 0, width, h + extra)
        panel.midtop = (round(L.center[0]), room.y)
        if panel.left < room.left:
            panel.left = room.left
        if panel.right > room.right:
            panel.right = room.right
        return panel, step, w

    def _fx_skip(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        if e.seat is None:
            return
        spot = self.skip_rect(e.seat)
        cx, cy = spot.center
        r = max(8, spot.w // 2 - 2)
        grow = ease_out_back(min(1.0, k / 0.3))
        rr = max(4, round(r * grow))
        sign = self._misc.get(("skip", rr), lambda: self._no_entry(rr))
        sign.set_alpha(fade(k))
        surface.blit(sign, sign.get_rect(center=(round(cx), round(cy))))

    def _no_entry(self, r: int) -> pygame.Surface:
        surf = alpha_surface((2 * r + 4, 2 * r + 4))
        c = (r + 2, r + 2)
        pygame.draw.circle(surf, (255, 255, 255), c, r)
        pygame.draw.circle(surf, (215, 38, 0), c, r - max(2, r // 8))
        bar = pygame.Rect(0, 0, round(r * 1.3), max(3, round(r * 0.36)))
        bar.center = c
        pygame.draw.rect(surf, WHITE, bar, border_radius=bar.h // 3)
        return surf

    def _fx_bubble(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        sl = L.seat(e.seat) if e.seat is not None else None
        if sl is None:
            return
        bubble = self._misc.get(("bubble", e.text), lambda: self._bubble(e.text))
        rise = ease_out_back(min(1.0, k / 0.2))
        bubble.set_alpha(fade(k, 0.08, 0.2))
        if sl.bottom and self.viewer >= 0:
            rect = shout_rect(self, sl.plate, bubble.get_size(), rise)
        else:
            anchor = (sl.plate.centerx, sl.plate.bottom + self.px(4))
            rect = bubble.get_rect(midtop=(round(anchor[0]), round(anchor[1] + 6 * rise)))
            if sl.side == "top":
                rect.midtop = (round(anchor[0]), round(sl.plate.bottom + L.small_h * 0.3))
        if k < SHOUT_RAYS and not anim.reduce_motion():
            _shout_rays(surface, rect, k / SHOUT_RAYS)
        surface.blit(bubble, rect)

    def _bubble(self, text: str) -> pygame.Surface:
        t = outlined_text(text, font_px(26, self.scale), YELLOW, INK, max(2, self.px(3)))
        pad = self.px(10)
        surf = alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        body = surf.get_rect()
        pygame.draw.rect(surf, (215, 38, 0), body, border_radius=body.h // 2)
        pygame.draw.rect(surf, WHITE, body, max(2, self.px(3)), border_radius=body.h // 2)
        surf.blit(t, t.get_rect(center=body.center))
        return surf

    def _fx_caught(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        stamp = self._misc.get(("stamp", e.text), lambda: self._stamp(e.text))
        stamp.set_alpha(fade(k))
        if e.seat is None:
            cx, cy = self._seat_center(anim, e.seat)
            surface.blit(stamp, stamp.get_rect(center=(round(cx), round(cy))))
            return
        surface.blit(stamp, self.spots.caught_rect(e.seat, stamp.get_size()))

    def _stamp(self, text: str) -> pygame.Surface:
        t = outlined_text(text, font_px(24, self.scale), WHITE, (120, 10, 0), max(2, self.px(3)))
        pad = self.px(8)
        base = alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        pygame.draw.rect(base, (200, 30, 10, 235), base.get_rect(), border_radius=self.px(8))
        pygame.draw.rect(base, WHITE, base.get_rect(), max(2, self.px(2)), border_radius=self.px(8))
        base.blit(t, t.get_rect(center=base.get_rect().center))
        return pygame.transform.rotozoom(base, 8, 1.0)

    def warm_jobs(self) -> list[Callable[[], object]]:
        """Return the labels to draw ahead of need (outlined text: milliseconds each): the "Dealer" tag
        every hand opens with, then the +2 and +4 that fly to the seat that takes them."""
        jobs: list[Callable[[], object]] = [
            partial(self._misc.get, ("dealfx", _("Dealer")), lambda: self._banner(_("Dealer"), GOLD, 20))]
        jobs += [partial(self._misc.get, ("plus", text), partial(_plus_label, self, text)) for text in ("+2", "+4")]
        return jobs

    def _fx_banner(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        label = self._misc.get(("banner", e.text, e.rgb), lambda: self._banner(e.text, e.rgb))
        label.set_alpha(fade(k, 0.1, 0.2))
        y = L.center[1] + L.ring[1] + self.px(10) - ease_out_cubic(min(1.0, k / 0.15)) * self.px(8)
        surface.blit(label, label.get_rect(midtop=(round(L.center[0]), round(y))))

    def _banner(self, text: str, rgb: tuple[int, int, int], size: int = 30) -> pygame.Surface:
        t = outlined_text(text, font_px(size, self.scale), rgb, INK, max(2, self.px(3 if size > 24 else 2)))
        pad_x, pad_y = self.px(size * 0.7), self.px(6)
        surf = alpha_surface((t.get_width() + 2 * pad_x, t.get_height() + 2 * pad_y))
        draw_panel(surf, surf.get_rect(), radius=surf.get_height() // 2, rgba=(6, 22, 12, 210),
                   border=(*rgb, 160), shadow=False)
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    def _fx_points(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        value = round(e.value * ease_out_cubic(min(1.0, max(0.0, (k - 0.2) / 0.5))))
        if value <= 0 < e.value:
            return  # the count shows once points come in: never a "+0" over the winner while cards fly
        cx, cy = self._seat_center(anim, e.seat)
        label = outlined_text(f"+{value}", font_px(30, self.scale), GOLD, INK, max(2, self.px(3)))
        label.set_alpha(fade(k, 0.1, 0.15))
        L = self.layout
        if e.seat is not None and L is not None and L.seat(e.seat).side == "top":  # no room above: below
            surface.blit(label, label.get_rect(midtop=(round(cx), round(cy + self.px(30)))))
            return
        surface.blit(label, label.get_rect(midbottom=(round(cx), round(cy - self.px(24)))))

    def _fx_confetti(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        """A burst of paper in the four card colours from the winner's plate, falling as it fades."""
        cx, cy = self._seat_center(anim, e.seat)
        t = k * e.duration
        unit = self.px(1)
        size = max(2, self.px(5))
        alpha_k = 1.0 if k < 0.7 else (1.0 - k) / 0.3
        L = self.layout
        down = e.seat is not None and L is not None and L.seat(e.seat).side == "top"  # no room above
        for vx, vy, spin, rgb in _confetti(e.value):
            if down:
                vy = -0.35 * vy
            x = cx + vx * unit * t
            y = cy + (vy * t + 260.0 * t * t) * unit
            w = max(1, round(size * abs(math.cos(spin * t))))
            c = (round(rgb[0] * alpha_k + 20 * (1 - alpha_k)), round(rgb[1] * alpha_k + 60 * (1 - alpha_k)),
                 round(rgb[2] * alpha_k + 30 * (1 - alpha_k)))
            surface.fill(c, (round(x), round(y), w, size))

    def _fx_flash(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        cx, cy = L.center[0], L.center[1] - L.ring[1]
        grow = 0.6 if self.look.reduce_motion() else ease_out_cubic(k)  # "reduce motion": a ring standing still
        r = max(10, round(L.card_w * 0.2)) + round(L.card_w * 0.5 * grow)
        a = 150 if self.look.reduce_motion() else round(200 * (1 - k))
        ring = self._misc.get(("flash", r, e.rgb), lambda: self._flash(r, e.rgb))
        ring.set_alpha(a)
        surface.blit(ring, ring.get_rect(center=(round(cx), round(cy))))

    def _flash(self, r: int, rgb: tuple[int, int, int]) -> pygame.Surface:
        surf = alpha_surface((2 * r + 4, 2 * r + 4))
        pygame.draw.circle(surf, rgb, (r + 2, r + 2), r, max(2, self.px(4)))
        return surf

    def _fx_jump(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        L = self.layout
        assert L is not None
        label = self._misc.get(("jumpfx", e.text), lambda: self._banner(e.text, YELLOW))
        label.set_alpha(fade(k, 0.1, 0.3))
        rest = self.spots.jump_rect(label.get_size())
        rise = (1 - ease_out_cubic(min(1.0, k / 0.3))) * self.px(JUMP_RISE)
        surface.blit(label, rest.move(0, round(rise)))

    def _fx_told(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        """The line at the person's seat saying what someone else's play took (`losses.told`): just above
        their plate, inside the window, left of the widest the turn cue can be (wrapped to as many lines
        as it needs, never cut). It only fades, so reduced motion shows it the same."""
        if self.layout is None or e.seat is None:
            return
        uno = e.seat in anim.uno and anim.counts[e.seat] <= 2  # the UNO badge stands out above the plate
        label, rect = self.told_place(e.seat, e.text, e.rgb, uno, len(anim.hand))
        label.set_alpha(fade(k, 0.06, 0.15))
        surface.blit(label, rect)

    def told_place(self, seat: int, text: str, rgb: tuple[int, int, int],
                   uno: bool = True, cards: int = 7) -> tuple[pygame.Surface, pygame.Rect]:
        """Return the seat banner's picture for `text` and where it goes: its bottom left just above the
        plate of `seat` (above its UNO badge too, while it shows: `uno`), as wide as the room beside the
        turn cue allows; where that room is too low (many seats: a plate just above), wrapped wider on
        fewer lines, else beside the plate: never over a plate, a mark, the log or the hand
        (`Spots.told_avoid`)."""
        L = self.layout
        assert L is not None
        plate = L.seat(seat).plate
        margin = self.px(4)
        room = self.hint_band()[0] - self.px(6) - max(margin, plate.x)
        room = max(room, plate.w)  # a seat that is not beside the hand: its plate's width at least
        gap = self.px(6)
        below = plate.y  # above the plate and the UNO badge standing out of it
        if self.seats is not None:  # and the D chip on its corner
            below = min(below, self.seats.part(seat, "dealer").y)
            if uno:
                below = min(below, self.seats.uno_rect(seat).y)
        avoid = self.spots.told_avoid(seat, uno, cards)  # the hint line stands over the hand of `cards`
        window = pygame.Rect((0, 0), L.size).inflate(-2 * margin, -2 * margin)
        # the room above ends at the lowest plate of another seat in the same column
        column = pygame.Rect(plate.x, 0, room, plate.y)
        top = max([L.top_h, *(sl.plate.bottom for sl in L.seats
                              if sl.seat != seat and sl.plate.colliderect(column) and sl.plate.bottom <= plate.y)])
        high = below - gap - (top + gap)
        # as wide as the room beside the turn cue; in smaller letters when it is low (many seats: a plate
        # just above); wider, on fewer lines, where that stays clear of the hint line
        for width, height in ((room, None), (room, high), (room * 3 // 2, None), (room * 2, None)):
            label = self._misc.get(("told", text, rgb, width, height),
                                   partial(self._told_label, text, rgb, width, 210, height))
            rect = label.get_rect(bottomleft=(plate.x, below - gap))
            if window.contains(rect) and rect.collidelist(avoid) < 0:
                return label, rect
        label = self._misc.get(("told", text, rgb, room, None), partial(self._told_label, text, rgb, room))
        above = label.get_rect(bottomleft=(plate.x, below - gap))
        beside = label.get_rect(midleft=(plate.right + gap, plate.centery))
        fans = [L.fan_rect(sl.seat) for sl in L.seats if sl.seat != seat]  # kept clear where there is room
        return label, place(label.get_size(), [above, beside], avoid, window, fans, step=self.px(4))

    def _told_label(self, text: str, rgb: tuple[int, int, int], width: int, alpha: int = 210,
                    height: int | None = None) -> pygame.Surface:
        """Return the seat banner: `text` in lines no wider than `width` (outline and pill included), and
        with `height`, no taller where the letters (down to 0.8 of their size) allow it: a line is never cut,
        it is taller instead."""
        outline = max(2, self.px(2))
        pad_x, pad_y = self.px(10), self.px(5)
        size = font_px(17, self.scale)
        room = max(1, width - 2 * pad_x - 2 * outline)
        lines, fit = fit_lines(text, size, room, 10 * size if height is None else height - 2 * pad_y, True,
                               floor=0.8)
        if " ".join(lines).split() != text.split():  # cut to fit the height: the whole text, taller
            lines, fit = fit_lines(text, size, room, 10 * size, True, floor=0.8)
        size = fit
        pics = [outlined_text(line, size, rgb, INK, outline) for line in lines]
        step = get_font(size, True).get_linesize()
        w = max(p.get_width() for p in pics) + 2 * pad_x
        h = step * (len(pics) - 1) + pics[-1].get_height() + 2 * pad_y
        surf = alpha_surface((w, h))
        draw_panel(surf, surf.get_rect(), radius=min(surf.get_height() // 2, self.px(16)), rgba=(6, 22, 12, alpha),
                   border=(*rgb, 160), shadow=False)
        for i, pic in enumerate(pics):
            surf.blit(pic, (pad_x, pad_y + i * step))
        return surf

    def _fx_dealer(self, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
        if e.seat is None:
            return
        label = self._misc.get(("dealfx", _("Dealer")), lambda: self._banner(_("Dealer"), GOLD, 20))
        label.set_alpha(fade(k))
        surface.blit(label, self.dealer_tag_rect(e.seat))

    def draw_reveal(self, surface: pygame.Surface, anim: Picture) -> None:
        """Show the hand of the player the person challenged, face up, for a few seconds."""
        r = anim.reveal
        L = self.layout
        if r is None or L is None or anim.t > r.t0 + r.duration:
            return
        k = (anim.t - r.t0) / r.duration
        cards = r.cards
        name = self.names[r.seat]
        title = (_("{name}'s hand — a bluff!") if r.bluff
                 else _("{name}'s hand — no card of the colour: fair")).format(name=name)
        tsurf = text_surface(title, font_px(17, self.scale), GOLD if r.bluff else CREAM, True)
        panel, step, w = self.reveal_panel(len(cards), tsurf.get_width())
        h = round(w * 1.55)
        a = fade(k, 0.08, 0.12)
        if a < 20:
            return
        draw_panel(surface, panel, radius=self.px(14), rgba=(6, 28, 16, 235), border=(*GOLD, 140))
        surface.blit(tsurf, tsurf.get_rect(midtop=(panel.centerx, panel.y + self.px(10))))
        wild = challenged_name(r.card)
        verdict = (_("{name} held a card of the colour in play: the {card} was a bluff") if r.bluff
                   else _("{name} held no card of the colour in play: the {card} was fair")).format(name=name, card=wild)
        lines, size = fit_lines(verdict, font_px(14, self.scale), panel.w - self.px(28), verdict_h(self), False,
                                floor=0.8)
        y = panel.y + self.px(12) + tsurf.get_height()
        for line in lines:
            pic = text_surface(line, size, CREAM, False)
            surface.blit(pic, pic.get_rect(midtop=(panel.centerx, y)))
            y += get_font(size).get_linesize()
        x0 = panel.centerx - (step * (len(cards) - 1)) / 2
        for i, card in enumerate(cards):
            blit_card(surface, self.art, card, w, (x0 + i * step, panel.bottom - self.px(12) - h / 2), shadow=False)



def _shout_rays(surface: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """Rays burst out from behind a shout of "UNO!" (in `rect`) as it goes up, and fade (`k` 0..1)."""
    cx, cy = rect.center
    reach = rect.h * 0.5 + rect.w * 0.55 * ease_out_cubic(k)
    inner = rect.h * 0.45
    half = math.radians(7) * (1.0 - k)
    if half <= 0.002:
        return
    for i in range(12):
        a = 2 * math.pi * i / 12 + 0.26
        tip = (cx + math.cos(a) * reach * 1.25, cy + math.sin(a) * reach * 0.75)
        pygame.draw.polygon(surface, YELLOW, [(cx + math.cos(a - half) * inner, cy + math.sin(a - half) * inner),
                                               tip,
                                               (cx + math.cos(a + half) * inner, cy + math.sin(a + half) * inner)])


def shout_rect(fx: Effects, plate: pygame.Rect, size: tuple[int, int], rise: float = 1.0) -> pygame.Rect:
    """Return where the person's own shout ("UNO!") stands: over their plate's left end, just above it, clear
    of the hint line that runs beside the plate toward the hand (at 1920x1080 it covered the line's start)."""
    rect = pygame.Rect((0, 0), size)
    rect.bottomleft = (plate.x + fx.px(6), round(plate.top - fx.px(4) - 6 * rise))
    return rect


def caught_rects(fx: Effects, anim: Picture) -> list[pygame.Rect]:
    """Return where each "Caught!" stamp up now stands (the reaction bubbles keep clear of them)."""
    if fx.layout is None:
        return []
    return [fx.spots.caught_rect(e.seat, fx._misc.get(("stamp", e.text), partial(fx._stamp, e.text)).get_size())
            for e in anim.effects if e.kind == "caught" and e.seat is not None and e.live(anim.t)]


def verdict_h(fx: Effects) -> int:
    """Return the height kept in the challenge reveal's panel for its verdict: two lines of small text."""
    return 2 * get_font(font_px(14, fx.scale)).get_linesize() + fx.px(4)


def gained_rect(fx: Effects, seat: int, text: str) -> pygame.Rect:
    """Return where the person's "+n" stands (at rest): on their plate, just left of its count, which
    it adds to (the room beside the plate belongs to the hand and the log)."""
    L = fx.layout
    assert L is not None
    plate = L.seats[seat].plate
    return _gained_label(fx, text).get_rect(midright=(plate.right - plate.h - fx.px(2), plate.centery))


def _gained_label(fx: Effects, text: str) -> pygame.Surface:
    return fx._misc.get(("gained", text),
                        lambda: outlined_text(text, font_px(26, fx.scale), YELLOW, INK, max(2, fx.px(2))))


def _fx_plus(fx: Effects, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
    """A penalty's "+n" flies from the pile to the seat that faces it (by its count, or over the person's hand)."""
    L = fx.layout
    assert L is not None
    src = L.discard_pile
    dst = fx._seat_center(anim, e.seat)
    label = fx._misc.get(("plus", e.text), partial(_plus_label, fx, e.text))
    if e.seat == fx.viewer:
        dst = (L.hand_area.centerx, L.hand_area.y)
    elif fx.seats is not None and e.seat is not None:
        # to the count it adds to, resting just over it: the count stays readable (playtest 11: the
        # "+4" sat on the target's count), clear of the name
        badge, lh = fx.seats.part(e.seat, "badge"), label.get_height()
        above = badge.top - lh * 0.35
        dst = (badge.centerx, above if above - lh / 2 >= L.top_h else badge.bottom + lh * 0.35)
    m = ease_in_out_cubic(min(1.0, k / 0.75))
    x = src[0] + (dst[0] - src[0]) * m
    y = src[1] + (dst[1] - src[1]) * m - math.sin(math.pi * m) * L.card_h * 0.4
    label.set_alpha(fade(k, 0.05, 0.2))
    surface.blit(label, label.get_rect(center=(round(x), round(y))))

def _plus_label(fx: Effects, text: str) -> pygame.Surface:
    return outlined_text(text, font_px(34, fx.scale), WHITE, (150, 14, 0), max(2, fx.px(3)))


def _fx_gained(fx: Effects, surface: pygame.Surface, anim: Picture, e: Effect, k: float) -> None:
    """The person's hand grows by a penalty: "+n" on their plate beside the count, rising a little as
    the cards arrive (standing still under reduced motion), fading at the end."""
    L = fx.layout
    if L is None or e.seat is None or not 0 <= e.seat < len(L.seats):
        return
    label = _gained_label(fx, e.text)
    rise = 0.0 if fx.look.reduce_motion() else fx.px(4) * ease_out_cubic(min(1.0, k * 3))
    label.set_alpha(fade(k, 0.04, 0.2))
    surface.blit(label, gained_rect(fx, e.seat, e.text).move(0, -round(rise)))


_EFFECTS: dict[str, Callable[[Effects, pygame.Surface, Picture, Effect, float], None]] = {
    "confetti": Effects._fx_confetti,
    "skip": Effects._fx_skip,
    "bubble": Effects._fx_bubble,
    "caught": Effects._fx_caught,
    "plus": _fx_plus,
    "banner": Effects._fx_banner,
    "points": Effects._fx_points,
    "flash": Effects._fx_flash,
    "jump": Effects._fx_jump,
    "dealer": Effects._fx_dealer,
    "told": Effects._fx_told,
    "gained": _fx_gained,
}
