"""Find and load the bundled assets: fonts and sounds.

Everything under the top-level `assets/` folder is reached through `resource_path`, which looks in
one place per way the game can be run (see `asset_roots`).
"""
from __future__ import annotations

import contextlib
import logging
import os
import sys
import sysconfig
import time
from functools import lru_cache
from pathlib import Path

import pygame

__all__ = [
    "FALLBACK_FONT_FILES",
    "FONT_FILES",
    "SOUND_NAMES",
    "Audio",
    "asset_roots",
    "assets_root",
    "font",
    "resource_path",
]

log = logging.getLogger(__name__)

# The name under `share/` that the installed package's data files use (see the project README).
DATA_DIR_NAME = "uno-table"
# Set to a folder to use other assets (handy for packaging checks).
ENV_VAR = "UNO_TABLE_ASSETS"
# A file that every complete assets folder has: how a candidate folder is recognised.
_MARKER = ("fonts", "OpenSans-Regular.ttf")

FONT_FILES = {False: "OpenSans-Regular.ttf", True: "OpenSans-ExtraBold.ttf"}
# Tried in order after FONT_FILES for a character it lacks (see game.ui.text and assets/fonts/README.md):
# Latin, Greek and Cyrillic beyond Open Sans (stacked accents, polytonic Greek), Japanese and Chinese
# (and KS X 1001 Hangul), Arabic, Hebrew.
FALLBACK_FONT_FILES: dict[bool, tuple[str, ...]] = {
    False: (
        "NotoSans-Regular-subset.ttf",
        "NotoSansCJKjp-Regular-subset.otf",
        "NotoSansArabic-Regular.ttf",
        "NotoSansHebrew-Regular.ttf",
    ),
    True: (
        "NotoSans-Bold-subset.ttf",
        "NotoSansCJKjp-Bold-subset.otf",
        "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Bold.ttf",
    ),
}
SOUND_NAMES: tuple[str, ...] = (
    "deal",
    "play",
    "draw",
    "shuffle",
    "uno",
    "win",
    "click",
    "skip",
    "reverse",
    "catch",
    "error",
)


def asset_roots() -> list[Path]:
    """Return the folders where the assets may be, in the order they are tried.

    1. `$UNO_TABLE_ASSETS`, if set;
    2. `<folder holding the game package>/assets`: a source checkout or an editable install;
    3. `sys._MEIPASS/assets`: a PyInstaller bundle (add the folder as `assets`);
    4. `<data prefix>/share/uno-table/assets`: `pip install .` (setuptools data-files), for the
       running environment's scheme and the user scheme;
    5. `game/_assets` inside the package, in case the assets are shipped as package data.
    """
    roots: list[Path] = []
    env = os.environ.get(ENV_VAR)
    if env:
        roots.append(Path(env))
    package_dir = Path(__file__).resolve().parent.parent  # .../game
    roots.append(package_dir.parent / "assets")
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        roots.append(Path(meipass) / "assets")
    prefixes: list[str] = [sysconfig.get_path("data")]
    with contextlib.suppress(KeyError, ValueError, AttributeError):  # `pip install --user .`
        prefixes.append(sysconfig.get_path("data", sysconfig.get_preferred_scheme("user")))
    prefixes += [sys.prefix, sys.base_prefix]
    for prefix in dict.fromkeys(prefixes):
        roots.append(Path(prefix) / "share" / DATA_DIR_NAME / "assets")
    roots.append(package_dir / "_assets")
    return roots


@lru_cache(maxsize=1)
def assets_root() -> Path:
    """Return the first folder of `asset_roots()` that holds the assets (the checkout's if none does)."""
    roots = asset_roots()
    for root in roots:
        if root.joinpath(*_MARKER).is_file():
            return root
    log.warning("assets not found in any of: %s", ", ".join(map(str, roots)))
    return roots[1] if os.environ.get(ENV_VAR) else roots[0]


def resource_path(*parts: str) -> Path:
    """Return the path of an asset, e.g. `resource_path("sounds", "deal.wav")`."""
    return assets_root().joinpath(*parts)


_fonts: dict[bool, pygame.font.Font] = {}
"""One Font per weight, resized to the size asked for (see `font`)."""


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Return the bundled typeface at `size` pixels: ExtraBold when `bold`, else Regular.

    There is one Font per weight, set to `size` here (SDL_ttf sets a size in microseconds and draws
    and measures exactly as a Font opened at that size): a Font per size held its own copy of the
    font file's tables and its own glyph cache, 13 sizes about 2.7 MB at 1920x1080. So the Font
    returned is at `size` only until the next call asks for another size of the same weight: use it
    at once (measure, render), never keep it.

    Raise FileNotFoundError with the path if the font file is missing (never a silent default font).
    """
    size = max(1, int(size))
    loaded = _fonts.get(bool(bold))
    if loaded is not None:
        if loaded.point_size != size:
            loaded.point_size = size
        return loaded
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", FONT_FILES[bool(bold)])
    if not path.is_file():
        raise FileNotFoundError(f"bundled font missing: {path}")
    loaded = pygame.font.Font(path, size)
    _fonts[bool(bold)] = loaded
    return loaded


class Audio:
    """The sound effects. Never raises: with no audio device (or `enabled=False`) it is silent.

    `play(name)` takes a name of `SOUND_NAMES`. The loudness is `master * effects` (each 0..1);
    `muted` silences everything without forgetting the volumes.
    """

    # A sound asked for again within this many seconds is dropped (a burst of deals stays soft).
    MIN_GAP = 0.03
    CHANNELS = 16

    def __init__(self, enabled: bool = True) -> None:
        self.available = False
        self.muted = False
        self.master = 0.8
        self.effects = 0.8
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._last: dict[str, float] = {}
        if enabled:
            self._open()

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(self.CHANNELS)
        except (pygame.error, OSError) as exc:
            log.info("no audio device, playing silently: %s", exc)
            return
        for name in SOUND_NAMES:
            path = resource_path("sounds", f"{name}.wav")
            try:
                self._sounds[name] = pygame.mixer.Sound(path)
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.warning("cannot load sound %s: %s", path, exc)
        self.available = bool(self._sounds)
        self._apply_volume()

    @property
    def volume(self) -> float:
        """Return the loudness in use now (0 when muted)."""
        return 0.0 if self.muted else self.master * self.effects

    def set_volume(self, master: float, effects: float) -> None:
        """Set the master and effects volumes (each clamped to 0..1)."""
        self.master = min(1.0, max(0.0, float(master)))
        self.effects = min(1.0, max(0.0, float(effects)))
        self._apply_volume()

    def _apply_volume(self) -> None:
        level = self.master * self.effects
        for sound in self._sounds.values():
            with contextlib.suppress(pygame.error):
                sound.set_volume(level)

    def play(self, name: str) -> None:
        """Play the named effect once, unless muted, silent or just played."""
        if self.muted or not self.available or self.master * self.effects <= 0.0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            log.debug("no sound named %r", name)
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < self.MIN_GAP:
            return
        self._last[name] = now
        try:
            sound.play()
        except pygame.error as exc:
            log.debug("cannot play %r: %s", name, exc)

    def stop(self) -> None:
        """Stop every sound that is playing."""
        if not self.available:
            return
        with contextlib.suppress(pygame.error):
            pygame.mixer.stop()
