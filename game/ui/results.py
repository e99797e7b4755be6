"""What the end-of-hand and end-of-match screens show: the hand's result read once from the session, and
the small drawings both screens use (a seat's badge, the winner's crown).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ai import LEVEL_LABELS
from game.ui.palette import AVATAR_COLORS, GOLD, WHITE
from game.ui.text import draw_text

if TYPE_CHECKING:
    from game.model import Card
    from game.session import Session

__all__ = ["KIND_LABELS", "PERSON_KIND", "HandResult", "draw_avatar", "draw_crown", "hand_result", "seed_line"]

KIND_LABELS = {"human": "You", **{level: f"{label} CPU" for level, label in LEVEL_LABELS.items()}}
PERSON_KIND = "Player"
"""A person's row with several people at the screen (pass-and-play), where nobody is "you"."""


@dataclass(frozen=True)
class HandResult:
    """What the end-of-hand and end-of-match screens show, read once from the session."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    human: int | None
    winner: int | None          # the hand's winner (None: a drawn hand)
    points: int                 # what the winner scores this hand
    hands: tuple[tuple[Card, ...], ...]
    values: tuple[int, ...]     # the points of the cards left in each hand
    before: tuple[int, ...]     # each seat's total before this hand
    totals: tuple[int, ...]     # each seat's total after it
    wins: tuple[int, ...]       # hands won by each seat in the match, this one included
    hand_number: int
    target: int | None          # None: a single hand
    match_over: bool
    match_winner: int | None
    teams: bool = False         # two teams (even seats, odd seats): a hand's points go to the whole team
    people: tuple[int, ...] = ()
    """The people's seats; with more than one (pass-and-play) `human` is None: nobody is "you"."""
    seed: int | None = None
    """The match's seed: `uno --seed S` deals this match again (its hands, dealer and CPU decisions)."""

    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, seat: int | None) -> str:
        """Return the name shown for `seat`."""
        return "Nobody" if seat is None else self.names[seat]

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.human


def hand_result(session: Session) -> HandResult:
    """Read the finished hand and the match's totals from `session`."""
    match = session.match
    seats = session.config.seats
    outcome = match.game.outcome()
    winner = outcome.winner if outcome is not None else None
    points = outcome.points if outcome is not None and winner is not None else 0
    shown: tuple[tuple[Card, ...], ...] = outcome.hands if outcome is not None else tuple(() for _ in seats)
    hands = tuple(tuple(sorted(h, key=lambda c: c.sort_key)) for h in shown)
    totals = tuple(match.scores)
    before = tuple(match.banked)
    people = tuple(session.config.people)
    return HandResult(
        names=tuple(s.name for s in seats),
        kinds=tuple(s.kind for s in seats),
        human=session.human if len(people) <= 1 else None,
        winner=winner,
        points=points,
        hands=hands,
        values=tuple(sum(c.points for c in h) for h in hands),
        before=before,
        totals=totals,
        wins=tuple(match.wins),
        hand_number=match.hand_number,
        target=match.rules.target_score,
        match_over=match.is_over,
        match_winner=match.winner,
        teams=match.rules.teams,
        people=people,
        seed=session.config.seed,
    )


def seed_line(r: HandResult) -> str:
    """Return the results panel's word on the seed: how to deal this match again."""
    return f"Seed {r.seed}, hand {r.hand_number} · uno --seed {r.seed} with the same seats deals this match again"


# --------------------------------------------------------------------------------------------------
# Small drawings shared by the end-of-hand and match-over screens


def draw_avatar(surface: pygame.Surface, seat: int, name: str, center: tuple[int, int], radius: int,
                ring: tuple[int, int, int] | None = None) -> None:
    """Draw a seat's round badge: a coloured disc with the name's initial."""
    color = AVATAR_COLORS[seat % len(AVATAR_COLORS)]
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + max(1, radius // 10), center[1] + max(1, radius // 7)), radius)
    pygame.draw.circle(surface, color, center, radius)
    pygame.draw.circle(surface, ring or WHITE, center, radius, max(1, radius // 8))
    initial = (name.strip()[:1] or "?").upper()
    draw_text(surface, initial, max(8, round(radius * 1.15)), (center[0], center[1] + max(1, radius // 12)),
              WHITE, True, "center")


def draw_crown(surface: pygame.Surface, center: tuple[float, float], width: float,
               color: tuple[int, int, int] = GOLD) -> None:
    """Draw a small crown `width` pixels wide centred on `center`."""
    cx, cy = center
    w = width
    h = w * 0.62
    x0, x1 = cx - w / 2, cx + w / 2
    y0, y1 = cy - h / 2, cy + h / 2
    pts = [
        (x0, y1), (x0, y0 + h * 0.18), (cx - w * 0.25, y0 + h * 0.55), (cx, y0),
        (cx + w * 0.25, y0 + h * 0.55), (x1, y0 + h * 0.18), (x1, y1),
    ]
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, (120, 80, 10), pts, max(1, round(w / 14)))
    r = max(1, round(w * 0.07))
    for p in (pts[1], pts[3], pts[5]):
        pygame.draw.circle(surface, WHITE, (round(p[0]), round(p[1])), r)
