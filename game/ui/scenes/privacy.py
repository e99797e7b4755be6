"""The privacy screen of pass-and-play: "Pass to Mia" covers the whole table until Mia confirms.

Opaque: nothing of the table is drawn under it (no hand, not even the last person's), and the
table's clock stands still until the person whose decision comes confirms with a click on the big
button, Enter or Space (a game controller's confirm calls `confirm()`). It says whose turn it is and
what happened since that person last looked (the log's lines are public: they never name a hidden
card). A catch is public too: while a seat is open to one, a Catch button (C) on this screen lets
anyone at the table take it, as on the table itself. Esc pauses.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.controls import Button
from game.ui.menus import Menu
from game.ui.pad import KEYBOARD, key_label
from game.ui.paint import draw_felt, draw_panel
from game.ui.palette import CREAM, MUTED, YELLOW
from game.ui.routes import PrivacyTable
from game.ui.scene import Scene
from game.ui.screens import draw_title
from game.ui.table.centre import DARK_FELT_TINT
from game.ui.text import draw_text, fit_lines, get_font, wrap_text
from game.ui.units import px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["INPUT_GUARD", "PrivacyScene", "Table"]

INPUT_GUARD = 0.4
"""Seconds (of the app's frame time) during which the screen ignores confirmation: a click or key meant for the last
person's table (a fast double click on a card) must not open the next person's hand."""
SINCE_LINES = 6


Table = PrivacyTable
"""What the privacy screen needs of the table scene (`game.ui.routes.PrivacyTable`)."""


class PrivacyScene(Scene):
    """Covers the table between two different people's decisions; `seat` is the next person."""

    opaque = True
    crossfade = False  # it stands between two people's hands: neither shows through it, even fading

    def __init__(self, app: Host, table: PrivacyTable, seat: int, reason: str = "", dark: bool = False,
                 again: bool = False) -> None:
        super().__init__(app)
        self.dark = dark
        """UNO Flip!'s dark side is in play: the felt by night, as the table draws it."""
        self.again = again
        """The turn comes back to the person who looked last (a playtester read "Pass to Anna" right after
        Anna's own turn as a screen too many): "Anna again"."""
        self.table = table
        self.seat = seat
        self.reason = reason
        """A line under the title (e.g. "A new hand": the first screen of a hand), or empty."""
        self.confirmed = False
        self.age = 0.0
        """Seconds since the screen appeared (frame time)."""
        self.scale = app.scale
        name = table.seat_name(seat)
        self.ready = Button(_("I'm {name}: show my cards").format(name=name), self.confirm, primary=True,
                            help=_("Enter or Space when only you can see the screen"))
        self.catch_button = Button(_("Catch!"), self.catch, help=_("C: anyone at the table may catch"))
        self.uno_button = Button(_("UNO!"), self.uno, help=_("U: {name} holds one card and may say it now").format(name=name))
        self.menu = Menu([self.ready], spacing=12, padding=6)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._catch_shown = False
        self._uno_shown = False
        self._placed_news = 0
        self.news: list[str] = []
        """What was done on this screen (a catch): shown under what happened since, in yellow."""

    # -- actions ---------------------------------------------------------------------------------
    def confirm(self) -> None:
        """The person named on the screen holds it: uncover the table as they see it (once)."""
        if self.confirmed:
            return
        self.confirmed = True
        self.table.confirm_viewer(self.seat)
        self.app.leave(self)

    def catch(self) -> None:
        """Anyone at the table catches the seat open to a catch."""
        if self.table.catch_label() is not None:
            said = self.table.catch()
            if said:
                self.news.append(said)  # at once, on this screen: who caught whom, and what it cost
        self._refresh()

    def uno(self) -> None:
        """The person named on the screen, left with one card by someone else's play, says Uno here."""
        if self.table.uno_label(self.seat) is not None:
            self.table.uno_for(self.seat)
        self._refresh()

    def guarded(self) -> bool:
        """Return True while input is still ignored (just after the screen appeared)."""
        return self.age < INPUT_GUARD

    # -- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Centre the panel, the button under the lines of what happened."""
        super().resize(size)
        self.scale = self.app.scale
        self._place()

    def _place(self) -> None:
        s = self.scale
        w, h = self.size
        label = self.table.catch_label()
        self._catch_shown = label is not None
        items = [self.ready]
        uno = self.table.uno_label(self.seat)
        self._uno_shown = uno is not None
        if uno is not None:
            self.uno_button.text = f"{uno} ({key_label('U', KEYBOARD)})"
            items.append(self.uno_button)
        if label is not None:
            self.catch_button.text = f"{label} ({key_label('C', KEYBOARD)})"
            items.append(self.catch_button)
        # as tall as what it says: with nothing since the last look (a new hand) its note and buttons only,
        # with one line of what happened no room for six (an empty middle either way: playtest)
        quiet = not self.table.since(self.seat) and not self.news
        self._placed_news = len(self.news)
        bh = px(50, s) * len(items) + px(12, s) * (len(items) - 1) + 2 * px(6, s)
        pw = min(w - px(40, s), px(640, s))
        if quiet:
            tall = px(330, s) + px(62, s) * (len(items) - 1)
        else:
            rows = sum(len(wrap_text(line, px(16, s), pw - px(60, s))) for line, _rgb in self._lines())
            tall = max(px(330, s) + px(62, s) * (len(items) - 1),
                       self._lines_top(pw) + px(21, s) * rows + px(10, s) + bh + px(28, s))
        self.panel = pygame.Rect(0, 0, pw, min(h - px(40, s), tall))
        self.panel.center = (w // 2, h // 2)
        self.menu.set_items(items, keep_focus=False)
        bw = min(self.panel.w - px(80, s), px(420, s))
        self.menu.layout(pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - px(28, s) - bh, bw, bh), s)

    def _sub(self) -> str:
        """Return the line under the title: why the screen is here, or whose turn it is."""
        name = self.table.seat_name(self.seat)
        return self.reason or (_("{name}'s turn again. Everyone else, look away!") if self.again
                               else _("{name}'s turn. Everyone else, look away!")).format(name=name)

    def _sub_lines(self, width: int) -> tuple[list[str], int]:
        """Return the line under the title as its lines fit `width`, and their size."""
        s = self.scale
        return fit_lines(self._sub(), px(19, s), width - px(60, s), px(60, s), True, floor=0.8)

    def _lines_top(self, width: int) -> int:
        """Return how far below the panel's top the lines of what happened begin, the panel `width` wide."""
        s = self.scale
        parts, size = self._sub_lines(width)
        line = get_font(size, True).get_linesize()
        return px(50, s) + px(42, s) + line * len(parts) + px(36, s) - line + px(22, s)

    def _lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """Return what happened since the person last looked (cream), then what was done here (yellow)."""
        lines = self.table.since(self.seat)[-max(1, SINCE_LINES - len(self.news)):]
        return [*((line, CREAM) for line in lines), *((line, YELLOW) for line in self.news)]

    def _refresh(self) -> None:
        if (len(self.news) != self._placed_news or (self.table.catch_label() is not None) != self._catch_shown
                or (self.table.uno_label(self.seat) is not None) != self._uno_shown):
            self._place()

    # -- scene -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter/Space or a click on the button confirms; C catches; Esc pauses. Nothing reaches the table."""
        if event.type == pygame.KEYDOWN:
            key = int(getattr(event, "key", 0))
            if key in (pygame.K_ESCAPE, pygame.K_p):
                self.table.pause()
                return True
            if key == pygame.K_c:
                self.catch()
                return True
            if key == pygame.K_u:
                self.uno()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if not self.guarded():
                    focused = self.menu.focused
                    (focused.activate() if isinstance(focused, Button) else self.confirm())
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.guarded():
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Follow the catch chance (it ends when someone acts) and the buttons."""
        self.age += dt
        self._refresh()
        self.menu.update(dt)

    def wake_in(self) -> float | None:
        """Rest: only input changes this screen (after the short guard)."""
        left = INPUT_GUARD - self.age
        return left if left > 0 else None

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, "Pass to Mia", whose turn, what happened since, and the button (no card at all)."""
        s = self.scale
        draw_felt(surface)
        if self.dark:  # UNO Flip!'s dark side up: the felt by night, as the table draws it
            surface.fill(DARK_FELT_TINT, special_flags=pygame.BLEND_RGB_MULT)
        draw_panel(surface, self.panel, radius=px(20, s), rgba=(6, 28, 16, 240))
        name = self.table.seat_name(self.seat)
        cx = self.panel.centerx
        y = self.panel.y + px(50, s)
        draw_title(surface, (_("{name} again") if self.again else _("Pass to {name}")).format(name=name), (cx, y), s,
                   size=44)
        y += px(42, s)
        width = self.panel.w - px(60, s)
        box = self.panel.inflate(-px(20, s), 0)
        parts, size = self._sub_lines(self.panel.w)
        for part in parts:
            draw_text(surface, part, size, (cx, y), YELLOW, True, "midtop", box=box)
            y += get_font(size, True).get_linesize()
        y += px(36, s) - get_font(size, True).get_linesize()
        lines = self._lines()
        top = self.menu.rect.y - px(10, s)
        if not lines:
            note = _("Only {name} should see the screen now: {name}'s cards show next.").format(name=name)
            ny = y + px(40, s)
            for part in wrap_text(note, px(17, s), width):
                draw_text(surface, part, px(17, s), (cx, ny), CREAM, False, "midtop", box=box)
                ny += get_font(px(17, s)).get_linesize()
        else:
            head = _("Since you last looked:") if self.table.has_looked(self.seat) else _("So far:")
            draw_text(surface, head, px(15, s), (self.panel.x + px(30, s), y), MUTED, False,
                      "topleft")
            y += px(22, s)
        for line, rgb in lines:
            # whole sentences, wrapped; what finds no room is left out, never cut
            parts = wrap_text(line, px(16, s), width)
            if y + px(21, s) * len(parts) > top:
                break
            for part in parts:
                draw_text(surface, part, px(16, s), (self.panel.x + px(30, s), y), rgb, False, "topleft", box=box)
                y += px(21, s)
        self.menu.draw(surface)
