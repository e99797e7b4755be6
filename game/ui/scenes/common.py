"""What the menu screens share: a titled panel holding a scrolling `Menu`, a help footer, Esc = back."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scene import Scene
from game.ui.widgets import (
    CREAM,
    MUTED,
    Menu,
    Widget,
    draw_felt,
    draw_panel,
    draw_text,
    ellipsize,
    outlined_text,
    px,
)

if TYPE_CHECKING:
    from game.app import App

__all__ = ["MenuScene", "draw_footer", "draw_title"]

INK_OUTLINE = (22, 26, 24)


def draw_title(surface: pygame.Surface, text: str, center: tuple[int, int], scale: float, size: float = 44) -> pygame.Rect:
    """Draw a screen title: bold yellow-white lettering with a dark outline."""
    surf = outlined_text(text, px(size, scale), (250, 248, 240), INK_OUTLINE, max(2, px(3, scale)))
    rect = surf.get_rect(center=center)
    surface.blit(surf, rect)
    return rect


def draw_footer(surface: pygame.Surface, text: str, scale: float) -> None:
    """Draw one line of help at the bottom of the window."""
    if not text:
        return
    w, h = surface.get_size()
    size = px(16, scale)
    line = ellipsize(text, size, w - px(40, scale))
    draw_text(surface, line, size, (w // 2, h - px(12, scale)), MUTED, False, "midbottom")


class MenuScene(Scene):
    """A full-screen menu: the felt, a title, a panel with a `Menu`, the focused widget's help below.

    Subclasses fill `self.menu` (usually in `build()`, called from `resize`) and may override
    `layout_panel` to place the panel. Esc goes `back()`, which pops the scene.
    """

    title = ""
    panel_width = 760  # at scale 1
    footer_hint = "Arrows or Tab to move, Enter to choose, Esc to go back"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.menu = Menu([], spacing=6, padding=10)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_center = (0, 0)
        self.scale = app.scale

    # layout -------------------------------------------------------------------------------------
    def build(self) -> list[Widget]:
        """Return the widgets of the menu (called on every layout)."""
        return []

    def layout_panel(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Return the panel's rect: centred, below the title, above the footer."""
        w, h = size
        top = px(96, scale)
        bottom = h - px(40, scale)
        pw = min(w - px(40, scale), px(self.panel_width, scale))
        return pygame.Rect((w - pw) // 2, top, pw, bottom - top)

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild the widgets at the app's scale and lay them out in the panel."""
        super().resize(size)
        self.scale = self.app.scale
        focus = self.menu.focus_index
        scroll = self.menu.scroll
        self.menu.set_items(self.build(), keep_focus=False)
        self.panel = self.layout_panel(size, self.scale)
        self.title_center = (size[0] // 2, px(52, self.scale))
        self.menu.scroll = scroll
        self.menu.layout(self.panel.inflate(-px(16, self.scale), -px(16, self.scale)), self.scale)
        if 0 <= focus < len(self.menu.items):
            self.menu.set_focus(focus)

    def refresh(self) -> None:
        """Rebuild and lay out the widgets again, keeping the focus and scroll position."""
        self.resize(self.size)

    # events -------------------------------------------------------------------------------------
    def back(self) -> None:
        """Leave the screen."""
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back; everything else goes to the menu. A menu screen consumes every event."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_ESCAPE:
            self.back()
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Advance the widgets."""
        self.menu.update(dt)

    # drawing ------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Draw the felt."""
        draw_felt(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, the title, the panel and its menu, and the help line."""
        self.draw_background(surface)
        if self.title:
            draw_title(surface, self.title, self.title_center, self.scale)
        draw_panel(surface, self.panel, radius=px(18, self.scale))
        self.menu.draw(surface)
        self.draw_extra(surface)
        draw_footer(surface, self.menu.focused_help or self.footer_hint, self.scale)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Draw anything else a subclass shows (over the panel)."""


def body_color() -> tuple[int, int, int]:
    """Return the colour of body text on a panel."""
    return CREAM
