"""What the end-of-hand and end-of-match screens show: the hand's result read once from the session, and
the small drawings both screens use (a seat's badge, the winner's crown, a team's mark).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ai import LEVEL_LABELS
from game.i18n import N_, _, ngettext
from game.model.teams import TEAM_NAMES, seat_points, seat_teams, side_of
from game.ui.cardart import CARD_ASPECT
from game.ui.faces import FaceArt, face_for
from game.ui.palette import AVATAR_COLORS, GOLD, TEAM_COLORS, WHITE
from game.ui.text import draw_text
from game.ui.words import level_name, team_name

if TYPE_CHECKING:
    from game.model import Card
    from game.session import Session
    from game.ui.cardart import CardArt

__all__ = [
    "KIND_LABELS",
    "PERSON_KIND",
    "HandResult",
    "draw_avatar",
    "draw_cards",
    "draw_crown",
    "draw_team_mark",
    "hand_footer",
    "hand_result",
    "hand_title",
    "kind_words",
    "seat_face",
    "seed_line",
    "team_totals",
]

KIND_LABELS = {"human": N_("You"), **{level: f"{label} CPU" for level, label in LEVEL_LABELS.items()}}
"""Each seat kind's English label (the keys: "human" and the levels); shown through `kind_words`."""


def kind_words(kind: str) -> str:
    """Return what a results row calls a seat's kind ("You", "Easy CPU") in the player's language."""
    if kind == "human":
        return _("You")
    if kind in LEVEL_LABELS:
        return _("{level} CPU").format(level=level_name(kind))
    return kind
PERSON_KIND = N_("Player")
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
    teams: bool = False         # two teams: a hand's points go to the whole team
    people: tuple[int, ...] = ()
    """The people's seats; with more than one (pass-and-play) `human` is None: nobody is "you"."""
    seed: int | None = None
    """The match's seed: `uno --seed S` deals this match again (its hands, dealer and CPU decisions)."""
    seat_teams: tuple[int, ...] = ()
    """Each seat's team (the model's `seat_teams`; empty without teams)."""
    scored: tuple[int, ...] = ()
    """Per seat: the points its cards give the winner (the model's `seat_points`: 0 for the winner's
    side, a partner's cards score nothing)."""
    side: tuple[int, ...] = ()
    """The seats this hand's points go to: the winner, with teams its whole team (empty: drawn)."""
    match_side: tuple[int, ...] = ()
    """The seats that won the match (the winner, or its whole team), once it is over."""
    places: tuple[int, ...] = ()
    """Each seat's place in the match (the model's `Match.places`: partners share their team's)."""

    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, seat: int | None) -> str:
        """Return the name shown for `seat`."""
        return _("Nobody") if seat is None else self.names[seat]

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.human

    def team_name(self, seat: int) -> str:
        """Return the name of `seat`'s team ("Team A"); with no teams, the seat's name."""
        return team_name(self.seat_teams[seat]) if self.seat_teams else self.name(seat)

    def yours(self, seats: tuple[int, ...]) -> bool:
        """Return True when the person at the screen (one person) sits among `seats`."""
        return self.human is not None and self.human in seats

    def scores(self, seat: int) -> bool:
        """Return True when `seat`'s cards count for the hand's winner."""
        return bool(self.scored) and self.scored[seat] > 0


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
    rules = match.rules
    n = len(seats)
    match_winner = match.winner
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
        match_winner=match_winner,
        teams=bool(seat_teams(rules, n)),
        people=people,
        seed=session.config.seed,
        seat_teams=seat_teams(rules, n),
        scored=seat_points(rules, hands, winner),
        side=side_of(rules, n, winner) if winner is not None else (),
        match_side=side_of(rules, n, match_winner) if match_winner is not None else (),
        places=match.places(),
    )


def seed_line(r: HandResult) -> str:
    """Return the results panel's word on the seed, for a player: the match's number and the hand (the
    README's "Replay a match" says how the number deals the match again; a player is not sent there)."""
    # Translators: {seed} is the match's number (its seed), shown as "#12345".
    return _("Match #{seed}, hand {hand}").format(seed=r.seed, hand=r.hand_number)


# --------------------------------------------------------------------------------------------------
# Small drawings shared by the end-of-hand and match-over screens


_FACES = FaceArt(48)
"""The CPUs' faces on the end screens (their own cache: the table's goes with the table)."""


def seat_face(r: HandResult, seat: int) -> int | None:
    """Return the look of `seat`'s face (a CPU's, as at the table), or None for a person (their initial)."""
    return face_for(r.names[seat], seat) if r.kinds[seat] != "human" else None


def draw_avatar(surface: pygame.Surface, seat: int, name: str, center: tuple[int, int], radius: int,
                ring: tuple[int, int, int] | None = None, face: int | None = None, mood: str = "calm") -> None:
    """Draw a seat's round badge: a coloured disc with the face of a CPU (`face`, its look, in `mood`:
    the same face as at the table) or the initial of a person's name."""
    color = AVATAR_COLORS[seat % len(AVATAR_COLORS)]
    edge = max(1, radius // 8)
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + max(1, radius // 10), center[1] + max(1, radius // 7)), radius)
    pygame.draw.circle(surface, color, center, radius)
    if face is not None:
        pic = _FACES.face(face, mood, 2 * (radius - edge), color)
        surface.blit(pic, pic.get_rect(center=center))
    pygame.draw.circle(surface, ring or WHITE, center, radius, edge)
    if face is None:
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


def team_totals(r: HandResult, totals: tuple[int, ...] | None = None) -> str:
    """Return both teams' totals ("Team A 120 · Team B 45"), the person's team marked "(you)";
    `totals` (per seat) default to the match's totals after the hand."""
    totals = r.totals if totals is None else totals
    parts = []
    for team in range(len(TEAM_NAMES)):
        seats = [s for s, t in enumerate(r.seat_teams) if t == team]
        if not seats:
            continue
        if r.yours(tuple(seats)):
            parts.append(_("{team} (you) {points}").format(team=team_name(team), points=totals[seats[0]]))
        else:
            parts.append(_("{team} {points}").format(team=team_name(team), points=totals[seats[0]]))
    return " · ".join(parts)


def draw_cards(surface: pygame.Surface, art: CardArt, hand: tuple[Card, ...], midleft: tuple[int, int], width: int,
               card_w: int) -> None:
    """Draw a hand's cards face up from `midleft`, overlapping to fit `width` pixels."""
    x, cy = midleft
    ch = round(card_w * CARD_ASPECT)
    n = len(hand)
    step = max(1.0, card_w * 0.72 if n < 2 else min(card_w * 0.72, (width - card_w) / (n - 1)))
    for i, card in enumerate(hand):
        surface.blit(art.get(card, card_w), (round(x + i * step), cy - ch // 2))


def hand_title(r: HandResult) -> tuple[str, str]:
    """Return the end-of-hand screen's title and the line under it."""
    if r.winner is None:
        head = _("A drawn hand")
        sub = _("The hand went on too long and ended with no winner: nobody scores.")
    elif r.teams:
        team = r.team_name(r.winner)
        head = _("Your team wins the hand!") if r.yours(r.side) else _("{team} wins the hand").format(team=team)
        if r.is_you(r.winner):
            sub = ngettext("You went out: {team} scores {n} point from the other team's cards.",
                           "You went out: {team} scores {n} points from the other team's cards.", r.points)
        else:
            sub = ngettext("{name} went out: {team} scores {n} point from the other team's cards.",
                           "{name} went out: {team} scores {n} points from the other team's cards.", r.points)
        sub = sub.format(name=r.name(r.winner), team=team, n=r.points)
    elif r.is_you(r.winner):
        head = _("You win the hand!")
        sub = ngettext("You score {n} point from the cards left in the other hands.",
                       "You score {n} points from the cards left in the other hands.", r.points).format(n=r.points)
    else:
        head = _("{name} wins the hand").format(name=r.name(r.winner))
        sub = ngettext("{name} scores {n} point from the cards left in the other hands.",
                       "{name} scores {n} points from the cards left in the other hands.", r.points).format(
            name=r.name(r.winner), n=r.points)
    if r.target is None:
        sub = _("Single hand · {line}").format(line=sub)
    return head, sub


def hand_footer(r: HandResult, counted: int) -> str:
    """Return the end-of-hand screen's footer line; `counted` is the hand's points counted up so far
    (the teams' totals count up with the rows)."""
    if r.target is None:
        return _("Single hand — this hand decides the game.")
    points = r.totals[r.match_winner or 0]
    if r.match_over and r.teams:
        if r.yours(r.match_side):
            return _("Your team wins the match with {n} points!").format(n=points)
        return _("{team} wins the match with {n} points!").format(team=r.team_name(r.match_winner or 0), n=points)
    if r.match_over:
        if r.is_you(r.match_winner):
            return _("You win the match with {n} points!").format(n=points)
        return _("{name} wins the match with {n} points!").format(name=r.name(r.match_winner), n=points)
    if r.teams:
        shown = tuple(r.before[seat] + (counted if seat in r.side else 0) for seat in range(r.players))
        return _("Hand {hand} · first to {target} · {totals}").format(hand=r.hand_number, target=r.target,
                                                                    totals=team_totals(r, shown))
    return _("Hand {hand} · first to {target} wins the match · highest: {points}").format(
        hand=r.hand_number, target=r.target, points=max(r.totals))


def draw_team_mark(surface: pygame.Surface, team: int, midleft: tuple[int, int], height: int) -> int:
    """Draw a team's mark (its letter on its colour) with its left edge at `midleft`; return its right."""
    x, cy = midleft
    h = max(10, height)
    rect = pygame.Rect(x, cy - h // 2, round(h * 1.05), h)
    pygame.draw.rect(surface, TEAM_COLORS[team], rect, border_radius=max(3, h // 4))
    pygame.draw.rect(surface, WHITE, rect, max(1, h // 12), border_radius=max(3, h // 4))
    draw_text(surface, TEAM_NAMES[team][-1], max(8, round(h * 0.7)), rect.center, WHITE, True, "center")
    return rect.right
