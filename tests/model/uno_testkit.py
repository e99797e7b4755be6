"""Helpers shared by the model tests: card notation, positions, random play, card counting."""
from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

from game.model import (
    CUSTOM_WILDS,
    Action,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Event,
    Game,
    Pass,
    Play,
    Rules,
)
from game.model.rules import deal_problem

C = Card.parse
RED, YELLOW, GREEN, BLUE = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def cards(*texts: str) -> list[Card]:
    """Return the cards of the notation given."""
    return [C(t) for t in texts]


def setup(hands: Sequence[Sequence[str]], discard: Sequence[str], deck: Sequence[str] = (), **kw: Any) -> Game:
    """Return `Game.from_setup` of the notation given."""
    return Game.from_setup(hands=[list(h) for h in hands], discard=list(discard), deck=list(deck), **kw)


def hand(game: Game, seat: int) -> list[str]:
    """Return a seat's hand as sorted notation."""
    return sorted(str(c) for c in game.hands[seat])


def all_cards(game: Game) -> Counter[str]:
    """Return every card of the hand (hands, stock, discard pile) as a multiset of notation."""
    out: Counter[str] = Counter()
    for h in game.hands:
        out.update(str(c) for c in h)
    out.update(str(c) for c in game.discard_pile)
    out.update(str(c) for c in game.draw_pile)
    return out


def card_count(game: Game) -> int:
    """Return the number of cards in hands, stock and discard pile."""
    return sum(len(h) for h in game.hands) + game.draw_pile_size + len(game.discard_pile)


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    """Return the events of one type."""
    return [e for e in events if type(e) is kind]


def roundtrip(game: Game) -> Game:
    """Return the game saved to JSON text and read back."""
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


def random_action(game: Game, rng: random.Random, out_of_turn: float = 0.15) -> Action:
    """Pick a legal action: usually the awaited seat's, sometimes an out-of-turn one."""
    if rng.random() < out_of_turn:
        seats = game.out_of_turn_seats()
        if seats:
            seat = seats[rng.randrange(len(seats))]
            extra = game.out_of_turn_actions(seat)
            if extra:
                return extra[rng.randrange(len(extra))]
    legal = game.legal_actions()
    return legal[rng.randrange(len(legal))]


def play_out(game: Game, rng: random.Random, limit: int = 10_000) -> list[Event]:
    """Play random legal actions until the hand is over; return every event."""
    events: list[Event] = []
    for _ in range(limit):
        if game.is_over:
            break
        events.extend(game.apply(random_action(game, rng)))
    return events


def candidate_actions(game: Game) -> list[Action]:
    """Return many actions, legal or not, for every seat: plays of every card in the hand, of the top
    card and of a card nobody holds, with colour and target choices (every colour for a wild, every seat
    for a 7), and every other kind of action."""
    n = game.players
    out: list[Action] = []
    for p in range(n):
        choices = list(dict.fromkeys([*game.hands[p], game.top, C("G7"), C("W"), C("WC")]))
        for card in choices:
            colors: list[Color | None] = [None, *game.colors] if card.wild else [None, RED]
            named = str(card).endswith("7") or str(card) == "WC"
            targets: list[int | None] = [None, *range(n)] if named else [None, (p + 1) % n]
            for col in colors:
                for t in targets:
                    out.append(Play(p, card, col, t))
        out.extend([Draw(p), Pass(p), Challenge(p), CallUno(p)])
        out.extend(Catch(p, t) for t in range(n))
        out.extend(ChooseColor(p, c) for c in game.colors)
    return out


RULE_SWITCHES = (
    "stacking",
    "seven_o",
    "jump_in",
    "draw_until_playable",
    "force_play",
    "challenge",
    "stack_mixed",
    "first_card_number_only",
)


def all_rules(**kw: Any) -> Rules:
    """Return Rules with every house-rule switch on, then `kw`."""
    values: dict[str, Any] = dict.fromkeys(RULE_SWITCHES, True)
    values.update(kw)
    return Rules(**values)


house_rules = st.builds(
    Rules,
    **{name: st.booleans() for name in RULE_SWITCHES},
    edition=st.sampled_from(["classic", "2018", "flip"]),
    uno_penalty=st.integers(0, 4),
    hand_size=st.integers(1, 9),
    teams=st.booleans(),
    custom_wild=st.sampled_from(CUSTOM_WILDS),
)
"""Any combination of the rules (every switch, the three decks, teams, each Wild Customizable rule)."""


def seats_for(rules: Rules, players: int) -> int | None:
    """Return `players` made even and at least 4 when `rules` play in teams; None when the deck cannot
    deal that many hands (the model's own test)."""
    if rules.teams:
        players = min(10, max(4, players + players % 2))
    if deal_problem(players, rules.hand_size, rules.deck_size) is not None:
        return None
    return players


house_tables = st.tuples(house_rules, st.integers(2, 10)).map(lambda t: (t[0], seats_for(*t))).filter(
    lambda t: t[1] is not None
)
"""(rules, seats): any combination of the rules with a table of 2 to 10 seats they can deal (`seats_for`)."""


def switch_rules(switch: str) -> Rules:
    """Return the official rules ("official"), a Wild Customizable rule on the 2018 deck ("custom_wild=W"),
    or the official rules with one switch on."""
    if switch == "official":
        return Rules()
    if switch.startswith("custom_wild="):
        return Rules(edition="2018", custom_wild=switch.partition("=")[2])
    return Rules(**{switch: True})
