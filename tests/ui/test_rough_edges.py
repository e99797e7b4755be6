"""Rough edges a demanding new player met (issue 19), each checked on what the screen shows."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import make_app, session_with, setup, step

from game.app import App
from game.model import Card, Play

DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, tuple[int, int]]]:
    """Record every text `module` draws with `draw_text`, with where."""
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = module.draw_text

    def record(surface: Any, text: str, size: int, pos: Any, *args: Any, **kw: Any) -> Any:
        drawn.append((text, (round(pos[0]), round(pos[1]))))
        return real(surface, text, size, pos, *args, **kw)

    monkeypatch.setattr(module, "draw_text", record)
    return drawn


def test_the_single_hand_win_screen_counts_cards_under_cards_left(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.model import Rules
    from game.session import MatchConfig, SeatSetup
    from game.ui.scenes import matchover

    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Mia", "easy"), SeatSetup("Leo", "easy")), rules, seed=0, human=0)
    game = setup([["R5"], ["G3", "B7", "GS"], ["Y9", "W4"]], ["R1"], rules=rules)
    game.apply(Play(0, Card.parse("R5")))
    s = session_with(cfg, game)
    scene = matchover.MatchOverScene(app, s)
    app.reset(scene)
    step(app, 120, dt=DT)
    drawn = _texts(monkeypatch, matchover)
    app.draw(app.screen)
    head = next(pos for text, pos in drawn if text == "CARDS LEFT")
    column = {text for text, pos in drawn if pos[0] == head[0] and text != "CARDS LEFT"}
    assert column == {"0", "3", "2"}, column
    assert not any(text.endswith("pts") for text, _ in drawn)


def test_one_name_per_rule_switch_everywhere(app: App) -> None:
    """Settings, the chips (`Rules.house_rules`), How to play and Statistics name each rule the same."""
    from game.model import RULE_HELP, Rules
    from game.storage.settings import rules_label
    from game.ui.scenes.howto import pages_for
    from game.ui.scenes.settings import RULE_ROWS, SettingsScene
    from game.ui.scenes.stats import pretty_rule_set

    for name, (label, _help) in RULE_ROWS.items():
        assert label == RULE_HELP[name][0], name
    rules = Rules(hand_size=5, first_card_number_only=True, target_score=300)
    assert "Cards dealt 5" in rules.house_rules() and "Number card to start" in rules.house_rules()
    titles = [p.title for p in pages_for(rules)]
    assert "House rule: Cards dealt" in titles and "House rule: Number card to start" in titles
    assert pretty_rule_set(rules_label(rules.to_dict())) == "Cards dealt 5, Number card to start"
    # switching on exactly the Party switches by hand is "Party" in Settings, as Statistics files it
    scene = SettingsScene(app, tab="rules")
    app.reset(scene)
    step(app)
    for name in ("stacking", "seven_o", "jump_in"):
        scene.set_rule(name, True)
    assert app.settings.preset == "party"
    assert rules_label(app.settings.rules) == "Party"
    scene.set_rule("force_play", True)
    assert app.settings.preset == "custom"
