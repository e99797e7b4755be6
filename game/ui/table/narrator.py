"""The log's wording: what a batch of events says, as sentences for the person at the table.

Pure (no pygame, no clock): `Narrator(names, viewer).tell(events)` returns the lines a batch writes,
each with the index of the event that opened it and the line as it grows event by event (`parts`), so
that the animator writes each part when that event's motion has landed. Consecutive events about one
seat share a line ("Mia played Skip — Leo misses a turn and draws 2"); the person is "You"/"you" with
the verb agreeing.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.i18n import _
from game.model import (
    CardKept,
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    ColorChosen,
    ColorDiscarded,
    DealerChosen,
    Dealt,
    DirectionChanged,
    DrawReason,
    Event,
    EveryoneSkipped,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    OthersDrawOne,
    PenaltyPending,
    StockReshuffled,
    TableTurned,
    TargetDrawsTwo,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
)
from game.model.teams import TEAM_NAMES

__all__ = ["Line", "Narrator", "article"]


def article(word: str) -> str:
    """Return `word` with "a" or "an" before it, as it is said: "an 8", "an 11", "a 1", "an orange", "a Skip".

    Numbers go by their spoken sound: 8, 11, 18, 80-89 and 8xx start with a vowel ("eight", "eleven").
    """
    text = word.strip()
    head = text.split(" ", 1)[0]
    if head[:1].isdigit():
        digits = "".join(ch for ch in head if ch.isdigit())
        vowel = digits.startswith("8") or (digits[:2] in ("11", "18") and len(digits) in (2, 5, 6))
    else:
        vowel = head[:1].lower() in ("a", "e", "i", "o", "u") and not head.lower().startswith(("uno", "uni", "one"))
    return f"{'an' if vowel else 'a'} {text}"


@dataclass(frozen=True)
class Line:
    """One line of the log: its words, and the index (in the batch) of the event that opened it.

    `parts` is the line as it grows: (index of an event, the words once that event is told), from the
    opening event's words to the whole line; the animator writes each when its event's motion lands.
    """

    text: str
    event: int
    parts: tuple[tuple[int, str], ...] = field(default=(), compare=False)


class _Draft:
    """A line being written: its words so far and how they grew."""

    __slots__ = ("event", "parts", "text")

    def __init__(self, text: str, event: int) -> None:
        self.text = text
        self.event = event
        self.parts: list[tuple[int, str]] = [(event, text)]

    def grow(self, text: str, event: int) -> None:
        self.text = text
        if self.parts[-1][0] == event:
            self.parts[-1] = (event, text)
        else:
            self.parts.append((event, text))


class Narrator:
    """Words the events of the table for the log.

    `names[seat]` are the seats' names; `viewer` is the person's seat (or -1 for a CPU-only table).
    """

    def __init__(self, names: Sequence[str], viewer: int) -> None:
        self.names = list(names)
        self.viewer = viewer
        self._lines: list[_Draft] = []
        self._subject: int | None = None
        self._index = 0

    # -- names ------------------------------------------------------------------------------------
    def who(self, seat: int, capital: bool = True) -> str:
        """Return the seat's name, or "You"/"you" for the person."""
        if seat == self.viewer:
            return _("You") if capital else "you"
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def says(self, seat: int, other: str, you: str, capital: bool = True) -> str:
        """Return "Mia misses a turn" / "You miss a turn": the verb agrees with who it is."""
        return f"{self.who(seat, capital)} {you if seat == self.viewer else other}"

    def winner_banner(self, seat: int, team: int | None = None, yours: bool = False) -> str:
        """Return the banner over the table when `seat` wins the hand; with teams `team` is its team
        (the model's) and `yours` says whether the viewer is on it."""
        if team is not None:
            return _("Your team wins the hand!") if yours else f"{TEAM_NAMES[team]} wins the hand"
        return _("You win the hand!") if seat == self.viewer else f"{self.who(seat)} wins the hand"

    # -- a batch ----------------------------------------------------------------------------------
    def tell(self, events: Sequence[Event]) -> list[Line]:
        """Return the log lines `events` write, in order."""
        self._lines = []
        self._subject = None
        for i, e in enumerate(events):
            self._index = i
            self._tell(e)
        out = [Line(d.text, d.event, tuple(d.parts)) for d in self._lines]
        self._lines = []
        return out

    def _line(self, text: str) -> None:
        self._lines.append(_Draft(text, self._index))

    def _more(self, text: str, joiner: str = " — ") -> None:
        """Add to the last line, or start one (capitalised) when there is none yet."""
        if self._lines:
            last = self._lines[-1]
            last.grow(f"{last.text}{joiner}{text}", self._index)
        else:
            self._lines.append(_Draft(text[:1].upper() + text[1:], self._index))

    def _about(self, seat: int, other: str, you: str) -> None:
        """Add what happened to `seat`: "and misses a turn" when the line is already about it."""
        if self._lines and self._subject == seat:
            self._more(you if seat == self.viewer else other, _(" and "))
        else:
            self._more(self.says(seat, other, you, capital=not self._lines))
            self._subject = seat

    def _tell(self, e: Event) -> None:
        if isinstance(e, DealerChosen):
            self._line(self.says(e.dealer, _("drew the highest card and deals"), _("drew the highest card and deal")))
        elif isinstance(e, Dealt):
            each = e.counts[0] if e.counts else 0
            self._line(f"{self.says(e.dealer, 'deals', 'deal')} {each} cards each")
        elif isinstance(e, CardTurned):
            if e.returned:
                self._line(f"First card {e.card.label}: it goes back, another is turned")
            else:
                self._line(f"First card: {e.card.label}")
        elif isinstance(e, CardPlayed):
            text = f"{self.who(e.player)} {_('jumped in with') if e.jump_in else 'played'} {e.card.label}"
            if e.color is not None:
                text += f" ({e.color.label})"
            if e.left == 1:
                text += _(" — one card left")
            self._line(text)
            self._subject = e.player
        elif isinstance(e, ColorChosen):
            if not self._lines or self._subject != e.player:
                self._line(f"{self.says(e.player, 'chose', 'choose')} {e.color.label}")
        elif isinstance(e, TurnSkipped):
            self._about(e.player, _("misses a turn"), _("miss a turn"))
        elif isinstance(e, DirectionChanged):
            self._more(_("play turns ") + ("clockwise" if e.direction > 0 else "counter-clockwise"))
        elif isinstance(e, PenaltyPending):
            self._about(e.player, f"must take {e.total}", f"must take {e.total}")
        elif isinstance(e, CardsDrawn):
            self._cards_drawn(e)
        elif isinstance(e, CardKept):
            self._line(self.says(e.player, _("kept the card"), _("kept the card")))
            self._subject = e.player
        elif isinstance(e, HandsSwapped):
            if self._lines and self._subject == e.player:
                self._more(f"swapped hands with {self.who(e.target, False)}", _(" and "))
            else:
                self._more(f"{self.who(e.player)} swapped hands with {self.who(e.target, False)}")
        elif isinstance(e, HandsPassed):
            self._more(_("every hand passes ") + (_("to the left") if e.direction > 0 else _("to the right")))
        elif isinstance(e, HandsShuffled):
            self._more(self.says(e.player, _("shuffles every hand"), _("shuffle every hand"), capital=not self._lines))
        elif isinstance(e, UnoCalled):
            self._line(f"{self.who(e.player)}: “Uno!”")
            self._subject = e.player
        elif isinstance(e, UnoCaught):
            self._line(f"{self.who(e.player)} caught {self.who(e.target, False)} without Uno")
            self._subject = None
        elif isinstance(e, ChallengeResolved):
            verdict = _("it was a bluff") if e.bluff else _("the Wild Draw Four was fair")
            self._line(f"{self.who(e.player)} challenged {self.who(e.accused, False)}: {verdict}")
            self._subject = None
        elif isinstance(e, StockReshuffled):
            self._line(_("The discard pile is shuffled into a new stock"))
        elif isinstance(e, OthersDrawOne):
            self._about(e.player, _("makes everyone else draw one"), _("make everyone else draw one"))
        elif isinstance(e, EveryoneSkipped):
            self._about(e.player, _("skips everyone and plays again"), _("skip everyone and play again"))
        elif isinstance(e, ColorDiscarded):
            count = len(e.cards)
            what = f"{count} {e.color.label.lower()} card{'s' if count != 1 else ''}"
            self._about(e.player, f"discards {what}", f"discard {what}")
        elif isinstance(e, TableTurned):
            self._more(f"the table turns over: the {e.side} side, {e.top.face.label} on top")
        elif isinstance(e, TargetDrawsTwo):
            self._more(f"{self.who(e.target, False)} must draw two")
        elif isinstance(e, HandOver):
            if e.winner is None:
                self._line(_("The hand ends drawn: nobody scores"))
            else:
                self._line(f"{self.says(e.winner, 'wins', 'win')} the hand: {e.points} points")

    def _cards_drawn(self, e: CardsDrawn) -> None:
        p, count = e.player, e.count
        noun = _("a card") if count == 1 else f"{count} cards"
        if e.reason is DrawReason.DRAW:
            shown = ""
            if p == self.viewer and e.cards is not None and count <= 3:
                shown = ": " + ", ".join(c.label for c in e.cards)
            self._line(f"{self.says(p, 'drew', 'drew')} {noun}{shown}")
            self._subject = p
        elif e.reason is DrawReason.UNO:
            self._about(p, f"draws {count}", f"draw {count}")
        else:
            self._about(p, f"takes {count}", f"take {count}")
