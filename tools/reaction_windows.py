"""Measure the table's real-time windows: how long the person has before a CPU acts, per CPU level.

Usage:
    python tools/reaction_windows.py [--trials 200] [--cpu-speed 1.0] [--anim-speed 1.0]

Three moments, each played out on the real table controller (`game.ui.table.controller`) with the
real animator as its presenter (headless), at animation speed 1 and the CPU speed given:

- swap: a CPU's Seven-O 7 swaps its two cards for the person's three, leaving the person one card
  they have not said Uno for; the other CPUs (of the level measured) may catch them.
- pass: a CPU's 0 passes every hand along and the person receives a one-card hand.
- jump-in: a CPU plays a card and the turn passes to the person; a CPU of the level measured holds
  the same card (Jump-In house rule). No CPU jumps in on a person's turn: every trial should end with
  no CPU acting.
- own play (for comparison): the person plays their penultimate card without saying Uno.
- next turn (Jump-In): the seconds from the landing of the card the person may jump in on to the next
  CPU's normal turn (`next_turn_trial`).
- own swap: the person's own 7 swaps their other cards for a hand of one (`own_swap_trial`): seconds from
  the landing of the swapped hands to a CPU's catch, and how long their UNO button was lit by then.

Every time is counted from the moment the motion has ended and the person can see the new position
(the controller's `busy_until`) to the CPU's action: that is the person's window. Prints, per level
and moment, the shortest, median and longest window over the trials, and how many trials ended with
no CPU acting (the level let the chance go by).

Then the person's side of catching, with a person who reacts `PERSON` (0.7 s) after the table shows
the prompt (the motion has landed and the catch is legal: the hint line's "press C to catch" and the
Catch button wait for both):

- catching a CPU: a CPU of the level (and personality) measured forgets Uno on its next-to-last card
  (made to forget: the question is what happens then); two more CPUs of that level may catch it, and
  it may remember late. Counts who acts first: the person, another CPU, the forgetful CPU saying Uno
  late, or nobody (the chance went by).
- from the prompt, per level and speed setting: a normal CPU forgets and two CPUs of the level
  measured may catch it, at each (animation speed, CPU speed) of `SPEEDS`: the seconds from the prompt
  to their catch when the person never presses, and how often a person pressing C 0.7 s after the
  prompt is first (the playtest's "Ava caught Mia" within 1 s: CPU speed shortened the CPUs' delays).
- their own Uno: the person plays their next-to-last card without saying Uno and presses the UNO
  button `PERSON` after the play shows; counts the trials in which a CPU caught them first.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai.base import LEVELS, RandomAgent, make_agent
from game.ai.personality import PERSONALITIES
from game.model import CallUno, Card, Catch, Game, Match, Play, Rules, UnoCalled, UnoCaught
from game.session import MatchConfig, SeatSetup, Session
from game.ui.table.animator import Animator
from game.ui.table.controller import TableController
from game.ui.table.layout import Layout

DT = 1 / 60
STOCK = ["B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3", "R8", "R9"] * 3
LIMIT = 12.0
"""Seconds after the moment without a CPU acting: the chance went by."""
PERSON = 0.7
SPEEDS = [(1.0, 1.0), (0.5, 0.5), (0.5, 3.0), (3.0, 1.0), (3.0, 3.0), (1.0, 2.0)]
"""(animation speed, CPU speed) settings the prompt table measures: the settings' ends and the default."""
"""Seconds the person takes to react (catch, or press their own UNO button) once the table shows it."""


class Scripted(RandomAgent):
    """The CPU that makes the moment: plays its first card (a 7 on the person), never reacts."""

    def __init__(self) -> None:
        super().__init__(0)

    def choose(self, view: Any, legal: Any) -> Any:
        plays = [a for a in legal if isinstance(a, Play)]
        return next((a for a in plays if a.target in (None, 0)), legal[-1])

    def react(self, view: Any, legal: Any) -> Any:
        return None


# (hands, discard, rules, seat on turn, seat of the level measured)
MOMENTS: dict[str, tuple[list[list[str]], str, str, int]] = {
    "swap": ([["G4", "B4", "Y4"], ["R7", "R2"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"]], "R1", "seven_o", 1),
    "pass": ([["G4", "B4", "Y4"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"], ["R0", "R2"]], "R1", "seven_o", 3),
    "jump-in": ([["G4", "B4", "Y4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["R5", "G6", "G7"]], "R1", "jump_in", 3),
    "own play": ([["R5", "G4"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"], ["G5", "G6", "G7"]], "R1", "", 0),
}


def _session(moment: str, level: str, seed: int) -> Session:
    hands, top, spec, current = MOMENTS[moment]
    rules = Rules.from_spec((spec + "," if spec else "") + "target_score=none")
    game = Game.from_setup([list(h) for h in hands], [top], STOCK, rules, current=current, seed=seed)
    n = len(hands)
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else level) for i in range(n))
    session = Session(MatchConfig(seats, rules, seed=0, human=0), Match(n, rules, random.Random(seed), game),
                      agent_seed=seed)
    for seat in range(1, n):
        session.agents[seat] = Scripted() if seat == current else make_agent(level, seed * 10 + seat)
    return session


def _acted(moment: str, c: TableController, events: list[Any]) -> bool:
    if moment == "jump-in":
        return any(isinstance(a, Play) and a.player != 0 for a in c.history[1:])
    return any(isinstance(e, UnoCaught) and e.target == 0 for e in events)


def window(moment: str, level: str, seed: int, cpu_speed: float, relaxed: bool = False) -> float | None:
    """Return the person's window in one trial (None: no CPU acted within `LIMIT`). `relaxed`: the
    table's relaxed timing is on (the person, who never acts here, should then never be overtaken)."""
    session = _session(moment, level, seed)
    names = [s.name for s in session.config.seats]
    anim = Animator(names, 0, Layout((1280, 720), len(names), 0, True, 1.0), seed=seed)
    events: list[Any] = []

    class Presenter:
        def present(self, evs: Any, view: Any) -> float:
            events.extend(evs)
            return anim.present(evs, view)

        def sync(self, view: Any) -> None:
            anim.sync(view)

    c = TableController(session, presenter=Presenter(), cpu_speed=cpu_speed, seed=seed, threaded=False,
                        relaxed=relaxed)
    c.start()
    if moment == "own play":
        c.submit(Play(0, Card.parse("R5")))

    def step(done: Callable[[], bool], limit: float) -> bool:
        start = c.now
        while not done():
            if c.now - start > limit or c.hand_over:
                return False
            anim.update(DT)
            c.update(DT)
        return True

    step(lambda: bool(c.history), 10.0)
    shown = c.busy_until
    if not step(lambda: _acted(moment, c, events), LIMIT):
        return None
    return c.now - shown


def _table(session: Session, seed: int, cpu_speed: float, relaxed: bool = False,
           anim_speed: float = 1.0) -> tuple[TableController, Animator, list[Any]]:
    names = [s.name for s in session.config.seats]
    anim = Animator(names, 0, Layout((1280, 720), len(names), 0, True, 1.0), speed=lambda: anim_speed, seed=seed)
    events: list[Any] = []

    class Presenter:
        def present(self, evs: Any, view: Any) -> float:
            events.extend(evs)
            return anim.present(evs, view)

        def sync(self, view: Any) -> None:
            anim.sync(view)

    controller = TableController(session, presenter=Presenter(), cpu_speed=cpu_speed, seed=seed, threaded=False,
                                 relaxed=relaxed)
    return controller, anim, events


def catch_trial(spec: str, seed: int, cpu_speed: float = 1.0, person: float | None = PERSON, relaxed: bool = False,
                anim_speed: float = 1.0, catchers: str | None = None) -> tuple[str, float | None]:
    """A CPU of `spec` ("normal", "easy:chatty") forgets Uno on its next-to-last card; two more of
    `catchers` (default `spec`) may catch it. Return who acted first and when, in seconds from the
    moment the table shows the person the prompt to catch (the motion has landed, as the table's hint
    line and Catch button wait for it: `anim.busy` over, and a Catch legal): "person" (reacting
    `person` seconds after the prompt; None: the person never presses), "cpu" (another CPU caught it),
    "late" (it said Uno late) or "nobody" (time None)."""
    hands = [["G4", "B4", "Y4"], ["R2", "R3"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B7"]]
    rules = Rules.from_spec("target_score=none")
    game = Game.from_setup([list(h) for h in hands], ["R1"], STOCK, rules, current=1, seed=seed)
    kinds = [spec, catchers or spec, catchers or spec]
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else kinds[i - 1].partition(":")[0]) for i in range(4))
    session = Session(MatchConfig(seats, rules, seed=0, human=0), Match(4, rules, random.Random(seed), game),
                      agent_seed=seed)
    for seat in range(1, 4):
        session.agents[seat] = make_agent(kinds[seat - 1], seed * 10 + seat)
    habit = getattr(session.agents[1], "uno", None)
    if habit is None:
        raise ValueError(f"{spec} never forgets Uno")
    habit.forget = 1.0
    c, anim, events = _table(session, seed, cpu_speed, relaxed, anim_speed)
    c.start()
    start = c.now
    shown: float | None = None
    while c.now - start < 2 * LIMIT and not c.hand_over:
        for e in events:
            if isinstance(e, UnoCaught) and e.target == 1:
                return ("person" if e.player == 0 else "cpu"), None if shown is None else c.now - shown
            if isinstance(e, UnoCalled) and e.player == 1:
                return "late", None if shown is None else c.now - shown
        if shown is None and not anim.busy and Catch(0, 1) in c.human_legal():
            shown = c.now  # the prompt shows from this frame
        if shown is not None and person is not None and c.now >= shown + person - 1e-9:
            if Catch(0, 1) in c.human_legal():
                c.submit(Catch(0, 1))
                continue
            return "nobody", None
        anim.update(DT)
        c.update(DT)
    return "nobody", None


def own_uno_trial(level: str, seed: int, cpu_speed: float = 1.0, person: float = PERSON, relaxed: bool = False) -> bool:
    """The person plays their next-to-last card without saying Uno and presses UNO `person` seconds
    after the play shows. Return True when a CPU of `level` caught them first."""
    session = _session("own play", level, seed)
    c, anim, events = _table(session, seed, cpu_speed, relaxed)
    c.start()
    c.submit(Play(0, Card.parse("R5")))
    shown = c.busy_until
    while c.now < shown + person:
        if any(isinstance(e, UnoCaught) and e.target == 0 for e in events):
            return True
        anim.update(DT)
        c.update(DT)
    if any(isinstance(e, UnoCaught) and e.target == 0 for e in events):
        return True
    c.submit(CallUno(0))  # refused when the next turn has begun: then nobody caught them in time either
    return False


SWAP_SPEEDS = [(1.0, 1.0), (3.0, 3.0), (1.0, 3.0), (0.5, 0.5)]
"""(animation speed, CPU speed) settings the own-swap table measures."""


def own_swap_trial(level: str, seed: int, cpu_speed: float = 1.0, anim_speed: float = 1.0) -> tuple[float | None, float]:
    """The person plays a Seven-O 7 and swaps their three other cards for Mia's one (the playtest's Blue
    7): they hold one card they have not seen and must say Uno (RULES.md). Return the seconds from the
    moment the swapped hands have landed on screen to a CPU's catch (None: none came within `LIMIT`),
    and how long the person's UNO button had been pressable (lit and landed) by then."""
    hands = [["B7", "G4", "Y4", "R3"], ["Y9"], ["Y5", "Y6", "Y7"], ["B5", "B6", "B8"]]
    rules = Rules.from_spec("seven_o,target_score=none")
    game = Game.from_setup([list(h) for h in hands], ["B1"], STOCK, rules, current=0, seed=seed)
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else level) for i in range(4))
    session = Session(MatchConfig(seats, rules, seed=0, human=0), Match(4, rules, random.Random(seed), game),
                      agent_seed=seed)
    for seat in range(1, 4):
        session.agents[seat] = make_agent(level, seed * 10 + seat)
    c, anim, events = _table(session, seed, cpu_speed, False, anim_speed)
    c.start()
    while c.now < c.busy_until:  # the deal shows
        anim.update(DT)
        c.update(DT)
    c.submit(Play(0, Card.parse("B7"), target=1))
    landed = c.busy_until
    lit: float | None = None
    while c.now - landed < LIMIT and not c.hand_over:
        if lit is None and not anim.busy and CallUno(0) in c.human_legal():
            lit = c.now
        if any(isinstance(e, UnoCaught) and e.target == 0 for e in events):
            return c.now - landed, 0.0 if lit is None else c.now - lit
        anim.update(DT)
        c.update(DT)
    return None, 0.0 if lit is None else c.now - lit


def next_turn_trial(level: str, seed: int, cpu_speed: float = 1.0, anim_speed: float = 1.0) -> float | None:
    """Jump-In: a CPU plays Red 5 and the person holds a Red 5 too (the next CPU, of `level`, does not).
    Return the seconds from the moment that card has landed on the pile on screen to the next CPU's
    normal turn (its play or draw): the person's time to jump in (None: no turn came within `LIMIT`)."""
    hands = [["R5", "G4", "Y4"], ["R5", "B2", "G2"], ["Y5", "Y6", "Y7"], ["B5", "G6", "G7"]]
    rules = Rules.from_spec("jump_in,target_score=none")
    game = Game.from_setup([list(h) for h in hands], ["R1"], STOCK, rules, current=1, seed=seed)
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else level) for i in range(4))
    session = Session(MatchConfig(seats, rules, seed=0, human=0), Match(4, rules, random.Random(seed), game),
                      agent_seed=seed)
    for seat in range(1, 4):
        session.agents[seat] = Scripted() if seat == 1 else make_agent(level, seed * 10 + seat)
    c, anim, _events = _table(session, seed, cpu_speed, False, anim_speed)
    c.start()
    card = Card.parse("R5")
    landed: float | None = None
    while c.now < 2 * LIMIT and not c.hand_over:
        if landed is None and c.history and anim.pile and anim.pile[-1][0] is card:
            landed = c.now
        if len(c.history) >= 2:
            return None if landed is None else c.now - landed
        anim.update(DT)
        c.update(DT)
    return None


def catch_specs() -> list[str]:
    """The CPUs that forget Uno: easy and normal, plain and with each personality."""
    return [level if name == "steady" else f"{level}:{name}" for level in ("easy", "normal") for name in PERSONALITIES]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=200)
    parser.add_argument("--cpu-speed", type=float, default=1.0)
    parser.add_argument("--anim-speed", type=float, default=1.0, help="animation speed (the setting, 0.5..3)")
    parser.add_argument("--relaxed", action="store_true",
                        help="relaxed timing on (the setting): the CPUs wait for the person's chance to pass")
    parser.add_argument("--person", type=float, default=PERSON,
                        help=f"seconds the person takes to react (default {PERSON:g})")
    args = parser.parse_args(argv)
    if args.trials < 1 or args.cpu_speed <= 0 or args.anim_speed <= 0:
        parser.error("--trials must be at least 1, --cpu-speed and --anim-speed above 0")
    print(f"The person's window (seconds from the moment the table shows it to the first CPU action), "
          f"CPU speed {args.cpu_speed:g}, {args.trials} trials each"
          + (", relaxed timing (the person never acts: no CPU should)" if args.relaxed else ""))
    print(f"{'moment':<10} {'level':<7} {'min':>6} {'median':>7} {'max':>6}  no CPU acted")
    for moment in MOMENTS:
        for level in LEVELS:
            times = []
            missed = 0
            for seed in range(args.trials):
                t = window(moment, level, seed, args.cpu_speed, args.relaxed)
                if t is None:
                    missed += 1
                else:
                    times.append(t)
            if times:
                print(f"{moment:<10} {level:<7} {min(times):6.2f} {statistics.median(times):7.2f} {max(times):6.2f}"
                      f"  {missed}/{args.trials}")
            else:
                print(f"{moment:<10} {level:<7} {'-':>6} {'-':>7} {'-':>6}  {missed}/{args.trials}")
    print()
    print(f"A person reacting in {args.person:g} s catching a CPU that forgot Uno (two more CPUs of its kind may "
          f"catch it), {args.trials} trials each; the hard player never forgets")
    print(f"{'CPU':<18} {'person first':>12} {'CPU first':>10} {'said late':>10} {'nobody':>7}")
    for spec in catch_specs():
        counts = dict.fromkeys(("person", "cpu", "late", "nobody"), 0)
        for seed in range(args.trials):
            counts[catch_trial(spec, seed, args.cpu_speed, args.person, args.relaxed, args.anim_speed)[0]] += 1
        print(f"{spec:<18} {counts['person']:>12} {counts['cpu']:>10} {counts['late']:>10} {counts['nobody']:>7}")
    print()
    print(f"From the prompt: a normal CPU forgot Uno and two CPUs of the level may catch it; seconds from the "
          f"moment the 'press C to catch' prompt shows to their catch (the person never presses), and how many "
          f"times a person pressing C {args.person:g} s after the prompt is first, {args.trials} trials each")
    print(f"{'catchers':<8} {'anim':>5} {'CPU':>5} {'min':>6} {'median':>7}  person first")
    for level in ("easy", "normal", "hard"):
        for anim_speed, cpu_speed in SPEEDS:
            times = [t for seed in range(args.trials)
                     for who, t in [catch_trial("normal", seed, cpu_speed, None, args.relaxed, anim_speed, level)]
                     if who == "cpu" and t is not None]
            first = sum(catch_trial("normal", seed, cpu_speed, args.person, args.relaxed, anim_speed, level)[0]
                        == "person" for seed in range(args.trials))
            low, mid = (f"{min(times):6.2f}", f"{statistics.median(times):7.2f}") if times else (f"{'-':>6}", f"{'-':>7}")
            print(f"{level:<8} {anim_speed:>5g} {cpu_speed:>5g} {low} {mid}  {first}/{args.trials}")
    print()
    print(f"Jump-In: seconds from the moment the card the person may jump in on has landed on the pile to the "
          f"next CPU's normal turn (the person never jumps in), {args.trials} trials each")
    print(f"{'next CPU':<8} {'anim':>5} {'CPU':>5} {'min':>6} {'median':>7}")
    for level in LEVELS:
        for anim_speed, cpu_speed in SWAP_SPEEDS:
            waits = [w for seed in range(args.trials)
                     if (w := next_turn_trial(level, seed, cpu_speed, anim_speed)) is not None]
            low, mid = (f"{min(waits):6.2f}", f"{statistics.median(waits):7.2f}") if waits else (f"{'-':>6}", f"{'-':>7}")
            print(f"{level:<8} {anim_speed:>5g} {cpu_speed:>5g} {low} {mid}")
    print()
    print(f"The person's own Seven-O 7 swapped for a hand of one (they must say Uno): seconds from the moment the "
          f"swapped hands have landed to a CPU's catch when the person never presses, {args.trials} trials each")
    print(f"{'catchers':<8} {'anim':>5} {'CPU':>5} {'min':>6} {'median':>7}  UNO lit at least  caught")
    for level in LEVELS:
        for anim_speed, cpu_speed in SWAP_SPEEDS:
            trials = [own_swap_trial(level, seed, cpu_speed, anim_speed) for seed in range(args.trials)]
            times = [t for t, _lit in trials if t is not None]
            lit = min(shown_for for t, shown_for in trials if t is not None) if times else None
            low, mid = (f"{min(times):6.2f}", f"{statistics.median(times):7.2f}") if times else (f"{'-':>6}", f"{'-':>7}")
            shown = f"{lit:16.2f}" if lit is not None else f"{'-':>16}"
            print(f"{level:<8} {anim_speed:>5g} {cpu_speed:>5g} {low} {mid}  {shown}  {len(times)}/{args.trials}")
    print()
    print(f"The person's own Uno, pressed {args.person:g} s after their next-to-last card shows: trials in which a CPU "
          f"caught them first")
    for level in LEVELS:
        caught = sum(own_uno_trial(level, seed, args.cpu_speed, args.person, args.relaxed)
                     for seed in range(args.trials))
        print(f"{level:<7} {caught}/{args.trials}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
