"""The new-game seat editor: people (named) and CPUs in the order they sit, teams, names from a list or
the on-screen keyboard; it builds the MatchConfig the table plays, and shows the model's refusals."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from appdriver import click, key, make_app, step, widget

from game.ai import CPU_NAMES
from game.app import App
from game.model import Rules
from game.session import MatchConfig
from game.ui.keyboard import DONE, LAYOUT
from game.ui.scenes.names import NamePickerScene, TypeNameScene
from game.ui.scenes.newgame import JUMP_IN_NOTE, NewGameScene, SeatRow
from game.ui.scenes.table import TableScene
from game.ui.seating import SeatPlan


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def open_new_game(app: App) -> NewGameScene:
    click(app, widget(app.top, "Play").rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    return scene


def row(scene: NewGameScene, seat: int) -> SeatRow:
    return scene.seat_rows()[seat]


def focus_part(app: App, scene: NewGameScene, seat: int, part: int) -> SeatRow:
    """Put the keyboard on `seat`'s row and walk Left/Right to `part` (0 name, 1 kind, 2 up, 3 down)."""
    target = row(scene, seat)
    scene.zones.activate(1)
    scene.menu.set_focus(target)
    while target.part != part:
        key(app, pygame.K_RIGHT)
    return target


def texts(scene: NewGameScene) -> list[str]:
    return [getattr(w, "text", "") for w in scene.menu.items]


def type_on_screen(app: App, word: str) -> None:
    """Type `word` on the on-screen keyboard with the arrow keys and Enter only, then Done."""
    board = app.top
    assert isinstance(board, TypeNameScene)
    kb = board.keyboard
    assert kb.focused, "the keyboard has the keys when it opens"
    for action in [*word.lower(), DONE]:
        r, c = next((r, c) for r, keys in enumerate(LAYOUT) for c, k in enumerate(keys) if k.action == action)
        while kb.row != r:
            key(app, pygame.K_DOWN if kb.row < r else pygame.K_UP)
        while kb.col != c:
            key(app, pygame.K_RIGHT if kb.col < c else pygame.K_LEFT)
        key(app, pygame.K_RETURN)
    step(app)


def name_seat_by_keys(app: App, scene: NewGameScene, seat: int, word: str) -> None:
    """Open the seat's names with Enter, choose "Type a name…", type `word` with the arrows."""
    focus_part(app, scene, seat, 0)
    key(app, pygame.K_RETURN)
    step(app)
    picker = app.top
    assert isinstance(picker, NamePickerScene)
    assert picker.menu.focused is not None and getattr(picker.menu.focused, "text", "") == "Type a name…"
    key(app, pygame.K_RETURN)
    step(app)
    board = app.top
    assert isinstance(board, TypeNameScene)
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_on_screen(app, word)
    assert app.top is scene


def test_the_usual_table_is_today_s_quick_game() -> None:
    rules = Rules(stacking=True)
    for players, level, name in ((2, "easy", "You"), (10, "hard", "Kim")):
        plan = SeatPlan.usual(players, name, [level] * (players - 1))
        assert plan.config(rules, seed=5) == MatchConfig.quick(players, level, name, rules, seed=5)
    # A player called like a CPU: the CPUs skip that name, as the new-game screen always did.
    plan = SeatPlan.usual(4, "Mia", ["easy", "hard", "easy"])
    assert [(s.name, s.kind) for s in plan.config(rules).seats] == [
        ("Mia", "human"), *zip(CPU_NAMES[1:4], ["easy", "hard", "easy"], strict=True)]


def test_pressing_start_at_once_plays_today_s_game(app: App) -> None:
    app.settings.player_name = "Kim"
    app.settings.players = 3
    scene = open_new_game(app)
    assert [r.label for r in scene.seat_rows()] == ["Seat 1: Kim", "Seat 2: Mia", "Seat 3: Leo"]
    click(app, widget(scene, "Start").rect.center)
    step(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.config.seats == MatchConfig.quick(3, "normal", "Kim").seats
    assert table.session.config.human == 0 and table.session.config.people == (0,)


def test_two_people_and_two_cpus_by_keys_alone(app: App) -> None:
    scene = open_new_game(app)
    seat = focus_part(app, scene, 2, 1)
    assert seat.kind == "normal"
    key(app, pygame.K_RETURN)  # normal -> hard
    key(app, pygame.K_RETURN)  # hard -> person
    assert row(scene, 2).kind == "human" and row(scene, 2).name == "Player 2"
    # On the way the CPUs' levels differed (normal, hard, normal); now they agree again.
    assert widget(scene, "Computer players").value == "normal"
    name_seat_by_keys(app, scene, 2, "ada")
    assert row(scene, 2).name == "Ada"
    config = scene.build_config()
    assert config.people == (0, 2) and config.human == 0
    # the player, "You" alone against CPUs, is "Player 1" among several people (Round B playtest)
    # the last CPU keeps its name, Ava, as seat 3 turns person (it became Leo: playtest 12)
    assert [(s.name, s.kind) for s in config.seats] == [("Player 1", "human"), ("Mia", "normal"), ("Ada", "human"),
                                                       ("Ava", "normal")]
    # The Players row counts both kinds; the CPUs' names keep clear of the people's.
    assert "2 people and 2 CPUs" in widget(scene, "Players").help
    # With one person out of two left, the settings keep the player's own name.
    assert app.settings.player_name == "You"


def test_moving_seats_changes_the_order_and_the_focus_follows(app: App) -> None:
    scene = open_new_game(app)
    focus_part(app, scene, 0, 3)  # "move down" of seat 1
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert [r.name for r in scene.seat_rows()] == ["Mia", "Leo", "You", "Ava"]
    assert scene.menu.focused is row(scene, 2) and row(scene, 2).part == 3
    assert scene.build_config().human == 2
    # Up from the same seat, by the mouse this time.
    click(app, row(scene, 2).part_rects()["up"].center)
    assert [r.name for r in scene.seat_rows()] == ["Mia", "You", "Leo", "Ava"]
    # The first seat cannot move up, the last cannot move down.
    click(app, row(scene, 0).part_rects()["up"].center)
    click(app, row(scene, 3).part_rects()["down"].center)
    assert [r.name for r in scene.seat_rows()] == ["Mia", "You", "Leo", "Ava"]


def test_teams_2v2_partners_are_chosen_by_moving_seats(app: App) -> None:
    scene = open_new_game(app)
    click(app, widget(scene, "Teams").rect.center)
    assert app.settings.rules["teams"] is True
    rows = scene.seat_rows()
    assert [r.team for r in rows] == [0, 1, 0, 1]
    # Make seat 2 a person "Bea", then move her to seat 3: seats 1 and 3 are partners.
    focus_part(app, scene, 1, 1)
    key(app, pygame.K_MINUS)  # normal -> easy -> random -> person
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert row(scene, 1).kind == "human"
    name_seat_by_keys(app, scene, 1, "bea")
    focus_part(app, scene, 1, 3)
    key(app, pygame.K_RETURN)  # Bea moves down to seat 3: You's partner
    config = scene.build_config()
    assert config.rules.teams and config.people == (0, 2)
    assert config.seats[2].name == "Bea" and config.partners(0) == (2,)
    assert config.team_of(0) == config.team_of(2) == 0 and config.team_of(1) == config.team_of(3) == 1
    labels = [getattr(w, "text", "") for w in scene.menu.items]
    assert any(t.startswith("Team A: Player 1, Bea") and "Team B: Leo, Ava" in t for t in labels)  # CPUs keep their names


def test_teams_3v3(app: App) -> None:
    scene = open_new_game(app)
    scene.set_players(6)
    scene.set_teams(True)
    scene.set_kind(3, "human")
    config = scene.build_config()
    assert len(config.seats) == 6 and config.people == (0, 3)
    assert config.partners(0) == (2, 4) and config.partners(3) == (1, 5)
    assert [r.team for r in scene.seat_rows()] == [0, 1, 0, 1, 0, 1]
    assert widget(scene, "Start").enabled


def test_an_odd_table_in_teams_is_refused_with_the_model_s_words(app: App) -> None:
    scene = open_new_game(app)
    scene.set_teams(True)
    scene.set_players(5)
    step(app)
    said = Rules(teams=True).problems(5)[0]
    expected = said[0].upper() + said[1:] + "."
    assert expected in texts(scene)
    assert widget(scene, "Start").enabled is False
    with pytest.raises(ValueError, match=said):
        scene.build_config()
    click(app, widget(scene, "Start").rect.center)
    assert app.top is scene
    scene.set_players(6)
    assert widget(scene, "Start").enabled


def test_people_s_names_must_differ(app: App) -> None:
    scene = open_new_game(app)
    scene.set_name(0, "Ann")
    scene.set_kind(1, "human")
    name_seat_by_keys(app, scene, 1, "ann")
    assert row(scene, 1).name == "Ann"
    assert "Two people at the table have the same name." in texts(scene)
    assert widget(scene, "Start").enabled is False
    name_seat_by_keys(app, scene, 1, "yves")
    assert widget(scene, "Start").enabled


def test_the_name_list_offers_the_player_s_name_those_used_before_and_defaults(app: App) -> None:
    app.store.stats.record_hand(rules={}, seats=[("Grandma", "human"), ("Bo", "easy")], human=0, winner=0,
                                points=1, turns=1)
    app.settings.player_name = "Kim"
    scene = open_new_game(app)
    scene.set_kind(1, "human")
    click(app, row(scene, 1).part_rects()["name"].center)
    step(app)
    picker = app.top
    assert isinstance(picker, NamePickerScene)
    assert picker.names[:3] == ["Kim", "Grandma", "Player 1"]
    kim = next(w for w in picker.menu.items if getattr(w, "text", "").startswith("Kim"))
    assert kim.enabled is False and "seat 1" in kim.text, "a name at another seat cannot be chosen twice"
    click(app, widget(picker, "Grandma").rect.center)
    step(app)
    assert app.top is scene and row(scene, 1).name == "Grandma"
    # A CPU's list: its automatic name back, or a CPU name.
    click(app, row(scene, 2).part_rects()["name"].center)
    step(app)
    cpu_picker = app.top
    assert isinstance(cpu_picker, NamePickerScene) and cpu_picker.automatic is not None
    click(app, widget(cpu_picker, "Zoe").rect.center)
    step(app)
    assert row(scene, 2).name == "Zoe"
    assert [s.name for s in scene.build_config().seats] == ["Kim", "Grandma", "Zoe", "Ava"]  # Ava keeps hers


def test_a_person_may_take_a_cpu_s_automatic_name_and_the_cpu_gives_way(app: App) -> None:
    scene = open_new_game(app)
    assert [r.name for r in scene.seat_rows()] == ["You", "Mia", "Leo", "Ava"]
    scene.set_kind(3, "human")
    scene.set_name(3, "mia")
    names = [r.name for r in scene.seat_rows()]
    assert names == ["Player 1", "Ava", "Leo", "mia"]  # only the CPU whose name was taken changes
    assert len({n.casefold() for n in names}) == 4 and widget(scene, "Start").enabled
    scene.pick_name(3)
    step(app)
    picker = app.top
    assert isinstance(picker, NamePickerScene) and picker.taken == {"you": 0}


def test_the_jump_in_note_shows_with_two_people_and_jump_in_on(app: App) -> None:
    app.settings.rules = {**app.settings.rules, "jump_in": True}
    scene = open_new_game(app)
    assert JUMP_IN_NOTE not in texts(scene)
    scene.set_kind(1, "human")
    step(app)
    assert JUMP_IN_NOTE in texts(scene)
    assert scene.build_config().jump_in_for_cpus_only
    app.settings.rules = {**app.settings.rules, "jump_in": False}
    scene.refresh()
    assert JUMP_IN_NOTE not in texts(scene)


def test_a_lone_person_s_name_becomes_the_player_s_and_cancel_keeps_it(app: App) -> None:
    scene = open_new_game(app)
    name_seat_by_keys(app, scene, 0, "kai")
    click(app, widget(scene, "Back").rect.center)
    assert app.settings.player_name == "Kai"
    scene = open_new_game(app)
    assert row(scene, 0).name == "Kai"
    click(app, row(scene, 0).part_rects()["name"].center)
    click(app, widget(app.top, "Type a name…").rect.center)
    step(app)
    assert isinstance(app.top, TypeNameScene)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.top is scene and row(scene, 0).name == "Kai"
    # An empty name is refused on the keyboard screen, and nothing changes.
    click(app, row(scene, 0).part_rects()["name"].center)
    click(app, widget(app.top, "Type a name…").rect.center)
    step(app)
    board = app.top
    assert isinstance(board, TypeNameScene)
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    click(app, board.keyboard.key_rects()[-1][-1].center)  # the keyboard's Done
    assert app.top is board and "Type at least one letter." in [getattr(w, "text", "") for w in board.menu.items]


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_every_seat_row_fits_and_its_parts_do_not_overlap(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    try:
        scene = open_new_game(app)
        scene.set_players(10)
        scene.set_teams(True)
        step(app)
        for seat in scene.seat_rows():
            parts = seat.part_rects()
            rects = list(parts.values())
            assert all(seat.rect.contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
            assert parts["name"].w > parts["up"].w * 2
    finally:
        app.close()


def test_the_kind_s_help_names_the_keys_that_change_it(app: App) -> None:
    """Playtest 11: the help said "Enter or Left/Right on the arrows" while Left/Right moved along the row
    and only Enter changed the kind, forwards. It names the keys that do: Enter or + forwards, - back."""
    scene = open_new_game(app)
    seat = focus_part(app, scene, 2, 1)
    assert "+/-" in seat.help and "Left/Right: along the row" in seat.help, seat.help
    assert seat.kind == "normal"
    key(app, pygame.K_MINUS)
    assert row(scene, 2).kind == "easy"
    key(app, pygame.K_PLUS)
    assert row(scene, 2).kind == "normal"
