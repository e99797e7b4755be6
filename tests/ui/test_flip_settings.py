"""The settings offer UNO Flip! as a deck and grey out, with the model's reason, the house rules that
mean nothing with the deck chosen (the Wild Customizable's rule under Flip)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import make_app, step

from game.app import App
from game.model import RULE_HELP, Rules
from game.ui.controls import Choice, Stepper, Toggle, Widget
from game.ui.scenes.settings import SettingsScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "4")
    yield a
    a.close()


def _row(scene: SettingsScene, name: str) -> Widget:
    title = RULE_HELP[name][0]
    return next(w for w in scene.menu.items if getattr(w, "label", "").startswith(title))


def test_the_deck_choice_offers_classic_2018_and_flip(app: App) -> None:
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    deck = _row(scene, "edition")
    assert isinstance(deck, Choice)
    assert [value for value, _label in deck.options] == ["classic", "2018", "flip"]
    assert "UNO Flip!" in [label for _value, label in deck.options]
    deck.on_change("flip")  # what a click on it does
    step(app)
    assert Rules.from_dict(dict(app.settings.rules)).edition == "flip"


def test_under_flip_the_rules_that_do_not_apply_are_greyed_with_the_models_reason(app: App) -> None:
    app.settings.rules = Rules(edition="flip").to_dict()
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    rules = Rules(edition="flip")
    custom = _row(scene, "custom_wild")
    assert isinstance(custom, Stepper)
    reason = rules.unavailable_reason("custom_wild")
    assert reason is not None and "Flip" in reason
    assert not custom.enabled and reason in custom.help and custom.help.startswith("Not available")
    for name in ("stacking", "seven_o", "jump_in", "draw_until_playable", "force_play", "challenge", "teams",
                 "first_card_number_only"):
        row = _row(scene, name)
        assert isinstance(row, Toggle)
        assert row.enabled == (rules.unavailable_reason(name) is None), name
    mixed = _row(scene, "stack_mixed")  # needs stacking, which is off: greyed and says so
    assert not mixed.enabled and "Not available" in mixed.help


def test_under_2018_the_wild_customizable_rule_is_open(app: App) -> None:
    app.settings.rules = Rules(edition="2018").to_dict()
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    custom = _row(scene, "custom_wild")
    assert custom.enabled and "2018 deck" in custom.help


def _preset(scene: SettingsScene) -> Choice:
    row = next(w for w in scene.menu.items if getattr(w, "label", "") == "Rule set")
    assert isinstance(row, Choice)
    return row


@pytest.mark.parametrize("preset", ["official", "party"])
@pytest.mark.parametrize("deck", ["flip", "2018"])
def test_the_deck_is_no_house_rule_a_preset_with_another_deck_stays_that_preset(app: App, preset: str,
                                                                                deck: str) -> None:
    """Round B's playtest (118): Party became "My rules" after the deck was switched to Flip. The deck
    (and the match length) are chosen beside the rule set: the preset stays, the player's own rules are
    not overwritten, and switching the rule set keeps the deck."""
    from game.storage.settings import preset_rules, rules_label

    own = Rules(seven_o=True, uno_penalty=4).to_dict()
    app.settings.custom_rules = dict(own)
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    _preset(scene).on_change(preset)
    step(app)
    _row(scene, "edition").on_change(deck)
    step(app)
    s = app.settings
    assert s.preset == preset and _preset(scene).value == preset
    assert s.rules["edition"] == deck
    assert {k: v for k, v in s.rules.items() if k != "edition"} == \
        {k: v for k, v in preset_rules(preset).items() if k != "edition"}
    assert rules_label(s.rules) == preset.capitalize(), "Statistics file the match under the same name"
    assert s.custom_rules is not None and s.custom_rules["uno_penalty"] == 4, "My rules were overwritten"
    _row(scene, "target_score").on_change(300)  # the match length is no house rule either
    step(app)
    assert s.preset == preset and s.rules["target_score"] == 300
    other = "party" if preset == "official" else "official"
    _preset(scene).on_change(other)  # another rule set keeps the deck and the match length
    step(app)
    assert s.preset == other and s.rules["edition"] == deck and s.rules["target_score"] == 300
    _preset(scene).on_change("custom")
    step(app)
    assert s.rules["edition"] == deck and s.rules["uno_penalty"] == 4 and s.rules["seven_o"] is True
    _row(scene, "stacking").on_change(True)  # a house rule still makes the rules the player's own
    step(app)
    assert s.preset == "custom" and s.rules["edition"] == deck


def test_settings_shows_new_games_single_hand_as_the_match_length(app: App) -> None:
    """Playtest: New game showed "Single hand" chosen while Settings' "Match length (next match)" said 500
    points. One game length in one place: Settings shows New game's choice, and a change there is New
    game's too."""
    from game.ui.scenes.newgame import NewGameScene

    app.settings.single_hand = True
    scene = SettingsScene(app)
    app.reset(scene)
    step(app)
    length = _row(scene, "target_score")
    assert isinstance(length, Stepper) and length.value is None, "Settings says 500 where New game says Single hand"
    scene.set_rule("target_score", 300)
    assert not app.settings.single_hand and app.settings.rules["target_score"] == 300
    new = NewGameScene(app)
    app.reset(new)
    step(app)
    assert not new._single_hand()
    app.reset(scene := SettingsScene(app))
    step(app)
    scene.set_rule("target_score", None)
    assert app.settings.single_hand
