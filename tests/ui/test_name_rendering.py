"""Names in any script show without boxes: on the seat plates, the privacy screen and the log.

pygame-ce draws a font's empty box (.notdef) for a character the font lacks and has no fallback of
its own. These tests watch every `pygame.font.Font.render` call the game makes (a recording subclass
put in place of pygame.font.Font before any font is opened) and hold each against the font file's
own character map, read independently with fontTools: no glyph may be asked of a font that lacks it.
A character no bundled font has (an emoji, a rare ideograph) must never reach a font at all: the text
layer draws its own substitute mark. The right-to-left check looks at the pixels.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import key, make_app, step

pytest.importorskip("fontTools", reason="fontTools is not installed (pip install -e '.[test]')")
from fontTools.ttLib import TTFont

from game.ui import assets, text
from game.ui.palette import WHITE
from game.ui.scenes.privacy import PrivacyScene
from game.ui.scenes.table import TableScene

# Eight scripts, one name each (the Latin one spelled with a combining diaeresis, U+0308).
NAMES = {
    "Latin with combining marks": "Zoe\u0308",
    "Greek": "Ἀλέξης",
    "Cyrillic": "Анна",
    "Japanese": "さくら",
    "Chinese": "王芳",
    "Korean": "김민준",
    "Arabic": "محمد",
    "Hebrew": "שרה כהן",
}


def nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


_CMAPS: dict[str, frozenset[int]] = {}


def cmap(path: str) -> frozenset[int]:
    """Return the code points the font file maps to a glyph, read by fontTools."""
    if path not in _CMAPS:
        _CMAPS[path] = frozenset(TTFont(path, fontNumber=0, lazy=True).getBestCmap())
    return _CMAPS[path]


def _shown(ch: str) -> bool:
    """True for a character that needs a glyph (not a space, a control or a format character)."""
    return not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf")


class Renders:
    """Every Font.render call made while installed: (font file, text)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def joined(self) -> str:
        """Return every rendered text run end to end (a string drawn in several runs reads whole)."""
        return nfc("".join(t for _, t in self.calls))

    def holes(self) -> list[tuple[str, str, str]]:
        """Return (font file name, text, characters it lacks) for each call asking a font for a glyph it lacks."""
        out = []
        for path, t in self.calls:
            missing = "".join(sorted({c for c in t if _shown(c) and ord(c) not in cmap(path)}))
            if missing:
                out.append((Path(path).name, t, missing))
        return out


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> Iterator[Renders]:
    """Record every render of every font opened from now on (the text caches emptied first)."""
    rec = Renders()
    real = pygame.font.Font
    default = str(Path(pygame.__file__).parent / pygame.font.get_default_font())

    class RecordingFont(real):  # type: ignore[misc, valid-type]
        def __init__(self, path: Any = None, size: int = 20) -> None:
            super().__init__(path, size)
            self.path = default if path is None else str(path)

        def render(self, t: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            if isinstance(t, str):
                rec.calls.append((self.path, t))
            return super().render(t, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    monkeypatch.setattr(assets, "_fonts", {})
    for name in dir(text):
        if name.endswith(("_CACHE", "_FACES")) and hasattr(getattr(text, name), "clear"):
            monkeypatch.setattr(text, name, type(getattr(text, name))())
    monkeypatch.setattr(text, "_text_bytes", 0)
    yield rec


def forget_drawn_text() -> None:
    """Empty the text layer's caches of drawn text, so what is drawn next is rendered again."""
    for name in dir(text):
        if name.endswith("_CACHE"):
            getattr(text, name).clear()


def _table(app: Any) -> TableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene))


def test_names_in_eight_scripts_draw_with_fonts_that_have_them(renders: Renders, tmp_path: Path) -> None:
    names = list(NAMES.values())
    app = make_app(tmp_path, "--people", ",".join(names), "--players", str(len(names)))
    step(app, 30)
    assert isinstance(app.top, PrivacyScene)
    table = _table(app)

    # The privacy screen, once for each person.
    screen = pygame.Surface(app.size)
    for seat, name in enumerate(names):
        renders.calls.clear()
        forget_drawn_text()
        scene = PrivacyScene(app, table, seat)
        scene.resize(app.size)
        scene.draw(screen)
        assert renders.holes() == [], f"privacy screen for {name!r}: glyphs asked of fonts that lack them"
        assert f"Pass to {nfc(name)}" in renders.joined(), f"no 'Pass to {name}' drawn"

    # The table: every seat's plate.
    renders.calls.clear()
    key(app, pygame.K_RETURN)
    step(app, 90)
    assert app.top is table
    assert renders.holes() == [], "table: glyphs asked of fonts that lack them"
    drawn = renders.joined()
    for script, name in NAMES.items():
        assert nfc(name) in drawn, f"the {script} name {name!r} was not drawn on its plate"

    # The log: a line naming each person.
    renders.calls.clear()
    for name in names:
        table.anim.add_log(f"{name} played a red 5")
    step(app, 2)
    assert renders.holes() == [], "log: glyphs asked of fonts that lack them"
    drawn_text = renders.joined()
    for name in names[-5:]:  # the log shows its last lines
        assert nfc(name) in drawn_text, f"{name!r} missing from the log's lines"


def test_a_character_no_font_has_becomes_the_substitute_mark(renders: Renders) -> None:
    pygame.font.init()
    for s in ("Ana \U0001f600", "\U00020bb7太郎"):  # an emoji; a rare ideograph (U+20BB7) before common ones
        surf = text.text_surface(s, 32, WHITE, True)
        assert renders.holes() == [], f"{s!r}: a glyph asked of a font that lacks it (a box would show)"
        plain = text.text_surface(s[:-1] if s.startswith("Ana") else s[1:], 32, WHITE, True)
        assert surf.get_width() > plain.get_width(), "the missing character took no room"
        # the mark has ink where the missing character stands
        if s.startswith("Ana"):
            mark = surf.subsurface(pygame.Rect(plain.get_width(), 0, surf.get_width() - plain.get_width(), surf.get_height()))
        else:
            mark = surf.subsurface(pygame.Rect(0, 0, surf.get_width() - plain.get_width(), surf.get_height()))
        assert mark.get_bounding_rect().w > 0, "the substitute mark drew nothing"


def _best_x(needle: pygame.Surface, hay: pygame.Surface) -> int:
    """Return the x where `needle`'s ink overlaps `hay`'s the most."""
    n, h = pygame.mask.from_surface(needle, 100), pygame.mask.from_surface(hay, 100)
    scores = [
        (h.overlap_area(n, (x, y)) - 2 * (n.count() - h.overlap_area(n, (x, y))), x)
        for x in range(0, hay.get_width() - needle.get_width() + 1)
        for y in range(-2, 3)
    ]
    return max(scores)[1]


@pytest.mark.parametrize("name", ["שרה כהן", "محمد علي"])
def test_a_right_to_left_name_reads_from_the_right(renders: Renders, name: str) -> None:
    pygame.font.init()
    first, second = name.split(" ")
    whole = text.text_surface(name, 40, WHITE, True)
    a = text.text_surface(first, 40, WHITE, True)
    b = text.text_surface(second, 40, WHITE, True)
    assert renders.holes() == []
    xa, xb = _best_x(a, whole), _best_x(b, whole)
    # The first word in reading order sits at the right end, the second at the left end.
    assert xb <= 2, f"{second!r} should start the line on the left, found at x={xb}"
    assert xa >= whole.get_width() - a.get_width() - 2, f"{first!r} should end the line on the right, at x={xa}"
