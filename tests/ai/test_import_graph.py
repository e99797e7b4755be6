"""The CPU players' modules import each other without a circle, and the developer's tools stay out of
the shipped package (issue 8, item 6)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imports_of(path: Path) -> set[str]:
    """Every `game.…` module `path` imports, at the top, under TYPE_CHECKING or inside a function."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game."):
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("game."))
    return out


def test_no_module_of_game_ai_or_game_model_is_in_an_import_circle() -> None:
    graph: dict[str, set[str]] = {}
    for package in ("ai", "model"):
        for path in sorted((ROOT / "game" / package).glob("*.py")):
            name = f"game.{package}.{path.stem}".removesuffix(".__init__")
            graph[name] = imports_of(path)
    assert "game.ai.tracker" in graph and "game.ai.normal" in graph

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            if nxt == goal:
                return True
            if nxt not in seen:
                seen.add(nxt)
                if reaches(nxt, goal, seen):
                    return True
        return False

    circles = sorted(name for name in graph if reaches(name, name, set()))
    assert circles == [], f"modules in an import circle: {circles}"


def test_the_weight_fitting_tool_is_not_shipped() -> None:
    assert not (ROOT / "game" / "ai" / "fit_eval.py").exists()
    assert (ROOT / "tools" / "fit_eval.py").exists()
