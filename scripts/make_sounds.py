"""Synthesize the extra alert chimes in resources/sounds (our own, no recordings).

Run from the repository root: ``.venv/bin/python scripts/make_sounds.py``. Writes
``bell.wav`` (a soft two-tone bell) and ``triple_beep.wav`` (three short beeps): mono,
22,050 Hz, 16-bit, like the other chimes, and the same bytes every time.
"""

from __future__ import annotations

import argparse
import math
import struct
import wave
from pathlib import Path

RATE = 22_050
FOLDER = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(freqs: tuple[float, ...], seconds: float, decay: float, level: float) -> list[float]:
    """Partials at ``freqs`` with a fast attack and an exponential fade."""
    samples = []
    for n in range(int(RATE * seconds)):
        t = n / RATE
        envelope = min(1.0, t / 0.005) * math.exp(-t * decay)
        value = sum(math.sin(2 * math.pi * f * t) / (i + 1) for i, f in enumerate(freqs))
        samples.append(level * envelope * value / len(freqs))
    return samples


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def write(name: str, samples: list[float]) -> None:
    with wave.open(str(FOLDER / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(
            struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples
        ))


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()  # no options
    bell = tone((880.0, 1760.0, 2637.0), 0.9, 4.0, 0.8)
    bell_low = tone((659.3, 1318.5, 1977.0), 1.1, 3.5, 0.8)
    write("bell.wav", bell[: int(RATE * 0.35)] + bell_low)
    beep = tone((1046.5,), 0.12, 8.0, 0.7)
    write("triple_beep.wav", beep + silence(0.08) + beep + silence(0.08) + beep)


if __name__ == "__main__":
    main()
