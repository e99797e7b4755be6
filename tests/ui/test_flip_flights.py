"""UNO Flip!: a card in flight shows its real other side, never the classic red back.

At a Flip table every card's back is another card, which everyone sees: the fans of the others' hands,
the stock, a card drawn by another seat. The playtest met two flights that still showed the other
editions' back: a card leaving a CPU's hand while the dark side is in play, and the cut for dealer.
These tests read what is drawn (the card and the side each flight asks the art for), not pixels.
"""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.model import Card, CardTurned, DealerChosen, Dealt, Game, Play, Rules
from game.ui.cardart import CardArt
from game.ui.table.animator import Animator
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.sprites import Flight
from game.ui.table.stage import WINDUP

FLIP = Rules(edition="flip")
SIZE = (1280, 720)
DT = 1 / 120


class Made(Animator):
    """An animator that keeps every flight it lays out (a flight joins `flights` only as it sets off)."""

    made: list[Flight]

    def _fly(self, flight: Flight) -> Flight:
        self.made.append(flight)
        return super()._fly(flight)


def _table(players: int) -> tuple[Hud, Layout, Made]:
    pygame.font.init()
    layout = Layout(SIZE, players, 0, True, 1.0)
    names = [f"P{i}" for i in range(players)]
    hud = Hud(CardArt(), names, ["normal"] * players, 0)
    hud.set_layout(layout, False)
    anim = Made(names, 0, layout, seed=1)
    anim.made = []
    return hud, layout, anim


class Drawn:
    """Records every card the art is asked to draw: (card or None for the plain back, side seen on)."""

    def __init__(self, art: CardArt) -> None:
        self.calls: list[tuple[Card | None, str | None]] = []
        self._get = art.get

        def get(card: Card | None, width: int, angle: float = 0.0, side: str | None = None) -> Any:
            self.calls.append((card, side))
            return self._get(card, width, angle, side)

        art.get = get  # type: ignore[method-assign]


def _drawn_over(hud: Hud, anim: Animator, *flights: Flight) -> list[list[tuple[float, Card | None, str | None]]]:
    """Draw each of `flights` alone at every frame of its way (the clock runs from the first one's start
    to the last one's end); return for each (share of its time gone, card drawn, side seen on)."""
    drawn = Drawn(hud.look.art)
    surface = pygame.Surface(SIZE)
    out: list[list[tuple[float, Card | None, str | None]]] = [[] for _f in flights]
    while anim.t < min(f.t0 for f in flights):
        anim.update(DT)
    while anim.t < max(f.t1 for f in flights):
        for record, flight in zip(out, flights, strict=True):
            if flight.t0 <= anim.t < flight.t1:
                drawn.calls.clear()
                flight.draw(surface, hud.look.art, anim.t)
                share = (anim.t - flight.t0) / flight.duration
                record.extend((share, card, side) for card, side in drawn.calls)
        anim.update(DT)
    return out


def test_a_card_leaving_a_cpus_hand_on_the_dark_side_shows_its_light_side_then_its_face() -> None:
    # the dark side is in play (every card shows its dark face; its back is the light side)
    hands = [["P3/R1", "T2/Y2"], ["P2/R7", "O4/B9", "U6/G3"], ["T5/Y5", "O1/B1"], ["U2/G2", "U3/G4"]]
    game = Game.from_setup(hands, ["P5/R5"], ["T8/Y8", "O9/B6"], rules=FLIP, current=1)
    assert game.view(0).side == "dark"
    hud, _layout, anim = _table(4)
    anim.show(game.view(0))
    assert anim.sides.backs_of(1) == (Card.parse("R7"), Card.parse("B9"), Card.parse("G3"))
    events = game.apply(Play(1, Card.parse("P2")))
    anim.present([e.seen_by(0) for e in events], game.view(0))
    flight = next(f for f in anim.made if f.src == anim.seat_pos(1))
    [drawn] = _drawn_over(hud, anim, flight)
    assert drawn, "the card never flew"
    cards = {card for _share, card, _side in drawn}
    assert None not in cards, "a card in flight showed the classic back on a Flip table"
    first = [(card, side) for share, card, side in drawn if share < WINDUP * 0.9]
    assert first and all(card == Card.parse("R7") and side == "light" for card, side in first)
    # it turns as it sets off: a playtester read a light 7 flying half the way as the card played
    last = [card for share, card, _side in drawn if share > WINDUP + 0.1]
    assert last and all(card == Card.parse("P2") for card in last)


def test_the_person_never_sees_the_other_side_of_a_card_of_their_own() -> None:
    hands = [["P3/R1", "T2/Y2"], ["P2/R7", "O4/B9"]]
    game = Game.from_setup(hands, ["P5/R5"], ["T8/Y8"], rules=FLIP)
    played = game.apply(Play(0, Card.parse("P3")))[0]
    assert played.seen_by(0).back is None  # type: ignore[attr-defined]
    assert played.seen_by(1).back == Card.parse("R1")  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [3, 8])
def test_the_cut_for_dealer_in_a_flip_match_shows_each_cards_other_side(seed: int) -> None:
    game = Game.new(4, FLIP, seed=seed)
    cut = next(e for e in game.opening_events if isinstance(e, DealerChosen))
    seen = cut.seen_by(0)
    assert isinstance(seen, DealerChosen)
    assert len(seen.backs) == len(seen.draws)
    assert all(back.side in ("dark", None) and face.side == "light"  # a plain Wild is printed on both sides
               for back, (_s, face) in zip(seen.backs, seen.draws, strict=True))
    hud, layout, anim = _table(4)
    anim.present([seen], game.view(0))
    out = [f for f in anim.made if f.src == layout.draw_pile]
    back = [f for f in anim.made if f.dst == layout.draw_pile]
    assert len(out) == len(seen.draws) and len(back) == len({s for s, _c in seen.draws})
    for drawn, back_card, (_seat, face) in zip(_drawn_over(hud, anim, *out), seen.backs, seen.draws, strict=True):
        assert None not in {card for _share, card, _side in drawn}
        first = [(card, side) for share, card, side in drawn if share < 0.25]
        assert first and all(card == back_card and side == "dark" for card, side in first)
        assert all(card == face for share, card, _side in drawn if share > 0.75)
    for drawn in _drawn_over(hud, anim, *back):  # back to the stock, showing the side the stock shows
        assert drawn and all(card in seen.backs and side == "dark" for _share, card, side in drawn)


def test_the_classic_deck_keeps_its_backs_in_flight() -> None:
    game = Game.new(4, Rules(), seed=3)
    cut = next(e for e in game.opening_events if isinstance(e, DealerChosen))
    assert cut.seen_by(0) == cut and cut.backs == ()
    hud, layout, anim = _table(4)
    anim.present([cut], game.view(0))
    flight = next(f for f in anim.made if f.src == layout.draw_pile)
    [drawn] = _drawn_over(hud, anim, flight)
    assert any(card is None for share, card, _side in drawn if share < 0.25)


def test_during_the_cut_the_stock_shows_the_back_of_each_card_about_to_be_cut() -> None:
    game = Game.new(4, FLIP, seed=3)
    seen = next(e for e in game.opening_events if isinstance(e, DealerChosen)).seen_by(0)
    assert isinstance(seen, DealerChosen)
    _hud, layout, anim = _table(4)
    anim.present([seen], game.view(0))
    out = [f for f in anim.made if f.src == layout.draw_pile]
    shown = []
    while not all(f.launched for f in out):
        anim.update(DT)
        assert anim.sides.two_sided and anim.sides.back_side == "dark"
        shown.append(anim.sides.stock_back)
    assert all(back in shown for back in seen.backs[1:])  # (the first sets off as the cut begins)
    assert None not in shown


def test_the_deal_of_a_flip_hand_shows_each_cards_other_side_and_the_persons_own_faces() -> None:
    """Dealt to another seat, a card shows its other side (which everyone sees, and which then joins that
    seat's fan); dealt to the person, its face (nobody sees the other side of their own cards)."""
    game = Game.new(4, FLIP, seed=5)
    dealt = next(e for e in game.opening_events if isinstance(e, Dealt)).seen_by(0)
    assert isinstance(dealt, Dealt) and dealt.backs[0] == () and dealt.hands[0] is not None
    assert all(len(dealt.backs[s]) == dealt.counts[s] for s in (1, 2, 3))
    hud, layout, anim = _table(4)
    anim.present([dealt], game.view(0))
    flights = [f for f in anim.made if f.src == layout.draw_pile]
    assert len(flights) == sum(dealt.counts)
    drawn = _drawn_over(hud, anim, *flights)
    assert all(card is not None for record in drawn for _share, card, _side in record)
    to_me = [record for flight, record in zip(flights, drawn, strict=True) if flight.follow is not None]
    assert {card for record in to_me for _share, card, _side in record} <= set(dealt.hands[0])
    others = {card for flight, record in zip(flights, drawn, strict=True) if flight.follow is None
              for _share, card, _side in record}
    assert others == {back for s in (1, 2, 3) for back in dealt.backs[s]}


@pytest.mark.parametrize("dark", [False, True])
def test_the_cards_flying_at_a_flip_hands_end_show_the_faces_in_play(dark: bool) -> None:
    """At a hand's end the losers' cards fly to the winner face up, on the side in play, as the results
    count them (playtest on eab6cc2: a hand over on the dark side flew light faces to the winner), never
    the classic back."""
    from game.model import HandOver

    if dark:  # the dark side in play: the fans show the light faces
        hands = [["P3/R1", "T2/Y2"], ["P2/R7"], ["T5/Y5", "O1/B1", "T9/Y3"], ["U2/G2", "U3/G4"]]
        game = Game.from_setup(hands, ["P5/R5"], ["T8/Y8", "O9/B6"], rules=FLIP, current=1)
    else:
        hands = [["R1/P3", "Y2/T2"], ["R7/P2"], ["Y5/T5", "B1/O1", "Y3/T9"], ["G2/U2", "G4/U3"]]
        game = Game.from_setup(hands, ["R5/P5"], ["Y8/T8", "B6/O9"], rules=FLIP, current=1)
    view = game.view(0)
    assert view.side == ("dark" if dark else "light")
    hud, _layout, anim = _table(4)
    anim.show(view)
    fans = {s: anim.sides.backs_of(s) for s in (2, 3)}
    assert all(fans.values())
    events = game.apply(Play(1, game.view(1).hand[0]))
    assert game.is_over
    seen = [e.seen_by(0) for e in events]
    over = next(e for e in seen if isinstance(e, HandOver))
    faces = {s: set(over.hands[s]) for s in (2, 3)}
    assert all(not (faces[s] & set(fans[s])) for s in (2, 3))
    anim.made.clear()
    anim.present(seen, game.view(0))
    ending = [f for f in anim.made if f.dst == anim.seat_pos(1) and f.src in (anim.seat_pos(2), anim.seat_pos(3))]
    assert len(ending) == 5
    for flight, drawn in zip(ending, _drawn_over(hud, anim, *ending), strict=True):
        seat = 2 if flight.src == anim.seat_pos(2) else 3
        assert drawn and None not in {card for _share, card, _side in drawn}, "a plain back flew at a Flip hand's end"
        assert all(card in faces[seat] for _share, card, _side in drawn), "a card flew showing its side not in play"


@pytest.mark.parametrize("seed", [11, 4])
def test_the_first_card_turned_up_in_a_flip_hand_leaves_the_stock_showing_its_other_side(seed: int) -> None:
    """The first discard is turned up from the stock, whose top shows that card's dark side: it sets off
    showing that side (as the stock did), then its light face, and never the classic back (seen at
    1920x1080: a red UNO back rose from a stock of Flip cards)."""
    game = Game.new(4, FLIP, seed=seed)
    turned = next(e for e in game.opening_events if isinstance(e, CardTurned))
    assert turned.card.back is not None
    hud, _layout, anim = _table(4)
    anim.present([e.seen_by(0) for e in game.opening_events], game.view(0))
    flight = next(f for f in anim.made if f.src == anim.layout.draw_pile and f.dst == anim.layout.discard_pile)
    while anim.t < flight.t0 - 2 * DT:
        anim.update(DT)
    assert anim.sides.stock_back == turned.card.back.face, "the stock's top did not show the card about to turn"
    [drawn] = _drawn_over(hud, anim, flight)
    assert anim.sides.stock_back == game.view(0).stock_back  # the next card's other side (seed 4: not the same)
    assert drawn and None not in {card for _share, card, _side in drawn}, "the first card flew as a classic back"
    first = [(card, side) for share, card, side in drawn if share < 0.25]
    assert first and all(card == turned.card.back.face and side == "dark" for card, side in first)
    last = [card for share, card, _side in drawn if share > 0.75]
    assert last and all(card in (turned.card, turned.card.face) for card in last)


def test_a_swap_between_cpus_on_a_flip_table_never_flies_the_classic_back() -> None:
    """Playtest on a464556: a Seven-O swap between CPUs on the dark side flew the classic red UNO back for
    a hand of one or two (three cards flew, the fan showed fewer). Each flight shows a card the fan shows."""
    rules = Rules(edition="flip", seven_o=True)
    hands = [["P3/R1", "T2/Y2", "O5/B5"], ["P7/R2", "O4/B9"], ["T5/Y5"], ["U2/G2", "U3/G4", "U6/G6"]]
    game = Game.from_setup(hands, ["P5/R5"], ["T8/Y8", "O9/B6"], rules=rules, current=1)
    assert game.view(0).side == "dark"
    hud, _layout, anim = _table(4)
    anim.show(game.view(0))
    events = game.apply(Play(1, Card.parse("P7"), target=2))
    anim.present([e.seen_by(0) for e in events], game.view(0))
    swaps = [f for f in anim.made if f.src in (anim.seat_pos(1), anim.seat_pos(2))
             and f.dst in (anim.seat_pos(1), anim.seat_pos(2))]
    assert swaps, "no card flew between the two hands"
    for drawn in _drawn_over(hud, anim, *swaps):
        assert None not in {card for _share, card, _side in drawn}, "a flight showed the classic back"
