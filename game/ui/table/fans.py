"""A CPU's cards face down: the fan of backs beside its plate (classic decks; UNO Flip!'s fans, which
show the other side of each card, are `game.ui.table.flipfans`).

At rest a fan is one picture (`fan_picture`, cached by the seats' painter). A CPU thinking over its move
weighs its cards: one card after another rises a little toward the middle of the table and sinks back
(`weighed`), drawn card by card (`draw_backs`) for that one seat while it thinks.
"""
from __future__ import annotations

import math

import pygame

from game.ui.cardart import CardArt, card_size
from game.ui.table.layout import fan_offsets
from game.ui.table.look import alpha_surface

__all__ = ["LIFT", "WEIGH_SECONDS", "draw_backs", "fan_picture", "weighed"]

LIFT = 0.16
"""How far a thinking CPU raises the card it weighs, as a share of a card's height."""
WEIGH_SECONDS = 0.8
"""How long a thinking CPU takes to raise one card and lower it again."""


def weighed(seat: int, shown: int, now: float) -> tuple[int, float]:
    """Return which card of a thinking CPU's fan of `shown` is raised at `now` and how far (0..1): one
    card after another, in an order of the seat's own, each rising and sinking over `WEIGH_SECONDS`."""
    k, phase = divmod(now / WEIGH_SECONDS + 0.37 * seat, 1.0)
    return (int(k) * 3 + seat) % max(1, shown), math.sin(math.pi * phase)


def fan_picture(art: CardArt, card_w: int, shown: int) -> pygame.Surface:
    """Return a fan of `shown` backs `card_w` wide, with room for their shadows, as one picture."""
    w, h = card_size(card_w)
    offs = fan_offsets(shown, card_w)
    span = (offs[-1] - offs[0]) if offs else 0
    pad = max(4, round(w * 0.12))
    surf = alpha_surface((round(span + w + 2 * pad), h + 2 * pad))
    draw_backs(surf, art, card_w, shown, (surf.get_width() / 2, surf.get_height() / 2))
    return surf


def draw_backs(surface: pygame.Surface, art: CardArt, card_w: int, shown: int, center: tuple[float, float],
               lifted: tuple[int, float] = (-1, 0.0), toward: int = 1) -> None:
    """Draw a fan of `shown` backs card by card around `center`, card `lifted[0]` raised by
    `lifted[1]` (0..1) of `LIFT` of a card's height, up the screen (`toward` -1) or down (1)."""
    _w, h = card_size(card_w)
    back = art.back(card_w)
    shadow = art.shadow(card_w)
    for i, dx in enumerate(fan_offsets(shown, card_w)):
        t = (i - (shown - 1) / 2) / max(1.0, (shown - 1) / 2)
        dy = abs(t) * h * 0.04
        lift = h * LIFT * lifted[1] if i == lifted[0] else 0.0
        c = (center[0] + dx, center[1] + dy + toward * lift)
        surface.blit(shadow, shadow.get_rect(center=(round(c[0] + 1), round(c[1] + 2 - toward * lift / 3))))
        surface.blit(back, back.get_rect(center=(round(c[0]), round(c[1]))))
