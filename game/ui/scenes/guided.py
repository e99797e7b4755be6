"""The guided first hand's screen: the real table with a coach's panel over it and a Skip button.

`GuidedScene` wraps the table scene the app made for the guided session (`routes.Guided`; it never
imports the table's module) and passes it every event, update and drawing; it adds the coach's line
(`game.ui.guided.Coach`), which lesson of how many, and Skip, which leaves for the title at any time
(so do the pause menu's Quit, and Done once the hand is over). Nothing of the hand is saved or counted.
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

    def _place(self) -> None:
        """The panel sits at the left of the table, below the seats at the top and left of the piles'
        ring, so that it covers no plate, no card and no pile; Skip under its words."""
        s = self.app.scale
        L = self.table.desk.layout
        m = L.margin
        top = L.top_h + m
        for seat in L.seats:
            if not seat.bottom and seat.plate.x < L.center[0]:
                top = max(top, seat.plate.bottom + m, round(seat.cards[1] + L.small_h / 2) + m)
        right = round(L.center[0] - L.ring[0] * 1.08) - m
        bottom = L.bottom_plate.y - m
        width = max(px(200, s), min(px(420, s), right - m))
        # the button as wide as its word needs ("Überspringen"), never cut
        bw = max(px(120, s), text_width(self.skip_button.text, px(self.skip_button.size, s), True) + px(24, s))
        bh = px(40, s)
        size = fpx(19, s)
        self.lines = wrap_text(self.line, size, width - px(28, s), True)
        line_h = get_font(size, True).get_linesize()
        self.heads = [part for head in self._heads() for part in wrap_text(head, fpx(14, s), width - px(28, s), True)]
        small_h = get_font(fpx(14, s), True).get_linesize() * len(self.heads)
        height = px(12, s) + small_h + line_h * len(self.lines) + px(10, s) + bh + px(12, s)
        self.panel = pygame.Rect(m, min(top, max(L.top_h + m, bottom - height)), width, height)
        self.skip_button.set_rect(pygame.Rect(self.panel.right - bw - px(12, s), self.panel.bottom - bh - px(12, s),
                                              bw, bh), s)

    def _heads(self) -> tuple[str, str]:
        """The panel's two small lines: the lesson's number, and how to leave."""
        step = min(self.coach.index + 1, len(self.coach.lessons))
        return (_("Guided first hand · lesson {step} of {count}").format(step=step, count=len(self.coach.lessons)),
                _("F2 or Skip: back to the title"))

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
        done = self.coach.finished or self.controller.hand_over
        if done and event.type == pygame.KEYDOWN and getattr(event, "key", 0) in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.skip()  # "Done": Enter, Space (and a controller's A, which arrives as Enter) leave too
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
        if line != self.line:
            self.line = line
            self._place()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        s = self.app.scale
        draw_panel(surface, self.panel, radius=px(14, s), rgba=(8, 20, 40, 232), border=(255, 214, 90, 160))
        x = self.panel.x + px(16, s)
        y = self.panel.y + px(8, s)
        small = fpx(14, s)
        heads = self.heads
        if [h for head in self._heads() for h in wrap_text(head, small, self.panel.w - px(28, s), True)] != heads:
            self._place()  # the lesson moved on (its number changed): wrap and size again
            heads = self.heads
        for head in heads:  # wrapped to the panel (a long language takes two lines)
            draw_text(surface, head, small, (x, y), YELLOW, True, box=self.panel)
            y += get_font(small, True).get_linesize()
        size = fpx(19, s)
        for line in self.lines:
            draw_text(surface, line, size, (x, y), WHITE, True, box=self.panel)
            y += get_font(size, True).get_linesize()
        self.skip_button.draw(surface)
