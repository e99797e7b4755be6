"""The model, the CPU players, the simulator, the session and storage never import pygame."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import importlib, pkgutil, sys
import game.model, game.ai, game.sim, game.session, game.storage
for package in (game.model, game.ai, game.storage):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
print(",".join(loaded) or "none")
"""


def test_headless_packages_do_not_import_pygame():
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "none"


def test_the_check_would_see_pygame():
    script = SCRIPT.replace("import game.model,", "import pygame, game.model,")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert "pygame" in result.stdout
