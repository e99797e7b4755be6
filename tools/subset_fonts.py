"""Build the fallback fonts in assets/fonts from Debian's Noto packages.

    pip install -e ".[fonts]"        # fontTools: needed here only, never at run time
    apt-get install fonts-noto-cjk fonts-noto-core
    python tools/subset_fonts.py

- NotoSansCJKjp-{Regular,Bold}-subset.otf: the Japanese face of Noto Sans CJK (fonts-noto-cjk's
  NotoSansCJK-{Regular,Bold}.ttc), cut down to the characters of tools/charsets/*.txt (kana, Jōyō
  kanji, the 3,500 most frequent Chinese characters, KS X 1001 Hangul) and every non-ASCII character
  of the game's own text (string literals under game/ and any .po catalogue under the repository).
  The Japanese face draws the Chinese characters too, so a mixed name keeps one style.
- NotoSans-{Regular,Bold}-subset.ttf: Noto Sans (fonts-noto-core) cut down to the Latin, Greek and
  Cyrillic blocks with their extensions and the combining marks: what Open Sans lacks there (stacked
  accents, polytonic Greek, rarer Latin letters). Hinting kept.
- NotoSansArabic-*.ttf, NotoSansHebrew-*.ttf: copied from fonts-noto-core, hinting kept.

All of them are under the SIL Open Font License 1.1 (assets/fonts/LICENSE-OFL-1.1.txt).
"""
from __future__ import annotations

import argparse
import ast
import shutil
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
CHARSETS = Path(__file__).resolve().parent / "charsets"
CJK_DIR = Path("/usr/share/fonts/opentype/noto")
CORE_DIR = Path("/usr/share/fonts/truetype/noto")
CJK_FACE = "Noto Sans CJK JP"
# Unicode blocks kept in the Noto Sans subset: Latin, Greek, Cyrillic with extensions, combining marks,
# general punctuation, currency and letterlike symbols.
NOTO_SANS_RANGES = [
    (0x0020, 0x052F), (0x1AB0, 0x1AFF), (0x1C80, 0x1C8F), (0x1D00, 0x1DFF), (0x1E00, 0x1FFF),
    (0x2000, 0x206F), (0x2070, 0x20CF), (0x20D0, 0x20FF), (0x2100, 0x214F), (0x2C60, 0x2C7F),
    (0x2DE0, 0x2DFF), (0xA640, 0xA69F), (0xA720, 0xA7FF), (0xAB30, 0xAB6F), (0xFE20, 0xFE2F),
]  # fmt: skip
CORE_FILES = [
    "NotoSansArabic-Regular.ttf",
    "NotoSansArabic-Bold.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansHebrew-Bold.ttf",
]


def list_chars(path: Path) -> set[str]:
    """Return the characters of one tools/charsets list (comment lines start with '#')."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {c for line in lines if not line.startswith("#") for c in line if not c.isspace()}


def game_text_chars() -> set[str]:
    """Return every non-ASCII character of the game's string literals and of any .po catalogue."""
    chars: set[str] = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                chars.update(c for c in node.value if ord(c) > 0x7E)
    for path in sorted(ROOT.rglob("*.po")):
        if ".venv" not in path.parts:
            chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7E)
    return {c for c in chars if not c.isspace()}


def subset_noto_sans(ttf: Path, out: Path) -> None:
    """Write Noto Sans at `ttf` cut down to NOTO_SANS_RANGES, with its hinting and layout features."""
    font = TTFont(str(ttf))
    options = subset.Options()
    options.layout_features = ["*"]  # mark positioning (mark, mkmk) places stacked accents
    options.name_IDs = ["*"]
    options.notdef_outline = False
    sub = subset.Subsetter(options)
    cmap = font.getBestCmap()
    sub.populate(unicodes=[c for lo, hi in NOTO_SANS_RANGES for c in range(lo, hi + 1) if c in cmap])
    sub.subset(font)
    font.save(str(out))
    print(f"{out.name}: {len(font.getBestCmap())} characters, {out.stat().st_size / 1e6:.2f} MB")


def subset_cjk(ttc: Path, out: Path, chars: set[str]) -> None:
    """Write the CJK_FACE font of `ttc`, cut down to `chars` (those it has), as an OTF at `out`."""
    coll = TTCollection(str(ttc))
    font = next(f for f in coll.fonts if f["name"].getDebugName(1) == CJK_FACE)
    options = subset.Options()
    options.hinting = False  # FreeType's autohinter does well on CJK at UI sizes
    options.desubroutinize = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.layout_features = ["*"]  # keep the shaping features: small kana, vertical forms are cheap
    options.notdef_outline = False
    options.recalc_bounds = True
    sub = subset.Subsetter(options)
    cmap = font.getBestCmap()
    sub.populate(unicodes=sorted(ord(c) for c in chars if ord(c) in cmap))
    sub.subset(font)
    font.save(str(out))
    print(f"{out.name}: {len(font.getBestCmap())} characters, {out.stat().st_size / 1e6:.2f} MB")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cjk-dir", type=Path, default=CJK_DIR)
    ap.add_argument("--core-dir", type=Path, default=CORE_DIR)
    ap.add_argument("--skip-cjk", action="store_true", help="leave the CJK subsets as they are (slow step)")
    args = ap.parse_args()
    chars = game_text_chars()
    (CHARSETS / "game-text.txt").write_text(
        "# Every non-ASCII character of the game's own text (string literals under game/, .po files),\n"
        "# collected by tools/subset_fonts.py when it last ran.\n"
        + "".join(sorted(chars))
        + "\n",
        encoding="utf-8",
    )
    for path in sorted(CHARSETS.glob("*.txt")):
        chars |= list_chars(path)
    for weight in ("Regular", "Bold"):
        if args.skip_cjk:
            break
        subset_cjk(args.cjk_dir / f"NotoSansCJK-{weight}.ttc", OUT / f"NotoSansCJKjp-{weight}-subset.otf", chars)
    for weight in ("Regular", "Bold"):
        subset_noto_sans(args.core_dir / f"NotoSans-{weight}.ttf", OUT / f"NotoSans-{weight}-subset.ttf")
    for name in CORE_FILES:
        shutil.copyfile(args.core_dir / name, OUT / name)
        print(f"{name}: copied, {(OUT / name).stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
