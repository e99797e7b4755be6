"""The new-game screen's seats before the deal: who sits where, people (named) and CPUs (no pygame).

A `SeatPlan` is edited by the screen (add and remove seats, person or CPU, names, moves) and turns into
a `MatchConfig`, which checks it: the rules' and the config's errors are the ones shown.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai import CPU_NAMES, LEVELS
from game.model import MAX_PLAYERS, MIN_PLAYERS, Rules
from game.names import name_key, normal_name
from game.session import YOU, MatchConfig, SeatSetup, name_the_people, person_name
from game.ui.rulewords import problem_words

__all__ = ["KINDS", "NAME_MAX", "PERSON", "PlannedSeat", "SeatPlan", "clean_name", "person_defaults",
           "person_name"]

PERSON = "human"
NAME_MAX = 16
"""The longest name typed on the new-game screen (as its name box always allowed)."""


def person_defaults() -> tuple[str, ...]:
    """Return the names offered to people besides the player's and those used before ("Player 1" to 6)."""
    return tuple(person_name(n) for n in range(1, 7))


KINDS: tuple[str, ...] = (PERSON, *LEVELS)


def clean_name(text: str) -> str:
    """Return `text` with its spaces tidied (no leading, trailing or double ones), at most NAME_MAX long."""
    return normal_name(text)[:NAME_MAX].strip()


@dataclass
class PlannedSeat:
    """One seat: "human" (a person) or a CPU level, and its name ("" for a CPU: a name of CPU_NAMES)."""

    kind: str
    name: str = ""
    auto: str = ""
    """A CPU's automatic name once given (`SeatPlan.names`): it keeps it while other seats change."""

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


class SeatPlan:
    """The seats in order; seat 0 deals first in no way (the draw decides), it is only the first listed."""

    def __init__(self, seats: Sequence[PlannedSeat]) -> None:
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError(f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(seats)}")
        self.seats = [PlannedSeat(s.kind, s.name, s.auto) for s in seats]

    @classmethod
    def usual(cls, players: int, name: str, cpu_levels: Sequence[str],
              people: Sequence[tuple[int, str]] | None = None) -> SeatPlan:
        """Return the quick table: the person `name` at seat 0, then CPUs at `cpu_levels`; or, given
        `people` (seat, name) that fit `players` seats (the last table set up), those people where they
        sat and CPUs at `cpu_levels` in the other seats, in order."""
        where = dict(people or ())
        if not where or max(where) >= players:
            where = {0: clean_name(name) or YOU}
        levels = list(cpu_levels)
        spare = levels[-1] if levels else LEVELS[-2]
        seats: list[PlannedSeat] = []
        for i in range(players):
            if i in where:
                seats.append(PlannedSeat(PERSON, clean_name(where[i]) or YOU))
            else:
                seats.append(PlannedSeat(levels.pop(0) if levels else spare))
        return cls(seats)

    def people_kept(self) -> list[tuple[int, str]] | None:
        """Return the people as the settings keep them for the next new game (`Settings.people`): each
        (seat, name), or None for one person at the first seat (then the player's name says it all)."""
        people = self.people
        if people == [0]:
            return None
        return [(i, self.seats[i].name) for i in people if self.seats[i].name] or None

    def __len__(self) -> int:
        return len(self.seats)

    # -- who is who -----------------------------------------------------------------------------
    @property
    def people(self) -> list[int]:
        """The people's seats, in order."""
        return [i for i, s in enumerate(self.seats) if s.is_person]

    @property
    def cpu_levels(self) -> list[str]:
        """The CPUs' levels, in seat order."""
        return [s.kind for s in self.seats if not s.is_person]

    def names(self) -> list[str]:
        """Return every seat's name: people's and CPUs' chosen ones as they are (but with several people, a
        person called "You" is "Player N", as the table names them: `name_the_people`); the other CPUs keep
        the name they were given, unless a person has chosen it since; a CPU without one takes the first of
        CPU_NAMES no seat has (so the usual table is today's)."""
        used = {s.name.casefold() for s in self.seats if s.name}
        out: list[str] = []
        for seat in self.seats:  # a CPU keeps the name it was given while no one else took it
            keep = seat.name or (seat.auto if seat.auto and seat.auto.casefold() not in used else "")
            used.add(keep.casefold())
            out.append(keep)
        pool = [n for n in CPU_NAMES if n.casefold() not in used] or list(CPU_NAMES)
        fresh = iter(pool * len(self.seats))
        for i, seat in enumerate(self.seats):
            if not out[i]:  # a new CPU takes the first free name, and keeps it (a person at seat 2 renamed
                out[i] = seat.auto = next(fresh)  # the CPU at seat 3 from Leo to Mia: playtest 12)
        return name_the_people(out, self.people)

    def offered_names(self, index: int, names: list[str]) -> list[str]:
        """Return `names` as the name list offers them to seat `index` (a person's): without "You" when
        several people share the screen (each is named there), each name once."""
        several = len(self.people) > 1
        out: list[str] = []
        for name in names:
            if several and name_key(name) == name_key(YOU):
                continue
            if name_key(name) not in {name_key(n) for n in out}:
                out.append(name)
        return out

    def taken(self, index: int) -> dict[str, int]:
        """Return the names chosen at the other seats (casefolded) with their seat, to keep people's apart.

        A CPU's automatic name is not taken: it gives way to a name chosen."""
        return {seat.name.casefold(): i for i, seat in enumerate(self.seats) if i != index and seat.name}

    # -- changes --------------------------------------------------------------------------------
    def resize(self, count: int, level: str) -> None:
        """Add CPUs at `level` at the end, or take the last seats away, to seat `count`."""
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise ValueError(f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players, got {count}")
        del self.seats[count:]
        while len(self.seats) < count:
            self.seats.append(PlannedSeat(level))

    def set_kind(self, index: int, kind: str) -> None:
        """Make seat `index` a person (named "Player N" until named) or a CPU at level `kind`."""
        if kind not in KINDS:
            raise ValueError(f"unknown player kind {kind!r}")
        seat = self.seats[index]
        if kind == seat.kind:
            return
        if kind == PERSON:
            seat.auto = ""  # its CPU name is free again
            taken = self.taken(index)
            first = len(self.people) + 1  # the second person is "Player 2"
            seat.name = next(n for k in range(first, first + MAX_PLAYERS + 1)
                             if (n := person_name(k)).casefold() not in taken)
        elif seat.is_person:
            seat.name = ""  # a CPU takes a CPU's name
        seat.kind = kind

    def set_name(self, index: int, name: str) -> None:
        """Name seat `index` ("" gives a CPU its automatic name back; a person always has one)."""
        name = clean_name(name)
        seat = self.seats[index]
        if seat.is_person and not name:
            raise ValueError("a person needs a name")
        seat.name = name

    def set_levels(self, level: str) -> None:
        """Set every CPU to `level`."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        for seat in self.seats:
            if not seat.is_person:
                seat.kind = level

    def move(self, index: int, delta: int) -> int:
        """Swap seat `index` with its neighbour `delta` (-1 up, +1 down) away; return where it went."""
        other = index + delta
        if not 0 <= other < len(self.seats):
            return index
        self.swap(index, other)
        return other

    def swap(self, a: int, b: int) -> None:
        """Swap the players of seats `a` and `b`."""
        self.seats[a], self.seats[b] = self.seats[b], self.seats[a]

    # -- the table ------------------------------------------------------------------------------
    def config(self, rules: Rules, seed: int | None = None) -> MatchConfig:
        """Return the MatchConfig of this plan; raise ValueError with the rules' or the config's reason."""
        if not self.people:
            raise ValueError("at least one seat must be a person (only CPUs is the title screen's demo)")
        setups = tuple(SeatSetup(name, seat.kind) for name, seat in zip(self.names(), self.seats, strict=True))
        return MatchConfig(seats=setups, rules=rules, seed=seed, human=self.people[0])

    def problem(self, rules: Rules) -> str:
        """Return why this table cannot be dealt as a sentence ("" when it can)."""
        problems = rules.problems(len(self.seats))
        if problems:
            return problem_words(problems[0])
        try:
            self.config(rules)
        except ValueError as exc:
            return _sentence(str(exc))
        return ""


def _sentence(text: str) -> str:
    text = text.strip()
    return f"{text[:1].upper()}{text[1:]}{'' if text.endswith('.') else '.'}"
