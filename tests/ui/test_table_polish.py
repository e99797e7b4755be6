"""Issue 19, the fresh-eyes playtest's visual defects at the table: the cut for dealer after a tie."""
from __future__ import annotations

from tablekit import setup

from game.model import Card
from game.model.events import DealerChosen
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60


def test_the_seats_dropped_from_a_re_cut_lose_their_cut_cards_when_it_deals() -> None:
    # Mia and Leo tie on 9: they cut again; You (5) and Ava (2) are out of it and their cards must go
    game = setup([["R5", "G7"], ["B3", "B6"], ["Y1", "Y2"], ["G1", "G2"]], ["R1"])
    clock = Timeline()
    anim = Animator(["You", "Mia", "Leo", "Ava"], 0, Layout((960, 540), 4, 0, True, 0.75), seed=1, clock=clock)
    anim.sync(game.view(0))
    c = Card.parse
    cut = DealerChosen(((0, c("R5")), (1, c("G9")), (2, c("B9")), (3, c("Y2")), (1, c("R3")), (2, c("Y8"))), 2)
    anim.present([cut], game.view(0))
    seen: list[set[int]] = []
    while anim.busy:
        anim.update(DT)
        seen.append(set(anim.dealer_cards))
    # the first cut shows all four cards
    full = seen.index({0, 1, 2, 3})
    # then the re-cut: only the two who cut again keep a card up, until the cut ends
    later = seen[full + 1:]
    recut = next((i for i, s in enumerate(later) if s and s <= {1, 2}), None)
    assert recut is not None, f"the seats out of the re-cut keep their cards: {[s for s in later if s][:1]}"
    assert all(s <= {1, 2} for s in later[recut:]), "a dropped seat's card came back"
    assert not seen[-1], "the cut's cards are cleared once the dealer is known"
