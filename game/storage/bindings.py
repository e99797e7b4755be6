"""The player's key and controller-button bindings as the settings keep them (no pygame here).

A binding maps an action of the game ("draw", "uno", ...) to one key name (pygame's names: "d",
"page up") or one controller button ("a", "lb", "triggers"). Only the actions listed here can be
remapped; moving around (the arrows, the d-pad, the stick), Enter, Space and Esc on the keyboard, the
number keys and R, Y, G, B (which answer the colour and seat questions) stay where they are, so a
player can always find their way back. `game.ui.bindings` turns the names into pygame's codes.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = [
    "BUTTON_NAMES",
    "KEY_ACTIONS",
    "KEY_NAMES",
    "PAD_ACTIONS",
    "RESERVED_KEYS",
    "clean_bindings",
    "default_buttons",
    "default_keys",
    "key_conflict",
]

KEY_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("draw", "d", "Draw a card (or take the cards a +2 or +4 gives you)"),
    ("uno", "u", "Say Uno"),
    ("catch", "c", "Catch a player who forgot to say Uno"),
    ("sort", "s", "Sort your hand"),
    ("keep", "k", "Keep the card you drew"),
    ("challenge", "h", "Challenge a Wild Draw Four"),
    ("let_pass", "l", "Let a chance pass (relaxed timing)"),
    ("pause", "p", "Pause"),
    ("previous", "page up", "The previous card you may play"),
    ("next", "page down", "The next card you may play"),
)
"""Each keyboard action that can be remapped: its name, its default key, and what it does."""

PAD_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("confirm", "a", "Play the chosen card, choose in a menu"),
    ("back", "b", "Back: cancel, leave a menu; else pause"),
    ("draw", "x", "Draw a card (or let a chance pass)"),
    ("uno", "y", "Say Uno"),
    ("catch", "triggers", "Catch a player who forgot to say Uno"),
    ("previous", "lb", "The previous card you may play"),
    ("next", "rb", "The next card you may play"),
    ("sort", "back", "Sort your hand"),
    ("pause", "start", "Pause"),
)
"""Each controller action that can be remapped: its name, its default button, and what it does."""

BUTTON_NAMES: tuple[str, ...] = ("a", "b", "x", "y", "lb", "rb", "triggers", "back", "start", "ls", "rs")
"""The buttons an action may be bound to (the d-pad and the left stick always move)."""

RESERVED_KEYS: dict[str, str] = {
    **dict.fromkeys(("return", "enter", "space"), "plays the chosen card and chooses in menus"),
    "escape": "goes back and pauses",
    **dict.fromkeys(("left", "right", "up", "down", "tab"), "moves around"),
    "f11": "switches full screen",
    **{str(d): "chooses a colour or a seat" for d in range(10)},
    "r": "chooses red", "y": "chooses yellow", "g": "chooses green", "b": "chooses blue",
    "backspace": "deletes while you type a name",
}
"""Keys that stay where they are, each with what it does (the reason a rebinding to it is refused)."""

KEY_NAMES: tuple[str, ...] = (
    *(c for c in "acdefhijklmnopqstuvwxz"),
    *(f"f{i}" for i in range(1, 13) if i != 11),
    "page up", "page down", "home", "end", "insert", "delete",
    "[", "]", ";", "'", ",", ".", "/", "\\", "-", "=", "`",
)
"""Every key an action may be bound to (pygame's names)."""


def default_keys() -> dict[str, str]:
    """Return the keyboard bindings the game comes with."""
    return {action: key for action, key, _ in KEY_ACTIONS}


def default_buttons() -> dict[str, str]:
    """Return the controller bindings the game comes with."""
    return {action: button for action, button, _ in PAD_ACTIONS}


def key_conflict(bindings: Mapping[str, str], action: str, key: str, *, pad: bool = False) -> str | None:
    """Return why `key` cannot be bound to `action` (one line), or None when it can."""
    actions = PAD_ACTIONS if pad else KEY_ACTIONS
    words = {a: what for a, _k, what in actions}
    if action not in words:
        return f"{action} cannot be remapped"
    if not pad and key in RESERVED_KEYS:
        return f"{key.upper() if len(key) == 1 else key.title()} {RESERVED_KEYS[key]}: it cannot be remapped"
    if key not in (BUTTON_NAMES if pad else KEY_NAMES):
        return f"{key!r} cannot be used: choose another {'button' if pad else 'key'}"
    for other, bound in bindings.items():
        if other != action and bound == key:
            shown = key.upper() if len(key) <= 2 else key.title()
            return f"{shown} is already used for \u201c{words.get(other, other)}\u201d: change that one first"
    return None


def clean_bindings(name: str, value: Any, *, pad: bool = False) -> dict[str, str]:
    """Return the bindings `value` (a settings field) checked and completed with the defaults.

    Raises ValueError naming the field for anything wrong: not an object, an unknown action, a key
    that cannot be used, or two actions on one key (the settings then use the defaults for the
    whole field and keep the file aside).
    """
    if not isinstance(value, Mapping):
        raise ValueError(f"{name}: must be an object of actions and {'buttons' if pad else 'keys'}, got {value!r}")
    out = default_buttons() if pad else default_keys()
    for action, key in value.items():
        if not isinstance(action, str) or action not in out:
            raise ValueError(f"{name}: {str(action)[:40]!r} is not an action that can be remapped")
        if not isinstance(key, str):
            raise ValueError(f"{name}: {action} must be bound to a {'button' if pad else 'key'} name, got {key!r}")
        out[action] = key
    for action, key in out.items():
        why = key_conflict(out, action, key, pad=pad)
        if why is not None:
            raise ValueError(f"{name}: {action}: {why}")
    return out
