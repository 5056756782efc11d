"""The live console in seed 001's $1/$2 fixed-limit game after a short all-in turn bet."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from app.engine.config import Street
from app.engine.events import RaisedTo, WentAllIn
from app.engine.presets import FIXED_LIMIT_1_2
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    ChipsCounted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.action_bar import ActionBar
from app.ui.main_window import MainWindow


@pytest.fixture
def short_big_blind(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann (seat 1, button), Bob (2, small blind) with $100 each and Cy (3, big blind)
    with $2, counted at the table before it is tracked."""
    file = TournamentFile.create(tmp_path / "fl.feltboard", setup_from_preset(FIXED_LIMIT_1_2))
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9, tracked=False))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    file.record(ChipsCounted(1, ((1, 149), (2, 149), (3, 2))))
    file.record(TableTrackingChanged(1, True))
    yield file
    file.close()


def click(qtbot: QtBot, button: QPushButton) -> None:
    """A single click, spaced from the last so Qt does not see a double-click."""
    assert button.isEnabled(), button.objectName()
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def offered_raise(bar: ActionBar) -> str | None:
    """The raise amount the console offers, or None when raising is not offered."""
    return bar.amount_edit.text() if bar.wager_button.isEnabled() else None


def test_a_one_dollar_all_in_on_the_turn_may_be_raised_to_three_even_by_the_checker(
    qtbot: QtBot, short_big_blind: TournamentFile
) -> None:
    session = LiveTournament(short_big_blind, clock=lambda: 1_000.0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    bar = window.action_bar
    click(qtbot, bar.next_button)
    for _ in range(6):  # Ann calls $1, Bob and Cy check; everyone checks the flop
        state = session.state.table(1).hand_state
        if state is not None and state.awaiting_board is not None:
            click(qtbot, bar.skip_button)
        click(qtbot, bar.check_button)
    click(qtbot, bar.skip_button)  # the turn, without cards
    state = session.state.table(1).hand_state
    assert state is not None and state.street is Street.TURN and state.to_act == 2
    click(qtbot, bar.check_button)  # Bob checks
    click(qtbot, bar.all_in_button)  # Cy: all-in for $1, half a $2 bet
    state = session.state.table(1).hand_state
    assert state is not None and state.events[-1] == WentAllIn(3)
    # Ann: call $1, or raise a full bet above the all-in: to $3 (not to $2)
    assert "Call 1" in bar.check_button.text()
    assert offered_raise(bar) == "3"
    assert not bar.half_button.isEnabled() and not bar.pot_button.isEnabled()
    click(qtbot, bar.check_button)  # Ann calls the all-in
    # Bob checked before the all-in; it was a full bet, so he may raise it
    assert "Call 1" in bar.check_button.text()
    assert offered_raise(bar) == "3"
    click(qtbot, bar.wager_button)
    state = session.state.table(1).hand_state
    assert state is not None and state.events[-1] == RaisedTo(2, 3)
    assert offered_raise(bar) == "5"  # Ann may re-raise, one full bet above
