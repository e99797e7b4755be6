"""Everything on screen that pulses, glows on and off or blinks, with its rate in one place.

Nothing may flash more than three times a second (Game Accessibility Guidelines, basic level; WCAG's
three flashes). Each pulse is named with its rate in hertz by `rate`, which refuses a faster one, and
drawn with `pulse(now, hz)`, a smooth 0..1 wave; `PULSES` lists them all for the tests.
"""
from __future__ import annotations

import math

__all__ = ["MAX_FLASH_HZ", "PULSES", "pulse", "rate"]

MAX_FLASH_HZ = 3.0
"""The most times a second anything may flash."""
PULSES: dict[str, float] = {}
"""Every pulse by name, with its rate in hertz (each brightening is one flash)."""


def rate(name: str, hz: float) -> float:
    """Name a pulse of `hz` cycles a second and return `hz`; ValueError if it would flash too often."""
    if not 0.0 < hz <= MAX_FLASH_HZ:
        raise ValueError(f"the pulse {name!r} at {hz} Hz flashes more than {MAX_FLASH_HZ} times a second")
    PULSES[name] = hz
    return hz


def pulse(now: float, hz: float, phase: float = 0.0) -> float:
    """Return a smooth wave between 0 and 1 at time `now` (seconds) going round `hz` times a second,
    `phase` radians late."""
    return 0.5 + 0.5 * math.sin(2.0 * math.pi * hz * now - phase)
