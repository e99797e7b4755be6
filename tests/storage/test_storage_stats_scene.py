"""The statistics screen, headless: drawn with no games and with some, driven by real events."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")
stats_scene = importlib.import_module("game.ui.scenes.stats")
chart_mod = importlib.import_module("game.ui.statschart")
palette = importlib.import_module("game.ui.palette")

from game.app import App  # noqa: E402
from game.model import Rules  # noqa: E402
from game.storage.stats import Result  # noqa: E402

StatsScene = stats_scene.StatsScene
WIN_GREEN = chart_mod.WIN_GREEN
LOSS_RED = chart_mod.LOSS_RED


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = App(["--data-dir", str(tmp_path), "--size", "960x540"])
    yield a
    a.close()


def seed(app: App) -> None:
    stats = app.store.stats
    seats = [("You", "human"), ("Mia", "hard"), ("Leo", "hard")]
    for n, won in enumerate([True, False, True, True]):
        winner = 0 if won else 1
        rules = Rules(stacking=True, seven_o=True) if n % 2 else Rules()
        stats.record_hand(rules=rules, seats=seats, human=0, winner=winner, points=40 + n, turns=30,
                          finished_at=1000 + n)
        stats.record_match(rules=rules, seats=seats, human=0, winner=winner, scores=[500 if won else 200, 300, 0],
                           hands=1, turns=30, finished_at=1000 + n)


def open_stats(app: App) -> StatsScene:
    scene = StatsScene(app)
    app.push(scene)
    for _ in range(40):  # 0.8 s: the chart has grown in
        app.step(0.02)
    assert app.top is scene
    return scene


def count(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> int:
    sub = surface.subsurface(rect)
    mask = pygame.mask.from_threshold(sub, color, (2, 2, 2, 255))
    return int(mask.count())


def test_no_games(app: App) -> None:
    scene = open_stats(app)
    assert scene.data.results == [] and scene.data.summary.matches.games == 0
    chart = scene.chart_panel
    assert count(app.screen, chart, WIN_GREEN) == 0
    assert count(app.screen, chart, LOSS_RED) == 0
    # The message is drawn: light text pixels in the middle of the empty chart.
    middle = pygame.Rect(chart.x, chart.centery - 20, chart.w, 40)
    assert count(app.screen, middle, palette.MUTED) > 20


def test_some_games_at_both_sizes(app: App, tmp_path: Path) -> None:
    seed(app)
    scene = open_stats(app)
    assert scene.data.summary.matches.games == 4 and scene.data.summary.matches.wins == 3
    assert [t.label for t in scene.data.by_rule_set] == ["Custom: stacking+seven_o", "Official"]
    chart = scene.chart_panel
    assert count(app.screen, chart, WIN_GREEN) > 200
    assert count(app.screen, chart, LOSS_RED) > 50
    assert count(app.screen, chart, palette.YELLOW) > 50  # the win-rate line
    # draw() changes nothing: the same time gives the same picture.
    a = app.screen.copy()
    b = app.screen.copy()
    scene.draw(a)
    scene.draw(b)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    # Every panel lies inside the window, at 960x540 and at 1920x1080.
    for size in ((960, 540), (1920, 1080)):
        app.size = size
        surface = pygame.Surface(size)
        scene.resize(size)
        scene.draw(surface)
        window = surface.get_rect()
        for rect in (*scene.tiles, scene.diff_panel, scene.rules_panel, scene.chart_panel,
                     scene.choice.rect, scene.back_button.rect):
            assert window.contains(rect), (size, rect)
        assert not scene.diff_panel.colliderect(scene.rules_panel)
        assert not scene.diff_panel.colliderect(scene.chart_panel)
        assert count(surface, scene.chart_panel, WIN_GREEN) > 200


def post_key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.02)


def test_keys_switch_unit_and_go_back(app: App) -> None:
    seed(app)
    scene = open_stats(app)
    assert scene.unit == "matches"
    post_key(app, pygame.K_RIGHT)
    assert scene.unit == "hands" and scene.data.summary.hands.games == 4
    assert [r.points for r in scene.data.results] == [40, 0, 42, 43]
    post_key(app, pygame.K_LEFT)
    assert scene.unit == "matches"
    post_key(app, pygame.K_ESCAPE)
    assert app.top is not scene and not isinstance(app.top, StatsScene)


def test_back_button_by_mouse(app: App) -> None:
    scene = open_stats(app)
    pos = scene.back_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.02)
    assert app.top is not scene


def test_the_title_screen_opens_it(app: App) -> None:
    title = app.top
    assert title is not None
    title.statistics()  # type: ignore[attr-defined]
    app.step(0.02)
    assert isinstance(app.top, StatsScene)


def test_helpers() -> None:
    results = [Result(1.0, True, 5), Result(2.0, False, 0), Result(3.0, True, 9), Result(4.0, False, 0)]
    assert stats_scene.cumulative_rates(results) == [1.0, 0.5, 2 / 3, 0.5]
    assert stats_scene.pretty_rule_set("Official") == "Official"
    assert stats_scene.pretty_rule_set("Custom: stacking+seven_o") == "Stacking, Seven-O"
    assert stats_scene.pretty_rule_set("Custom: challenge=false+uno_penalty=4") == (
        "Wild Draw Four challenge: off, Uno penalty 4"
    )


def seed_people(app: App) -> None:
    """Kim plays solo (1 of 2 won); Kim and Ada play two team games as partners (1 won), Ada one more solo."""
    stats = app.store.stats
    solo = [("Kim", "human"), ("Mia", "easy")]
    team = [("Kim", "human"), ("Mia", "hard"), ("Ada", "human"), ("Leo", "hard")]
    teams = Rules(teams=True)
    stats.record_match(rules=Rules(), seats=solo, human=0, winner=0, scores=[500, 0], hands=1, turns=9,
                       finished_at=1.0)
    stats.record_match(rules=Rules(), seats=solo, human=0, winner=1, scores=[0, 500], hands=1, turns=9,
                       finished_at=2.0)
    stats.record_match(rules=teams, seats=team, human=0, people=(0, 2), winner=2, scores=[500, 0, 500, 0],
                       hands=1, turns=9, finished_at=3.0)
    stats.record_match(rules=teams, seats=team, human=0, people=(0, 2), winner=3, scores=[0, 500, 0, 500],
                       hands=1, turns=9, finished_at=4.0)
    stats.record_match(rules=Rules(), seats=[("Ada", "human"), ("Bo", "hard")], human=0, winner=0,
                       scores=[500, 0], hands=1, turns=9, finished_at=5.0)


def test_the_player_s_own_statistics_first_then_anyone_s_with_team_rows(app: App) -> None:
    app.settings.player_name = "Kim"
    seed_people(app)
    scene = open_stats(app)
    assert scene.people == ["Kim", "Ada"] and scene.person == "Kim"
    assert (scene.data.summary.matches.games, scene.data.summary.matches.wins) == (4, 2)
    assert [(t.label, t.games, t.wins) for t in scene.data.by_play] == [("solo", 2, 1), ("teams", 2, 1)]
    # Tab to the person, Right: Ada's statistics.
    post_key(app, pygame.K_TAB)
    assert scene.whose.focused
    post_key(app, pygame.K_RIGHT)
    assert scene.person == "Ada"
    assert (scene.data.summary.matches.games, scene.data.summary.matches.wins) == (3, 2)
    assert [(t.label, t.games, t.wins) for t in scene.data.by_play] == [("solo", 1, 1), ("teams", 2, 1)]
    # Every panel fits and none overlaps, at both sizes.
    for size in ((960, 540), (1920, 1080)):
        app.size = size
        surface = pygame.Surface(size)
        scene.resize(size)
        scene.draw(surface)
        panels = [*scene.tiles, scene.diff_panel, scene.rules_panel, scene.play_panel, scene.chart_panel]
        controls = [scene.choice.rect, scene.whose.rect, scene.back_button.rect]
        for rect in (*panels, *controls):
            assert surface.get_rect().contains(rect), (size, rect)
        everything = panels + controls
        assert not any(a.colliderect(b) for i, a in enumerate(everything) for b in everything[i + 1:]), size
        assert count(surface, scene.play_panel, WIN_GREEN) > 20  # the team row's win-rate bar


def test_a_player_with_no_games_yet_is_offered_too(app: App) -> None:
    app.settings.player_name = "Newcomer"
    seed_people(app)
    scene = open_stats(app)
    assert scene.people[0] == "Newcomer" and set(scene.people[1:]) == {"Kim", "Ada"}
    assert scene.data.summary.matches.games == 0 and scene.data.by_play == []
