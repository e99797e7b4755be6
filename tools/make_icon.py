"""Draw the game's icon with our own card art: assets/icons/uno.png, uno.ico and uno.icns.

Usage: python tools/make_icon.py [--out assets/icons] [--preview /tmp/icons.png]

Each size is drawn at that size (not scaled down from the big one): from 48 px up a fan of three cards
(a red 7, a blue Reverse and a Wild in front); below 48 px a single Wild, which still reads at 16 px.
The .ico and .icns hold PNG images, packed by the small writers below.
"""
from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.model.cards import Card, Color, Rank
from game.ui.cardart import CardArt, card_size, shadow_offset

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type, pixel size) of the PNG entries of an .icns file.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512))
FAN = (
    (Card(Color.RED, Rank.SEVEN), 20.0),
    (Card(Color.BLUE, Rank.REVERSE), 3.0),
    (Card(None, Rank.WILD), -14.0),
)


def draw_icon(size: int, art: CardArt) -> pygame.Surface:
    """Return the icon `size` pixels square, on a transparent background."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if size < 48:
        # One card, slightly turned, as tall as the square allows.
        angle = -12.0
        t = math.radians(abs(angle))
        # Fit the turned card's bounding box in the square.
        width = int(size * 0.98 / (math.sin(t) + math.cos(t) * 87 / 56))
        card = art.get(Card(None, Rank.WILD), max(8, width), angle)
        surf.blit(card, card.get_rect(center=(size / 2, size / 2)))
        return surf
    # Lay the fan out once, measure it, then draw it again at the width that fills the square.
    width = round(size * 0.44)
    fan = _fan(width, art)
    box = fan.get_bounding_rect()
    width = max(8, int(width * size * 0.97 / max(box.w, box.h)))
    fan = _fan(width, art)
    box = fan.get_bounding_rect()
    surf.blit(fan, ((size - box.w) // 2 - box.x, (size - box.h) // 2 - box.y))
    return surf


def _fan(width: int, art: CardArt) -> pygame.Surface:
    """Draw the fan of cards `width` wide on a roomy transparent canvas."""
    _, height = card_size(width)
    canvas = pygame.Surface((height * 4, height * 4), pygame.SRCALPHA)
    # The cards turn about a point below the fan, like a hand of cards held up.
    pivot = (height * 2, height * 3)
    radius = height * 0.95
    for card, angle in FAN:
        a = math.radians(angle)
        cx = pivot[0] - radius * math.sin(a)
        cy = pivot[1] - radius * math.cos(a)
        shadow = art.shadow(width, angle)
        dx, dy = shadow_offset(width)
        canvas.blit(shadow, shadow.get_rect(center=(round(cx + dx), round(cy + dy))))
        img = art.get(card, width, angle)
        canvas.blit(img, img.get_rect(center=(round(cx), round(cy))))
    return canvas


def png_bytes(surface: pygame.Surface) -> bytes:
    """Return the surface as PNG file bytes."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """Pack square PNG images (size, data) into a Windows .ico file (PNG entries, Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, data in images:
        dim = 0 if size >= 256 else size  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(images: list[tuple[str, bytes]]) -> bytes:
    """Pack PNG images (OSType, data) into a macOS .icns file."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data for kind, data in images)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv: list[str] | None = None) -> int:
    """Draw and write the icons."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "assets" / "icons")
    parser.add_argument("--preview", type=Path, help="also write a sheet of every size on light and dark grounds")
    args = parser.parse_args(argv)
    pygame.font.init()
    art = CardArt()
    sizes = sorted(set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    icons = {s: draw_icon(s, art) for s in sizes}
    pngs = {s: png_bytes(icons[s]) for s in sizes}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "uno.png").write_bytes(pngs[256])
    (args.out / "uno.ico").write_bytes(ico_bytes([(s, pngs[s]) for s in ICO_SIZES]))
    (args.out / "uno.icns").write_bytes(icns_bytes([(k, pngs[s]) for k, s in ICNS_TYPES]))
    for name in ("uno.png", "uno.ico", "uno.icns"):
        print(f"{args.out / name}  {(args.out / name).stat().st_size // 1024} KiB")
    if args.preview:
        shown = [s for s in sizes if s <= 256]
        sheet = pygame.Surface((sum(shown) + 10 * (len(shown) + 1), 2 * 256 + 30))
        sheet.fill((238, 238, 232))
        sheet.fill((30, 34, 40), (0, 256 + 20, sheet.get_width(), 256 + 10))
        x = 10
        for s in shown:
            sheet.blit(icons[s], (x, 10))
            sheet.blit(icons[s], (x, 256 + 25))
            x += s + 10
        pygame.image.save(sheet, args.preview)
        print(f"preview: {args.preview}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
