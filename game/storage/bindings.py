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

from game.i18n import N_

__all__ = [
    "BUTTON_NAMES",
    "KEY_ACTIONS",
    "KEY_NAMES",
    "PAD_ACTIONS",
    "RESERVED_KEYS",
    "clean_bindings",
    "conflict",
    "default_buttons",
    "default_keys",
    "key_conflict",
]

KEY_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("draw", "d", N_("Draw a card (or take the cards a +2 or +4 gives you)")),
    ("uno", "u", N_("Say Uno")),
    ("catch", "c", N_("Catch a player who forgot to say Uno")),
    ("sort", "s", N_("Sort your hand")),
    ("keep", "k", N_("Keep the card you drew")),
    ("challenge", "h", N_("Challenge a Wild Draw Four")),
    ("let_pass", "l", N_("Let a chance pass (relaxed timing)")),
    ("pause", "p", N_("Pause")),
    ("previous", "page up", N_("The previous card you may play")),
    ("next", "page down", N_("The next card you may play")),
)
"""Each keyboard action that can be remapped: its name, its default key, and what it does."""

PAD_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("confirm", "a", N_("Play the chosen card, choose in a menu")),
    ("back", "b", N_("Back: cancel, leave a menu; else pause")),
    ("draw", "x", N_("Draw a card (or let a chance pass)")),
    ("uno", "y", N_("Say Uno")),
    ("catch", "triggers", N_("Catch a player who forgot to say Uno")),
    ("previous", "lb", N_("The previous card you may play")),
    ("next", "rb", N_("The next card you may play")),
    ("sort", "back", N_("Sort your hand")),
    ("pause", "start", N_("Pause")),
)
"""Each controller action that can be remapped: its name, its default button, and what it does."""

BUTTON_NAMES: tuple[str, ...] = ("a", "b", "x", "y", "lb", "rb", "triggers", "back", "start", "ls", "rs")
"""The buttons an action may be bound to (the d-pad and the left stick always move)."""

RESERVED_KEYS: dict[str, str] = {
    **dict.fromkeys(("return", "enter", "space"), N_("plays the chosen card and chooses in menus")),
    "escape": N_("goes back and pauses"),
    **dict.fromkeys(("left", "right", "up", "down", "tab"), N_("moves around")),
    "f11": N_("switches full screen"),
    **{str(d): N_("chooses a colour or a seat") for d in range(10)},
    "r": N_("chooses red"), "y": N_("chooses yellow"), "g": N_("chooses green"), "b": N_("chooses blue"),
    "backspace": N_("deletes while you type a name"),
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


def conflict(bindings: Mapping[str, str], action: str, key: str, *,
             pad: bool = False) -> tuple[str, dict[str, str]] | None:
    """Return why `key` cannot be bound to `action`, or None when it can: an English sentence with named
    placeholders and their values.

    The sentence is a catalogue key (marked with `N_`), and so are the values `does` (from
    RESERVED_KEYS) and `action` (what an action does, from KEY_ACTIONS or PAD_ACTIONS): the interface
    translates the sentence and those two, then formats it; `key_conflict` formats it in English.
    """
    actions = PAD_ACTIONS if pad else KEY_ACTIONS
    words = {a: what for a, _k, what in actions}
    if action not in words:
        return N_("{name} cannot be remapped"), {"name": action}
    if not pad and key in RESERVED_KEYS:
        shown = key.upper() if len(key) == 1 else key.title()
        # Translators: {key} is a key's name ("R", "Escape"); {does} what it does, e.g. "chooses red".
        return N_("{key} {does}: it cannot be remapped"), {"key": shown, "does": RESERVED_KEYS[key]}
    if key not in (BUTTON_NAMES if pad else KEY_NAMES):
        sentence = N_("{key} cannot be used: choose another button") if pad else \
            N_("{key} cannot be used: choose another key")
        return sentence, {"key": repr(key)}
    for other, bound in bindings.items():
        if other != action and bound == key:
            shown = key.upper() if len(key) <= 2 else key.title()
            # Translators: {key} is a key or button ("U", "LB"); {action} what the other action does, e.g. "Say Uno".
            return N_("{key} is already used for \u201c{action}\u201d: change that one first"), {
                "key": shown, "action": words.get(other, other)}
    return None


def key_conflict(bindings: Mapping[str, str], action: str, key: str, *, pad: bool = False) -> str | None:
    """Return why `key` cannot be bound to `action` (one line, in English), or None when it can."""
    found = conflict(bindings, action, key, pad=pad)
    return None if found is None else found[0].format(**found[1])


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
