"""The open log: the whole hand read in a scrolling panel over the table (`game.ui.table.logbook` paints it).

Opened by L, Up (a controller's d-pad Up), a click or a tap on the corner's log (its hint says so: "L:
log"), or the mouse wheel over it; closed by Esc, L, a
controller's B or A, any other key of the table, or a click outside the panel. While it is open the wheel, Up / Down (a line at a time,
choosing it), Page Up / Page Down, Home / End move through the hand, and W (or a controller's Y) shows
every CPU's reason at once. The chosen line (hovered, or moved to) shows its CPU's reason, as its own
decision gave it: while the hand is in play in its public form (no card the CPU holds is named), once the
hand is over in full. The table plays on under the open log (new lines come in as their cards land): a
person who opens it while others play is never left with a table waiting on them.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.pad import PAD
from game.ui.scenes.table.desk import AMBIENT_SECONDS, Desk
from game.ui.table.logbook import LogBook, Row
from game.ui.table.picture import LogLine

__all__ = ["LogRoom"]

OPEN_KEYS = (pygame.K_l, pygame.K_UP)
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_l, pygame.K_BACKSPACE)
IGNORED = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
           pygame.K_F11, pygame.K_UNKNOWN)
"""Keys that leave the open log as it is (modifiers, full screen)."""
WHY_KEYS = (pygame.K_w, pygame.K_u)
"""W shows every reason; U is a controller's Y, which says Uno at the table (never while the log is open)."""


class LogRoom:
    """The open log's state and input: whether it is open, how far it is scrolled, the line chosen."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.is_open = False
        self.top = 0
        """Pixels scrolled from the hand's first line."""
        self.chosen = -1
        """The line chosen (hovered or moved to with Up / Down), or -1."""
        self.every_reason = False
        self.book = LogBook(desk.hud.look)

    # -- what it shows ----------------------------------------------------------------------------
    def lines(self) -> list[LogLine]:
        """Return the lines of the hand in play, from its first (and tell the book whether that hand is
        over, as the table shows it: a CPU's reason shows in full only then)."""
        anim = self.desk.anim
        self.book.hand_over = anim.over
        return anim.log[min(anim.hand_log, len(anim.log)):]

    def rows(self) -> list[Row]:
        return self.book.place(self.lines(), self.chosen, self.every_reason)

    def limit(self) -> int:
        """Return the furthest the lines may scroll."""
        self.book.footer = self.footer()  # its lines take room from the body
        return max(0, self.book.content_h(self.rows()) - self.book.body().h)

    def footer(self) -> str:
        if self.desk.app.input_kind == PAD:
            return _("Up / Down: a line (a CPU's: Why?) · Y: every reason · A or B: close")
        return _("Wheel or Up / Down: read · a CPU's line: hover it for Why? · W: every reason · Esc, L or Enter: "
                 "close")

    # -- opening and closing ----------------------------------------------------------------------
    def open(self) -> None:
        """Open the log at its last lines."""
        self.is_open = True
        self.chosen = -1
        self.top = self.limit()
        self.desk.lively_until = self.desk.t + AMBIENT_SECONDS

    def close(self) -> None:
        self.is_open = False
        self.chosen = -1

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take the event if it is the log's (opening it, or anything while it is open); else False."""
        et = event.type
        if not self.is_open:
            if et == pygame.MOUSEWHEEL and self.desk.human:
                mouse = pygame.mouse.get_pos()
                if self.desk.layout.log_rect.collidepoint(mouse) and self.desk.anim.log:
                    self.open()
                    return True
            if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and self.desk.human:
                at = getattr(event, "pos", None)  # a click, or a tap (SDL gives a touch as the mouse's)
                drawn = self.desk.hud.log.drawn  # the corner's panel as the player sees it
                if isinstance(at, tuple | list) and len(at) == 2 and drawn is not None \
                        and drawn.collidepoint((int(at[0]), int(at[1]))) and self.desk.anim.log:
                    self.open()
                    return True
            key = int(getattr(event, "key", 0))
            if et == pygame.KEYDOWN and key in OPEN_KEYS and self.desk.human:
                if key == pygame.K_l and self.desk.controller.waiting_for_person:
                    return False  # L is also "let a chance pass": while the table waits on one, that comes first
                self.open()
                return True
            return False
        self.desk.lively_until = self.desk.t + AMBIENT_SECONDS
        if et == pygame.MOUSEWHEEL:
            self.scroll(-int(getattr(event, "y", 0)) * self.book.px(48))
        elif et == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                chosen = self.line_at((int(pos[0]), int(pos[1])))
                if chosen != self.chosen:
                    self.chosen = chosen
                    self.reveal()
        elif et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            raw = getattr(event, "pos", (0, 0))
            pos = (int(raw[0]), int(raw[1]))
            if not self.book.panel().collidepoint(pos):
                self.close()
            else:
                self.chosen = self.line_at(pos)
        elif et == pygame.KEYDOWN:
            self.key(int(getattr(event, "key", 0)))
        return True

    def key(self, key: int) -> None:
        page = self.book.body().h
        if key in CLOSE_KEYS:
            self.close()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.move(-1 if key == pygame.K_UP else 1)
        elif key == pygame.K_PAGEUP:
            self.scroll(-page)
        elif key == pygame.K_PAGEDOWN:
            self.scroll(page)
        elif key == pygame.K_HOME:
            self.top = 0
        elif key == pygame.K_END:
            self.top = self.limit()
        elif key in WHY_KEYS:
            self.every_reason = not self.every_reason
            self.top = min(self.top, self.limit())
        elif key not in IGNORED:  # any other key (Enter, a controller's A, D...) closes it, and does only that
            self.close()

    def reveal(self) -> None:
        """Scroll up just enough that the chosen line's reason, opened under it, shows whole (playtest: the last
        line's Why? opened below the panel). The line moves up by no more than its reason: it stays under the
        pointer that chose it."""
        if self.chosen < 0:
            return
        row = self.rows()[self.chosen]
        bottom = self.top + self.book.body().h
        if row.y + row.h > bottom:
            self.top = max(0, min(self.limit(), min(row.y, row.y + row.h - self.book.body().h)))

    def scroll(self, by: int) -> None:
        self.top = max(0, min(self.limit(), self.top + by))

    def move(self, step: int) -> None:
        """Choose the line before or after the chosen one (from the last shown), and keep it in view."""
        lines = self.lines()
        if not lines:
            return
        rows = self.rows()
        if self.chosen < 0:
            body = self.book.body().h
            shown = [r.index for r in rows if r.y >= self.top and r.y + r.h <= self.top + body]
            self.chosen = (shown[-1] if step < 0 else shown[0]) if shown else len(lines) - 1
        else:
            self.chosen = max(0, min(len(lines) - 1, self.chosen + step))
        row = self.rows()[self.chosen]
        body = self.book.body().h
        if row.y < self.top:
            self.top = row.y
        elif row.y + row.h > self.top + body:
            self.top = row.y + row.h - body
        self.top = max(0, min(self.limit(), self.top))

    def line_at(self, pos: tuple[int, int]) -> int:
        """Return the index of the line under `pos`, or -1."""
        body = self.book.body()
        if not body.collidepoint(pos):
            return -1
        y = pos[1] - body.y + self.top
        for row in self.rows():
            if row.y <= y < row.y + row.h:
                return row.index
        return -1

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the open log over the table (nothing when it is closed)."""
        if self.is_open:
            self.book.draw(surface, self.lines(), self.top, self.chosen, self.every_reason, self.footer())
