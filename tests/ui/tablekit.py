"""Helpers for the table's headless tests: an App on a temporary folder, real events, built positions.

Events are posted to the real pygame queue and the App is stepped a frame at a time, so they travel the
same road as a person's clicks and keys (`App._pump` -> `App.dispatch` -> the scenes).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame

from game.ai.base import CPU_NAMES, RandomAgent
from game.app import App
from game.cli import parse_args
from game.model import Card, Draw, Game, Match, Play, Rules
from game.session import MatchConfig, SeatSetup, Session
from game.sim import play_hand
from game.ui.cardart import CardArt
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.table import TableScene
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.picture import Picture

DT = 1 / 60


def make_app(data_dir: Path, *args: str, size: str = "960x540") -> App:
    """Return an App on `data_dir` at `size` (unless `args` give --size), one frame run."""
    argv = ["--data-dir", str(data_dir)]
    if "--size" not in args:
        argv += ["--size", size]
    app = App(parse_args([*argv, *args]))
    app.step(DT)
    return app


def post(etype: int, **attrs: Any) -> None:
    """Post a real pygame event."""
    pygame.event.post(pygame.event.Event(etype, attrs))


def step(app: App, frames: int = 1, dt: float = DT) -> None:
    """Run `frames` frames of `dt` seconds (stops early if the app stopped)."""
    for _ in range(frames):
        if not app.running:
            return
        app.step(dt)


def run_until(app: App, done: Callable[[], bool], max_frames: int, dt: float = DT) -> int:
    """Step until `done()` is true; return the frames run. Fail after `max_frames`."""
    for i in range(max_frames):
        if done():
            return i
        app.step(dt)
    if done():
        return max_frames
    raise AssertionError(f"not done after {max_frames} frames (top scene: {type(app.top).__name__})")


def move(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to `pos` and run a frame."""
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    step(app)


def click(app: App, pos: tuple[float, float], button: int = 1, frames: int = 1) -> None:
    """Move to `pos`, press and release there, and run `frames` frames."""
    p = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=button)
    post(pygame.MOUSEBUTTONUP, pos=p, button=button)
    step(app, frames)


def key(app: App, k: int, mod: int = 0, unicode: str = "", frames: int = 1, dt: float = DT) -> None:
    """Press and release a key, and run `frames` frames of `dt` seconds (0: the key waits in the queue)."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    step(app, frames, dt)


def button(scene: object, text: str) -> Any:
    """Return the widget of `scene` whose text is `text` (searching its menus)."""
    menus = []
    zones = getattr(scene, "zones", None)
    if zones is not None:
        menus = list(zones.menus)
    elif getattr(scene, "menu", None) is not None:
        menus = [scene.menu]  # type: ignore[attr-defined]
    for m in menus:
        for w in m.items:
            if getattr(w, "text", None) == text or getattr(w, "label", None) == text:
                return w
    raise LookupError(f"no widget {text!r} in {type(scene).__name__}")


def index_of(table: Any, text: str) -> int:
    """Return where the card `text` ("R7") is in the table's hand as drawn."""
    card = Card.parse(text)
    return next(i for i, s in enumerate(table.anim.hand) if s.card is card)


def focused(scene: object) -> Any:
    """Return the widget that has the keyboard in `scene` (its zones' menu, or its menu)."""
    zones = getattr(scene, "zones", None)
    if zones is not None:
        return zones.menu.focused
    menu = getattr(scene, "menu", None)
    return getattr(menu, "focused", None)


def card_point(table: Any, index: int) -> tuple[int, int]:
    """Return a point of the table's hand card `index` that no other card covers (where a click plays it)."""
    sprite = table.anim.hand[index]
    x, y = sprite.pos.center
    w, h = table.layout.card_w, table.layout.card_h
    for fx in (0.0, -0.3, -0.42, 0.3, 0.42, -0.15, 0.15):
        for fy in (0.0, 0.3, -0.3):
            p = (round(x + fx * w), round(y + fy * h))
            if table._card_at(p) == index:
                return p
    raise AssertionError(f"card {index} ({sprite.card}) cannot be clicked: every point is covered")


def settled(table: Any) -> bool:
    """Return True when the table shows the position at rest: nothing moving, every card home."""
    return not table.anim.busy and all(s.arrived for s in table.anim.hand)


# --------------------------------------------------------------------------------------------------
# Sessions


class FirstPlayable(RandomAgent):
    """A CPU that plays the first card it may, else draws, and never reacts out of turn (nor says Uno: it
    always plays first, so it is open to a catch with its last card)."""

    def __init__(self) -> None:
        super().__init__(0)

    def choose(self, view: Any, legal: Any) -> Any:
        return next((a for a in legal if isinstance(a, Play)), next((a for a in legal if isinstance(a, Draw)), legal[0]))

    def react(self, view: Any, legal: Any) -> Any:
        return None


def config(players: int = 2, kind: str = "random", rules: Rules | None = None, name: str = "Alex",
           human: bool = True) -> MatchConfig:
    """Return a table of `players` seats: the person at seat 0 (if `human`) and CPUs of `kind`."""
    return MatchConfig.quick(players, kind, name=name, rules=rules or Rules(), seed=1, human=human)


def finished_session(players: int = 4, seed: int = 3, target: int | None = 500, hands: int = 1,
                     name: str = "Alex") -> Session:
    """Return a session whose current hand has been played to its end by random agents."""
    rules = Rules(target_score=target)
    session = Session.new(MatchConfig.quick(players, "random", name=name, rules=rules, seed=seed))
    for h in range(hands):
        agents = [RandomAgent(seed * 100 + h * 10 + i) for i in range(players)]
        play_hand(session.match.game, agents, random.Random(seed + h))
        if h < hands - 1:
            session.match.next_round()
    return session


def session_with(cfg: MatchConfig, game: Game, banked: Sequence[int] | None = None,
                 history: Sequence[tuple[int | None, int]] = (), agent_seed: int = 5) -> Session:
    """Return a Session of `cfg` whose hand in play is `game` (through the public save format)."""
    data = Match.new(len(cfg.seats), cfg.rules, seed=0).to_dict()
    data["game"] = game.to_dict()
    data["banked"] = list(banked) if banked is not None else [0] * len(cfg.seats)
    data["history"] = [[w, p] for w, p in history]
    return Session(cfg, Match.from_dict(data), agent_seed)


def setup(hands: Sequence[Sequence[str]], discard: Sequence[str], deck: Sequence[str] = (), *,
          rules: Rules | None = None, current: int = 0, **kw: Any) -> Game:
    """Return `Game.from_setup` with a stock of plain number cards unless `deck` is given."""
    stock = list(deck) or [f"{c}{n}" for n in range(1, 10) for c in "RYGB"] * 2
    return Game.from_setup([list(h) for h in hands], list(discard), stock, rules=rules or Rules(),
                           current=current, **kw)


def drawn_game(game: Game) -> Game:
    """Return `game` ended in a draw (no winner, no points), as the 5,000-action limit ends one."""
    data = game.to_dict()
    data.update(phase="over", winner=None, points=0, pending=0, drawn=None, exposed=[])
    return Game.from_dict(data)


def cards(*texts: str) -> list[Card]:
    """Return the cards of their notation."""
    return [Card.parse(t) for t in texts]


def seats(*kinds: str, name: str = "Alex") -> tuple[SeatSetup, ...]:
    """Return seats: "human" becomes the person's seat, others CPUs named in order."""
    names = iter(CPU_NAMES)
    return tuple(SeatSetup(name, k) if k == "human" else SeatSetup(next(names), k) for k in kinds)


def confirm_privacy(app: App, seat: int, dt: float = 1 / 30) -> None:
    """Wait for `seat`'s privacy screen, get past its input guard, press Enter, and check it has gone."""
    run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.seat == seat, 600, dt)
    step(app, 15, dt)  # past the screen's input guard
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    step(app, 1, dt)
    assert not isinstance(app.top, PrivacyScene)


# --------------------------------------------------------------------------------------------------
# A position on the table


def show_game(app: App, game: Game, kinds: Sequence[str] = ("human", "random"), settle: bool = True) -> Any:
    """Put `game` on the table (the person at seat 0) and, unless `settle` is False, wait for it to come
    to rest; return the table scene."""
    cfg = MatchConfig(seats=seats(*kinds), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    if settle:
        run_until(app, lambda: settled(table), 240)
    return table


def seats_hud(still: bool, size: tuple[int, int] = (960, 540), scale: float = 1.0) -> tuple[Hud, Picture]:
    """Return the table's painter on a four-seat picture (the person, then Mia, Leo and Ava, normal CPUs)
    laid out at `size` and `scale`, with reduced motion `still`: a test draws its seats on a surface."""
    layout = Layout(size, 4, 0, True, scale)
    anim = Picture(["You", "Mia", "Leo", "Ava"], 0, layout)
    anim.reduce_motion = lambda: still
    hud = Hud(CardArt(), anim.names, ["human", "normal", "normal", "normal"], 0)
    hud.set_layout(layout, False)
    hud.look.reduce_motion = anim.reduce_motion
    hud.attach(anim)
    return hud, anim


def asked(app: App, table: Any, kind: type, frames: int = 120) -> QuestionScene:
    """Wait for `table` to ask a question of type `kind`, open on top and laid out; return its scene."""
    def ready() -> bool:
        top = app.top
        return isinstance(top, QuestionScene) and isinstance(top.question, kind) and bool(top.prompt.rects) \
            and top.answering  # the bluff confirmation takes no answer in its first moments

    run_until(app, ready, frames)
    scene = app.top
    assert isinstance(scene, QuestionScene), f"no {kind.__name__} question came up (top is {scene!r})"
    assert table.asking is scene
    return scene
