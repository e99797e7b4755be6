"""Every CPU level plays UNO Flip! (issue 21 "CPUs"): legal actions only, on both sides, with house rules;
and no level reads the backs of its own cards, which it never saw."""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.flipworld import flip_world
from game.ai.hard import HardAgent
from game.model import Card, Challenge, Color, Draw, Game, Play, Rank, Rules
from game.model.checks import light_up
from game.model.view import PlayerView

C = Card.parse
SPECS = ["edition=flip", "edition=flip,stacking,stack_mixed,seven_o", "edition=flip,jump_in,challenge=false",
         "edition=flip,draw_until_playable,force_play,teams"]


def agent(level: str, seed: int) -> Any:
    if level == "hard":
        return HardAgent(seed=seed, steps=600, time_cap=None)
    return make_agent(level, seed=seed)


def play(game: Game, agents: list[Any], limit: int = 1500) -> set[str]:
    """Play the hand with the agents (reactions included); return the sides it was played on."""
    sides = {game.side}
    for i, a in enumerate(agents):
        if hasattr(a, "observe"):
            a.observe([e.seen_by(i) for e in game.opening_events])
    for _ in range(limit):
        if game.is_over:
            break
        reacted = False
        for s in game.out_of_turn_seats():
            chances = game.out_of_turn_actions(s)
            react = getattr(agents[s], "react", None)
            choice = react(game.view(s), chances) if react and chances else None
            if choice is not None:
                assert choice in chances
                events = game.apply(choice)
                reacted = True
                break
        if not reacted:
            p = game.current
            legal = game.legal_actions()
            choice = agents[p].choose(game.view(p), legal)
            assert choice in legal, (choice, legal)
            events = game.apply(choice)
        for i, a in enumerate(agents):
            if hasattr(a, "observe"):
                a.observe([e.seen_by(i) for e in events])
        sides.add(game.side)
    return sides


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_flip_hands_legally(level: str) -> None:
    sides: set[str] = set()
    for i, spec in enumerate(SPECS):
        for seed in range(3):
            game = Game.new(4, Rules.from_spec(spec), seed=seed * 7 + i)
            sides |= play(game, [agent(level, seed * 10 + s) for s in range(4)])
    assert sides == {"light", "dark"}


def test_the_hard_level_plays_flip_legally() -> None:
    game = Game.new(3, Rules.from_spec("edition=flip,stacking"), seed=4)
    play(game, [agent("hard", 1), agent("normal", 2), agent("easy", 3)], limit=400)


def _twins() -> tuple[Game, Game]:
    """Two positions with the same history that differ only in the backs of seat 0's own cards."""
    hands_a = [["R1/P3", "Y2/T1", "B5/OR", "W2/O4"], ["G4/P8", "B8/T4"], ["Y9/U4", "R9/U5"]]
    hands_b = [["R1/U2", "Y2/T8", "B5/P9", "W2/P2"], ["G4/P8", "B8/T4"], ["Y9/U4", "R9/U5"]]
    rules = Rules(edition="flip")
    a = Game.from_setup(hands=hands_a, discard=["R6/O9"], deck=["G7/O6", "YD1/P1"], rules=rules)
    b = Game.from_setup(hands=hands_b, discard=["R6/O9"], deck=["G7/O6", "YD1/P1"], rules=rules)
    return a, b


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_no_level_reads_the_backs_of_its_own_cards(level: str) -> None:
    a, b = _twins()
    assert a.view(0) == b.view(0) and a.hands[0] != b.hands[0]
    for seed in range(4):
        assert agent(level, seed).choose(a.view(0), a.legal_actions()) == agent(level, seed).choose(
            b.view(0), b.legal_actions())


def test_a_guessed_world_agrees_with_everything_the_seat_sees() -> None:
    game = Game.new(4, Rules(edition="flip"), seed=8)
    rng = random.Random(2)
    for _ in range(30):  # on to a dark side position
        play_one = game.legal_actions()
        game.apply(play_one[rng.randrange(len(play_one))])
        if game.is_over:
            break
    view: PlayerView = game.view(game.current)
    hands, stock, discard = flip_world(view, random.Random(3))
    assert [[c.face for c in h] for h in hands][view.player] == list(view.hand)
    for s in range(view.players):
        if s != view.player:
            assert tuple(c.back.face for c in hands[s]) == view.backs[s]  # type: ignore[union-attr]
    assert len(stock) == view.draw_pile_size and len(discard) == view.discard_size
    assert sum(map(len, hands)) + len(stock) + len(discard) == 112
    assert [c.face for c in discard[len(discard) - len(view.discard_pile):]] == list(view.discard_pile)
    assert all(c.side in (view.side, None) for c in [*stock, *discard])
    guess = Game.from_view(view, hands, stock, seed=1, discard=discard)
    assert guess.view(view.player).hand == view.hand and guess.legal_actions() == game.legal_actions()
    assert {light_up(c) for c in stock} <= {light_up(c) for c in game.edition.deck()}
    assert Play(view.player, C("R1/P3")) not in guess.legal_actions()


@pytest.mark.parametrize(("next_card", "plays"), [("R9/U5", "Y7"), ("Y8/O2", "RF")])
def test_hard_reads_the_next_players_back_before_flipping(next_card: str, plays: str) -> None:
    """Seat 1 holds one card. Its back (which seat 0 sees) is purple in the first case: a Flip would
    bring up the purple Skip Everyone under the pile and let it go out, so hard plays the 7 instead (a
    red 7 or 9 is behind a purple 5 in the printed deck: the 7 loses only half the time). In the second
    its back is orange: the Flip is safe and the 7 is not (a yellow 7 or 8 is behind an orange 2)."""
    game = Game.from_setup(
        hands=[["RF/P8", "Y7/O2", "G1/O5"], [next_card], ["Y9/U4", "G2/TD5", "B6/UR"]],
        discard=["B1/USE", "R7/O1"], deck=["G7/O6", "B8/T4", "Y2/T1", "G4/P8", "B3/U8", "Y1/W", "G6/WDC"],
        rules=Rules(edition="flip"))
    view = game.view(0)
    for seed in range(3):
        choice = HardAgent(seed=seed, time_cap=None).choose(view, game.legal_actions())
        assert isinstance(choice, Play) and str(choice.card) == plays, seed


def _rotated_backs(hand: list[Card]) -> list[Card]:
    """`hand` with each card's back moved on to the next card whose back differs (faces unchanged)."""
    backs = [c.back.face for c in hand]  # type: ignore[union-attr]
    turned = backs[1:] + backs[:1]
    return [Card(c.face.color, c.face.rank, b) for c, b in zip(hand, turned, strict=True)]


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_twins_with_the_same_history_get_the_same_choices_at_every_level(level: str) -> None:
    """Two hands with the same history (the same deal but for the backs of seat 0's cards, which it
    never sees; the same actions since, seat 0's chosen by the level under test, the others' by a
    normal player who keeps its Flips) give seat 0 the same views and events, and the level the same choices, every one."""
    decisions = 0
    for seed in range(5):
        dealt = Game.new(4, Rules(edition="flip", draw_until_playable=seed == 1), seed=40 + seed)
        setup = {"discard": list(dealt.discard_pile), "deck": list(dealt.draw_pile), "rules": dealt.rules,
                 "current": dealt.current, "direction": dealt.direction, "color": dealt.color}
        hands = [list(h) for h in dealt.hands]
        a = Game.from_setup(hands=hands, **setup)
        b = Game.from_setup(hands=[_rotated_backs(hands[0]), *hands[1:]], **setup)
        assert a.hands[0] != b.hands[0] and a.view(0) == b.view(0)
        mine = (agent(level, seed), agent(level, seed))
        others = make_agent("normal", seed=seed)
        for _ in range(60):
            if a.is_over:
                break
            if a.current == 0:
                assert a.view(0) == b.view(0) and a.legal_actions() == b.legal_actions()
                choice = mine[0].choose(a.view(0), a.legal_actions())
                assert mine[1].choose(b.view(0), b.legal_actions()) == choice
                decisions += 1
            else:  # the others keep their Flips (a turn-over ends the twins' shared history)
                legal = [x for x in a.legal_actions() if type(x) is not Play or x.card.rank is not Rank.FLIP]
                choice = others.choose(a.view(a.current), legal)
            if type(choice) is Play and choice.card.rank is Rank.FLIP:
                break  # a turn-over shows seat 0 the other side of its cards: the twins differ from here
            seen = [e.seen_by(0) for e in a.apply(choice)], [e.seen_by(0) for e in b.apply(choice)]
            assert seen[0] == seen[1]
            for twin, events in zip(mine, seen, strict=True):
                if hasattr(twin, "observe"):
                    twin.observe(events)
    assert decisions >= 15, decisions


def _drawn_after_seeing(back: str) -> tuple[Game, HardAgent]:
    """Seat 0 (hard) has nothing to play and draws the top card, whose back it sees; it is red 9 / `back`."""
    game = Game.from_setup(
        hands=[["G1/O5", "B6/UR"], ["Y9/U4", "G2/TD5"], ["Y7/O2", "B3/U8"]],
        discard=["R7/O1"], deck=[f"R9/{back}", "G7/O6", "B8/T4"], rules=Rules(edition="flip"))
    hard = HardAgent(seed=1, steps=300, time_cap=None)
    view = game.view(0)
    assert view.stock_back == C(back) and Draw(0) in game.legal_actions()
    assert hard.choose(view, game.legal_actions()) == Draw(0)
    hard.observe([e.seen_by(0) for e in game.apply(Draw(0))])
    return game, hard


def test_hard_remembers_the_back_it_saw_on_the_draw_pile() -> None:
    game, hard = _drawn_after_seeing("P5")
    view = game.view(0)
    assert view.hand == (C("G1"), C("B6"), C("R9")) and view.backs[0] == ()
    assert hard.own_backs.known(view) == (None, None, C("P5"))
    for seed in range(5):  # every guessed world deals it that very card; the others' backs are guesses
        hands, _, _ = flip_world(view, random.Random(seed), hard.own_backs.known(view))
        assert hands[0][2] == C("R9/P5")
    hard.observe([e.seen_by(0) for e in game.apply(Play(0, C("R9")))])  # it plays the card it drew
    assert hard.own_backs.cards == [[C("G1"), None], [C("B6"), None]]


def test_after_a_turn_over_hard_knows_its_cards_old_faces() -> None:
    game = Game.from_setup(
        hands=[["G1/O5", "B6/UR", "Y2/T1"], ["RF/P8", "Y9/U4"], ["Y7/O2", "B3/U8"]],
        discard=["B1/USE", "R7/O1"], deck=["G7/O6", "B8/T4", "Y3/P2"], rules=Rules(edition="flip"), current=1)
    hard = HardAgent(seed=1, steps=300, time_cap=None)
    hard.own_backs.look(game.view(0))
    hard.observe([e.seen_by(0) for e in game.apply(Play(1, C("RF")))])
    view = game.view(0)
    assert view.side == "dark" and view.hand == (C("O5"), C("UR"), C("T1"))
    assert hard.own_backs.known(view) == (C("G1"), C("B6"), C("Y2"))
    hands, _, _ = flip_world(view, random.Random(0), hard.own_backs.known(view))
    assert hands[0] == [C("O5/G1"), C("UR/B6"), C("T1/Y2")]


def test_a_back_seen_before_someone_else_drew_is_not_taken_for_the_next_card() -> None:
    """Seat 0 saw the top's back (pink 5); seat 1 drew that card; seat 2's Draw One then makes seat 0 draw
    the next one, whose back it did not look at: unknown, not the pink 5."""
    game = Game.from_setup(
        hands=[["G1/O5", "B6/UR"], ["Y9/U4", "G2/TD5"], ["RD1/O2", "B3/U8"]],
        discard=["R7/O1"], deck=["Y5/P5", "G8/O6", "B8/T4"], rules=Rules(edition="flip"), current=1)
    hard = HardAgent(seed=1, steps=300, time_cap=None)
    hard.own_backs.look(game.view(0))
    for action in (Draw(1), Play(2, C("RD1"))):
        hard.observe([e.seen_by(0) for e in game.apply(action)])
    view = game.view(0)
    assert view.hand == (C("G1"), C("B6"), C("G8"))
    assert hard.own_backs.known(view) == (None, None, None)


@pytest.mark.parametrize(("next_card", "plays"), [("R2/UD5", "Y7"), ("Y3/PD5", "RF")])
def test_hard_does_not_flip_into_the_next_players_draw_five(next_card: str, plays: str) -> None:
    """Seat 1 holds one card, and seat 0 sees its back, a Draw Five. A Flip would bring up the purple 3
    at the bottom of the pile. A purple Draw Five (first case) would then go out, and the next seat
    draw five: hard plays its 7, which the red 2 or 4 behind a purple Draw Five cannot answer. A pink
    Draw Five (second case) cannot follow a purple 3, while the yellow 3 or 4 behind it would go out on
    the 7: hard plays the Flip."""
    game = Game.from_setup(
        hands=[["RF/P8", "Y7/O2", "G1/O5"], [next_card], ["Y9/U4", "G2/TD5", "B6/UR"]],
        discard=["RR/U3", "R7/O1"], deck=["G7/O6", "B8/T4", "Y2/T1", "G4/P8", "B3/U8", "Y1/W", "G6/WDC"],
        rules=Rules(edition="flip"))
    view = game.view(0)
    assert view.backs[1] == (C(next_card).back.face,)  # type: ignore[union-attr]
    for seed in range(4):
        choice = HardAgent(seed=seed, time_cap=None).choose(view, game.legal_actions())
        assert isinstance(choice, Play) and str(choice.card) == plays, seed


@pytest.mark.parametrize(("held", "challenges"), [(("R2/UD5", "R4/UD5"), True), (("Y3/PD5", "G2/TD5"), False)])
def test_hard_reads_the_backs_of_a_wild_draw_two_player_before_challenging(
        held: tuple[str, str], challenges: bool) -> None:
    """Seat 1 plays a Wild Draw Two on red and keeps two cards. Their backs are purple Draw Fives in the
    first case, the backs of only a red 2 and a red 4 in the printed deck: it held red, hard challenges.
    In the second a pink and a teal Draw Five, behind yellow 3s and 4s, green 2s and blue 4s: no red, and
    hard takes its two cards."""
    game = Game.from_setup(
        hands=[["G1/O5", "B6/UR"], ["W2/O4", *held], ["Y9/U4", "B3/U8"]],
        discard=["R7/O1"], deck=["G7/O6", "B8/T4", "Y2/T1", "G4/P8"], rules=Rules(edition="flip"),
        current=1, direction=-1)
    game.apply(Play(1, C("W2"), Color.BLUE))
    view = game.view(0)
    assert view.phase == "penalty" and view.color_before_w4 is Color.RED
    for seed in range(3):
        choice = HardAgent(seed=seed, time_cap=None).choose(view, game.legal_actions())
        assert (type(choice) is Challenge) is challenges, (seed, choice)
