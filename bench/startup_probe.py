"""One startup, timed from interpreter start to a shown, responsive window.

Usage: python bench/startup_probe.py bare|feltboard
Prints two numbers: the seconds until the event loop first answered with the window on
screen, and the seconds until the window could record a dealer's action (the same moment
for a bare window; for Feltboard, when the console has replaced the start-up window).

Feltboard starts as a host's double-click does (no file named): in a throw-away data
folder it creates the demo tournament; with ``FELTBOARD_PROBE_DATA`` naming a data folder
(``XDG_DATA_HOME``) it reopens the tournament remembered there, as a returning host's.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The demo tournament is created in a throw-away data folder, not the user's.
os.environ["XDG_DATA_HOME"] = os.environ.get("FELTBOARD_PROBE_DATA") or tempfile.mkdtemp()


def main() -> int:
    """Show the chosen window, then report when the event loop answers."""
    mode = sys.argv[1]
    # Imports happen here on purpose: their time is part of what is measured.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    answered: list[float] = []

    def first_answer() -> None:
        answered.append(time.perf_counter() - START)

    def report(ready: float) -> None:
        print(f"{answered[0]:.4f} {ready:.4f}")
        app.quit()

    if mode == "bare":
        window = QMainWindow()
        window.resize(1440, 860)
        window.show()
        QTimer.singleShot(0, first_answer)
        QTimer.singleShot(0, lambda: report(answered[0]))
    else:
        from app.launcher import start_gui

        controller, starter = start_gui(None)
        QTimer.singleShot(0, first_answer)
        starter.ready.connect(lambda: QTimer.singleShot(0, lambda: report(
            time.perf_counter() - START)))
        starter.failed.connect(lambda message: sys.exit(message))
    app.exec()
    if mode != "bare":
        controller.close()
    return 0


START = time.perf_counter()
if __name__ == "__main__":
    raise SystemExit(main())
