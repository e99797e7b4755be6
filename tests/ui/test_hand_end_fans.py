"""A hand's end on the table (issue 19's playtest: "opponents' fans vanish and counts read 0 during the
count, and the winner's UNO badge stays up").

Frame by frame after the winning card: each losing seat keeps its whole fan until its cards fly; its
cards leave one at a time, the seats one after another (in the order the results panel counts them), and
its count goes down with each card, never by two at once; the winner's UNO badge goes when the hand ends.
"""
from __future__ import annotations

import itertools

from tablekit import setup

from game.model import Card, Play, Rules
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60


def _ended(hands: list[list[str]]) -> tuple[Animator, list[int]]:
    """Mia (seat 1) said Uno and now plays her last card, Red 9; return the animator from just before
    and the hand sizes before the end."""
    game = setup(hands, ["R1"], rules=Rules(target_score=500), current=1)
    anim = Animator(["You", "Mia", "Leo", "Ava"][:len(hands)], 0, Layout((960, 540), len(hands), 0, True, 0.75),
                    seed=1, clock=Timeline(), sound=lambda _name: None)
    anim.sync(game.view(0))
    anim.uno.add(1)  # the badge of her call
    anim.update(0.5)
    sizes = [len(h) for h in hands]
    events = [e.seen_by(0) for e in game.apply(Play(1, Card.parse("R9")))]
    assert game.is_over
    anim.present(events, game.view(0))
    return anim, sizes


def test_each_losers_fan_keeps_its_cards_until_they_fly_and_its_count_goes_down_with_them() -> None:
    anim, sizes = _ended([["G5", "B2", "B3"], ["R9"], ["Y1", "Y2", "Y3", "Y4", "Y5"], ["G1", "G2", "G3"]])
    seen: list[list[int]] = [list(anim.counts)]
    for _ in range(int(6 / DT)):
        anim.update(DT)
        seen.append(list(anim.counts))
    for seat in (2, 3):
        counts = [c[seat] for c in seen]
        assert counts[0] == sizes[seat] and counts[-1] == 0
        drops = [a - b for a, b in itertools.pairwise(counts) if a != b]
        assert drops == [1] * sizes[seat], f"seat {seat}'s count went {counts}: one card at a time"
    # one seat after another: Leo's (seat 2, next after Mia) fan is empty before Ava's (3) first card leaves
    leo_done = next(i for i, c in enumerate(seen) if c[2] == 0)
    ava_starts = next(i for i, c in enumerate(seen) if c[3] < sizes[3])
    assert leo_done <= ava_starts
    assert seen[-1][0] == sizes[0], "the person's own cards stay in their hand"


def test_the_winners_uno_badge_goes_when_the_hand_ends() -> None:
    anim, _sizes = _ended([["G5", "B2", "B3"], ["R9"], ["Y1", "Y2"]])
    assert 1 in anim.uno
    while anim.busy:
        anim.update(DT)
        if anim.over:
            assert 1 not in anim.uno, "her badge is gone once the hand is over"
    assert anim.over and not anim.uno
