"""One hand of Uno: `Game`, built in layers (see `game.model.state` for the map), and `replay`.

Speed matters here (the simulator and the hard CPU play many thousands of hands), so:
- every action object a position can offer is built once per table shape and reused (`tables`);
- `apply` checks an action directly (no scan of `legal_actions`), then changes, then returns events;
- the stock is a list with its top at the end (`pop()`), the discard pile bottom-first.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.model.actions import Action
from game.model.apply import MAX_ACTIONS
from game.model.events import Event
from game.model.refusal import IllegalAction, Phase, Reason, Refusal
from game.model.saves import Saving
from game.model.tables import COLOR, DRAWN, OVER, PENALTY, PHASES, PLAY, shuffle

__all__ = [
    "COLOR", "DRAWN", "MAX_ACTIONS", "OVER", "PENALTY", "PHASES", "PLAY", "Game", "IllegalAction", "Phase",
    "Reason", "Refusal", "replay", "shuffle",
]


class Game(Saving):
    """One hand. Build it with `Game.new` (a fresh deal) or `Game.from_setup` (a position)."""

    __slots__ = ()

    def copy(self) -> Game:
        """Return an independent copy (for search)."""
        other = object.__new__(Game)
        self._copy_state(other)
        return other

    def __repr__(self) -> str:
        return (
            f"<Game {self._n} players, phase {self._phase}, seat {self._current} to act, "
            f"top {self._discard[-1] if self._discard else '-'}>"
        )


def replay(game: Game, actions: Iterable[Action]) -> list[Event]:
    """Apply `actions` in order and return every event."""
    out: list[Event] = []
    for action in actions:
        out.extend(game.apply(action))
    return out
