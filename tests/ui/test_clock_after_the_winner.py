"""Once there is a winner the console's clock stops counting: the bar says the night is
over and who won, its controls rest, and undoing the last bust brings the clock back."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerBusted, PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.clock_bar import ClockBar
from tests.ui.conftest import FixedClock


def test_the_clock_bar_after_the_winner(qtbot: QtBot, tmp_path: Path) -> None:
    clock = FixedClock()
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    try:
        for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
            file.record(PlayerRegistered(number, name))
        file.record(TableOpened(1, 9, tracked=False))
        for number in (1, 2, 3):
            file.record(PlayerSeated(number, 1, number))
        session = LiveTournament(file, clock=clock)
        bar = ClockBar(session)
        qtbot.addWidget(bar)
        assert session.record(ClockStarted(clock.now)) is None
        assert session.record(PlayerBusted(3, 1)) is None
        assert bar.level_label.text().startswith("Level 1")
        assert bar.run_button.isEnabled()

        assert session.record(PlayerBusted(2, 1)) is None
        clock.now += 600
        session.clock_ticked.emit()
        assert bar.level_label.text() == "Tournament over"
        assert bar.time_label.text() == ""
        assert bar.next_label.text() == "Ann wins"
        assert not any(button.isEnabled() for button in bar._controls)

        assert session.undo() is None
        assert bar.level_label.text().startswith("Level ")
        assert bar.run_button.isEnabled() and bar.run_button.text() == "Pause"
    finally:
        file.close()
