"""Synthesise the game's sound effects into assets/sounds/ (standard library only, deterministic).

Usage: python tools/make_sounds.py [--out assets/sounds] [--check]

Every sound is made from sine waves and filtered noise drawn from a `random.Random` with a fixed seed,
so running the script again writes byte-identical files. Output: 16-bit mono WAV at 44.1 kHz, each
under 1.5 s, soft (peaks at or below about -6 dBFS), with short fades so nothing clicks.
`--check` only verifies that the files on disk are what the script would write.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
TAU = 2.0 * math.pi
Samples = list[float]


# ---- building blocks -------------------------------------------------------------------------------


def silence(seconds: float) -> Samples:
    """Return `seconds` of silence."""
    return [0.0] * int(seconds * RATE)


def mix(*tracks: tuple[float, Samples]) -> Samples:
    """Add tracks, each placed at a start time in seconds."""
    end = max(int(start * RATE) + len(t) for start, t in tracks)
    out = [0.0] * end
    for start, t in tracks:
        o = int(start * RATE)
        for i, v in enumerate(t):
            out[o + i] += v
    return out


def noise(seconds: float, rng: random.Random) -> Samples:
    """Return white noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def envelope(n: int, attack: float, decay: float, curve: float = 1.0) -> Samples:
    """Return a gain curve: linear rise over `attack` s, then exponential fall with time constant `decay` s."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append((i / a) ** curve)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def times(sig: Samples, gain: Sequence[float]) -> Samples:
    """Multiply a signal by a gain curve of the same length."""
    return [s * g for s, g in zip(sig, gain, strict=True)]


def svf(sig: Samples, cutoff: Callable[[float], float], q: float, mode: str = "band") -> Samples:
    """Run a state-variable filter whose cutoff (Hz) follows `cutoff(t)`; mode: low, band or high."""
    low = band = 0.0
    damp = 1.0 / q
    out = []
    for i, x in enumerate(sig):
        fc = min(cutoff(i / RATE), RATE / 6.5)
        f = 2.0 * math.sin(math.pi * fc / RATE)
        low += f * band
        high = x - low - damp * band
        band += f * high
        out.append(band if mode == "band" else low if mode == "low" else high)
    return out


def tone(freq: float | Callable[[float], float], seconds: float, partials: Sequence[tuple[float, float]] = ((1, 1),),
         vibrato: float = 0.0) -> Samples:
    """Return a tone at `freq` (Hz, or a function of time) made of (ratio, amplitude) partials."""
    n = int(seconds * RATE)
    fn = freq if callable(freq) else (lambda _t, f=float(freq): f)
    phase = 0.0
    out = []
    for i in range(n):
        t = i / RATE
        f = fn(t) * (1.0 + vibrato * math.sin(TAU * 5.5 * t))
        phase += TAU * f / RATE
        out.append(sum(a * math.sin(phase * r) for r, a in partials))
    return out


def bell(freq: float, seconds: float, decay: float, rng: random.Random) -> Samples:
    """Return a soft bell: slightly inharmonic partials, the high ones dying first."""
    n = int(seconds * RATE)
    parts = [(1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (2.76, 0.22, 0.45), (5.4, 0.08, 0.25)]
    out = [0.0] * n
    for ratio, amp, life in parts:
        ph = rng.uniform(0, TAU)
        w = TAU * freq * ratio / RATE
        k = 1.0 / (decay * life * RATE)
        for i in range(n):
            out[i] += amp * math.sin(ph + w * i) * math.exp(-i * k)
    attack = int(0.004 * RATE)
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def pluck(freq: float, seconds: float, decay: float, bright: float = 0.5) -> Samples:
    """Return a soft plucked note (a few harmonics with exponential decay)."""
    n = int(seconds * RATE)
    parts = [(1, 1.0), (2, 0.5 * bright), (3, 0.25 * bright), (4, 0.12 * bright)]
    env = envelope(n, 0.005, decay)
    sig = tone(freq, seconds, parts)
    return times(sig, env)


def finish(sig: Samples, peak: float, fade_in: float = 0.002, fade_out: float = 0.02) -> Samples:
    """Remove DC, fade both ends and scale to `peak` (0..1 of full scale)."""
    if not sig:
        return sig
    mean = sum(sig) / len(sig)
    sig = [s - mean for s in sig]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    n = len(sig)
    for i in range(min(fi, n)):
        sig[i] *= i / fi
    for i in range(min(fo, n)):
        sig[n - 1 - i] *= i / fo
    top = max(abs(s) for s in sig) or 1.0
    return [s * peak / top for s in sig]


# ---- the sounds ----------------------------------------------------------------------------------


def card_slide(seconds: float, start_hz: float, end_hz: float, rng: random.Random, thump: float) -> Samples:
    """A card sliding on felt: band-passed noise sweeping down, and a soft landing thump."""
    n = int(seconds * RATE)
    sig = svf(noise(seconds, rng), lambda t: start_hz + (end_hz - start_hz) * min(1.0, t / seconds), q=1.2)
    # Texture: the felt's grain makes the level flutter.
    grain = svf(noise(seconds, rng), lambda _t: 60.0, q=0.7, mode="low")
    g = max(abs(v) for v in grain) or 1.0
    env = envelope(n, seconds * 0.25, seconds * 0.35)
    sig = [s * e * (0.75 + 0.25 * v / g) for s, e, v in zip(sig, env, grain, strict=True)]
    if thump > 0:
        knock = times(tone(lambda t: 150.0 - 60.0 * t / 0.06, 0.06), envelope(int(0.06 * RATE), 0.002, 0.015))
        sig = mix((0.0, sig), (seconds * 0.72, [k * thump * 0.15 for k in knock]))
    return sig


def make_deal(rng: random.Random) -> Samples:
    """A short card slide."""
    return finish(card_slide(0.13, 6500, 2500, rng, thump=0.0), 0.35, fade_out=0.03)


def make_play(rng: random.Random) -> Samples:
    """A card slide with a soft landing."""
    return finish(card_slide(0.26, 5200, 1600, rng, thump=1.0), 0.42, fade_out=0.04)


def make_draw(rng: random.Random) -> Samples:
    """A flick: a snap of bright noise and a tiny tonal tick."""
    n = int(0.09 * RATE)
    snap = times(svf(noise(0.09, rng), lambda t: 4200 - 20000 * t, q=2.0), envelope(n, 0.002, 0.018))
    tick = times(tone(2300, 0.09), envelope(n, 0.001, 0.008))
    return finish(mix((0.0, snap), (0.0, [t * 0.25 for t in tick])), 0.38, fade_out=0.02)


def make_shuffle(rng: random.Random) -> Samples:
    """A riffle: many tiny card clicks, quick in the middle, over a soft rush, then the bridge."""
    total = 0.95
    out = silence(total)
    t, k = 0.02, 0
    while t < 0.7:
        click_len = 0.006
        fc = rng.uniform(2500, 5000)
        c = svf(noise(click_len, rng), lambda _t, fc=fc: fc, q=1.5)
        c = times(c, envelope(len(c), 0.0005, 0.0018))
        amp = 0.55 + 0.45 * math.sin(math.pi * t / 0.7) * rng.uniform(0.6, 1.0)
        o = int(t * RATE)
        for i, v in enumerate(c):
            out[o + i] += v * amp
        # The riffle speeds up, then slows as the last cards fall.
        t += 0.004 + 0.010 * (abs(t - 0.35) / 0.35) ** 1.5 + rng.uniform(0.0, 0.003)
        k += 1
    rush = svf(noise(0.7, rng), lambda _t: 3000, q=0.8)
    rush = times(rush, [math.sin(math.pi * i / len(rush)) * 0.12 for i in range(len(rush))])
    bridge = card_slide(0.22, 4200, 1500, rng, thump=0.6)
    out = mix((0.0, out), (0.0, rush), (0.7, [b * 0.6 for b in bridge]))
    return finish(out[: int(1.0 * RATE)], 0.4, fade_out=0.05)


def make_uno(rng: random.Random) -> Samples:
    """A two-note chime (E6 then A6)."""
    a = bell(1318.5, 0.9, 0.35, rng)
    b = bell(1760.0, 0.8, 0.40, rng)
    return finish(mix((0.0, [v * 0.8 for v in a]), (0.11, b)), 0.45, fade_out=0.08)


def make_win(rng: random.Random) -> Samples:
    """A small fanfare: a rising C major arpeggio landing on a held chord."""
    notes = [523.25, 659.25, 783.99]
    parts = ((1, 1.0), (2, 0.35), (3, 0.18), (4, 0.06))
    tracks: list[tuple[float, Samples]] = []
    for i, f in enumerate(notes):
        n = int(0.22 * RATE)
        tracks.append((i * 0.12, times(tone(f, 0.22, parts), envelope(n, 0.008, 0.09))))
    hold = 0.85
    n = int(hold * RATE)
    env = envelope(n, 0.012, 0.32)
    for f, a in ((1046.5, 1.0), (783.99, 0.55), (659.25, 0.45), (523.25, 0.35)):
        tracks.append((0.36, [v * a for v in times(tone(f, hold, parts, vibrato=0.003), env)]))
    sparkle = bell(2093.0, 0.6, 0.2, rng)
    tracks.append((0.38, [v * 0.25 for v in sparkle]))
    return finish(mix(*tracks), 0.5, fade_out=0.12)


def make_click(rng: random.Random) -> Samples:
    """A light UI tick."""
    n = int(0.045 * RATE)
    blip = times(tone(1500, 0.045, ((1, 1.0), (2.01, 0.2))), envelope(n, 0.0008, 0.007))
    tap = times(svf(noise(0.045, rng), lambda _t: 6000, q=1.0), envelope(n, 0.0005, 0.003))
    return finish(mix((0.0, blip), (0.0, [v * 0.3 for v in tap])), 0.3, fade_out=0.01)


def make_skip(rng: random.Random) -> Samples:
    """A falling two-note 'nope'."""
    a = pluck(784.0, 0.16, 0.06, bright=0.4)
    b = pluck(523.25, 0.3, 0.09, bright=0.4)
    swish = card_slide(0.14, 5000, 2500, rng, thump=0.0)
    return finish(mix((0.0, a), (0.12, b), (0.0, [v * 0.3 for v in swish])), 0.42, fade_out=0.05)


def make_reverse(rng: random.Random) -> Samples:
    """A swoop up and back down."""
    d = 0.42
    n = int(d * RATE)

    def glide(t: float) -> float:
        x = t / d
        return 420.0 + 520.0 * math.sin(math.pi * x) ** 1.5

    sweep = times(tone(glide, d, ((1, 1.0), (2, 0.25), (3, 0.08))), envelope(n, 0.03, 0.16))
    whoosh = svf(noise(d, rng), lambda t: 1500 + 2500 * math.sin(math.pi * t / d), q=1.5)
    whoosh = times(whoosh, envelope(n, 0.12, 0.12))
    return finish(mix((0.0, sweep), (0.0, [v * 0.35 for v in whoosh])), 0.4, fade_out=0.06)


def make_catch(rng: random.Random) -> Samples:
    """'Gotcha!': three quick rising plucks and a bright ding."""
    tracks: list[tuple[float, Samples]] = []
    for i, f in enumerate((783.99, 987.77, 1174.66)):
        tracks.append((i * 0.07, pluck(f, 0.2, 0.05, bright=0.6)))
    tracks.append((0.21, [v * 0.8 for v in bell(1567.98, 0.5, 0.18, rng)]))
    return finish(mix(*tracks), 0.45, fade_out=0.08)


def make_error(rng: random.Random) -> Samples:
    """A soft low double bump."""
    parts = ((1, 1.0), (3, 0.12), (5, 0.04))
    tracks: list[tuple[float, Samples]] = []
    for i in range(2):
        n = int(0.12 * RATE)
        tracks.append((i * 0.13, times(tone(196.0, 0.12, parts), envelope(n, 0.006, 0.04))))
    return finish(svf(mix(*tracks), lambda _t: 1200, q=0.7, mode="low"), 0.45, fade_out=0.03)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": make_deal,
    "play": make_play,
    "draw": make_draw,
    "shuffle": make_shuffle,
    "uno": make_uno,
    "win": make_win,
    "click": make_click,
    "skip": make_skip,
    "reverse": make_reverse,
    "catch": make_catch,
    "error": make_error,
}


def render(name: str) -> bytes:
    """Return the WAV file of one sound, made with a seed of its own."""
    seed = sum(ord(c) * 131**i for i, c in enumerate(name)) % (2**31)
    sig = SOUNDS[name](random.Random(seed))
    pcm = array("h", (max(-32767, min(32767, round(s * 32767))) for s in sig))
    if sys.byteorder != "little":
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, verify) every sound."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "assets" / "sounds")
    parser.add_argument("--check", action="store_true", help="verify the files instead of writing them")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    stale = []
    for name in SOUNDS:
        data = render(name)
        path = args.out / f"{name}.wav"
        seconds = (len(data) - 44) / 2 / RATE
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(name)
            continue
        path.write_bytes(data)
        print(f"{path}  {seconds:.2f} s  {len(data) // 1024} KiB")
    if stale:
        print(f"out of date: {', '.join(stale)} (run tools/make_sounds.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
