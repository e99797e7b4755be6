"""Where a scene may send the player: one value per screen, mapped to its scene in one place (`game.app`).

A scene never builds another scene (nor imports its module): it asks its host for a route, e.g.
`app.open(routes.Settings(tab="rules"))` or `app.restart(routes.Title())`, and `game.app.App` (the one
route map, `App.build`) turns the value into the scene. So the scenes form no import graph among
themselves, and a test may follow every route without knowing who asks for it.

The values are frozen: a route says where to go and with what, and does nothing by itself. The
objects a route carries (a table for its privacy screen or its question) are described here by the
little they must offer (`PrivacyTable`, `AskingTable`, `PausedTable`), not by their classes.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.model import Rules
    from game.session import Session
    from game.ui.table.questions import Choice
    from game.ui.table.questions import Question as Asked

__all__ = [
    "AskingTable",
    "Confirm",
    "Controls",
    "Guided",
    "HandLog",
    "HandOver",
    "HowTo",
    "Log",
    "MatchOver",
    "NamePicker",
    "NewGame",
    "Pause",
    "PausedTable",
    "Privacy",
    "PrivacyTable",
    "Question",
    "Route",
    "Settings",
    "Stats",
    "Table",
    "Title",
    "TypeName",
]


class PrivacyTable(Protocol):
    """What the privacy screen needs of the table below it."""

    def confirm_viewer(self, seat: int) -> None:
        """The person at `seat` holds the screen now: show the table as they see it."""

    def since(self, seat: int) -> list[str]:
        """Return the log's lines written since `seat` last confirmed the screen."""

    def seat_name(self, seat: int) -> str:
        """Return the name of `seat`."""

    def has_looked(self, seat: int) -> bool:
        """Return True when `seat` has confirmed the privacy screen before (this match, this session)."""

    def catch_label(self) -> str | None:
        """Return the catch button's label while a seat is open to a catch, else None."""

    def catch(self) -> str | None:
        """Catch the first seat open to a catch (for whoever at the table pressed it); return the words
        of what happened (None when nothing did)."""

    def uno_label(self, seat: int) -> str | None:
        """Return the Uno button's label while the person at `seat` may say Uno from their own privacy
        screen (someone else's play left them one card), else None."""

    def uno_for(self, seat: int) -> None:
        """The person at `seat` says Uno from their privacy screen."""

    def pause(self) -> None:
        """Open the pause menu."""


class HandLog(Protocol):
    """The table's log of the hand (`game.ui.scenes.table.logroom.LogRoom`), read from another screen."""

    @property
    def is_open(self) -> bool:
        """True while the log is open."""

    def open(self) -> None:
        """Open the log at its last lines."""

    def handle_event(self, event: Any) -> bool:
        """Take the event (the log is open: it takes every one; a key that closes it does only that)."""

    def draw(self, surface: Any) -> None:
        """Draw the open log."""


class AskingTable(Protocol):
    """What a question's panel needs of the table below it."""

    @property
    def t(self) -> float:
        """The table's game time."""

    @property
    def selected(self) -> int:
        """The card of the hand chosen with the keys, or -1."""

    @selected.setter
    def selected(self, index: int) -> None:
        """Choose a card of the hand (-1: none)."""

    @property
    def names(self) -> Sequence[str]:
        """The seats' names."""

    @property
    def several(self) -> bool:
        """Several people share the screen (a question then names the one asked)."""

    @property
    def viewer(self) -> int:
        """The seat of the person at the screen (-1: none)."""

    def seat_name(self, seat: int) -> str:
        """Return the name of `seat`."""

    @property
    def hud(self) -> Any:
        """The table's painter (`game.ui.table.hud.Hud`): it lays out and draws the panel."""

    @property
    def layout(self) -> Any:
        """The table's layout (`game.ui.table.layout.Layout`): the seats' plates may answer a seat question."""

    @property
    def anim(self) -> Any:
        """The table's picture (`game.ui.table.animator.Animator`): the hand a colour picker keeps clear of."""

    def question_now(self) -> Asked | None:
        """Return the question the person must answer now, or None."""

    def answer(self, question: Asked, choice: Choice) -> None:
        """Carry out the answer `choice` to `question`."""

    def asked(self, scene: object, up: bool) -> None:
        """The question's `scene` is up (`up`), or has gone."""

    def resume(self) -> None:
        """Back from the pause: settings may have changed."""


class PausedTable(Protocol):
    """What the pause menu asks of the table it paused (any scene may be paused without one)."""

    @property
    def session(self) -> Session:
        """The match at the table."""

    def take_rules(self) -> None:
        """Let the settings' rules wait for the next hand."""

    def save(self) -> None:
        """Save the match in progress."""


@dataclass(frozen=True)
class Title:
    """The title screen."""


@dataclass(frozen=True)
class NewGame:
    """The new-game screen: seats, levels, rules."""


@dataclass(frozen=True)
class Settings:
    """The settings, open on `tab` ("rules", "gameplay", ...)."""

    tab: str = "rules"


@dataclass(frozen=True)
class Controls:
    """Keys and buttons: remap the keyboard's keys ("keys") or the controller's buttons ("buttons")."""

    tab: str = "keys"


@dataclass(frozen=True)
class Guided:
    """The guided first hand for newcomers: a short hand against easy CPUs that teaches by doing."""


@dataclass(frozen=True)
class Stats:
    """The statistics screen."""


@dataclass(frozen=True)
class HowTo:
    """How to play; with the rules in play and those of the next hand when opened from a match."""

    rules: Rules | None = None
    upcoming: Rules | None = None


@dataclass(frozen=True)
class Table:
    """The table for `session`."""

    session: Session


@dataclass(frozen=True)
class Pause:
    """The pause menu over `table` (None: over a scene that is not a table)."""

    table: PausedTable | None = None


@dataclass(frozen=True)
class HandOver:
    """The result of the hand just played; `on_continue` deals the next one. `table` (when given) is
    paused by Esc, P or its pause button, as at the table. `then` (when given) is where its button leads
    once the match is over, instead of the match's end (the guided first hand: back to the title)."""

    session: Session
    on_continue: Callable[[], object]
    table: PausedTable | None = None
    then: Title | None = None


@dataclass(frozen=True)
class Log:
    """The hand's whole log, open over the screen that asked for it (the results panel); it closes back to
    that screen."""

    log: HandLog


@dataclass(frozen=True)
class MatchOver:
    """The end of the match played in `session`."""

    session: Session


@dataclass(frozen=True)
class Privacy:
    """Pass-and-play: the screen that covers `table` until the person at `seat` holds it."""

    table: PrivacyTable
    seat: int
    reason: str = ""
    dark: bool = False
    """UNO Flip!'s dark side is in play: the screen's felt is the table's by night."""
    again: bool = False
    """The turn comes back to the person who looked last: "Ann again", not "Pass to Ann"."""


@dataclass(frozen=True)
class Question:
    """The panel of `question` over `table`."""

    table: AskingTable
    question: Asked


@dataclass(frozen=True)
class Confirm:
    """A yes/no question; `on_yes` runs after it closed on yes."""

    title: str
    text: str
    yes: str
    no: str
    on_yes: Callable[[], None]


@dataclass(frozen=True)
class NamePicker:
    """A list of names to choose from for a seat; `on_name` receives the one chosen."""

    title: str
    names: Sequence[str]
    current: str
    on_name: Callable[[str], Any]
    taken: dict[str, int] = field(default_factory=dict)
    automatic: str | None = None


@dataclass(frozen=True)
class TypeName:
    """The on-screen keyboard to type a name; `on_name` receives it."""

    title: str
    current: str
    on_name: Callable[[str], Any]


Route = (Title | NewGame | Settings | Stats | HowTo | Table | Pause | HandOver | Log | MatchOver | Privacy | Question
         | Confirm | NamePicker | TypeName | Controls | Guided)
"""Every place a scene may send the player."""
