"""The normal CPU: a solid heuristic player.

It keeps the colour it holds most, saves its wilds for when nothing else plays (and for its last card),
turns action cards on a player close to going out, always stacks when it can, challenges a Wild Draw
Four only when the odds say so, never bluffs, catches whoever forgets to say Uno, and forgets it itself
about one time in ten (`FORGET_UNO`; the hard player, which shares its judgement out of turn, never does).

With teams it plays for its team (unless made partner-blind, `partner_aware = False`): a partner's
threat is not a threat, a Skip or Draw Two (which hand the turn straight to the partner at alternating
seats) is worth more when that partner is close to going out, it leaves or names a colour that partner
seems to hold (the colours it played or named) and not one it seems to lack (the colours it drew on),
a wild is kept for that, it swaps hands with a partner only to hand over a smaller hand, and it never
aims a Wild Customizable at a partner. The Wild Customizable is used as its rule makes it worth.

`NormalPolicy` is also the rollout policy of the hard player, so it is written to be quick.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar, cast

from game.ai.common import (
    COLORS,
    D2,
    DEFAULT_BLUFF_PRIOR,
    REVERSE,
    SEVEN,
    SKIP,
    W4,
    WC,
    WS,
    ZERO,
    BluffRecord,
    Decision,
    OwnPlay,
    UnoHabit,
    bluff_odds,
    bluff_rate,
    card_cidx,
    chance_holds,
    cidx,
    color_share,
    count_list,
    holds_color,
    record_challenge,
    turn_only,
    unseen_cards,
)
from game.ai.personality import STEADY, Personality
from game.ai.reasons import normal_reason, react_reason
from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import Card, Color, Rank
from game.model.events import (
    CardPlayed,
    CardsDrawn,
    CardTurned,
    ChallengeResolved,
    ColorChosen,
    Dealt,
    Event,
    HandOver,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
)
from game.model.game import COLOR, DRAWN, PENALTY, PLAY
from game.model.rules import Rules
from game.model.view import PlayerView

PLAIN_WILDS = (Rank.WILD, W4)
"""Wilds played only when no coloured card plays (a Wild Shuffle Hands or a ruled Wild Customizable may
be played for its own sake)."""

CHALLENGE_AT = 0.5
"""Normal challenges a Wild Draw Four when it thinks it is a bluff at least this likely."""

# Team play (see the module docstring); measured in docs/ai.md.
MATE_SKIP = 7.0
"""Bonus of a Skip or Draw Two (the turn goes straight to the partner) when that partner holds <= 2."""
MATE_COLOR = 4.0
"""Naming the colour a partner close to going out seems to hold (minus: one it seems to lack)."""
MATE_CARD = 2.5
"""Playing a card of that colour (minus 3 for one of a colour it seems to lack)."""
MATE_WILD = 10.0
"""A wild played to name that colour when another is in force (a wild kept for the partner)."""
MATE_HOLD = 3.0
"""Held back from a Skip or Draw Two while neither the partner two seats on (holding more than four) nor
the next player is close to going out: kept for when it hands that partner the turn (measured: 51.5%
of hands against a partner-blind team instead of 50.8%, docs/ai.md)."""


class NormalPolicy:
    """The heuristic decisions, from a view alone (plus what it learnt of each seat's bluffing)."""

    __slots__ = ("_color", "bluffs", "context", "lacks", "likes", "partner_aware", "persona", "rng")

    def __init__(self, rng: random.Random) -> None:
        self.context: type[Context] = Context
        self.rng = rng
        self.bluffs: BluffRecord = {}
        self.partner_aware = True
        """With teams: play for the team (False: as if every other seat were an opponent)."""
        self.likes: dict[int, Color] = {}
        """Per seat: the colour it last named with a wild in this hand (the colour it held most), until it
        plays a card of another colour. (The colour of a plain card played says little: measured, a
        partner's last card was of the colour it played before it 28% of the time, about chance.)"""
        self.lacks: dict[int, set[Color]] = {}
        """Per seat: the colours it drew on, or played a wild on, in its turn since it last played them,
        in this hand."""
        self._color: Color | None = None
        self.persona: Personality = STEADY

    def set_personality(self, persona: Personality) -> None:
        """Play with `persona`'s leanings (game.ai.personality); STEADY is the plain heuristic."""
        self.persona = persona
        self.context = Context if persona == STEADY else persona_context(persona)

    # ------------------------------------------------------------------ turn decisions

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Return the action to take in this seat's turn."""
        legal = turn_only(legal)
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase == PLAY:
            return self.play(view, legal, allow_draw=True)
        if phase == DRAWN:
            return self.drawn(view, legal)
        if phase == PENALTY:
            return self.penalty(view, legal)
        if phase == COLOR:
            return self.color(view, legal)
        return legal[0]

    def play(self, view: PlayerView, legal: Sequence[Action], allow_draw: bool) -> Action:
        """Return the best play by the heuristic score (Draw only when nothing plays)."""
        best: Action | None = None
        best_score = -1e9
        ctx = self.context(view, self)
        for a in legal:
            if type(a) is Play:
                s = ctx.score(a)
                if s > best_score:
                    best_score = s
                    best = a
        if best is None or (allow_draw and best_score < ctx.draw_score()):
            for a in legal:
                if type(a) is Draw:
                    return a
        return best if best is not None else legal[0]

    def ranked(self, view: PlayerView, legal: Sequence[Action]) -> list[tuple[float, Action]]:
        """Return every legal action with its heuristic score, best first (Draw and Pass included)."""
        ctx = self.context(view, self)
        out: list[tuple[float, Action]] = []
        for a in legal:
            t = type(a)
            if type(a) is Play:
                out.append((ctx.score(a), a))
            elif t is Draw or t is Pass:
                out.append((ctx.draw_score(), a))
            elif type(a) is ChooseColor:
                out.append((ctx.color_score(a.color), a))
            else:
                out.append((-50.0, a))
        out.sort(key=lambda x: -x[0])
        return out

    def drawn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Play the card just drawn unless it is a bluff or a bad swap; else keep it."""
        keep: Action | None = None
        plays: list[Play] = []
        for a in legal:
            if type(a) is Pass:
                keep = a
            elif type(a) is Play:
                plays.append(a)
        if not plays:
            return legal[0]
        ctx = self.context(view, self)
        best = max(plays, key=ctx.score)
        if keep is not None:
            card = best.card
            if card.rank is W4 and view.rules.challenge and _holds_other(view.hand, card, view.color):
                return keep
            if ctx.score(best) < ctx.draw_score():
                return keep
        return best

    def penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Stack when possible (a Draw Two before a Wild Draw Four), else challenge when likely, else draw."""
        ctx: Context | None = None
        best: Action | None = None
        best_score = -1e9
        challenge: Action | None = None
        draw: Action | None = None
        for a in legal:
            t = type(a)
            if type(a) is Play:
                card = a.card
                if card.rank is W4 and view.rules.challenge and holds_color(view.hand, view.color):
                    continue  # never bluff
                if ctx is None:
                    ctx = self.context(view, self)
                big = card.rank is W4 if self.persona.stack_big else card.rank is D2
                s = ctx.score(a) + (5.0 if big else 0.0)
                if s > best_score:
                    best_score = s
                    best = a
            elif t is Challenge:
                challenge = a
            elif t is Draw:
                draw = a
        if best is not None:
            return best
        if challenge is not None and self.bluff_chance(view) >= self.persona.challenge_at:
            return challenge
        return draw if draw is not None else legal[0]

    def color(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Name the colour held most."""
        ctx = self.context(view, self)
        options = [a for a in legal if type(a) is ChooseColor]
        if not options:
            return legal[0]
        return max(options, key=lambda a: ctx.color_score(a.color))

    def bluff_chance(self, view: PlayerView) -> float:
        """Return the estimated chance that the Wild Draw Four just played on this seat is a bluff."""
        accused = view.penalty_by
        if accused is None:
            return 0.0
        pool = unseen_cards(view)
        p_holds = chance_holds(color_share(pool, view.color_before_w4), view.hand_sizes[accused])
        return bluff_odds(p_holds, self.bluff_prior(accused))

    def bluff_prior(self, seat: int) -> float:
        """Return the chance that `seat` bluffs, from the challenges seen (Laplace-smoothed prior)."""
        return bluff_rate(self.bluffs, seat, DEFAULT_BLUFF_PRIOR)

    # ------------------------------------------------------------------ out of turn

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Say Uno, catch, or jump in when it helps."""
        plays: list[Play] = []
        catch: Action | None = None
        for a in legal:
            if type(a) is CallUno:
                return a
            if type(a) is Catch:
                if catch is None:
                    catch = a
            elif type(a) is Play:
                plays.append(a)
        if catch is not None:
            return catch
        if not plays:
            return None
        ctx = self.context(view, self)
        best = max(plays, key=ctx.score)
        rank = best.card.rank
        if (rank is SEVEN or rank is ZERO) and ctx.score(best) < -5 and len(view.hand) > 1 and not self.persona.reckless:
            return None
        if self.persona.jump_in < 1.0 and len(view.hand) > 1 and self.rng.random() >= self.persona.jump_in:
            return None
        return best

    # ------------------------------------------------------------------ memory

    def observe(self, events: Sequence[Event]) -> None:
        """Remember who was caught bluffing a Wild Draw Four (and who was not), and, for team play,
        the colours each seat played or named and those it drew on."""
        for e in events:
            t = type(e)
            if t is ChallengeResolved:
                record_challenge(self.bluffs, e.accused, e.bluff)  # type: ignore[attr-defined]
            elif t is CardPlayed:
                card = e.card  # type: ignore[attr-defined]
                player = e.player  # type: ignore[attr-defined]
                if card.wild:
                    color = e.color  # type: ignore[attr-defined]
                    if color is not None:
                        self.likes[player] = color  # named: the colour it holds most
                    if self._color is not None and card.rank in PLAIN_WILDS and not e.jump_in:  # type: ignore[attr-defined]
                        self.lacks.setdefault(player, set()).add(self._color)  # nothing of it played
                else:
                    color = card.color
                    if self.likes.get(player) is not color:
                        self.likes.pop(player, None)  # played another colour: what it named is stale
                    self.lacks.get(player, set()).discard(color)
                self._color = color
            elif t is ColorChosen or t is CardTurned:
                self._color = e.color if t is ColorChosen else e.card.color  # type: ignore[attr-defined]
            elif t is CardsDrawn:
                if e.reason == "draw" and self._color is not None:  # type: ignore[attr-defined]
                    self.lacks.setdefault(e.player, set()).add(self._color)  # type: ignore[attr-defined]
            elif t is Dealt or t is HandOver or isinstance(e, (HandsSwapped, HandsPassed, HandsShuffled)):
                self.likes.clear()
                self.lacks.clear()

    def partner_hint(self, view: PlayerView) -> tuple[int | None, Color | None, frozenset[Color]]:
        """Return the partner closest to going out if it holds two cards or fewer (else None), the colour
        it seems to hold, and the colours it seems to lack."""
        if not self.partner_aware or not view.partners:
            return None, None, frozenset()
        sizes = view.hand_sizes
        mate = min(view.partners, key=lambda s: sizes[s])
        if sizes[mate] > 2:
            return None, None, frozenset()
        lacks = frozenset(self.lacks.get(mate, ()))
        like = self.likes.get(mate)
        return mate, (None if like in lacks else like), lacks


def _holds_other(hand: Sequence[Card], card: Card, color: Color | None) -> bool:
    """Holds a card of `color` other than `card` itself."""
    return color is not None and any(c.color is color for c in hand if c is not card)


class Context:
    """What the score of a play depends on, worked out once per decision."""

    __slots__ = ("counts", "direction", "hand", "lacks", "like", "mate", "mate_size", "me", "n", "nxt", "nxt_size",
                 "partners", "players", "prev_size", "sizes", "threat", "view", "wilds")

    def __init__(self, view: PlayerView, policy: NormalPolicy | None = None) -> None:
        self.view = view
        self.hand = view.hand
        self.n = len(view.hand)
        self.counts = count_list(view.hand)
        self.wilds = self.counts[4]
        self.me = view.player
        self.players = view.players
        self.sizes = view.hand_sizes
        self.direction = view.direction
        self.nxt = (self.me + self.direction) % self.players
        self.nxt_size = self.sizes[self.nxt]
        self.prev_size = self.sizes[(self.me - self.direction) % self.players]
        aware = policy.partner_aware if policy is not None else True
        self.partners: tuple[int, ...] = view.partners if aware else ()
        partners = self.partners
        self.threat = min(s for i, s in enumerate(self.sizes) if i != self.me and i not in partners)
        # With teams at alternating seats, a Skip hands the turn to this partner.
        after = (self.me + 2 * self.direction) % self.players
        self.mate_size = self.sizes[after] if after in partners else 99
        self.mate: int | None = None
        self.like: Color | None = None
        self.lacks: frozenset[Color] = frozenset()
        if partners and policy is not None:
            self.mate, self.like, self.lacks = policy.partner_hint(view)

    def draw_score(self) -> float:
        """Return the score of drawing instead of playing (below any play but a ruinous swap)."""
        return -30.0

    def color_score(self, color: Color) -> float:
        """Return how good it is to name `color` (cards of it held; ties to the colour most discarded)."""
        seen = 0
        for c in self.view.discard_pile:
            if c.color is color:
                seen += 1
        s = 1.5 * self.counts[cidx(color)] + 0.01 * seen
        if self.mate is not None:
            if color is self.like:
                s += MATE_COLOR
            elif color in self.lacks:
                s -= MATE_COLOR
        return s

    def score(self, a: Play) -> float:
        """Return the heuristic value of the play `a` (higher is better)."""
        card = a.card
        n = self.n
        if n == 1:
            return 1000.0
        counts = self.counts
        rank = card.rank
        nxt_size = self.nxt_size
        if card.wild:
            # Wilds wait until no coloured card plays (or, for a +4, to stop a player about to go out).
            s = (self.color_score(a.color) if a.color is not None else 0.0) - 20.0
            if rank is W4:
                if self.view.rules.challenge and self.counts[cidx(self.view.color)] > 0:
                    return -100.0  # a bluff: never
                s += 2.0
                if nxt_size <= 2:
                    s += 25.0
            elif rank is WS:
                avg = (sum(self.sizes) - 1) / self.players
                s += 2.0 * ((n - 1) - avg) + 4.0
            elif rank is WC:
                s += self.custom_score(a)
            like = self.like
            if self.mate is not None and like is not None and a.color is like and self.view.color is not like:
                s += MATE_WILD  # a wild kept for this: the partner close to going out needs its colour
            return s
        s = 1.5 * (counts[card_cidx(card)] - 1) + 0.01 * card.points
        if self.mate is not None:
            if card.color is self.like:
                s += MATE_CARD
            elif card.color in self.lacks:
                s -= MATE_CARD + 0.5
        if rank is SKIP or rank is D2 or (rank is REVERSE and self.players == 2):
            if nxt_size <= 2:
                s += 6.0
            elif nxt_size <= 4:
                s += 2.0
            if rank is D2:
                s += 1.0
            if self.mate_size <= 2:
                s += MATE_SKIP  # the turn goes straight to a partner about to go out
            elif self.mate_size <= 4:
                s += 1.5
            elif self.partners and nxt_size > 2:
                s -= MATE_HOLD  # keep it for when the partner is close
            if nxt_size <= 2 and self.prev_size > nxt_size:
                s += 5.0
            elif self.prev_size <= 2 and nxt_size > self.prev_size:
                s -= 4.0
        elif self.view.rules.seven_o:
            if rank is SEVEN:
                target = a.target
                if target is not None and target in self.partners:
                    s += self.partner_swap(target)
                elif target is not None:
                    gain = (n - 1) - self.sizes[target]
                    s += 2.5 * gain - (8.0 if gain < 0 else 0.0)
                    # Among equal hands, take the one of the player closest to going out after us.
                    s -= 0.01 * ((target - self.me) * self.direction % self.players)
            elif rank is ZERO:
                gain = (n - 1) - self.prev_size
                s += 2.5 * gain - (8.0 if gain < 0 else 0.0)
        return s

    def partner_swap(self, target: int) -> float:
        """Return the worth of swapping hands with a partner: only to hand over a small hand (it then plays
        sooner than we would), else clearly bad."""
        mine = self.n - 1
        if mine <= 2 and mine < self.sizes[target]:
            return 1.0
        return -12.0

    def custom_score(self, a: Play) -> float:
        """Return what a Wild Customizable's rule adds to a wild's score."""
        rule = self.view.rules.custom_wild
        sizes = self.sizes
        n = self.n
        if rule == "swap_hands":
            target = a.target
            if target is None:
                return 0.0
            if target in self.partners:
                return self.partner_swap(target)
            gain = (n - 1) - sizes[target]
            s = 2.5 * gain - (8.0 if gain < 0 else 0.0)
            if sizes[target] <= 2 and gain > 0:
                s += 10.0
            return s - 0.01 * ((target - self.me) * self.direction % self.players)
        if rule == "others_draw_one":
            s = 0.0
            for seat, size in enumerate(sizes):
                if seat == self.me:
                    continue
                worth = 4.0 if size <= 2 else 1.0
                s += -worth if seat in self.partners else worth
            return s
        if rule == "skip_everyone":
            # A free turn: worth a card shed when a card of the colour named is held.
            held = self.counts[cidx(a.color)] if a.color is not None else 0
            return 16.0 if held > 0 else 2.0
        if rule == "discard_color":
            held = self.counts[cidx(a.color)] if a.color is not None else 0
            if held and held == n - 1:
                return 900.0  # goes out
            return 5.0 * held
        if rule == "target_draws_two":
            target = a.target
            if target is None:
                return 0.0
            if target in self.partners:
                return -25.0
            size = sizes[target]
            return (12.0 if size <= 2 else 3.0) - 0.2 * size
        return 0.0


class PersonaContext(Context):
    """`Context` with a personality's leanings added to each play's score (see game.ai.personality)."""

    __slots__ = ()
    persona: ClassVar[Personality] = STEADY

    def score(self, a: Play) -> float:
        """Return the heuristic score of `a`, shifted by the personality."""
        s = Context.score(self, a)
        if self.n == 1 or s <= -100.0:
            return s
        p = self.persona
        card = a.card
        rank = card.rank
        at_leader = False
        if card.wild:
            s += p.wild_bonus
            if p.hold_wilds and self.n >= 4 and self.threat >= 4:
                s -= 40.0  # below drawing: keep it for later
            at_leader = rank is W4 and self.nxt_size == self.threat
        elif rank is SKIP or rank is D2 or (rank is REVERSE and self.players == 2):
            s += p.action_bonus
            at_leader = self.nxt_size == self.threat
        elif rank is SEVEN and a.target is not None:
            at_leader = self.sizes[a.target] == self.threat
        else:
            return s
        if card.wild and rank is not W4:
            return s
        if at_leader:
            s += p.leader_bonus
        else:
            s -= 0.5 * p.leader_bonus  # keep it for the leader
        return s


_PERSONA_CONTEXTS: dict[str, type[Context]] = {}


def persona_context(persona: Personality) -> type[Context]:
    """Return the `Context` class that scores plays with `persona`'s leanings (one class per personality)."""
    cls = _PERSONA_CONTEXTS.get(persona.name)
    if cls is None or cast("type[PersonaContext]", cls).persona != persona:
        cls = cast("type[Context]", type(f"Context_{persona.name}", (PersonaContext,), {"__slots__": (), "persona": persona}))
        _PERSONA_CONTEXTS[persona.name] = cls
    return cls


def prefers(d: Decision, hand: Sequence[Card], rules: Rules) -> bool:
    """Return True when a normal player holding `hand` could have made the turn play `d`."""
    sizes = list(d.sizes)
    players = len(sizes)
    if not 0 <= d.player < players:
        return True
    sizes[d.player] = len(hand)
    view = PlayerView(
        d.player, players, tuple(hand), tuple(sizes), d.top, d.color, d.direction, d.player, PLAY, 0,
        d.discard, 0, rules, 0, None, (False,) * players, (), None, None, None, 0,
        tuple(s for s in range(d.player % 2, players, 2) if s != d.player) if rules.teams else (),
    )
    ctx = Context(view)
    chosen = ctx.score(Play(d.player, d.card, d.chosen, d.target))
    color = d.color
    top_rank = d.top.rank
    seven_o = rules.seven_o
    for card in hand:
        if card.wild:
            if card.rank is W4 and not rules.challenge and ctx.counts[cidx(color)] > 0:
                continue
            for col in COLORS:
                if ctx.score(Play(d.player, card, col)) > chosen + 1e-9:
                    return False
        elif card.color is color or card.rank is top_rank:
            if seven_o and card.rank is SEVEN:
                for t in range(players):
                    if t != d.player and ctx.score(Play(d.player, card, None, t)) > chosen + 1e-9:
                        return False
            elif ctx.score(Play(d.player, card)) > chosen + 1e-9:
                return False
    return True


FORGET_UNO = 0.1
"""Chance that the normal player does not say Uno when down to two cards (decided once per two-card
hand; a personality scales it: `Personality.forget`)."""
LATE_UNO = 0.3
"""Chance, each time it is asked while open to a catch, that it remembers to say Uno late."""


class NormalAgent:
    """A solid heuristic player; see the module docstring."""

    name = "normal"
    reaction = 1.1
    give_reasons = False
    """Leave the reason of each decision in `last_reason` (game.ai.reasons); off in the simulator."""
    last_reason = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.policy = NormalPolicy(self.rng)
        self.persona: Personality = STEADY
        self.uno = UnoHabit(FORGET_UNO, LATE_UNO, seed)
        """When it says Uno (game.ai.common.UnoHabit)."""
        self.own = OwnPlay()
        """The card it played last: it never jumps in on it (game.ai.common.OwnPlay)."""

    def set_personality(self, persona: Personality) -> None:
        """Play with `persona`'s leanings (game.ai.personality); reacts `persona.reaction` times as fast."""
        self.persona = persona
        self.policy.set_personality(persona)
        self.reaction = NormalAgent.reaction * persona.reaction
        self.uno.forget = min(1.0, FORGET_UNO * persona.forget)

    @property
    def partner_aware(self) -> bool:
        """With teams: play for the team (False: partner-blind, as if every seat were an opponent)."""
        return self.policy.partner_aware

    @partner_aware.setter
    def partner_aware(self, value: bool) -> None:
        self.policy.partner_aware = value

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Return this seat's action."""
        action = self.policy.choose(view, legal)
        if self.give_reasons:
            self.last_reason = normal_reason(self.policy, view, turn_only(legal), action)
        self.own.note(view, action)
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Say Uno (unless it forgets), catch, or jump in (never on its own card)."""
        action = self.own.react(view, legal, self._react)
        if action is not None and self.give_reasons:
            self.last_reason = react_reason(view, action)
        return action

    def _react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        for i, a in enumerate(legal):
            if type(a) is CallUno:
                if self.uno.says(view):
                    return a
                legal = [*legal[:i], *legal[i + 1:]]
                break
        return self.policy.react(view, legal)

    def observe(self, events: Sequence[Event]) -> None:
        """Learn who bluffs."""
        self.policy.observe(events)


__all__ = ["FORGET_UNO", "LATE_UNO", "NormalAgent", "NormalPolicy", "PersonaContext", "persona_context", "prefers"]
