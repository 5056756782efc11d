"""One startup, timed from interpreter start to a shown, responsive window.

Usage: python bench/startup_probe.py bare|feltboard
Prints the seconds elapsed when the event loop first ran after the window was shown.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    """Show the chosen window, then report when the event loop answers."""
    mode = sys.argv[1]
    # Imports happen here on purpose: their time is part of what is measured.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    folder = tempfile.mkdtemp()
    if mode == "bare":
        window = QMainWindow()
        window.resize(1440, 860)
        window.show()
    else:
        from app.session.live import LiveTournament
        from app.store.demo import create_demo
        from app.ui.main_window import MainWindow

        file = create_demo(Path(folder) / "startup.feltboard")
        window = MainWindow(LiveTournament(file))
        window.resize(1440, 860)
        window.show()

    def answered() -> None:
        print(f"{time.perf_counter() - START:.4f}")
        app.quit()

    QTimer.singleShot(0, answered)
    app.exec()
    return 0


START = time.perf_counter()
if __name__ == "__main__":
    raise SystemExit(main())
