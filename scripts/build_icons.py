"""Rasterize the application icon: PNG sizes, a Windows .ico and a macOS .icns.

Usage (from the repository root; ``make resources`` runs it, then compiles the .qrc)::

    .venv/bin/python scripts/build_icons.py

Reads ``resources/icons/feltboard.svg`` and writes

- ``resources/icons/feltboard-<N>.png`` for N in 16, 32, 48, 64, 128, 256, 512 (the window
  icon, through the compiled resources, and the Linux hicolor icons);
- ``packaging/windows/feltboard.ico``: 16 to 256 px, PNG-compressed entries (Vista+);
- ``packaging/macos/feltboard.icns``: 16 to 1024 px (``ic10`` is 512@2x), PNG entries;
- ``resources/icons/arrow-<up|down>-<theme>[@2x].png``: the combo and spin box arrows of
  the QSS themes (Qt's style sheets cannot draw triangles themselves).

Only Qt is needed (QSvgRenderer, QImage); both container formats are written here, so
there is no Pillow dependency. The output depends only on the SVG and the Qt version.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPolygonF
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "feltboard.svg"
PNG_DIR = ROOT / "resources" / "icons"
ICO = ROOT / "packaging" / "windows" / "feltboard.ico"
ICNS = ROOT / "packaging" / "macos" / "feltboard.icns"

PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    # (OSType, pixels): PNG payloads, understood by macOS 10.7 and later.
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512x512@2x
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
)

ARROW_INK = {"dark": "#c2c9d1", "light": "#4a525d"}
"""Arrow colour per theme: light grey on the dark theme's fields, dark grey on white."""
ARROW_SIZE = 10
"""Arrow images are 10 x 10 logical pixels, with a 20 x 20 ``@2x`` copy for HiDPI."""


def png_name(size: int) -> str:
    """The file name of the ``size`` px icon in ``resources/icons``."""
    return f"feltboard-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` image, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return encode_png(image.convertToFormat(QImage.Format.Format_ARGB32))


def encode_png(image: QImage) -> bytes:
    """``image`` as PNG bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"Qt could not encode a {image.width()} px image as PNG")
    buffer.close()
    return bytes(data.data())


def arrow(direction: str, ink: str, scale: int) -> bytes:
    """A filled triangle pointing ``direction`` (``"up"`` or ``"down"``), as PNG bytes."""
    side = ARROW_SIZE * scale
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(ink))
    top, bottom = (3.0, 7.5) if direction == "down" else (7.0, 2.5)
    points = ((1.0, top), (9.0, top), (5.0, bottom))
    painter.drawPolygon(QPolygonF([QPointF(x * scale, y * scale) for x, y in points]))
    painter.end()
    return encode_png(image.convertToFormat(QImage.Format.Format_ARGB32))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding each PNG: ICONDIR, one ICONDIRENTRY each, then the data."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(chunks: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple icon family: ``icns``, the total length, then (type, length, data) chunks."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Write every raster icon; print what was written."""
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()  # no options
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"build_icons: cannot read {SVG}", file=sys.stderr)
        return 1
    wanted = {*PNG_SIZES, *ICO_SIZES, *(pixels for _, pixels in ICNS_TYPES)}
    pngs = {size: render(renderer, size) for size in sorted(wanted)}
    for size in PNG_SIZES:
        (PNG_DIR / png_name(size)).write_bytes(pngs[size])
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    ICNS.parent.mkdir(parents=True, exist_ok=True)
    ICNS.write_bytes(icns_bytes([(kind, pngs[pixels]) for kind, pixels in ICNS_TYPES]))
    for theme, ink in ARROW_INK.items():
        for direction in ("up", "down"):
            for scale, suffix in ((1, ""), (2, "@2x")):
                name = f"arrow-{direction}-{theme}{suffix}.png"
                (PNG_DIR / name).write_bytes(arrow(direction, ink, scale))
    del app
    sizes = ", ".join(str(size) for size in PNG_SIZES)
    print(f"Wrote {PNG_DIR.relative_to(ROOT)}/feltboard-{{{sizes}}}.png")
    print(f"Wrote {PNG_DIR.relative_to(ROOT)}/arrow-{{up,down}}-{{dark,light}}[@2x].png")
    print(f"Wrote {ICO.relative_to(ROOT)} and {ICNS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
