"""The hard CPU: counts cards, infers what opponents lack, and searches.

Each decision with more than one sensible option is settled by determinized sampling: deal a guess of
every hidden card consistent with what this seat has seen (`Tracker.sample`: cards known to be in a
hand after a Seven-O swap or a challenge, what a player seemed to lack when it drew or played a wild
kept away from it, guesses that do not fit its recent plays redealt), play each candidate action in
that world, go on for a couple of rounds with the normal player's policy for every opponent, and score
the position reached with a fitted estimate of each seat's chance to win (`game.ai.evaluate`), or 1/0
when the hand ended. Every candidate is tried on the same worlds (common random numbers), so small
differences show; the heuristic's favourite stands unless another is better by a margin. The budget
is a number of simulated turns, so the decisions do not depend on the machine's load; a wall-clock cap
is only a safety net.

Its own judgement (used to rank candidates and for its own turns in the rollouts) is the normal
player's with one lesson learnt from simulation: keep wilds (draw instead) while nobody threatens.

With teams it searches for its team: a rollout is worth the chance that any seat of its team wins
(the hand won when a partner goes out), and its judgement and the rollout players play as partners
(see `game.ai.normal`). Made partner-blind (`partner_aware = False`, the "hard+blind" spec) it plays
for its own seat alone and every rollout player ignores partners, as before team play existed.

Challenges are decided from estimated odds: the chance the accused held the colour (over guesses of
its hand, so a hand known to hold it is challenged and one seen to lack it is not) and how often that
seat has been seen to bluff. Bluffs come out of the search: a Wild Draw Four played while holding the
colour in force is one of the candidates, and the opponents in the rollouts challenge as the normal
player does.
"""
from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai.common import W4, OwnPlay, bluff_odds, turn_only
from game.ai.evaluate import weights_for, win_chances
from game.ai.flipworld import OwnBacks, flip_holds, flip_world
from game.ai.normal import Context, NormalPolicy
from game.ai.reasons import hard_reason, normal_reason, react_reason, search_reason
from game.ai.tracker import Tracker
from game.model.actions import Action, Challenge, Draw, Play
from game.model.events import Event
from game.model.game import PENALTY, PLAY, Game
from game.model.view import PlayerView

STEPS = 9000
"""Simulated turns per decision, in all (the deterministic budget)."""
MIN_WORLDS = 6
"""Guesses of the hidden cards per decision, at the least."""
MAX_WORLDS = 96
DEPTH_BASE = 4
DEPTH_PER_SEAT = 2
"""Turns simulated after a candidate (DEPTH_BASE + DEPTH_PER_SEAT x seats) before the position is
scored by `game.ai.evaluate` (unless the hand ended first). Short rollouts scored by a fitted estimate
beat rollouts to the end of the hand for the same budget: their results vary much less."""
TIME_CAP = 0.35
"""Seconds: a safety net only; the budget above ends every search long before on this machine."""
CHALLENGE_AT = 0.35
"""Challenge a Wild Draw Four when it is a bluff at least this likely."""
BLUFF_PRIOR = 0.05
"""Prior chance that an opponent plays a Wild Draw Four whatever it holds."""
MAX_CANDIDATES = 6
MARGIN = 0.01
"""Chance of winning by which a candidate must beat the heuristic's choice to be preferred."""


SAVE_WILD_HAND = 4
SAVE_WILD_SAFE = 3
"""Draw rather than play a wild when holding at least SAVE_WILD_HAND cards while every opponent holds
more than SAVE_WILD_SAFE: a wild kept is worth more than a card shed (measured: +1 point of win share
at four seats, +2.5 at two)."""


class SharpContext(Context):
    """The normal player's judgement, but a wild is kept (and a card drawn) while nobody threatens."""

    __slots__ = ()

    def draw_score(self) -> float:
        """Return the score of drawing: above any wild while saving them, else the normal one."""
        if self.n >= SAVE_WILD_HAND and self.threat > SAVE_WILD_SAFE:
            return -16.0 + 1.5 * max(self.counts[:4])
        return super().draw_score()


class HardAgent:
    """A card-counting, searching player; see the module docstring."""

    name = "hard"
    reaction = 0.6
    give_reasons = False
    """Leave the reason of each decision in `last_reason` (game.ai.reasons); off in the simulator."""
    last_reason = ""

    def __init__(self, seed: int | None = None, steps: int | None = None, time_cap: float | None = TIME_CAP) -> None:
        self.rng = random.Random(seed)
        self.policy = NormalPolicy(random.Random(self.rng.getrandbits(32)))
        self.policy.context = SharpContext
        self.rollout_policy = NormalPolicy(random.Random(0))
        """How the opponents play in the rollouts: the normal player."""
        self.own_policy = NormalPolicy(random.Random(0))
        self.own_policy.context = SharpContext
        """How this seat plays in the rollouts."""
        self.tracker = Tracker()
        self.own = OwnPlay()
        """The card it played last: it never jumps in on it (game.ai.common.OwnPlay)."""
        self.own_backs = OwnBacks()
        """UNO Flip!: the backs of its own cards this seat has seen (on the draw pile, before a turn-over)."""
        self.steps = STEPS if steps is None else steps
        self.time_cap = time_cap
        self._weights: tuple[float, ...] = ()
        self.last_worlds = 0
        """Worlds searched at the last decision (for the benchmark)."""
        self.last_search: tuple[Sequence[Action], list[float], int, int, bool] = ((), [], 0, 0, False)
        """The last search: its candidates, their summed chances of winning, the worlds dealt, the one
        chosen, and whether the heuristic's favourite stood for want of a clear margin."""
        self._aware = True

    @property
    def partner_aware(self) -> bool:
        """With teams: play for the team (False: partner-blind, for its own seat alone)."""
        return self._aware

    @partner_aware.setter
    def partner_aware(self, value: bool) -> None:
        self._aware = value
        for policy in (self.policy, self.rollout_policy, self.own_policy):
            policy.partner_aware = value

    # ------------------------------------------------------------------ protocol

    def observe(self, events: Sequence[Event]) -> None:
        """Keep the events for the card tracker (and, with teams, the partners' colours)."""
        self.tracker.observe(events)
        self.policy.observe(events)
        self.own_backs.observe(events)

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Say Uno, catch, and jump in when it helps (the normal player's judgement; never on its own card)."""
        if view.rules.edition == "flip":
            self.own_backs.look(view)
        action = self.own.react(view, legal, self.policy.react)
        if action is not None and self.give_reasons:
            self.last_reason = react_reason(view, action)
        return action

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Return this seat's action: the best candidate by search, or the only sensible one."""
        action = self._choose(view, legal)
        self.own.note(view, action)
        return action

    def _choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.last_worlds = 0
        if view.rules.edition == "flip":
            self.own_backs.look(view)
        legal = turn_only(legal)
        if len(legal) == 1:
            if self.give_reasons:
                self.last_reason = hard_reason("only")
            return legal[0]
        self.tracker.sync(view)
        if view.phase == PENALTY:
            challenge = next((a for a in legal if type(a) is Challenge), None)
            if challenge is not None:
                odds = self.bluff_chance(view)
                if odds >= CHALLENGE_AT:
                    if self.give_reasons:
                        self.last_reason = hard_reason("challenge", odds=odds, threshold=CHALLENGE_AT)
                    return challenge
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            if self.give_reasons:
                self.last_reason = hard_reason(
                    "obvious", reason=normal_reason(self.policy, view, legal, candidates[0]))
            return candidates[0]
        action = self.search(view, candidates)
        if self.give_reasons:
            self.last_reason = search_reason(*self.last_search)
        return action

    # ------------------------------------------------------------------ decisions

    def bluff_chance(self, view: PlayerView) -> float:
        """Return the chance that the Wild Draw Four just played on us is a bluff."""
        accused = view.penalty_by
        if accused is None:
            return 0.0
        if view.rules.edition == "flip":  # its backs say much of its faces (the printed pairs)
            p_holds = flip_holds(view, accused, view.color_before_w4, self.rng, self.own_backs.known(view))
            return bluff_odds(p_holds, self.tracker.bluff_prior(accused, BLUFF_PRIOR))
        p_holds = self.tracker.p_holds(view, accused, view.color_before_w4, self.rng)
        return bluff_odds(p_holds, self.tracker.bluff_prior(accused, BLUFF_PRIOR))

    def candidates(self, view: PlayerView, legal: Sequence[Action]) -> list[Action]:
        """Return the sensible actions, best by the heuristic first (at most MAX_CANDIDATES)."""
        ranked = self.policy.ranked(view, [a for a in legal if type(a) is not Challenge])
        if not ranked:
            return [legal[0]]
        per_card: dict[object, int] = {}
        out: list[Action] = []
        w4: list[Action] = []
        best_is_wild = False
        # A wild's colour is weighed two ways (the colours held most), or every way when a partner is
        # close to going out: the search, dealing the partner's hand from what it has shown, finds the
        # colour it most likely holds (every colour named is then tried on the same guesses).
        colours = 4 if self.partner_close(view) else 2
        limit = MAX_CANDIDATES + (2 if colours > 2 else 0)
        for score, a in ranked:
            if type(a) is Play:
                if len(view.hand) == 1:
                    return [a]  # going out
                key = a.card
                if key.rank is W4:
                    # Weighed whether or not it is a bluff: the colours held most.
                    if len(w4) < colours:
                        w4.append(a)
                    continue
                seen = per_card.get(key, 0)
                if seen >= (colours if key.wild else 2):
                    continue  # two colours (or two swap targets) per card are enough
                if score < -40 and out:
                    continue
                per_card[key] = seen + 1
                if not out:
                    best_is_wild = a.card.wild
                out.append(a)
            elif type(a) is Draw:
                if view.phase == PLAY and out and not best_is_wild:
                    continue  # drawing rather than playing: only worth weighing to save a wild
                out.append(a)
            else:
                out.append(a)
        if w4:
            w4.sort(key=lambda a: -_color_count(view, a))
        return out[: limit - len(w4)] + w4

    def partner_close(self, view: PlayerView) -> bool:
        """Return True when, with teams and partner-aware, a partner holds two cards or fewer."""
        if not self._aware or not view.partners:
            return False
        sizes = view.hand_sizes
        return any(sizes[s] <= 2 for s in view.partners)

    # ------------------------------------------------------------------ search

    def search(self, view: PlayerView, candidates: Sequence[Action]) -> Action:
        """Return the candidate that wins most often over guessed worlds (ties: the heuristic's order)."""
        rng = self.rng
        me = view.player
        k = len(candidates)
        # Budget: each rollout simulates at most `per_rollout` turns; spend STEPS in all.
        per_rollout = DEPTH_BASE + DEPTH_PER_SEAT * view.players
        worlds = max(MIN_WORLDS, min(MAX_WORLDS, self.steps // (per_rollout * k)))
        totals = [0.0] * k
        self._weights = weights_for(view.players, view.rules)
        deadline = None if self.time_cap is None else time.perf_counter() + self.time_cap
        done = 0
        known = self.own_backs.known(view) if view.rules.edition == "flip" else ()
        for _ in range(worlds):
            if view.rules.edition == "flip":  # two-sided cards: guessed from what the table shows
                hands, deck, discard = flip_world(view, rng, known)
                base = Game.from_view(view, hands, deck, seed=rng.getrandbits(32), discard=discard)
            else:
                hands, deck = self.tracker.sample(view, rng)
                base = Game.from_view(view, hands, deck, seed=rng.getrandbits(32))
            for i, a in enumerate(candidates):
                g = base.copy()
                g.apply(a)
                totals[i] += self.rollout(g, me, per_rollout)
            done += 1
            if deadline is not None and done >= 2 and time.perf_counter() > deadline:
                break
        self.last_worlds = done
        best = 0
        for i in range(1, k):
            if totals[i] > totals[best] + 1e-9:
                best = i
        # The heuristic's choice stands unless another is clearly better (the search is noisy).
        kept = best != 0 and totals[best] - totals[0] < MARGIN * done
        if kept:
            best = 0
        self.last_search = (candidates, totals, done, best, kept)
        return candidates[best]

    def rollout(self, g: Game, me: int, depth: int) -> float:
        """Play up to `depth` turns (normal opponents, our own sharp policy); return our chance to win."""
        policy = self.rollout_policy
        choose = policy.choose
        react = policy.react
        mine = self.own_policy.choose
        for _ in range(depth):
            if g.is_over:
                break
            seats = g.out_of_turn_seats()
            if seats:
                for s in seats:
                    legal = g.out_of_turn_actions(s)
                    if legal:
                        a = react(g.view(s), legal)
                        if a is not None:
                            g.apply(a)
                            break
                if g.is_over:
                    break
            seat = g.current
            g.apply((mine if seat == me else choose)(g.view(seat), g.turn_actions()))
        if self._aware and g.rules.teams:
            if g.is_over:
                return 1.0 if g.winner is not None and g.winner % 2 == me % 2 else 0.0
            chances = win_chances(g, self._weights)
            return sum(chances[me % 2 :: 2])
        if g.is_over:
            return 1.0 if g.winner == me else 0.0
        return win_chances(g, self._weights)[me]


def _color_count(view: PlayerView, a: Action) -> int:
    """Return how many cards of the colour `a` names the hand holds."""
    color = a.color if type(a) is Play else None
    return sum(1 for c in view.hand if c.color is color)


__all__ = ["HardAgent", "SharpContext"]
