"""The seats: name plates, card-count badges, dealer chip, Uno badge, whose-turn pulse, thinking dots,
the catch countdown (a bar along the plate of a player the person may catch, as long as the time left),
the CPUs' face-down fans and the cards drawn to choose the dealer."""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ai import LEVEL_LABELS
from game.i18n import N_, _
from game.model.teams import TEAM_NAMES
from game.ui.faces import GAZES, MOODS, FaceArt, face_for
from game.ui.palette import (
    AVATAR_COLORS,
    COUNT_BAR_RGB,
    COUNT_LATE_RGB,
    COUNT_TRACK_RGB,
    GOLD,
    INK,
    MUTED,
    TEAM_COLORS,
    WHITE,
    YELLOW,
)
from game.ui.pulse import pulse, rate
from game.ui.table.fans import draw_backs, fan_picture, weighed
from game.ui.table.layout import PLATE_NAME_PX, Layout, plate_frame
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.table.sprites import blit_card
from game.ui.text import ellipsize, fit_size, fit_text, outlined_text, text_surface
from game.ui.tween import ease_out_cubic
from game.ui.words import level_name, shown_name

if TYPE_CHECKING:
    from game.ui.table.picture import Picture

__all__ = ["KIND_LABELS", "LOADED", "PLATES_SPARE", "Seats", "idle_mood"]

PICK_HZ = rate("a seat's glow while the person picks a seat", 0.95)
DOTS_HZ = rate("a thinking CPU's dots", 1.1)
TURN_HZ = rate("the whose-turn rings round the plate (two, half a turn apart)", 2 * 0.9)
"""Two rings go out from the plate of the seat whose turn it is, each 0.9 times a second."""

PLATE_RGBA = (6, 26, 16, 200)
PLATE_LIT_RGBA = (44, 38, 8, 232)
PLATE_SHEEN_RGBA = (255, 255, 255, 16)
"""The sheen over a plate's upper half (drawn over its body: it lightens it a little)."""
KIND_LABELS: dict[str, str] = {"human": N_("You"), **LEVEL_LABELS}
"""Each seat kind's English label; shown through `level_name` (or "You")."""
PERSON_LABEL = N_("Player")
"""The plate's subtitle of every person's seat in pass-and-play (the viewer's too: "You" is only ever the
one person against CPUs)."""
PLATES_SPARE = 4
"""The plates kept drawn beyond one per seat: the lit ones of the last two turns."""
BUMP = 0.35
"""How much a count badge swells the moment its count changes (a third and a bit of its size)."""
BUMP_SECONDS = 0.3
"""How long a count badge takes to settle after a change."""
BLINK_EVERY = 4.2
"""Seconds between a CPU's blinks (each seat a little apart: `idle_mood`)."""
BLINK_SECONDS = 0.14
"""How long a blink keeps the eyes shut."""


GAZE_SECTORS = ("right", "down_right", "down", "down_left", "left", "up_left", "up", "up_right")
"""The gaze toward each eighth of the compass, from the screen's east going clockwise (y grows down)."""


def gaze(layout: Layout, seat: int, anim: Picture) -> str | None:
    """Return where `seat`'s eyes turn (a key of `GAZES`): toward the plate of the player on turn (the
    bottom seat's: its hand), so the faces follow the play round the table; None on its own turn or
    when no one is on turn."""
    to = anim.current
    if anim.over or to is None or to == seat or not 0 <= to < len(layout.seats):
        return None
    there = layout.seats[to]
    a, b = layout.seats[seat].plate.center, there.cards if there.bottom else there.plate.center
    angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360
    return GAZE_SECTORS[round(angle / 45) % 8]


LOADED = 12
"""A CPU holding this many cards or more wears a frown between its turns (`idle_mood`)."""


def idle_mood(seat: int, now: float, thinking: bool, still: bool, gaze: str | None = None,
              cards: int | None = None) -> str:
    """Return the face of a CPU between reactions at time `now`: thinking on its turn, otherwise what its
    hand makes it feel (`cards`, its count: a smile on its last card, a frown under `LOADED` cards or
    more), else calm with its eyes turned toward `gaze` (a key of `GAZES`: the player on turn); and a blink
    now and then (seats out of step; with reduced motion, `still`, neither blinks nor glances)."""
    if thinking:
        resting = "thinking"
    elif cards == 1:
        resting = "pleased"
    elif cards is not None and cards >= LOADED:
        resting = "annoyed"
    else:
        resting = "calm" if still or gaze not in GAZES else f"look_{gaze}"
    if still:
        return resting
    every = BLINK_EVERY + 0.55 * (seat % 4)
    return "blink" if (now + 1.7 * seat) % every < BLINK_SECONDS else resting


def _lighter(color: tuple[int, int, int]) -> tuple[int, int, int]:
    """Return `color` lightened for small text on the dark plate."""
    r, g, b = color
    return (min(255, r + 70), min(255, g + 70), min(255, b + 70))


class Seats(Painter):
    """Draws every seat around the table from the animator's state."""

    def __init__(self, look: Look) -> None:
        super().__init__(look)
        # every seat's plate, and the lit plates (with and without the thinking dots) of the last two
        # turns: a plate of a turn gone by is drawn again in a fraction of a millisecond when needed
        # (64 kept a lit and an unlit plate of every seat: 1.6 MB at 1920x1080 with ten seats)
        self._plates = self.cache(len(look.names) + PLATES_SPARE)
        self._fans = self.cache(16)
        self._misc = self.cache(48)
        self._badges = self.cache(40)
        self._parts: dict[tuple[int, tuple[int, int], bool], dict[str, pygame.Rect]] = {}
        self._faces = FaceArt(10 * len(MOODS) + 16)  # every seat of the biggest table in every mood
        self._looks: dict[int, int] = {}
        self._counted: dict[int, tuple[int, float]] = {}
        """Per seat: the count its badge showed last and when that count came (the badge bumps then)."""

    def on_layout(self) -> None:
        """Forget the plate parts placed for the old layout."""
        self._parts = {}

    def part(self, seat: int, name: str) -> pygame.Rect:
        """Return where part `name` of `seat`'s plate is on the screen (see `parts`)."""
        L = self.layout
        assert L is not None
        sl = L.seat(seat)
        return self._parts_of(seat, sl.plate.size, sl.bottom)[name].move(sl.plate.topleft)

    def uno_rect(self, seat: int) -> pygame.Rect:
        """Return where the UNO badge of `seat` shows once it has said Uno: over its count badge, standing
        out above the plate (below it for a seat along the top, clear of the top strip)."""
        L = self.layout
        assert L is not None
        u = self._misc.get(("uno", self.scale), self._uno_badge)
        badge = self.part(seat, "badge")
        plate = L.seat(seat).plate
        rect = u.get_rect(midbottom=(badge.centerx, plate.y + round(4 * self.scale)))
        if rect.top < L.top_h:  # a seat along the top: hanging below the plate, off the top strip's words
            rect.midtop = (badge.centerx, plate.bottom - round(4 * self.scale))
        return rect

    def _parts_of(self, seat: int, size: tuple[int, int], bottom: bool) -> dict[str, pygame.Rect]:
        key = (seat, size, bottom)
        parts = self._parts.get(key)
        if parts is None:
            parts = self._parts[key] = self.parts(seat, size, bottom)
        return parts

    def _pulse(self, surface: pygame.Surface, rect: pygame.Rect, k: float) -> None:
        """Draw one ring of the whose-turn pulse, `k` (0..1) of the way out from `rect`, fading.

        Drawn straight onto the table in the gold blended with the felt under it (sampled just outside
        the ring), not from per-size frames: two sets of 16 plate-sized frames held 3 MB at 1920x1080.
        """
        s = self.scale
        pad = 2 + round(max(6, round(16 * s)) * k)
        ring = rect.inflate(2 * pad, 2 * pad)
        a = (200 * (1.0 - k) ** 1.4) / 255
        if a <= 0.01:
            return
        x, y = ring.centerx, max(0, min(surface.get_height() - 1, ring.top - 2))
        below = surface.get_at((max(0, min(surface.get_width() - 1, x)), y))
        rgb = tuple(round(below[i] + (GOLD[i] - below[i]) * a) for i in range(3))
        pygame.draw.rect(surface, rgb, ring, max(2, round(3 * s)), border_radius=max(6, round(14 * s)) + pad)

    def parts(self, seat: int, size: tuple[int, int], bottom: bool) -> dict[str, pygame.Rect]:
        """Return where each part of a seat's plate goes, relative to the plate's top-left corner.

        "avatar", "name", "kind" (the level label; absent when there is none), "dots" (the thinking
        dots: after the label when both fit, else after the name, else in the label's place while the
        seat thinks, the label hidden meanwhile; "dots_replace" then marks it), "badge" (the card count), "dealer" (the D chip), "number" (the seat's
        key in the Seven-O question) and "skip" (the skip mark, over the avatar). The painters draw
        from these, and the layout tests check that none of them run into each other.
        """
        s = self.scale
        w, h = size
        avatar, badge, tx, room = plate_frame(size, s)  # the layout widens a plate for a name by the same measure
        r, ax = avatar.w // 2, avatar.centerx
        out = {"avatar": avatar, "badge": badge}
        name_size = font_px(17 if bottom else PLATE_NAME_PX, s)
        name = ellipsize(shown_name(self.names[seat]), name_size, room, True, name=True)
        nw, nh = text_surface(name, name_size, WHITE, True).get_size()
        kind = self._kind(seat)
        if kind and fit_size(kind, font_px(12, s), room, floor=0.6) is None:
            kind = ""  # no room under the name for the level: the plate shows the name alone
        dot_r = max(2, self.px(2.5))
        dots_w = dot_r * 8
        if not kind:
            out["name"] = pygame.Rect(tx, (h - nh) // 2, nw, nh)
        else:
            label, ksize = fit_text(kind, font_px(12, s), room, floor=0.6)
            kw, kh = text_surface(label, ksize, MUTED).get_size()
            total = nh + kh - round(4 * s)
            y0 = (h - total) // 2
            out["name"] = pygame.Rect(tx, y0 - round(1 * s), nw, nh)
            ky = y0 + nh - round(5 * s)
            out["kind"] = pygame.Rect(tx, ky, kw, kh)
            dots = pygame.Rect(tx + kw + self.px(6), ky + kh // 2 + 1 - dot_r, dots_w, 2 * dot_r)
            if dots.right > tx + room:  # no room after the whole label: after the name, if there is
                line = out["name"]
                dots.x = line.right + self.px(6)
                dots.centery = line.centery + round(2 * s)
            if dots.right > tx + room:  # nor there: the dots take the label's place while it thinks
                dots.x = tx
                dots.centery = ky + kh // 2 + 1
                out["dots_replace"] = dots
            out["dots"] = dots
        if "dots" not in out:
            out["dots"] = pygame.Rect(w // 2 - dots_w // 2, h + round(7 * s) - dot_r, dots_w, 2 * dot_r)
        cr = self.px(10)
        out["dealer"] = pygame.Rect(round(4 * s) - cr - 1, round(4 * s) - cr - 1, 2 * cr + 2, 2 * cr + 2)
        nr = self.px(13)
        # the Seven-O key sits on the avatar, clear of the D chip in the corner
        na = out["avatar"].center
        ny = max(na[1], out["dealer"].bottom + nr + 2)
        out["number"] = pygame.Rect(na[0] - nr - 1, ny - nr - 1, 2 * nr + 2, 2 * nr + 2)
        sr = r + max(2, self.px(3))
        out["skip"] = pygame.Rect(ax - sr - 2, h // 2 - sr - 2, 2 * sr + 4, 2 * sr + 4)
        return out

    def _kind(self, seat: int) -> str:
        kinds = self.look.kinds
        several = sum(k == "human" for k in kinds) > 1
        if kinds[seat] != "human":
            kind = level_name(kinds[seat])
        elif several:
            kind = _(PERSON_LABEL)  # pass-and-play: every person is named, nobody is "You"
        else:  # the one person against CPUs: "You" (unless the name says it already)
            kind = "" if self.names[seat].strip().casefold() == "you" else _("You")
        if self.look.teams:
            # The team mark (told apart without colour); the lone person's plate also says "You".
            team = TEAM_NAMES[self.look.teams[seat]]
            return f"{team} · {kind}" if seat == self.viewer and kind and not several else team
        return kind

    def _plate(self, seat: int, lit: bool, size: tuple[int, int], bottom: bool,
               thinking: bool = False) -> pygame.Surface:
        def make() -> pygame.Surface:
            s = self.scale
            parts = self.parts(seat, size, bottom)
            surf = alpha_surface(size)
            radius = max(6, round(14 * s))
            teams = self.look.teams
            team_color = TEAM_COLORS[teams[seat]] if teams else None
            pygame.draw.rect(surf, PLATE_LIT_RGBA if lit else PLATE_RGBA, surf.get_rect(), border_radius=radius)
            # lit from above like a glass plate: a faint sheen over its upper half, not a flat panel
            sheen = pygame.Rect(0, 0, size[0], max(1, round(size[1] * 0.48)))
            pygame.draw.rect(surf, PLATE_SHEEN_RGBA, sheen, border_top_left_radius=radius, border_top_right_radius=radius)
            if team_color is not None:  # partners' plates share their team's colour: a band and the rim
                band = pygame.Rect(0, 0, max(3, round(7 * s)), size[1])
                pygame.draw.rect(surf, (*team_color, 235), band, border_top_left_radius=radius,
                                 border_bottom_left_radius=radius)
            edge = (*GOLD, 255) if lit else ((*team_color, 220) if team_color is not None else (255, 255, 255, 40))
            pygame.draw.rect(surf, edge, surf.get_rect(), max(1, round((3 if lit or team_color else 2) * s)),
                             border_radius=radius)
            av = parts["avatar"]
            r = av.w // 2
            color = team_color if team_color is not None else AVATAR_COLORS[seat % len(AVATAR_COLORS)]
            pygame.draw.circle(surf, color, av.center, r)
            pygame.draw.circle(surf, GOLD if lit else WHITE, av.center, r, max(1, r // 7))
            if self._has_face(seat):  # the calm face is part of the plate; a mood is drawn over it
                self._face(surf, seat, pygame.Rect((0, 0), size), "calm")
            else:
                initial = (shown_name(self.names[seat]).strip()[:1] or "?").upper()
                ini = text_surface(initial, max(9, round(r * 1.15)), WHITE, True)
                surf.blit(ini, ini.get_rect(center=(av.centerx, av.centery + 1)))
            room = parts["badge"].x - max(4, round(6 * s)) - parts["name"].x
            name_size = font_px(17 if bottom else PLATE_NAME_PX, s)
            name = ellipsize(shown_name(self.names[seat]), name_size, room, True, name=True)
            surf.blit(text_surface(name, name_size, GOLD if lit else WHITE, True), parts["name"].topleft)
            kind = self._kind(seat)
            if kind and "kind" in parts and not thinking:
                kcolor = _lighter(team_color) if team_color is not None else MUTED
                label, ksize = fit_text(kind, font_px(12, s), room, team_color is not None, floor=0.6)
                surf.blit(text_surface(label, ksize, kcolor, team_color is not None), parts["kind"].topleft)
            return surf

        thinking = thinking and "dots_replace" in self._parts_of(seat, size, bottom)
        return self._plates.get((seat, lit, size, thinking), make)

    def warm_jobs(self) -> list[Callable[[], object]]:
        """Return the drawings a table needs as the game goes on, to be done ahead of need: every CPU
        face in every mood (a reaction shows one), the dealer chip and the Uno badge. Each job draws
        into this painter's caches. (The plates are drawn when first shown: each takes a fraction of
        a millisecond, and drawing them all ahead held memory the goal has no room for.)"""
        L = self.layout
        assert L is not None
        s = self.scale
        jobs: list[Callable[[], object]] = [
            lambda: self._misc.get(("dealer", s), self._dealer_chip),
            lambda: self._misc.get(("uno", s), self._uno_badge),
        ]
        for sl in L.seats:
            if self._has_face(sl.seat):
                jobs += [partial(self._face_art, sl.seat, sl.plate.size, mood) for mood in MOODS]
        return jobs

    def _avatar(self, size: tuple[int, int]) -> tuple[int, int]:
        """Return the avatar's centre x in a plate of `size` and its radius (as `parts` places it)."""
        av = self._parts_of(0, size, False)["avatar"]
        return av.centerx, av.w // 2

    def _has_face(self, seat: int) -> bool:
        """CPUs have a face (game.ui.faces); a person keeps the initial."""
        return self.look.kinds[seat] != "human"

    def _face(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, mood: str) -> None:
        ax, _r = self._avatar(rect.size)
        face = self._face_art(seat, rect.size, mood)
        surface.blit(face, face.get_rect(center=(rect.x + ax, rect.centery)))

    def _face_art(self, seat: int, size: tuple[int, int], mood: str) -> pygame.Surface:
        """Return `seat`'s face in `mood` sized for the avatar of a plate of `size` (cached)."""
        _ax, r = self._avatar(size)
        ring = max(1, r // 7)
        look = self._looks.get(seat)
        if look is None:
            look = self._looks[seat] = face_for(self.names[seat], seat)
        return self._faces.face(look, mood, 2 * (r - ring), AVATAR_COLORS[seat % len(AVATAR_COLORS)])

    def draw_seats(self, surface: pygame.Surface, anim: Picture, thinking: int | None, now: float,
                   highlight: Sequence[int] = (), numbers: dict[int, str] | None = None,
                   moods: Mapping[int, str] | None = None, timers: Mapping[int, float] | None = None) -> None:
        """Draw every seat: plate (a CPU's face with its mood of the moment), count badge, dealer chip,
        Uno badge, pulse, thinking dots, and on the plate of each seat in `timers` the catch countdown
        (the share of the catch's time left, 1..0)."""
        L = self.layout
        assert L is not None
        s = self.scale
        for sl in L.seats:
            seat = sl.seat
            lit = anim.current == seat and not anim.over
            rect = sl.plate
            if lit or seat in highlight:
                # a seat's glow stays below the top strip: it never covers the rule chips (10 seats at 960x540)
                clip = surface.get_clip()
                surface.set_clip(clip.clip(pygame.Rect(0, L.top_h, surface.get_width(), surface.get_height())))
                if lit and self.look.reduce_motion():
                    self._pulse(surface, rect, 0.3)  # one ring standing still
                elif lit:
                    for off in (0.0, 0.5):
                        self._pulse(surface, rect, (now * TURN_HZ / 2 + off) % 1.0)
                if seat in highlight:
                    glow = self._misc.get(("hl", rect.size), partial(self._highlight, rect.size))
                    k = pulse(now, PICK_HZ)
                    glow.set_alpha(round(140 + 115 * k))
                    surface.blit(glow, glow.get_rect(center=rect.center))
                surface.set_clip(clip)
            surface.blit(self._plate(seat, lit, rect.size, sl.bottom, thinking == seat and not anim.busy), rect)
            mood = moods.get(seat) if moods else None
            if mood is None:
                held = anim.badge_count(seat) if anim.t >= anim.deal_until and not anim.over else None
                mood = idle_mood(seat, now, thinking == seat, self.look.reduce_motion(), gaze(L, seat, anim), held)
            if mood != "calm" and self._has_face(seat):
                self._face(surface, seat, rect, mood)
            # the count badge
            count = anim.badge_count(seat)
            badge = self.part(seat, "badge")
            bc = badge.center
            alarm = anim.t >= anim.deal_until  # dealing, every seat holds one card for a moment: no alarm
            disc = self._badges.get((count, badge.w, alarm), partial(self._count_badge, count, badge.w // 2, alarm))
            grow = self._bump(seat, count, now)
            if grow > 1.0:  # the count just changed: the badge swells and settles, so the eye finds it
                size = (round(disc.get_width() * grow), round(disc.get_height() * grow))
                disc = pygame.transform.smoothscale(disc, size)
                surface.blit(disc, disc.get_rect(center=(bc[0], bc[1] + 1)))
            else:
                surface.blit(disc, (bc[0] - badge.w // 2, bc[1] - badge.w // 2))
            if anim.dealer == seat:
                d = self._misc.get(("dealer", s), self._dealer_chip)
                surface.blit(d, d.get_rect(center=self.part(seat, "dealer").center))
            if seat in anim.uno and count <= 2:
                u = self._misc.get(("uno", s), self._uno_badge)
                surface.blit(u, self.uno_rect(seat))
            if thinking == seat and not anim.busy:
                self._dots(surface, self.part(seat, "dots").center, now)
            if numbers and seat in numbers:
                tag = self._misc.get(("num", numbers[seat], s), partial(self._key_tag, numbers[seat]))
                surface.blit(tag, tag.get_rect(center=self.part(seat, "number").center))
            if timers and seat in timers:
                self._catch_bar(surface, rect, timers[seat])

    def _bump(self, seat: int, count: int, now: float) -> float:
        """Return how much `seat`'s count badge is swollen at `now` (1.0: not at all): it grows by a
        third the moment its count changes and settles over `BUMP_SECONDS`; never with reduced motion or
        for the counts the table first shows."""
        last = self._counted.get(seat)
        if last is None or last[0] != count:
            self._counted[seat] = (count, now if last is not None else -BUMP_SECONDS)
            last = self._counted[seat]
        age = now - last[1]
        if age >= BUMP_SECONDS or age < 0 or self.look.reduce_motion():
            return 1.0
        return 1.0 + BUMP * (1.0 - ease_out_cubic(age / BUMP_SECONDS))

    def _catch_bar(self, surface: pygame.Surface, rect: pygame.Rect, left: float) -> None:
        """Draw the catch countdown along the bottom of the plate `rect`: a bar as long as the share of
        the time `left` (two flat rectangles a frame, nothing scaled; it only shortens, so reduced motion
        keeps it as it is: the time left is information, not a flourish)."""
        s = self.scale
        h = max(3, round(3 * s))
        pad = max(2, round(8 * s))
        track = pygame.Rect(rect.x + pad, rect.bottom - max(2, round(3 * s)) - h, rect.w - 2 * pad, h)
        pygame.draw.rect(surface, COUNT_TRACK_RGB, track.inflate(2, 2), border_radius=h)
        w = round(track.w * max(0.0, min(1.0, left)))
        if w > 0:
            color = COUNT_BAR_RGB if left > 1 / 3 else COUNT_LATE_RGB
            pygame.draw.rect(surface, color, (track.x, track.y, w, h), border_radius=h // 2)

    def _count_badge(self, count: int, br: int, alarm: bool = True) -> pygame.Surface:
        """Return the card-count badge: a disc of radius `br` with its shadow (the disc's centre at
        (br, br)); red with white figures at one card (`alarm`: not while the deal is still counting up)."""
        one = count == 1 and alarm
        surf = alpha_surface((2 * br + 2, 2 * br + 3))
        pygame.draw.circle(surf, (20, 20, 20), (br + 1, br + 2), br)
        pygame.draw.circle(surf, (215, 38, 0) if one else (250, 248, 240), (br, br), br)
        num = text_surface(str(count), font_px(15 if count < 100 else 12, self.scale), WHITE if one else INK, True)
        surf.blit(num, num.get_rect(center=(br, br + 1)))
        return surf

    def _highlight(self, size: tuple[int, int]) -> pygame.Surface:
        pad = self.px(6)
        surf = alpha_surface((size[0] + 2 * pad, size[1] + 2 * pad))
        pygame.draw.rect(surf, (*YELLOW, 255), surf.get_rect(), max(2, self.px(4)), border_radius=self.px(14) + pad)
        return surf

    def _dealer_chip(self) -> pygame.Surface:
        r = self.px(10)
        surf = alpha_surface((2 * r + 2, 2 * r + 2))
        pygame.draw.circle(surf, WHITE, (r + 1, r + 1), r)
        pygame.draw.circle(surf, (30, 30, 30), (r + 1, r + 1), r, max(1, r // 5))
        t = text_surface("D", font_px(12, self.scale), INK, True)
        surf.blit(t, t.get_rect(center=(r + 1, r + 2)))
        return surf

    def _uno_badge(self) -> pygame.Surface:
        t = outlined_text("UNO", font_px(13, self.scale), YELLOW, INK, max(1, self.px(2)))
        pad = self.px(4)
        surf = alpha_surface((t.get_width() + 2 * pad, t.get_height() + pad))
        pygame.draw.rect(surf, (200, 30, 10), surf.get_rect(), border_radius=self.px(6))
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    def _key_tag(self, text: str) -> pygame.Surface:
        r = self.px(13)
        surf = alpha_surface((2 * r + 2, 2 * r + 2))
        pygame.draw.circle(surf, YELLOW, (r + 1, r + 1), r)
        pygame.draw.circle(surf, INK, (r + 1, r + 1), r, max(1, r // 6))
        t = text_surface(text, font_px(15, self.scale), INK, True)
        surf.blit(t, t.get_rect(center=(r + 1, r + 2)))
        return surf

    def _dots(self, surface: pygame.Surface, center: tuple[int, int], now: float) -> None:
        r = max(2, self.px(2.5))
        gap = r * 3
        for i in range(3):
            k = pulse(now, DOTS_HZ, i * 0.9)
            c = round(120 + 135 * k)
            pygame.draw.circle(surface, (c, c, c), (center[0] + (i - 1) * gap, center[1]), r)

    # -- face-down fans ---------------------------------------------------------------------------
    def draw_fans(self, surface: pygame.Surface, anim: Picture, thinking: int | None = None,
                  now: float = 0.0) -> None:
        """Draw each CPU's cards face down (at most 7 shown; the badge has the count). The fan of the
        CPU `thinking` over its move weighs its cards: one at a time rises a little toward the table
        and sinks back (`weighed`; not with reduced motion)."""
        L = self.layout
        assert L is not None
        still = self.look.reduce_motion()
        for sl in L.seats:
            if sl.seat == self.viewer:
                continue
            count = anim.counts[sl.seat]
            if count <= 0 or sl.seat in anim.dealer_cards:
                continue
            shown = min(count, 7)
            at = (round(sl.cards[0]), round(sl.cards[1]))
            if thinking == sl.seat and not anim.busy and not still:
                toward = 1 if sl.side == "top" else -1  # toward the middle of the table
                draw_backs(surface, self.art, L.small_w, shown, at, weighed(sl.seat, shown, now), toward)
                continue
            fan = self._fans.get(("fan", shown, L.small_w), partial(self._fan, shown))
            surface.blit(fan, fan.get_rect(center=at))

    def _fan(self, shown: int) -> pygame.Surface:
        L = self.layout
        assert L is not None
        return fan_picture(self.art, L.small_w, shown)

    def draw_dealer_cards(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw the cards drawn to choose the dealer, face up at each seat."""
        L = self.layout
        assert L is not None
        for seat, card in anim.dealer_cards.items():
            blit_card(surface, self.art, card, L.mid_w, L.cut_card(seat, self.viewer).center)

