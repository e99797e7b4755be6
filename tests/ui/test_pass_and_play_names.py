"""Pass-and-play names (Round B playtest): with several people at one screen each has a real name.

The first seat's default name, "You", was kept at a shared screen and broke every sentence: "Pass to You",
"You's turn. Everyone else, look away!", "I'm You: show my cards", "You takes 2", "You wins the hand".
"You" is only for the one person against CPUs; at a shared screen an unnamed person is "Player N", on
the New game screen, from `--people`, and in a match saved by an older version (named as it is read,
its hands in the statistics following the name; every other game of "You" still counts for "You").
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import make_app, run_until, step

from game import i18n
from game.ai.base import RandomAgent
from game.app import App
from game.model import Rules
from game.session import SESSION_VERSION, MatchConfig, SeatSetup, Session, person_name
from game.sim import play_hand
from game.storage.stats import Stats
from game.ui import routes
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene
from game.ui.seating import PERSON, SeatPlan
from game.ui.table.ending import record
from game.ui.table.narrator import Narrator
from game.ui.words import DEFAULT_NAME

DT = 1 / 30


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, size="1920x1080")
    yield a
    a.close()


def _you_words() -> set[str]:
    """The words "You" in English and in the language in force (a name must be neither)."""
    return {"you", i18n._(DEFAULT_NAME).casefold()}


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_new_game_names_the_first_of_several_people_player_1_in_every_language(app: App, code: str) -> None:
    i18n.set_language(code)
    app.open(routes.NewGame())
    step(app, 2, DT)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert scene.seat_rows()[0].name == DEFAULT_NAME  # alone against CPUs the player is "You" (shown translated)
    scene.set_kind(1, PERSON)
    step(app, 2, DT)
    rows = scene.seat_rows()
    assert [rows[0].name, rows[1].name] == [person_name(1), person_name(2)]
    config = scene.build_config()
    assert config.names[:2] == [person_name(1), person_name(2)]
    assert not {n.casefold() for n in config.names} & _you_words(), config.names
    # back to one person: the player is "You" again
    scene.set_kind(1, "normal")
    step(app, 2, DT)
    assert scene.seat_rows()[0].name == DEFAULT_NAME


def test_the_name_list_of_a_seat_at_a_shared_screen_offers_no_you() -> None:
    plan = SeatPlan.usual(3, "You", ["normal", "normal"])
    plan.set_kind(1, PERSON)
    offered = plan.offered_names(1, ["You", "Ann", "Player 1", "ann"])
    assert offered == ["Ann", "Player 1"]
    alone = SeatPlan.usual(3, "You", ["normal", "normal"])
    assert alone.offered_names(0, ["You", "Ann"]) == ["You", "Ann"]


def test_a_config_at_a_shared_screen_names_you_and_keeps_it_for_one_person() -> None:
    shared = MatchConfig((SeatSetup("You", "human"), SeatSetup("Bob", "human"), SeatSetup("Mia", "normal")))
    assert shared.names == ["Player 1", "Bob", "Mia"]
    taken = MatchConfig((SeatSetup("Player 1", "human"), SeatSetup("YOU", "human")))
    assert taken.names == ["Player 1", "Player 2"]
    clash = MatchConfig((SeatSetup("You", "human"), SeatSetup("Player 1", "human")))
    assert clash.names == ["Player 2", "Player 1"]
    alone = MatchConfig((SeatSetup("You", "human"), SeatSetup("Mia", "normal")))
    assert alone.names == ["You", "Mia"]


def _old_save(tmp_rules: Rules) -> dict[str, object]:
    """A pass-and-play match as an older version saved it: its first person called "You"."""
    cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Player 2", "human"), SeatSetup("Mia", "normal")),
                      tmp_rules, seed=7)
    data = Session.new(cfg).to_dict()
    data["config"]["seats"][0]["name"] = "You"  # type: ignore[index]
    return data


def test_a_saved_match_whose_first_person_is_you_reads_with_a_real_name(app: App) -> None:
    data = _old_save(Rules(target_score=None))
    session = Session.from_dict(data)
    assert session.config.names == ["Player 1", "Player 2", "Mia"]
    assert session.renamed == {"You": "Player 1"}
    assert session.to_dict()["version"] == SESSION_VERSION  # the format did not change: no new version
    # Continue: the privacy screen and the log speak of Player 1, never of "You"
    app.store.save_match(data)
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.reset(title)
    title.continue_match()
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 300, DT)
    screen = app.top
    assert isinstance(screen, PrivacyScene)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.names[0] == "Player 1"
    assert screen.ready.text == f"I'm {table.names[screen.seat]}: show my cards"
    assert "You" not in screen.ready.text


def test_the_log_and_the_plates_at_a_shared_screen_never_call_a_person_you(app: App) -> None:
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Player 2", "human"), SeatSetup("Mia", "normal")),
                      Rules(target_score=None), seed=3)
    table = TableScene(app, Session.new(cfg))
    app.reset(table)
    step(app, 2, DT)
    narrator = Narrator(table.names, -1)
    from game.model import CardsDrawn, DrawReason, HandOver

    said = [line.text for line in narrator.tell([CardsDrawn(0, 2, None, DrawReason.PENALTY)])]
    said += [line.text for line in narrator.tell([HandOver(0, 25, ((), (), ()))])]
    assert said == ["Player 1 takes 2", "Player 1 wins the hand: 25 points"], said
    kinds = [table.hud.seats._kind(seat) for seat in range(3)]
    assert kinds == ["Player", "Player", "Normal"], kinds


def test_the_one_person_against_cpus_is_still_you_on_the_plate(app: App) -> None:
    cfg = MatchConfig((SeatSetup("Ann", "human"), SeatSetup("Mia", "normal")), Rules(target_score=None), seed=3)
    table = TableScene(app, Session.new(cfg))
    app.reset(table)
    step(app, 2, DT)
    assert table.hud.seats._kind(0) == "You"


def test_the_statistics_of_a_renamed_person_follow_their_match_and_you_still_counts(tmp_path: Path) -> None:
    stats = Stats(None)
    data = _old_save(Rules(target_score=500))
    old = Session.from_dict(data)
    key = f"m{old.agent_seed}"
    # as the older version recorded them: a solo game of "You", and the saved match's first hand
    stats.record_hand(rules=Rules(), seats=[("You", "human"), ("Mia", "normal")], human=0, winner=0, points=10,
                      turns=5, match_key="solo", hand_number=1)
    stats.record_match(rules=Rules(target_score=None), seats=[("You", "human"), ("Mia", "normal")], human=0,
                       winner=0, scores=[10, 0], hands=1, single_hand=True, match_key="solo")
    stats.record_hand(rules=Rules(), seats=[("You", "human"), ("Player 2", "human"), ("Mia", "normal")], human=0,
                      winner=1, points=20, turns=9, match_key=key, hand_number=1, people=[0, 1])
    assert stats.totals("hands", person="You").games == 2
    # the match goes on with its first person named; its next hand is recorded (after a round played)
    play_hand(old.match.game, [RandomAgent(i) for i in range(3)], random.Random(1))
    outcome = old.match.game.outcome()
    assert outcome is not None
    record(stats, old, outcome, turns=12)
    stats.flush()
    assert stats.totals("hands", person="Player 1").games == 2  # the match's hands, the first one too
    assert stats.totals("hands", person="You").games == 1  # the solo game still counts for "You"
    assert stats.totals("matches", person="You").games == 1
    assert "You" in stats.people() and "Player 1" in stats.people()
    stats.close()


def test_people_given_on_the_command_line_as_you_are_named(tmp_path: Path) -> None:
    a = make_app(tmp_path, "--people", "You,Bob", "--players", "3")
    try:
        table = next(s for s in a.scenes if isinstance(s, TableScene))
        assert table.names[:2] == ["Player 1", "Bob"]
    finally:
        a.close()


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_turn_hint_addresses_a_person_by_name_never_as_you(code: str) -> None:
    """Round B playtest: "You, your turn: ..." at a shared screen. A named person is addressed by name; a
    name that is "You" (in English or the language in force) is no name to address: plain "Your turn"."""
    from game.model import Card
    from game.ui.table.hints import Situation, hint, hint_line

    i18n.set_language(code)
    turn = Situation(my_turn=True, can_play=True, several=True, top=Card.parse("B6"), color=Card.parse("B6").color)
    plain, _color = hint_line(turn)
    for you in ("You", "you", i18n._(DEFAULT_NAME)):
        text, _color = hint(Situation(**{**turn.__dict__, "name": you}))
        assert text == plain, f"{you!r}: {text!r}"
    named, _color = hint(Situation(**{**turn.__dict__, "name": person_name(2)}))
    if plain.startswith(i18n._("Your turn")):
        assert named.startswith(person_name(2)) and named != plain, named


def test_a_continued_shared_match_of_you_says_player_1_your_turn(app: App) -> None:
    seats = (SeatSetup("Ann", "human"), SeatSetup("Player 2", "human"), SeatSetup("Mia", "normal"))
    rules = Rules(target_score=None)
    seed = next(k for k in range(1, 200) if Session.new(MatchConfig(seats, rules, seed=k)).match.game.current == 0)
    data = Session.new(MatchConfig(seats, rules, seed=seed)).to_dict()
    data["config"]["seats"][0]["name"] = "You"  # as an older version saved it
    app.store.save_match(data)
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.reset(title)
    title.continue_match()
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 600, DT)
    screen = app.top
    assert isinstance(screen, PrivacyScene) and screen.seat == 0
    step(app, 15, DT)
    screen.confirm()
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    run_until(app, lambda: table.controller.my_turn() and not table.anim.busy, 600, DT)
    text, _color = table.painting.hint()
    assert text.startswith("Player 1, your turn"), text


def test_the_top_line_sets_a_persons_points_apart_from_a_numbered_name() -> None:
    """'Hand 1 · to 500 · Player 2 0' read as one number run: the name and its points are told apart."""
    from game.ui.table.scoreline import score_line

    session = Session.new(MatchConfig((SeatSetup("You", "human"), SeatSetup("Player 2", "human"),
                                       SeatSetup("Mia", "normal")), Rules(target_score=500), seed=3))
    line = score_line(session.match, session.config.names, 1, True)
    assert line == "Hand 1 · to 500 · Player 2: 0", line


def test_the_next_new_game_seats_the_people_of_the_last_one(app: App) -> None:
    """Pass-and-play names were lost at every new game: New game set up again from one person and CPUs
    (playtest on bf6b910). It comes back with the people where they sat, named as they were, and the CPUs'
    seats as they were; back to one person, the table is the usual one again."""
    app.open(routes.NewGame())
    step(app, 2, DT)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    scene.set_name(0, "Ann")
    scene.set_kind(2, PERSON)
    scene.set_name(2, "Bob")
    step(app, 2, DT)
    scene.back()
    step(app, 2, DT)
    app.open(routes.NewGame())
    step(app, 2, DT)
    again = app.top
    assert isinstance(again, NewGameScene) and again is not scene
    assert [(s.kind, s.name) for s in again.plan.seats] == [
        (PERSON, "Ann"), ("normal", ""), (PERSON, "Bob"), ("normal", "")]
    again.set_kind(2, "normal")
    again.back()
    step(app, 2, DT)
    app.open(routes.NewGame())
    step(app, 2, DT)
    third = app.top
    assert isinstance(third, NewGameScene)
    assert [s.kind for s in third.plan.seats] == [PERSON, "normal", "normal", "normal"]
    assert third.plan.seats[0].name == "Ann" and app.settings.people is None
