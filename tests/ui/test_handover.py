"""The end-of-hand and end-of-match scenes, headless, driven by real events."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import (
    click,
    config,
    drawn_game,
    finished_session,
    key,
    make_app,
    session_with,
    setup,
    step,
)

from game.app import App
from game.model import Card, Play, Rules
from game.ui.scenes.handover import INPUT_GUARD, HandOverScene, hand_result
from game.ui.scenes.matchover import MatchOverScene, confetti, confetti_at
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


class Calls:
    def __init__(self) -> None:
        self.n = 0

    def __call__(self) -> None:
        self.n += 1


def show(app: App, scene: object, seconds: float = 0.0, dt: float = 1 / 60) -> None:
    app.reset(scene)  # type: ignore[arg-type]
    step(app, max(1, round(seconds / dt)), dt=dt)
    assert app.top is scene


def test_result_reads_the_finished_hand() -> None:
    s = finished_session(players=4, seed=3)
    r = hand_result(s)
    game = s.match.game
    assert r.winner == game.winner is not None
    assert r.points == game.round_points() == sum(r.values)
    assert r.values[r.winner] == 0 and r.hands[r.winner] == ()
    assert list(r.totals) == s.match.scores
    assert r.before[r.winner] == r.totals[r.winner] - r.points
    assert sum(r.wins) == 1 and r.wins[r.winner] == 1
    assert r.hand_number == 1 and r.target == 500 and not r.match_over


def test_points_count_up_with_time_and_end_exact(app: App) -> None:
    s = finished_session(players=5, seed=4)
    scene = HandOverScene(app, s, Calls())
    assert scene.flights, "some hand held cards"
    seen = [scene.counted(t / 20) for t in range(0, round(scene.count_end * 20) + 2)]
    assert seen[0] == 0
    assert seen == sorted(seen)
    assert seen[-1] == scene.result.points
    assert len(set(seen)) > 3  # it really counts, not jumps


def test_continue_goes_on_and_calls_back(app: App) -> None:
    s = finished_session(players=3, seed=5)
    calls = Calls()
    table_stand_in = TitleScene(app)
    app.reset(table_stand_in)
    step(app)
    scene = HandOverScene(app, s, calls)
    app.push(scene)
    step(app)
    key(app, pygame.K_RETURN)  # inside the guard: a held Enter from the table does nothing
    assert calls.n == 0 and app.top is scene
    step(app, round(INPUT_GUARD * 60) + 2)
    key(app, pygame.K_SPACE)
    assert calls.n == 1
    assert app.top is table_stand_in and scene not in app.scenes
    key(app, pygame.K_SPACE)
    assert calls.n == 1


def test_the_button_continues_and_a_click_elsewhere_skips_the_count(app: App) -> None:
    s = finished_session(players=4, seed=6)
    calls = Calls()
    scene = HandOverScene(app, s, calls)
    show(app, scene, 0.5)
    assert scene.counted() < scene.result.points
    click(app, (scene.panel.centerx, scene.panel.y + 5))
    assert scene.counted() == scene.result.points and calls.n == 0
    click(app, scene.menu.items[0].rect.center)
    assert calls.n == 1


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_winner_row_is_highlighted_at_both_sizes(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, size=f"{size[0]}x{size[1]}")
    try:
        s = finished_session(players=10, seed=7)
        scene = HandOverScene(app, s, Calls())
        show(app, scene, 4.0, dt=0.1)
        r = scene.result
        shot = app.screen
        assert shot.get_size() == size

        def gold(seat: int) -> int:
            row = scene.rows[seat].rect
            mask = pygame.mask.from_threshold(shot.subsurface(row), (246, 196, 64), (40, 40, 40, 255))
            return int(mask.count())

        assert r.winner is not None
        others = [gold(seat) for seat in range(r.players) if seat != r.winner]
        assert gold(r.winner) > 5 * max(1, max(others))
        for row in scene.rows:
            assert scene.panel.contains(row.rect.inflate(-4, 0)), "rows stay inside the panel"
        assert scene.panel.contains(scene.menu.items[0].rect)
    finally:
        app.close()


def test_draw_changes_nothing(app: App) -> None:
    s = finished_session(players=4, seed=8)
    scene = HandOverScene(app, s, Calls())
    show(app, scene, 0.9)
    a = app.screen.copy()
    app.draw(a)
    b = app.screen.copy()
    app.draw(b)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_match_over_leads_to_the_match_over_scene(app: App) -> None:
    s = finished_session(players=3, seed=9, target=50)
    assert s.match.is_over
    calls = Calls()
    scene = HandOverScene(app, s, calls)
    show(app, scene, 0.5)
    assert scene.menu.items[0].text == "Final scores"
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.top, MatchOverScene) and len(app.scenes) == 1
    assert calls.n == 0, "nothing to deal when the match is over"


def test_single_hand_says_so_and_ends_the_game(app: App) -> None:
    s = finished_session(players=2, seed=10, target=None)
    scene = HandOverScene(app, s, Calls())
    show(app, scene, 0.5)
    _head, sub = scene._title_text()
    assert sub.startswith("Single hand")
    assert scene.menu.items[0].text == "Continue"
    assert "Total" not in scene.columns
    key(app, pygame.K_KP_ENTER)
    step(app)
    over = app.top
    assert isinstance(over, MatchOverScene) and over.single
    assert over.menu.items[0].text == "Play again"


def test_play_again_after_a_single_hand_deals_a_single_hand(app: App) -> None:
    """A playtester chose Single hand, won it, pressed Play again and got "Hand 1 · to 500": the next
    match read the settings' rule dict (with its match length) and not the game length chosen."""
    app.settings.single_hand = True
    app.settings.rules = {**app.settings.rules, "target_score": 500}
    over = MatchOverScene(app, finished_session(players=2, seed=10, target=None))
    show(app, over, 0.5)
    assert over.single and over.menu.items[0].text == "Play again"
    over.new_match()
    step(app)
    table = app.top
    assert table is not over and table.session.config.rules.target_score is None


def test_a_drawn_hand_is_shown_as_such(app: App) -> None:
    cfg = config(3)
    game = drawn_game(setup([["R1", "R2"], ["G3"], ["B4", "Y5", "W"]], ["R9"]))
    s = session_with(cfg, game, banked=[120, 40, 0], history=[(0, 120), (1, 40)])
    scene = HandOverScene(app, s, Calls())
    show(app, scene, 3.0)
    r = scene.result
    assert r.winner is None and r.points == 0 and r.totals == (120, 40, 0)
    assert r.hand_number == 3 and r.wins == (1, 1, 0)
    assert scene.flights == [] and scene.counted() == 0
    head, _ = scene._title_text()
    assert "drawn" in head.lower()


def test_match_over_scene_celebrates_the_person_and_clears_the_save(app: App, monkeypatch) -> None:
    cfg = config(3)
    # the person (seat 0) plays their last card and crosses 500
    game = setup([["R5"], ["G3", "B7"], ["Y9", "W4"]], ["R1"])
    game.apply(Play(0, Card.parse("R5")))
    assert game.winner == 0
    s = session_with(cfg, game, banked=[480, 100, 30], history=[(0, 480)])
    assert s.match.is_over and s.match.winner == 0
    app.store.save_match(s.to_dict())
    assert app.store.has_match()
    sounds: list[str] = []
    monkeypatch.setattr(app.audio, "play", sounds.append)
    scene = MatchOverScene(app, s)
    show(app, scene, 2.0)
    assert "win" in sounds
    assert not app.store.has_match()
    big, small = scene.headline()
    assert big == "You win!" and "match" in small
    assert [seat for seat, _ in scene.rows] == [0, 1, 2]


def test_match_over_scene_for_a_cpu_winner_is_silent_and_goes_to_title(app: App, monkeypatch) -> None:
    s = finished_session(players=4, seed=12, target=40)
    assert s.match.is_over and s.match.winner != 0
    sounds: list[str] = []
    monkeypatch.setattr(app.audio, "play", sounds.append)
    scene = MatchOverScene(app, s)
    show(app, scene, 1.0)
    assert "win" not in sounds
    assert scene.headline()[0] == s.config.seats[s.match.winner].name
    click(app, scene.menu.items[1].rect.center)
    step(app)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_new_match_keeps_the_seats_and_takes_the_settings_rules(app: App) -> None:
    table = importlib.import_module("game.ui.scenes.table")
    rules = Rules(stacking=True, seven_o=True, target_score=60)
    app.settings.rules = rules.to_dict()  # the rules the match was started with, still in the settings
    cfg = config(3, rules=rules)
    game = setup([["R5"], ["G3", "B7"], ["Y9", "W4"]], ["R1"], rules=rules)
    game.apply(Play(0, Card.parse("R5")))
    s = session_with(cfg, game)
    scene = MatchOverScene(app, s)
    show(app, scene, 0.5)
    key(app, pygame.K_RETURN)  # the focus starts on New match
    step(app)
    top = app.top
    assert isinstance(top, table.TableScene) and len(app.scenes) == 1
    new = top.session
    assert new is not s and new.config.seats == cfg.seats and new.config.rules == rules
    assert new.match.scores == [0, 0, 0]
    # rules changed in the settings during the match (its length included) apply to the next match
    app.settings.rules = Rules(jump_in=True, target_score=200).to_dict()
    scene = MatchOverScene(app, s)
    show(app, scene, 0.5)
    key(app, pygame.K_RETURN)
    step(app)
    assert app.top.session.config.rules == Rules(jump_in=True, target_score=200)


def test_esc_on_match_over_goes_to_title(app: App) -> None:
    s = finished_session(players=2, seed=12, target=None)
    show(app, MatchOverScene(app, s), 0.2)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.top, TitleScene)


def test_confetti_is_a_pure_function_of_time() -> None:
    pieces = confetti(60, seed=3)
    assert pieces == confetti(60, seed=3)
    for t in (0.0, 0.4, 1.7, 9.3):
        assert [confetti_at(p, t, 16 / 9) for p in pieces] == [confetti_at(p, t, 16 / 9) for p in pieces]
    burst = next(p for p in pieces if p.burst)
    a, b = confetti_at(burst, burst.delay + 0.1, 1.0), confetti_at(burst, burst.delay + 0.3, 1.0)
    assert a is not None and b is not None and b[1] < a[1], "the burst goes up first"
    rain = next(p for p in pieces if not p.burst)
    visible = [confetti_at(rain, rain.delay + k * rain.period / 7, 1.0) for k in range(1, 30)]
    assert all(v is not None for v in visible), "the rain loops for ever"


@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("de", 150)])
def test_a_single_hands_standings_show_the_points_that_place_them(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                  language: str, percent: int) -> None:
    """Playtest (eab6cc2): after a single hand, Ava with 6 cards stood above Leo with 3 and every "Points"
    read 0: the places follow the points left in each hand, which were not shown. Each row shows them, in
    a column whose head stays clear of the others (German at 150%)."""
    from game import i18n
    from game.ui.scenes import matchover

    drawn: list[tuple[str, pygame.Rect]] = []
    real = matchover.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        rect = real(surface, text, *args, **kw)  # type: ignore[arg-type]
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(matchover, "draw_text", spy)
    i18n.set_language(language)
    app.settings.text_size = percent
    app.apply_text_size()
    try:
        over = MatchOverScene(app, finished_session(players=4, seed=10, target=None))
        show(app, over, 3.0)
        drawn.clear()
        over.draw(app.screen)
        r = over.result
        for seat, row in over.rows:
            if seat == r.match_winner:
                continue
            texts = [t for t, rect in drawn if row.top <= rect.centery <= row.bottom]
            assert str(r.values[seat]) in texts, (seat, texts)
        head = over.rows[0][1].top
        heads = sorted((rect for _t, rect in drawn if over.panel.top <= rect.top and rect.bottom <= head + 2),
                       key=lambda rect: rect.x)
        columns: list[pygame.Rect] = []  # a head's lines share their column; two heads never meet
        for rect in heads:
            if columns and rect.x < columns[-1].right:
                columns[-1] = columns[-1].union(rect)
            else:
                columns.append(rect)
        assert len(columns) == 4, columns  # player, cards left, points in hand, points
        assert all(c.bottom <= head + 2 for c in columns), "a head runs into the first row"
    finally:
        app.settings.text_size = 100
        app.apply_text_size()
        i18n.set_language("en")
