"""Go past the anchors (issue 19): the results panel shows the match's seed, and a match started with
`--seed S` deals the same dealer and hands and its CPUs decide the same way, given the same moves by
the person, on the real table controller."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tablekit import finished_session, make_app

from game.app import App
from game.model import Draw, Pass, Play
from game.session import MatchConfig, SeatSetup, Session
from game.ui.results import hand_result, seed_line
from game.ui.table.controller import TableController

DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--seed", "4242")
    yield a
    a.close()


def _play(seed: int | None, seconds: float = 40.0) -> tuple[int, list[Any], list[list[str]]]:
    """A person who always plays their first legal card (else draws, else keeps) against an easy, a normal
    and a hard CPU; return the first dealer, the actions and the hands dealt."""
    seats = (SeatSetup("You", "human"), SeatSetup("Mia", "easy"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "hard"))
    session = Session.new(MatchConfig(seats, seed=seed))
    game = session.match.game
    dealer = game.dealer
    dealt = [[c.label for c in game.view(p).hand] for p in range(4)]
    c = TableController(session, threaded=False)
    c.start()
    t = 0.0
    while t < seconds and not c.hand_over:
        if c.my_turn() and c.resting():
            legal = c.human_legal()
            move = next((a for a in legal if isinstance(a, Play)), None) or next(
                (a for a in legal if isinstance(a, (Draw, Pass))), legal[0])
            c.submit(move)
        c.update(DT)
        t += DT
    return dealer, [str(a) for a in c.history], dealt


def test_a_seeded_match_repeats_its_dealer_deals_and_cpu_decisions() -> None:
    first = _play(77)
    assert len(first[1]) > 10
    assert _play(77) == first
    other = _play(78, seconds=0.5)
    assert (other[0], other[2]) != (first[0], first[2])  # another seed deals another match


def test_a_match_always_has_a_seed_and_its_hard_cpus_no_wall_clock_cap() -> None:
    seats = (SeatSetup("You", "human"), SeatSetup("Ava", "hard"))
    session = Session.new(MatchConfig(seats))
    assert isinstance(session.config.seed, int)
    assert session.agents[1].time_cap is None  # a busy machine must not change a seeded decision
    again = Session.new(MatchConfig(seats, seed=session.config.seed))
    assert again.match.game.view(0).hand == session.match.game.view(0).hand


def test_the_results_panel_shows_the_seed(app: App) -> None:
    s = finished_session(players=3, seed=5)
    r = hand_result(s)
    assert r.seed == s.config.seed is not None
    line = seed_line(r)
    # worded for a player: the match's number and the hand; the command (a developer's wording) and where
    # to read about it are only in the README's "Replay a match" (the playtest: "a player does not read
    # a README")
    assert line == f"Match #{r.seed}, hand {r.hand_number}"
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Replay a match"):]
    assert "uno --seed" in section.split("\n## ")[0]


def test_the_command_line_seed_reaches_the_new_game(app: App) -> None:
    from game.ui.scenes.newgame import NewGameScene

    scene = NewGameScene(app)
    app.reset(scene)
    app.step(DT)
    assert scene.build_config().seed == 4242
