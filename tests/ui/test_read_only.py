"""A tournament opened read-only: a clear title, every recording action off (issue 14)."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.director import next_hand_event
from app.launcher import _opening_notice
from app.present.console_keys import HINTS, Mode
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock


def where_keys_go(window: MainWindow) -> QWidget:
    focus = QApplication.focusWidget()
    return focus if focus is not None else window


def test_a_read_only_file_shows_read_only_and_records_nothing(
    qtbot: QtBot, three_handed: TournamentFile, clock: FixedClock
) -> None:
    three_handed.record(ClockStarted(clock.now))
    three_handed.record(next_hand_event(three_handed.state, 1, clock.now))
    path = three_handed.path
    three_handed.close()
    file = TournamentFile.open(path, read_only=True)
    try:
        window = MainWindow(LiveTournament(file, clock=clock))
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        # Keys go where a keyboard's would: to the active window (not yet, under load).
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        assert window.windowTitle().endswith("— Feltboard (read-only)")
        assert window.mode is Mode.READ_ONLY
        assert not any(action.isEnabled() for action in window.commands.values())
        assert not window.action_bar.isEnabled()
        assert window.action_bar.hint_label.text() == HINTS[Mode.READ_ONLY]
        for key in ("f", "c", "n"):
            qtbot.keyClicks(where_keys_go(window), key)
        assert window.action_bar.feedback.endswith(
            "this file is open read-only; nothing can be recorded"
        )
        assert window.session.undo() is not None
        before = file.state
        problem = window.session.record(ClockStarted(clock.now + 5))
        assert problem is not None and "read-only" in problem
        assert file.state is before
        shot = os.environ.get("FELTBOARD_SHOT")
        if shot:
            window.grab().save(shot)
    finally:
        file.close()
    with TournamentFile.open(path) as reopened:
        assert reopened.state.table(1).hand is not None
        assert not reopened.read_only


def test_the_console_names_a_read_only_file_when_it_opens(
    three_handed: TournamentFile,
) -> None:
    path = three_handed.path
    three_handed.close()
    with TournamentFile.open(path, read_only=True) as file:
        assert _opening_notice(file).startswith("t.feltboard is open read-only")
    with TournamentFile.open(path) as file:
        assert _opening_notice(file) == ""
