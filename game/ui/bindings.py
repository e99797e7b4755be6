"""The key and controller-button bindings in force (the settings' `keys` and `buttons`, issue 22).

Remapping is honoured in one place: the app turns each key a person presses into the key its action
has by default (`Bindings.translate`), and the controllers' buttons into those keys (`game.ui.pad`),
before any scene sees them; so every scene keeps reading D for draw, U for Uno. A default key whose
action moved to another key does nothing. The hints name the keys as bound (`key_label`).
"""
from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.i18n import NP_, _, pgettext
from game.storage.bindings import KEY_ACTIONS, KEY_NAMES, PAD_ACTIONS, default_buttons, default_keys

__all__ = [
    "ACTION_KEYS",
    "BUTTON_CODES",
    "PAD_ACTION_KEYS",
    "TRIGGERS",
    "Bindings",
    "active",
    "button_title",
    "button_word",
    "key_code",
    "key_title",
    "use",
]

ACTION_KEYS: dict[str, int] = {
    "draw": pygame.K_d, "uno": pygame.K_u, "catch": pygame.K_c, "sort": pygame.K_s, "keep": pygame.K_k,
    "challenge": pygame.K_h, "let_pass": pygame.K_l, "pause": pygame.K_p, "previous": pygame.K_PAGEUP,
    "next": pygame.K_PAGEDOWN,
}
"""The key each keyboard action sends to the scenes (its default key)."""
PAD_ACTION_KEYS: dict[str, int] = {
    "confirm": pygame.K_RETURN, "back": pygame.K_ESCAPE, "draw": pygame.K_d, "uno": pygame.K_u,
    "catch": pygame.K_c, "previous": pygame.K_PAGEUP, "next": pygame.K_PAGEDOWN, "sort": pygame.K_s,
    "pause": pygame.K_PAUSE,
}
"""The key each controller action sends to the scenes."""
TRIGGERS = "triggers"
BUTTON_CODES: dict[str, int] = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y, "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "back": pygame.CONTROLLER_BUTTON_BACK,
    "start": pygame.CONTROLLER_BUTTON_START, "ls": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rs": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
}
"""Each button an action may be bound to (TRIGGERS: either trigger, which are axes)."""
# The words among the buttons' names, each in the catalogue's context "controller button" (the pad's
# Start is not the New game screen's Start, the pad's Back not a menu's Back).
_BUTTON_TITLES = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "lb": "LB", "rb": "RB", "ls": "L3", "rs": "R3",
    # Translators: a controller's buttons as an Xbox pad names them (keep what your players call them).
    TRIGGERS: NP_("controller button", "RT or LT"),
    "back": NP_("controller button", "Back"),
    "start": NP_("controller button", "Start"),
}
_BUTTON_WORDS = frozenset({
    _BUTTON_TITLES[TRIGGERS], _BUTTON_TITLES["back"], _BUTTON_TITLES["start"],
    # Translators: the d-pad's direction a hint names ("Down: skip the motion").
    NP_("controller button", "Up"), NP_("controller button", "Down"),
})
_SPECIAL = {
    "page up": pygame.K_PAGEUP, "page down": pygame.K_PAGEDOWN, "home": pygame.K_HOME, "end": pygame.K_END,
    "insert": pygame.K_INSERT, "delete": pygame.K_DELETE, "[": pygame.K_LEFTBRACKET,
    "]": pygame.K_RIGHTBRACKET, ";": pygame.K_SEMICOLON, "'": pygame.K_QUOTE, ",": pygame.K_COMMA,
    ".": pygame.K_PERIOD, "/": pygame.K_SLASH, "\\": pygame.K_BACKSLASH, "-": pygame.K_MINUS,
    "=": pygame.K_EQUALS, "`": pygame.K_BACKQUOTE,
    **{f"f{i}": getattr(pygame, f"K_F{i}") for i in range(1, 13)},
    "return": pygame.K_RETURN, "enter": pygame.K_KP_ENTER, "space": pygame.K_SPACE, "escape": pygame.K_ESCAPE,
    "left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
    "tab": pygame.K_TAB, "backspace": pygame.K_BACKSPACE,
}


def key_code(name: str) -> int | None:
    """Return pygame's code of the key `name` (pygame's names: "d", "page up"), None when unknown."""
    if len(name) == 1 and ("a" <= name <= "z" or "0" <= name <= "9"):
        return ord(name)
    return _SPECIAL.get(name)


_CODE_NAMES = {code: name for name, code in _SPECIAL.items()}


def key_name(code: int) -> str | None:
    """Return the name the settings keep for the key `code`, None for a key they cannot keep."""
    if ord("a") <= code <= ord("z") or ord("0") <= code <= ord("9"):
        return chr(code)
    return _CODE_NAMES.get(code)


def key_title(name: str) -> str:
    """Return a key's name as the hints write it: "D", "Page Up", "F5"."""
    return name.upper() if len(name) <= 3 and name[:1] != "[" else name.title()


def button_word(word: str) -> str:
    """Return a controller button's English name ("Start", "Back", "A") or a word of a hint ("Up / Down")
    in the language in force; a button's name is looked up in its own context, "controller button"."""
    if word in _BUTTON_WORDS:
        return pgettext("controller button", word)
    return _(word)


def button_title(name: str) -> str:
    """Return a button's name (settings' "start") as the hints write it, in the language in force: "A",
    "LB", "RT or LT", "Start"."""
    return button_word(_BUTTON_TITLES.get(name, name.upper()))


_DEFAULT_TITLES = {key_title(key): action for action, key, _ in KEY_ACTIONS}
"""A hint's key name ("D", "Page Up") and the keyboard action it stands for."""
_PAD_OF_KEY = {"Enter": "confirm", "Space": "confirm", "Esc": "back", "D": "draw", "U": "uno", "C": "catch",
               "S": "sort", "P": "pause", "Page Up": "previous", "Page Down": "next"}
"""A hint's key name and the controller action that does the same."""


class Bindings:
    """The keys and buttons in force, and what follows from them."""

    def __init__(self, keys: Mapping[str, str] | None = None, buttons: Mapping[str, str] | None = None) -> None:
        self.keys = {**default_keys(), **dict(keys or {})}
        self.buttons = {**default_buttons(), **dict(buttons or {})}
        self._translate: dict[int, int] = {}
        for action, name in self.keys.items():
            code = key_code(name)
            if code is not None and action in ACTION_KEYS:
                self._translate[code] = ACTION_KEYS[action]
        # a default key whose action moved away (and that no action took) does nothing
        for action, code in ACTION_KEYS.items():
            if code not in self._translate and key_code(self.keys.get(action, "")) != code:
                self._translate[code] = 0

    def translate(self, code: int) -> int:
        """Return the key the scenes should see for the key `code` pressed (0: it does nothing)."""
        return self._translate.get(code, code)

    def button_keys(self) -> dict[int, int]:
        """Return each controller button bound to an action, and the key it sends."""
        return {BUTTON_CODES[b]: PAD_ACTION_KEYS[a] for a, b in self.buttons.items()
                if b in BUTTON_CODES and a in PAD_ACTION_KEYS}

    def trigger_key(self) -> int | None:
        """Return the key the triggers send, None when no action is bound to them."""
        return next((PAD_ACTION_KEYS[a] for a, b in self.buttons.items() if b == TRIGGERS and a in PAD_ACTION_KEYS),
                    None)

    def key_label(self, key: str) -> str:
        """Return a hint's key name ("D") as bound now ("F" when draw moved to F)."""
        action = _DEFAULT_TITLES.get(key)
        return key if action is None else key_title(self.keys[action])

    def button_label(self, key: str) -> str | None:
        """Return the controller button bound to what a hint's key does, None when none is."""
        action = _PAD_OF_KEY.get(key)
        return None if action is None else button_title(self.buttons[action])


_ACTIVE = [Bindings()]


def active() -> Bindings:
    """Return the bindings in force."""
    return _ACTIVE[0]


def use(keys: Mapping[str, str], buttons: Mapping[str, str]) -> Bindings:
    """Put `keys` and `buttons` (the settings') in force; return them."""
    _ACTIVE[0] = Bindings(keys, buttons)
    return _ACTIVE[0]


assert all(key_code(name) is not None for name in KEY_NAMES), "every key the settings accept has a code"
assert {a for a, _k, _w in KEY_ACTIONS} == set(ACTION_KEYS) and {a for a, _b, _w in PAD_ACTIONS} == set(PAD_ACTION_KEYS)
