"""An empty table is not "Ready to deal." with a green Next Hand button (issue 23.9)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock


def test_an_empty_table_says_why_no_hand_and_its_button_is_off(
    qtbot: QtBot, tmp_path: Path
) -> None:
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    file.record(TableOpened(1, 9))
    try:
        window = MainWindow(LiveTournament(file, clock=FixedClock()))
        qtbot.addWidget(window)
        window.show()
        bar = window.action_bar
        assert bar.result_label.text() == "Table 1 has 0 player(s) with chips; a hand needs two"
        assert not bar.next_button.isEnabled()
        for number, name in ((1, "Ann"), (2, "Bob")):  # two players sit: now it is ready
            assert window.session.record(PlayerRegistered(number, name)) is None
            assert window.session.record(PlayerSeated(number, 1, number)) is None
        assert bar.result_label.text() == "Ready to deal."
        assert bar.next_button.isEnabled()
        window.close()
    finally:
        file.close()
