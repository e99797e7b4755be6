"""Rules the UI used to decide itself, now asked of the model (issue 18, defects 4 and 5).

Each test makes the model answer differently (or sets up a case the UI's own rule got wrong) and checks
that the screen follows the model: the challenge's cost, when Uno is due, the chips without the match
length, the hand sizes the settings offer, a person's jump-in in pass-and-play (refused with a reason,
below the UI), the grace a person gets when a 0 hands them one card, one wording of the rules in the
settings and How to play, and a refused stack that says why.
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import make_app, run_until, session_with, settled, setup, step

import game.model.rules as model_rules
import game.ui.table.questions as questions
from game.app import App
from game.model import RULE_HELP, Card, Game, IllegalAction, Match, Play, Reason, Rules, UnoCaught
from game.session import MatchConfig, SeatSetup, Session
from game.ui.controls import Stepper
from game.ui.scenes.howto import pages_for
from game.ui.scenes.settings import RULE_ROWS, SettingsScene
from game.ui.scenes.table import TableScene
from game.ui.table.controller import GRACE, TableController
from game.ui.table.questions import AnswerWildDrawFour, word


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "4")
    yield a
    a.close()


def test_the_challenge_note_states_the_models_stakes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(questions, "challenge_stakes", lambda pending: (pending, pending + 5))
    note = word(AnswerWildDrawFour(1, 4, None, False), ["You", "Mia"]).note
    assert "Mia draws 4; if not, you draw 9." in note


def test_the_uno_hint_follows_the_models_uno_due(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.model.view import PlayerView

    game = setup([["R1", "R2", "R3"], ["B1", "B2"]], ["R5"])
    cfg = MatchConfig.quick(2, "random", rules=Rules(), seed=1)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    assert not table.painting.situation().can_uno  # three cards: not due
    monkeypatch.setattr(PlayerView, "uno_due", property(lambda self: True))
    monkeypatch.setattr(table.controller, "can", lambda kind: True)
    assert table.painting.situation().can_uno, "the table asks the model when Uno is due, not len(hand) == 2"


def test_the_chips_leave_out_the_match_length_as_the_model_says(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    real = model_rules.describe

    def reworded(name: str, value: Any) -> str:
        return f"First to {value}" if name == "target_score" and value else real(name, value)

    monkeypatch.setattr(model_rules, "describe", reworded)
    rules = Rules(stacking=True, target_score=300)
    table = TableScene(app, Session.new(MatchConfig.quick(3, "random", rules=rules, seed=1)))
    assert table.painting.chips() == ["Stacking"]


def test_the_hand_size_stepper_offers_what_the_deck_can_deal(app: App) -> None:
    app.settings.players = 10
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    titles = (RULE_HELP["hand_size"][0], "Cards dealt")  # the row's title, now and as it was worded before
    stepper = next(w for w in scene.menu.items if isinstance(w, Stepper) and w.label.startswith(titles))
    assert stepper.values == list(range(1, 11)) == list(Rules().hand_sizes(10))


def _pass_and_play(rules: Rules, hands: list[list[str]], current: int) -> Session:
    game = Game.from_setup(hands, ["R5"], ["B1", "B2", "B3", "G1", "G2"] * 4, rules, current=current, seed=3)
    seats = (SeatSetup("Ann", "human"), SeatSetup("Bob", "human"), SeatSetup("Cy", "random"))
    return Session(MatchConfig(seats, rules, seed=0, human=0), Match(3, rules, random.Random(0), game), agent_seed=1)


def test_a_persons_jump_in_in_pass_and_play_is_refused_with_a_reason() -> None:
    rules = Rules(jump_in=True, target_score=None)
    session = _pass_and_play(rules, [["G1", "G2"], ["R5", "B2"], ["Y1", "Y2"]], current=2)
    jump = Play(1, Card.parse("R5"))
    assert session.match.game.is_legal(jump)  # the hand alone allows it: the table refuses it
    c = TableController(session, presenter=None, seed=1, threaded=False)
    refusal = session.refusal(jump)
    assert refusal is not None and refusal.reason is Reason.JUMP_IN_SHARED_SCREEN
    with pytest.raises(IllegalAction):
        session.apply(jump)
    assert "jump in while several share the screen" in c.why_not(jump)


class _Slow:
    def __init__(self) -> None:
        self.events: list[Any] = []

    def present(self, events: Any, view: Any) -> float:
        self.events += list(events)
        return 1.0

    def sync(self, view: Any) -> None:
        return None


def test_a_person_with_one_card_passed_another_by_a_zero_gets_the_grace() -> None:
    """The controller reads who was handed one card from the events, not from the hand sizes before and
    after: a person already holding one card (Uno not said) is passed a new single card by a 0."""
    from game.ai.base import RandomAgent
    from game.model import Catch

    class Quick(RandomAgent):
        def choose(self, view: Any, legal: Any) -> Any:
            return next((a for a in legal if isinstance(a, Play)), legal[-1])

        def react(self, view: Any, legal: Any) -> Any:
            return next((a for a in legal if isinstance(a, Catch)), None)

    rules = Rules(seven_o=True, target_score=None)
    stock = ["B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3", "R8", "R9"] * 3
    game = Game.from_setup([["G4"], ["Y1", "Y2", "Y3"], ["R0", "R2"]], ["R1"], stock, rules, current=2, seed=3)
    seats = tuple(SeatSetup(n, "human" if i == 0 else "random") for i, n in enumerate(["You", "Mia", "Leo"]))
    session = Session(MatchConfig(seats, rules, seed=0, human=0), Match(3, rules, random.Random(0), game), agent_seed=1)
    for seat in (1, 2):
        session.agents[seat] = Quick(seat)
    rec = _Slow()
    c = TableController(session, presenter=rec, seed=1, threaded=False)
    c.start()
    while not c.history:
        c.update(1 / 60)
    shown = c.busy_until
    while not any(isinstance(e, UnoCaught) for e in rec.events):
        c.update(1 / 60)
        assert c.now - shown < 30
    assert c.now - shown >= GRACE - 1 / 60, f"caught {c.now - shown:.2f} s after the pass showed"


def test_settings_and_how_to_play_word_the_rules_as_the_model() -> None:
    from game.model.rules import RULE_DETAILS

    assert all(RULE_ROWS[name] == RULE_HELP[name] for name in RULE_ROWS)
    assert set(RULE_ROWS) == set(RULE_HELP)
    rules = Rules(stacking=True, stack_mixed=True, seven_o=True, teams=True, challenge=False)
    pages = {p.title: p for p in pages_for(rules)}
    for name in ("stacking", "stack_mixed", "seven_o", "teams", "challenge"):
        title, line = RULE_HELP[name]
        page = pages[f"House rule: {title}"]
        assert page.paragraphs[0] == line
        assert page.paragraphs[1:1 + len(RULE_DETAILS.get(name, ()))] == RULE_DETAILS.get(name, ())
    every = " ".join(p for page in pages_for(rules) for p in page.paragraphs)
    assert "a +2 a +4" not in every and "and a Wild Draw Four with a Draw Two" not in every
    assert "of the colour the Wild Draw Four named" in every


def test_a_refused_stack_says_why_at_the_table() -> None:
    mixed = Rules(stacking=True, stack_mixed=True, target_score=None)
    game = Game.from_setup([["RD2", "BD2", "B3"], ["W4", "R1", "R2"]], ["R5"], ["G1", "G2"] * 5, mixed,
                           current=1, seed=1)
    game.apply(Play(1, Card.parse("W4"), color=Card.parse("B1").color))
    seats = (SeatSetup("You", "human"), SeatSetup("Mia", "random"))
    session = Session(MatchConfig(seats, mixed, seed=0, human=0), Match(2, mixed, random.Random(0), game), agent_seed=1)
    c = TableController(session, presenter=None, seed=1, threaded=False)
    c.started = True
    text = c.why_not_card(Card.parse("RD2"))
    assert "only a Draw Two of the colour named (blue) answers a Wild Draw Four" in text, text


def test_how_to_play_says_when_nobody_may_jump_in_as_the_model_decides() -> None:
    """Playtest: with Stacking and Jump-In, Leo's Blue Draw Two on Mia offered the person no jump-in with their
    own Blue Draw Two, and the Jump-In page said only "identical = same colour and symbol". The model allows no
    jump-in while a draw waits to be stacked on or taken; How to play says so."""
    from game.model import Color, Rank

    rules = Rules(stacking=True, jump_in=True)
    game = setup([["R1", "R2"], ["BD2", "G5"], ["B3", "Y4"], ["BD2", "Y9"]], ["B9"], rules=rules, current=1)
    game.apply(Play(1, Card(Color.BLUE, Rank.DRAW_TWO)))
    assert game.phase == "penalty"
    assert not any(isinstance(a, Play) for a in game.legal_actions(3)), "the model lets seat 3 jump in"
    page = next(p for p in pages_for(rules) if p.title == "House rule: Jump-In")
    assert any("nobody jumps in while a Draw Two or Wild Draw Four waits" in line for line in page.paragraphs)
