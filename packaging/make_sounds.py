"""Synthesise Capboard's table sounds into ``assets/sounds/`` with the standard library only.

Run from the repository's top folder: ``python packaging/make_sounds.py``. Every sound is
made here from noise, sine waves and simple filters (no recording, no sample library), so
the sounds are the project's own work (see ``assets/sounds/README.md`` for their licence).
Each sound has its own seeded random generator: running the script again writes the same
bytes, which a test checks.

The files are small on purpose: mono, 22,050 samples a second, 16 bits, under a second and
a half each.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22050
"""Samples a second: enough for table noises, half the size of CD quality."""
PEAK = 0.7
"""Every sound is scaled to this peak (about -3 dB), so none is much louder than another."""
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


# -- building blocks ---------------------------------------------------------------------------


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def noise(rng: random.Random, seconds: float) -> Samples:
    """White noise, uniform in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def biquad(samples: Iterable[float], kind: str, freq: float, q: float = 0.707) -> Samples:
    """A second-order filter (the "Audio EQ Cookbook" low-pass, high-pass or band-pass)."""
    w = 2 * math.pi * freq / RATE
    alpha = math.sin(w) / (2 * q)
    cos = math.cos(w)
    if kind == "low":
        b = ((1 - cos) / 2, 1 - cos, (1 - cos) / 2)
    elif kind == "high":
        b = ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2)
    else:  # band-pass, 0 dB at the centre
        b = (alpha, 0.0, -alpha)
    a0, a1, a2 = 1 + alpha, -2 * cos, 1 - alpha
    b0, b1, b2 = (x / a0 for x in b)
    a1, a2 = a1 / a0, a2 / a0
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def sweep_band(samples: Samples, start: float, end: float, q: float) -> Samples:
    """A band-pass whose centre glides from ``start`` to ``end`` (Hz) over the sound, made
    of short blocks filtered in turn (a whoosh)."""
    out: Samples = []
    block = 256
    x1 = x2 = y1 = y2 = 0.0
    for first in range(0, len(samples), block):
        t = first / max(1, len(samples) - 1)
        freq = start * (end / start) ** t
        w = 2 * math.pi * freq / RATE
        alpha = math.sin(w) / (2 * q)
        a0 = 1 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        for x in samples[first : first + block]:
            y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, x, y1, y
            out.append(y)
    return out


def decay(samples: Samples, seconds: float, attack: float = 0.002) -> Samples:
    """An exponential decay (``seconds`` to fall to a third), after a short linear attack."""
    rise = max(1, round(attack * RATE))
    return [x * min(1.0, i / rise) * math.exp(-(i / RATE) / seconds) for i, x in enumerate(samples)]


def tone(
    freq: Callable[[float], float], seconds: float, harmonics: Iterable[float] = (1.0,)
) -> Samples:
    """A tone whose pitch follows ``freq(t)``; ``harmonics`` are the amplitudes of the
    fundamental and its multiples."""
    weights = list(harmonics)
    out: Samples = []
    phase = 0.0
    for i in range(round(seconds * RATE)):
        phase += 2 * math.pi * freq(i / RATE) / RATE
        out.append(sum(w * math.sin((n + 1) * phase) for n, w in enumerate(weights)))
    return out


def steady(freq: float) -> Callable[[float], float]:
    """A pitch that does not change."""
    return lambda _t: freq


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> Samples:
    """Add ``sound`` into ``into`` from ``at`` seconds on (``into`` grows if needed)."""
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, x in enumerate(sound):
        into[start + i] += gain * x
    return into


def finish(samples: Samples, level: float = 1.0) -> Samples:
    """Scaled to ``level`` times :data:`PEAK`, with 5 ms fades at both ends so nothing
    clicks."""
    peak = max((abs(x) for x in samples), default=0.0) or 1.0
    out = [x * level * PEAK / peak for x in samples]
    fade = min(len(out) // 2, round(0.005 * RATE))
    for i in range(fade):
        out[i] *= i / fade
        out[-1 - i] *= i / fade
    return out


# -- the sounds --------------------------------------------------------------------------------


def dice(rng: random.Random) -> Samples:
    """Dice rattling onto the table: knocks ever closer and softer, as bounces are."""
    out = silence(0.05)
    at, gap, gain = 0.0, 0.11, 1.0
    for _ in range(7):
        for _die in range(2):  # two dice, never quite together
            knock = decay(biquad(noise(rng, 0.03), "band", rng.uniform(2200, 3800), 2.5), 0.006)
            body = decay(tone(steady(rng.uniform(900, 1400)), 0.04), 0.01)
            mix(out, knock, at + rng.uniform(0, 0.02), gain)
            mix(out, body, at + rng.uniform(0, 0.02), 0.25 * gain)
        at += gap * rng.uniform(0.8, 1.2)
        gap *= 0.72
        gain *= 0.78
    return out


def card(rng: random.Random) -> Samples:
    """A card slid onto the table: a rising swish, then the soft tap of it landing."""
    swish = sweep_band(noise(rng, 0.2), 1500, 5000, 1.2)
    swish = [x * math.sin(math.pi * i / len(swish)) ** 2 for i, x in enumerate(swish)]
    tap = decay(biquad(noise(rng, 0.04), "low", 900), 0.012)
    return mix(swish, tap, 0.17, 0.8)


def cannon(rng: random.Random) -> Samples:
    """A cannon: a sharp crack, then a low boom rolling away."""
    crack = decay(biquad(noise(rng, 0.05), "high", 1500), 0.008)
    rumble = decay(biquad(biquad(noise(rng, 0.9), "low", 260), "low", 260), 0.22, 0.004)
    thump = decay(tone(lambda t: 85 - 40 * min(1.0, t / 0.3), 0.6), 0.15, 0.003)
    out = mix(rumble, thump, 0.0, 0.8)
    return mix(out, crack, 0.0, 0.5)


def splash(rng: random.Random) -> Samples:
    """A ball falling into the sea: a burst of spray, then bubbles."""
    spray = decay(biquad(noise(rng, 0.6), "band", 1800, 0.6), 0.14, 0.01)
    out = mix(silence(0.7), spray, 0.0)
    for _ in range(9):
        start = rng.uniform(500, 800)
        rise = rng.uniform(1.6, 2.4)
        bubble = decay(tone(lambda t, s=start, r=rise: s * (1 + r * t / 0.05), 0.05), 0.015)
        mix(out, bubble, rng.uniform(0.04, 0.45), rng.uniform(0.1, 0.25))
    return out


def hit(rng: random.Random) -> Samples:
    """A ball striking a hull: a heavy thud and splintering wood."""
    thud = decay(tone(lambda t: 140 - 50 * min(1.0, t / 0.2), 0.35), 0.08)
    out = mix(silence(0.5), thud, 0.0)
    for _ in range(6):
        splinter = decay(biquad(noise(rng, 0.06), "band", rng.uniform(600, 2400), 3.0), 0.015)
        mix(out, splinter, rng.uniform(0.0, 0.22), rng.uniform(0.4, 0.9))
    return out


def sail(rng: random.Random) -> Samples:
    """A ship under way: a wave washing by and the creak of the timbers."""
    length = 1.2
    wash = biquad(biquad(noise(rng, length), "low", 700), "high", 120)
    wash = [x * math.sin(math.pi * i / len(wash)) ** 1.5 for i, x in enumerate(wash)]
    # The creak: a buzz (pulses of friction) whose pitch sags, heard through the hull.
    pulses: Samples = []
    phase = 0.0
    for i in range(round(0.45 * RATE)):
        t = i / RATE
        phase += (190 - 60 * t) / RATE
        pulses.append(1.0 if phase % 1.0 < 0.08 else 0.0)
    creak = biquad(biquad(pulses, "band", 650, 4.0), "band", 1100, 2.0)
    creak = [x * math.sin(math.pi * i / len(creak)) for i, x in enumerate(creak)]
    peak_wash = max(abs(x) for x in wash) or 1.0
    peak_creak = max(abs(x) for x in creak) or 1.0
    out = [x / peak_wash for x in wash]
    return mix(out, [x / peak_creak for x in creak], 0.3, 0.35)


def build(rng: random.Random) -> Samples:
    """Building: three hammer knocks on wood."""
    out = silence(0.6)
    for n, at in enumerate((0.0, 0.17, 0.34)):
        thump = decay(tone(steady(170.0), 0.12, (1.0, 0.4)), 0.03)
        wood = decay(biquad(noise(rng, 0.1), "band", rng.uniform(650, 800), 6.0), 0.035)
        click = decay(biquad(noise(rng, 0.01), "high", 3000), 0.002)
        gain = 1.0 if n < 2 else 1.15  # the last blow drives it home
        mix(out, thump, at, 0.6 * gain)
        mix(out, wood, at, 1.4 * gain)
        mix(out, click, at, 0.3 * gain)
    return out


def place(rng: random.Random) -> Samples:
    """A wooden piece set down on the board: one light knock."""
    wood = decay(biquad(noise(rng, 0.12), "band", 900, 5.0), 0.03)
    thump = decay(tone(steady(210.0), 0.1, (1.0, 0.3)), 0.025)
    click = decay(biquad(noise(rng, 0.01), "high", 3500), 0.002)
    out = mix(silence(0.2), wood, 0.0, 1.2)
    mix(out, thump, 0.0, 0.5)
    return mix(out, click, 0.0, 0.25)


def win(_rng: random.Random) -> Samples:
    """A short fanfare: three quick notes and a held one, up the major chord (C E G C)."""
    notes = ((523.25, 0.0, 0.12), (659.25, 0.13, 0.12), (783.99, 0.26, 0.12), (1046.5, 0.4, 0.8))
    brass = (1.0, 0.6, 0.45, 0.3, 0.2, 0.12)
    out = silence(1.25)
    for freq, at, held in notes:

        def pitch(t: float, f: float = freq) -> float:
            # A little vibrato once the note settles, as a player's would.
            return f * (1 + 0.006 * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.2))

        note = tone(pitch, held + 0.05, brass)
        rise, fall = round(0.02 * RATE), round(0.06 * RATE)
        n = len(note)
        shaped = [
            x
            * min(1.0, i / rise, (n - i) / fall)
            * (0.75 + 0.25 * math.exp(-i / (0.05 * RATE)))
            * math.exp(-i / (1.5 * RATE))
            for i, x in enumerate(note)
        ]
        mix(out, shaped, at)
    return out


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "dice": dice,
    "card": card,
    "cannon": cannon,
    "splash": splash,
    "hit": hit,
    "sail": sail,
    "build": build,
    "place": place,
    "win": win,
}
"""Every sound by its file name (without ``.wav``)."""

LEVELS = {"win": 0.5, "sail": 0.6, "splash": 0.8}
"""Sounds that last are heard louder than a knock of the same peak: they are made softer."""


def render(name: str) -> bytes:
    """The 16-bit samples of sound ``name``, little-endian, as the WAV file holds them."""
    rng = random.Random(f"capboard-sound-{name}")
    samples = finish(SOUNDS[name](rng), LEVELS.get(name, 1.0))
    return struct.pack(f"<{len(samples)}h", *(round(x * 32767) for x in samples))


def write(name: str, folder: Path = OUT) -> Path:
    """Write ``<folder>/<name>.wav`` and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(render(name))
    return path


def main(argv: list[str] | None = None) -> int:
    """Write every sound (or those named on the command line) to ``assets/sounds/``."""
    names = (argv if argv is not None else sys.argv[1:]) or list(SOUNDS)
    for name in names:
        if name not in SOUNDS:
            print(f"unknown sound {name!r}; known: {', '.join(SOUNDS)}", file=sys.stderr)
            return 2
        path = write(name)
        print(f"{path.name}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
