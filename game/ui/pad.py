"""Game controllers: opened at start and on hot-plug, their input turned into the keys the scenes know.

SDL's game-controller API (`pygame._sdl2.controller`) names buttons by position on an Xbox-style pad
(A = south, B = east, X = west, Y = north), whatever the make. `Pads.translate(event)` is the one place
where controller events become something the scenes already understand: a KEYDOWN (and KEYUP) of the
key that does the same thing, carrying the controller's `instance_id` as `pad`. The d-pad and the left
stick (past a dead zone) repeat like a held arrow key, from `Pads.update(dt)`.

The app tells `Pads` about every event (`note`), so that it knows what was used last (keyboard,
mouse or a controller, and which one): the scenes word their key hints from `Host.input_kind`.

Several controllers: `claim(seat, instance_id)` ties a person's seat to a controller (`claim_last(seat)`:
to the one that confirmed a privacy screen); while that seat's decision is pending (`deciding`, set by
the table), the other controllers drive nothing but the shared buttons (pause and catch); the keyboard
and the mouse always drive.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.i18n import N_, NP_, _
from game.ui.bindings import BUTTON_CODES, TRIGGERS, Bindings, active, button_word

__all__ = [
    "AXIS_MAX",
    "BUTTONS",
    "BUTTON_KEYS",
    "DEAD_ZONE",
    "KEYBOARD",
    "MOUSE",
    "PAD",
    "PAD_ATTR",
    "REPEAT_DELAY",
    "REPEAT_EVERY",
    "SHARED_BUTTONS",
    "Pads",
    "key_label",
    "pad_words",
]

log = logging.getLogger(__name__)

KEYBOARD = "keyboard"
MOUSE = "mouse"
PAD = "pad"
PAD_ATTR = "pad"
"""The attribute of a key event made from a controller: the controller's instance id."""

AXIS_MAX = 32767
DEAD_ZONE = 0.5
"""How far (0..1) the stick must lean before it counts as a direction: a resting stick drifts."""
RELEASE_ZONE = 0.35
"""Below this the direction is let go (lower than DEAD_ZONE, so a stick held at the edge never flickers)."""
TRIGGER_PRESS = 0.6
TRIGGER_RELEASE = 0.3
REPEAT_DELAY = 0.38
REPEAT_EVERY = 0.11
"""A held direction repeats like a held arrow key: after REPEAT_DELAY, every REPEAT_EVERY seconds."""

_B = pygame
BUTTON_KEYS: dict[int, int] = {
    _B.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP,
    _B.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    _B.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT,
    _B.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
    _B.CONTROLLER_BUTTON_A: pygame.K_RETURN,
    _B.CONTROLLER_BUTTON_B: pygame.K_ESCAPE,
    _B.CONTROLLER_BUTTON_X: pygame.K_d,
    _B.CONTROLLER_BUTTON_Y: pygame.K_u,
    _B.CONTROLLER_BUTTON_LEFTSHOULDER: pygame.K_PAGEUP,
    _B.CONTROLLER_BUTTON_RIGHTSHOULDER: pygame.K_PAGEDOWN,
    _B.CONTROLLER_BUTTON_BACK: pygame.K_s,
    _B.CONTROLLER_BUTTON_START: pygame.K_PAUSE,
}
"""Each button and the key that does the same (the triggers, which are axes, say C: catch)."""
TRIGGER_KEYS: dict[int, int] = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: pygame.K_c, pygame.CONTROLLER_AXIS_TRIGGERRIGHT: pygame.K_c}
DIRECTION_BUTTONS = frozenset({
    pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
})
SHARED_KEYS = frozenset({pygame.K_PAUSE, pygame.K_c})
"""What any controller may do while another's seat decides: pause, and catch (a shared button)."""
SHARED_BUTTONS = frozenset({pygame.CONTROLLER_BUTTON_START})

BUTTONS: tuple[tuple[str, str], ...] = (
    (N_("D-pad or left stick"), N_("move: choose a card of your hand, or move in a menu")),
    (N_("A (bottom)"), N_("play the chosen card, choose in a menu, or give the highlighted answer")),
    (N_("B (right)"), N_("back: cancel a question or the chosen card, leave a menu; else pause")),
    (N_("X (left)"), N_("draw a card (or take the cards a +2 or +4 gives you)")),
    (N_("Y (top)"), N_("say Uno")),
    (N_("RT or LT (a trigger)"), N_("catch a player who forgot to say Uno")),
    (N_("LB / RB"), N_("the previous / next card you may play; in menus, page up / down")),
    (N_("Back (Select, View)"), N_("sort your hand: as dealt, by colour, by number")),
    (NP_("controller button", "Start"), N_("pause")),
    (N_("D-pad Down"), N_("skip the motion in flight: the cards land at once")),
    (N_("D-pad Up"), N_("open the log of the whole hand (B closes it)")),
)
"""Every controller button, in one place: How to play shows it and the README copies it."""

KEY_TO_BUTTON: dict[str, str] = {
    "Enter": "A", "Space": "A", "Esc": "B", "D": "X", "U": "Y", "C": "RT",
    "S": NP_("controller button", "Back"), "P": NP_("controller button", "Start"),
    "F": NP_("controller button", "Down"), "L": NP_("controller button", "Up"),
    "Tab": N_("Up / Down"), "Left / Right": N_("Left / Right"), "K": "", "H": "", "1-4": "", "1–4": "",
}
"""A key's name on a hint, and the controller button that does the same ("" when there is none:
the answer is then chosen with the d-pad and A)."""


def key_label(key: str, kind: str) -> str:
    """Return what a hint calls `key` (a key's default name, "D") for input of `kind`: the key as bound
    now (`game.ui.bindings`: "F" when draw moved to F), or the button bound to the same action."""
    if kind != PAD:
        return active().key_label(key)
    bound = active().button_label(key)
    if bound is not None:
        return bound
    return button_word(KEY_TO_BUTTON.get(key, "" if key.isdigit() else key))


_PAD_WORDS: tuple[tuple[str, str], ...] = (
    (N_(" (or keys 1 to 4)"), ""),
    (N_("Enter or Space"), "A"),
    (N_("(Enter)"), "(A)"),
    (N_("(Esc)"), "(B)"),
)


def pad_words(text: str, kind: str) -> str:
    """Return a line of help with its keys named as the controller's buttons when `kind` is a pad."""
    if kind != PAD:
        return text
    if text in ("Esc", _("Esc")):
        return "B"
    for words, button in _PAD_WORDS:
        text = text.replace(_(words), button)
    return text


class Device(Protocol):
    """What `Pads` needs of an open controller (pygame's `Controller`, or a test's stand-in)."""

    def quit(self) -> None: ...


@dataclass
class _Held:
    """A direction held on one controller: the key it repeats, and when it next repeats."""

    key: int
    due: float


@dataclass
class _Stick:
    x: float = 0.0
    y: float = 0.0
    key: int | None = None
    triggers: dict[int, bool] = field(default_factory=dict)


def _open_device(index: int) -> tuple[int, Device]:
    """Open controller `index`; return its instance id and the open device."""
    from pygame._sdl2 import controller

    pad = controller.Controller(index)
    return int(pad.as_joystick().get_instance_id()), pad


def _key_event(etype: int, key: int, instance_id: int) -> pygame.event.Event:
    return pygame.event.Event(etype, {"key": key, "mod": 0, "unicode": "", "scancode": 0, PAD_ATTR: instance_id})


class Pads:
    """The open controllers, what was used last, the seats' claims, and the translation to keys."""

    def __init__(self, open_device: Callable[[int], tuple[int, Device]] | None = None) -> None:
        """`open_device(index) -> (instance_id, device)` opens a controller (tests pass a stand-in)."""
        self.opener = open_device or _open_device
        self.devices: dict[int, Device] = {}
        self.kind = KEYBOARD
        self.pressed = False
        """A person has pressed a key or a controller's button since the game started (made-up keys do not count)."""
        self.last_pad: int | None = None
        self.claims: dict[int, int] = {}
        self.deciding: int | None = None
        """The person's seat whose decision is pending (set by the table); None: anyone drives."""
        self.available = False
        self.time = 0.0
        self._held: dict[tuple[int, str], _Held] = {}
        self._sticks: dict[int, _Stick] = {}
        self.button_keys: dict[int, int] = dict(BUTTON_KEYS)
        """Each button and the key it sends (the d-pad's arrows, and the buttons as bound: `bind`)."""
        self.trigger_key: int | None = pygame.K_c
        """The key either trigger sends, None when no action is bound to them."""
        self.capture: Callable[[str], None] | None = None
        """Set by the remapping page: the next button pressed (not a direction) is given to it by name
        ("a", "lb", "triggers") and does nothing else."""

    def bind(self, bindings: Bindings) -> None:
        """Use the controller buttons of `bindings` (the settings' `buttons`)."""
        self.button_keys = {b: k for b, k in BUTTON_KEYS.items() if b in DIRECTION_BUTTONS}
        self.button_keys.update(bindings.button_keys())
        self.trigger_key = bindings.trigger_key()

    # -- devices ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Start SDL's controller support and open every controller plugged in; never raises."""
        try:
            from pygame._sdl2 import controller

            controller.init()
            count = controller.get_count()
        except (pygame.error, ImportError, AttributeError, OSError) as exc:
            log.warning("no game controller support: %s", exc)
            return
        self.available = True
        # The raw joystick events of the same devices are not used: let them not wake the loop.
        # (Motion sensors are off unless asked for; blocked too, in case a driver turns them on.)
        try:
            pygame.event.set_blocked([pygame.JOYAXISMOTION, pygame.JOYBALLMOTION, pygame.JOYHATMOTION,
                                      pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.CONTROLLERSENSORUPDATE])
        except pygame.error as exc:  # no event queue yet (a test without a window)
            log.info("joystick events left unblocked: %s", exc)
        for index in range(count):
            try:
                if controller.is_controller(index):
                    self.add(index)
            except pygame.error as exc:
                log.warning("cannot use game controller %d: %s", index, exc)

    def add(self, index: int) -> int | None:
        """Open the controller at device `index` (plugged in); return its instance id, None on failure."""
        try:
            instance_id, device = self.opener(index)
        except (pygame.error, OSError, ValueError, TypeError, AttributeError) as exc:
            log.warning("cannot open game controller %d: %s", index, exc)
            return None
        # SDL also announces the controllers found at start: the same one is kept once
        if instance_id not in self.devices:
            self.devices[instance_id] = device
            log.info("game controller %d connected", instance_id)
        return instance_id

    def remove(self, instance_id: int) -> None:
        """Close a controller that was unplugged; forget what it held (its claim stays for its return)."""
        device = self.devices.pop(instance_id, None)
        self._sticks.pop(instance_id, None)
        for slot in [s for s in self._held if s[0] == instance_id]:
            del self._held[slot]
        if device is not None:
            try:
                device.quit()
            except pygame.error as exc:
                log.warning("closing game controller %d: %s", instance_id, exc)
            log.info("game controller %d disconnected", instance_id)
        if self.last_pad == instance_id and self.kind == PAD:
            self.kind = KEYBOARD

    def close(self) -> None:
        """Close every controller."""
        for instance_id in list(self.devices):
            self.remove(instance_id)

    # -- seats -----------------------------------------------------------------------------------
    def claim(self, seat: int, instance_id: int) -> None:
        """Let controller `instance_id` drive the person at `seat` (and no other seat)."""
        for other in [s for s, i in self.claims.items() if i == instance_id and s != seat]:
            del self.claims[other]
        self.claims[seat] = instance_id

    def claim_last(self, seat: int) -> int | None:
        """Tie `seat` to the controller used last, if a controller was the last input (a privacy screen
        confirmed with controller N: N drives that person); return it. After a key or a click, nothing
        changes and None is returned."""
        if self.kind != PAD or self.last_pad is None:
            return None
        self.claim(seat, self.last_pad)
        return self.last_pad

    def release(self, seat: int) -> None:
        """Let any controller drive `seat` again."""
        self.claims.pop(seat, None)

    def claimed(self, seat: int) -> int | None:
        """Return the controller that drives `seat`, if one claimed it."""
        return self.claims.get(seat)

    def may_drive(self, instance_id: int) -> bool:
        """Return whether controller `instance_id` may drive the decision pending now."""
        if self.deciding is None:
            return True
        owner = self.claims.get(self.deciding)
        return owner is None or owner == instance_id

    # -- input -----------------------------------------------------------------------------------
    def note(self, event: pygame.event.Event) -> None:
        """Remember what kind of input `event` is, when it is a person's input (not a made-up key)."""
        etype = event.type
        if etype in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if getattr(event, PAD_ATTR, None) is None:
                self.kind = KEYBOARD
                self.pressed = True
        elif etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.kind = MOUSE
        elif etype == pygame.MOUSEMOTION:
            rel = getattr(event, "rel", (0, 0))
            try:
                moved = abs(int(rel[0])) + abs(int(rel[1]))
            except (TypeError, ValueError, IndexError):
                moved = 0
            if moved >= 4:  # a nudge of the table or a synthetic motion does not count
                self.kind = MOUSE

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event] | None:
        """Return the key events a controller event stands for (maybe none); None: not a controller's."""
        etype = event.type
        if etype == pygame.CONTROLLERDEVICEADDED:
            self.add(int(getattr(event, "device_index", -1)))
            return []
        if etype == pygame.CONTROLLERDEVICEREMOVED:
            self.remove(int(getattr(event, "instance_id", -1)))
            return []
        if etype in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._button(event, etype == pygame.CONTROLLERBUTTONDOWN)
        if etype == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        if etype in (pygame.CONTROLLERDEVICEREMAPPED, pygame.CONTROLLERTOUCHPADDOWN,
                     pygame.CONTROLLERTOUCHPADMOTION, pygame.CONTROLLERTOUCHPADUP,
                     pygame.CONTROLLERSENSORUPDATE):
            return []
        return None

    def _use(self, instance_id: int) -> None:
        self.kind = PAD
        self.pressed = True
        self.last_pad = instance_id

    def _allowed(self, instance_id: int, key: int) -> bool:
        return key in SHARED_KEYS or self.may_drive(instance_id)

    def _button(self, event: pygame.event.Event, down: bool) -> list[pygame.event.Event]:
        button = int(getattr(event, "button", -1))
        instance_id = int(getattr(event, "instance_id", -1))
        if self.capture is not None and button not in DIRECTION_BUTTONS:
            name = next((n for n, code in BUTTON_CODES.items() if code == button), None)
            if down and name is not None:
                self._use(instance_id)
                self.capture(name)
            return []
        key = self.button_keys.get(button)
        if key is None:
            return []
        slot = (instance_id, f"b{button}")
        if not down:
            was = self._held.pop(slot, None)
            return [_key_event(pygame.KEYUP, key, instance_id)] if was is not None or button not in DIRECTION_BUTTONS \
                else []
        if not self._allowed(instance_id, key):
            return []
        self._use(instance_id)
        if button in DIRECTION_BUTTONS:
            self._held[slot] = _Held(key, self.time + REPEAT_DELAY)
        return [_key_event(pygame.KEYDOWN, key, instance_id)]

    def _axis(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        axis = int(getattr(event, "axis", -1))
        instance_id = int(getattr(event, "instance_id", -1))
        value = max(-1.0, min(1.0, float(getattr(event, "value", 0)) / AXIS_MAX))
        stick = self._sticks.setdefault(instance_id, _Stick())
        out: list[pygame.event.Event] = []
        if axis in TRIGGER_KEYS:
            pressed = stick.triggers.get(axis, False)
            if not pressed and value >= TRIGGER_PRESS and self.capture is not None:
                stick.triggers[axis] = True
                self._use(instance_id)
                self.capture(TRIGGERS)
                return out
            key = self.trigger_key
            if key is None:
                stick.triggers[axis] = value >= TRIGGER_PRESS if not pressed else value > TRIGGER_RELEASE
                return out
            if not pressed and value >= TRIGGER_PRESS:
                stick.triggers[axis] = True
                if self._allowed(instance_id, key):
                    self._use(instance_id)
                    out.append(_key_event(pygame.KEYDOWN, key, instance_id))
            elif pressed and value <= TRIGGER_RELEASE:
                stick.triggers[axis] = False
                out.append(_key_event(pygame.KEYUP, key, instance_id))
            return out
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            stick.x = value
        elif axis == pygame.CONTROLLER_AXIS_LEFTY:
            stick.y = value
        else:
            return out
        want = self._stick_key(stick)
        if want == stick.key:
            return out
        slot = (instance_id, "stick")
        if stick.key is not None:
            out.append(_key_event(pygame.KEYUP, stick.key, instance_id))
            self._held.pop(slot, None)
        stick.key = want
        if want is not None and self._allowed(instance_id, want):
            self._use(instance_id)
            self._held[slot] = _Held(want, self.time + REPEAT_DELAY)
            out.append(_key_event(pygame.KEYDOWN, want, instance_id))
        return out

    @staticmethod
    def _stick_key(stick: _Stick) -> int | None:
        """Return the arrow the stick leans to: its stronger axis, past the dead zone."""
        x, y = stick.x, stick.y
        lean = max(abs(x), abs(y))
        held = stick.key is not None
        if lean < (RELEASE_ZONE if held else DEAD_ZONE):
            return None
        if held and lean < DEAD_ZONE:
            return stick.key  # between the two zones a held direction stays
        if abs(x) >= abs(y):
            return pygame.K_RIGHT if x > 0 else pygame.K_LEFT
        return pygame.K_DOWN if y > 0 else pygame.K_UP

    # -- time ------------------------------------------------------------------------------------
    def update(self, dt: float) -> list[pygame.event.Event]:
        """Advance the clock by `dt`; return the repeats of the directions held."""
        self.time += max(0.0, dt)
        out: list[pygame.event.Event] = []
        for (instance_id, _pad), held in self._held.items():
            if self.time >= held.due:
                held.due = max(held.due + REPEAT_EVERY, self.time - REPEAT_EVERY / 2)
                if self._allowed(instance_id, held.key):
                    out.append(_key_event(pygame.KEYDOWN, held.key, instance_id))
        return out

    def wake_in(self) -> float | None:
        """Return the time to the next repeat of a held direction (None when nothing is held)."""
        if not self._held:
            return None
        return max(0.0, min(h.due for h in self._held.values()) - self.time)

    def status(self) -> dict[str, Any]:
        """Return what is plugged in and used (for a log line or a test)."""
        return {"devices": sorted(self.devices), "kind": self.kind, "last_pad": self.last_pad,
                "claims": dict(self.claims), "deciding": self.deciding}
