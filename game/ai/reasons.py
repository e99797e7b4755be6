"""A CPU's one-line reason for its move, worded from its own decision (no pygame).

An agent explains itself only when asked (`give_reasons = True`, set by the table, never by the simulator):
it then leaves the reason of its last decision in `last_reason`. The wording reads what decided the
move, as the decision saw it: the normal player's scores (`NormalPolicy.ranked`, the same `Context` its
choice used) and the terms behind the winning score; the hard player's search (each candidate's share
of wins over the worlds it dealt); the easy player's branch of its rules of thumb; the random player's
draw among its moves. `explained(agent, view, legal)` asks an agent for its move and reason at once.

Every reason is worded through the catalogue (game.i18n) in the language in force when it is made:
whole clauses with named placeholders, cards named as the log names them (game.cardwords), numbers and
percentages as the language writes them. A reason reads as a player would say it: the figures of the
decision choose the words ("a much better move than Red 5", "about as good as Green 2"), but a score on
the normal player's scale is never shown (the playtest read "1.55 to 1.52 on its scale" as jargon); a
count of cards, and a share of the hard player's guessed deals or of its bluff odds, are. The simulator
never asks, so it never pays for the wording.

Each reason has two forms (`Reason`, a str that is the full form, with `public`): the full form names
the cards the decision weighed; the public form is the same sentence with every card the CPU still holds
said without naming it ("slightly better than its next-best card", "drew rather than spend a card it is
keeping") and no count of the colours it holds. The table shows the public form while the hand is in play
(a reason naming a held card would be a free look at that hand) and the full form once it is over.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.ai.common import D2, REVERSE, SKIP, W4, cidx
from game.cardwords import card_name, color_name, color_word
from game.i18n import _, format_number, format_percent, language, ngettext
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

__all__ = ["Reason", "as_sentence", "easy_reason", "explained", "hard_reason", "label", "normal_reason", "random_reason", "react_reason", "reason_of", "search_reason", "shown_reason"]


class Reason(str):
    """A CPU's reason: the full form (this string) and `public`, the same sentence naming no card the
    CPU still holds and no count of its colours (shown while the hand is in play)."""

    public: str

    def __new__(cls, full: str, public: str | None = None) -> Reason:
        self = super().__new__(cls, full)
        self.public = full if public is None else public
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Reason, (str(self), self.public))


def shown_reason(reason: str, hand_over: bool) -> str:
    """Return the form of `reason` a person may read: the full one once the hand is over, else the public
    one ("" for a plain string that carries no public form: it is never shown during the hand)."""
    if hand_over:
        return str(reason)
    return reason.public if isinstance(reason, Reason) else ""


def as_sentence(reason: str) -> str:
    """Return a reason as the person reads it, a sentence: its first letter a capital, a full stop at its
    end ("。" in Japanese; none added after one already there). The words stay the decision's own."""
    text = reason.strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    if text[-1] in ".!?。！？…":
        return text
    return text + ("。" if language() == "ja" else ".")


def _next_best() -> str:
    # Translators: a card a CPU holds, said without naming it in its reason while the hand is in play
    # ("slightly better than its next-best card"; "this card won 68%, its next-best card 43%").
    return _("their next-best card")


def _both(word: Any, *args: Any) -> Reason:
    """Return the Reason worded by `word(*args, public)` in full and in public."""
    return Reason(word(*args, False), word(*args, True))


def explained(agent: Any, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
    """Return `agent`'s choice and its reason ("" from an agent that gives none)."""
    if hasattr(agent, "give_reasons"):
        agent.give_reasons = True
    action = agent.choose(view, legal)
    return action, reason_of(agent)


def reason_of(agent: Any) -> str:
    """Return the reason `agent` left for its last decision, both forms kept ("" when it gives none)."""
    reason = getattr(agent, "last_reason", "") or ""
    return reason if isinstance(reason, str) else str(reason)


def label(a: Action) -> str:
    """Return a move as the log names it: "Red 5", "Wild (Blue)", "a draw", "keeping the card"."""
    if isinstance(a, Play):
        card, color = a.card, a.color
        if card.wild and color is not None:
            return _("{card} ({color})").format(card=card_name(card), color=color_name(color))
        return card_name(card)
    # Translators: moves named inside a CPU's reason ("a draw won 40% of them").
    if isinstance(a, Draw):
        return _("a draw")
    if isinstance(a, Pass):
        return _("keeping the card")
    if isinstance(a, Challenge):
        return _("a challenge")
    if isinstance(a, ChooseColor):
        return color_name(a.color)
    return type(a).__name__


def _pct(share: float) -> str:
    """Return a share (0..1) as the language writes a whole percentage ("45%", "45 %")."""
    return format_percent(round(share * 100))


def _then(first: str, then: str) -> str:
    # Translators: two parts of a CPU's reason, the second saying more about the first.
    return _("{first}; {then}").format(first=first, then=then)


def _also(first: str, then: str) -> str:
    # Translators: two parts of a CPU's reason, side by side.
    return _("{first}, {then}").format(first=first, then=then)


def _named(ctx: Context, a: Play, public: bool) -> str:
    """Return "it chose blue: it holds 3 blue cards" for the colour a wild names ("" for none, or in public)."""
    color = a.color
    if color is None or public:
        return ""
    k = ctx.counts[cidx(color)]
    return ngettext("they chose {color}: they hold {n} {color} card", "they chose {color}: they hold {n} {color} cards",
                    k).format(color=color_word(color), n=format_number(k))


def _kept(ctx: Context, a: Play, public: bool) -> str:
    """Return "it still holds 3 more red cards" for the colour a coloured card plays ("" in public)."""
    color = a.card.color
    if color is None or public:
        return ""
    k = ctx.counts[cidx(color)] - 1
    if k <= 0:
        return _("their last {color} card").format(color=color_word(color))
    return ngettext("they still hold {n} more {color} card", "they still hold {n} more {color} cards", k).format(
        color=color_word(color), n=format_number(k))


def _swapped(ctx: Context, a: Play) -> str:
    """Return "swapping hands leaves it 2 cards instead of 5" for a Seven-O seven or zero whose swap the
    score counted as a gain (hand sizes are public: both forms say it), else ""."""
    rank = a.card.rank
    if not ctx.view.rules.seven_o or rank not in (Rank.SEVEN, Rank.ZERO):
        return ""
    mine = ctx.n - 1
    if rank is Rank.SEVEN:
        if a.target is None or a.target in ctx.partners:
            return ""
        theirs = ctx.sizes[a.target]
        if theirs >= mine:
            return ""
        return ngettext("swapping hands leaves them {n} card instead of {mine}",
                        "swapping hands leaves them {n} cards instead of {mine}", theirs).format(
            n=format_number(theirs), mine=format_number(mine))
    theirs = ctx.prev_size
    if theirs >= mine:
        return ""
    return ngettext("passing the hands on leaves them {n} card instead of {mine}",
                    "passing the hands on leaves them {n} cards instead of {mine}", theirs).format(
        n=format_number(theirs), mine=format_number(mine))


def _turned(ctx: Context, a: Play, public: bool) -> str:
    """Return, in public, "they turn the play to red" (or "play on in red") when the
    card's colour is the one whose count made its score: the full form says the count instead; the public
    one says no count and names no card it holds. Else ""."""
    color = a.card.color
    if not public or color is None:
        return ""
    k = ctx.counts[cidx(color)]
    if k < 2 or k < max(ctx.counts):
        return ""
    if color is ctx.view.color:  # nothing of the hand: "the colour they hold most" read as a look at it (playtest)
        return _("they play on in {color}").format(color=color_word(color))
    return _("they turn the play to {color}").format(color=color_word(color))


def _play_terms(ctx: Context, a: Play, public: bool) -> str:
    """Return the terms that made the play's score, as the scoring reads them."""
    card = a.card
    rank = card.rank
    if ctx.n == 1:
        return _("their last card: they go out")
    nxt = ctx.nxt_size
    if card.wild:
        named = _named(ctx, a, public)
        if rank is W4 and nxt <= 2:
            why = ngettext("the next player is down to {n} card: a Wild Draw Four slows them down",
                           "the next player is down to {n} cards: a Wild Draw Four slows them down",
                           nxt).format(n=format_number(nxt))
        elif card.rank in PLAIN_WILDS:
            if not named:
                return _("no coloured card could be played, so they played the wild")
            return _("no coloured card could be played, so they played the wild; {named}").format(named=named)
        else:
            why = _("a good moment for their {card}").format(card=card_name(card))
        return _also(why, named) if named else why
    held = _swapped(ctx, a) or _kept(ctx, a, public) or _turned(ctx, a, public)
    if rank in (SKIP, D2) or (rank is REVERSE and ctx.players == 2):
        if nxt <= 4:  # the score's bonus for hitting a player close to going out
            attack = ngettext("the next player is down to {n} card: time for an attack card",
                              "the next player is down to {n} cards: time for an attack card",
                              nxt).format(n=format_number(nxt))
            return _also(attack, held) if held else attack
        if ctx.mate_size <= 2:
            mate = _("the turn goes straight to their partner, who is close to going out")
            return _also(mate, held) if held else mate
    return held


def normal_reason(policy: NormalPolicy, view: PlayerView, legal: Sequence[Action], chosen: Action) -> Reason:
    """Return why the normal player's policy (or the hard player's own judgement) chose `chosen`: the
    scores it ranked the moves by and what made the winner's."""
    return _both(_normal, policy, view, legal, chosen)


def _normal(policy: NormalPolicy, view: PlayerView, legal: Sequence[Action], chosen: Action, public: bool) -> str:
    phase = view.phase
    if phase == PENALTY:
        if isinstance(chosen, Play):
            return _("stacked their {card} instead of drawing {n}").format(card=label(chosen),
                                                                          n=format_number(view.pending_draw))
        if isinstance(chosen, Challenge):
            return _("challenged: they put the odds of a bluff at about {chance}, enough to risk it").format(
                chance=_pct(policy.bluff_chance(view)))
        if any(isinstance(a, Challenge) for a in legal):
            return _("took the cards: they put the odds of a bluff at only about {chance}").format(
                chance=_pct(policy.bluff_chance(view)))
        return _("took the cards: they had nothing to stack on them")
    ctx = policy.context(view, policy)
    if isinstance(chosen, ChooseColor):
        k = ctx.counts[cidx(chosen.color)]
        if public:
            return _("chose {color}").format(color=label(chosen))
        return ngettext("chose {color}: they hold {n} card of that colour", "chose {color}: they hold {n} cards of that colour",
                        k).format(color=label(chosen), n=format_number(k))
    plays = [a for a in legal if isinstance(a, Play)]
    if phase == DRAWN:
        if isinstance(chosen, Play):
            why = _play_terms(ctx, chosen, public)
            return _("played the card they drew: {why}").format(why=why) if why else _("played the card they drew")
        card = plays[0].card if plays else None
        if card is not None and not public and card.rank is W4 and view.rules.challenge:
            return _("kept the {card} they drew: they still hold the colour in play, so playing it would be a bluff"
                     ).format(card=card_name(card))
        return _("kept the card they drew: they would rather keep it for later")
    if phase != PLAY:
        return _("it was their only sensible move")
    ranked = [(s, a) for s, a in policy.ranked(view, legal) if isinstance(a, Play)]
    if isinstance(chosen, Draw):
        if not ranked:
            return _("no card matched: they drew")
        best = ranked[0][1].card
        if public:
            return _("drew rather than spend a card they are keeping")
        if best.rank is W4 and view.rules.challenge and ctx.counts[cidx(view.color)] > 0:  # the score's "never"
            return _("drew instead of bluffing with their {card}: they still hold the colour in play").format(
                card=card_name(best))
        if best.wild:
            return _("drew instead of spending their {card}: they save it for a better moment").format(
                card=card_name(best))
        return _("drew instead of playing {card}: they would rather keep it").format(card=label(ranked[0][1]))
    if not isinstance(chosen, Play):
        return _("it was their only sensible move")
    score = next((s for s, a in ranked if a == chosen), None)
    others = [(s, a) for s, a in ranked if a.card is not chosen.card]
    why = _play_terms(ctx, chosen, public)
    if score is None:
        return why
    if not others:
        return _("{why} (their only playable card)").format(why=why) if why else _("it was their only playable card")
    s2, a2 = others[0]
    margin = _margin(score, s2, _next_best() if public else label(a2), chosen.card.points > a2.card.points)
    return _then(why, margin) if why else margin


def _margin(score: float, runner_up: float, rival: str, sheds_more: bool) -> str:
    """Return how far the chosen move's score stood above the runner-up's, in a player's words: the gap
    between the two figures of the normal player's ranking picks the words; the figures are not shown."""
    gap = score - runner_up
    if abs(gap) < 0.1:  # only the points shed set them apart (a hundredth of a point each)
        if sheds_more:
            return _("{card} was about as good, but this gets rid of more points").format(card=rival)
        return _("{card} was about as good").format(card=rival)
    if gap >= 3:
        return _("a much better move than {card}").format(card=rival)
    if gap >= 1:
        return _("a better move than {card}").format(card=rival)
    return _("slightly better than {card}").format(card=rival)


def search_reason(candidates: Sequence[Action], totals: Sequence[float], worlds: int, best: int,
                  kept: bool) -> Reason:
    """Return the hard player's search result: each top candidate's share of wins over the worlds dealt
    (`kept`: the heuristic's favourite stood, as no other beat it by the margin). In public a rival that
    plays a card it holds is "its next-best card"."""
    return _both(_search, candidates, totals, worlds, best, kept)


def _search(candidates: Sequence[Action], totals: Sequence[float], worlds: int, best: int, kept: bool,
            public: bool) -> str:
    if worlds <= 0 or not candidates:
        return _("they had no time to think it through")
    share = [t / worlds for t in totals]
    order = sorted(range(len(candidates)), key=lambda i: -share[i])
    rival = next((i for i in order if i != best), None)
    figures = {"card": label(candidates[best]), "share": _pct(share[best]), "worlds": format_number(worlds)}
    if rival is None:
        text = ngettext("they played the hand out {worlds} time with guessed cards: {card} won {share}",
                        "they played the hand out {worlds} times with guessed cards: {card} won {share}",
                        worlds).format(**figures)
    else:
        text = ngettext("they played the hand out {worlds} time with guessed cards: {card} won {share}, {other} "
                        "{other_share}",
                        "they played the hand out {worlds} times with guessed cards: {card} won {share}, {other} "
                        "{other_share}",
                        worlds).format(other=_next_best() if public and isinstance(candidates[rival], Play) else label(candidates[rival]),
                                other_share=_pct(share[rival]), **figures)
    if kept and order[0] != best:
        text = _("{reason} (too close to change their first idea)").format(reason=text)
    return text


def react_reason(view: PlayerView, chosen: Action, names: Sequence[str] | None = None) -> Reason:
    """Return why an out-of-turn move was made (it names only the card it played: public as it is)."""
    return Reason(_react(view, chosen, names))


def _react(view: PlayerView, chosen: Action, names: Sequence[str] | None = None) -> str:
    """Return why an out-of-turn move was made (said Uno, caught, jumped in)."""
    if isinstance(chosen, CallUno):
        return _("said Uno: they are down to their last card")
    if isinstance(chosen, Catch):
        target = chosen.target
        who = names[target] if names is not None and 0 <= target < len(names) else _("that player")
        return _("caught {name}: one card and no Uno said").format(name=who)
    if isinstance(chosen, Play):
        return _("jumped in: they held the very card on top ({card})").format(card=card_name(chosen.card))
    return _("they moved out of turn")


def hard_reason(why: str, **figures: Any) -> Reason:
    """Return the hard player's own reasons besides its search: "only" (its only move), "challenge" (with
    `odds` and `threshold`, shares 0..1), "obvious" (with `reason`, the normal player's judgement)."""
    if why == "obvious":
        inner = figures["reason"]
        public = inner.public if isinstance(inner, Reason) else ""
        return Reason(_("an easy choice: {reason}").format(reason=inner),
                      _("an easy choice: {reason}").format(reason=public) if public else "")
    return Reason(_hard(why, **figures))


def _hard(why: str, **figures: Any) -> str:
    if why == "challenge":
        return _("challenged: counting the cards seen, they put the odds of a bluff at about {chance}").format(
            chance=_pct(figures["odds"]))
    if why == "obvious":
        return _("an easy choice: {reason}").format(reason=figures["reason"])
    return _("it was their only move")


def random_reason(moves: int) -> Reason:
    """Return the random player's reason: a draw among its `moves`."""
    return Reason(ngettext("picked at random among their {n} move", "picked at random among their {n} moves", moves).format(
        n=format_number(moves)))


def easy_reason(rule: str, action: Action, n: int = 0) -> Reason:
    """Return the easy player's rule of thumb `rule` (a code its decision left) as a player reads it; with no
    rule, the reason of a move with no rule behind it (the only one, or a colour). `n`: the count it names.
    In public its wild kept is "a card it is keeping"."""
    if rule == "hold_wild":
        return Reason(_easy(rule, action, n), _("drew rather than spend a card they are keeping"))
    # in public nothing of the hand: its only card, how many it could play, the colour it holds most (read as
    # a look at the hand: playtest)
    if rule == "only_match":
        return Reason(_easy(rule, action, n), _("played a card that matched"))
    if rule == "some_match":
        return Reason(_easy(rule, action, n), _("picked a playable card at random, keeping wilds for later"))
    if not rule and isinstance(action, ChooseColor):
        return Reason(_easy(rule, action, n), _("chose {color}").format(color=label(action)))
    return Reason(_easy(rule, action, n))


def _easy(rule: str, action: Action, n: int = 0) -> str:
    if rule == "drawn_play":
        return _("played the card they drew, as they usually do")
    if rule == "drawn_keep":
        return _("kept the card they drew, on a whim")
    if rule == "stack":
        return _("stacked instead of drawing {n}, as they usually do").format(n=format_number(n))
    if rule == "hunch":
        return _("challenged on a hunch: they do not count cards")
    if rule == "take":
        return ngettext("took the {n} card: they had nothing to stack", "took the {n} cards: they had nothing to stack",
                        n).format(n=format_number(n))
    if rule == "take_whim":
        return ngettext("took the {n} card rather than stack, on a whim",
                        "took the {n} cards rather than stack, on a whim", n).format(n=format_number(n))
    if rule == "no_match":
        return _("no card matched: they drew")
    if rule == "only_match":
        return _("it was their only playable card")
    if rule == "some_match":
        return ngettext("picked one of their {n} playable card at random, keeping wilds for later",
                        "picked one of their {n} playable cards at random, keeping wilds for later", n).format(
            n=format_number(n))
    if rule == "wild":
        return _("played their wild: no coloured card could be played")
    if rule == "bold":
        return _("played an action card first, boldly")
    if rule == "hold_wild":
        return _("drew instead of spending their wild: nobody is close to going out yet")
    if isinstance(action, ChooseColor):
        return _("chose {color}, the colour they hold most").format(color=label(action))
    return _("it was their only move")
