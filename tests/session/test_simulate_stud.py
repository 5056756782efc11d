"""``feltboard simulate`` plays stud levels (issue 27): seven-card stud, razz and stud
hi-lo hands dealt by the director, played to the end, the chips all there, the file
reopened to the same state, and a table of nine refused."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.engine.events import BroughtIn, StudStreetDealt
from app.engine.games import Game
from app.engine.presets import HOME_STANDARD
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import HandActed, HandStarted, TournamentSetup
from app.session.simulate import simulate
from app.store.tournament_file import TournamentFile
from tests.session.test_simulate import journal_events
from tests.tournament_kit import chips_brought


@pytest.fixture(scope="module")
def qt_core() -> QCoreApplication:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    return app


def stud_night(seats: int = 8) -> TournamentSetup:
    """Five-minute levels of stud, razz and stud hi-lo in turn."""
    games = (Game.STUD, Game.RAZZ, Game.STUD_HI_LO)
    levels = tuple(
        Level(0, 0, 25 * k, 300, 100 * k, 200 * k, game=games[k % 3], bring_in=25 * k)
        for k in range(1, 13)
    )
    setup = setup_from_preset(HOME_STANDARD, name="Stud night")
    return replace(setup, seats_per_table=seats, structure=BlindStructure(levels))


def test_simulate_plays_stud_levels_to_the_end(qt_core: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "stud.feltboard"
    report = simulate(path, players=14, tables=2, hands=240, seed=2, setup=stud_night())
    assert report.hands == 240
    events = journal_events(path)
    started = [e for e in events if isinstance(e, HandStarted)]
    assert {e.config.game for e in started} == {Game.STUD, Game.RAZZ, Game.STUD_HI_LO}
    assert all(len(e.config.seats) <= 8 and e.config.big_blind == 0 for e in started)
    acted = [e.event for e in events if isinstance(e, HandActed)]
    assert any(isinstance(e, BroughtIn) for e in acted)
    assert sum(isinstance(e, StudStreetDealt) for e in acted) >= 240
    with TournamentFile.open(path) as file:
        assert file.state.total_chips == chips_brought(file.state)


def test_a_stud_night_at_tables_of_nine_is_refused(
    qt_core: QCoreApplication, tmp_path: Path
) -> None:
    with pytest.raises(Exception, match="deals at most 8 players; the tables seat 9"):
        simulate(tmp_path / "nine.feltboard", players=9, tables=1, hands=2, seed=1,
                 setup=stud_night(seats=9))
