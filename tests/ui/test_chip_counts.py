"""Chip counts at an untracked table, entered on the Tables tab."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from app.engine.errors import FeltboardError
from app.engine.tournament_events import TableTrackingChanged
from app.ui.chip_counts import ChipCountDialog, check_count, difference_text, parse_count
from app.ui.main_window import MainWindow
from app.ui.panels import TablesPanel

ANN, BOB, CY = 1, 2, 3

# ----- helpers ---------------------------------------------------------------------------


def click(qtbot: QtBot, button: QPushButton) -> None:
    """A single click, spaced from the last so Qt does not see a double-click."""
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def retype(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Select what the field holds and type over it, as a user does."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def select_table(qtbot: QtBot, panel: TablesPanel, row: int) -> None:
    """Click a table in the list."""
    item = panel.tables_list.item(row)
    rect = panel.tables_list.visualItemRect(item)
    qtbot.mouseClick(panel.tables_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    assert panel.tables_list.currentRow() == row


def open_counts(qtbot: QtBot, window: MainWindow) -> ChipCountDialog:
    """Make table 1 untracked from the Tables tab and open its chip count form."""
    panel = window.tables
    window.tabs.setCurrentWidget(panel)
    select_table(qtbot, panel, 0)
    click(qtbot, window.findChild(QPushButton, "toggleTracked"))
    assert not window.session.state.table(1).tracked
    click(qtbot, panel.counts_button)
    dialog = panel.count_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def stacks(window: MainWindow) -> tuple[int, ...]:
    state = window.session.state
    return tuple(state.player(p).stack for p in (ANN, BOB, CY))


# ----- reading what was typed (no widgets) -----------------------------------------------


def test_counts_are_read_as_a_dealer_types_them() -> None:
    assert parse_count("12,500") == parse_count(" 12 500 ") == parse_count("12500") == 12_500
    assert parse_count("0") == 0
    for text, message in (
        ("", "Type the count (0 if out of chips)"),
        ("-500", "A chip count cannot be negative"),
        ("12.5k", "'12.5k' is not a number"),
        ("lots", "'lots' is not a number"),
        ("٣٠٠", "'٣٠٠' is not a number"),
    ):
        with pytest.raises(FeltboardError, match=re.escape(message)):
            parse_count(text)
    assert check_count("20,010", before=20_010, unit=25) == 20_010  # unchanged: accepted
    with pytest.raises(FeltboardError, match=re.escape("smallest chip (25)")):
        check_count("20,010", before=20_000, unit=25)
    assert difference_text(59_000, 60_000) == "1,000 short"
    assert difference_text(61_000, 60_000) == "1,000 too many"
    assert difference_text(60_000, 60_000) == "matches"


# ----- the form in the console -----------------------------------------------------------


def test_counts_that_keep_the_total_are_one_undoable_step(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    dialog = open_counts(qtbot, window)
    assert dialog.table_total == 60_000
    assert [dialog.fields[p].text() for p in (ANN, BOB, CY)] == ["20,000"] * 3
    assert "Table total to keep: <b>60,000</b>" in dialog.total_label.text()
    steps = session.undo_stack.count()
    retype(qtbot, dialog.fields[ANN], "31,000")
    assert "11,000 too many" in dialog.total_label.text()
    assert dialog.notes[ANN].text() == "+11,000"
    retype(qtbot, dialog.fields[BOB], "9000")
    assert "matches" in dialog.total_label.text()
    assert dialog.notes[BOB].text() == "−11,000"
    click(qtbot, dialog.record_button)
    assert not dialog.isVisible()
    assert stacks(window) == (31_000, 9_000, 20_000)
    assert session.undo_stack.count() == steps + 1
    assert session.undo_stack.undoText() == "Chip counts at table 1"
    assert "untracked, 60,000 chips" in window.tables.tables_list.item(0).text()
    session.undo_stack.undo()
    assert stacks(window) == (20_000, 20_000, 20_000)


def test_totals_that_do_not_match_are_refused(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    dialog = open_counts(qtbot, window)
    steps = session.undo_stack.count()
    retype(qtbot, dialog.fields[CY], "19,000")
    assert "1,000 short" in dialog.total_label.text()
    click(qtbot, dialog.record_button)
    assert dialog.isVisible()
    assert dialog.error_label.text() == (
        "Nothing recorded: the counts add up to 59,000 but the table has 60,000 "
        "(1,000 short). Count again."
    )
    assert session.undo_stack.count() == steps and stacks(window) == (20_000,) * 3
    retype(qtbot, dialog.fields[CY], "20,000")
    assert dialog.error_label.text() == ""  # typing again clears the refusal
    click(qtbot, dialog.record_button)
    assert dialog.error_label.text().startswith("Nothing recorded: every count equals")
    assert session.undo_stack.count() == steps
    click(qtbot, dialog.cancel_button)
    assert not dialog.isVisible()


def test_negative_and_non_numeric_counts_are_marked_next_to_the_field(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    dialog = open_counts(qtbot, window)
    steps = session.undo_stack.count()
    retype(qtbot, dialog.fields[ANN], "-5,000")
    retype(qtbot, dialog.fields[BOB], "twenty")
    retype(qtbot, dialog.fields[CY], "20,010")
    assert dialog.notes[ANN].text() == "A chip count cannot be negative"
    assert dialog.notes[BOB].text() == "'twenty' is not a number"
    assert dialog.notes[CY].text() == "Not a multiple of the smallest chip (25)"
    assert "fix the counts marked in red" in dialog.total_label.text()
    click(qtbot, dialog.record_button)
    assert dialog.error_label.text() == "Nothing recorded: fix the counts marked in red first."
    assert session.undo_stack.count() == steps and stacks(window) == (20_000,) * 3
    dialog.reject()


def test_a_zero_count_puts_the_player_out_and_undo_brings_them_back(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    dialog = open_counts(qtbot, window)
    retype(qtbot, dialog.fields[CY], "0")
    assert dialog.notes[CY].text() == "Cy will be out"
    retype(qtbot, dialog.fields[ANN], "40,000")
    # Return moves from field to field; on the last one it records.
    dialog.fields[BOB].setFocus()
    qtbot.keyClick(dialog.fields[BOB], Qt.Key.Key_Return)
    assert dialog.focusWidget() is dialog.fields[CY] and dialog.isVisible()
    qtbot.keyClick(dialog.fields[CY], Qt.Key.Key_Return)
    assert not dialog.isVisible()
    state = session.state
    assert state.player(CY).busted and state.player(ANN).stack == 40_000
    assert state.total_chips == 60_000
    session.undo_stack.undo()
    assert not session.state.player(CY).busted and stacks(window) == (20_000,) * 3


def test_counts_are_only_for_a_selected_untracked_table(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    panel = window.tables
    window.tabs.setCurrentWidget(panel)
    panel.tables_list.setCurrentRow(-1)
    click(qtbot, panel.counts_button)
    assert panel.error_label.text() == "Select the untracked table whose chips were counted"
    select_table(qtbot, panel, 0)
    click(qtbot, panel.counts_button)
    assert panel.error_label.text().startswith("Table 1 is tracked")
    assert panel.count_dialog is None
    assert window.session.record(TableTrackingChanged(1, False)) is None
    assert panel.tables_list.currentRow() == 0  # the selection survives the change
    assert panel.error_label.text() == ""
    dialog = panel.enter_counts()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.reject()
