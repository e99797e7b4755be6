"""The end of a hand at the table: recording it, showing its result (the route `routes.HandOver`),
dealing the next hand, the match's end (`routes.MatchOver`), and a demo that plays on for ever.
When each of these falls due is `game.ui.table.ending.HandEnd`'s (the desk's `end`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _, join_list
from game.ui import routes
from game.ui.rulewords import rules_announced
from game.ui.scenes.table.asking import Asking
from game.ui.scenes.table.desk import Desk
from game.ui.scenes.table.selection import Selection
from game.ui.table.ending import DEMO_NEXT, HAND_END_PAUSE, record

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.table.controller import TableController

__all__ = ["Ending"]


class Ending:
    """What the table does when a hand ends, and after its result."""

    def __init__(self, desk: Desk, selection: Selection, asking: Asking,
                 make_controller: Callable[[Session], TableController]) -> None:
        self.desk = desk
        self.selection = selection
        self.asking = asking
        self._make_controller = make_controller
        self.table: routes.PausedTable | None = None
        """The table scene, which the result's screen pauses (Esc, P, the pause button)."""

    def hand_ended(self) -> None:
        """The model says the hand is over: keep the result, then show it when the motion ends."""
        desk = self.desk
        desk.end.begin(desk.anim.busy_until + desk.anim.d(HAND_END_PAUSE))
        self.asking.pending = None
        self.record()

    def record(self) -> None:
        """Record the hand just won in the statistics (once; never a demo's) and save the match."""
        desk = self.desk
        outcome = desk.controller.outcome()
        if outcome is None or not desk.human or not desk.end.first(desk.session):
            return
        if desk.practice:  # the guided first hand counts as no game; the statistics note it was played
            session = desk.session
            stats = getattr(desk.app.store, "stats", None)
            if stats is not None and session.human is not None:
                stats.record_guided(session.config.seats[session.human].name)
            return
        record(getattr(desk.app.store, "stats", None), desk.session, outcome, desk.controller.view().actions_taken)
        try:
            desk.save()
        except (ValueError, OSError) as exc:
            desk.app.notify(_("The match could not be saved: {problem}").format(problem=exc))

    def show(self) -> None:
        """The motion has ended: show the hand's result (a demo deals on a moment later)."""
        desk = self.desk
        desk.end.shown = True
        if not desk.human:
            desk.end.at = desk.anim.t + desk.anim.d(DEMO_NEXT)
            return
        self.asking.pending = None
        if self.asking.scene is not None:
            self.asking.scene.leave()
        # the guided first hand ends on its result too, whose button leads back to the title
        then = routes.Title() if desk.practice else None
        desk.app.open(routes.HandOver(desk.session, self.next_hand, self.table, then))

    def next_hand(self) -> None:
        """Deal the next hand (the end-of-hand screen has closed)."""
        desk = self.desk
        if desk.session.match.is_over:
            self.to_match_over()
            return
        desk.end.clear()
        self.selection.clear()
        desk.take_rules()
        before = desk.session.match.rules
        desk.controller.new_hand()
        changed = rules_announced(desk.session.match.rules, before)
        if changed and desk.human:  # a rule changed during the match takes effect now: say so
            desk.app.notify(_("New rules from this hand: {rules}.").format(rules=join_list(changed)))

    def to_match_over(self) -> None:
        """The match is over: its end replaces every screen."""
        self.desk.app.restart(routes.MatchOver(self.desk.session))

    def demo_next(self) -> None:
        """A demo goes on for ever: the next hand, or a new match when this one is over."""
        desk = self.desk
        if not desk.session.match.is_over:
            self.next_hand()
            return
        from game.session import MatchConfig, Session

        config = desk.session.config
        seed = None if config.seed is None else config.seed + 1
        new = Session.new(MatchConfig(config.seats, config.rules, seed, config.human))
        desk.controller.close()
        desk.session = new
        desk.controller = self._make_controller(new)
        desk.end.clear()
        desk.controller.start()
