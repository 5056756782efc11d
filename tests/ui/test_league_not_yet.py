"""A host with no league yet is told, in the console's words, where to start one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerBusted, TableTrackingChanged
from app.launcher import Controller
from app.store.demo import DEMO_PLAYERS, create_demo
from app.ui.league_window import LOCATION_KEY, LeagueWindow


def test_the_league_window_says_how_to_start_a_league(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, str(tmp_path / "league.sqlite"))
    window = LeagueWindow(settings)
    qtbot.addWidget(window)
    window.show()
    text = window.message.text()
    assert text.startswith(f"There is no league at {tmp_path / 'league.sqlite'} yet.")
    assert "New league…" in text and "feltboard league" not in text and "…." not in text


def test_add_to_league_without_a_league_opens_the_league_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    QSettings().setValue(LOCATION_KEY, str(tmp_path / "none-yet.sqlite"))
    told: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(
            f"PySide6.QtWidgets.QMessageBox.{kind}", lambda _w, _t, text: told.append(text)
        )
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.question", lambda *_args: told.append("asked") or 0
    )
    controller = Controller()
    window = controller.show(create_demo(tmp_path / "demo.feltboard"))
    qtbot.addWidget(window)
    try:
        session = window.session
        assert session.record(TableTrackingChanged(1, False)) is None
        for player in range(2, len(DEMO_PLAYERS) + 1):
            assert session.record(PlayerBusted(player, 1)) is None
        assert told == ["asked"]  # the end of the night offers it (answered No here)
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        window.findChild(QAction, "leagueAddAction").trigger()
        league = controller.league.league_window
        assert league is not None and league.isVisible()
        assert "New league…" in told[-1] and "feltboard league" not in told[-1]
        assert not Path(tmp_path / "none-yet.sqlite").exists()  # nothing made behind its back
    finally:
        window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)
