"""Whether a choice matters: the answers to a question that all end the same.

`answers_alike(game, actions)` says whether taking any one of `actions` (the answers to one question:
the seat a 7 swaps with, the colour a wild names, the seat a Wild Customizable picks) leaves the
game in the same end. It does when each of them ends the hand with the same outcome (the same
winner, points and hands shown): a 7 played as the last card swaps nothing, and the colour named by a
wild that goes out names nothing anyone plays to. A table need not ask a question whose answers are
alike: any one of them may be submitted. Anything short of that (the hand goes on after one of them,
or the outcomes differ, as when a Wild Customizable's "target draws two" goes out and the points
depend on whom it picks) is not alike, and the question is worth asking.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.model.actions import Action
from game.model.game import Game

__all__ = ["answers_alike"]


def answers_alike(game: Game, actions: Sequence[Action]) -> bool:
    """Return True when every action of `actions` (legal now) ends the hand the same way; True for
    fewer than two. `game` is not changed (each answer is tried on a copy)."""
    if len(actions) < 2:
        return True
    first: tuple[object, ...] | None = None
    for action in actions:
        trial = game.copy()
        trial.apply(action)
        out = trial.outcome()
        if out is None:
            return False
        end = (out.winner, out.points, out.hands)
        if first is None:
            first = end
        elif end != first:
            return False
    return True
