"""The scene stack never strands a player (issue 18, defect 1).

Pass-and-play with two people: the drawn card's question ("Play it / Keep it"), the bluff to confirm
and the colour picker each close in the frame in which the table covers itself with the next person's
privacy screen. The question must take itself off the stack, not the privacy screen that came after
it: on 1bd4e79 `app.pop()` removed the privacy screen, and the question stayed over face-down cards
with nothing that answered a key or a click.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame
from tablekit import DT, key, make_app

from game.app import App
from game.model import Phase, Play, Rank
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.table import TableScene

PEOPLE = ("--people", "Ann,Bob", "--players", "2", "--speed", "4")


def table_of(app: App) -> TableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene))


def frames(app: App, n: int) -> None:
    for i in range(n):
        app.step(DT)
        if i % 20 == 0:
            time.sleep(0)  # let the CPU worker thread run


def to_my_decision(app: App, limit: int = 3000) -> TableScene:
    """Confirm privacy screens until a person's turn waits at the table (no question open)."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, PrivacyScene):
            frames(app, 30)  # past the input guard
            key(app, pygame.K_RETURN)
            continue
        table = table_of(app)
        c = table.controller
        if top is table and c.my_turn() and not table.anim.busy and c.resting():
            return table
        if isinstance(top, QuestionScene):
            key(app, pygame.K_ESCAPE)
        frames(app, 1)
    raise AssertionError(f"no decision reached (top: {type(app.top).__name__})")


def after(app: App, answer: Callable[[], None], limit: int = 900) -> None:
    """Answer the open question, then the next person's privacy screen must come up, and nothing be stuck."""
    answer()
    for _ in range(limit):
        if isinstance(app.top, PrivacyScene):
            break
        frames(app, 1)
    assert isinstance(app.top, PrivacyScene), f"stranded under {type(app.top).__name__}"
    assert not any(isinstance(s, QuestionScene) for s in app.scenes), "a question was left on the stack"
    frames(app, 30)
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert not isinstance(app.top, PrivacyScene), "the privacy screen answers Enter"


def test_keep_it_in_pass_and_play_leads_to_the_next_persons_privacy_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path, *PEOPLE, "--seed", "7")
    try:
        for _attempt in range(40):  # draw until the drawn card may be played
            table = to_my_decision(app)
            key(app, pygame.K_d)
            for _ in range(300):
                if isinstance(app.top, (QuestionScene, PrivacyScene)):
                    break
                frames(app, 1)
            if isinstance(app.top, QuestionScene) and table.controller.view().phase is Phase.DRAWN:
                after(app, lambda: key(app, pygame.K_k))
                return
        raise AssertionError("no playable card was ever drawn")
    finally:
        app.close()


def test_the_colour_picker_closing_as_the_screen_passes_leaves_nothing_stuck(tmp_path: Path) -> None:
    app = make_app(tmp_path, *PEOPLE, "--seed", "11")
    try:
        for _attempt in range(60):
            table = to_my_decision(app)
            c = table.controller
            wild = next((i for i, s in enumerate(table.anim.hand) if s.card.wild
                         and s.card.rank is Rank.WILD and c.plays_of(s.card)), -1)
            if wild < 0:
                plays = [a for a in c.human_legal() if isinstance(a, Play) and not a.card.wild
                         and a.card.rank not in (Rank.SKIP, Rank.REVERSE)]
                if plays:
                    table.play_card(next(i for i, s in enumerate(table.anim.hand) if s.card is plays[0].card))
                else:
                    key(app, pygame.K_d)
                frames(app, 10)
                continue
            table.play_card(wild)
            for _ in range(60):
                if isinstance(app.top, QuestionScene):
                    break
                frames(app, 1)
            assert isinstance(app.top, QuestionScene)
            after(app, lambda: key(app, pygame.K_1))
            return
        raise AssertionError("no wild was ever held")
    finally:
        app.close()


def test_a_scene_that_leaves_removes_itself_whatever_came_above_it() -> None:
    from game.ui.scene import Scene
    from game.ui.stack import SceneStack

    class Named(Scene):
        def __init__(self, name: str, log: list[str]) -> None:
            self.name, self.log, self.size = name, log, (0, 0)

        def exit(self) -> None:
            self.log.append(f"exit {self.name}")

        def resume(self) -> None:
            self.log.append(f"resume {self.name}")

    log: list[str] = []
    stack = SceneStack(lambda: (960, 540))
    table, question, privacy, other = (Named(n, log) for n in ("table", "question", "privacy", "other"))
    stack.push(table)
    stack.push(question)
    stack.apply()
    stack.push(privacy)      # the table covers itself...
    stack.leave(question)    # ...in the frame the question closes
    stack.apply()
    assert stack.scenes == [table, privacy] and log == ["exit question"], "nothing resumed: the top stayed"
    stack.swap(privacy, other)
    stack.leave(question)    # gone already: nothing happens
    stack.apply()
    assert stack.scenes == [table, other]
    stack.leave(other)
    stack.apply()
    assert stack.scenes == [table] and log[-2:] == ["exit other", "resume table"]
