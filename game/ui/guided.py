"""The guided first hand for newcomers (issue 22): a short hand against two easy CPUs on the real table
and rules, dealt from a fixed stack so that each lesson happens, with a coach line at each moment.

The lessons, in order: match a card by colour or number, draw when nothing matches, play a wild and
choose its colour, play an action card (a Skip), challenge a Wild Draw Four played as a bluff, say Uno
with two cards left, catch a player who forgot Uno, and go out. The deal (`HANDS`, `TOP`, `STOCK`) and
the CPUs' plays (`GuidedCPU`: the easy player, playing its script while the script's card is legal, and
forgetting Uno) make the moments come in that order when the person does what the coach says; if they
do something else the hand goes on under the ordinary rules and the coach waits for the next moment it
can teach. Relaxed timing is on for the hand (the table waits for the person's chances), nothing is
saved and nothing counts in the statistics; it ends as any hand does, on the results panel.

`Coach(controller)` reads the table (the controller's history and the person's view) and says which
lesson is on and its line; it changes nothing. No pygame here.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.easy import EasyAgent
from game.cardwords import color_word
from game.i18n import N_, _
from game.model import (
    Action,
    CallUno,
    Card,
    Catch,
    Challenge,
    Color,
    Draw,
    Game,
    Match,
    Play,
    PlayerView,
    Rank,
    Rules,
)
from game.session import MatchConfig, SeatSetup, Session
from game.ui.words import card_name

__all__ = ["CPU_NAMES", "HANDS", "LESSONS", "STOCK", "TOP", "Coach", "GuidedCPU", "Lesson", "guided_session"]

CPU_NAMES = ("Mia", "Leo")
TOP = "R3"
HANDS: tuple[tuple[str, ...], ...] = (
    ("R7", "G2", "G8", "BS"),  # the person: the Red 7 matches first; the Skip waits for a blue card
    ("R4", "G9", "G3", "G5"),  # Mia
    ("Y4", "B9", "W4", "B5", "G1"),  # Leo: his Wild Draw Four is a bluff (he keeps the Blue 5)
)
STOCK: tuple[str, ...] = ("W", "B3", "Y7", "B2", "Y6", "R1", "Y2", "B8", "R6", "Y5", "B4", "R9", "Y3", "B7")
"""The stock, top first: the person's one draw is the wild; Leo's and Mia's penalty draws follow."""
SCRIPTS: tuple[tuple[str, ...], ...] = ((), ("R4", "G9", "G3"), ("Y4", "B9", "W4:G", "G1"))
"""What each CPU plays, in order, while it may ("W4:G": the Wild Draw Four, naming green).

The hand as the coach leads it: you Red 7; Mia Red 4, Leo Yellow 4; you draw the Wild and play it,
naming green; Mia Green 9, Leo Blue 9 (only your Blue Skip plays); you Skip Mia; Leo bluffs a Wild Draw
Four (naming green, holding the Blue 5); you challenge and Leo draws 4; you say Uno and play a green
card; Mia Green 3, forgetting Uno; you catch her; Leo Green 1; you go out."""
ACTIONS = (Rank.SKIP, Rank.DRAW_TWO)
"""The action cards the action lesson teaches (each makes the next player miss a turn)."""
SEED = 2211

GREEN_KEY = str(Rules().deck.colors().index(Color.GREEN) + 1)
"""The key the colour picker shows for green in the guided hand's deck (its place among the colours)."""


class GuidedCPU(EasyAgent):
    """The easy player, playing its `script` while the next card is legal; it forgets Uno (and never
    remembers late), and never catches or jumps in: the person does."""

    def __init__(self, script: Sequence[str], seed: int) -> None:
        super().__init__(seed)
        self.script = [_scripted(t) for t in script]
        self.uno.forget = 1.0
        self.uno.late = 0.0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if self.script:
            want, color = self.script[0]
            play = next((a for a in legal if isinstance(a, Play) and a.card == want
                         and (color is None or a.color is color)), None)
            if play is not None:
                self.script.pop(0)
                return play
        return super().choose(view, legal)

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return None


def _scripted(text: str) -> tuple[Card, Color | None]:
    """Read a script's entry: a card, and after a colon the colour a wild names ("W4:G")."""
    card, _sep, color = text.partition(":")
    return Card.parse(card), (Card.parse(color + "1").color if color else None)


def guided_session(name: str = "You") -> Session:
    """Return the guided hand: the person at seat 0 against Mia and Leo, official rules, one hand."""
    rules = Rules.from_dict({"target_score": None})
    game = Game.from_setup([list(h) for h in HANDS], [TOP], list(STOCK), rules, current=0, seed=SEED)
    seats = (SeatSetup(name, "human"), *(SeatSetup(n, "easy") for n in CPU_NAMES))
    session = Session(MatchConfig(seats, rules, seed=SEED, human=0),
                      Match(len(seats), rules, random.Random(SEED), game), agent_seed=SEED)
    for seat in range(1, len(seats)):
        session.agents[seat] = GuidedCPU(SCRIPTS[seat], SEED + seat)
    return session


@dataclass(frozen=True)
class Table:
    """What the coach reads at one moment."""

    history: tuple[Action, ...]
    view: PlayerView
    my_turn: bool
    playable: bool
    """The person may play a card now."""
    challenge: bool
    """The person may challenge a Wild Draw Four played on them now."""
    actions: tuple[Card, ...]
    """The action cards (Skip, Draw Two) the person may play now."""
    catchable: tuple[int, ...]
    names: tuple[str, ...]
    over: bool

    def did(self, kind: type, test: Callable[[Any], bool] = lambda a: True) -> bool:
        """Return True when the person (seat 0) took an action of `kind` passing `test` this hand."""
        return any(isinstance(a, kind) and getattr(a, "player", -1) == 0 and test(a) for a in self.history)


@dataclass(frozen=True)
class Lesson:
    """One lesson: its name, when it can be taught, its coach line, when it is learnt, and the praise."""

    name: str
    when: Callable[[Table], bool]
    line: Callable[[Table], str]
    done: Callable[[Table], bool]
    praise: str
    about: Callable[[Table], str] | None = None
    """The name the praise's {name} stands for, read once the lesson is learnt (None: the praise has none)."""


def _top(t: Table) -> str:
    top = t.view.top
    return _("top card") if top is None else card_name(top)


def _action_line(t: Table) -> str:
    nxt = t.names[(t.view.player + t.view.direction) % len(t.names)]
    return _("Your {card} is an action card: play it and {name}, who plays next, misses a turn. A Draw Two "
             "also makes them draw two; a Reverse turns the play around.").format(card=card_name(t.actions[0]),
                                                                                 name=nxt)


def _challenge_line(t: Table) -> str:
    by = t.view.penalty_by
    name = t.names[by] if by is not None else _("Someone")
    color = color_word(t.view.color_before_w4)
    return _("{name} played a Wild Draw Four on you. It is only allowed with no {color} card in hand, and "
             "{name} played {color} a moment ago. Smell a bluff? Challenge it: press H.").format(name=name,
                                                                                              color=color)


def _caught(t: Table) -> str:
    """Return the name of the player the person caught last (the praise names them)."""
    target = next((a.target for a in reversed(t.history) if isinstance(a, Catch) and a.player == 0), None)
    return t.names[target] if target is not None and 0 <= target < len(t.names) else _("Someone")


LESSONS: tuple[Lesson, ...] = (
    Lesson("match", lambda t: t.my_turn and t.playable,
           lambda t: _("Your turn. Play a card that matches the {card} by colour or number: your red 7 is lit. "
                       "Click it, or press Enter twice.").format(card=_top(t)),
           lambda t: t.did(Play, lambda a: not a.card.wild),
           N_("A match! Now Mia and Leo play in turn, clockwise.")),
    Lesson("draw", lambda t: t.my_turn and not t.playable and not t.view.pending_draw,
           lambda t: _("Nothing in your hand matches the {card}. Draw a card: press D or click the pile.").format(
               card=_top(t)),
           lambda t: t.did(Draw),
           N_("You drew a card.")),
    Lesson("wild", lambda t: t.my_turn and any(c.wild for c in t.view.hand),
           lambda t: _("You drew a wild: it goes on anything. Play it (Enter), then choose green ({key}), the "
                       "colour you hold most.").format(key=GREEN_KEY),
           lambda t: t.did(Play, lambda a: a.card.wild),
           N_("A wild lets you choose the colour. Watch the others follow it.")),
    Lesson("action", lambda t: t.my_turn and bool(t.actions),
           _action_line,
           lambda t: t.did(Play, lambda a: a.card.rank in ACTIONS),
           N_("Skipped! Mia misses her turn, so Leo plays next.")),
    Lesson("challenge", lambda t: t.challenge,
           _challenge_line,
           lambda t: t.did(Challenge),
           N_("Leo was bluffing: he draws 4 instead of you, and the turn is yours.")),
    Lesson("uno", lambda t: t.my_turn and t.playable and len(t.view.hand) == 2,
           lambda t: _("Two cards left: say UNO first (press U or the UNO! button), then play one. "
                       "Forget, and a player who catches you makes you draw two."),
           lambda t: t.did(CallUno),
           N_("UNO! Now play one of your two cards.")),
    Lesson("catch", lambda t: bool(t.catchable),
           lambda t: _("{name} has one card and did not say Uno. Catch {name}: press C or the Catch button!").format(
               name=t.names[t.catchable[0]]),
           lambda t: t.did(Catch),
           N_("Caught! {name} draws two cards."),
           _caught),
    Lesson("finish", lambda t: t.my_turn and t.playable and len(t.view.hand) == 1,
           lambda t: _("One card left: play it to win the hand."),
           lambda t: t.over and t.view.hand_sizes[0] == 0,
           N_("You won the hand: that is Uno! Play a real game from the title screen.")),
)


class Coach:
    """Which lesson is on, and the line to show (it reads the table, changes nothing)."""

    def __init__(self, lessons: Sequence[Lesson] = LESSONS) -> None:
        self.lessons = tuple(lessons)
        self.index = 0
        """The lesson on now (`len(lessons)`: all learnt)."""
        self.teaching = False
        """The line shown is the lesson's own (not a praise or the general line while it waits)."""
        self.learnt: list[str] = []
        self.missed: list[str] = []
        """Lessons whose moment came and went: the person did something else there (took the four cards
        rather than challenge, played on without saying Uno). The coach moves on to the next one."""
        self.up_at: int | None = None
        """How many actions the person had taken when the lesson on now came up (None: not yet)."""
        self.said = N_("Your first hand: the coach says what to do at each moment. Skip leaves at any time.")
        self.said_name = ""
        """The name in the praise shown (`Lesson.about`), "" when it names none."""
        self.praised_at = -1
        """How many actions the hand had seen when the last lesson was learnt: its praise stays up over the
        general "Your turn" line until anyone acts again ("UNO! Now play one of your two cards")."""

    @property
    def finished(self) -> bool:
        """Return True once every lesson has been learnt (or its moment has gone by)."""
        return self.index >= len(self.lessons)

    @property
    def lesson(self) -> Lesson | None:
        """Return the lesson on now (None when all are learnt)."""
        return None if self.finished else self.lessons[self.index]

    def follow(self, t: Table) -> str:
        """Read the table `t`: move on past each lesson learnt, and past a lesson whose moment the person
        let go by (they acted since it came up, and its moment is over); return the line to show now."""
        acted = sum(1 for a in t.history if getattr(a, "player", -1) == 0)
        while not self.finished:
            lesson = self.lessons[self.index]
            if lesson.done(t):
                self.learnt.append(lesson.name)
                self.praised_at = len(t.history)
                self.said = lesson.praise
                self.said_name = lesson.about(t) if lesson.about is not None else ""
            elif self.up_at is not None and acted > self.up_at and (t.over or not lesson.when(t)):
                self.missed.append(lesson.name)
                self.said = N_("Play on: the coach shows the next lesson when its moment comes.")
                self.said_name = ""
            else:
                break
            self.index += 1
            self.up_at = None
        now = self.lesson
        self.teaching = now is not None and not t.over and now.when(t)
        if self.teaching and self.up_at is None:
            self.up_at = acted
        if now is not None and self.teaching:
            return now.line(t)
        if t.over and not self.finished:
            return _("The hand is over. Skip to the title, and play a real game when you are ready.")
        if t.my_turn and not t.over and now is not None and self.praised_at != len(t.history):
            return (_("Your turn: play a card that matches the top card by colour or number, or a wild.")
                    if t.playable else _("Your turn: nothing matches, so draw a card (D or click the pile)."))
        return _(self.said).format(name=self.said_name) if self.said_name else _(self.said)


def read_table(controller: Any) -> Table:
    """Return what the coach reads of a `game.ui.table.controller.TableController` now."""
    view = controller.view()
    my_turn = bool(controller.my_turn())
    legal = controller.human_legal() if my_turn else []
    playable = any(isinstance(a, Play) for a in legal)
    challenge = any(isinstance(a, Challenge) for a in legal)
    actions = tuple(dict.fromkeys(a.card for a in legal if isinstance(a, Play) and a.card.rank in ACTIONS))
    return Table(tuple(controller.history), view, my_turn, playable, challenge, actions,
                 tuple(controller.catch_targets()), tuple(controller.names), bool(controller.hand_over))
