"""The console at its smallest window (1200 × 680) and at 1280 × 720: the betting row's
eight controls of a pot-limit Omaha hand fit beside the tabs without overlapping, with
the theme installed, in English and in Spanish (longer words)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.engine.clock_events import ClockStarted
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, SeatsDrawn, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.i18n import install_language, save_language_choice, uninstall_language
from app.ui.main_window import MainWindow
from app.ui.theme import install_look
from tests.ui.test_keyboard import type_text


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication, tmp_path: Path) -> Iterator[str]:
    uninstall_language(qapp)
    if request.param == "es":
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        save_language_choice("es", settings)
        install_language(qapp, settings)
    yield request.param
    uninstall_language(qapp)


def omaha_table(path: Path) -> LiveTournament:
    file = TournamentFile.create(path, setup_from_preset(preset_named("PLO — home game"), "PLO"))
    session = LiveTournament(file, clock=lambda: 10.0)
    for number, name in enumerate(("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"), start=1):
        assert session.record(PlayerRegistered(number, name)) is None
    assert session.record(TableOpened(1, 9)) is None
    assert session.record(SeatsDrawn(3)) is None
    assert session.record(ClockStarted(0.0)) is None
    return session


@pytest.mark.parametrize("size", [(1200, 680), (1280, 720)])
def test_the_betting_row_fits_a_small_window(
    qtbot: QtBot, restored_app: QApplication, tmp_path: Path, language: str,
    size: tuple[int, int],
) -> None:
    install_look(restored_app, QSettings(str(tmp_path / "look.ini"), QSettings.Format.IniFormat))
    window = MainWindow(omaha_table(tmp_path / "plo.feltboard"))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    type_text(qtbot, window, "n")  # the dealer deals: the betting row is on show
    bar = window.action_bar
    qtbot.waitUntil(lambda: bar.fold_button.isVisible())
    row: list[QWidget] = [
        bar.fold_button, bar.check_button, bar.amount_edit, bar.wager_button,
        bar.min_button, bar.half_button, bar.pot_button, bar.all_in_button,
    ]  # fmt: skip
    for widget in row:
        assert widget.width() >= widget.minimumSizeHint().width(), widget.objectName()
    for left, right in itertools.pairwise(row):
        assert left.geometry().right() < right.geometry().left(), (left.text(), language, size)
    assert bar.all_in_button.geometry().right() <= bar.width()
