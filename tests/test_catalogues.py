"""The shipped catalogues: complete, current, and with every placeholder intact.

Fails when a language misses a string the game shows, keeps a stale (obsolete) or fuzzy entry, breaks
or drops a placeholder, or ships a .mo that is not the compilation of its .po.
"""
from __future__ import annotations

import gettext
import re
import string
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


def _entries(catalog):  # type: ignore[no-untyped-def]
    """Yield each message of `catalog` with its ids and its translations as tuples (one form, or the
    plural's), leaving out the header."""
    for message in catalog:
        if message.id:
            yield (message, message.id if isinstance(message.id, tuple) else (message.id,),
                   message.string if isinstance(message.string, tuple) else (message.string,))


def _compiled(code: str) -> gettext.GNUTranslations:
    with (LOCALE / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as fh:
        return gettext.GNUTranslations(fh)


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
    for message, ids, strs in _entries(catalog):
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
def test_every_plural_has_each_form_of_its_language_and_every_brace_parses(code: str) -> None:
    """A plural entry carries as many forms as the language has (Polish three, Japanese one), and a
    translation with {placeholders} formats: no stray or unbalanced brace ("{name" or "name}")."""
    catalog = _catalog(code)
    problems: list[str] = []
    for message, ids, strs in _entries(catalog):
        if len(ids) > 1 and len(strs) != catalog.num_plurals:
            problems.append(f"{ids[0]!r}: {len(strs)} forms, the language has {catalog.num_plurals}")
        if "python-brace-format" in message.flags or any("{" in i for i in ids):
            wanted = {f for i in ids for _t, f, _s, _c in string.Formatter().parse(i) if f is not None}
            for form in strs:
                try:
                    got = {f for _t, f, _s, _c in string.Formatter().parse(form) if f is not None}
                except ValueError as exc:
                    problems.append(f"{ids[0]!r}: {form!r} does not format ({exc})")
                    continue
                if not got <= wanted:
                    problems.append(f"{ids[0]!r}: {form!r} names {sorted(got - wanted)}, not in the English")
    assert not problems, f"{code}:\n" + "\n".join(problems[:20])


# Left in Latin letters in Japanese on purpose: the names printed on the keys, and the game's brand.
JAPANESE_AS_IN_ENGLISH = frozenset({"Shift", "Esc", "Enter", "Page Up / Page Down", "Home / End", "CPU · {level}", "UNO · {name}"})


def test_nothing_is_left_in_english_in_japanese() -> None:
    """A Japanese entry equal to its English holds no English word, except the few above: a string the
    translator copied across ("Start" on the New game screen was) is caught here."""
    copied = [m.id for m in _catalog("ja") if m.id and not isinstance(m.id, tuple) and m.string == m.id
              and re.search(r"[A-Za-z]{3,}", PLACEHOLDER.sub("", m.id)) and m.id not in JAPANESE_AS_IN_ENGLISH]
    assert not copied, copied


@pytest.mark.parametrize("code", SHIPPED)
def test_compiled_plurals_say_what_the_po_says(code: str) -> None:
    catalog = _catalog(code)
    compiled = _compiled(code)
    for message in catalog:
        if not isinstance(message.id, tuple):
            continue
        singular, plural = message.id[0], message.id[1]
        for n in (0, 1, 2, 3, 5, 22, 101):
            got = (compiled.npgettext(message.context, singular, plural, n) if message.context
                   else compiled.ngettext(singular, plural, n))
            assert got in message.string, (code, singular, n, got)


@pytest.mark.parametrize("code", SHIPPED)
def test_compiled_catalogue_says_what_the_po_says(code: str) -> None:
    catalog = _catalog(code)
    compiled = _compiled(code)
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
