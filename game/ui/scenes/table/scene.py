"""The table scene: the rooms of the table put together, its lifecycle, its one clock and the end of a hand.

`TableScene(app, session)` builds the controller (drives the model and the CPUs on game time), the
animator (turns events into motion), the layout and the painter, and the rooms that share them through
the `Desk`: `selection` (the chosen card), `asking` (cards chosen, questions and answers), `buttons`,
`passplay` (pass-and-play's privacy screen), `painting`, `input` and `logroom` (the open log). Input
becomes actions only through `controller.submit`, and only actions from `legal_actions` are ever submitted.

Other screens are asked of the app by route (`game.ui.routes`): the question's panel, the privacy
screen, the pause menu, the hand's result and the match's end. The scene offers them what they need of
a table (`routes.AskingTable`, `routes.PrivacyTable`, `routes.PausedTable`). In pass-and-play the log is
public (it is shown on the privacy screen and kept in the save): it names everyone and never a hidden
card.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.personality import persona_for
from game.i18n import _, language
from game.model import Card
from game.session import Session
from game.ui import routes
from game.ui.scene import Scene
from game.ui.scenes.table.asking import Asking, CardPlay, OpenQuestion
from game.ui.scenes.table.buttons import Buttons
from game.ui.scenes.table.desk import AMBIENT_SECONDS, MESSAGE_SECONDS, SORTS, Desk
from game.ui.scenes.table.ending import Ending
from game.ui.scenes.table.input import Input
from game.ui.scenes.table.logroom import LogRoom
from game.ui.scenes.table.painting import Painting
from game.ui.scenes.table.passplay import PassPlay
from game.ui.scenes.table.selection import Selection
from game.ui.table.animator import Animator
from game.ui.table.controller import NOBODY, TableController
from game.ui.table.ending import NEXT, SHOW, HandEnd
from game.ui.table.hud import Hud, Prompt, TableButton
from game.ui.table.layout import Layout
from game.ui.table.log import LOG_SETTLED
from game.ui.table.passing import Passing
from game.ui.table.questions import Choice, Question
from game.ui.table.warmup import Warmup, opening_cards

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["SORTS", "TableScene"]

log = logging.getLogger(__name__)

AMBIENT_FPS = 20.0
"""The frame rate of the gentle motion of a table at rest: nothing in it needs more."""
SWITCH_INTERVAL = 0.002
"""While the table is up, the interpreter hands the GIL from a thinking CPU to the frame loop every
2 ms (not 5): measured with a CPU searching 300 ms in a thread, the frames it overlaps went from a
95th percentile of 12-18 ms to about 8.5 ms, and none came near 50 ms (see the report)."""


class TableScene(Scene):
    """The table for one session (a match, or a demo that plays match after match)."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.desk = desk = Desk(app, session)
        self._laid_out: tuple[Any, ...] = ()
        self._switch: float | None = None
        self._sorted = ""
        names = [s.name for s in session.config.seats]
        kinds = [s.kind for s in session.config.seats]
        desk.hud = Hud(app.art, names, kinds, desk.viewer)
        desk.hud.look.teams = session.config.seat_teams
        app.art.set_custom_wild(session.config.rules.custom_wild)
        desk.anim = Animator(names, desk.viewer, desk.layout, speed=lambda: app.anim_speed,
                             sound=app.audio.play, sort_mode=desk.sort_mode, seed=session.agent_seed)
        desk.hud.attach(desk.anim)
        if desk.several:  # the log is public at a shared screen: names for everyone, no hidden card
            desk.anim.narrator.viewer = NOBODY
        desk.anim.reduce_motion = lambda: bool(getattr(app.settings, "reduce_motion", False))
        desk.hud.look.reduce_motion = desk.anim.reduce_motion
        desk.anim.chatter = {i: persona_for(seat.name).chatter for i, seat in enumerate(session.config.seats)
                             if not seat.is_human}
        desk.controller = self._make_controller(session)
        self.selection = Selection(desk)
        self.asks = Asking(desk, self._open_question)
        self.room_buttons = Buttons(desk)
        self.passplay = PassPlay(desk, self.selection, self.asks, self.room_buttons, self._open_privacy)
        self.painting = Painting(desk, self.selection, self.asks, self.room_buttons)
        self.input = Input(desk, self.selection, self.asks, self.room_buttons, self.pause)
        self.ending = Ending(desk, self.selection, self.asks, self._make_controller)
        self.ending.table = self
        self.logroom = LogRoom(desk)
        desk.hud.set_layout(desk.layout, app.art.colorblind)
        self.room_buttons.place()

    def _make_controller(self, session: Session) -> TableController:
        controller = TableController(session, presenter=self.desk.anim, cpu_speed=lambda: self.app.cpu_speed,
                                     clock=lambda: self.desk.anim.t,
                                     relaxed=lambda: self.desk.practice or bool(getattr(self.app.settings,
                                                                                        "relaxed_timing", False)))
        controller.on_hand_over = lambda: self.ending.hand_ended()
        controller.before_deal = lambda: self.passplay.before_deal()
        return controller

    # -- what the rooms share, as the table's own -------------------------------------------------
    @property
    def session(self) -> Session:
        return self.desk.session

    @property
    def controller(self) -> TableController:
        return self.desk.controller

    @property
    def anim(self) -> Animator:
        return self.desk.anim

    @property
    def hud(self) -> Hud:
        return self.desk.hud

    @property
    def layout(self) -> Layout:
        return self.desk.layout

    @property
    def warmup(self) -> Warmup:
        return self.desk.warmup

    @property
    def end(self) -> HandEnd:
        return self.desk.end

    @property
    def passing(self) -> Passing:
        return self.desk.passing

    @property
    def viewer(self) -> int:
        return self.desk.viewer

    @property
    def human(self) -> bool:
        return self.desk.human

    @property
    def several(self) -> bool:
        return self.desk.several

    @property
    def hidden(self) -> bool:
        """Pass-and-play: the confirmed person's cards lie face down while others play."""
        return self.desk.passing.hidden

    @property
    def message(self) -> str:
        return self.desk.message

    @property
    def t(self) -> float:
        """Return the table's game time: the animator's timeline, which the controller reads too."""
        return self.desk.anim.t

    @property
    def names(self) -> Sequence[str]:
        return self.desk.controller.names

    @property
    def buttons(self) -> dict[str, TableButton]:
        return self.room_buttons.buttons

    @property
    def selected(self) -> int:
        return self.selection.selected

    @selected.setter
    def selected(self, index: int) -> None:
        self.selection.selected = index

    @property
    def hover(self) -> int:
        return self.selection.hover

    @property
    def pending(self) -> Question | None:
        return self.asks.pending

    @property
    def asking(self) -> OpenQuestion | None:
        """The question's scene over the table, if one is open (or about to be)."""
        return self.asks.scene

    @property
    def prompt(self) -> Prompt | None:
        """The panel of the open question (drawn by its scene), or None."""
        return self.asks.prompt

    @property
    def question(self) -> Question | None:
        """The open question, or None."""
        return self.asks.question

    def sort_mode(self) -> str:
        return self.desk.sort_mode()

    @property
    def hints(self) -> bool:
        return self.desk.hints

    # -- the person's actions (the rooms' own; named here for the table's callers) ----------------
    def play_card(self, index: int) -> CardPlay:
        """The person chose the card at `index` of their hand: what became of it (see `Asking.play_card`)."""
        return self.asks.play_card(index)

    def question_now(self) -> Question | None:
        """Return the question the person must answer now, or None (changes nothing)."""
        return self.asks.question_now()

    def answer(self, question: Question, choice: Choice) -> None:
        """Carry out the answer `choice` to `question`."""
        self.asks.answer(question, choice)

    def asked(self, scene: object, up: bool) -> None:
        """The question's scene came up (`up`) or went."""
        self.asks.asked(scene, up)  # type: ignore[arg-type]  # the question scene is an OpenQuestion

    def draw_action(self) -> None:
        """D, the Draw button or the stock: draw a card, or take the penalty."""
        self.asks.draw_action()

    def uno(self) -> None:
        """Say Uno."""
        self.room_buttons.uno()

    def catch(self) -> str | None:
        """Catch the first player open to a catch; return what the log will say of it (None: nothing
        happened), for a screen over the table that cannot wait for the motion."""
        before = len(self.controller.history)
        self.room_buttons.catch()
        return " ".join(self.desk.anim.told) if len(self.controller.history) > before else None

    def uno_label(self, seat: int) -> str | None:
        """Return the privacy screen's Uno label while `seat` may say Uno from it, else None."""
        return _("UNO!") if self.room_buttons.uno_of(seat) is not None else None

    def uno_for(self, seat: int) -> None:
        """The person at `seat` says Uno from their privacy screen."""
        action = self.room_buttons.uno_of(seat)
        if action is not None:
            self.desk.submit(action)

    def catch_label(self) -> str | None:
        """Return the catch button's label while a seat is open to a catch, else None."""
        return self.room_buttons.catch_label()

    def say(self, text: str, error: bool = True) -> None:
        """Show a one-line message above the hand for a few seconds."""
        self.desk.say(text, error)

    def _hint(self) -> tuple[str, tuple[int, int, int]]:
        return self.painting.hint()

    def _stackables(self) -> set[Card]:
        return self.desk.stackables()

    def _card_at(self, pos: tuple[int, int]) -> int:
        return self.selection.card_at(pos)

    # -- pass-and-play (the privacy screen's table) -----------------------------------------------
    def _open_privacy(self, seat: int, reason: str, again: bool = False) -> None:
        self.app.open(routes.Privacy(self, seat, reason, self.desk.controller.view().side == "dark", again))

    def _open_question(self, question: Question) -> None:
        self.logroom.close()  # the question comes up in the open log's place (it was drawn over the log: playtest)
        self.app.open(routes.Question(self, question))

    def confirm_viewer(self, seat: int) -> None:
        """The person at `seat` confirmed the privacy screen: uncover the table as they see it."""
        self.passplay.confirm_viewer(seat)

    def since(self, seat: int) -> list[str]:
        """Return the log's lines written since `seat` last confirmed the privacy screen."""
        return self.passplay.since(seat)

    def seat_name(self, seat: int) -> str:
        """Return the name of `seat`."""
        return self.desk.controller.names[seat]

    def has_looked(self, seat: int) -> bool:
        """Return True when `seat` has confirmed the privacy screen before (at this table)."""
        return self.passplay.has_looked(seat)

    def _next_person(self) -> int:
        return self.passplay.next_person()

    def _record(self) -> None:
        self.ending.record()

    # -- lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        """Deal (or show the hand as saved) and start the clock."""
        desk = self.desk
        if desk.session.match.is_over:
            self.ending.to_match_over()
            return
        self._queue_warm()
        desk.warmup.add(opening_cards(desk.layout, desk.controller, desk.anim, desk.viewer))
        desk.warmup.for_(0.02)
        if self._switch is None:
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch, SWITCH_INTERVAL))
        self.take_rules()
        if desk.session.match.game.is_over:  # left before its results: recorded when it ended, shown again
            desk.end.recorded(desk.session)
        if desk.human and not desk.anim.log:  # a continued match shows its log as it was left
            for saved in desk.session.log:  # in the language in force, and again after a change
                desk.anim.add_log(Session.log_text(saved)).words = partial(Session.log_text, saved)
        desk.controller.start()

    def exit(self) -> None:
        """Stop the CPU worker."""
        self.desk.controller.close()
        self.app.pads.deciding = None
        if self._switch is not None:
            sys.setswitchinterval(self._switch)
            self._switch = None

    def resume(self) -> None:
        """Back from the pause or settings: settings may have changed (colour-blind, sort, scale, language)."""
        if self._laid_out != self._layout_key(self.app.size):
            self.resize(self.app.size)
        if self._sorted != self.sort_mode():
            self.desk.anim.sort_hand(self.sort_mode())
            self._sorted = self.sort_mode()
        self.take_rules()

    def take_rules(self) -> None:
        """The settings' house rules wait for the next hand of this match (a demo keeps its own)."""
        self.desk.take_rules()

    def on_quit(self) -> None:
        """The window is closing: save the match."""
        self.desk.save()

    def save(self) -> None:
        """Save the match in progress (a demo is never saved: it would replace the person's match)."""
        self.desk.save()

    def pause_rect(self) -> pygame.Rect:
        """Return where the table's pause button is (a screen over the table may answer its click)."""
        return self.desk.layout.menu_button.copy()

    def pause(self) -> None:
        """Open the pause overlay."""
        self.app.pads.deciding = None  # the pause menu is anyone's; the table claims its seat back after
        self.app.open(routes.Pause(self))

    # -- layout -----------------------------------------------------------------------------------
    def _layout_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        return (size, self.app.scale, self.app.art.colorblind, language())

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again for the new window size (or scale, or language: every word again)."""
        super().resize(size)
        desk = self.desk
        if self._laid_out and self._laid_out[-1] != language():
            self.app.art.clear()  # a card may carry words (the Wild Customizable's label)
        self._laid_out = self._layout_key(size)
        self.room_buttons.reword()
        self.painting.reword()
        self.notices_at = desk.lay_out(size)
        self.room_buttons.place()
        self._queue_warm()

    def _queue_warm(self) -> None:
        """Queue every face the table may show, then the landing card's shadow and the CPUs' faces in
        every mood, to be drawn a little after each frame (`idle`)."""
        desk = self.desk
        two_sided = desk.session.config.rules.deck.two_sided
        flip = desk.hud.flip.warm_jobs() if two_sided else []
        desk.warmup.queue(desk.layout, [*flip, *desk.hud.warm_jobs()], classic_faces=not two_sided)

    # -- the clock --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the table's one clock (the animator's timeline), the game, the hover lifts, the warm-up."""
        desk = self.desk
        if self._moving():
            desk.lively_until = self.t + dt + AMBIENT_SECONDS
        desk.anim.update(dt)
        self.input.update()  # a jump-in pressed while its card landed goes in first
        desk.controller.hold(self.asks.pending is not None)  # the person's chooser stops the clock
        desk.controller.update(dt)
        self.passplay.check()
        due = desk.end.due(desk.anim.t, demo=not desk.human)
        if due == SHOW:
            self.logroom.close()  # the results come up in its place (and open the whole hand's log: L)
            self.ending.show()
        elif due == NEXT:
            self.ending.demo_next()
        self.asks.ask()
        self.selection.update(dt)
        self.room_buttons.update()

    def idle(self, until: float) -> None:
        """After a frame: draw what the next frames of the flights need, then queued art, until `until`."""
        self.desk.warmup.prefetch(self.desk.anim, self.desk.layout)
        self.desk.hud.flip.keep_warm(self.desk.anim, until, self.desk.controller.view)
        self.desk.warmup.until(until)
        self.desk.warmup.fan(self.desk.anim, self.desk.layout, until)

    def wake_in(self) -> float | None:
        """Run at full rate while anything moves; then the gentle motion at a low rate; then rest.

        At rest the loop sleeps until input: the table waits for the person's move and draws nothing.
        """
        if self._moving():
            return 0.0
        desk = self.desk
        anim = desk.anim
        ambient = desk.lively_until - self.t
        if anim.log:  # a log line fades out this long after it was written
            ambient = max(ambient, anim.log[-1].t + LOG_SETTLED - anim.t)
        if ambient > 0:
            return min(ambient, 1.0 / AMBIENT_FPS)
        if desk.showing_message():
            return desk.message_t + MESSAGE_SECONDS - self.t
        return None

    def _moving(self) -> bool:
        """Return True while something moves at full rate: cards, effects, a CPU's turn, a window."""
        desk = self.desk
        anim = desk.anim
        now = anim.t
        return bool(
            self.selection.easing
            or desk.warmup.pending
            or desk.end.at is not None
            or not desk.controller.resting()
            or anim.busy or anim.flights
            or anim.ring_spinning()
            or anim.ring_tinting()
            or anim.pending_counting()
            or any(e.t0 + e.duration > now for e in anim.effects)
            or (anim.reveal is not None and anim.reveal.t0 + anim.reveal.duration > now)
            or any(s.move is not None or not s.arrived for s in anim.hand)
            or anim.reactions.moving(now)
            or anim.nudging()
        )

    # -- input and drawing ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys (the open log's first, see `logroom`; then `input`); the table consumes every event."""
        return self.logroom.handle_event(event) or self.input.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table as it is now (changes nothing)."""
        self.painting.draw(surface)
        self.logroom.draw(surface)
