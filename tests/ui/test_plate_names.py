"""A name plate shows its name whole where the table has room (Round B playtest): "Player 2" was cut to
"Play…" on a plate at 1920x1080 with three seats and the whole top of the table free. The plates grow for
the longest name as far as nothing else is brought too close (`Layout._widen`); the overlap tests
(tests/ui/test_table_overlaps.py) hold for long names too."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tablekit import make_app

from game.app import App
from game.session import MatchConfig, SeatSetup, Session
from game.ui.scenes.table import TableScene
from game.ui.table.look import font_px
from game.ui.text import text_width

SIZES = ("960x540", "1280x720", "1920x1059", "1920x1080")


@pytest.fixture(scope="module", params=SIZES)
def app(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    a = make_app(Path(tmp_path_factory.mktemp("plates")), size=request.param)
    yield a
    a.close()


def _tables(app: App, n: int) -> Iterator[tuple[str, TableScene]]:
    # two people and CPUs (the playtest's table), and a table of people only
    two = (SeatSetup("Player 1", "human"), SeatSetup("Player 2", "human"),
           *(SeatSetup(name, "normal") for name in ("Mia", "Leo", "Ava", "Kai", "Zoe", "Sam", "Ivy", "Max")[:n - 2]))
    everyone = tuple(SeatSetup(f"Player {i + 1}", "human") for i in range(n))
    for what, seats in (("two people", two), ("people only", everyone)):
        yield f"{app.size} {n} seats, {what}", TableScene(app, Session.new(MatchConfig(seats, seed=1)))


@pytest.mark.parametrize("seats", range(2, 11))
def test_every_plate_shows_its_name_whole_where_there_is_room(app: App, seats: int) -> None:
    for where, table in _tables(app, seats):
        painter = table.hud.seats
        for viewer in table.session.config.people[:2]:  # as each person holding the screen sees it
            table.passplay.show_as(viewer, sync=False)
            for sl in table.layout.seats:
                name = table.names[sl.seat]
                size = font_px(17 if sl.bottom else 16, painter.scale)
                drawn = painter.parts(sl.seat, sl.plate.size, sl.bottom)["name"]
                assert drawn.w >= text_width(name, size, True), \
                    f"{where}, {table.names[viewer]} holding the screen: {name!r} cut on its plate"
