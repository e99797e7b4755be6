"""The log's wording: what a batch of events says, as sentences for the person at the table.

Pure (no pygame, no clock): `Narrator(names, viewer).tell(events)` returns the lines a batch writes,
each with the index of the event that opened it and the line as it grows event by event (`parts`), so
that the animator writes each part when that event's motion has landed. Consecutive events about one
seat share a line ("Mia played Skip — Leo misses a turn and draws 2"); the person is "You"/"you" with
the verb agreeing. Every sentence comes from the catalogue in the player's language.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.i18n import _, join_list, language, ngettext, pgettext
from game.model import (
    Card,
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
    Rank,
    StockReshuffled,
    TableTurned,
    TargetDrawsTwo,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
)
from game.ui.words import a_card, article, card_name, challenged_name, color_name, team_name

__all__ = ["Line", "Narrator", "Retelling", "article"]


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


_Took = tuple[int, DrawReason, _Draft, Callable[..., str], int]
"""A penalty draw told: (its seat, its reason, its line, how the line reads with another count, the count)."""


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
        self._events: Sequence[Event] = ()
        """The batch being told (a penalty left pending looks ahead for its answer)."""
        self._played: Card | None = None
        """The last card played (a challenge names it)."""
        self._took: _Took | None = None
        self._took_before: _Took | None = None
        """A penalty draw the last event told, so the next one adds to its count."""

    # -- names ------------------------------------------------------------------------------------
    def who(self, seat: int, capital: bool = True) -> str:
        """Return the seat's name, or "You"/"you" for the person."""
        if seat == self.viewer:
            return _("You") if capital else _("you")
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def says(self, seat: int, other: str, you: str, capital: bool = True, **values: object) -> str:
        """Return a whole sentence about `seat`: `other` (with `{name}`) for a seat, `you` for the person.

        Both are already in the player's language; `values` fill their other placeholders. Without
        `capital`, the person's sentence starts in lower case (it follows a dash).
        """
        if seat == self.viewer:
            text = you.format(**values)
            return text if capital else text[:1].lower() + text[1:]
        return other.format(name=self.who(seat), **values)

    def winner_banner(self, seat: int, team: int | None = None, yours: bool = False) -> str:
        """Return the banner over the table when `seat` wins the hand; with teams `team` is its team
        (the model's) and `yours` says whether the viewer is on it."""
        if team is not None:
            return _("Your team wins the hand!") if yours else _("{team} wins the hand").format(team=team_name(team))
        return _("You win the hand!") if seat == self.viewer else _("{name} wins the hand").format(name=self.who(seat))

    # -- a batch ----------------------------------------------------------------------------------
    def tell(self, events: Sequence[Event], top: Card | None = None) -> list[Line]:
        """Return the log lines `events` write, in order. `top`: the discard pile's top card after them, which
        names a challenged card whose play this narrator did not see (a hand restored from a save)."""
        if top is not None and self._played is None:
            self._played = top
        self._lines = []
        self._subject = None
        self._took = None
        self._events = events
        for i, e in enumerate(events):
            self._index = i
            self._took_before, self._took = self._took, None
            self._tell(e)
        out = [Line(d.text, d.event, tuple(d.parts)) for d in self._lines]
        self._lines = []
        return out

    def _line(self, text: str) -> None:
        self._lines.append(_Draft(text, self._index))

    def _more(self, text: str) -> None:
        """Add a sentence to the last line after a dash, or start a line (capitalised) when there is none."""
        if self._lines:
            # Translators: one log line telling two things that happened at once.
            last = self._lines[-1]
            last.grow(_("{first} — {then}").format(first=last.text, then=text), self._index)
        else:
            self._lines.append(_Draft(text[:1].upper() + text[1:], self._index))

    def _about(self, seat: int, full: tuple[str, str], more: tuple[str, str], **values: object) -> Callable[..., str]:
        """Add what happened to `seat`: `full` (a sentence: a seat's, the person's) or, when the line is
        already about that seat, `more` (what it does, after "and"). Return how the line reads with other
        values (a draw told again with its count grown)."""
        render: Callable[..., str]
        if self._lines and self._subject == seat:
            said = more[1] if seat == self.viewer else more[0]
            last = self._lines[-1]
            first = last.text

            def render(**v: object) -> str:
                # Translators: a log line about one player, then more that player does ("... and misses a turn").
                return _("{first} and {then}").format(first=first, then=said.format(**v))
            last.grow(render(**values), self._index)
            return render
        sentence: Callable[..., str]
        if seat == self.viewer:
            lower = bool(self._lines)

            def sentence(**v: object) -> str:
                text = full[1].format(**v)
                return text[:1].lower() + text[1:] if lower else text
        else:
            name = self.who(seat)

            def sentence(**v: object) -> str:
                return full[0].format(name=name, **v)
        if self._lines:
            last = self._lines[-1]
            first = last.text

            def render(**v: object) -> str:
                # Translators: one log line telling two things that happened at once.
                return _("{first} — {then}").format(first=first, then=sentence(**v))
            last.grow(render(**values), self._index)
        else:
            def render(**v: object) -> str:
                text = sentence(**v)
                return text[:1].upper() + text[1:]
            self._lines.append(_Draft(render(**values), self._index))
        self._subject = seat
        return render

    def _pending(self, e: PenaltyPending) -> None:
        """A seat faces cards to take: a number, or (UNO Flip!'s Wild Draw Color) a draw until a colour
        comes, after the cards stacked before it, if any. The model only leaves a penalty pending when it
        may be answered (stacked on, or challenged), so the line says "may have to": the cards are taken
        when the answer is known (`_cards_drawn`). When the answer is in the same batch (the cards taken,
        or a challenge), it alone is told."""
        for later in self._events[self._index + 1:]:
            if isinstance(later, ChallengeResolved) or (
                    isinstance(later, CardsDrawn) and later.player == e.player and later.reason is DrawReason.PENALTY):
                return
            if isinstance(later, PenaltyPending):
                break
        if e.until is None:
            self._about(e.player, (_("{name} may have to take {n}"), _("You may have to take {n}")),
                        (_("may have to take {n}"), pgettext("you", "may have to take {n}")), n=e.total)
        elif e.total == 0:
            self._about(e.player, (_("{name} may have to draw until {a_card} comes"),
                                   _("You may have to draw until {a_card} comes")),
                        (_("may have to draw until {a_card} comes"),
                         pgettext("you", "may have to draw until {a_card} comes")),
                        a_card=a_card(e.until))
        else:
            self._about(e.player, (_("{name} may have to take {n}, then draw until {a_card} comes"),
                                   _("You may have to take {n}, then draw until {a_card} comes")),
                        (_("may have to take {n}, then draw until {a_card} comes"),
                         pgettext("you", "may have to take {n}, then draw until {a_card} comes")),
                        n=e.total, a_card=a_card(e.until))

    def _tell(self, e: Event) -> None:
        if isinstance(e, DealerChosen):
            self._line(self.says(e.dealer, _("{name} drew the highest card and deals"),
                                 _("You drew the highest card and deal")))
        elif isinstance(e, Dealt):
            each = e.counts[0] if e.counts else 0
            self._line(self.says(e.dealer, ngettext("{name} deals {n} card each", "{name} deals {n} cards each", each),
                                 ngettext("You deal {n} card each", "You deal {n} cards each", each), n=each))
        elif isinstance(e, CardTurned):
            if e.returned:
                self._line(_("First card {card}: it goes back, another is turned").format(card=card_name(e.card)))
            else:
                self._line(_("First card: {card}").format(card=card_name(e.card)))
        elif isinstance(e, CardPlayed):
            self._played = e.card
            card = card_name(e.card)
            if e.color is not None:
                card = _("{card} ({color})").format(card=card, color=color_name(e.color))
            if e.jump_in:
                text = self.says(e.player, _("{name} jumped in with {card}"), _("You jumped in with {card}"), card=card)
            else:
                text = self.says(e.player, _("{name} played {card}"), _("You played {card}"), card=card)
            # "one card left", unless the hands change at once (a Seven-O 7 or a 0: after the swap they held
            # five; playtest on bf6b910)
            swapped = any(isinstance(x, (HandsSwapped, HandsPassed)) for x in self._events[self._index + 1:])
            if e.left == 1 and not swapped:
                text = _("{first} — {then}").format(first=text, then=_("one card left"))
            self._line(text)
            self._subject = e.player
        elif isinstance(e, ColorChosen):
            if not self._lines or self._subject != e.player:
                self._line(self.says(e.player, _("{name} chose {color}"), _("You choose {color}"),
                                     color=color_name(e.color)))
        elif isinstance(e, TurnSkipped):
            self._about(e.player, (_("{name} misses a turn"), _("You miss a turn")),
                        (_("misses a turn"), _("miss a turn")))
        elif isinstance(e, DirectionChanged):
            self._more(_("play turns clockwise") if e.direction > 0 else _("play turns counter-clockwise"))
        elif isinstance(e, PenaltyPending):
            self._pending(e)
        elif isinstance(e, CardsDrawn):
            self._cards_drawn(e)
        elif isinstance(e, CardKept):
            self._line(self.says(e.player, _("{name} kept the card"), _("You kept the card")))
            self._subject = e.player
        elif isinstance(e, HandsSwapped):
            self._swapped(e.player, e.target)
        elif isinstance(e, HandsPassed):
            self._more(_("every hand passes to the left") if e.direction > 0 else _("every hand passes to the right"))
        elif isinstance(e, HandsShuffled):
            self._more(self.says(e.player, _("{name} shuffles every hand"), _("You shuffle every hand"),
                                 capital=not self._lines))
        elif isinstance(e, UnoCalled):
            self._line(_("{name}: “Uno!”").format(name=self.who(e.player)))
            self._subject = e.player
        elif isinstance(e, UnoCaught):
            if e.player == self.viewer:
                text = _("You caught {target} without Uno").format(target=self.who(e.target))
            elif e.target == self.viewer:
                text = _("{name} caught you without Uno").format(name=self.who(e.player))
            else:
                text = _("{name} caught {target} without Uno").format(name=self.who(e.player), target=self.who(e.target))
            self._line(text)
            self._subject = None
        elif isinstance(e, ChallengeResolved):
            self._challenged(e)
        elif isinstance(e, StockReshuffled):
            self._line(_("The discard pile is shuffled into a new stock"))
        elif isinstance(e, OthersDrawOne):
            self._about(e.player, (_("{name} makes everyone else draw one"), _("You make everyone else draw one")),
                        (_("makes everyone else draw one"), _("make everyone else draw one")))
        elif isinstance(e, EveryoneSkipped):
            if self._played is not None and self._played.rank is Rank.SKIP_EVERYONE:
                # the card's name says it skips everyone ("You played Teal Skip Everyone"): only what follows
                # Translators: after "... played Teal Skip Everyone and": a player (then you) plays again.
                more = (_("plays again"), _("play again"))
            else:
                more = (_("skips everyone and plays again"), _("skip everyone and play again"))
            self._about(e.player, (_("{name} skips everyone and plays again"), _("You skip everyone and play again")),
                        more)
        elif isinstance(e, ColorDiscarded):
            count = len(e.cards)
            color = color_name(e.color)
            self._about(e.player, (ngettext("{name} discards {n} {color} card", "{name} discards {n} {color} cards", count),
                                   ngettext("You discard {n} {color} card", "You discard {n} {color} cards", count)),
                        (ngettext("discards {n} {color} card", "discards {n} {color} cards", count),
                         ngettext("discard {n} {color} card", "discard {n} {color} cards", count)),
                        n=count, color=color.lower())
        elif isinstance(e, TableTurned):
            side = _("light") if e.side == "light" else _("dark") if e.side == "dark" else e.side
            self._more(_("the table turns over: the {side} side, {card} on top").format(
                side=side, card=card_name(e.top.face)))
        elif isinstance(e, TargetDrawsTwo):
            self._more(self.says(e.target, _("{name} must draw two"), _("You must draw two"), capital=not self._lines))
        elif isinstance(e, HandOver):
            if e.winner is None:
                self._line(_("The hand ends drawn: nobody scores"))
            else:
                self._line(self.says(e.winner, ngettext("{name} wins the hand: {n} point", "{name} wins the hand: {n} points",
                                                        e.points),
                                     ngettext("You win the hand: {n} point", "You win the hand: {n} points", e.points),
                                     n=e.points))

    def _swapped(self, player: int, target: int) -> None:
        if player == self.viewer:
            full = _("You swapped hands with {target}").format(target=self.who(target))
            more = _("swapped hands with {target}").format(target=self.who(target))
        elif target == self.viewer:
            full = _("{name} swapped hands with you").format(name=self.who(player))
            more = _("swapped hands with you")
        else:
            full = _("{name} swapped hands with {target}").format(name=self.who(player), target=self.who(target))
            more = _("swapped hands with {target}").format(target=self.who(target))
        if self._lines and self._subject == player:
            last = self._lines[-1]
            last.grow(_("{first} and {then}").format(first=last.text, then=more), self._index)
        else:
            self._more(full if not self._lines or player != self.viewer else full[:1].lower() + full[1:])

    def _challenged(self, e: ChallengeResolved) -> None:
        # the card challenged: the last one played (a Wild Draw Four; UNO Flip!'s Wild Draw Two or Color)
        played = self._played
        card = challenged_name(played)
        if e.player == self.viewer:
            text = (_("You challenged {target}: it was a bluff") if e.bluff
                    else _("You challenged {target}: the {card} was fair"))
            text = text.format(target=self.who(e.accused), card=card)
        elif e.accused == self.viewer:
            text = (_("{name} challenged you: it was a bluff") if e.bluff
                    else _("{name} challenged you: the {card} was fair"))
            text = text.format(name=self.who(e.player), card=card)
        else:
            text = (_("{name} challenged {target}: it was a bluff") if e.bluff
                    else _("{name} challenged {target}: the {card} was fair"))
            text = text.format(name=self.who(e.player), target=self.who(e.accused), card=card)
        self._line(text)
        self._subject = None

    def _cards_drawn(self, e: CardsDrawn) -> None:
        p, count = e.player, e.count
        if e.reason is DrawReason.DRAW:
            if p == self.viewer and e.cards is not None and count <= 3:
                cards = join_list(card_name(c) for c in e.cards)
                text = ngettext("You drew a card: {cards}", "You drew {n} cards: {cards}", count).format(
                    n=count, cards=cards)
            else:
                text = self.says(p, ngettext("{name} drew a card", "{name} drew {n} cards", count),
                                 ngettext("You drew a card", "You drew {n} cards", count), n=count)
            self._line(text)
            self._subject = p
        elif e.reason is DrawReason.UNO:
            self._about(p, (_("{name} draws {n}"), _("You draw {n}")), (_("draws {n}"), _("draw {n}")), n=count)
        else:  # a penalty: draws told one after another (until a colour, then more) say their sum
            took = self._took_before
            if took is not None and took[0] == p and took[1] is e.reason and self._lines and self._lines[-1] is took[2]:
                count += took[4]
                took[2].grow(took[3](n=count), self._index)
                render = took[3]
            else:
                render = self._about(p, (_("{name} takes {n}"), _("You take {n}")), (_("takes {n}"), _("take {n}")),
                                     n=count)
            self._took = (p, e.reason, self._lines[-1], render, count)


class Retelling:
    """A batch's lines worded again in the language in force: the log keeps one per batch, so that a
    change of language mid-hand words the lines already written anew (told again once per language)."""

    def __init__(self, narrator: Narrator, events: Sequence[Event]) -> None:
        self._narrator = Narrator(narrator.names, narrator.viewer)
        self._events = tuple(events)
        self._told: tuple[str, list[Line]] | None = None

    def parts(self, index: int) -> list[str]:
        """Return the words of line `index` of the batch as it grows (its parts), in the language in force."""
        now = language()
        if self._told is None or self._told[0] != now:
            self._told = (now, self._narrator.tell(self._events))
        lines = self._told[1]
        if not 0 <= index < len(lines):
            return []
        line = lines[index]
        return [text for _event, text in (line.parts or ((line.event, line.text),))]
