"""What the menu screens share: a titled panel with an optional header row, a scrolling list and a
bar of buttons, keyboard focus across the three, the focused widget's help as a footer, Esc = back."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.ui.controls import Button, Widget
from game.ui.menus import Menu, Zones
from game.ui.pad import PAD, pad_words
from game.ui.paint import dim, draw_felt, draw_panel
from game.ui.palette import MUTED
from game.ui.scene import Scene
from game.ui.text import (
    MIN_TEXT_PX,
    draw_text,
    fit_lines,
    fit_size,
    fit_text,
    get_font,
    note_text,
    outlined_text,
    text_width,
)
from game.ui.units import fpx, px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["MenuOverlay", "MenuScene", "draw_footer", "draw_title"]

INK_OUTLINE = (22, 26, 24)


def draw_title(surface: pygame.Surface, text: str, center: tuple[int, int], scale: float, size: float = 44,
               bottom: int | None = None) -> pygame.Rect:
    """Draw a screen title: bold white lettering with a dark outline; with `bottom`, no lower than it
    (the panel under it: a title grown with the text size shrinks rather than sit on the panel's edge)."""
    width = surface.get_width() - px(40, scale)
    _fitted, big = fit_text(text, px(size, scale), width, True, floor=0.6)
    edge = max(2, px(3, scale))
    if bottom is not None:
        room = 2 * (bottom - center[1]) - 2 * edge
        while big > MIN_TEXT_PX and get_font(big, True).get_height() > room:
            big -= 1
    surf = outlined_text(text, big, (250, 248, 240), INK_OUTLINE, edge)
    rect = surf.get_rect(center=center)
    surface.blit(surf, rect)
    note_text(surface, text, rect, surface.get_rect())
    return rect


def draw_footer(surface: pygame.Surface, text: str, scale: float) -> None:
    """Draw one line of help at the bottom of the window."""
    if not text:
        return
    w, h = surface.get_size()
    width = w - px(40, scale)
    parts = text.split("  ·  ")
    while len(parts) > 1 and fit_size("  ·  ".join(parts), fpx(16, scale), width, floor=0.8) is None:
        parts.pop()  # the keys' reminder goes first: the help of what is chosen stays whole
    text = "  ·  ".join(parts)
    lines, size = fit_lines(text, fpx(16, scale), width, px(44, scale), floor=0.8)
    y = h - px(10, scale)
    for line in reversed(lines):
        r = draw_text(surface, line, size, (w // 2, y), MUTED, False, "midbottom", box=surface.get_rect())
        y = r.top


class MenuScene(Scene):
    """A full-screen menu: the felt, a title, and a panel holding a header, a list and a button bar.

    Subclasses return their widgets from `build_header`, `build` and `build_bar`; these are called
    again on every layout (`refresh()` rebuilds after a change), and the focus and scroll position
    survive. Esc calls `back()`, which pops the scene.
    """

    title = ""
    notices_below = True  # a notice never covers the screen's title
    panel_width = 780  # at scale 1
    footer_hint = N_("Arrows or Tab to move · Enter to choose · Esc to go back")
    pad_footer_hint = N_("D-pad to move · A to choose · B to go back · LB / RB scroll")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.header = Menu([], horizontal=True, spacing=0)
        self.menu = Menu([], spacing=4, padding=8)
        self.bar = Menu([], horizontal=True, spacing=16)
        self.zones = Zones([self.header, self.menu, self.bar], active=1)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_center = (0, 0)
        self.scale = app.scale

    # layout -------------------------------------------------------------------------------------
    def build_header(self) -> list[Widget]:
        """Return the widgets of the row above the list (e.g. tabs); none by default."""
        return []

    def build(self) -> list[Widget]:
        """Return the widgets of the scrolling list."""
        return []

    def build_bar(self) -> list[Widget]:
        """Return the buttons of the bar under the list."""
        return []

    def layout_panel(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Return the panel's rect: centred, below the title, above the footer."""
        w, h = size
        top = px(92, scale)
        bottom = h - px(36, scale)
        pw = min(w - px(32, scale), px(self.panel_width, scale))
        return pygame.Rect((w - pw) // 2, top, pw, bottom - top)

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild the widgets at the app's scale and lay them out in the panel."""
        super().resize(size)
        s = self.scale = self.app.scale
        focus = [m.focus_index for m in self.zones.menus]
        by_mouse = [m.focused_by_mouse for m in self.zones.menus]
        active = self.zones.active
        scroll = self.menu.scroll
        self.header.set_items(self.build_header(), keep_focus=False)
        self.menu.set_items(self.build(), keep_focus=False)
        self.bar.set_items(self.build_bar(), keep_focus=False)
        self.panel = self.layout_panel(size, s)
        self.title_center = (size[0] // 2, px(48, s))
        inner = self.panel.inflate(-px(24, s), -px(24, s))
        if self.header.items:
            head = pygame.Rect(inner.x, inner.y, inner.w, px(46, s))
            self.header.layout(head, s)
            inner.y += head.h + px(10, s)
            inner.h -= head.h + px(10, s)
        if self.bar.items:
            bh = px(50, s)
            n = len(self.bar.items)
            each = max([px(230, s), *(text_width(str(getattr(b, "text", "")), px(getattr(b, "size", 22), s), True)
                                      + px(36, s) for b in self.bar.items)])  # a larger text size widens them
            bw = min(inner.w, n * each + (n - 1) * px(16, s))
            bar = pygame.Rect(inner.centerx - bw // 2, inner.bottom - bh, bw, bh)
            self.bar.layout(bar, s)
            buttons = [b for b in self.bar.items if isinstance(b, Button)]
            shared = min((b.fitted_size() for b in buttons), default=0)
            for b in buttons:  # one size for the bar: a long label never reads smaller than its neighbour
                b.size_cap = shared
            inner.h -= bh + px(14, s)
        if 0 <= focus[1] < len(self.menu.items):
            self.menu.set_focus(focus[1], reveal=False)  # laid out where it was, not scrolled to the top
        self.menu.scroll = scroll
        self.menu.layout(inner, s)
        for m, i, mouse in zip(self.zones.menus, focus, by_mouse, strict=True):
            if 0 <= i < len(m.items):
                m.set_focus(i, reveal=not mouse)  # a row the mouse chose stays where it is
        if not (0 <= active < len(self.zones.menus)) or not self.zones.menus[active].items:
            active = 1 if self.menu.items else 2
        self.zones.activate(active)

    def refresh(self) -> None:
        """Rebuild and lay out the widgets again, keeping the focus and scroll position."""
        self.resize(self.size)

    # events -------------------------------------------------------------------------------------
    def back(self) -> None:
        """Leave the screen."""
        self.app.leave(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back; everything else goes to the widgets. A menu screen consumes every event."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_ESCAPE:
            self.back()
            return True
        self.zones.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Advance the widgets."""
        for m in self.zones.menus:
            m.update(dt)

    def wake_in(self) -> float | None:
        """A menu changes only on input."""
        return None

    # drawing ------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Draw the felt."""
        draw_felt(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, the title, the panel with its widgets, and the help line."""
        self.draw_background(surface)
        if self.title:
            draw_title(surface, _(self.title), self.title_center, self.scale, bottom=self.panel.top - px(4, self.scale))
        draw_panel(surface, self.panel, radius=px(18, self.scale))
        for m in self.zones.menus:
            if m.items:
                m.draw(surface)
        self.draw_extra(surface)
        hint = self.pad_footer_hint if self.app.input_kind == PAD else self.footer_hint
        draw_footer(surface, pad_words(self.zones.focused_help, self.app.input_kind) or _(hint), self.scale)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Draw anything else a subclass shows (over the panel)."""


class MenuOverlay(Scene):
    """A small panel of buttons over the scene below (which it dims and keeps from every event): the
    pause menu, a yes-or-no question. Subclasses lay out `panel` and `menu` in `resize`, say what the
    keys in `ESCAPE_KEYS` do in `escape`, and draw their own words over the panel in `draw_content`."""

    opaque = False
    ESCAPE_KEYS: tuple[int, ...] = (pygame.K_ESCAPE,)
    PANEL_ALPHA = 240

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.menu = Menu([], spacing=12, padding=6)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = app.scale

    def escape(self) -> None:
        """What Esc does (close, by default)."""
        self.app.leave(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc (and the other `ESCAPE_KEYS`) runs `escape`; everything else goes to the buttons, and
        nothing reaches the scene below."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) in self.ESCAPE_KEYS:
            self.escape()
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Advance the buttons."""
        self.menu.update(dt)

    def wake_in(self) -> float | None:
        """Changes only on input (the scene below waits)."""
        return None

    VEIL = 150
    """How darkly what is below is dimmed (a black veil's alpha, 0-255)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, draw the panel, its words and the buttons."""
        dim(surface, self.VEIL)
        draw_panel(surface, self.panel, radius=px(18, self.scale), rgba=(6, 28, 16, self.PANEL_ALPHA))
        self.draw_content(surface)
        self.menu.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw the title and any text over the panel, under the buttons."""
