"""The test suite itself: an import error in the game fails a test, it never skips one (issue 18)."""
from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _skipped_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and ast.unparse(node.func).endswith("importorskip") and node.args
                and isinstance(node.args[0], ast.Constant) and str(node.args[0].value).split(".")[0] == "game"):
            out.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_no_test_skips_when_the_games_own_module_fails_to_import() -> None:
    found = [hit for path in sorted(TESTS.rglob("*.py")) for hit in _skipped_imports(path)]
    assert found == [], "\n".join(found)


def test_the_scan_finds_a_skipped_import(tmp_path: Path) -> None:
    bad = tmp_path / "test_probe.py"
    bad.write_text('import pytest\nmod = pytest.importorskip("game.ui.scenes.table")\n'
                   'ok = pytest.importorskip("hypothesis")\n', encoding="utf-8")
    assert _skipped_imports(bad) == ['test_probe.py:2: pytest.importorskip(\'game.ui.scenes.table\')']
