"""The end of the match: the winner celebrated with confetti, the final scores, New match or Title.

`MatchOverScene(app, session)` reads the finished match from `session` and forgets the saved match
(a finished one is not offered as Continue). New match deals a fresh match with the same seats and
rules; Title goes back to the title screen. The "win" sound plays when the person won.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame.gfxdraw

from game.i18n import _, ngettext, pgettext
from game.ui import routes
from game.ui.controls import Button
from game.ui.menus import Menu
from game.ui.pad import PAD
from game.ui.paint import draw_felt, draw_panel
from game.ui.palette import BLUE, CREAM, FAINT, GOLD, GREEN, INK, MUTED, RED, TEAM_COLORS, WHITE, YELLOW
from game.ui.results import (
    PERSON_KIND,
    draw_avatar,
    draw_crown,
    draw_team_mark,
    hand_result,
    kind_words,
    seat_face,
    team_totals,
)
from game.ui.scene import Scene
from game.ui.screens import draw_footer
from game.ui.text import draw_text, ellipsize, fit_lines, get_font, outlined_text
from game.ui.tween import ease_out_back, ease_out_cubic
from game.ui.units import px
from game.ui.words import shown_name

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.scene import Host

__all__ = ["CONFETTI_COLORS", "Confetti", "MatchOverScene", "confetti"]

CONFETTI_COLORS = (RED, YELLOW, GREEN, BLUE, WHITE, GOLD)
SILVER = (200, 206, 212)
BRONZE = (205, 127, 50)


@dataclass(frozen=True)
class Confetti:
    """One piece of confetti. Positions are fractions of the window; times in seconds."""

    burst: bool        # True: shot up from a bottom corner at the start; False: falls for ever
    x: float           # start x (fraction of the width)
    y: float           # start y (fraction of the height)
    vx: float          # initial speed (fractions of the height per second)
    vy: float
    delay: float       # seconds before it appears
    period: float      # a falling piece loops every `period` seconds
    sway: float        # side-to-side amplitude (fraction of the width)
    sway_rate: float   # radians per second
    spin: float        # radians per second (the flip that makes it glint)
    turn: float        # its angle in the plane, radians
    size: float        # length in fractions of the height
    color: tuple[int, int, int]


SPIN_MAX = 9.0
"""The fastest a piece of confetti flips, radians a second: it glints twice a turn, so at most
9 / pi = 2.9 times a second (nothing flashes more than three times a second)."""
GRAVITY = 1.35   # fractions of the height per second squared, for the burst
DRAG_FALL = 0.16  # fall speed of a floating piece, fractions of the height per second


def confetti(count: int = 150, seed: int = 7) -> tuple[Confetti, ...]:
    """Return `count` pieces: a third shot up from the bottom corners, the rest raining down."""
    rng = random.Random(seed)
    out: list[Confetti] = []
    bursts = count // 3
    for i in range(count):
        burst = i < bursts
        color = CONFETTI_COLORS[rng.randrange(len(CONFETTI_COLORS))]
        if burst:
            left = i % 2 == 0
            out.append(Confetti(
                burst=True,
                x=0.02 if left else 0.98, y=1.02,
                vx=(1 if left else -1) * rng.uniform(0.18, 0.62), vy=-rng.uniform(1.15, 1.75),
                delay=rng.uniform(0.0, 0.25), period=0.0,
                sway=rng.uniform(0.002, 0.01), sway_rate=rng.uniform(3.0, 7.0),
                spin=rng.uniform(5.0, SPIN_MAX), turn=rng.uniform(0, math.pi),
                size=rng.uniform(0.012, 0.022), color=color,
            ))
        else:
            speed = DRAG_FALL * rng.uniform(0.7, 1.35)
            out.append(Confetti(
                burst=False,
                x=rng.uniform(0.0, 1.0), y=-0.05,
                vx=0.0, vy=speed,
                delay=rng.uniform(0.3, 6.0), period=1.12 / speed,
                sway=rng.uniform(0.006, 0.025), sway_rate=rng.uniform(1.2, 3.2),
                spin=rng.uniform(3.0, SPIN_MAX), turn=rng.uniform(0, math.pi),
                size=rng.uniform(0.010, 0.02), color=color,
            ))
    return tuple(out)


def confetti_at(piece: Confetti, t: float, aspect: float) -> tuple[float, float, float, float] | None:
    """Return (x, y, angle, flip) of `piece` at time `t`, or None when it is not on screen.

    x and y are fractions of the width and height; `aspect` is width / height (speeds are in heights).
    A pure function of `t`.
    """
    local = t - piece.delay
    if local < 0:
        return None
    if piece.burst:
        # The burst rises, slows, and then falls gently (air drag caps the fall speed).
        vy = piece.vy + GRAVITY * local
        fall = 0.22
        if vy > fall:
            t_cap = (fall - piece.vy) / GRAVITY
            y = piece.y + piece.vy * t_cap + 0.5 * GRAVITY * t_cap * t_cap + fall * (local - t_cap)
        else:
            y = piece.y + piece.vy * local + 0.5 * GRAVITY * local * local
        slow = 1.0 - math.exp(-local * 1.6)
        x = piece.x + piece.vx / aspect * slow / 1.6 + piece.sway * math.sin(local * piece.sway_rate)
        if y > 1.08:
            return None
    else:
        phase = local % piece.period
        y = piece.y + piece.vy * phase
        x = piece.x + piece.sway * math.sin(local * piece.sway_rate)
        x %= 1.0
    return x, y, piece.turn + local * 0.7, math.cos(local * piece.spin)


class MatchOverScene(Scene):
    """The winner's name big, confetti, the final scores; New match (same seats and rules) or Title."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result = hand_result(session)
        self.t = 0.0
        self.scale = app.scale
        self.menu = Menu([], horizontal=True, spacing=18)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.name_center = (0, 0)
        self.name_size = 84
        self.sub_y = 0
        # confetti for a win at the screen (or a demo's winner); a person who lost gets a quiet screen
        self.head_band = 0
        self.pieces = confetti(170 if self.result.match_winner is not None and self.celebrates else 0)
        r = self.result
        # by the model's places (the winning team first, partners side by side), then within a place by
        # the points left in the last hand (the partner who went out before the one left holding cards)
        team = r.seat_teams or (0,) * r.players
        self.order = sorted(range(r.players), key=lambda seat: (r.places[seat], team[seat], r.values[seat], seat))

    # -- lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Forget the saved match; play the fanfare when the person won."""
        try:
            self.app.store.clear_match()
        except OSError as exc:  # never block the celebration over a file
            self.app.notify(_("The finished match could not be removed from the saves: {problem}").format(problem=exc))
        r = self.result
        if r.people and self.celebrates:
            self.app.audio.play("win")

    @property
    def celebrates(self) -> bool:
        """True when the match went to someone at the screen: the person (or their team), in
        pass-and-play one of the people; with nobody at the screen (a demo), its winner."""
        r = self.result
        if not r.people:
            return True
        return r.yours(r.match_side) or (len(r.people) > 1 and any(p in r.match_side for p in r.people))

    # -- wording ---------------------------------------------------------------------------------
    @property
    def single(self) -> bool:
        return self.result.target is None

    def headline(self) -> tuple[str, str]:
        """Return the big line and the line under it."""
        r = self.result
        w = r.match_winner
        if w is None:
            return _("No winner"), _("The hand ended in a draw: nobody scores.")
        hands = sum(r.wins)
        points = r.totals[w]
        if r.teams:
            # Translators: what joins the names of a winning team's players ("You & Leo").
            names = pgettext("team players", " & ").join(_("you") if r.is_you(seat) else r.name(seat)
                                                         for seat in r.match_side)
            names = names[:1].upper() + names[1:]
            big = _("Your team wins!") if r.yours(r.match_side) else _("{team} wins").format(team=r.team_name(w))
            line = _("{names} win the hand · {totals}") if self.single else _("{names} win the match · {totals}")
            return big, line.format(names=names, totals=team_totals(r))
        you = r.is_you(w)
        if self.single:
            line = (ngettext("You win the hand with {n} point from the other hands.",
                             "You win the hand with {n} points from the other hands.", points) if you else
                    ngettext("wins the hand with {n} point from the other hands.",
                             "wins the hand with {n} points from the other hands.", points)).format(n=points)
        else:
            # Translators: {hands} is "1 hand" / "5 hands".
            line = (ngettext("You win the match with {n} point after {hands}.",
                             "You win the match with {n} points after {hands}.", points) if you else
                    ngettext("wins the match with {n} point after {hands}.",
                             "wins the match with {n} points after {hands}.", points)).format(
                n=points, hands=ngettext("{n} hand", "{n} hands", hands).format(n=hands))
        return (_("You win!") if you else r.name(w)), line

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Stack the crown, the name, the line under it, the scores panel and the buttons, centred."""
        super().resize(size)
        s = self.scale = self.app.scale
        w, h = size
        n = self.result.players
        bh = px(52, s)
        crown_h = px(44, s) if self.result.match_winner is not None else 0
        self.name_size = 84
        row_h = px(44, s)
        # the column heads' band: room for a head on two lines ("PUNKTE AUF / DER HAND")
        self.head_band = max(px(40, s), 2 * get_font(max(12, round(px(13, s) * 0.8)), True).get_linesize() + px(8, s))
        fixed = (px(20, s) + crown_h + px(34, s) + px(20, s) + px(60, s) + px(24, s) + bh + px(44, s)
                 + self.head_band - px(40, s))
        # shrink the rows, then the name, until everything fits
        while True:
            name_h = round(get_font(px(self.name_size, s), True).get_height() * 0.86)
            room = h - fixed - name_h
            row_h = min(px(46, s), room // n)
            if row_h >= px(30, s) or self.name_size <= 56:
                break
            self.name_size -= 8
        row_h = max(px(20, s), row_h)
        ph = self.head_band + px(4, s) + row_h * n + px(16, s)
        sub_h = get_font(px(24, s), True).get_height()
        total = crown_h + name_h + sub_h + px(16, s) + ph + px(24, s) + bh
        y = max(px(16, s), (h - px(30, s) - total) // 2)
        self.name_center = (w // 2, y + crown_h + name_h // 2)
        pw = min(w - px(40, s), px(760, s))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.sub_y = y + crown_h + name_h
        self.panel.midtop = (w // 2, self.sub_y + sub_h + px(16, s))
        y = self.panel.y + self.head_band
        self.rows = []
        for seat in self.order:
            self.rows.append((seat, pygame.Rect(self.panel.x + px(14, s), y, pw - px(28, s), row_h)))
            y += row_h
        again = _("Play again") if self.single else _("New match")
        buttons = pygame.Rect(0, 0, px(520, s), bh)
        buttons.midtop = (w // 2, self.panel.bottom + px(24, s))
        self.menu.set_items([
            Button(again, self.new_match, primary=True, help=_("The same players, from zero, with the rules in your settings")),
            Button(_("Title"), self.to_title, help=_("Back to the title screen")),
        ], keep_focus=True)
        self.menu.layout(buttons, s)

    # -- actions ---------------------------------------------------------------------------------
    def new_match(self) -> None:
        """Deal a new match with the same seats and rules."""
        from game.session import MatchConfig, Session

        cfg = self.session.config
        rules = cfg.rules
        try:  # the next match plays the settings' rules and game length (Single hand: no match target)
            wanted = self.app.settings.rules_obj()
            if not wanted.problems(len(cfg.seats)):
                rules = wanted
        except (ValueError, TypeError):
            pass
        try:
            session = Session.new(MatchConfig(seats=cfg.seats, rules=rules, seed=None, human=cfg.human))
        except ValueError as exc:
            self.app.notify(_("Cannot start a new match: {problem}").format(problem=exc))
            return
        self.app.restart(routes.Table(session))

    def to_title(self) -> None:
        """Go back to the title screen."""
        self.app.restart(routes.Title())

    # -- scene -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Left/Right/Tab choose a button, Enter/Space press it, Esc goes to the title."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_ESCAPE:
            self.to_title()
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Advance the celebration (at the animation speed) and the buttons."""
        self.t += dt * max(0.05, self.app.anim_speed)
        self.menu.update(dt)

    # -- drawing ---------------------------------------------------------------------------------
    def row_name(self, seat: int) -> str:
        """Return the name a row shows: the person's marked "(you)", unless the name says it already."""
        r = self.result
        name = shown_name(r.names[seat])
        if seat == r.human and name != r.names[seat]:
            return name  # the default name, "You" in the player's language, says it already
        if seat == r.human and name.strip().casefold() not in ("you", "me", "moi", "vous", "toi"):
            name += _("  (you)")
        return name

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, the rays, the confetti, the winner, the scores and the buttons."""
        draw_felt(surface)
        self._draw_rays(surface)
        self._draw_confetti(surface, front=False)
        self._draw_headline(surface)
        self._draw_scores(surface)
        self.menu.draw(surface)
        self._draw_confetti(surface, front=True)
        hint = _("D-pad to choose · A to confirm") if self.app.input_kind == PAD else _("Left and Right to choose · Enter to confirm")
        draw_footer(surface, self.menu.focused_help or hint, self.scale)

    def _draw_rays(self, surface: pygame.Surface) -> None:
        """A slowly turning burst of light behind the winner's name."""
        if self.result.match_winner is None:
            return
        w, h = self.size
        cx, cy = self.name_center
        reach = math.hypot(w, h) * 0.6
        fade = ease_out_cubic(min(1.0, self.t / 0.8))
        spin = 0.0 if self.still() else self.t * 0.12
        for i in range(14):
            a0 = spin + i * 2 * math.pi / 14
            a1 = a0 + math.pi / 28
            pts = [(cx, cy), (cx + math.cos(a0) * reach, cy + math.sin(a0) * reach),
                   (cx + math.cos(a1) * reach, cy + math.sin(a1) * reach)]
            pygame.gfxdraw.filled_polygon(surface, pts, (255, 236, 160, round(22 * fade)))

    def still(self) -> bool:
        """Return True with "reduce motion": no confetti, the rays and the crown stand still."""
        return bool(getattr(self.app.settings, "reduce_motion", False))

    def _draw_confetti(self, surface: pygame.Surface, front: bool) -> None:
        if not self.pieces or self.still():
            return
        w, h = self.size
        aspect = w / max(1, h)
        # a quarter of the pieces fall in front, but never over the scores or the buttons (across the names
        # and "Play again" they looked unfinished: playtest 12)
        edge = 0.03 * h  # a piece's half length and a little
        clear = [self.panel.inflate(edge, edge), self.menu.rect.inflate(edge, edge)] if front else []
        for i, piece in enumerate(self.pieces):
            if (i % 4 == 0) != front:
                continue
            at = confetti_at(piece, self.t, aspect)
            if at is None:
                continue
            x, y, angle, flip = at
            if any(r.collidepoint(x * w, y * h) for r in clear):
                continue
            length = piece.size * h
            width = length * 0.45 * max(0.15, abs(flip))
            px_, py_ = x * w, y * h
            ca, sa = math.cos(angle), math.sin(angle)
            hl, hw = length / 2, width / 2
            pts = [(px_ + ca * dx - sa * dy, py_ + sa * dx + ca * dy)
                   for dx, dy in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw))]
            shade = 1.0 if flip > 0 else 0.72
            color = tuple(round(c * shade) for c in piece.color)
            pygame.draw.polygon(surface, color, pts)

    def _draw_headline(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.result
        big, small = self.headline()
        cx, cy = self.name_center
        winner = r.match_winner
        color = YELLOW if winner is not None else CREAM
        surf = outlined_text(big, px(self.name_size, s), color, INK, max(3, px(5, s)))
        pop = ease_out_back(min(1.0, self.t / 0.6))
        if pop < 0.999:
            surf = pygame.transform.smoothscale_by(surf, max(0.05, 0.55 + 0.45 * pop))
        rect = surf.get_rect(center=(cx, cy))
        surface.blit(surf, rect)
        if winner is not None:
            crown_w = px(64, s)
            bob = 0.0 if self.still() else math.sin(self.t * 2.2) * px(4, s)
            draw_crown(surface, (cx, rect.top + rect.h * 0.1 - crown_w * 0.3 + bob), crown_w)
        fade = ease_out_cubic(min(1.0, max(0.0, (self.t - 0.3) / 0.5)))
        line = ellipsize(small, px(24, s), self.size[0] - px(60, s))
        text = outlined_text(line, px(24, s), WHITE, INK, max(1, px(2, s)))
        text.set_alpha(round(255 * fade))
        surface.blit(text, text.get_rect(midtop=(cx, self.sub_y)))
        text.set_alpha(None)

    def _draw_scores(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.result
        draw_panel(surface, self.panel, radius=px(18, s), rgba=(6, 28, 16, 214))
        head_y = self.panel.y + self.head_band // 2 + px(2, s)
        x0 = self.panel.x + px(24, s)
        right = self.panel.right - px(24, s)
        cols = {
            "Player": (x0 + px(70, s), "midleft"),
            "Hands won": (right - px(250, s), "center"),
            "Points": (right, "midright"),
        }
        if self.single:  # the places of a single hand follow the points left in each hand: shown beside the cards
            del cols["Hands won"]
            cols["Cards left"] = (right - px(310, s), "center")
            cols["Points in hand"] = (right - px(175, s), "center")
        heads = {"Player": _("Player"), "Hands won": _("Hands won"), "Points": _("Points"), "Cards left": _("Cards left"),
                 "Points in hand": _("Points in hand")}
        # each head within its column's room, smaller or on two lines rather than over the next
        # ("KARTEN ÜBRIG" ran into "PUNKTE IN DER HAND" at 150%)
        room = {"Player": px(200, s), "Hands won": px(200, s), "Points": px(100 if self.single else 140, s),
                "Cards left": px(130, s), "Points in hand": px(130, s)}
        tall = self.head_band - px(6, s)
        for text, (x, anchor) in cols.items():
            lines, size = fit_lines(heads[text].upper(), px(13, s), room[text], tall, True, floor=0.6)
            step = get_font(size, True).get_linesize()
            top = head_y - step * len(lines) / 2  # centred in the heads' band
            for i, line in enumerate(lines):
                draw_text(surface, line, size, (x, round(top + step * (i + 0.5))), FAINT, True, anchor)
        best = max(r.totals) if r.totals else 0
        for rank, (seat, rect) in enumerate(self.rows):
            # each row slides in after the one above it
            k = ease_out_cubic((self.t - 0.5 - rank * 0.08) / 0.45)
            if k <= 0:
                continue
            row = rect.move(round((1 - k) * px(60, s)), 0)
            won = seat in r.match_side
            if won:
                draw_panel(surface, row.inflate(0, -px(4, s)), radius=px(10, s), rgba=(246, 196, 64, 50),
                           border=(246, 196, 64, 150), shadow=False)
            elif r.seat_teams:  # rows tinted by team: partners read as one
                draw_panel(surface, row.inflate(0, -px(4, s)), radius=px(10, s),
                           rgba=(*TEAM_COLORS[r.seat_teams[seat]], 34), border=None, shadow=False)
            elif rank % 2 == 1:
                draw_panel(surface, row.inflate(0, -px(4, s)), radius=px(10, s), rgba=(255, 255, 255, 12),
                           border=None, shadow=False)
            cy = row.centery
            at = r.places[seat] - 1  # the model's place: tied seats (partners always) share one
            medal = (GOLD, SILVER, BRONZE)[at] if at < 3 and r.totals[seat] > 0 else None
            place = f"{at + 1}"
            if medal is not None:
                pygame.draw.circle(surface, medal, (row.x + px(20, s), cy), max(6, min(px(14, s), row.h // 2 - px(5, s))))
                draw_text(surface, place, px(17, s), (row.x + px(20, s), cy + 1), INK, True, "center")
            else:
                draw_text(surface, place, px(17, s), (row.x + px(20, s), cy), MUTED, True, "center")
            radius = max(7, min(px(15, s), row.h // 2 - px(5, s)))
            draw_avatar(surface, seat, shown_name(r.names[seat]), (row.x + px(56, s), cy), radius, GOLD if won else None,
                        seat_face(r, seat), "pleased" if won else "calm")
            name_x = row.x + px(80, s)
            if r.seat_teams:  # the team's mark between the badge and the name
                mark = max(px(12, s), round(radius * 1.15))
                name_x = draw_team_mark(surface, r.seat_teams[seat], (row.x + px(56, s) + radius + px(6, s), cy),
                                        mark) + px(8, s)
            name = self.row_name(seat)
            kind = "" if seat == r.human else kind_words(r.kinds[seat])
            if len(r.people) > 1 and seat in r.people:
                kind = _(PERSON_KIND)
            size = px(20, s)
            limit = cols["Player"][0] + px(300, s) - name_x
            nr = draw_text(surface, ellipsize(name, size, limit, True, name=True), size, (name_x, cy), YELLOW if won else WHITE,
                           True, "midleft")
            if kind and nr.right + px(130, s) < cols["Hands won" if not self.single else "Cards left"][0] - px(40, s):
                draw_text(surface, kind, px(14, s), (nr.right + px(10, s), cy + px(1, s)), MUTED, False, "midleft")
            middle = len(r.hands[seat]) if self.single else r.wins[seat]  # the column says what it counts
            key = "Cards left" if self.single else "Hands won"
            mid_text = f"{middle}"
            draw_text(surface, mid_text, px(19, s), (cols[key][0], cy), CREAM, True, "center")
            if self.single:
                draw_text(surface, f"{r.values[seat]}", px(19, s), (cols["Points in hand"][0], cy), CREAM, True, "center")
            total = r.totals[seat]
            color = GOLD if won else (WHITE if total == best and best > 0 else CREAM)
            draw_text(surface, f"{total}", px(22, s), (right, cy), color, True, "midright")
