"""Render each page of the setup dialog (a new night) at 1280×720, for a look.

Usage: ``python scripts/setup_screenshots.py [OUT_DIR]`` (offscreen works:
``QT_QPA_PLATFORM=offscreen``). Writes ``setup-<n>-<page>.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.ui.setup_dialog import PAGES, new_setup_dialog
from app.ui.theme import install_look


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "out", nargs="?", type=Path, default=Path("screenshots/setup"), metavar="OUT_DIR",
        help="the folder to write the PNGs into (default: screenshots/setup)",
    )  # fmt: skip
    out: Path = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    install_look(app)
    with tempfile.TemporaryDirectory() as folder:
        dialog = new_setup_dialog(Path(folder))
        dialog.resize(1280, 720)
        dialog.show()
        for index, title in enumerate(PAGES):
            dialog.tabs.setCurrentIndex(index)
            app.processEvents()
            name = title.lower().replace(" ", "-")
            dialog.grab().save(str(out / f"setup-{index + 1}-{name}.png"))
        dialog.close()
    print(f"Screenshots in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
