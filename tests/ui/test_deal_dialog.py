"""Tournament > Make a deal…: shares worked out as the host types, one undoable deal."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QTableWidget
from pytestqt.qtbot import QtBot

from app.engine.accounts import deal_money, player_prizes
from app.engine.tournament_events import PlayerBusted
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.deal_dialog import PLAYER, SHARE, STACK, DealDialog
from app.ui.main_window import MainWindow
from tests.session.test_deal_session import final_table_file
from tests.ui.conftest import FixedClock


@pytest.fixture
def final_table(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann 5,000, Bob 3,000 and Cat 2,000 chips playing for €500/€300/€200."""
    file = final_table_file(tmp_path / "final.feltboard")
    yield file
    file.close()


@pytest.fixture
def window(qtbot: QtBot, final_table: TournamentFile, clock: FixedClock) -> MainWindow:
    main = MainWindow(LiveTournament(final_table, clock=clock, backup_folder=Path("unused")))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


def open_from_menu(qtbot: QtBot, window: MainWindow) -> DealDialog:
    action = window.findChild(QAction, "dealAction")
    assert action is not None and action.text() == "Make a &deal…"
    action.trigger()
    dialogs = window.findChildren(DealDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    qtbot.addWidget(dialogs[0])
    qtbot.waitExposed(dialogs[0])
    return dialogs[0]


def column(dialog: DealDialog, index: int) -> list[str]:
    table = dialog.table
    return [table.item(row, index).text() for row in range(table.rowCount())]


def retype(qtbot: QtBot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def type_in_cell(qtbot: QtBot, table: QTableWidget, row: int, index: int, text: str) -> None:
    """Open the cell's editor with F2 (its text selected), type over it and press Enter."""
    table.setFocus()
    table.setCurrentCell(row, index)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    # Editors closed earlier linger hidden until deleted: the open one is visible.
    editors = [e for e in table.findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1, "the cell did not open for editing"
    editor = editors[0]
    assert editor.selectedText() == editor.text()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits the text after the editor has seen Enter (a queued call).
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def test_the_dialog_shows_the_icm_shares_beside_the_place_prizes(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_from_menu(qtbot, window)
    assert column(dialog, PLAYER) == ["Ann", "Bob", "Cat"]
    assert column(dialog, STACK) == ["5,000", "3,000", "2,000"]
    assert column(dialog, SHARE) == ["€383.93", "€327.50", "€288.57"]
    assert column(dialog, 3) == ["€200.00"] * 3 and column(dialog, 4) == ["€500.00"] * 3
    assert "1st €500.00, 2nd €300.00, 3rd €200.00 (total €1,000.00)" in (
        dialog.prizes_label.text()
    )
    assert dialog.total_label.text().startswith("Shared now: €1,000.00 of €1,000.00.")
    assert dialog.record_button.isEnabled()
    dialog.reject()
    assert window.session.state.deals == ()


def test_chip_chop_with_money_kept_is_recorded_with_enter_and_undone(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_from_menu(qtbot, window)
    dialog.method_box.setFocus()
    qtbot.keyClick(dialog.method_box, Qt.Key.Key_Down)
    assert dialog.method_box.currentText() == "Chip chop"
    retype(qtbot, dialog.keep_edit, "100")
    assert column(dialog, SHARE) == ["€350.00", "€290.00", "€260.00"]
    assert not dialog.ends_box.isEnabled(), "a kept amount is played for"
    assert "€100.00 is kept to play for: the winner takes it." in dialog.total_label.text()
    steps = window.session.undo_stack.count()
    qtbot.keyClick(dialog.keep_edit, Qt.Key.Key_Return)
    assert dialog.result() == DealDialog.DialogCode.Accepted
    state = window.session.state
    assert deal_money(state) == {1: 35000, 2: 29000, 3: 26000}
    assert state.deals[-1].keep == 10000 and state.deals[-1].method == "chip"
    assert window.session.undo_stack.count() == steps + 1
    assert (
        "Deal (instead of 1st–3rd): Ann <b>€350.00</b>, Bob <b>€290.00</b>, "
        "Cat <b>€260.00</b>; €100.00 kept for the winner"
    ) in window.payouts.prizes_label.text()
    window.session.undo_stack.undo()
    assert window.session.state.deals == ()
    assert "Deal" not in window.payouts.prizes_label.text()


def test_a_stack_typed_over_changes_the_shares_and_a_bad_one_is_refused(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_from_menu(qtbot, window)
    type_in_cell(qtbot, dialog.table, 2, STACK, "abc")
    assert dialog.error_label.text() == (
        "Cat's stack must be a whole number of chips above 0, not 'abc'"
    )
    assert not dialog.record_button.isEnabled() and dialog.total_label.text() == ""
    type_in_cell(qtbot, dialog.table, 2, STACK, "²")  # a digit, but not one of ours
    assert dialog.error_label.text().startswith("Cat's stack must be a whole number")
    type_in_cell(qtbot, dialog.table, 2, STACK, "3,000")
    assert dialog.error_label.text() == ""
    # Bob and Cat now have the same stack: the same share, give or take a cent.
    ann, bob, cat = (float(text.strip("€")) for text in column(dialog, SHARE))
    assert abs(bob - cat) <= 0.01 and ann > bob
    assert dialog.record_button.isEnabled()
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert dict(window.session.state.deals[-1].stacks) == {1: 5000, 2: 3000, 3: 3000}


def test_agreed_amounts_must_share_every_cent(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_from_menu(qtbot, window)
    dialog.method_box.setFocus()
    qtbot.keyClick(dialog.method_box, Qt.Key.Key_End)
    assert dialog.method_box.currentText() == "Agreed amounts"
    assert column(dialog, SHARE) == ["€383.93", "€327.50", "€288.57"], "starts from ICM"
    type_in_cell(qtbot, dialog.table, 0, SHARE, "390")
    assert dialog.error_label.text() == (
        "The shares add up to €1,006.07 but €1,000.00 is dealt"
    )
    assert not dialog.record_button.isEnabled()
    type_in_cell(qtbot, dialog.table, 1, SHARE, "321.43")
    assert dialog.error_label.text() == ""
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert deal_money(window.session.state) == {1: 39000, 2: 32143, 3: 28857}


def test_a_deal_can_end_the_tournament(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_from_menu(qtbot, window)
    dialog.ends_box.setFocus()
    qtbot.keyClick(dialog.ends_box, Qt.Key.Key_Space)
    assert dialog.ends_box.isChecked()
    assert "The tournament ends here; places go by chips." in dialog.total_label.text()
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    state = window.session.state
    assert state.is_finished
    assert sum(player_prizes(state).values()) == state.prize_pool


def test_nothing_is_dealt_once_the_tournament_is_over(
    qtbot: QtBot, window: MainWindow
) -> None:
    session = window.session
    assert session.record(PlayerBusted(3, 1)) is None
    assert session.record(PlayerBusted(2, 1)) is None
    dialog = open_from_menu(qtbot, window)
    assert dialog.error_label.text() == "The tournament is over; there is nothing left to deal"
    assert not dialog.record_button.isEnabled()
    dialog.reject()


def test_a_deal_is_refused_while_a_hand_is_played(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    window.action_bar.next_hand()
    dialog = window.make_deal()
    qtbot.addWidget(dialog)
    assert dialog.error_label.text() == (
        "Make the deal between hands, when no hand is in progress"
    )
    assert not dialog.record_button.isEnabled()
    dialog.reject()
