"""Extract the game's strings and bring every catalogue up to date, in one command (needs Babel).

    python tools/catalogues.py            # extract, update every .po, compile every .mo
    python tools/catalogues.py --check    # change nothing; exit 1 and say what is out of date

What it does:
1. extracts every string marked with `_`, `N_`, `ngettext`, `pgettext` or `npgettext` in `game/`
   (with its translator comment, a `# Translators:` line above the call), plus the model's English
   wording the interface shows through the catalogue (`RULE_HELP`, `RULE_DETAILS`, `CUSTOM_WILD_HELP`),
   into `game/locale/uno.pot`;
2. updates each language's `game/locale/<code>/LC_MESSAGES/uno.po` from it: new strings are added
   untranslated, strings no longer used are dropped (never kept as obsolete or guessed as fuzzy);
3. compiles each `.po` to the `.mo` beside it, which the game reads with the standard library.

The `.mo` files are committed, so the README's play command (an editable install) and the executable
(build/uno.spec takes game/locale) have them with no step of their own; `tests/test_catalogues.py`
fails when one is not the compilation of its `.po`.
"""
from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAIN, LANGUAGES, SOURCE, locale_dir  # noqa: E402

KEYWORDS = {
    "_": None,
    "N_": None,
    "NP_": ((1, "c"), 2),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
FIXED_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)
"""Dates written into the files, fixed so that a run with nothing new changes no byte."""


def _model_strings() -> Iterator[tuple[str, str, str | None]]:
    """Yield (string, where, context) for the model's English wording the interface translates by its text
    (game.ui.rulewords and game.ui.words)."""
    from game.ai.base import LEVEL_LABELS
    from game.model.cards import Color, Rank
    from game.model.edition import EDITIONS, edition_of
    from game.model.rules import CUSTOM_WILD_HELP, RULE_DETAILS, RULE_HELP
    from game.model.teams import TEAM_NAMES

    for color in Color:
        yield color.label, "game/model/cards.py:Color", "colour"
    for rank in Rank:
        if not rank.label.isdigit():
            yield rank.label, "game/model/cards.py:Rank", "card"
    for level in LEVEL_LABELS.values():
        yield level, "game/ai/base.py:LEVEL_LABELS", "level"
    for team in TEAM_NAMES:
        yield team, "game/model/teams.py:TEAM_NAMES", None

    for name, (title, line) in RULE_HELP.items():
        yield title, f"game/model/rules.py:RULE_HELP[{name}]", None
        yield line, f"game/model/rules.py:RULE_HELP[{name}]", None
    for name, lines in RULE_DETAILS.items():
        for line in lines:
            yield line, f"game/model/rules.py:RULE_DETAILS[{name}]", None
    for name, (title, line) in CUSTOM_WILD_HELP.items():
        yield title, f"game/model/rules.py:CUSTOM_WILD_HELP[{name}]", None
        yield line, f"game/model/rules.py:CUSTOM_WILD_HELP[{name}]", None
    for edition in EDITIONS:
        for rule, reason in edition_of(edition).unavailable.items():
            yield reason, f"game/model/edition.py:{edition}.unavailable[{rule}]", None
        for rule, line in edition_of(edition).rule_lines.items():
            yield line, f"game/model/edition.py:{edition}.rule_lines[{rule}]", None
        for rule, notes in edition_of(edition).rule_details.items():
            for line in notes:
                yield line, f"game/model/edition.py:{edition}.rule_details[{rule}]", None


class StableCatalog(Catalog):
    """A catalogue whose header does not name Babel's version ("Generated-By: Babel 2.18.0"), so the
    files written, and `--check`, do not change with the Babel a machine happens to have installed."""

    @property
    def mime_headers(self) -> list[tuple[str, str]]:
        return [(name, "Babel\n" if name == "Generated-By" else value)
                for name, value in Catalog._get_mime_headers(self)]

    @mime_headers.setter
    def mime_headers(self, value: Iterable[tuple[str, str]]) -> None:
        self._set_mime_headers(value)


def _stable(catalog: Catalog) -> Catalog:
    catalog.__class__ = StableCatalog  # read_po builds a plain Catalog; only the header differs
    return catalog


def template() -> Catalog:
    """Return the catalogue template: every string the game shows, in the order found."""
    pot = StableCatalog(project="uno-table", version="1", creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                  charset="utf-8", fuzzy=False)
    pot.msgid_bugs_address = ""
    pot.copyright_holder = ""
    found = extract_from_dir(
        str(ROOT / "game"),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        pot.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    for text, where, context in _model_strings():
        pot.add(text, None, [(where, 0)], auto_comments=["The model's English wording."], context=context)
    return pot


def _po_path(code: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _bytes_po(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    # Locations name the file, not the line: code moving within a file leaves every catalogue as it is.
    write_po(buf, catalog, width=100, omit_header=False, ignore_obsolete=True, include_previous=False,
             include_lineno=False)
    return buf.getvalue()


def _bytes_mo(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def updated(code: str, pot: Catalog) -> Catalog:
    """Return language `code`'s catalogue brought up to `pot` (a new, empty one if it has none)."""
    path = _po_path(code)
    if path.is_file():
        with path.open("rb") as fh:
            catalog = read_po(fh, locale=code)
    else:
        catalog = StableCatalog(locale=code, domain=DOMAIN, project="uno-table", version="1",
                          creation_date=FIXED_DATE, revision_date=FIXED_DATE, fuzzy=False)
    catalog = _stable(catalog)
    catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
    catalog.obsolete.clear()
    catalog.creation_date = FIXED_DATE
    catalog.revision_date = FIXED_DATE
    catalog.fuzzy = False
    catalog.project = "uno-table"
    catalog.version = "1"
    catalog.msgid_bugs_address = ""
    return catalog


def run(check: bool) -> list[str]:
    """Write (or, with `check`, compare) the template and every catalogue; return what differs."""
    pot = template()
    wanted: dict[Path, bytes] = {locale_dir() / f"{DOMAIN}.pot": _bytes_po(pot)}
    for code in LANGUAGES:
        if code == SOURCE:
            continue
        catalog = updated(code, pot)
        po = _po_path(code)
        wanted[po] = _bytes_po(catalog)
        wanted[po.with_suffix(".mo")] = _bytes_mo(catalog)
    stale = [str(p.relative_to(ROOT)) for p, data in wanted.items() if not p.is_file() or p.read_bytes() != data]
    if not check:
        for path, data in wanted.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    stale = run(args.check)
    if args.check:
        for path in stale:
            print(f"out of date: {path}")
        return 1 if stale else 0
    for path in stale:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
