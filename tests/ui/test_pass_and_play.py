"""Pass-and-play: several people at one screen, each seeing only their own hand.

The must-show test plays a whole hand with two people (Mia, Leo) and two CPUs, the people's decisions
taken through real events (clicks on cards, the pile and the prompts' options; keys; the privacy
screen confirmed by Enter, Space or a click), and checks at EVERY frame what was drawn face up.

How the drawing is watched (`FaceWatch`): every face of a card the game draws comes from
`CardArt.get(card, ...)` (the hand painter, the pile, the flights, the reveal: `sprites.blit_card`);
the watch wraps the app's `art.get` and counts each face asked for while the app draws a frame, with
no help from the table's own idea of who is looking. It then holds the count against the truth,
read from the full game (a test may): a card may show face up only as often as it lies on the
discard pile's top (public), was shown to choose the dealer or turned as the first card (public),
or is held by the person who last confirmed the privacy screen (their hand now, or just before the
last action: the motion of an action lands a moment after the model changed). With the privacy
screen up, nothing may be drawn face up at all. `test_the_watch_sees_a_leak` proves the watch fails
when a painter draws another person's cards.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import card_point, click, key, make_app, run_until, session_with, settled, setup, step

from game.app import App
from game.model import (
    CallUno,
    Card,
    CardTurned,
    Catch,
    Challenge,
    DealerChosen,
    Draw,
    Game,
    Play,
    Rules,
)
from game.session import MatchConfig, SeatSetup, Session
from game.ui.scenes.handover import HandOverScene, hand_result
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.table import TableScene
from game.ui.table.questions import Answer, AnswerWildDrawFour

MIA, LEO = 0, 1
DT = 1 / 30
PUBLIC_PILE = 8
"""The discard pile's top cards counted as public (the pile shows 6; two more may be in flight)."""


# --------------------------------------------------------------------------------------------------
# Watching every face drawn


class Leak(AssertionError):
    """A card was drawn face up that the person at the screen may not see."""


class FaceWatch:
    """Counts the card faces each frame draws and checks them against who confirmed the screen."""

    def __init__(self, app: App, game_of: Any) -> None:
        self.app = app
        self.game_of = game_of
        self.confirmed: int | None = None
        self.faces: Counter[Card] = Counter()
        self.ever: set[Card] = set()
        """Every card drawn face up on a watched frame."""
        self.frames = 0
        self.covered = 0
        self.hidden = 0
        """Frames checked with the confirmed person's cards put away (others playing)."""
        self.face_frames = 0
        self.checked = True
        self._before: dict[int, tuple[int, Counter[Card]]] = {}
        self._prev: dict[int, Counter[Card]] = {}
        self._challenges = 0
        self.revealed: dict[int, Counter[Card]] = {}
        """Per challenger: the hand the rules showed them (the accused's when challenged)."""
        self._drawing = False
        art = app.art
        get = art.get

        def watched_get(card: Card | None, width: int, angle: float = 0.0,
                        side: str | None = None) -> pygame.Surface:
            if self._drawing and card is not None:
                self.faces[card] += 1
            return get(card, width, angle, side)

        art.get = watched_get  # type: ignore[method-assign]
        draw = app.draw

        def watched_draw(surface: pygame.Surface) -> None:
            self.faces = Counter()
            self._drawing = True
            try:
                draw(surface)
            finally:
                self._drawing = False
            self.remember()
            self.check()

        app.draw = watched_draw  # type: ignore[method-assign]

    def table(self) -> TableScene | None:
        return next((s for s in self.app.scenes if isinstance(s, TableScene)), None)

    def remember(self) -> None:
        """Keep each hand as it was before the game's last action (every frame, and by the tests between
        the events they post and the frame that handles them)."""
        game: Game | None = self.game_of()
        if game is None:
            return
        table = self.table()
        history = table.controller.history if table is not None else []
        if history and isinstance(history[-1], Challenge) and len(history) != self._challenges:
            # a challenger sees the accused's hand as it was when challenged (the rules)
            self._challenges = len(history)
            accused = next(a.player for a in reversed(history) if isinstance(a, Play))
            self.revealed[history[-1].player] = self._before.get(accused, (0, Counter()))[1]
        for seat in range(game.players):
            n, hand = self._before.get(seat, (-1, Counter()))
            if n != game.actions_taken:
                self._before[seat] = (game.actions_taken, Counter(game.hands[seat]))
                self._prev[seat] = hand

    def allowed(self) -> Counter[Card]:
        game: Game | None = self.game_of()
        if game is None:
            return Counter()
        ok: Counter[Card] = Counter(game.discard_pile[-PUBLIC_PILE:])
        for e in game.opening_events:
            if isinstance(e, DealerChosen):
                ok.update(card for _seat, card in e.draws)
            elif isinstance(e, CardTurned):
                ok[e.card] += 1
        table = self.table()
        if table is not None and table.hidden:
            self.hidden += 1
            return ok  # the confirmed person's moment is over: their cards lie face down too
        if self.confirmed is not None:
            mine = Counter(game.hands[self.confirmed]) | self._prev.get(self.confirmed, Counter())
            ok.update(mine)
            if table is not None and table.anim.reveal is not None:
                ok.update(self.revealed.get(self.confirmed, Counter()))
        return ok

    def check(self) -> None:
        if not self.checked:
            return
        scenes = self.app.scenes
        if any(isinstance(s, HandOverScene) for s in scenes):
            return  # the end of the hand shows every hand for the scoring (the rules): not watched
        game: Game | None = self.game_of()
        table = self.table()
        if game is not None and game.is_over and table is not None and table.anim.over:
            return  # the same: the losers' cards turn face up as they fly to the winner, to be counted
        self.frames += 1
        if any(isinstance(s, PrivacyScene) for s in scenes):
            self.covered += 1
            if self.faces:
                raise Leak(f"faces drawn while the privacy screen covers the table: {dict(self.faces)}")
            return
        table = self.table()
        if table is not None and self.confirmed is not None and table.viewer != self.confirmed:
            raise Leak(f"the table shows seat {table.viewer}, but seat {self.confirmed} confirmed the screen")
        if self.faces:
            self.face_frames += 1
            self.ever.update(self.faces)
        ok = self.allowed()
        extra = {str(c): n - ok[c] for c, n in self.faces.items() if n > ok[c]}
        if extra:
            raise Leak(f"frame {self.frames}: faces drawn beyond what seat {self.confirmed} may see: {extra}")


def confirm(app: App, watch: FaceWatch, how: int) -> None:
    """Confirm the privacy screen on top: Enter, Space or a click on its button (after its guard)."""
    privacy = app.top
    assert isinstance(privacy, PrivacyScene)
    run_until(app, lambda: not privacy.guarded(), 60, DT)
    seat = privacy.seat
    if how % 3 == 0:
        key(app, pygame.K_RETURN, frames=0)
    elif how % 3 == 1:
        key(app, pygame.K_SPACE, frames=0)
    else:
        click(app, privacy.ready.rect.center, frames=0)
    watch.confirmed = seat  # set before the frame that uncovers the table is drawn
    step(app, 1, DT)
    assert privacy.confirmed and privacy not in app.scenes


# --------------------------------------------------------------------------------------------------
# The people's side, through events


class People:
    """Takes every person's decision through the UI: the privacy screen, cards, the pile, prompts, U."""

    def __init__(self, app: App, watch: FaceWatch) -> None:
        self.app = app
        self.watch = watch
        self.turns = 0
        self.confirms = 0
        self.by_seat: Counter[int] = Counter()
        self.said_uno = 0
        self._last = -1
        self._answered: tuple[int, int] = (0, -1)

    @property
    def table(self) -> TableScene:
        t = self.watch.table()
        assert t is not None
        return t

    def act(self) -> None:
        app = self.app
        top = app.top
        if isinstance(top, PrivacyScene):
            self.confirms += 1
            confirm(app, self.watch, self.confirms)
            return
        t = self.table
        c = t.controller
        if isinstance(top, QuestionScene):
            if not top.answering:  # the bluff confirmation takes no answer in its first moments
                return
            if (id(top), c.version) != self._answered:
                self._answered = (id(top), c.version)
                pick = 0
                if isinstance(top.question, AnswerWildDrawFour):
                    pick = [o.answer for o in top.options].index(Answer.TAKE if self.turns % 2 else Answer.CHALLENGE)
                click(app, top.prompt.rects[pick].center, frames=0)
            return
        if top is not t or not c.my_turn() or not settled(t) or c.version == self._last or c.hand_over:
            return
        assert c.viewer == self.watch.confirmed, "a person decides only on their own confirmed screen"
        self._last = c.version
        self.turns += 1
        self.by_seat[c.viewer] += 1
        legal = c.human_legal()
        hand = [s.card for s in t.anim.hand]
        if len(hand) == 2 and any(isinstance(a, CallUno) for a in legal):
            key(app, pygame.K_u, frames=0)
            self.said_uno += 1
            self._last = -1
            return
        plays = {a.card for a in legal if isinstance(a, Play)}
        index = next((i for i, card in enumerate(hand) if card in plays), -1)
        if index >= 0:
            if self.turns % 2:
                click(app, card_point(t, index), frames=0)
            else:
                for _ in range(len(hand) + 1):
                    if t.selected == index:
                        break
                    key(app, pygame.K_RIGHT, frames=0)
                    step(app, 1, DT)
                key(app, pygame.K_RETURN, frames=0)
        elif self.turns % 2:
            key(app, pygame.K_d, frames=0)
        else:
            L = t.layout
            click(app, (round(L.draw_pile[0]), round(L.draw_pile[1])), frames=0)


@pytest.fixture
def tmp_app(tmp_path: Path) -> Iterator[Any]:
    apps: list[App] = []

    def make(*args: str, size: str = "960x540") -> App:
        app = make_app(tmp_path, *args, size=size)
        apps.append(app)
        return app

    yield make
    for a in apps:
        a.close()


def people_app(make: Any, seed: int, rules: str = "seven_o,jump_in,stacking") -> tuple[App, FaceWatch]:
    app = make("--people", "Mia,Leo", "--players", "4", "--seed", str(seed), "--speed", "4", "--rules", rules)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    watch = FaceWatch(app, lambda: table.session.match.game)
    return app, watch


# --------------------------------------------------------------------------------------------------
# The must-show test


@pytest.mark.parametrize("seed", [11, 29])
def test_a_whole_pass_and_play_hand_never_shows_another_persons_cards(tmp_app: Any, seed: int) -> None:
    app, watch = people_app(tmp_app, seed)
    table = watch.table()
    assert table is not None and table.several
    assert [s.kind for s in table.session.config.seats] == ["human", "human", "normal", "normal"]
    assert isinstance(app.top, PrivacyScene), "the hand starts behind the privacy screen"
    people = People(app, watch)
    game = table.session.match.game
    applied: list[tuple[Any, int]] = []
    apply = table.controller._apply  # every action reaches the model here

    def recorded(action: Any, reaction: bool) -> None:
        applied.append((action, game.current))
        apply(action, reaction)

    table.controller._apply = recorded  # type: ignore[method-assign]
    frames = 0
    while not any(isinstance(s, HandOverScene) for s in app.scenes):
        assert frames < 20000, f"the hand did not end ({game.actions_taken} actions)"
        watch.remember()
        people.act()
        watch.remember()
        app.step(DT)
        frames += 1
    assert game.is_over
    # both people played their part, each behind their own privacy screen
    assert people.by_seat[MIA] > 0 and people.by_seat[LEO] > 0, people.by_seat
    assert people.confirms >= 2
    history = table.controller.history
    assert any(a.player == MIA for a in history) and any(a.player == LEO for a in history)
    assert any(a.player in (2, 3) for a in history), "the CPUs played too"
    # no person ever jumped in (jump-in is off for people while several play): each person's play was on turn
    plays = [(a, current) for a, current in applied if isinstance(a, Play) and a.player in (MIA, LEO)]
    assert plays and all(a.player == current for a, current in plays)
    # the watch really watched: frames with cards face up, frames covered by the privacy screen
    assert watch.face_frames > 100 and watch.covered > 10 and watch.hidden > 100, (
        watch.face_frames, watch.covered, watch.hidden)
    # the end of the hand names the winner, never "You"
    over = next(s for s in app.scenes if isinstance(s, HandOverScene))
    head, _sub = over._title_text()
    assert "You" not in head and over.result.human is None
    assert over.result.name(game.winner) in head
    # the next hand of the match starts behind a privacy screen too
    run_until(app, lambda: over.age > 0.5, 60, DT)
    key(app, pygame.K_RETURN, frames=2)
    assert isinstance(app.top, PrivacyScene) and app.top.reason.startswith("A new hand")
    assert table.session.match.game is not game and table.hidden is False
    step(app, 10, DT)
    assert watch.faces == Counter()


def test_the_watch_sees_a_leak(tmp_app: Any) -> None:
    """A painter that draws Leo's cards on Mia's screen fails the watch (so the test above can fail)."""
    app, watch = people_app(tmp_app, 11)
    table = watch.table()
    assert table is not None
    people = People(app, watch)
    run_until(app, lambda: (people.act(), watch.remember(), watch.confirmed is not None)[-1], 400, DT)
    step(app, 30, DT)
    other = LEO if watch.confirmed == MIA else MIA
    game = table.session.match.game
    draw_hand = table.hud.draw_hand

    def leaky(surface: pygame.Surface, anim: Any, *args: Any, **kw: Any) -> None:
        draw_hand(surface, anim, *args, **kw)
        for i, card in enumerate(game.hands[other]):
            app.art.get(card, table.layout.card_w)  # what a painter drawing the other hand would ask for
            del i

    table.hud.draw_hand = leaky  # type: ignore[method-assign]
    with pytest.raises(Leak):
        step(app, 5, DT)


# --------------------------------------------------------------------------------------------------
# Positions built for one rule each


def people_table(make: Any, game: Game, kinds: tuple[str, ...] = ("human", "human", "random", "random"),
                 names: tuple[str, ...] = ("Mia", "Leo", "Ava", "Noah")) -> tuple[App, TableScene, FaceWatch, Game]:
    """Return the app showing a table for `game` with these seats, the face watch, and the session's own
    copy of the game (the one the table plays)."""
    rules = game.rules
    cfg = MatchConfig(tuple(SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)), rules, seed=1, human=0)
    session = session_with(cfg, game)
    app = make()
    table = TableScene(app, session)
    app.reset(table)
    watch = FaceWatch(app, lambda: table.session.match.game)
    if not table.several:
        watch.confirmed = table.viewer  # one person: no privacy screen, their hand shows from the start
    step(app, 1, DT)
    return app, table, watch, table.session.match.game


def test_a_seven_swap_never_flashes_the_other_persons_hand(tmp_app: Any) -> None:
    rules = Rules(seven_o=True, target_score=None)
    game = setup([["R7", "B1", "B2"], ["G5", "G6", "Y9", "Y8"], ["R1", "R2"], ["R3", "R4"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)  # Mia's turn first
    assert table.viewer == MIA and table.layout.bottom_seat == MIA
    run_until(app, lambda: settled(table), 200, DT)
    leo_before = Counter(game.hands[LEO])
    # Mia plays the 7 and picks Leo with a click on the prompt's option
    click(app, card_point(table, [s.card for s in table.anim.hand].index(Card.parse("R7"))), frames=2)
    asking = app.top
    assert isinstance(asking, QuestionScene)
    index = [o.answer for o in asking.options].index(LEO)
    def watched_step() -> None:
        watch.remember()
        step(app, 1, DT)
    click(app, asking.prompt.rects[index].center, frames=0)
    for _ in range(240):
        watched_step()
    assert Counter(game.hands[MIA]) == leo_before, "Mia holds Leo's old hand (the rules: she sees it)"
    # the CPUs play on; then the privacy screen for Leo before his new hand shows
    run_until(app, lambda: (watch.remember(), isinstance(app.top, PrivacyScene))[-1], 2000, DT)
    assert app.top.seat == LEO  # type: ignore[attr-defined]
    confirm(app, watch, 1)
    assert table.viewer == LEO and table.layout.bottom_seat == LEO
    for _ in range(20):
        watched_step()
    assert Counter(s.card for s in table.anim.hand) == Counter(game.hands[LEO])


def test_a_cpu_zero_pass_moves_hands_face_down(tmp_app: Any) -> None:
    rules = Rules(seven_o=True, target_score=None)
    # Ava (a CPU, seat 2) is on turn and plays her 0: every hand passes to the next seat
    game = setup([["B1", "B2", "B3"], ["G5", "G6", "Y9", "Y8"], ["R0", "G9"], ["R3", "R4"]], ["R5"], rules=rules,
                 current=2)
    app, table, watch, game = people_table(tmp_app, game)
    table.session.agents[2] = Eager()
    table.session.agents[3] = Slow()
    assert isinstance(app.top, PrivacyScene) and app.top.seat == MIA  # the first person after Ava
    leo_old = set(game.hands[LEO])
    confirm(app, watch, 2)
    run_until(app, lambda: any(isinstance(a, Play) and a.player == 2 for a in table.controller.history), 300, DT)
    assert len(game.hands[2]) == 4, "Ava holds Leo's old hand"
    # the pass lands, Noah (a CPU) draws, and it is Mia's turn again: no privacy screen (the same person)
    run_until(app, lambda: table.controller.my_turn() and settled(table), 900, DT)
    assert not isinstance(app.top, PrivacyScene) and watch.confirmed == MIA
    assert Counter(s.card for s in table.anim.hand) == Counter(game.hands[MIA]) == Counter(Card.parse(c) for c in
                                                                                          ("R3", "R4"))
    assert watch.face_frames > 0 and not (watch.ever & leo_old), "Leo's old cards never showed on Mia's screen"


class Slow:
    """A CPU that never reacts out of turn (so that the people's catch stays open) and draws on turn."""

    def choose(self, view: Any, legal: list[Any]) -> Any:
        return next((a for a in legal if isinstance(a, Draw)), legal[0])

    def react(self, view: Any, legal: list[Any]) -> Any:
        return None


class Eager(Slow):
    """Plays the first card it may on turn."""

    def choose(self, view: Any, legal: list[Any]) -> Any:
        return next((a for a in legal if isinstance(a, Play)), legal[0])


def test_the_catch_button_is_shared_and_the_uno_button_names_the_person(tmp_app: Any) -> None:
    rules = Rules(target_score=None)
    # Mia plays her second-last card without saying Uno; Leo is next
    game = setup([["R7", "R8"], ["G5", "G6", "Y9"], ["B1", "B2", "B3"], ["Y3", "Y4", "Y5"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    table.session.agents[2] = table.session.agents[3] = Slow()
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    click(app, card_point(table, [s.card for s in table.anim.hand].index(Card.parse("R7"))), frames=2)
    assert game.hands[MIA] == (Card.parse("R8"),) and MIA in game.view(LEO).exposed
    # right after her play, Mia's screen offers her Uno; the shared catch is up once her card has landed
    assert table.controller.uno_caller() == MIA and table.buttons["uno"].enabled
    run_until(app, lambda: not table.anim.busy, 120, DT)
    assert table.buttons["catch"].visible and table.buttons["catch"].label == "Catch Mia!"
    # she waits too long: the privacy screen for Leo comes, and its catch button takes the catch
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 600, DT)
    privacy = app.top
    assert isinstance(privacy, PrivacyScene) and privacy.seat == LEO
    assert table.has_looked(MIA) and not table.has_looked(LEO), "Leo's screen lists what happened so far"
    assert privacy.catch_button in privacy.menu.items and privacy.catch_button.text.startswith("Catch Mia!")
    key(app, pygame.K_c, frames=1)
    caught = [a for a in table.controller.history if isinstance(a, Catch)]
    assert caught == [Catch(LEO, MIA)], "the catcher is a person the rules let catch Mia (not Mia herself)"
    assert len(game.hands[MIA]) == 1 + rules.uno_penalty
    assert privacy.catch_button not in privacy.menu.items


def test_uno_for_a_person_whom_a_swap_left_one_card(tmp_app: Any) -> None:
    rules = Rules(seven_o=True, target_score=None)
    # Leo (on turn) swaps with Mia, who is left one card; the UNO button names her on Leo's screen
    game = setup([["B1", "B2", "B3", "B4"], ["R7", "G5"], ["Y1", "Y2", "Y3"], ["Y4", "Y5", "Y6"]], ["R5"],
                 rules=rules, current=LEO)
    app, table, watch, game = people_table(tmp_app, game)
    assert isinstance(app.top, PrivacyScene) and app.top.seat == LEO
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    click(app, card_point(table, [s.card for s in table.anim.hand].index(Card.parse("R7"))), frames=2)
    asking = app.top
    assert isinstance(asking, QuestionScene)
    click(app, asking.prompt.rects[[o.answer for o in asking.options].index(MIA)].center, frames=0)
    run_until(app, lambda: (watch.remember(), len(game.hands[MIA]) == 1 and settled(table))[-1], 400, DT)
    c = table.controller
    assert c.uno_caller() == MIA
    step(app, 1, DT)
    assert table.buttons["uno"].enabled and table.buttons["uno"].label == "UNO · Mia"
    key(app, pygame.K_u, frames=1)
    assert any(isinstance(a, CallUno) and a.player == MIA for a in c.history)
    # no CPU caught her: the grace after someone else's play covers every person
    assert not any(isinstance(a, Catch) and a.target == MIA for a in c.history)


def test_jump_in_is_off_for_people_while_several_play(tmp_app: Any) -> None:
    rules = Rules(jump_in=True, target_score=None)
    # Ava (CPU) is on turn; Leo holds the very card on the pile
    game = setup([["B1", "B2"], ["R5", "G6"], ["Y1", "Y2"], ["R5", "Y6"]], ["R5"], rules=rules, current=2)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)  # the next person after Ava is Noah (CPU), then Mia
    c = table.controller
    assert any(isinstance(a, Play) and a.player == LEO for a in game.legal_actions(LEO)), "the model allows it"
    c.set_viewer(LEO)
    assert c.jump_in_cards() == set()
    assert not any(isinstance(a, Play) for a in c.human_legal())
    assert c.submit(Play(LEO, Card.parse("R5"))) is not None, "refused at the table"
    c.set_viewer(MIA)
    # a CPU still may: Noah (seat 3) holds the same card, and the model offers him the jump-in
    assert any(isinstance(a, Play) for a in game.out_of_turn_actions(3))


def test_one_person_keeps_jump_in(tmp_app: Any) -> None:
    rules = Rules(jump_in=True, target_score=None)
    game = setup([["R5", "G6"], ["Y1", "Y2"]], ["R5"], rules=rules, current=1)
    app, table, _watch, game = people_table(tmp_app, game, ("human", "random"), ("Mia", "Ava"))
    assert not table.several and not isinstance(app.top, PrivacyScene)
    assert table.controller.jump_in_cards() == {Card.parse("R5")}


def test_continue_resumes_at_a_privacy_screen(tmp_app: Any, tmp_path: Path) -> None:
    app, watch = people_app(tmp_app, 11)
    table = watch.table()
    assert table is not None
    people = People(app, watch)
    run_until(app, lambda: (people.act(), watch.remember(), table.controller.version > 8)[-1], 3000, DT)
    app.quit()  # saves the match
    assert not app.running
    app2 = tmp_app()
    watch2 = FaceWatch(app2, lambda: next((s.session.match.game for s in app2.scenes if isinstance(s, TableScene)),
                                          None))
    title = app2.top
    cont = next(b for b in title.menu.items if b.text == "Continue")  # type: ignore[attr-defined]
    click(app2, cont.rect.center, frames=2)
    assert isinstance(app2.top, PrivacyScene), "a continued pass-and-play match opens behind the privacy screen"
    # the hand goes on, whether or not the game is a match of several hands ("The match goes on" was said
    # of a single hand: playtest 10)
    assert app2.top.reason.startswith("The hand goes on"), app2.top.reason
    step(app2, 20, DT)
    assert watch2.covered >= 20 and watch2.face_frames == 0
    again = next(s for s in app2.scenes if isinstance(s, TableScene))
    assert isinstance(again, TableScene) and again.several
    seat = app2.top.seat  # type: ignore[attr-defined]
    assert seat == again._next_person()
    confirm(app2, watch2, 0)
    step(app2, 10, DT)
    assert again.viewer == seat and watch2.face_frames > 0


def test_the_end_screens_name_people(tmp_app: Any) -> None:
    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("Mia", "human"), SeatSetup("Leo", "human"), SeatSetup("Ava", "random")),
                      rules, seed=1, human=0)
    session = Session.new(cfg)
    game = session.match.game
    import random

    from game.ai.base import RandomAgent
    from game.sim import play_hand

    play_hand(game, [RandomAgent(i) for i in range(3)], random.Random(4))
    r = hand_result(session)
    assert r.human is None and r.people == (0, 1)
    assert not r.is_you(game.winner)
    app = tmp_app()
    over = HandOverScene(app, session, lambda: None)
    app.reset(over)
    step(app, 2, DT)
    head, sub = over._title_text()
    assert head == f"{r.name(game.winner)} wins the hand" and "You" not in sub
    from game.ui.scenes.matchover import MatchOverScene

    mo = MatchOverScene(app, session)
    app.reset(mo)
    step(app, 2, DT)
    big, line = mo.headline()
    assert "You" not in big + line and mo.row_name(0) == "Mia"


def test_answering_a_wild_draw_four_is_a_turn_behind_the_privacy_screen(tmp_app: Any) -> None:
    rules = Rules(target_score=None)
    game = setup([["W4", "B1", "B2"], ["G5", "G6", "Y9"], ["B3", "B4", "B5"], ["Y3", "Y4", "Y5"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    click(app, card_point(table, 0), frames=2)
    colour = app.top
    assert isinstance(colour, QuestionScene)
    click(app, colour.prompt.rects[0].center, frames=1)
    assert table.controller.history[-1].player == MIA
    # Leo's answer is his turn: the privacy screen first, and no question is asked over it
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 600, DT)
    assert app.top.seat == LEO  # type: ignore[attr-defined]
    confirm(app, watch, 1)
    run_until(app, lambda: isinstance(app.top, QuestionScene), 300, DT)
    question = app.top
    assert isinstance(question, QuestionScene) and isinstance(question.question, AnswerWildDrawFour)
    assert table.viewer == LEO and table.controller.my_turn()
    click(app, question.prompt.rects[[o.answer for o in question.options].index(Answer.CHALLENGE)].center, frames=1)
    assert isinstance(table.controller.history[-1], Challenge)
    for _ in range(120):  # the challenger sees the accused's hand (the rules); nobody else's shows
        step(app, 1, DT)
    assert len(game.hands[LEO]) == 3 + 6, "not a bluff: Leo draws six"


def test_a_hand_is_put_away_face_down_while_the_cpus_play(tmp_app: Any) -> None:
    rules = Rules(target_score=None)
    game = setup([["R7", "B1", "B2"], ["Y1", "Y2", "Y3"], ["G1", "G2", "G3"], ["B5", "B6", "B7"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game, ("human", "random", "random", "human"), ("Mia", "Ava", "Noah", "Leo"))
    table.session.agents[1] = table.session.agents[2] = Slow()
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    assert not table.hidden and len(table.anim.hand) == 3
    click(app, card_point(table, 0), frames=1)
    # Mia's play lands, then her cards lie face down at her seat while Ava and Noah play
    run_until(app, lambda: table.hidden, 300, DT)
    assert table.anim.hand == [] and table.anim.counts[MIA] == 2 and table.viewer == MIA
    assert table.layout.bottom_seat == MIA, "the table does not turn until the next person confirms"
    seen = watch.face_frames
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 900, DT)
    assert any(a.player == 1 for a in table.controller.history) and any(a.player == 2 for a in table.controller.history)
    assert watch.hidden > 0 and watch.face_frames >= seen
    assert app.top.seat == 3  # type: ignore[attr-defined]  # Leo sits at seat 3 here
    confirm(app, watch, 1)
    assert table.layout.bottom_seat == 3 and not table.hidden
    assert Counter(s.card for s in table.anim.hand) == Counter(game.hands[3])


def test_how_to_play_explains_pass_and_play(tmp_app: Any) -> None:
    from game.ui.scenes.howto import PASS_AND_PLAY, HowToScene, pages_for

    for rules in (Rules(), Rules(jump_in=True, seven_o=True)):
        assert PASS_AND_PLAY in pages_for(rules)
    text = " ".join(PASS_AND_PLAY.paragraphs)
    for words in ("Pass to Mia", "face down", "Catch (C)", "Jump-In is off for people", "privacy screen", "UNO"):
        assert words in text, words
    app = tmp_app()
    howto = HowToScene(app)
    app.push(howto)
    step(app, 1, DT)
    for _ in range(len(howto.pages)):  # turned to with the keys, as a person reads it
        if howto.pages[howto.page] == PASS_AND_PLAY:
            break
        key(app, pygame.K_RIGHT)
    assert howto.pages[howto.page] == PASS_AND_PLAY
    shown = [getattr(w, "text", "") for w in howto.menu.items]
    assert "Several people at one screen" in shown and PASS_AND_PLAY.paragraphs[1] in shown


def test_the_people_option() -> None:
    from game.cli import UsageError, parse_args

    opts = parse_args(["--people", " Mia , Leo "])
    assert opts.people == ("Mia", "Leo") and opts.players == 4
    assert parse_args(["--people", "A,B,C,D,E"]).players == 5
    assert parse_args(["--people", "Mia", "--players", "3"]).people == ("Mia",)
    for bad, words in ((["--people", "Mia,mia"], "same name"), (["--people", "Mia,Leo", "--demo"], "demo"),
                       (["--people", "A,B,C", "--players", "2"], "do not fit"), (["--people", "Mia,"], "name"),
                       (["--people", "x" * 30], "printable")):
        with pytest.raises(UsageError, match=words):
            parse_args(bad)


def test_a_person_says_uno_right_after_their_play_before_the_screen_passes(tmp_app: Any) -> None:
    rules = Rules(target_score=None)
    game = setup([["R7", "R8", "G1"], ["G5", "G6", "Y9"], ["B1", "B2", "B3"], ["Y3", "Y4", "Y5"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    c = table.controller
    # on her own turn, holding three: no Uno yet; she plays down to two and may say it at once
    assert c.uno_caller() is None
    click(app, card_point(table, [s.card for s in table.anim.hand].index(Card.parse("R7"))), frames=1)
    assert len(game.hands[MIA]) == 2 and c.uno_caller() == MIA
    # Leo's turn is next, but the screen stays Mia's while her play lands: she says it now
    assert not isinstance(app.top, PrivacyScene)
    key(app, pygame.K_u, frames=1)
    assert isinstance(c.history[-1], CallUno) and c.history[-1].player == MIA
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 300, DT)
    assert app.top.seat == LEO  # type: ignore[attr-defined]
    assert table.hidden, "Mia's cards were put away before the screen passed"


def test_wild_shuffle_hands_shows_only_the_new_hand_of_the_person_at_the_screen(tmp_app: Any) -> None:
    rules = Rules(edition="2018", target_score=None)
    game = setup([["WS", "B1", "B2", "B3"], ["G5", "G6", "Y9", "Y8"], ["R1", "R2", "R3"], ["R4", "R6", "R8"]], ["R5"],
                 rules=rules, seed=3)
    app, table, watch, game = people_table(tmp_app, game)
    table.session.agents[2] = table.session.agents[3] = Slow()
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    mia_before = set(game.hands[MIA])
    click(app, card_point(table, 0), frames=2)
    colour = app.top
    assert isinstance(colour, QuestionScene)
    click(app, colour.prompt.rects[0].center, frames=1)
    assert table.controller.history[-1].card.rank.name == "WILD_SHUFFLE_HANDS"  # type: ignore[union-attr]
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 900, DT)
    assert app.top.seat == LEO  # type: ignore[attr-defined]
    mia, leo = set(game.hands[MIA]), set(game.hands[LEO])
    only_leo = leo - mia - mia_before - set(game.discard_pile[-PUBLIC_PILE:])
    assert only_leo and not (watch.ever & only_leo), "none of Leo's new cards showed on Mia's screen"
    confirm(app, watch, 1)
    step(app, 5, DT)
    assert Counter(s.card for s in table.anim.hand) == Counter(game.hands[LEO])


def test_a_privacy_screen_confirmed_with_a_game_controller_ties_it_to_that_person(tmp_app: Any) -> None:
    from tablekit import post

    app, watch = people_app(tmp_app, 11)
    table = watch.table()
    assert table is not None
    privacy = app.top
    assert isinstance(privacy, PrivacyScene)
    run_until(app, lambda: not privacy.guarded(), 60, DT)
    post(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A, instance_id=5)
    post(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_A, instance_id=5)
    watch.confirmed = privacy.seat
    step(app, 2, DT)
    assert privacy.confirmed and table.viewer == privacy.seat
    assert app.pads.claimed(privacy.seat) == 5, "controller 5 now drives this person's decisions"


def test_two_people_set_on_the_new_game_screen_start_behind_a_privacy_screen(tmp_app: Any) -> None:
    from game.ui.scenes.newgame import NewGameScene

    app = tmp_app()
    title = app.top
    click(app, next(b for b in title.menu.items if b.text == "Play").rect.center)  # type: ignore[attr-defined]
    newgame = app.top
    assert isinstance(newgame, NewGameScene)
    newgame.set_kind(1, "human")
    start = next(w for m in newgame.zones.menus for w in m.items if getattr(w, "text", None) == "Start")
    click(app, start.rect.center, frames=2)
    privacy = app.top
    assert isinstance(privacy, PrivacyScene)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.several and table.session.config.people == (0, 1)
    assert privacy.seat in (0, 1)


def test_the_people_option_plays_the_rules_and_length_of_the_settings(tmp_path: Path) -> None:
    """`--people` started the official rules to 500 whatever Settings said (the playtest had Party rules
    and a single hand there)."""
    from tablekit import make_app

    first = make_app(tmp_path)
    first.settings.rules = Rules(stacking=True, seven_o=True, jump_in=True).to_dict()
    first.settings.single_hand = True
    assert first.save_settings()
    first.close()
    app = make_app(tmp_path, "--people", "Ann,Bob", "--players", "2")
    try:
        rules = app.scenes[0].session.match.rules  # type: ignore[attr-defined]
        assert rules.stacking and rules.seven_o and rules.jump_in and rules.target_score is None
    finally:
        app.close()
    app = make_app(tmp_path, "--people", "Ann,Bob", "--players", "2", "--rules", "stacking")
    try:
        rules = app.scenes[0].session.match.rules  # type: ignore[attr-defined]
        assert rules.stacking and not rules.seven_o, "--rules given on the command line win"
    finally:
        app.close()


@pytest.mark.parametrize("dark", [False, True])
def test_the_pass_screen_of_a_flip_match_lays_the_felt_of_the_side_in_play(tmp_app: Any, dark: bool) -> None:
    """UNO Flip!: with the dark side up the "Pass to ..." screen's felt is the table's by night (deep blue),
    with the light side up the usual green one."""
    if dark:
        hands = [["P3/R1", "T2/Y2"], ["P2/R7", "O4/B9"], ["T5/Y5", "O1/B1"], ["U2/G2", "U3/G4"]]
        game = Game.from_setup(hands, ["P5/R5"], ["T8/Y8", "O9/B6"], rules=Rules(edition="flip", target_score=None))
    else:
        hands = [["R1/P3", "Y2/T2"], ["R7/P2", "B9/O4"], ["Y5/T5", "B1/O1"], ["G2/U2", "G4/U3"]]
        game = Game.from_setup(hands, ["R5/P5"], ["Y8/T8", "B6/O9"], rules=Rules(edition="flip", target_score=None))
    assert game.view(0).side == ("dark" if dark else "light")
    app, _table, _watch, _game = people_table(tmp_app, game)
    assert isinstance(app.top, PrivacyScene)
    surface = pygame.Surface(app.size)
    app.top.draw(surface)
    corners = [surface.get_at((x, y)) for x in (4, app.size[0] - 5) for y in (4, app.size[1] - 5)]
    if dark:
        assert all(c.b > c.g for c in corners), f"the pass screen shows the light felt with the dark side up: {corners}"
    else:
        assert all(c.g > c.b for c in corners), corners



def test_the_pause_menu_hides_the_table_when_several_people_share_the_screen(tmp_app: Any) -> None:
    """Playtest 11: Esc during Bob's turn showed the pause menu over a dimmed table with his cards readable
    round it, for whoever looks next. At a pass-and-play table the menu stands on the bare felt: no card
    is drawn at all while it is up."""
    from game.ui.scenes.pause import PauseScene

    rules = Rules(target_score=None)
    game = setup([["R7", "R8", "G1"], ["G5", "G6", "Y9"], ["B1", "B2", "B3"], ["Y3", "Y4", "Y5"]], ["R5"], rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    assert sum(watch.faces.values()) > 0, "the person's cards show"
    for _ in range(2):  # (a first Esc may put back a card chosen)
        if not isinstance(app.top, PauseScene):
            key(app, pygame.K_ESCAPE, frames=2)
            step(app, 10, DT)
    assert isinstance(app.top, PauseScene), type(app.top)
    step(app, 3, DT)
    assert sum(watch.faces.values()) == 0, watch.faces


def test_the_drawn_card_question_names_the_person_at_a_shared_screen(tmp_app: Any) -> None:
    """Playtest 12: at a pass-and-play table the drawn card's question said "You drew Green 3" while every
    other prompt names the person ("Bob, your turn: ..."). It says "Mia, you drew Red 6"."""
    from game.ui.table.questions import PlayDrawn

    rules = Rules(target_score=None)
    game = setup([["B1", "B2", "G3"], ["G5", "G6", "Y9"], ["B3", "B4", "B5"], ["Y3", "Y4", "Y6"]], ["R5"],
                 ["R6"] * 40, rules=rules)
    app, table, watch, game = people_table(tmp_app, game)
    confirm(app, watch, 0)
    run_until(app, lambda: settled(table), 200, DT)
    key(app, pygame.K_d, frames=2)
    run_until(app, lambda: isinstance(app.top, QuestionScene), 300, DT)
    question = app.top
    assert isinstance(question, QuestionScene) and isinstance(question.question, PlayDrawn)
    assert question.prompt.title == "Mia, you drew Red 6"


def test_the_screen_passes_again_when_a_cpus_skip_brings_the_turn_back_during_the_look_at_a_draw(tmp_app: Any) -> None:
    """Playtest 12: Bob took two (a draw: his hand stays in view a moment to see the cards), Mia's Skip came
    back to him meanwhile, and his hand showed on with no screen, while after her Reverse a "Bob again"
    screen came. The same screen comes both ways: his moment ended, and the screen may be in other hands."""
    rules = Rules(target_score=None)
    # Mia and Leo are people, Ava a CPU: Leo cannot play on R4 and draws Y1; Ava's Red Skip skips Mia
    game = setup([["B1", "B2", "B3"], ["G5", "G6", "Y9"], ["RS", "B7", "B8"]], ["R4"], ["Y1"] * 40,
                 rules=rules, current=1)
    app, table, watch, game = people_table(tmp_app, game, ("human", "human", "normal"), ("Mia", "Leo", "Ava"))
    confirm(app, watch, 0)
    assert table.viewer == LEO
    run_until(app, lambda: settled(table), 200, DT)
    key(app, pygame.K_d, frames=2)
    run_until(app, lambda: any(isinstance(a, Play) and a.player == 2 for a in table.controller.history), 600, DT)
    assert table.controller.view().current == LEO
    run_until(app, lambda: isinstance(app.top, PrivacyScene), 600, DT)
    assert app.top.seat == LEO and app.top.again  # type: ignore[attr-defined]
