"""The shipped catalogues: complete, current, and with every placeholder intact.

Fails when a language misses a string the game shows, keeps a stale (obsolete) or fuzzy entry, breaks
or drops a placeholder, or ships a .mo that is not the compilation of its .po.
"""
from __future__ import annotations

import gettext
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("babel")

from babel.messages.pofile import read_po

from game import i18n

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
SHIPPED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[sdifgr]|%[sdifgr]")


def _catalog(code: str):  # type: ignore[no-untyped-def]
    path = LOCALE / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    assert path.is_file(), f"no catalogue for {code}: {path.relative_to(ROOT)}"
    with path.open("rb") as fh:
        return read_po(fh, locale=code)


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def test_the_eight_languages_are_shipped() -> None:
    assert set(i18n.LANGUAGES) == {"en", "es", "fr", "de", "it", "pt_BR", "pl", "ja"}
    for code in SHIPPED:
        assert (LOCALE / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").is_file(), code


def test_catalogues_are_current_with_the_code() -> None:
    """`python tools/catalogues.py --check`: every string of the code is in every catalogue, no
    string the code no longer uses is left, and every .mo is the compilation of its .po."""
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogues.py"), "--check"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", SHIPPED)
def test_every_string_is_translated_with_its_placeholders(code: str) -> None:
    catalog = _catalog(code)
    assert not catalog.obsolete, f"{code}: obsolete entries {list(catalog.obsolete)[:3]}"
    problems: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strs = message.string if isinstance(message.string, tuple) else (message.string,)
        where = f"{code}: {ids[0][:60]!r}"
        if message.fuzzy:
            problems.append(f"{where} is fuzzy")
        if not all(strs):
            problems.append(f"{where} is not translated")
            continue
        wanted = _placeholders(ids[-1])
        for form in strs:
            got = _placeholders(form)
            # a plural form may leave the count out ("one card" for n == 1), never add or rename one
            if got != wanted and not (len(ids) > 1 and set(got) <= set(wanted)):
                problems.append(f"{where}: placeholders {got} instead of {wanted}")
    assert not problems, "\n".join(problems[:20]) + f"\n({len(problems)} problems)"


@pytest.mark.parametrize("code", SHIPPED)
def test_compiled_catalogue_says_what_the_po_says(code: str) -> None:
    catalog = _catalog(code)
    with (LOCALE / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    for message in catalog:
        if not message.id or isinstance(message.id, tuple):
            continue
        if message.context:
            assert compiled.pgettext(message.context, message.id) == message.string
        else:
            assert compiled.gettext(message.id) == message.string, message.id


def test_the_game_speaks_the_language_chosen() -> None:
    try:
        i18n.set_language("de")
        assert i18n._("Settings") == "Einstellungen"
        assert i18n.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
        assert i18n.ngettext("{n} card", "{n} cards", 5) == "{n} Karten"
        i18n.set_language("pl")
        assert [i18n.ngettext("{n} card", "{n} cards", n) for n in (1, 3, 5, 22)] == [
            "{n} karta", "{n} karty", "{n} kart", "{n} karty"]
        i18n.set_language("ja")
        assert i18n._("Settings") == "設定"
    finally:
        i18n.set_language("en")
    assert i18n._("Settings") == "Settings"


def test_every_character_of_the_catalogues_is_in_the_bundled_fonts() -> None:
    ttlib = pytest.importorskip("fontTools.ttLib")
    covered: set[int] = set()
    for path in (ROOT / "assets" / "fonts").glob("*.[ot]tf"):
        covered |= set(ttlib.TTFont(path).getBestCmap())
    missing: dict[str, set[str]] = {}
    for code in SHIPPED:
        for message in _catalog(code):
            strs = message.string if isinstance(message.string, tuple) else (message.string,)
            for form in strs:
                for ch in form or "":
                    if not ch.isspace() and ord(ch) not in covered:
                        missing.setdefault(code, set()).add(ch)
    assert not missing, missing
