"""A CPU's one-line reason for its move, worded from its own decision (no pygame).

An agent explains itself only when asked (`give_reasons = True`, set by the table, never by the simulator):
it then leaves the reason of its last decision in `last_reason`. The wording reads what decided the
move, as the decision saw it: the normal player's scores (`NormalPolicy.ranked`, the same `Context` its
choice used) and the terms behind the winning score; the hard player's search (each candidate's share
of wins over the worlds it dealt); the easy player's branch of its rules of thumb; the random player's
draw among its moves. `explained(agent, view, legal)` asks an agent for its move and reason at once.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.ai.common import D2, REVERSE, SKIP, W4, cidx
from game.model.actions import Action, CallUno, Catch, Challenge, ChooseColor, Draw, Pass, Play
from game.model.cards import Rank
from game.model.game import DRAWN, PENALTY, PLAY

if TYPE_CHECKING:
    from game.model.view import PlayerView

Context = Any
"""game.ai.normal's Context (not imported: normal imports this module)."""
NormalPolicy = Any
"""game.ai.normal's NormalPolicy."""

PLAIN_WILDS = (Rank.WILD, W4)

__all__ = ["explained", "label", "normal_reason", "react_reason", "search_reason"]


def explained(agent: Any, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
    """Return `agent`'s choice and its reason ("" from an agent that gives none)."""
    if hasattr(agent, "give_reasons"):
        agent.give_reasons = True
    action = agent.choose(view, legal)
    return action, str(getattr(agent, "last_reason", "") or "")


def label(a: Action) -> str:
    """Return a move as the log names it: "Red 5", "Wild (Blue)", "a draw", "keeping the card"."""
    if isinstance(a, Play):
        card, color = a.card, a.color
        return f"{card.label} ({color.label})" if card.wild and color is not None else card.label
    if isinstance(a, Draw):
        return "a draw"
    if isinstance(a, Pass):
        return "keeping the card"
    if isinstance(a, Challenge):
        return "a challenge"
    if isinstance(a, ChooseColor):
        return a.color.label
    return type(a).__name__


def _held(ctx: Context, a: Play) -> str:
    """Return "3 red cards held" for the colour `a` plays or names."""
    color = a.color if a.card.wild else a.card.color
    if color is None:
        return ""
    name = color.label.lower()
    if a.card.wild:
        k = ctx.counts[cidx(color)]
        return f"{k} {name} card{'s' if k != 1 else ''} in hand"
    k = ctx.counts[cidx(color)] - 1
    if k == 0:
        return f"no other {name} card in hand"
    return f"{k} more {name} card{'s' if k != 1 else ''} in hand"


def _play_terms(ctx: Context, a: Play) -> str:
    """Return the terms that made the play's score, as the scoring reads them."""
    card = a.card
    rank = card.rank
    if ctx.n == 1:
        return "its last card: it goes out"
    terms = []
    if card.wild:
        if rank is W4 and ctx.nxt_size <= 2:
            terms.append(f"the next player holds {ctx.nxt_size}: a Wild Draw Four to stop them")
        elif card.rank in PLAIN_WILDS:
            terms.append("no coloured card played, so the wild;")
        else:
            terms.append(f"the {card.label} was worth playing for its own sake")
        if a.color is not None:
            terms.append(f"it names {a.color.label.lower()}: {_held(ctx, a)}")
        return " ".join(terms) if terms[0].endswith(";") else ", ".join(terms)
    if rank in (SKIP, D2) or (rank is REVERSE and ctx.players == 2):
        if ctx.nxt_size <= 4:  # the score's bonus for hitting a player close to going out
            terms.append(f"the next player holds {ctx.nxt_size}: an attack card now")
        elif ctx.mate_size <= 2:
            terms.append("the turn goes straight to its partner, who is close to going out")
    held = _held(ctx, a)
    terms.append(held if held.startswith("no other") else f"keeps {held}")
    return ", ".join(terms)


def normal_reason(policy: NormalPolicy, view: PlayerView, legal: Sequence[Action], chosen: Action) -> str:
    """Return why the normal player's policy (or the hard player's own judgement) chose `chosen`: the
    scores it ranked the moves by and what made the winner's."""
    phase = view.phase
    if phase == PENALTY:
        if isinstance(chosen, Play):
            return f"stacked {label(chosen)} rather than take {view.pending_draw}"
        if isinstance(chosen, Challenge):
            return (f"challenged: a bluff is {policy.bluff_chance(view):.0%} likely (it challenges from "
                    f"{policy.persona.challenge_at:.0%})")
        if any(isinstance(a, Challenge) for a in legal):
            return f"took the cards: a bluff only {policy.bluff_chance(view):.0%} likely"
        return "took the cards: nothing to stack on them"
    ctx = policy.context(view, policy)
    if isinstance(chosen, ChooseColor):
        return f"named {label(chosen)}: {ctx.counts[cidx(chosen.color)]} cards of it in hand"
    plays = [a for a in legal if isinstance(a, Play)]
    if phase == DRAWN:
        if isinstance(chosen, Play):
            return f"played the card it drew: {_play_terms(ctx, chosen)}"
        card = plays[0].card if plays else None
        if card is not None and card.rank is W4 and view.rules.challenge:
            return f"kept the {card.label} it drew: it holds the colour in force, so playing it would be a bluff"
        return "kept the card it drew: playing it scored below keeping it"
    if phase != PLAY:
        return "its only sensible move"
    ranked = [(s, a) for s, a in policy.ranked(view, legal) if isinstance(a, Play)]
    if isinstance(chosen, Draw):
        if not ranked:
            return "no card matched: it drew"
        best_s, best = ranked[0]
        return (f"drew rather than play {label(best)}: drawing rated higher ({ctx.draw_score():.1f} to "
                f"{best_s:.1f} on its scale); its wilds wait until nothing else plays")
    if not isinstance(chosen, Play):
        return "its only sensible move"
    score = next((s for s, a in ranked if a == chosen), None)
    others = [(s, a) for s, a in ranked if a.card is not chosen.card]
    why = _play_terms(ctx, chosen)
    if score is None:
        return why
    if not others:
        return f"{why} (the only card that played)"
    s2, a2 = others[0]
    return f"{why}; {_margin(score, s2, label(a2), chosen.card.points > a2.card.points)}"


def _margin(score: float, runner_up: float, rival: str, sheds_more: bool) -> str:
    """Return how far the chosen move's score stood above the runner-up's, as a player would say it, with
    both figures on the normal player's scale (the same figures the ranking holds)."""
    gap = score - runner_up
    if abs(gap) < 0.1:  # only the points shed set them apart (a hundredth of a point each)
        more = ", but it sheds more points" if sheds_more else ""
        return f"level with {rival} ({score:.2f} to {runner_up:.2f} on its scale){more}"
    how = "far ahead of" if gap >= 3 else "well ahead of" if gap >= 1 else "a little ahead of"
    return f"{how} {rival} ({score:.1f} to {runner_up:.1f} on its scale)"


def search_reason(candidates: Sequence[Action], totals: Sequence[float], worlds: int, best: int,
                  kept: bool) -> str:
    """Return the hard player's search result: each top candidate's share of wins over the worlds dealt
    (`kept`: the heuristic's favourite stood, as no other beat it by the margin)."""
    if worlds <= 0 or not candidates:
        return "search: no time to deal a world"
    share = [t / worlds for t in totals]
    order = sorted(range(len(candidates)), key=lambda i: -share[i])
    rival = next((i for i in order if i != best), None)
    text = f"search: {label(candidates[best])} wins {share[best]:.0%} of {worlds} guessed deals"
    if rival is not None:
        text += f" against {share[rival]:.0%} for {label(candidates[rival])}"
    if kept and order[0] != best:
        text += " (too close to leave its first choice)"
    return text


def react_reason(view: PlayerView, chosen: Action, names: Sequence[str] | None = None) -> str:
    """Return why an out-of-turn move was made (said Uno, caught, jumped in)."""
    if isinstance(chosen, CallUno):
        return "said Uno: it is down to its last card"
    if isinstance(chosen, Catch):
        target = chosen.target
        who = names[target] if names is not None and 0 <= target < len(names) else "that player"
        return f"caught {who}: one card and no Uno said"
    if isinstance(chosen, Play):
        return f"jumped in: it held the very card on top ({chosen.card.label})"
    return "its move out of turn"
