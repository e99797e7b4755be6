"""The one-file executable: build it with build/uno.spec and run it as a player's machine would.

One build per test session (about 15-60 s), shared by the tests below. Each run starts the
executable from an empty folder, with a minimal environment (PATH, a HOME of its own and the SDL
dummy drivers), so it can only work if everything it needs is inside the bundle.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import background
import pytest
from background import job, result

pytestmark = pytest.mark.slow  # builds the executable: deselect with -m "not slow"

pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[build]')")

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "uno.spec"
# Where the spec puts the executable: one file on Windows and Linux, inside uno.app on macOS.
EXE_PATH = {"win32": "uno.exe", "darwin": "uno.app/Contents/MacOS/uno"}.get(sys.platform, "uno")
MAX_MB = 40
FRAMES = 120
BUILD_TIMEOUT = 420
RUN_TIMEOUT = 90


def _build_command(base: Path) -> list[str]:
    return [
        sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN",
        "--workpath", str(base / "work"), "--distpath", str(base / "dist"),
    ]  # fmt: skip


BUILD = job("pyinstaller", _build_command, cwd=ROOT, timeout=BUILD_TIMEOUT)
"""The build (a minute or two) runs beside the rest of the suite (tests/background.py)."""
pytestmark = [pytestmark, pytest.mark.background(BUILD)]


@pytest.fixture(scope="session")
def executable() -> Path:
    """Build the executable once into a temporary dist folder; return its path."""
    proc = result(BUILD)
    assert proc.returncode == 0, f"PyInstaller failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr[-4000:]}"
    exe = background.folder(BUILD) / "dist" / EXE_PATH
    assert exe.is_file(), f"PyInstaller said it succeeded but there is no {exe}"
    return exe


def _env(home: Path) -> dict[str, str]:
    """Return the environment of a machine with no Python set up: PATH, HOME and the dummy drivers."""
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    if sys.platform == "win32":  # a Windows process cannot start without these
        for key in ("SYSTEMROOT", "SYSTEMDRIVE", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA"):
            if key in os.environ:
                env[key] = os.environ[key]
    return env


def _run(exe: Path, tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], dict, Path]:
    """Run the executable from an empty folder; return the process, its --stats-json and its HOME."""
    cwd, home = tmp_path / "cwd", tmp_path / "home"
    cwd.mkdir()
    home.mkdir()
    stats = tmp_path / "stats.json"
    proc = subprocess.run(
        [str(exe), *args, "--frames", str(FRAMES), "--stats-json", str(stats)],
        cwd=cwd,
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )
    assert proc.returncode == 0, f"exit code {proc.returncode}:\n{proc.stdout}\n{proc.stderr[-4000:]}"
    assert stats.is_file(), f"no --stats-json written:\n{proc.stdout}\n{proc.stderr[-4000:]}"
    return proc, json.loads(stats.read_text(encoding="utf-8")), home


def _bundle_names(exe: Path) -> set[str]:
    """Return the names of the files packed into the one-file executable."""
    from PyInstaller.archive.readers import CArchiveReader

    return {name.replace("\\", "/") for name in CArchiveReader(str(exe)).toc}


@pytest.mark.skipif(sys.platform == "darwin", reason="on macOS the app is a folder, not one file")
def test_bundle_holds_every_asset_and_is_small(executable: Path) -> None:
    names = _bundle_names(executable)
    for folder in ("fonts", "sounds", "icons"):
        on_disk = sorted(p.name for p in (ROOT / "assets" / folder).iterdir() if p.is_file())
        assert on_disk, f"assets/{folder} is empty"
        missing = [n for n in on_disk if f"assets/{folder}/{n}" not in names]
        assert not missing, f"not in the bundle under assets/{folder}: {missing}"
    # python-bidi's compiled core travels with the game (right-to-left names are ordered by it).
    assert any(n.startswith("bidi/") for n in names), "python-bidi is not in the bundle"
    # What the spec leaves out stays out (these would add megabytes).
    unwanted = [n for n in names if n.split("/")[0].split(".")[0] in {"numpy", "tkinter", "_tkinter"}]
    unwanted += [n for n in names if "libcrypto" in n or "libssl" in n or "tcl" in n.lower()]
    assert not unwanted, f"left out on purpose, yet bundled: {sorted(unwanted)[:10]}"
    size_mb = executable.stat().st_size / (1024 * 1024)
    assert size_mb <= MAX_MB, f"the executable weighs {size_mb:.1f} MB, the goal is at most {MAX_MB} MB"


def test_executable_opens_the_title_screen_from_anywhere(executable: Path, tmp_path: Path) -> None:
    proc, stats, home = _run(executable, tmp_path)
    assert stats["frames"] == FRAMES
    assert stats["first_frame_s"] is not None and stats["first_frame_s"] > 0
    assert "pygame-ce" not in proc.stdout, "the pygame banner should be hidden in the bundle"
    if sys.platform.startswith("linux"):
        # No --data-dir: the game keeps its data in the user's data folder (platformdirs, XDG).
        data = home / ".local" / "share" / "uno-table"
        assert data.is_dir(), f"no data folder at {data}; HOME holds {sorted(map(str, home.rglob('*')))}"
    assert not any((tmp_path / "cwd").iterdir()), "the game wrote into the folder it was started from"


def test_executable_plays_the_demo(executable: Path, tmp_path: Path) -> None:
    _, stats, _ = _run(executable, tmp_path, "--demo", "--seed", "7")
    assert stats["frames"] == FRAMES
    assert stats["frame_ms"]["max"] > 0


def test_executable_draws_names_in_other_scripts(executable: Path, tmp_path: Path) -> None:
    """Arabic (bidi + shaping), Chinese (the CJK subset) and a combining mark, from inside the bundle."""
    _, stats, _ = _run(executable, tmp_path, "--people", "محمد,王芳,Zoe\u0308", "--players", "3")
    assert stats["frames"] == FRAMES
