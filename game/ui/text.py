"""Text in the bundled fonts: rendering, outlines, ellipsis and wrapping, each cached.

pygame-ce draws no fallback glyphs, so a string is cut into runs, each drawn with the first bundled
font that has its characters (Open Sans, then Noto Sans CJK, Arabic, Hebrew: game.ui.assets), and the
runs are blitted side by side on one baseline. Right-to-left text is ordered by the Unicode bidi
algorithm (python-bidi) and each right-to-left run is shaped by HarfBuzz in that direction. A
character no font has is drawn as a substitute mark of our own (a small rounded tag with a "?"),
never as a font's empty box. Measuring (`text_width`, `ellipsize`, `wrap_text`) uses the same runs.
"""
from __future__ import annotations

import math
import time
import unicodedata
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from game.ui.palette import RGB, WHITE

__all__ = [
    "MIN_TEXT_PX",
    "Fit",
    "Run",
    "balanced",
    "descends",
    "draw_text",
    "ellipsize",
    "face_paths",
    "fit_lines",
    "fit_size",
    "fit_text",
    "fits_at",
    "get_font",
    "note_text",
    "outlined_text",
    "recording_fits",
    "split_runs",
    "text_surface",
    "text_width",
    "wrap_text",
]

MIN_TEXT_PX = 12
"""No text is drawn smaller than this (a 960x540 window scales the interface to 0.75)."""

SUBSTITUTE = -1
"""The face of a run no bundled font can draw: it is drawn as substitute marks, one per character."""


_TEXT_SCALE = [1.0]
"""The text size in force (the settings' `text_size` / 100, capped for a small window by the app)."""


def text_scale() -> float:
    """Return the text size in force (1.0, 1.25 or 1.5)."""
    return _TEXT_SCALE[0]


def set_text_scale(scale: float) -> bool:
    """Set the text size: every font is built at its size times `scale` (here, and in `_face_font`: the
    only two places a font is made), so every screen's text, and every measure of it, follows. Return
    True when it changed (the screens must then lay out again)."""
    scale = max(0.5, min(2.0, float(scale)))
    if scale == _TEXT_SCALE[0]:
        return False
    global _text_bytes
    _TEXT_SCALE[0] = scale
    _WIDTH_CACHE.clear()
    _TEXT_CACHE.clear()
    _TEXT_USED.clear()
    _OUTLINE_CACHE.clear()
    _OUTLINE_USED.clear()
    _WRAP_CACHE.clear()  # kept by the size asked for: the lines and cuts change with the size built
    _ELLIPSIS_CACHE.clear()
    _text_bytes = 0
    return True


def scaled_px(size: float) -> int:
    """Return the pixels a font asked for at `size` is built at: times the text size, never below MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, round(int(size) * _TEXT_SCALE[0]))


def descends(text: str, size: int, bold: bool = True) -> bool:
    """Return True when a letter of `text` at `size` reaches well below the line (the tails of p, g, y, q,
    j), so that what is set just under the line must keep further off."""
    metrics = get_font(size, bold).metrics(text) if text else []
    return any(m is not None and m[2] < -max(1, size // 8) for m in metrics)


def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """Return the bundled font at `size` pixels times the text size, never below MIN_TEXT_PX: one Font
    per weight, resized (game.ui.assets.font), so use it at once and never keep it."""
    from game.ui.assets import font

    return font(scaled_px(size), bold)


# ---------------------------------------------------------------------------------------------------
# Fit: what the layout itself says about every text it draws (tests switch it on)


@dataclass(frozen=True)
class Fit:
    """One text drawn while `recording_fits` is on: where it went and what had to hold it.

    `kind` is "draw" (a text drawn at `rect` that must lie inside `box`, the panel, button or plate it
    was given, if any), "ellipsis" (a text cut short to fit `width`) or "wrap" (a line wider than the
    `width` it was wrapped to). `clip` is the surface's clip rect then (a scrolled list hides what is
    outside it); rects are in the window's coordinates.
    """

    kind: str
    text: str
    rect: pygame.Rect
    box: pygame.Rect | None
    clip: pygame.Rect
    width: int = 0


_fits: list[Fit] | None = None


@contextmanager
def recording_fits() -> Iterator[list[Fit]]:
    """Record every text drawn, cut short or wrapped too wide while the block runs (for the fit tests)."""
    global _fits
    saved, _fits = _fits, []
    try:
        yield _fits
    finally:
        _fits = saved


def note_text(surface: pygame.Surface, text: str, rect: pygame.Rect, box: pygame.Rect | None = None) -> None:
    """Record (when recording) that `text` was drawn at `rect` on `surface`, and must lie inside `box`."""
    if _fits is None or not text.strip():
        return
    off = surface.get_abs_offset()
    clip = surface.get_clip().move(off)
    _fits.append(Fit("draw", text, rect.move(off), box.move(off) if box is not None else None, clip))


def _note_cut(kind: str, text: str, width: int) -> None:
    if _fits is not None:
        _fits.append(Fit(kind, text, pygame.Rect(0, 0, 0, 0), None, pygame.Rect(0, 0, 0, 0), width))


# ---------------------------------------------------------------------------------------------------
# Runs: which font draws which characters, in which direction, in what visual order


@dataclass(frozen=True)
class Run:
    """A piece of a string drawn with one font in one direction.

    `text` is in logical order (HarfBuzz reverses a right-to-left run itself); `face` indexes
    `face_paths(bold)`, or is SUBSTITUTE; `rtl` is the run's direction.
    """

    text: str
    face: int
    rtl: bool


@lru_cache(maxsize=2)
def face_paths(bold: bool) -> tuple[Path, ...]:
    """Return the font files tried in order for `bold` text: the main face first, then the fallbacks."""
    from game.ui.assets import FALLBACK_FONT_FILES, FONT_FILES, resource_path

    names = (FONT_FILES[bool(bold)], *FALLBACK_FONT_FILES[bool(bold)])
    return tuple(resource_path("fonts", n) for n in names)


@lru_cache(maxsize=16)
def _coverage(bold: bool, face: int) -> frozenset[int]:
    """Return the characters face `face` has, read from its file when first asked (the CJK one takes ~15 ms)."""
    from game.ui.fontcover import coverage

    path = face_paths(bold)[face]
    return coverage(path) if path.is_file() else frozenset()


_JOINERS = frozenset({0x200C, 0x200D})  # ZWNJ, ZWJ: part of the cluster around them


def _ignorable(cp: int) -> bool:
    """Variation selectors and joiners: drawn by no font, shaped away by HarfBuzz, never a mark."""
    return cp in _JOINERS or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def _clusters(text: str) -> list[str]:
    """Split `text` into user-perceived characters: a base with its combining marks and joiners."""
    out: list[str] = []
    glue = False
    for ch in text:
        cp = ord(ch)
        joins = glue or _ignorable(cp) or unicodedata.category(ch) in ("Mn", "Me", "Mc")
        if out and joins:
            out[-1] += ch
        else:
            out.append(ch)
        glue = cp == 0x200D
    return out


_HIDDEN = frozenset({"Cc", "Cf"})
"""Control and format characters (bidi marks, soft hyphen...): they steer the layout, nothing drawn."""


def _face_for(cluster: str, bold: bool, prefer: int) -> int:
    """Return the first face that has every character of `cluster` (`prefer` first), or SUBSTITUTE."""
    need = [ord(c) for c in cluster if not _ignorable(ord(c))]
    if prefer >= 0 and all(cp in _coverage(bold, prefer) for cp in need):
        return prefer
    for i in range(len(face_paths(bold))):
        cover = _coverage(bold, i)
        if all(cp in cover for cp in need):
            return i
    return SUBSTITUTE


_RTL_CLASSES = frozenset({"R", "AL", "AN", "RLE", "RLO", "RLI"})


def _levels(text: str) -> tuple[list[int], int]:
    """Return the bidi embedding level of each character of `text` and the paragraph's level."""
    if not any(unicodedata.bidirectional(c) in _RTL_CLASSES for c in text):
        return [0] * len(text), 0  # all left-to-right: no need for the algorithm
    from bidi import algorithm as uba  # type: ignore[import-untyped]  # python-bidi: the Unicode bidi algorithm, rules P2 to I2

    storage = uba.get_empty_storage()
    # The paragraph's direction: the game speaks left-to-right languages, so a sentence with a name in
    # it ("محمد, your turn") reads left to right; a text with no left-to-right letter at all (a name
    # alone, or cut short: "שרה כ…") reads right to left, its ellipsis on the left.
    base = 0 if any(unicodedata.bidirectional(c) == "L" for c in text) else 1
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    uba.get_embedding_levels(text, storage)
    uba.explicit_embed_and_overrides(storage)
    uba.resolve_weak_types(storage)
    uba.resolve_neutral_types(storage, False)
    uba.resolve_implicit_levels(storage, False)
    kept = iter(storage["chars"])
    levels: list[int] = []
    for ch in text:
        if unicodedata.bidirectional(ch) in uba.X9_REMOVED:
            levels.append(-1)  # an embedding control, removed by rule X9
        else:
            levels.append(int(next(kept)["level"]))
    # L1: whitespace at the end of the line goes back to the paragraph's level.
    i = len(text) - 1
    while i >= 0 and (text[i].isspace() or levels[i] < 0):
        if levels[i] >= 0:
            levels[i] = base
        i -= 1
    return levels, base


_RUNS_CACHE: OrderedDict[tuple[str, bool], tuple[Run, ...]] = OrderedDict()


def split_runs(text: str, bold: bool = False) -> tuple[Run, ...]:
    """Return `text` cut into runs in visual (left-to-right) order, each with the face that draws it.

    Every character goes to the first bundled font that has it, a combining mark staying with its
    base; whitespace and punctuation stay in the run they sit in when its font has them. A character
    no font has makes a SUBSTITUTE run. Cached.
    """
    key = (text, bool(bold))
    hit = _RUNS_CACHE.get(key)
    if hit is not None:
        return hit
    bold = bool(bold)
    if text.isascii() and text.isprintable():  # Open Sans has all of printable ASCII: one plain run
        runs: tuple[Run, ...] = (Run(text, 0, False),) if text else ()
        _RUNS_CACHE[key] = runs
        return runs
    levels, _ = _levels(text)
    pieces: list[tuple[str, int, int]] = []  # (cluster, face, level) in logical order
    pos = 0
    face = SUBSTITUTE
    for cluster in _clusters(text):
        level = levels[pos]
        pos += len(cluster)
        drawn = "".join(c for c in cluster if unicodedata.category(c) not in _HIDDEN or ord(c) in _JOINERS)
        if not drawn or level < 0:
            continue
        neutral = unicodedata.bidirectional(drawn[0]) in ("WS", "ON", "CS", "ES", "ET", "EN", "B", "S")
        prefer = face if neutral else 0
        face = _face_for(drawn, bold, prefer)
        if len(drawn) > 1 and face != prefer:  # a letter with combining marks: its composed form may do
            composed = unicodedata.normalize("NFC", drawn)
            composed_face = _face_for(composed, bold, prefer)
            if composed != drawn and composed_face != SUBSTITUTE and (face == SUBSTITUTE or composed_face < face):
                drawn, face = composed, composed_face
        if pieces and pieces[-1][1] == face and pieces[-1][2] == level and face != SUBSTITUTE:
            pieces[-1] = (pieces[-1][0] + drawn, face, level)
        else:
            pieces.append((drawn, face, level))
    # L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
    if pieces:
        top = max(p[2] for p in pieces)
        low_odd = min((p[2] for p in pieces if p[2] % 2), default=top + 1)
        for lev in range(top, low_odd - 1, -1):
            i = 0
            while i < len(pieces):
                if pieces[i][2] >= lev:
                    j = i
                    while j < len(pieces) and pieces[j][2] >= lev:
                        j += 1
                    pieces[i:j] = pieces[i:j][::-1]
                    i = j
                else:
                    i += 1
    runs = tuple(Run(t, f, lev % 2 == 1) for t, f, lev in pieces)
    _RUNS_CACHE[key] = runs
    if len(_RUNS_CACHE) > 2048:
        _RUNS_CACHE.popitem(last=False)
    return runs


# ---------------------------------------------------------------------------------------------------
# Drawing and measuring the runs

_FACES: dict[tuple[int, bool], pygame.font.Font] = {}
_SCRIPTS = (("ARABIC", "Arab"), ("HEBREW", "Hebr"), ("HIRAGANA", "Hira"), ("KATAKANA", "Kana"),
            ("CJK", "Hani"), ("HANGUL", "Hang"), ("GREEK", "Grek"), ("CYRILLIC", "Cyrl"), ("LATIN", "Latn"))  # fmt: skip


def _face_font(face: int, size: int, bold: bool) -> pygame.font.Font:
    """Return face `face` set to `size` px: one Font per face, resized (opening a CJK font takes ~15 ms,
    resizing one a few microseconds); its shaping state is set per run, so it is the text layer's own."""
    size = scaled_px(size)
    key = (face, bool(bold))
    f = _FACES.get(key)
    if f is None:
        f = _FACES[key] = pygame.font.Font(face_paths(bool(bold))[face], size)
    elif f.point_size != size:
        f.point_size = size
    return f


def _script(text: str) -> str:
    """Return the ISO 15924 code of the first letter of `text` that names its script ("Zyyy" if none)."""
    for ch in text:
        name = unicodedata.name(ch, "")
        for prefix, code in _SCRIPTS:
            if name.startswith(prefix):
                return code
    return "Zyyy"


def _shape(f: pygame.font.Font, run: Run) -> None:
    """Set the HarfBuzz script and direction of `run` on its font (the state is per Font object)."""
    f.set_script(_script(run.text))
    f.set_direction(pygame.DIRECTION_RTL if run.rtl else pygame.DIRECTION_LTR)


def _plain(runs: tuple[Run, ...]) -> bool:
    """True when the main face draws everything left to right: the common case, one plain render."""
    return len(runs) <= 1 and all(r.face == 0 and not r.rtl for r in runs)


def _substitute_width(size: int) -> int:
    return max(9, round(scaled_px(size) * 0.8))


def _substitute_mark(size: int, color: RGB, bold: bool) -> pygame.Surface:
    """Return our mark for a character no bundled font has: a round badge with a "?" cut in it.

    It stands on the baseline as tall as a capital letter, in the text's colour, the "?" in a
    contrasting ink, so it reads as "a letter we cannot show" and never as a font's empty box.
    """
    from game.ui.assets import font

    main = get_font(size, bold)  # measured before the "?" resizes the bold font (game.ui.assets.font)
    w = _substitute_width(size)
    surf = pygame.Surface((w, main.get_height()), pygame.SRCALPHA)
    d = min(w - 2, max(7, round(scaled_px(size) * 0.72)))
    center = (w // 2, main.get_ascent() - d // 2)
    pygame.draw.circle(surf, (*color, 235), center, d / 2)
    light = color[0] * 0.299 + color[1] * 0.587 + color[2] * 0.114 > 140
    ink = (24, 28, 26) if light else (250, 248, 240)
    q = font(max(4, round(d * 0.8)), True).render("?", True, ink)
    box = q.get_bounding_rect()
    surf.blit(q, (center[0] - box.centerx, center[1] - box.centery))
    return surf


def _run_width(run: Run, size: int, bold: bool) -> int:
    if run.face == SUBSTITUTE:
        return _substitute_width(size) * len(_clusters(run.text))
    f = _face_font(run.face, size, bold)
    _shape(f, run)
    return int(f.size(run.text)[0])


_WIDTH_CACHE: OrderedDict[tuple[str, int, bool], int] = OrderedDict()


def text_width(text: str, size: int, bold: bool = False) -> int:
    """Return the width in pixels `text` takes when drawn at `size` (the runs' widths added). Cached."""
    size = max(MIN_TEXT_PX, int(size))
    key = (text, size, bool(bold))
    hit = _WIDTH_CACHE.get(key)
    if hit is not None:
        return hit
    runs = split_runs(text, bold)
    if _plain(runs):  # the run's text: composed accents, no control characters
        width = int(get_font(size, bold).size(runs[0].text if runs else "")[0])
    else:
        width = sum(_run_width(r, size, bold) for r in runs)
    _WIDTH_CACHE[key] = width
    if len(_WIDTH_CACHE) > 4096:
        _WIDTH_CACHE.popitem(last=False)
    return width


def _render(text: str, size: int, color: RGB, bold: bool) -> pygame.Surface:
    """Render `text`: one plain render when the main face draws it all, else the runs on one baseline.

    The result is as tall as the main face's line; it grows only where a fallback glyph's ink
    reaches above or below it, so layouts measured with the main face stay put.
    """
    size = max(MIN_TEXT_PX, int(size))
    main = get_font(size, bold)
    runs = split_runs(text, bold)
    if _plain(runs):
        return main.render(runs[0].text if runs else "", True, color)
    # the main face's line, measured now: a substitute mark resizes the bold font (game.ui.assets.font)
    base, line_h = main.get_ascent(), main.get_height()
    parts: list[tuple[pygame.Surface, int]] = []  # (surface, its top relative to the main line's top)
    for run in runs:
        if run.face == SUBSTITUTE:
            mark = _substitute_mark(size, color, bold)
            parts += [(mark, 0)] * len(_clusters(run.text))
            continue
        f = _face_font(run.face, size, bold)
        _shape(f, run)
        parts.append((f.render(run.text, True, color), base - f.get_ascent()))
    top, bottom = 0, line_h
    for surf, y in parts:
        ink = surf.get_bounding_rect()
        if ink.h:
            top = min(top, y + ink.top)
            bottom = max(bottom, y + ink.bottom)
    out = pygame.Surface((max(1, sum(s.get_width() for s, _ in parts)), bottom - top), pygame.SRCALPHA)
    x = 0
    for surf, y in parts:
        out.blit(surf, (x, y - top))
        x += surf.get_width()
    return out


_TEXT_CACHE: OrderedDict[tuple[str, int, RGB, bool], pygame.Surface] = OrderedDict()
_TEXT_USED: dict[tuple[str, int, RGB, bool], float] = {}
_TEXT_CACHE_MAX = 1500
_TEXT_CACHE_BYTES = 1024 * 1024  # a long match writes many log lines: bound the bytes, not only the count
STALE_S = 8.0
"""A drawn text not asked for in this many seconds is dropped when another is drawn: what a screen
shows is asked for every frame it draws, and the rest (log lines scrolled away, hints, counts gone by)
filled the cache to its bound: 1 MB held, of which the busiest table had asked for 240 kB in 5 s."""
_text_bytes = 0


def _surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def text_surface(text: str, size: int, color: RGB = WHITE, bold: bool = False) -> pygame.Surface:
    """Return `text` rendered (antialiased) in the bundled fonts; cached, so reuse costs nothing."""
    key = (text, int(size), color, bold)
    surf = _TEXT_CACHE.get(key)
    now = time.monotonic()
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        _TEXT_USED[key] = now
        return surf
    global _text_bytes
    surf = _render(text, size, color, bold)
    _TEXT_CACHE[key] = surf
    _TEXT_USED[key] = now
    _text_bytes += _surface_bytes(surf)
    stale = now - STALE_S
    while len(_TEXT_CACHE) > 1:
        oldest = next(iter(_TEXT_CACHE))
        if (len(_TEXT_CACHE) <= _TEXT_CACHE_MAX and _text_bytes <= _TEXT_CACHE_BYTES
                and _TEXT_USED.get(oldest, now) >= stale):
            break
        _text_bytes -= _surface_bytes(_TEXT_CACHE.pop(oldest))
        _TEXT_USED.pop(oldest, None)
    return surf


_OUTLINE_CACHE: OrderedDict[tuple[str, int, RGB, RGB, int], pygame.Surface] = OrderedDict()
_OUTLINE_USED: dict[tuple[str, int, RGB, RGB, int], float] = {}


def outlined_text(text: str, size: int, color: RGB, outline: RGB, width: int) -> pygame.Surface:
    """Return bold `text` with an `outline` of `width` pixels around it (for text over yellow); cached."""
    key = (text, int(size), color, outline, width)
    surf = _OUTLINE_CACHE.get(key)
    now = time.monotonic()
    if surf is not None:
        _OUTLINE_CACHE.move_to_end(key)
        _OUTLINE_USED[key] = now
        return surf
    inner = _render(text, size, color, True)
    edge = _render(text, size, outline, True)
    w, h = inner.get_size()
    surf = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    steps = max(8, width * 4)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        surf.blit(edge, (width + round(math.cos(a) * width), width + round(math.sin(a) * width)))
    surf.blit(inner, (width, width))
    _OUTLINE_CACHE[key] = surf
    _OUTLINE_USED[key] = now
    while len(_OUTLINE_CACHE) > 1:  # at most 64, none left unasked for STALE_S (as the text's)
        oldest = next(iter(_OUTLINE_CACHE))
        if len(_OUTLINE_CACHE) <= 64 and _OUTLINE_USED.get(oldest, now) >= now - STALE_S:
            break
        del _OUTLINE_CACHE[oldest]
        _OUTLINE_USED.pop(oldest, None)
    return surf


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[int, int],
    color: RGB = WHITE,
    bold: bool = False,
    anchor: str = "topleft",
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Blit `text` with its rect's `anchor` (a pygame.Rect attribute name) at `pos`; return the rect.

    `box` is the panel, button or plate the text must fit in (the fit tests check it).
    """
    surf = text_surface(text, size, color, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    if _fits is not None:
        note_text(surface, text, rect, box)
    return rect


_ELLIPSIS_CACHE: OrderedDict[tuple[str, int, int, bool], str] = OrderedDict()


def ellipsize(text: str, size: int, width: int, bold: bool = False, *, name: bool = False) -> str:
    """Return `text`, shortened with an ellipsis if it is wider than `width` pixels.

    It is cut between whole characters (a letter keeps its accents), measured as it is drawn. Cutting
    counts as clipping for the fit tests, except for a person's name (`name`) on a plate.
    """
    key = (text, size, width, bold)
    hit = _ELLIPSIS_CACHE.get(key)
    if hit is not None:
        if hit != text and not name:
            _note_cut("ellipsis", text, width)
        return hit
    out = text
    if text_width(text, size, bold) > width:
        ends = [0]
        for cluster in _clusters(text):
            ends.append(ends[-1] + len(cluster))
        lo, hi = 0, len(ends) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if text_width(text[: ends[mid]].rstrip() + "…", size, bold) <= width:
                lo = mid
            else:
                hi = mid - 1
        out = text[: ends[lo]].rstrip() + "…"
    if out != text and not name:
        _note_cut("ellipsis", text, width)
    _ELLIPSIS_CACHE[key] = out
    if len(_ELLIPSIS_CACHE) > 512:
        _ELLIPSIS_CACHE.popitem(last=False)
    return out


def _breaks_anywhere(ch: str) -> bool:
    """True for a character a line may break before or after with no space: kana, kanji, hangul."""
    cp = ord(ch)
    return 0x3040 <= cp <= 0x30FF or 0x3400 <= cp <= 0x9FFF or 0xAC00 <= cp <= 0xD7A3 or 0xF900 <= cp <= 0xFAFF


_NO_LINE_START = frozenset("、。，．,.）〕］｝〉》」』】)]}！？!?：；:;・ー…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々ゝゞヽヾ")
"""What a Japanese line never starts with (kinsoku): closing marks and brackets, small kana, the long vowel."""
_NO_LINE_END = frozenset("（〔［｛〈《「『【([{")
"""What a Japanese line never ends with: opening brackets."""


def _latin(ch: str) -> bool:
    """A letter or digit of a Latin word inside Japanese ("Ava", "2"): never broken in two."""
    return ch.isascii() and ch.isalnum()


def _split_word(word: str, size: int, width: int, bold: bool, first: int | None = None) -> list[str]:
    """Cut a word too wide for a line between its characters, if its script breaks that way (CJK).

    The break moves back a character or two where it would start a line with a closing mark ("。",
    "」", a small kana) or end one with an opening bracket ("「"), as Japanese lines never do. `first`
    is the room left on the line the word starts on (the first piece fills it; "" when none fits).
    """
    if (first is None and text_width(word, size, bold) <= width) or not any(_breaks_anywhere(c) for c in word):
        return [word]
    pieces: list[str] = []
    line: list[str] = []
    room = width if first is None else first
    for cluster in _clusters(word):
        if not line and first is not None and not pieces and text_width(cluster, size, bold) > room:
            pieces.append("")  # not even one character fits after the line's words: start a new line
            room = width
        if line and text_width("".join(line) + cluster, size, bold) > room:
            room = width
            after = [*line, cluster]
            cut = len(line)
            while cut > 1 and (after[cut][0] in _NO_LINE_START or after[cut - 1][-1] in _NO_LINE_END
                               or (_latin(after[cut - 1][-1]) and _latin(after[cut][0]))):
                cut -= 1
            pieces.append("".join(line[:cut]))
            line = line[cut:]
        line.append(cluster)
    return [*pieces, "".join(line)] if line else pieces


_WRAP_CACHE: OrderedDict[tuple[str, int, int, bool], list[str]] = OrderedDict()


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Return `text` broken into lines no wider than `width` pixels ("\\n" starts a new line).

    Lines break at spaces; a Japanese, Chinese or Korean word wider than a line also breaks between
    its characters.
    """
    key = (text, size, width, bold)
    hit = _WRAP_CACHE.get(key)
    if hit is not None:
        if _fits is not None:
            _note_wide(hit, size, width, bold)
        return hit
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if line and text_width(trial, size, bold) > width and any(_breaks_anywhere(c) for c in word):
                # a Japanese word goes on after the line's words, breaking where the line is full
                room = width - text_width(f"{line} ", size, bold)
                pieces = _split_word(word, size, width, bold, first=room)
                if pieces[0]:
                    line = f"{line} {pieces[0]}"
                for piece in pieces[1:]:
                    lines.append(line)
                    line = piece
                continue
            for piece in _split_word(word, size, width, bold):
                trial = f"{line} {piece}" if line else piece
                if text_width(trial, size, bold) <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = piece
        lines.append(line)
    if _fits is not None:
        _note_wide(lines, size, width, bold)
    _WRAP_CACHE[key] = lines
    if len(_WRAP_CACHE) > 256:
        _WRAP_CACHE.popitem(last=False)
    return lines


def _note_wide(lines: list[str], size: int, width: int, bold: bool) -> None:
    for line in lines:
        if text_width(line, size, bold) > width:
            _note_cut("wrap", line, width)


def fit_size(text: str, size: int, width: int, bold: bool = False, floor: float = 0.75) -> int | None:
    """Return the largest size from `size` down to `floor` of it (never below MIN_TEXT_PX) at which `text`
    fits `width` pixels on one line, or None when none does."""
    low = max(MIN_TEXT_PX, math.ceil(size * floor))
    for trial in range(int(size), min(int(size), low) - 1, -1):
        if text_width(text, trial, bold) <= width:
            return trial
    return None


_BALANCED: dict[tuple[tuple[str, ...], int, bool], list[str]] = {}


def balanced(lines: list[str], size: int, bold: bool = False) -> list[str]:
    """Return text wrapped on two `lines` split again where the two are nearest in width (kept per text;
    other counts of lines as they are): filled greedily, a hint's second line held one word ("pauses")
    under a line across the table (playtest 11)."""
    if len(lines) != 2:
        return lines
    key = (tuple(lines), size, bold)
    got = _BALANCED.get(key)
    if got is None:
        font = get_font(size, bold)
        words = f"{lines[0]} {lines[1]}".split(" ")
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        got = min(splits, key=lambda pair: max(font.size(line)[0] for line in pair), default=lines)
        if len(_BALANCED) > 64:
            _BALANCED.clear()
        _BALANCED[key] = got
    return got


def fit_lines(text: str, size: int, width: int, height: int, bold: bool = False,
              floor: float = 0.7) -> tuple[list[str], int]:
    """Return `text` as the fewest lines, at the largest size down to `floor` of `size`, that fit a box of
    `width` x `height` pixels: one line shrunk if it can (as wide and as tall as the box), else wrapped (cut
    short only as a last resort)."""
    low = max(MIN_TEXT_PX, math.ceil(size * floor))
    one = fit_size(text, size, width, bold, floor)
    if one is not None:
        for trial in range(one, min(one, low) - 1, -1):  # no taller than the box either
            if get_font(trial, bold).get_height() <= height:
                return [text], trial
        return [text], min(one, low)  # a box lower than any line: the smallest, the nearest to fitting
    for trial in range(int(size), min(int(size), low) - 1, -1):
        lines = [line for line in _wrap_quiet(text, trial, width, bold)]
        if len(lines) * get_font(trial, bold).get_linesize() <= height and all(
                text_width(line, trial, bold) <= width for line in lines):
            return lines, trial
    low = min(int(size), low)
    return [ellipsize(text, low, width, bold)], low


def fits_at(text: str, size: int, width: int, height: int, bold: bool = False) -> bool:
    """Return True when `text` fits `width` at `size` itself: on one line, or wrapped to lines that `height`
    holds (nothing recorded: a question, not a drawing)."""
    if text_width(text, size, bold) <= width:
        return True
    lines = _wrap_quiet(text, size, width, bold)
    return len(lines) * get_font(size, bold).get_linesize() <= height and all(
        text_width(line, size, bold) <= width for line in lines)


def _wrap_quiet(text: str, size: int, width: int, bold: bool) -> list[str]:
    global _fits
    saved, _fits = _fits, None
    try:
        return wrap_text(text, size, width, bold)
    finally:
        _fits = saved


def fit_text(text: str, size: int, width: int, bold: bool = False, floor: float = 0.75) -> tuple[str, int]:
    """Return (`text`, a size) that fits `width` pixels: `size`, or smaller down to `floor` of it (never
    below MIN_TEXT_PX); cut with an ellipsis only when even that is too wide."""
    low = max(MIN_TEXT_PX, math.ceil(size * floor))
    for trial in range(int(size), low - 1, -1):
        if text_width(text, trial, bold) <= width:
            return text, trial
    low = min(int(size), low)
    return ellipsize(text, low, width, bold), low
