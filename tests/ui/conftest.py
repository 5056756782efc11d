"""Fixtures for driving the real dealer console."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.theme import SETTINGS_THEME, Theme, install_look


class FixedClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def seat_ann_bob_cy(file: TournamentFile, seats: tuple[int, int, int] = (1, 2, 3),
                    table_size: int = 9) -> None:
    """Register Ann, Bob and Cy (players 1-3) and seat them at table 1 in ``seats``."""
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, table_size))
    for number, seat in enumerate(seats, start=1):
        file.record(PlayerSeated(number, 1, seat))


def active_console(qtbot: QtBot, session: LiveTournament) -> MainWindow:
    """The console on ``session`` at 1280x720, shown and the active window, so that key
    events reach it as a dealer's typing does."""
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def three_handed(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann (seat 1), Bob (seat 2) and Cy (seat 3) at one tracked table, 20,000 each."""
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    seat_ann_bob_cy(file)
    yield file
    file.close()


@pytest.fixture
def console(
    qtbot: QtBot, three_handed: TournamentFile, clock: FixedClock
) -> Callable[[], MainWindow]:
    """A function opening the console on the three-handed tournament."""

    def make() -> MainWindow:
        session = LiveTournament(three_handed, clock=clock)
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture(params=list(Theme), ids=lambda theme: theme.value)
def themed(
    request: pytest.FixtureRequest, restored_app: QApplication, tmp_path: Path
) -> Theme:
    """Feltboard's look in each theme, installed as the launcher does; the app's look is
    put back afterwards (``restored_app``)."""
    store = QSettings(str(tmp_path / "look.ini"), QSettings.Format.IniFormat)
    store.setValue(SETTINGS_THEME, request.param.value)
    install_look(restored_app, store)
    return request.param
