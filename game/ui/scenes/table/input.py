"""The table's mouse and keys: what a click or a key does at the table (the open question's scene has had
them first).

Keys: Left/Right choose a card, every card in turn (each turn starts on the first playable one; the
playable ones are raised), Enter plays it (or the card
last clicked; with none chosen it chooses the first playable), D draws (or takes the penalty), U says
Uno, C catches, S sorts, K keeps a drawn card, H challenges, L lets a chance pass (relaxed timing), Esc lets go of the chosen card, then
pauses; P pauses. Page Up / Page Down (a controller's shoulder buttons) jump between playable cards.
F or Down (a controller's d-pad Down), or a click away from anything the click could mean, skips the
motion in flight: the cards land at once (the speed settings stay as they are).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.model import Card, Catch, Challenge, Draw, Pass, Play
from game.ui.pad import key_label
from game.ui.scenes.table.asking import Asking
from game.ui.scenes.table.buttons import Buttons
from game.ui.scenes.table.desk import AMBIENT_SECONDS, Desk
from game.ui.scenes.table.selection import Selection

__all__ = ["LATE_JUMP", "Input"]


LATE_JUMP = 0.8
"""Seconds after a jump-in chance has gone (the card that ended it landed) in which Enter is still taken as
meant for it: it then plays nothing (a late press played the card under the cursor on the person's own
turn that followed)."""


class Input:
    """Turns the table's clicks and keys into the rooms' actions."""

    def __init__(self, desk: Desk, selection: Selection, asking: Asking, buttons: Buttons,
                 pause: Callable[[], None]) -> None:
        self.desk = desk
        self.selection = selection
        self.asking = asking
        self.buttons = buttons
        self.pause = pause
        self.early_jump: tuple[int, Card] | None = None
        """(the hand's version, the card) of a jump-in key pressed while the card it answers was still
        landing: it goes in as that card lands (`update`), before any CPU may react."""
        self.jump_seen_until = -1.0
        """Table time until which a key may still be meant for the jump-in chance last shown (`LATE_JUMP`
        after it went): such a key plays nothing on the person's turn that came after it."""
        self.chance: tuple[int, int | None] | None = None
        """(the length of the history, the seat on turn) while the person has a chance a CPU may take
        first (catch, jump in, say Uno before being caught); None without one."""
        self.tipped = False
        """The tip about relaxed timing has been shown at this table (once: after the first race lost)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys; the table consumes every event."""
        et = event.type
        sel = self.selection
        self.desk.lively_until = self.desk.t + AMBIENT_SECONDS
        if et == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                sel.mouse = (int(pos[0]), int(pos[1]))
                self.buttons.hover(sel.mouse)
            return True
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                sel.mouse = (int(pos[0]), int(pos[1]))
                self.click(sel.mouse)
            return True
        if et == pygame.KEYDOWN:
            self.key(int(getattr(event, "key", 0)))
        return True

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at `pos`: a button, a card of the hand, the stock, or away from the open question."""
        desk = self.desk
        b = self.buttons
        if b["menu"].hit(pos):
            self.pause()
            return
        p = self.asking.prompt
        if not desk.human:
            desk.skip()
            return
        for name, handler in (("uno", b.uno), ("catch", b.catch), ("draw", self.asking.draw_action),
                              ("sort", b.cycle_sort)):
            if b[name].hit(pos):
                handler()
                return
        i = self.selection.card_at(pos)
        if i >= 0:
            if p is not None and p.cancel:
                self.asking.cancel()
            # the clicked card is the chosen one: Enter plays it (again, once it may be played)
            self.selection.keyboard = False
            self.selection.selected = i
            if self.asking.play_card(i).played:
                self.selection.selected = -1  # played: nothing stays chosen
            return
        L = desk.layout
        stock = pygame.Rect(0, 0, L.card_w, L.card_h)
        stock.center = (round(L.draw_pile[0]), round(L.draw_pile[1]))
        if stock.collidepoint(pos):
            self.asking.draw_action()
            return
        if p is not None and p.cancel and not p.panel.collidepoint(pos):
            self.asking.cancel()
            return
        desk.skip()  # a click that means nothing else: the motion in flight lands at once

    def key(self, key: int) -> None:
        """A key the open question left to the table."""
        sel = self.selection
        if key == pygame.K_ESCAPE:
            if sel.selected >= 0:
                sel.selected = -1
            else:
                self.pause()
            return
        if key in (pygame.K_p, pygame.K_PAUSE):
            self.pause()
            return
        if key in (pygame.K_f, pygame.K_DOWN):  # skip: the motion in flight lands at once
            self.desk.skip()
            return
        if not self.desk.human:
            return
        hand = self.desk.anim.hand
        c = self.desk.controller
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            sel.move(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            scene = self.asking.scene
            jumps = c.jump_in_cards() if hand else set()
            # a card chosen earlier that may not go now gives way to a jump-in: Enter plays the glowing card
            chosen = 0 <= sel.selected < len(hand) and not (jumps and hand[sel.selected].card not in jumps)
            if chosen and not jumps and self.desk.t < self.jump_seen_until:
                # meant for the chance that just went: it must not play the card under the cursor
                self.jump_seen_until = -1.0
                self.desk.say(_("Too late to jump in: the table moved on. Press Enter again to play the card "
                                "chosen."))
            elif chosen:
                if self.asking.play_card(sel.selected).played:
                    sel.selected = -1
            elif scene is not None:
                scene.choose(scene.focused())
            elif hand:
                jump = next((i for i, sp in enumerate(hand) if sp.card in jumps), -1) if jumps else -1
                if jump >= 0 and not self.desk.landed():  # judged by what shows: it goes in as the card lands
                    self.early_jump = (c.version, hand[jump].card)
                    return
                if jump >= 0:  # a jump-in chance is short: one key plays the identical card at once
                    self.asking.play_card(jump)
                    return
                sel.keyboard = True  # nothing chosen yet: choose the first card that may be played
                sel.selected = sel.first_playable()
        elif key in (pygame.K_HOME, pygame.K_END):  # the hand's first or last card, as in any list
            sel.jump(last=key == pygame.K_END)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):  # a controller's shoulder buttons
            if hand and self.desk.plays():
                sel.keyboard = True
                sel.selected = sel.next_playable(sel.selected, -1 if key == pygame.K_PAGEUP else 1)
            elif hand and c.my_turn() and c.action_of(Draw) is not None:
                # nothing plays: no card is raised (a dimmed card rose, and the hint said "Esc puts the
                # card back": playtest 10); the person is told what is left
                self.desk.say(_("None of your cards can be played now: draw ({key}).").format(
                    key=key_label("D", self.desk.app.input_kind)))
        elif key == pygame.K_d:
            self.asking.draw_action()
        elif key == pygame.K_u:
            self.buttons.uno()
        elif key == pygame.K_c:
            self.buttons.catch()
        elif key == pygame.K_s:
            self.buttons.cycle_sort()
        elif key == pygame.K_l:
            if not c.let_pass():
                self.desk.say(_("Nothing to let pass: with relaxed timing on, the table waits for your chances."))
        elif key == pygame.K_k and c.can(Pass):
            self.asking.keep()
        elif key == pygame.K_h and c.can(Challenge):
            self.asking.challenge()

    def update(self) -> None:
        """A jump-in key pressed while its card was landing goes in at the frame the card lands (the
        CPUs' reactions count from then: the person's press wins); a chance gone by then says why."""
        desk = self.desk
        self._races()
        if desk.human and desk.anim.hand and desk.controller.jump_in_cards():
            self.jump_seen_until = desk.t + LATE_JUMP
        elif desk.t < self.jump_seen_until and not desk.landed():
            self.jump_seen_until = desk.t + LATE_JUMP  # counted from when the card that ended it has landed
        if self.early_jump is None or not self.desk.landed():
            return
        (version, card), self.early_jump = self.early_jump, None
        c = self.desk.controller
        hand = self.desk.anim.hand
        index = next((i for i, sp in enumerate(hand) if sp.card is card), -1)
        if c.version == version and card in c.jump_in_cards() and index >= 0:
            self.asking.play_card(index)
        else:
            self.desk.say(_("Too late to jump in: the table moved on before your card could go."))

    def _races(self) -> None:
        """The first time a CPU takes a chance the person had (a catch, a jump-in, or catching the person
        before they said Uno), say once that relaxed timing makes the table wait (a playtester lost such
        races by keyboard and did not know the setting was there)."""
        desk = self.desk
        c = desk.controller
        if self.tipped or not desk.human or desk.several or c.relaxed() or not c.started:
            self.chance = None
            return
        history = c.history
        if self.chance is not None and len(history) > self.chance[0]:
            turn = self.chance[1]
            taken = any(a.player != desk.viewer and (isinstance(a, Catch) or (isinstance(a, Play) and a.player != turn))
                        for a in history[self.chance[0]:])
            self.chance = None
            if taken:
                self.tipped = True
                # a notice, as the app shows them: it stays its time whatever the table does (a message above
                # the hand went with the next CPU move, never seen: playtest on bf6b910)
                desk.app.notify(_("Too quick? Relaxed timing (Settings, Gameplay) makes the table wait for your chances."))
                return
        if self.chance is None and desk.landed() and (
                c.catch_targets() or c.jump_in_cards() or desk.viewer in c.view().exposed):
            self.chance = (len(history), c.view().current)
