"""The console's tabs other than the hand log are built when first shown (issue 25: they
were half of the console's opening); a host turning to one sees it as it would have been."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.cashier_panel import CashierPanel
from app.ui.main_window import MainWindow
from app.ui.panels import HandLogPanel, PlayersPanel, TablesPanel
from tests.ui.conftest import FixedClock

TITLES = ["Hand log", "Players", "Hands", "Payouts", "Tables", "Structure", "Cashier"]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    file.record(TableOpened(1, 9))
    for number, name in enumerate(("Ann", "Bob"), start=1):
        file.record(PlayerRegistered(number, name))
        file.record(PlayerSeated(number, 1, number))
    console = MainWindow(LiveTournament(file, clock=FixedClock()))
    qtbot.addWidget(console)
    console.resize(1280, 720)
    console.show()
    qtbot.waitExposed(console)
    try:
        yield console
    finally:
        console.close()
        file.close()


def _click_tab(qtbot: QtBot, bar: QTabBar, index: int) -> None:
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())


def test_only_the_hand_log_is_built_at_opening(window: MainWindow) -> None:
    tabs = window.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == TITLES
    assert isinstance(tabs.widget(0), HandLogPanel)
    assert tabs.currentIndex() == 0
    assert not any(
        isinstance(tabs.widget(i), PlayersPanel | TablesPanel | CashierPanel)
        for i in range(tabs.count())
    )


def test_a_click_on_a_tab_shows_it_built_with_tonights_state(
    qtbot: QtBot, window: MainWindow
) -> None:
    # A player registered after the console opened, before the tab was ever shown.
    window.session.edits.register_player("Cleo")
    bar = window.tabs.tabBar()
    _click_tab(qtbot, bar, 1)
    page = window.tabs.currentWidget()
    assert isinstance(page, PlayersPanel)
    assert window.tabs.currentIndex() == 1
    assert page is window.players
    assert page.isVisible()
    model = page.view.model()
    names = {model.index(row, 1).data() for row in range(model.rowCount())}
    assert {"Ann", "Bob", "Cleo"} <= names
    # Built once: the next visit shows the same panel, and it follows the session.
    _click_tab(qtbot, bar, 0)
    _click_tab(qtbot, bar, 1)
    assert window.tabs.currentWidget() is page
    window.session.edits.register_player("Dan")
    assert model.rowCount() == 4
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == TITLES


def test_the_keyboard_turns_to_an_unbuilt_tab(qtbot: QtBot, window: MainWindow) -> None:
    bar = window.tabs.tabBar()
    bar.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert window.tabs.currentIndex() == 1
    assert isinstance(window.tabs.currentWidget(), PlayersPanel)


def test_asking_for_a_tab_builds_it_without_turning_to_it(window: MainWindow) -> None:
    cashier = window.cashier
    assert window.tabs.currentIndex() == 0
    assert window.tabs.indexOf(cashier) == TITLES.index("Cashier")
    assert window.tabs.tabText(window.tabs.indexOf(cashier)) == "Cashier"
    assert not cashier.isVisible()
    window.tabs.setCurrentWidget(cashier)
    assert cashier.isVisible()


def test_pads_paired_before_the_tables_tab_is_built_are_shown_in_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_pads_recording({1: ("Ann's phone", "20:15")})
    _click_tab(qtbot, window.tabs.tabBar(), TITLES.index("Tables"))
    tables = window.tabs.currentWidget()
    assert isinstance(tables, TablesPanel)
    shown = [tables.tables_list.item(row).text() for row in range(tables.tables_list.count())]
    assert any("Ann's phone" in text for text in shown), shown


def test_a_click_beside_the_tabs_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() + 50, 1))
    assert window.tabs.currentIndex() == 0


def test_the_console_builds_its_tabs_in_the_background_without_turning_to_them(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.build_tabs_later(delay_ms=0)
    tabs = window.tabs

    def all_built() -> bool:
        return not any(type(tabs.widget(i)) is QWidget for i in range(tabs.count()))

    qtbot.waitUntil(all_built, timeout=10_000)
    assert tabs.currentIndex() == 0
    assert [tabs.tabText(i) for i in range(tabs.count())] == TITLES
    assert tabs.widget(TITLES.index("Cashier")) is window.cashier


def test_a_console_closed_before_its_tabs_are_built_is_left_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    file = TournamentFile.create(tmp_path / "t.feltboard", setup_from_preset(HOME_STANDARD))
    try:
        console = MainWindow(LiveTournament(file, clock=FixedClock()))
        console.build_tabs_later(delay_ms=50)
        console.close()
        console.deleteLater()
        qtbot.wait(400)  # the timers die with the window: nothing is built on a dead one
    finally:
        file.close()
