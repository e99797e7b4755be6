"""Render every card of the 2018 deck and the back onto a sheet PNG, to look at the card art.

Usage: python tools/card_sheet.py [--width 60 --width 140] [--colorblind] [--angle 12] [--out /tmp/cards.png]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.model.cards import Card, Color, standard_deck
from game.ui.assets import font
from game.ui.cardart import CardArt, card_size, shadow_offset

FELT = (22, 92, 52)


def unique_cards() -> list[Card]:
    """Return each distinct card of the 2018 deck once, in deck order."""
    seen: dict[Card, None] = {}
    for card in standard_deck("2018"):
        seen.setdefault(card, None)
    return list(seen)


def rows() -> list[list[Card | None]]:
    """Return the sheet's rows: one per colour, then the wilds and the back."""
    cards = unique_cards()
    out: list[list[Card | None]] = [[c for c in cards if c.color is color] for color in Color]
    out.append([c for c in cards if c.color is None] + [None])
    return out


def sheet(width: int, colorblind: bool, angle: float) -> pygame.Surface:
    """Draw one sheet of every card at `width`, each with its shadow."""
    art = CardArt(colorblind=colorblind)
    w, h = card_size(width)
    gap = max(8, width // 6)
    grid = rows()
    cols = max(len(r) for r in grid)
    label_h = 24
    surf = pygame.Surface((cols * (w + gap) + gap * 2, len(grid) * (h + gap) + gap * 2 + label_h))
    surf.fill(FELT)
    title = f"width {width}" + ("  colour-blind" if colorblind else "") + (f"  angle {angle:g}" if angle else "")
    surf.blit(font(16).render(title, True, (235, 235, 225)), (gap, 4))
    t0 = time.perf_counter()
    n = 0
    for j, row in enumerate(grid):
        for i, card in enumerate(row):
            cx = gap + i * (w + gap) + w // 2 + gap // 2
            cy = label_h + gap + j * (h + gap) + h // 2
            sh = art.shadow(width, angle)
            dx, dy = shadow_offset(width)
            surf.blit(sh, sh.get_rect(center=(cx + dx, cy + dy)))
            img = art.get(card, width, angle)
            surf.blit(img, img.get_rect(center=(cx, cy)))
            n += 1
    dt = (time.perf_counter() - t0) * 1000
    print(f"width {width} cb={colorblind}: {n} cards in {dt:.1f} ms ({dt / n:.2f} ms each)")
    return surf


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments and write the sheet."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, action="append", help="card width in pixels (repeatable)")
    parser.add_argument("--colorblind", action="store_true", help="also draw the colour-blind variant")
    parser.add_argument("--angle", type=float, default=0.0, help="turn every card by this many degrees")
    parser.add_argument("--out", default="/tmp/card_sheet.png", help="PNG to write")
    args = parser.parse_args(argv)
    pygame.init()
    sheets = []
    for width in args.width or [60, 140]:
        sheets.append(sheet(width, False, args.angle))
        if args.colorblind:
            sheets.append(sheet(width, True, args.angle))
    total = pygame.Surface((max(s.get_width() for s in sheets), sum(s.get_height() for s in sheets)))
    total.fill(FELT)
    y = 0
    for s in sheets:
        total.blit(s, (0, y))
        y += s.get_height()
    pygame.image.save(total, args.out)
    print(f"wrote {args.out} ({total.get_width()}x{total.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
