"""The house rules in force for a hand: one frozen value, fixed when the hand starts."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from game.model.cards import EDITIONS


@dataclass(frozen=True)
class Rules:
    """The switches of a game. `Rules()` is the official game."""

    stacking: bool = False
    seven_o: bool = False
    jump_in: bool = False
    draw_until_playable: bool = False
    force_play: bool = False
    challenge: bool = True
    uno_penalty: int = 2
    target_score: int | None = 500
    edition: str = "classic"
    hand_size: int = 7
    stack_mixed: bool = False
    first_card_number_only: bool = False
    teams: bool = False
    custom_wild: str = "wild"

    def __post_init__(self) -> None:
        for f in fields(self):
            _check(f.name, getattr(self, f.name))

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict of every field."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Read a dict from `to_dict`; missing keys take their defaults.

        Raises ValueError naming an unknown key or a wrong value.
        """
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise ValueError(f"unknown rule: {key!r}")
        return cls(**data)

    @classmethod
    def from_spec(cls, text: str) -> Rules:
        """Read the command-line syntax: "stacking,seven_o,uno_penalty=4,target_score=none".

        A bare name switches a boolean rule on; `name=value` sets any rule. Raises ValueError.
        """
        values: dict[str, Any] = {}
        known = {f.name: f for f in fields(cls)}
        for raw in text.split(","):
            item = raw.strip()
            if not item:
                continue
            name, sep, value = item.partition("=")
            name = name.strip()
            if name not in known:
                raise ValueError(f"unknown rule: {name!r} (known: {', '.join(sorted(known))})")
            default = getattr(cls(), name)
            if not sep:
                if not isinstance(default, bool):
                    raise ValueError(f"rule {name!r} needs a value, e.g. {name}={default}")
                values[name] = True
                continue
            values[name] = _parse_value(name, value.strip(), default)
        return cls(**values)

    def spec(self) -> str:
        """Return the command-line syntax for the rules that differ from the official game."""
        base = Rules()
        parts: list[str] = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value == getattr(base, f.name):
                continue
            if value is True:
                parts.append(f.name)
            else:
                parts.append(f"{f.name}={'none' if value is None else str(value).lower()}")
        return ",".join(parts)

    def house_rules(self) -> list[str]:
        """Return the names a person reads of every rule that differs from the official game."""
        base = Rules()
        out: list[str] = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                out.append(describe(f.name, value))
        return out


RULE_HELP: dict[str, tuple[str, str]] = {
    "stacking": ("Stacking", "Answer a Draw Two with a Draw Two (a +4 with a +4); the total passes on."),
    "stack_mixed": ("Mixed stacking", "With stacking: a +4 may answer a +2, and a +2 of the named colour a +4."),
    "seven_o": ("Seven-O", "A 7 swaps hands with a player you pick; a 0 passes every hand along."),
    "jump_in": ("Jump-In", "Hold the exact card on top? Play it at once, even out of turn."),
    "draw_until_playable": ("Draw until playable", "Keep drawing until you draw a card you can play."),
    "force_play": ("Force play", "A playable card you just drew must be played."),
    "challenge": ("Wild Draw Four challenge", "A +4 may be bluffed and challenged; off: only legal +4s."),
    "uno_penalty": ("Uno penalty", "Cards drawn when caught not saying Uno."),
    "target_score": ("Match target", "Points that win the match; none plays a single hand."),
    "edition": ("Deck", "Classic 108 cards, or 2018: adds Wild Shuffle Hands and 3 Wild Customizable."),
    "hand_size": ("Hand size", "Cards dealt to each player."),
    "first_card_number_only": ("Number to start", "The first discard must be a number card (2022 rule)."),
    "teams": ("Teams", "Two teams on alternating seats (2v2, 3v3...): when one player goes out, the team wins."),
    "custom_wild": ("Wild Customizable", "What the 2018 deck's three Wild Customizable cards do."),
}

CUSTOM_WILDS: tuple[str, ...] = (
    "wild",
    "swap_hands",
    "others_draw_one",
    "skip_everyone",
    "discard_color",
    "target_draws_two",
)
"""The rules a Wild Customizable card may carry (`Rules.custom_wild`)."""

CUSTOM_WILD_TARGETED: frozenset[str] = frozenset({"swap_hands", "target_draws_two"})
"""The custom wild rules whose `Play` names a `target` seat."""

CUSTOM_WILD_HELP: dict[str, tuple[str, str]] = {
    "wild": ("Plain wild", "Name a colour; nothing more."),
    "swap_hands": ("Swap hands", "Name a colour and swap hands with a player you pick."),
    "others_draw_one": ("Everyone else draws", "Name a colour; every other player draws one card."),
    "skip_everyone": ("Skip everyone", "Name a colour and play again at once."),
    "discard_color": ("Discard a colour", "Name a colour and discard every card of that colour you hold."),
    "target_draws_two": ("Pick who draws two", "Name a colour; a player you pick draws two cards."),
}
"""Per custom wild rule: a short title and one line a person reads."""


def describe(name: str, value: Any) -> str:
    """Return a short label for a rule and its value ("Stacking", "Uno penalty 4")."""
    title = RULE_HELP[name][0]
    if isinstance(value, bool):
        return title if value else f"No {title.lower()}"
    if name == "target_score":
        return "Single hand" if value is None else f"Match to {value}"
    if name == "edition":
        return "2018 deck" if value == "2018" else "Classic deck"
    if name == "custom_wild":
        return f"Wild Customizable: {CUSTOM_WILD_HELP[value][0].lower()}"
    return f"{title} {value}"


def _parse_value(name: str, text: str, default: Any) -> Any:
    low = text.lower()
    if isinstance(default, bool):
        if low in ("1", "true", "on", "yes"):
            return True
        if low in ("0", "false", "off", "no"):
            return False
        raise ValueError(f"rule {name!r} takes true or false, got {text!r}")
    if name == "target_score" and low in ("none", "null", "single"):
        return None
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"rule {name!r} takes a whole number, got {text!r}") from None
    return text


def _check(name: str, value: Any) -> None:
    """Raise ValueError when a field's value is of the wrong type or out of range."""
    default = getattr(Rules, name)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"rule {name!r} must be true or false, got {value!r}")
    elif name == "target_score":
        if value is not None and (not _is_int(value) or not 1 <= value <= 100_000):
            raise ValueError(f"rule 'target_score' must be a whole number from 1 to 100000 or None, got {value!r}")
    elif name == "uno_penalty":
        if not _is_int(value) or not 0 <= value <= 20:
            raise ValueError(f"rule 'uno_penalty' must be a whole number from 0 to 20, got {value!r}")
    elif name == "hand_size":
        if not _is_int(value) or not 1 <= value <= 20:
            raise ValueError(f"rule 'hand_size' must be a whole number from 1 to 20, got {value!r}")
    elif name == "edition" and value not in EDITIONS:
        raise ValueError(f"rule 'edition' must be 'classic' or '2018', got {value!r}")
    elif name == "custom_wild" and value not in CUSTOM_WILDS:
        raise ValueError(f"rule 'custom_wild' must be one of {', '.join(CUSTOM_WILDS)}, got {value!r}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
