"""Card tracking for the hard CPU: what each opponent is known to hold, seems to lack, or prefers.

The tracker is fed the events its seat sees (`observe`, kept and read lazily) and brought up to date
with each view (`sync`). Per opponent hand it keeps:
- `known`: cards known to be in that hand (a hand it was given by a Seven-O swap or pass, a hand shown
  in a challenge), until they are played;
- `cover`: what the hand seemed to lack, and for how many of its oldest unknown cards. When a player
  draws in its turn it had nothing that played: no card of the colour in force, none of the top card's
  rank, no wild; when it plays a wild, it had no coloured card to play; when it takes a stacked Draw Two,
  it had no Draw Two. Each piece of evidence covers the cards held then (the oldest ones), not the cards
  drawn since. Drawing is always legal, so this is evidence, not proof: when dealing a guess of the
  hidden cards, a card the evidence excludes is still accepted now and then (`SOFT`);
- `chain`: its turn plays since it last received unknown cards. A guess of its hand, plus the cards it
  has played since, is the hand it chose from: guesses with which a sensible (normal) player would not
  have made those plays are redealt (up to `TRIES` times, keeping the guess that fits best).

`sample(view, rng)` deals one guess of every hidden card consistent with the view and this evidence:
the determinization the hard player searches on.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.ai.common import BluffRecord, Decision, bluff_rate, record_challenge, unseen_cards
from game.ai.normal import prefers
from game.model.cards import Card, Color, Rank, standard_deck
from game.model.events import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    ColorChosen,
    ColorDiscarded,
    Dealt,
    DirectionChanged,
    DrawReason,
    Event,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyPending,
    StockReshuffled,
)
from game.model.rules import Rules
from game.model.view import PlayerView

_R_DRAW = DrawReason.DRAW
_R_PENALTY = DrawReason.PENALTY
SOFT = 0.05
"""Chance of accepting a card the evidence excludes when guessing a hand."""
TRIES = 3
"""Guesses of one hand tried against its recent plays before keeping the one that fits best."""
CHAIN = 3
"""Recent plays of each hand checked against a guess."""

Key = Color | Rank | None
"""What a hand may lack: a colour, a rank, or None for the wilds."""


@dataclass
class SeatInfo:
    """What one hand is known to hold or to lack."""

    known: list[Card] = field(default_factory=list)
    cover: dict[Key, int] = field(default_factory=dict)
    chain: list[tuple[Card, Decision | None]] = field(default_factory=list)
    """Cards played from this hand since it last received unknown cards, oldest first, each with the
    turn decision it was (None for a jump-in, a stack or a card just drawn); at most CHAIN decisions."""


class Tracker:
    """Every card seen, and what each opponent holds or lacks, from one seat's events and views."""

    def __init__(self) -> None:
        self.me: int | None = None
        self.seats: list[SeatInfo] = []
        self.hand: list[Card] | None = None
        """Our own hand as the events tell it (None when hands moved and no view came since)."""
        self.sizes: list[int] = []
        self.bluffs: BluffRecord = {}
        """Across the hands of a match."""
        self.rules = Rules()
        self._buffer: list[Event] = []
        self._color: Color | None = None
        self._top: Card | None = None
        self._direction = 1
        self._discard: list[Card] = []
        self._in_penalty = False
        self._penalty_top: Card | None = None
        self._w4_prev: Color | None = None
        self._w4_pending: tuple[int, tuple[Key, ...]] | None = None
        self._drawer: int | None = None
        """A seat that just drew in its turn: whether the cards drawn played is not yet known."""
        self._drawn_keys: tuple[Key, ...] = ()

    # ------------------------------------------------------------------ feeding

    def observe(self, events: Sequence[Event]) -> None:
        """Keep the events; they are read at the next `sync` (cheap while it is not our turn)."""
        self._buffer.extend(events)

    def sync(self, view: PlayerView) -> None:
        """Read the events kept so far, then reconcile with `view` (the view wins any disagreement)."""
        self.rules = view.rules
        if self.me != view.player or len(self.seats) != view.players:
            self.me = view.player
            self.seats = [SeatInfo() for _ in range(view.players)]
            self.sizes = list(view.hand_sizes)
        buffer = self._buffer
        if buffer:
            self._buffer = []
            for e in buffer:
                self._event(e)
        self.hand = list(view.hand)
        self._color = view.color
        self._top = view.top
        self._direction = view.direction
        self._discard = list(view.discard_pile)
        self.sizes = list(view.hand_sizes)
        self._reconcile(view)

    def _reset(self, players: int) -> None:
        self._w4_pending = None
        self.seats = [SeatInfo() for _ in range(players)]
        self.hand = None
        self._in_penalty = False
        self._drawer = None
        self._discard = []
        self._direction = 1

    def _unknown(self, seat: int) -> int:
        return max(0, self.sizes[seat] - len(self.seats[seat].known))

    def _lacks(self, seat: int, keys: Sequence[Key], extra: int = 0) -> None:
        """Evidence: every unknown card of `seat` (but the `extra` newest) lacks `keys`."""
        cover = self.seats[seat].cover
        n = max(0, self._unknown(seat) - extra)
        for k in keys:
            cover[k] = n

    def _received(self, seat: int) -> None:
        """Unknown cards came in: the plays seen before no longer tell the hand they were made from."""
        self.seats[seat].chain.clear()

    def _settle_draw(self, e: Event) -> None:
        """Decide whether the cards a seat just drew played, from what happened next."""
        p = self._drawer
        if p is None:
            return
        if isinstance(e, (CardKept, CardPlayed)) and e.player == p:
            self._drawer = None  # the last card drawn played (kept, or played now)
            return
        if isinstance(e, (CardPlayed, CardsDrawn, ChallengeResolved, PenaltyPending)):
            self._lacks(p, self._drawn_keys)  # nothing drawn played either
            self._drawer = None

    def _event(self, e: Event) -> None:
        pending = self._w4_pending
        if pending is not None and isinstance(e, (CardPlayed, CardsDrawn, ChallengeResolved)):
            self._w4_pending = None
            if not isinstance(e, ChallengeResolved) and e.player != pending[0]:
                self._lacks(pending[0], pending[1])  # not challenged: most players do not bluff
        drawer = self._drawer
        if drawer is not None:
            self._settle_draw(e)
        if isinstance(e, CardPlayed):
            self._played(e, drawer == e.player)
        elif isinstance(e, CardsDrawn):
            self._drawn(e)
        elif isinstance(e, PenaltyPending):
            self._in_penalty = True
            self._penalty_top = self._top
        elif isinstance(e, ChallengeResolved):
            self._challenge(e)
        elif isinstance(e, CardTurned):
            if not e.returned:
                self._color = e.card.color
                self._top = e.card
                self._discard = [e.card]
        elif isinstance(e, ColorChosen):
            self._color = e.color
        elif isinstance(e, DirectionChanged):
            self._direction = e.direction
        elif isinstance(e, StockReshuffled):
            self._discard = self._discard[-1:]
        elif isinstance(e, HandsSwapped):
            self.sizes = list(e.sizes)
        elif isinstance(e, ColorDiscarded):
            self._discarded(e)
        elif isinstance(e, HandsPassed):
            self._pass(e.direction)
            self.sizes = list(e.sizes)
        elif isinstance(e, HandsShuffled):
            self.seats = [SeatInfo() for _ in self.seats]
            self.hand = None
            self.sizes = list(e.sizes)
        elif isinstance(e, Dealt):
            self._reset(len(e.counts))
            self.sizes = list(e.counts)
            me = self.me
            assert me is not None
            mine = e.hands[me] if me < len(e.hands) else None
            self.hand = list(mine) if mine is not None else None
        elif isinstance(e, HandOver):
            self._reset(len(self.seats))

    def _played(self, e: CardPlayed, just_drawn: bool) -> None:
        p = e.player
        card = e.card
        prev_color = self._color
        prev_top = self._top
        in_penalty = self._in_penalty
        turn_play = not in_penalty and not e.jump_in and not just_drawn and prev_top is not None
        if p == self.me:
            if self.hand is not None and card in self.hand:
                self.hand.remove(card)
        else:
            info = self.seats[p]
            decision: Decision | None = None
            if turn_play and prev_top is not None:
                decision = Decision(
                    p, tuple(self.sizes), prev_top, prev_color, self._direction, tuple(self._discard),
                    card, e.color, e.target,
                )
            chain = info.chain
            chain.append((card, decision))
            if sum(1 for _, d in chain if d is not None) > CHAIN:
                # Forget the oldest decision and the plays before the next one.
                del chain[0]
                while chain and chain[0][1] is None:
                    del chain[0]
            unknown_before = self._unknown(p)
            if card in info.known:
                info.known.remove(card)
            else:
                cover = info.cover
                for k in list(cover):
                    if card.color is k or card.rank is k:
                        if cover[k] >= unknown_before:
                            del cover[k]  # the evidence was wrong
                        else:
                            cover[k] = min(cover[k], unknown_before - 1)
                    else:
                        cover[k] = max(0, min(cover[k] - 1, unknown_before - 1)) if cover[k] < unknown_before else unknown_before - 1
            custom = card.rank is Rank.WILD_CUSTOMIZABLE and self.rules.custom_wild != "wild"
            if card.wild and turn_play and prev_color is not None and not custom:
                self.sizes[p] = e.left
                # A wild played on a colour: no coloured card played (true of a careful player).
                keys: list[Key] = [prev_color]
                if prev_top is not None and not prev_top.wild:
                    keys.append(prev_top.rank)
                if card.rank is Rank.WILD_DRAW_FOUR:
                    # Whether it lacked the colour is the question a challenge asks: wait for it.
                    self._w4_pending = (p, tuple(keys))
                else:
                    self._lacks(p, keys)
        if card.rank is Rank.WILD_DRAW_FOUR:
            self._w4_prev = prev_color
        self.sizes[p] = e.left
        self._color = e.color if card.wild else card.color
        self._top = card
        self._discard.append(card)
        self._in_penalty = False
        swaps = card.rank is Rank.SEVEN or (
            card.rank is Rank.WILD_CUSTOMIZABLE and self.rules.custom_wild == "swap_hands"
        )
        if e.target is not None and e.left > 0 and swaps:
            self._swap(p, e.target)

    def _discarded(self, e: ColorDiscarded) -> None:
        """A Wild Customizable ("discard_color"): the cards go face up under the top card."""
        p = e.player
        if p == self.me:
            if self.hand is not None:
                for c in e.cards:
                    if c in self.hand:
                        self.hand.remove(c)
        else:
            info = self.seats[p]
            for c in e.cards:
                if c in info.known:
                    info.known.remove(c)
            info.cover.pop(e.color, None)
            self._received(p)  # its recent plays no longer tell the hand they were made from
        self.sizes[p] = e.left
        self._discard[-1:-1] = list(e.cards)

    def _drawn(self, e: CardsDrawn) -> None:
        p = e.player
        if p == self.me:
            if self.hand is not None and e.cards is not None:
                self.hand.extend(e.cards)
            self.sizes[p] += e.count
            self._in_penalty = False
            return
        if e.reason == _R_DRAW and not self._in_penalty:
            if self._drawer != p:
                # Drew in its turn: it seemed to have nothing that played.
                keys: list[Key] = [None]
                if self._color is not None:
                    keys.append(self._color)
                top = self._top
                if top is not None and not top.wild:
                    keys.append(top.rank)
                self._lacks(p, keys)
                self._drawn_keys = tuple(keys)
            self._drawer = p
        elif e.reason == _R_PENALTY and self._in_penalty and self.rules.stacking:
            top = self._penalty_top
            if top is not None and top.rank is Rank.DRAW_TWO:
                self._lacks(p, [Rank.DRAW_TWO])  # took a stacked Draw Two: had none to stack
        self.sizes[p] += e.count
        self._received(p)
        self._in_penalty = False

    def _challenge(self, e: ChallengeResolved) -> None:
        self._in_penalty = False
        record_challenge(self.bluffs, e.accused, e.bluff)
        if e.accused == self.me:
            return
        info = self.seats[e.accused]
        if e.hand is not None:
            info.known = list(e.hand)
            info.cover = {}
        elif e.bluff and self._w4_prev is not None:
            info.cover.pop(self._w4_prev, None)
        elif self._w4_prev is not None:
            self._lacks(e.accused, [self._w4_prev])

    def _given(self) -> SeatInfo:
        """Return what a seat is known to hold once it receives our hand."""
        if self.hand is None:
            return SeatInfo()
        return SeatInfo(list(self.hand))

    def _swap(self, a: int, b: int) -> None:
        me = self.me
        seats = self.seats
        if me in (a, b):
            other = b if a == me else a
            seats[other] = self._given()
            self.hand = None
        else:
            seats[a], seats[b] = seats[b], seats[a]
            self._received(a)
            self._received(b)
        self.sizes[a], self.sizes[b] = self.sizes[b], self.sizes[a]

    def _pass(self, direction: int) -> None:
        me = self.me
        assert me is not None
        n = len(self.seats)
        old = self.seats
        new = [old[(s - direction) % n] for s in range(n)]
        new[(me + direction) % n] = self._given()
        new[me] = SeatInfo()
        self.seats = new
        self.hand = None
        for s in range(n):
            self._received(s)

    # ------------------------------------------------------------------ reading

    def _reconcile(self, view: PlayerView) -> None:
        """Make the known cards fit the view: sizes, and only cards that are still unseen."""
        pool = unseen_cards(view)
        me = view.player
        for s, info in enumerate(self.seats):
            if s == me:
                self.seats[s] = SeatInfo()
                continue
            size = view.hand_sizes[s]
            keep: list[Card] = []
            for c in info.known:
                if len(keep) < size and pool[c] > 0:
                    pool[c] -= 1
                    keep.append(c)
            info.known = keep
            unknown = size - len(keep)
            for k in list(info.cover):
                info.cover[k] = min(info.cover[k], unknown)
                if info.cover[k] <= 0:
                    del info.cover[k]

    def bluff_prior(self, seat: int, default: float) -> float:
        """Return the chance `seat` bluffs a Wild Draw Four, from the challenges seen."""
        return bluff_rate(self.bluffs, seat, default)

    def p_holds(
        self, view: PlayerView, seat: int, color: Color | None, rng: random.Random, samples: int = 32
    ) -> float:
        """Return the chance that `seat` holds a card of `color`, over guesses of the hidden cards."""
        if color is None:
            return 0.0
        if any(c.color is color for c in self.seats[seat].known):
            return 1.0
        hits = 0
        for _ in range(samples):
            hands, _deck = self.sample(view, rng, check=False)
            if any(c.color is color for c in hands[seat]):
                hits += 1
        return hits / samples

    def sample(
        self, view: PlayerView, rng: random.Random, check: bool = True
    ) -> tuple[list[list[Card]], list[Card]]:
        """Deal one guess of every hidden card: (hands, stock top-first), consistent with `view`.

        `check`: redeal guesses that do not fit each hand's recent plays (see the module docstring).
        """
        me = view.player
        pool_counts = unseen_cards(view)
        for s, info in enumerate(self.seats):
            if s != me:
                pool_counts.subtract(info.known)
        pool = sorted(pool_counts.elements(), key=_index)
        rand = rng.random
        keys = [rand() for _ in pool]
        order = sorted(range(len(pool)), key=keys.__getitem__)
        pool = [pool[i] for i in order]
        used = [False] * len(pool)
        hands: list[list[Card]] = [[] for _ in range(view.players)]
        hands[me] = list(view.hand)
        seats = [s for s in range(view.players) if s != me]
        # The most constrained hands first, so that they get their pick of the pool.
        seats.sort(key=lambda s: -sum(self.seats[s].cover.values()) - 3 * len(self.seats[s].chain))
        for s in seats:
            info = self.seats[s]
            need = view.hand_sizes[s] - len(info.known)
            best: list[int] | None = None
            best_miss = 1 << 30
            tries = TRIES if (check and info.chain) else 1
            for _ in range(tries):
                picks = _deal(info, need, pool, used, rand)
                if tries == 1:
                    best = picks
                    break
                miss = _misfits(info, [pool[i] for i in picks], view)
                if miss < best_miss:
                    if best is not None:
                        for i in best:
                            used[i] = False
                    best, best_miss = picks, miss
                    if miss == 0:
                        break
                else:
                    for i in picks:
                        used[i] = False
            assert best is not None
            hand = list(info.known) + [pool[i] for i in best]
            while len(hand) < view.hand_sizes[s]:  # not enough unseen cards (a deck we do not know)
                hand.append(_FILLER[rng.randrange(len(_FILLER))])
            hands[s] = hand
        deck = [pool[i] for i in range(len(pool)) if not used[i]]
        if len(deck) > view.draw_pile_size:
            deck = deck[: view.draw_pile_size]
        return hands, deck


def _index(card: Card) -> int:
    return card.index


_FILLER = standard_deck()


def _deal(
    info: SeatInfo, need: int, pool: list[Card], used: list[bool], rand: Callable[[], float]
) -> list[int]:
    """Pick `need` unused pool cards for a hand, oldest slot first, honouring its cover (softly).

    Each slot the evidence covers takes a card the evidence allows, except with chance SOFT, when
    it takes any card (the evidence may be wrong: drawing is always legal).
    """
    picks: list[int] = []
    cover = info.cover
    start = 0
    size = len(pool)
    for slot in range(need):
        banned = [k for k, n in cover.items() if slot < n] if cover else None
        strict = banned is not None and bool(banned) and rand() >= SOFT
        i = start
        chosen = -1
        first_free = -1
        while i < size:
            if not used[i]:
                if first_free < 0:
                    first_free = i
                    if not strict:
                        chosen = i
                        break
                card = pool[i]
                if not (card.color in banned or card.rank in banned):  # type: ignore[operator]
                    chosen = i
                    break
            i += 1
        if chosen < 0:
            chosen = first_free
        if chosen < 0:
            break
        used[chosen] = True
        picks.append(chosen)
        if not strict:
            start = chosen + 1
    return picks

def _misfits(info: SeatInfo, unknown: list[Card], view: PlayerView) -> int:
    """Return how many of the hand's recent plays a normal player would not have made with it."""
    back = list(info.known) + unknown
    miss = 0
    # Walk back from the newest play: the hand then was what is held now plus what it played since.
    for card, d in reversed(info.chain):
        back.append(card)
        if d is not None and not prefers(d, back, view.rules):
            miss += 1
    return miss
