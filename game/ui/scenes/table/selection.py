"""The person's hand under the mouse and the keys: which card is chosen, which is hovered, how far each
card rises, and which card a turn starts on."""
from __future__ import annotations

from game.model import Card
from game.ui.pad import MOUSE
from game.ui.scenes.table.desk import Desk
from game.ui.table import fan
from game.ui.table.sprites import HandSprite
from game.ui.table.stage import HOVER

__all__ = ["HOVER_LIFT", "HOVER_STIR", "Selection"]

HOVER_LIFT = 0.5
"""How far the card under the mouse rises when it may be played now (the keyboard's card rises all the
way and is outlined)."""
HOVER_STIR = 0.15
"""How far the card under the mouse rises when it may not be played now (or nothing may: another player's
turn): it answers the pointer, clearly less than a card that may be played."""


class Selection:
    """The chosen card (keys, or the card clicked last), the hovered one, and the hand's lifts."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.hover = -1
        self._chosen: HandSprite | None = None
        """The card chosen with the keys (or clicked last): its sprite, so that the choice stays on the card
        when the hand is sorted or a card comes in before it."""
        self.keyboard = desk.app.pads.pressed and desk.app.input_kind != MOUSE
        """The keys chose last (a new turn then starts on the first playable card): from the start when the
        person came to the table by the keys or a controller (the menus, New game's Start), so that their
        first turn already shows the card Enter plays."""
        self.mouse: tuple[int, int] | None = None
        self.easing = False
        """A card of the hand is still rising or sinking."""
        self._turn_seen: tuple[int, bool] = (0, False)
        """(the hand in play, whether it was the person's turn) at the last frame: a new turn or hand
        lets go of the selection."""
        self._fresh_turn = False
        self._jump_cards: set[Card] = set()
        """The cards last raised for a jump-in chance: the turn after it starts on one of them if it may go."""

    @property
    def selected(self) -> int:
        """The index in the hand of the card chosen with the keys (or clicked last); -1 for none (or when
        that card has left the hand)."""
        chosen = self._chosen
        if chosen is None:
            return -1
        return next((i for i, sprite in enumerate(self.desk.anim.hand) if sprite is chosen), -1)

    @selected.setter
    def selected(self, index: int) -> None:
        hand = self.desk.anim.hand
        self._chosen = hand[index] if 0 <= index < len(hand) else None

    def clear(self) -> None:
        """Let go of the chosen and the hovered card."""
        self.selected = self.hover = -1

    def start_turn(self, keyboard: bool) -> None:
        """A person takes the screen (pass-and-play), with the keys (or a controller) or the mouse: with
        the keys their turn starts on the first card that may be played, so that the first Enter plays
        it, as after any turn played with the keys (`_track_turns`)."""
        self.keyboard = keyboard
        self._fresh_turn = True
        # the hand and turn as they are now count as seen: the keys typed right after the confirming Enter
        # (Left, in the same frame) choose a card that the table's next frame keeps, not lets go of as if
        # a new hand had come (the first screen of a hand covers the table before it ever looked)
        self._turn_seen = self._now()

    def first_playable(self, last: bool = False) -> int:
        """Return the index of the first (or last) card of the hand that may be played now, or -1."""
        plays = self.desk.plays()
        hand = self.desk.anim.hand
        order = range(len(hand) - 1, -1, -1) if last else range(len(hand))
        return next((i for i in order if hand[i].card in plays), -1)

    def next_playable(self, start: int, step: int) -> int:
        """Return the next card from `start` in direction `step` that may be played (round the hand);
        the neighbouring card when none may be."""
        plays = self.desk.plays()
        hand = self.desk.anim.hand
        n = len(hand)
        if n == 0:
            return -1
        begin = start if 0 <= start < n else (-1 if step > 0 else n)
        for k in range(1, n + 1):
            i = (begin + step * k) % n
            if hand[i].card in plays:
                return i
        return (begin + step) % n

    def move(self, d: int) -> None:
        """Left (-1) or Right (+1): choose the next card; the first choice starts on a playable card."""
        hand = self.desk.anim.hand
        if not hand:
            return
        self.keyboard = True
        if self.selected < 0:  # start on the first (or last) card that may be played
            first = self.first_playable(last=d < 0)
            self.selected = first if first >= 0 else (len(hand) - 1 if d < 0 else 0)
        else:
            self.selected = (self.selected + d) % len(hand)

    def jump(self, last: bool) -> None:
        """Home or End: choose the hand's first or last card."""
        hand = self.desk.anim.hand
        if hand:
            self.keyboard = True
            self.selected = len(hand) - 1 if last else 0

    def card_at(self, pos: tuple[int, int]) -> int:
        """Return the index of the topmost hand card under `pos` as drawn (fanned, leaning, lifted), or -1."""
        L = self.desk.layout
        anim = self.desk.anim
        hand = anim.hand
        size = (L.card_w, L.card_h)
        for i in range(len(hand) - 1, -1, -1):
            sprite = hand[i]
            if sprite.arrived and fan.hits(fan.pose(sprite, anim.lean, L.card_h), size, pos):
                return i
        return -1

    def _lean(self, dt: float) -> None:
        """Lean the fan toward the pointer over the hand, else toward the card chosen with the keys."""
        desk = self.desk
        L = desk.layout
        hand = desk.anim.hand
        x: float | None = None
        if hand:
            slots = L.hand(len(hand))
            left, right = min(s.x for s in slots), max(s.x for s in slots)
            if self.keyboard and 0 <= self.selected < len(hand):
                x = hand[self.selected].target[0]
            if self.mouse is not None and self.mouse[1] >= L.hand_area.y - L.card_h * 0.3 \
                    and left - L.card_w <= self.mouse[0] <= right + L.card_w:
                x = self.mouse[0]
            target = fan.lean_toward(x, L.hand_area.centerx, max(L.card_w, (right - left) / 2 + L.card_w / 2))
        else:
            target = 0.0
        step = fan.LEAN * dt / max(1e-6, desk.anim.d(fan.LEAN_TIME))
        desk.anim.lean = _toward(desk.anim.lean, target, step)

    def _now(self) -> tuple[int, bool]:
        """(the hand in play, whether it is the person's turn)."""
        return (id(self.desk.session.match.game), self.desk.controller.my_turn())

    def _track_turns(self) -> None:
        """The end of the person's turn or a new hand lets go of the selection; the person's turn starts on
        the first playable card (when they use the keys) once the table shows it."""
        desk = self.desk
        if not desk.human:
            return
        now = self._now()
        if now != self._turn_seen:
            if now[0] != self._turn_seen[0] or not now[1]:
                self.selected = -1  # a new hand, or the person's turn is over
            # a turn already in progress when the table first looks (Continue: the position shown as it is,
            # no deal in flight) chooses nothing: the Enter pressed again as the save loaded played the card
            # chosen for it (playtest on 5166f36); Enter then chooses first
            in_progress = self._turn_seen[0] == 0 and not desk.anim.busy
            self._fresh_turn = now[1] and not in_progress
            self._turn_seen = now
        if self._fresh_turn and not desk.anim.busy and all(s.arrived for s in desk.anim.hand):
            self._fresh_turn = False
            if self.keyboard and self.selected < 0:  # (a card clicked while waiting stays chosen)
                # the card just raised for a jump-in, if it may go now: the chosen card moved from it to the
                # first playable one as the turn came, and a late Enter played that (playtest)
                plays = desk.plays()
                raised = next((i for i, sp in enumerate(desk.anim.hand) if sp.card in self._jump_cards
                               and sp.card in plays), -1)
                self.selected = raised if raised >= 0 else self.first_playable()
            self._jump_cards = set()

    def hover_lift(self, card: Card) -> float:
        """How far `card` rises under the pointer: half way when it may be played now (on the person's
        turn or jumping in), a stir when it may not. With "Highlight playable cards" off the hover tells
        nothing on the person's turn: every card rises half way."""
        desk = self.desk
        plays = desk.plays() if desk.human else set()
        if not plays:
            return HOVER_STIR
        if not desk.highlight:
            return HOVER_LIFT
        return HOVER_LIFT if card in plays else HOVER_STIR

    def update(self, dt: float) -> None:
        """Follow the turns, the mouse, and ease each card of the hand towards its lift and mark."""
        desk = self.desk
        self._track_turns()
        hand = desk.anim.hand
        lean = desk.anim.lean
        self._lean(dt)
        if self.mouse is not None:
            self.hover = self.card_at(self.mouse)
        playable = desk.playable()
        glow = desk.controller.jump_in_cards() if desk.human else set()
        if glow:
            self._jump_cards = set(glow)
        step = dt / max(1e-6, desk.anim.d(HOVER))
        easing = False
        hovered = self.hover_lift(hand[self.hover].card) if 0 <= self.hover < len(hand) else 0.0
        selected = self.selected
        for i, sprite in enumerate(hand):
            # the card to jump in with rises all the way while the chance lasts: its glow alone was lost
            # in a hand of ten (playtest)
            lift = 1.0 if i == selected or sprite.card in glow else hovered if i == self.hover else 0.0
            marked = (playable is not None and sprite.card in playable) or sprite.card in glow
            was = sprite.lift, sprite.mark
            sprite.lift = _toward(sprite.lift, lift, step)
            sprite.mark = _approach(sprite.mark, marked, step)
            # still on its way (a frame of dt 0 moves nothing, yet the lift has not arrived); a card
            # resting half raised under the pointer has arrived: the table may rest
            easing = easing or was != (sprite.lift, sprite.mark) or sprite.lift != lift \
                or sprite.mark != (1.0 if marked else 0.0)
        self.easing = easing or desk.anim.lean != lean


def _toward(value: float, target: float, step: float) -> float:
    """Move `value` by at most `step` towards `target`."""
    return min(target, value + step) if value < target else max(target, value - step)


def _approach(value: float, on: bool, step: float) -> float:
    """Move a 0..1 progress `step` towards 1 (when `on`) or 0."""
    return min(1.0, value + step) if on else max(0.0, value - step)
