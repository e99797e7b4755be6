"""A whole hand played by clicks and keys, from the title screen to the end-of-hand screen.

Title -> Play -> New game (2 players, a Random CPU, a single hand) -> Start -> the table, where every
turn of the person is played as a person would: a click on a highlighted legal card or on the draw
pile (odd turns), or the arrow keys and Enter / D (even turns), answering every question (colour,
play or keep the drawn card, challenge or take, Uno) through the UI. The game is seeded.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import card_point, click, key, make_app, run_until, settled, step

from game.app import App
from game.model import CallUno, Play
from game.ui.controls import Choice, Stepper
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.title import TitleScene
from game.ui.table.questions import Answer, AnswerWildDrawFour, ConfirmBluff, PickColor, PlayDrawn

table_mod = importlib.import_module("game.ui.scenes.table")
TableScene = table_mod.TableScene

SEED = 20240
MAX_FRAMES = 9000   # at 1/30 s a frame and speed 3: ample for a two-player hand


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    # --seed seeds the games started from the menus, so the hand is the same every run.
    a = make_app(tmp_path, "--speed", "3", "--seed", str(SEED))
    yield a
    a.close()


def widget(scene: object, label: str) -> object:
    """Return the widget of a menu screen whose text or label is `label`."""
    for m in scene.zones.menus:  # type: ignore[attr-defined]
        for w in m.items:
            if getattr(w, "text", None) == label or getattr(w, "label", None) == label:
                return w
    raise LookupError(label)


def choose(app: App, scene: object, label: str, value: object) -> None:
    """Set a Stepper or Choice row of a menu screen to `value` by clicking it, as a person would."""
    for _ in range(12):
        w = widget(scene, label)  # the screen may rebuild its rows after a change
        if w.value == value:  # type: ignore[attr-defined]
            return
        if isinstance(w, Choice):
            click(app, w.segments()[[v for v, _ in w.options].index(value)].center)
        elif isinstance(w, Stepper):
            left, right = w._arrows()
            down = w.values.index(value) < w.index and not w.wrap
            click(app, (left if down else right).center)
        else:
            raise AssertionError(f"{label}: not a Stepper or a Choice")
    raise AssertionError(f"{label} did not reach {value!r}")


def new_game(app: App) -> TableScene:
    """Title -> Play -> 2 players, Random, single hand -> Start; return the table."""
    title = app.top
    assert isinstance(title, TitleScene)
    play = next(b for b in title.menu.items if b.text == "Play")
    click(app, play.rect.center)
    ng = app.top
    assert isinstance(ng, NewGameScene)
    choose(app, ng, "Players", 2)
    choose(app, ng, "Computer players", "random")
    choose(app, ng, "Game length", "single")
    assert app.settings.players == 2 and app.settings.difficulty == "random" and app.settings.single_hand
    click(app, widget(ng, "Start").rect.center)
    step(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.config.seed == SEED and table.session.players == 2
    assert table.session.match.rules.target_score is None
    assert [s.kind for s in table.session.config.seats] == ["human", "random"]
    return table


class Driver:
    """Plays the person's side through real events only."""

    def __init__(self, app: App, table: TableScene) -> None:
        self.app = app
        self.table = table
        self.turns = 0
        self.answers: dict[str, int] = {}
        self.said_uno = 0
        self.drew = 0
        self.played = 0
        self.ways: dict[str, int] = {"click card": 0, "keys card": 0, "click pile": 0, "key D": 0}
        self._last = -1
        self._answered: tuple[int, int] = (0, -1)

    def ready(self) -> bool:
        t = self.table
        c = t.controller
        return c.started and not c.hand_over and c.my_turn() and settled(t)

    def act(self) -> None:
        """Take one decision if it is the person's to take (once per position)."""
        t = self.table
        c = t.controller
        if t.asking is not None:
            if not t.asking.answering:  # the bluff confirmation takes no answer in its first moments
                return
            if (id(t.asking), c.version) != self._answered:
                self._answered = (id(t.asking), c.version)
                self.answer(t.asking)
            return
        if not self.ready() or c.version == self._last:
            return
        self._last = c.version
        self.turns += 1
        legal = c.human_legal()
        hand = [s.card for s in t.anim.hand]
        if len(hand) == 2 and any(isinstance(a, CallUno) for a in legal):
            key(self.app, pygame.K_u)  # say Uno before playing the second-last card
            self.said_uno += 1
            self._last = -1
            return
        plays = {a.card for a in legal if isinstance(a, Play)}
        index = next((i for i, card in enumerate(hand) if card in plays), -1)
        by_keys = self.turns % 2 == 0
        if index >= 0:
            self.played += 1
            if by_keys:
                # the arrows move the selection round the hand (from nothing, Right selects the first)
                for _ in range(len(hand) + 1):
                    if t.selected == index:
                        break
                    key(self.app, pygame.K_RIGHT)
                assert t.selected == index
                key(self.app, pygame.K_RETURN)
                self.ways["keys card"] += 1
            else:
                click(self.app, card_point(t, index))
                self.ways["click card"] += 1
        else:
            self.drew += 1
            if by_keys:
                key(self.app, pygame.K_d)
                self.ways["key D"] += 1
            else:
                L = t.layout
                click(self.app, (round(L.draw_pile[0]), round(L.draw_pile[1])))
                self.ways["click pile"] += 1

    def answer(self, scene: QuestionScene) -> None:
        """Answer an open question by clicking its first option (or its key on even turns)."""
        question = scene.question
        kind = type(question)
        self.answers[kind.__name__] = self.answers.get(kind.__name__, 0) + 1
        keys = {PickColor: pygame.K_1, PlayDrawn: pygame.K_RETURN, AnswerWildDrawFour: pygame.K_d,
                ConfirmBluff: pygame.K_RETURN}
        if isinstance(question, PickColor) and question.card is None:
            keys[PickColor] = pygame.K_2
        if self.turns % 2 == 0 and kind in keys:
            t = self.table
            if isinstance(question, PlayDrawn) and 0 <= t.selected < len(t.anim.hand) \
                    and t.anim.hand[t.selected].card is not question.card:
                key(self.app, pygame.K_ESCAPE)  # let go of the card selected before: Enter is the question's
            key(self.app, keys[kind])
            return
        pick = 0
        if isinstance(question, AnswerWildDrawFour):
            pick = [o.answer for o in scene.options].index(Answer.TAKE)
        click(self.app, scene.prompt.rects[pick].center)


def test_a_whole_hand_by_clicks_and_keys(app: App) -> None:
    table = new_game(app)
    driver = Driver(app, table)
    game = table.session.match.game
    frames = 0
    while not isinstance(app.top, HandOverScene):
        assert frames < MAX_FRAMES, f"the hand did not end in {MAX_FRAMES} frames ({game.actions_taken} actions)"
        driver.act()
        app.step(1 / 30)
        frames += 1
    assert game.is_over and table.controller.hand_over
    assert all(n > 0 for n in driver.ways.values()), driver.ways
    human_plays = [a for a in table.controller.history if a.player == 0 and isinstance(a, Play)]
    assert len(human_plays) >= driver.played, "every card chosen by click or key was played"
    assert driver.answers, "some question was answered"
    over = app.top
    assert over.result.winner == game.winner
    # the end-of-hand screen shows this hand and goes on to the end of the (one-hand) game
    run_until(app, lambda: over.age > 0.5, 60)
    key(app, pygame.K_RETURN)
    step(app, 2)
    from game.ui.scenes.matchover import MatchOverScene

    assert isinstance(app.top, MatchOverScene)
