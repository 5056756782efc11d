"""The desktop app's composition root: QApplication, windows, and the self-test.

The console and the audience display never import each other; they share the live
session, and this module opens and connects them.
"""

from __future__ import annotations

import sys
import tempfile
import traceback
from pathlib import Path
from typing import TextIO

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from app import __version__
from app.display.window import AudienceDisplay, open_audience_display
from app.engine.errors import FeltboardError
from app.engine.tournament import setup_from_preset
from app.session.live import LiveTournament
from app.store.demo import create_demo, new_demo_path
from app.store.locations import add_recent, data_dir, recent_files, with_suffix
from app.store.tournament_file import TournamentFile
from app.ui.dialogs import NewTournamentDialog
from app.ui.main_window import MainWindow
from app.ui.theme import install_look

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
        self.display: AudienceDisplay | None = None

    def show(self, file: TournamentFile) -> MainWindow:
        """Show ``file`` in a new console window, closing the previous one."""
        previous_window, previous_file = self.window, self.file
        add_recent(file.path)
        session = LiveTournament(file)
        window = MainWindow(session)
        window.new_requested.connect(self.new_tournament)
        window.open_requested.connect(self.open_path)
        window.display_requested.connect(self.show_display)
        window.display_screen_chosen.connect(self.show_display_on)
        window.recent_provider = recent_files
        window.resize(1440, 860)
        window.show()
        session.start_ticking()
        self.file, self.window = file, window
        if self.display is not None:
            self.display.close()
            self.display = None
        if previous_window is not None:
            previous_window.close()
        if previous_file is not None:
            previous_file.close()
        return window

    def show_display(self) -> None:
        """Open (or raise) the audience display, full screen on a second monitor."""
        if self.window is None:
            return
        if self.display is None or not self.display.isVisible():
            self.display = open_audience_display(self.window.session)
        else:
            self.display.raise_()

    def show_display_on(self, index: int) -> None:
        """Put the audience display on screen ``index`` (full screen there)."""
        screens = QGuiApplication.screens()
        if not 0 <= index < len(screens):
            return
        self.show_display()
        if self.display is not None:
            self.display.show_on(screens[index])

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
        if self.display is not None:
            self.display.close()
        if self.file is not None:
            self.file.close()


def _complain(parent: QWidget | None, message: str) -> None:
    QMessageBox.warning(parent, "Feltboard", message)


def _application() -> QApplication:
    """The running QApplication, created on first use."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication(sys.argv)


def run_gui(path: Path | None = None) -> int:
    """Show the dealer console on ``path`` (or a ready demo) until the window closes."""
    app = _application()
    QApplication.setApplicationName("Feltboard")
    QApplication.setOrganizationName("Feltboard")
    install_look(app)
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

def self_test(out: TextIO) -> int:
    """Run the check; print each step to ``out``; 0 when everything worked."""
    app = _application()
    install_look(app)
    try:
        with tempfile.TemporaryDirectory() as folder:
            _play_one_hand(app, Path(folder) / "self-test.feltboard", out)
    except (FeltboardError, AssertionError, OSError) as error:
        traceback.print_exc(file=out)
        print(f"Self-test FAILED: {error}", file=out)
        return 1
    print(f"Self-test passed (Feltboard {__version__}).", file=out)
    return 0


def _play_one_hand(app: QApplication, path: Path, out: TextIO) -> None:
    file = create_demo(path)
    session = LiveTournament(file, clock=lambda: 1_000.0)
    console = MainWindow(session)
    display = AudienceDisplay(session)
    console.show()
    display.show()
    app.processEvents()
    print("Windows open: dealer console and audience display.", file=out)
    total = session.state.total_chips
    bar = console.action_bar
    bar.next_hand()
    assert session.state.table(1).hand_state is not None, "no hand was dealt"
    print("Hand 1 dealt: blinds posted by the engine.", file=out)
    # Everyone calls or checks to the river, the dealer skips the cards, then awards.
    for _ in range(200):
        hand = session.state.table(1).hand_state
        if hand is None:
            break
        if hand.to_act is not None:
            bar.check_or_call()
        elif hand.awaiting_board is not None:
            bar.skip_cards()
        else:
            winners = tuple(p.eligible[0] for p in hand.pots)
            for index, winner in enumerate(winners):
                bar._act_award(index, winner)
        app.processEvents()
    assert session.state.table(1).hand_state is None, "the hand did not finish"
    assert session.state.total_chips == total, "chips were created or lost"
    print(f"Hand 1 finished; {total:,} chips still in play.", file=out)
    console.close()
    display.close()
    file.close()
    reopened = TournamentFile.open(path)
    try:
        assert len(reopened.state.hands) == 1, "the hand was not saved"
    finally:
        reopened.close()
    print("Reopened the file: the hand is there.", file=out)
