"""The table's buttons (UNO!, Catch, Draw, Sort, the pause button): where they sit, what they say and
whether they may be pressed now, and the Uno, Catch and Sort actions they take."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.model import CallUno, Catch, Draw, Phase
from game.ui.pad import KEYBOARD, PAD, key_label
from game.ui.scenes.table.desk import SORTS, Desk
from game.ui.table.hud import TableButton
from game.ui.table.questions import take_label
from game.ui.text import text_scale

__all__ = ["PAD_SORT_KEYS", "SORT_KEYS", "Buttons"]

# Translators: the Sort button's key (as bound now: "S") and the order the hand is in.
SORT_KEYS = {"none": N_("{key} · as dealt"), "color": N_("{key} · by colour"), "number": N_("{key} · by number")}
# Translators: the Sort button's controller button (as bound now: "Back") and the order, in short.
PAD_SORT_KEYS = {"none": N_("{key} · dealt"), "color": N_("{key} · colour"), "number": N_("{key} · 0–9")}
"""The Sort button's line with a controller: its Back button, in as little room as the key's."""
LABELS = {"uno": N_("UNO!"), "catch": N_("Catch!"), "draw": N_("Draw"), "sort": N_("Sort")}
"""What each button says when nothing names a player or a count on it."""


class Buttons:
    """The buttons at the side of the person's hand and the pause button."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.buttons = {
            "uno": TableButton("uno", "", "U", "red"),
            "catch": TableButton("catch", "", "C", "gold"),
            "draw": TableButton("draw", "", "D", "cream"),
            "sort": TableButton("sort", "", "S", "dark"),
            "menu": TableButton("menu", "II", "", "dark"),
        }
        self.reword()

    def reword(self) -> None:
        """Word the buttons in the language in force (each frame's `update` words those that change)."""
        for name, label in LABELS.items():
            self.buttons[name].label = _(label)
        self._sort_key()

    def _sort_key(self) -> None:
        desk = self.desk
        pad = desk.app.input_kind == PAD
        self.buttons["sort"].hotkey = _((PAD_SORT_KEYS if pad else SORT_KEYS)[desk.sort_mode()]).format(
            key=key_label("S", PAD if pad else KEYBOARD))

    def __getitem__(self, name: str) -> TableButton:
        return self.buttons[name]

    def place(self) -> None:
        """Put the buttons where the layout says."""
        L = self.desk.layout
        s = L.scale
        b = self.buttons
        b["menu"].rect = L.menu_button.copy()
        col = L.buttons_rect
        gap = max(6, round(10 * s))
        bh = max(34, round(46 * s * text_scale()))  # a label and its key, at the text size in force
        if not self.desk.human:
            for k in ("uno", "catch", "draw", "sort"):
                b[k].visible = False
                b[k].rect = pygame.Rect(0, 0, 0, 0)
            return
        half = (col.w - gap) // 2
        y = col.bottom - bh
        b["sort"].rect = pygame.Rect(col.x, y, half, bh)
        b["draw"].rect = pygame.Rect(col.x + half + gap, y, col.w - half - gap, bh)
        y -= bh + gap
        b["catch"].rect = pygame.Rect(col.x, y, col.w, bh)
        y -= round(bh * 1.25) + gap
        b["uno"].rect = pygame.Rect(col.x, y, col.w, round(bh * 1.25))

    def hover(self, pos: tuple[int, int]) -> None:
        """Light the button under the mouse."""
        for b in self.buttons.values():
            b.hover = b.hit(pos)

    def update(self) -> None:
        """What each button says and whether it may be pressed now (from the controller's legal actions)."""
        desk = self.desk
        c = desk.controller
        b = self.buttons
        if not desk.human:
            return
        caller = c.uno_caller() if desk.several else (desk.viewer if c.can(CallUno) else None)
        b["uno"].enabled = caller is not None
        view = c.view()
        # lit red when saying it is due: on the person's turn with a card to play (their next-to-last goes), or
        # open to a catch; with nothing to play it may still be said, but the button does not call for it
        b["uno"].urgent = b["uno"].enabled and ((c.my_turn() and bool(desk.plays())) or desk.viewer in view.exposed
                                                or caller != desk.viewer)
        # it may be said, but the table does not call for it: quiet words (it read as active: playtests)
        b["uno"].style = "red" if b["uno"].urgent else "quiet"
        if desk.several:  # a person open to a catch says it themselves: the button names them
            b["uno"].label = _("UNO!") if caller is None or caller == desk.viewer else _("UNO · {name}").format(name=c.names[caller])
        targets = c.catch_targets() if desk.landed() else []  # offered once the play that opened it shows
        b["catch"].visible = bool(targets)
        b["catch"].enabled = bool(targets)
        b["catch"].urgent = bool(targets)
        if targets:
            b["catch"].label = _("Catch {name}!").format(name=c.names[targets[0]])
        draw = c.action_of(Draw)
        penalty = view.phase is Phase.PENALTY
        waiting = draw is None and c.waiting_for_person  # relaxed timing: the button lets the chance pass
        # lit once the picture shows the person's turn (the model may be a play ahead of the cards)
        b["draw"].enabled = (draw is not None and desk.landed()) or waiting
        # "Take 2" once the card that gives them shows (it said so while the last seat's turn still showed)
        # the chance let pass is the person's own Uno: "No Uno" says what it means ("let it pass" read as
        # "carry on", and they were caught: playtest 12)
        own_uno = waiting and desk.viewer in view.exposed
        b["draw"].label = ((_("No Uno") if own_uno else _("Let pass")) if waiting
                           else take_label(view.pending_draw, view.pending_color)
                           if penalty and c.my_turn() and desk.landed() else _("Draw"))
        b["draw"].urgent = draw is not None and penalty and not desk.stackables()
        pad = desk.app.input_kind == PAD
        self._sort_key()
        for name, key in (("uno", "U"), ("catch", "C"), ("draw", "L" if waiting and not pad else "D")):
            b[name].hotkey = key_label(key, PAD if pad else KEYBOARD)
        # the seat whose decision is pending: only its claimed controller drives it (pass-and-play)
        desk.app.pads.deciding = desk.viewer if c.my_turn() else None

    # -- the actions ------------------------------------------------------------------------------
    def uno(self) -> None:
        """Say Uno (with several people: for the person the button names, see `uno_caller`)."""
        desk = self.desk
        caller = desk.controller.uno_caller() if desk.several else None
        desk.submit(CallUno(desk.viewer if caller is None else caller))

    def uno_of(self, seat: int) -> CallUno | None:
        """Return the Uno that the person at `seat` may say now from the screen (they hold one card
        and are open to a catch), or None."""
        c = self.desk.controller
        return next((a for a in c.shared_legal() if isinstance(a, CallUno) and a.player == seat), None) \
            if self.desk.several else None

    def catch(self) -> None:
        """Catch the first player open to a catch."""
        desk = self.desk
        targets = desk.controller.catch_targets()
        if not targets:
            desk.say(_("Nobody can be caught now: a player must hold one card without having said Uno."))
            return
        action = desk.controller.catch_of(targets[0]) if desk.several else Catch(desk.viewer, targets[0])
        if action is not None:
            desk.submit(action)

    def catch_label(self) -> str | None:
        """Return the catch button's label while a seat is open to a catch, else None."""
        c = self.desk.controller
        targets = c.catch_targets()
        return _("Catch {name}!").format(name=c.names[targets[0]]) if targets else None

    def cycle_sort(self) -> None:
        """Sort the hand by colour, by number, or leave it as dealt (kept in the settings)."""
        desk = self.desk
        mode = SORTS[(SORTS.index(desk.sort_mode()) + 1) % len(SORTS)]
        try:
            desk.app.settings.auto_sort = mode
        except (AttributeError, ValueError):
            return
        desk.app.save_settings()
        desk.anim.sort_hand(mode)
        desk.app.audio.play("click")
