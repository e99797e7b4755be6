"""The player's settings: one dataclass, read from and written to versioned JSON."""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from game.ai.base import LEVELS
from game.i18n import LANGUAGES
from game.model import RULE_PRESETS, Rules
from game.names import normal_name
from game.storage.bindings import clean_bindings, default_buttons, default_keys

SETTINGS_VERSION = 6
"""Format of `settings.json`; a file with a higher number comes from a newer game.

2: the table's looks (`felt`, `card_back`) and `reduce_motion`; a version 1 file is migrated
(`migrate`) to the defaults of those.
3: the rules may hold `teams` and `custom_wild` (a version 1 or 2 file reads as is: both take their
defaults).
4: `language`, the language the game speaks ("" follows the system); an older file is migrated
(`migrate_to_4`) to "", so it speaks the system's language as before it spoke English.
5: accessibility: `relaxed_timing`, `high_contrast`, `text_size` and the key and controller-button
bindings `keys` and `buttons` (`migrate_to_5` gives an older file their defaults)."""

LANGUAGE_CODES: tuple[str, ...] = ("", *LANGUAGES)
"""The `language` setting's values: "" (the system's language) or a shipped language's code."""

DIFFICULTIES: tuple[str, ...] = LEVELS
PRESETS: tuple[str, ...] = ("official", "party", "custom")
SORTS: tuple[str, ...] = ("none", "color", "number")
FELT_COLORS: tuple[str, ...] = ("green", "blue", "wine", "slate")
"""The table's felt colours (game.ui.palette.FELTS has their paint)."""
CARD_BACKS: tuple[str, ...] = ("red", "blue", "black", "green")
"""The card backs (game.ui.cardart.BACKS has their paint)."""

MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_NAME = 24
SPEED_RANGE = (0.5, 3.0)
SCALE_RANGE = (0.8, 1.5)
VOLUME_RANGE = (0.0, 1.0)
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)
"""The text sizes, in percent (version 4); a small window shows at most `game.ui.units.text_cap`."""
# The app keeps its window at 960x540 or more; anything from 320x240 up is accepted here so that a
# size the window manager forced on us never makes the whole file "damaged".
WINDOW_MIN = (320, 240)
WINDOW_MAX = 16384

# Switched on by the Party preset, on top of the official rules.
PARTY_SWITCHES: tuple[str, ...] = RULE_PRESETS["party"]


class UnknownVersionError(ValueError):
    """A settings or save file written by a newer version of the game."""


def official_rules() -> dict[str, Any]:
    """Return the official rules as a dict (`Rules().to_dict()`)."""
    return Rules().to_dict()


def party_rules() -> dict[str, Any]:
    """Return the Party preset: the official rules plus stacking, Seven-O and Jump-In."""
    return Rules.from_dict({name: True for name in PARTY_SWITCHES}).to_dict()


NOT_HOUSE_RULES: tuple[str, ...] = ("target_score", "edition")
"""The rules chosen beside a rule set, not part of it: the match length and the deck. Official or Party
played with the UNO Flip! deck, or to 300 points, is still Official or Party (`rules_label`), and
switching the rule set keeps them (`preset_rules`'s `keep`)."""


def preset_rules(preset: str, custom: Mapping[str, Any] | None = None,
                 keep: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Return the rules of a preset; "custom" is `custom` (the official rules when None).

    With `keep` (the rules in use), the match length and the deck (`NOT_HOUSE_RULES`) are taken from it.
    Raises ValueError for an unknown preset or invalid custom rules.
    """
    if preset == "official":
        rules = official_rules()
    elif preset == "party":
        rules = party_rules()
    elif preset == "custom":
        rules = official_rules() if custom is None else Rules.from_dict(dict(custom)).to_dict()
    else:
        raise ValueError(f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
    if keep is not None:
        rules.update({name: keep[name] for name in NOT_HOUSE_RULES if name in keep})
        rules = Rules.from_dict(rules).to_dict()
    return rules


def rules_label(rules: Mapping[str, Any]) -> str:
    """Return a short name for a rule set: "Official", "Party" or "Custom: stacking+seven_o".

    The match length and the deck (`NOT_HOUSE_RULES`) are not part of the rule set: a statistics row
    names its deck apart. Rules that are not valid are labelled "Custom: ?" rather than raising, so a
    statistics row can always be named.
    """
    try:
        normal = Rules.from_dict(dict(rules)).to_dict()
    except (ValueError, TypeError):
        return "Custom: ?"
    official = official_rules()
    party = party_rules()
    for name in NOT_HOUSE_RULES:
        normal.pop(name, None)
        official.pop(name, None)
        party.pop(name, None)
    if normal == official:
        return "Official"
    if normal == party:
        return "Party"
    parts: list[str] = []
    for key, base in official.items():
        value = normal.get(key, base)
        if value == base:
            continue
        parts.append(key if value is True else f"{key}={'none' if value is None else value}".lower())
    return "Custom: " + "+".join(parts)


def _default_rules() -> dict[str, Any]:
    return official_rules()


@dataclass
class Settings:
    """Everything the player chooses; `Settings()` are the defaults of a new install."""

    player_name: str = "You"
    players: int = 4  # 2..10 seats, you included
    difficulty: str = "normal"  # random|easy|normal|hard, for every CPU
    seat_difficulties: list[str] | None = None  # per CPU seat, overrides difficulty (see cpu_kinds)
    single_hand: bool = False  # True: one hand; False: a match to rules["target_score"]
    preset: str = "official"  # official|party|custom
    rules: dict[str, Any] = field(default_factory=_default_rules)  # Rules.to_dict() in force
    custom_rules: dict[str, Any] | None = None  # the player's own preset
    cpu_speed: float = 1.0  # 0.5..3
    anim_speed: float = 1.0  # 0.5..3
    highlight_playable: bool = True
    auto_sort: str = "none"  # none|color|number
    confirm_bluff: bool = True
    hints: bool = True
    master_volume: float = 0.8  # 0..1
    effects_volume: float = 0.8  # 0..1
    muted: bool = False
    fullscreen: bool = False
    colorblind: bool = False
    ui_scale: float = 1.0  # 0.8..1.5
    window_size: tuple[int, int] = (1280, 720)
    felt: str = "green"  # green|blue|wine|slate (version 2)
    card_back: str = "red"  # red|blue|black|green (version 2)
    reduce_motion: bool = False  # no table nudge, no celebration bounce (version 2)
    language: str = ""  # "" follows the system, else a code of game.i18n.LANGUAGES (version 4)
    relaxed_timing: bool = False  # the CPUs wait for a person's out-of-turn chance to pass (version 5)
    high_contrast: bool = False  # card faces in high contrast (version 5)
    text_size: int = 100  # percent: 100|125|150 (version 5)
    keys: dict[str, str] = field(default_factory=default_keys)  # action -> key name (version 5)
    buttons: dict[str, str] = field(default_factory=default_buttons)  # action -> button name (version 5)
    # the people at the last table set up on New game, each (seat, name), when there were several or the one
    # sat elsewhere than first; None: one person, first, named player_name (version 6)
    people: list[tuple[int, str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict with `"version"`; raises ValueError when a field is invalid."""
        self.validate()
        out: dict[str, Any] = {"version": SETTINGS_VERSION}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, dict):
                value = dict(value)
            elif isinstance(value, (list, tuple)):
                value = [list(v) if isinstance(v, tuple) else v for v in value]
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Settings:
        """Read a dict from `to_dict`; keys left out take their defaults.

        Raises ValueError naming the key for an unknown key or a wrong type or value, and
        UnknownVersionError (a ValueError) when `"version"` is newer than this game knows.
        """
        settings, problems = cls.from_dict_keeping(data)
        if problems:
            raise ValueError(problems[0])
        return settings

    @classmethod
    def from_dict_keeping(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Read a dict from `to_dict` keeping every valid field: a bad or unknown one takes its default.

        Returns the settings and one line per field left out ("player_name: must be ..."), in the
        file's order. Raises ValueError when `data` is not an object or its `"version"` is not a
        version (the fields cannot be read at all), UnknownVersionError when it is newer than this game.
        """
        if not isinstance(data, Mapping):
            raise ValueError(f"settings must be an object, got {type(data).__name__}")
        version = data.get("version", SETTINGS_VERSION)
        if not _is_int(version) or version < 1:
            raise ValueError(f"version: must be a whole number from 1, got {version!r}")
        if version > SETTINGS_VERSION:
            raise UnknownVersionError(f"version: {version} is newer than this game knows ({SETTINGS_VERSION})")
        data = migrate(data, version)
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        problems: list[str] = []
        for key, value in data.items():
            if key == "version":
                continue
            try:
                if not isinstance(key, str) or key not in known:
                    raise ValueError(f"{str(key)[:40]}: unknown setting")
                values[key] = _clean(key, value)
            except ValueError as exc:
                problems.append(str(exc))
        settings = cls(**values)
        settings.validate()
        return settings, problems

    def validate(self) -> None:
        """Raise ValueError naming the first field of a wrong type or out of range; normalise the rest."""
        for f in fields(self):
            setattr(self, f.name, _clean(f.name, getattr(self, f.name)))

    def cpu_kinds(self) -> list[str]:
        """Return the difficulty of each CPU seat, `players - 1` of them.

        `seat_difficulties` gives the first ones (it may be shorter or longer than the table, so that
        changing the number of players keeps the choices); the rest play at `difficulty`.
        """
        count = self.players - 1
        chosen = list(self.seat_difficulties or [])[:count]
        return chosen + [self.difficulty] * (count - len(chosen))

    def set_rule(self, name: str, value: Any) -> Rules:
        """Change one rule and return the rules now in force; raise ValueError (the model's reason) when the
        value is not one the rule takes, changing nothing.

        The rule set becomes the player's own ("custom"), or Official or Party when the switches are
        theirs (`rules_label`). The deck and the match length (`NOT_HOUSE_RULES`) are chosen beside the
        rule set: changing them keeps it, and the player's own rules play with them too. A match length
        of None is a single hand, as New game's Game length reads it.
        """
        changed = Rules.from_dict(dict(self.rules)).changed(name, value)
        rules = changed.to_dict()
        self.rules = rules
        if name == "target_score":
            self.single_hand = value is None
        if name in NOT_HOUSE_RULES:
            if self.custom_rules is not None:
                self.custom_rules = preset_rules("custom", self.custom_rules, keep=rules)
        else:
            self.custom_rules = dict(rules)
        self.preset = {"Official": "official", "Party": "party"}.get(rules_label(rules), "custom")
        return changed

    def rules_obj(self) -> Rules:
        """Return the rules in force as a `Rules`, with `single_hand` applied to `target_score`."""
        rules = Rules.from_dict(dict(self.rules))
        if self.single_hand and rules.target_score is not None:
            rules = Rules.from_dict({**rules.to_dict(), "target_score": None})
        return rules


_ADDED_IN: dict[int, dict[str, Any]] = {2: {"felt": "green", "card_back": "red", "reduce_motion": False},
                                        6: {"people": None}}
"""The settings each version added, with the value an older file gets."""


def migrate_to_5(data: Mapping[str, Any]) -> dict[str, Any]:
    """Return version 4 settings as version 5: relaxed timing and high contrast off, text at 100%, the
    keys and buttons the game comes with (a file that already holds one keeps it)."""
    out = dict(data)
    for key, value in (("relaxed_timing", False), ("high_contrast", False), ("text_size", 100),
                       ("keys", default_keys()), ("buttons", default_buttons())):
        out.setdefault(key, value)
    out["version"] = 5
    return out


def migrate(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """Return the settings of a `version` file brought to `SETTINGS_VERSION` (each new key at its default)."""
    out = dict(data)
    for step in range(version + 1, SETTINGS_VERSION + 1):
        for key, value in _ADDED_IN.get(step, {}).items():
            out.setdefault(key, value)
    if version < 4:
        out = migrate_to_4(out)
    if version < 5:
        out = migrate_to_5(out)
    out["version"] = SETTINGS_VERSION
    return out


def migrate_to_4(data: Mapping[str, Any]) -> dict[str, Any]:
    """Return version 3 settings as version 4: `language` "" (follow the system)."""
    out = dict(data)
    out.setdefault("language", "")
    out["version"] = 4
    return out


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{key}: must be a number, got {value!r}")
    if not math.isfinite(value) or not low <= value <= high:
        raise ValueError(f"{key}: must be from {low:g} to {high:g}, got {value!r}")
    return float(value)


def _choice(key: str, value: Any, options: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in options:
        raise ValueError(f"{key}: must be one of {', '.join(options)}, got {value!r}")
    return value


def _rules(key: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise ValueError(f"{key}: must be an object of rules, got {type(value).__name__}")
    try:
        return Rules.from_dict(dict(value)).to_dict()
    except (ValueError, TypeError) as exc:
        raise ValueError(f"{key}: {exc}") from None


def _people(key: str, value: Any) -> list[tuple[int, str]]:
    """Return the people's (seat, name) pairs checked: seats from 0, each once; names as player_name's,
    each once (whatever the case)."""
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= MAX_PLAYERS:
        raise ValueError(f"{key}: must be a list of 1 to {MAX_PLAYERS} [seat, name] pairs or null, got {value!r}")
    out: list[tuple[int, str]] = []
    for item in value:
        if not isinstance(item, (list, tuple)) or len(item) != 2 or not _is_int(item[0]) \
                or not 0 <= item[0] < MAX_PLAYERS:
            raise ValueError(f"{key}: each must be [seat from 0 to {MAX_PLAYERS - 1}, name], got {item!r}")
        out.append((item[0], _clean("player_name", item[1])))
    if len({seat for seat, _name in out}) < len(out) or len({n.casefold() for _s, n in out}) < len(out):
        raise ValueError(f"{key}: a seat or a name comes twice in {value!r}")
    return out


def _clean(key: str, value: Any) -> Any:
    """Return `value` checked and normalised for the setting `key`; raise ValueError naming `key`."""
    if key == "player_name":
        if not isinstance(value, str):
            raise ValueError(f"{key}: must be text, got {value!r}")
        name = normal_name(value)
        if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
            raise ValueError(f"{key}: must be 1 to {MAX_NAME} printable characters, got {value!r}")
        return name
    if key == "people":
        return None if value is None else _people(key, value)
    if key == "players":
        if not _is_int(value) or not MIN_PLAYERS <= value <= MAX_PLAYERS:
            raise ValueError(f"{key}: must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}, got {value!r}")
        return value
    if key == "difficulty":
        return _choice(key, value, DIFFICULTIES)
    if key == "seat_difficulties":
        if value is None:
            return None
        if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= MAX_PLAYERS - 1:
            raise ValueError(f"{key}: must be a list of 1 to {MAX_PLAYERS - 1} difficulties or null, got {value!r}")
        return [_choice(key, item, DIFFICULTIES) for item in value]
    if key == "preset":
        return _choice(key, value, PRESETS)
    if key == "rules":
        return _rules(key, value)
    if key == "custom_rules":
        return None if value is None else _rules(key, value)
    if key in ("cpu_speed", "anim_speed"):
        return _number(key, value, *SPEED_RANGE)
    if key in ("master_volume", "effects_volume"):
        return _number(key, value, *VOLUME_RANGE)
    if key == "ui_scale":
        return _number(key, value, *SCALE_RANGE)
    if key == "text_size":
        if not _is_int(value) or value not in TEXT_SIZES:
            raise ValueError(f"{key}: must be one of {', '.join(map(str, TEXT_SIZES))}, got {value!r}")
        return value
    if key == "keys":
        return clean_bindings(key, value)
    if key == "buttons":
        return clean_bindings(key, value, pad=True)
    if key == "auto_sort":
        return _choice(key, value, SORTS)
    if key == "felt":
        return _choice(key, value, FELT_COLORS)
    if key == "card_back":
        return _choice(key, value, CARD_BACKS)
    if key == "language":
        return _choice(key, value, LANGUAGE_CODES)
    if key == "window_size":
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 2
            or not all(_is_int(v) for v in value)
            or not WINDOW_MIN[0] <= value[0] <= WINDOW_MAX
            or not WINDOW_MIN[1] <= value[1] <= WINDOW_MAX
        ):
            raise ValueError(
                f"{key}: must be [width, height] from {WINDOW_MIN[0]}x{WINDOW_MIN[1]} to "
                f"{WINDOW_MAX}x{WINDOW_MAX}, got {value!r}"
            )
        return (value[0], value[1])
    if key in _BOOLS:
        if not isinstance(value, bool):
            raise ValueError(f"{key}: must be true or false, got {value!r}")
        return value
    raise ValueError(f"{key}: unknown setting")


_BOOLS = frozenset(
    {"single_hand", "highlight_playable", "confirm_bluff", "hints", "muted", "fullscreen", "colorblind",
     "reduce_motion", "relaxed_timing", "high_contrast"}
)
