"""Start the desktop app: a QApplication, the live session and the console window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from app.engine.errors import FeltboardError
from app.session.live import LiveTournament
from app.store.demo import create_demo, new_demo_path
from app.store.locations import add_recent, data_dir
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow


def open_or_create(path: Path | None) -> TournamentFile:
    """The tournament at ``path``, or a new demo tournament in the data folder.

    :raises FeltboardError: if ``path`` is not a readable Feltboard tournament.
    """
    if path is None:
        return create_demo(new_demo_path(data_dir() / "demos"))
    return TournamentFile.open(path)


def run_gui(path: Path | None = None) -> int:
    """Show the dealer console on ``path`` (or a ready demo) until the window closes."""
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Feltboard")
    try:
        file = open_or_create(path)
    except (FeltboardError, OSError) as error:
        QMessageBox.critical(None, "Feltboard", f"Cannot open the tournament:\n{error}")
        return 1
    add_recent(file.path)
    session = LiveTournament(file)
    window = MainWindow(session)
    window.resize(1440, 860)
    window.show()
    session.start_ticking()
    try:
        return app.exec()
    finally:
        file.close()
