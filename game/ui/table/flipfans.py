"""UNO Flip!: the other players' hands as the cards' backs, fanned face up, and the table turning over.

At a real UNO Flip! table everyone sees the other side of every card the others hold. Each CPU's hand
is drawn as real cards (the backs from the view, in hand order), fanned so that each card's corner
(its colour and its rank or symbol) shows: up to `FULL_FAN` cards at full spacing; a larger hand closes
up to the same width and shows its count. The fan of the seat under the mouse (or the keyboard's
focus) opens up larger over the table (`peek`), every card readable. While the table turns over,
each fan and the person's hand narrow to their edge and open on the other side (`sides.Sides`).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.model import PlayerView
from game.model.cards import Card
from game.ui.cardart import card_size
from game.ui.palette import INK, WHITE
from game.ui.table.centre import squashed
from game.ui.table.layout import SeatLayout
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.table.sides import other_side
from game.ui.table.sprites import blit_card
from game.ui.text import text_surface

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["AHEAD", "BACKS_MIN", "FAN_PICTURES_SPARE", "FULL_FAN", "STEP", "URGENT", "FlipFans", "backs_width"]

FULL_FAN = 12
"""Cards a fan of backs shows at full spacing; a larger hand closes up to the same width."""
STEP = 0.40
"""The spacing of a fan of backs, in card widths: each card's rank corner shows (it is 0.36 wide)."""
AHEAD = 12
"""Frames ahead within which a fan's next picture is drawn after the frames (and kept till it shows)."""
URGENT = 3
"""Frames ahead within which a fan's next picture is drawn after a frame even with no spare time left."""
FAN_PICTURES_SPARE = 2
"""The pictures of fans kept beyond one per seat (a hand or two gone by)."""
BACKS_MIN = 36
"""The narrowest the backs are drawn where the table has room (a 960x540 window): their corner's figures
about 10 pixels tall, 1.2 times the 30 px they had. (At 38 and 40 px the fans' premultiplied pictures
round up to 5 and 7 levels away from the card-by-card drawing, past the 4 `test_flip_fan_pictures`
allows; an odd width puts a card centred on a pixel half a pixel off.)"""


def backs_width(small_w: int, window_h: int) -> int:
    """Return the width the backs are drawn at: never below the table's small cards, at least 5.6 % of
    the window's height, and at least `BACKS_MIN` pixels (up to 6.7 % of the height), where the corner's
    rank reads in a small window: at 960x540 they were 30 pixels wide, their figures 8 pixels tall."""
    return max(small_w, round(window_h * 0.056), min(BACKS_MIN, round(window_h * 0.067)))


class FlipFans(Painter):
    """Draws the CPUs' hands as their backs, the peek at one of them, and the person's hand turning."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        self._tags = self.cache(8)
        self._peeks = self.cache(1)
        self._fan_pics = self.cache(len(look.names) + FAN_PICTURES_SPARE)
        self._caps: dict[tuple[object, object], int] = {}

    # -- geometry ---------------------------------------------------------------------------------
    def card_w(self) -> int:
        """Return the width the backs are drawn at: as `backs_width` asks where a fan of seven fits at
        every seat (clear of plates, piles and the other fans), else the widest from the window's share
        up that does (found once per layout)."""
        L = self.layout
        assert L is not None
        key = (L, "w")
        w = self._caps.get(key)
        if w is None:
            base = max(L.small_w, round(L.size[1] * 0.056))
            w = base
            for wide in range(backs_width(L.small_w, L.size[1]), base, -1):
                if wide % 2:
                    continue  # an even width: a card centred on a fan's pixel lies on whole pixels
                if self.span_cap(wide) >= round(wide * STEP * 6 + card_size(wide)[0]):
                    w = wide
                    break
            self._caps[key] = w
        return w

    def offsets(self, count: int, width: int) -> list[float]:
        """Return the x offsets of a fan of `count` backs `width` wide, left to right, from its left
        card's centre (at most `FULL_FAN` cards' width: a larger hand closes up)."""
        if count <= 0:
            return []
        step = width * STEP
        if count > FULL_FAN:
            step = step * (FULL_FAN - 1) / (count - 1)
        room = self.span_cap(width)
        if count > 1 and step * (count - 1) + card_size(width)[0] > room:  # a crowded table: every fan closes up
            step = max(0.0, (room - card_size(width)[0]) / (count - 1))
        return [i * step for i in range(count)]

    def span_cap(self, width: int) -> int:
        """Return the widest a fan of backs `width` wide may be in the layout in force: the widest (up to
        a full fan) at which no seat's fan runs into a plate, another seat's fan, the piles or the colour
        dot, or leaves the window (found once per layout)."""
        L = self.layout
        assert L is not None
        key = (L, width)
        cap = self._caps.get(key)
        if cap is not None:
            return cap
        cw, ch = card_size(width)
        full = round(width * STEP * (FULL_FAN - 1) + cw)
        gap = self.px(4)
        others = [sl for sl in L.seats if sl.seat != self.viewer]
        keep = [sl.plate for sl in L.seats] + [L.color_dot, *L.piles()]
        window = pygame.Rect(0, 0, L.size[0], L.size[1])
        cap = cw
        for span in range(full, cw - 1, -max(1, self.px(2))):
            fans = [self._anchored(sl, pygame.Rect(0, 0, span, ch)) for sl in others]
            fits = all(window.contains(f) and f.inflate(gap, gap).collidelist(keep) < 0 for f in fans)
            if fits and all(not a.inflate(gap, gap).colliderect(b) for i, a in enumerate(fans) for b in fans[i + 1:]):
                cap = span
                break
        if len(self._caps) > 32:
            self._caps.clear()
        self._caps[key] = cap
        return cap

    def fan_rect(self, sl: SeatLayout, count: int, width: int | None = None) -> pygame.Rect:
        """Return where the fan of `count` backs of seat `sl` goes: centred under a top seat's plate,
        growing from the plate towards the table's middle for a side seat."""
        L = self.layout
        assert L is not None
        w = width or self.card_w()
        cw, ch = card_size(w)
        offs = self.offsets(count, w)
        span = round((offs[-1] if offs else 0) + cw)
        return self._anchored(sl, pygame.Rect(0, 0, span, ch))

    def _anchored(self, sl: SeatLayout, rect: pygame.Rect) -> pygame.Rect:
        """Return `rect` placed as seat `sl`'s fan: centred under a top seat's plate, growing from the
        plate towards the table's middle for a side seat."""
        L = self.layout
        assert L is not None
        home = L.fan_rect(sl.seat)  # where the face-down fan of the other editions goes
        if sl.side == "left":
            rect.midleft = home.midleft
        elif sl.side == "right":
            rect.midright = home.midright
        elif sl.side == "top":
            rect.midtop = home.midtop
        else:
            rect.midbottom = home.midbottom
        if home.centery > sl.plate.bottom and sl.side in ("left", "right"):  # cards under a side plate
            rect.top = max(rect.top, sl.plate.bottom + max(3, round(5 * self.scale)))
        return rect.clamp(pygame.Rect(L.margin, 0, L.size[0] - 2 * L.margin, L.size[1]))

    def warm_jobs(self) -> list[Callable[[], object]]:
        """Return drawings to do ahead of need under UNO Flip!: the shadow of the backs. No face of the
        deck is drawn up front: the faces the fans show are kept drawn after each frame by `keep_warm`
        as the hands change, and a card in flight is drawn a few frames ahead (`Warmup.prefetch`).
        Every face at the backs' width (2.4 MB at 1920x1080) or at the table's card width (12 MB), drawn
        through the art's 4 MB cache, pushed out the faces a deal's flights had just been given."""
        L = self.layout
        if L is None:
            return []
        return [partial(self.art.shadow, self.card_w())]

    def keep_warm(self, anim: Picture, until: float, view: Callable[[], PlayerView] | None = None) -> None:
        """After a frame, in its spare time: draw each fan's next picture and the stock's next top
        (`prepare`, `prepare_stock`, from the game's `view()` when given), then keep the faces the
        fans show drawn (each kept one counts
        as just used, so the table's bigger pictures do not push them out of the art's cache), and draw
        the faces of the cards on their way to a fan (the backs ahead of its count) until
        `time.perf_counter()` reaches `until`: a fan whose hand changed then draws its picture from
        kept faces instead of painting faces inside a frame (a few milliseconds each)."""
        L = self.layout
        sides = anim.sides
        if L is None or not sides.two_sided or sides.turning(anim.t):
            return
        self.prepare(anim, until)
        if view is not None:
            now = view()
            self.prepare_stock(anim, now.stock_back, now.side)
        w = self.card_w()
        side = sides.back_side
        art = self.art
        art.back(w)  # a card whose other side is not known yet (a fan longer than its backs)
        for sl in L.seats:
            if sl.seat == self.viewer:
                continue
            for card in sides.backs_of(sl.seat):
                if not art.has_face(card, w, side) and time.perf_counter() < until:
                    art.face(card, w, side)

    def prepare_stock(self, anim: Picture, stock_back: Card | None, side: str) -> None:
        """After a frame: draw the face the stock will show on top once the motion ends, `stock_back`
        on the model's side `side` (the table shows the stock's top as the game stood before the cards
        in flight), so that the frame where it shows does not paint it."""
        L = self.layout
        if L is None or stock_back is None or not anim.sides.two_sided or side != anim.sides.side:
            return
        self.art.face(stock_back, L.card_w, other_side(side))  # drawn, or kept as used till it shows

    def prepare(self, anim: Picture, until: float) -> int:
        """After a frame, in its spare time: draw the picture each fan will show when its hand next
        changes, before the frame that shows it: a card dealt or drawn to a seat that lands (the
        flights tell its other side ahead of the fan) or a card a seat plays that leaves, when that
        is due within `AHEAD` frames (a picture drawn, then kept as used until it shows, stays in
        the cache beside the one on show: at most one more per seat whose hand is about to change).

        A change due within `URGENT` frames is drawn even when the frame left no spare time (it
        would otherwise be drawn inside the frame that shows it, with any face it needs: a few
        milliseconds each); a later one only until `time.perf_counter()` reaches `until`, soonest
        first. Return the pictures drawn."""
        L = self.layout
        sides = anim.sides
        if L is None or not sides.two_sided or sides.turning(anim.t):
            return 0
        changes: list[tuple[float, int, int, Card | None]] = []  # (when, seat, count's step, back added)
        for f in (*anim.flights, *anim.planned):
            if f.joins is not None and f.joins != self.viewer and not f.landed:
                changes.append((f.t1, f.joins, 1, f.joins_back))
            if f.leaves is not None and f.leaves != self.viewer and not f.launched:
                changes.append((f.t0, f.leaves, -1, f.back))
        if not changes:
            return 0
        changes.sort(key=lambda c: c[0])
        w = self.card_w()
        side = sides.back_side
        urgent = anim.t + URGENT / 60
        horizon = anim.t + AHEAD / 60
        drawn = 0
        done: set[int] = set()
        for when, seat, step, back in changes:
            if when > horizon:
                break
            if seat in done or anim.counts[seat] + step <= 0 or seat in anim.dealer_cards:
                continue
            done.add(seat)  # only a seat's next change: what follows it is drawn once it is next
            if when > urgent and time.perf_counter() >= until:
                break
            backs = sides.backs_of(seat)
            if step > 0 and back is not None:
                backs = (*backs, back)
            elif step < 0 and back is not None and back in backs:
                rest = list(backs)
                rest.remove(back)
                backs = tuple(rest)
            count = anim.counts[seat] + step
            sl = L.seat(seat)
            drawn += self._fan_key(sl, backs[:count], count, w, side)[0] not in self._fan_pics
            self._fan(sl, backs[:count], count, w, side)  # drawn, or kept as used (not pushed out)
        return drawn

    # -- drawing ----------------------------------------------------------------------------------
    def draw_fans(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw each CPU's hand as its backs (see the module). At rest each fan is one picture, drawn
        card by card from the art's cache when the hand changes and kept while it does not (one per
        seat: a fan of 12 is about 130 kB at 1920x1080, less than the faces it is made of): drawing
        ten fans card by card cost a hundred blits and lookups a frame, which made a 10-seat frame
        half again as long as the classic one's. While the table turns, each card turns on its own
        axis, drawn card by card."""
        L = self.layout
        assert L is not None
        sides = anim.sides
        q = sides.squash(anim.t)
        w = self.card_w()
        cw, _ch = card_size(w)
        art = self.art
        side = sides.back_side
        for sl in L.seats:
            seat = sl.seat
            if seat == self.viewer or seat in anim.dealer_cards:
                continue
            count = anim.counts[seat]
            if count <= 0:
                continue
            shown = sides.backs_of(seat)[:count]
            rect = self.fan_rect(sl, count, w)
            if q < 1.0:
                y = rect.centery
                for i, dx in enumerate(self.offsets(count, w)):
                    x = rect.x + dx + cw / 2
                    img = art.face(shown[i], w, side) if i < len(shown) else art.back(w)
                    img = squashed(img, q)
                    surface.blit(img, img.get_rect(center=(round(x), y)))
            else:
                pic, box = self._fan(sl, shown, count, w, side)
                surface.blit(pic, box, special_flags=pygame.BLEND_PREMULTIPLIED)
            if count > FULL_FAN:  # closed up: say how many
                tag = self._tags.get(count, partial(self._count_tag, count))
                surface.blit(tag, tag.get_rect(topright=(rect.right + self.px(3), rect.y - self.px(3))))

    def _fan(self, sl: SeatLayout, shown: tuple[Card, ...], count: int, w: int,
             side: str) -> tuple[pygame.Surface, pygame.Rect]:
        """Return the picture of seat `sl`'s fan at rest of `count` cards showing `shown` (drawn the
        first time, then kept) and the rectangle it goes at."""
        key, rect, box = self._fan_key(sl, shown, count, w, side)
        return self._fan_pics.get(key, partial(self._fan_picture, rect, box, shown, count, w, side)), box

    def _fan_key(self, sl: SeatLayout, shown: tuple[Card, ...], count: int, w: int,
                 side: str) -> tuple[tuple[object, ...], pygame.Rect, pygame.Rect]:
        """Return the key of the picture `_fan` gives, where the fan goes and where its picture goes."""
        art = self.art
        rect = self.fan_rect(sl, count, w)
        key = ("fan", sl.seat, shown, count, w, side, rect.topleft, art.colorblind, art.high_contrast,
               art.back_style, art.custom_wild)
        return key, rect, self._fan_box(rect, count, w)

    def _places(self, rect: pygame.Rect, offsets: list[float], w: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """Return where the cards of a fan at rest in `rect` at `offsets` (see `offsets`) go: each
        one's shadow's rectangle and its face's, on the table."""
        cw, ch = card_size(w)
        sw, sh = self.art.shadow(w).get_size()
        y = rect.centery
        out = []
        for dx in offsets:
            x = rect.x + dx + cw / 2
            shadow = pygame.Rect(0, 0, sw, sh)
            shadow.center = (round(x + 1), round(y + 2))
            face = pygame.Rect(0, 0, cw, ch)
            face.center = (round(x), y)
            out.append((shadow, face))
        return out

    def _fan_box(self, rect: pygame.Rect, count: int, w: int) -> pygame.Rect:
        """Return the rectangle a fan of `count` at rest in `rect` covers on the table (its first and
        last card's shadows and faces)."""
        offs = self.offsets(count, w)
        (s0, f0), (s1, f1) = self._places(rect, [offs[0], offs[-1]], w)
        return s0.unionall([f0, s1, f1])

    def _fan_picture(self, rect: pygame.Rect, box: pygame.Rect, shown: tuple[Card, ...], count: int, w: int,
                     side: str) -> pygame.Surface:
        """Return one fan of backs at rest drawn into a picture that goes at `box`: each card's shadow
        and face where they go on the table, card by card, as `draw_fans` drew them there.

        The picture's colours are premultiplied by its alpha, and so are the pieces blended into it
        (blit it with BLEND_PREMULTIPLIED): a card's soft corner over a shadow over the felt then
        comes out as when each was blended onto the table in turn (a straight-alpha picture darkens
        a translucent piece over a translucent one), to a level of rounding."""
        art = self.art
        shadow = art.shadow(w).premul_alpha()
        pic = alpha_surface(box.size)
        pic.fill((0, 0, 0, 0))
        flags = pygame.BLEND_PREMULTIPLIED
        for i, (shadow_at, face_at) in enumerate(self._places(rect, self.offsets(count, w), w)):
            img = art.face(shown[i], w, side) if i < len(shown) else art.back(w)
            pic.blit(shadow, shadow_at.move(-box.x, -box.y), special_flags=flags)
            pic.blit(img.premul_alpha(), face_at.move(-box.x, -box.y), special_flags=flags)
        return pic

    def draw_peek(self, surface: pygame.Surface, anim: Picture, seat: int) -> None:
        """Draw `seat`'s backs large and spread beside its place, every card readable (not while the
        table turns, nor for the person's own seat)."""
        L = self.layout
        assert L is not None
        if seat != self.viewer and 0 <= seat < len(L.seats) and not anim.sides.turning(anim.t):
            self._peek(surface, anim, seat)

    def _count_tag(self, count: int) -> pygame.Surface:
        text = text_surface(str(count), font_px(12, self.scale), WHITE, True)
        box = text.get_rect().inflate(max(6, text.get_height() // 2), 2)
        surf = alpha_surface(box.size)
        r = surf.get_rect()
        pygame.draw.rect(surf, INK, r, border_radius=r.h // 2)
        pygame.draw.rect(surf, WHITE, r, 1, border_radius=r.h // 2)
        surf.blit(text, text.get_rect(center=r.center))
        return surf

    def peek_seat(self, anim: Picture, pos: tuple[int, int] | None) -> int | None:
        """Return the CPU seat whose fan or plate is under `pos` (None: none)."""
        L = self.layout
        if L is None or pos is None or not anim.sides.two_sided:
            return None
        w = self.card_w()
        for sl in L.seats:
            if sl.seat == self.viewer:
                continue
            if sl.plate.collidepoint(pos) or self.fan_rect(sl, anim.counts[sl.seat], w).collidepoint(pos):
                return sl.seat
        return None

    def _peek(self, surface: pygame.Surface, anim: Picture, seat: int) -> None:
        """Draw `seat`'s backs large and spread over the table beside its place, every card readable."""
        L = self.layout
        assert L is not None
        backs = anim.sides.backs_of(seat)
        if not backs:
            return
        width = max(self.card_w(), round(L.card_w * 0.7))
        key = ("peek", backs, width, anim.sides.back_side, self.art.colorblind)

        def make() -> pygame.Surface:
            cw, ch = card_size(width)
            per_row = max(1, min(len(backs), int((L.size[0] * 0.8 - cw) / (cw * 0.55)) + 1))
            rows = -(-len(backs) // per_row)
            step = cw * 0.55
            pad = max(6, round(cw * 0.15))
            surf = alpha_surface((round(step * (min(per_row, len(backs)) - 1) + cw) + 2 * pad,
                                  round(ch + (rows - 1) * ch * 0.6) + 2 * pad))
            pygame.draw.rect(surf, (10, 14, 24, 200), surf.get_rect(), border_radius=pad)
            for i, card in enumerate(backs):
                r, k = divmod(i, per_row)
                c = (pad + cw / 2 + k * step, pad + ch / 2 + r * ch * 0.6)
                blit_card(surf, self.art, card, width, c, side=anim.sides.back_side)
            return surf

        pic = self._peeks.get(key, make)
        sl = L.seat(seat)
        rect = pic.get_rect()
        fan = self.fan_rect(sl, anim.counts[seat])
        if sl.side == "top":
            rect.midtop = (fan.centerx, fan.bottom + self.px(6))
        elif sl.side == "left":
            rect.midleft = (fan.right + self.px(6), fan.centery)
        elif sl.side == "right":
            rect.midright = (fan.left - self.px(6), fan.centery)
        else:
            rect.midbottom = (fan.centerx, fan.top - self.px(6))
        rect.clamp_ip(pygame.Rect((0, 0), L.size))
        surface.blit(pic, rect)

    def draw_turning_hand(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw the person's hand while the table turns over: each card narrowing to its edge, then
        opening on its new face."""
        L = self.layout
        assert L is not None
        q = anim.sides.squash(anim.t)
        for sprite in anim.hand:
            if not sprite.arrived:
                continue
            img = squashed(self.art.face(sprite.card, L.card_w), q)
            x, y = sprite.pos.center
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
