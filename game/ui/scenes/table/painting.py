"""The table drawn as it is now: the painter (`game.ui.table.hud`) fed with what the rooms know, and the
hint line's situation (worded by `game.ui.table.hints`). Drawing changes nothing."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.model import CallUno, Draw, Phase, Rules
from game.ui.pad import key_label
from game.ui.rulewords import rules_in_play
from game.ui.scenes.table.asking import Asking
from game.ui.scenes.table.buttons import Buttons
from game.ui.scenes.table.desk import Desk
from game.ui.scenes.table.selection import Selection
from game.ui.table.hints import SKIP_SHOWN, Situation, hint
from game.ui.table.questions import AnswerWildDrawFour, PickColor, PickSeat
from game.ui.table.scoreline import score_line

if TYPE_CHECKING:
    import pygame

__all__ = ["Painting"]


class Painting:
    """Draws the table; words the hint line, the top strip and the rule chips."""

    def __init__(self, desk: Desk, selection: Selection, asking: Asking, buttons: Buttons) -> None:
        self.desk = desk
        self.selection = selection
        self.asking = asking
        self.buttons = buttons
        self._chips_of: tuple[Rules, list[str]] | None = None

    def hint(self) -> tuple[str, tuple[int, int, int]]:
        """Return the line of help above the hand, and its colour (worded by `hints.hint`)."""
        return hint(self.situation())

    def situation(self) -> Situation:
        """Sum up what the hint line reads of the table now."""
        desk = self.desk
        c = desk.controller
        message = desk.message if desk.showing_message() else ""
        name = c.names[desk.viewer] if desk.several else ""
        if message or not desk.human or desk.anim.over or not c.started:
            return Situation(message=message, quiet=True, several=desk.several, name=name)
        view = c.view()
        landed = desk.landed()  # what the last action opened is offered once its motion has landed
        targets = c.catch_targets() if landed else []
        my_turn = c.my_turn()
        plays = desk.plays() if my_turn else set()
        asking = self.asking.question
        shown = desk.anim.current
        pending = self.asking.pending
        # a banner ('Fair play!', 'Ava wins the hand') stands at the hint's place: the skip is not offered over it
        banner = any(e.kind == "banner" and e.live(desk.anim.t) for e in desk.anim.effects)
        return Situation(
            input_kind=desk.app.input_kind, several=desk.several, name=name, hidden=desk.passing.hidden,
            people=tuple(c.names[p] for p in desk.session.config.people) if desk.several else (),
            drew=desk.anim.drawn if desk.several and desk.passing.look_until is not None else (),
            exposed_to_catch=desk.viewer in targets, catchable=c.names[targets[0]] if targets else None,
            jump_in=landed and bool(c.jump_in_cards()), picking_seat=isinstance(pending, PickSeat),
            picking_draws=isinstance(pending, PickSeat) and pending.draws,
            picking_color=isinstance(pending, PickColor) or isinstance(asking, PickColor),
            my_turn=my_turn, busy=bool(desk.anim.busy),
            skippable=desk.anim.busy and desk.anim.busy_until - desk.anim.t > SKIP_SHOWN and not banner,
            hints=desk.hints,
            exposed=landed and desk.viewer in view.exposed,
            turn_of=None if shown is None or shown == desk.viewer else c.names[shown],
            can_uno=c.can(CallUno) and view.uno_due and bool(plays), phase=view.phase,
            pending_draw=view.pending_draw, pending_color=view.pending_color, can_stack=bool(desk.stackables()), can_play=bool(plays),
            top=view.top, color=view.color, waiting=c.waiting_for_person, raised=self.selection.selected >= 0)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table as it is now (changes nothing)."""
        desk = self.desk
        hud = desk.hud
        anim = desk.anim
        c = desk.controller
        hud.draw_background(surface, anim)
        hud.draw_top(surface, self.chips(), self.info(), self.buttons["menu"])
        stock_lit = (desk.human and c.my_turn() and c.can(Draw) and c.view().phase is Phase.PLAY
                     and not desk.plays())
        prompt = self.asking.prompt
        hud.draw_piles(surface, anim, stock_lit, clear_of=prompt.panel if prompt is not None else None)
        hud.draw_fans(surface, anim, c.thinking)
        swap = self.asking.swap_numbers() or None
        hud.draw_seats(surface, anim, c.thinking, highlight=tuple(swap or ()), numbers=swap,
                       moods=anim.reactions.moods(anim.t), timers=self.catch_timers())
        hud.draw_dealer_cards(surface, anim)
        hud.draw_peek(surface, anim, hud.peek_seat(anim, self.selection.mouse))
        if desk.human:
            glow = c.jump_in_cards() if desk.landed() else set()
            playable = desk.playable()
            if playable is not None and isinstance(self.asking.question, AnswerWildDrawFour):
                playable = desk.stackables()
            hud.draw_hand(surface, anim, playable, glow, self.selection.selected, self.selection.hover)
        hud.draw_flights(surface, anim)
        hud.draw_effects(surface, anim)
        hud.draw_reactions(surface, anim.reactions.showing(anim.t), anim=anim)
        if desk.human:  # the corner log says what opens it whole, and lights under the pointer (a click opens it)
            mouse = self.selection.mouse
            drawn = hud.log.drawn
            hud.draw_log(surface, anim, hint=_("{key}: log").format(key=key_label("L", desk.app.input_kind)),
                         hovered=mouse is not None and drawn is not None and drawn.collidepoint(mouse))
        else:
            hud.draw_log(surface, anim)
        for name in ("uno", "catch", "draw", "sort"):
            hud.draw_button(surface, self.buttons[name])
        text, color = self.hint()
        if text:
            p = self.asking.prompt
            if p is None or p.panel.bottom < desk.layout.hint_y - desk.layout.card_h * 0.25:
                timer = seconds = None
                if c.window_left > 0 and desk.landed() and not c.waiting_for_person and (
                        c.catch_targets() or c.jump_in_cards()):
                    timer, seconds = c.window_left / c.window_length, c.window_left
                elif (own := self.catch_timers().get(desk.viewer)) is not None:
                    # you hold one card without Uno (your own play, or a swap or pass): the time before a CPU
                    # may catch you, as your plate shows
                    timer, seconds = own, c.grace_left(desk.viewer, seconds=True)
                hud.draw_hint(surface, text, color, y=self.hint_y(), timer=timer, seconds=seconds)
            elif desk.showing_message():
                hud.draw_hint(surface, text, color, y=p.panel.y - hud.px(6))
        hud.draw_reveal(surface, anim)
        dx, dy = anim.nudge()
        if dx or dy:  # a +4 landed on the person: the whole table jolts for a moment
            surface.scroll(dx, dy)

    def catch_timers(self) -> dict[int, float]:
        """Return the seats the person may catch now, each with the share of the catch's time left
        (the person's reaction window, as the hint line's timer): their plates show the countdown. The
        person's own plate, while someone else's play has left them open to a catch, counts down the
        grace before any CPU may catch them."""
        desk = self.desk
        c = desk.controller
        if not desk.human or not desk.landed() or c.waiting_for_person:
            return {}  # relaxed timing: no countdown, the table waits
        timers: dict[int, float] = {}
        if c.window_left > 0:
            left = c.window_left / c.window_length
            timers = {seat: left for seat in c.catch_targets()}
        me = desk.viewer
        if me >= 0 and not desk.passing.hidden:
            grace = c.grace_left(me)
            if grace > 0 and me in c.view().exposed:
                timers[me] = grace
        return timers

    def hint_y(self) -> float:
        """Return the bottom of the hint line: above the hand, however many rows it has, and above the
        keyboard selection's pointer over a raised card."""
        L = self.desk.layout
        top = min((s.target[1] for s in self.desk.anim.hand), default=L.hand_y)
        return min(L.hint_y, top - L.card_h * 0.77 - L.margin * 0.5 - self.desk.hud.px(14))

    def info(self) -> str:
        """Return the top strip's words: the hand, the match's target, the score of who is looking."""
        desk = self.desk
        return score_line(desk.session.match, desk.controller.names, desk.viewer if desk.human else None,
                          desk.several)

    def reword(self) -> None:
        """The language may have changed: word the chips again, and the log's lines told from events (each
        batch told again once per language)."""
        self._chips_of = None
        self.desk.anim.reword_log()

    def chips(self) -> list[str]:
        """Return the rule chips of the top strip (the same list while the rules stay the same)."""
        rules = self.desk.session.match.rules
        if self._chips_of is not None and self._chips_of[0] is rules:  # the same rules: the same chips
            return self._chips_of[1]
        chips = rules_in_play(rules)  # only the rules that can matter in a hand (the model says which)
        self._chips_of = (rules, chips or [_("Official rules")])
        return self._chips_of[1]
