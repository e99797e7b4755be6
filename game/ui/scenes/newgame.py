"""New game: the seats (people, named, and CPUs, in the order they sit), teams, the match length, the rules."""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai import CPU_NAMES, LEVEL_LABELS, LEVELS
from game.i18n import N_, _, join_list, ngettext, pgettext
from game.model import MAX_PLAYERS, MIN_PLAYERS, Rules
from game.model.teams import TEAM_NAMES, team_of, team_seats
from game.session import jump_in_for_cpus_only
from game.ui import routes
from game.ui.controls import Button, Choice, Heading, Label, Stepper, Toggle, Widget
from game.ui.paint import rounded
from game.ui.palette import CREAM, DISABLED, INK, MUTED, TEAM_COLORS, WHITE, YELLOW
from game.ui.rulewords import deck_options, rule_line, rule_title, rules_in_play
from game.ui.screens import MenuScene
from game.ui.seating import KINDS, PERSON, SeatPlan, person_defaults
from game.ui.text import draw_text, ellipsize, get_font
from game.ui.units import fpx, px
from game.ui.words import level_name, shown_name, team_name

if TYPE_CHECKING:
    from game.session import MatchConfig, Session
    from game.ui.scene import Host

__all__ = ["CPU_NAMES", "DIFFICULTY_LABELS", "JUMP_IN_NOTE", "NewGameScene", "SeatRow"]

log = logging.getLogger(__name__)

DIFFICULTY_LABELS: dict[str, str] = LEVEL_LABELS
DIFFICULTY_HELP = N_("Random plays any legal card, Easy is forgiving, Normal is solid, Hard counts cards")
SEAT_BY_SEAT = "seats"
JUMP_IN_NOTE = (N_("Jump-In is off for people while more than one person plays (it needs a hidden hand); "
                "CPUs still jump in."))
def kind_label(kind: str) -> str:
    """Return what a seat's kind is called: "Person" or "CPU · Easy", in the player's language."""
    if kind == PERSON:
        return _("Person")
    return _("CPU · {level}").format(level=level_name(kind))
PARTS = ("name", "kind", "up", "down")
PART_HELP = {
    "name": N_("Enter: choose a name from a list or type one"),
    "kind": N_("Enter or +/-: a person or a CPU (Random, Easy, Normal, Hard); Left/Right: along the row"),
    "up": N_("Enter: move this player up a seat"),
    "down": N_("Enter: move this player down a seat"),
}
OFFICIAL_TARGET: int = Rules().target_score or 500
"""The official rules' match target (the model's default), offered when a single hand becomes a match."""
TEAM_HELP = N_("With teams, seats alternate teams: moving a player changes partners.")


def team_mark(team: int) -> str:
    """Return the letter of `team` (the model's team of a seat: A or B), as the table's plates say it."""
    return TEAM_NAMES[team][-1]


class SeatRow(Widget):
    """One seat: its number (and team mark and colour), the name, person or CPU, and move up / down.

    Left/Right move among the parts (name, kind, up, down); Enter works the lit part (the kind steps
    forward); a click works the part clicked (the kind's left arrow steps back).
    """

    height = 40

    def __init__(
        self,
        seat: int,
        name: str,
        kind: str,
        team: int | None,
        *,
        seats: int,
        on_name: Callable[[int], None],
        on_kind: Callable[[int, str], None],
        on_move: Callable[[int, int], None],
        part: int = 0,
    ) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.kind = kind
        self.team = team
        self.seats = seats
        self.on_name = on_name
        self.on_kind = on_kind
        self.on_move = on_move
        self.part = part
        self._sync_help()

    @property
    def label(self) -> str:
        """The seat and who sits there (read by tests and the help line)."""
        return _("Seat {number}: {name}").format(number=self.seat + 1, name=self.name)

    def _sync_help(self) -> None:
        what = _(PART_HELP[PARTS[self.part]])
        if self.team is None:
            self.help = _("Seat {number} · {what}").format(number=self.seat + 1, what=what)
        else:
            self.help = _("Seat {number} · {team} · {what}").format(number=self.seat + 1,
                                                                  team=team_name(self.team), what=what)
            if self.part >= 2:
                self.help = _("{help} ({note})").format(help=self.help, note=_(TEAM_HELP))

    def preferred_height(self, width: int, scale: float) -> int:
        """Return the usual height, taller when the text size makes the name's line taller than its box."""
        return max(px(self.height, scale), get_font(px(20, scale), True).get_linesize() + px(12, scale))

    # -- parts ----------------------------------------------------------------------------------
    def part_rects(self) -> dict[str, pygame.Rect]:
        """Return the rect of the badge, the name, the kind and the two move buttons."""
        s = self.scale
        r = self.rect
        pad = px(8, s)
        h = r.h - px(10, s)
        y = r.centery - h // 2
        badge = pygame.Rect(r.x + pad, y, px(64, s), h)
        move_w = px(44, s)
        down = pygame.Rect(r.right - pad - move_w, y, move_w, h)
        up = pygame.Rect(down.x - px(6, s) - move_w, y, move_w, h)
        kind_w = round(r.w * 0.30)
        kind = pygame.Rect(up.x - px(10, s) - kind_w, y, kind_w, h)
        name = pygame.Rect(badge.right + px(10, s), y, kind.x - px(10, s) - badge.right - px(10, s), h)
        return {"badge": badge, "name": name, "kind": kind, "up": up, "down": down}

    def step_kind(self, delta: int) -> None:
        """Make the seat the next (or previous) of person, Random, Easy, Normal, Hard."""
        i = KINDS.index(self.kind) if self.kind in KINDS else 0
        self.on_kind(self.seat, KINDS[(i + delta) % len(KINDS)])

    def work(self, part: str, delta: int = 1) -> None:
        """Do what `part` does."""
        if part == "name":
            self.on_name(self.seat)
        elif part == "kind":
            self.step_kind(delta)
        elif part == "up" and self.seat > 0:
            self.on_move(self.seat, -1)
        elif part == "down" and self.seat < self.seats - 1:
            self.on_move(self.seat, 1)

    def set_part(self, part: int) -> None:
        """Light part `part` (an index of PARTS)."""
        self.part = part % len(PARTS)
        self._sync_help()

    def on_key(self, key: int, mod: int) -> bool:
        """Left/Right move among the parts, Enter works the lit one, +/- step the kind."""
        if key == pygame.K_LEFT:
            self.set_part(self.part - 1)
            return True
        if key == pygame.K_RIGHT:
            self.set_part(self.part + 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.work(PARTS[self.part])
            return True
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step_kind(-1 if key in (pygame.K_MINUS, pygame.K_KP_MINUS) else 1)
            return True
        return False

    def on_click(self, pos: tuple[int, int]) -> None:
        """Work the part clicked; the kind's left half steps back."""
        rects = self.part_rects()
        for i, part in enumerate(PARTS):
            if rects[part].collidepoint(pos):
                self.set_part(i)
                back = part == "kind" and pos[0] < rects["kind"].centerx
                self.work(part, -1 if back else 1)
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Light the part under the mouse; then as any control."""
        if event.type == pygame.MOUSEMOTION and self.enabled:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple) and self.rect.collidepoint(pos):
                rects = self.part_rects()
                for i, part in enumerate(PARTS):
                    if rects[part].collidepoint(pos) and i != self.part:
                        self.set_part(i)
        return super().handle_event(event)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the badge (team colour and letter), the name box, the kind with arrows, and the moves."""
        s = self.scale
        self._draw_row_back(surface)
        rects = self.part_rects()
        badge = rects["badge"]
        r = px(8, s)
        if self.team is not None:
            pygame.draw.rect(surface, TEAM_COLORS[self.team], badge, border_radius=r)
            pygame.draw.rect(surface, INK, badge, width=max(1, px(2, s)), border_radius=r)
            draw_text(surface, str(self.seat + 1), fpx(15, s), (badge.x + px(7, s), badge.centery), WHITE, True,
                      "midleft")
            draw_text(surface, team_mark(self.team), px(24, s), (badge.right - px(8, s), badge.centery), WHITE, True,
                      "midright")
        else:
            surface.blit(rounded(badge.size, r, (0, 0, 0, 70)), badge)
            draw_text(surface, str(self.seat + 1), px(20, s), badge.center, MUTED, True, "center")
        lit = self.focused and self.enabled
        person = self.kind == PERSON
        # The name: a box like a text field (a person's) or a quieter one (a CPU's).
        name_r = rects["name"]
        face = (250, 248, 240) if person else (58, 84, 68)
        pygame.draw.rect(surface, face, name_r, border_radius=r)
        ink = INK if person else CREAM
        size = px(20, s)
        text = ellipsize(shown_name(self.name), size, name_r.w - px(20, s), person, name=True)
        draw_text(surface, text, size, (name_r.x + px(10, s), name_r.centery), ink, person, "midleft")
        # The kind, with arrows like a stepper.
        kind_r = rects["kind"]
        surface.blit(rounded(kind_r.size, r, (0, 0, 0, 80)), kind_r)
        a = px(6, s)
        for sign, x in ((-1, kind_r.x + px(14, s)), (1, kind_r.right - px(14, s))):
            cy = kind_r.centery
            pygame.draw.polygon(surface, WHITE, [(x - sign * a // 2, cy - a), (x + sign * a // 2 + sign * 2, cy),
                                                 (x - sign * a // 2, cy + a)])
        ksize = fpx(17, s)
        label = ellipsize(kind_label(self.kind), ksize, kind_r.w - px(44, s), True)
        draw_text(surface, label, ksize, kind_r.center, YELLOW if person else WHITE, True, "center")
        # Move up and down.
        for part, sign, live in (("up", -1, self.seat > 0), ("down", 1, self.seat < self.seats - 1)):
            box = rects[part]
            surface.blit(rounded(box.size, r, (255, 255, 255, 40) if live else (0, 0, 0, 50)), box)
            cx, cy = box.center
            a = px(8, s)
            color = WHITE if live else DISABLED
            pygame.draw.polygon(surface, color, [(cx - a, cy - sign * a // 2), (cx + a, cy - sign * a // 2),
                                                 (cx, cy + sign * a)])
        if lit:
            box = rects[PARTS[self.part]]
            pygame.draw.rect(surface, YELLOW, box.inflate(px(6, s), px(6, s)), width=max(2, px(3, s)),
                             border_radius=r + 2)


class NewGameScene(MenuScene):
    """Choose the table, then Start: builds a Session and replaces this screen with the table."""

    title = N_("New game")
    panel_width = 860

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        s = app.settings
        self.plan = SeatPlan.usual(s.players, s.player_name, s.cpu_kinds(), s.people)
        self.seat_by_seat = s.seat_difficulties is not None
        """The CPUs' level is chosen seat by seat (on the seats' rows) rather than for all at once."""
        self._part = 0
        """The part of a seat's row the keys light after a rebuild (the one last worked)."""
        self.menu.spacing = 1  # compact: the usual table fits with no scrolling
        self.menu.keep_bar_room = True  # a seat more that makes it scroll moved every control left (playtest)

    # -- structure -------------------------------------------------------------------------------
    def _rules(self) -> Rules:
        return Rules.from_dict(dict(self.app.settings.rules))

    def _target(self) -> int:
        target = self._rules().target_score
        return OFFICIAL_TARGET if target is None else target

    def _single_hand(self) -> bool:
        s = self.app.settings
        return bool(s.single_hand) or self._rules().target_score is None

    def _teams(self) -> bool:
        return self.app.settings.rules.get("teams") is True

    def deal_problem(self) -> str:
        """Return why this table cannot be dealt (the rules' or the seats' reason, as the model gives it), or ""."""
        return self.plan.problem(self._rules())

    def _cpu_level(self) -> str:
        levels = set(self.plan.cpu_levels)
        if len(levels) > 1 or self.seat_by_seat:
            return SEAT_BY_SEAT
        return levels.pop() if levels else self.app.settings.difficulty

    def seat_rows(self) -> list[SeatRow]:
        """Return the seat rows as laid out."""
        return [w for w in self.menu.items if isinstance(w, SeatRow)]

    def build(self) -> list[Widget]:
        """The rows: players, teams, the CPUs' level, a row per seat, notes, length, house rules."""
        plan = self.plan
        teams = self._teams()
        rows: list[Widget] = [
            Stepper(_("Players"), list(range(MIN_PLAYERS, MAX_PLAYERS + 1)), len(plan), self.set_players,
                    help=self._players_text(), describe=False),
            Toggle(_("Teams"), teams, self.set_teams, describe=False,
                   help=_("Two teams on alternating seats (2v2, 3v3...): move players up or down to choose partners")),
        ]
        labels = {**{level: level_name(level) for level in DIFFICULTY_LABELS}, SEAT_BY_SEAT: _("Seat by seat")}
        rows.append(Stepper(_("Computer players"), list(labels), self._cpu_level(), self.set_difficulty,
                            fmt=lambda k: labels[k], help=_(DIFFICULTY_HELP), wrap=True, describe=False,
                            enabled=bool(plan.cpu_levels)))
        rows.append(Heading(_("Seats, in the order of play"), size=21))
        names = plan.names()
        focus_part = self._part
        rules = self._rules()
        for i, seat in enumerate(plan.seats):
            rows.append(SeatRow(i, names[i], seat.kind, team_of(rules, i) if teams else None, seats=len(plan),
                                on_name=self.pick_name, on_kind=self.set_kind, on_move=self.move_seat,
                                part=focus_part))
        if teams:
            sides = [_("{team}: {players}").format(team=team_name(team), players=join_list(
                names[i] for i in team_seats(rules, len(plan), team))) for team in range(len(TEAM_NAMES))]
            rows.append(Label("   ·   ".join(sides), size=17, color=CREAM))
        if jump_in_for_cpus_only(self._rules(), len(plan.people)):
            rows.append(Label(_(JUMP_IN_NOTE), size=17, color=YELLOW))
        problem = self.deal_problem()
        if problem:
            rows.append(Label(problem, size=17, color=YELLOW))
        single = self._single_hand()
        rows.append(Choice(
            _("Game length"), (("match", _("Match to {points}").format(points=self._target())), ("single", _("Single hand"))),
            "single" if single else "match", self.set_length, describe=False,
            help=_("Play hands until someone reaches the target score, or just one hand"),
        ))
        rules = self._rules()
        rows.append(Choice(
            rule_title("edition"), deck_options(), rules.deck.name, self.set_deck,
            describe=False, help=_(rule_line("edition")),
        ))
        on = join_list(rules_in_play(rules, leave=("edition",)))  # the deck has its row above
        summary = _("Official rules: no house rules.") if not on else _("On: {rules}.").format(rules=on)
        rows.append(Label(summary, size=18, color=CREAM))
        rules_button = Button(_("Change house rules…"), self.open_rules, size=18,
                              help=_("Open the rule settings (Stacking, Seven-O, Jump-In and more)"))
        rules_button.height = 42
        rows.append(rules_button)
        # compact rows: the usual table (four seats) fits at 1280x720 and 1920x1080 with no scrolling, down
        # to "Change house rules…" (its summary above it says which rules are on)
        for row in rows:
            if isinstance(row, (Stepper, Toggle, Choice)):
                row.height = 40
        return rows

    def _players_text(self) -> str:
        people = len(self.plan.people)
        cpus = len(self.plan) - people
        return _("Everyone at the table, 2 to 10: now {people} and {cpus}").format(
            people=ngettext("{n} person", "{n} people", people).format(n=people),
            cpus=ngettext("{n} CPU", "{n} CPUs", cpus).format(n=cpus))

    def build_bar(self) -> list[Widget]:
        """Start and Back: the bar is laid out from the right (Back at the left), so that Down from the last
        row reaches Start first and Enter there deals rather than going back to the title."""
        self.bar.right_to_left = True
        return [
            # Translators: the New game screen's button that deals the first hand (not the controller's Start).
            Button(pgettext("new game", "Start"), self.start, primary=True, enabled=not self.deal_problem(),
                   help=_("Deal the first hand")),
            Button(_("Back"), self.back, help=_("Back to the title screen")),
        ]

    # -- changes ---------------------------------------------------------------------------------
    def _changed(self, focus_seat: int | None = None) -> None:
        """Keep the choices in the settings and lay the screen out again (the focus on `focus_seat`'s row)."""
        self._keep_choices()
        self.refresh()
        if focus_seat is not None:
            rows = self.seat_rows()
            if 0 <= focus_seat < len(rows):
                self.zones.activate(1)
                self.menu.set_focus(rows[focus_seat])

    def set_players(self, n: int) -> None:
        """Change the number of seats (CPUs join or leave at the end)."""
        level = self._cpu_level()
        self.plan.resize(n, self.app.settings.difficulty if level == SEAT_BY_SEAT else level)
        self._changed()

    def set_teams(self, on: bool) -> None:
        """Play in two teams (even and odd seats) or each for oneself."""
        self._set_rule("teams", bool(on))

    def set_deck(self, edition: str) -> None:
        """Play with the Classic, 2018 or UNO Flip! deck (the rule set stays as it is)."""
        self._set_rule("edition", edition)

    def _set_rule(self, name: str, value: object) -> None:
        """Change one rule as the settings do (`Settings.set_rule`); a value refused is said in one line."""
        try:
            self.app.settings.set_rule(name, value)
        except ValueError as exc:
            self.app.notify(str(exc))
            self.refresh()
            return
        self.app.audio.play("click")
        self._changed()

    def set_difficulty(self, value: str) -> None:
        """Set every CPU's level ("seat by seat" leaves each CPU as it is)."""
        self.seat_by_seat = value not in LEVELS
        if value in LEVELS:
            self.plan.set_levels(value)
            self.app.settings.difficulty = value
        self._changed()

    def set_kind(self, seat: int, kind: str) -> None:
        """Make `seat` a person or a CPU of a level."""
        self.plan.set_kind(seat, kind)
        self.seat_by_seat = len(set(self.plan.cpu_levels)) > 1
        self._part = 1
        self._changed(seat)

    def move_seat(self, seat: int, delta: int) -> None:
        """Move the player at `seat` up (-1) or down (+1); the focus follows them."""
        to = self.plan.move(seat, delta)
        self._part = 2 if delta < 0 else 3
        self._changed(to)

    def pick_name(self, seat: int) -> None:
        """Open the list of names for `seat` (a person's: used before and defaults; a CPU's: CPU names)."""
        plan = self.plan
        current = plan.names()[seat]
        taken = plan.taken(seat)
        if plan.seats[seat].kind == PERSON:
            stats = getattr(self.app.store, "stats", None)
            used = stats.people() if stats is not None else []
            names = plan.offered_names(seat, [self.app.settings.player_name, *used, *person_defaults()])
            automatic = None
        else:
            names = list(CPU_NAMES)
            probe = SeatPlan(plan.seats)  # the name this CPU takes when it has none of its own
            probe.set_name(seat, "")
            automatic = probe.names()[seat]
        self._part = 0
        self.app.open(routes.NamePicker(_("Name for seat {number}").format(number=seat + 1), tuple(names), current,
                                        lambda name: self.set_name(seat, name), taken=dict(taken),
                                        automatic=automatic))

    def set_name(self, seat: int, name: str) -> None:
        """Name `seat` (a CPU given "" takes a CPU name again)."""
        try:
            self.plan.set_name(seat, name)
        except ValueError as exc:
            self.app.notify(str(exc).capitalize())
            return
        self._changed(seat)

    def set_length(self, value: str) -> None:
        """A match to the target score, or a single hand."""
        s = self.app.settings
        s.single_hand = value == "single"
        if not s.single_hand and self._rules().target_score is None:
            s.rules = {**s.rules, "target_score": OFFICIAL_TARGET}
        self.refresh()

    def open_rules(self) -> None:
        """Open the settings on the house rules."""
        self.app.open(routes.Settings(tab="rules"))

    def resume(self) -> None:
        """Show the rules (and a name chosen) as they are now."""
        self.refresh()

    def back(self) -> None:
        """Keep the choices and go back."""
        self._keep_choices()
        self.app.save_settings()
        self.app.leave(self)

    def _keep_choices(self) -> None:
        """Write the table to the settings: the seats, the CPUs' levels, and a lone person's name."""
        s = self.app.settings
        plan = self.plan
        s.players = len(plan)
        levels = plan.cpu_levels
        if levels and len(set(levels)) == 1 and not self.seat_by_seat:
            s.difficulty = levels[0]
            s.seat_difficulties = None
        elif levels:
            s.seat_difficulties = levels
        people = plan.people
        if len(people) == 1:  # one person: their name is the player's (as the name box always did)
            s.player_name = plan.names()[people[0]]
        s.people = plan.people_kept()  # who sat where, for the next new game (pass-and-play)

    def build_config(self) -> MatchConfig:
        """Return the table chosen, under the rules in force; raise ValueError when it cannot be played."""
        self._keep_choices()
        rules = self._rules()
        if self._single_hand():
            rules = Rules.from_dict({**rules.to_dict(), "target_score": None})
        # --seed makes the games started from the menus repeatable too (None: a fresh deal each time).
        return self.plan.config(rules, seed=self.app.options.seed)

    def build_session(self) -> Session:
        """Return a new Session for the table chosen."""
        from game.session import Session

        return Session.new(self.build_config())

    def _give_up_saved_match(self) -> None:
        """Record the saved match the person chose to replace as the dialog said: lost (see
        `ending.give_up_saved_match`)."""
        from game.ui.table.ending import give_up_saved_match

        give_up_saved_match(self.app.store)

    def start(self, confirmed: bool = False) -> None:
        """Save the choices, deal, and go to the table; a match in progress is only given up when asked."""
        problem = self.deal_problem()
        if problem:
            self.app.notify(problem)
            return
        if not confirmed and self.app.store.has_match():
            self.app.open(routes.Confirm(
                _("A game is in progress"),  # a match, or a single hand: "match" read wrong for the latter
                _("The game you left is saved for Continue. A new game replaces it: that game is lost. Start anyway?"),
                yes=_("Start a new game"), no=_("Keep my game"), on_yes=lambda: self.start(confirmed=True)))
            return
        try:
            session = self.build_session()
        except ValueError as exc:
            self.app.notify(_("Cannot start this game: {problem}").format(problem=exc))
            return
        if confirmed:
            self._give_up_saved_match()
        self.app.save_settings()
        self.app.swap(self, routes.Table(session))


