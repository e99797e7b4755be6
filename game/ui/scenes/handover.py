"""The end of a hand: every hand's cards face up, the points flying to the winner, the running totals.

`HandOverScene(app, session, on_continue)` is pushed over the table when a hand ends. It reads the
finished hand from `session.match` (which must not change while it is shown) and never changes it.
Continue (the button, Enter, Space or the keypad's Enter):
- while the match goes on: the scene pops itself, then calls `on_continue()` (the table deals on);
- when the match is over (a single hand always is): the whole stack is replaced by the match-over
  scene, and `on_continue` is not called (there is nothing to deal).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ai import LEVEL_LABELS
from game.model.teams import TEAM_NAMES, seat_points, seat_teams, side_of
from game.ui.cardart import CARD_ASPECT
from game.ui.controls import Button
from game.ui.menus import Menu
from game.ui.pad import PAD
from game.ui.paint import dim, draw_felt, draw_panel
from game.ui.palette import AVATAR_COLORS, CREAM, FAINT, GOLD, INK, MUTED, TEAM_COLORS, WHITE, YELLOW
from game.ui.scene import Scene
from game.ui.text import draw_text, ellipsize, outlined_text
from game.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic
from game.ui.units import px

if TYPE_CHECKING:
    from game.model import Card
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

# Timing of the count-up, in seconds at animation speed 1 (the speed setting scales them).
COUNT_DELAY = 0.45   # before the first hand's points leave
FLY = 0.5            # one hand's points flying to the winner
STAGGER = 0.24       # between two hands' departures (less when many seats)
TICK = 0.3           # the winner's figure counting up after a landing
PULSE_LEVELS = 10
INPUT_GUARD = 0.3    # real seconds during which Continue is ignored (a held Enter from the table)

ROW_STRIPE = (255, 255, 255, 12)
WIN_FILL = (246, 196, 64, 46)
KIND_LABELS = {"human": "You", **{level: f"{label} CPU" for level, label in LEVEL_LABELS.items()}}
PERSON_KIND = "Player"
"""A person's row with several people at the screen (pass-and-play), where nobody is "you"."""


@dataclass(frozen=True)
class HandResult:
    """What the end-of-hand and end-of-match screens show, read once from the session."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    human: int | None
    winner: int | None          # the hand's winner (None: a drawn hand)
    points: int                 # what the winner scores this hand
    hands: tuple[tuple[Card, ...], ...]
    values: tuple[int, ...]     # the points of the cards left in each hand
    before: tuple[int, ...]     # each seat's total before this hand
    totals: tuple[int, ...]     # each seat's total after it
    wins: tuple[int, ...]       # hands won by each seat in the match, this one included
    hand_number: int
    target: int | None          # None: a single hand
    match_over: bool
    match_winner: int | None
    teams: bool = False         # two teams: a hand's points go to the whole team
    people: tuple[int, ...] = ()
    """The people's seats; with more than one (pass-and-play) `human` is None: nobody is "you"."""
    seat_teams: tuple[int, ...] = ()
    """Each seat's team (the model's `seat_teams`; empty without teams)."""
    scored: tuple[int, ...] = ()
    """Per seat: the points its cards give the winner (the model's `seat_points`: 0 for the winner's
    side, a partner's cards score nothing)."""
    side: tuple[int, ...] = ()
    """The seats this hand's points go to: the winner, with teams its whole team (empty: drawn)."""
    match_side: tuple[int, ...] = ()
    """The seats that won the match (the winner, or its whole team), once it is over."""
    places: tuple[int, ...] = ()
    """Each seat's place in the match (the model's `Match.places`: partners share their team's)."""

    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, seat: int | None) -> str:
        """Return the name shown for `seat`."""
        return "Nobody" if seat is None else self.names[seat]

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.human

    def team_name(self, seat: int) -> str:
        """Return the name of `seat`'s team ("Team A"); with no teams, the seat's name."""
        return TEAM_NAMES[self.seat_teams[seat]] if self.seat_teams else self.name(seat)

    def yours(self, seats: tuple[int, ...]) -> bool:
        """Return True when the person at the screen (one person) sits among `seats`."""
        return self.human is not None and self.human in seats

    def scores(self, seat: int) -> bool:
        """Return True when `seat`'s cards count for the hand's winner."""
        return bool(self.scored) and self.scored[seat] > 0


def hand_result(session: Session) -> HandResult:
    """Read the finished hand and the match's totals from `session`."""
    match = session.match
    seats = session.config.seats
    outcome = match.game.outcome()
    winner = outcome.winner if outcome is not None else None
    points = outcome.points if outcome is not None and winner is not None else 0
    shown: tuple[tuple[Card, ...], ...] = outcome.hands if outcome is not None else tuple(() for _ in seats)
    hands = tuple(tuple(sorted(h, key=lambda c: c.sort_key)) for h in shown)
    totals = tuple(match.scores)
    before = tuple(match.banked)
    people = tuple(session.config.people)
    rules = match.rules
    n = len(seats)
    match_winner = match.winner
    return HandResult(
        names=tuple(s.name for s in seats),
        kinds=tuple(s.kind for s in seats),
        human=session.human if len(people) <= 1 else None,
        winner=winner,
        points=points,
        hands=hands,
        values=tuple(sum(c.points for c in h) for h in hands),
        before=before,
        totals=totals,
        wins=tuple(match.wins),
        hand_number=match.hand_number,
        target=match.rules.target_score,
        match_over=match.is_over,
        match_winner=match_winner,
        teams=bool(seat_teams(rules, n)),
        people=people,
        seat_teams=seat_teams(rules, n),
        scored=seat_points(rules, hands, winner),
        side=side_of(rules, n, winner) if winner is not None else (),
        match_side=side_of(rules, n, match_winner) if match_winner is not None else (),
        places=match.places(),
    )


# --------------------------------------------------------------------------------------------------
# Small drawings shared with the match-over screen


def draw_avatar(surface: pygame.Surface, seat: int, name: str, center: tuple[int, int], radius: int,
                ring: tuple[int, int, int] | None = None) -> None:
    """Draw a seat's round badge: a coloured disc with the name's initial."""
    color = AVATAR_COLORS[seat % len(AVATAR_COLORS)]
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + max(1, radius // 10), center[1] + max(1, radius // 7)), radius)
    pygame.draw.circle(surface, color, center, radius)
    pygame.draw.circle(surface, ring or WHITE, center, radius, max(1, radius // 8))
    initial = (name.strip()[:1] or "?").upper()
    draw_text(surface, initial, max(8, round(radius * 1.15)), (center[0], center[1] + max(1, radius // 12)),
              WHITE, True, "center")


def draw_crown(surface: pygame.Surface, center: tuple[float, float], width: float,
               color: tuple[int, int, int] = GOLD) -> None:
    """Draw a small crown `width` pixels wide centred on `center`."""
    cx, cy = center
    w = width
    h = w * 0.62
    x0, x1 = cx - w / 2, cx + w / 2
    y0, y1 = cy - h / 2, cy + h / 2
    pts = [
        (x0, y1), (x0, y0 + h * 0.18), (cx - w * 0.25, y0 + h * 0.55), (cx, y0),
        (cx + w * 0.25, y0 + h * 0.55), (x1, y0 + h * 0.18), (x1, y1),
    ]
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, (120, 80, 10), pts, max(1, round(w / 14)))
    r = max(1, round(w * 0.07))
    for p in (pts[1], pts[3], pts[5]):
        pygame.draw.circle(surface, WHITE, (round(p[0]), round(p[1])), r)


def team_totals(r: HandResult, totals: tuple[int, ...] | None = None) -> str:
    """Return both teams' totals ("Team A 120 · Team B 45"), the person's team marked "(you)";
    `totals` (per seat) default to the match's totals after the hand."""
    totals = r.totals if totals is None else totals
    parts = []
    for team, name in enumerate(TEAM_NAMES):
        seats = [s for s, t in enumerate(r.seat_teams) if t == team]
        if not seats:
            continue
        mine = " (you)" if r.yours(tuple(seats)) else ""
        parts.append(f"{name}{mine} {totals[seats[0]]}")
    return " · ".join(parts)


def draw_team_mark(surface: pygame.Surface, team: int, midleft: tuple[int, int], height: int) -> int:
    """Draw a team's mark (its letter on its colour) with its left edge at `midleft`; return its right."""
    x, cy = midleft
    h = max(10, height)
    rect = pygame.Rect(x, cy - h // 2, round(h * 1.05), h)
    pygame.draw.rect(surface, TEAM_COLORS[team], rect, border_radius=max(3, h // 4))
    pygame.draw.rect(surface, WHITE, rect, max(1, h // 12), border_radius=max(3, h // 4))
    draw_text(surface, TEAM_NAMES[team][-1], max(8, round(h * 0.7)), rect.center, WHITE, True, "center")
    return rect.right


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


class HandOverScene(Scene):
    """Every hand's cards and points at the end of a hand; Continue goes on (or to the match's end)."""

    opaque = False

    def __init__(self, app: Host, session: Session, on_continue: Callable[[], object]) -> None:
        super().__init__(app)
        self.session = session
        self.on_continue = on_continue
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
        self.title_y = 0
        self.hint_pos = (0, 0)
        self.columns: dict[str, tuple[int, str]] = {}
        self.pulse: list[pygame.Surface] = []
        self.flights = self._schedule()

    # -- the count-up ----------------------------------------------------------------------------
    def _schedule(self) -> list[tuple[int, float]]:
        """Return (seat, departure time) for each hand whose points fly to the winner."""
        r = self.result
        if r.winner is None:
            return []
        order = [(r.winner + k) % r.players for k in range(1, r.players)]
        losers = [s for s in order if r.scores(s)]
        gap = min(STAGGER, 1.6 / max(1, len(losers)))
        return [(s, COUNT_DELAY + i * gap) for i, s in enumerate(losers)]

    @property
    def count_end(self) -> float:
        """Return the animation time at which every figure has reached its final value."""
        if not self.flights:
            return COUNT_DELAY
        return self.flights[-1][1] + FLY + TICK

    def counted(self, t: float | None = None) -> int:
        """Return the winner's points for this hand as counted up at animation time `t` (default now)."""
        r = self.result
        t = self.t if t is None else t
        total_v = sum(r.scored[s] for s, _ in self.flights)
        if r.winner is None or total_v <= 0:
            return r.points
        got = 0.0
        for seat, start in self.flights:
            k = ease_out_cubic((t - start - FLY) / TICK)
            got += r.scored[seat] * k
        if t >= self.count_end:
            return r.points
        return min(r.points, int(r.points * got / total_v))

    # -- layout ----------------------------------------------------------------------------------
    def _button_text(self) -> str:
        r = self.result
        if r.target is None:
            return "Continue"
        return "Final scores" if r.match_over else "Next hand"

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out the panel, one row per seat, and the Continue button."""
        super().resize(size)
        s = self.scale = self.app.scale
        r = self.result
        w, h = size
        n = r.players
        margin = px(20, s)
        pad = px(22, s)
        title_h = px(92, s)
        header_h = px(26, s)
        footer_h = px(78, s)
        pw = min(w - 2 * margin, px(1180, s))
        avail = h - 2 * margin - title_h - header_h - footer_h - 2 * pad
        if avail < n * px(44, s):  # many seats in a small window: a tighter frame, taller rows
            pad = px(14, s)
            title_h = px(78, s)
            footer_h = px(64, s)
            avail = h - 2 * margin - title_h - header_h - footer_h - 2 * pad
        self.row_h = max(px(24, s), min(px(88, s), avail // n))
        ph = title_h + header_h + self.row_h * n + footer_h + 2 * pad
        self.panel = pygame.Rect(0, 0, pw, min(h - 2 * margin, ph))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        self.title_y = inner.y + title_h * 34 // 92
        self.header_y = inner.y + title_h
        # columns, right to left
        total_w = px(190, s) if r.target is not None else 0
        hand_w = px(112, s)
        value_w = px(104, s)
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
            "Player": (inner.x + px(4, s), "midleft"),
            "Cards left": (cards_x, "midleft"),
            "Card points": (value_x + value_w // 2, "center"),
            "This hand": (hand_x + hand_w // 2, "center"),
        }
        if r.target is not None:
            self.columns["Total"] = (total_x + total_w // 2, "center")
        # the button
        bw, bh = px(220, s), px(50, s)
        button = pygame.Rect(0, 0, bw, bh)
        button.bottomright = (inner.right, self.panel.bottom - pad)
        self.menu.set_items([Button(self._button_text(), self.proceed, primary=True,
                                    help="Enter or Space")], keep_focus=False)
        self.menu.layout(button, s)
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
            from game.ui.scenes.matchover import MatchOverScene

            self.app.reset(MatchOverScene(self.app, self.session))
            return
        self.app.pop()
        self.on_continue()

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
                    self.proceed()
                return True
            if key == pygame.K_ESCAPE:  # a controller's B (no mouse to click with): skip the count
                self.finish_count()
            return True
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.age < INPUT_GUARD:
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
            draw_text(surface, text.upper(), px(13, s), (x, self.header_y + px(12, s)), FAINT, True, anchor)
        for row in self.rows:
            self._draw_row(surface, row)
        self._draw_flights(surface)
        self._draw_footer(surface)
        self.menu.draw(surface)
        if r.winner is not None:
            self._draw_winner_pulse(surface)

    def _title_text(self) -> tuple[str, str]:
        r = self.result
        if r.winner is None:
            head = "A drawn hand"
            sub = "The hand went on too long and ended with no winner: nobody scores."
        elif r.teams:
            team = r.team_name(r.winner)
            head = "Your team wins the hand!" if r.yours(r.side) else f"{team} wins the hand"
            out = "You" if r.is_you(r.winner) else r.name(r.winner)
            sub = f"{out} went out: {team} scores {r.points} points from the other team's cards."
        elif r.is_you(r.winner):
            head = "You win the hand!"
            sub = f"You score {r.points} points from the cards left in the other hands."
        else:
            head = f"{r.name(r.winner)} wins the hand"
            sub = f"{r.name(r.winner)} scores {r.points} points from the cards left in the other hands."
        if r.target is None:
            sub = "Single hand · " + sub
        return head, sub

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
        draw_avatar(surface, seat, r.names[seat], (ax, cy), radius, GOLD if won else None)
        tx = ax + radius + px(10, s)
        if r.seat_teams:
            tx = draw_team_mark(surface, r.seat_teams[seat], (tx, cy), max(px(12, s), radius)) + px(8, s)
        name_w = row.cards_x - tx - px(10, s)
        big = self.row_h >= px(50, s)
        size = px(21 if big else 18, s)
        name = ellipsize(r.names[seat], size, name_w, True)
        color = YELLOW if won else WHITE
        if big:
            at = draw_text(surface, name, size, (tx, cy + px(1, s)), color, True, "bottomleft")
            kind = KIND_LABELS.get(r.kinds[seat], r.kinds[seat])
            if len(r.people) > 1 and seat in r.people:
                kind = PERSON_KIND
            if seat == r.human:
                kind = "Your seat" if r.names[seat].casefold() == "you" else "You"
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
            self._draw_hand(surface, hand, row.cards_x, cy, row.cards_w)
        else:
            label = "Went out!" if won else "No cards"
            draw_text(surface, label, px(19, s), (row.cards_x, cy), GOLD if won else MUTED, True, "midleft")
        # the value of the cards left
        vx, vy = row.value_cell.center
        if won:
            draw_text(surface, "—", px(18, s), (vx, vy), FAINT, False, "center")
        elif r.winner is not None and not r.scores(seat) and r.values[seat]:
            # a partner's cards: shown, but they score nothing for the team
            draw_text(surface, f"{r.values[seat]}", px(18, s), (vx, vy - px(7, s)), FAINT, False, "center")
            draw_text(surface, "partner: not scored" if side else "not scored", px(11, s),
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

    def _draw_hand(self, surface: pygame.Surface, hand: tuple[Card, ...], x: int, cy: int, width: int) -> None:
        art = self.app.art
        cw = self.card_w
        ch = round(cw * CARD_ASPECT)
        n = len(hand)
        step = cw * 0.72 if n < 2 else min(cw * 0.72, (width - cw) / (n - 1))
        step = max(1.0, step)
        top = cy - ch // 2
        for i, card in enumerate(hand):
            face = art.get(card, cw)
            surface.blit(face, (round(x + i * step), top))

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
        r = self.result
        if r.winner is None:
            return
        s = self.scale
        dest = self.rows[r.winner].hand_cell.center
        for seat, start in self.flights:
            k = (self.t - start) / FLY
            if not 0.0 < k < 1.0:
                continue
            e = ease_in_out_cubic(k)
            src = self.rows[seat].value_cell.center
            x = src[0] + (dest[0] - src[0]) * e
            y = src[1] + (dest[1] - src[1]) * e - math.sin(math.pi * e) * px(40, s)
            label = outlined_text(f"+{r.values[seat]}", px(22, s), GOLD, INK, max(1, px(2, s)))
            surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def _draw_winner_pulse(self, surface: pygame.Surface) -> None:
        s = self.scale
        row = self.rows[self.result.winner or 0]
        if not self.pulse:
            return
        glow = 0.5 + 0.5 * math.sin(self.t * 3.2)
        level = min(len(self.pulse) - 1, int(glow * len(self.pulse)))
        surface.blit(self.pulse[level], row.rect.inflate(px(4, s), px(2, s)))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.result
        x, y = self.hint_pos
        if r.target is None:
            line = "Single hand — this hand decides the game."
        elif r.match_over and r.teams:
            who = "Your team wins" if r.yours(r.match_side) else f"{r.team_name(r.match_winner or 0)} wins"
            line = f"{who} the match with {r.totals[r.match_winner or 0]} points!"
        elif r.match_over:
            who = "You win" if r.is_you(r.match_winner) else f"{r.name(r.match_winner)} wins"
            line = f"{who} the match with {r.totals[r.match_winner or 0]} points!"
        elif r.teams:
            got = self.counted()  # the totals as counted up so far, as the rows show them
            shown = tuple(r.before[seat] + (got if seat in r.side else 0) for seat in range(r.players))
            line = f"Hand {r.hand_number} · first to {r.target} · " + team_totals(r, shown)
        else:
            lead = max(r.totals)
            line = f"Hand {r.hand_number} · first to {r.target} wins the match · highest: {lead}"
        color = GOLD if r.match_over and r.target is not None else CREAM
        draw_text(surface, line, px(19, s), (x, y - px(2, s)), color, True, "bottomleft")
        keys = ("A to continue · B to skip the count" if self.app.input_kind == PAD
                else "Enter or Space to continue · click to skip the count")
        draw_text(surface, keys, px(14, s),
                  (x, y + px(4, s)), FAINT, False, "topleft")
