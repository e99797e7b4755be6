"""The loop's contract: one reader of the event queue, transitions between frames, overlays, dt clamp."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
from appdriver import key, make_app, post, step

from game.app import App
from game.ui.scene import Scene

GAME = Path(__file__).resolve().parents[2] / "game"


def test_only_the_app_reads_the_event_queue() -> None:
    readers = []
    for path in GAME.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"\bevent\.(get|poll|wait|pump)\(", text):
            readers.append(path.relative_to(GAME).as_posix())
    assert readers == ["app.py"]


class Recorder(Scene):
    """Logs what the app does to it; pushes another scene on a key."""

    def __init__(self, app: App, name: str, log: list[str], opaque: bool = True, consume: bool = True) -> None:
        super().__init__(app)
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume
        self.dts: list[float] = []

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.log.append(f"{self.name}.resize")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        self.log.append(f"{self.name}.key")
        if event.key == pygame.K_o:
            self.app.push(Recorder(self.app, "over", self.log, opaque=False, consume=False))
            self.log.append(f"{self.name}.pushed")
        return self.consume

    def update(self, dt: float) -> None:
        self.dts.append(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def test_a_scene_opened_by_an_event_is_in_place_for_the_next_event(tmp_path: Path) -> None:
    """A change of scene waits for the end of the event that asked for it, not of the frame: a key pressed
    right after the one that opened a scene goes to that scene (a quick Down after the Enter that opens a
    menu is never lost to the scene behind it)."""
    app = make_app(tmp_path)
    log: list[str] = []
    base = Recorder(app, "base", log)
    app.reset(base)
    step(app)
    log.clear()
    post(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o")
    post(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x")  # goes to the overlay first, then falls to base
    step(app)
    assert log[:6] == ["base.key", "base.pushed", "over.resize", "over.enter", "over.key", "base.key"]
    assert log[-2:] == ["base.draw", "over.draw"]  # an overlay: the scene below is drawn first
    log.clear()
    key(app, pygame.K_x)  # the overlay does not consume it and is not opaque: it falls to base
    assert log[:2] == ["over.key", "base.key"]
    app.pop()
    step(app)
    assert "over.exit" in log and "base.resume" in log
    app.close()


def test_dt_is_clamped(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    rec = Recorder(app, "r", [])
    app.reset(rec)
    step(app)
    app.step(5.0)
    app.step(-1.0)
    assert rec.dts[-2:] == [0.1, 0.0]
    app.close()
