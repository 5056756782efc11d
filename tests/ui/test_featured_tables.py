"""The host chooses the tables the TV features, in the Tables tab, by keys (issue 25)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.shots import SHOTS


def test_the_host_features_a_table_on_the_tv_by_keys(
    qtbot: QtBot, console: Callable[[], MainWindow], three_handed: TournamentFile
) -> None:
    window = console()
    session = window.session
    assert session.edits.open_table() is None  # table 2
    window.tabs.setCurrentWidget(window.tables)
    panel = window.tables
    button = panel.feature_button
    panel.tables_list.setCurrentRow(-1)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)  # nothing selected: said, nothing recorded
    assert panel.error_label.text() == "Select the table to feature on the TV first"
    assert not button.isChecked() and session.state.setup.look.featured == ()
    panel.tables_list.setFocus()
    qtbot.keyClick(panel.tables_list, Qt.Key.Key_Down)  # nothing selected: table 1
    qtbot.keyClick(panel.tables_list, Qt.Key.Key_Down)  # table 2
    assert panel.tables_list.currentRow() == 1
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert session.state.setup.look.featured == (2,)
    assert button.isChecked() and panel.error_label.isHidden()
    assert panel.tables_list.item(1).text().endswith("· featured on the TV")
    assert session.edits.last_step().text == "Feature table 2 on the TV"
    if SHOTS.is_dir() and os.access(SHOTS, os.W_OK):
        panel.grab().save(str(SHOTS / "net-featured-on-tv.png"))
    panel.tables_list.setFocus()
    qtbot.keyClick(panel.tables_list, Qt.Key.Key_Up)  # table 1: not featured
    assert not button.isChecked()
    qtbot.keyClick(panel.tables_list, Qt.Key.Key_Down)
    assert button.isChecked()
    # It is a setup change in the journal: the file reopened still features table 2.
    window.close()
    with TournamentFile.open(three_handed.path, read_only=True) as again:
        assert LiveTournament(again).state.setup.look.featured == (2,)


def test_stopping_and_undoing_a_featured_table(tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    from app.engine.presets import HOME_STANDARD
    from app.engine.tournament import setup_from_preset

    with TournamentFile.create(tmp_path / "f.feltboard", setup_from_preset(HOME_STANDARD)) as file:
        for number in range(1, 5):
            file.record(PlayerRegistered(number, f"P{number}"))
        file.record(TableOpened(1, 9))
        file.record(TableOpened(2, 9))
        for number in range(1, 5):
            file.record(PlayerSeated(number, 1 + number % 2, number))
        session = LiveTournament(file)
        edits = session.edits
        assert edits.feature_on_tv(7, True) == "Table 7 is not in play"
        assert edits.feature_on_tv(1, True) is None
        assert edits.feature_on_tv(1, True) is None  # already: nothing recorded
        assert edits.feature_on_tv(2, True) is None
        assert session.state.setup.look.featured == (1, 2)
        assert session.state.setup.look.is_default  # not a look: the pages' look unchanged
        assert edits.feature_on_tv(1, False) is None
        assert edits.last_step().text == "Stop featuring table 1 on the TV"
        assert edits.undo() is None
        assert session.state.setup.look.featured == (1, 2)
