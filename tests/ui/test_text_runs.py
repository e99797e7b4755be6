"""The text layer's runs: each drawn by a font that has its characters, measured as drawn."""
from __future__ import annotations

import unicodedata

import pygame
import pytest

pytest.importorskip("fontTools", reason="fontTools is not installed (pip install -e '.[test]')")
from fontTools.ttLib import TTFont

from game.ui import text
from game.ui.palette import WHITE

SAMPLES = [
    "Émile", "Zoe\u0308 Ångström", "Ἀλέξανδρος", "Анна-Мария", "Nguyễn Thị Ánh", "美咲 さくら",
    "王小明", "김민준", "محمد علي", "שרה כהן", "Ana \U0001f600", "abc محمد 12 שלום (x)", "q\u0323\u0302",
    "Mia (UNO!) — 3 × +2", "\u200fRTL mark", "\U00020bb7",
]  # fmt: skip


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _cmap(bold: bool, face: int) -> set[int]:
    return set(TTFont(str(text.face_paths(bold)[face]), lazy=True).getBestCmap())


@pytest.mark.parametrize("bold", [False, True])
def test_every_run_goes_to_a_font_that_has_its_characters(bold: bool) -> None:
    cmaps = [_cmap(bold, i) for i in range(len(text.face_paths(bold)))]
    for s in SAMPLES:
        for run in text.split_runs(s, bold):
            shown = [c for c in run.text if not c.isspace() and unicodedata.category(c) not in ("Cc", "Cf")]
            if run.face == text.SUBSTITUTE:
                assert not any(all(ord(c) in cm for c in shown) for cm in cmaps), f"{s!r}: {run} is drawable"
            else:
                lacking = [c for c in shown if ord(c) not in cmaps[run.face]]
                assert not lacking, f"{s!r}: run {run} drawn with a font lacking {lacking}"
                letters = [c for c in shown if unicodedata.category(c).startswith("L")]
                marks = any(unicodedata.category(c).startswith("M") for c in run.text)
                if letters and run.face > 0 and not marks:  # a letter the main font has stays in the main font
                    assert not all(ord(c) in cmaps[0] for c in letters), f"{s!r}: {run} could use Open Sans"


def test_runs_keep_every_character_in_reading_order() -> None:
    assert [r.text for r in text.split_runs("abc محمد 12 שלום (x)")] == [
        "abc ", "שלום", " ", "12", "محمد ", " ", "(x)"
    ]  # fmt: skip
    assert [(r.face, r.rtl) for r in text.split_runs("שרה כהן")] == [(4, True)]
    assert text.split_runs("Zoe\u0308") == (text.Run("Zoë", 0, False),), "the composed form Open Sans has"


@pytest.mark.parametrize("s", SAMPLES)
def test_measured_width_is_the_drawn_width(s: str) -> None:
    for size in (12, 17, 32):
        for bold in (False, True):
            assert text.text_width(s, size, bold) == text.text_surface(s, size, WHITE, bold).get_width(), (s, size)


def test_ellipsis_and_wrapping_measure_the_runs() -> None:
    name = "王小明王小明王小明王小明"
    short = text.ellipsize(name, 20, 90, True)
    assert short.endswith("…") and text.text_width(short, 20, True) <= 90
    cut = text.ellipsize("Zoe\u0308 Zoe\u0308 Zoe\u0308", 20, 60)
    assert cut.endswith("…"), cut  # cut between whole letters: each mark still follows its "e"
    assert all(not unicodedata.combining(c) or (i and cut[i - 1] == "e") for i, c in enumerate(cut)), cut
    lines = text.wrap_text("これは日本語の長い文です。" * 3, 16, 120)
    assert len(lines) > 1 and all(text.text_width(line, 16) <= 120 for line in lines)
    assert "".join(lines) == "これは日本語の長い文です。" * 3


def test_plain_latin_text_is_one_plain_render() -> None:
    """The common case costs what it did: one render with the main font, same size as before."""
    s = "Mia played a red 5"
    assert text.split_runs(s) == (text.Run(s, 0, False),)
    assert text.text_surface(s, 20).get_size() == text.get_font(20).size(s)


def test_a_sentence_with_a_right_to_left_name_still_reads_left_to_right() -> None:
    """The game's sentences are English: "محمد, your turn" keeps the name first, at the left."""
    runs = text.split_runs("محمد, your turn (D)")
    assert runs[0].text.startswith("محمد") and runs[0].rtl
    assert runs[-1].text.endswith("(D)") and not runs[-1].rtl
    cut = text.split_runs("שרה כ…")  # a right-to-left name cut short: its ellipsis on the left
    assert cut[0].text == "…" or cut[0].text.endswith("…"), cut
