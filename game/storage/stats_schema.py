"""The statistics database's schema: its version, its tables, and the migrations of older files."""
from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable

from game.names import name_key, normal_name

SCHEMA_VERSION = 7
"""`PRAGMA user_version` of the database; a file with a higher number comes from a newer game.

2: every row says whether it was played in teams (`teams`) and which team won (`winning_team`); with
teams `human_won` means the person's team won. A version 1 file gains the two columns on opening (its
games were all played without teams).
3: a row per person at the table (pass-and-play), named by `person`. A version 2 file gains the column
on opening, and each of its games belongs to the name recorded at its human seat.
4: one normal form of a name (`game.names`): `person` is kept in NFC with its spaces collapsed, and
`person_key` (its full Unicode case folding, which SQLite's NOCASE cannot do) says whose row it is. A
version 3 file gains the column on opening, its names are brought to the normal form, and rows whose
names now fall together ("émile" and "ÉMILE", "Mia  Leo" and "Mia Leo") count as one person's, shown
with the spelling used first.
5: every row says which deck it was played with (`edition`: "classic", "2018" or "flip"), so that the
statistics tell UNO Flip! games apart. A version 4 file gains the column on opening; each row takes the
deck its rules say (`rules_json`), and a row whose rules name none (or none known) is a classic game.
6: a game with no CPU at all (pass-and-play among people only) is filed under its own `difficulty`,
"people", not "mixed". A version 5 file's "mixed" rows whose seats (`seats_json`) show only people are
refiled (`_file_people_only`); a row whose seats cannot be read stays "mixed".
7: a match given up for a new game says so (`abandoned`: 1), so that the statistics screen can say how
many of the games not won were left unfinished; and each guided first hand played to its end is noted
(table `guided`: when, and by whom), so that the screen can say it is not counted. A version 6 file
gains both; its abandoned matches are found as they were recorded (`_mark_abandoned`): no winner in a
match to a target score (such a match always ends with one), or none and no hand finished in a single
hand (a drawn single hand has one). Its guided hands were never noted: none is known. Its rule sets are
named again without the deck (`_relabel_rule_sets`): Party with the UNO Flip! deck is Party."""


def _name_the_people(conn: sqlite3.Connection) -> None:
    """Give every row of a version 2 file the name recorded at its human seat (in Python: no JSON1 needed).

    A row whose seats cannot be read keeps no name: it still counts in everyone's totals (`person=None`).
    """
    for table in ("matches", "hands"):
        named: list[tuple[str, int]] = []
        for row_id, seats_json, seat in conn.execute(f"SELECT id, seats_json, human_seat FROM {table}"):
            if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(seats_json, str):
                continue
            try:
                seats = json.loads(seats_json)
                name = seats[seat]["name"] if 0 <= seat < len(seats) else None
            except (ValueError, TypeError, KeyError, IndexError):
                continue
            if isinstance(name, str) and name.strip():
                named.append((name, row_id))
        conn.executemany(f"UPDATE {table} SET person = ? WHERE id = ?", named)


def _key_the_people(conn: sqlite3.Connection) -> None:
    """Bring every row's name of a version 3 file to the normal form and give it its `person_key`.

    A name that is not text (a damaged row) keeps no key: it counts in everyone's totals only.
    """
    for table in ("matches", "hands"):
        keyed: list[tuple[str, str, int]] = []
        for row_id, person in conn.execute(f"SELECT id, person FROM {table} WHERE typeof(person) = 'text'"):
            name = normal_name(person)
            if name:
                keyed.append((name, name_key(name), row_id))
        conn.executemany(f"UPDATE {table} SET person = ?, person_key = ? WHERE id = ?", keyed)


EDITION_NAMES = ("classic", "2018", "flip")
"""The decks a row may name (`Rules.edition`'s values), in the order the statistics list them."""


def edition_of_rules(rules_json: object) -> str:
    """Return the deck a row's `rules_json` names ("classic" when it names none we know, or cannot be read)."""
    if isinstance(rules_json, str):
        try:
            edition = json.loads(rules_json).get("edition")
        except (ValueError, AttributeError):
            return "classic"
        if edition in EDITION_NAMES:
            return str(edition)
    return "classic"


def _name_the_decks(conn: sqlite3.Connection) -> None:
    """Give every row of a version 4 file the deck its rules name (classic when they name none)."""
    for table in ("matches", "hands"):
        decks = [(edition_of_rules(rules), row_id) for row_id, rules in conn.execute(f"SELECT id, rules_json FROM {table}")]
        conn.executemany(f"UPDATE {table} SET edition = ? WHERE id = ?", [d for d in decks if d[0] != "classic"])


def _file_people_only(conn: sqlite3.Connection) -> None:
    """Refile the "mixed" rows of a version 5 file that had no CPU seat under "people" (their seats say so)."""
    for table in ("matches", "hands"):
        refiled: list[tuple[int]] = []
        for row_id, seats_json in conn.execute(f"SELECT id, seats_json FROM {table} WHERE difficulty = 'mixed'"):
            if not isinstance(seats_json, str):
                continue
            try:
                kinds = [seat["kind"] for seat in json.loads(seats_json)]
            except (ValueError, TypeError, KeyError):
                continue
            if len(kinds) >= 2 and all(kind == "human" for kind in kinds):
                refiled.append((row_id,))
        conn.executemany(f"UPDATE {table} SET difficulty = 'people' WHERE id = ?", refiled)


def _mark_abandoned(conn: sqlite3.Connection) -> None:
    """Mark the matches of a version 6 file that were given up for a new game, as `record_abandoned` wrote
    them: a person's row with no winner, in a match to a target score or in a single hand with no hand
    finished."""
    conn.execute("UPDATE matches SET abandoned = 1 WHERE winner_seat IS NULL AND human_seat IS NOT NULL "
                 "AND (single_hand = 0 OR hands = 0)")


def _relabel_rule_sets(conn: sqlite3.Connection) -> None:
    """Name the rule set of each row of a version 6 file without its deck: the deck is no house rule
    (`game.storage.settings.NOT_HOUSE_RULES`), so Party played with UNO Flip! is Party, its deck apart."""
    from game.storage.settings import rules_label

    for table in ("matches", "hands"):
        labels: list[tuple[str, int]] = []
        for row_id, rules_json, label in conn.execute(f"SELECT id, rules_json, rule_set FROM {table}"):
            try:
                rules = json.loads(rules_json) if isinstance(rules_json, str) else None
            except ValueError:
                continue
            if isinstance(rules, dict) and (new := rules_label(rules)) != label and new != "Custom: ?":
                labels.append((new, row_id))
        conn.executemany(f"UPDATE {table} SET rule_set = ? WHERE id = ?", labels)


def _make_guided(conn: sqlite3.Connection) -> None:
    """Make the table of guided first hands (`_GUIDED`) in a version 6 file: none is known."""
    conn.execute(_GUIDED)


Migration = str | Callable[[sqlite3.Connection], None]
_MIGRATIONS: dict[int, tuple[Migration, ...]] = {
    1: tuple(
        f"ALTER TABLE {table} ADD COLUMN {column}"
        for table in ("matches", "hands")
        for column in ("teams INTEGER NOT NULL DEFAULT 0", "winning_team INTEGER")
    ),
    2: (
        "ALTER TABLE matches ADD COLUMN person TEXT COLLATE NOCASE",
        "ALTER TABLE hands ADD COLUMN person TEXT COLLATE NOCASE",
        _name_the_people,
    ),
    3: (
        "ALTER TABLE matches ADD COLUMN person_key TEXT",
        "ALTER TABLE hands ADD COLUMN person_key TEXT",
        _key_the_people,
    ),
    4: (
        "ALTER TABLE matches ADD COLUMN edition TEXT NOT NULL DEFAULT 'classic'",
        "ALTER TABLE hands ADD COLUMN edition TEXT NOT NULL DEFAULT 'classic'",
        _name_the_decks,
    ),
    5: (_file_people_only,),
    6: (
        "ALTER TABLE matches ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0",
        _mark_abandoned,
        _relabel_rule_sets,
        _make_guided,
    ),
}
"""The statements (or functions) that bring a database of each older version up to the next."""


_SCHEMA: dict[str, str] = {
    "matches": """
        CREATE TABLE matches (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            match_key TEXT,              -- the caller's id of the match, shared with its hands
            started_at REAL,             -- Unix time, seconds
            finished_at REAL NOT NULL,
            rules_json TEXT NOT NULL,    -- Rules.to_dict()
            rule_set TEXT NOT NULL,      -- "Official", "Party", "Custom: stacking+seven_o"
            single_hand INTEGER NOT NULL,
            players INTEGER NOT NULL,
            seats_json TEXT NOT NULL,    -- [{"name": ..., "kind": "human"|"easy"|...}, ...]
            human_seat INTEGER,          -- NULL: no person played (demo)
            difficulty TEXT NOT NULL,    -- the CPUs' difficulty, "mixed" or "people" (no CPU)
            winner_seat INTEGER,         -- NULL: no winner
            winner_name TEXT,
            human_won INTEGER NOT NULL,  -- with teams: the person's team won
            teams INTEGER NOT NULL DEFAULT 0,  -- 1: played in two teams (even seats, odd seats)
            winning_team INTEGER,        -- with teams: 0 (even seats) or 1 (odd seats); else NULL
            person TEXT COLLATE NOCASE,  -- the name of the person this row is about (NULL: demo)
            person_key TEXT,             -- game.names.name_key(person): whose row it is
            edition TEXT NOT NULL DEFAULT 'classic',  -- the deck: "classic", "2018" or "flip"
            abandoned INTEGER NOT NULL DEFAULT 0,  -- 1: given up for a new game (a match not won)
            scores_json TEXT NOT NULL,   -- final points of every seat
            human_points INTEGER NOT NULL,
            hands INTEGER NOT NULL,
            turns INTEGER NOT NULL
        )""",
    "hands": """
        CREATE TABLE hands (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            match_key TEXT,
            hand_number INTEGER,         -- 1 for the first hand of a match
            finished_at REAL NOT NULL,
            rules_json TEXT NOT NULL,
            rule_set TEXT NOT NULL,
            players INTEGER NOT NULL,
            seats_json TEXT NOT NULL,
            human_seat INTEGER,
            difficulty TEXT NOT NULL,
            winner_seat INTEGER,         -- NULL: the hand ended drawn
            winner_name TEXT,
            human_won INTEGER NOT NULL,  -- with teams: the person's team won
            teams INTEGER NOT NULL DEFAULT 0,
            winning_team INTEGER,
            person TEXT COLLATE NOCASE,  -- the name of the person this row is about (NULL: demo)
            person_key TEXT,             -- game.names.name_key(person): whose row it is
            edition TEXT NOT NULL DEFAULT 'classic',  -- the deck: "classic", "2018" or "flip"
            points INTEGER NOT NULL,     -- what the winner scored (Game.round_points())
            scores_json TEXT,            -- the match's running totals after this hand
            turns INTEGER NOT NULL
        )""",
}
_GUIDED = """
        CREATE TABLE guided (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            finished_at REAL NOT NULL,   -- a guided first hand played to its end (never counted as a game)
            person TEXT COLLATE NOCASE,  -- who played it
            person_key TEXT
        )"""
"""The table of guided first hands (version 7), beside the games' tables `_SCHEMA`."""
_INDEXES = (
    "CREATE INDEX matches_finished ON matches(finished_at, id)",
    "CREATE INDEX hands_finished ON hands(finished_at, id)",
)

# The columns each table must have, read off the schema above.
_COLUMNS: dict[str, frozenset[str]] = {
    table: frozenset(re.findall(r"^\s+([a-z_]+) [A-Z]", sql, re.MULTILINE))
    for table, sql in {**_SCHEMA, "guided": _GUIDED}.items()
}


def create(conn: sqlite3.Connection) -> None:
    """Make the tables and indexes of the present version in an empty database."""
    with conn:
        for sql in (*_SCHEMA.values(), _GUIDED, *_INDEXES):
            conn.execute(sql)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

def inspect(conn: sqlite3.Connection) -> str | None:
    """Return None when the database is ours and sound, "empty", "newer" or "damaged".

    Raises sqlite3.Error or ValueError when reading it fails.
    """
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return "newer"
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    tables.discard("sqlite_sequence")
    if version == 0:
        return "damaged" if tables else "empty"  # tables without our version: not our file
    if version < SCHEMA_VERSION:
        if not {"matches", "hands"} <= tables:
            return "damaged"
        with conn:
            for old in range(version, SCHEMA_VERSION):
                for step in _MIGRATIONS[old]:
                    if isinstance(step, str):
                        conn.execute(step)
                    else:
                        step(conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    for table, columns in _COLUMNS.items():
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= present:
            return "damaged"
    if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        return "damaged"
    # Read every row once: damaged pages that quick_check lets through show here, not in a later
    # query. A row with values of the wrong kind is the queries' business: skipped and reported.
    for table in _COLUMNS:
        for _row in conn.execute(f"SELECT * FROM {table}"):
            pass
    return None
