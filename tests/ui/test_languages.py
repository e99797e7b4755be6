"""The game in the player's language: chosen in Settings (saved, version 4), the system's by default,
numbers and dates of the statistics as the language writes them, and the table's words translated."""
from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App
from game.model import Color, Rules
from game.model.cards import Card
from game.storage.settings import SETTINGS_VERSION, Settings, migrate_to_4
from game.ui.rulewords import rule_setting, rules_in_play
from game.ui.scenes.settings import SettingsScene
from game.ui.table.narrator import Narrator
from game.ui.words import card_name
from tests.ui.appdriver import click, key, make_app, step, widget

pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


def test_numbers_follow_the_language() -> None:
    assert i18n.format_number(1234567, code="en") == "1,234,567"
    assert i18n.format_number(1234.5, 1, code="de") == "1.234,5"
    assert i18n.format_number(1234567.25, 2, code="fr") == "1\u00a0234\u00a0567,25"
    assert i18n.format_number(1234, code="es") == "1234"  # Spanish groups from five digits
    assert i18n.format_number(12345, code="es") == "12.345"
    assert i18n.format_number(9999, code="pl") == "9999" and i18n.format_number(10000, code="pl") == "10\u00a0000"
    assert i18n.format_number(-1500, code="pt_BR") == "-1.500"
    assert i18n.format_number(0.4, code="en") == "0"  # no "-0"
    assert i18n.format_percent(45, code="en") == "45%"
    assert i18n.format_percent(45, code="de") == "45\u00a0%"
    assert i18n.format_percent(45, code="ja") == "45%"


def test_dates_follow_the_language() -> None:
    day = date(2026, 3, 7)
    assert i18n.format_date(day, "en") == "Mar 7, 2026"
    assert i18n.format_date(day, "de") == "07.03.2026"
    assert i18n.format_date(day, "fr") == "07/03/2026"
    assert i18n.format_date(day, "pt_BR") == "07/03/2026"
    assert i18n.format_date(day, "ja") == "2026年3月7日"
    i18n.set_language("pl")
    assert i18n.format_date(day) == "07.03.2026"  # the language in force


def test_the_system_language_is_matched_to_a_shipped_one(monkeypatch: pytest.MonkeyPatch) -> None:
    assert i18n.match_language(["de-AT", "en"]) == "de"
    assert i18n.match_language(["pt_PT.UTF-8"]) == "pt_BR"
    assert i18n.match_language(["zh_CN", "ja_JP"]) == "ja"
    assert i18n.match_language(["zh_CN"]) is None
    monkeypatch.delenv(i18n.ENV_VAR, raising=False)
    monkeypatch.setattr(i18n, "_system_tags", lambda: ["fr_CA.UTF-8"])
    assert i18n.system_language() == "fr"
    assert i18n.set_language("") == "fr" and i18n._("Settings") == "Réglages"
    monkeypatch.setattr(i18n, "_system_tags", lambda: ["sv_SE"])
    assert i18n.system_language() == "en"  # a language not shipped: English


def test_settings_version_3_gains_the_language_and_follows_the_system() -> None:
    assert SETTINGS_VERSION >= 4
    old = {"version": 3, "player_name": "Ana", "players": 5}
    assert migrate_to_4(old) == {**old, "version": 4, "language": ""}
    settings = Settings.from_dict(old)
    assert settings.language == "" and settings.player_name == "Ana"
    assert Settings.from_dict({"version": SETTINGS_VERSION, "language": "ja"}).language == "ja"
    with pytest.raises(ValueError, match="language"):
        Settings.from_dict({"version": SETTINGS_VERSION, "language": "klingon"})


def test_the_table_words_cards_rules_and_the_log_in_the_language() -> None:
    i18n.set_language("es")
    assert card_name(Card.parse("RD2")) == "Roba dos rojo"  # the colour after the rank: an adjective
    assert rule_setting("stacking", False) == "Acumular: no"
    assert rules_in_play(Rules(stacking=True, jump_in=True)) == ["Acumular", "Meterse"]
    lines = Narrator(["Ana", "Leo"], 0).tell([])
    assert lines == []
    i18n.set_language("de")
    n = Narrator(["Du", "Mia", "Leo"], 0)
    from game.model import CardPlayed, TurnSkipped

    said = n.tell([CardPlayed(player=1, card=Card.parse("RS"), color=None, jump_in=False, target=None, left=4),
                   TurnSkipped(player=0)])
    assert [line.text for line in said] == ["Mia spielt Rot Aussetzen – du setzt aus"]
    i18n.set_language("ja")
    assert card_name(Card(Color.BLUE, Card.parse("B7").rank)) == "青の7"


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def test_choosing_a_language_in_settings_words_every_screen_again_and_is_saved(app: App, tmp_path: Path) -> None:
    click(app, widget(app.top, "Settings").rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    key(app, pygame.K_4)  # the Display tab
    row = widget(scene, "Language")
    assert row is not None
    scene.set_language("de")
    step(app)
    assert i18n.language() == "de"
    assert widget(app.top, "Sprache") is not None  # the settings worded again, at once
    scene.back()
    step(app)
    assert widget(app.top, "Einstellungen") is not None and widget(app.top, "Spielen") is not None
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "de" and saved["version"] == SETTINGS_VERSION
    app.close()
    again = make_app(tmp_path)  # a new start speaks the saved language
    assert i18n.language() == "de" and widget(again.top, "Statistik") is not None
    again.close()


def test_the_new_game_start_and_the_controllers_start_are_two_words(app: App) -> None:
    """One English word, two meanings: the New game screen's Start (deal) and the pad's Start button. Each
    has its own context in the catalogue, so Japanese says ゲーム開始 on the screen and スタート for the pad."""
    from game.ui.bindings import button_title
    from game.ui.pad import PAD, key_label
    from game.ui.scenes.howto import PAD_CONTROLS, translated

    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        assert i18n.pgettext("new game", "Start") and button_title("start")
        if code != "en":
            assert i18n.pgettext("new game", "Start") != "Start", code  # the screen's Start is translated
    i18n.set_language("ja")
    assert button_title("start") == "スタート" and key_label("P", PAD) == "スタート"
    assert button_title("back") == "バック" and button_title("triggers") == "RT または LT"
    assert any(line.startswith("スタート") for line in translated(PAD_CONTROLS).paragraphs)
    i18n.set_language("en")
    click(app, widget(app.top, "Play").rect.center)
    i18n.set_language("ja")
    app.top.refresh()
    step(app)
    assert widget(app.top, "ゲーム開始").primary


def test_words_the_scan_found_drawn_in_english_are_in_the_language() -> None:
    """Literals tests/test_player_strings.py found on the screen as they were: a new person's name, the
    log's "Why?", the pad's d-pad words on a hint, a refusal the table words from its own code."""
    from game.model import Reason, Refusal
    from game.ui.pad import PAD, key_label
    from game.ui.seating import SeatPlan, person_defaults
    from game.ui.table.logbook import LogBook
    from game.ui.table.picture import LogLine
    from game.ui.table.refusals import word

    i18n.set_language("de")
    plan = SeatPlan.usual(4, "Kim", ["easy"] * 3)
    plan.set_kind(1, "human")
    assert plan.names()[1] == "Spieler 2" and person_defaults()[0] == "Spieler 1"
    assert LogBook._words(LogLine("Mia spielt Rot 5", 0.0), "no other red card") == "Mia spielt Rot 5  · Warum?"
    assert key_label("F", PAD) == "Runter" and key_label("L", PAD) == "Hoch"
    i18n.set_language("ja")
    from game.model import Game

    said = word(Refusal(Reason.OTHER, "that cannot be done now"), Game.new(3, seed=1).view(0), ["Kim", "Mia", "Leo"])
    assert said == i18n._("that cannot be done now") + "。", said  # a Japanese sentence ends with 。


def test_a_greyed_out_rule_says_why_in_the_language() -> None:
    """Settings greys out Mixed stacking while Stacking is off, and the Wild Customizable's rule with the
    classic deck: the reason was the model's English ("needs Stacking on") inside a Japanese sentence."""
    from game.ui.rulewords import rule_title, unavailable_words

    i18n.set_language("ja")
    why = unavailable_words(Rules(stacking=False), "stack_mixed")
    assert why is not None and rule_title("stacking") in why and "needs" not in why and "Stacking" not in why
    why = unavailable_words(Rules(edition="classic"), "custom_wild")
    assert why == "クラシックのデッキには白いワイルドがありません"
    assert unavailable_words(Rules(stacking=True), "stack_mixed") is None
    i18n.set_language("de")
    assert unavailable_words(Rules(stacking=False), "stack_mixed") == f"braucht {rule_title('stacking')}"


def test_the_default_name_is_drawn_in_the_language_and_kept_in_english(tmp_path: Path) -> None:
    """A player who never typed a name is "You" in the settings and the statistics; the plates, the
    results and the New game screen drew that English word in Japanese."""
    from game.ui.scenes.matchover import MatchOverScene
    from game.ui.words import shown_name
    from tests.ui.tablekit import finished_session
    from tests.ui.tablekit import make_app as table_app

    app = table_app(tmp_path)
    i18n.set_language("ja")
    assert shown_name("You") == "あなた" and shown_name("Kim") == "Kim" and shown_name("you") == "you"
    try:
        session = finished_session(players=3, seed=22, target=500)
        scene = MatchOverScene(app, session)
        human = scene.result.human
        assert human is not None
        # the person's seat is named "Alex" there: name it as the default name is
        object.__setattr__(scene.result, "names", tuple("You" if i == human else n
                                                         for i, n in enumerate(scene.result.names)))
        assert scene.row_name(human) == "あなた"
    finally:
        app.close()


def test_a_colour_inside_a_sentence_is_written_as_the_language_writes_it() -> None:
    """The hint and the refusals lower-cased the colour's name for English ("play a red card") in every
    language: German wrote "eine Karte in rot" where a noun keeps its capital ("in Rot")."""
    from game.ui.words import color_word

    assert color_word(Color.RED) == "red"
    i18n.set_language("de")
    assert color_word(Color.RED) == "Rot"
    from game.ui.words import a_card

    said = i18n._("Your turn: play {a_card} (or a wild), or draw ({key})").format(a_card=a_card(Color.RED), key="D")
    assert "in Rot" in said, said
    i18n.set_language("fr")
    assert color_word(Color.RED) == i18n.pgettext("colour", "Red").lower()
