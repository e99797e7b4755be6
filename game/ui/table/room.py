"""Free room on the table for the moments shown over it (the "Jump-in!" banner, the "Caught!" stamp, the
line at the person's seat, the "Dealer" tag): they never cover what a player reads the table by.

`Reserved` lists the rectangles kept clear: every name plate, each seat's UNO badge and D chip (where
they show when they do, so a banner never jumps aside as one appears), the colour in play on the ring,
the two piles, and on a person's table the hint line over the hand. `place` puts a picture of a given size
at the first of its candidate spots that runs into none of them (kept inside the window), else at the
nearest free spot found by sliding the first candidate away in small steps. Pure geometry: the painters
pass their pictures' sizes, so the layout tests can check every seat count at every window size.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.table.look import Look, Painter

if TYPE_CHECKING:
    from game.ui.table.layout import Layout
    from game.ui.table.seats import Seats

__all__ = ["JUMP_RISE", "Reserved", "Spots", "envelope", "place", "reserved_on"]

JUMP_RISE = 10
"""Pixels (at scale 1) the "Jump-in!" banner rises as it shows."""


@dataclass(frozen=True)
class Reserved:
    """The rectangles a transient banner must not cover, by kind."""

    plates: tuple[pygame.Rect, ...]
    marks: tuple[pygame.Rect, ...]
    """The seats' UNO badges and D chips (they stand out of their plates)."""
    centre: tuple[pygame.Rect, ...]
    """The colour dot and the two piles."""
    hint: pygame.Rect | None = None
    """The hint line's pill at its widest, over the person's hand (None at a demo)."""
    soft: tuple[pygame.Rect, ...] = ()
    """The CPUs' fans: kept clear when there is room, covered for a moment when there is none."""

    def hard(self) -> list[pygame.Rect]:
        """Return every rectangle that must stay in sight."""
        out = [*self.plates, *self.marks, *self.centre]
        if self.hint is not None:
            out.append(self.hint)
        return out


def envelope(rect: pygame.Rect, dx: int = 0, dy: int = 0) -> pygame.Rect:
    """Return the room `rect` takes while it moves by (dx, dy) (a banner rising as it shows)."""
    return rect.union(rect.move(dx, dy))


def place(size: tuple[int, int], candidates: Iterable[pygame.Rect], avoid: Sequence[pygame.Rect],
          window: pygame.Rect, soft: Sequence[pygame.Rect] = (), step: int = 6,
          motion: tuple[int, int] = (0, 0)) -> pygame.Rect:
    """Return where a picture of `size` goes: the first of `candidates` (each `size` big, in order of
    preference), clamped into `window`, whose room (with `motion`, see `envelope`) runs into none of
    `avoid` nor `soft`; else the first that runs into none of `avoid`; else the first candidate slid in
    steps of `step` pixels (nearest first) to where it runs into none of `avoid`; else the first."""
    tried = [pygame.Rect(c.topleft, size).clamp(window) for c in candidates]
    if not tried:
        tried = [pygame.Rect(window.center, size).clamp(window)]

    def free(rect: pygame.Rect, rects: Sequence[pygame.Rect]) -> bool:
        return window.contains(rect) and envelope(rect, *motion).collidelist(list(rects)) < 0

    for rects in ([*avoid, *soft], avoid):
        for rect in tried:
            if free(rect, rects):
                return rect
    first = tried[0]
    step = max(1, step)
    reach = max(window.w, window.h) // step
    for ring in range(1, reach + 1):
        for dx, dy in _ring(ring):
            rect = first.move(dx * step, dy * step)
            if free(rect, avoid):
                return rect
    return first


def _ring(k: int) -> list[tuple[int, int]]:
    """Return the steps at distance `k` (the square ring around the origin), nearest the axes first."""
    out = [(dx, dy) for dx in range(-k, k + 1) for dy in range(-k, k + 1) if max(abs(dx), abs(dy)) == k]
    out.sort(key=lambda d: (abs(d[0]) + abs(d[1]), d[1] > 0, d[0] < 0))
    return out


def reserved_on(layout: Layout, seats: Seats | None, hint: pygame.Rect | None) -> Reserved:
    """Return what stays clear on the table of `layout` (the seats' painter places the marks; without it,
    the plates alone stand for them). `hint` is the hint line's room on a person's table."""
    marks: list[pygame.Rect] = []
    if seats is not None:
        for sl in layout.seats:
            marks += [seats.uno_rect(sl.seat), seats.part(sl.seat, "dealer")]
    soft = tuple(layout.fan_rect(sl.seat) for sl in layout.seats if not (sl.bottom and layout.human))
    return Reserved(tuple(sl.plate for sl in layout.seats), tuple(marks), (layout.color_dot, *layout.piles()), hint,
                    soft)


class Spots(Painter):
    """Finds where the moments shown over the table go in the layout in force (each place found once)."""

    def __init__(self, look: Look, seats: Seats | None = None) -> None:
        super().__init__(look)
        self.seats = seats
        self._spots: dict[object, pygame.Rect] = {}
        self._spots_of: object = None


    def reserved(self) -> Reserved:
        """Return what the moments shown over the table keep clear (`room.Reserved`)."""
        L = self.layout
        assert L is not None
        return reserved_on(L, self.seats, self.hint_room() if L.human else None)

    def spot(self, key: object, size: tuple[int, int], make: Callable[[Reserved, pygame.Rect], pygame.Rect]) -> pygame.Rect:
        """Return the place kept for `key` at `size` in the layout in force, found by `make` the first time."""
        L = self.layout
        assert L is not None
        if self._spots_of is not L:
            self._spots, self._spots_of = {}, L
        full = (key, size)
        rect = self._spots.get(full)
        if rect is None:
            rect = self._spots[full] = make(self.reserved(), pygame.Rect((0, 0), L.size))
        return rect.copy()

    def told_avoid(self, seat: int, uno: bool, cards: int = 7) -> list[pygame.Rect]:
        """Return what the line at `seat` (the person's: `losses.told`) must leave in sight: every plate,
        the other seats' marks, its own D chip and, while it shows (`uno`), its own UNO badge, the colour
        dot and the piles, the hint line over a hand of `cards`, and on a person's table the log and the hand."""
        L = self.layout
        assert L is not None
        r = self.reserved()
        out = [*r.plates, *r.centre]
        if r.hint is not None:  # the hint line where it stands over a hand of `cards` (its
            pill = r.hint.h - self.px(6)  # back row, its arc: as the painting places it)
            arc = min((slot.y for slot in L.hand(cards)), default=L.hand_y)
            top = round(min(r.hint.top, arc - L.card_h * 0.77 - L.margin * 0.5 - self.px(14) - pill))
            out.append(pygame.Rect(r.hint.x, top, r.hint.w, r.hint.bottom - top))
        if self.seats is not None:
            for sl in L.seats:
                out.append(self.seats.part(sl.seat, "dealer"))
                if sl.seat != seat or uno:
                    out.append(self.seats.uno_rect(sl.seat))
        if L.human:
            out += [L.log_rect, L.hand_area]
        return out

    def jump_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Return where the "Jump-in!" banner rests (it rises into it by `JUMP_RISE`): over the discard
        pile, clear of the colour dot on the ring, the piles and every plate and mark."""
        L = self.layout
        assert L is not None

        def make(r: Reserved, window: pygame.Rect) -> pygame.Rect:
            pile = L.piles()[1]
            gap = self.px(6)
            above = pygame.Rect((0, 0), size)
            above.midbottom = (pile.centerx, pile.top - gap)
            shifted = above.copy()
            shifted.left = max(above.left, L.color_dot.right + gap)
            beside = pygame.Rect((0, 0), size)
            beside.midleft = (pile.right + gap, pile.centery)
            below = pygame.Rect((0, 0), size)
            below.midtop = (pile.centerx, pile.bottom + gap)
            return place(size, [above, shifted, beside, below], r.hard(), window, r.soft, self.px(6),
                         (0, self.px(JUMP_RISE)))

        return self.spot("jump", size, make)

    def caught_rect(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Return where the "Caught!" stamp shows for `seat`: beside its plate on the table's side (past
        its cards where there is room), clear of every plate, mark, the colour dot and the piles."""
        L = self.layout
        assert L is not None

        def make(r: Reserved, window: pygame.Rect) -> pygame.Rect:
            sl = L.seat(seat)
            plate = sl.plate
            fan = L.fan_rect(seat)
            gap = self.px(6)
            spots: list[tuple[str, tuple[int, int]]] = []
            if sl.bottom and L.human:
                top = plate.top
                if self.seats is not None:
                    top = min(top, self.seats.uno_rect(seat).top)
                spots = [("midbottom", (plate.centerx, top - gap)), ("midleft", (plate.right + gap, plate.centery))]
            elif sl.bottom:
                spots = [("midbottom", (fan.centerx, fan.top - gap)), ("midright", (plate.left - gap, plate.centery))]
            elif sl.side == "top":
                spots = [("midtop", (plate.centerx, fan.bottom + gap)), ("midtop", (plate.centerx, plate.bottom + gap)),
                         ("midleft", (plate.right + gap, plate.centery))]
            elif sl.side == "left":
                spots = [("midleft", (fan.right + gap, plate.centery)), ("midleft", (plate.right + gap, plate.centery)),
                         ("midtop", (plate.centerx, plate.bottom + gap))]
            else:
                spots = [("midright", (fan.left - gap, plate.centery)), ("midright", (plate.left - gap, plate.centery)),
                         ("midtop", (plate.centerx, plate.bottom + gap))]
            cands = []
            for anchor, at in spots:
                rect = pygame.Rect((0, 0), size)
                setattr(rect, anchor, at)
                cands.append(rect)
            return place(size, cands, r.hard(), window, r.soft, self.px(6))

        return self.spot(("caught", seat), size, make)

