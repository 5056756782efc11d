"""The console asks once when the computer's clock jumps (issue 24.5)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.session.test_steady_clock import Hand


def _console(qtbot: QtBot, file: TournamentFile, wall: Hand, steady: Hand) -> MainWindow:
    session = LiveTournament(file, backup_folder=Path("unused"), wall=wall, steady=steady)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _questions(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox, "clockJump") if b.isVisible()]


def test_a_jump_forward_is_asked_once_and_counted_only_if_the_host_says(
    qtbot: QtBot, three_handed: TournamentFile
) -> None:
    wall, steady = Hand(1_000_000.0), Hand(0.0)
    window = _console(qtbot, three_handed, wall, steady)
    session = window.session
    assert session.edits.start_clock() is None
    full = session.clock_state().remaining_seconds
    wall.now += 600
    session._tick()
    session._tick()
    [box] = _questions(window)
    assert box.text() == "The computer's clock moved forward by 10:00."
    assert session.clock_state().remaining_seconds == full
    [count] = [b for b in box.findChildren(QPushButton) if b.text() == "Count the 10:00"]
    qtbot.mouseClick(count, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not _questions(window))
    assert session.clock_state().remaining_seconds == full - 600


def test_a_jump_back_is_told_and_enter_keeps_the_clock(
    qtbot: QtBot, three_handed: TournamentFile
) -> None:
    wall, steady = Hand(1_000_000.0), Hand(0.0)
    window = _console(qtbot, three_handed, wall, steady)
    session = window.session
    assert session.edits.start_clock() is None
    steady.now += 300
    wall.now += 300 - 3_600
    session._tick()
    [box] = _questions(window)
    assert box.text() == "The computer's clock was set back by 1:00:00."
    assert [b.text() for b in box.findChildren(QPushButton)] == ["Keep the tournament clock"]
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not _questions(window))
    assert session.clock_state().elapsed_in_level == 300
