"""The table's shared state: what every room of the table scene reads (the session, the controller,
the animator, the painter, the layout, who is looking) and the few services they all use (a message
above the hand, submitting an action, the cards the person may play).

`Desk` holds no rule of its own: what may be played comes from the controller's `legal_actions`.
The rooms (`selection`, `asking`, `passplay`, `buttons`, `painting`, `input`) each take the desk and
the rooms they need, in that order, so that none imports a room that imports it.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.model import Card, Phase, Play, Rules
from game.session import LOG_KEPT
from game.ui.notices import notice_size
from game.ui.table.controller import NOBODY, TableController
from game.ui.table.ending import HandEnd
from game.ui.table.layout import Layout
from game.ui.table.passing import Passing
from game.ui.table.warmup import Warmup
from game.ui.words import shown_name

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.scene import Host
    from game.ui.table.animator import Animator
    from game.ui.table.hud import Hud

__all__ = ["AMBIENT_SECONDS", "MESSAGE_SECONDS", "SORTS", "Desk"]

log = logging.getLogger(__name__)

SORTS = ("none", "color", "number")
MESSAGE_SECONDS = 3.2
AMBIENT_SECONDS = 6.0
"""After the last change or input, the gentle motion of a table at rest (whose turn pulses, the ring
of arrows turns, an urgent button glows) runs this long, then stops until something happens."""


class Desk:
    """The table's shared state. The scene builds the animator, the painter and the controller and
    puts them here (`anim`, `hud`, `controller`); the rooms read them from here only."""

    anim: Animator
    hud: Hud
    controller: TableController

    def __init__(self, app: Host, session: Session) -> None:
        self.app = app
        self.session = session
        self.viewer = session.human if session.human is not None else NOBODY
        """The seat whose hand the table shows (NOBODY in a demo, or while every hand lies face down)."""
        self.human = session.human is not None
        self.passing = Passing(session.config.people)
        """Pass-and-play: who is looking, when the privacy screen covers the table, when a hand hides."""
        self.several = self.passing.several
        """Pass-and-play: more than one person plays at this screen."""
        self.practice = False
        """The guided first hand (`routes.Guided`): relaxed timing, never saved, never counted."""
        self.lively_until = AMBIENT_SECONDS
        self.message = ""
        self.message_t = -10.0
        self.message_version = -1
        """The controller's version when the message was said: once the table moves on, it no longer applies."""
        self.end = HandEnd()
        """The end of a hand: when its result shows, when a demo deals on, which hand was recorded."""
        self.warmup = Warmup(app.art)
        """The card art drawn ahead of need in the spare time after frames."""
        self.layout = self.make_layout(app.size)

    # -- settings read live -----------------------------------------------------------------------
    def sort_mode(self) -> str:
        """Return how the hand is sorted ("none", "color" or "number"), from the settings."""
        mode = str(getattr(self.app.settings, "auto_sort", "none"))
        return mode if mode in SORTS else "none"

    @property
    def highlight(self) -> bool:
        return bool(getattr(self.app.settings, "highlight_playable", True))

    @property
    def hints(self) -> bool:
        return bool(getattr(self.app.settings, "hints", True))

    # -- shared values ----------------------------------------------------------------------------
    @property
    def t(self) -> float:
        """Return the table's game time: the animator's timeline, which the controller reads too."""
        return self.anim.t

    def make_layout(self, size: tuple[int, int]) -> Layout:
        """Return the layout for a window of `size`, the viewer at the bottom."""
        bottom = self.viewer if self.viewer >= 0 else 0
        names = [shown_name(seat.name) for seat in self.session.config.seats]
        return Layout(size, self.session.players, bottom, self.human, self.app.scale, names)

    def lay_out(self, size: tuple[int, int]) -> int | None:
        """Lay the table out for a window of `size`; return where the app's notices go on it (clear of
        every seat: `Layout.notice_top`)."""
        self.layout = self.make_layout(size)
        self.hud.set_layout(self.layout, self.app.art.colorblind)
        self.anim.relayout(self.layout)
        return self.layout.notice_top(notice_size(size[0], self.app.scale))

    def showing_message(self) -> bool:
        """Return True while the last message is still shown: for a few seconds, and only while the table
        has not moved on (a refusal about the top card or the turn goes the moment either changes)."""
        return (bool(self.message) and self.t - self.message_t < MESSAGE_SECONDS
                and self.message_version == self.controller.version)

    def landed(self) -> bool:
        """Return True when the motion of the last action has landed: what it opened (a jump-in, a catch,
        a call of Uno) is offered on the table from then, as the person can see why."""
        return not self.anim.busy

    # -- services ---------------------------------------------------------------------------------
    def take_rules(self) -> None:
        """The settings' house rules wait for the next hand of this match (a demo keeps its own)."""
        if not self.human:
            return
        try:
            wanted = Rules.from_dict(dict(self.app.settings.rules))
            self.session.match.set_next_rules(wanted)
        except (ValueError, TypeError) as exc:
            log.warning("the settings' rules cannot be dealt at this table: %s", exc)

    def save(self) -> None:
        """Save the match in progress (a demo or the guided hand is never saved: it would replace the
        person's match)."""
        if not self.human or self.practice:
            return
        match = self.session.match
        if match.is_over:
            self.app.store.clear_match()
            return
        self.session.log = [line.in_every_language() for line in self.anim.log[-LOG_KEPT:]]
        self.app.store.save_match(self.session.to_dict())

    def skip(self) -> bool:
        """Finish the motion in flight at once (a click away from anything, F, Down or the d-pad's Down);
        return False when nothing was moving. The table catches up: what waited for the motion is due now."""
        if not self.anim.skippable():
            return False
        ahead = self.anim.skip()
        self.controller.catch_up()
        end = self.end
        if end.at is not None and not end.shown and ahead > 0:
            end.at = max(self.t, end.at - ahead)
        return True

    def say(self, text: str, error: bool = True) -> None:
        """Show a one-line message above the hand for a few seconds."""
        self.message = text
        self.message_t = self.t
        self.message_version = self.controller.version
        if error:
            self.app.audio.play("error")

    def submit(self, action: Any) -> str | None:
        """Submit `action`; return None when the model took it, else the reason why not (shown)."""
        reason = self.controller.submit(action)
        if reason is not None:
            self.say(reason)
            return reason
        self.message = ""
        return None

    def plays(self) -> set[Card]:
        """Return the cards the person may play now (on turn, or jumping in)."""
        return {a.card for a in self.controller.human_legal() if isinstance(a, Play)}

    def playable(self) -> set[Card] | None:
        """Return the hand's cards that may be played now, or None when nothing is to be marked."""
        if not self.human or not self.highlight:
            return None
        if not self.controller.my_turn() or self.anim.busy:
            return None
        return self.plays()

    def stackables(self) -> set[Card]:
        """Return the cards that may answer the draw penalty now (stacking), if it is the person's."""
        c = self.controller
        if c.view().phase is not Phase.PENALTY or not c.my_turn():
            return set()
        return self.plays()
