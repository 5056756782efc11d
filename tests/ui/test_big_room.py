"""The console in a 300-player room on 34 tables: a table found by typing its number, and
the Tables tab saying which tables play, which wait for their next hand, which are on pads.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, SeatsDrawn, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock

PLAYERS, TABLES = 300, 34


@pytest.fixture
def big_room(tmp_path: Path) -> Iterator[TournamentFile]:
    """300 players drawn to 34 tables of 9, no hand dealt yet."""
    file = TournamentFile.create(tmp_path / "big.feltboard", setup_from_preset(HOME_STANDARD))
    with file.unsynced():  # 335 fsyncs would only slow the test down
        for number in range(1, PLAYERS + 1):
            file.record(PlayerRegistered(number, f"Player {number}"))
        for table in range(1, TABLES + 1):
            file.record(TableOpened(table, 9))
        file.record(SeatsDrawn(25))
    yield file
    file.close()


@pytest.fixture
def window(qtbot: QtBot, big_room: TournamentFile) -> MainWindow:
    console = MainWindow(LiveTournament(big_room, clock=FixedClock()))
    qtbot.addWidget(console)
    console.resize(1440, 860)
    console.show()
    qtbot.waitExposed(console)
    return console


def test_typing_a_tables_number_in_the_picker_goes_to_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    picker = window.table_picker
    assert picker.count() == TABLES
    assert window.session.edits.deal(1) is None  # a hand to bet in: digits would be an amount
    picker.setFocus()
    qtbot.keyClicks(picker, "27")
    assert window.action_bar.table == 27
    assert picker.currentText() == "Table 27"
    assert "27" not in window.action_bar.amount_edit.text()  # the digits went to the picker
    # No table 2 then 7 then 9 ... "279" is no table: the 9 starts again, at table 9.
    qtbot.keyClicks(picker, "9")
    assert window.action_bar.table == 9
    qtbot.keyClick(picker, Qt.Key.Key_Down)  # the arrows still step through the list
    assert window.action_bar.table == 10


def test_the_tables_tab_says_which_tables_play_wait_or_are_on_pads(
    qtbot: QtBot, window: MainWindow
) -> None:
    session = window.session
    assert session.edits.deal(1) is None
    assert session.edits.deal(12) is None
    window.show_pads_recording({12: ("Ann's phone", "20:15")})
    panel = window.tables
    window.tabs.setCurrentWidget(panel)
    lines = [panel.tables_list.item(row).text() for row in range(panel.tables_list.count())]
    assert len(lines) == TABLES
    assert "hand 1 in play" in lines[0]
    assert "hand 2 in play" in lines[11] and "pad: Ann's phone (20:15)" in lines[11]
    assert "waiting for the next hand" in lines[1]
    summary = panel.findChild(QLabel, "tablesSummary")
    assert summary is not None
    assert summary.text() == (
        "34 tables · hands in play: 2 · waiting for the next hand: 32 · on pads: 1"
    )
