"""What a seat can do: small frozen values. The acting seat is always the first field."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.model.cards import Card, Color, shown


@dataclass(frozen=True, slots=True)
class Play:
    """Play `card` from the hand (out of turn: a jump-in). `color` for wilds, `target` for a Seven-O 7."""

    player: int
    card: Card
    color: Color | None = None
    target: int | None = None

    def __str__(self) -> str:
        extra = f" {self.color.label}" if self.color is not None else ""
        extra += f" -> {self.target}" if self.target is not None else ""
        return f"{self.player}: play {self.card}{extra}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock, or accept the pending penalty."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}: draw"


@dataclass(frozen=True, slots=True)
class Pass:
    """Keep the card just drawn; the turn passes."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}: keep"


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge the Wild Draw Four just played on you."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}: challenge"


@dataclass(frozen=True, slots=True)
class CallUno:
    """Say "Uno"."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}: uno"


@dataclass(frozen=True, slots=True)
class Catch:
    """Catch `target`, who holds one card and has not said Uno."""

    player: int
    target: int

    def __str__(self) -> str:
        return f"{self.player}: catch {self.target}"


@dataclass(frozen=True, slots=True)
class ChooseColor:
    """Name the colour when the first discard is a Wild."""

    player: int
    color: Color

    def __str__(self) -> str:
        return f"{self.player}: colour {self.color.label}"


Action = Play | Draw | Pass | Challenge | CallUno | Catch | ChooseColor

TURN_ACTIONS: tuple[type, ...] = (Play, Draw, Pass, Challenge, ChooseColor)
"""The actions that move play on (a jump-in included) and close the window to catch a forgotten Uno."""


def takes_turn(action: Action) -> bool:
    """Return True when `action` moves play on; False for the asides (saying Uno, catching)."""
    return isinstance(action, TURN_ACTIONS)
ACTION_TYPES: dict[str, type] = {
    "play": Play,
    "draw": Draw,
    "pass": Pass,
    "challenge": Challenge,
    "uno": CallUno,
    "catch": Catch,
    "color": ChooseColor,
}
_KIND = {v: k for k, v in ACTION_TYPES.items()}


def action_to_dict(action: Action) -> dict[str, Any]:
    """Return a JSON-safe dict for an action."""
    d: dict[str, Any] = {"kind": _KIND[type(action)], "player": action.player}
    if isinstance(action, Play):
        d["card"] = str(action.card)
        if action.color is not None:
            d["color"] = action.color.value
        if action.target is not None:
            d["target"] = action.target
    elif isinstance(action, Catch):
        d["target"] = action.target
    elif isinstance(action, ChooseColor):
        d["color"] = action.color.value
    return d


def action_from_dict(d: dict[str, Any]) -> Action:
    """Read an action written by `action_to_dict`; raise ValueError when it is damaged."""
    try:
        kind = d["kind"]
        player = int(d["player"])
        if kind == "play":
            color = Color(d["color"]) if d.get("color") is not None else None
            target = int(d["target"]) if d.get("target") is not None else None
            return Play(player, Card.parse(d["card"]), color, target)
        if kind == "catch":
            return Catch(player, int(d["target"]))
        if kind == "color":
            return ChooseColor(player, Color(d["color"]))
        cls = ACTION_TYPES[kind]
        action: Action = cls(player)
        return action
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"damaged action {shown(d)}: {exc}") from None
