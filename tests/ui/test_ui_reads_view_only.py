"""The table holds no rule: it reads the seat's view and the events, and asks the model everything else.

Two proofs. A scan of the source under game/ui (and game/app.py) finds no read of a game's hands, no
comparison of a phase or a reason with a string, no rule switch read to decide what is legal, and no
rewording of the model's sentences. And a run of the real table (a person's hand played through the
scene, a CPU demo, the end-of-hand screen) with the full game's hands and every other seat's view
locked away from game/ui shows it needs neither.
"""
from __future__ import annotations

import ast
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import make_app, run_until, settled, step

import game
from game.app import App
from game.model import CallUno, Game, Phase, Rules
from game.session import MatchConfig, Session
from game.ui.table.questions import Answer, PickSeat

ROOT = Path(game.__file__).resolve().parent
SOURCES = [*sorted((ROOT / "ui").rglob("*.py")), ROOT / "app.py"]
RULE_SWITCHES = {"stacking", "stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play",
                 "challenge", "hand_size", "uno_penalty", "first_card_number_only", "edition", "teams",
                 "custom_wild"}
SEATS = ("seat", "winner", "match_winner", "human", "player", "viewer", "p", "w")
"""Names that hold a seat: a seat modulo 2 is a team, which the model answers (`game.model.teams`)."""
WORDED = ("phase", "reason")
"""Fields whose values are enums the UI compares with members, never with strings."""


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT.parent)}:{getattr(node, 'lineno', '?')}: {ast.unparse(node)[:90]}"


def _is_text(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(_is_text(e) for e in node.elts)
    return False


def _names_field(node: ast.AST, fields: tuple[str, ...]) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in fields
    return isinstance(node, ast.Name) and node.id in fields


def _reads_a_game(node: ast.AST) -> bool:
    """Return True for an expression that is a Game (or a match, which holds one) by its name."""
    text = ast.unparse(node)
    last = text.rsplit(".", 1)[-1].split("(")[0]
    return last in ("game", "g", "match") or text.endswith((".game", "match.game"))


PRINTS = ("set_custom_wild",)
"""Calls that only print a rule's value on a card (the Wild Customizable's label), deciding nothing."""


def violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[str] = []
    printed = {id(arg) for node in ast.walk(tree) if isinstance(node, ast.Call)
               and ast.unparse(node.func).endswith(PRINTS) for arg in node.args}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("hands", "draw_pile") and _reads_a_game(node.value):
            out.append("reads every hand: " + _where(path, node))
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_names_field(o, WORDED) for o in operands) and any(_is_text(o) for o in operands):
                out.append("compares a phase or reason with a string: " + _where(path, node))
        elif isinstance(node, ast.Attribute) and node.attr in RULE_SWITCHES and ast.unparse(node.value).endswith(
                "rules") and id(node) not in printed:
            out.append("decides from a rule switch the model answers for: " + _where(path, node))
        elif isinstance(node, ast.Attribute) and node.attr in ("why_illegal", "explain"):
            out.append("reads the model's sentence instead of its code: " + _where(path, node))
        elif isinstance(node, ast.Call) and ast.unparse(node.func) == "Play" and any(
                isinstance(a, ast.Attribute) and ast.unparse(a).startswith("Color.") for a in node.args):
            out.append("probes the model with a made-up play: " + _where(path, node))
        elif (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.right, ast.Constant)
              and node.right.value == 2 and _names_field(node.left, SEATS)):
            out.append("derives a team from a seat's parity (ask game.model.teams): " + _where(path, node))
        elif isinstance(node, ast.Attribute) and node.attr in ("pending_stage", "pending_card"):
            out.append("keeps a question as strings instead of a typed question: " + _where(path, node))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(
                ("color:", "seat:")):
            out.append("keys an answer by a string: " + _where(path, node))
        elif isinstance(node, ast.Import | ast.ImportFrom) and "table" in path.parts:
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if "re" in names:
                out.append("parses text with regular expressions: " + _where(path, node))
    return out


def test_the_scan_finds_what_it_looks_for(tmp_path: Path) -> None:
    bad = tmp_path / "table" / "bad.py"
    bad.parent.mkdir()
    bad.write_text(
        "import re\n"
        "n = len(game.hands[1])\n"
        "m = self.controller.game.hands\n"
        "if view.phase == 'penalty': pass\n"
        "if e.reason in ('draw', 'uno'): pass\n"
        "if game.rules.stack_mixed: pass\n"
        "mates = [s for s in seats if match.rules.teams]\n"
        "team = 'AB'[seat % 2]\n"
        "art.set_custom_wild(session.rules.custom_wild)\n"
        "t = game.why_illegal(a)\n"
        "p = Play(0, card, Color.RED)\n"
        "self.pending_stage = 'swap'\n"
        "if key.startswith('color:'): pass\n"
        "ok = e.hands[0], outcome.hands, view.phase is Phase.PLAY\n",
        encoding="utf-8",
    )
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = violations(bad)
    finally:
        ROOT = saved
    assert len(found) == 12, "\n".join(found)  # the printed label is not a decision


def test_nothing_under_game_ui_reads_a_hand_or_a_rule_it_could_ask_the_model() -> None:
    found = [v for path in SOURCES for v in violations(path)]
    assert not found, "\n".join(found)


# -- the table run with the hands locked away ---------------------------------------------------------

ALLOWED_VIEWERS = ("game.ui.table.controller",)
"""The controller owns the Game: it gives each CPU seat its view. Nothing else in game/ui asks for one."""


def _caller() -> str:
    frame = sys._getframe(2)
    return str(frame.f_globals.get("__name__", ""))


@pytest.fixture
def locked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Refuse game/ui any read of every hand, of the stock, and of a view but through the controller."""
    misuse: list[str] = []
    hands = Game.hands.fget  # type: ignore[attr-defined]
    pile = Game.draw_pile.fget  # type: ignore[attr-defined]
    view = Game.view

    def guard(name: str, getter: Callable[[Game], Any]) -> property:
        def get(self: Game) -> Any:
            who = _caller()
            if who.startswith(("game.ui", "game.app")):
                misuse.append(f"{who} read Game.{name}")
            return getter(self)
        return property(get)

    def guarded_view(self: Game, player: int) -> Any:
        who = str(sys._getframe(1).f_globals.get("__name__", ""))
        if who.startswith(("game.ui", "game.app")) and who not in ALLOWED_VIEWERS:
            misuse.append(f"{who} asked for seat {player}'s view")
        return view(self, player)

    monkeypatch.setattr(Game, "hands", guard("hands", hands))
    monkeypatch.setattr(Game, "draw_pile", guard("draw_pile", pile))
    monkeypatch.setattr(Game, "view", guarded_view)
    return misuse


def test_the_guard_catches_a_read(locked: list[str]) -> None:
    g = Game.new(2, seed=1)
    _ = g.hands  # from a test module: allowed
    assert not locked
    namespace: dict[str, Any] = {"__name__": "game.ui.sneaky", "g": g}
    exec("h = g.hands\nv = g.view(1)", namespace)
    assert locked == ["game.ui.sneaky read Game.hands", "game.ui.sneaky asked for seat 1's view"]


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "4")
    yield a
    a.close()


def test_a_persons_hand_plays_to_its_end_through_the_scene_without_the_hands(app: App, locked: list[str]) -> None:
    from game.ui.scenes.handover import HandOverScene
    from game.ui.scenes.table import TableScene

    rules = Rules(stacking=True, seven_o=True, jump_in=True, target_score=None)
    session = Session.new(MatchConfig.quick(3, "random", rules=rules, seed=12, human=True))
    table = TableScene(app, session)
    app.reset(table)
    step(app)
    rng = random.Random(4)
    refused = 0
    frames = 0
    while not isinstance(app.top, HandOverScene):
        assert frames < 12000, "the hand did not end"
        frames += 1
        c = table.controller
        if table.asking is not None and app.top is table.asking:
            scene = table.asking
            picks = [i for i, o in enumerate(scene.options) if o.answer is not Answer.CANCEL]
            scene.choose(picks[rng.randrange(len(picks))])
        elif c.my_turn() and settled(table):
            hand = [s.card for s in table.anim.hand]
            legal = c.human_legal()
            if len(hand) == 2 and any(isinstance(a, CallUno) for a in legal):
                table.uno()
            plays = [i for i, card in enumerate(hand) if c.plays_of(card)]
            blocked = [i for i, card in enumerate(hand) if not c.plays_of(card)]
            if blocked and rng.random() < 0.3:
                before = c.version
                table.play_card(blocked[0])
                assert c.version == before and table.message, "a refused card says why and changes nothing"
                assert "seat" not in table.message
                refused += 1
            elif plays:
                table.play_card(plays[rng.randrange(len(plays))])
            else:
                table.draw_action()
        app.step(1 / 30)
        assert not locked, locked
    assert refused > 0
    assert table.controller.view().phase is Phase.OVER
    run_until(app, lambda: app.top.age > 0.3, 60)  # type: ignore[attr-defined]
    assert not locked, locked


def test_a_cpu_demo_runs_hands_without_the_hands(app: App, locked: list[str]) -> None:
    from game.ui.scenes.table import TableScene

    rules = Rules(stacking=True, seven_o=True, jump_in=True, draw_until_playable=True, target_score=100)
    session = Session.new(MatchConfig.quick(4, "normal", rules=rules, seed=5, human=False))
    table = TableScene(app, session)
    app.reset(table)
    played = 0
    for _ in range(900):
        app.step(1 / 30)
        played = max(played, len(table.controller.history))
        assert not locked, locked
    assert played > 10, "the demo played"


def test_a_played_seven_is_described_from_the_view(app: App, locked: list[str]) -> None:
    """The swap question counts each seat's cards from the view (not from the hands)."""
    from tablekit import card_point, click, seats, session_with, setup

    from game.ui.scenes.table import TableScene

    game = setup([["R7", "B1", "B2"], ["G1"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], ["R9"], rules=Rules(seven_o=True))
    cfg = MatchConfig(seats=seats("human", "random", "random"), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    index = next(i for i, s in enumerate(table.anim.hand) if str(s.card) == "R7")
    click(app, card_point(table, index))
    run_until(app, lambda: isinstance(table.question, PickSeat) and app.top is table.asking, 120)
    labels = [o.label for o in table.asking.options]
    assert any(label.endswith("(1)") for label in labels) and any(label.endswith("(5)") for label in labels)
    assert not locked, locked
