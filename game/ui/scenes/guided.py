"""The guided first hand's screen: the real table with a coach's panel over it and a Skip button.

`GuidedScene` wraps the table scene the app made for the guided session (`routes.Guided`; it never
imports the table's module) and passes it every event, update and drawing; it adds the coach's line
(`game.ui.guided.Coach`), which lesson of how many, and Skip, which leaves for the title at any time
(so do the pause menu's Quit, and Done once the hand is over). The hand ends as any hand does: the
results panel comes up over the table, and its button leads back to the title. Nothing of the hand is
saved or counted.

The panel sits at the left of the table and covers no plate, no pile, no card and never the table's
hint line (its widest, two-line pill over the hand, `hint_room`): when the words do not fit above the
hint, they are set a little smaller.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.ui import routes
from game.ui.controls import Button
from game.ui.guided import Coach, read_table
from game.ui.paint import draw_panel
from game.ui.palette import WHITE, YELLOW
from game.ui.scene import Scene
from game.ui.table.look import font_px
from game.ui.text import draw_text, get_font, text_width, wrap_text
from game.ui.units import fpx, px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["GuidedScene"]


class GuidedScene(Scene):
    """The table of the guided hand (`table`, a scene) with the coach's panel and Skip."""

    def __init__(self, app: Host, table: Any) -> None:
        super().__init__(app)
        self.table: Any = table
        self.coach = Coach()
        self.line = self.coach.said
        self.skip_button = Button(_("Skip"), self.skip, size=18, help=_("Leave the guided hand for the title screen"))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.heads: list[str] = []
        self.line_size = 19
        """The coach's line's font size (pixels); smaller when the panel must fit above the hint line."""
        self.room = pygame.Rect(0, 0, 0, 0)
        """The hint line's room the panel was placed clear of."""

    # -- the table underneath --------------------------------------------------------------------
    def enter(self) -> None:
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def resume(self) -> None:
        self.table.resume()

    def on_quit(self) -> None:
        self.table.on_quit()

    def idle(self, until: float) -> None:
        self.table.idle(until)

    def wake_in(self) -> float | None:
        wait: float | None = self.table.wake_in()
        return wait

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.table.resize(size)
        self._place()

    def hint_room(self) -> pygame.Rect:
        """Return the room the table's hint line may take: its pill at its widest and tallest (two lines),
        centred over the hand, its bottom where the table draws it now."""
        desk = self.table.desk
        painter = desk.hud.buttons
        left, right = painter.hint_band()
        bottom = round(self.table.painting.hint_y())
        height = 2 * get_font(font_px(15, painter.scale), True).get_linesize() + 2 * painter.px(4)
        return pygame.Rect(left, bottom - height, right - left, height)

    def _place(self) -> None:
        """The panel sits at the left of the table, below the seats at the top and left of the piles'
        ring, above the person's plate and clear of the hint line's room, so that it covers no plate, no
        card, no pile and no hint; Skip under its words. Words that do not fit are set smaller."""
        s = self.app.scale
        L = self.table.desk.layout
        m = L.margin
        top = L.top_h + m
        for seat in L.seats:
            if not seat.bottom and seat.plate.x < L.center[0]:
                top = max(top, seat.plate.bottom + m, round(seat.cards[1] + L.small_h / 2) + m)
        right = round(L.center[0] - L.ring[0] * 1.08) - m
        width = max(px(200, s), min(px(420, s), right - m))
        self.room = room = self.hint_room()
        bottom = L.bottom_plate.y - m
        if room.x < m + width:  # the hint's pill may reach under the panel: stay above it
            bottom = min(bottom, room.y - m)
        # the button as wide as its word needs ("Überspringen"), never cut
        bw = max(px(120, s), text_width(self.skip_button.text, px(self.skip_button.size, s), True) + px(24, s))
        bh = px(40, s)
        inner = width - px(28, s)
        small = fpx(14, s)
        self.heads = [part for head in self._heads() for part in wrap_text(head, small, inner, True)]
        heads_h = get_font(small, True).get_linesize() * len(self.heads)
        floor = max(fpx(14, s), 12)
        size = fpx(19, s)
        while True:
            self.lines = wrap_text(self.line, size, inner, True)
            height = (px(12, s) + heads_h + get_font(size, True).get_linesize() * len(self.lines) + px(10, s) + bh
                      + px(12, s))
            if top + height <= bottom or size <= floor:
                break
            size -= 1
        self.line_size = size
        self.panel = pygame.Rect(m, min(top, max(L.top_h + m, bottom - height)), width, height)
        self.skip_button.set_rect(pygame.Rect(self.panel.right - bw - px(12, s), self.panel.bottom - bh - px(12, s),
                                              bw, bh), s)

    def _heads(self) -> tuple[str, str]:
        """The panel's two small lines: how many lessons are learnt, and how to leave. The count only
        grows as a lesson is learnt (a lesson's number over a general "Your turn" line read as a lesson,
        and a header that turned from "lesson 6 of 8" to "5 of 8 learnt" mid-lesson read as a jump)."""
        head = _("Guided first hand · {done} of {count} lessons learnt").format(done=len(self.coach.learnt),
                                                                              count=len(self.coach.lessons))
        return head, _("F2 or Skip: back to the title")

    # -- the coach -------------------------------------------------------------------------------
    @property
    def controller(self) -> Any:
        return self.table.desk.controller

    def skip(self) -> None:
        """Leave for the title screen (nothing of the guided hand is kept)."""
        self.app.restart(routes.Title())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.skip_button.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_F2:
            self.skip()
            return True
        handled: bool = self.table.handle_event(event)
        return handled

    def update(self, dt: float) -> None:
        self.table.update(dt)
        # the coach reads the table as it shows: while a CPU's card still moves, the model may already be
        # at the person's turn, and "Draw a card" came up over Leo's card in flight (playtest)
        over = self.controller.hand_over
        line = self.coach.follow(read_table(self.controller)) if self.table.desk.landed() or over else self.line
        if (self.coach.finished or self.controller.hand_over) and self.skip_button.text != _("Done"):
            self.skip_button.text = _("Done")
            self._place()  # its width follows its word
        if line != self.line or self.hint_room() != self.room:
            self.line = line
            self._place()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        s = self.app.scale
        if [h for head in self._heads() for h in wrap_text(head, fpx(14, s), self._heads_width(), True)] != self.heads:
            self._place()  # the lesson moved on (its number changed): wrap and size again
        draw_panel(surface, self.panel, radius=px(14, s), rgba=(8, 20, 40, 232), border=(255, 214, 90, 160))
        x = self.panel.x + px(16, s)
        y = self.panel.y + px(8, s)
        small = fpx(14, s)
        for head in self.heads:  # wrapped to the panel (a long language takes two lines)
            draw_text(surface, head, small, (x, y), YELLOW, True, box=self.panel)
            y += get_font(small, True).get_linesize()
        size = self.line_size
        for line in self.lines:
            draw_text(surface, line, size, (x, y), WHITE, True, box=self.panel)
            y += get_font(size, True).get_linesize()
        self.skip_button.draw(surface)

    def _heads_width(self) -> int:
        return self.panel.w - px(28, self.app.scale)
