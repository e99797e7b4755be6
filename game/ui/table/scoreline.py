"""The table's top line: the hand number, the target and the scores that matter to the viewer (no pygame).

Without teams: the viewer's own total. With teams: both teams' totals (the model's `Match.team_scores`),
the viewer's team first and marked, so that a team player always sees the score of the other side.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.model.match import Match
from game.model.teams import seat_teams
from game.ui.words import team_name

__all__ = ["score_line"]


def score_line(match: Match, names: Sequence[str], viewer: int | None, several: bool) -> str:
    """Return the top line for `viewer` (None: a CPU-only demo); `several`: people share the screen."""
    target = match.rules.target_score
    if target is None:
        head = _("Single hand")
    else:
        head = _("Hand {hand} · to {target}").format(hand=match.hand_number, target=target)
        teams = seat_teams(match.rules, match.players)
        if teams:
            totals = match.team_scores()
            team = teams[viewer] if viewer is not None else None
            order = (team, 1 - team) if team is not None else (0, 1)
            parts = []
            for t in order:
                if t == team and not several:
                    parts.append(_("{team} (you) {points}").format(team=team_name(t), points=totals[t]))
                else:
                    parts.append(_("{team} {points}").format(team=team_name(t), points=totals[t]))
            head += " · " + " · ".join(parts)
        elif viewer is not None and several:
            # Translators: the points of the person holding a shared screen, on the top line ("Player 2: 40").
            head += " · " + _("{name}: {points}").format(name=names[viewer], points=match.scores[viewer])
        elif viewer is not None:
            head += " · " + _("you {points}").format(points=match.scores[viewer])
    return _("Demo · {line}").format(line=head) if viewer is None else head
