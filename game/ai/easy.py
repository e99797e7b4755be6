"""The easy CPU: plays a legal card with little planning, like a casual player.

It plays some matching card (a coloured one before a wild), names the colour it holds most (mostly),
stacks and challenges on a whim, forgets to say Uno about three times in ten, and is slow to catch
others (and sometimes does not notice at all).
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.common import D2, REVERSE, SEVEN, SKIP, W4, OwnPlay, UnoHabit, best_color, turn_only
from game.ai.personality import STEADY, Personality
from game.ai.reasons import easy_reason, react_reason
from game.model.actions import Action, CallUno, Catch, Challenge, Draw, Pass, Play
from game.model.cards import Card
from game.model.game import COLOR, DRAWN, PENALTY
from game.model.view import PlayerView

FORGET_UNO = 0.3
"""Chance of not saying Uno when down to two cards (decided once per two-card hand; a personality
scales it: `Personality.forget`)."""
LATE_UNO = 0.4
"""Chance of remembering to say Uno late, once down to one card and still open to a catch."""
CATCH = 0.5
"""Chance of noticing a player who forgot to say Uno, each time it is asked."""
JUMP_IN = 0.4
STACK = 0.8


_ATTACKS = (SKIP, D2, REVERSE)


class EasyAgent:
    """A casual player; see the module docstring."""

    name = "easy"
    reaction = 1.6
    give_reasons = False
    """Leave the reason of each decision in `last_reason` (its rule of thumb); off in the simulator."""
    last_reason = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.uno = UnoHabit(FORGET_UNO, LATE_UNO, seed)
        """When it says Uno (game.ai.common.UnoHabit)."""
        self.persona: Personality = STEADY
        self._why = ""
        self._count = 0
        self.own = OwnPlay()
        """The card it played last: it never jumps in on it (game.ai.common.OwnPlay)."""

    def set_personality(self, persona: Personality) -> None:
        """Play with `persona`'s leanings (game.ai.personality)."""
        self.persona = persona
        self.reaction = EasyAgent.reaction * persona.reaction
        self.uno.forget = min(1.0, FORGET_UNO * persona.forget)

    # ------------------------------------------------------------------ turn

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Return a legal action with little planning."""
        self._why = ""
        action = self._choose(view, legal)
        if self.give_reasons:
            self.last_reason = easy_reason(self._why, action, self._count)
        self.own.note(view, action)
        return action

    def _say(self, rule: str, n: int = 0) -> None:
        """Keep the rule of thumb that decided, as a code (game.ai.reasons.easy_reason words it, only when the
        table asks for reasons)."""
        self._why = rule
        self._count = n

    def _choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        legal = turn_only(legal)
        if len(legal) == 1:
            return legal[0]
        rng = self.rng
        phase = view.phase
        if phase == COLOR:
            return self._color_choice(view, legal, None)
        if phase == DRAWN:
            plays = [a for a in legal if type(a) is Play]
            if plays and (rng.random() < 0.85 or not any(type(a) is Pass for a in legal)):
                self._say("drawn_play")
                return self._with_color(view, plays)
            self._say("drawn_keep")
            return next(a for a in legal if type(a) is Pass)
        if phase == PENALTY:
            plays = [a for a in legal if type(a) is Play]
            if plays and (rng.random() < STACK or self.persona.stack_big):
                if self.persona.stack_big:
                    plays = [a for a in plays if a.card.rank is W4] or plays
                self._say("stack", view.pending_draw)
                return self._with_color(view, plays)
            challenge = [a for a in legal if type(a) is Challenge]
            if challenge and rng.random() < self.persona.challenge_chance:
                self._say("hunch")
                return challenge[0]
            self._say("take_whim" if plays else "take", view.pending_draw)
            return next(a for a in legal if type(a) is Draw)
        plays = [a for a in legal if type(a) is Play]
        if not plays:
            self._say("no_match")
            return next(a for a in legal if type(a) is Draw)
        plain = [a for a in plays if not a.card.wild]
        pick = plain if plain else plays
        persona = self.persona
        kinds = len({a.card for a in pick})
        self._say(("only_match" if kinds == 1 else "some_match") if plain else "wild", kinds)
        if persona.action_bonus > 0:  # bold: an action card first
            attacks = [a for a in pick if a.card.rank in _ATTACKS]
            if attacks:
                self._say("bold")
            pick = attacks or pick
        elif persona.hold_wilds and not plain and len(view.hand) >= 4 and min(
            s for i, s in enumerate(view.hand_sizes) if i != view.player
        ) >= 4:  # cautious: keep the wild for later
            self._say("hold_wild")
            return next((a for a in legal if type(a) is Draw), self._with_color(view, pick))
        return self._with_color(view, pick)

    def _with_color(self, view: PlayerView, plays: Sequence[Play]) -> Action:
        """Pick a card at random from `plays`, then a colour (for a wild) or a seat (for a 7)."""
        card = plays[self.rng.randrange(len(plays))].card
        options = [a for a in plays if a.card is card]
        if card.wild:
            return self._color_choice(view, options, card)
        if len(options) > 1 and self.persona.leader_bonus > 0 and card.rank is SEVEN:  # vindictive: the leader
            return min(options, key=lambda a: view.hand_sizes[a.target or 0])
        if len(options) > 1:  # a 7 under Seven-O: swap with someone who has fewer cards, mostly
            if self.rng.random() < 0.6:
                return min(options, key=lambda a: view.hand_sizes[a.target or 0])
            return options[self.rng.randrange(len(options))]
        return options[0]

    def _color_choice(self, view: PlayerView, options: Sequence[Action], card: Card | None) -> Action:
        if self.rng.random() < 0.75:
            want = best_color(view.hand, None, card)
            for a in options:
                if getattr(a, "color", None) is want:
                    return a
        return options[self.rng.randrange(len(options))]

    # ------------------------------------------------------------------ out of turn

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Say Uno (unless forgotten), catch now and then, jump in now and then (never on its own card)."""
        action = self.own.react(view, legal, self._react)
        if action is not None and self.give_reasons:
            self.last_reason = react_reason(view, action)
        return action

    def _react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        rng = self.rng
        for a in legal:
            if type(a) is CallUno and self.uno.says(view):
                return a
        catches = [a for a in legal if type(a) is Catch]
        if catches and rng.random() < CATCH:
            return catches[0]
        jumps = [a for a in legal if type(a) is Play]
        if jumps and rng.random() < JUMP_IN * self.persona.jump_in:
            return self._with_color(view, jumps)
        return None
