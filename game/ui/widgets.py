"""Menu widgets drawn on the felt: buttons, switches, steppers, sliders, choices, text input, lists.

Every widget has a `rect` (set by its container's layout), `handle_event(event) -> bool` (True when
it consumed the event), `draw(surface)` (changes nothing), `focused`, `enabled` and `help` (a
one-line explanation shown by the scene). Keys reach a widget only while it is focused; a `Menu`
owns the focus of the widgets it lays out, moves it with the arrows and Tab, and scrolls when its
content is taller than its viewport.

Sizes are given at scale 1 (a 1280x720 window) and multiplied by the `scale` passed to the layout.
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame

__all__ = [
    "AVATAR_COLORS",
    "BLUE",
    "CREAM",
    "FAINT",
    "GOLD",
    "GREEN",
    "INK",
    "MUTED",
    "RED",
    "WHITE",
    "YELLOW",
    "Button",
    "Choice",
    "Heading",
    "Label",
    "Menu",
    "Slider",
    "Spacer",
    "Stepper",
    "TextInput",
    "Toggle",
    "Widget",
    "Zones",
    "dim",
    "draw_felt",
    "draw_panel",
    "draw_text",
    "ellipsize",
    "fpx",
    "get_font",
    "px",
    "text_surface",
    "wrap_text",
]

T = TypeVar("T")
RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# ART.md colours and the menu palette.
RED: RGB = (0xD7, 0x26, 0x00)
YELLOW: RGB = (0xEC, 0xD4, 0x07)
GREEN: RGB = (0x37, 0x97, 0x11)
BLUE: RGB = (0x09, 0x56, 0xBF)
INK: RGB = (22, 26, 24)
WHITE: RGB = (250, 248, 240)
CREAM: RGB = (238, 234, 220)
MUTED: RGB = (178, 201, 186)
FAINT: RGB = (120, 150, 130)
DISABLED: RGB = (110, 128, 116)
FELT_CENTER: RGB = (38, 122, 66)
FELT_RIM: RGB = (8, 44, 24)
GOLD: RGB = (246, 196, 64)
AVATAR_COLORS: tuple[RGB, ...] = (
    (215, 38, 0), (9, 86, 191), (55, 151, 17), (196, 160, 0), (142, 68, 173),
    (0, 137, 142), (214, 96, 24), (176, 40, 96), (84, 110, 122), (120, 84, 48),
)
"""The round seat badges' colours, by seat (the table's plates and the end-of-hand screens)."""


def px(value: float, scale: float) -> int:
    """Return `value` (a size at scale 1) in pixels at `scale`: at least 1, unless `value` is 0."""
    return max(1, round(value * scale)) if value > 0 else 0


def fpx(value: float, scale: float, floor: int = 13) -> int:
    """Return a font size in pixels at `scale`, never below `floor` (small text stays readable)."""
    return max(min(floor, round(value)), round(value * scale))


# --------------------------------------------------------------------------------------------------
# Text


def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """Return the bundled font at `size` pixels (cached by game.ui.assets)."""
    from game.ui.assets import font

    return font(max(8, int(size)), bold)


_TEXT_CACHE: OrderedDict[tuple[str, int, RGB, bool], pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 1500
_TEXT_CACHE_BYTES = 3 * 1024 * 1024  # a long match writes many log lines: bound the bytes, not only the count
_text_bytes = 0


def _surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def text_surface(text: str, size: int, color: RGB = WHITE, bold: bool = False) -> pygame.Surface:
    """Return `text` rendered (antialiased) in the bundled font; cached, so reuse costs nothing."""
    key = (text, int(size), color, bold)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    global _text_bytes
    surf = get_font(size, bold).render(text, True, color)
    _TEXT_CACHE[key] = surf
    _text_bytes += _surface_bytes(surf)
    while len(_TEXT_CACHE) > 1 and (len(_TEXT_CACHE) > _TEXT_CACHE_MAX or _text_bytes > _TEXT_CACHE_BYTES):
        _text_bytes -= _surface_bytes(_TEXT_CACHE.popitem(last=False)[1])
    return surf


_OUTLINE_CACHE: OrderedDict[tuple[str, int, RGB, RGB, int], pygame.Surface] = OrderedDict()


def outlined_text(text: str, size: int, color: RGB, outline: RGB, width: int) -> pygame.Surface:
    """Return bold `text` with an `outline` of `width` pixels around it (for text over yellow); cached."""
    key = (text, int(size), color, outline, width)
    surf = _OUTLINE_CACHE.get(key)
    if surf is not None:
        return surf
    inner = get_font(size, True).render(text, True, color)
    edge = get_font(size, True).render(text, True, outline)
    w, h = inner.get_size()
    surf = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    steps = max(8, width * 4)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        surf.blit(edge, (width + round(math.cos(a) * width), width + round(math.sin(a) * width)))
    surf.blit(inner, (width, width))
    _OUTLINE_CACHE[key] = surf
    if len(_OUTLINE_CACHE) > 64:
        _OUTLINE_CACHE.popitem(last=False)
    return surf


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[int, int],
    color: RGB = WHITE,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit `text` with its rect's `anchor` (a pygame.Rect attribute name) at `pos`; return the rect."""
    surf = text_surface(text, size, color, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


_ELLIPSIS_CACHE: OrderedDict[tuple[str, int, int, bool], str] = OrderedDict()


def ellipsize(text: str, size: int, width: int, bold: bool = False) -> str:
    """Return `text`, shortened with an ellipsis if it is wider than `width` pixels."""
    key = (text, size, width, bold)
    hit = _ELLIPSIS_CACHE.get(key)
    if hit is not None:
        return hit
    f = get_font(size, bold)
    out = text
    if f.size(text)[0] > width:
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if f.size(text[:mid].rstrip() + "…")[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        out = text[:lo].rstrip() + "…"
    _ELLIPSIS_CACHE[key] = out
    if len(_ELLIPSIS_CACHE) > 512:
        _ELLIPSIS_CACHE.popitem(last=False)
    return out


_WRAP_CACHE: OrderedDict[tuple[str, int, int, bool], list[str]] = OrderedDict()


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Return `text` broken into lines no wider than `width` pixels ("\\n" starts a new line)."""
    key = (text, size, width, bold)
    hit = _WRAP_CACHE.get(key)
    if hit is not None:
        return hit
    f = get_font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    _WRAP_CACHE[key] = lines
    if len(_WRAP_CACHE) > 256:
        _WRAP_CACHE.popitem(last=False)
    return lines


# --------------------------------------------------------------------------------------------------
# Backgrounds and panels

_FELT_CACHE: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()


def display_surface(size: tuple[int, int]) -> pygame.Surface:
    """Return a new opaque surface in the display's pixel format (no convert() copy needed)."""
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    if screen is not None and screen.get_bitsize() in (24, 32):
        return pygame.Surface(size, 0, screen)
    return pygame.Surface(size)


def _felt(size: tuple[int, int], felt: pygame.Surface | None = None) -> pygame.Surface:
    """Paint the felt of `size` into `felt` (a new surface when None) and return it."""
    w, h = size
    # The radial light is computed on a small grid and smoothly scaled up: cheap and free of bands.
    gw, gh = 96, max(2, round(96 * h / max(1, w)))
    grid = pygame.Surface((gw, gh))
    cx, cy = (gw - 1) / 2, (gh - 1) * 0.45
    reach = math.hypot(gw / 2, gh / 2)
    for y in range(gh):
        for x in range(gw):
            d = min(1.0, math.hypot(x - cx, (y - cy) * 1.15) / reach)
            t = d * d * (3 - 2 * d)
            grid.set_at(
                (x, y),
                tuple(round(FELT_CENTER[i] + (FELT_RIM[i] - FELT_CENTER[i]) * t) for i in range(3)),
            )
    if felt is None:
        felt = display_surface((w, h))
    pygame.transform.smoothscale(grid.convert(felt), (w, h), felt)
    # A faint woven grain, seeded so the same size always gives the same cloth.
    rng = random.Random(7)
    tile = pygame.Surface((64, 64), pygame.SRCALPHA)
    for y in range(64):
        for x in range(64):
            v = rng.random()
            if v < 0.18:
                tile.set_at((x, y), (0, 0, 0, 14))
            elif v > 0.86:
                tile.set_at((x, y), (255, 255, 255, 8))
    for ty in range(0, h, 64):
        for tx in range(0, w, 64):
            felt.blit(tile, (tx, ty))
    return felt


def draw_felt(surface: pygame.Surface, keep: bool = True) -> None:
    """Fill `surface` with the green felt and its soft radial light (cached per size).

    `keep=False` for a caller that keeps its own copy of what it draws (the table's background): a
    full-window felt is 8 MB at 1920x1080, not worth holding twice.
    """
    size = surface.get_size()
    felt = _FELT_CACHE.get(size) if keep else _FELT_CACHE.pop(size, None)
    if felt is None:
        if not keep:
            _felt(size, surface)
            return
        felt = _felt(size)
        _FELT_CACHE[size] = felt
        if len(_FELT_CACHE) > 3:
            _FELT_CACHE.popitem(last=False)
    surface.blit(felt, (0, 0))


_PANEL_CACHE: OrderedDict[tuple[int, int, int, RGBA], pygame.Surface] = OrderedDict()


def _rounded(size: tuple[int, int], radius: int, rgba: RGBA) -> pygame.Surface:
    key = (size[0], size[1], radius, rgba)
    surf = _PANEL_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        _PANEL_CACHE[key] = surf
        if len(_PANEL_CACHE) > 160:
            _PANEL_CACHE.popitem(last=False)
    else:
        _PANEL_CACHE.move_to_end(key)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 14,
    rgba: RGBA = (6, 28, 16, 178),
    border: RGBA | None = (255, 255, 255, 34),
    shadow: bool = True,
) -> None:
    """Draw a rounded translucent panel (cached per size and colour) with a soft shadow."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        surface.blit(_rounded(rect.size, radius, (0, 0, 0, 60)), rect.move(3, 5))
    surface.blit(_rounded(rect.size, radius, rgba), rect)
    if border is not None:
        key_size = rect.size
        edge = _PANEL_CACHE.get((key_size[0], key_size[1], -radius, border))
        if edge is None:
            edge = pygame.Surface(key_size, pygame.SRCALPHA)
            pygame.draw.rect(edge, border, edge.get_rect(), width=2, border_radius=radius)
            _PANEL_CACHE[(key_size[0], key_size[1], -radius, border)] = edge
        surface.blit(edge, rect)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole `surface` (for overlays), with a cached veil."""
    surface.blit(_rounded(surface.get_size(), 0, (0, 0, 0, alpha)), (0, 0))


# --------------------------------------------------------------------------------------------------
# Widgets


def _event_pos(event: pygame.event.Event) -> tuple[int, int] | None:
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
            pos = _event_pos(event)
            self.hovered = pos is not None and self.rect.collidepoint(pos)
            return self.on_drag(pos) if self._armed and pos is not None else False
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = _event_pos(event)
            if pos is not None and self.rect.collidepoint(pos):
                self._armed = True
                self.on_press(pos)
                return True
            return False
        if etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            was = self._armed
            self._armed = False
            pos = _event_pos(event)
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
            surface.blit(_rounded(self.rect.size, r, (255, 255, 255, 26)), self.rect)
            if self.focused:
                pygame.draw.rect(surface, YELLOW, self.rect, width=max(2, px(2, self.scale)), border_radius=r)


class Spacer(Widget):
    """Empty space in a list."""

    focusable = False

    def __init__(self, height: float = 12) -> None:
        super().__init__()
        self.height = height


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
                draw_text(surface, line, size, (self.rect.centerx, y), self.color, self.bold, "midtop")
            else:
                draw_text(surface, line, size, (self.rect.x, y), self.color, self.bold)
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
        r = draw_text(surface, self.text, size, (self.rect.x, self.rect.y + px(6, self.scale)), self.color, True)
        if self.rule:
            pygame.draw.line(surface, FAINT, (r.right + px(12, self.scale), r.centery), (self.rect.right, r.centery), 1)


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

    def draw(self, surface: pygame.Surface) -> None:
        """Draw a rounded button: cream, red when primary, yellow when selected."""
        s = self.scale
        r = px(12, s)
        rect = self.rect
        if not self.enabled:
            face, ink = (70, 92, 78), DISABLED
        elif self.lit:
            face, ink = YELLOW, INK
        elif self.primary:
            face, ink = RED, WHITE
        else:
            face, ink = CREAM, INK
        lift = px(2, s) if self.lit else 0
        body = rect.move(0, -lift)
        surface.blit(_rounded(rect.size, r, (0, 0, 0, 70)), rect.move(0, px(4, s)))
        pygame.draw.rect(surface, face, body, border_radius=r)
        if self.enabled:
            shade = tuple(max(0, c - 45) for c in face)
            pygame.draw.rect(surface, shade, body, width=max(1, px(2, s)), border_radius=r)
        if self.focused:
            pygame.draw.rect(surface, WHITE, body.inflate(px(6, s), px(6, s)), width=max(2, px(2, s)), border_radius=r + 3)
        size = px(self.size, s)
        text = ellipsize(self.text, size, rect.w - px(16, s), True)
        draw_text(surface, text, size, body.center, ink, True, "center")


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
        return pygame.Rect(self.rect.right - pad - w, self.rect.centery - h // 2, w, h)

    def _label_width(self, width: int, scale: float) -> int:
        control = round(width * self.control_frac)
        return max(20, width - control - px(12, scale) - 2 * px(14, scale))

    def _hint_lines(self, width: int, scale: float) -> list[str]:
        small = fpx(14.5, scale)
        lines = wrap_text(self.help, small, self._label_width(width, scale))
        if len(lines) > 2:
            lines = [lines[0], ellipsize(" ".join(lines[1:]), small, self._label_width(width, scale))]
        return lines

    def preferred_height(self, width: int, scale: float) -> int:
        """Return room for the label and up to two lines of explanation."""
        if not self.describe:
            return px(50, scale)
        big = get_font(px(20, scale), True).get_linesize()
        small = get_font(fpx(14.5, scale)).get_linesize()
        return max(px(64, scale), big + small * len(self._hint_lines(width, scale)) + px(12, scale))

    def _draw_label(self, surface: pygame.Surface) -> None:
        if not self.label:
            return
        s = self.scale
        pad = px(14, s)
        width = self._label_width(self.rect.w, s)
        color = WHITE if self.enabled else DISABLED
        size = px(20, s)
        if self.describe:
            small = fpx(14.5, s)
            lines = self._hint_lines(self.rect.w, s)
            small_h = get_font(small).get_linesize()
            big_h = get_font(size, True).get_linesize()
            top = self.rect.centery - (big_h + small_h * len(lines)) // 2
            text = ellipsize(self.label, size, width, True)
            draw_text(surface, text, size, (self.rect.x + pad, top), color, True)
            y = top + big_h - px(2, s)
            for line in lines:
                draw_text(surface, line, small, (self.rect.x + pad, y), MUTED if self.enabled else DISABLED)
                y += small_h
        else:
            text = ellipsize(self.label, size, width, True)
            draw_text(surface, text, size, (self.rect.x + pad, self.rect.centery), color, True, "midleft")

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
        draw_text(surface, "On" if on else "Off", size, (sw.x - px(10, s), sw.centery),
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

    def set_value(self, value: T) -> None:
        """Show `value` without reporting a change."""
        if value in self.values:
            self.index = self.values.index(value)

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

    def draw_control(self, surface: pygame.Surface) -> None:
        """Draw the arrows and the value between them."""
        s = self.scale
        cr = self.control_rect
        left, right = self._arrows()
        surface.blit(_rounded(cr.size, px(10, s), (0, 0, 0, 70)), cr)
        for box, sign, live in ((left, -1, self.index > 0 or self.wrap),
                                (right, 1, self.index < len(self.values) - 1 or self.wrap)):
            color = (WHITE if live else FAINT) if self.enabled else DISABLED
            cx, cy = box.center
            a = px(7, s)
            pts = [(cx - sign * a // 2 - sign * 2, cy - a), (cx + sign * a - sign * 2, cy),
                   (cx - sign * a // 2 - sign * 2, cy + a)]
            pygame.draw.polygon(surface, color, pts)
        size = px(19, s)
        text = ellipsize(self.fmt(self.value), size, cr.w - 2 * left.w, True)
        draw_text(surface, text, size, cr.center, WHITE if self.enabled else DISABLED, True, "center")


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

    def set_value(self, value: T) -> None:
        """Show `value` chosen without reporting a change."""
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def choose(self, index: int) -> None:
        """Choose the option at `index` and report a change."""
        index = min(len(self.options) - 1, max(0, index))
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def segments(self) -> list[pygame.Rect]:
        """Return the rect of each option."""
        cr = self.control_rect
        n = len(self.options)
        out = []
        for i in range(n):
            x0 = cr.x + cr.w * i // n
            x1 = cr.x + cr.w * (i + 1) // n
            out.append(pygame.Rect(x0, cr.y, x1 - x0, cr.h))
        return out

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
        surface.blit(_rounded(cr.size, r, (0, 0, 0, 80)), cr)
        size = fpx(self.size, s)
        for i, seg in enumerate(self.segments()):
            chosen = i == self.index
            if chosen:
                face = CREAM if self.enabled else (90, 106, 96)
                pygame.draw.rect(surface, face, seg.inflate(-px(4, s), -px(4, s)), border_radius=r - 2)
            ink = INK if chosen else (WHITE if self.enabled else DISABLED)
            text = ellipsize(self.options[i][1], size, seg.w - px(8, s), chosen)
            draw_text(surface, text, size, seg.center, ink, chosen, "center")


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

    def track_rect(self) -> pygame.Rect:
        """Return the track the knob slides on."""
        s = self.scale
        cr = self.control_rect
        text_w = px(62, s)
        return pygame.Rect(cr.x + px(10, s), cr.centery - px(3, s), cr.w - text_w - px(20, s), px(6, s))

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
                  WHITE if self.enabled else DISABLED, True, "midright")


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
        f = get_font(size)
        while shown and f.size(shown)[0] > cr.w - 2 * pad - px(4, s):
            shown = shown[1:]
        rect = draw_text(surface, shown, size, (cr.x + pad, cr.centery), ink, False, "midleft")
        if self.focused:
            x = rect.right + 1 if self.value else cr.x + pad
            pygame.draw.line(surface, INK, (x, cr.y + px(8, s)), (x, cr.bottom - px(8, s)), max(1, px(2, s)))


# --------------------------------------------------------------------------------------------------
# The list container


class Menu:
    """A vertical list of widgets with keyboard focus and scrolling.

    Up/Down (and Tab/Shift+Tab) move the focus among enabled focusable widgets, keys go to the
    focused one first, hovering with the mouse moves the focus, the wheel scrolls, and the view
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
    ) -> None:
        self.items: list[Widget] = list(items)
        self.spacing = spacing
        self.padding = padding
        self.horizontal = horizontal
        self.wrap = wrap
        self.active = True  # False while another Menu of the same screen has the keyboard
        self.mouse_focused = False  # set when the mouse moved the focus (read by Zones)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.scroll = 0
        self.content_h = 0
        self.focus_index = -1
        self._offsets: list[tuple[int, int]] = []
        self._dragging_bar = False
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
            self.set_focus(old)
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

    def set_focus(self, index_or_widget: int | Widget) -> None:
        """Focus a child (by index or object) and scroll it into view."""
        index = index_or_widget if isinstance(index_or_widget, int) else self.items.index(index_or_widget)
        if not (0 <= index < len(self.items)) or not self._can_focus(self.items[index]):
            return
        for w in self.items:
            w.focused = False
        self.focus_index = index
        self.items[index].focused = self.active
        self._ensure_visible(index)

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
        for _ in range(n):
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
            for i, w in enumerate(self.items):
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
        if total > self.rect.h:  # leave room for the scroll bar
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
        if self.focus_index >= 0:
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
            py, _ = self._offsets[index - 1]
            if py < self.scroll and y + h - py <= self.rect.h:
                self.scroll_by(py - self.scroll)

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
            mouse = pygame.mouse.get_pos()
            if self.max_scroll > 0:  # the wheel scrolls the one long list wherever the pointer is
                self.scroll_by(-int(getattr(event, "y", 0)) * px(48, self.scale))
                self._refresh_hover(mouse)
                return True
            return False
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self._mouse(event)
        if etype == pygame.KEYDOWN:
            w = self.focused
            if w is not None and w.handle_event(event):
                return True
            return self._nav_key(getattr(event, "key", 0), getattr(event, "mod", 0))
        if etype == pygame.TEXTINPUT:
            w = self.focused
            return w is not None and w.handle_event(event)
        return False

    def _nav_key(self, key: int, mod: int) -> bool:
        if self.horizontal:
            if key == pygame.K_RIGHT or (key == pygame.K_TAB and not mod & pygame.KMOD_SHIFT):
                return self.move_focus(1)
            if key == pygame.K_LEFT or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT):
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
        pos = _event_pos(event)
        if pos is None:
            return False
        etype = event.type
        bars = self._bar_rects()
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and bars is not None:
            track, _ = bars
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
                    self.set_focus(i)
                    self.mouse_focused = True
                consumed = consumed or was_armed
            elif etype == pygame.MOUSEBUTTONDOWN:
                if visible and w.handle_event(event):
                    if self._can_focus(w):
                        self.set_focus(i)
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
        for w in self.items:
            if w.rect.bottom >= self.rect.top and w.rect.top <= self.rect.bottom:
                w.draw(surface)
        surface.set_clip(old_clip)
        bars = self._bar_rects()
        if bars is not None:
            track, thumb = bars
            surface.blit(_rounded(track.size, track.w // 2, (0, 0, 0, 90)), track)
            pygame.draw.rect(surface, MUTED, thumb, border_radius=thumb.w // 2)


class Zones:
    """Several Menus of one screen sharing the keyboard: at a menu's edge the arrows move on to the next.

    Tab and Shift+Tab, Up/Down (and Left/Right in a horizontal menu) move within the active menu;
    past its first or last widget they move into the previous or next menu. The mouse activates
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
        for _ in range(n):
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
