"""Choosing a name without a keyboard: a list of names (`NamePickerScene`), or the on-screen keyboard
(`TypeNameScene`). Both call `on_name(name)` and leave; Esc leaves without a change."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.ui import routes
from game.ui.controls import Button, Label, Widget
from game.ui.keyboard import OnScreenKeyboard
from game.ui.palette import MUTED
from game.ui.screens import MenuScene
from game.ui.seating import NAME_MAX, clean_name, person_defaults
from game.ui.units import px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["NamePickerScene", "TypeNameScene"]

TYPE_A_NAME = N_("Type a name…")


class NamePickerScene(MenuScene):
    """A list of names to choose from, "Type a name…" first; names taken at other seats are greyed."""

    panel_width = 560

    def __init__(
        self,
        app: Host,
        title: str,
        names: Sequence[str],
        current: str,
        on_name: Callable[[str], Any],
        *,
        taken: dict[str, int] | None = None,
        automatic: str | None = None,
    ) -> None:
        """`taken` maps casefolded names to the seat that has them; `automatic` offers a CPU its own name back
        (chosen as "")."""
        super().__init__(app)
        self.title = title
        seen: set[str] = set()
        self.names: list[str] = []
        for name in names:
            name = clean_name(name)
            if name and name.casefold() not in seen:
                seen.add(name.casefold())
                self.names.append(name)
        self.current = current
        self.on_name = on_name
        self.taken = taken or {}
        self.automatic = automatic

    def build(self) -> list[Widget]:
        """"Type a name…", the automatic name (for a CPU), then every name."""
        rows: list[Widget] = [Button(_(TYPE_A_NAME), self.type_name, size=20,
                                     help=_("Type a name with the on-screen keyboard (or a real one)"))]
        if self.automatic is not None:
            rows.append(Button(_("Automatic ({name})").format(name=self.automatic), lambda: self.choose(""), size=20,
                               help=_("The CPU takes the next free CPU name")))
        for name in self.names:
            seat = self.taken.get(name.casefold())
            here = name.casefold() == self.current.casefold()
            if seat is not None:
                label = _("{name}  (at seat {number})").format(name=name, number=seat + 1)
                help_text = _("Already at seat {number}").format(number=seat + 1)
            else:
                label = _("{name}  (now)").format(name=name) if here else name
                help_text = _("Name this seat {name}").format(name=name)
            rows.append(Button(label, self._chooser(name), size=20, enabled=seat is None, help=help_text))
        if len(rows) == 1:
            rows.append(Label(_("No names yet: type one."), size=17, color=MUTED))
        return rows

    def build_bar(self) -> list[Widget]:
        """Back."""
        return [Button(_("Back"), self.back, help=_("Keep the name as it is"))]

    def _chooser(self, name: str) -> Callable[[], None]:
        return lambda: self.choose(name)

    def choose(self, name: str) -> None:
        """Give the seat `name` and go back."""
        self.on_name(name)
        self.app.leave(self)

    def type_name(self) -> None:
        """Open the on-screen keyboard in this screen's place."""
        self.app.swap(self, routes.TypeName(self.title, self.current, self.on_name))


class TypeNameScene(MenuScene):
    """The on-screen keyboard over a text box; Done names the seat."""

    panel_width = 760
    footer_hint = N_("Arrows move · Enter presses the key · Backspace deletes · Esc to go back")

    def __init__(self, app: Host, title: str, current: str, on_name: Callable[[str], Any]) -> None:
        super().__init__(app)
        self.title = title
        # A default name ("Player 2", the settings' "You") is there to be replaced: start from an empty box
        # then (typing "Ann" over "You" gave "YouAnn": playtest).
        start = "" if current in person_defaults() or current in ("You", _("You")) else current
        self.keyboard = OnScreenKeyboard(
            start, max_len=NAME_MAX, on_done=self.done, placeholder=_("A name"),
            help=_("Arrows move · Enter presses the key · Done when the name is right"),
        )
        self.on_name = on_name
        self.problem = ""

    def layout_panel(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Fit the panel to the keyboard (and a line under it), below the title."""
        full = super().layout_panel(size, scale)
        inner_w = full.w - px(24, scale) - px(16, scale)
        want = self.keyboard.preferred_height(inner_w, scale) + px(24 + 14 + 50 + 16 + 30, scale)
        return pygame.Rect(full.x, full.y, full.w, min(full.h, want))

    def build(self) -> list[Widget]:
        """The keyboard, and why Done did nothing (an empty name)."""
        rows: list[Widget] = [self.keyboard]
        if self.problem:
            rows.append(Label(self.problem, size=17))
        return rows

    def build_bar(self) -> list[Widget]:
        """Cancel (Done is the keyboard's own key: two "Done" buttons read as two different things, playtest)."""
        return [Button(_("Cancel"), self.back, help=_("Keep the name as it was"))]

    def done(self, text: str) -> None:
        """Name the seat and go back; an empty name is refused with a line saying so."""
        name = clean_name(text)
        if not name:
            self.problem = _("Type at least one letter.")
            self.refresh()
            return
        self.on_name(name)
        self.app.leave(self)
