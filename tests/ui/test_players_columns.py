"""The Players tab shows every column whatever the names (issue 23.14: a long name pushed
Status and Prize behind a scrollbar; long hand-log lines were cut)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.session.models import StandingsColumn
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock


@pytest.mark.parametrize(
    "names", [["Ann"], ["Maximiliana von Hohenzollern-Sigmaringen", "Bob"]]
)
def test_every_column_is_in_view(qtbot: QtBot, tmp_path: Path, names: list[str]) -> None:
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    file.record(TableOpened(1, 9))
    for number, name in enumerate(names, start=1):
        file.record(PlayerRegistered(number, name))
        file.record(PlayerSeated(number, 1, number))
    try:
        window = MainWindow(LiveTournament(file, clock=FixedClock()))
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        window.tabs.setCurrentWidget(window.players)
        qtbot.waitExposed(window)
        view = window.players.view
        header = view.horizontalHeader()
        width = view.viewport().width()
        for column in StandingsColumn:
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            assert right <= width, (column, right, width)
        assert not view.horizontalScrollBar().isVisible()
        name = view.model().index(len(names) - 1, StandingsColumn.NAME)
        assert view.model().data(name, Qt.ItemDataRole.ToolTipRole) in names
        assert window.hand_log.lineWrapMode() is QPlainTextEdit.LineWrapMode.WidgetWidth
        window.close()
    finally:
        file.close()
