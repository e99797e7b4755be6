"""The statistics screen: one person's totals, wins by difficulty, by rule set and solo or in teams,
winning runs, a results chart; whose statistics are shown is chosen at the bottom."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ai import LEVEL_LABELS
from game.i18n import N_, _, format_number, format_share, join_list, ngettext
from game.storage.stats import SOLO, TEAMS, Result, Summary, Tally, Unit
from game.ui.controls import Button, Choice, Stepper, Widget
from game.ui.pad import PAD
from game.ui.paint import draw_felt, draw_panel
from game.ui.palette import CREAM, FAINT, MUTED, WHITE, YELLOW
from game.ui.rulewords import rule_setting, rule_title
from game.ui.scene import Scene
from game.ui.screens import draw_footer, draw_title
from game.ui.statschart import GROW_SECONDS, WIN_GREEN, draw_chart
from game.ui.text import draw_text, ellipsize, fit_text, get_font, text_width, wrap_text
from game.ui.tween import ease_out_cubic
from game.ui.units import px
from game.ui.words import level_name

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["StatsScene", "cumulative_rates", "pretty_rule_set"]

RULE_LINE = (46, 78, 58)
TABLE_HEAD = 62  # from a table panel's top to its first row, at scale 1
ROW_H = 26
DIFFICULTY_NAMES = {**LEVEL_LABELS, "mixed": N_("Mixed"), "people": N_("People only")}
"""Each difficulty row's English name; shown through `difficulty_words`."""
FOOTER = N_("Left/Right: change  ·  Tab to move  ·  Esc to go back")
PAD_FOOTER = N_("Left/Right: change  ·  Up/Down to move  ·  B to go back")
PLAY_NAMES = {SOLO: N_("Solo (each for oneself)"), TEAMS: N_("In teams (won by the team)")}


def difficulty_words(label: str) -> str:
    """Return a difficulty row's name in the player's language ("Easy", "Mixed")."""
    if label == "mixed":
        return _("Mixed")
    if label == "people":
        return _("People only")
    return level_name(label)


def cumulative_rates(results: list[Result]) -> list[float]:
    """Return the win rate after each game (0..1), counting every game up to it."""
    out: list[float] = []
    wins = 0
    for n, result in enumerate(results, 1):
        wins += result.won
        out.append(wins / n)
    return out


def pretty_rule_set(label: str) -> str:
    """Return a rule-set label for people: "Custom: stacking+seven_o" -> "Stacking, Seven-O"."""
    prefix = "Custom: "
    names = {"Official": _("Official"), "Party": _("Party"), "Custom: ?": _("Custom: ?")}
    if label in names or not label.startswith(prefix):
        return names.get(label, label)
    try:
        from game.model.rules import RULE_HELP
    except ImportError:  # pragma: no cover - the model always has it
        return label
    parts: list[str] = []
    for item in label[len(prefix):].split("+"):
        name, _eq, value = item.partition("=")
        if name not in RULE_HELP:
            parts.append(name.replace("_", " ").capitalize())
        elif not value:
            parts.append(rule_title(name))
        elif value == "false":
            parts.append(rule_setting(name, False))
        else:
            parts.append(_("{rule} {value}").format(rule=rule_title(name), value=value))
    return join_list(parts)


def _unbracketed(label: str) -> str:
    """Return `label` without its last words in brackets ("Solo (each for oneself)": "Solo")."""
    groups = list(re.finditer(r"\s*[(（][^()（）]*[)）]", label))
    if not groups:
        return label
    cut = (label[:groups[-1].start()] + label[groups[-1].end():]).strip()
    return cut or label


@dataclass
class _Data:
    """What the screen shows for one unit (matches or hands), read once from the database."""

    summary: Summary
    by_difficulty: list[Tally]
    by_rule_set: list[Tally]
    by_play: list[Tally]
    by_edition: list[Tally]
    results: list[Result]
    rates: list[float]


class StatsScene(Scene):
    """A person's games, wins and win rate by difficulty, rule set and solo or team play, winning runs and
    a chart over time; the person is chosen among those who played here (the player's own name first)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.scale = app.scale
        self.unit: Unit = "matches"
        self.t = 0.0
        self.people = self._people()
        self.person = self.people[0]
        self.data = self._load()
        self.choice: Choice[str] = Choice(
            "", [("matches", _("Games")), ("hands", _("Hands"))], self.unit, self._set_unit,
            help=_("Count whole games (a match to the target score, or a single hand) or every hand"),
            describe=False,
        )
        self.whose: Stepper[str] = Stepper(
            _("Player"), self.people, self.person, self._set_person, wrap=True, describe=False,
            help=_("Whose statistics: everyone who played at this computer"),
        )
        self.whose.control_frac = 0.62
        self.back_button = Button(_("Back"), self.back, help=_("Back to where you were"))
        self.widgets: list[Widget] = [self.choice, self.whose, self.back_button]
        self.focus = 0
        self.choice.focused = True
        self.tiles: list[pygame.Rect] = []
        self.diff_panel = pygame.Rect(0, 0, 0, 0)
        self.rules_panel = pygame.Rect(0, 0, 0, 0)
        self.chart_panel = pygame.Rect(0, 0, 0, 0)
        self.play_panel = pygame.Rect(0, 0, 0, 0)
        self.title_center = (0, 0)
        self.note_center = (0, 0)
        self.ticks: list[tuple[float, str]] = []
        """The points axis' ticks as last drawn (fraction of the height, label)."""

    # -- data ------------------------------------------------------------------------------------
    def _people(self) -> list[str]:
        """Return the player's own name, then everyone else who played here (the latest first)."""
        own = self.app.settings.player_name
        out = [own]
        for name in self.app.store.stats.people():
            if name.casefold() not in {n.casefold() for n in out}:
                out.append(name)
        return out

    def _load(self) -> _Data:
        stats = self.app.store.stats
        person = self.person
        results = stats.results_over_time(self.unit, person=person)
        return _Data(
            summary=stats.summary(person),
            by_difficulty=stats.by_difficulty(self.unit, person),
            by_rule_set=stats.by_rule_set(self.unit, person),
            by_play=stats.by_play(self.unit, person),
            by_edition=stats.by_edition(self.unit, person),
            results=results,
            rates=cumulative_rates(results),
        )

    def _set_unit(self, unit: str) -> None:
        self.unit = "hands" if unit == "hands" else "matches"
        self.data = self._load()
        self.t = 0.0
        self._relayout()

    def _set_person(self, person: str) -> None:
        """Show `person`'s statistics."""
        self.person = person
        self.data = self._load()
        self.t = 0.0
        self._relayout()

    def enter(self) -> None:
        """Read the statistics afresh and let the chart grow in."""
        self.data = self._load()
        self.t = 0.0
        self._relayout()

    def _relayout(self) -> None:
        """Lay out again for the data now shown (a counting note takes a line of its own)."""
        self.resize(self.size)

    def back(self) -> None:
        """Leave the screen."""
        self.app.leave(self)

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Place the tiles, the two tables, the chart and the buttons for a window of `size`."""
        super().resize(size)
        s = self.scale = self.app.scale
        w, h = size
        margin = px(28, s)
        gap = px(16, s)
        self.title_center = (w // 2, px(44, s))
        top = px(84, s)
        tile_h = px(100, s)
        inner_w = w - 2 * margin
        tile_w = (inner_w - 3 * gap) // 4
        self.tiles = [pygame.Rect(margin + i * (tile_w + gap), top, tile_w, tile_h) for i in range(4)]
        body_top = top + tile_h + gap
        bar_h = px(50, s)
        bar_y = h - px(34, s) - bar_h
        # what the counts leave out or take in, when something does: a line of its own above the buttons
        note_h = px(24, s) if self.counting_note() else 0
        body_bottom = bar_y - gap - note_h
        self.note_center = (w // 2, body_bottom + (gap + note_h) // 2)
        left_w = round(inner_w * 0.42)
        diff_h = px(TABLE_HEAD + 5 * ROW_H + 10, s)  # room for every difficulty row
        self.diff_panel = pygame.Rect(margin, body_top, left_w, min(diff_h, (body_bottom - body_top - gap) * 3 // 5))
        self.rules_panel = pygame.Rect(margin, self.diff_panel.bottom + gap, left_w,
                                       body_bottom - self.diff_panel.bottom - gap)
        right_x, right_w = margin + left_w + gap, inner_w - left_w - gap
        # solo or in teams, then each deck played (UNO Flip! told apart): two rows and up to three
        self.play_panel = pygame.Rect(right_x, body_top, right_w, px(TABLE_HEAD + 5 * ROW_H + 8, s))
        chart_top = self.play_panel.bottom + gap
        self.chart_panel = pygame.Rect(right_x, chart_top, right_w, body_bottom - chart_top)
        self.choice.set_rect(pygame.Rect(margin, bar_y, px(280, s), bar_h), s)
        self.back_button.set_rect(pygame.Rect(w - margin - px(180, s), bar_y, px(180, s), bar_h), s)
        whose_w = px(380, s)
        self.whose.set_rect(pygame.Rect(w // 2 - whose_w // 2 + px(40, s), bar_y, whose_w, bar_h), s)

    # -- events ----------------------------------------------------------------------------------
    def _set_focus(self, index: int) -> None:
        self.focus = index % len(self.widgets)
        for i, widget in enumerate(self.widgets):
            widget.focused = i == self.focus

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back, Tab/Up/Down move between the switch and Back; the mouse works on both."""
        etype = event.type
        if etype == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            if key == pygame.K_ESCAPE:
                self.back()
                return True
            if self.widgets[self.focus].handle_event(event):
                return True
            if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT):
                back = key == pygame.K_UP or (key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
                self._set_focus(self.focus + (-1 if back else 1))
            return True
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for i, widget in enumerate(self.widgets):
                if widget.handle_event(event) and etype == pygame.MOUSEBUTTONDOWN:
                    self._set_focus(i)
            return True
        return True

    def update(self, dt: float) -> None:
        """Let the chart grow in."""
        self.t += dt * max(0.1, self.app.anim_speed)
        for widget in self.widgets:
            widget.update(dt)

    def wake_in(self) -> float | None:
        """Animate while the chart grows in, then rest until input."""
        return 0.0 if self.t < GROW_SECONDS else None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, the title, the tiles, the tables, the chart, the buttons and the help line."""
        draw_felt(surface)
        draw_title(surface, _("Statistics: {name}").format(name=self.person), self.title_center, self.scale,
                   bottom=self.tiles[0].top - px(2, self.scale) if self.tiles else None)
        self._draw_tiles(surface)
        self._draw_table(surface, self.diff_panel, _("By difficulty"),
                         [(difficulty_words(t.label), t) for t in self.data.by_difficulty])
        self._draw_table(surface, self.rules_panel, _("By rule set"),
                         [(pretty_rule_set(t.label), t) for t in self.data.by_rule_set])
        self._draw_table(surface, self.play_panel, _("Solo, in teams and by deck"),
                         [(_(PLAY_NAMES.get(t.label, t.label)), t) for t in self.data.by_play]
                         + [(rule_setting("edition", t.label), t) for t in self.data.by_edition])
        self._draw_chart(surface)
        note = self.counting_note()
        if note:
            width = self.size[0] - 2 * px(28, self.scale)
            draw_text(surface, ellipsize(note, px(15, self.scale), width), px(15, self.scale), self.note_center,
                      MUTED, False, "center")
        for widget in self.widgets:
            widget.draw(surface)
        focused = self.widgets[self.focus]
        footer = _(PAD_FOOTER if self.app.input_kind == PAD else FOOTER)
        draw_footer(surface, focused.help + "  ·  " + footer if focused.help else footer, self.scale)

    def counting_note(self) -> str:
        """Return the line that says what the counts take in or leave out ("" when nothing applies): the
        games given up for a new game, counted as not won (issue 19), and the guided first hand, never
        counted."""
        summary = self.data.summary
        parts: list[str] = []
        if self.unit == "matches" and summary.abandoned:
            parts.append(ngettext("Includes {count} game left unfinished (counted as not won).",
                                  "Includes {count} games left unfinished (counted as not won).",
                                  summary.abandoned).format(count=format_number(summary.abandoned)))
        if summary.guided:
            parts.append(_("The guided first hand is not counted."))
        return " ".join(parts)

    def tile_texts(self) -> list[tuple[str, str, str]]:
        """Return the four tiles as (caption, value, note)."""
        summary = self.data.summary
        hands = self.unit == "hands"
        tally = summary.hands if hands else summary.matches
        longest = summary.longest_hand_run if hands else summary.longest_match_run
        current = summary.current_hand_run if hands else summary.current_match_run
        points = summary.points
        if not tally.games:
            first = _("Finish one to start")
        elif points:
            first = ngettext("{points} point scored in hands", "{points} points scored in hands",
                             points).format(points=format_number(points))
        else:
            first = _("No points scored yet")
        return [
            (_("Hands played") if hands else _("Games played"), format_number(tally.games), first),
            (_("Wins"), format_number(tally.wins),
             _("{count} not won").format(count=format_number(tally.losses)) if tally.games else "—"),
            (_("Win rate"), format_share(tally.win_rate) if tally.games else "—",
             _("{wins} of {games}").format(wins=format_number(tally.wins), games=format_number(tally.games))
             if tally.games else _("No games yet")),
            (_("Longest winning run"), format_number(longest),
             _("Current run: {count}").format(count=format_number(current)) if tally.games else "—"),
        ]

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        s = self.scale
        hands = self.unit == "hands"
        tally = self.data.summary.hands if hands else self.data.summary.matches
        tiles = self.tile_texts()
        for rect, (caption, value, note) in zip(self.tiles, tiles, strict=True):
            draw_panel(surface, rect, radius=px(14, s))
            pad = px(14, s)
            width = rect.w - 2 * pad
            fitted, size = fit_text(caption, px(16, s), width)  # a little smaller, else on two lines, never cut
            lines = [caption] if fitted == caption else wrap_text(caption, size, width - text_width("0000", size, True))
            top = rect.y + px(8, s)
            for line in lines:
                top = draw_text(surface, line, size, (rect.x + pad, top), MUTED).bottom
            bottom = draw_text(surface, ellipsize(note, px(14, s), width), px(14, s),
                               (rect.x + pad, rect.bottom - px(8, s)), FAINT, False, "bottomleft").top
            # the big number takes the band between its caption and its note (smaller when the text size
            # leaves less: at 150% it ran over both)
            big = px(36, s)
            while big > px(16, s) and get_font(big, True).get_ascent() > bottom - top:
                big -= 1
            color = YELLOW if caption == _("Win rate") and tally.games else WHITE
            if len(lines) > 1 and get_font(big, True).get_ascent() > bottom - top:  # no room under two lines: at their right
                draw_text(surface, value, px(16, s), (rect.right - pad, rect.y + px(8, s)), color, True, "topright")
                continue
            draw_text(surface, ellipsize(value, big, width, True), big,
                      (rect.x + pad, (top + bottom) // 2), color, True, "midleft")

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect, title: str, rows: list[tuple[str, Tally]]) -> None:
        s = self.scale
        if rect.h <= 0:
            return
        draw_panel(surface, rect, radius=px(14, s))
        pad = px(14, s)
        x0, x1 = rect.x + pad, rect.right - pad
        y = rect.y + px(10, s)
        y = max(y + px(30, s), draw_text(surface, title, px(20, s), (x0, y), YELLOW, True).bottom)
        # Columns from the right: win rate (with a bar), wins, games.
        # each column as wide as its heading needs (150% text in Spanish ran "PartidasVictorias" together and
        # "Porcentaje de victorias" off the panel); a heading too wide even so is cut, never run over
        small = px(14, s)
        games_head, wins_head, rate_head = _("Hands") if self.unit == "hands" else _("Games"), _("Wins"), _("Win rate")
        gap = px(10, s)
        num_w = max(px(58, s), text_width(games_head, small) + gap, text_width(wins_head, small) + gap)
        rate_w = max(px(120, s), text_width(rate_head, small) + px(6, s))
        rate_w = min(rate_w, max(px(120, s), (x1 - x0) // 3))
        size = px(17, s)
        # a row's name too long for its room ("Individual (cada u…" at 150%) drops its words in brackets (the
        # panel's title says them), then takes room from the win rate's bar, down to a short bar
        room = x1 - rate_w - gap - 2 * num_w - x0 - px(6, s)
        rows = [(label if text_width(label, size) <= room else _unbracketed(label), tally) for label, tally in rows]
        short = max((text_width(label, size) for label, _tally in rows), default=0) - room
        if short > 0:
            rate_w = max(text_width("100 %", size, True) + gap + px(6, s) + px(48, s), rate_w - short)
        rate_x = x1 - rate_w
        wins_x = rate_x - gap
        games_x = wins_x - num_w
        label_w = games_x - num_w - x0
        for text, x in ((games_head, games_x), (wins_head, wins_x)):
            draw_text(surface, ellipsize(text, small, num_w - gap), small, (x, y), MUTED, False, "topright")
        # rows under the headings, as tall as their words (the text size may make both taller)
        line_h = get_font(small).get_linesize()
        row_h = max(px(ROW_H, s), get_font(px(17, s), True).get_linesize())
        head = y

        def room_under(lines: int) -> int:
            """Return how many rows fit under headings of `lines` lines."""
            return max(0, (rect.bottom - px(6, s) - max(rect.y + px(TABLE_HEAD, s), head + lines * line_h)) // row_h)

        head_lines = wrap_text(rate_head, small, x1 - rate_x - px(6, s))  # two lines rather than cut or run over
        if len(head_lines) > 1 and room_under(len(head_lines)) < len(rows):
            head_lines = ["%"]  # the rows' room goes before a heading's second line (its figures say "0 %")
        for i, line in enumerate(head_lines):
            draw_text(surface, line, small, (rate_x + px(6, s), head + i * line_h), MUTED)
        y = max(rect.y + px(TABLE_HEAD, s), head + len(head_lines) * line_h)
        if not rows:
            draw_text(surface, _("No games yet"), px(17, s), (x0, y + px(4, s)), FAINT)
            return
        # a name too long for its line even so takes two, its row taller ("Stacking, Seven-O, Jump-In,…" was
        # cut at 960x540: playtests 11 and 12); cut only past two
        line_s = get_font(size).get_linesize()
        def lines_of(label: str) -> list[str]:
            if text_width(label, size) <= label_w:
                return [label]
            if any(text_width(word, size) > label_w for word in label.split()):
                return [ellipsize(label, size, label_w)]  # a word wider than the room: no wrap holds it
            lines = wrap_text(label, size, label_w)
            return lines if len(lines) <= 2 else [ellipsize(label, size, label_w)]

        names = [lines_of(label) for label, _t in rows]
        heights = [row_h if len(lines) == 1 else max(row_h, 2 * line_s + px(4, s)) for lines in names]
        bottom = rect.bottom - px(6, s)
        fit = 0
        while fit < len(rows) and y + sum(heights[:fit + 1]) <= bottom:
            fit += 1
        shown = rows if fit == len(rows) else rows[: max(min(1, fit), fit - 1)]  # a row before "and n more"
        for k, (_label, tally) in enumerate(shown):
            pygame.draw.line(surface, RULE_LINE, (x0, y), (x1, y), 1)
            h = heights[k]
            cy = y + h // 2
            for i, line in enumerate(names[k]):
                off = (2 * i - len(names[k]) + 1) * line_s // 2
                draw_text(surface, line, size, (x0, cy + off), CREAM, False, "midleft")
            draw_text(surface, format_number(tally.games), size, (games_x, cy), WHITE, True, "midright")
            draw_text(surface, format_number(tally.wins), size, (wins_x, cy), WHITE, True, "midright")
            bar = pygame.Rect(rate_x + px(6, s), cy - px(7, s), max(px(8, s), rate_w - px(6, s) - text_width("100 %", size, True) - gap), px(14, s))
            pygame.draw.rect(surface, (0, 0, 0), bar, border_radius=bar.h // 2)
            fill = bar.copy()
            fill.w = round(bar.w * tally.win_rate)
            if fill.w > 0:
                pygame.draw.rect(surface, WIN_GREEN, fill, border_radius=bar.h // 2)
            draw_text(surface, format_share(tally.win_rate), size, (x1, cy), WHITE, True, "midright")
            y += h
        if len(shown) < len(rows):
            more = len(rows) - len(shown)
            draw_text(surface, _("and {count} more").format(count=more), px(15, s), (x0, y + row_h // 2), FAINT, False, "midleft")

    def _draw_chart(self, surface: pygame.Surface) -> None:
        self.ticks = draw_chart(surface, self.chart_panel, self.scale, self.data.results, self.data.rates,
                                hands=self.unit == "hands", grow=ease_out_cubic(min(1.0, self.t / GROW_SECONDS)))
