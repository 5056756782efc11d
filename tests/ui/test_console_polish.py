"""The dealer console at a glance: a nine-hand showdown that leaves the felt whole, the
all-in question asked as a question, and a fixed-limit completion called one."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_cards
from app.engine.events import CardsShown, Checked, RaisedTo, WentAllIn
from app.engine.presets import FIXED_LIMIT_1_2, HOME_STANDARD
from app.engine.structure import MINUTE, BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    ChipsCounted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.present.console_keys import Mode
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from app.ui.action_bar import ActionBar
from app.ui.colors import ERROR_COLOR
from app.ui.main_window import MainWindow
from app.ui.table_widget import _fit_lines
from app.ui.theme import Theme
from app.ui.widgets import FlowLayout
from tests.ui.test_keyboard import enter, hand_events, journal, key, type_text


def open_console(qtbot: QtBot, file: TournamentFile, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(LiveTournament(file, clock=lambda: 1_000.0))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    """The demo tournament: nine players at one table."""
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


def to_showdown(qtbot: QtBot, window: MainWindow) -> None:
    """Deal hand 1, Ines calls, Ann raises to 250 and all nine call; then checked down,
    each street's cards typed: a 2,250 pot."""
    key(qtbot, window, "N")
    key(qtbot, window, "C")
    type_text(qtbot, window, "250")
    enter(qtbot, window)
    for street in ("Ah Kd 7c", "2s", "9h"):
        while window.mode is not Mode.BOARD:
            key(qtbot, window, "C")
        type_text(qtbot, window, street)
        enter(qtbot, window)
    while window.mode is not Mode.SHOWDOWN:
        key(qtbot, window, "C")


def in_window(widget: QWidget, window: MainWindow) -> QRectF:
    """``widget``'s rectangle in the window's coordinates."""
    return QRectF(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))


def seat_areas(window: MainWindow) -> list[QRectF]:
    """Where each seat of the felt is painted, in the window's coordinates."""
    table = window.table_widget
    offset = in_window(table, window).topLeft()
    return [area.translated(offset) for area in table.seat_areas()]


def shown(widgets: list[QPushButton] | list[QWidget]) -> list[QWidget]:
    return [widget for widget in widgets if widget.isVisible()]


def assert_not_cut(label: QLabel | QPushButton) -> None:
    """The whole text fits in the widget: nothing is elided or clipped."""
    needed = label.fontMetrics().horizontalAdvance(label.text())
    assert label.contentsRect().width() >= needed, (label.text(), label.width(), needed)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_nine_hand_showdown_leaves_every_seat_of_the_felt_uncovered(
    qtbot: QtBot, demo: TournamentFile, size: tuple[int, int]
) -> None:
    window = open_console(qtbot, demo, size)
    to_showdown(qtbot, window)
    bar = window.action_bar
    rows = [row for row in bar._show_rows if row.isVisible()]
    assert len(rows) == 9
    page = in_window(bar._showdown, window)
    title = in_window(bar.showdown_title, window)
    table = in_window(window.table_widget, window)
    areas = seat_areas(window)
    assert len(areas) == 9
    for area in areas:
        assert table.contains(area), (area, table)  # painted inside the felt's widget
        assert not area.intersects(page), (area, page)
        assert not area.intersects(title), (area, title)
    assert not table.intersects(in_window(bar, window))
    assert bar.showdown_title.text() == "Showdown · 9 hands to show · 1 pot to award"
    assert_not_cut(bar.showdown_title)
    # Every control of the page is inside the bar, none under another.
    inside = in_window(bar, window)
    controls = [w for row in rows for w in (row.edit, row.show_button, row.muck_button)]
    (pot,) = [row for row in bar._award_rows if row.isVisible()]
    controls += [*shown(pot.toggles), pot.award_button]
    rects = [in_window(control, window) for control in controls]
    for number, rect in enumerate(rects):
        assert inside.contains(rect), controls[number].objectName()
        assert not any(rect.intersects(other) for other in rects[number + 1:])
    # The pot's label whole: "Main pot 2,250:", with a button for each of the nine.
    assert pot.label.text() == "Main pot 2,250:"
    assert_not_cut(pot.label)
    assert len(shown(pot.toggles)) == 9
    for toggle in shown(pot.toggles):
        assert_not_cut(toggle)


def test_showdown_keyboard_tab_goes_row_by_row_and_enter_shows_that_hand(
    qtbot: QtBot, demo: TournamentFile
) -> None:
    window = open_console(qtbot, demo, (1280, 720))
    to_showdown(qtbot, window)
    bar = window.action_bar
    rows = [row for row in bar._show_rows if row.isVisible()]
    type_text(qtbot, window, "A")  # an ace typed anywhere starts the first hand to show
    assert QApplication.focusWidget() is rows[0].edit
    expected = [rows[0].show_button, rows[0].muck_button, rows[1].edit, rows[1].show_button,
                rows[1].muck_button, rows[2].edit, rows[2].show_button, rows[2].muck_button,
                rows[3].edit]  # the second line of the grid follows the first
    for widget in expected:
        key(qtbot, window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is widget, widget.objectName()
    fourth = rows[3].seat
    before = len(journal(window))
    type_text(qtbot, window, "Qh Qd")  # into the box with the keyboard: the fourth hand
    enter(qtbot, window)
    assert hand_events(journal(window)[before:]) == [CardsShown(fourth, parse_cards("Qh Qd"))]
    assert bar.showdown_title.text() == "Showdown · 8 hands to show · 1 pot to award"


def test_winner_buttons_wrap_instead_of_cutting_the_row(qtbot: QtBot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    flow = FlowLayout(box)
    buttons = [QPushButton(f"Player number {n}", box) for n in range(9)]
    for button in buttons:
        flow.addWidget(button)
    one_line = max(button.sizeHint().height() for button in buttons)
    assert flow.heightForWidth(300) > 3 * one_line  # nine wide buttons need many lines
    assert flow.heightForWidth(5_000) == one_line  # and one line when there is room
    box.resize(300, flow.heightForWidth(300))
    box.show()
    qtbot.waitExposed(box)
    rects = [button.geometry() for button in buttons]
    for number, rect in enumerate(rects):
        assert box.rect().contains(rect)
        assert not any(rect.intersects(other) for other in rects[number + 1:])


def has_color(widget: QWidget, color: QColor) -> bool:
    """Whether any pixel of the widget is painted close to ``color``."""
    image = widget.grab().toImage()
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if (abs(pixel.red() - color.red()) < 40 and abs(pixel.green() - color.green()) < 40
                    and abs(pixel.blue() - color.blue()) < 40):
                return True
    return False


def test_the_all_in_confirmation_is_a_question_not_an_error(
    qtbot: QtBot, demo: TournamentFile, themed: Theme
) -> None:
    window = open_console(qtbot, demo, (1280, 720))
    bar = window.action_bar
    key(qtbot, window, "N")
    error = bar.findChild(QLabel, "inlineError")
    question = bar.findChild(QLabel, "inlineQuestion")
    assert isinstance(error, QLabel) and isinstance(question, QLabel)
    buttons_at = in_window(bar.fold_button, window)
    line_at = bar.hint_label.geometry()
    key(qtbot, window, "A")
    assert window.mode is Mode.CONFIRM_ALL_IN
    assert bar.question.startswith("All-in for Ines, 20,000? Press A again")
    assert question.isVisible() and not error.isVisible()
    assert question.geometry() == line_at  # the fixed place of the hint and refusals
    assert in_window(bar.fold_button, window) == buttons_at  # nothing moved
    red = QColor(ERROR_COLOR)
    assert not has_color(question, red)
    key(qtbot, window, "x")  # any other key cancels: that is a refusal, in red
    assert error.isVisible() and not question.isVisible() and bar.question == ""
    assert has_color(error, red)  # the check above can tell red from black
    assert error.geometry() == line_at
    key(qtbot, window, "A")
    key(qtbot, window, "A")  # confirmed: recorded, the line goes back to the hint
    assert bar.feedback == "" and not question.isVisible() and not error.isVisible()


@pytest.fixture
def short_flop_all_in(tmp_path: Path) -> Iterator[TournamentFile]:
    """A 10/20 fixed-limit game (blinds 5/10): Ann (button) and Bob with 143, Cy (big
    blind) with 14, so after the blinds Cy has 4 behind: less than half a 10 flop bet."""
    preset = dataclasses.replace(
        FIXED_LIMIT_1_2,
        structure=BlindStructure((Level(5, 10, 0, 20 * MINUTE, small_bet=10, big_bet=20),)),
    )
    file = TournamentFile.create(tmp_path / "fl.feltboard", setup_from_preset(preset))
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9, tracked=False))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    file.record(ChipsCounted(1, ((1, 143), (2, 143), (3, 14))))
    file.record(TableTrackingChanged(1, True))
    yield file
    file.close()


def test_completing_a_short_all_in_bet_is_labelled_complete_not_raise(
    qtbot: QtBot, short_flop_all_in: TournamentFile
) -> None:
    window = open_console(qtbot, short_flop_all_in, (1280, 720))
    bar: ActionBar = window.action_bar
    key(qtbot, window, "N")
    for _ in range(3):  # Ann calls 10, Bob completes the small blind, Cy checks
        key(qtbot, window, "C")
    type_text(qtbot, window, "Ah Kd 7c")
    enter(qtbot, window)
    key(qtbot, window, "C")  # Bob checks the flop
    key(qtbot, window, "A")
    key(qtbot, window, "A")  # Cy: all-in for 4, less than half of a 10 bet
    state = window.session.state.table(1).hand_state
    assert state is not None and state.events[-2:] == (Checked(2), WentAllIn(3))
    assert bar.wager_button.text() == "Complete to 10  [R]"
    assert_not_cut(bar.wager_button)
    before = len(journal(window))
    key(qtbot, window, "R")  # Ann completes: the bet, as the engine counts it
    assert hand_events(journal(window)[before:]) == [RaisedTo(1, 10)]
    # Bob, who checked, faces a full bet now: going above it is a raise
    assert bar.wager_button.text() == "Raise to  [R]"


@pytest.fixture
def five_pots(tmp_path: Path) -> Iterator[TournamentFile]:
    """Nine players, four of them short (1,000 to 4,000): all in, five pots."""
    file = TournamentFile.create(tmp_path / "pots.feltboard", setup_from_preset(HOME_STANDARD))
    names = ("Hugo", "Dmitri", "Carla", "Ines", "Alexandra-Marie", "Grace", "Esther", "Farid",
             "Bob")
    for number, name in enumerate(names, start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9, tracked=False))
    for number in range(1, 10):
        file.record(PlayerSeated(number, 1, number))
    short = {1: 1_000, 2: 2_000, 3: 3_000, 4: 4_000}
    file.record(ChipsCounted(1, tuple((n, short.get(n, 34_000)) for n in range(1, 10))))
    file.record(TableTrackingChanged(1, True))
    yield file
    file.close()


def test_five_pots_and_nine_hands_still_leave_the_felt_whole(
    qtbot: QtBot, five_pots: TournamentFile
) -> None:
    window = open_console(qtbot, five_pots, (1280, 720))
    key(qtbot, window, "N")
    while window.mode is Mode.BETTING:
        type_text(qtbot, window, "AA")  # everyone all-in, confirmed
    for street in ("Ah Kd 7c", "2s", "9h"):
        type_text(qtbot, window, street)
        enter(qtbot, window)
    assert window.mode is Mode.SHOWDOWN
    bar = window.action_bar
    assert bar.showdown_title.text() == "Showdown · 9 hands to show · 5 pots to award"
    table = in_window(window.table_widget, window)
    assert not table.intersects(in_window(bar, window))
    page = in_window(bar._showdown, window)
    for area in seat_areas(window):
        assert table.contains(area) and not area.intersects(page)
    pots = [row for row in bar._award_rows if not row.isHidden()]
    assert [row.label.text() for row in pots] == [
        "Main pot 9,000:", "Side pot 1 8,000:", "Side pot 2 7,000:", "Side pot 3 6,000:",
        "Side pot 4 150,000:"]
    for row in pots:
        assert_not_cut(row.label)
    # The last pot scrolls into view with Tab, as every control of the page does.
    last = pots[-1].award_button
    bar._show_rows[0].edit.setFocus()
    for _ in range(60):
        if QApplication.focusWidget() is last:
            break
        key(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is last
    assert in_window(bar._showdown_scroll, window).contains(in_window(last, window))


def test_the_felt_names_every_pot_up_to_seven_lines() -> None:
    five = [f"Side pot {n}: 1,000" for n in range(1, 6)]
    assert _fit_lines(five) == tuple(five)  # it used to stop at four
    nine = [f"Side pot {n}: 1,000" for n in range(1, 10)]
    assert _fit_lines(nine) == (*nine[:6], "and 3 more (see the hand log)")


def test_after_the_showdown_the_result_has_all_its_lines(
    qtbot: QtBot, demo: TournamentFile
) -> None:
    window = open_console(qtbot, demo, (1280, 720))
    to_showdown(qtbot, window)
    hands = iter(("As Ks", "Qh Qd", "Jc Jd", "Tc Td", "8s 8d", "6c 6d", "5h 5s", "4c 4d",
                  "3h 3s"))
    while window.mode is Mode.SHOWDOWN:
        for char in next(hands):  # each key handled, repainted, laid out, as live
            key(qtbot, window, char)
            QApplication.processEvents()
        enter(qtbot, window)
        QApplication.processEvents()
    assert window.mode is Mode.BETWEEN
    result = window.action_bar.result_label
    assert result.text().startswith("Hand 1 result:\nMain pot: 2,250 to")
    # the page shrank back from the showdown's height without cutting the result
    QApplication.processEvents()  # the layout pass that follows the change, no more
    assert result.height() >= result.heightForWidth(result.width())
    next_button = in_window(window.action_bar.next_button, window)
    assert not in_window(result, window).intersects(next_button)
    assert not in_window(window.table_widget, window).intersects(in_window(window.action_bar,
                                                                           window))


def test_the_consoles_labels_look_as_the_theme_says(
    qtbot: QtBot, demo: TournamentFile, themed: Theme
) -> None:
    """The clock, the step titles, the result and the lines under the controls are styled
    by the theme (by their names), not each by a style sheet of its own."""
    window = open_console(qtbot, demo, (1280, 720))
    bar = window.action_bar
    clock = window.clock_bar

    def font(label: QLabel) -> tuple[int, bool]:
        return label.font().pixelSize(), label.font().bold()

    assert font(clock.time_label) == (30, True)
    assert font(clock.level_label) == (16, True)
    assert font(bar.result_label) == (15, False)
    for title in (bar.actor_label, bar.board_label, bar.showdown_title, bar.draw_page.title):
        title.ensurePolished()
        assert font(title) == (15, True), title.objectName()
    error, question = bar.findChild(QLabel, "inlineError"), bar.findChild(QLabel, "inlineQuestion")
    assert isinstance(error, QLabel) and isinstance(question, QLabel)
    assert error.palette().color(error.foregroundRole()) == QColor(ERROR_COLOR)
    assert font(error)[1] and font(question)[1]
    hint = bar.hint_label.palette()
    assert hint.color(bar.hint_label.foregroundRole()) == hint.color(hint.ColorRole.Mid)
    window.pad_notice.ensurePolished()
    notice = window.pad_notice.palette()
    assert notice.color(window.pad_notice.foregroundRole()) == QColor("#1f5fd1")
    assert all(not label.styleSheet() for label in window.findChildren(QLabel))
