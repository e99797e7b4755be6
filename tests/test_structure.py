"""The shape of the code that keeps the scenes from stranding a player (issue 18):

- no import circle anywhere in `game/` (every import counts: at the top, under TYPE_CHECKING, or inside
  a function);
- no scene module imports another scene module, nor the app: scenes ask the app for a route
  (`game.ui.routes`) and `game.app.route_map`, the one route map, has a scene for every route;
- a scene leaves by removing itself (`app.leave(self)`), never the top of the stack (`app.pop()`);
- no class anywhere in `game/` is over 400 lines (`LONG_CLASS_EXCEPTIONS` lists none).
"""
from __future__ import annotations

import ast
import typing
from pathlib import Path

from game.ui import routes

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
MAX_CLASS_LINES = 400


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


MODULES = {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def imports_of(path: Path) -> set[str]:
    """Every module of `game` that `path` imports (a name imported from a package counts as its
    submodule when it is one)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and (node.module == "game" or node.module.startswith("game.")):
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.add(sub if sub in MODULES else node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("game."))
    return {m for m in out if m in MODULES}


GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Return the strongly connected parts of `graph` with more than one module (or a self-import)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part: list[str] = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in graph.get(v, ()):
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"a"}}) == [["a"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_anywhere_in_game() -> None:
    assert "game.ui.scenes.table.scene" in GRAPH and "game.model.game" in GRAPH
    assert "game.ui.routes" in GRAPH["game.ui.scenes.title"], "a package's submodule counts as imported"
    assert circles(GRAPH) == []


def scene_of(module: str) -> str | None:
    """Return the scene a module belongs to (game.ui.scenes.<scene>...), or None."""
    parts = module.split(".")
    return parts[3] if parts[:3] == ["game", "ui", "scenes"] and len(parts) > 3 else None


def test_no_scene_module_imports_another_scene_or_the_app() -> None:
    scenes = {scene_of(m) for m in MODULES} - {None}
    assert {"table", "title", "privacy", "question", "pause", "handover"} <= scenes
    crossings = [(m, i) for m, deps in GRAPH.items() if scene_of(m) is not None
                 for i in deps if (scene_of(i) not in (None, scene_of(m))) or i == "game.app"]
    assert crossings == []


def test_every_route_has_a_scene_in_the_apps_route_map() -> None:
    named = {t.__name__ for t in typing.get_args(routes.Route)}
    assert {"Title", "Table", "Privacy", "Question", "Pause", "HandOver", "MatchOver"} <= named
    tree = ast.parse((GAME / "app.py").read_text(encoding="utf-8"))
    build = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "route_map")
    mapped = {n.attr for n in ast.walk(build) if isinstance(n, ast.Attribute)
              and isinstance(n.value, ast.Name) and n.value.id == "routes"}
    assert named - mapped == set()


def test_scenes_leave_by_themselves_never_by_popping_the_top() -> None:
    offenders = []
    for name, path in MODULES.items():
        if not name.startswith("game.ui."):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("pop", "push", "replace", "reset")
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "app"):
                offenders.append(f"{name}:{node.lineno} app.{node.func.attr}")
    assert offenders == []


LONG_CLASS_EXCEPTIONS: dict[str, str] = {}
"""Classes allowed past MAX_CLASS_LINES, each with the reason it cannot be split: none today."""


def long_classes(package: str) -> list[str]:
    """Every class in `package` (and below it) over MAX_CLASS_LINES, as "module.Class: N lines"."""
    long = []
    for name, path in MODULES.items():
        if name == package or name.startswith(package + "."):
            classes = [n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.ClassDef)]
            for node in classes:
                size = (node.end_lineno or 0) - node.lineno + 1
                if size > MAX_CLASS_LINES and f"{name}.{node.name}" not in LONG_CLASS_EXCEPTIONS:
                    long.append(f"{name}.{node.name}: {size} lines")
    return long


def test_no_class_in_game_is_over_400_lines() -> None:
    """Issue 18: the app, the table scene, the model, the CPUs and the storage alike (the app keeps
    the loop and the route map; start-up, settings, closing and frame figures are rooms of their own)."""
    assert long_classes("game") == []


def test_the_long_class_check_finds_a_long_class(tmp_path: Path, monkeypatch: typing.Any) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_CLASS_LINES + 1))
    path = tmp_path / "big.py"
    path.write_text(f"class Big:\n{body}\n", encoding="utf-8")
    monkeypatch.setitem(MODULES, "game.big", path)
    assert long_classes("game.big") == [f"game.big.Big: {MAX_CLASS_LINES + 2} lines"]


def test_the_app_class_keeps_the_loop_and_little_else() -> None:
    """`App` is well under the limit: what it lost must not creep back (start-up, settings, closing,
    frame figures, the window's and the stack's host methods live in rooms of their own)."""
    tree = ast.parse((GAME / "app.py").read_text(encoding="utf-8"))
    app = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "App")
    assert (app.end_lineno or 0) - app.lineno + 1 <= 380
    methods = {n.name for n in app.body if isinstance(n, ast.FunctionDef)}
    assert not methods & {"_open_store", "_open_media", "_demo_session", "_people_session", "open", "leave"}
