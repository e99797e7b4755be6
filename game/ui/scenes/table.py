"""The game table: the person against CPU seats (or a CPU-only demo), animated, mouse and keyboard.

`TableScene(app, session)` puts together the controller (drives the model and the CPUs on game
time), the animator (turns events into motion), the layout and the HUD. Input becomes actions only
through `controller.submit`, and only actions from `legal_actions` are ever submitted. Jobs with a room
of their own under `game.ui.table`: pass-and-play's bookkeeping (`passing`), the card art drawn ahead of
need (`warmup`), the hint line's words (`hints`), the end of a hand (`ending`).

Keys: Left/Right choose a card (each turn starts on the first playable one), Enter plays it (or the card
last clicked; with none chosen it chooses the first playable), D draws (or takes the penalty), U says Uno, C
catches, S sorts, K keeps a drawn card, H challenges, Esc pauses. A question (a wild's colour, the
Seven-O seat, a bluff, a challenge, the drawn card) is a typed value (`game.ui.table.questions`)
shown by a `QuestionScene` pushed over the table: 1-4 or R/Y/G/B pick a colour, digits a seat, Esc
closes it.

Pass-and-play (several people's seats): the table shows the hand of at most one person, the one who
last confirmed the privacy screen (`scenes.privacy`), and sits them at the bottom: the table turns
so that whoever holds the screen reads it as their own seat, the others around them in the order of
play, as at a real table (the turn happens behind the privacy screen, so nobody sees the seats move;
fixed seats would put Leo's hand at the bottom of a seat drawn as Mia's, or make each person find
their seat anew). Once that person's moment is over (their decision taken, its motion landed, their
window to say Uno or catch closed) their cards lie face down at their seat while the others play,
so the next person waiting by the screen sees none of them. A person's decision is preceded by the
privacy screen whenever their own hand is not the one showing; every hand starts behind one, and so
does a continued match. The log names everyone (it is public: it is shown on the privacy screen and
kept in the save) and never a hidden card.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.personality import persona_for
from game.model import (
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Phase,
    Play,
    Rank,
    Rules,
)
from game.ui.pad import KEYBOARD, PAD, key_label
from game.ui.scene import Scene
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.question import QuestionScene
from game.ui.table.animator import HOVER, Animator
from game.ui.table.controller import NOBODY, TableController
from game.ui.table.ending import DEMO_NEXT, HAND_END_PAUSE, NEXT, SHOW, HandEnd, record
from game.ui.table.hints import Situation, hint
from game.ui.table.hud import Hud, Prompt, TableButton
from game.ui.table.layout import Layout
from game.ui.table.log import LOG_SETTLED
from game.ui.table.passing import Passing
from game.ui.table.questions import (
    Answer,
    AnswerWildDrawFour,
    Choice,
    ConfirmBluff,
    PickColor,
    PickSeat,
    PlayDrawn,
    Question,
    swap_numbers,
)
from game.ui.table.scoreline import score_line
from game.ui.table.warmup import Warmup, opening_cards

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.scene import Host

__all__ = ["SORTS", "TableScene"]

log = logging.getLogger(__name__)

SORTS = ("none", "color", "number")
SORT_KEYS = {"none": "S · as dealt", "color": "S · by colour", "number": "S · by number"}
PAD_SORT_KEYS = {"none": "Back · dealt", "color": "Back · colour", "number": "Back · 0–9"}
"""The Sort button's line with a controller: its Back button, in as little room as the key's."""
MESSAGE_SECONDS = 3.2
AMBIENT_SECONDS = 6.0
"""After the last change or input, the gentle motion of a table at rest (whose turn pulses, the ring
of arrows turns, an urgent button glows) runs this long, then stops until something happens."""
AMBIENT_FPS = 20.0
"""The frame rate of that gentle motion: nothing in it needs more."""
HOVER_LIFT = 0.5
"""How far the card under the mouse rises (the keyboard's card rises all the way and is outlined)."""
SWITCH_INTERVAL = 0.002
"""While the table is up, the interpreter hands the GIL from a thinking CPU to the frame loop every
2 ms (not 5): measured with a CPU searching 300 ms in a thread, the frames it overlaps went from a
95th percentile of 12-18 ms to about 8.5 ms, and none came near 50 ms (see the report)."""


class TableScene(Scene):
    """The table for one session (a match, or a demo that plays match after match)."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.viewer = session.human if session.human is not None else NOBODY
        self.human = session.human is not None
        self.passing = Passing(session.config.people)
        """Pass-and-play: who is looking, when the privacy screen covers the table, when a hand hides."""
        self.several = self.passing.several
        """Pass-and-play: more than one person plays at this screen."""
        self.privacy: PrivacyScene | None = None
        """The privacy screen over the table, if one is up (or about to be)."""
        self.lively_until = AMBIENT_SECONDS
        self._easing = False
        self.hover = -1
        self.selected = -1
        """The card chosen with the keys (or clicked last), an index of the hand; -1 for none."""
        self._turn_seen: tuple[int, bool] = (0, False)
        """(the hand in play, whether it was the person's turn) at the last frame: a new turn or hand
        lets go of the selection."""
        self._fresh_turn = False
        self._keyboard = False
        self.mouse: tuple[int, int] | None = None
        self.message = ""
        self.message_t = -10.0
        self.pending: PickColor | PickSeat | ConfirmBluff | None = None
        """The question the person's own choice of card opened (a colour, a seat, a bluff to confirm)."""
        self.asking: QuestionScene | None = None
        """The question scene over the table, if one is open (or about to be)."""
        self.end = HandEnd()
        """The end of a hand: when its result shows, when a demo deals on, which hand was recorded."""
        self.warmup = Warmup(app.art)
        """The card art drawn ahead of need in the spare time after frames."""
        self._chips_of: tuple[Rules, list[str]] | None = None
        self._laid_out: tuple[Any, ...] = ()
        self._switch: float | None = None
        self._sorted = ""
        self.layout = self._make_layout(app.size)
        names = [s.name for s in session.config.seats]
        kinds = [s.kind for s in session.config.seats]
        self.hud = Hud(app.art, names, kinds, self.viewer)
        self.hud.look.teams = session.config.seat_teams
        app.art.set_custom_wild(session.config.rules.custom_wild)
        self.anim = Animator(names, self.viewer, self.layout, speed=lambda: app.anim_speed,
                             sound=app.audio.play, sort_mode=self.sort_mode, seed=session.agent_seed)
        self.hud.attach(self.anim)
        if self.several:  # the log is public at a shared screen: names for everyone, no hidden card
            self.anim.narrator.viewer = NOBODY
        self.anim.reduce_motion = lambda: bool(getattr(app.settings, "reduce_motion", False))
        self.anim.chatter = {i: persona_for(seat.name).chatter for i, seat in enumerate(session.config.seats)
                             if not seat.is_human}
        self.controller = self._make_controller(session)
        self.buttons = {
            "uno": TableButton("uno", "UNO!", "U", "red"),
            "catch": TableButton("catch", "Catch!", "C", "gold"),
            "draw": TableButton("draw", "Draw", "D", "cream"),
            "sort": TableButton("sort", "Sort", "S", "dark"),
            "menu": TableButton("menu", "II", "", "dark"),
        }
        self.hud.set_layout(self.layout, app.art.colorblind)
        self._place_buttons()

    def _make_controller(self, session: Session) -> TableController:
        controller = TableController(session, presenter=self.anim, cpu_speed=lambda: self.app.cpu_speed,
                                     clock=lambda: self.anim.t)
        controller.on_hand_over = self._hand_ended
        controller.before_deal = self._before_deal
        return controller

    # -- settings read live -----------------------------------------------------------------------
    def sort_mode(self) -> str:
        mode = str(getattr(self.app.settings, "auto_sort", "none"))
        return mode if mode in SORTS else "none"

    @property
    def highlight(self) -> bool:
        return bool(getattr(self.app.settings, "highlight_playable", True))

    @property
    def hints(self) -> bool:
        return bool(getattr(self.app.settings, "hints", True))

    # -- lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        """Deal (or show the hand as saved) and start the clock."""
        if self.session.match.is_over:
            self._to_match_over()
            return
        self._queue_warm()
        self.warmup.add(opening_cards(self.layout, self.controller, self.anim, self.viewer))
        self.warmup.for_(0.02)
        if self._switch is None:
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch, SWITCH_INTERVAL))
        self.take_rules()
        if self.human and not self.anim.log:  # a continued match shows its log as it was left
            for text in self.session.log:
                self.anim.add_log(text)
        self.controller.start()

    def exit(self) -> None:
        """Stop the CPU worker."""
        self.controller.close()
        self.app.pads.deciding = None
        if self._switch is not None:
            sys.setswitchinterval(self._switch)
            self._switch = None

    def resume(self) -> None:
        """Back from the pause or settings: settings may have changed (colour-blind, sort, scale)."""
        if self._laid_out != self._layout_key(self.app.size):
            self.resize(self.app.size)
        if self._sorted != self.sort_mode():
            self.anim.sort_hand(self.sort_mode())
            self._sorted = self.sort_mode()
        self.take_rules()

    def take_rules(self) -> None:
        """The settings' house rules wait for the next hand of this match (a demo keeps its own)."""
        if not self.human:
            return
        try:
            wanted = Rules.from_dict(dict(self.app.settings.rules))
            self.session.match.set_next_rules(wanted)
        except (ValueError, TypeError) as exc:
            log.warning("the settings' rules cannot be dealt at this table: %s", exc)

    def on_quit(self) -> None:
        """The window is closing: save the match."""
        self.save()

    def save(self) -> None:
        """Save the match in progress (a demo is never saved: it would replace the person's match)."""
        if not self.human:
            return
        match = self.session.match
        if match.is_over:
            self.app.store.clear_match()
            return
        self.session.log = [line.text for line in self.anim.log]
        self.app.store.save_match(self.session.to_dict())

    # -- layout -----------------------------------------------------------------------------------
    def _make_layout(self, size: tuple[int, int]) -> Layout:
        bottom = self.viewer if self.viewer >= 0 else 0
        return Layout(size, self.session.players, bottom, self.human, self.app.scale)

    def _layout_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        return (size, self.app.scale, self.app.art.colorblind)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again for the new window size (or scale)."""
        super().resize(size)
        self._laid_out = self._layout_key(size)
        self.layout = self._make_layout(size)
        self.hud.set_layout(self.layout, self.app.art.colorblind)
        self.anim.relayout(self.layout)
        self._place_buttons()
        self._queue_warm()

    @property
    def prompt(self) -> Prompt | None:
        """The panel of the open question (drawn by its scene), or None."""
        return self.asking.prompt if self.asking is not None else None

    @property
    def question(self) -> Question | None:
        """The open question, or None."""
        return self.asking.question if self.asking is not None else None

    def _place_buttons(self) -> None:
        L = self.layout
        s = L.scale
        b = self.buttons
        b["menu"].rect = L.menu_button.copy()
        col = L.buttons_rect
        gap = max(6, round(10 * s))
        bh = max(34, round(46 * s))
        if not self.human:
            for k in ("uno", "catch", "draw", "sort"):
                b[k].visible = False
                b[k].rect = pygame.Rect(0, 0, 0, 0)
            return
        half = (col.w - gap) // 2
        y = col.bottom - bh
        b["sort"].rect = pygame.Rect(col.x, y, half, bh)
        b["draw"].rect = pygame.Rect(col.x + half + gap, y, col.w - half - gap, bh)
        y -= bh + gap
        b["catch"].rect = pygame.Rect(col.x, y, col.w, bh)
        y -= round(bh * 1.25) + gap
        b["uno"].rect = pygame.Rect(col.x, y, col.w, round(bh * 1.25))

    # -- pass-and-play ----------------------------------------------------------------------------
    def _before_deal(self) -> None:
        """Every hand (and a continued one) starts behind the privacy screen of its first person."""
        if not self.several:
            return
        seat = self._next_person()
        self._show_as(seat, sync=False)  # the controller shows the hand next, as this person sees it
        fresh = self.controller.view().actions_taken == 0
        self._cover(seat, "A new hand: pass the screen round, one person at a time" if fresh
                    else "The match goes on: pass the screen round, one person at a time")

    def _next_person(self) -> int:
        """Return the person whose decision comes first from here (see `Passing.next_person`)."""
        return self.passing.next_person(self.controller.view(), self.session.players)

    def _cover(self, seat: int, reason: str = "") -> None:
        """Put the privacy screen for `seat` over the table."""
        if self.privacy is not None:
            return
        self.privacy = PrivacyScene(self.app, self, seat, reason)
        self.app.push(self.privacy)

    def _check_privacy(self) -> None:
        """Hide the confirmed person's hand once their moment is over, and cover the table for the
        person whose decision is awaited (`Passing.check` decides)."""
        waiting = self.privacy is not None or self.end.ending
        hide, cover = self.passing.check(self.controller, self.anim, self.viewer, waiting)
        if hide:
            self._hide()
        if cover is not None:
            self._cover(cover)

    @property
    def hidden(self) -> bool:
        """Pass-and-play: the confirmed person's cards lie face down while others play."""
        return self.passing.hidden

    def _hide(self) -> None:
        """Draw the confirmed person's cards face down (a fan at their seat) until they confirm again."""
        if self.passing.hide(self.anim, self.hud, self.layout, self.app.art.colorblind):
            self.pending = None
            self.selected = self.hover = -1

    def _show_as(self, seat: int, sync: bool = True) -> None:
        """Show the table as `seat` sees it, that seat at the bottom (done behind the privacy screen)."""
        if seat == self.viewer and not self.passing.hidden:
            return
        self.passing.hidden = False
        self.anim.flush()
        self.viewer = seat
        self.controller.set_viewer(seat)
        self.anim.viewer = seat
        self.hud.look.viewer = seat
        self.pending = None
        self.selected = self.hover = -1
        self.layout = self._make_layout(self.app.size)
        self.hud.set_layout(self.layout, self.app.art.colorblind)
        self.anim.relayout(self.layout)
        self._place_buttons()
        if sync and self.controller.started:
            self.anim.sync(self.controller.view())

    def confirm_viewer(self, seat: int) -> None:
        """The person at `seat` confirmed the privacy screen: uncover the table as they see it."""
        self.privacy = None
        self.passing.confirm(seat, len(self.controller.history), self.anim.t)
        self.app.pads.claim_last(seat)  # confirmed with a controller: that controller drives this person
        self._show_as(seat)
        self.lively_until = self.t + AMBIENT_SECONDS

    def since(self, seat: int) -> list[str]:
        """Return the log's lines written since `seat` last confirmed the privacy screen."""
        return self.passing.since(seat, self.anim.log)

    def seat_name(self, seat: int) -> str:
        """Return the name of `seat`."""
        return self.controller.names[seat]

    def has_looked(self, seat: int) -> bool:
        """Return True when `seat` has confirmed the privacy screen before (at this table)."""
        return self.passing.has_looked(seat)

    def catch_label(self) -> str | None:
        """Return the catch button's label while a seat is open to a catch, else None."""
        targets = self.controller.catch_targets()
        return f"Catch {self.controller.names[targets[0]]}!" if targets else None

    # -- warming the card art ---------------------------------------------------------------------
    def _queue_warm(self) -> None:
        """Queue every face the table may show, then the landing card's shadow and the CPUs' faces in
        every mood, to be drawn a little after each frame (`idle`)."""
        self.warmup.queue(self.layout, self.hud.warm_jobs())

    # -- the end of a hand ------------------------------------------------------------------------
    def _hand_ended(self) -> None:
        """The model says the hand is over: keep the result, then show it when the motion ends."""
        self.end.begin(self.anim.busy_until + self.anim.d(HAND_END_PAUSE))
        self.pending = None
        self._record()

    def _record(self) -> None:
        """Record the hand just won in the statistics (once; never a demo's) and save the match."""
        outcome = self.controller.outcome()
        if outcome is None or not self.human or not self.end.first(self.session):
            return
        record(getattr(self.app.store, "stats", None), self.session, outcome, self.controller.view().actions_taken)
        try:
            self.save()
        except (ValueError, OSError) as exc:
            self.app.notify(f"The match could not be saved: {exc}")

    def _show_hand_over(self) -> None:
        self.end.shown = True
        if not self.human:
            return
        try:
            from game.ui.scenes.handover import HandOverScene
        except ImportError:
            self.app.notify("The hand is over.")
            self._continue()
            return
        self.pending = None
        if self.asking is not None:
            self.asking.leave()  # queued before the push, so that the pop takes the question off
        self.app.push(HandOverScene(self.app, self.session, self._continue))

    def _continue(self) -> None:
        """Deal the next hand (the end-of-hand screen has closed)."""
        if self.session.match.is_over:
            self._to_match_over()
            return
        self.end.clear()
        self.hover = self.selected = -1
        self.take_rules()
        self.controller.new_hand()

    def _to_match_over(self) -> None:
        try:
            from game.ui.scenes.matchover import MatchOverScene
        except ImportError:
            from game.ui.scenes.title import TitleScene

            self.app.reset(TitleScene(self.app))
            return
        self.app.reset(MatchOverScene(self.app, self.session))

    def _demo_next(self) -> None:
        """A demo goes on for ever: the next hand, or a new match when this one is over."""
        if not self.session.match.is_over:
            self._continue()
            return
        from game.session import MatchConfig, Session

        config = self.session.config
        seed = None if config.seed is None else config.seed + 1
        new = Session.new(MatchConfig(config.seats, config.rules, seed, config.human))
        self.controller.close()
        self.session = new
        self.controller = self._make_controller(new)
        self.end.clear()
        self.controller.start()

    # -- the clock --------------------------------------------------------------------------------
    @property
    def t(self) -> float:
        """Return the table's game time: the animator's timeline, which the controller reads too."""
        return self.anim.t

    def update(self, dt: float) -> None:
        """Advance the table's one clock (the animator's timeline), the game, the hover lifts, the warm-up."""
        if self._moving():
            self.lively_until = self.t + dt + AMBIENT_SECONDS
        self.anim.update(dt)
        self.controller.update(dt)
        self._check_privacy()
        due = self.end.due(self.anim.t, demo=not self.human)
        if due == SHOW:
            self._show_hand_over()
            if not self.human:
                self.end.at = self.anim.t + self.anim.d(DEMO_NEXT)
        elif due == NEXT:
            self._demo_next()
        self._ask()
        self._update_hand(dt)
        self._update_buttons()

    def idle(self, until: float) -> None:
        """After a frame: draw what the next frames of the flights need, then queued art, until `until`."""
        self.warmup.prefetch(self.anim, self.layout)
        self.warmup.until(until)

    def wake_in(self) -> float | None:
        """Run at full rate while anything moves; then the gentle motion at a low rate; then rest.

        At rest the loop sleeps until input: the table waits for the person's move and draws nothing.
        """
        if self._moving():
            return 0.0
        anim = self.anim
        ambient = self.lively_until - self.t
        if anim.log:  # a log line fades out this long after it was written
            ambient = max(ambient, anim.log[-1].t + LOG_SETTLED - anim.t)
        if ambient > 0:
            return min(ambient, 1.0 / AMBIENT_FPS)
        if self.message and self.t - self.message_t < MESSAGE_SECONDS:
            return self.message_t + MESSAGE_SECONDS - self.t
        return None

    def _moving(self) -> bool:
        """Return True while something moves at full rate: cards, effects, a CPU's turn, a window."""
        anim = self.anim
        now = anim.t
        return bool(
            self._easing
            or self.warmup.pending
            or self.end.at is not None
            or not self.controller.resting()
            or anim.busy
            or anim.flights
            or anim.ring_spinning()
            or anim.ring_tinting()
            or anim.pending_counting()
            or any(e.t0 + e.duration > now for e in anim.effects)
            or (anim.reveal is not None and anim.reveal.t0 + anim.reveal.duration > now)
            or any(s.move is not None or not s.arrived for s in anim.hand)
            or anim.reactions.moving(now)
            or anim.nudging()
        )

    def _first_playable(self, last: bool = False) -> int:
        """Return the index of the first (or last) card of the hand that may be played now, or -1."""
        plays = self._plays()
        hand = self.anim.hand
        order = range(len(hand) - 1, -1, -1) if last else range(len(hand))
        return next((i for i in order if hand[i].card in plays), -1)

    def _next_playable(self, start: int, step: int) -> int:
        """Return the next card from `start` in direction `step` that may be played (round the hand);
        the neighbouring card when none may be."""
        plays = self._plays()
        hand = self.anim.hand
        n = len(hand)
        if n == 0:
            return -1
        begin = start if 0 <= start < n else (-1 if step > 0 else n)
        for k in range(1, n + 1):
            i = (begin + step * k) % n
            if hand[i].card in plays:
                return i
        return (begin + step) % n

    def _track_turns(self) -> None:
        """The end of the person's turn or a new hand lets go of the selection; the person's turn starts on
        the first playable card (when they use the keys) once the table shows it."""
        c = self.controller
        if not self.human:
            return
        now = (id(self.session.match.game), c.my_turn())
        if now != self._turn_seen:
            if now[0] != self._turn_seen[0] or not now[1]:
                self.selected = -1  # a new hand, or the person's turn is over
            self._fresh_turn = now[1]
            self._turn_seen = now
        if self._fresh_turn and not self.anim.busy and all(s.arrived for s in self.anim.hand):
            self._fresh_turn = False
            if self._keyboard and self.selected < 0:  # (a card clicked while waiting stays chosen)
                self.selected = self._first_playable()

    def _update_hand(self, dt: float) -> None:
        self._track_turns()
        hand = self.anim.hand
        if self.selected >= len(hand):
            self.selected = len(hand) - 1
        if self.mouse is not None:
            self.hover = self._card_at(self.mouse)
        playable = self._playable()
        glow = self.controller.jump_in_cards() if self.human else set()
        step = dt / max(1e-6, self.anim.d(HOVER))
        easing = False
        for i, sprite in enumerate(hand):
            lift = 1.0 if i == self.selected else HOVER_LIFT if i == self.hover else 0.0
            marked = (playable is not None and sprite.card in playable) or sprite.card in glow
            was = sprite.lift, sprite.mark
            sprite.lift = _toward(sprite.lift, lift, step)
            sprite.mark = _approach(sprite.mark, marked, step)
            # still on its way (a frame of dt 0 moves nothing, yet the lift has not arrived)
            easing = easing or was != (sprite.lift, sprite.mark) or sprite.lift not in (0.0, 1.0) \
                or sprite.mark not in (0.0, 1.0)
        self._easing = easing

    def _update_buttons(self) -> None:
        c = self.controller
        b = self.buttons
        if not self.human:
            return
        caller = c.uno_caller() if self.several else (self.viewer if c.can(CallUno) else None)
        b["uno"].enabled = caller is not None
        view = c.view()
        b["uno"].urgent = b["uno"].enabled and (c.my_turn() or self.viewer in view.exposed or caller != self.viewer)
        if self.several:  # a person open to a catch says it themselves: the button names them
            b["uno"].label = "UNO!" if caller is None or caller == self.viewer else f"UNO · {c.names[caller]}"
        targets = c.catch_targets()
        b["catch"].visible = bool(targets)
        b["catch"].enabled = bool(targets)
        b["catch"].urgent = bool(targets)
        if targets:
            b["catch"].label = f"Catch {self.controller.names[targets[0]]}!"
        draw = c.action_of(Draw)
        penalty = view.phase is Phase.PENALTY
        b["draw"].enabled = draw is not None
        b["draw"].label = f"Take {view.pending_draw}" if penalty and c.my_turn() else "Draw"
        b["draw"].urgent = draw is not None and penalty and not self._stackables()
        pad = self.app.input_kind == PAD
        b["sort"].hotkey = (PAD_SORT_KEYS if pad else SORT_KEYS)[self.sort_mode()]
        for name, key in (("uno", "U"), ("catch", "C"), ("draw", "D")):
            b[name].hotkey = key_label(key, PAD if pad else KEYBOARD)
        # the seat whose decision is pending: only its claimed controller drives it (pass-and-play)
        self.app.pads.deciding = self.viewer if c.my_turn() else None

    # -- what the person may do -------------------------------------------------------------------
    def _plays(self) -> set[Card]:
        """Return the cards the person may play now (on turn, or jumping in)."""
        return {a.card for a in self.controller.human_legal() if isinstance(a, Play)}

    def _playable(self) -> set[Card] | None:
        """Return the hand's cards that may be played now, or None when nothing is to be marked."""
        if not self.human or not self.highlight:
            return None
        if not self.controller.my_turn() or self.anim.busy:
            return None
        return self._plays()

    def _stackables(self) -> set[Card]:
        c = self.controller
        if c.view().phase is not Phase.PENALTY or not c.my_turn():
            return set()
        return self._plays()

    def _card_at(self, pos: tuple[int, int]) -> int:
        """Return the index of the topmost hand card under `pos`, or -1."""
        L = self.layout
        w, h = L.card_w, L.card_h
        for i in range(len(self.anim.hand) - 1, -1, -1):
            sprite = self.anim.hand[i]
            if not sprite.arrived:
                continue
            x, y = sprite.pos.center
            top = y - h / 2 - h * (0.2 * sprite.lift + 0.07 * sprite.mark)
            if x - w / 2 <= pos[0] <= x + w / 2 and top <= pos[1] <= y + h / 2:
                return i
        return -1

    def say(self, text: str, error: bool = True) -> None:
        """Show a one-line message above the hand for a few seconds."""
        self.message = text
        self.message_t = self.t
        if error:
            self.app.audio.play("error")

    def _submit(self, action: Any) -> bool:
        reason = self.controller.submit(action)
        if reason is not None:
            self.say(reason)
            return False
        self.message = ""
        return True

    def play_card(self, index: int) -> None:
        """The person chose the card at `index` of their hand: play it, or ask what the play needs."""
        hand = self.anim.hand
        if not 0 <= index < len(hand):
            return
        card = hand[index].card
        c = self.controller
        plays = c.plays_of(card)
        if not plays:
            self.say(c.why_not_card(card))
            return
        self.message = ""
        view = c.view()
        if card.rank is Rank.WILD_DRAW_FOUR and self.app.settings.confirm_bluff and view.wild_draw_four_is_bluff:
            self.pending = ConfirmBluff(card, view.color)
            return
        self._continue_play(card)

    def _continue_play(self, card: Card) -> None:
        c = self.controller
        plays = c.plays_of(card)
        if not plays:
            self.cancel_question()
            return
        if card.wild:
            self.pending = PickColor(card)
            return
        targets = tuple(sorted({a.target for a in plays if a.target is not None}))
        if targets:
            self.pending = PickSeat(card, targets, c.view().hand_sizes)
            return
        self.pending = None
        self._submit(plays[0])

    def choose_color(self, color: Color) -> None:
        """Answer the colour question (for a wild in hand, or the first card's colour)."""
        c = self.controller
        pending = self.pending
        if isinstance(pending, PickColor) and pending.card is not None:
            named = [a for a in c.plays_of(pending.card) if a.color is color and a.target is not None]
            if named:  # a Wild Customizable that names a player: now ask whom
                targets = tuple(sorted({a.target for a in named if a.target is not None}))
                draws = c.view().rules.target_draws(pending.card)
                self.pending = PickSeat(pending.card, targets, c.view().hand_sizes, color, draws)
                return
            for a in c.plays_of(pending.card):
                if a.color is color:
                    self.pending = None
                    self._submit(a)
                    return
            self.cancel_question()
            return
        for action in c.human_legal():
            if isinstance(action, ChooseColor) and action.color is color:
                self._submit(action)
                return

    def choose_target(self, seat: int) -> None:
        """Answer the Seven-O question: swap hands with `seat`."""
        pending = self.pending
        if not isinstance(pending, PickSeat):
            return
        for a in self.controller.plays_of(pending.card):
            if a.target == seat and (pending.color is None or a.color is pending.color):
                self.pending = None
                self._submit(a)
                return
        self.say(f"You cannot choose {self.controller.names[seat]}.")

    def cancel_question(self) -> None:
        """Drop the question the person's choice of card opened (its scene closes with it)."""
        self.pending = None
        if self.asking is not None and self.asking.cancel:
            self.asking.leave()

    def _swap_numbers(self) -> dict[int, str]:
        """Return the number shown on each seat the open Seven-O question offers."""
        question = self.question if isinstance(self.question, PickSeat) else self.question_now()
        return swap_numbers(question) if isinstance(question, PickSeat) else {}

    def draw_action(self) -> None:
        """D, the Draw button or the stock: draw a card, or take the penalty."""
        a = self.controller.action_of(Draw)
        if a is None:
            self.say(self.controller.why_not(Draw(self.viewer)))
            return
        self.cancel_question()
        self._submit(a)

    def uno(self) -> None:
        """Say Uno (with several people: for the person the button names, see `uno_caller`)."""
        caller = self.controller.uno_caller() if self.several else None
        if not self._submit(CallUno(self.viewer if caller is None else caller)):
            return

    def catch(self) -> None:
        """Catch the first player open to a catch."""
        targets = self.controller.catch_targets()
        if not targets:
            self.say("Nobody can be caught now: a player must hold one card without having said Uno.")
            return
        action = self.controller.catch_of(targets[0]) if self.several else Catch(self.viewer, targets[0])
        if action is not None:
            self._submit(action)

    def cycle_sort(self) -> None:
        """Sort the hand by colour, by number, or leave it as dealt (kept in the settings)."""
        mode = SORTS[(SORTS.index(self.sort_mode()) + 1) % len(SORTS)]
        try:
            self.app.settings.auto_sort = mode
        except (AttributeError, ValueError):
            return
        self.app.save_settings()
        self.anim.sort_hand(mode)
        self.app.audio.play("click")

    # -- questions --------------------------------------------------------------------------------
    def question_now(self) -> Question | None:
        """Return the question the person must answer now, or None (changes nothing)."""
        c = self.controller
        pending = self.pending
        if pending is not None:
            if pending.card is None or not c.plays_of(pending.card):
                return None
            if isinstance(pending, PickSeat):
                targets = tuple(sorted({a.target for a in c.plays_of(pending.card) if a.target is not None}))
                return replace(pending, targets=targets, sizes=c.view().hand_sizes)
            return pending
        if not c.my_turn() or self.anim.over or self.anim.busy:
            return None
        view = c.view()
        if view.phase is Phase.COLOR:
            return PickColor(None)
        if view.phase is Phase.DRAWN and view.drawn_card is not None and c.can(Play):
            return PlayDrawn(view.drawn_card, c.can(Pass))
        if view.phase is Phase.PENALTY and c.can(Challenge):
            return AnswerWildDrawFour(view.penalty_by, view.pending_draw, view.color_before_w4,
                                      bool(self._stackables()))
        return None

    def _ask(self) -> None:
        """Put the question on the scene stack when one opens (its scene follows it from then on)."""
        pending = self.pending
        if pending is not None and (pending.card is None or not self.controller.plays_of(pending.card)):
            self.pending = None
        if self.asking is not None:
            return
        question = self.question_now()
        if question is not None:
            self.asking = QuestionScene(self.app, self, question)
            self.app.push(self.asking)

    def answer(self, question: Question, choice: Choice) -> None:
        """Carry out the answer `choice` to `question`."""
        if choice is Answer.CANCEL:
            self.cancel_question()
        elif isinstance(question, PickColor) and isinstance(choice, Color):
            self.choose_color(choice)
        elif isinstance(question, PickSeat) and isinstance(choice, int):
            self.choose_target(choice)
        elif isinstance(question, ConfirmBluff) and choice is Answer.PLAY:
            self.pending = None
            self._continue_play(question.card)
        elif isinstance(question, PlayDrawn) and choice is Answer.PLAY:
            self.play_drawn()
        elif isinstance(question, PlayDrawn) and choice is Answer.KEEP:
            self.keep()
        elif isinstance(question, AnswerWildDrawFour) and choice is Answer.CHALLENGE:
            self.challenge()
        elif isinstance(question, AnswerWildDrawFour) and choice is Answer.TAKE:
            self.draw_action()

    def play_drawn(self) -> None:
        """Play the card just drawn."""
        drawn = self.controller.view().drawn_card
        if drawn is None:
            return
        hand = self.anim.hand
        idx = next((i for i in range(len(hand) - 1, -1, -1) if hand[i].card is drawn), -1)
        if idx >= 0:
            self.play_card(idx)
        else:
            self._continue_play(drawn)

    def keep(self) -> None:
        """Keep the card just drawn."""
        a = self.controller.action_of(Pass)
        if a is not None:
            self._submit(a)

    def challenge(self) -> None:
        """Challenge the Wild Draw Four played on the person."""
        a = self.controller.action_of(Challenge)
        if a is not None:
            self._submit(a)

    # -- events -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys; the table consumes every event."""
        et = event.type
        self.lively_until = self.t + AMBIENT_SECONDS
        if et == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                self.mouse = (int(pos[0]), int(pos[1]))
                self._hover_controls(self.mouse)
            return True
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                self.mouse = (int(pos[0]), int(pos[1]))
                self._click(self.mouse)
            return True
        if et == pygame.KEYDOWN:
            self._key(int(getattr(event, "key", 0)), int(getattr(event, "mod", 0)))
            return True
        return True

    def _hover_controls(self, pos: tuple[int, int]) -> None:
        for b in self.buttons.values():
            b.hover = b.hit(pos)

    def _click(self, pos: tuple[int, int]) -> None:
        b = self.buttons
        if b["menu"].hit(pos):
            self.pause()
            return
        p = self.prompt
        if not self.human:
            return
        for name, handler in (("uno", self.uno), ("catch", self.catch), ("draw", self.draw_action),
                              ("sort", self.cycle_sort)):
            if b[name].hit(pos):
                handler()
                return
        i = self._card_at(pos)
        if i >= 0:
            if p is not None and p.cancel:
                self.cancel_question()
            # the clicked card is the chosen one: Enter plays it (again, once it may be played)
            self._keyboard = False
            self.selected = i
            version = self.controller.version
            self.play_card(i)
            if self.controller.version != version:
                self.selected = -1  # played: nothing stays chosen
            return
        L = self.layout
        stock = pygame.Rect(0, 0, L.card_w, L.card_h)
        stock.center = (round(L.draw_pile[0]), round(L.draw_pile[1]))
        if stock.collidepoint(pos):
            self.draw_action()
            return
        if p is not None and p.cancel and not p.panel.collidepoint(pos):
            self.cancel_question()

    def _key(self, key: int, mod: int) -> None:
        # The open question (a scene above) has had these keys first: what reaches here is the table's.
        if key == pygame.K_ESCAPE:
            if self.selected >= 0:
                self.selected = -1
            else:
                self.pause()
            return
        if key in (pygame.K_p, pygame.K_PAUSE):
            self.pause()
            return
        if not self.human:
            return
        hand = self.anim.hand
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if hand:
                self._keyboard = True
                d = -1 if key == pygame.K_LEFT else 1
                if self.selected < 0:  # start on the first (or last) card that may be played
                    first = self._first_playable(last=d < 0)
                    self.selected = first if first >= 0 else (len(hand) - 1 if d < 0 else 0)
                else:
                    self.selected = (self.selected + d) % len(hand)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.selected < len(hand):
                version = self.controller.version
                self.play_card(self.selected)
                if self.controller.version != version:
                    self.selected = -1
            elif self.asking is not None:
                self.asking.choose(self.asking.focused())
            elif hand:
                self._keyboard = True  # nothing chosen yet: choose the first card that may be played
                self.selected = self._first_playable()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):  # a controller's shoulder buttons
            if hand:
                self._keyboard = True
                self.selected = self._next_playable(self.selected, -1 if key == pygame.K_PAGEUP else 1)
        elif key == pygame.K_d:
            self.draw_action()
        elif key == pygame.K_u:
            self.uno()
        elif key == pygame.K_c:
            self.catch()
        elif key == pygame.K_s:
            self.cycle_sort()
        elif key == pygame.K_k and self.controller.can(Pass):
            self.keep()
        elif key == pygame.K_h and self.controller.can(Challenge):
            self.challenge()

    def pause(self) -> None:
        """Open the pause overlay."""
        from game.ui.scenes.pause import PauseScene

        self.app.pads.deciding = None  # the pause menu is anyone's; the table claims its seat back after
        self.app.push(PauseScene(self.app, self))

    # -- drawing ----------------------------------------------------------------------------------
    def _hint(self) -> tuple[str, tuple[int, int, int]]:
        """Return the line of help above the hand, and its colour (worded by `hints.hint`)."""
        return hint(self._situation())

    def _situation(self) -> Situation:
        """Sum up what the hint line reads of the table now."""
        c = self.controller
        message = self.message if self.message and self.t - self.message_t < MESSAGE_SECONDS else ""
        name = c.names[self.viewer] if self.several else ""
        if message or not self.human or self.anim.over or not c.started:
            return Situation(message=message, quiet=True, several=self.several, name=name)
        view = c.view()
        targets = c.catch_targets()
        my_turn = c.my_turn()
        plays = self._plays() if my_turn else set()
        asking = self.asking.question if self.asking is not None else None
        shown = self.anim.current
        return Situation(
            input_kind=self.app.input_kind, several=self.several, name=name, hidden=self.hidden,
            exposed_to_catch=self.viewer in targets, catchable=c.names[targets[0]] if targets else None,
            jump_in=bool(c.jump_in_cards()), picking_seat=isinstance(self.pending, PickSeat),
            picking_draws=isinstance(self.pending, PickSeat) and self.pending.draws,
            picking_color=isinstance(self.pending, PickColor) or isinstance(asking, PickColor),
            my_turn=my_turn, busy=bool(self.anim.busy), hints=self.hints, exposed=self.viewer in view.exposed,
            turn_of=None if shown is None or shown == self.viewer else c.names[shown],
            can_uno=c.can(CallUno) and view.uno_due and bool(plays), phase=view.phase,
            pending_draw=view.pending_draw, can_stack=bool(self._stackables()), can_play=bool(plays),
            top=view.top, color=view.color)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table as it is now (changes nothing)."""
        hud = self.hud
        anim = self.anim
        c = self.controller
        hud.draw_background(surface)
        info = self._info()
        chips = self._chips()
        hud.draw_top(surface, chips, info, self.buttons["menu"])
        stock_lit = (self.human and c.my_turn() and c.can(Draw) and c.view().phase is Phase.PLAY
                     and not self._plays())
        hud.draw_piles(surface, anim, stock_lit)
        hud.draw_fans(surface, anim)
        swap = self._swap_numbers() or None
        hud.draw_seats(surface, anim, c.thinking, highlight=tuple(swap or ()), numbers=swap,
                       moods=anim.reactions.moods(anim.t))
        hud.draw_dealer_cards(surface, anim)
        if self.human:
            glow = c.jump_in_cards()
            playable = self._playable()
            if playable is not None and isinstance(self.question, AnswerWildDrawFour):
                playable = self._stackables()
            hud.draw_hand(surface, anim, playable, glow, self.selected, self.hover)
        hud.draw_flights(surface, anim)
        hud.draw_effects(surface, anim)
        hud.draw_reactions(surface, anim.reactions.showing(anim.t))
        hud.draw_log(surface, anim)
        for name in ("uno", "catch", "draw", "sort"):
            hud.draw_button(surface, self.buttons[name])
        text, color = self._hint()
        if text:
            p = self.prompt
            if p is None or p.panel.bottom < self.layout.hint_y - self.layout.card_h * 0.25:
                timer = None
                if c.window_left > 0 and (c.catch_targets() or c.jump_in_cards()):
                    timer = c.window_left / c.window_length
                hud.draw_hint(surface, text, color, y=self._hint_y(), timer=timer)
            elif self.message and self.t - self.message_t < MESSAGE_SECONDS:
                hud.draw_hint(surface, text, color, y=p.panel.y - hud.px(6))
        hud.draw_reveal(surface, anim)
        dx, dy = anim.nudge()
        if dx or dy:  # a +4 landed on the person: the whole table jolts for a moment
            surface.scroll(dx, dy)

    def _hint_y(self) -> float:
        """Return the bottom of the hint line: above the hand, however many rows it has, and above the
        keyboard selection's pointer over a raised card."""
        L = self.layout
        top = min((s.target[1] for s in self.anim.hand), default=L.hand_y)
        return min(L.hint_y, top - L.card_h * 0.77 - L.margin * 0.5 - self.hud.px(14))

    def _info(self) -> str:
        return score_line(self.session.match, self.controller.names, self.viewer if self.human else None,
                          self.several)

    def _chips(self) -> list[str]:
        rules = self.session.match.rules
        if self._chips_of is not None and self._chips_of[0] is rules:  # the same rules: the same chips
            return self._chips_of[1]
        chips = rules.house_rules(length=False)
        self._chips_of = (rules, chips or ["Official rules"])
        return self._chips_of[1]


def _toward(value: float, target: float, step: float) -> float:
    """Move `value` by at most `step` towards `target`."""
    return min(target, value + step) if value < target else max(target, value - step)


def _approach(value: float, on: bool, step: float) -> float:
    """Move a 0..1 progress `step` towards 1 (when `on`) or 0."""
    return min(1.0, value + step) if on else max(0.0, value - step)
