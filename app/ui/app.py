"""Start the desktop app: a QApplication, the live session and the console window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from app.engine.errors import FeltboardError
from app.engine.tournament import setup_from_preset
from app.session.live import LiveTournament
from app.store.demo import create_demo, new_demo_path
from app.store.locations import add_recent, data_dir, recent_files, with_suffix
from app.store.tournament_file import TournamentFile
from app.ui.dialogs import NewTournamentDialog
from app.ui.main_window import MainWindow

FILE_FILTER = "Feltboard tournaments (*.feltboard)"


def open_or_create(path: Path | None) -> TournamentFile:
    """The tournament at ``path``, or a new demo tournament in the data folder.

    :raises FeltboardError: if ``path`` is not a readable Feltboard tournament.
    """
    if path is None:
        return create_demo(new_demo_path(data_dir() / "demos"))
    return TournamentFile.open(path)


class Controller:
    """Owns the open tournament and its window; switches them on New and Open."""

    def __init__(self) -> None:
        self.file: TournamentFile | None = None
        self.window: MainWindow | None = None

    def show(self, file: TournamentFile) -> MainWindow:
        """Show ``file`` in a new console window, closing the previous one."""
        previous_window, previous_file = self.window, self.file
        add_recent(file.path)
        session = LiveTournament(file)
        window = MainWindow(session)
        window.new_requested.connect(self.new_tournament)
        window.open_requested.connect(self.open_path)
        window.recent_provider = recent_files
        window.resize(1440, 860)
        window.show()
        session.start_ticking()
        self.file, self.window = file, window
        if previous_window is not None:
            previous_window.close()
        if previous_file is not None:
            previous_file.close()
        return window

    def new_tournament(self) -> None:
        """Ask for a preset and a file name, then open the new tournament."""
        parent = self.window
        dialog = NewTournamentDialog(parent)
        if dialog.exec() != NewTournamentDialog.DialogCode.Accepted:
            return
        default = str(data_dir() / f"{dialog.tournament_name}.feltboard")
        chosen, _ = QFileDialog.getSaveFileName(parent, "New tournament", default, FILE_FILTER)
        if not chosen:
            return
        setup = setup_from_preset(dialog.preset, dialog.tournament_name, dialog.seats.value())
        try:
            file = TournamentFile.create(with_suffix(chosen), setup)
        except (FeltboardError, OSError) as error:
            _complain(parent, f"Cannot create the tournament:\n{error}")
            return
        self.show(file)

    def open_path(self, path: str) -> None:
        """Open the tournament at ``path`` (the current one stays if that fails)."""
        if not path:
            chosen, _ = QFileDialog.getOpenFileName(
                self.window, "Open tournament", str(data_dir()), FILE_FILTER
            )
            if not chosen:
                return
            path = chosen
        try:
            file = TournamentFile.open(path)
        except (FeltboardError, OSError) as error:
            _complain(self.window, f"Cannot open {path}:\n{error}")
            return
        self.show(file)

    def close(self) -> None:
        """Close the open tournament (everything is already saved)."""
        if self.file is not None:
            self.file.close()


def _complain(parent: QWidget | None, message: str) -> None:
    QMessageBox.warning(parent, "Feltboard", message)


def run_gui(path: Path | None = None) -> int:
    """Show the dealer console on ``path`` (or a ready demo) until the window closes."""
    app = QApplication.instance() or QApplication(sys.argv)
    QApplication.setApplicationName("Feltboard")
    try:
        file = open_or_create(path)
    except (FeltboardError, OSError) as error:
        QMessageBox.critical(None, "Feltboard", f"Cannot open the tournament:\n{error}")
        return 1
    controller = Controller()
    controller.show(file)
    try:
        return app.exec()
    finally:
        controller.close()
