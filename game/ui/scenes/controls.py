"""Keys and buttons (issue 22): every action that can be remapped, with its key (or controller button);
choose one and press the new key (or button) to rebind it. A key another action uses, or one that
stays where it is (Enter, Esc, the arrows, the number keys, R/Y/G/B), is refused with a one-line
reason; Esc (or waiting five seconds) cancels. Reset to defaults puts back the keys the game came
with. Every change is in the settings at once (`keys`, `buttons`) and saved on Back.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.storage.bindings import KEY_ACTIONS, PAD_ACTIONS, conflict, default_buttons, default_keys
from game.ui.bindings import button_title, key_name, key_title
from game.ui.controls import Button, Choice, Label, Widget
from game.ui.paint import rounded
from game.ui.palette import CREAM, INK, MUTED, WHITE, YELLOW
from game.ui.screens import MenuScene
from game.ui.text import draw_text, ellipsize, get_font, wrap_text
from game.ui.units import fpx, px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["LISTEN_SECONDS", "BindingRow", "ControlsScene"]

CAP_FRAC = 0.26
"""The key cap's share of a row's width."""
LISTEN_SECONDS = 5.0
"""How long a row waits for the new key or button before it gives up."""
TABS = (("keys", N_("Keyboard")), ("buttons", N_("Controller")))
REFUSED = (255, 190, 160)
"""A refusal's line: light enough to read on the panel (the table's message colour)."""


class BindingRow(Widget):
    """One action: what it does on the left, its key (or button) on the right; Enter or a click listens."""

    height = 52

    def __init__(self, action: str, what: str, bound: str, on_listen: Callable[[str], Any], *,
                 listening: bool = False, prompt: str | None = None) -> None:
        super().__init__(help=_("Enter or click, then press the new key · Esc cancels"))
        self.action = action
        self.what = what
        self.bound = bound
        self.on_listen = on_listen
        self.listening = listening
        self.prompt = prompt if prompt is not None else _("Press a key…")

    def _lines(self, width: int, scale: float) -> list[str]:
        """The label wrapped beside the key cap (never cut: a long one takes more lines)."""
        return wrap_text(self.what, px(20, scale), max(40, width - round(width * CAP_FRAC) - px(40, scale)), True)

    def preferred_height(self, width: int, scale: float) -> int:
        lines = len(self._lines(width, scale))
        return max(px(self.height, scale), get_font(px(20, scale), True).get_linesize() * lines + px(16, scale))

    def on_click(self, pos: tuple[int, int]) -> None:
        self.on_listen(self.action)

    def on_key(self, key: int, mod: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.on_listen(self.action)
            return True
        return False

    def cap_rect(self) -> pygame.Rect:
        """Return the key cap on the right."""
        s = self.scale
        w = round(self.rect.w * CAP_FRAC)
        h = min(self.rect.h - px(12, s), get_font(fpx(19, s), True).get_linesize() + px(14, s))
        return pygame.Rect(self.rect.right - px(12, s) - w, self.rect.centery - h // 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self._draw_row_back(surface)
        cap = self.cap_rect()
        size = px(20, s)
        lines = self._lines(self.rect.w, s)
        line_h = get_font(size, True).get_linesize()
        y = self.rect.centery - line_h * len(lines) // 2
        for line in lines:
            draw_text(surface, line, size, (self.rect.x + px(14, s), y), WHITE, True)
            y += line_h
        surface.blit(rounded(cap.size, px(8, s), (0, 0, 0, 70)), cap.move(0, px(3, s)))
        face = YELLOW if self.listening else CREAM
        pygame.draw.rect(surface, face, cap, border_radius=px(8, s))
        text = self.prompt if self.listening else self.bound
        small = fpx(19, s)
        draw_text(surface, ellipsize(text, small, cap.w - px(10, s), True), small, cap.center, INK, True, "center")


class ControlsScene(MenuScene):
    """The remapping page: the keyboard's actions or the controller's, each with its key or button."""

    title = N_("Keys and buttons")
    panel_width = 820

    def __init__(self, app: Host, tab: str = "keys") -> None:
        super().__init__(app)
        self.tab = tab if tab in dict(TABS) else "keys"
        self.listening: str | None = None
        self.listen_left = 0.0
        self.message = ""
        self.message_bad = False

    # -- structure -------------------------------------------------------------------------------
    @property
    def pad(self) -> bool:
        return self.tab == "buttons"

    def bindings(self) -> dict[str, str]:
        """Return the bindings of the tab shown (the settings' own dict)."""
        s = self.app.settings
        return s.buttons if self.pad else s.keys

    def build_header(self) -> list[Widget]:
        return [Choice("", tuple((k, _(v)) for k, v in TABS), self.tab, self.set_tab, describe=False, size=19,
                       help=_("Left and Right: the keyboard's keys or the controller's buttons"))]

    def build(self) -> list[Widget]:
        bound = self.bindings()
        actions = PAD_ACTIONS if self.pad else KEY_ACTIONS
        title = button_title if self.pad else key_title
        rows: list[Widget] = []
        note = (_("The d-pad and the left stick always move.") if self.pad else
                _("Enter, Space, Esc, the arrows, Tab, the number keys and R, Y, G, B stay as they are."))
        rows.append(Label(self.message or note, size=16, color=(REFUSED if self.message_bad else YELLOW)
                          if self.message else MUTED))
        for action, _default, what in actions:
            rows.append(BindingRow(action, _(what), title(bound[action]), self.listen,
                                   listening=self.listening == action,
                                   prompt=_("Press a button…") if self.pad else _("Press a key…")))
        return rows

    def build_bar(self) -> list[Widget]:
        return [
            Button(_("Reset to defaults"), self.reset, size=19,
                   help=_("Every key and button back to how the game came")),
            Button(_("Back"), self.back, primary=True, help=_("Save and go back")),
        ]

    def set_tab(self, tab: str) -> None:
        """Show the keyboard's or the controller's actions."""
        if tab != self.tab and tab in dict(TABS):
            self.stop_listening()
            self.tab = tab
            self.message = ""
            self.refresh()

    # -- listening -------------------------------------------------------------------------------
    def listen(self, action: str) -> None:
        """Wait for the new key (or button) of `action`."""
        self.listening = action
        self.listen_left = LISTEN_SECONDS
        self.message = ""
        self.app.remap_keys = False  # the key pressed next is read as it is, not through the bindings
        if self.pad:
            self.app.pads.capture = self.pressed
        self.refresh()

    def stop_listening(self) -> None:
        """Stop waiting for a key."""
        self.listening = None
        self.app.remap_keys = True
        self.app.pads.capture = None

    def pressed(self, name: str) -> None:
        """The key (or button) `name` was pressed while a row listened: bind it, or say why not."""
        action = self.listening
        if action is None:
            return
        self.stop_listening()
        bound = self.bindings()
        found = conflict(bound, action, name, pad=self.pad)
        what = dict((a, w) for a, _d, w in (PAD_ACTIONS if self.pad else KEY_ACTIONS))[action]
        if found is not None:
            sentence, values = found
            why = _(sentence).format(**{k: _(v) if k in ("does", "action") else v for k, v in values.items()})
            self.message, self.message_bad = _("Not changed: {why}.").format(why=why), True
            self.app.audio.play("error")
        else:
            bound[action] = name
            shown = button_title(name) if self.pad else key_title(name)
            # Translators: what an action does ("Say Uno"), then its new key or button ("Z").
            self.message, self.message_bad = _("{action}: {key}.").format(action=_(what), key=shown), False
            self.app.apply_settings()
        self.refresh()

    def reset(self) -> None:
        """Every key and button back to the defaults."""
        self.stop_listening()
        s = self.app.settings
        s.keys = default_keys()
        s.buttons = default_buttons()
        self.message, self.message_bad = _("Every key and button is back to its default."), False
        self.app.apply_settings()
        self.refresh()

    def back(self) -> None:
        """Save the settings and leave."""
        self.stop_listening()
        self.app.save_settings()
        self.app.leave(self)

    def exit(self) -> None:
        """Leaving (however): the keys go through the bindings again, no controller is captured."""
        self.stop_listening()

    def on_quit(self) -> None:
        self.stop_listening()
        self.app.save_settings()

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """While a row listens, the next key is its new key (Esc cancels); else as any menu."""
        if self.listening is not None and event.type == pygame.KEYDOWN:
            key = int(getattr(event, "key", 0))
            if getattr(event, "pad", None) is not None:
                return True  # a controller's d-pad while listening for a button: nothing
            if key == pygame.K_ESCAPE:
                self.stop_listening()
                self.message = _("Not changed.")
                self.message_bad = False
                self.refresh()
                return True
            if self.pad:
                return True
            name = key_name(key)
            if name is None:
                self.stop_listening()
                self.message, self.message_bad = _("Not changed: that key cannot be used; choose another."), True
                self.refresh()
                return True
            self.pressed(name)
            return True
        if self.listening is not None and event.type == pygame.TEXTINPUT:
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.listening is not None:
            self.listen_left -= dt
            if self.listen_left <= 0:
                self.stop_listening()
                self.message, self.message_bad = _("Not changed: no key was pressed."), False
                self.refresh()
        super().update(dt)

    def wake_in(self) -> float | None:
        return max(0.0, self.listen_left) if self.listening is not None else None
