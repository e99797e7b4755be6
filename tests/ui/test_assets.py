"""Assets are found, the bundled font renders, and audio never raises."""
from __future__ import annotations

import wave

import pygame
import pytest

from game.ui import assets
from game.ui.assets import SOUND_NAMES, Audio, font, resource_path


def test_resource_path_finds_fonts_and_every_sound():
    for name in assets.FONT_FILES.values():
        assert resource_path("fonts", name).is_file()
    assert any(p.name.startswith("LICENSE") for p in resource_path("fonts").iterdir())
    for name in SOUND_NAMES:
        path = resource_path("sounds", f"{name}.wav")
        assert path.is_file(), path
        with wave.open(str(path)) as w:
            assert w.getsampwidth() == 2 and w.getnchannels() == 1
            assert w.getframerate() in (22050, 44100)
            assert 0 < w.getnframes() / w.getframerate() < 1.5


def test_resource_path_prefers_env_then_falls_back(tmp_path, monkeypatch):
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "OpenSans-Regular.ttf").write_bytes(b"x")
    monkeypatch.setenv(assets.ENV_VAR, str(tmp_path))
    assets.assets_root.cache_clear()
    try:
        assert resource_path("sounds", "deal.wav") == tmp_path / "sounds" / "deal.wav"
        monkeypatch.setenv(assets.ENV_VAR, str(tmp_path / "missing"))
        assets.assets_root.cache_clear()
        assert resource_path("fonts", "OpenSans-Regular.ttf").is_file()
    finally:
        monkeypatch.delenv(assets.ENV_VAR)
        assets.assets_root.cache_clear()


def test_pyinstaller_bundle_is_searched(tmp_path, monkeypatch):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert tmp_path / "assets" in assets.asset_roots()


def test_font_is_bundled_and_renders():
    regular, heavy = font(24), font(24, bold=True)
    assert font(24) is regular
    assert regular is not heavy
    surf = heavy.render("UNO 0123", True, (255, 255, 255))
    assert surf.get_width() > 40 and surf.get_height() >= 24
    assert surf.get_bounding_rect().w > 0
    # Heavier weight: more ink for the same text.
    ink = [sum(1 for x in range(s.get_width()) for y in range(s.get_height()) if s.get_at((x, y)).a > 128)
           for s in (regular.render("8888", True, (0, 0, 0)), heavy.render("8888", True, (0, 0, 0)))]
    assert ink[1] > ink[0] * 1.2


def test_audio_without_device_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: pytest.fail("loaded a sound with no device"))
    monkeypatch.setattr(pygame.mixer, "stop", lambda: pytest.fail("touched the mixer with no device"))
    audio = Audio()
    assert audio.available is False
    for name in (*SOUND_NAMES, "no-such-sound"):
        audio.play(name)
    audio.set_volume(0.5, 2.0)
    audio.muted = True
    audio.play("deal")
    audio.stop()
    assert audio._sounds == {}
    assert audio.effects == 1.0 and audio.master == 0.5


def test_audio_disabled_never_touches_the_mixer(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: pytest.fail("mixer opened"))
    audio = Audio(enabled=False)
    assert not audio.available
    audio.play("win")


def test_audio_with_dummy_device_loads_every_sound_and_respects_mute(monkeypatch):
    audio = Audio()
    if not audio.available:
        pytest.skip("no audio driver at all here")
    assert set(audio._sounds) == set(SOUND_NAMES)
    for s in audio._sounds.values():
        assert 0 < s.get_length() < 1.5
    calls: list[str] = []
    monkeypatch.setattr(audio, "_sounds", {n: _FakeSound(n, calls) for n in SOUND_NAMES})
    audio.set_volume(1.0, 0.5)
    audio.play("uno")
    audio.muted = True
    audio.play("win")
    audio.muted = False
    audio.set_volume(0.0, 1.0)
    audio.play("click")
    assert calls == ["uno"]
    assert audio.volume == 0.0


class _FakeSound:
    def __init__(self, name: str, calls: list[str]) -> None:
        self.name, self.calls = name, calls

    def play(self) -> None:
        self.calls.append(self.name)

    def set_volume(self, v: float) -> None:
        pass


def test_icons_exist_in_every_format():
    import struct

    png = pygame.image.load(resource_path("icons", "uno.png"))
    assert png.get_size() == (256, 256)
    data = resource_path("icons", "uno.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, _h, _c, _r, _p, _bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes
    assert resource_path("icons", "uno.icns").read_bytes()[:4] == b"icns"


def test_sounds_are_what_the_script_makes():
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[2] / "tools" / "make_sounds.py"
    out = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
