"""Nothing flashes more than three times a second, and "reduce motion" stills the confetti, the
whose-turn rings and the colour's ring (issue 22, accessibility basics)."""
from __future__ import annotations

import importlib
import math
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app, seats, session_with, setup, step

import game.ui
from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig
from game.ui.cardart import CardArt
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.picture import Effect, Picture

UI = Path(game.ui.__file__).parent
LIMIT = 3.0


def _every_ui_module() -> None:
    for info in pkgutil.walk_packages([str(UI)], "game.ui."):
        importlib.import_module(info.name)


def test_every_pulse_is_named_with_a_rate_of_at_most_three_a_second() -> None:
    from game.ui.pulse import MAX_FLASH_HZ, PULSES

    _every_ui_module()
    assert MAX_FLASH_HZ <= LIMIT
    # the glows and blinks of the table and the cover: the jump-in card, the stock, the urgent button, a
    # seat to pick, the thinking dots, the whose-turn rings, the cover's ready glow
    assert len(PULSES) >= 7, PULSES
    assert all(0 < hz <= LIMIT for hz in PULSES.values()), PULSES


def test_no_pulse_is_written_by_hand_outside_the_pulse_module() -> None:
    """A brightness wave written out (`0.5 + 0.5 * math.sin(now * 8)`) would escape the check above."""
    wave = re.compile(r"0\.5\s*\+\s*0\.5\s*\*\s*math\.(sin|cos)\(")
    found = [str(p.relative_to(UI)) for p in UI.rglob("*.py") if p.name != "pulse.py" and wave.search(p.read_text())]
    assert found == []


def test_confetti_glints_at_most_three_times_a_second() -> None:
    """A piece of paper flipping at `spin` radians a second shows its face twice a turn: spin / pi times a
    second (12 rad/s, 3.8 a second, before)."""
    from game.ui.scenes.matchover import confetti
    from game.ui.table.effects import _confetti

    assert max(p.spin for p in confetti(170, seed=3)) / math.pi <= LIMIT
    assert max(spin for _vx, _vy, spin, _rgb in _confetti(11)) / math.pi <= LIMIT



def _table(still: bool = False) -> tuple[Picture, Hud, Layout]:
    layout = Layout((960, 540), 4, 0, True, 0.75)
    anim = Picture(["You", "Mia", "Leo", "Ava"], 0, layout)
    anim.reduce_motion = lambda: still
    anim.stock = 40
    anim.current = 1
    hud = Hud(CardArt(), anim.names, ["human", "cpu", "cpu", "cpu"], 0)
    hud.set_layout(layout, False)
    hud.look.reduce_motion = anim.reduce_motion
    hud.attach(anim)
    return anim, hud, layout


def test_the_stock_s_glow_brightens_at_most_three_times_a_second(window: None) -> None:
    """Sampled from the drawn picture: the brightness of the stock's glow, 120 times a second for 3 s."""
    anim, hud, L = _table()
    x, y = L.draw_pile
    w = L.card_w
    spot = (round(x - w / 2 - 3), round(y))  # on the glowing frame, just left of the card
    levels = []
    for _ in range(360):
        anim.clock.update(1 / 120)
        surface = pygame.Surface((960, 540))
        surface.fill((0, 0, 0))
        hud.draw_piles(surface, anim, True)
        levels.append(sum(surface.get_at(spot)[:3]))
    low, high = min(levels), max(levels)
    assert high - low > 30, "the glow pulses"
    # each brightening counted once: up through three quarters after being down below a quarter
    flashes, down = 0, True
    for v in levels:
        if down and v > low + 0.75 * (high - low):
            flashes, down = flashes + 1, False
        elif v < low + 0.25 * (high - low):
            down = True
    assert 0 < flashes <= LIMIT * 3


def _seat_pixels(hud: Hud, anim: Picture) -> bytes:
    surface = pygame.Surface((960, 540))
    surface.fill((0, 60, 30))
    hud.draw_seats(surface, anim, None)
    hud.draw_piles(surface, anim, False)
    hud.draw_effects(surface, anim)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("still", [False, True])
def test_reduce_motion_stills_the_whose_turn_rings_and_the_colour_s_ring(window: None, still: bool) -> None:
    anim, hud, _L = _table(still)
    anim.effects.append(Effect("flash", 0.0, 10.0, None, "Blue", (0x09, 0x56, 0xBF)))
    anim.clock.update(0.2)
    first, angle = _seat_pixels(hud, anim), anim.ring_angle()
    anim.clock.update(0.35)
    later = _seat_pixels(hud, anim)
    assert (first == later) is still
    assert (anim.ring_angle() == angle) is still


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


@pytest.mark.parametrize("still", [False, True])
def test_reduce_motion_stills_the_match_over_confetti(app: App, still: bool) -> None:
    from game.ui.scenes.matchover import MatchOverScene

    rules = Rules(target_score=None)
    cfg = MatchConfig(seats=seats("human", "random"), rules=rules, seed=1, human=0)
    game = setup([["G3"], ["R5", "B2"]], ["G1"], rules=rules, current=0)
    game.apply(Play(0, Card.parse("G3")))
    app.settings.reduce_motion = still
    scene = MatchOverScene(app, session_with(cfg, game))
    app.reset(scene)
    step(app, 90)  # the headline has popped, the scores have counted
    frames = []
    for _ in range(2):
        step(app, 20)
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert (frames[0] == frames[1]) is still


@pytest.mark.parametrize("size", ["960x540", "1920x1080"])
def test_no_confetti_falls_over_the_match_scores_or_buttons(tmp_path: Path, size: str) -> None:
    """Playtest 12: "confetti crosses the column headings, the names and the 'Play again' button". The pieces
    drawn in front of the panel leave the scores and the buttons untouched, all the way down."""
    from game.ui.scenes.matchover import MatchOverScene

    app = make_app(tmp_path, "--size", size)
    try:
        rules = Rules(target_score=None)
        cfg = MatchConfig(seats=seats("human", "random"), rules=rules, seed=1, human=0)
        game = setup([["G3"], ["R5", "B2"]], ["G1"], rules=rules, current=0)
        game.apply(Play(0, Card.parse("G3")))
        scene = MatchOverScene(app, session_with(cfg, game))
        app.reset(scene)
        step(app, 2)
        assert scene.pieces
        front = 0
        for _ in range(12):
            step(app, 25)
            surface = pygame.Surface(app.size, pygame.SRCALPHA)  # clear: only the pieces show
            scene._draw_confetti(surface, front=True)
            for rect in (scene.panel, scene.menu.rect):
                part = surface.subsurface(rect.clip(surface.get_rect()))
                assert part.get_bounding_rect().w == 0, f"confetti over {rect} at {scene.t:.1f} s"
            front += surface.get_bounding_rect().w > 0
        assert front, "some confetti falls in front (outside the panel)"
    finally:
        app.close()
