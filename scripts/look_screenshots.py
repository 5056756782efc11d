"""Render the audience display in a host's own look (logo, colours, panels), landscape and
portrait, to PNG files.

Run from the repository root::

    .venv/bin/python scripts/look_screenshots.py [--out screenshots]

Writes ``screenshots/look-<name>.png``. The logo is drawn here (an SVG and a PNG made on
the spot), never a real club's. With Chromium installed (``chromium`` on the PATH) it
also renders the network service's ``/tv`` page in the navy look, landscape and portrait
(``look-web-*.png``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from display_screenshots import on_break, running_hand
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPolygonF
from PySide6.QtWidgets import QApplication

from app.display.window import AudienceDisplay
from app.engine.look import DisplayLook, Orientation, Panel
from app.service.server import TournamentService

SAMPLE_SVG = b"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
  <circle cx="60" cy="60" r="54" fill="#e8c547" stroke="#ffffff" stroke-width="6"/>
  <path d="M60 22 C40 48 28 58 40 74 C48 84 58 78 58 72 L52 98 L68 98 L62 72
           C62 78 72 84 80 74 C92 58 80 48 60 22 Z" fill="#10233f"/>
  <text x="130" y="58" font-family="sans-serif" font-size="40" font-weight="bold"
        fill="#ffffff">OAK LANE</text>
  <text x="132" y="98" font-family="sans-serif" font-size="28" fill="#e8c547">POKER CLUB</text>
</svg>
"""


def sample_png() -> bytes:
    """A square PNG logo drawn with QPainter: a spade on a round badge."""
    image = QImage(256, 256, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#c0392b"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(8, 8, 240, 240)
    painter.setBrush(QColor("#fdf6e3"))
    painter.drawPolygon(QPolygonF([QPointF(128, 40), QPointF(200, 150), QPointF(56, 150)]))
    painter.setPen(QColor("#fdf6e3"))
    font = QFont()
    font.setPixelSize(56)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(image.rect().adjusted(0, 120, 0, 0), Qt.AlignmentFlag.AlignHCenter, "RR")
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


LOOKS = {
    "navy-landscape": (
        DisplayLook(SAMPLE_SVG, "#10233f", "#ffffff", "#e8c547"), running_hand, 1920, 1080,
    ),
    "navy-portrait": (
        DisplayLook(SAMPLE_SVG, "#10233f", "#ffffff", "#e8c547",
                    orientation=Orientation.PORTRAIT), running_hand, 1080, 1920,
    ),
    "light-two-panels": (
        DisplayLook(b"", "#f4efe6", "#1d1d1d", "#9c2f1f",
                    panels=(Panel.CHIP_LEADER, Panel.PAYOUTS)), on_break, 1920, 1080,
    ),
    "png-auto-portrait": (
        DisplayLook(b"", "#1b1b1b", "#fdf6e3", "#ff8f3f",
                    panels=(Panel.PLAYERS_LEFT, Panel.AVERAGE_STACK, Panel.NEXT_BREAK),
                    orientation=Orientation.AUTO), running_hand, 1080, 1920,
    ),
}


def run(out: Path) -> Iterator[str]:
    app = QApplication.instance() or QApplication(sys.argv)
    assert app is not None
    out.mkdir(parents=True, exist_ok=True)
    for name, (look, build, width, height) in LOOKS.items():
        if name.startswith("png"):
            look = replace(look, logo=sample_png())
        with tempfile.TemporaryDirectory() as folder:
            session, _clock = build(Path(folder))
            problem = session.change_setup(replace(session.state.setup, look=look))
            assert problem is None, problem
            display = AudienceDisplay(session)
            display.resize(width, height)
            display.refresh()
            path = out / f"look-{name}.png"
            display.grab().save(str(path))
            yield str(path)
            display.close()
            display.deleteLater()
            session.file.close()


def web_shots(out: Path) -> Iterator[str]:
    """The /tv page in a browser, following the navy look (needs ``chromium``)."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        yield "chromium not found: no web screenshots"
        return
    app = QApplication.instance() or QApplication(sys.argv)
    for name, look_name, size in (("landscape", "navy-landscape", "1920,1080"),
                                  ("portrait", "navy-portrait", "1080,1920")):
        look = LOOKS[look_name][0]
        with tempfile.TemporaryDirectory() as folder:
            session, _clock = running_hand(Path(folder))
            assert session.change_setup(replace(session.state.setup, look=look)) is None
            service = TournamentService(session)
            assert service.listen("127.0.0.1", 0) is None
            path = out / f"look-web-{name}.png"
            shot = subprocess.Popen([
                browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                f"--window-size={size}", f"--screenshot={path}",
                "--virtual-time-budget=4000", service.url("/tv"),
            ], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + 60
            while shot.poll() is None and time.monotonic() < deadline:
                app.processEvents()  # the page's WebSocket is answered on this thread
                time.sleep(0.02)
            if shot.poll() is None:
                shot.kill()
            service.close()
            session.file.close()
            yield str(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    args = parser.parse_args()
    for line in run(args.out):
        print(line)
    for line in web_shots(args.out):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
