"""The game ships for Windows and macOS too (issue 20, item 9).

Only Linux ran the tests, so a call that exists on one system only (signal.SIGHUP, fcntl, os.getuid,
resource, os.sysconf) would ship unnoticed. Here: the type checker, run as if on each system, finds every
such call guarded by `sys.platform` (typeshed marks them per system); the game names the encoding of every
text file it opens (Windows' default is not UTF-8); and the workflow runs the suite on all three systems.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from background import job, result

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
PLATFORMS = {"win32": "Windows", "darwin": "macOS", "linux": "Linux"}


OTHERS = sorted(set(PLATFORMS) - {"linux" if sys.platform.startswith("linux") else sys.platform})


def _mypy_on(platform: str) -> str:
    """Declare the type checker's run as if on `platform` (run beside the suite: tests/background.py)."""
    return job(f"mypy-{platform}", lambda _: [sys.executable, "-m", "mypy", "--platform", platform, "--cache-dir",
                                              str(ROOT / ".mypy_cache" / f"platform-{platform}")],
               cwd=ROOT, timeout=600)


@pytest.mark.parametrize("platform", [pytest.param(p, marks=pytest.mark.background(_mypy_on(p))) for p in OTHERS])
def test_the_type_checker_finds_no_unguarded_call_on_the_other_systems(platform: str) -> None:
    pytest.importorskip("mypy")  # a tool of the [test] extra, as in test_quality.py
    done = result(f"mypy-{platform}")
    assert done.returncode == 0, f"on {PLATFORMS[platform]}:\n{done.stdout}{done.stderr}"


TEXT_CALLS = ("open", "read_text", "write_text", "fdopen")
"""Calls that open a text file (unless given a binary mode)."""


def _unnamed_encodings(path: Path) -> list[str]:
    """Return the calls in `path` that open a text file with no `encoding=` ("line name()")."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in TEXT_CALLS or any(k.arg == "encoding" for k in node.keywords):
            continue
        if name == "open" and isinstance(func, ast.Attribute) and getattr(func.value, "id", "") != "io":
            continue  # os.open (a file descriptor), or a method of the game's own (app.open(route))
        if name in ("open", "fdopen"):
            mode = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "mode"),
                                                                  None)
            if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and "b" in mode.value:
                continue
        found.append(f"{node.lineno} {name}()")
    return found


def test_the_game_names_the_encoding_of_every_text_file_it_opens() -> None:
    unnamed = [f"{path.relative_to(ROOT)}:{hit}" for path in sorted((ROOT / "game").rglob("*.py"))
               for hit in _unnamed_encodings(path)]
    assert not unnamed, "text opened in the system's encoding (cp1252 on Windows): " + ", ".join(unnamed)


def test_the_checker_of_encodings_sees_an_unnamed_one(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("open('a')\nopen('b', 'rb')\nopen('c', encoding='utf-8')\nPath('d').read_text()\n"
                      "os.open('e', 0)\nos.fdopen(3, 'wb')\nPath('f').write_text('x')\napp.open(route)\nio.open('g')\n",
                      encoding="utf-8")
    assert _unnamed_encodings(sample) == ["1 open()", "4 read_text()", "7 write_text()", "9 open()"]


def test_the_workflow_runs_the_tests_on_linux_windows_and_macos() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    job = text[text.index("\n  test:\n"):text.index("\n  executable:\n")]
    systems = re.findall(r"- os: (\S+)", job)
    assert sorted(systems) == ["macos-latest", "ubuntu-latest", "windows-latest"]
    assert "runs-on: ${{ matrix.os }}" in job and "fail-fast: false" in job
    assert re.search(r"run: python -m pytest\b", job), "every system runs the suite"
    assert "SDL_VIDEODRIVER: dummy" in job and "SDL_AUDIODRIVER: dummy" in job, "no display, no sound card in CI"
    # The release waits for the tests on all three.
    assert re.search(r"needs: \[test, executable\]", text)
