"""The League window reads right with one night played: words, alignment, chart axes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCharts import QLineSeries, QValueAxis
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from app.store.league.store import LeagueStore
from app.store.league.submission import read_submission
from app.store.stats import tournament_stats
from app.store.tournament_file import TournamentFile
from app.ui.league_charts import points_chart
from app.ui.league_window import LOCATION_KEY, LeagueWindow
from tests.ui.test_league_window import nights  # noqa: F401 - the module's fixture


@pytest.mark.parametrize("played", [0, 1, 3, 25])
def test_the_season_chart_ticks_whole_nights(qtbot: QtBot, played: int) -> None:
    chart = points_chart({"Ann": [10.0] * played, "Bob": [5.0] * played})
    [x_axis] = [a for a in chart.axes(Qt.Orientation.Horizontal) if isinstance(a, QValueAxis)]
    assert x_axis.min() == 1.0 and x_axis.max() == max(played, 2)
    assert x_axis.tickType() is QValueAxis.TickType.TicksDynamic
    interval = x_axis.tickInterval()
    assert interval >= 1 and interval.is_integer()
    assert (x_axis.max() - x_axis.min()) / interval <= 10  # at most about ten labels
    lines = [s for s in chart.series() if isinstance(s, QLineSeries)]
    assert all(line.pointsVisible() for line in lines)  # one night is a dot, not nothing


def test_one_night_in_words_and_names_to_the_left(
    qtbot: QtBot, tmp_path: Path, nights: list[Path]  # noqa: F811
) -> None:
    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
        store.add_tournament(read_submission(nights[0]), None)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, location)
    tonight = TournamentFile.open(nights[0], read_only=True)
    window = LeagueWindow(settings, lambda: tournament_stats(tonight))
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.season_box.itemText(0) == "2026 (1 night)"
        window.tabs.setCurrentIndex(3)  # Tonight
        names = window.tonight_stats.item(0, 0)
        assert names is not None and names.text()
        assert not names.textAlignment() & Qt.AlignmentFlag.AlignRight
        hands = window.tonight_stats.item(0, 1)
        assert hands is not None and hands.textAlignment() & Qt.AlignmentFlag.AlignRight
    finally:
        window.close()
        tonight.close()


def test_no_two_controls_share_an_alt_key(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, str(tmp_path / "none.sqlite"))
    window = LeagueWindow(settings)
    qtbot.addWidget(window)
    texts = [button.text() for button in window.findChildren(QAbstractButton)]
    texts += [window.tabs.tabText(index) for index in range(window.tabs.count())]
    texts += [label.text() for label in window.findChildren(QLabel) if label.buddy() is not None]
    letters = [m.group(1).casefold() for t in texts if (m := re.search(r"&([^&])", t))]
    assert len(letters) >= 6
    assert sorted(letter for letter in set(letters) if letters.count(letter) > 1) == []
