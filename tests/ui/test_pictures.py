"""Picture tests: the table at 960x540 and 1920x1080 against reference images checked by eye.

A fixed position (built with `Game.from_setup`, the person on turn, so no CPU moves) is shown at the
table and the frames are stepped with a fixed dt until every animation has settled; the picture is
compared with `tests/ui/pictures/<name>.png` with a tolerant measure: the mean absolute difference per
channel, and the share of pixels that differ by more than `LOUD` in some channel. A failing test saves
the picture it got (and a difference image) to a temporary folder and prints the paths.

    UPDATE_PICTURES=1 pytest tests/ui/test_pictures.py    # rewrite the references (then look at them!)
"""
from __future__ import annotations

import importlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app, seats, session_with, setup, step

from game.app import App
from game.model import Color, Rules
from game.session import MatchConfig, Session

PICTURES = Path(__file__).with_name("pictures")
UPDATE = os.environ.get("UPDATE_PICTURES", "") not in ("", "0")
MAX_MEAN = 2.0      # mean absolute difference per channel, 0-255
LOUD = 48           # a pixel "differs" when a channel is further off than this
MAX_LOUD = 0.01     # share of pixels allowed to differ


def compare(actual: pygame.Surface, reference: pygame.Surface) -> tuple[float, float, pygame.Surface]:
    """Return (mean absolute difference per channel, share of loud pixels, the difference image)."""
    if actual.get_size() != reference.get_size():
        return 255.0, 1.0, actual.copy()
    a = actual.convert(24) if actual.get_bitsize() != 24 else actual.copy()
    b = reference.convert(24) if reference.get_bitsize() != 24 else reference.copy()
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)    # max(a - b, 0)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(b - a, 0)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    w, h = up.get_size()
    mean = sum(pygame.image.tobytes(up, "RGB")) / (w * h * 3)
    quiet = pygame.mask.from_threshold(up, (0, 0, 0), (LOUD + 1, LOUD + 1, LOUD + 1, 255)).count()
    return mean, 1.0 - quiet / (w * h), up


def check_picture(surface: pygame.Surface, name: str) -> None:
    """Compare `surface` with the reference `name`.png (or write it when UPDATE_PICTURES is set)."""
    ref_path = PICTURES / f"{name}.png"
    if UPDATE:
        PICTURES.mkdir(exist_ok=True)
        pygame.image.save(surface, str(ref_path))
        return
    assert ref_path.is_file(), f"no reference picture {ref_path}: run with UPDATE_PICTURES=1 and look at it"
    reference = pygame.image.load(str(ref_path))
    mean, loud, diff = compare(surface, reference)
    if mean > MAX_MEAN or loud > MAX_LOUD:
        out = Path(tempfile.mkdtemp(prefix="uno-pictures-"))
        got, delta = out / f"{name}-actual.png", out / f"{name}-diff.png"
        pygame.image.save(surface, str(got))
        pygame.image.save(diff, str(delta))
        print(f"picture {name}: got {got} (difference {delta}); reference {ref_path}")
        pytest.fail(f"{name}: mean difference {mean:.2f} (max {MAX_MEAN}), {loud:.2%} of pixels off by more "
                    f"than {LOUD} (max {MAX_LOUD:.0%}); actual picture saved to {got}")


def position(players: int) -> Session:
    """A fixed mid-hand position: the person on turn with a fanned hand, every seat holding cards.

    Nobody has an out-of-turn chance (no seat holds two cards or the top card), so no CPU reacts and
    the picture depends on game time alone.
    """
    rules = Rules(stacking=True, seven_o=True, jump_in=True)
    kinds = ("human",) + ("random",) * (players - 1)
    cfg = MatchConfig(seats=seats(*kinds), rules=rules, seed=1, human=0)
    mine = ["R5", "R9", "G5", "B2", "YS", "GD2", "W", "W4", "B7", "Y0"]
    others = [["G1", "B3", "Y4", "R2", "G8", "B6", "Y7"], ["R1", "G2", "Y6"], ["B9", "Y3", "G6", "R8"],
              ["Y1", "Y2", "B1", "B4", "G3"], ["R3"], ["G4", "G7", "B5"], ["Y5", "Y6", "R4"],
              ["B8", "G9", "R6", "Y4"], ["Y8", "Y9", "B0"]]
    hands = [mine, *others[: players - 1]]
    game = setup(hands, ["B5", "G0", "R7"], rules=rules, current=0, direction=1)
    banked = [120, 40] + [0] * (players - 2)
    return session_with(cfg, game, banked=banked, history=[(0, 120), (1, 40)])


@pytest.fixture
def table_scene():
    return importlib.import_module("game.ui.scenes.table").TableScene


def settle(app: App, scene: object, seconds: float = 4.0) -> None:
    """Show `scene` and step fixed frames until every animation has come to rest."""
    app.reset(scene)  # type: ignore[arg-type]
    step(app, round(seconds * 20), dt=1 / 20)


@pytest.fixture
def app_at(tmp_path: Path) -> Iterator:
    apps: list[App] = []

    def make(size: str) -> App:
        a = make_app(tmp_path / size, size=size)
        apps.append(a)
        return a

    yield make
    for a in apps:
        a.close()


@pytest.mark.parametrize(("size", "players"), [("960x540", 4), ("960x540", 10), ("1920x1080", 7)])
def test_table_picture(app_at, table_scene, size: str, players: int) -> None:
    app = app_at(size)
    session = position(players)
    assert session.match.game.current == 0 and session.match.game.color is Color.RED
    settle(app, table_scene(app, session))
    assert app.screen.get_size() == tuple(int(x) for x in size.split("x"))
    check_picture(app.screen, f"table-{size}-{players}p")


def test_compare_sees_a_real_change() -> None:
    a = pygame.Surface((200, 100))
    a.fill((30, 120, 60))
    assert compare(a, a.copy())[:2] == (0.0, 0.0)
    b = a.copy()
    pygame.draw.rect(b, (250, 250, 250), (0, 0, 20, 100))  # 10% of the pixels, far off
    mean, loud, _ = compare(b, a)
    assert loud == pytest.approx(0.10, abs=0.005) and mean > MAX_MEAN
    c = a.copy()
    c.fill((32, 121, 61))  # a faint shift everywhere is tolerated
    mean, loud, _ = compare(c, a)
    assert mean < MAX_MEAN and loud == 0.0
