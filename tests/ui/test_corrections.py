"""Fixing mistakes found later: misdeal, void a past hand, re-award its pots."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.events import PotAwarded
from app.ui.main_window import MainWindow


def stacks(window: MainWindow) -> dict[str, int]:
    return {p.name: p.stack for p in window.session.state.players}


def select_hand(window: MainWindow, number: int) -> None:
    panel = window.hands
    row = next(r for r in range(panel.model.rowCount()) if panel.model.hand_number(r) == number)
    panel.view.selectRow(row)


def checked_down_and_awarded(window: MainWindow, winner: int) -> None:
    """Ann calls, Bob completes, Cy checks; checked down without cards; ``winner`` wins."""
    bar = window.action_bar
    bar.next_hand()
    while (hand := window.session.state.table(1).hand_state) is not None:
        if hand.to_act is not None:
            bar.check_or_call()
        elif hand.awaiting_board is not None:
            bar.skip_cards()
        else:
            assert window.session.act(1, PotAwarded(0, (winner,))) is None


def test_misdeal_voids_the_hand_in_progress_and_undo_restores(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    before = stacks(window)
    window.action_bar.next_hand()
    window.action_bar.check_or_call()
    assert window.session.state.table(1).hand is not None
    assert window.misdeal()
    assert window.session.state.table(1).hand is None
    assert stacks(window) == before, "every chip went back"
    assert "voided: every chip went back" in window.statusBar().currentMessage()
    assert window.session.state.hands[-1].voided
    assert not window.misdeal(), "no hand left to void"
    window.session.undo_stack.undo()
    assert window.session.state.table(1).hand is not None


def test_void_a_past_hand_from_the_hands_tab(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    before = stacks(window)
    checked_down_and_awarded(window, winner=2)
    assert stacks(window)["Bob"] == before["Bob"] + 100  # a pot of 3 × 50
    panel = window.hands
    qtbot.mouseClick(panel.findChild(type(window.action_bar.next_button), "voidHand"),
                     Qt.MouseButton.LeftButton)
    assert panel.error_label.text() == "Select the one hand to void"
    select_hand(window, 1)
    panel.void_selected()
    assert stacks(window) == before
    select_hand(window, 1)
    assert panel.reaward_selected() is None
    assert panel.error_label.text() == "Hand 1 was voided; undo the void first"


def test_reaward_gives_the_pot_to_another_player(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    before = stacks(window)
    checked_down_and_awarded(window, winner=2)
    select_hand(window, 1)
    dialog = window.hands.reaward_selected()
    assert dialog is not None
    qtbot.addWidget(dialog)
    bob, cy = dialog.toggles[0][2], dialog.toggles[0][3]
    assert bob.isChecked() and not cy.isChecked()
    assert dialog.preview_label.text() == "Nothing changes."
    assert not dialog.record_button.isEnabled()
    qtbot.mouseClick(bob, Qt.MouseButton.LeftButton)
    assert "Choose at least one winner" in dialog.error_label.text()
    qtbot.mouseClick(cy, Qt.MouseButton.LeftButton)
    assert dialog.preview_label.text() == "Chips to move now: Bob -150, Cy +150"
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    after = stacks(window)
    assert after["Cy"] == before["Cy"] + 100 and after["Bob"] == before["Bob"] - 50
    assert window.session.state.hands[-1].corrected
    window.session.undo_stack.undo()
    assert stacks(window)["Bob"] == before["Bob"] + 100
