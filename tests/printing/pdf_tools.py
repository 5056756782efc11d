"""Reading a PDF back as a reader would: its text (pdftotext), its pages as images
(pdftoppm) and its page sizes (pdfinfo), from poppler-utils."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

POPPLER = ("pdftotext", "pdftoppm", "pdfinfo")


def need_poppler() -> None:
    """Skip the test, saying why, where poppler-utils is not installed."""
    missing = [tool for tool in POPPLER if shutil.which(tool) is None]
    if missing:
        pytest.skip(
            f"{', '.join(missing)} not found: install poppler-utils to check printed PDFs"
        )


def pdf_text(path: Path) -> str:
    """The PDF's text, laid out as printed (``pdftotext -layout``)."""
    need_poppler()
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True, timeout=60)  # fmt: skip
    return done.stdout


def page_texts(path: Path) -> list[str]:
    """The text of each page (pages are separated by form feeds)."""
    return pdf_text(path).split("\f")[:-1]


def pdf_info(path: Path) -> dict[str, str]:
    """``pdfinfo``'s fields: ``Pages``, ``Page size``, ``Title``..."""
    need_poppler()
    done = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True,
                          timeout=60)  # fmt: skip
    fields = (line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    return {key.strip(): value.strip() for key, value in fields}


def render_pages(path: Path, out: Path) -> list[Path]:
    """Every page as a PNG at 50 dpi (``pdftoppm -png -r 50``), in page order."""
    need_poppler()
    out.mkdir(parents=True, exist_ok=True)
    prefix = out / path.stem
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(path), str(prefix)], check=True,
                   timeout=120)  # fmt: skip
    return sorted(out.glob(f"{path.stem}-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1]))


def ink_share(png: Path) -> float:
    """The share of a page's pixels that are not white: 0 for a blank page."""
    # Imported here: the pure tests of this folder never load Qt.
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert not image.isNull(), f"{png} is not an image"
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    width, height = image.width(), image.height()
    data = bytes(image.constBits())[: image.bytesPerLine() * height]
    line = image.bytesPerLine()
    dark = sum(
        1 for y in range(height) for value in data[y * line : y * line + width] if value < 200
    )
    return dark / (width * height)
