"""Lists of controls: a `Menu` (keyboard focus, scrolling) and `Zones` (several menus sharing the keys).

A `Menu` owns the focus of the controls it lays out, moves it with the arrows and Tab, and scrolls
when its content is taller than its viewport.
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.controls import Button, Widget, event_pos
from game.ui.paint import rounded
from game.ui.palette import MUTED
from game.ui.units import px

__all__ = ["Menu", "Zones"]


class Menu:
    """A vertical list of widgets with keyboard focus and scrolling.

    Up/Down (and Tab/Shift+Tab; in a horizontal menu Left/Right too) move the focus among enabled
    focusable widgets, keys go to the focused one first, hovering with the mouse moves the focus, the wheel scrolls, and the view
    follows the focus. `layout(rect, scale)` places the children inside `rect`.
    """

    def __init__(
        self,
        items: Sequence[Widget] = (),
        *,
        spacing: float = 8,
        padding: float = 0,
        horizontal: bool = False,
        wrap: bool = True,
        right_to_left: bool = False,
    ) -> None:
        self.items: list[Widget] = list(items)
        self.spacing = spacing
        self.padding = padding
        self.horizontal = horizontal
        self.right_to_left = right_to_left
        """A horizontal menu laid out from the right: its first item (first in the focus order, which Down
        reaches first from the list above) stands at the right end, where a bar's primary button goes."""
        self.wrap = wrap
        self.keep_bar_room = False
        """Leave the scroll bar's room whether or not the list scrolls: rows that come and go (New game's
        seats) never move the others sideways."""
        self.active = True  # False while another Menu of the same screen has the keyboard
        self.mouse_focused = False  # set when the mouse moved the focus (read by Zones)
        self._by_mouse = False  # the focus was last set by the mouse: a new layout keeps the scroll
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.scroll = 0
        self.content_h = 0
        self.focus_index = -1
        self._offsets: list[tuple[int, int]] = []
        self._dragging_bar = False
        self._pointer: tuple[int, int] | None = None  # where the mouse was last seen (the wheel acts there)
        self._focus_first()

    # structure ----------------------------------------------------------------------------------
    def set_items(self, items: Sequence[Widget], keep_focus: bool = True) -> None:
        """Replace the children; keep the focus on the same position if it still fits."""
        old = self.focus_index
        for w in self.items:
            w.focused = False
        self.items = list(items)
        self.focus_index = -1
        if keep_focus and 0 <= old < len(self.items) and self._can_focus(self.items[old]):
            self.set_focus(old, reveal=not self._by_mouse)
        else:
            self._focus_first()
        if self.rect.w:
            self.layout(self.rect, self.scale)

    def _can_focus(self, w: Widget) -> bool:
        return w.focusable and w.enabled

    def _focus_first(self) -> None:
        for i, w in enumerate(self.items):
            if self._can_focus(w):
                self.set_focus(i)
                return
        self.focus_index = -1

    @property
    def focused(self) -> Widget | None:
        """Return the focused widget, if any."""
        if 0 <= self.focus_index < len(self.items):
            return self.items[self.focus_index]
        return None

    @property
    def focused_help(self) -> str:
        """Return the explanation of the focused widget (for a footer line)."""
        w = self.focused
        return w.help if w is not None else ""

    def set_focus(self, index_or_widget: int | Widget, reveal: bool = True) -> None:
        """Focus a child (by index or object) and, when `reveal`, scroll it into view.

        The mouse focuses without `reveal`: a list never moves under the pointer.
        """
        index = index_or_widget if isinstance(index_or_widget, int) else self.items.index(index_or_widget)
        if not (0 <= index < len(self.items)) or not self._can_focus(self.items[index]):
            return
        for w in self.items:
            w.focused = False
        self.focus_index = index
        self.items[index].focused = self.active
        self._by_mouse = not reveal
        if reveal:
            self._ensure_visible(index)

    @property
    def focused_by_mouse(self) -> bool:
        """True when the mouse set the focus last (the list is then never scrolled to show it)."""
        return self._by_mouse

    def set_active(self, flag: bool) -> None:
        """Give this menu the keyboard (its focused widget shows it) or take it away."""
        self.active = flag
        w = self.focused
        if w is not None:
            w.focused = flag

    def move_focus(self, delta: int) -> bool:
        """Move the focus to the next focusable child in direction `delta`, wrapping; True if moved."""
        n = len(self.items)
        if n == 0:
            return False
        i = self.focus_index if self.focus_index >= 0 else (-1 if delta > 0 else n)
        for _i in range(n):
            i += delta
            if not self.wrap and not 0 <= i < n:
                return False
            i %= n
            if self._can_focus(self.items[i]):
                self.set_focus(i)
                return True
        return False

    # layout -------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Place the children in `rect` at `scale`."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        gap = px(self.spacing, scale)
        pad = px(self.padding, scale)
        if self.horizontal:
            n = max(1, len(self.items))
            inner = self.rect.inflate(-2 * pad, -2 * pad)
            for k, w in enumerate(self.items):
                i = n - 1 - k if self.right_to_left else k
                x0 = inner.x + (inner.w + gap) * i // n
                x1 = inner.x + (inner.w + gap) * (i + 1) // n - gap
                w.set_rect(pygame.Rect(x0, inner.y, x1 - x0, inner.h), scale)
            self.content_h = self.rect.h
            self._offsets = []
            self.scroll = 0
            return
        bar = px(14, scale)
        width = self.rect.w - 2 * pad
        heights = [w.preferred_height(width, scale) for w in self.items]
        total = sum(heights) + gap * max(0, len(heights) - 1) + 2 * pad
        if total > self.rect.h or self.keep_bar_room:  # leave room for the scroll bar
            width -= bar
            heights = [w.preferred_height(width, scale) for w in self.items]
            total = sum(heights) + gap * max(0, len(heights) - 1) + 2 * pad
        self.content_h = total
        self._offsets = []
        y = pad
        for h in heights:
            self._offsets.append((y, h))
            y += h + gap
        self._width = width
        self.scroll = min(max(0, self.scroll), self.max_scroll)
        self._place()
        if self.focus_index >= 0 and not self._by_mouse:
            self._ensure_visible(self.focus_index)

    @property
    def max_scroll(self) -> int:
        """Return how far the content can scroll."""
        return max(0, self.content_h - self.rect.h)

    def _place(self) -> None:
        if self.horizontal:
            return
        pad = px(self.padding, self.scale)
        for w, (y, h) in zip(self.items, self._offsets, strict=False):
            w.set_rect(pygame.Rect(self.rect.x + pad, self.rect.y + y - self.scroll, self._width, h), self.scale)

    def scroll_by(self, dy: int) -> None:
        """Scroll the content by `dy` pixels (clamped)."""
        new = min(max(0, self.scroll + dy), self.max_scroll)
        if new != self.scroll:
            self.scroll = new
            self._place()

    def _ensure_visible(self, index: int) -> None:
        if not self._offsets or index >= len(self._offsets):
            return
        y, h = self._offsets[index]
        margin = px(6, self.scale)
        if y - margin < self.scroll:
            self.scroll_by(y - margin - self.scroll)
        elif y + h + margin > self.scroll + self.rect.h:
            self.scroll_by(y + h + margin - self.scroll - self.rect.h)
        # Bring a heading just above the focused row into view too.
        if index > 0 and not self.items[index - 1].focusable:
            py, _end = self._offsets[index - 1]
            if py < self.scroll and y + h - py <= self.rect.h:
                self.scroll_by(py - self.scroll)

    def scroll_bar(self) -> pygame.Rect | None:
        """Return the scroll bar's track, or None when the list fits."""
        bars = self._bar_rects()
        return None if bars is None else bars[0]

    def _bar_rects(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.max_scroll <= 0:
            return None
        w = px(6, self.scale)
        track = pygame.Rect(self.rect.right - w - px(2, self.scale), self.rect.y + 4, w, self.rect.h - 8)
        th = max(px(30, self.scale), track.h * self.rect.h // max(1, self.content_h))
        ty = track.y + (track.h - th) * self.scroll // max(1, self.max_scroll)
        return track, pygame.Rect(track.x, ty, w, th)

    # events -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route an event to the children; handle focus keys and scrolling. True if consumed."""
        etype = event.type
        if etype == pygame.MOUSEWHEEL:
            if self.max_scroll > 0:  # the wheel scrolls the one long list wherever the pointer is
                mouse = self._pointer if self._pointer is not None else pygame.mouse.get_pos()
                self.scroll_by(-int(getattr(event, "y", 0)) * px(48, self.scale))
                self._refresh_hover(mouse)  # the keyboard's focus stays where it is...
                if self._by_mouse:  # ...but a focus the pointer set follows the row it now lights
                    lit = next((i for i, w in enumerate(self.items) if w.hovered and self._can_focus(w)), None)
                    if lit is not None and lit != self.focus_index:
                        self.set_focus(lit, reveal=False)
                return True
            return False
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = event_pos(event)
            if pos is not None:
                self._pointer = pos
            return self._mouse(event)
        if etype == pygame.KEYDOWN:
            w = self.focused
            if w is not None and not self._by_mouse and not self.rect.contains(w.rect):
                self._ensure_visible(self.focus_index)  # the wheel scrolled it away: the key acts where it shows
            if w is not None and w.handle_event(event):
                return True
            return self._nav_key(getattr(event, "key", 0), getattr(event, "mod", 0))
        if etype == pygame.TEXTINPUT:
            w = self.focused
            return w is not None and w.handle_event(event)
        return False

    def _nav_key(self, key: int, mod: int) -> bool:
        if self.horizontal:
            # Down and Up walk a bar like Right and Left (then, in `Zones`, on past its ends): a bar of
            # buttons under a list is never left after its first button by Down (the Start never reached)
            if key in (pygame.K_LEFT, pygame.K_RIGHT):  # Left and Right go as the bar is laid out
                return self.move_focus(1 if (key == pygame.K_RIGHT) != self.right_to_left else -1)
            if key == pygame.K_DOWN or (key == pygame.K_TAB and not mod & pygame.KMOD_SHIFT):
                return self.move_focus(1)
            if key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT):
                return self.move_focus(-1)
            return False
        if key == pygame.K_DOWN or (key == pygame.K_TAB and not mod & pygame.KMOD_SHIFT):
            return self.move_focus(1)
        if key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT):
            return self.move_focus(-1)
        if key == pygame.K_PAGEDOWN:
            self.scroll_by(self.rect.h * 3 // 4)
            return True
        if key == pygame.K_PAGEUP:
            self.scroll_by(-self.rect.h * 3 // 4)
            return True
        if key == pygame.K_HOME:
            self._focus_first()
            return True
        if key == pygame.K_END:
            for i in range(len(self.items) - 1, -1, -1):
                if self._can_focus(self.items[i]):
                    self.set_focus(i)
                    break
            return True
        return False

    def _refresh_hover(self, pos: tuple[int, int]) -> None:
        inside = self.rect.collidepoint(pos)
        for w in self.items:
            w.hovered = inside and w.enabled and w.rect.collidepoint(pos)

    def _mouse(self, event: pygame.event.Event) -> bool:
        pos = event_pos(event)
        if pos is None:
            return False
        etype = event.type
        bars = self._bar_rects()
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and bars is not None:
            track, _thumb = bars
            if track.inflate(px(12, self.scale), 0).collidepoint(pos):
                self._dragging_bar = True
                self._drag_bar_to(pos[1])
                return True
        if etype == pygame.MOUSEMOTION and self._dragging_bar:
            self._drag_bar_to(pos[1])
            return True
        if etype == pygame.MOUSEBUTTONUP and self._dragging_bar and getattr(event, "button", 0) == 1:
            self._dragging_bar = False
            return True
        inside = self.rect.collidepoint(pos)
        consumed = False
        for i, w in enumerate(self.items):
            visible = inside and w.rect.collidepoint(pos)
            if etype == pygame.MOUSEMOTION:
                was_armed = w._armed
                w.handle_event(event)
                w.hovered = w.hovered and visible
                if visible and self._can_focus(w) and (i != self.focus_index or not self.active) \
                        and not self._any_armed():
                    self.set_focus(i, reveal=False)
                    self.mouse_focused = True
                consumed = consumed or was_armed
            elif etype == pygame.MOUSEBUTTONDOWN:
                if visible and w.handle_event(event):
                    if self._can_focus(w):
                        self.set_focus(i, reveal=False)
                        self.mouse_focused = True
                    consumed = True
            else:  # button up: every armed widget must hear it
                if (w._armed or visible) and w.handle_event(event):
                    consumed = True
        return consumed or (etype != pygame.MOUSEMOTION and inside)

    def _any_armed(self) -> bool:
        return any(w._armed for w in self.items)

    def _drag_bar_to(self, y: int) -> None:
        bars = self._bar_rects()
        if bars is None:
            return
        track, thumb = bars
        t = (y - track.y - thumb.h / 2) / max(1, track.h - thumb.h)
        self.scroll_by(round(min(1.0, max(0.0, t)) * self.max_scroll) - self.scroll)

    def update(self, dt: float) -> None:
        """Advance the children's animations."""
        for w in self.items:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible children clipped to the viewport, and a scroll bar when needed."""
        old_clip = surface.get_clip()
        # Clip only a list that scrolls; otherwise focus rings may reach a little past the rect.
        view = self.rect if self.max_scroll > 0 else self.rect.inflate(px(16, self.scale), px(16, self.scale))
        surface.set_clip(view.clip(old_clip) if old_clip else view)
        lit = [w for w in self.items if w.lit]
        for w in self.items:
            if isinstance(w, Button):  # a primary button's gold edge only while nothing else looks chosen
                w.focus_elsewhere = not self.active or any(o is not w for o in lit)
            if w.rect.bottom >= self.rect.top and w.rect.top <= self.rect.bottom:
                w.draw(surface)
        surface.set_clip(old_clip)
        bars = self._bar_rects()
        if bars is not None:
            track, thumb = bars
            surface.blit(rounded(track.size, track.w // 2, (0, 0, 0, 90)), track)
            pygame.draw.rect(surface, MUTED, thumb, border_radius=thumb.w // 2)


class Zones:
    """Several Menus of one screen sharing the keyboard: at a menu's edge the arrows move on to the next.

    Tab and Shift+Tab, Up/Down (and Left/Right in a horizontal menu) move within the active menu;
    past its first or last widget they move into the previous or next menu. So each of Tab, Shift+Tab,
    Down and Up alone visits every control of the screen in turn. The mouse activates
    whichever menu it moves the focus in.
    """

    def __init__(self, menus: Sequence[Menu], active: int = 0) -> None:
        self.menus = list(menus)
        self.active = -1
        for m in self.menus:
            m.wrap = False
            m.set_active(False)
        self.activate(active)

    def activate(self, index: int) -> None:
        """Give the keyboard to menu `index`."""
        if not 0 <= index < len(self.menus):
            return
        for i, m in enumerate(self.menus):
            m.set_active(i == index)
        self.active = index
        if self.menus[index].focused is None:
            self.menus[index].move_focus(1)

    @property
    def menu(self) -> Menu:
        """Return the menu with the keyboard."""
        return self.menus[self.active]

    @property
    def focused_help(self) -> str:
        """Return the help of the focused widget of the active menu."""
        return self.menu.focused_help

    def _jump(self, delta: int) -> bool:
        n = len(self.menus)
        i = self.active
        for _i in range(n):
            i = (i + delta) % n
            m = self.menus[i]
            if any(m._can_focus(w) for w in m.items):
                self.activate(i)
                if delta > 0:
                    m._focus_first()
                else:
                    for k in range(len(m.items) - 1, -1, -1):
                        if m._can_focus(m.items[k]):
                            m.set_focus(k)
                            break
                m.set_active(True)
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route an event; True if consumed."""
        etype = event.type
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            consumed = False
            for i, m in enumerate(self.menus):
                m.mouse_focused = False
                if m.handle_event(event):
                    consumed = True
                if m.mouse_focused and i != self.active:
                    self.activate(i)
            return consumed
        if etype == pygame.KEYDOWN:
            if self.menu.handle_event(event):
                return True
            key = getattr(event, "key", 0)
            mod = getattr(event, "mod", 0)
            back = key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            fwd = key == pygame.K_DOWN or (key == pygame.K_TAB and not mod & pygame.KMOD_SHIFT)
            if back:
                return self._jump(-1)
            if fwd:
                return self._jump(1)
            return False
        return self.menu.handle_event(event)
