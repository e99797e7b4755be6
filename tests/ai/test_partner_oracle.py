"""The partner oracle's hand placing (tools/partner_oracle.py): the measurement of docs/ai.md's bound on
partner play relies on it dealing real hands into the hard player's guesses without losing a card."""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from game.ai.tracker import Tracker
from game.model import Game, Rules

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from partner_oracle import put_in_place


def test_a_told_partner_gets_its_real_hand_and_every_card_stays_in_the_guess() -> None:
    rules = Rules(teams=True)
    for seed in range(20):
        game = Game.new(4, rules, seed=seed)
        view = game.view(0)
        tracker = Tracker()
        tracker.sync(view)
        hands, stock = tracker.sample(view, random.Random(seed))
        before = Counter(c for h in hands for c in h) + Counter(stock)
        real = list(game.hands[2])
        put_in_place(hands, stock, 0, {2: real})
        assert Counter(hands[2]) == Counter(real), "the partner holds exactly its real cards"
        assert Counter(c for h in hands for c in h) + Counter(stock) == before, "no card lost or doubled"
        assert [len(h) for h in hands] == [len(h) for h in game.hands], "every hand keeps its size"
        assert hands[0] == list(game.hands[0]), "its own hand is untouched"
