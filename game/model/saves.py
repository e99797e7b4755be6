"""Saved hands: `to_dict` and `Game.from_dict`, JSON-safe and exact (the random state included), so a
saved hand goes on exactly as it would have. Every damaged save raises ValueError (one line)."""
from __future__ import annotations

import random
from typing import Any, Self

from game.model.cards import Card, Color, shown
from game.model.checks import DEALT, SET_UP, check_position, phase_of, position_of, whole
from game.model.deal import Dealing
from game.model.rules import Rules
from game.model.tables import PENALTY, PHASES

SAVE_FORMAT = "uno-game"
SAVE_VERSION = 4
"""2 says whether the hand was dealt from the edition's deck (`"position"`); 3 adds the `teams` and
`custom_wild` rules; 4 adds UNO Flip! (the `"flip"` edition in the rules, two-sided cards, and the
table's `side`, `pending_color`, `shown_from` and `pass_on`). Versions 1 to 3 are read too (without
those fields they take their defaults: the light side, nothing pending, the whole pile shown)."""
READABLE_VERSIONS = (1, 2, 3, 4)
FLIP_SINCE = 4
POSITION_SINCE = 2
"""The first save version that says its position; an older save's cards decide it (`position_of`)."""


class Saving(Dealing):
    """Saving a hand and reading it back."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict of the whole state, the random state included."""
        version, internal, gauss = self._rng.getstate()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "position": SET_UP if self._setup else DEALT,
            "players": self._n,
            "rules": self._rules.to_dict(),
            "dealer": self._dealer,
            "current": self._current,
            "direction": self._direction,
            "color": None if self._color is None else self._color.value,
            "phase": self._phase.value,
            "pending": self._pending,
            "pending_by": self._pending_by,
            "w4_prev": None if self._w4_prev is None else self._w4_prev.value,
            "w4_bluff": self._w4_bluff,
            "drawn": None if self._drawn is None else self._drawn.text,
            "winner": self._winner,
            "points": self._points,
            "hands": [[c.text for c in h] for h in self._hands],
            "stock": [c.text for c in reversed(self._stock)],
            "discard": [c.text for c in self._discard],
            "called": list(self._called),
            "exposed": list(self._exposed),
            "actions": self._count,
            "cards": self._total,
            "rng": {"version": version, "state": list(internal), "gauss": gauss},
            "side": self.side,
            "pending_color": None if self._pending_color is None else self._pending_color.value,
            "shown_from": self._shown_from,
            "pass_on": self._pass_on,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Read a dict from `to_dict`. Raise ValueError for a damaged save or an unknown version."""
        if not isinstance(data, dict):
            raise ValueError(f"damaged game save: expected an object, got {type(data).__name__}")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a saved hand (format {shown(data.get('format'))})")
        if data.get("version") not in READABLE_VERSIONS or isinstance(data.get("version"), bool):
            raise ValueError(
                f"saved hand has version {shown(data.get('version'))}; this game reads versions 1 to {SAVE_VERSION}"
            )
        try:
            return cls._read(data)
        except ValueError as exc:
            raise ValueError(f"damaged game save: {exc}") from None
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
            raise ValueError(f"damaged game save: {type(exc).__name__}: {exc}") from None
        except RecursionError:
            raise ValueError("damaged game save: a value is nested too deeply") from None

    @classmethod
    def _read(cls, data: dict[str, Any]) -> Self:
        rng_data = data["rng"]
        state = rng_data["state"]
        if not isinstance(state, list) or len(state) != 625 or not all(isinstance(x, int) for x in state):
            raise ValueError("bad random state")
        rng = random.Random()
        rng.setstate((int(rng_data["version"]), tuple(state), rng_data["gauss"]))
        self = object.__new__(cls)
        self._init_common(whole(data["players"]), Rules.from_dict(data["rules"]), rng)
        n = self._n

        def seat(value: Any, name: str, optional: bool = False) -> Any:
            if value is None and optional:
                return None
            v = whole(value)
            if not 0 <= v < n:
                raise ValueError(f"{name} {v} is not a seat")
            return v

        def cards(values: Any) -> list[Card]:
            if not isinstance(values, list):
                raise ValueError("a list of cards was expected")
            return [Card.parse(v) for v in values]

        hands = data["hands"]
        if not isinstance(hands, list) or len(hands) != n:
            raise ValueError("wrong number of hands")
        self._hands = [cards(h) for h in hands]
        self._held = [len(h) for h in self._hands]
        self._stock = cards(data["stock"])
        self._stock.reverse()
        self._discard = cards(data["discard"])
        if not self._discard:
            raise ValueError("empty discard pile")
        self._dealer = seat(data["dealer"], "dealer")
        self._current = seat(data["current"], "current")
        direction = data["direction"]
        if direction not in (1, -1):
            raise ValueError(f"bad direction {shown(direction)}")
        self._direction = direction
        self._color = None if data["color"] is None else Color(data["color"])
        self._phase = phase_of(data["phase"])
        self._pending = whole(data["pending"])
        self._pending_by = seat(data["pending_by"], "pending_by", optional=True)
        self._w4_prev = None if data["w4_prev"] is None else Color(data["w4_prev"])
        if not isinstance(data["w4_bluff"], bool):
            raise ValueError("bad w4_bluff")
        self._w4_bluff = data["w4_bluff"]
        self._drawn = None if data["drawn"] is None else Card.parse(data["drawn"])
        self._winner = seat(data["winner"], "winner", optional=True)
        self._points = whole(data["points"])
        called = data["called"]
        if not isinstance(called, list) or len(called) != n or not all(isinstance(x, bool) for x in called):
            raise ValueError("bad Uno calls")
        self._called = list(called)
        exposed = data["exposed"]
        if not isinstance(exposed, list):
            raise ValueError("bad exposed seats")
        self._exposed = [seat(s, "exposed") for s in exposed]
        self._count = whole(data["actions"])
        self._total = whole(data["cards"])
        found = sum(len(h) for h in self._hands) + len(self._stock) + len(self._discard)
        if found != self._total:
            raise ValueError(f"{found} cards where {self._total} were saved")
        if data["version"] >= POSITION_SINCE:
            position = data["position"]
        else:  # version 1 did not say: the cards do
            position = position_of([*(c for h in self._hands for c in h), *self._stock, *self._discard], self._rules.edition)
        self._setup = position == SET_UP
        self._read_sides(data)
        check_position(
            position=position, edition=self._rules.edition, phase=self._phase, phases=PHASES,
            hands=self._hands, stock=self._stock, discard=self._discard, current=self._current,
            color=self._color, pending=self._pending, pending_by=self._pending_by, drawn=self._drawn,
            winner=self._winner, points=self._points, called=self._called, exposed=self._exposed,
            actions=self._count, pending_color=self._pending_color,
        )
        return self


    def _read_sides(self, data: dict[str, Any]) -> None:
        """Read the fields of version 4 (the side in play and what goes with it), checked against the cards."""
        shows = self._edition.side_of([*(c for h in self._hands for c in h), *self._stock, *self._discard])
        if data["version"] < FLIP_SINCE:
            return
        side = data["side"]
        names = [s.name for s in self._edition.sides]
        if side not in names:
            raise ValueError(f"the {self._edition.title} deck has no {shown(side)} side")
        self._show_side(names.index(side))
        if names.index(side) != shows and self._two:
            raise ValueError(f"the cards show the {names[shows]} side, the save says the {side} side")
        if self._color is not None and self._color not in self._t.colors:
            raise ValueError(f"{self._color.label} is not a colour of the {side} side")
        pending_color = data["pending_color"]
        self._pending_color = None if pending_color is None else Color(pending_color)
        if self._pending_color is not None and self._phase is not PENALTY:
            raise ValueError("a Wild Draw Color is pending outside the penalty phase")
        shown_from = whole(data["shown_from"])
        if not 0 <= shown_from < len(self._discard):
            raise ValueError(f"bad shown_from {shown_from}")
        self._shown_from = shown_from
        if not isinstance(data["pass_on"], bool):
            raise ValueError("bad pass_on")
        self._pass_on = data["pass_on"]
