"""The controls of the menu screens: buttons, labels, switches, steppers, choices, sliders, text input.

Every control has a `rect` (set by its container's layout), `handle_event(event) -> bool` (True when
it consumed the event), `draw(surface)` (changes nothing), `focused`, `enabled` and `help` (a
one-line explanation shown by the scene). Keys reach a control only while it is focused; a
`game.ui.menus.Menu` owns the focus of the controls it lays out.

Sizes are given at scale 1 (a 1280x720 window) and multiplied by the `scale` passed to the layout.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame

from game.i18n import _
from game.ui.paint import rounded
from game.ui.palette import CREAM, DISABLED, FAINT, GOLD, GREEN, INK, MUTED, RGB, WHITE, YELLOW
from game.ui.text import MIN_TEXT_PX, draw_text, fit_lines, fit_size, fits_at, get_font, text_width, wrap_text
from game.ui.units import fpx, px

__all__ = [
    "Button",
    "Choice",
    "Heading",
    "Label",
    "Slider",
    "Stepper",
    "Swatches",
    "TextInput",
    "Toggle",
    "Widget",
    "event_pos",
]

T = TypeVar("T")


def event_pos(event: pygame.event.Event) -> tuple[int, int] | None:
    """Return a mouse event's position as two ints, or None when it has none that makes sense."""
    pos = getattr(event, "pos", None)
    if isinstance(pos, tuple | list) and len(pos) == 2:
        try:
            return int(pos[0]), int(pos[1])
        except (TypeError, ValueError):
            return None
    return None


class Widget:
    """The base: a rect, focus, hover, enabled, help text; mouse press-and-release activation."""

    focusable: bool = True
    height: float = 48  # at scale 1

    def __init__(self, *, help: str = "", enabled: bool = True) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.hovered = False
        self.enabled = enabled
        self.help = help
        self.scale = 1.0
        self._armed = False

    # layout -------------------------------------------------------------------------------------
    def preferred_height(self, width: int, scale: float) -> int:
        """Return the height this widget wants at `width` pixels and `scale`."""
        return px(self.height, scale)

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Place the widget (called by the container's layout)."""
        self.rect = pygame.Rect(rect)
        self.scale = scale

    # events -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle a mouse event over the widget, or a key while it is focused; True if consumed."""
        if not self.enabled:
            self._armed = False
            return False
        etype = event.type
        if etype == pygame.MOUSEMOTION:
            pos = event_pos(event)
            self.hovered = pos is not None and self.rect.collidepoint(pos)
            return self.on_drag(pos) if self._armed and pos is not None else False
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = event_pos(event)
            if pos is not None and self.rect.collidepoint(pos):
                self._armed = True
                self.on_press(pos)
                return True
            return False
        if etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            was = self._armed
            self._armed = False
            pos = event_pos(event)
            if was and pos is not None and self.rect.collidepoint(pos):
                self.on_click(pos)
                return True
            return was
        if etype == pygame.KEYDOWN and self.focused:
            return self.on_key(getattr(event, "key", 0), getattr(event, "mod", 0))
        if etype == pygame.TEXTINPUT and self.focused:
            return self.on_text(str(getattr(event, "text", "")))
        return False

    def on_press(self, pos: tuple[int, int]) -> None:
        """React to the left button going down on the widget."""

    def on_drag(self, pos: tuple[int, int]) -> bool:
        """React to the mouse moving while the button is held from a press on the widget."""
        return False

    def on_click(self, pos: tuple[int, int]) -> None:
        """React to a full click (press and release on the widget)."""

    def on_key(self, key: int, mod: int) -> bool:
        """React to a key while focused; True if consumed."""
        return False

    def on_text(self, text: str) -> bool:
        """React to typed text while focused; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance any animation of the widget by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget; changes nothing."""

    # shared drawing -----------------------------------------------------------------------------
    @property
    def lit(self) -> bool:
        """Return True when the widget should look selected (focused or under the mouse)."""
        return self.enabled and (self.focused or self.hovered)

    def _draw_row_back(self, surface: pygame.Surface) -> None:
        if self.lit:
            r = px(10, self.scale)
            surface.blit(rounded(self.rect.size, r, (255, 255, 255, 26)), self.rect)
            if self.focused:
                pygame.draw.rect(surface, YELLOW, self.rect, width=max(2, px(2, self.scale)), border_radius=r)


class Label(Widget):
    """Text that is read, not touched; wraps to its width."""

    focusable = False

    def __init__(
        self,
        text: str,
        *,
        size: int = 19,
        color: RGB = CREAM,
        bold: bool = False,
        align: str = "left",
        help: str = "",
    ) -> None:
        super().__init__(help=help)
        self.text = text
        self.size = size
        self.color = color
        self.bold = bold
        self.align = align

    def _font_px(self, scale: float) -> int:
        return fpx(self.size, scale)

    def _lines(self, width: int, scale: float) -> list[str]:
        return wrap_text(self.text, self._font_px(scale), max(10, width), self.bold)

    def preferred_height(self, width: int, scale: float) -> int:
        """Return the height of the wrapped text."""
        line_h = get_font(self._font_px(scale), self.bold).get_linesize()
        return line_h * len(self._lines(width, scale)) + px(4, scale)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the wrapped lines."""
        size = self._font_px(self.scale)
        line_h = get_font(size, self.bold).get_linesize()
        y = self.rect.y
        for line in self._lines(self.rect.w, self.scale):
            if self.align == "center":
                draw_text(surface, line, size, (self.rect.centerx, y), self.color, self.bold, "midtop", box=self.rect)
            else:
                draw_text(surface, line, size, (self.rect.x, y), self.color, self.bold, box=self.rect)
            y += line_h


class Heading(Label):
    """A section title in a list."""

    def __init__(self, text: str, *, size: int = 24, color: RGB = YELLOW, rule: bool = True) -> None:
        super().__init__(text, size=size, color=color, bold=True)
        self.rule = rule

    def preferred_height(self, width: int, scale: float) -> int:
        """Leave a little air above the heading."""
        return super().preferred_height(width, scale) + px(6, scale)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the heading and a thin rule under it."""
        size = self._font_px(self.scale)
        line_h = get_font(size, True).get_linesize()
        y = self.rect.y + px(6, self.scale)
        box = self.rect.inflate(0, px(12, self.scale))
        lines = self._lines(self.rect.w, self.scale)
        r = pygame.Rect(self.rect.x, y, 0, line_h)
        for line in lines:
            r = draw_text(surface, line, size, (self.rect.x, y), self.color, True, box=box)
            y += line_h
        if self.rule and len(lines) == 1:
            pygame.draw.line(surface, FAINT, (r.right + px(12, self.scale), r.centery), (self.rect.right, r.centery), 1)


HOVER_FACE = (255, 252, 242)
"""A button under the mouse without the keyboard's focus: a lighter cream (the focus alone is yellow)."""


class Button(Widget):
    """A push button; Enter or Space activates it when focused."""

    def __init__(
        self,
        text: str,
        on_click: Callable[[], Any] | None = None,
        *,
        help: str = "",
        enabled: bool = True,
        primary: bool = False,
        width: float | None = None,
        size: int = 22,
    ) -> None:
        super().__init__(help=help, enabled=enabled)
        self.text = text
        self.callback = on_click
        self.primary = primary
        self.width = width
        self.size = size
        self.height = 50
        self.size_cap: int | None = None
        """The largest size (pixels) the label is drawn at, set by a bar whose buttons share one size."""
        self.focus_elsewhere = False
        """Set by the menu that draws it: another control has the keyboard (or the mouse). A primary button
        then drops its gold edge, so that only the control Enter presses looks chosen."""

    @property
    def marked(self) -> bool:
        """Return True when the button looks chosen: lit (focused or under the mouse), or primary with its
        gold edge while no other control is."""
        return self.enabled and (self.lit or (self.primary and not self.focus_elsewhere))

    def activate(self) -> None:
        """Run the button's action."""
        if self.enabled and self.callback is not None:
            self.callback()

    def on_click(self, pos: tuple[int, int]) -> None:
        """Activate on a click."""
        self.activate()

    def on_key(self, key: int, mod: int) -> bool:
        """Activate on Enter or Space."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def _fit(self, body: pygame.Rect) -> tuple[list[str], int]:
        """Return the label's lines and size in `body`: its size, or smaller (`size_cap` at most) to fit."""
        s = self.scale
        size = px(self.size, s) if self.size_cap is None else min(px(self.size, s), self.size_cap)
        return fit_lines(self.text, size, self.rect.w - px(28, s), body.h - px(4, s), True)

    def fitted_size(self) -> int:
        """Return the size the label is drawn at where it is laid out (smaller than its own when it must
        shrink to fit): a bar's buttons share the smallest, so that none reads smaller than the others."""
        return self._fit(self.rect)[1]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw a rounded button: cream (with a gold edge when primary and nothing else is selected),
        yellow with a white ring when it has the keyboard's focus (what Enter presses), a lighter cream
        lifted a little under the mouse alone: the two never look alike (playtest 10: with the pointer
        resting on one button and the focus on another, both were yellow, and Enter's target unclear).

        Red is kept for warnings: the main choice of a screen is marked by its gold edge, never red."""
        s = self.scale
        r = px(12, s)
        rect = self.rect
        if not self.enabled:
            face, ink = (70, 92, 78), DISABLED
        elif self.focused:
            face, ink = YELLOW, INK
        elif self.hovered:
            face, ink = HOVER_FACE, INK
        else:
            face, ink = CREAM, INK
        lift = px(2, s) if self.lit else 0
        body = rect.move(0, -lift)
        surface.blit(rounded(rect.size, r, (0, 0, 0, 70)), rect.move(0, px(4, s)))
        pygame.draw.rect(surface, face, body, border_radius=r)
        if self.enabled:
            if self.primary and not self.lit and not self.focus_elsewhere:
                pygame.draw.rect(surface, GOLD, body, width=max(2, px(3, s)), border_radius=r)
            else:
                shade = tuple(max(0, c - 45) for c in face)
                pygame.draw.rect(surface, shade, body, width=max(1, px(2, s)), border_radius=r)
        if self.focused:
            pygame.draw.rect(surface, WHITE, body.inflate(px(6, s), px(6, s)), width=max(2, px(2, s)), border_radius=r + 3)
        lines, size = self._fit(body)
        line_h = get_font(size, True).get_linesize()
        y = body.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, size, (body.centerx, y), ink, True, "center", box=body)
            y += line_h


class _Row(Widget):
    """A settings row: a label (and a smaller explanation under it) on the left, a control on the right."""

    def __init__(self, label: str, *, help: str = "", enabled: bool = True, describe: bool = True) -> None:
        super().__init__(help=help, enabled=enabled)
        self.label = label
        self.describe = describe and bool(help)
        self.height = 64 if self.describe else 50
        self.control_frac = 0.42

    @property
    def control_rect(self) -> pygame.Rect:
        """Return the area of the control on the right."""
        s = self.scale
        pad = px(12, s)
        w = round(self.rect.w * self.control_frac) if self.label else self.rect.w - 2 * pad
        h = min(self.rect.h - px(10, s), px(40, s))
        want = min(self.rect.h - px(4, s), self._words_h(self.rect.w, s))
        h = max(h, want)
        return pygame.Rect(self.rect.right - pad - w, self.rect.centery - h // 2, w, h)

    def _control_h(self, width: int, scale: float) -> int:
        """Return the height the control's words need in a row `width` wide (0: the usual height is
        enough); the control, and the row, grow to it rather than cut the words."""
        return 0

    def _words_h(self, width: int, scale: float) -> int:
        """`_control_h`, measured once per width, scale, text size and words (the language)."""
        key = (width, scale, fpx(20, scale), self.control_frac, self._words_key())
        memo: tuple[Any, int] | None = getattr(self, "_words_memo", None)
        if memo is None or memo[0] != key:
            memo = (key, self._control_h(width, scale))
            self._words_memo = memo
        return memo[1]

    def _words_key(self) -> tuple[str, ...]:
        """The words the control shows (its measure changes with them)."""
        return ()

    def _label_width(self, width: int, scale: float) -> int:
        control = round(width * self.control_frac)
        return max(20, width - control - px(12, scale) - 2 * px(14, scale))

    def _hint_lines(self, width: int, scale: float) -> list[str]:
        small = fpx(14.5, scale)
        return wrap_text(self.help, small, self._label_width(width, scale))

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Place the row, the control as wide as its words need (see `_control_need`)."""
        self._fit_control(rect.w, scale)
        super().set_rect(rect, scale)

    def _control_need(self, scale: float) -> int:
        """Return the width the control needs for its words (0: its share of the row is enough)."""
        return 0

    def _control_want(self, scale: float) -> int:
        """Return the width that shows the control's words each on one line at their size (0: no more than
        `_control_need`); the control takes it where the label still fits on its line."""
        return 0

    def _fit_control(self, width: int, scale: float) -> None:
        base = getattr(self, "_base_frac", None)
        if base is None:
            base = self._base_frac = self.control_frac
        if not self.label or width <= 0:
            return
        need = self._control_need(scale)
        want = self._control_want(scale)
        if want > need:  # the words on one line, as far as the label keeps its own line
            label_room = text_width(self.label, px(20, scale), True) + px(12, scale) + 2 * px(14, scale)
            need = max(need, min(want, width - label_room - px(12, scale)))
        self.control_frac = min(0.64, max(base, (need + px(12, scale)) / width))

    def _label_lines(self, width: int, scale: float) -> tuple[list[str], int]:
        """Return the label's lines and size: one line (shrunk a little if need be), else wrapped to two."""
        size = px(20, scale)
        two = 2 * get_font(size, True).get_linesize()
        return fit_lines(self.label, size, self._label_width(width, scale), two, True, floor=0.75)

    def _label_h(self, width: int, scale: float) -> int:
        lines, size = self._label_lines(width, scale)
        return get_font(size, True).get_linesize() * len(lines)

    def preferred_height(self, width: int, scale: float) -> int:
        """Return room for the label (two lines when it wraps) and every line of its explanation."""
        self._fit_control(width, scale)
        big = self._label_h(width, scale) if self.label else get_font(px(20, scale), True).get_linesize()
        control = self._words_h(width, scale) + px(10, scale) if self.label else 0
        if not self.describe:
            return max(px(self.height, scale), big + px(12, scale), control)
        small = get_font(fpx(14.5, scale)).get_linesize()
        return max(px(self.height, scale), big + small * len(self._hint_lines(width, scale)) + px(12, scale), control)

    def _draw_label(self, surface: pygame.Surface) -> None:
        if not self.label:
            return
        s = self.scale
        pad = px(14, s)
        width = self._label_width(self.rect.w, s)
        color = WHITE if self.enabled else DISABLED
        label, size = self._label_lines(self.rect.w, s)
        label_h = get_font(size, True).get_linesize()
        box = pygame.Rect(self.rect.x + pad, self.rect.y, width, self.rect.h)
        if self.describe:
            small = fpx(14.5, s)
            lines = self._hint_lines(self.rect.w, s)
            small_h = get_font(small).get_linesize()
            top = self.rect.centery - (label_h * len(label) + small_h * len(lines)) // 2
            for text in label:
                draw_text(surface, text, size, (self.rect.x + pad, top), color, True, box=box)
                top += label_h
            y = top - px(2, s)
            for line in lines:
                draw_text(surface, line, small, (self.rect.x + pad, y), MUTED if self.enabled else DISABLED, box=box)
                y += small_h
        else:
            y = self.rect.centery - label_h * (len(label) - 1) // 2
            for text in label:
                draw_text(surface, text, size, (self.rect.x + pad, y), color, True, "midleft", box=box)
                y += label_h

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the row background, label and control."""
        self._draw_row_back(surface)
        self._draw_label(surface)
        self.draw_control(surface)

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the control in `control_rect`."""


class Toggle(_Row):
    """An on/off switch; a click on the row, Enter or Space flips it, Left/Right set it."""

    def __init__(
        self,
        label: str,
        value: bool,
        on_change: Callable[[bool], Any] | None = None,
        *,
        help: str = "",
        enabled: bool = True,
        describe: bool = True,
    ) -> None:
        super().__init__(label, help=help, enabled=enabled, describe=describe)
        self.control_frac = 0.2
        self.value = bool(value)
        self.on_change = on_change

    def set(self, value: bool) -> None:
        """Set the switch and report a change."""
        value = bool(value)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def on_click(self, pos: tuple[int, int]) -> None:
        """Flip on a click anywhere on the row."""
        self.set(not self.value)

    def on_key(self, key: int, mod: int) -> bool:
        """Flip on Enter/Space; Left = off, Right = on."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.set(not self.value)
            return True
        if key == pygame.K_LEFT:
            self.set(False)
            return True
        if key == pygame.K_RIGHT:
            self.set(True)
            return True
        return False

    @property
    def switch_rect(self) -> pygame.Rect:
        """Return the pill of the switch, at the right of the control area."""
        s = self.scale
        cr = self.control_rect
        h = px(30, s)
        w = px(60, s)
        return pygame.Rect(cr.right - w, cr.centery - h // 2, w, h)

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the pill switch with its state written beside it."""
        s = self.scale
        sw = self.switch_rect
        on = self.value
        track = GREEN if on else (60, 74, 66)
        if not self.enabled:
            track = (58, 72, 64)
        pygame.draw.rect(surface, track, sw, border_radius=sw.h // 2)
        pygame.draw.rect(surface, (0, 0, 0), sw, width=1, border_radius=sw.h // 2)
        knob_r = sw.h // 2 - px(3, s)
        kx = sw.right - sw.h // 2 if on else sw.x + sw.h // 2
        pygame.draw.circle(surface, (0, 0, 0), (kx + 1, sw.centery + 2), knob_r)
        pygame.draw.circle(surface, WHITE if self.enabled else DISABLED, (kx, sw.centery), knob_r)
        size = fpx(17, s)
        draw_text(surface, _("On") if on else _("Off"), size, (sw.x - px(10, s), sw.centery),
                  WHITE if on and self.enabled else MUTED, True, "midright")


class Stepper(_Row, Generic[T]):
    """One value of a list, changed with < and > (click them, or Left/Right when focused)."""

    def __init__(
        self,
        label: str,
        values: Sequence[T],
        value: T,
        on_change: Callable[[T], Any] | None = None,
        *,
        fmt: Callable[[T], str] = str,
        help: str = "",
        enabled: bool = True,
        describe: bool = True,
        wrap: bool = False,
    ) -> None:
        super().__init__(label, help=help, enabled=enabled, describe=describe)
        if not values:
            raise ValueError("a Stepper needs at least one value")
        self.control_frac = 0.34
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.fmt = fmt
        self.wrap = wrap

    @property
    def value(self) -> T:
        """Return the value shown."""
        return self.values[self.index]

    def step(self, delta: int) -> None:
        """Move by `delta` places (clamped, or wrapping when `wrap`) and report a change."""
        n = len(self.values)
        new = (self.index + delta) % n if self.wrap else min(n - 1, max(0, self.index + delta))
        if new != self.index:
            self.index = new
            if self.on_change is not None:
                self.on_change(self.value)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        cr = self.control_rect
        w = min(cr.h, px(40, self.scale))
        return pygame.Rect(cr.x, cr.y, w, cr.h), pygame.Rect(cr.right - w, cr.y, w, cr.h)

    def on_click(self, pos: tuple[int, int]) -> None:
        """Step down on the left arrow (or left half), up on the right."""
        left, right = self._arrows()
        if left.collidepoint(pos):
            self.step(-1)
        elif right.collidepoint(pos) or pos[0] >= self.control_rect.centerx:
            self.step(1)
        elif pos[0] >= self.control_rect.x:
            self.step(-1)

    def on_key(self, key: int, mod: int) -> bool:
        """Left/Right (or -/+) step; Enter steps forward, wrapping."""
        if key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
            return True
        if key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.step(1)
            return True
        return False

    def _control_need(self, scale: float) -> int:
        """The value's room: as wide as the longest word of any value at the smallest size, and the arrows."""
        size = max(MIN_TEXT_PX, round(px(19, scale) * 0.7))
        widest = max((text_width(self.fmt(v), size, True) for v in self.values), default=0)
        return widest + 2 * px(40, scale)

    def _words_key(self) -> tuple[str, ...]:
        return tuple(self.fmt(v) for v in self.values)

    def _control_h(self, width: int, scale: float) -> int:
        """Two lines when the longest value needs them between the arrows."""
        control = round(width * self.control_frac) if self.label else width - 2 * px(12, scale)
        room = control - 2 * px(40, scale)
        size = px(19, scale)
        tallest = 0
        for v in self.values:
            lines, fitted = fit_lines(self.fmt(v), size, room, 10 ** 4, True)
            tallest = max(tallest, len(lines) * get_font(fitted, True).get_linesize())
        return tallest + px(4, scale)

    def shown_text(self) -> str:
        """Return the value as drawn between the arrows (smaller, wrapped, or at last shortened with "...",
        when it does not fit), its lines joined by a space."""
        return " ".join(self._shown()[0])

    def _shown(self) -> tuple[list[str], int]:
        left, _right = self._arrows()
        cr = self.control_rect
        return fit_lines(self.fmt(self.value), px(19, self.scale), cr.w - 2 * left.w, cr.h, True)

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the arrows and the value between them."""
        s = self.scale
        cr = self.control_rect
        left, right = self._arrows()
        surface.blit(rounded(cr.size, px(10, s), (0, 0, 0, 70)), cr)
        for box, sign, live in ((left, -1, self.index > 0 or self.wrap),
                                (right, 1, self.index < len(self.values) - 1 or self.wrap)):
            color = (WHITE if live else FAINT) if self.enabled else DISABLED
            cx, cy = box.center
            a = px(7, s)
            pts = [(cx - sign * a // 2 - sign * 2, cy - a), (cx + sign * a - sign * 2, cy),
                   (cx - sign * a // 2 - sign * 2, cy + a)]
            pygame.draw.polygon(surface, color, pts)
        lines, size = self._shown()
        line_h = get_font(size, True).get_linesize()
        y = cr.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, size, (cr.centerx, y), WHITE if self.enabled else DISABLED, True, "center",
                      box=cr)
            y += line_h


class Choice(_Row, Generic[T]):
    """One of a few labelled options side by side (a segmented control); also used for tabs."""

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[T, str]],
        value: T,
        on_change: Callable[[T], Any] | None = None,
        *,
        help: str = "",
        enabled: bool = True,
        describe: bool = True,
        size: int = 17,
    ) -> None:
        super().__init__(label, help=help, enabled=enabled, describe=describe)
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.size = size
        if not label:
            self.control_frac = 1.0

    @property
    def value(self) -> T:
        """Return the chosen value."""
        return self.options[self.index][0]

    def choose(self, index: int) -> None:
        """Choose the option at `index` and report a change."""
        index = min(len(self.options) - 1, max(0, index))
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def _control_need(self, scale: float) -> int:
        """Each option's segment as wide as its longest word at the smallest size (it may take two lines)."""
        size = max(MIN_TEXT_PX, round(fpx(self.size, scale) * 0.7))
        widest = max((text_width(label, size, True) for _v, label in self.options), default=0)
        return (widest + px(14, scale)) * len(self.options)

    def _control_want(self, scale: float) -> int:
        """Every option on one line at the choice's size (what `segments` shares out)."""
        size = fpx(self.size, scale)
        return sum(text_width(label, size, True) + px(24, scale) for _v, label in self.options)

    def segments(self) -> list[pygame.Rect]:
        """Return the rect of each option: equal shares, or, when an option's words need more than its
        share on one line, shares that follow the options' widths (the room left over shared equally)."""
        cr = self.control_rect
        n = len(self.options)
        s = self.scale
        size = fpx(self.size, s)
        needs = [text_width(label, size, True) + px(12, s) for _v, label in self.options]
        total = sum(needs)
        if not n or max(needs, default=0) <= cr.w // max(1, n):
            edges = [cr.w * i // max(1, n) for i in range(n + 1)]
        elif total <= cr.w:
            spare = cr.w - total
            edges = [sum(needs[:i]) + spare * i // n for i in range(n + 1)]
        else:
            edges = [cr.w * sum(needs[:i]) // total for i in range(n + 1)]
        return [pygame.Rect(cr.x + edges[i], cr.y, edges[i + 1] - edges[i], cr.h) for i in range(n)]

    def _words_key(self) -> tuple[str, ...]:
        return tuple(label for _v, label in self.options)

    def _control_h(self, width: int, scale: float) -> int:
        """Return the height the options' words need in their segments at `width` (wrapped to two lines
        when one is too narrow), so that the control grows rather than cuts them."""
        control = round(width * self.control_frac) if self.label else width - 2 * px(12, scale)
        n = max(1, len(self.options))
        size = fpx(self.size, scale)
        needs = [text_width(label, size, True) + px(12, scale) for _v, label in self.options]
        total = max(1, sum(needs))
        rooms = [(control // n if max(needs) <= control // n else max(control // n, control * need // total))
                 - px(8, scale) for need in needs]
        one = _one_line_size([label for _v, label in self.options], rooms, size)
        if one is not None:  # a little smaller, each on one line
            return get_font(one, True).get_linesize() + px(4, scale)
        tallest = 0
        for room, (_v, label) in zip(rooms, self.options, strict=True):  # wrapped rather than shrunk further
            lines, fitted = fit_lines(label, _quiet_fit(label, size, room, 10 ** 4), room, 10 ** 4, True, floor=1.0)
            tallest = max(tallest, len(lines) * get_font(fitted, True).get_linesize())
        return tallest + px(4, scale)

    def _shared_size(self, segments: list[pygame.Rect]) -> int:
        """Return the one size every option is drawn at: the choice's own when each option's words fit its
        segment on one line or wrapped to the lines its height holds; else the largest at which all do
        (the options look alike: one is never drawn smaller than the others)."""
        s = self.scale
        size = fpx(self.size, s)
        one = _one_line_size([label for _v, label in self.options], [seg.w - px(8, s) for seg in segments], size)
        if one is not None:
            return one
        shared = size
        for seg, (_v, label) in zip(segments, self.options, strict=True):
            w, h = seg.w - px(8, s), seg.h - px(2, s)
            if not fits_at(label, size, w, h, True):
                shared = min(shared, _quiet_fit(label, size, w, h))
        return shared

    def on_click(self, pos: tuple[int, int]) -> None:
        """Choose the option clicked."""
        for i, seg in enumerate(self.segments()):
            if seg.collidepoint(pos):
                self.choose(i)
                return

    def on_key(self, key: int, mod: int) -> bool:
        """Left/Right move the choice."""
        if key == pygame.K_LEFT:
            self.choose(self.index - 1)
            return True
        if key == pygame.K_RIGHT:
            self.choose(self.index + 1)
            return True
        return False

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the segments, the chosen one filled."""
        s = self.scale
        cr = self.control_rect
        r = px(10, s)
        surface.blit(rounded(cr.size, r, (0, 0, 0, 80)), cr)
        segments = self.segments()
        size = self._shared_size(segments)
        for i, seg in enumerate(segments):
            chosen = i == self.index
            if chosen:
                face = CREAM if self.enabled else (90, 106, 96)
                pygame.draw.rect(surface, face, seg.inflate(-px(4, s), -px(4, s)), border_radius=r - 2)
            ink = INK if chosen else (WHITE if self.enabled else DISABLED)
            lines, fitted = fit_lines(self.options[i][1], size, seg.w - px(8, s), seg.h - px(2, s), chosen, floor=1.0)
            line_h = get_font(fitted, chosen).get_linesize()
            y = seg.centery - line_h * (len(lines) - 1) // 2
            for line in lines:
                draw_text(surface, line, fitted, (seg.centerx, y), ink, chosen, "center", box=seg)
                y += line_h


class Swatches(Choice[T]):
    """A choice among colours shown as round swatches (the table's felt): each option is a value and a
    pair of colours (the middle and the rim); the label names the chosen one ("Table: Blue")."""

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[T, str]],
        colors: Sequence[tuple[RGB, RGB]],
        value: T,
        on_change: Callable[[T], Any] | None = None,
        *,
        help: str = "",
    ) -> None:
        super().__init__(label, options, value, on_change, help=help, describe=False)
        self.colors = list(colors)
        self.title = label
        self.control_frac = 0.36
        self._name()

    def choose(self, index: int) -> None:
        """Choose the swatch at `index` (the label follows)."""
        super().choose(index)
        self._name()

    def _name(self) -> None:
        self.label = _("{what}: {choice}").format(what=self.title, choice=self.options[self.index][1])

    def _control_need(self, scale: float) -> int:
        return len(self.options) * px(27, scale)

    def _label_lines(self, width: int, scale: float) -> tuple[list[str], int]:
        """The label a little smaller than a settings row's, on one line beside the swatches if it fits there,
        else on two (a long language)."""
        size = px(18, scale)
        room = self._label_width(width, scale)
        one = fit_size(self.label, size, room, True, floor=0.7)
        if one is not None:
            return [self.label], one
        return fit_lines(self.label, size, room, 2 * get_font(size, True).get_linesize(), True, floor=0.7)

    def _control_want(self, scale: float) -> int:
        return 0

    def _control_h(self, width: int, scale: float) -> int:
        return 0

    def segments(self) -> list[pygame.Rect]:
        """Return an equal share of the control for each swatch."""
        cr = self.control_rect
        n = max(1, len(self.options))
        return [pygame.Rect(cr.x + cr.w * i // n, cr.y, cr.w * (i + 1) // n - cr.w * i // n, cr.h) for i in range(n)]

    def on_key(self, key: int, mod: int) -> bool:
        """Left/Right move the choice; Enter or Space takes the next colour (round to the first)."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose((self.index + 1) % len(self.options))
            return True
        return super().on_key(key, mod)

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw a disc of each colour, lit in its middle; the chosen one ringed in cream and a size up."""
        s = self.scale
        segments = self.segments()
        r = max(6, min(px(13, s), min((seg.w for seg in segments), default=0) // 2 - px(2, s),
                       self.control_rect.h // 2 - px(2, s)))
        for i, seg in enumerate(segments):
            middle, rim = self.colors[i]
            lit = tuple(min(255, round(v * 1.35 + 12)) for v in middle)  # the cloth under the lamp
            chosen = i == self.index
            radius = r if chosen else r - max(1, px(2, s))
            c = seg.center
            if chosen:
                pygame.draw.circle(surface, CREAM, c, radius + max(2, px(3, s)))
            pygame.draw.circle(surface, (0, 0, 0), c, radius + 1)
            for k in range(5):  # from the rim's shade to the lit middle, the light a little above centre
                mix = k / 4
                shade = tuple(round(a + (b - a) * mix) for a, b in zip(middle, lit, strict=True)) if k else middle
                pygame.draw.circle(surface, shade, (c[0], c[1] - k * radius // 14), round(radius * (1 - 0.17 * k)))
            pygame.draw.circle(surface, rim, c, radius, max(1, radius // 6))


ONE_LINE_FLOOR = 0.85
"""A choice's options shrink to this share of their size, all alike, to stay on one line before any wraps
("Como se repartió" wrapped at 150% text beside two short options)."""


def _one_line_size(labels: Sequence[str], rooms: Sequence[int], size: int) -> int | None:
    """Return the largest size from `size` down to `ONE_LINE_FLOOR` of it at which every label (bold) fits
    its room on one line, or None."""
    low = max(MIN_TEXT_PX, round(size * ONE_LINE_FLOOR))
    for trial in range(size, low - 1, -1):
        if all(text_width(label, trial, True) <= room for label, room in zip(labels, rooms, strict=True)):
            return trial
    return None


def _quiet_fit(text: str, size: int, width: int, height: int) -> int:
    """Return the largest size from `size` down to 0.7 of it at which `text` fits (bold), else the smallest."""
    low = max(MIN_TEXT_PX, round(size * 0.7))
    return next((trial for trial in range(size, low - 1, -1) if fits_at(text, trial, width, height, True)), low)


class Slider(_Row):
    """A value in a range: drag the knob or click the track; Left/Right move by `step`."""

    def __init__(
        self,
        label: str,
        value: float,
        on_change: Callable[[float], Any] | None = None,
        *,
        lo: float = 0.0,
        hi: float = 1.0,
        step: float = 0.05,
        fmt: Callable[[float], str] = lambda v: f"{round(v * 100)}%",
        help: str = "",
        enabled: bool = True,
        describe: bool = True,
    ) -> None:
        super().__init__(label, help=help, enabled=enabled, describe=describe)
        self.control_frac = 0.4
        self.lo, self.hi, self.step = float(lo), float(hi), float(step)
        self.value = self._snap(value)
        self.on_change = on_change
        self.fmt = fmt

    def _snap(self, value: float) -> float:
        value = min(self.hi, max(self.lo, float(value)))
        if self.step > 0:
            value = self.lo + round((value - self.lo) / self.step) * self.step
        return round(min(self.hi, max(self.lo, value)), 6)

    def set(self, value: float) -> None:
        """Set the value (snapped to the step) and report a change."""
        value = self._snap(value)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def value_box(self) -> pygame.Rect:
        """Return where the value is written, at the control's right: as wide as its widest value (the
        ends' and the current one's, in the language and text size in use)."""
        s = self.scale
        cr = self.control_rect
        size = fpx(18, s)
        text_w = max(px(40, s), *(text_width(self.fmt(v), size, True) for v in (self.lo, self.hi, self.value)))
        text_w = min(text_w, cr.w // 2)
        return pygame.Rect(cr.right - text_w, cr.y, text_w, cr.h)

    def track_rect(self) -> pygame.Rect:
        """Return the track the knob slides on: it ends, knob and all, a gap before the value."""
        s = self.scale
        cr = self.control_rect
        right = self.value_box().x - px(11, s) - px(8, s)
        return pygame.Rect(cr.x + px(10, s), cr.centery - px(3, s), max(px(20, s), right - cr.x - px(10, s)), px(6, s))

    def _value_at(self, x: int) -> float:
        tr = self.track_rect()
        t = (x - tr.x) / max(1, tr.w)
        return self.lo + min(1.0, max(0.0, t)) * (self.hi - self.lo)

    def on_press(self, pos: tuple[int, int]) -> None:
        """Jump to the point pressed when it is on the control."""
        if self.control_rect.collidepoint(pos) and pos[0] <= self.track_rect().right + px(10, self.scale):
            self.set(self._value_at(pos[0]))

    def on_drag(self, pos: tuple[int, int]) -> bool:
        """Follow the mouse while dragging."""
        self.set(self._value_at(pos[0]))
        return True

    def on_key(self, key: int, mod: int) -> bool:
        """Left/Right step, Home/End go to the ends."""
        if key == pygame.K_LEFT:
            self.set(self.value - self.step)
            return True
        if key == pygame.K_RIGHT:
            self.set(self.value + self.step)
            return True
        if key == pygame.K_HOME:
            self.set(self.lo)
            return True
        if key == pygame.K_END:
            self.set(self.hi)
            return True
        return False

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the track, the filled part, the knob and the value."""
        s = self.scale
        tr = self.track_rect()
        t = (self.value - self.lo) / (self.hi - self.lo) if self.hi > self.lo else 0.0
        pygame.draw.rect(surface, (72, 98, 82), tr, border_radius=tr.h // 2)
        fill = tr.copy()
        fill.w = round(tr.w * t)
        pygame.draw.rect(surface, YELLOW if self.enabled else DISABLED, fill, border_radius=tr.h // 2)
        kx = tr.x + round(tr.w * t)
        kr = px(11, s)
        pygame.draw.circle(surface, (0, 0, 0), (kx + 1, tr.centery + 2), kr)
        pygame.draw.circle(surface, WHITE if self.enabled else DISABLED, (kx, tr.centery), kr)
        draw_text(surface, self.fmt(self.value), fpx(18, s), (self.control_rect.right, tr.centery),
                  WHITE if self.enabled else DISABLED, True, "midright", box=self.value_box())


class TextInput(_Row):
    """A one-line text box (the player's name): type when focused, Backspace deletes, Enter submits."""

    def __init__(
        self,
        label: str,
        value: str,
        on_change: Callable[[str], Any] | None = None,
        *,
        max_len: int = 16,
        placeholder: str = "",
        on_submit: Callable[[str], Any] | None = None,
        help: str = "",
        enabled: bool = True,
        describe: bool = True,
    ) -> None:
        super().__init__(label, help=help, enabled=enabled, describe=describe)
        self.max_len = max_len
        self.value = value[:max_len]
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def on_text(self, text: str) -> bool:
        """Append printable characters up to `max_len`."""
        clean = "".join(ch for ch in text if ch.isprintable())
        if clean:
            self._set((self.value + clean)[: self.max_len])
        return True

    def on_key(self, key: int, mod: int) -> bool:
        """Backspace deletes, Ctrl+Backspace clears, Enter submits; other keys pass by."""
        if key == pygame.K_BACKSPACE:
            self._set("" if mod & pygame.KMOD_CTRL else self.value[:-1])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.value)
            return True
        # Space and letters arrive as TEXTINPUT; swallow their KEYDOWN so no shortcut fires.
        return bool(pygame.K_SPACE <= key <= pygame.K_z)

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the box, the text and a caret when focused."""
        s = self.scale
        cr = self.control_rect
        r = px(8, s)
        pygame.draw.rect(surface, (250, 248, 240) if self.enabled else (90, 106, 96), cr, border_radius=r)
        pygame.draw.rect(surface, YELLOW if self.focused else (0, 0, 0), cr, width=max(1, px(2, s)), border_radius=r)
        size = px(19, s)
        pad = px(10, s)
        shown = self.value or self.placeholder
        ink = INK if self.value else (140, 140, 130)
        # Keep the end of a long text visible.
        while shown and text_width(shown, size) > cr.w - 2 * pad - px(4, s):
            shown = shown[1:]
        rect = draw_text(surface, shown, size, (cr.x + pad, cr.centery), ink, False, "midleft")
        if self.focused:
            x = rect.right + 1 if self.value else cr.x + pad
            pygame.draw.line(surface, INK, (x, cr.y + px(8, s)), (x, cr.bottom - px(8, s)), max(1, px(2, s)))
