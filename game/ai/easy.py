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
from game.ai.reasons import label, react_reason
from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
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
            self.last_reason = self._why or _plain(action)
        self.own.note(view, action)
        return action

    def _say(self, why: str) -> None:
        """Keep the rule of thumb that decided (worded only when the table asks for reasons)."""
        if self.give_reasons:
            self._why = why

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
                self._say("played the card it drew, as it mostly does (85 times in 100)")
                return self._with_color(view, plays)
            self._say("kept the card it drew, on a whim (it does 15 times in 100)")
            return next(a for a in legal if type(a) is Pass)
        if phase == PENALTY:
            plays = [a for a in legal if type(a) is Play]
            if plays and (rng.random() < STACK or self.persona.stack_big):
                if self.persona.stack_big:
                    plays = [a for a in plays if a.card.rank is W4] or plays
                self._say(f"stacked rather than take {view.pending_draw}: it stacks when it can, mostly")
                return self._with_color(view, plays)
            challenge = [a for a in legal if type(a) is Challenge]
            if challenge and rng.random() < self.persona.challenge_chance:
                self._say("challenged on a hunch: it does not count cards")
                return challenge[0]
            self._say(f"took the {view.pending_draw} cards: nothing to stack" if not plays else
                      f"took the {view.pending_draw} cards rather than stack, on a whim")
            return next(a for a in legal if type(a) is Draw)
        plays = [a for a in legal if type(a) is Play]
        if not plays:
            self._say("no card matched: it drew")
            return next(a for a in legal if type(a) is Draw)
        plain = [a for a in plays if not a.card.wild]
        pick = plain if plain else plays
        persona = self.persona
        kinds = len({a.card for a in pick})
        self._say(("its only matching card" if kinds == 1 else
                   f"a matching card picked at random among {kinds}, coloured cards before wilds") if plain else
                  "its wild: no coloured card matched")
        if persona.action_bonus > 0:  # bold: an action card first
            attacks = [a for a in pick if a.card.rank in _ATTACKS]
            if attacks:
                self._say("an action card first, boldly")
            pick = attacks or pick
        elif persona.hold_wilds and not plain and len(view.hand) >= 4 and min(
            s for i, s in enumerate(view.hand_sizes) if i != view.player
        ) >= 4:  # cautious: keep the wild for later
            self._say("kept its wild for later and drew: everyone still holds 4 cards or more")
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
        action = self._react(view, self.own.others(view, legal))
        if action is not None and self.give_reasons:
            self.last_reason = react_reason(view, action)
        self.own.note(view, action)
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



def _plain(action: Action) -> str:
    """The reason of a move with no rule of thumb behind it (the only one, or a colour)."""
    if type(action) is ChooseColor:
        return f"named {label(action)}, the colour it holds most (mostly)"
    return "its only move"
