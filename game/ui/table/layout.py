"""Where everything sits on the table, for 2 to 10 seats at any window size.

The seat at the bottom is the person's (or seat 0 in a CPU-only demo); the others follow it
clockwise on screen (direction +1 goes to the next higher seat: from the bottom to the left, over the
top and down the right side), spread evenly along a rounded path around the piles. Side seats put
their cards beside the name plate, towards the centre; top seats put them below.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.cardart import CARD_ASPECT
from game.ui.text import text_scale, text_width

__all__ = ["FAN_ANGLE", "FAN_LEAN", "FAN_STEP", "FAN_SWAY", "PLATE_NAME_PX", "HandSlot", "Layout", "SeatLayout",
           "fan_offsets", "fan_radius", "hand_slots", "plate_frame", "snap_fan"]

SIDE_WEIGHT = 1.7
"""How much a pixel of the side edges counts against one of the top edge when spreading seats
(side seats need less room along their edge: their cards sit beside the plate)."""
PLATE_NAME_PX = 16
"""The size of a name on a plate other than the bottom one, at scale 1 (bold; `look.font_px`)."""
WIDEN_TRIES = 12
"""How many widths a plate tries, from the one its longest name needs down to the usual one."""


def plate_frame(size: tuple[int, int], s: float) -> tuple[pygame.Rect, pygame.Rect, int, int]:
    """Return the parts of a plate of `size` at scale `s` that its words go between, relative to its
    top-left corner: the avatar, the card-count badge, where the words start and how wide they may be."""
    w, h = size
    r = max(8, h // 2 - max(2, round(4 * s)))
    ax = max(3, round(5 * s)) + r
    avatar = pygame.Rect(ax - r, h // 2 - r, 2 * r, 2 * r)
    tx = ax + r + max(4, round(7 * s))
    br = max(9, round(h * 0.36))
    bx = w - br - max(3, round(5 * s))
    badge = pygame.Rect(bx - br, h // 2 - br, 2 * br, 2 * br)
    return avatar, badge, tx, badge.x - max(4, round(6 * s)) - tx


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Return how far apart `a` and `b` are (the larger of the two axes' gaps; negative when they overlap)."""
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom)


@dataclass(frozen=True)
class SeatLayout:
    """One seat: its name plate, where its cards are shown, and where flying cards go."""

    seat: int
    plate: pygame.Rect
    cards: tuple[float, float]          # centre of the face-down fan (or of the person's hand)
    side: str                           # "bottom", "left", "right" or "top": the edge the seat is on
    bottom: bool                        # the seat at the bottom (the person, or seat 0 in a demo)

    @property
    def anchor(self) -> tuple[float, float]:
        """Return where a card flying to this seat lands."""
        return self.cards


@dataclass(frozen=True)
class HandSlot:
    """Where one card of the person's hand rests: centre, drawing order, and its turn along the fan's
    arc (degrees counter-clockwise: the left end leans left)."""

    x: float
    y: float
    row: int
    angle: float = 0.0


class Layout:
    """Every position of the table for `players` seats in a window of `size` at `scale`."""

    def __init__(self, size: tuple[int, int], players: int, bottom_seat: int, human: bool, scale: float,
                 names: Sequence[str] = ()) -> None:
        """`names`: the seats' names as the plates show them; a plate grows to show the longest whole where
        the table has room for it (`_widen`)."""
        self.size = size
        self.players = players
        self.bottom_seat = bottom_seat
        self.human = human
        self.scale = s = scale
        w, h = size
        self.margin = m = max(8, round(12 * s))
        # cards
        self.card_w = max(40, min(round(86 * s), round(h * 0.19 / CARD_ASPECT)))
        self.card_h = round(self.card_w * CARD_ASPECT)
        crowd = 1.0 if players <= 6 else 0.88
        self.small_w = max(18, min(round(36 * s * crowd), round(h * 0.062)))
        self.small_h = round(self.small_w * CARD_ASPECT)
        # The only widths cards are drawn at, so that the art's cache stays small: backs fly through all
        # four levels; faces are shown at the full width only (a card flying to the pile has grown to it
        # by the time it turns face up); the landing pop uses one more, drawn when first needed.
        lo, hi = self.small_w, self.card_w
        self.levels = (lo, round(lo + (hi - lo) / 3), round(lo + 2 * (hi - lo) / 3), hi)
        self.face_levels = (hi,)
        self.mid_w = self.levels[2]
        self.pop_w = round(hi * 1.06)
        # the top strip: rule chips on the left, hand number and the menu button on the right
        self.top_h = max(24, round(34 * s))
        self.menu_button = pygame.Rect(0, 0, self.top_h - 4, self.top_h - 4)
        self.menu_button.topright = (w - m, m // 2 + 2)
        # columns beside the hand: the plate and the log on the left, the buttons on the right
        # what holds words grows with the text size (Settings: 125%, 150%), the cards do not
        t = text_scale()
        self.side_w = max(round(200 * s * t), round(w * 0.17))
        hand_left = m + self.side_w + m
        hand_right = w - m - self.side_w - m
        self.hand_area = pygame.Rect(hand_left, h - self.card_h - round(self.card_h * 0.3) - m,
                                     hand_right - hand_left, self.card_h + round(self.card_h * 0.3))
        self.hand_y = h - m - self.card_h / 2 - 2
        # the plate of the bottom seat (the person's: left column; a CPU's: bottom centre)
        self.plate_w = max(124, round(150 * s * t))  # at 960x540 the 12-px subtitle ("Random") still fits
        self.plate_h = max(36, round(50 * s * t))
        if human:
            self.bottom_plate = pygame.Rect(m, 0, self.side_w, self.plate_h)
            log_h = round(7 * 17 * s) + 2 * m
            self.log_rect = pygame.Rect(m, h - m - log_h, self.side_w, log_h)
            self.bottom_plate.bottom = self.log_rect.y - max(4, round(6 * s))
        else:
            self.bottom_plate = pygame.Rect(0, 0, self.plate_w, self.plate_h)
            self.bottom_plate.midbottom = (w // 2, h - m)
            log_h = round(7 * 17 * s) + 2 * m
            self.log_rect = pygame.Rect(m, h - m - log_h, self.side_w, log_h)
        self.buttons_rect = pygame.Rect(w - m - self.side_w, self.bottom_plate.y, self.side_w,
                                        h - m - self.bottom_plate.y)
        # the piles and the ring of arrows around them
        self.center = (w / 2, self.top_h + (h - self.top_h) * 0.42)
        gap = self.card_w * 0.78
        self.draw_pile = (self.center[0] - gap, self.center[1])
        self.discard_pile = (self.center[0] + gap, self.center[1])
        self.ring = (self.card_w * 2.15, self.card_h * 0.92)
        # the colour in play: a dot on the ring's top (`centre.Centre` draws it, white rim and shadow included)
        dot_r = max(10, round(self.card_w * 0.2))
        self.color_dot = pygame.Rect(0, 0, 2 * dot_r + 8, 2 * dot_r + 8)
        self.color_dot.center = (round(self.center[0]), round(self.center[1] - self.ring[1]))
        # the prompt panel and the hint line
        self.hint_y = self.hand_area.y - max(6, round(8 * s))
        self.seats = self._place_seats()
        self._widen(names)

    def _widen(self, names: Sequence[str]) -> None:
        """Make the plates (all of one width) wide enough for the longest name of a seat off the bottom,
        as far as the table has room: the widest that brings no two things (plates, the cards beside
        them, the hand, the log, the buttons, the piles, the window's edge) closer than a margin, or than
        they were at the usual width when closer already. A name that still finds no room is cut."""
        s = self.scale
        b = self.bottom_seat
        shown = [n for i, n in enumerate(names) if i != b and i < self.players]
        if not shown:
            return
        _avatar, _badge, _tx, room = plate_frame((self.plate_w, self.plate_h), s)
        need = max(text_width(n, max(12, round(PLATE_NAME_PX * s)), True) for n in shown) + 1
        base = self.plate_w
        if need <= room:
            return
        before = self._gaps(self.seats)
        wanted = base + need - room
        for k in range(WIDEN_TRIES):
            self.plate_w = round(wanted - (wanted - base) * k / WIDEN_TRIES)
            if not self.human and b < self.players:
                self.bottom_plate = pygame.Rect(0, 0, self.plate_w, self.plate_h)
                self.bottom_plate.midbottom = (self.size[0] // 2, self.size[1] - self.margin)
            seats = self._place_seats()
            gaps = self._gaps(seats)
            if all(gaps[pair] >= min(before[pair], self.margin) for pair in before):
                self.seats = seats
                return
        self.plate_w = base
        if not self.human:
            self.bottom_plate = pygame.Rect(0, 0, base, self.plate_h)
            self.bottom_plate.midbottom = (self.size[0] // 2, self.size[1] - self.margin)

    def _gaps(self, seats: Sequence[SeatLayout]) -> dict[tuple[str, str], int]:
        """Return how far apart each two things of the table are that must not meet (`_widen`)."""
        w, h = self.size
        things: list[tuple[str, pygame.Rect]] = []
        for sl in seats:
            things.append((f"plate {sl.seat}", sl.plate))
            if not sl.bottom:
                things.append((f"cards {sl.seat}", self._fan_at(sl.cards)))
        stock, discard = self.piles()
        ring = pygame.Rect(0, 0, round(2 * self.ring[0]), round(2 * self.ring[1]))
        ring.center = (round(self.center[0]), round(self.center[1]))
        zones = [("strip", pygame.Rect(0, 0, w, self.top_h)), ("piles", stock.union(discard)), ("ring", ring)]
        if self.human:
            zones += [("hand", self.hand_area), ("log", self.log_rect), ("buttons", self.buttons_rect)]
        out: dict[tuple[str, str], int] = {}
        screen = pygame.Rect(0, 0, w, h)
        for i, (name, rect) in enumerate(things):
            # the window's edge: how far inside it the thing stays
            out[(name, "edge")] = min(rect.left - screen.left, screen.right - rect.right, rect.top - screen.top,
                                      screen.bottom - rect.bottom)
            for other, zone in zones:
                out[(name, other)] = _gap(rect, zone)
            for other, rect2 in things[i + 1:]:
                if name.split()[1] != other.split()[1]:  # a plate and its own cards sit together
                    out[(name, other)] = _gap(rect, rect2)
        return out

    # -- seats ------------------------------------------------------------------------------------
    def _place_seats(self) -> list[SeatLayout]:
        w, h = self.size
        s = self.scale
        m = self.margin
        n = self.players
        out: list[SeatLayout | None] = [None] * n
        b = self.bottom_seat
        cards: tuple[float, float] = (self.hand_area.centerx, self.hand_y)
        if not self.human:
            cards = (w / 2, self.bottom_plate.y - max(4, round(6 * s)) - self.small_h / 2)
        out[b] = SeatLayout(b, self.bottom_plate, cards, "bottom", True)
        others = [(b + k) % n for k in range(1, n)]
        if not others:
            return [x for x in out if x is not None]
        pw, ph = self.plate_w, self.plate_h
        left, right = m, w - m
        top = self.top_h + m // 2
        # the lowest side seats stay clear of the columns beside the hand
        low = min(self.bottom_plate.y if self.human else self.log_rect.y, self.hand_area.y) - ph / 2 - m
        low = min(low, top + (h - top) * 0.62)
        side_len = max(1.0, low - (top + ph / 2))
        top_len = max(1.0, (right - left) - pw)
        total = 2 * side_len * SIDE_WEIGHT + top_len
        count = len(others)
        for i, seat in enumerate(others):
            d = (i + 0.5) / count * total if count > 1 else total / 2
            if d < side_len * SIDE_WEIGHT:
                # up the left side
                y = low - d / SIDE_WEIGHT
                rect = pygame.Rect(0, 0, pw, ph)
                rect.midleft = (left, round(y))
                fan: tuple[float, float] = (rect.right + m * 0.6 + self._fan_w() / 2, rect.centery)
                out[seat] = SeatLayout(seat, rect, fan, "left", False)
            elif d > side_len * SIDE_WEIGHT + top_len:
                y = low - (total - d) / SIDE_WEIGHT
                rect = pygame.Rect(0, 0, pw, ph)
                rect.midright = (right, round(y))
                fan = (rect.left - m * 0.6 - self._fan_w() / 2, rect.centery)
                out[seat] = SeatLayout(seat, rect, fan, "right", False)
            else:
                x = left + pw / 2 + (d - side_len * SIDE_WEIGHT)
                rect = pygame.Rect(0, 0, pw, ph)
                rect.midtop = (round(x), top)
                out[seat] = SeatLayout(seat, rect, self._under(rect), "top", False)
        return self._clear_corners([x for x in out if x is not None])

    def _clear_corners(self, seats: list[SeatLayout]) -> list[SeatLayout]:
        """Move a side seat's cards under its plate where, beside it, they would run into a top seat's
        (the highest side seat and the nearest top seat at eight seats), if they fit there."""
        def clashes(fan: pygame.Rect, me: SeatLayout, layout: list[SeatLayout]) -> bool:
            return any(
                fan.colliderect(o.plate) or (not o.bottom and fan.colliderect(self._fan_at(o.cards)))
                for o in layout if o.seat != me.seat
            )

        out = list(seats)
        for i, sl in enumerate(out):
            if sl.side not in ("left", "right") or not clashes(self._fan_at(sl.cards), sl, out):
                continue
            under = self._under(sl.plate)
            if not clashes(self._fan_at(under), sl, out):
                out[i] = SeatLayout(sl.seat, sl.plate, under, sl.side, sl.bottom)
        return out

    def _under(self, plate: pygame.Rect) -> tuple[float, float]:
        """Return the centre of a face-down fan shown under `plate` (a top seat's place for its cards)."""
        return (plate.centerx, plate.bottom + max(3, round(5 * self.scale)) + self.small_h / 2)

    def _fan_at(self, cards: tuple[float, float]) -> pygame.Rect:
        """Return the rect of a full face-down fan centred on `cards`."""
        rect = pygame.Rect(0, 0, round(self._fan_w()), self.small_h)
        rect.center = (round(cards[0]), round(cards[1]))
        return rect

    def _fan_w(self) -> float:
        """Return the width of a full face-down fan."""
        return self.small_w + self.small_w * FAN_SPAN

    def fan_rect(self, seat: int) -> pygame.Rect:
        """Return the rect a CPU seat's full face-down fan takes."""
        return self._fan_at(self.seat(seat).cards)

    def notice_top(self, size: tuple[int, int]) -> int | None:
        """Return where the app's notices (each `size`, the widest) go at the table: over the ring's lower
        arc, under the piles (and under a side seat reaching down there) and above the hint line, clear of
        every seat (at the top edge a notice covered the top player's name: playtest); None when there is
        no such room (then at the top edge)."""
        gap = max(2, round(4 * self.scale))
        rect = pygame.Rect(0, max(pile.bottom for pile in self.piles()) + gap, *size)
        rect.centerx = round(self.center[0])
        hint_top = self.hint_y - round(30 * self.scale)  # the hint line's pill, at its lowest
        seats = [s.plate for s in self.seats] + [self.fan_rect(s.seat) for s in self.seats if not s.bottom]
        for _ in seats:  # below the side seats that reach down into the band, while there is room
            hit = rect.collidelist(seats)
            if hit < 0:
                break
            rect.y = seats[hit].bottom + gap
        if rect.bottom + gap > hint_top or rect.collidelist(seats) >= 0:
            return None
        return rect.y

    def piles(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Return the rects of the stock and of the discard pile (a card a little out of line included)."""
        out = []
        for x, y in (self.draw_pile, self.discard_pile):
            rect = pygame.Rect(0, 0, round(self.card_w * 1.12), round(self.card_h * 1.08))
            rect.center = (round(x), round(y))
            out.append(rect)
        return out[0], out[1]

    def seat(self, seat: int) -> SeatLayout:
        """Return the layout of `seat`."""
        return self.seats[seat]

    def cut_card(self, seat: int, viewer: int) -> pygame.Rect:
        """Return where `seat`'s card of the cut for dealer lies face up (`mid_w` wide): the viewer's over
        the middle of their hand, another seat's at its anchor."""
        sl = self.seat(seat)
        at = (self.hand_area.centerx, self.hand_area.y + self.card_h * 0.3) if seat == viewer else sl.anchor
        rect = pygame.Rect(0, 0, self.mid_w, max(1, round(self.mid_w * CARD_ASPECT)))
        rect.center = (round(at[0]), round(at[1]))
        if seat != viewer:  # larger than the fan: clear of every plate (it covered the seat's level, playtest 11)
            rect = self._clear_of_plates(sl, rect)
        return rect

    def _clear_of_plates(self, sl: SeatLayout, rect: pygame.Rect) -> pygame.Rect:
        """Return `rect` (a cut card at `sl`'s fan) moved off the plates: pushed from its own plate into the
        table, else (a crowded corner, another plate there) beside its own plate, else as pushed."""
        plates = [other.plate.inflate(4, 4) for other in self.seats]
        own = sl.plate.inflate(4, 4)
        screen = pygame.Rect(0, self.top_h, self.size[0], self.size[1] - self.top_h)  # under the top bar
        dx, dy = {"top": (0, 1), "left": (1, 0), "right": (-1, 0)}.get(sl.side, (0, -1))  # into the table
        pushed = rect.copy()
        while pushed.colliderect(own):
            pushed.move_ip(2 * dx, 2 * dy)
        gap = max(4, rect.w // 10)
        beside = []
        for side in ((1, -1) if sl.plate.centerx < self.size[0] / 2 else (-1, 1)):
            r = rect.copy()
            if dx == 0:  # a top seat: to the right or the left of its plate
                r.center = (own.right + gap + r.w // 2 if side > 0 else own.left - gap - r.w // 2, own.centery)
            else:  # a side seat: below or above its plate
                r.center = (own.centerx, own.bottom + gap + r.h // 2 if side > 0 else own.top - gap - r.h // 2)
            beside.append(r.clamp(screen))
        for r in (pushed.clamp(screen), *beside):
            if r.collidelist(plates) < 0:
                return r
        return pushed.clamp(screen)

    # -- the person's hand ------------------------------------------------------------------------
    def hand(self, count: int) -> list[HandSlot]:
        """Return where each of `count` cards of the person's hand rests, left to right."""
        return hand_slots(count, self.hand_area, self.card_w, self.card_h, self.hand_y)

    def hand_top(self, count: int) -> float:
        """Return the highest point of `count` cards of the person's hand at rest (the fan's arc lifts its
        middle above `hand_y`, and a leaning card's upper corner rises): what a panel keeps clear of."""
        top = self.hand_y - self.card_h / 2
        for slot in self.hand(count):
            a = math.radians(slot.angle)
            top = min(top, slot.y - self.card_h / 2 * math.cos(a) - self.card_w / 2 * abs(math.sin(a)))
        return top


HAND_STEP = 0.94
"""A small hand lies almost side by side (6% of a card overlapping): 7 cards take about 45% of a 1280-px
window (they took a third at 0.66); a bigger hand overlaps more to stay within its area."""
FAN_ANGLE = 7.5
"""Degrees the cards at the ends of a wide hand lean out along its arc (a small hand leans less)."""
FAN_LEAN = 3.0
"""Degrees the whole fan leans at most toward the pointer or the chosen card (`game.ui.table.fan`)."""
FAN_SWAY = 1.5
"""How far below the hand the point it leans about lies, in card heights (how far it slides as it leans)."""
FAN_STEP = 1.5
"""The cards' angles are multiples of this many degrees: each turned copy of a card is drawn once."""


def fan_radius(span: float, card_h: int) -> float:
    """Return the radius of the circle the hand's arc follows for cards spread over `span` pixels: the
    ends lean out by `FAN_ANGLE` at most, and never along a circle tighter than four card heights."""
    half = max(1.0, span / 2)
    return max(4.0 * card_h, half / math.sin(math.radians(FAN_ANGLE)))


def snap_fan(angle: float) -> float:
    """Return `angle` taken to the nearest `FAN_STEP` degrees."""
    return round(angle / FAN_STEP) * FAN_STEP


def hand_slots(count: int, area: pygame.Rect, card_w: int, card_h: int, base_y: float) -> list[HandSlot]:
    """Spread `count` cards over `area` along a gentle arc, overlapping more as the hand grows; two rows
    past ~30 cards.

    Each card sits on a circle of `fan_radius` below the hand (the ends a little lower than the middle)
    and leans along it. A card always shows at least its left quarter (the rank corner), so every card
    stays readable and clickable (the topmost card under the mouse is the one drawn last).
    """
    if count <= 0:
        return []
    # the end cards lean out past their upright box (and the fan slides as it leans): keep them inside
    lean = math.radians(FAN_ANGLE + FAN_LEAN)
    width = area.w - 2 * (card_h / 2 * math.sin(lean) + FAN_SWAY * card_h * math.sin(math.radians(FAN_LEAN)))
    natural = card_w * HAND_STEP
    min_step = card_w * 0.27
    per_row = count
    if count > 1 and (width - card_w) / (count - 1) < min_step:
        per_row = max(2, int((width - card_w) / min_step) + 1)
    rows = math.ceil(count / per_row)
    per_row = math.ceil(count / rows)  # rows of even length
    out: list[HandSlot] = []
    for r in range(rows):
        k = min(per_row, count - r * per_row)
        step = natural if k < 2 else min(natural, (width - card_w) / (k - 1))
        span = step * (k - 1)
        x0 = area.centerx - span / 2
        # back rows sit higher, so the front row never hides their corners
        y = base_y - (rows - 1 - r) * card_h * 0.42
        radius = fan_radius(max(span, 3 * card_w), card_h)
        # the whole fan sits higher by as much as its lowest corner drops, leaning all the way to a side,
        # less the margin below the hand (a tenth of a card), which the ends may dip into
        end = math.asin(min(1.0, span / 2 / radius))
        y -= max(0.0, radius * (1 - math.cos(end)) + card_w / 2 * math.sin(end + math.radians(FAN_LEAN)) - card_h * 0.1)
        for i in range(k):
            dx = x0 + i * step - area.centerx
            a = math.asin(max(-1.0, min(1.0, dx / radius)))
            out.append(HandSlot(area.centerx + dx, y + radius * (1 - math.cos(a)), r, snap_fan(-math.degrees(a))))
    return out


FAN_SPAN = 0.28 * 6
"""The widest face-down fan (seven backs), from its first card's left edge to its last one's, in card widths."""


def fan_offsets(count: int, card_w: int) -> list[float]:
    """Return the x offsets of a face-down fan of `count` cards (at most 7 shown), centred on 0: a few cards
    stand half a card apart, so that two read as two (at 0.28 of a card the second showed as a sliver of the
    back's border), more close up to the widest fan's span."""
    shown = min(count, 7)
    if shown <= 0:
        return []
    step = card_w * min(0.5, FAN_SPAN / max(1, shown - 1))
    span = step * (shown - 1)
    return [-span / 2 + i * step for i in range(shown)]
