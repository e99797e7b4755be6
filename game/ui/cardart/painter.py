"""Paints one card (a face or the back) at a supersampled size, and a card's soft shadow."""
from __future__ import annotations

import math

import pygame

from game.i18n import NP_
from game.model.cards import Card, Color, Rank
from game.ui.cardart.contrast import HC_COLOR_RGB, HC_WILD_RGB, hc_ink
from game.ui.cardart.draw import _blit_center, _digit, _ellipse, _emboss, _poly, _rounded, _text, color_symbol
from game.ui.cardart.flipfaces import FLIP_ONLY, _dark_body, _sym_flip, _sym_skip_everyone, paint_flip
from game.ui.cardart.style import (
    BACKS,
    COLOR_RGB,
    EDGE,
    INK,
    OVAL_A,
    OVAL_B,
    OVAL_TILT,
    RGB,
    WHITE,
    WILD_ORDER,
    WILD_RGB,
    Point,
    card_size,
)
from game.ui.cardart.symbols import _sym_cards, _sym_pencil, _sym_reverse, _sym_skip, _sym_swirl

CUSTOM_LABELS: dict[str, str] = {
    "wild": "",
    "swap_hands": NP_("card face", "SWAP"),
    "others_draw_one": NP_("card face", "ALL +1"),
    "skip_everyone": NP_("card face", "AGAIN"),
    "discard_color": NP_("card face", "DROP"),
    "target_draws_two": NP_("card face", "PICK +2"),
}
"""What the Wild Customizable's label says for each `Rules.custom_wild` (blank: a plain wild)."""


def _paint_shadow(width: int, level: int = 0) -> pygame.Surface:
    """Paint the shadow of a card `width` wide lying on the felt (`level` 0) or raised `level` steps
    above it: each step spreads it by 4 % of the width, blurs it half as much again and lightens it."""
    w, h = card_size(width)
    spread = round(width * 0.04 * level)
    blur = max(2, round(width * 0.05 * (1 + 0.5 * level)))
    pad = blur * 2 + spread
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    _rounded(surf, (0, 0, 0, 70 - 8 * level), (pad - spread, pad - spread, w + 2 * spread, h + 2 * spread),
             width * 0.08 + spread)
    return pygame.transform.gaussian_blur(surf, blur)


class _Painter:
    """Paints one card at the supersampled size `W` x `H`."""

    def __init__(self, W: int, H: int, colorblind: bool, detail: bool = True, back: str = "red",
                 high_contrast: bool = False, small: bool = False) -> None:
        self.W, self.H = W, H
        self.back = BACKS.get(back, BACKS["red"])
        self.cb = colorblind
        self.hc = high_contrast
        """High contrast (game.ui.cardart.contrast): flat fields, every symbol in white or near-black ink."""
        self.colors = HC_COLOR_RGB if high_contrast else COLOR_RGB
        # Big enough to show small extras (colour-blind shapes inside a wild's oval).
        self.detail = detail
        self.small = small
        """Drawn a few dozen pixels wide (a thumbnail): signs that would run together are drawn apart."""
        # Transparent pixels carry the rim's colour so smooth scaling leaves no dark fringe.
        self.surf = pygame.Surface((W, H), pygame.SRCALPHA)
        self.surf.fill((*WHITE, 0))
        self.center = (W / 2, H / 2)
        self.custom = ""
        """Text written on a Wild Customizable's label (blank: none)."""

    def paint(self, card: Card | None, dark: bool = False) -> pygame.Surface:
        """Paint `card` (None: the back); `dark`: in UNO Flip!'s dark-side look (`flipfaces`)."""
        if card is not None and self.hc and card.color is not None:
            # high contrast, either side: the flat field of the card's colour, every sign in its ink
            field = self.colors[card.color]
            _dark_body(self, field) if dark else self._body(field)
            self._colored_flat(card)
            return self._opaque()
        if card is not None and (dark or card.rank in FLIP_ONLY):
            paint_flip(self, card, dark)
            return self._opaque()
        wild = HC_WILD_RGB if self.hc else WILD_RGB
        field = self.back[0] if card is None else (wild if card.color is None else self.colors[card.color])
        self._body(field)
        if card is None:
            self._back()
        elif card.color is None:
            self._wild(card)
        else:
            self._colored(card)
        return self._opaque()

    def _opaque(self) -> pygame.Surface:
        # Blending anti-aliased glyphs nibbles the alpha (255 -> 253); the card is opaque inside its
        # outline, so take the alpha back to the outline's.
        mask = pygame.Surface((self.W, self.H), pygame.SRCALPHA)
        _rounded(mask, (0, 0, 0, 255), (0, 0, self.W, self.H), self.W * 0.08)
        self.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return self.surf

    # ---- parts

    def _body(self, field: RGB) -> None:
        W, H = self.W, self.H
        radius = W * 0.08
        _rounded(self.surf, EDGE, (0, 0, W, H), radius)
        e = max(1, round(W * 0.008))
        _rounded(self.surf, WHITE, (e, e, W - 2 * e, H - 2 * e), radius - e)
        rim = round(W * 0.055)
        _rounded(self.surf, field, (rim, rim, W - 2 * rim, H - 2 * rim), radius * 0.55)

    def _oval_pts(self, scale: float = 1.0) -> list[Point]:
        cx, cy = self.center
        return _ellipse(cx, cy, self.H * OVAL_A * scale, self.W * OVAL_B * scale, OVAL_TILT, n=160)

    def _white_oval(self) -> None:
        _poly(self.surf, WHITE, self._oval_pts())

    def _four_color_oval(self, scale: float = 1.0, center: Point | None = None, ring: bool = True,
                         shapes: bool = False, target: pygame.Surface | None = None) -> None:
        surf = self.surf if target is None else target
        cx, cy = center or self.center
        a, b = self.H * OVAL_A * scale, self.W * OVAL_B * scale
        if ring:
            _poly(surf, WHITE, _ellipse(cx, cy, a + self.W * 0.035, b + self.W * 0.035, OVAL_TILT, n=160))
        # Quarters along the oval's own axes, clockwise from its upper-left quarter.
        for k, color in enumerate(WILD_ORDER):
            start = 180.0 + 90.0 * k + 45.0
            pts = [(cx, cy), *_ellipse(cx, cy, a, b, OVAL_TILT, n=160, start=start, end=start + 90.0)]
            _poly(surf, self.colors[color], pts)
            if shapes:
                mid = math.radians(start + 45.0)
                t = math.radians(OVAL_TILT)
                x, y = a * 0.55 * math.cos(mid), b * 0.55 * math.sin(mid)
                p = (cx + x * math.cos(t) - y * math.sin(t), cy + x * math.sin(t) + y * math.cos(t))
                if self.hc:
                    color_symbol(surf, color, p, self.W * 0.05, fill=hc_ink(self.colors[color]), outline=None)
                else:
                    color_symbol(surf, color, p, self.W * 0.05)

    def ink(self, card: Card) -> RGB:
        """Return the ink of the symbols on `card`: white, or in high contrast white or near-black."""
        if not self.hc:
            return WHITE
        return hc_ink(HC_WILD_RGB if card.color is None else self.colors[card.color])

    def _corner_glyph(self, card: Card) -> pygame.Surface | None:
        """Return the small index of `card` for the corners, embossed (None: a drawn icon instead)."""
        W = self.W
        gh = W * 0.215
        rank = card.rank
        WHITE = self.ink(card)
        if card.is_number:
            sym = _digit(card.rank.value, gh, WHITE, underline=rank in (Rank.SIX, Rank.NINE))
        elif rank is Rank.DRAW_TWO:
            sym = _text("+2", gh, WHITE)
        elif rank is Rank.WILD_DRAW_FOUR:
            sym = _text("+4", gh, WHITE)
        elif rank is Rank.SKIP:
            sym = _sym_skip(gh * 1.15, WHITE)
        elif rank is Rank.REVERSE:
            sym = _sym_reverse(gh * 1.25, WHITE)
        elif rank is Rank.WILD_SHUFFLE_HANDS:
            sym = _sym_swirl(gh * 1.45, WHITE)
        elif rank is Rank.WILD_CUSTOMIZABLE:
            sym = _sym_pencil(gh * 1.4, WHITE)
        else:
            return None
        return _emboss(sym, max(1.0, W * 0.014), (-W * 0.012, W * 0.012))

    def _corners(self, card: Card) -> None:
        W, H = self.W, self.H
        cw, ch = round(W * 0.32), round(W * 0.62)
        block = pygame.Surface((cw, ch), pygame.SRCALPHA)
        gc = (cw / 2, W * 0.165)
        glyph = self._corner_glyph_flat(card) if self.hc else self._corner_glyph(card)
        if glyph is not None and glyph.get_width() > cw:
            k = cw / glyph.get_width()
            glyph = pygame.transform.smoothscale(glyph, (cw, max(1, round(glyph.get_height() * k))))
        if glyph is not None:
            _blit_center(block, glyph, gc)
        else:
            # A plain wild: a little four-colour oval.
            self._four_color_oval(scale=0.24, center=gc, ring=True, target=block)
        if self.cb and card.color is not None:
            if self.hc:
                color_symbol(block, card.color, (cw / 2, W * 0.395), W * 0.072, fill=self.ink(card), outline=None)
            else:
                color_symbol(block, card.color, (cw / 2, W * 0.395), W * 0.072)
        x0, y0 = round(W * 0.035), round(W * 0.035)
        self.surf.blit(block, (x0, y0))
        self.surf.blit(pygame.transform.flip(block, True, True), (W - x0 - cw, H - y0 - ch))

    def _corner_glyph_flat(self, card: Card) -> pygame.Surface | None:
        """The corner index in high contrast: the glyph in its ink, no embossed edge."""
        W = self.W
        gh = W * 0.215
        rank, ink = card.rank, self.ink(card)
        if card.is_number:
            return _digit(card.rank.value, gh, ink, underline=rank in (Rank.SIX, Rank.NINE))
        text = {Rank.DRAW_TWO: "+2", Rank.WILD_DRAW_FOUR: "+4", Rank.DRAW_ONE: "+1", Rank.DRAW_FIVE: "+5",
                Rank.WILD_DRAW_TWO: "+2"}.get(rank)
        if text is not None:
            return _text(text, gh, ink)
        if rank is Rank.FLIP and card.color is not None:  # the little card: half ink, half the field
            return _sym_flip(gh * 1.5, ink, ink, self.colors[card.color], ink)
        drawn = {Rank.SKIP: (_sym_skip, 1.15), Rank.REVERSE: (_sym_reverse, 1.25), Rank.SKIP_EVERYONE: (_sym_skip_everyone, 1.5),
                 Rank.WILD_SHUFFLE_HANDS: (_sym_swirl, 1.45), Rank.WILD_CUSTOMIZABLE: (_sym_pencil, 1.4)}.get(rank)
        return None if drawn is None else drawn[0](gh * drawn[1], ink)

    def _colored(self, card: Card) -> None:
        W = self.W
        assert card.color is not None
        if self.hc:
            self._colored_flat(card)
            return
        rgb = COLOR_RGB[card.color]
        self._white_oval()
        rank = card.rank
        shadow = (-W * 0.035, W * 0.03)
        outline = W * 0.02
        if card.is_number:
            sym = _digit(rank.value, W * 0.58, rgb, underline=rank in (Rank.SIX, Rank.NINE))
            big = _emboss(sym, outline, shadow)
        elif rank is Rank.SKIP:
            big = _emboss(_sym_skip(W * 0.62, rgb), outline, shadow)
        elif rank is Rank.REVERSE:
            big = _emboss(_sym_reverse(W * 0.70, rgb, self.small), outline, shadow)
        else:  # draw two: two small cards of the card's colour
            big = _sym_cards(W * 0.62, (rgb, rgb), ((-0.12, -0.13), (0.12, 0.13)), 0.42)
            big = _emboss(big, 1.0, shadow)
        _blit_center(self.surf, big, self.center)
        self._corners(card)

    def _colored_flat(self, card: Card) -> None:
        """A coloured card in high contrast: no white oval, the big sign in the card's ink on its field."""
        W = self.W
        ink = self.ink(card)
        rank = card.rank
        if card.is_number:
            big = _digit(rank.value, W * 0.62, ink, underline=rank in (Rank.SIX, Rank.NINE))
        elif rank is Rank.SKIP:
            big = _sym_skip(W * 0.66, ink)
        elif rank is Rank.SKIP_EVERYONE:
            big = _sym_skip_everyone(W * 0.74, ink)
        elif rank is Rank.REVERSE:
            big = _sym_reverse(W * 0.74, ink, self.small)
        elif rank is Rank.FLIP:
            big = _sym_flip(W * 0.74, ink, ink, self.colors[card.color] if card.color else ink, ink)
        elif rank is Rank.DRAW_ONE:
            big = _sym_cards(W * 0.62, (ink,), ((0.0, 0.0),), 0.46)
        elif rank is Rank.DRAW_FIVE:
            big = _sym_cards(W * 0.66, (ink,) * 5, tuple((-0.24 + 0.12 * i, -0.16 + 0.08 * i) for i in range(5)), 0.34)
        else:  # draw two: two small cards in the ink
            big = _sym_cards(W * 0.62, (ink, ink), ((-0.12, -0.13), (0.12, 0.13)), 0.42)
        _blit_center(self.surf, big, self.center)
        self._corners(card)

    def _wild(self, card: Card) -> None:
        W, H = self.W, self.H
        rank = card.rank
        shadow = (-W * 0.03, W * 0.03)
        if rank is Rank.WILD_DRAW_FOUR:
            _poly(self.surf, WHITE, self._oval_pts(1.0))
            _poly(self.surf, WILD_RGB, self._oval_pts(0.93))
            order = (Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW)
            offs = ((-0.16, -0.19), (0.16, -0.07), (-0.16, 0.07), (0.16, 0.19))
            cards = _sym_cards(W * 0.74, [self.colors[c] for c in order], offs, 0.33,
                               order if self.cb and self.detail else ())
            big = _emboss(cards, 1.0, shadow)
            _blit_center(self.surf, big, self.center)
        else:
            self._four_color_oval(shapes=self.cb and self.detail)
            if rank is Rank.WILD_SHUFFLE_HANDS:
                _blit_center(self.surf, _emboss(_sym_swirl(W * 0.62, WHITE), W * 0.022, shadow), self.center)
            elif rank is Rank.WILD_CUSTOMIZABLE:
                # A blank label across the oval, with a pencil to write on it.
                bw, bh = W * 0.70, W * 0.26
                r = pygame.Rect(0, 0, round(bw), round(bh))
                r.center = (round(W / 2), round(H / 2))
                _rounded(self.surf, INK, r.inflate(round(W * 0.04), round(W * 0.04)), bh * 0.3)
                _rounded(self.surf, WHITE, r, bh * 0.25)
                if self.custom:
                    # The rule in force, written on the label; the pencil moves above it.
                    words = _text(self.custom, bh * 0.5, INK)
                    if words.get_width() > bw * 0.92:
                        scale = bw * 0.92 / words.get_width()
                        words = pygame.transform.smoothscale(
                            words, (round(words.get_width() * scale), round(words.get_height() * scale)))
                    _blit_center(self.surf, words, (W / 2, H / 2))
                    pen = _emboss(_sym_pencil(W * 0.30, (250, 205, 60)), W * 0.014, shadow)
                    _blit_center(self.surf, pen, (W * 0.70, H / 2 - W * 0.24))
                else:
                    pen = _emboss(_sym_pencil(W * 0.44, (250, 205, 60)), W * 0.016, shadow)
                    _blit_center(self.surf, pen, (W * 0.62, H / 2 - W * 0.10))
        self._corners(card)

    def _back(self) -> None:
        W = self.W
        _poly(self.surf, INK, self._oval_pts())
        _poly(self.surf, self.back[1], self._oval_pts(0.95))
        _poly(self.surf, INK, self._oval_pts(0.92))
        name = _emboss(_text("UNO", W * 0.22, COLOR_RGB[Color.YELLOW]), W * 0.018, (-W * 0.025, W * 0.025))
        name = pygame.transform.rotozoom(name, 30, 1.0)
        _blit_center(self.surf, name, self.center)
