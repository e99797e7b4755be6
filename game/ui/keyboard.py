"""An on-screen keyboard: type a name with the arrow keys and Enter, the mouse, or a game controller.

`OnScreenKeyboard` is a control (see game.ui.controls): a text box over a grid of keys (digits,
letters, a few marks, Shift, Space, Delete and Done). The arrow keys move among the keys, Enter presses
the key lit, Backspace deletes; a click presses a key. A controller drives it by sending its d-pad as
the arrow keys and its confirm button as Enter. A real keyboard types into it too.

Letters come out capitalised at the start of a word (Mia, Anna Lee); Shift flips the case of the next
letter.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui.controls import Widget
from game.ui.paint import rounded
from game.ui.palette import CREAM, INK, MUTED, RED, WHITE, YELLOW
from game.ui.text import draw_text, ellipsize, text_width
from game.ui.units import px

__all__ = ["DELETE", "DONE", "SHIFT", "SPACE", "Key", "OnScreenKeyboard"]

SHIFT = "shift"
SPACE = "space"
DELETE = "delete"
DONE = "done"


@dataclass(frozen=True)
class Key:
    """One key: the text it types (one character) or an action (SHIFT, SPACE, DELETE, DONE), and its width."""

    action: str
    width: float = 1.0  # in key widths

    @property
    def is_char(self) -> bool:
        return len(self.action) == 1


LAYOUT: tuple[tuple[Key, ...], ...] = (
    tuple(Key(c) for c in "1234567890"),
    tuple(Key(c) for c in "qwertyuiop"),
    tuple(Key(c) for c in "asdfghjkl'"),
    (Key(SHIFT, 2.0), *(Key(c) for c in "zxcvbnm"), Key("-")),
    (Key(SPACE, 4.0), Key("."), Key(DELETE, 2.5), Key(DONE, 2.5)),  # "." at half a key was squeezed (playtest)
)
"""The rows of keys; each row is 10 key widths wide."""
LABELS = {SHIFT: N_("Shift"), SPACE: N_("Space"), DELETE: N_("Delete"), DONE: N_("Done")}
BOX_H = 56  # the text box, at scale 1
KEY_H = 50
GAP = 6


class OnScreenKeyboard(Widget):
    """A text box and a grid of keys; `on_change(text)` after each change, `on_done(text)` on Done."""

    def __init__(
        self,
        value: str = "",
        *,
        max_len: int = 16,
        on_change: Callable[[str], Any] | None = None,
        on_done: Callable[[str], Any] | None = None,
        placeholder: str = "",
        help: str = _("Arrows move · Enter presses the key · Backspace deletes"),
    ) -> None:
        super().__init__(help=help)
        self.max_len = max_len
        self.value = value[:max_len]
        self.on_change = on_change
        self.on_done = on_done
        self.placeholder = placeholder
        self.shift = False
        self.row = 1  # start on the letters
        self.col = 0
        self.hover: tuple[int, int] | None = None
        self.typed = False
        """The last input was a real keyboard's typing (Enter is then Done, not the lit key)."""

    # -- typing ---------------------------------------------------------------------------------
    @property
    def upper(self) -> bool:
        """True when the next letter comes out in capitals (start of a word, flipped by Shift)."""
        start = not self.value or self.value[-1] in " -"
        return start != self.shift

    def _set(self, value: str) -> None:
        value = value[: self.max_len]
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def type_text(self, text: str) -> None:
        """Add printable characters (up to `max_len`)."""
        clean = "".join(ch for ch in text if ch.isprintable())
        if clean:
            self._set(self.value + clean)

    def delete(self) -> None:
        """Remove the last character."""
        self._set(self.value[:-1])

    def press(self, key: Key) -> None:
        """Do what `key` does."""
        if key.action == SHIFT:
            self.shift = not self.shift
        elif key.action == SPACE:
            if self.value and not self.value.endswith(" "):  # no leading or double spaces in a name
                self.type_text(" ")
        elif key.action == DELETE:
            self.delete()
        elif key.action == DONE:
            if self.on_done is not None:
                self.on_done(self.value)
        else:
            ch = key.action.upper() if self.upper else key.action
            self.shift = False
            self.type_text(ch)

    @property
    def lit_key(self) -> Key:
        """Return the key the arrows are on."""
        return LAYOUT[self.row][self.col]

    def focus_key(self, action: str) -> None:
        """Put the arrows on the key for `action` (a character or SHIFT/SPACE/DELETE/DONE)."""
        for r, row in enumerate(LAYOUT):
            for c, key in enumerate(row):
                if key.action == action.lower():
                    self.row, self.col = r, c
                    return
        raise ValueError(f"no key {action!r}")

    # -- navigation -----------------------------------------------------------------------------
    @staticmethod
    def _centre(row: int, col: int) -> float:
        """Return the centre of a key along its row, in key widths."""
        keys = LAYOUT[row]
        left = sum(k.width for k in keys[:col])
        return left + keys[col].width / 2

    def _nearest(self, row: int, x: float) -> int:
        keys = LAYOUT[row]
        return min(range(len(keys)), key=lambda c: abs(self._centre(row, c) - x))

    def move(self, dx: int, dy: int) -> bool:
        """Move the lit key; False when Up/Down would leave the grid (the menu moves the focus on)."""
        self.typed = False
        if dx:
            self.col = (self.col + dx) % len(LAYOUT[self.row])
            return True
        row = self.row + dy
        if not 0 <= row < len(LAYOUT):
            return False
        self.col = self._nearest(row, self._centre(self.row, self.col))
        self.row = row
        return True

    def on_key(self, key: int, mod: int) -> bool:
        """Arrows move, Enter presses the lit key, Backspace deletes; typed keys are kept from shortcuts."""
        if key == pygame.K_LEFT:
            return self.move(-1, 0)
        if key == pygame.K_RIGHT:
            return self.move(1, 0)
        if key == pygame.K_UP:
            return self.move(0, -1)
        if key == pygame.K_DOWN:
            return self.move(0, 1)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # after typing on a real keyboard, Enter is that keyboard's: Done ("Ben" + Enter typed "Benq",
            # the key lit on screen: playtest); after the arrows it presses the lit key
            self.press(Key(DONE) if self.typed else self.lit_key)
            return True
        if key == pygame.K_BACKSPACE:
            self._set("" if mod & pygame.KMOD_CTRL else self.value[:-1])
            return True
        # Space and letters arrive as TEXTINPUT; swallow their KEYDOWN so no shortcut fires.
        return bool(pygame.K_SPACE <= key <= pygame.K_z)

    def on_text(self, text: str) -> bool:
        """Type what a real keyboard sends."""
        self.type_text(text)
        self.typed = True
        return True

    # -- mouse ----------------------------------------------------------------------------------
    def key_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Return (row, column) of the key under `pos`, if any."""
        for r, row in enumerate(self.key_rects()):
            for c, rect in enumerate(row):
                if rect.collidepoint(pos):
                    return r, c
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Follow the mouse over the keys; then as any control."""
        if event.type == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            self.hover = self.key_at(pos) if isinstance(pos, tuple) else None
        return super().handle_event(event)

    def on_click(self, pos: tuple[int, int]) -> None:
        """Press the key clicked (the arrows move to it)."""
        at = self.key_at(pos)
        if at is not None:
            self.row, self.col = at
            self.press(self.lit_key)

    # -- layout and drawing ---------------------------------------------------------------------
    def preferred_height(self, width: int, scale: float) -> int:
        """Room for the text box and the rows of keys."""
        return px(BOX_H + GAP * 2 + len(LAYOUT) * (KEY_H + GAP), scale)

    def box_rect(self) -> pygame.Rect:
        """Return the text box."""
        s = self.scale
        return pygame.Rect(self.rect.x + px(8, s), self.rect.y, self.rect.w - px(16, s), px(BOX_H, s))

    def key_rects(self) -> list[list[pygame.Rect]]:
        """Return the rect of every key, row by row."""
        s = self.scale
        gap = px(GAP, s)
        left = self.rect.x + px(8, s)
        width = self.rect.w - px(16, s)
        unit = (width + gap) / 10
        y = self.rect.y + px(BOX_H + GAP * 2, s)
        h = px(KEY_H, s)
        out: list[list[pygame.Rect]] = []
        for row in LAYOUT:
            x = 0.0
            rects = []
            for key in row:
                x0 = left + round(x * unit)
                x1 = left + round((x + key.width) * unit) - gap
                rects.append(pygame.Rect(x0, y, x1 - x0, h))
                x += key.width
            out.append(rects)
            y += h + gap
        return out

    def label(self, key: Key) -> str:
        """Return what a key shows."""
        if key.is_char:
            return key.action.upper() if self.upper and key.action.isalpha() else key.action
        return _(LABELS[key.action])

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the text box with a caret, and the keys (the lit one yellow)."""
        s = self.scale
        box = self.box_rect()
        r = px(10, s)
        pygame.draw.rect(surface, (250, 248, 240), box, border_radius=r)
        pygame.draw.rect(surface, YELLOW if self.focused else INK, box, width=max(2, px(2, s)), border_radius=r)
        size = px(28, s)
        pad = px(14, s)
        shown = self.value or self.placeholder
        while shown and text_width(shown, size, True) > box.w - 2 * pad - px(6, s):
            shown = shown[1:]
        ink = INK if self.value else (150, 150, 140)
        text = draw_text(surface, shown, size, (box.x + pad, box.centery), ink, True, "midleft")
        x = text.right + px(2, s) if self.value else box.x + pad
        pygame.draw.line(surface, INK, (x, box.y + px(12, s)), (x, box.bottom - px(12, s)), max(2, px(2, s)))
        count = f"{len(self.value)}/{self.max_len}"
        draw_text(surface, count, px(15, s), (box.right - pad, box.centery), MUTED, False, "midright")
        for ri, (row, rects) in enumerate(zip(LAYOUT, self.key_rects(), strict=True)):
            for ci, (key, rect) in enumerate(zip(row, rects, strict=True)):
                lit = self.focused and (ri, ci) == (self.row, self.col)
                hover = self.hover == (ri, ci)
                if lit:
                    face, ink = YELLOW, INK
                elif key.action == DONE:
                    face, ink = RED, WHITE
                elif key.action == SHIFT and self.shift:
                    face, ink = (120, 200, 150), INK
                elif hover:
                    face, ink = (255, 250, 228), INK
                else:
                    face, ink = CREAM, INK
                surface.blit(rounded(rect.size, px(8, s), (0, 0, 0, 70)), rect.move(0, px(3, s)))
                pygame.draw.rect(surface, face, rect, border_radius=px(8, s))
                if lit:
                    pygame.draw.rect(surface, WHITE, rect.inflate(px(6, s), px(6, s)), width=max(2, px(2, s)),
                                     border_radius=px(10, s))
                label = self.label(key)
                ksize = px(24 if key.is_char else 19, s)
                draw_text(surface, ellipsize(label, ksize, rect.w - px(6, s), True), ksize, rect.center, ink, True,
                          "center")
