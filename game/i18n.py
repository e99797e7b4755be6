"""The words a player reads, in the player's language: stdlib gettext over compiled catalogues.

Every sentence the interface shows goes through `_` (or `ngettext` for a count, `pgettext` where one
English word means two things), with the English sentence as its key. The catalogues are plain `.po`
files under `game/locale/<code>/LC_MESSAGES/uno.po`, compiled to `.mo` beside them and shipped with
the package (an editable install, `pip install .` and the executable all find them next to this
module). `python tools/catalogues.py` extracts the strings and updates and compiles every catalogue;
Babel does that work and is a development tool only: at run time the standard library reads the `.mo`.

Strings defined at import time (menu tables) are marked with `N_` and translated where drawn, so a
change of language shows at once.

The model keeps speaking English and codes; the interface words them through the catalogue, the
model's English sentence being the key (`game.ui` calls `_(RULE_HELP[name][1])`, for instance).

`set_language("pseudo")` turns on a pseudo-language for tests: every string about 40% longer, with
accents above and below, placeholders left intact.
"""
from __future__ import annotations

import gettext
import locale as _locale
import os
import re
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import date, datetime
from pathlib import Path

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "NP_",
    "N_",
    "PSEUDO",
    "_",
    "format_date",
    "format_number",
    "format_percent",
    "format_share",
    "join_list",
    "language",
    "language_name",
    "locale_dir",
    "match_language",
    "ngettext",
    "npgettext",
    "pgettext",
    "pseudo",
    "set_language",
    "speaking",
    "system_language",
]

DOMAIN = "uno"
"""The catalogues' file name: `<locale_dir>/<code>/LC_MESSAGES/uno.mo`."""

LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "it": "Italiano",
    "pt_BR": "Português (Brasil)",
    "pl": "Polski",
    "ja": "日本語",
}
"""Each shipped language's code and its name in itself, in the order Settings lists them."""

PSEUDO = "pseudo"
"""The pseudo-language's code (tests only; not offered in Settings)."""

SOURCE = "en"
"""The language the strings are written in."""


def locale_dir() -> Path:
    """Return the folder holding the compiled catalogues (beside this module, also in the executable)."""
    here = Path(__file__).resolve().parent / "locale"
    meipass = getattr(sys, "_MEIPASS", None)
    if not here.is_dir() and meipass:
        return Path(meipass) / "game" / "locale"
    return here


def N_(message: str) -> str:
    """Mark `message` for the catalogue without translating it (translate it where it is shown)."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark `message` with a `context` for the catalogue without translating it (`pgettext` where shown)."""
    return message


_translations: gettext.NullTranslations = gettext.NullTranslations()
_current: str = SOURCE
_pseudo: bool = False


_here = threading.local()
"""`speaking`'s language on this thread only: (translations, code, pseudo), or no attribute."""


def _in_force() -> tuple[gettext.NullTranslations, str, bool]:
    held: tuple[gettext.NullTranslations, str, bool] | None = getattr(_here, "state", None)
    return held if held is not None else (_translations, _current, _pseudo)


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Word everything asked on this thread in `code` (a shipped language or PSEUDO) while the block
    runs, e.g. to keep a line in every language; other threads, and the language in force, are left as
    they are. Yields the code."""
    if code == PSEUDO:
        state = (gettext.NullTranslations(), PSEUDO, True)
    else:
        chosen = code if code in LANGUAGES else SOURCE
        state = (_load(chosen), chosen, False)
    before = getattr(_here, "state", None)
    _here.state = state
    try:
        yield state[1]
    finally:
        _here.state = before


def _load(code: str) -> gettext.NullTranslations:
    if code == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[code], fallback=True)


def set_language(code: str) -> str:
    """Switch every later lookup to `code` ("" or an unknown code: the system's language); return it.

    `PSEUDO` turns on the pseudo-language.
    """
    global _translations, _current, _pseudo
    if code == PSEUDO:
        _translations, _current, _pseudo = gettext.NullTranslations(), PSEUDO, True
        return PSEUDO
    chosen = code if code in LANGUAGES else system_language()
    if chosen == PSEUDO:
        return set_language(PSEUDO)
    _translations, _current, _pseudo = _load(chosen), chosen, False
    return chosen


def language() -> str:
    """Return the code of the language in force (on this thread: see `speaking`)."""
    return _in_force()[1]


def language_name(code: str) -> str:
    """Return a language's name in itself ("Deutsch"); the code itself if unknown."""
    return LANGUAGES.get(code, code)


def match_language(tags: Iterable[str]) -> str | None:
    """Return the first shipped language among locale tags ("de-AT", "pt_BR.UTF-8", "ja"), or None.

    A Portuguese tag of any region reads as Brazilian Portuguese, the only Portuguese shipped.
    """
    for tag in tags:
        if not tag:
            continue
        clean = tag.split(".")[0].split("@")[0].replace("-", "_")
        lang, _sep, region = clean.partition("_")
        lang = lang.lower()
        if lang == "pt":
            return "pt_BR"
        if f"{lang}_{region.upper()}" in LANGUAGES:
            return f"{lang}_{region.upper()}"
        if lang in LANGUAGES:
            return lang
    return None


def _system_tags() -> list[str]:
    tags: list[str] = []
    try:
        import pygame.system

        for pref in pygame.system.get_pref_locales():
            lang, country = pref.get("language"), pref.get("country")
            if lang:
                tags.append(f"{lang}_{country}" if country else str(lang))
    except (ImportError, AttributeError, RuntimeError):
        pass
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            tags.extend(value.split(":"))
    try:
        code = _locale.getlocale()[0]
    except ValueError:
        code = None
    if code:
        tags.append(code)
    return tags


ENV_VAR = "UNO_TABLE_LANGUAGE"
"""Set to a language code to stand for the system's language (the test suite sets "en")."""


def system_language() -> str:
    """Return the shipped language closest to the system's preferred locales; English if none is.

    `$UNO_TABLE_LANGUAGE` (a code, or "pseudo") overrides the system.
    """
    forced = os.environ.get(ENV_VAR, "")
    if forced in LANGUAGES or forced == PSEUDO:
        return forced
    return match_language(_system_tags()) or SOURCE


def _(message: str) -> str:
    """Return `message` in the language in force ("" stays "", never the catalogue's header)."""
    if not message:
        return message
    translations, _code, pseudo_on = _in_force()
    if pseudo_on:
        return pseudo(message)
    return translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Return the form of a sentence for the count `n` in the language in force (format `n` in yourself)."""
    translations, _code, pseudo_on = _in_force()
    if pseudo_on:
        return pseudo(singular if n == 1 else plural)
    return translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Return `message` in the language in force, `context` telling apart two uses of the same English."""
    translations, _code, pseudo_on = _in_force()
    if pseudo_on:
        return pseudo(message)
    return translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext` with a context (see `pgettext`)."""
    translations, _code, pseudo_on = _in_force()
    if pseudo_on:
        return pseudo(singular if n == 1 else plural)
    return translations.npgettext(context, singular, plural, n)


def join_list(items: Iterable[str]) -> str:
    """Return items as a list the language writes ("a, b, c" in English, "a、b、c" in Japanese)."""
    # Translators: what goes between the items of a list ("Stacking, Seven-O, Jump-In").
    return pgettext("list separator", ", ").join(items)


# --- the pseudo-language -------------------------------------------------------------------------

_ACCENTS = str.maketrans(
    "aceghiklnorstuyzACEGHIKLNORSTUYZ",
    "åçéģĥîķļņöŗşţûýžÅÇÉĢĤÎĶĻŅÖŖŞŢÛÝŽ",
)
_TOKEN = re.compile(r"\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[sdifgr%]|%[sdifgr%]|\n")
_VOWELS = frozenset("aeiouAEIOU")


def _pseudo_piece(text: str) -> str:
    out: list[str] = []
    for ch in text:
        out.append(ch.translate(_ACCENTS))
        if ch in _VOWELS:
            out.append(ch.lower().translate(_ACCENTS))
    return "".join(out)


def pseudo(message: str) -> str:
    """Return `message` in the pseudo-language: accented above and below, about 40% longer, in brackets.

    Placeholders (`{name}`, `%(n)s`, `%d`) and line breaks are left as they are.
    """
    if not message or (message.startswith("[") and message.endswith("]") and any(c in message for c in "åéîöûçşţ")):
        return message  # already pseudo (a string translated twice stays the same)
    if not any(ch.isalpha() for ch in message):
        return message  # punctuation alone (a list's separator) stays as it is
    parts: list[str] = []
    pos = 0
    for m in _TOKEN.finditer(message):
        parts.append(_pseudo_piece(message[pos : m.start()]))
        parts.append(m.group(0))
        pos = m.end()
    parts.append(_pseudo_piece(message[pos:]))
    body = "".join(parts)
    letters = sum(ch.isalpha() for ch in message)
    grown = sum(ch.isalpha() for ch in body)
    pad = max(0, round(letters * 1.4) - grown)
    return "[" + body + "ą" * pad + "]"


# --- numbers and dates in the language in force ---------------------------------------------------

# (decimal mark, group mark, group from this many digits, percent pattern)
_NUMBERS: dict[str, tuple[str, str, int, str]] = {
    "en": (".", ",", 4, "{n}%"),
    "es": (",", ".", 5, "{n}\u00a0%"),
    "fr": (",", "\u00a0", 4, "{n}\u00a0%"),
    "de": (",", ".", 4, "{n}\u00a0%"),
    "it": (",", ".", 4, "{n}%"),
    "pt_BR": (",", ".", 4, "{n}%"),
    "pl": (",", "\u00a0", 5, "{n}%"),
    "ja": (".", ",", 4, "{n}%"),
}
_EN_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DATES: dict[str, Callable[[date], str]] = {
    "en": lambda d: f"{_EN_MONTHS[d.month - 1]} {d.day}, {d.year}",
    "es": lambda d: f"{d.day}/{d.month}/{d.year}",
    "fr": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "de": lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}",
    "it": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "pt_BR": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "pl": lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}",
    "ja": lambda d: f"{d.year}年{d.month}月{d.day}日",
}


def _number_style(code: str | None) -> tuple[str, str, int, str]:
    return _NUMBERS.get(code or language(), _NUMBERS[SOURCE])


def format_number(value: float, decimals: int = 0, code: str | None = None) -> str:
    """Return `value` with `decimals` places, as the language writes it ("1,234.5", "1.234,5", "1 234,5")."""
    mark, group, from_digits, _pct = _number_style(code)
    text = f"{abs(value):.{max(0, decimals)}f}"
    whole, _sep, frac = text.partition(".")
    if len(whole) >= from_digits:
        chunks: list[str] = []
        while len(whole) > 3:
            chunks.insert(0, whole[-3:])
            whole = whole[:-3]
        chunks.insert(0, whole)
        whole = group.join(chunks)
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + whole + (mark + frac if frac else "")


def format_percent(value: float, decimals: int = 0, code: str | None = None) -> str:
    """Return a percentage (`value` 0..100) as the language writes it ("45%", "45 %")."""
    return _number_style(code)[3].format(n=format_number(value, decimals, code))


def format_share(rate: float, code: str | None = None) -> str:
    """Return a share (0..1) as a whole percentage as the language writes it (0.45: "45%", "45 %")."""
    return format_percent(round(rate * 100), 0, code)


def format_date(when: date | datetime | float, code: str | None = None) -> str:
    """Return a calendar date as the language writes it ("Nov 26, 2026", "26.11.2026", "2026年11月26日").

    A number is a POSIX time, read in the local time zone.
    """
    if isinstance(when, (int, float)):
        when = datetime.fromtimestamp(when)
    day = when.date() if isinstance(when, datetime) else when
    return _DATES.get(code or language(), _DATES[SOURCE])(day)
