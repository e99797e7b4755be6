"""One normal form of a person's name, used by the table, the statistics and the saves alike.

A name is kept as `normal_name` gives it: Unicode NFC (an "é" typed as "e" + a combining accent is the
same "é"), spaces collapsed (no leading, trailing or double ones; any run of white space is one space).
Two names are the same person when their `name_key`s are equal: the normal name case-folded (Unicode's
full folding: "ÉMILE" is "émile", "STRASSE" is "straße"), which SQLite's NOCASE (ASCII only) cannot do.
Pure Python, no pygame: the model's seats, the settings and the statistics all import it.
"""
from __future__ import annotations

import unicodedata

__all__ = ["name_key", "normal_name", "same_name"]


def normal_name(text: str) -> str:
    """Return `text` in the normal form of a name: NFC, white space collapsed to single spaces."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def name_key(text: str) -> str:
    """Return what two spellings of the same name share: the normal name, case-folded (then NFC again)."""
    return unicodedata.normalize("NFC", normal_name(text).casefold())


def same_name(a: str, b: str) -> bool:
    """Return whether `a` and `b` name the same person."""
    return name_key(a) == name_key(b)
