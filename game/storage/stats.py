"""Statistics of every finished hand and match, kept in SQLite (the standard library's sqlite3).

Recording takes plain data (seat names and kinds, rules as a dict, seat numbers and points), so the
UI calls it straight from a `MatchConfig` and a `Match` without the storage knowing the model.

A *game* on the statistics screen is a finished match; a single-hand game is a match of one hand
(record it with `record_hand` and then `record_match`). Every person at the table gets a row of their
own (`person` names them, `human_seat` is their seat, `human_won` says whether they, or with teams their
team, won), so the queries count a person's games by name (`person=`). CPU-only games (the demo) may
be recorded with no people and are kept but not counted.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

from game.names import name_key, normal_name
from game.storage.settings import rules_label
from game.storage.stats_file import StatsFile
from game.storage.stats_rows import (
    DIFFICULTY_ORDER,
    LABEL_LIMIT,
    MIXED,
    PEOPLE_ONLY,
    SEAT_KINDS,
    SOLO,
    TEAMS,
    UNITS,
    HasToDict,
    Result,
    RulesLike,
    Seat,
    SeatLike,
    Summary,
    Tally,
    Unit,
    _check_row,
    _Row,
    _rules_dict,
    _seat,
    _seat_index,
    _teams,
    _who_columns,
    _whole,
    current_run,
    difficulty_of,
    longest_run,
)
from game.storage.stats_schema import _SCHEMA, EDITION_NAMES, SCHEMA_VERSION

__all__ = [
    "DIFFICULTY_ORDER",
    "EDITION_NAMES",
    "MIXED",
    "PEOPLE_ONLY",
    "SCHEMA_VERSION",
    "SEAT_KINDS",
    "SOLO",
    "TEAMS",
    "UNITS",
    "_SCHEMA",
    "HasToDict",
    "Result",
    "RulesLike",
    "Seat",
    "SeatLike",
    "Stats",
    "Summary",
    "Tally",
    "Unit",
    "current_run",
    "difficulty_of",
    "longest_run",
]

log = logging.getLogger(__name__)


class Stats(StatsFile):
    """The statistics database. Never raises for a file problem: it tells `notify` and goes on.

    `path=None` keeps everything in memory (used when the data folder cannot be written);
    `read_only=True` reads the file and never writes it (another copy of the game owns the folder).
    Writes go through a queue to a thread of their own (see `record_hand`); `flush` waits for it and
    `close` gives it a few seconds to finish.
    """

    # -- recording ----------------------------------------------------------------------------------

    def record_hand(
        self,
        *,
        rules: RulesLike,
        seats: Sequence[Seat],
        human: int | None,
        winner: int | None,
        points: int,
        turns: int,
        scores: Sequence[int] | None = None,
        match_key: str | None = None,
        hand_number: int | None = None,
        finished_at: float | None = None,
        people: Sequence[int] | None = None,
    ) -> bool:
        """Record one finished hand; return True when it is (or will be) written, False if it cannot be.

        The rows are written by a thread of their own, so that a database another program holds never
        stalls the caller (the frame): they are kept in a queue and tried again until the database is
        free. Queries wait for what is queued unless the database is busy.

        - `rules`: the hand's `Rules` (or its `to_dict()`); the rule-set label is worked out here.
        - `seats`: every seat in order, as `(name, kind)` or objects with `.name` / `.kind`
          (kind "human", "random", "easy", "normal" or "hard").
        - `human`: the (first) person's seat, or None for a CPU-only game (kept, but not counted).
        - `people`: every person's seat (`MatchConfig.people`); each gets a row under their name. None:
          only `human`'s.
        - `winner`: the seat that went out, None when the hand ended drawn. With `rules` in teams a
          person wins when the winner is on that person's team (even or odd seats).
        - `points`: what the winner scored (`Game.round_points()`, 0 for a drawn hand).
        - `turns`: the number of actions in the hand.
        - `scores`: the match's running totals after this hand (`Match.scores`), if any.
        - `match_key` / `hand_number`: tie the hand to its match (any text the caller keeps in the
          saved session, e.g. a uuid) and its place in it (1 = first).
        - `finished_at`: Unix time; now when None.

        Raises ValueError for arguments that do not fit together (a programming error).
        """
        names, kinds = self._seats(seats)
        players = len(kinds)
        who = self._people(human, people, players)
        winner = _seat_index("winner", winner, players)
        points = _whole("points", points)
        turns = _whole("turns", turns)
        if scores is not None:
            scores = self._scores(scores, players)
        if hand_number is not None:
            _whole("hand_number", hand_number)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        ok = True
        for seat in who:
            ok = self._submit(
                "INSERT INTO hands (match_key, hand_number, finished_at, rules_json, rule_set, players, "
                "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
                "person, person_key, points, scores_json, turns, edition) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_key,
                    hand_number,
                    self._clock() if finished_at is None else float(finished_at),
                    json.dumps(rules_d, sort_keys=True),
                    rules_label(rules_d),
                    players,
                    *_who_columns(names, kinds, seat, winner, teams),
                    points if winner is not None else 0,
                    None if scores is None else json.dumps(list(scores)),
                    turns,
                    _edition(rules_d),
                ),
            ) and ok
        return ok

    def record_match(
        self,
        *,
        rules: RulesLike,
        seats: Sequence[Seat],
        human: int | None,
        winner: int | None,
        scores: Sequence[int],
        hands: int,
        turns: int | None = None,
        single_hand: bool = False,
        match_key: str | None = None,
        started_at: float | None = None,
        finished_at: float | None = None,
        people: Sequence[int] | None = None,
        abandoned: bool = False,
    ) -> bool:
        """Record one finished match (a single-hand game too); return True when it is (or will be) written.

        `rules`, `seats`, `human`, `people`, `match_key` and `finished_at` as in `record_hand` (a row per
        person); `winner` is the match's winner (None if nobody won, e.g. a single hand that ended
        drawn); `scores` the final points of every seat (`Match.scores`); `hands` how many hands were
        played; `turns` the actions of all of them (None: summed from the hands recorded with the same
        `match_key`); `single_hand` whether it was a one-hand game; `started_at` Unix time of the first
        deal; `abandoned` that it was given up for a new game (`winner` None: a match not won).
        """
        names, kinds = self._seats(seats)
        players = len(kinds)
        who = self._people(human, people, players)
        winner = _seat_index("winner", winner, players)
        score_list = self._scores(scores, players)
        hands = _whole("hands", hands)
        if turns is None:
            # The hands of the match recorded for this person (a hand has a row per person).
            turns_sql = ("(SELECT COALESCE(SUM(turns), 0) FROM hands WHERE match_key IS ? AND match_key IS NOT NULL "
                         "AND person_key IS ?)")
        else:
            turns_sql = "?"
            turns = _whole("turns", turns)
        rules_d = _rules_dict(rules)
        teams = _teams(rules_d, players)
        ok = True
        for seat in who:
            key = None if seat is None else name_key(names[seat])
            ok = self._submit(
                "INSERT INTO matches (match_key, started_at, finished_at, rules_json, rule_set, single_hand, players, "
                "seats_json, human_seat, difficulty, winner_seat, winner_name, human_won, teams, winning_team, "
                "person, person_key, scores_json, human_points, edition, abandoned, "
                f"hands, turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, {turns_sql})",
                (
                    match_key,
                    None if started_at is None else float(started_at),
                    self._clock() if finished_at is None else float(finished_at),
                    json.dumps(rules_d, sort_keys=True),
                    rules_label(rules_d),
                    int(bool(single_hand)),
                    players,
                    *_who_columns(names, kinds, seat, winner, teams),
                    json.dumps(score_list),
                    0 if seat is None else score_list[seat],
                    _edition(rules_d),
                    int(bool(abandoned) and winner is None),
                    hands,
                    *((match_key, key) if turns is None else (turns,)),
                ),
            ) and ok
        return ok

    def record_guided(self, name: str) -> bool:
        """Note a guided first hand played to its end by `name` (it counts as no game: the screen says so)."""
        name = normal_name(name) or name
        return self._submit("INSERT INTO guided (finished_at, person, person_key) VALUES (?, ?, ?)",
                            (self._clock(), name, name_key(name)))

    @staticmethod
    def _people(human: int | None, people: Sequence[int] | None, players: int) -> list[int | None]:
        """Return the seats that get a row: every person's (each once, in seat order); [None] for a demo."""
        human = _seat_index("human", human, players)
        chosen: Sequence[int | None] = people if people is not None else () if human is None else (human,)
        seats: list[int] = []
        for seat in chosen:
            index = _seat_index("a person's seat", seat, players)
            if index is None or index in seats:
                raise ValueError(f"people must be distinct seats, got {people!r}")
            seats.append(index)
        if human is not None and human not in seats:
            raise ValueError(f"human seat {human} is not among the people {list(seats)!r}")
        out: list[int | None] = [*sorted(seats)]
        return out or [None]

    @staticmethod
    def _seats(seats: Sequence[Seat]) -> tuple[list[str], list[str]]:
        pairs = [_seat(seat) for seat in seats]
        if not 2 <= len(pairs) <= 10:
            raise ValueError(f"a game has 2 to 10 seats, got {len(pairs)}")
        return [p[0] for p in pairs], [p[1] for p in pairs]

    @staticmethod
    def _scores(scores: Sequence[int], players: int) -> list[int]:
        out = [_whole("score", s) for s in scores]
        if len(out) != players:
            raise ValueError(f"scores must have one entry per seat ({players}), got {len(out)}")
        return out

    def rename_in_match(self, match_key: str, old: str, new: str) -> bool:
        """Give the rows of `match_key` recorded under the person `old` to `new` (a saved match whose person
        was named again as it was read: `Session.renamed`), so that the whole match is one person's; that
        person's rows of every other game stay theirs. Return True when it is (or will be) written."""
        if not all(isinstance(v, str) and v.strip() for v in (match_key, old, new)):
            raise ValueError("a match key and two names are needed")
        ok = True
        for table in ("hands", "matches"):
            ok = self._submit(f"UPDATE {table} SET person = ?, person_key = ? WHERE match_key = ? AND person_key = ?",
                              (new, name_key(new), match_key, name_key(old))) and ok
        return ok

    def clear(self) -> None:
        """Forget every recorded game (the player's "reset statistics")."""
        for table in ("hands", "matches", "guided"):
            self._submit(f"DELETE FROM {table}", ())

    # -- queries for the statistics screen -------------------------------------------------------

    @staticmethod
    def _table(unit: Unit) -> str:
        if unit not in UNITS:
            raise ValueError(f"unit must be 'matches' or 'hands', got {unit!r}")
        return unit

    def _good(self, unit: Unit) -> str:
        """Return the SQL condition a row of the person's must meet to be counted (see `_check_row`).

        Rows are of our schema but may hold anything (SQLite keeps text in a numeric column, infinity
        in a real one): every value the queries use is checked by type and range in SQL, so that
        the counting stays in the database; what fails is left out and reported by `_report_bad`.
        """
        points = "human_points" if self._table(unit) == "matches" else "points"
        return (
            "human_seat IS NOT NULL AND typeof(human_seat) = 'integer' AND typeof(players) = 'integer' "
            "AND players BETWEEN 2 AND 10 AND human_seat >= 0 AND human_seat < players "
            "AND typeof(finished_at) IN ('integer', 'real') AND finished_at BETWEEN -1e300 AND 1e300 "
            "AND typeof(human_won) = 'integer' AND human_won IN (0, 1) "
            f"AND typeof({points}) = 'integer' AND {points} >= 0 "
            "AND typeof(difficulty) = 'text' AND typeof(rule_set) = 'text' "
            # Labels are drawn on the statistics screen: no null character (it stops the font), short.
            f"AND instr(difficulty, char(0)) = 0 AND instr(rule_set, char(0)) = 0 "
            f"AND length(difficulty) <= {LABEL_LIMIT} AND length(rule_set) <= {LABEL_LIMIT}"
        )

    def _report_bad(self, unit: Unit) -> None:
        """Tell the player once how many of the people's rows were left out as damaged."""
        table = self._table(unit)
        rows = self._query(f"SELECT COUNT(*) FROM {table} WHERE human_seat IS NOT NULL AND NOT ({self._good(unit)})")
        bad = int(rows[0][0]) if rows else 0
        if not bad:
            return
        key = f"{table}:{bad}"
        if key in self._reported:
            return
        self._reported.add(key)
        log.warning("%d damaged rows in the %s of %s were left out", bad, table, self.path)
        noun = "match" if table == "matches" else "hand"
        self._notify(f"{bad} damaged {noun} record{'s' if bad != 1 else ''} in your statistics "
                     f"{'were' if bad != 1 else 'was'} left out.")

    @staticmethod
    def _whose(person: str | None) -> tuple[str, tuple[Any, ...]]:
        """Return the SQL condition (and its value) for `person`'s rows; everyone's when None."""
        if person is None:
            return "", ()
        if not isinstance(person, str):
            raise ValueError(f"person must be a name or None, got {person!r}")
        return " AND person_key = ?", (name_key(person),)

    def _rows(self, unit: Unit, person: str | None = None) -> list[_Row]:
        """Return the games (of `person`, or of everyone), checked, oldest first (a bad row is left out)."""
        table = self._table(unit)
        points = "human_points" if table == "matches" else "points"
        whose, value = self._whose(person)
        raw = self._query(
            f"SELECT id, finished_at, human_won, difficulty, rule_set, {points}, human_seat, players "
            f"FROM {table} WHERE {self._good(unit)}{whose} ORDER BY finished_at, id", value
        )
        self._report_bad(unit)
        return [row for row in (_check_row(values, unit) for values in raw) if row is not None]

    def people(self) -> list[str]:
        """Return the names of the people who played at this computer, the latest to play first."""
        rows = (
            "SELECT person, person_key, finished_at, id FROM matches UNION ALL "
            "SELECT person, person_key, finished_at, id FROM hands"
        )
        sound = (
            "typeof(person) = 'text' AND length(trim(person)) BETWEEN 1 AND 64 AND instr(person, char(0)) = 0 "
            "AND typeof(person_key) = 'text' AND typeof(finished_at) IN ('integer', 'real')"
        )
        # SQLite gives a bare column the value of the row that MIN() picked: the spelling used first.
        first = {key: name for key, name, _first in self._query(
            f"SELECT person_key, person, MIN(finished_at) FROM ({rows}) WHERE {sound} GROUP BY person_key"
        )}
        latest = self._query(
            f"SELECT person_key, MAX(finished_at) AS last FROM ({rows}) WHERE {sound} "
            "GROUP BY person_key ORDER BY last DESC, person_key"
        )
        names = [str(first.get(key, "")) for key, _last in latest]
        return [name for name in names if name and name.isprintable()]

    def totals(self, unit: Unit = "matches", person: str | None = None) -> Tally:
        """Return the games and wins of `person` (everyone's rows when None) over everything recorded."""
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT COUNT(*), COALESCE(SUM(human_won), 0) FROM {table} WHERE {self._good(unit)}{whose}", value
        )
        self._report_bad(unit)
        games, wins = rows[0] if rows else (0, 0)
        return Tally("All", int(games), int(wins))

    def _grouped(self, unit: Unit, column: str, person: str | None = None, where: str = "",
                 values: tuple[Any, ...] = ()) -> list[Tally]:
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT {column}, COUNT(*), SUM(human_won) FROM {table} WHERE {self._good(unit)}{whose}{where} "
            f"GROUP BY {column}",
            (*value, *values),
        )
        self._report_bad(unit)
        return [Tally(str(label), int(games), int(wins)) for label, games, wins in rows]

    def by_difficulty(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return a row per CPU difficulty played (random, easy, normal, hard, mixed, people
        only, in that order)."""
        order = {name: i for i, name in enumerate(DIFFICULTY_ORDER)}
        return sorted(self._grouped(unit, "difficulty", person),
                      key=lambda t: (order.get(t.label, len(order)), t.label))

    def by_rule_set(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return a row per rule set played, most played first (then by name)."""
        return sorted(self._grouped(unit, "rule_set", person), key=lambda t: (-t.games, t.label))

    def by_play(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return the solo games ("solo") and the team games ("teams": won = won by the person's team).

        A kind not played has no row; solo comes first.
        """
        rows = {t.label: t for t in self._grouped(unit, "teams", person, " AND teams IN (0, 1)")}
        return [Tally(label, rows[key].games, rows[key].wins)
                for key, label in (("0", SOLO), ("1", TEAMS)) if key in rows]

    def by_edition(self, unit: Unit = "matches", person: str | None = None) -> list[Tally]:
        """Return a row per deck played ("classic", "2018", "flip", in that order; a deck not played has
        none): UNO Flip! games told apart from the others."""
        order = {name: i for i, name in enumerate(EDITION_NAMES)}
        rows = self._grouped(unit, "edition", person, f" AND edition IN ({', '.join('?' * len(EDITION_NAMES))})",
                             EDITION_NAMES)
        return sorted(rows, key=lambda t: order.get(t.label, len(order)))

    def _wins_in_order(self, unit: Unit, person: str | None = None) -> list[bool]:
        table = self._table(unit)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT human_won FROM {table} WHERE {self._good(unit)}{whose} ORDER BY finished_at, id", value
        )
        self._report_bad(unit)
        return [r[0] == 1 for r in rows]

    def longest_run(self, unit: Unit = "matches", person: str | None = None) -> int:
        """Return the longest run of consecutive wins (a drawn hand breaks a run)."""
        return longest_run(self._wins_in_order(unit, person))

    def current_run(self, unit: Unit = "matches", person: str | None = None) -> int:
        """Return the wins in a row up to the latest game."""
        return current_run(self._wins_in_order(unit, person))

    def results_over_time(self, unit: Unit = "matches", limit: int | None = None,
                          person: str | None = None) -> list[Result]:
        """Return (timestamp, won, points) per game, oldest first; `limit` keeps only the latest ones.

        Points are the person's: a match's final score, or a hand's points when the person won it
        (0 when lost).
        """
        rows = self._rows(unit, person)
        if limit is not None:
            limit = _whole("limit", limit)
            rows = rows[len(rows) - limit:] if limit else []
        return [Result(r.finished_at, r.won, r.points) for r in rows]

    def summary(self, person: str | None = None) -> Summary:
        """Return the totals, runs and points for the header of the statistics screen."""
        match_wins = self._wins_in_order("matches", person)
        hand_wins = self._wins_in_order("hands", person)
        whose, value = self._whose(person)
        rows = self._query(
            f"SELECT TOTAL(points) FROM hands WHERE {self._good('hands')}{whose} AND human_won = 1", value
        )
        given_up = self._query(f"SELECT COUNT(*) FROM matches WHERE {self._good('matches')}{whose} "
                               "AND abandoned = 1 AND human_won = 0", value)
        guided = self._query(f"SELECT COUNT(*) FROM guided WHERE 1{whose}", value)
        return Summary(
            matches=Tally("All", len(match_wins), sum(match_wins)),
            hands=Tally("All", len(hand_wins), sum(hand_wins)),
            longest_match_run=longest_run(match_wins),
            longest_hand_run=longest_run(hand_wins),
            current_match_run=current_run(match_wins),
            current_hand_run=current_run(hand_wins),
            points=int(rows[0][0]) if rows else 0,
            abandoned=int(given_up[0][0]) if given_up else 0,
            guided=int(guided[0][0]) if guided else 0,
        )


def _edition(rules: dict[str, Any]) -> str:
    """Return the deck `rules` play with, as a row records it; ValueError for one the statistics do not know."""
    edition = rules.get("edition", "classic")
    if edition not in EDITION_NAMES:
        raise ValueError(f"edition must be one of {', '.join(EDITION_NAMES)}, got {edition!r}")
    return str(edition)
