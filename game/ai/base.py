"""The agent protocol, the random baseline and `make_agent`."""
from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from game.ai.common import OwnPlay, turn_only
from game.ai.personality import parse_spec
from game.ai.reasons import random_reason
from game.model.actions import Action
from game.model.events import Event
from game.model.view import PlayerView


@runtime_checkable
class Agent(Protocol):
    """A player that decides from what its seat may know.

    - `choose(view, legal)`: return one of `legal` when this seat's decision is awaited. `legal` is the
      seat's full list, `Game.legal_actions()`: saying Uno and catching included.
    - `react(view, legal)` (optional): asked after every action that opens an out-of-turn chance to
      this seat (jump-in, saying Uno, catching); `legal` holds only those actions. None lets it pass.
    - `observe(events)` (optional): the events of each action as this seat may see them.
    - `reaction` (optional attribute): mean seconds this player takes to react out of turn; the
      simulator lets quicker seats act first and the UI waits that long before a CPU reacts.
    """

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action: ...


class RandomAgent:
    """Uniform over the actions of its turn; says Uno and catches only in `react`, and then by chance."""

    name = "random"
    reaction = 1.0
    give_reasons = False
    """Leave the reason of each decision in `last_reason`; off in the simulator."""
    last_reason = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.own = OwnPlay()
        """The card it played last: it never jumps in on it (game.ai.common.OwnPlay)."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        legal = turn_only(legal)
        action = legal[self.rng.randrange(len(legal))]
        if self.give_reasons:
            self.last_reason = random_reason(len(legal))
        self.own.note(view, action)
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return self.own.react(view, legal, self._react)

    def _react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        # As often as not, let the chance go by: a uniform choice that includes "do nothing".
        i = self.rng.randrange(len(legal) + 1)
        return legal[i] if i < len(legal) else None


_BUILTIN = {
    "random": "game.ai.base:RandomAgent",
    "easy": "game.ai.easy:EasyAgent",
    "normal": "game.ai.normal:NormalAgent",
    "hard": "game.ai.hard:HardAgent",
}
_PERSONAL = ("easy", "normal")
"""The levels a personality can shape."""
LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
"""The CPU difficulty levels, weakest first: the one list the seats, settings, statistics and screens read."""
LEVEL_LABELS: dict[str, str] = {level: level.capitalize() for level in LEVELS}
"""Each level's name as the screens show it ("Easy")."""
CPU_NAMES: tuple[str, ...] = ("Mia", "Leo", "Ava", "Noah", "Zoe", "Eli", "Ivy", "Max", "Ruby", "Sam", "Lily", "Finn")
"""The CPU seats' names, in the order seats take them (a new game, the demo, an old save)."""


OPTIONS = ("blind",)
"""Options a spec may end with, after a "+": "blind" makes a team player partner-blind (it plays as if
every other seat were an opponent), to measure what its partner play is worth."""

_FACTORIES: dict[str, tuple[Any, bool]] = {}
"""Per agent spec: its class and whether it takes `seed=`, found once per process (the simulator builds
agents afresh for every game, and `inspect.signature` costs more than building most agents)."""


def _factory(spec: str) -> tuple[Any, bool]:
    target = _BUILTIN.get(spec.strip().lower(), spec.strip())
    module_name, sep, class_name = target.partition(":")
    if not sep or not module_name or not class_name:
        raise ValueError(
            f"unknown agent {spec!r}: use random, easy, normal, hard or package.module:ClassName"
        )
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # ImportError, SyntaxError, or anything its import raises
        raise ValueError(f"cannot load agent {spec!r}: {type(exc).__name__}: {exc}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise ValueError(f"cannot load agent {spec!r}: {module_name} has no {class_name}")
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        params = {}  # type: ignore[assignment]
    takes_seed = "seed" in params or any(p.kind is p.VAR_KEYWORD for p in params.values())
    return cls, takes_seed


def make_agent(spec: str, seed: int | None = None) -> Any:
    """Build an agent: "random", "easy", "normal", "hard", "easy:PERSONALITY", "normal:PERSONALITY"
    (game.ai.personality: "normal:bold"), or "package.module:ClassName", optionally followed by options
    after "+" ("hard+blind": see `OPTIONS`).

    Raises ValueError with a one-line message for an unknown name or a class that cannot be loaded.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(f"not an agent: {spec!r}")
    name, *options = spec.strip().split("+")
    for option in options:
        if option.strip().lower() not in OPTIONS:
            raise ValueError(f"unknown agent option {option!r} in {spec!r} (known: {', '.join(OPTIONS)})")
    name = name.strip()
    if not name:
        raise ValueError(f"not an agent: {spec!r}")
    if options:
        agent = make_agent(name, seed=seed)
        if not hasattr(agent, "partner_aware"):
            raise ValueError(f"agent {name!r} cannot be made partner-blind (it has no partner_aware switch)")
        agent.partner_aware = False
        return agent
    spec = name
    level, sep, _ = spec.partition(":")
    if sep and level.strip().lower() in _BUILTIN:
        base, persona = parse_spec(spec)
        base = base.lower()
        if persona is not None and base not in _PERSONAL:
            raise ValueError(f"agent {spec.strip()!r}: personalities apply to easy and normal only")
        agent = make_agent(base, seed=seed)
        if persona is not None:
            agent.set_personality(persona)
        return agent
    found = _FACTORIES.get(spec)
    if found is None:
        found = _FACTORIES[name] = _factory(name)
    agent = _construct(spec, found, seed)
    if any(o.strip().lower() == "blind" for o in options):
        if not hasattr(agent, "partner_aware"):
            raise ValueError(f"agent {name!r} cannot be made partner-blind (it has no partner_aware switch)")
        agent.partner_aware = False
    return agent


def _construct(spec: str, factory: tuple[Any, bool], seed: int | None) -> Any:
    """Build one agent of an outside class (`factory` from `_factory`); ValueError when it cannot be
    built or has no `choose`."""
    cls, takes_seed = factory
    try:
        agent = cls(seed=seed) if takes_seed else cls()
    except Exception as exc:
        raise ValueError(f"cannot build agent {spec!r}: {type(exc).__name__}: {exc}") from None
    if not callable(getattr(agent, "choose", None)):
        raise ValueError(f"agent {spec!r} has no choose(view, legal) method")
    return agent


def agent_builder(spec: str) -> Callable[[int | None], Any]:
    """Return `lambda seed: make_agent(spec, seed=seed)`, with the spec read once: for a caller that
    builds the same agent many times (the simulator builds every seat's agent afresh for each game).

    Raises ValueError as `make_agent` does for a spec it cannot read; the builder raises it for an
    agent that cannot be built.
    """
    if not isinstance(spec, str) or "+" in spec or ":" not in spec:
        return lambda seed: make_agent(spec, seed=seed)
    name = spec.strip()
    level = name.partition(":")[0].strip().lower()
    if not name or level in _BUILTIN:  # a level with a personality: make_agent reads it
        return lambda seed: make_agent(spec, seed=seed)
    found = _FACTORIES.get(name)
    if found is None:
        found = _FACTORIES[name] = _factory(name)
    factory = found

    def build(seed: int | None) -> Any:
        return _construct(name, factory, seed)

    return build


def agent_reaction(agent: Any) -> float:
    """Return how many seconds `agent` takes to react out of turn (0.5 when it does not say)."""
    value = getattr(agent, "reaction", 0.5)
    return float(value) if isinstance(value, (int, float)) else 0.5


def observe(agent: Any, events: Sequence[Event]) -> None:
    """Give `agent` events if it wants them."""
    fn = getattr(agent, "observe", None)
    if fn is not None:
        fn(events)
