"""The pause overlay (Esc at the table): Resume, Rules, Settings, Quit to title."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import routes
from game.ui.controls import Button
from game.ui.paint import draw_felt
from game.ui.screens import MenuOverlay, draw_title
from game.ui.units import px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["PauseScene"]


class PauseScene(MenuOverlay):
    """An overlay over the table: dims it, stops its clock, and offers a small menu. At a pass-and-play
    table it covers the table with the felt instead: the hand of the person who paused stayed readable
    round the menu, for whoever looks next (playtest 11)."""

    VEIL = 195
    """The table darker than under a question: the game has stopped (playtest 12 read the person's hand,
    bright cards on a dark felt, as "not dimmed" under the usual veil)."""

    def __init__(self, app: Host, table: object | None = None) -> None:
        super().__init__(app)
        self.table = table
        session = getattr(table, "session", None)
        self.private = session is not None and len(session.config.people) > 1
        """Several people share the screen: nothing of the table shows behind the menu."""
        self.opaque = self.private

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the panel."""
        super().resize(size)
        s = self.scale = self.app.scale
        focus = self.menu.focus_index
        self.menu.set_items([
            Button(_("Resume"), self.resume_game, primary=True, help=_("Back to the table (Esc)")),
            Button(_("Rules"), self.rules, help=_("How to play, with the rules in play and what changes next hand")),
            Button(_("Settings"), self.settings, help=_("Sound, display and pace; house-rule changes apply from the next hand")),
            Button(_("Quit to title"), self.quit_to_title, help=_("The match is saved: Continue it from the title")),
        ], keep_focus=False)
        if 0 <= focus < len(self.menu.items):
            self.menu.set_focus(focus)
        n = len(self.menu.items)
        inner_h = n * px(50, s) + (n - 1) * px(12, s) + 2 * px(6, s)
        pad = px(24, s)
        title_h = px(64, s)
        self.panel = pygame.Rect(0, 0, px(340, s), inner_h + title_h + 2 * pad)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.menu.layout(pygame.Rect(self.panel.x + pad, self.panel.y + pad + title_h,
                                     self.panel.w - 2 * pad, inner_h), s)

    def draw(self, surface: pygame.Surface) -> None:
        """The menu over the dimmed table, or at a pass-and-play table over the bare felt."""
        if self.private:
            draw_felt(surface)
        super().draw(surface)

    # -- actions ---------------------------------------------------------------------------------
    def resume_game(self) -> None:
        """Close the overlay."""
        self.app.leave(self)

    def rules(self) -> None:
        """Show How to play."""
        take_rules = getattr(self.table, "take_rules", None)
        session = getattr(self.table, "session", None)
        if callable(take_rules) and session is not None:
            take_rules()
            match = session.match
            self.app.open(routes.HowTo(rules=match.rules, upcoming=match.next_rules))
            return
        self.app.open(routes.HowTo())

    def settings(self) -> None:
        """Show the settings."""
        self.app.open(routes.Settings(tab="gameplay"))

    def quit_to_title(self) -> None:
        """Save the match (the table does it) and go back to the title screen."""
        save = getattr(self.table, "save", None)
        if callable(save):
            try:
                save()
            except Exception as exc:  # never lose the way out over a failed save
                self.app.notify(_("The match could not be saved: {problem}").format(problem=exc))
        self.app.restart(routes.Title())

    # -- overlay -------------------------------------------------------------------------------
    ESCAPE_KEYS = (pygame.K_ESCAPE, pygame.K_p, pygame.K_PAUSE)
    PANEL_ALPHA = 255  # opaque: nothing of the table (a raised card, its pointer) shows through the panel

    def escape(self) -> None:
        """Esc (or P, Pause) resumes."""
        self.resume_game()

    def draw_content(self, surface: pygame.Surface) -> None:
        """The menu's title."""
        draw_title(surface, _("Paused"), (self.panel.centerx, self.panel.y + px(52, self.scale)), self.scale, size=34)
