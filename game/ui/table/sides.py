"""UNO Flip!'s side of the table in the picture: the side in play, the backs every seat shows, the top
of the stock's back, and the table turning over (pure: no pygame).

The picture (`picture.Picture`) holds one `Sides`. `read(view)` takes what a view says (at once, or when
a batch has played); `turn(...)` starts the table turning over on the clock: the old side shows until
half way, when `swap` puts the new side in (the piles, every hand, the felt), and the cards open up
again. `progress(t)` says how far the turn is (None when the table is not turning) and `squash(t)` how
wide a card is drawn at that moment (1 flat on the table, 0 edge-on half way).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.model import Card, PlayerView

__all__ = ["TURN", "Sides", "other_side"]

TURN = 1.0
"""Seconds the table takes to turn over (at animation speed 1)."""


def other_side(side: str) -> str:
    """Return the side the backs show when `side` is in play."""
    return "light" if side == "dark" else "dark"


@dataclass
class Sides:
    """The sides the table shows (see the module's docstring)."""

    side: str = "light"
    """The side in play as the picture shows it (it changes half way through a turn)."""
    backs: list[tuple[Card, ...]] = field(default_factory=list)
    """Per seat, the other side of each card in its hand, in hand order (empty off UNO Flip!)."""
    stock_back: Card | None = None
    """The other side of the stock's top card (None off UNO Flip!, or when the stock is empty)."""
    two_sided: bool = False
    """The edition has two sides: the backs are shown as cards, the stock as its top's back."""
    t0: float = -10.0
    duration: float = 0.0
    from_side: str = "light"

    def read(self, view: PlayerView) -> None:
        """Take the side, the backs and the stock's back from `view` (the person's own entry is empty)."""
        self.two_sided = view.rules.deck.two_sided
        self.side = view.side
        self.backs = [tuple(b) for b in view.backs] if self.two_sided else []
        self.stock_back = view.stock_back

    def restart(self, view: PlayerView) -> None:
        """A new hand: no turn under way, and the side and backs of `view`."""
        self.skip()
        self.read(view)

    def show_stock(self, side: str, stock_back: Card | None) -> None:
        """The cut for dealer of UNO Flip!: the cards are about to be dealt on `side`; the stock shows
        `stock_back` on top (each card cut from it shows its other side there first)."""
        self.two_sided = True
        self.side = side
        self.stock_back = stock_back

    def put_on_stock(self, back: Card | None) -> None:
        """UNO Flip!: a card now lies on top of the stock showing `back` (None: nothing known changes)."""
        if back is not None:
            self.stock_back = back

    def backs_of(self, seat: int) -> tuple[Card, ...]:
        """Return the backs `seat` shows (empty when none are known)."""
        return self.backs[seat] if 0 <= seat < len(self.backs) else ()

    def add_back(self, seat: int, back: Card) -> None:
        """`seat` drew a card whose other side, `back`, everyone sees: it joins the end of its fan."""
        if 0 <= seat < len(self.backs):
            self.backs[seat] = (*self.backs[seat], back)

    def remove_back(self, seat: int, back: Card | None) -> None:
        """`seat` played a card whose other side is `back`: it leaves its fan (the first such back;
        None: nothing known changes)."""
        if back is not None and 0 <= seat < len(self.backs) and back in self.backs[seat]:
            backs = list(self.backs[seat])
            backs.remove(back)
            self.backs[seat] = tuple(backs)

    @property
    def back_side(self) -> str:
        """The side the backs show: the one not in play."""
        return other_side(self.side)

    # -- the turn ---------------------------------------------------------------------------------
    def turn(self, t0: float, duration: float) -> None:
        """Start turning the table over at game time `t0` for `duration` seconds."""
        self.t0 = t0
        self.duration = max(0.0, duration)
        self.from_side = self.side

    def swap(self, side: str, backs: list[tuple[Card, ...]], stock_back: Card | None) -> None:
        """Half way through the turn: the new side is in play, with its backs."""
        self.side = side
        self.backs = backs
        self.stock_back = stock_back

    def progress(self, t: float) -> float | None:
        """Return how far the table has turned at `t` (0..1), or None when it is not turning."""
        if self.duration <= 0.0 or not self.t0 <= t < self.t0 + self.duration:
            return None
        return (t - self.t0) / self.duration

    def turning(self, t: float) -> bool:
        """Return True while the table turns over."""
        return self.progress(t) is not None

    def squash(self, t: float) -> float:
        """Return the share of its width a card shows at `t`: 1 when flat, down to 0 edge-on half way."""
        k = self.progress(t)
        if k is None:
            return 1.0
        return abs(math.cos(math.pi * _ease(k)))

    def dark_share(self, t: float) -> float:
        """Return how much of the dark side's felt and light shows at `t` (0 light .. 1 dark)."""
        k = self.progress(t)
        dark = 1.0 if self.side == "dark" else 0.0
        if k is None:
            return dark
        start = 1.0 if self.from_side == "dark" else 0.0
        end = 0.0 if self.from_side == "dark" else 1.0
        return start + (end - start) * _ease(k)

    def skip(self) -> None:
        """End the turn now (the motion skipped)."""
        self.duration = 0.0


def _ease(k: float) -> float:
    k = min(1.0, max(0.0, k))
    return 4 * k * k * k if k < 0.5 else 1 - (-2 * k + 2) ** 3 / 2
