"""The table animates team hands with each Wild Customizable rule and keeps its picture in step with the
game (no correction needed after any batch of events)."""
from __future__ import annotations

import random

import pytest

from game.model import CUSTOM_WILDS, Rules
from game.session import MatchConfig, Session
from game.ui.table.controller import TableController

DT = 1 / 60


WORDS = {
    "swap_hands": "swapped hands",
    "others_draw_one": "everyone else draw one",
    "skip_everyone": "skip everyone",
    "discard_color": "discard",
    "target_draws_two": "draw two",
}


@pytest.mark.parametrize("custom", [c for c in CUSTOM_WILDS if c != "wild"])
def test_the_picture_follows_a_team_hand_with_each_custom_wild(custom: str) -> None:
    from game.ui.table.animator import Animator
    from game.ui.table.layout import Layout

    rules = Rules.from_spec(f"teams,edition=2018,custom_wild={custom},target_score=5000,hand_size=12")
    session = Session.new(MatchConfig.quick(4, "random", rules=rules, seed=23, human=True))
    layout = Layout((1280, 720), 4, 0, True, 1.0)
    anim = Animator([s.name for s in session.config.seats], 0, layout, speed=lambda: 3.0, seed=1)
    c = TableController(session, presenter=anim, seed=5, threaded=False, cpu_speed=4.0)
    c.start()
    rng = random.Random(4)
    seen: set[str] = set()
    hands = 0
    while hands < 2 or not any(WORDS[custom] in text for text in seen):
        assert hands < 12, f"no Wild Customizable ({custom}) was played in {hands} hands"
        anim.update(DT)
        c.update(DT)
        seen.update(line.text for line in anim.log)
        if c.my_turn() and rng.random() < 0.3:
            legal = c.human_legal()
            assert c.submit(legal[rng.randrange(len(legal))]) is None
        if c.hand_over and not anim.busy:
            hands += 1
            c.new_hand()
    anim.flush()
    assert anim.desyncs == 0
    game = session.match.game
    assert sorted(s.card.text for s in anim.hand) == sorted(c.text for c in game.hands[0])
    assert any(WORDS[custom] in text for text in seen)
