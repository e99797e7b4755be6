"""No English words reach the screen without the catalogue.

Every string literal of the modules that draw (game/ui, game/app.py) that holds words is either marked
for the catalogue (`_`, `N_`, `NP_`, `ngettext`, `pgettext`, `npgettext`) or is something the player
never reads as words: a code, a key of a table, a docstring, a log or exception message, a pattern, a
file name. What is left over is a literal a person would read in English whatever the language: the
test names each one with its place. A short allow-list keeps the few literals that are drawn on
purpose as they are (a brand, a key's name), each with its reason.

This reads the source (no pygame, under a second); `test_the_scan_finds_a_literal_drawn_as_it_is`
shows it catches a literal put in on purpose.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = (*sorted((ROOT / "game" / "ui").rglob("*.py")), ROOT / "game" / "app.py",
           *(ROOT / "game" / "ai" / f"{name}.py" for name in ("reasons", "easy", "normal", "hard")))
"""The modules whose strings reach the screen: the interface, and the CPUs' reasons the log shows (worded
by game.ai.reasons, the agents leaving codes for it). The model's English wording the interface shows,
and the CPUs' names and level labels, are checked by the catalogue test, which extracts them:
tools/catalogues.py `_model_strings`."""

CATALOGUE_CALLS = frozenset({"_", "N_", "NP_", "ngettext", "pgettext", "npgettext"})
NOT_SHOWN_CALLS = frozenset({
    # logging and warnings: for developers
    "debug", "info", "warning", "error", "exception", "critical", "getLogger", "warn",
    # patterns, binary layouts, environment, files
    "compile", "match", "fullmatch", "search", "sub", "finditer", "findall", "split", "unpack", "unpack_from",
    "calcsize", "getenv", "Path", "open", "joinpath", "with_suffix", "environ",
    # looking up by a key, reading text (the key is a code)
    "get", "pop", "setdefault", "getattr", "hasattr", "setattr", "startswith", "endswith", "partition",
    "rpartition", "replace", "strip", "rstrip", "lstrip", "encode", "decode", "casefold", "normalize",
    "category", "bidirectional", "script", "cast", "TypeVar",
    # a pulse's name: the flash-limit registry's, never drawn (game.ui.pulse.rate)
    "rate",
    # the console (the command line's messages may stay English, issue 22)
    "print",
    # a set of characters for membership tests (game.ui.text's line-breaking classes)
    "frozenset",
})
"""Calls whose string arguments are not words for the player."""

ALLOWED: dict[tuple[str, str], str] = {
    ("game/ui/window.py", "Uno"): "the window's title: the game's name, the same in every language",
    ("game/ui/table/hints.py", "Enter"): "a key's name, given to key_label, which words it as bound",
    ("game/ui/table/hints.py", "Esc"): "a key's name, given to key_label, which words it as bound",
    ("game/ui/table/logbook.py", "Ag"): "a measuring string for a line's height, never drawn",
    ("game/ui/table/prompts.py", "Ag"): "a measuring string for a line's height, never drawn",
    ("game/ui/keyboard.py", "asdfghjkl'"): "the on-screen keyboard's row of letters (a name may use them)",
    ("game/ui/guided.py", "Mia"): "a CPU's name in the guided hand (a name is not translated)",
    ("game/ui/guided.py", "Leo"): "a CPU's name in the guided hand (a name is not translated)",
    ("game/ui/guided.py", "You"): "the default of a parameter the app always passes (the player's name)",
    ("game/ui/scenes/howto.py", "\x00cpu-forgetting"): "a marker in a page's table, replaced when shown",
    ("game/ui/tween.py", "Tween("): "__repr__, for developers",
    ("game/ui/tween.py", ", delay="): "__repr__, for developers",
    ("game/ui/scenes/table/asking.py", "Wild Draw Four"): "the model's card name, worded by pgettext('card', …)",
    ("game/ui/table/questions.py", "Wild Draw Four"): "the model's card name, worded by pgettext('card', …)",
    ("game/ui/scenes/stats.py", "Custom: "): "the statistics' stored rule-set label read back, never drawn",
    ("game/ui/scenes/matchover.py", "Cards left"): "a key of the column table; the heading is _('Cards left')",
    ("game/ui/scenes/matchover.py", "Hands won"): "a key of the column table; the heading is _('Hands won')",
}
"""(file, literal) drawn or kept on purpose without the catalogue, and why."""

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[sdifgr%]|%[sdifgr%]")
WORD = re.compile(r"[^\W\d_]{2,}")
CODE = re.compile(
    r"[a-z0-9_.:/\\\-%+*#=<>|,;!?()\[\]]*"  # a code, a key, a format of numbers: "stack_mixed", "d", "rb"
    r"|[A-Z][A-Z0-9_]*"  # a constant's name or an abbreviation in a table: "NFC", "RLE"
    r"|_?[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+"  # a class's name: "TableScene"
    r"|Latn|Hira|Kana|Hani|Hang|Grek|Cyrl|Arab|Hebr|Zyyy"  # a Unicode script's code
    r"|Cc|Cf|Cs|Co|Cn|Mn|Mc|Me|Zs|Zl|Zp"  # a Unicode category's code
    r"|[\w\-]+\.(?:ttf|otf|png|wav|ogg|json|txt|po|mo)"  # a file's name
    r"|[<>=!@]?[0-9xXcbBhHiIlLqQfdsp?]+"  # a struct layout: ">HHI"
)


def has_words(text: str) -> bool:
    """Whether `text` holds words a person reads (not a code, a format or punctuation)."""
    bare = PLACEHOLDER.sub("", text)
    return bool(WORD.search(bare)) and not CODE.fullmatch(text.strip() or text)


def _call_name(node: ast.Call) -> str:
    fn = node.func
    return fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""


def _exempt(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Whether the literal `node` is marked for the catalogue or is not shown to a player."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Call):
            name = _call_name(parent)
            if name in CATALOGUE_CALLS or name in NOT_SHOWN_CALLS or name.endswith(("Error", "Exception")):
                return True
        if isinstance(parent, (ast.Raise, ast.Assert, ast.Compare, ast.MatchValue, ast.arg)):
            return True
        if isinstance(parent, ast.Expr) and isinstance(parent.value, ast.Constant):
            return True  # a docstring
        if isinstance(parent, ast.Subscript) and child is parent.slice:
            return True  # a key: table["draw"]
        if isinstance(parent, ast.Dict) and child in parent.keys:
            return True
        if isinstance(parent, ast.AnnAssign) and child is parent.annotation:
            return True
        if isinstance(parent, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                  for t in parent.targets):
            return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.Module)):
            return False
        child, parent = parent, parents.get(parent)
    return False


def literals_drawn_as_they_are(source: str) -> Iterator[tuple[int, str]]:
    """Yield (line, literal) for each string literal of `source` with words that the catalogue never sees."""
    tree = ast.parse(source)
    parents = {c: p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and has_words(node.value) \
                and not _exempt(node, parents):
            yield node.lineno, node.value


def _found() -> list[str]:
    out: list[str] = []
    for path in SCANNED:
        rel = path.relative_to(ROOT).as_posix()
        for line, text in literals_drawn_as_they_are(path.read_text(encoding="utf-8")):
            if (rel, text) not in ALLOWED:
                out.append(f"{rel}:{line}: {text!r}")
    return out


def test_every_word_on_screen_goes_through_the_catalogue() -> None:
    found = _found()
    assert not found, "words drawn without the catalogue (mark them with _ or N_):\n" + "\n".join(found)


def test_every_allowed_literal_is_still_there() -> None:
    """An allow-list entry whose literal is gone is removed, so the list never hides a new one."""
    seen = {(p.relative_to(ROOT).as_posix(), text) for p in SCANNED
            for _line, text in literals_drawn_as_they_are(p.read_text(encoding="utf-8"))}
    assert not set(ALLOWED) - seen, sorted(set(ALLOWED) - seen)


def test_the_scan_finds_a_literal_drawn_as_it_is() -> None:
    """The test of the test: literals put in on purpose, in the ways words reach the screen."""
    planted = '''
from game.i18n import N_, _, ngettext, pgettext
TITLE = "Play again"
MARKED = N_("Deal again")
def draw(surface, n, name):
    draw_text(surface, f"{n} cards left", 14)
    Button(_("Back"), back, help="Leave the table")
    label = "Your turn" if n else _("Wait")
    self.hint.text = name + " drew a card"
    card = pgettext("card", "Skip")
    if name == "human":
        raise ValueError("not a seat")
    return ngettext("{n} card", "{n} cards", n).format(n=n) + " · " + "{a}/{b}".format(a=1, b=2)
'''
    found = sorted(text for _line, text in literals_drawn_as_they_are(planted))
    assert found == sorted(["Play again", " cards left", "Leave the table", "Your turn", " drew a card"]), found


def test_codes_keys_and_formats_are_not_words() -> None:
    for code in ("stack_mixed", "rb", "{name}: {action}", " · ", "+{n}", "{a}/{b}", "TableScene", "NFC", "Latn",
                 "NotoSans-Regular-subset.ttf", ">4sIII", "%d%%", "Cf"):
        assert not has_words(code), code
    for words in ("Play again", "You", "Start", "Why?", "  · Why?", "Player {n}", "{level} CPU", "日本語", "Skip", "draws a card"):
        assert has_words(words), words
