"""The game table: the person against CPU seats (or a CPU-only demo), animated, mouse and keyboard.

`TableScene(app, session)` puts together the controller (drives the model and the CPUs on game
time), the animator (turns events into motion), the layout and the HUD. Input becomes actions only
through `controller.submit`, and only actions from `legal_actions` are ever submitted.

Keys: Left/Right choose a card, Enter plays it, D draws (or takes the penalty), U says Uno, C
catches, S sorts, K keeps a drawn card, H challenges, 1-4 or R/Y/G/B pick a colour, digits pick a
seat to swap with, Esc closes a question or pauses.
"""
from __future__ import annotations

import logging
import sys
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.model import (
    ALL_CARDS,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    Rank,
)
from game.ui.cardart import COLOR_RGB
from game.ui.scene import Scene
from game.ui.table.animator import HOVER, Animator
from game.ui.table.controller import NOBODY, TableController
from game.ui.table.hud import Hud, Prompt, PromptOption, TableButton
from game.ui.table.layout import Layout
from game.ui.widgets import YELLOW

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session

__all__ = ["SORTS", "TableScene"]

log = logging.getLogger(__name__)

SORTS = ("none", "color", "number")
SORT_KEYS = {"none": "S · as dealt", "color": "S · by colour", "number": "S · by number"}
COLOR_KEYS: dict[int, Color] = {
    pygame.K_1: Color.RED, pygame.K_2: Color.YELLOW, pygame.K_3: Color.GREEN, pygame.K_4: Color.BLUE,
    pygame.K_KP1: Color.RED, pygame.K_KP2: Color.YELLOW, pygame.K_KP3: Color.GREEN, pygame.K_KP4: Color.BLUE,
    pygame.K_r: Color.RED, pygame.K_y: Color.YELLOW, pygame.K_g: Color.GREEN, pygame.K_b: Color.BLUE,
}
COLORS = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
MESSAGE_SECONDS = 3.2
HAND_END_PAUSE = 0.6      # after the hand-won motion, before the end-of-hand screen
DEMO_NEXT = 2.2           # a demo waits this long (at speed 1) before dealing again
WARM_BUDGET = 0.0025      # seconds per frame spent drawing card faces ahead of need
SWITCH_INTERVAL = 0.002
"""While the table is up, the interpreter hands the GIL from a thinking CPU to the frame loop every
2 ms (not 5): measured with a CPU searching 300 ms in a thread, the frames it overlaps went from a
95th percentile of 12-18 ms to about 8.5 ms, and none came near 50 ms (see the report)."""


class TableScene(Scene):
    """The table for one session (a match, or a demo that plays match after match)."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.viewer = session.human if session.human is not None else NOBODY
        self.human = session.human is not None
        self.t = 0.0
        self.hover = -1
        self.selected = -1
        self.mouse: tuple[int, int] | None = None
        self.message = ""
        self.message_t = -10.0
        self.prompt: Prompt | None = None
        self.pending_card: Card | None = None
        self.pending_stage = ""
        self.pending_color: Color | None = None
        """A Wild Customizable that names a player: the colour chosen, while the player is asked."""
        self.end_at: float | None = None
        self.ended = False
        self._recorded: int | None = None
        self._warm: list[tuple[Card | None, int]] = []
        self._prompt_key: tuple[Any, ...] = ()
        self._switch: float | None = None
        self.layout = self._make_layout(app.size)
        names = [s.name for s in session.config.seats]
        kinds = [s.kind for s in session.config.seats]
        self.hud = Hud(app.art, names, kinds, self.viewer)
        self.hud.teams = session.config.rules.teams
        app.art.set_custom_wild(session.config.rules.custom_wild)
        self.anim = Animator(names, self.viewer, self.layout, speed=lambda: app.anim_speed,
                             sound=app.audio.play, sort_mode=self.sort_mode, seed=session.agent_seed)
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
        controller = TableController(session, presenter=self.anim, cpu_speed=lambda: self.app.cpu_speed)
        controller.on_hand_over = self._hand_ended
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
        if self.session.match.is_over and self.session.match.game.is_over:
            self._to_match_over()
            return
        self._queue_warm()
        self._warm += self._opening_cards()[::-1]
        self._warm_for(0.02)
        if self._switch is None:
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch, SWITCH_INTERVAL))
        self.controller.start()

    def exit(self) -> None:
        """Stop the CPU worker."""
        self.controller.close()
        if self._switch is not None:
            sys.setswitchinterval(self._switch)
            self._switch = None

    def resume(self) -> None:
        """Back from the pause or settings: settings may have changed (colour-blind, sort, scale)."""
        self.resize(self.app.size)
        self.anim.sort_hand(self.sort_mode())

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
        self.app.store.save_match(self.session.to_dict())

    # -- layout -----------------------------------------------------------------------------------
    def _make_layout(self, size: tuple[int, int]) -> Layout:
        bottom = self.viewer if self.viewer >= 0 else 0
        return Layout(size, self.session.players, bottom, self.human, self.app.scale)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again for the new window size (or scale)."""
        super().resize(size)
        self.layout = self._make_layout(size)
        self.hud.set_layout(self.layout, self.app.art.colorblind)
        self.anim.relayout(self.layout)
        self._place_buttons()
        if self.prompt is not None:
            self.hud.layout_prompt(self.prompt)
        self._queue_warm()

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

    # -- warming the card art ---------------------------------------------------------------------
    def _opening_cards(self) -> list[tuple[Card | None, int]]:
        L = self.layout
        game = self.session.match.game
        cards: list[tuple[Card | None, int]] = [(None, w) for w in self.anim.levels()]
        mid = L.mid_w
        for e in game.opening_events:
            for seat_card in getattr(e, "draws", ()):
                cards.append((seat_card[1], mid))
            card = getattr(e, "card", None)
            if isinstance(card, Card):
                cards.append((card, L.card_w))
        if self.viewer >= 0:
            cards += [(c, L.card_w) for c in game.hands[self.viewer]]
        return cards

    def _queue_warm(self) -> None:
        """Queue every face the table may show, most needed first, to be drawn a little each frame."""
        L = self.layout
        todo: list[tuple[Card | None, int]] = [(None, w) for w in L.levels]
        todo += [(c, L.card_w) for c in ALL_CARDS]
        self._warm = todo[::-1]

    def _warm_for(self, budget: float) -> None:
        """Draw queued card art (the end of the queue first) for at most `budget` seconds."""
        art = self.app.art
        end = time.perf_counter() + budget
        while self._warm and time.perf_counter() < end:
            card, w = self._warm.pop()
            if card is None:
                art.back(w)
                art.shadow(w)
            else:
                art.face(card, w)

    # -- the end of a hand ------------------------------------------------------------------------
    def _hand_ended(self) -> None:
        """The model says the hand is over: keep the result, then show it when the motion ends."""
        self.end_at = self.anim.busy_until + self.anim.d(HAND_END_PAUSE)
        self.ended = False
        self.prompt = None
        self.pending_card = None
        self._record()

    def _record(self) -> None:
        session = self.session
        match = session.match
        game = match.game
        key = id(game)
        if self._recorded == key or not self.human:
            return
        self._recorded = key
        config = session.config
        stats = getattr(self.app.store, "stats", None)
        match_key = f"m{session.agent_seed}"
        try:
            if stats is not None:
                stats.record_hand(rules=match.rules, seats=config.seats, human=session.human, winner=game.winner,
                                  points=game.round_points(), turns=game.actions_taken, scores=match.scores,
                                  match_key=match_key, hand_number=match.hand_number)
                if match.is_over:
                    stats.record_match(rules=match.rules, seats=config.seats, human=session.human,
                                       winner=match.winner, scores=match.scores, hands=match.hand_number,
                                       single_hand=match.rules.target_score is None, match_key=match_key)
        except (ValueError, OSError) as exc:
            log.warning("could not record statistics: %s", exc)
        try:
            self.save()
        except (ValueError, OSError) as exc:
            self.app.notify(f"The match could not be saved: {exc}")

    def _show_hand_over(self) -> None:
        self.ended = True
        if not self.human:
            return
        try:
            from game.ui.scenes.handover import HandOverScene
        except ImportError:
            self.app.notify("The hand is over.")
            self._continue()
            return
        self.app.push(HandOverScene(self.app, self.session, self._continue))

    def _continue(self) -> None:
        """Deal the next hand (the end-of-hand screen has closed)."""
        if self.session.match.is_over:
            self._to_match_over()
            return
        self.end_at = None
        self.ended = False
        self.hover = self.selected = -1
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
        self.end_at = None
        self.ended = False
        self.controller.start()

    # -- the clock --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the motion, the game, the hover lifts and the warm-up."""
        self.t += dt
        self.anim.update(dt)
        self.controller.update(dt)
        if self.end_at is not None and self.anim.t >= self.end_at and not self.ended:
            self._show_hand_over()
            if not self.human:
                self.end_at = self.anim.t + self.anim.d(DEMO_NEXT)
        elif self.end_at is not None and self.ended and not self.human and self.anim.t >= self.end_at:
            self._demo_next()
        self._sync_prompt()
        self._update_hand(dt)
        self._update_buttons()
        self._warm_for(WARM_BUDGET)

    def _update_hand(self, dt: float) -> None:
        hand = self.anim.hand
        if self.selected >= len(hand):
            self.selected = len(hand) - 1
        if self.mouse is not None:
            self.hover = self._card_at(self.mouse)
        playable = self._playable()
        glow = self.controller.jump_in_cards() if self.human else set()
        step = dt / max(1e-6, self.anim.d(HOVER))
        for i, sprite in enumerate(hand):
            lifted = i == self.hover or i == self.selected
            sprite.lift = _approach(sprite.lift, lifted, step)
            marked = (playable is not None and sprite.card in playable) or sprite.card in glow
            sprite.mark = _approach(sprite.mark, marked, step)

    def _update_buttons(self) -> None:
        c = self.controller
        b = self.buttons
        if not self.human:
            return
        b["uno"].enabled = c.can(CallUno)
        b["uno"].urgent = b["uno"].enabled and (c.my_turn() or self.viewer in self.controller.game.exposed)
        targets = c.catch_targets()
        b["catch"].visible = bool(targets)
        b["catch"].enabled = bool(targets)
        b["catch"].urgent = bool(targets)
        if targets:
            b["catch"].label = f"Catch {self.controller.names[targets[0]]}!"
        game = c.game
        draw = c.action_of(Draw)
        b["draw"].enabled = draw is not None
        b["draw"].label = f"Take {game.pending_draw}" if game.phase == "penalty" and c.my_turn() else "Draw"
        b["draw"].urgent = draw is not None and game.phase == "penalty" and not self._stackables()
        b["sort"].hotkey = SORT_KEYS[self.sort_mode()]

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
        if c.game.phase != "penalty" or not c.my_turn():
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
        game = c.game
        if (card.rank is Rank.WILD_DRAW_FOUR and game.rules.challenge and self.app.settings.confirm_bluff
                and any(h.color is game.color for h in game.hands[self.viewer] if h.color is not None)):
            self.pending_card = card
            self.pending_stage = "confirm"
            return
        self._continue_play(card)

    def _continue_play(self, card: Card) -> None:
        plays = self.controller.plays_of(card)
        if not plays:
            self._cancel_prompt()
            return
        if card.wild:
            self.pending_card = card
            self.pending_stage = "color"
            return
        if any(p.target is not None for p in plays):
            self.pending_card = card
            self.pending_stage = "swap"
            return
        self.pending_card = None
        self.pending_stage = ""
        self._submit(plays[0])

    def choose_color(self, color: Color) -> None:
        """Answer the colour question (for a wild in hand, or the first card's colour)."""
        c = self.controller
        if self.pending_card is not None and self.pending_stage == "color":
            if any(a.color is color and a.target is not None for a in c.plays_of(self.pending_card)):
                self.pending_color = color  # a Wild Customizable that names a player: ask whom
                self.pending_stage = "swap"
                return
            for a in c.plays_of(self.pending_card):
                if a.color is color:
                    self.pending_card = None
                    self.pending_stage = ""
                    self._submit(a)
                    return
            self._cancel_prompt()
            return
        for action in c.human_legal():
            if isinstance(action, ChooseColor) and action.color is color:
                self._submit(action)
                return

    def choose_target(self, seat: int) -> None:
        """Answer the Seven-O question: swap hands with `seat`."""
        if self.pending_card is None or self.pending_stage != "swap":
            return
        for a in self.controller.plays_of(self.pending_card):
            if a.target == seat and (self.pending_color is None or a.color is self.pending_color):
                self.pending_card = None
                self.pending_stage = ""
                self.pending_color = None
                self._submit(a)
                return
        self.say(f"You cannot choose {self.controller.names[seat]}.")

    def _cancel_prompt(self) -> None:
        self.pending_card = None
        self.pending_stage = ""
        self.pending_color = None
        self.prompt = None

    def _swap_targets(self) -> list[int]:
        if self.pending_card is None:
            return []
        return sorted({a.target for a in self.controller.plays_of(self.pending_card) if a.target is not None})

    def _swap_numbers(self) -> dict[int, str]:
        return {seat: str(i + 1) for i, seat in enumerate(self._swap_targets()[:9])}

    def draw_action(self) -> None:
        """D, the Draw button or the stock: draw a card, or take the penalty."""
        a = self.controller.action_of(Draw)
        if a is None:
            self.say(self.controller.explain(self.controller.game.why_illegal(Draw(self.viewer)) or "not now"))
            return
        self._cancel_prompt()
        self._submit(a)

    def uno(self) -> None:
        """Say Uno."""
        if not self._submit(CallUno(self.viewer)):
            return

    def catch(self) -> None:
        """Catch the first player open to a catch."""
        targets = self.controller.catch_targets()
        if not targets:
            self.say("Nobody can be caught now: a player must hold one card without having said Uno.")
            return
        self._submit(Catch(self.viewer, targets[0]))

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

    # -- prompts ----------------------------------------------------------------------------------
    def _sync_prompt(self) -> None:
        """Open, refresh or close the question panel from what the person must decide now."""
        c = self.controller
        game = c.game
        prompt: Prompt | None = None
        key: tuple[Any, ...] = ()
        if self.pending_card is not None and not c.plays_of(self.pending_card):
            self._cancel_prompt()
        if self.pending_card is not None:
            card = self.pending_card
            if self.pending_stage == "confirm":
                key = ("confirm", card)
                color = game.color.label.lower() if game.color else "current"
                prompt = Prompt("confirm", "Bluff a Wild Draw Four?",
                                [PromptOption("bluff", "Play it", "Enter"), PromptOption("cancel", "Cancel", "Esc")],
                                note=f"You hold a {color} card: if you are challenged, you draw 4.", cancel=True)
            elif self.pending_stage == "color":
                key = ("color", card)
                prompt = Prompt("color", f"Choose the colour for your {card.label}", self._color_options(),
                                cancel=True)
            elif self.pending_stage == "swap":
                key = ("swap", card, tuple(self._swap_targets()))
                draws = card.rank is Rank.WILD_CUSTOMIZABLE and game.rules.custom_wild == "target_draws_two"
                prompt = Prompt("swap", "Who draws two?" if draws else "Swap hands with whom?", [
                    PromptOption(f"seat{s}", f"{n}  {c.names[s]} ({game.hands[s].__len__()})", n)
                    for s, n in self._swap_numbers().items()
                ] + [PromptOption("cancel", "Cancel", "Esc")], note="Click a player's plate or press a number.",
                    cancel=True)
        elif c.my_turn() and not self.anim.over and not self.anim.busy:
            phase = game.phase
            if phase == "color":
                key = ("first_color",)
                prompt = Prompt("first_color", "Choose the colour for the first card", self._color_options())
            elif phase == "drawn" and c.can(Play):
                drawn = game.drawn_card
                label = drawn.label if drawn else "the card"
                opts = [PromptOption("play_drawn", "Play it", "Enter")]
                if c.can(Pass):
                    opts.append(PromptOption("keep", "Keep it", "K"))
                key = ("drawn", drawn, len(opts))
                prompt = Prompt("drawn", f"You drew {label}", opts, note="It can be played now.")
            elif phase == "penalty" and c.can(Challenge):
                view = game.view(self.viewer)
                by = view.penalty_by
                who = c.names[by] if by is not None else "Someone"
                before = view.color_before_w4
                held = f"a {before.label.lower()} card" if before is not None else "a card of the colour"
                key = ("challenge", game.pending_draw, by)
                opts = [PromptOption("challenge", "Challenge", "H"),
                        PromptOption("take", f"Take {game.pending_draw}", "D")]
                note = (f"Challenge: if {who} held {held}, {who} draws {game.pending_draw}; "
                        f"if not, you draw {game.pending_draw + 2}.")
                if self._stackables():
                    note += " Or stack a card from your hand."
                prompt = Prompt("challenge", f"{who} played a Wild Draw Four on you", opts, note=note)
        if prompt is None:
            self.prompt = None
            self._prompt_key = ()
            return
        if key != self._prompt_key or self.prompt is None:
            self._prompt_key = key
            self.prompt = prompt
            self.hud.layout_prompt(prompt)

    def _color_options(self) -> list[PromptOption]:
        return [PromptOption(f"color:{col.value}", col.label, str(i + 1), COLOR_RGB[col], col)
                for i, col in enumerate(COLORS)]

    def answer(self, key: str) -> None:
        """Carry out a prompt's answer."""
        c = self.controller
        if key.startswith("color:"):
            self.choose_color(Color(key.split(":", 1)[1]))
        elif key == "bluff" and self.pending_card is not None:
            card = self.pending_card
            self.pending_stage = ""
            self._continue_play(card)
        elif key == "cancel":
            self._cancel_prompt()
        elif key.startswith("seat"):
            self.choose_target(int(key[4:]))
        elif key == "play_drawn":
            drawn = c.game.drawn_card
            if drawn is not None:
                idx = next((i for i in range(len(self.anim.hand) - 1, -1, -1) if self.anim.hand[i].card is drawn), -1)
                if idx >= 0:
                    self.play_card(idx)
                else:
                    self._continue_play(drawn)
        elif key == "keep":
            a = c.action_of(Pass)
            if a is not None:
                self._submit(a)
        elif key == "challenge":
            a = c.action_of(Challenge)
            if a is not None:
                self._submit(a)
        elif key == "take":
            self.draw_action()

    # -- events -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys; the table consumes every event."""
        et = event.type
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
        p = self.prompt
        if p is not None:
            p.hover = next((i for i, r in enumerate(p.rects) if r.collidepoint(pos)), -1)

    def _click(self, pos: tuple[int, int]) -> None:
        b = self.buttons
        if b["menu"].hit(pos):
            self.pause()
            return
        p = self.prompt
        if p is not None:
            for opt, rect in zip(p.options, p.rects, strict=False):
                if rect.collidepoint(pos):
                    self.app.audio.play("click")
                    self.answer(opt.key)
                    return
        if self.pending_stage == "swap":
            for sl in self.layout.seats:
                if sl.plate.collidepoint(pos) and sl.seat in self._swap_targets():
                    self.choose_target(sl.seat)
                    return
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
                self._cancel_prompt()
            self.selected = -1
            self.play_card(i)
            return
        L = self.layout
        stock = pygame.Rect(0, 0, L.card_w, L.card_h)
        stock.center = (round(L.draw_pile[0]), round(L.draw_pile[1]))
        if stock.collidepoint(pos):
            self.draw_action()
            return
        if p is not None and p.cancel and not p.panel.collidepoint(pos):
            self._cancel_prompt()

    def _key(self, key: int, mod: int) -> None:
        p = self.prompt
        if key == pygame.K_ESCAPE:
            if p is not None and p.cancel:
                self._cancel_prompt()
            elif self.selected >= 0:
                self.selected = -1
            else:
                self.pause()
            return
        if key in (pygame.K_p, pygame.K_PAUSE):
            self.pause()
            return
        if not self.human:
            return
        if p is not None and self._prompt_key_press(p, key):
            return
        hand = self.anim.hand
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if hand:
                d = -1 if key == pygame.K_LEFT else 1
                if self.selected < 0:
                    self.selected = len(hand) - 1 if d < 0 else 0
                else:
                    self.selected = (self.selected + d) % len(hand)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.selected < len(hand):
                self.play_card(self.selected)
            elif p is not None and p.options:
                self.answer(p.options[max(0, p.focus)].key)
        elif key == pygame.K_d:
            self.draw_action()
        elif key == pygame.K_u:
            self.uno()
        elif key == pygame.K_c:
            self.catch()
        elif key == pygame.K_s:
            self.cycle_sort()
        elif key == pygame.K_k and self.controller.can(Pass):
            self.answer("keep")
        elif key == pygame.K_h and self.controller.can(Challenge):
            self.answer("challenge")

    def _prompt_key_press(self, p: Prompt, key: int) -> bool:
        """Keys of an open question; True when the key answered it."""
        if p.kind in ("color", "first_color") and key in COLOR_KEYS:
            self.choose_color(COLOR_KEYS[key])
            return True
        if p.kind == "swap":
            digit = {getattr(pygame, f"K_{i}"): str(i) for i in range(1, 10)}
            digit.update({getattr(pygame, f"K_KP{i}"): str(i) for i in range(1, 10)})
            if key in digit:
                for seat, n in self._swap_numbers().items():
                    if n == digit[key]:
                        self.choose_target(seat)
                        return True
                return True
        if key == pygame.K_TAB:
            p.focus = (p.focus + 1) % max(1, len(p.options))
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and (
            self.selected < 0 or p.kind in ("confirm", "swap", "color", "first_color", "drawn")
        ):
            if p.options:
                self.answer(p.options[max(0, p.focus)].key)
            return True
        if p.kind in ("color", "first_color", "confirm", "swap") and key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = -1 if key == pygame.K_LEFT else 1
            p.focus = (p.focus + d) % max(1, len(p.options))
            return True
        return False

    def pause(self) -> None:
        """Open the pause overlay."""
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # -- drawing ----------------------------------------------------------------------------------
    def _hint(self) -> tuple[str, tuple[int, int, int]]:
        """Return the line of help above the hand, and its colour."""
        c = self.controller
        game = c.game
        if self.message and self.t - self.message_t < MESSAGE_SECONDS:
            return self.message, (255, 190, 160)
        if not self.human or self.anim.over or not c.started:
            return "", (0, 0, 0)
        names = c.names
        targets = c.catch_targets()
        if targets:
            return f"{names[targets[0]]} forgot to say Uno: press C to catch!", YELLOW
        if c.jump_in_cards():
            return "You hold the very same card: jump in now!", YELLOW
        if self.pending_stage == "swap":
            return "Click a player (or press their number) to swap hands with", YELLOW
        if c.my_turn() and self.anim.busy:
            return "", (0, 0, 0)
        if not c.my_turn():
            if not self.hints:
                return "", (0, 0, 0)
            if self.viewer in game.exposed:
                return "Say Uno now (U), before someone catches you!", YELLOW
            shown = self.anim.current
            if shown is None or shown == self.viewer:
                return "", (0, 0, 0)
            return f"{names[shown]}'s turn", (200, 214, 204)
        phase = game.phase
        can_uno = c.can(CallUno) and len(game.hands[self.viewer]) == 2
        if not self.hints:
            return ("Your turn", YELLOW)
        if can_uno:
            return "Two cards left: say UNO (U) before you play!", YELLOW
        if phase == "penalty":
            stack = self._stackables()
            if stack:
                return f"Stack a card on it, or take {game.pending_draw} (D)", YELLOW
            return f"Take {game.pending_draw} cards (D)", YELLOW
        if phase == "drawn":
            return "Play the card you drew (Enter) or keep it (K)", YELLOW
        if phase == "color":
            return "Choose the colour for the first card (1–4)", YELLOW
        if not self._plays():
            return "No card matches: draw one (D or click the pile)", YELLOW
        top = game.top
        color = game.color.label.lower() if game.color else ""
        what = f"a {color} card" if top.wild else f"a {color} card or a {top.rank.label}"
        return f"Your turn: play {what} (or a wild), or draw (D)", YELLOW

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table as it is now (changes nothing)."""
        hud = self.hud
        anim = self.anim
        c = self.controller
        hud.draw_background(surface)
        info = self._info()
        chips = self._chips()
        hud.draw_top(surface, chips, info, self.buttons["menu"])
        stock_lit = self.human and c.my_turn() and c.can(Draw) and c.game.phase == "play" and not self._plays()
        hud.draw_piles(surface, anim, stock_lit, self.t)
        hud.draw_fans(surface, anim)
        swap = self._swap_numbers() if self.pending_stage == "swap" else None
        hud.draw_seats(surface, anim, c.thinking, self.t, highlight=tuple(swap or ()), numbers=swap)
        hud.draw_dealer_cards(surface, anim)
        if self.human:
            glow = c.jump_in_cards()
            playable = self._playable()
            if playable is not None and self.prompt is not None and self.prompt.kind == "challenge":
                playable = self._stackables()
            hud.draw_hand(surface, anim, playable, glow, self.selected, self.hover, self.t)
        hud.draw_flights(surface, anim)
        hud.draw_effects(surface, anim)
        hud.draw_log(surface, anim, anim.t)
        for name in ("uno", "catch", "draw", "sort"):
            hud.draw_button(surface, self.buttons[name], self.t)
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
        if self.prompt is not None:
            hud.draw_prompt(surface, self.prompt, self.t)

    def _hint_y(self) -> float:
        """Return the bottom of the hint line: above the hand, however many rows it has."""
        L = self.layout
        top = min((s.target[1] for s in self.anim.hand), default=L.hand_y)
        return min(L.hint_y, top - L.card_h * 0.77 - L.margin * 0.5)

    def _info(self) -> str:
        match = self.session.match
        target = match.rules.target_score
        if target is None:
            head = "Single hand"
        else:
            head = f"Hand {match.hand_number} · to {target}"
            if self.human:
                head += f" · you {match.scores[self.viewer]}"
        return ("Demo · " + head) if not self.human else head

    def _chips(self) -> list[str]:
        rules = self.session.match.rules
        return [r for r in rules.house_rules() if not r.startswith("Match to") and r != "Single hand"] or ["Official rules"]


def _approach(value: float, on: bool, step: float) -> float:
    """Move a 0..1 progress `step` towards 1 (when `on`) or 0."""
    return min(1.0, value + step) if on else max(0.0, value - step)
