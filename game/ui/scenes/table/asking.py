"""The person's decisions at the table: a card chosen (played, or a question asked first), the questions
(a wild's colour, the Seven-O seat, a bluff, a challenge, the drawn card) and their answers.

`Asking.play_card(i)` says what became of the card (`CardPlay`: played, asked a question, refused
with a reason), so that no caller has to compare the controller's counters to learn it. A question is
a typed value (`game.ui.table.questions`); its panel is a scene of its own, opened through the table's
`open_question` (the route `routes.Question`), which tells this room when it is up (`asked`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Protocol

from game.i18n import _
from game.model import Card, Challenge, ChooseColor, Color, Draw, Pass, Phase, Play
from game.ui.pad import PAD
from game.ui.scenes.table.desk import Desk
from game.ui.table.hints import seat_line
from game.ui.table.hud import Prompt
from game.ui.table.questions import (
    Answer,
    AnswerWildDrawFour,
    Choice,
    ConfirmBluff,
    Option,
    PickColor,
    PickSeat,
    PlayDrawn,
    Question,
    play_order,
    side_colors,
    swap_numbers,
)

__all__ = ["Asking", "CardPlay", "OpenQuestion", "Outcome"]


class Outcome(Enum):
    """What became of a card the person chose."""

    PLAYED = "played"
    """The model took the play."""
    ASKED = "asked"
    """The play needs an answer first (a colour, a seat, a bluff to confirm): a question is open."""
    REFUSED = "refused"
    """The card may not be played now (the reason is shown)."""
    NOTHING = "nothing"
    """No such card in the hand."""


@dataclass(frozen=True)
class CardPlay:
    """What became of a card the person chose, and why when it was refused."""

    outcome: Outcome
    reason: str = ""

    @property
    def played(self) -> bool:
        return self.outcome is Outcome.PLAYED


class OpenQuestion(Protocol):
    """The scene of the open question, as the table sees it."""

    question: Question
    prompt: Prompt
    cancel: bool
    options: tuple[Option, ...]

    def leave(self) -> None:
        """Close the question."""

    def choose(self, index: int) -> None:
        """Give the answer of option `index`."""

    def focused(self) -> int:
        """Return the option that has the keyboard."""


class Asking:
    """The question the person's choice opened, the question the game asks, and the answers."""

    def __init__(self, desk: Desk, open_question: Callable[[Question], None]) -> None:
        self.desk = desk
        self._open = open_question
        self.pending: PickColor | PickSeat | ConfirmBluff | None = None
        """The question the person's own choice of card opened (a colour, a seat, a bluff to confirm)."""
        self.scene: OpenQuestion | None = None
        """The question scene over the table, if one is open (or about to be)."""

    @property
    def prompt(self) -> Prompt | None:
        """The panel of the open question (drawn by its scene), or None."""
        return self.scene.prompt if self.scene is not None else None

    @property
    def question(self) -> Question | None:
        """The open question, or None."""
        return self.scene.question if self.scene is not None else None

    def asked(self, scene: OpenQuestion, up: bool) -> None:
        """The question's `scene` came up (`up`) or went."""
        if up:
            self.scene = scene
            # the table waits under the question: a "Dealer" tag still up would stay over a fan all the while
            # (the first card's colour asked as the deal ends: playtest)
            self.desk.anim.effects = [fx for fx in self.desk.anim.effects if fx.kind != "dealer"]
        elif self.scene is scene:
            self.scene = None

    # -- the question now -------------------------------------------------------------------------
    def question_now(self) -> Question | None:
        """Return the question the person must answer now, or None (changes nothing)."""
        desk = self.desk
        c = desk.controller
        pending = self.pending
        if pending is not None:
            if pending.card is None or not c.plays_of(pending.card):
                return None
            if isinstance(pending, PickSeat):
                targets = tuple(sorted({a.target for a in c.plays_of(pending.card) if a.target is not None}))
                return replace(pending, targets=targets, sizes=c.view().hand_sizes)
            return pending
        if not c.my_turn() or desk.anim.over or desk.anim.busy:
            return None
        view = c.view()
        if view.phase is Phase.COLOR:
            return PickColor(None, side_colors(view))
        if view.phase is Phase.DRAWN and view.drawn_card is not None and c.can(Play):
            return PlayDrawn(view.drawn_card, c.can(Pass))
        if view.phase is Phase.PENALTY and c.can(Challenge):
            top = view.top
            restricted = top.rank if top.restricted else None  # the wild draw card that asks (Flip's too)
            return AnswerWildDrawFour(view.penalty_by, view.pending_draw, view.color_before_w4,
                                      bool(desk.stackables()),
                                      card=restricted.label if restricted is not None else "Wild Draw Four",
                                      until=view.pending_color)
        return None

    def ask(self) -> None:
        """Open the question's scene when a question opens (that scene follows it from then on)."""
        pending = self.pending
        if pending is not None and (pending.card is None or not self.desk.controller.plays_of(pending.card)):
            self.pending = None
        if self.scene is not None:
            return
        question = self.question_now()
        if question is not None:
            self._open(question)

    def swap_numbers(self) -> dict[int, str]:
        """Return the number shown on each seat the open Seven-O question offers."""
        question = self.question if isinstance(self.question, PickSeat) else self.question_now()
        return swap_numbers(question) if isinstance(question, PickSeat) else {}

    # -- answers ----------------------------------------------------------------------------------
    def answer(self, question: Question, choice: Choice) -> None:
        """Carry out the answer `choice` to `question`."""
        if choice is Answer.CANCEL:
            self.cancel()
        elif isinstance(question, PickColor) and isinstance(choice, Color):
            self.choose_color(choice)
        elif isinstance(question, PickSeat) and isinstance(choice, int):
            self.choose_target(choice)
        elif isinstance(question, ConfirmBluff) and choice is Answer.PLAY:
            self.pending = None
            self.continue_play(question.card)
        elif isinstance(question, PlayDrawn) and choice is Answer.PLAY:
            self.play_drawn()
        elif isinstance(question, PlayDrawn) and choice is Answer.KEEP:
            self.keep()
        elif isinstance(question, AnswerWildDrawFour) and choice is Answer.CHALLENGE:
            self.challenge()
        elif isinstance(question, AnswerWildDrawFour) and choice is Answer.TAKE:
            self.draw_action()

    def cancel(self) -> None:
        """Drop the question the person's choice of card opened (its scene closes with it)."""
        self.pending = None
        if self.scene is not None and self.scene.cancel:
            self.scene.leave()

    def play_card(self, index: int) -> CardPlay:
        """The person chose the card at `index` of their hand: play it, or ask what the play needs."""
        desk = self.desk
        hand = desk.anim.hand
        if not 0 <= index < len(hand):
            return CardPlay(Outcome.NOTHING)
        card = hand[index].card
        c = desk.controller
        if not c.plays_of(card):
            reason = c.why_not_card(card)
            pending = self.pending
            if isinstance(pending, PickSeat):  # the open question still waits: say what it asks
                reason = seat_line(pending.draws, desk.app.input_kind == PAD)
            desk.say(reason)
            return CardPlay(Outcome.REFUSED, reason)
        desk.message = ""
        view = c.view()
        stakes = view.bluff_stakes(card) if desk.app.settings.confirm_bluff else None
        if stakes is not None:  # a wild draw card played holding the colour in force: what a catch costs
            self.pending = ConfirmBluff(card, view.color, stakes)
            return CardPlay(Outcome.ASKED)
        return self.continue_play(card)

    def continue_play(self, card: Card) -> CardPlay:
        """Play `card` (its play confirmed): ask for its colour or seat first when it needs one."""
        c = self.desk.controller
        plays = c.plays_of(card)
        if not plays:
            self.cancel()
            return CardPlay(Outcome.REFUSED, c.why_not_card(card))
        if c.alike(plays):  # every answer ends the same (a 7 or a wild that goes out): ask nothing
            self.pending = None
            return self._submit(plays[0])
        if card.wild:
            self.pending = PickColor(card, side_colors(c.view()))
            return CardPlay(Outcome.ASKED)
        targets = tuple(sorted({a.target for a in plays if a.target is not None}))
        if targets:
            self.pending = PickSeat(card, targets, c.view().hand_sizes, order=play_order(c.view()))
            return CardPlay(Outcome.ASKED)
        self.pending = None
        return self._submit(plays[0])

    def _submit(self, action: Play) -> CardPlay:
        reason = self.desk.submit(action)
        return CardPlay(Outcome.PLAYED) if reason is None else CardPlay(Outcome.REFUSED, reason)

    def choose_color(self, color: Color) -> None:
        """Answer the colour question (for a wild in hand, or the first card's colour)."""
        c = self.desk.controller
        pending = self.pending
        if isinstance(pending, PickColor) and pending.card is not None:
            named = [a for a in c.plays_of(pending.card) if a.color is color and a.target is not None]
            if named and c.alike(named):  # whoever it names, the hand ends the same: ask nothing
                self.pending = None
                self.desk.submit(named[0])
                return
            if named:  # a Wild Customizable that names a player: now ask whom
                targets = tuple(sorted({a.target for a in named if a.target is not None}))
                draws = c.view().rules.target_draws(pending.card)
                self.pending = PickSeat(pending.card, targets, c.view().hand_sizes, color, draws,
                                        play_order(c.view()))
                return
            for a in c.plays_of(pending.card):
                if a.color is color:
                    self.pending = None
                    self.desk.submit(a)
                    return
            self.cancel()
            return
        for action in c.human_legal():
            if isinstance(action, ChooseColor) and action.color is color:
                self.desk.submit(action)
                return

    def choose_target(self, seat: int) -> None:
        """Answer the Seven-O question: swap hands with `seat`."""
        pending = self.pending
        if not isinstance(pending, PickSeat):
            return
        c = self.desk.controller
        for a in c.plays_of(pending.card):
            if a.target == seat and (pending.color is None or a.color is pending.color):
                self.pending = None
                self.desk.submit(a)
                return
        self.desk.say(_("You cannot choose {name}.").format(name=c.names[seat]))

    def play_drawn(self) -> None:
        """Play the card just drawn."""
        drawn = self.desk.controller.view().drawn_card
        if drawn is None:
            return
        hand = self.desk.anim.hand
        idx = next((i for i in range(len(hand) - 1, -1, -1) if hand[i].card is drawn), -1)
        if idx >= 0:
            self.play_card(idx)
        else:
            self.continue_play(drawn)

    def keep(self) -> None:
        """Keep the card just drawn."""
        a = self.desk.controller.action_of(Pass)
        if a is not None:
            self.desk.submit(a)

    def challenge(self) -> None:
        """Challenge the Wild Draw Four played on the person."""
        a = self.desk.controller.action_of(Challenge)
        if a is not None:
            self.desk.submit(a)

    def draw_action(self) -> None:
        """D, the Draw button or the stock: draw a card, or take the penalty."""
        desk = self.desk
        a = desk.controller.action_of(Draw)
        if a is None and desk.controller.let_pass():
            return  # relaxed timing: the Draw button (a controller's X) lets the person's chance pass
        if a is None:
            pending = self.pending
            if isinstance(pending, PickSeat):  # the open question still waits: say what it asks
                desk.say(seat_line(pending.draws, desk.app.input_kind == PAD))
            else:
                desk.say(desk.controller.why_not(Draw(desk.viewer)))
            return
        self.cancel()
        desk.submit(a)
