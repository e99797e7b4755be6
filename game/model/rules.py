"""The house rules in force for a hand: one frozen value, fixed when the hand starts."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from typing import Any

from game.model.cards import EDITIONS, Card, Color, Rank, shown, standard_deck
from game.model.edition import Edition, edition_of

MIN_PLAYERS = 2
MAX_PLAYERS = 10
MIN_HAND_SIZE = 1
MAX_HAND_SIZE = 20

RULE_NEEDS: dict[str, str] = {"stack_mixed": "stacking"}
"""A rule that only means something while another (boolean) rule is on: name -> the rule it needs."""

MATCH_RULES: tuple[str, ...] = ("target_score", "edition", "hand_size", "teams")
"""The rules that shape a match itself: changed during a match, they wait for the next match. Every
other rule (the house-rule switches, the Wild Customizable's rule and the Uno penalty) may change
between two hands of a match."""


RULE_PRESETS: dict[str, tuple[str, ...]] = {
    "official": (),
    "party": ("stacking", "seven_o", "jump_in"),
}
"""The named rule sets (the settings' presets): name -> the house-rule switches it turns on over the
official rules. `Rules.from_spec` takes a name as the base of a list ("party,uno_penalty=4")."""


CHALLENGE_EXTRA = 2
"""A challenger who finds no bluff draws the Wild Draw Four's penalty and this many cards more."""


def challenge_stakes(pending: int) -> tuple[int, int]:
    """Return what a challenge of a Wild Draw Four costs with `pending` cards to draw: (the cards the
    player of the +4 draws when it was a bluff, the cards the challenger draws when it was not)."""
    return pending, pending + CHALLENGE_EXTRA


def why_not_stack(rules: Rules, top: Card, card: Card, color: Color | None) -> str:
    """Return why `card` cannot answer the draw card `top` (a Draw Two or Wild Draw Four; UNO Flip!'s
    Draw One, Draw Five, Wild Draw Two, Wild Draw Color) with the colour in force `color` under
    `rules`, as a clause a person reads; it assumes the model refused the stack."""
    if card.kind.stack is None and rules.stacking and not rules.stack_mixed:
        return f"only a {top.rank.label} answers a {top.rank.label}"  # a Draw Two does not answer a +4 here
    if rules.edition != "flip" and card.kind.stack is None:
        return "only a Draw Two or a Wild Draw Four answers a penalty"
    if card.kind.stack is None:
        return "only a draw card answers a penalty"
    if not rules.stacking:
        return "stacking is off"
    own, other = card.rank.label, top.rank.label
    if card.kind.stack == "colored" and top.kind.stack == "wild":
        if not rules.stack_mixed:
            return f"only a {other} answers a {other} (a {own} may with mixed stacking)"
        named = color.label.lower() if color is not None else "named"
        return f"with mixed stacking only a {own} of the colour named ({named}) answers a {other}"
    if card.rank is not top.rank and not rules.stack_mixed:
        return f"only a {other} answers a {other} (a {own} may with mixed stacking)"
    held = color.label.lower() if color is not None else "the colour in force"
    return f"with the challenge off a {own} may only be played without a {held} card"


def holds_color(hand: Iterable[Card], color: Color | None) -> bool:
    """Return True when `hand` holds a card of `color` (never for no colour: wilds have none).

    The Wild Draw Four rule rests on this: played while holding a card of the colour in force it is a
    bluff (and, with `challenge` off, illegal).
    """
    return color is not None and any(c.color is color for c in hand)


def deal_problem(players: int, hand_size: int, deck_size: int) -> str | None:
    """Return why `players` hands of `hand_size` cannot be dealt from `deck_size` cards, or None.

    A deal needs one card beyond the hands, for the first discard.
    """
    if players * hand_size + 1 <= deck_size:
        return None
    most = (deck_size - 1) // players
    return (f"{players} players with {hand_size} cards each need more than the {deck_size} cards of the deck: "
            f"deal at most {most} each")


@dataclass(frozen=True)
class Rules:
    """The switches of a game. `Rules()` is the official game."""

    stacking: bool = False
    seven_o: bool = False
    jump_in: bool = False
    draw_until_playable: bool = False
    force_play: bool = False
    challenge: bool = True
    uno_penalty: int = 2
    target_score: int | None = 500
    edition: str = "classic"
    hand_size: int = 7
    stack_mixed: bool = False
    first_card_number_only: bool = False
    teams: bool = False
    custom_wild: str = "wild"

    def __post_init__(self) -> None:
        for f in fields(self):
            _check(f.name, getattr(self, f.name))

    # -- what the rules allow together ---------------------------------------------------------------
    @property
    def deck_size(self) -> int:
        """Return how many cards this edition's deck holds."""
        return _DECK_SIZES[self.edition]

    def max_hand_size(self, players: int) -> int:
        """Return the most cards each of `players` seats can be dealt from this deck (at most MAX_HAND_SIZE)."""
        return min(MAX_HAND_SIZE, (self.deck_size - 1) // max(1, players))

    def hand_sizes(self, players: int) -> range:
        """Return the hand sizes that can be dealt to `players` seats from this deck (1 to
        `max_hand_size(players)`)."""
        return range(MIN_HAND_SIZE, self.max_hand_size(players) + 1)

    def target_draws(self, card: Card) -> bool:
        """Return True when the seat a play of `card` names draws two cards (a Wild Customizable under
        "target_draws_two"); False when it swaps hands (a 7 under Seven-O, "swap_hands") or names nobody."""
        return card.rank is Rank.WILD_CUSTOMIZABLE and self.custom_wild == "target_draws_two"

    def needs(self, name: str) -> str | None:
        """Return the rule that `name` needs switched on to mean anything ("stacking"), or None."""
        return RULE_NEEDS.get(name)

    def available(self, name: str) -> bool:
        """Return True when rule `name` has an effect with the others as they are (its prerequisite is on)."""
        need = RULE_NEEDS.get(name)
        return need is None or bool(getattr(self, need))

    def unavailable_reason(self, name: str) -> str | None:
        """Return why rule `name` means nothing with the others as they are (a sentence without a final
        full stop: the deck has no card it acts on, or it needs another rule on), or None when it does.

        For the settings to grey a rule out with its reason.
        """
        reason = edition_of(self.edition).unavailable_reason(name)
        if reason is not None:
            return reason
        need = RULE_NEEDS.get(name)
        if need is not None and not getattr(self, need):
            return f"needs {RULE_HELP[need][0]} on"
        return None

    def changed(self, name: str, value: Any) -> Rules:
        """Return these rules with `name` set to `value`; a rule that needs one switched off goes off too.

        Raises ValueError for an unknown rule or a wrong value.
        """
        if name not in _FIELD_NAMES:
            raise ValueError(f"unknown rule: {shown(name)}")
        changes: dict[str, Any] = {name: value}
        if value is False:
            for rule, need in RULE_NEEDS.items():
                if need == name:
                    changes[rule] = False
        return replace(self, **changes)

    def for_next_hand(self, wanted: Rules) -> Rules:
        """Return the rules of the next hand of a match played under these: `wanted`'s house rules
        and Uno penalty, this match's `MATCH_RULES` (target score, deck, hand size, teams)."""
        return replace(wanted, **{name: getattr(self, name) for name in MATCH_RULES})

    def differences(self, other: Rules) -> list[str]:
        """Return the names of the rules whose value differs between these and `other`, in field order."""
        return [f.name for f in fields(self) if getattr(self, f.name) != getattr(other, f.name)]

    @property
    def deck(self) -> Edition:
        """The edition these rules play with, as a value (`game.model.edition`): its sides and their
        colours, whether its cards have two sides, how it plays (`help`)."""
        return edition_of(self.edition)

    def matters(self, name: str) -> bool:
        """Return True when rule `name` can change a hand under these rules: its prerequisite is on
        (`available`), and the Wild Customizable's rule only with the 2018 deck that holds the card."""
        if name == "custom_wild":
            return self.edition == "2018"
        return self.available(name)

    def hands_change(self) -> bool:
        """Return True when a card may hand a player a new hand under these rules (a Seven-O 7 or 0, the
        2018 deck's Wild Shuffle Hands): then Uno is said at once by a player it leaves one card."""
        return (self.seven_o and self.available("seven_o")) or self.edition == "2018"

    def in_play(self) -> list[str]:
        """Return the names a person reads of the rules that differ from the official game and can
        matter in a hand (`matters`), the match length left out: the table's rule chips."""
        base = Rules()
        return [describe(f.name, getattr(self, f.name)) for f in fields(self)
                if f.name != "target_score" and getattr(self, f.name) != getattr(base, f.name) and self.matters(f.name)]

    def announce(self, before: Rules) -> list[str]:
        """Return what changed from `before` to these rules that can matter in a hand, as a person reads
        it ("Stacking", "No jump-in", "Uno penalty 4"): what the table says when a hand is dealt with
        rules changed during the match. Empty when nothing that matters changed."""
        return [describe(name, getattr(self, name)) for name in self.differences(before)
                if name != "target_score" and self.matters(name)]

    def problems(self, players: int) -> list[str]:
        """Return every reason a hand of `players` seats cannot be dealt with these rules (empty: it can).

        Each is a sentence a person can read, without a final full stop.
        """
        if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            return [f"a hand needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {shown(players)}"]
        out: list[str] = []
        if self.teams and (players % 2 or players < 4):
            out.append(f"teams need an even number of players from 4 to 10, got {players}")
        deal = deal_problem(players, self.hand_size, self.deck_size)
        if deal is not None:
            out.append(deal)
        return out

    def check(self, players: int) -> None:
        """Raise ValueError with the first of `problems(players)`, if any."""
        problems = self.problems(players)
        if problems:
            raise ValueError(problems[0])

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict of every field."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Read a dict from `to_dict`; missing keys take their defaults.

        Raises ValueError naming an unknown key or a wrong value.
        """
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise ValueError(f"unknown rule: {shown(key)}")
        return cls(**data)

    @classmethod
    def from_spec(cls, text: str) -> Rules:
        """Read the command-line syntax: "stacking,seven_o,uno_penalty=4,target_score=none".

        A bare name switches a boolean rule on; `name=value` sets any rule; a preset's name (RULE_PRESETS:
        "official", "party"; at most one) is the base the other items change. Raises ValueError.
        """
        values: dict[str, Any] = {}
        known = {f.name: f for f in fields(cls)}
        preset: str | None = None
        for raw in text.split(","):
            item = raw.strip()
            if not item:
                continue
            name, sep, value = item.partition("=")
            name = name.strip()
            if not sep and name.lower() in RULE_PRESETS:
                if preset is not None and preset != name.lower():
                    raise ValueError(f"only one preset in a list, got {shown(preset)} and {shown(name.lower())}")
                preset = name.lower()
                continue
            if name not in known:
                raise ValueError(f"unknown rule or preset: {shown(name)} (presets: {', '.join(RULE_PRESETS)}; "
                                 f"rules: {', '.join(sorted(known))})")
            default = getattr(cls(), name)
            if not sep:
                if not isinstance(default, bool):
                    raise ValueError(f"rule {shown(name)} needs a value, e.g. {name}={default}")
                values[name] = True
                continue
            values[name] = _parse_value(name, value.strip(), default)
        base = {switch: True for switch in RULE_PRESETS.get(preset or "official", ())}
        return cls(**{**base, **values})

    def spec(self) -> str:
        """Return the command-line syntax for the rules that differ from the official game."""
        base = Rules()
        parts: list[str] = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value == getattr(base, f.name):
                continue
            if value is True:
                parts.append(f.name)
            else:
                parts.append(f"{f.name}={'none' if value is None else str(value).lower()}")
        return ",".join(parts)

    def house_rules(self, *, length: bool = True) -> list[str]:
        """Return the names a person reads of every rule that differs from the official game.

        `length=False` leaves out the match's length ("Match to 300", "Single hand"): the rules of
        play alone, for a table that shows the length apart.
        """
        base = Rules()
        out: list[str] = []
        for f in fields(self):
            if not length and f.name == "target_score":
                continue
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                out.append(describe(f.name, value))
        return out


RULE_HELP: dict[str, tuple[str, str]] = {
    "stacking": ("Stacking", "Answer a Draw Two with a Draw Two (a +4 with a +4); the total passes on."),
    "stack_mixed": ("Mixed stacking", "With stacking: a +4 may answer a +2, and a +2 of the named colour a +4."),
    "seven_o": ("Seven-O", "A 7 swaps hands with a player you pick; a 0 passes every hand along."),
    "jump_in": ("Jump-In", "Hold the exact card on top? Play it at once, even out of turn."),
    "draw_until_playable": ("Draw until playable", "Keep drawing until you draw a card you can play."),
    "force_play": ("Force play", "A playable card you just drew must be played."),
    "challenge": ("Wild Draw Four challenge", "A +4 may be bluffed and challenged; off: only legal +4s."),
    "uno_penalty": ("Uno penalty", "Cards drawn when caught not saying Uno."),
    "target_score": ("Match length", "The score that wins the match; or a single hand, won by the first to go out."),
    "edition": ("Deck", "Classic 108 cards; 2018 adds Wild Shuffle Hands and 3 Wild Customizable; "
                        "UNO Flip!: 112 two-sided cards, a light side and a dark side."),
    "hand_size": ("Cards dealt", "Cards dealt to each player."),
    "first_card_number_only": ("Number card to start", "The first discard must be a number card (2022 rule)."),
    "teams": ("Teams", "Two teams on alternating seats (2v2, 3v3...): when one player goes out, the team wins."),
    "custom_wild": ("Wild Customizable", "What the 2018 deck's three Wild Customizable cards do."),
}

RULE_DETAILS: dict[str, tuple[str, ...]] = {
    "stacking": (
        "The total passes on to the next player, who may stack again; the first player who cannot or will "
        "not stack draws the whole total and misses the turn.",
    ),
    "stack_mixed": (
        "A Wild Draw Four may answer a Draw Two. A Draw Two may answer a Wild Draw Four only when it is of "
        "the colour the Wild Draw Four named. The totals add up.",
    ),
    "seven_o": (
        "A 0 passes every hand to the next player in the direction of play. A 7 played as your last card "
        "swaps nothing: you have gone out.",
    ),
    "jump_in": (
        "Identical means the same colour and the same number or symbol, never a wild. Play then goes on "
        "from the player who jumped in, as if it had been their turn.",
        "Anyone may jump in, the player who has just played included: their second identical card goes down "
        "at once.",
        "With Stacking, nobody jumps in while a Draw Two or Wild Draw Four waits to be stacked on or taken: "
        "an identical Draw Two is stacked on it in turn.",
    ),
    "draw_until_playable": ("The card you finally draw may be played at once.",),
    "force_play": ("You cannot keep a playable card you have just drawn.",),
    "challenge": (
        "On: a Wild Draw Four may be played at any time; the next player may challenge it. If it was a bluff "
        "(its player held the colour in force), its player draws the penalty instead; if not, the "
        f"challenger draws it and {CHALLENGE_EXTRA} more. Off: a Wild Draw Four may only be played without "
        "a card of the colour in force, so it is never a bluff and nobody challenges it.",
    ),
    "teams": (
        "Even seats are one team, odd seats the other, so the next player is always an opponent. The team "
        "of the player who goes out scores the cards left in the other team's hands (a partner's cards "
        "score nothing); every player of the team gets the points, and the first team to the target wins.",
        "Nobody catches their own partner.",
    ),
    "edition": (
        "Wild Shuffle Hands: name the colour, then every hand is gathered, shuffled and dealt out again "
        "from the next player. Both new wilds score 40.",
    ),
}
"""How to play's longer wording of a rule, after its `RULE_HELP` line (only for rules that need more)."""

CUSTOM_WILDS: tuple[str, ...] = (
    "wild",
    "swap_hands",
    "others_draw_one",
    "skip_everyone",
    "discard_color",
    "target_draws_two",
)
"""The rules a Wild Customizable card may carry (`Rules.custom_wild`)."""

CUSTOM_WILD_TARGETED: frozenset[str] = frozenset({"swap_hands", "target_draws_two"})
"""The custom wild rules whose `Play` names a `target` seat."""

CUSTOM_WILD_HELP: dict[str, tuple[str, str]] = {
    "wild": ("Plain wild", "Name a colour; nothing more."),
    "swap_hands": ("Swap hands", "Name a colour and swap hands with a player you pick."),
    "others_draw_one": ("Everyone else draws", "Name a colour; every other player draws one card."),
    "skip_everyone": ("Skip everyone", "Name a colour and play again at once."),
    "discard_color": ("Discard a colour", "Name a colour and discard every card of that colour you hold."),
    "target_draws_two": ("Pick who draws two", "Name a colour; a player you pick draws two cards."),
}
"""Per custom wild rule: a short title and one line a person reads."""


_DECK_SIZES = {edition: len(standard_deck(edition)) for edition in EDITIONS}
_FIELD_NAMES = frozenset(f.name for f in fields(Rules))


def describe(name: str, value: Any) -> str:
    """Return a short label for a rule and its value ("Stacking", "Uno penalty 4")."""
    title = RULE_HELP[name][0]
    if isinstance(value, bool):
        return title if value else f"No {title.lower()}"
    if name == "target_score":
        return "Single hand" if value is None else f"Match to {value}"
    if name == "edition":
        return {"2018": "2018 deck", "flip": "UNO Flip! deck"}.get(value, "Classic deck")
    if name == "custom_wild":
        return f"Wild Customizable: {CUSTOM_WILD_HELP[value][0].lower()}"
    return f"{title} {value}"


def _parse_value(name: str, text: str, default: Any) -> Any:
    low = text.lower()
    if isinstance(default, bool):
        if low in ("1", "true", "on", "yes"):
            return True
        if low in ("0", "false", "off", "no"):
            return False
        raise ValueError(f"rule {shown(name)} takes true or false, got {shown(text)}")
    if name == "target_score" and low in ("none", "null", "single"):
        return None
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"rule {shown(name)} takes a whole number, got {shown(text)}") from None
    return text


def _check(name: str, value: Any) -> None:
    """Raise ValueError when a field's value is of the wrong type or out of range."""
    default = getattr(Rules, name)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"rule {shown(name)} must be true or false, got {shown(value)}")
    elif name == "target_score":
        if value is not None and (not _is_int(value) or not 1 <= value <= 100_000):
            raise ValueError(f"rule 'target_score' must be a whole number from 1 to 100000 or None, got {shown(value)}")
    elif name == "uno_penalty":
        if not _is_int(value) or not 0 <= value <= 20:
            raise ValueError(f"rule 'uno_penalty' must be a whole number from 0 to 20, got {shown(value)}")
    elif name == "hand_size":
        if not _is_int(value) or not MIN_HAND_SIZE <= value <= MAX_HAND_SIZE:
            raise ValueError(
                f"rule 'hand_size' must be a whole number from {MIN_HAND_SIZE} to {MAX_HAND_SIZE}, got {shown(value)}"
            )
    elif name == "edition" and value not in EDITIONS:
        raise ValueError(f"rule 'edition' must be 'classic', '2018' or 'flip', got {shown(value)}")
    elif name == "custom_wild" and value not in CUSTOM_WILDS:
        raise ValueError(f"rule 'custom_wild' must be one of {', '.join(CUSTOM_WILDS)}, got {shown(value)}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
