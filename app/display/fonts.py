"""Fonts and fitting on the audience display: every size is a fraction of the box height.

Numbers shrink to fit their space and are never cut; names and notes shrink a little,
then end in "…".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

LINE = 1.18
"""Line height as a multiple of the pixel size (generous, for every font's descenders)."""


def make_font(pixels: float, bold: bool = True) -> QFont:
    """The display font at a pixel size, with tabular figures so the clock does not dance."""
    font = QFont()
    font.setPixelSize(max(1, int(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Medium)
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


def text_width(font: QFont, text: str) -> float:
    """The advance of ``text`` in ``font``."""
    return QFontMetricsF(font).horizontalAdvance(text)


def fitted(text: str, width: float, height: float, bold: bool = True, floor: float = 0.0) -> QFont:
    """The largest font (by line height ``height``) in which ``text`` fits ``width``.

    With ``floor`` (a fraction of the full size) the font stops shrinking there; the text
    is then elided by the caller.
    """
    pixels = height / LINE
    font = make_font(pixels, bold)
    advance = text_width(font, text)
    if advance > width > 0:
        pixels = max(pixels * floor, pixels * width / advance)
        font = make_font(pixels, bold)
        while text_width(font, text) > width and pixels > 1 and pixels > height / LINE * floor:
            pixels -= 1
            font = make_font(pixels, bold)
    return font


def elide_runs(
    runs: Sequence[tuple[str, QColor]], font: QFont, width: float
) -> tuple[tuple[str, QColor], ...]:
    """Runs that fit ``width``, the last one shortened and ended with "…" if needed."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance("".join(t for t, _ in runs)) <= width:
        return tuple(runs)
    kept: list[tuple[str, QColor]] = []
    used = 0.0
    for text, colour in runs:
        advance = metrics.horizontalAdvance(text)
        if used + advance <= width - metrics.horizontalAdvance("…"):
            kept.append((text, colour))
            used += advance
            continue
        room = width - used
        short = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if short and short != "…":
            kept.append((short, colour))
        elif kept:
            last_text, last_colour = kept[-1]
            kept[-1] = (last_text.rstrip(" ·") + "…", last_colour)
        else:
            kept.append(("…", colour))
        break
    return tuple(kept)


def wrap(text: str, font: QFont, width: float, max_lines: int) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines of ``width`` (the last may elide)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        lines.append(line)
    if words:
        lines[-1] += " " + " ".join(words)
    return lines
