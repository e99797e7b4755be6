"""Teams and scoring: which seats form a team, which hands score at a hand's end, a match's places.

Pure functions of the rules (no pygame), so that the game, the match, the session and the UI all ask
one place: with `Rules.teams` the even seats (0, 2, ...) are team 0 and the odd seats team 1; a hand's
winner scores the cards left in the opposing team's hands only (a partner's cards score nothing).
"""
from __future__ import annotations

from collections.abc import Sequence

from game.model.cards import Card
from game.model.rules import Rules

TEAM_NAMES: tuple[str, str] = ("Team A", "Team B")
"""The name a person reads for team 0 and team 1."""


def team_of(rules: Rules, seat: int) -> int | None:
    """Return the team of `seat` (0 or 1) when `rules.teams` is on, else None."""
    return seat % 2 if rules.teams else None


def team_seats(rules: Rules, players: int, team: int) -> tuple[int, ...]:
    """Return the seats of `team` (0 or 1) at a table of `players` (empty without teams)."""
    if not rules.teams:
        return ()
    return tuple(range(team % 2, players, 2))


def seat_teams(rules: Rules, players: int) -> tuple[int, ...]:
    """Return the team of every seat in seat order (empty without teams)."""
    return tuple(s % 2 for s in range(players)) if rules.teams else ()


def side_of(rules: Rules, players: int, seat: int) -> tuple[int, ...]:
    """Return the seats that win or lose with `seat`: its whole team with teams, else `seat` alone."""
    return team_seats(rules, players, seat % 2) if rules.teams else (seat,)


def partners_of(rules: Rules, players: int, seat: int) -> tuple[int, ...]:
    """Return the other seats of `seat`'s team (empty without teams)."""
    return tuple(s for s in team_seats(rules, players, seat % 2) if s != seat)


def scoring_seats(rules: Rules, players: int, winner: int | None) -> tuple[int, ...]:
    """Return the seats whose cards the hand's `winner` scores: every other seat, or with teams the
    opposing team's seats only. Empty for a drawn hand (`winner` None)."""
    if winner is None:
        return ()
    side = side_of(rules, players, winner)
    return tuple(s for s in range(players) if s not in side)


def seat_points(rules: Rules, hands: Sequence[Sequence[Card]], winner: int | None) -> tuple[int, ...]:
    """Return, per seat, the points its cards left give the winner (0 for the winner's side and for
    every seat of a drawn hand). Their sum is the hand's `round_points()`."""
    scoring = scoring_seats(rules, len(hands), winner)
    return tuple(sum(c.points for c in hand) if s in scoring else 0 for s, hand in enumerate(hands))


def places(
    rules: Rules, totals: Sequence[int], winner: int | None = None, left: Sequence[int] | None = None
) -> tuple[int, ...]:
    """Return each seat's place in a match (1 for the first), from its `totals`.

    The match's `winner` (and with teams the whole winning team) places first; the others rank by
    total. Without teams, `left` (the points each seat's cards held when the deciding hand ended)
    breaks a tie of totals: fewer points left places higher, so the losers of a single hand rank by
    what they were left holding. Seats still equal share a place (1, 1, 3). With teams a team is ranked
    as one: every seat of a team has the team's place among the teams (1 and 2; both 1 when they tie).
    """
    n = len(totals)
    first = set(side_of(rules, n, winner)) if winner is not None else set()
    held = left if left is not None and not rules.teams else (0,) * n

    def key(seat: int) -> tuple[int, int, int]:
        return (0 if seat in first else 1, -totals[seat], held[seat])

    keys = [key(s) for s in range(n)]
    if rules.teams:  # rank the teams (the distinct keys), not the seats
        ranked = sorted(set(keys))
        return tuple(1 + ranked.index(mine) for mine in keys)
    return tuple(1 + sum(1 for other in keys if other < mine) for mine in keys)
