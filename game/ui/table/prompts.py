"""The questions put to the person at the table: a colour picker, or a question with a few answers."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.model import Color
from game.ui.cardart import color_symbol
from game.ui.paint import draw_panel
from game.ui.palette import GOLD, INK, MUTED, WHITE, YELLOW
from game.ui.table.buttons import Buttons, TableButton
from game.ui.table.look import Look, Painter, alpha_surface, font_px
from game.ui.text import fit_text, note_text, outlined_text, text_surface, wrap_text

__all__ = ["Prompt", "PromptOption", "Prompts"]


@dataclass(frozen=True)
class PromptOption:
    """One answer of a prompt: a key for the scene, a label, its hotkey and a colour."""

    key: str
    label: str
    hotkey: str = ""
    rgb: tuple[int, int, int] | None = None
    color: Color | None = None


@dataclass
class Prompt:
    """A decision the person must take: a question and its answers (buttons), or a colour picker."""

    kind: str                    # color, confirm, challenge, drawn, swap, first_color
    title: str
    options: list[PromptOption]
    note: str = ""
    cancel: bool = False         # Esc (and a click outside) closes it
    rects: list[pygame.Rect] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focus: int = 0
    focus_shown: bool = True
    """The focused answer is drawn lit (False while Enter goes to a card chosen in the hand instead)."""
    hover: int = -1
    primary: int | None = 0
    """The answer drawn red, the one the question leads to; None: the answers are equals, drawn alike
    (whom to swap hands with), and only the focus stands out."""


# --------------------------------------------------------------------------------------------------
# The HUD


class Prompts(Painter):
    """Places and draws a prompt; its answers are drawn as table buttons or colour swatches."""

    def __init__(self, look: Look, buttons: Buttons) -> None:
        super().__init__(look)
        self.buttons = buttons
        self._misc = self.cache(16)

    def layout_prompt(self, prompt: Prompt, hand: int = 0) -> None:
        """Place a prompt's panel and its answers: pickers over the piles, questions just below them; a
        colour picker keeps clear of the `hand` cards of the person's hand."""
        L = self.layout
        assert L is not None
        s = self.scale
        n = max(1, len(prompt.options))
        title_size, note_size = font_px(19, s), font_px(14, s)
        title_h = text_surface("Ag", title_size, WHITE, True).get_height()
        note_h = text_surface("Ag", note_size, MUTED).get_height()
        if prompt.kind in ("color", "first_color"):
            sw = max(56, round(min(96 * s, L.size[1] * 0.14)))
            gap = self.px(14)
            bw, bh = sw, sw
        else:
            # the buttons hold their label and, under it, their key: both at the text size in force (the
            # table's buttons write the label at 20 and the key at 11 at scale 1; see `Buttons._button`)
            size, key_size = font_px(20, s), font_px(11, s)
            label_h = text_surface("Ag", size, INK, True).get_height()
            key_h = text_surface("Ag", key_size, INK).get_height() if any(o.hotkey for o in prompt.options) else 0
            bh = max(34, round(48 * s), label_h + max(0, key_h - self.px(6)) + 2 * self.px(5))
            widths = [max(text_surface(o.label, size, INK, True).get_width() + self.px(40),
                          text_surface(o.hotkey, key_size, INK).get_width() + self.px(24) if o.hotkey else 0)
                      for o in prompt.options]
            bw = max(max(widths, default=100), self.px(130))
            gap = self.px(14)
        w = max(n * bw + (n - 1) * gap, text_surface(prompt.title, title_size, WHITE, True).get_width())
        room = round(L.size[0] * 0.56)
        if prompt.note:
            w = max(w, min(text_surface(prompt.note, note_size, MUTED).get_width(), room))
        # no wider than the room between the side columns (the person's plate, the UNO button) unless its
        # answers need more: a long title shrinks a little and the note wraps rather than cover them
        answers = n * bw + (n - 1) * gap + 2 * self.px(24)
        w = min(w + 2 * self.px(24), L.size[0] - 2 * L.margin, max(L.hand_area.w, answers))
        prompt.lines = wrap_text(prompt.note, note_size, w - 2 * self.px(20))[:3] if prompt.note else []
        h = self.px(14) + title_h + len(prompt.lines) * note_h + self.px(14) + bh + self.px(16)
        area = pygame.Rect(0, L.top_h, L.size[0], L.hand_area.y + round(L.card_h * 0.12) - L.top_h)
        if prompt.kind in ("color", "first_color"):
            # between the piles and the hand's cards: the wild just played and the hand to choose by stay
            # in sight; where the room is short the panel rises over the piles' lower quarter (their
            # corners still show), then its swatches shrink
            area.h = math.floor(L.hand_top(hand)) - self.px(4) - L.top_h
            room = area.bottom - max(p.bottom for p in L.piles()) + round(L.card_h * 0.25) - self.px(4)
            shrink = min(max(0, h - room), bh - max(40, round(bh * 0.6)))
            bw, bh, h = bw - shrink, bh - shrink, h - shrink
            w = min(w, max(n * bw + (n - 1) * gap, text_surface(prompt.title, title_size, WHITE, True).get_width())
                    + 2 * self.px(24))
        panel = pygame.Rect(0, 0, w, h)
        if prompt.kind == "swap":
            panel.center = (round(L.center[0]), round(L.center[1] + L.card_h * 0.15))
        else:
            # below the piles, so the card that asks the question (or the wild being played) stays in sight
            panel.midtop = (round(L.center[0]), max(p.bottom for p in L.piles()) + self.px(4))
            if panel.bottom > area.bottom:
                panel.bottom = area.bottom
        panel.clamp_ip(area)
        prompt.panel = panel
        total = n * bw + (n - 1) * gap
        x = panel.centerx - total // 2
        y = panel.bottom - self.px(16) - bh
        prompt.rects = [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(n)]

    def draw_prompt(self, surface: pygame.Surface, prompt: Prompt, now: float) -> None:
        """Draw a prompt: the panel, the question, a note, and the answers."""
        s = self.scale
        panel = prompt.panel
        draw_panel(surface, panel, radius=self.px(18), rgba=(6, 28, 16, 236), border=(*GOLD, 150))
        words, size = fit_text(prompt.title, font_px(19, s), panel.w - self.px(30), True, floor=0.8)
        title = text_surface(words, size, WHITE, True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + self.px(14))))
        y = panel.y + self.px(14) + title.get_height()
        for line in prompt.lines:
            note = text_surface(line, font_px(14, s), MUTED)
            surface.blit(note, note.get_rect(midtop=(panel.centerx, y)))
            y += note.get_height()
        for i, (opt, rect) in enumerate(zip(prompt.options, prompt.rects, strict=False)):
            lit = i == prompt.hover or (prompt.focus_shown and i == prompt.focus)
            if opt.rgb is not None:
                self._swatch(surface, opt, rect, lit, now)
            else:
                b = TableButton(opt.key, opt.label, opt.hotkey, "gold" if lit else ("red" if i == prompt.primary else "cream"),
                                rect)
                self.buttons.draw_button(surface, b, now)

    def _swatch(self, surface: pygame.Surface, opt: PromptOption, rect: pygame.Rect, lit: bool, now: float) -> None:
        key = ("swatch", opt.key, opt.hotkey, rect.size, lit, self.colorblind)

        def make() -> pygame.Surface:
            pad = self.px(6)
            surf = alpha_surface((rect.w + 2 * pad, rect.h + 2 * pad))
            body = pygame.Rect(pad, pad, rect.w, rect.h)
            radius = self.px(16)
            pygame.draw.rect(surf, (0, 0, 0, 100), body.move(0, self.px(4)), border_radius=radius)
            pygame.draw.rect(surf, opt.rgb or WHITE, body, border_radius=radius)
            pygame.draw.rect(surf, YELLOW if lit else WHITE, body.inflate(2 * pad - 2, 2 * pad - 2) if lit else body,
                             max(2, self.px(4 if lit else 3)), border_radius=radius + (pad if lit else 0))
            if self.colorblind and opt.color is not None:
                color_symbol(surf, opt.color, (body.centerx, body.centery - self.px(8)), rect.w * 0.16)
            words, size = fit_text(opt.label, font_px(15, self.scale), body.w - self.px(10), True)
            label = outlined_text(words, size, WHITE, INK, max(1, self.px(2)))
            where = label.get_rect(midbottom=(body.centerx, body.bottom - self.px(6)))
            surf.blit(label, where)
            note_text(surf, opt.label, where, body)
            if opt.hotkey:
                hk = outlined_text(opt.hotkey, font_px(13, self.scale), WHITE, INK, max(1, self.px(2)))
                surf.blit(hk, hk.get_rect(topleft=(body.x + self.px(7), body.y + self.px(5))))
            return surf

        face = self._misc.get(key, make)
        surface.blit(face, face.get_rect(center=rect.center))

