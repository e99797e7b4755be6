"""Pass-and-play at the table: whose eyes the table is drawn for, when the privacy screen covers it, and
when the confirmed person's hand lies face down.

The table shows the hand of at most one person, the one who last confirmed the privacy screen, and sits
them at the bottom: the table turns so that whoever holds the screen reads it as their own seat, the
others around them in the order of play (the turn happens behind the privacy screen, so nobody sees the
seats move). Once that person's moment is over (`Passing.check`) their cards lie face down at their
seat while the others play. The screen itself is a scene of its own, opened through the table's
`open_privacy` (the route `routes.Privacy`).
"""
from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.ui.pad import KEYBOARD, key_label
from game.ui.scenes.table.asking import Asking
from game.ui.scenes.table.buttons import Buttons
from game.ui.scenes.table.desk import AMBIENT_SECONDS, Desk
from game.ui.scenes.table.selection import Selection

__all__ = ["PassPlay"]


class PassPlay:
    """The table seen through one person's eyes at a time, behind the privacy screen."""

    def __init__(self, desk: Desk, selection: Selection, asking: Asking, buttons: Buttons,
                 open_privacy: Callable[[int, str, bool], None]) -> None:
        self.desk = desk
        self.selection = selection
        self.asking = asking
        self.buttons = buttons
        self._open = open_privacy
        self.covered = False
        """The privacy screen is over the table (or about to be)."""

    @property
    def hidden(self) -> bool:
        """The confirmed person's cards lie face down while others play."""
        return self.desk.passing.hidden

    def before_deal(self) -> None:
        """Every hand (and a continued one) starts behind the privacy screen of its first person."""
        desk = self.desk
        if not desk.several or desk.controller.game.is_over:
            return  # a hand continued after its end: its results are for everyone, no screen first
        seat = self.next_person()
        self.show_as(seat, sync=False)  # the controller shows the hand next, as this person sees it
        fresh = desk.controller.view().actions_taken == 0
        self.cover(seat, _("A new hand: pass the screen round, one person at a time") if fresh
                   else _("The hand goes on: pass the screen round, one person at a time"))

    def next_person(self) -> int:
        """Return the person whose decision comes first from here (see `Passing.next_person`)."""
        desk = self.desk
        return desk.passing.next_person(desk.controller.view(), desk.session.players)

    def cover(self, seat: int, reason: str = "") -> None:
        """Put the privacy screen for `seat` over the table (once)."""
        if self.covered:
            return
        self.covered = True
        # the turn comes back to the person who looked last: "Ann again" (no pass to make)
        self._open(seat, reason, not reason and seat == self.desk.controller.viewer)

    def check(self) -> None:
        """Hide the confirmed person's hand once their moment is over, and cover the table for the
        person whose decision is awaited (`Passing.check` decides). First of all, a person left with
        one card by someone else's play gets their privacy screen as soon as the motion has landed
        (the catch window on them opens only once they have seen their hand: `Session.catch_after_seeing`)."""
        desk = self.desk
        if self._cover_unseen():
            return
        waiting = self.covered or desk.end.ending
        hide, cover = desk.passing.check(desk.controller, desk.anim, desk.viewer, waiting)
        if hide:
            self.hide()
        if cover is not None:
            self.cover(cover)

    def _cover_unseen(self) -> bool:
        """Cover the table for the first person who holds a hand they have not seen; True if it was."""
        desk = self.desk
        c = desk.controller
        if not desk.several or self.covered or desk.end.ending or not c.started or c.hand_over:
            return False
        unseen = c.unseen()
        if desk.viewer in unseen and not desk.passing.hidden:
            c.saw(desk.viewer)  # they hold the screen: they see it now
            unseen = c.unseen()
        if not unseen or desk.anim.busy:
            return False
        self.hide()
        seat = unseen[0]
        self.cover(seat, _("{name}, you hold one card now: say UNO! ({key})").format(
            name=c.names[seat], key=key_label("U", KEYBOARD)))
        return True

    def hide(self) -> None:
        """Draw the confirmed person's cards face down (a fan at their seat) until they confirm again."""
        desk = self.desk
        if desk.passing.hide(desk.anim, desk.hud, desk.layout, desk.app.art.colorblind):
            self.asking.pending = None
            self.selection.clear()

    def show_as(self, seat: int, sync: bool = True) -> None:
        """Show the table as `seat` sees it, that seat at the bottom (done behind the privacy screen)."""
        desk = self.desk
        if seat == desk.viewer and not desk.passing.hidden:
            return
        desk.passing.hidden = False
        desk.anim.flush()
        if seat != desk.viewer:
            desk.message = ""  # what was said to the last person (a refusal, "not yours") is not for this one
        desk.viewer = seat
        desk.controller.set_viewer(seat)
        desk.anim.viewer = seat
        desk.hud.look.viewer = seat
        self.asking.pending = None
        self.selection.clear()
        desk.lay_out(desk.app.size)  # the seats turn round the person who looks (the notices' place stays)
        self.buttons.place()
        if sync and desk.controller.started:
            desk.anim.sync(desk.controller.view())

    def confirm_viewer(self, seat: int) -> None:
        """The person at `seat` confirmed the privacy screen: uncover the table as they see it."""
        desk = self.desk
        self.covered = False
        desk.controller.saw(seat)  # a catch window on them opens from now, with its grace
        desk.passing.confirm(seat, len(desk.controller.history), desk.anim.t)
        desk.app.pads.claim_last(seat)  # confirmed with a controller: that controller drives this person
        self.show_as(seat)
        # confirmed with Enter, Space or a controller: the keys choose a card at once (the first Enter plays)
        self.selection.start_turn(desk.app.input_kind != "mouse")
        desk.lively_until = desk.t + AMBIENT_SECONDS

    def since(self, seat: int) -> list[str]:
        """Return the log's lines written since `seat` last confirmed the privacy screen."""
        return self.desk.passing.since(seat, self.desk.anim.log)

    def has_looked(self, seat: int) -> bool:
        """Return True when `seat` has confirmed the privacy screen before (at this table)."""
        return self.desk.passing.has_looked(seat)
