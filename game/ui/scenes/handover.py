"""The end of a hand: every hand's cards face up, the points flying to the winner, the running totals.

`HandOverScene(app, session, on_continue)` is pushed over the table when a hand ends. It reads the
finished hand from `session.match` (which must not change while it is shown) and never changes it.
Continue (the button, Enter, Space or the keypad's Enter):
- while the match goes on: the scene leaves (itself), then calls `on_continue()` (the table deals on);
- when the match is over (a single hand always is): the whole stack is replaced by the match-over
  scene, and `on_continue` is not called (there is nothing to deal).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.ui import routes
from game.ui.cardart import CARD_ASPECT
from game.ui.controls import Button
from game.ui.menus import Menu
from game.ui.pad import PAD
from game.ui.paint import dim, draw_felt, draw_panel
from game.ui.palette import CREAM, FAINT, GOLD, INK, MUTED, TEAM_COLORS, WHITE, YELLOW
from game.ui.pulse import pulse, rate
from game.ui.results import (
    KIND_LABELS,
    PERSON_KIND,
    HandResult,
    draw_avatar,
    draw_cards,
    draw_crown,
    draw_team_mark,
    hand_footer,
    hand_result,
    hand_title,
    kind_words,
    seat_face,
    seed_line,
    team_totals,
)
from game.ui.scene import Scene
from game.ui.text import (
    MIN_TEXT_PX,
    draw_text,
    ellipsize,
    fit_lines,
    fit_size,
    get_font,
    outlined_text,
    text_scale,
    text_width,
)
from game.ui.tween import ease_in_out_cubic, ease_out_back
from game.ui.units import px
from game.ui.words import shown_name

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.scene import Host

__all__ = [
    "COUNT_DELAY",
    "KIND_LABELS",
    "PERSON_KIND",
    "HandOverScene",
    "HandResult",
    "draw_avatar",
    "draw_crown",
    "draw_team_mark",
    "hand_result",
    "team_totals",
]

READY_HZ = rate("the pass-and-play cover's ready glow", 0.51)

# Timing of the count-up, in seconds at animation speed 1 (the speed setting scales them).
COUNT_DELAY = 0.45   # before the first hand's points leave
FLY = 0.5            # one hand's points flying to the winner
STAGGER = 0.24       # between two hands' departures (less when many seats)
TICK = 0.3           # the winner's figure counting up after a landing
PULSE_LEVELS = 10
INPUT_GUARD = 0.3    # real seconds during which Continue is ignored (a held Enter from the table)

ROW_STRIPE = (255, 255, 255, 12)
WIN_FILL = (246, 196, 64, 46)


# --------------------------------------------------------------------------------------------------
# The count-up: when each scoring hand's points leave for the winner, and the winner's figure meanwhile


def schedule(r: HandResult) -> list[tuple[int, float]]:
    """Return (seat, departure time) for each hand whose points fly to the winner."""
    if r.winner is None:
        return []
    order = [(r.winner + k) % r.players for k in range(1, r.players)]
    losers = [s for s in order if r.scores(s)]
    gap = min(STAGGER, 1.6 / max(1, len(losers)))
    return [(s, COUNT_DELAY + i * gap) for i, s in enumerate(losers)]


def count_end(flights: list[tuple[int, float]]) -> float:
    """Return the animation time at which every figure of the count-up `flights` has its final value."""
    if not flights:
        return COUNT_DELAY
    return flights[-1][1] + FLY + TICK


def counted(r: HandResult, flights: list[tuple[int, float]], t: float) -> int:
    """Return the winner's points for this hand as counted at animation time `t`: the points of every
    hand that has landed so far, a whole hand at a time (the figure only ever shows a true sum)."""
    if r.winner is None or t >= count_end(flights):
        return r.points
    got = sum(r.scored[seat] for seat, start in flights if t >= start + FLY)
    return min(r.points, got)


# --------------------------------------------------------------------------------------------------
# The scene


@dataclass
class _Row:
    seat: int
    rect: pygame.Rect
    cards_x: int
    cards_w: int
    value_cell: pygame.Rect
    hand_cell: pygame.Rect
    total_cell: pygame.Rect


def draw_sparks(surface: pygame.Surface, r: HandResult, rows: list[_Row], flights: list[tuple[int, float]],
                t: float, s: float) -> None:
    """Each hand's points leave its row as a gold spark with a short tail, and land beside the winner's
    figure (which then counts them): no figure flies, so no number is ever drawn over another. The path
    runs from beside the hand's figure to beside the winner's, through the gutter between the columns."""
    if r.winner is None:
        return
    win = rows[r.winner].hand_cell
    dest = (win.x + px(22, s), win.centery)
    radius = max(3, px(6, s))
    for seat, start in flights:
        cell = rows[seat].value_cell
        src = (cell.right - px(8, s), cell.centery)
        for i, lag in enumerate((0.0, 0.06, 0.12, 0.18)):
            k = (t - start - lag * FLY) / FLY
            if not 0.0 < k < 1.0:
                continue
            e = ease_in_out_cubic(k)
            x = src[0] + (dest[0] - src[0]) * e
            y = src[1] + (dest[1] - src[1]) * e - math.sin(math.pi * e) * px(40, s)
            if i == 0:
                glow = _spark_glow(radius)
                surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
            pygame.draw.circle(surface, GOLD if i else CREAM, (round(x), round(y)), max(1, radius - i * radius // 4))


@lru_cache(maxsize=8)
def _spark_glow(radius: int) -> pygame.Surface:
    """Return the soft gold halo around a spark of `radius`."""
    glow = pygame.Surface((6 * radius, 6 * radius), pygame.SRCALPHA)
    for i in range(3 * radius, radius, -1):
        a = round(90 * (1 - (i - radius) / (2 * radius)) ** 2)
        pygame.draw.circle(glow, (*GOLD, a), (3 * radius, 3 * radius), i)
    return glow


def _draw_seed(surface: pygame.Surface, r: HandResult, panel: pygame.Rect, s: float) -> None:
    """Draw the way to play this very match again at the panel's top right (when it has a seed)."""
    if r.seed is not None:
        draw_text(surface, seed_line(r), px(14, s), (panel.right - px(22, s), panel.y + px(14, s)), FAINT, False,
                  "topright")


def on_log(menu: Menu) -> bool:
    """Return True when the log's button has the focus (Continue is always the bar's last button)."""
    return menu.focused is not None and menu.focused is not menu.items[-1]


def lay_buttons(menu: Menu, go: Button, log: Button | None, button: pygame.Rect, s: float) -> None:
    """Put Continue (`go`) at `button` and the log's button (when there is a log) left of it, as wide as
    its words. Continue has the focus (Enter goes on) unless the log's button had it."""
    chosen = on_log(menu)
    menu.set_items([log, go] if log else [go], keep_focus=False)
    menu.set_focus(log if chosen and log else go)
    lw = max(px(110, s), text_width(log.text, px(18, s), True) + px(36, s)) if log else 0
    menu.layout(button.union(button.move(-lw - px(16, s), 0)) if log else button, s)
    if log is not None:
        log.set_rect(pygame.Rect(button.x - px(16, s) - lw, button.y, lw, button.h), s)
        go.set_rect(button, s)


def _on_pause_button(table: object, event: pygame.event.Event) -> bool:
    """Return True when `event` (a click) is on the table's pause button, visible around the panel."""
    rect_of = getattr(table, "pause_rect", None)
    return callable(rect_of) and bool(rect_of().collidepoint(getattr(event, "pos", (-1, -1))))


class HandOverScene(Scene):
    """Every hand's cards and points at the end of a hand; Continue goes on (or to the match's end)."""

    opaque = False

    def __init__(self, app: Host, session: Session, on_continue: Callable[[], object],
                 table: routes.PausedTable | None = None, then: routes.Title | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_continue = on_continue
        self.table = table  # paused by Esc, P and its pause button (None: nothing to pause)
        self.then = then  # where the button leads once the match is over (None: the match's end)
        self.result = hand_result(session)
        self.t = 0.0          # animation time (dt times the animation speed)
        self.age = 0.0        # real time since the scene came up
        self.done = False     # Continue has been chosen (ignore further input)
        self.scale = app.scale
        self.menu = Menu([], horizontal=True, spacing=16)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[_Row] = []
        self.card_w = 16
        self.row_h = 40
        self.header_y = 0
        self.header_h = 26
        self.title_y = 0
        self.hint_pos = (0, 0)
        self.columns: dict[str, tuple[int, str]] = {}
        self.column_boxes: dict[str, pygame.Rect] = {}
        self.pulse: list[pygame.Surface] = []
        self.flights = schedule(self.result)

    # -- the count-up (see `schedule` and `counted`) ----------------------------------------------
    @property
    def count_end(self) -> float:
        """Return the animation time at which every figure has reached its final value."""
        return count_end(self.flights)

    def counted(self, t: float | None = None) -> int:
        """Return the winner's points for this hand as counted up at animation time `t` (default now)."""
        return counted(self.result, self.flights, self.t if t is None else t)

    # -- layout ----------------------------------------------------------------------------------
    def _button_text(self) -> str:
        r = self.result
        if self.then is not None and r.match_over:
            return _("Done")
        if r.target is None:
            return _("Continue")
        return _("Final scores") if r.match_over else _("Next hand")

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out the panel, one row per seat, and the Continue button."""
        super().resize(size)
        s = self.scale = self.app.scale
        r = self.result
        w, h = size
        n = r.players
        margin = px(20, s)
        pad = px(22, s)
        ts = max(1.0, text_scale())  # larger text (Settings): the title, headings and footer lines grow with it
        title_h = round(px(92, s) * ts)
        header_h = round(px(26, s) * ts)
        footer_h = round(px(78, s) * ts)
        pw = min(w - 2 * margin, px(1180, s))
        avail = h - 2 * margin - title_h - header_h - footer_h - 2 * pad
        if avail < n * px(44, s):  # many seats in a small window: a tighter frame, taller rows
            pad = px(14, s)
            title_h = round(px(78, s) * ts)
            footer_h = round(px(64, s) * ts)
            avail = h - 2 * margin - title_h - header_h - footer_h - 2 * pad
        self.row_h = max(px(24, s), min(px(88, s), avail // n))
        ph = title_h + header_h + self.row_h * n + footer_h + 2 * pad
        self.panel = pygame.Rect(0, 0, pw, min(h - 2 * margin, ph))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        self.title_y = inner.y + title_h * 34 // 92
        self.header_h = header_h
        self.header_y = inner.y + title_h
        # columns, right to left
        total_w = px(190, s) if r.target is not None else 0
        # the value and hand columns as wide as their headings need (German: KARTENPUNKTE)
        head_px = max(12, px(13, s))
        hand_w = max(px(112, s), text_width(_("This hand").upper(), head_px, True) + px(24, s))
        value_w = max(px(104, s), text_width(_("Card points").upper(), head_px, True) + px(24, s))
        name_w = min(px(230, s), inner.w // 4)
        cards_x = inner.x + name_w + px(8, s)
        right = inner.right
        total_x = right - total_w
        hand_x = total_x - hand_w
        value_x = hand_x - value_w
        cards_w = value_x - px(14, s) - cards_x
        card_h = round(self.row_h * 0.8)
        self.card_w = max(10, min(px(64, s), round(card_h / CARD_ASPECT)))
        self.rows = []
        y = self.header_y + header_h
        for seat in range(n):
            rect = pygame.Rect(inner.x - px(8, s), y, inner.w + px(16, s), self.row_h)
            cy = y
            self.rows.append(_Row(
                seat=seat,
                rect=rect,
                cards_x=cards_x,
                cards_w=cards_w,
                value_cell=pygame.Rect(value_x, cy, value_w, self.row_h),
                hand_cell=pygame.Rect(hand_x, cy, hand_w, self.row_h),
                total_cell=pygame.Rect(total_x, cy, total_w, self.row_h),
            ))
            y += self.row_h
        self.columns = {
            N_("Player"): (inner.x + px(4, s), "midleft"),
            N_("Cards left"): (cards_x, "midleft"),
            N_("Card points"): (value_x + value_w // 2, "center"),
            N_("This hand"): (hand_x + hand_w // 2, "center"),
        }
        self.column_boxes = {
            N_("Player"): pygame.Rect(inner.x, 0, name_w, 0),
            N_("Cards left"): pygame.Rect(cards_x, 0, cards_w, 0),
            N_("Card points"): pygame.Rect(value_x + px(3, s), 0, value_w - px(6, s), 0),
            N_("This hand"): pygame.Rect(hand_x + px(3, s), 0, hand_w - px(6, s), 0),
        }
        if r.target is not None:
            self.columns[N_("Total")] = (total_x + total_w // 2, "center")
            self.column_boxes[N_("Total")] = pygame.Rect(total_x + px(3, s), 0, total_w - px(6, s), 0)
        # the button
        bw, bh = px(220, s), px(50, s)
        button = pygame.Rect(0, 0, bw, bh)
        button.bottomright = (inner.right, self.panel.bottom - pad)
        go = Button(self._button_text(), self.proceed, primary=True, help=_("Enter or Space"))
        log = Button(_("{key}: log").format(key="L"), self.open_log) if self.log() is not None else None
        lay_buttons(self.menu, go, log, button, s)
        self.hint_pos = (inner.x, button.centery)
        # the winner's row outline at a few brightnesses, for the pulse
        self.pulse = []
        if r.winner is not None:
            edge_rect = self.rows[r.winner].rect.inflate(px(4, s), px(2, s))
            for i in range(PULSE_LEVELS):
                edge = pygame.Surface(edge_rect.size, pygame.SRCALPHA)
                alpha = round(70 + 150 * i / (PULSE_LEVELS - 1))
                pygame.draw.rect(edge, (*GOLD, alpha), edge.get_rect(), max(1, px(2, s)), border_radius=px(14, s))
                self.pulse.append(edge)

    # -- actions ---------------------------------------------------------------------------------
    def proceed(self) -> None:
        """Continue: on to the next hand, or to the end of the match."""
        if self.done:
            return
        self.done = True
        self.app.audio.play("click")
        if self.result.match_over:
            self.app.restart(self.then if self.then is not None else routes.MatchOver(self.session))
            return
        self.app.leave(self)
        self.on_continue()

    def pause(self) -> None:
        """Open the pause menu over the result (Resume comes back here)."""
        self.finish_count()
        self.app.open(routes.Pause(self.table))

    def log(self) -> routes.HandLog | None:
        """Return the hand's log (the table's), or None when there is no table below."""
        return getattr(self.table, "logroom", None)

    def open_log(self) -> None:
        """Open the whole hand's log over the result (closing it comes back here)."""
        if (log := self.log()) is not None:
            self.finish_count()
            self.app.open(routes.Log(log))

    def finish_count(self) -> None:
        """Jump to the end of the count-up."""
        self.t = max(self.t, self.count_end)

    # -- scene -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter/Space/the button continue; a click elsewhere finishes the count-up. Consumes everything."""
        if self.done:
            return True
        etype = event.type
        if etype == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.age >= INPUT_GUARD:
                    self.open_log() if on_log(self.menu) else self.proceed()
                return True
            if key in (pygame.K_l, pygame.K_UP):  # as at the table (a controller's d-pad Up)
                self.open_log()
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                return self.menu.handle_event(event) or True
            if key in (pygame.K_ESCAPE, pygame.K_p, pygame.K_PAUSE):  # as at the table (a controller's B too): pause
                self.pause()
            return True
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.age < INPUT_GUARD:
            return True
        if etype == pygame.MOUSEBUTTONDOWN and _on_pause_button(self.table, event):
            self.pause()
            return True
        if self.menu.handle_event(event):
            return True
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.finish_count()
        return True

    def update(self, dt: float) -> None:
        """Advance the count-up (at the animation speed) and the button."""
        self.age += dt
        self.t += dt * max(0.05, self.app.anim_speed)
        self.menu.update(dt)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the dimmed table (or the felt when alone): the panel, the rows, the flights."""
        if self.app.scenes and self.app.scenes[0] is self:
            draw_felt(surface)
        dim(surface, 165)
        s = self.scale
        r = self.result
        draw_panel(surface, self.panel, radius=px(20, s), rgba=(8, 30, 18, 236), border=(255, 255, 255, 40))
        self._draw_title(surface)
        for text, (x, anchor) in self.columns.items():
            box = self.column_boxes[text].copy()
            box.y, box.h = self.header_y - px(4, s), px(34, s)
            head = _(text).upper()
            one = fit_size(head, px(13, s), box.w, True, floor=0.8)
            if one is None:  # no room on one line even smaller: two lines
                lines, size = fit_lines(head, px(13, s), box.w, px(30, s), True)
                y = self.header_y + self.header_h // 2 - px(1, s) - get_font(size, True).get_linesize() // 2
                box.y, box.h = y - px(8, s), px(40, s)
                for line in lines:
                    draw_text(surface, line, size, (x, y), FAINT, True, anchor, box=box)
                    y += get_font(size, True).get_linesize()
                continue
            draw_text(surface, head, one, (x, self.header_y + self.header_h // 2 - px(1, s)), FAINT, True, anchor, box=box)
        for row in self.rows:
            self._draw_row(surface, row)
        self._draw_flights(surface)
        self._draw_footer(surface)
        self.menu.draw(surface)
        if r.winner is not None:
            self._draw_winner_pulse(surface)

    def _title_text(self) -> tuple[str, str]:
        return hand_title(self.result)

    def _draw_title(self, surface: pygame.Surface) -> None:
        s = self.scale
        head, sub = self._title_text()
        color = YELLOW if self.result.winner is not None else CREAM
        pop = ease_out_back(min(1.0, self.t / 0.45))
        surf = outlined_text(head, px(38, s), color, INK, max(2, px(3, s)))
        if pop < 0.999:
            k = max(0.05, 0.7 + 0.3 * pop)
            surf = pygame.transform.smoothscale_by(surf, k)
        cx = self.panel.centerx
        surface.blit(surf, surf.get_rect(center=(cx, self.title_y)))
        line = ellipsize(sub, px(18, s), self.panel.w - px(60, s))
        draw_text(surface, line, px(18, s), (cx, self.title_y + px(30, s)), MUTED, False, "midtop")

    def _draw_row(self, surface: pygame.Surface, row: _Row) -> None:
        s = self.scale
        r = self.result
        seat = row.seat
        rect = row.rect
        won = seat == r.winner
        side = seat in r.side
        if won:
            draw_panel(surface, rect.inflate(0, -px(4, s)), radius=px(12, s), rgba=WIN_FILL,
                       border=(246, 196, 64, 150), shadow=False)
        elif r.seat_teams:  # rows tinted by team: partners read as one
            draw_panel(surface, rect.inflate(0, -px(4, s)), radius=px(12, s),
                       rgba=(*TEAM_COLORS[r.seat_teams[seat]], 34), border=None, shadow=False)
        elif self.rows.index(row) % 2 == 0:  # every other row striped (a row, not a team)
            draw_panel(surface, rect.inflate(0, -px(4, s)), radius=px(12, s), rgba=ROW_STRIPE, border=None,
                       shadow=False)
        cy = rect.centery
        # the name plate
        radius = max(8, min(px(20, s), self.row_h // 2 - px(5, s)))
        ax = rect.x + px(10, s) + radius
        draw_avatar(surface, seat, shown_name(r.names[seat]), (ax, cy), radius, GOLD if won else None,
                    seat_face(r, seat), "pleased" if won else "calm")
        tx = ax + radius + px(10, s)
        if r.seat_teams:
            tx = draw_team_mark(surface, r.seat_teams[seat], (tx, cy), max(px(12, s), radius)) + px(8, s)
        name_w = row.cards_x - tx - px(10, s)
        size = px(21, s)
        big = self.row_h >= max(px(50, s), get_font(size, True).get_linesize() + get_font(px(14, s)).get_linesize()
                                + px(8, s))  # room for the name and its second line, clear of the row's edges
        size = size if big else px(18, s)
        name = ellipsize(shown_name(r.names[seat]), size, name_w, True, name=True)
        color = YELLOW if won else WHITE
        if big:
            at = draw_text(surface, name, size, (tx, cy + px(1, s)), color, True, "bottomleft")
            kind = kind_words(r.kinds[seat])
            if len(r.people) > 1 and seat in r.people:
                kind = _(PERSON_KIND)
            if seat == r.human:
                kind = _("Your seat") if r.names[seat].casefold() == "you" else _("You")
            draw_text(surface, ellipsize(kind, px(14, s), name_w), px(14, s), (tx, cy + px(2, s)), MUTED, False,
                      "topleft")
        else:
            at = draw_text(surface, name, size, (tx, cy), color, True, "midleft")
        if won:
            crown = max(10, round(size * 1.1))
            draw_crown(surface, (at.right + px(6, s) + crown / 2, at.centery - px(1, s)), crown)
        # the cards left
        hand = r.hands[seat]
        if hand:
            draw_cards(surface, self.app.art, hand, (row.cards_x, cy), row.cards_w, self.card_w)
        else:
            label = _("Went out!") if won else _("No cards")
            draw_text(surface, label, px(19, s), (row.cards_x, cy), GOLD if won else MUTED, True, "midleft")
        # the value of the cards left
        vx, vy = row.value_cell.center
        if won:
            draw_text(surface, "—", px(18, s), (vx, vy), FAINT, False, "center")
        elif r.winner is not None and not r.scores(seat) and r.values[seat]:
            # a partner's cards: shown, but they score nothing for the team
            draw_text(surface, f"{r.values[seat]}", px(18, s), (vx, vy - px(7, s)), FAINT, False, "center")
            draw_text(surface, _("partner: not scored") if side else _("not scored"), px(11, s),
                      (vx, vy + px(9, s)), FAINT, False, "center")
        else:
            value = r.values[seat]
            gone = any(seat == fs and self.t >= start for fs, start in self.flights)
            draw_text(surface, f"{value}", px(22, s), (vx, vy), FAINT if gone else CREAM, True, "center")
        # this hand's points
        hx, hy = row.hand_cell.center
        if side:  # with teams every seat of the winning team scores the hand's points
            got = self.counted()
            land = self._landing_bump() if won else 0.0
            size = px(26 if won else 22, s) + round(px(6, s) * land)
            draw_text(surface, f"+{got}", size, (hx, hy), GOLD, True, "center")
        else:
            draw_text(surface, "0", px(18, s), (hx, hy), FAINT, False, "center")
        # the running total, with a bar to the target
        if r.target is not None:
            self._draw_total(surface, row)

    def _landing_bump(self) -> float:
        """Return 0..1: how much the winner's figure swells, just after a hand's points land."""
        bump = 0.0
        for _seat, start in self.flights:
            dt = self.t - start - FLY
            if 0.0 <= dt < TICK:
                bump = max(bump, math.sin(math.pi * dt / TICK))
        return bump

    def _draw_total(self, surface: pygame.Surface, row: _Row) -> None:
        s = self.scale
        r = self.result
        seat = row.seat
        cell = row.total_cell
        total = r.before[seat] + (self.counted() if seat in r.side else 0)
        target = max(1, r.target or 1)
        leader = r.match_over and seat in r.match_side
        color = GOLD if leader else (WHITE if seat == r.winner else CREAM)
        bar_h = max(4, px(7, s))
        big = self.row_h >= px(44, s)
        text_y = cell.centery - (bar_h if big else 0)
        draw_text(surface, f"{total}", px(22, s), (cell.right - px(6, s), text_y), color, True, "midright")
        if big:
            bar = pygame.Rect(cell.x + px(10, s), text_y + px(14, s), cell.w - px(16, s), bar_h)
        else:
            bar = pygame.Rect(cell.x + px(10, s), cell.centery - bar_h // 2, cell.w - px(80, s), bar_h)
        pygame.draw.rect(surface, (0, 0, 0), bar, border_radius=bar_h // 2)
        fill = bar.copy()
        fill.w = max(0, min(bar.w, round(bar.w * total / target)))
        if fill.w > 0:
            pygame.draw.rect(surface, GOLD if leader else (88, 190, 60), fill, border_radius=bar_h // 2)

    def _draw_flights(self, surface: pygame.Surface) -> None:
        draw_sparks(surface, self.result, self.rows, self.flights, self.t, self.scale)

    def _draw_winner_pulse(self, surface: pygame.Surface) -> None:
        s = self.scale
        row = self.rows[self.result.winner or 0]
        if not self.pulse:
            return
        glow = pulse(self.t, READY_HZ)
        level = min(len(self.pulse) - 1, int(glow * len(self.pulse)))
        surface.blit(self.pulse[level], row.rect.inflate(px(4, s), px(2, s)))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.result
        x, y = self.hint_pos
        line = hand_footer(r, self.counted())
        if self.then is not None:  # the guided first hand: the coach's last word, which this panel covers
            line = _("That was your first hand of Uno: play a real game from the title screen.")
        color = GOLD if r.match_over and r.target is not None else CREAM
        room = self.menu.rect.x - px(16, s) - x  # left of the buttons
        size = fit_size(line, px(19, s), room, True) or max(MIN_TEXT_PX, round(px(19, s) * 0.75))
        draw_text(surface, ellipsize(line, size, room, True), size, (x, y - px(2, s)), color, True, "bottomleft")
        keys = (_("A to continue · B or Start to pause") if self.app.input_kind == PAD
                else _("Enter or Space to continue · Esc or P to pause · click to skip the count"))
        size = fit_size(keys, px(14, s), room) or max(MIN_TEXT_PX, round(px(14, s) * 0.75))
        draw_text(surface, ellipsize(keys, size, room), size, (x, y + px(4, s)), FAINT, False, "topleft")
        _draw_seed(surface, r, self.panel, s)
