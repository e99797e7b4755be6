"""A match being played at the table: who sits where, and the match itself (no pygame)."""
from __future__ import annotations

import math
import random
import time
import uuid
from dataclasses import dataclass, field, replace
from typing import Any

from game.ai.base import CPU_NAMES, LEVELS, make_agent
from game.ai.personality import agent_spec
from game.i18n import N_, SOURCE, _, language
from game.model.actions import Action, Play
from game.model.events import Event
from game.model.match import Match
from game.model.refusal import IllegalAction, Reason, Refusal
from game.model.rules import Rules
from game.model.teams import partners_of, seat_teams, team_of
from game.names import name_key, normal_name

SESSION_FORMAT = "uno-session"
SESSION_VERSION = 5
READABLE_VERSIONS = (1, 2, 3, 4, 5)
"""Version 1 had no log: it reads with an empty one. Version 3: the match's rules may hold `teams` and
`custom_wild` (the seats then form two teams, even and odd seats). Version 4: several seats may be
people (pass-and-play); older saves have at most one, so they read unchanged. Version 5: each log line is
its words in every language ({code: text}, so that Continue follows a change of language); an older
line, one string, reads as written (`log_line_from_4`)."""
LogWords = dict[str, str]
"""A log line as saved: language code -> its words; the key "" holds words kept as written (their
language unknown)."""
LOG_KEPT = 12
KINDS = ("human", *LEVELS)
NAME_LIMIT = 24
"""The longest seat name, as the settings' player name (storage.settings.MAX_NAME)."""
YOU = "You"
"""The player's name until they give one (`Settings.player_name`'s default, kept in English whatever the
language: `game.ui.words.DEFAULT_NAME` shows it translated). It reads right only for a lone person
against CPUs ("You win the hand"): at a shared screen it would be a third person ("Pass to You",
"You's turn"), so there such a person takes a real name (`name_the_people`)."""
# Translators: a person's name until they give one ("Player 2").
PERSON_NAME = N_("Player {n}")


def person_name(number: int) -> str:
    """Return the name a person takes until named ("Player 2"), in the player's language."""
    return _(PERSON_NAME).format(n=number)


def name_the_people(names: list[str], people: tuple[int, ...] | list[int]) -> list[str]:
    """Return `names` with every person named "You" (YOU, any case) given a real name when several people
    share the screen: "Player N", N their place among the people (the next number free when a seat has
    that name already). One person, or none, keeps every name as it is."""
    if len(people) < 2:
        return list(names)
    you = name_key(YOU)
    out = list(names)
    for place, seat in enumerate(people, start=1):
        if name_key(out[seat]) != you:
            continue
        taken = {name_key(n) for i, n in enumerate(out) if i != seat}
        out[seat] = next(n for k in range(place, place + len(out) + 1) if name_key(n := person_name(k)) not in taken)
    return out


def log_line_from_4(line: Any) -> LogWords:
    """Migrate a log line of a version 1-4 save (one string, in the language it was written in): kept as
    written. Raises ValueError for anything else."""
    if not isinstance(line, str):
        raise ValueError("a log line must be words")
    return {"": line[:300]}


def _log_line(line: Any) -> LogWords:
    """Read a version 5 log line ({language code: words}); raise ValueError when it is not one."""
    if (not isinstance(line, dict) or not line
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in line.items())):
        raise ValueError("a log line must be its words by language")
    return {code: words[:300] for code, words in line.items()}


def jump_in_for_cpus_only(rules: Rules, people: int) -> bool:
    """True when Jump-In is on but people may not jump in: more than one person shares the screen, and
    a jump-in needs a hand the others cannot see. CPUs still jump in."""
    return rules.jump_in and people > 1


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a name and who plays it ("human", "random", "easy", "normal" or "hard")."""

    name: str
    kind: str

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown player kind {self.kind!r} (expected one of {', '.join(KINDS)})")
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("a seat needs a name")
        # The name is drawn at the table: no control or unpaired characters (a null one stops the
        # font), and short, as the settings keep the player's own (a long one would be a huge picture).
        if len(self.name) > NAME_LIMIT or not self.name.isprintable():
            raise ValueError(f"a seat's name must be 1 to {NAME_LIMIT} printable characters, got {self.name[:40]!r}")
        # One spelling of a name everywhere (the table, the statistics, the saves): NFC, spaces collapsed.
        object.__setattr__(self, "name", normal_name(self.name))

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class MatchConfig:
    """Who plays, under which rules.

    Any seats may be people (kind "human": pass-and-play when there are several); `people` lists them.
    `human` is the first person's seat (None: CPUs only, the demo). With several people, a person named
    "You" is named "Player N" instead (`name_the_people`): a new table, `--people` and a saved match alike."""

    seats: tuple[SeatSetup, ...]
    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    human: int | None = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        if not 2 <= len(self.seats) <= 10:
            raise ValueError(f"a table seats 2 to 10 players, got {len(self.seats)}")
        people = self.people
        named = name_the_people([s.name for s in self.seats], people)
        if named != [s.name for s in self.seats]:
            object.__setattr__(self, "seats", tuple(SeatSetup(name, s.kind) for name, s in zip(named, self.seats,
                                                                                             strict=True)))
        if self.human is not None and (not 0 <= self.human < len(self.seats) or self.human not in people):
            raise ValueError(f"seat {self.human} is not a human seat")
        # Every person's seat is played by someone at the screen: `human` names the first of them, and
        # a CPU-only table (the demo) has none, else the table would wait for a seat nobody plays.
        if people and self.human != people[0]:
            raise ValueError(f"seat {people[0]} plays as human, but the first person is said to sit at {self.human}")
        names = [name_key(self.seats[s].name) for s in people]
        if len(set(names)) != len(names):
            raise ValueError("two people at the table have the same name")
        if self.rules.teams and (len(self.seats) % 2 or len(self.seats) < 4):
            raise ValueError(f"teams need an even number of players from 4 to 10, got {len(self.seats)}")

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people at this computer, in seat order."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def jump_in_for_cpus_only(self) -> bool:
        """True when Jump-In is on but only the CPUs may jump in (see `jump_in_for_cpus_only`)."""
        return jump_in_for_cpus_only(self.rules, len(self.people))

    def team_of(self, seat: int) -> int | None:
        """With teams: 0 for the even seats, 1 for the odd ones; else None."""
        return team_of(self.rules, seat)

    def partners(self, seat: int) -> tuple[int, ...]:
        """With teams: the other seats of `seat`'s team; else empty."""
        return partners_of(self.rules, len(self.seats), seat)

    @property
    def seat_teams(self) -> tuple[int, ...]:
        """The team of every seat, in seat order (empty without teams)."""
        return seat_teams(self.rules, len(self.seats))

    @classmethod
    def quick(
        cls,
        players: int,
        difficulty: str = "normal",
        name: str = "You",
        rules: Rules | None = None,
        seed: int | None = None,
        human: bool = True,
        difficulties: list[str] | None = None,
    ) -> MatchConfig:
        """Build the usual table: you at seat 0 (if `human`), CPUs with friendly names after."""
        seats: list[SeatSetup] = []
        cpu = 0
        for s in range(players):
            if s == 0 and human:
                seats.append(SeatSetup(name.strip() or "You", "human"))
                continue
            kind = difficulties[cpu] if difficulties and cpu < len(difficulties) else difficulty
            seats.append(SeatSetup(CPU_NAMES[cpu % len(CPU_NAMES)], kind))
            cpu += 1
        return cls(tuple(seats), rules if rules is not None else Rules(), seed, 0 if human else None)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "human": self.human,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchConfig:
        """Read a dict from `to_dict`; raise ValueError (or KeyError, TypeError) when it is not one."""
        if not isinstance(data.get("seats"), list):
            raise ValueError("config.seats: not a list")
        seats = tuple(SeatSetup(_text("seat name", s["name"]), _text("seat kind", s["kind"])) for s in data["seats"])
        return cls(
            seats,
            Rules.from_dict(data["rules"]),
            _whole("config.seed", data.get("seed"), optional=True, low=None),
            _whole("config.human", data.get("human"), optional=True),
        )


class Session:
    """The match in play with its seats; builds the CPU agents and saves the whole."""

    def __init__(
        self,
        config: MatchConfig,
        match: Match,
        agent_seed: int,
        key: str | None = None,
        started_at: float | None = None,
    ) -> None:
        self.config = config
        self.match = match
        self.agent_seed = agent_seed
        self.key = key or uuid.uuid4().hex
        """Identifies this match in the statistics (stats.record_hand/record_match `match_key`)."""
        self.started_at = time.time() if started_at is None else started_at
        self.recorded_hands = 0
        """Hands of this match already written to the statistics (so a reload never counts one twice)."""
        self.log: list[LogWords] = []
        """The table's last log lines (shown again after Continue), at most LOG_KEPT (`log_text` words one)."""
        self.renamed: dict[str, str] = {}
        """A saved match's people given a name as it was read (old name -> new: a person called "You" at a
        shared screen, see `name_the_people`); the hands the statistics hold under the old name are theirs."""
        self.agents: list[Any] = [
            None if seat.is_human else make_agent(agent_spec(seat.kind, seat.name), seed=agent_seed + i)
            for i, seat in enumerate(config.seats)
        ]
        for agent in self.agents:  # a seeded match repeats: no decision may depend on the machine's speed
            if agent is not None and getattr(agent, "time_cap", None) is not None:
                agent.time_cap = None

    @classmethod
    def new(cls, config: MatchConfig) -> Session:
        """Start a new match for `config` (the first dealer chosen by the draw).

        A config without a seed is given a fresh one, kept in `config.seed` (and the save): the results
        panel shows it, and `uno --seed S` deals the same match again, its CPUs deciding the same way
        given the same moves by the people (the hard player's wall-clock cap is then off: see
        `HardAgent.time_cap`)."""
        if config.seed is None:
            config = replace(config, seed=random.SystemRandom().randrange(1, 10**9))
        rng = random.Random(config.seed)
        match = Match.new(len(config.seats), config.rules, seed=rng.getrandbits(64))
        return cls(config, match, rng.getrandbits(31))

    @property
    def players(self) -> int:
        return len(self.config.seats)

    @property
    def catch_after_seeing(self) -> bool:
        """True when a person left with one card by someone else's play (a 7's swap, a 0's pass, Wild
        Shuffle Hands) may be caught only once they have seen their new hand: while several people share
        the screen, that hand shows only behind the person's own privacy screen, so the catch window
        opens (with its grace) when they confirm it, and meanwhile they may say Uno from that screen."""
        return len(self.config.people) > 1

    @property
    def human(self) -> int | None:
        return self.config.human

    # -- the table's own rule: what the hand allows, less what this screen cannot offer ------------
    def refusal(self, action: Action) -> Refusal | None:
        """Return why `action` is refused at this table now, or None when it may be applied.

        The hand's refusal (`Game.refusal`), and one of the table's: while several people share the
        screen, a person may not jump in (`jump_in_for_cpus_only`; reason `JUMP_IN_SHARED_SCREEN`).
        """
        game = self.match.game
        player = getattr(action, "player", None)
        if (isinstance(action, Play) and self._people_sit_out_jump_in() and player in self.config.people
                and player != game.current and not game.is_over):
            return Refusal(Reason.JUMP_IN_SHARED_SCREEN,
                           "people do not jump in while several share the screen: a jump-in needs a hidden hand",
                           (player,), action.card)
        return game.refusal(action)

    def legal_actions(self, seat: int) -> list[Action]:
        """Return the actions open to `seat` at this table now: the hand's, less a person's jump-in
        while several people share the screen (see `refusal`)."""
        game = self.match.game
        out = game.legal_actions(seat)
        if self._people_sit_out_jump_in() and seat in self.config.people:
            current = game.current
            out = [a for a in out if not (isinstance(a, Play) and a.player != current)]
        return out

    def _people_sit_out_jump_in(self) -> bool:
        return jump_in_for_cpus_only(self.match.rules, len(self.config.people))

    def apply(self, action: Action) -> list[Event]:
        """Apply `action` to the hand in play and return its events; raise IllegalAction (changing
        nothing) when the hand or this table refuses it (see `refusal`)."""
        refusal = self.refusal(action)
        if refusal is not None and refusal.reason is Reason.JUMP_IN_SHARED_SCREEN:
            raise IllegalAction(refusal.message, refusal.reason, refusal.seats, refusal.card)
        return self.match.game.apply(action)

    @staticmethod
    def log_text(line: LogWords) -> str:
        """Return a saved log line's words in the language in force (else as written, else in English)."""
        for code in (language(), "", SOURCE):
            if code in line:
                return line[code]
        return next(iter(line.values()), "")

    def next_hand(self) -> None:
        """Deal the match's next hand; the seats' rules follow the match's (house rules changed in the
        match take effect at this deal: a save kept the rules the match began with, and was read back
        as damaged, neither continued nor counted in the statistics: playtest)."""
        self.match.next_round()
        if self.config.rules != self.match.rules:
            self.config = replace(self.config, rules=self.match.rules)

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict: the seats, the match and the agents' seed."""
        return {
            "format": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "config": self.config.to_dict(),
            "agent_seed": self.agent_seed,
            "key": self.key,
            "started_at": self.started_at,
            "recorded_hands": self.recorded_hands,
            "log": [dict(line) for line in self.log[-LOG_KEPT:]],
            "match": self.match.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        """Read a dict from `to_dict`; raise ValueError for a damaged save or an unknown version."""
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise ValueError("not a saved match")
        if data.get("version") not in READABLE_VERSIONS:
            raise ValueError(
                f"saved match has version {data.get('version')!r}; this game reads version {SESSION_VERSION}"
            )
        try:
            config = MatchConfig.from_dict(data["config"])
            match = Match.from_dict(data["match"])
            seed = _whole("agent_seed", data["agent_seed"], low=None)
            key = _text("key", data["key"])
            started_at = data["started_at"]
            if isinstance(started_at, bool) or not isinstance(started_at, (int, float)) or not math.isfinite(started_at):
                raise ValueError(f"started_at: not a time: {started_at!r}")
            recorded = _whole("recorded_hands", data["recorded_hands"])
            if recorded > match.hand_number:
                raise ValueError(f"recorded_hands: {recorded} is more than the {match.hand_number} hands dealt")
            log = data.get("log", [])
            if not isinstance(log, list):
                raise ValueError("the log must be a list of lines")
            lines = [log_line_from_4(line) if data["version"] < 5 else _log_line(line) for line in log[-LOG_KEPT:]]
        except ValueError as exc:
            raise ValueError(f"damaged saved match: {exc}") from None
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"damaged saved match: {type(exc).__name__}: {exc}") from None
        if match.players != len(config.seats):
            raise ValueError("damaged saved match: seats and match disagree")
        if match.rules != config.rules:
            if config.rules.for_next_hand(match.rules) != match.rules:
                raise ValueError("damaged saved match: the rules of the seats and of the match disagree")
            # house rules changed in the match (saved before `next_hand` kept the seats' rules in step)
            config = replace(config, rules=match.rules)
        session = cls(config, match, seed, key, float(started_at))
        session.recorded_hands = recorded
        session.log = lines
        saved = [normal_name(s["name"]) for s in data["config"]["seats"]]
        session.renamed = {old: seat.name for old, seat in zip(saved, config.seats, strict=True)
                           if name_key(old) != name_key(seat.name)}
        return session


def _whole(what: str, value: Any, *, optional: bool = False, low: int | None = 0) -> Any:
    """Return `value` when it is a whole number (not a bool) of at least `low`; None too if `optional`."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
        raise ValueError(f"{what}: not a whole number{'' if low is None else f' from {low}'}: {value!r}")
    return value


def _text(what: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what}: not text: {value!r}")
    return value
