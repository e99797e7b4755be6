"""A question of the table (a colour, a seat to swap with, a bluff, a challenge, the drawn card) as a scene.

The table opens a `QuestionScene` (the route `routes.Question`) when the person must decide something; it is drawn over the table,
which keeps running below it (the CPUs, the animation, the reaction window). It takes the clicks and
keys that answer it and lets every other event fall to the table. Each frame it asks the table which
question is open now and leaves (or gives way to the next question, in its own place) when that is no
longer its own. It knows the table only as `routes.AskingTable`.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.model import Color
from game.ui import routes
from game.ui.cardart import COLOR_RGB
from game.ui.pad import PAD, key_label
from game.ui.scene import Scene
from game.ui.table.hud import Prompt, PromptOption
from game.ui.table.questions import (
    Answer,
    AnswerWildDrawFour,
    ConfirmBluff,
    Option,
    PickColor,
    PickSeat,
    PlayDrawn,
    Question,
    color_for_key,
    first_choice,
    swap_numbers,
    word,
)
from game.ui.words import card_name

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["COLOR_KEYS", "QuestionScene"]

COLOR_KEYS: dict[int, Color] = {
    pygame.K_1: Color.RED, pygame.K_2: Color.YELLOW, pygame.K_3: Color.GREEN, pygame.K_4: Color.BLUE,
    pygame.K_KP1: Color.RED, pygame.K_KP2: Color.YELLOW, pygame.K_KP3: Color.GREEN, pygame.K_KP4: Color.BLUE,
    pygame.K_r: Color.RED, pygame.K_y: Color.YELLOW, pygame.K_g: Color.GREEN, pygame.K_b: Color.BLUE,
    pygame.K_p: Color.PINK, pygame.K_t: Color.TEAL, pygame.K_o: Color.ORANGE, pygame.K_u: Color.PURPLE,
}
"""The keys that name a colour (the light side's here; a question's own colours decide: `color_for_key`
reads the number as the place in the question's colours and the letter as the colour's notation)."""
DIGIT_KEYS: dict[int, str] = {
    **{getattr(pygame, f"K_{i}"): str(i) for i in range(1, 10)},
    **{getattr(pygame, f"K_KP{i}"): str(i) for i in range(1, 10)},
}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ANSWER_KEYS = (*ENTER_KEYS, pygame.K_SPACE)
"""The keys that answer a question with its focused option."""
GUARD = 0.3
"""Seconds the bluff confirmation takes no answer after it opens, and a seat picker no Enter or Space (its
digits and clicks choose at once): longer than a double click or a double press of Enter, shorter than
reading its one line."""


def _keys_down() -> set[int]:
    """Return the answer keys held down now (none when the keyboard cannot be read)."""
    try:
        pressed = pygame.key.get_pressed()
        return {k for k in ANSWER_KEYS if pressed[k]}
    except (pygame.error, IndexError):
        return set()


def _style(question: Question) -> str:
    """Return how the HUD lays the panel out: a colour picker, a seat picker, or a question."""
    if isinstance(question, PickColor):
        return "color" if question.card is not None else "first_color"
    if isinstance(question, PickSeat):
        return "swap"
    return "question"


class QuestionScene(Scene):
    """One open question over the table; answers go back to `table.answer(question, answer)`."""

    opaque = False
    pauses_below = False

    def __init__(self, app: Host, table: routes.AskingTable, question: Question) -> None:
        super().__init__(app)
        self.table = table
        self.question = question
        shared = getattr(table, "several", False) and getattr(table, "viewer", -1) >= 0
        wording = word(question, table.names, table.seat_name(table.viewer) if shared else None)
        self.options: tuple[Option, ...] = wording.options
        self.cancel = wording.cancel
        self.prompt = Prompt(
            _style(question), wording.title,
            [PromptOption(o.label, o.label, o.hotkey, COLOR_RGB[o.answer] if isinstance(o.answer, Color) else None,
                          o.answer if isinstance(o.answer, Color) else None)
             for o in wording.options],
            note=wording.note, cancel=wording.cancel,
        )
        if isinstance(question, PickSeat):
            self.prompt.focus = first_choice(question)  # the seat with the fewest cards, the usual choice
            self.prompt.primary = None  # every seat is a choice among equals: none is drawn as the warning red
        if isinstance(question, AnswerWildDrawFour):  # a reflex Enter takes the cards: it never risks six (playtest)
            self.prompt.focus = next((i for i, o in enumerate(wording.options) if o.answer is Answer.TAKE), 0)
        self._note = wording.note
        self._kind = ""
        self._label_keys()
        self._leaving = False
        self._age = 0.0
        """Seconds this question has been open (a confirmation takes no answer in its first `GUARD`)."""
        self._moved = False
        """A key other than an answer's has been pressed here (moving the focus): Enter is then meant for it."""
        self._held = _keys_down()
        """The answer keys already down when this question opened: the press that answered the question
        before it, still held (its auto-repeats answer nothing here until it is let go)."""

    def _label_keys(self) -> bool:
        """Name the answers' keys, or the controller's buttons when one was used last; True if changed."""
        kind = self.app.input_kind
        if kind == self._kind:
            return False
        self._kind = kind
        self.prompt.options = [replace(shown, hotkey=key_label(option.hotkey, kind))
                               for option, shown in zip(self.options, self.prompt.options, strict=True)]
        pad_note = self._note
        if isinstance(self.question, PickSeat):
            pad_note = _("Left / Right to choose a player, then A.")
        elif isinstance(self.question, PickColor):
            pad_note = _("Left / Right to choose, then A.")
        self.prompt.note = pad_note if kind == PAD else self._note
        return True

    def _with_stack_key(self, note: str) -> str:
        """Return `note`, and while a card of the hand is raised to stack on this draw, what Enter (A on a
        controller) does then: it stacks that card (the panel's answers show no focus meanwhile; playtest
        10: "Enter stacked my raised +4, which is what I wanted, but nothing on screen says that")."""
        hand = self.table.anim.hand
        i = self.table.selected
        if not self._to_hand() or not 0 <= i < len(hand):
            return note
        card = card_name(hand[i].card)
        if self.app.input_kind == PAD:
            return _("{note} A stacks your {card}.").format(note=note, card=card)
        return _("{note} Enter stacks your {card}.").format(note=note, card=card)

    # -- lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.asked(self, True)

    def exit(self) -> None:
        self.table.asked(self, False)

    def resume(self) -> None:
        """Back from the pause: the table may need laying out again (settings changed)."""
        self.table.resume()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.table.hud.layout_prompt(self.prompt, len(self.table.anim.hand))

    def leave(self) -> None:
        """Close this question (once): this scene leaves, whatever is above it."""
        if not self._leaving:
            self._leaving = True
            self.app.leave(self)

    def update(self, dt: float) -> None:
        """Close, or give way to the next question, when the table no longer asks this one."""
        self._age += max(0.0, dt)
        self.prompt.focus_shown = not self._to_hand()  # one thing looks chosen: what Enter will do
        if self._leaving:
            return
        relayout = self._label_keys()
        if isinstance(self.question, AnswerWildDrawFour):
            note = self._with_stack_key(self._note)
            relayout = relayout or note != self.prompt.note
            self.prompt.note = note
        if relayout:
            self.table.hud.layout_prompt(self.prompt, len(self.table.anim.hand))
        want = self.table.question_now()
        if want == self.question:
            return
        self._leaving = True
        if want is None:
            self.app.leave(self)
        else:
            self.app.swap(self, routes.Question(self.table, want))

    def wake_in(self) -> float | None:
        """The panel changes only on input; the table below says when it moves."""
        return None

    # -- answering --------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Give the answer of option `index` to the table."""
        if 0 <= index < len(self.options):
            self.table.answer(self.question, self.options[index].answer)

    def _to_hand(self) -> bool:
        """Return True while Enter plays the card chosen in the hand rather than answer this question (a
        draw to take or challenge, answered by stacking a card): its answers then show no focus."""
        return self.table.selected >= 0 and not isinstance(self.question, (PickColor, PickSeat, ConfirmBluff, PlayDrawn))

    def focused(self) -> int:
        return max(0, min(self.prompt.focus, len(self.options) - 1))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the answers (and on a seat's plate), and the question's keys; the rest falls below."""
        et = event.type
        p = self.prompt
        if et == pygame.KEYUP:
            self._held.discard(int(getattr(event, "key", 0)))
            return False
        if self._too_soon(event):
            return True  # the press that opened this confirmation (a double click, a held key) answers nothing
        if et == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple | list) and len(pos) == 2:
                p.hover = next((i for i, r in enumerate(p.rects) if r.collidepoint(pos)), -1)
            return False
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = getattr(event, "pos", None)
            if not (isinstance(pos, tuple | list) and len(pos) == 2):
                return False
            for i, rect in enumerate(p.rects):
                if rect.collidepoint(pos):
                    self.app.audio.play("click")
                    self.choose(i)
                    return True
            question = self.question
            if isinstance(question, PickSeat):
                for sl in self.table.layout.seats:
                    if sl.plate.collidepoint(pos) and sl.seat in question.targets:
                        self.table.answer(question, sl.seat)
                        return True
            return bool(p.panel.collidepoint(pos))
        if et == pygame.KEYDOWN:
            key = int(getattr(event, "key", 0))
            self._moved = self._moved or key not in ANSWER_KEYS  # the focus moved: Enter is meant for it
            return self._key(key)
        return False

    @property
    def answering(self) -> bool:
        """Return True once the question takes answers (the bluff confirmation: after its first `GUARD`)."""
        return not isinstance(self.question, ConfirmBluff) or self._age >= GUARD

    def _too_soon(self, event: pygame.event.Event) -> bool:
        """Return True for an answer that cannot be meant for this question: a key that was already held
        down when it opened (its auto-repeat), or, for the bluff confirmation, a click or key in its first
        `GUARD` seconds (it opens where the "Play it" just pressed was: a double click or a double Enter
        went straight through it)."""
        et = event.type
        if et == pygame.KEYDOWN:
            key = int(getattr(event, "key", 0))
            if key in self._held:
                return True
            if key in ANSWER_KEYS and isinstance(self.question, PickSeat) and self._age < GUARD and not self._moved:
                return True  # a double Enter on the 7 chose the first seat: a seat is chosen by a key meant for it
            return key in ANSWER_KEYS and not self.answering
        if et == pygame.MOUSEBUTTONDOWN:
            return not self.answering
        return False

    def _key(self, key: int) -> bool:
        question = self.question
        p = self.prompt
        if key == pygame.K_ESCAPE:
            if self.cancel:
                self.table.answer(question, Answer.CANCEL)
                return True
            return False
        if isinstance(question, PickColor):
            color = color_for_key(question, pygame.key.name(key)) if key in COLOR_KEYS else None
            if color is not None:
                self.table.answer(question, color)
                return True
        if isinstance(question, PickSeat) and key in DIGIT_KEYS:
            for seat, number in swap_numbers(question).items():
                if number == DIGIT_KEYS[key]:
                    self.table.answer(question, seat)
                    break
            return True
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):  # Up and Down: a controller's d-pad
            p.focus = (p.focus + (-1 if key == pygame.K_UP else 1)) % max(1, len(self.options))
            self.table.selected = -1  # the keys came back to the question: Enter answers it, not a card
            return True
        # Enter answers the question, except a challenge while a card of the hand is selected (to stack it).
        if key in ENTER_KEYS and not self._to_hand():
            self.choose(self.focused())
            return True
        if isinstance(question, (PickColor, PickSeat, ConfirmBluff)) and key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = -1 if key == pygame.K_LEFT else 1
            p.focus = (p.focus + d) % max(1, len(self.options))
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel over the table (changes nothing)."""
        self.table.hud.draw_prompt(surface, self.prompt, self.table.t)
