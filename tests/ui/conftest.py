"""Fixtures for driving the real dealer console."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow


class FixedClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def three_handed(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann (seat 1), Bob (seat 2) and Cy (seat 3) at one tracked table, 20,000 each."""
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
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
