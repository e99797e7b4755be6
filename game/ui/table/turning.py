"""UNO Flip!: the table turning over on a Flip (`TableTurned`), as one motion of about a second.

The piles and every hand turn like real cards (each drawn narrower until it stands on its edge half way,
then opening on its other side: `sides.Sides.squash`), and the felt and its light cross-fade to the
side coming up, a sheen of light sweeping across it and the word "Flip" popping over the piles. Half
way, the picture takes the new side: the discard pile is the card the turn brought
up, every hand shows the new side (the person's own cards their new faces, the others' their new backs),
the colour in force is the new top's. Fast-forwarding (a new batch, or a skip) lands it at once.
"""
from __future__ import annotations

from game.i18n import pgettext
from game.model import Event, PlayerView, TableTurned
from game.ui.table import flourish
from game.ui.table.sides import TURN
from game.ui.table.stage import Stage

__all__ = ["table_turned"]


def table_turned(anim: Stage, e: Event, view: PlayerView) -> None:
    """Lay out the table turning over (see the module)."""
    assert isinstance(e, TableTurned)
    start = anim._cursor
    d = anim.d(TURN)
    viewer = anim.viewer
    mine = e.hands[viewer] if 0 <= viewer < len(e.hands) else ()
    backs = [() if seat == viewer else tuple(hand) for seat, hand in enumerate(e.hands)]

    def begin() -> None:
        anim.sides.turn(anim.t, d)
        anim.sound("shuffle")
        if not anim.reduce_motion():  # a sheen of light sweeps the cloth as it turns, and the word pops
            anim.effects.append(flourish.sheen(anim.t, d))
            anim.effects.append(flourish.word(pgettext("card", "Flip"), anim.t, d))

    def swap() -> None:
        anim.sides.swap(e.side, backs, view.stock_back)
        anim.pile = [(e.top, anim._land_angle())]
        anim._set_color(e.top.color)  # a wild brought up: its colour is named next (ColorChosen)
        anim.counts = [len(hand) for hand in e.hands]
        if viewer >= 0:
            anim.hand = anim._new_hand(mine)
            anim.refan(0.0)

    def end() -> None:
        anim.sides.skip()

    anim._at(start, begin)
    anim._at(start + d / 2, swap)
    anim._at(start + d, end)
    anim._cursor = start + d + anim.d(0.05)
