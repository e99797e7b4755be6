"""`--rules` takes the rule presets the settings offer (official, party), alone or as the base of a list."""
from __future__ import annotations

import pytest

from game.cli import UsageError, parse_args
from game.model import Rules
from game.storage.settings import Settings, preset_rules
from game.ui.startup import preset_rules as take_rules


@pytest.mark.parametrize("name", ["official", "party", "Party", " official "])
def test_rules_takes_each_preset_of_the_settings(name: str) -> None:
    opts = parse_args(["--rules", name])
    assert opts.rules is not None
    assert opts.rules.to_dict() == preset_rules(name.strip().lower())


def test_a_preset_is_the_base_the_other_rules_of_the_list_change() -> None:
    opts = parse_args(["--demo", "--rules", "party,uno_penalty=4"])
    assert opts.rules == Rules(stacking=True, seven_o=True, jump_in=True, uno_penalty=4)
    assert parse_args(["--rules", "stacking,official"]).rules == Rules(stacking=True)


def test_an_unknown_name_is_one_line_naming_the_presets_and_rules() -> None:
    with pytest.raises(UsageError) as caught:
        parse_args(["--rules", "oficial"])
    msg = str(caught.value)
    assert "\n" not in msg and msg.startswith("--rules:")
    assert "'oficial'" in msg and "presets: official, party" in msg and "stacking" in msg


def test_two_presets_in_one_list_are_refused() -> None:
    with pytest.raises(UsageError, match="one preset"):
        parse_args(["--rules", "official,party"])


def test_a_preset_from_the_command_line_is_that_preset_in_the_settings() -> None:
    settings = Settings()
    assert take_rules(parse_args(["--rules", "party"]), settings) is not None
    assert settings.preset == "party" and settings.rules == preset_rules("party")
    settings = Settings()
    take_rules(parse_args(["--rules", "party,uno_penalty=4"]), settings)
    assert settings.preset == "custom" and settings.rules["uno_penalty"] == 4


def test_help_names_the_presets(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "official" in out and "party" in out and "preset" in out
