"""A match: hands played until a seat reaches the target score, the deal passing left."""
from __future__ import annotations

import random
from typing import Any

from game.model.cards import shown
from game.model.checks import DEALT, check_seat, check_seed
from game.model.game import Game
from game.model.rules import Rules
from game.model.teams import places, side_of, team_of

MATCH_FORMAT = "uno-match"
MATCH_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
"""Version 1 had no pending rules: it reads with none waiting. Version 3 adds the `teams` and
`custom_wild` rules (older saves read with their defaults)."""


class Match:
    """Hands until a seat reaches `rules.target_score` (one hand when that is None).

    Apply actions to `match.game` directly; `scores` counts every finished hand, the one that has
    just ended included. Call `next_round()` to deal the next hand. `rules` are the rules of the hand in
    play; house-rule changes wait in `pending_rules` and apply from the next hand, while the rules that
    shape the match (`MATCH_RULES`: target score, deck, hand size, teams) stay as the match began.
    """

    __slots__ = ("_banked", "_game", "_history", "_pending", "_players", "_quiet", "_rng", "_rules")

    def __init__(self, players: int, rules: Rules, rng: random.Random, game: Game) -> None:
        self._players = players
        self._rules = rules
        self._rng = rng
        self._game = game
        self._banked = [0] * players
        self._history: list[tuple[int | None, int]] = []
        self._pending: Rules | None = None
        self._quiet = game._quiet  # a quiet match deals quiet hands (see Game._quiet)

    @classmethod
    def new(cls, players: int, rules: Rules | None = None, seed: int | None = None) -> Match:
        """Start a match: the first dealer is chosen by the draw."""
        return cls._start(players, rules, seed, False)

    @classmethod
    def _start(cls, players: int, rules: Rules | None, seed: int | None, quiet: bool) -> Match:
        """`new`, for a quiet match too (its hands build no events: see Game._quiet)."""
        rules = Rules() if rules is None else rules
        rng = random.Random(check_seed(seed))
        game = Game._deal(players, rules, rng.getrandbits(64), None, None, quiet)
        return cls(players, rules, rng, game)

    @property
    def game(self) -> Game:
        """The hand in play (or the one just finished)."""
        return self._game

    @property
    def players(self) -> int:
        return self._players

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def pending_rules(self) -> Rules | None:
        """The rules the next hand will be dealt with, when they differ from the hand in play (else None)."""
        return self._pending

    def set_next_rules(self, rules: Rules) -> Rules:
        """Ask for `rules` from the next hand on: their house rules and Uno penalty apply then; the rules
        that shape the match (target score, deck, hand size, teams) stay as they are. Return the next hand's
        rules. Raises ValueError when the table could not be dealt with them."""
        upcoming = self._rules.for_next_hand(rules)
        upcoming.check(self._players)
        self._pending = None if upcoming == self._rules else upcoming
        return upcoming

    @property
    def next_rules(self) -> Rules:
        """The rules the next hand will be dealt with."""
        return self._rules if self._pending is None else self._pending

    @property
    def dealer(self) -> int:
        return self._game.dealer

    @property
    def hand_number(self) -> int:
        """1 for the first hand."""
        return len(self._history) + 1

    @property
    def history(self) -> list[tuple[int | None, int]]:
        """(winner, points) of every hand finished before the current one."""
        return list(self._history)

    @property
    def scores(self) -> list[int]:
        """Points per seat. With teams a hand's points go to every seat of the winning team."""
        scores = list(self._banked)
        game = self._game
        winner = game.winner
        if game.is_over and winner is not None:
            points = game.round_points()
            for seat in side_of(self._rules, self._players, winner):
                scores[seat] += points
        return scores

    def team_scores(self) -> list[int]:
        """With teams: the points of team 0 and team 1 (every seat of a team shows its team's total)."""
        if not self._rules.teams:
            raise ValueError("this match is not played in teams")
        scores = self.scores
        return [scores[0], scores[1]]

    @property
    def winning_team(self) -> int | None:
        """With teams, once the match is over: the team that won it (else None)."""
        if not self._rules.teams:
            return None
        winner = self.winner
        return None if winner is None else team_of(self._rules, winner)

    def won_by(self, seat: int) -> bool:
        """Return True when the match is over and `seat` won it: it went out in the deciding hand, or
        with teams its team won (partners win together)."""
        winner = self.winner
        return winner is not None and seat in side_of(self._rules, self._players, winner)

    def places(self) -> tuple[int, ...]:
        """Return each seat's place now (1 for the first; see `teams.places`): the winner's side first
        once the match is over, then by total, then (without teams) by the points left in the hand just
        ended; seats still equal share a place, and partners always do."""
        game = self._game
        left = [sum(c.points for c in hand) for hand in game.hands] if game.is_over else None
        return places(self._rules, self.scores, self.winner, left)

    @property
    def banked(self) -> list[int]:
        """Each seat's total before the hand in play: the finished hands before it only."""
        return list(self._banked)

    @property
    def wins(self) -> list[int]:
        """Hands won by each seat, the hand just finished included (a drawn hand counts for nobody)."""
        wins = [0] * self._players
        for winner, _points in self._history:
            if winner is not None:
                wins[winner] += 1
        game = self._game
        if game.is_over and game.winner is not None:
            wins[game.winner] += 1
        return wins

    @property
    def is_over(self) -> bool:
        if not self._game.is_over:
            return False
        target = self._rules.target_score
        if target is None:
            return True
        return max(self.scores) >= target

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        if self._rules.target_score is None:
            return self._game.winner
        scores = self.scores
        best = max(scores)
        leaders = [s for s, v in enumerate(scores) if v == best]
        # Only the winner of a hand scores, so the one who crossed the target is this hand's winner.
        winner = self._game.winner
        return winner if winner in leaders else leaders[0]

    def next_round(self, rules: Rules | None = None) -> Game:
        """Bank the finished hand and deal the next, the deal passing to the left.

        `rules` (else the pending ones, see `set_next_rules`) change the house rules from this hand on.
        """
        game = self._game
        if not game.is_over:
            raise ValueError("the hand in play is not over yet")
        if self.is_over:
            raise ValueError("the match is over")
        if rules is not None:
            self.set_next_rules(rules)
        self._banked = self.scores
        self._history.append((game.winner, game.round_points()))
        dealer = (game.dealer + 1) % self._players
        if self._pending is not None:
            self._rules, self._pending = self._pending, None
        self._game = Game._deal(self._players, self._rules, self._rng.getrandbits(64), dealer, None, self._quiet)
        return self._game

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict of the match, the hand in play included."""
        version, internal, gauss = self._rng.getstate()
        return {
            "format": MATCH_FORMAT,
            "version": MATCH_VERSION,
            "players": self._players,
            "rules": self._rules.to_dict(),
            "pending_rules": None if self._pending is None else self._pending.to_dict(),
            "banked": list(self._banked),
            "history": [[w, p] for w, p in self._history],
            "rng": {"version": version, "state": list(internal), "gauss": gauss},
            "game": self._game.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        """Read a dict from `to_dict`. Raise ValueError for a damaged save or an unknown version."""
        if not isinstance(data, dict):
            raise ValueError(f"damaged match save: expected an object, got {type(data).__name__}")
        if data.get("format") != MATCH_FORMAT:
            raise ValueError(f"not a saved match (format {shown(data.get('format'))})")
        if data.get("version") not in READABLE_VERSIONS:
            raise ValueError(
                f"saved match has version {shown(data.get('version'))}; this game reads version {MATCH_VERSION}"
            )
        try:
            players = data["players"]
            rules = Rules.from_dict(data["rules"])
            game = Game.from_dict(data["game"])
            if type(players) is not int or game.players != players or game.rules != rules:
                raise ValueError("the hand does not belong to this match")
            rng_data = data["rng"]
            state = rng_data["state"]
            if not isinstance(state, list) or len(state) != 625 or not all(type(x) is int for x in state):
                raise ValueError("bad random state")
            rng = random.Random()
            rng.setstate((_whole(rng_data["version"], "random version"), tuple(state), rng_data["gauss"]))
            match = cls(players, rules, rng, game)
            banked = data["banked"]
            if not isinstance(banked, list) or len(banked) != players:
                raise ValueError("bad scores")
            match._banked = [_whole(x, "score") for x in banked]
            if rules.teams and any(banked[s] != banked[s % 2] for s in range(players)):
                raise ValueError("partners' scores differ")
            history: list[tuple[int | None, int]] = []
            if not isinstance(data["history"], list):
                raise ValueError("bad history")
            for w, p in data["history"]:
                history.append((None if w is None else check_seat(w, players, "hand winner"), _whole(p, "points")))
            match._history = history
            if game.to_dict()["position"] == DEALT:  # a match of set-up hands keeps their freedom
                check_match(match)
            pending = data.get("pending_rules")
            if pending is not None:
                match.set_next_rules(Rules.from_dict(pending))
            return match
        except ValueError as exc:
            raise ValueError(f"damaged match save: {exc}") from None
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
            raise ValueError(f"damaged match save: {type(exc).__name__}: {exc}") from None
        except RecursionError:
            raise ValueError("damaged match save: a value is nested too deeply") from None


def _whole(value: Any, what: str) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(f"{what} must be a whole number from 0, got {shown(value)}")
    return value


def check_match(match: Match) -> None:
    """Raise ValueError when a loaded match of dealt hands is not one the rules can reach.

    The hands before the one in play were all finished with the match still open: without a target
    there is only the one hand, and no total had reached the target. Without teams, each seat's total
    is the points of the hands it won.
    """
    target = match.rules.target_score
    history = match.history
    if target is None and history:
        raise ValueError(f"a single-hand match with {len(history)} hands finished before this one")
    banked = match._banked
    if target is not None and history and max(banked) >= target:
        raise ValueError(f"a seat has {max(banked)} points, past the target {target}, and the match goes on")
    if not getattr(match.rules, "teams", False):
        won = [0] * match.players
        for winner, points in history:
            if winner is not None:
                won[winner] += points
            elif points:
                raise ValueError("a hand with no winner scored points")
        if won != banked:
            raise ValueError(f"the scores {banked} are not the sum of the hands won {won}")
