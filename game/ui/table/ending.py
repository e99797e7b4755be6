"""The end of a hand at the table: recording it once, and when its result and the next hand come.

`HandEnd` is owned by the table scene. When the model says the hand is over, `begin(at)` notes when the
result is shown (after the last motion and a short pause, `HAND_END_PAUSE`); each frame `due(t, demo)`
says what comes now: `SHOW` the end-of-hand screen, then, in a demo, `NEXT` (the next hand or match,
`DEMO_NEXT` later). `first(session)` is True once per hand, for recording it; `record` writes the hand
(and the match, once over) into the statistics. The scene does what is due: it owns the scene stack,
the controller and the save.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from game.model import HandOver
    from game.session import Session
    from game.storage import Stats

__all__ = ["DEMO_NEXT", "HAND_END_PAUSE", "NEXT", "SHOW", "HandEnd", "adopt_renamed", "record", "record_abandoned"]

log = logging.getLogger(__name__)

HAND_END_PAUSE = 0.6      # after the hand-won motion, before the end-of-hand screen
DEMO_NEXT = 2.2           # a demo waits this long (at speed 1) before dealing again
SHOW: Literal["show"] = "show"
"""Show the end-of-hand screen now."""
NEXT: Literal["next"] = "next"
"""A demo deals its next hand (or its next match) now."""


class HandEnd:
    """When a finished hand's result is shown and a demo deals on; which hand was recorded last."""

    def __init__(self) -> None:
        self.at: float | None = None
        """When the result is shown (then, in a demo, when the next hand is dealt); None while a hand goes on."""
        self.shown = False
        """The result has been shown."""
        self._recorded: tuple[int, int] | None = None

    @property
    def ending(self) -> bool:
        """Return True from the end of a hand until the next one is dealt."""
        return self.at is not None or self.shown

    def begin(self, at: float) -> None:
        """The hand is over: show its result at table time `at`."""
        self.at = at
        self.shown = False

    def clear(self) -> None:
        """A new hand is dealt."""
        self.at = None
        self.shown = False

    def due(self, t: float, demo: bool) -> Literal["show", "next"] | None:
        """Return what is due at table time `t`: SHOW, NEXT (a demo only, once shown), or None."""
        if self.at is None or t < self.at:
            return None
        if not self.shown:
            return SHOW
        return NEXT if demo else None

    def recorded(self, session: Session) -> None:
        """The session's current hand is in the statistics already (a match continued after its hand
        ended: it was recorded then); `first` says False for it."""
        self._recorded = (id(session), session.match.hand_number)

    def first(self, session: Session) -> bool:
        """Return True the first time it is asked about the session's current hand (to record it once)."""
        key = (id(session), session.match.hand_number)
        if self._recorded == key:
            return False
        self._recorded = key
        return True


def record(stats: Stats | None, session: Session, outcome: HandOver, turns: int) -> None:
    """Write the hand just won (`turns` actions long) into `stats`, and the match once it is over; a
    failure is logged, never raised (the game goes on)."""
    match = session.match
    config = session.config
    match_key = f"m{session.agent_seed}"
    try:
        if stats is not None:
            adopt_renamed(stats, session)
            stats.record_hand(rules=match.rules, seats=config.seats, human=session.human, winner=outcome.winner,
                              points=outcome.points, turns=turns,
                              scores=match.scores, people=config.people,
                              match_key=match_key, hand_number=match.hand_number)
            if match.is_over:
                stats.record_match(rules=match.rules, seats=config.seats, human=session.human,
                                   winner=match.winner, scores=match.scores, hands=match.hand_number,
                                   single_hand=match.rules.target_score is None, match_key=match_key,
                                   people=config.people)
    except (ValueError, OSError) as exc:
        log.warning("could not record statistics: %s", exc)


def give_up_saved_match(store: Any) -> None:
    """Record the match saved in `store` as given up for a new game (`record_abandoned`: lost for each
    person at it), then forget it so that it is never recorded twice. New game does so when the person
    confirms; `--people` too, as it replaces the saved match (it was counted nowhere: playtest)."""
    from game.session import Session

    data = store.load_match()
    if data is None:
        return
    try:
        old = Session.from_dict(data)
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the match given up could not be read for the statistics: %s", exc)
    else:
        record_abandoned(getattr(store, "stats", None), old)
    store.clear_match()


def record_abandoned(stats: Stats | None, session: Session) -> None:
    """Write a match given up for a new game into `stats`, as the dialog that gave it up says: a lost
    match for each person at the table. Its unfinished hand counts for no one: the scores are those
    banked before it and only the finished hands are counted. A failure is logged, never raised."""
    match = session.match
    config = session.config
    if stats is None or match.is_over or not config.people:
        return
    finished = match.game.is_over
    try:
        adopt_renamed(stats, session)
        stats.record_match(rules=match.rules, seats=config.seats, human=session.human, winner=None,
                           scores=match.scores if finished else match.banked,
                           hands=match.hand_number if finished else match.hand_number - 1,
                           single_hand=match.rules.target_score is None, match_key=f"m{session.agent_seed}",
                           people=config.people, abandoned=True)
    except (ValueError, OSError) as exc:
        log.warning("could not record the match given up: %s", exc)


def adopt_renamed(stats: Stats, session: Session) -> None:
    """The hands of a saved match recorded under a person's old name (`Session.renamed`: "You" at a shared
    screen, named "Player 1" as the save was read) become the new name's, once, before more are recorded:
    the match is one person's from its first hand to its end."""
    for old, new in session.renamed.items():
        stats.rename_in_match(f"m{session.agent_seed}", old, new)
    session.renamed = {}
