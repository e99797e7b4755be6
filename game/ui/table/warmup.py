"""Warming the card art ahead of need: faces, backs and shadows drawn in the spare time after frames.

`Warmup(art)` is owned by the table scene. `queue` lists every face the table may show at its layout's
sizes (most needed first), then a few slower jobs (the landing card's shadow, the CPUs' faces in every
mood); `add` puts cards at the head of the queue (the opening deal's, see `opening_cards`). After each
frame the scene's `idle` calls `prefetch` (the copies the flights under way show in the next
`WARM_AHEAD` frames) and `until` (queued art until the frame's spare time is spent), so no frame draws a
card copy itself. While anything is queued the table runs at full rate (`pending`).
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.model import ALL_CARDS, Card
from game.ui.table.fan import LEAN
from game.ui.table.layout import FAN_STEP, snap_fan

if TYPE_CHECKING:
    from game.ui.cardart import CardArt
    from game.ui.table.animator import Animator
    from game.ui.table.controller import TableController
    from game.ui.table.layout import Layout

__all__ = ["WARM_AHEAD", "Warmup", "opening_cards"]

WARM_AHEAD = 6
"""Frames ahead for which the cards in flight have their sizes and angles drawn in the spare time
after a frame (`idle`), so that no frame of a flight turns a card copy itself."""

Piece = tuple[Card | None, int]
"""A card face at a width (None: the back and its shadow)."""


def opening_cards(layout: Layout, c: TableController, anim: Animator, viewer: int) -> list[Piece]:
    """Return what the opening of a hand shows, in order: backs at every size, the dealt cards, the
    turned card, the viewer's hand."""
    cards: list[Piece] = [(None, w) for w in anim.levels()]
    mid = layout.mid_w
    for e in c.opening():
        for seat_card in getattr(e, "draws", ()):
            cards.append((seat_card[1], mid))
        card = getattr(e, "card", None)
        if isinstance(card, Card):
            cards.append((card, layout.card_w))
    if viewer >= 0:
        cards += [(card, layout.card_w) for card in c.view().hand]
    return cards


class Warmup:
    """The queue of card art to draw after frames, and the look-ahead of the cards in flight."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.cards: list[Piece] = []
        """Faces and backs still to draw, the next one last."""
        self.jobs: list[Callable[[], object]] = []
        """Slower pieces still to draw after the cards, the next one last."""

    @property
    def pending(self) -> bool:
        """Return True while anything is queued."""
        return bool(self.cards or self.jobs)

    def queue(self, layout: Layout, jobs: Iterable[Callable[[], object]] = ()) -> None:
        """Queue every face the table may show at `layout`'s sizes, most needed first, then the landing
        card's shadow and `jobs` (the CPUs' faces in every mood); replaces what was queued."""
        art = self.art
        todo: list[Piece] = [(None, w) for w in layout.levels]
        todo += [(c, layout.card_w) for c in ALL_CARDS]
        self.cards = todo[::-1]
        # the shadow of the pile's top card as it lands (a blur: milliseconds), then the faces' moods
        queued: list[Callable[[], object]] = [lambda: art.shadow(layout.pop_w), *jobs]
        self.jobs = queued[::-1]

    def add(self, cards: list[Piece]) -> None:
        """Draw `cards` before anything queued, in their order."""
        self.cards += cards[::-1]

    def for_(self, budget: float) -> None:
        """Draw queued art (the end of each queue first) for at most `budget` seconds."""
        self.until(time.perf_counter() + budget)

    def until(self, until: float) -> None:
        """Draw queued art until `time.perf_counter()` reaches `until` (at least one piece)."""
        art = self.art
        first = True
        while self.cards and (first or time.perf_counter() < until):
            first = False
            card, w = self.cards.pop()
            if card is None:
                art.back(w)
                art.shadow(w)
            else:
                art.face(card, w)
        while self.jobs and (first or time.perf_counter() < until):
            first = False
            self.jobs.pop()()

    def prefetch(self, anim: Animator, layout: Layout) -> None:
        """Draw the card copies the flights under way show in the next frames (sizes, angles, the
        landing pop on the pile), so that those frames only blit them."""
        art = self.art
        step = 1.0 / 60
        for f in anim.flights:
            if f.landed:
                continue
            for i in range(1, WARM_AHEAD + 1):
                _c, width, angle, shown, height = f.state(anim.t + i * step)
                art.get(shown, width, angle, f.side_shown(shown))
                art.shadow(width, angle, height)
            if f.card is not None and f.dst == layout.discard_pile and f.face_at is not None:
                art.get(f.card, layout.pop_w, f.angle1)
                art.shadow(layout.pop_w, f.angle1)

    def fan(self, anim: Animator, layout: Layout, until: float) -> None:
        """Draw the turned copies the person's fanned hand may show as it leans (each card at the angles
        within `fan.LEAN` of its own) and their shadows, until `time.perf_counter()` reaches `until`."""
        art = self.art
        w = layout.card_w
        steps = round(LEAN / FAN_STEP)
        for sprite in anim.hand:
            base = snap_fan(sprite.target_angle)
            for k in range(-steps, steps + 1):
                if time.perf_counter() >= until:
                    return
                angle = base + k * FAN_STEP
                art.get(sprite.card, w, angle)
                for lift in (0.0, 0.5, 1.0):
                    art.shadow(w, angle, lift)
