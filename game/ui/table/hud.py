"""Drawing the table: one painter per part, put together in the order the table is drawn.

A newcomer finds each part in its own module under game/ui/table/: the seats (`seats.Seats`), the
centre with the felt, piles, ring and colour (`centre.Centre`), the person's hand and the cards in
flight (`hand.Hand`), the effects and the revealed hand (`effects.Effects`), the log
(`log.LogPanel`), the buttons, top strip and hint line (`buttons.Buttons`) and the prompts
(`prompts.Prompts`). Each painter reads the picture (`picture.Picture`, kept by the animator), draws
what does not change from frame to frame once and keeps it in its own cache; per frame the table
blits those, draws a few polygons and the moving cards.

Time: every painter draws at one game time, the table clock (`clock.now`, the animator's timeline,
bound by `attach`), so two draws at the same time give the same picture. The scene passes no time of
its own; the optional `now` arguments only keep a caller that still passes one working while the
scene's other changes land.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

import pygame

from game.model import Card
from game.ui.cardart import CardArt
from game.ui.palette import CREAM
from game.ui.table.bubbles import Bubbles
from game.ui.table.buttons import Buttons, TableButton
from game.ui.table.centre import Centre
from game.ui.table.effects import Effects, caught_rects
from game.ui.table.flipfans import FlipFans
from game.ui.table.flourish import Flourishes
from game.ui.table.hand import Hand
from game.ui.table.layout import Layout
from game.ui.table.log import LogPanel
from game.ui.table.look import Look
from game.ui.table.picture import Picture
from game.ui.table.prompts import Prompt, PromptOption, Prompts
from game.ui.table.reactions import Reaction
from game.ui.table.seats import Seats

__all__ = ["Clock", "Hud", "Prompt", "PromptOption", "TableButton"]


class Clock(Protocol):
    """Anything that tells the table's game time (a `tween.Timeline`)."""

    @property
    def now(self) -> float: ...


class _Still:
    now = 0.0


class Hud:
    """Draws the table's picture at the table clock's time."""

    def __init__(self, art: CardArt, names: Sequence[str], kinds: Sequence[str], viewer: int,
                 clock: Clock | None = None) -> None:
        self.look = Look(art, list(names), list(kinds), viewer)
        self.clock: Clock = clock if clock is not None else _Still()
        self.seats = Seats(self.look)
        self.centre = Centre(self.look)
        self.hand = Hand(self.look)
        self.effects = Effects(self.look, self.seats)
        self.flourishes = Flourishes(self.look)
        self.log = LogPanel(self.look)
        self.buttons = Buttons(self.look)
        self.prompts = Prompts(self.look, self.buttons)
        self.bubbles = Bubbles(self.look)
        self.flip = FlipFans(self.look)

    def attach(self, anim: Picture) -> None:
        """Take the time from `anim`'s clock, the table's one clock."""
        self.clock = anim.clock

    def _now(self, now: float | None) -> float:
        return self.clock.now if now is None else now

    # -- layout -----------------------------------------------------------------------------------
    def set_layout(self, layout: Layout, colorblind: bool) -> None:
        """Use `layout`; drop every cached surface drawn for the old one."""
        self.look.set_layout(layout, colorblind)
        self.seats.on_layout()

    def warm_jobs(self) -> list[Callable[[], object]]:
        """Return drawings to do ahead of need for the layout in force (the dealer's tag, the CPUs'
        faces in every mood, the seats' chips, the penalty labels), most needed first; each fills a
        painter's cache."""
        effects = self.effects.warm_jobs()
        return effects[:1] + self.seats.warm_jobs() + effects[1:]

    def px(self, value: float) -> int:
        """Return `value` (a size at scale 1) in pixels, at least 1."""
        return max(1, round(value * self.look.scale))

    # -- the parts, in drawing order --------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, anim: Picture | None = None) -> None:
        """Blit the felt with the table's faint rail (cached per size); UNO Flip!'s dark side by night.

        The card art takes the side in play from `anim` here, once a frame (a plain Wild looks like it)."""
        dark = 0.0
        if anim is not None:
            self.look.art.set_side(anim.sides.side)
            dark = anim.sides.dark_share(anim.t)
        self.centre.draw_background(surface, dark)

    def draw_top(self, surface: pygame.Surface, chips: Sequence[str], info: str, menu: TableButton) -> None:
        """Draw the house-rule chips, the hand number and scores, and the menu button."""
        self.buttons.draw_top(surface, chips, info, menu)

    def draw_piles(self, surface: pygame.Surface, anim: Picture, stock_lit: bool, now: float | None = None,
                   clear_of: pygame.Rect | None = None) -> None:
        """Draw the ring, the stock and the discard pile, the colour badge and the penalty figure (the
        stock's count clear of `clear_of`, an open question's panel); under them the heat of a penalty
        waiting, the shockwaves and the sunburst."""
        self.flourishes.draw_under(surface, anim, self._now(now))
        self.centre.draw_piles(surface, anim, stock_lit, self._now(now), clear_of)

    def draw_fans(self, surface: pygame.Surface, anim: Picture, thinking: int | None = None,
                  now: float | None = None) -> None:
        """Draw each CPU's cards face down (the fan of the CPU `thinking` weighing its cards); under
        UNO Flip!, their backs face up."""
        if anim.sides.two_sided:
            self.flip.draw_fans(surface, anim)
        else:
            self.seats.draw_fans(surface, anim, thinking, self._now(now))

    def draw_peek(self, surface: pygame.Surface, anim: Picture, seat: int | None) -> None:
        """UNO Flip!: open `seat`'s backs up larger over the table (the seat under the mouse; None: none)."""
        if seat is not None and anim.sides.two_sided:
            self.flip.draw_peek(surface, anim, seat)

    def peek_seat(self, anim: Picture, pos: tuple[int, int] | None) -> int | None:
        """Return the CPU seat whose backs open up for the mouse at `pos` (UNO Flip! only; else None)."""
        return self.flip.peek_seat(anim, pos)

    def draw_seats(self, surface: pygame.Surface, anim: Picture, thinking: int | None, now: float | None = None,
                   highlight: Sequence[int] = (), numbers: dict[int, str] | None = None,
                   moods: Mapping[int, str] | None = None, timers: Mapping[int, float] | None = None) -> None:
        """Draw every seat: plate (a CPU's face in its mood), count badge, dealer chip, Uno badge, pulse,
        thinking dots and the catch countdown on the plates in `timers` (the share of the time left)."""
        self.seats.draw_seats(surface, anim, thinking, self._now(now), highlight, numbers, moods, timers)

    def draw_reactions(self, surface: pygame.Surface, reactions: Sequence[Reaction], now: float | None = None,
                       anim: Picture | None = None) -> None:
        """Draw the CPUs' reaction bubbles beside their plates (clear of the "Caught!" stamps up in `anim`)."""
        avoid = caught_rects(self.effects, anim) if anim is not None else []
        self.bubbles.draw(surface, reactions, self._now(now), avoid)

    def draw_dealer_cards(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw the cards drawn to choose the dealer, face up at each seat."""
        self.seats.draw_dealer_cards(surface, anim)

    def draw_hand(self, surface: pygame.Surface, anim: Picture, playable: set[Card] | None, glow: set[Card],
                  selected: int, hover: int, now: float | None = None) -> None:
        """Draw the person's hand; `playable` None shows no marks (not your move or highlight off)."""
        if anim.sides.turning(anim.t):
            self.flip.draw_turning_hand(surface, anim)
            return
        self.hand.draw_hand(surface, anim, playable, glow, selected, hover, self._now(now))

    def draw_flights(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw every card in flight."""
        self.hand.draw_flights(surface, anim)

    def draw_effects(self, surface: pygame.Surface, anim: Picture) -> None:
        """Draw the flourishes over the pile, the skip marks, bubbles, flying penalties, banners and points."""
        self.flourishes.draw(surface, anim)
        self.effects.draw_effects(surface, anim)

    def draw_log(self, surface: pygame.Surface, anim: Picture, now: float | None = None, hint: str = "",
                 hovered: bool = False) -> None:
        """Draw the last lines of the log, older ones fading, with `hint` (what opens it) under them."""
        self.log.draw_log(surface, anim, self._now(now), hint, hovered)

    def draw_button(self, surface: pygame.Surface, b: TableButton, now: float | None = None) -> None:
        """Draw a table button (the urgent one pulses)."""
        self.buttons.draw_button(surface, b, self._now(now))

    def draw_hint(self, surface: pygame.Surface, text: str, color: tuple[int, int, int] = CREAM,
                  y: float | None = None, timer: float | None = None, seconds: float | None = None) -> None:
        """Draw one line of help above the hand, on a dark pill; `timer` (1..0) shows the share of the
        time left, `seconds` the seconds (a dial beside the pill)."""
        self.buttons.draw_hint(surface, text, color, y, timer, seconds)

    def draw_reveal(self, surface: pygame.Surface, anim: Picture) -> None:
        """Show the hand of the player the person challenged, face up, for a few seconds."""
        self.effects.draw_reveal(surface, anim)

    def layout_prompt(self, prompt: Prompt, hand: int = 0) -> None:
        """Place a prompt's panel and its answers (a colour picker clear of the `hand` cards in the hand)."""
        self.prompts.layout_prompt(prompt, hand)

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt, now: float | None = None) -> None:
        """Draw a prompt: the panel, the question, a note, and the answers."""
        self.prompts.draw_prompt(surface, prompt, self._now(now))
