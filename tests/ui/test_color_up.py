"""The color-up dialog: races dealt from the stacks, read out, recorded as one step."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.color_up import ColorUpDialog
from app.ui.main_window import MainWindow


def fold_to_big_blind(window: MainWindow) -> None:
    """One hand where the small blind loses 25: stacks 20,000 / 19,975 / 20,025."""
    bar = window.action_bar
    bar.next_hand()
    while (hand := window.session.state.table(1).hand_state) is not None:
        assert hand.to_act is not None
        bar.fold()


def open_dialog(qtbot: QtBot, window: MainWindow) -> ColorUpDialog:
    dialog = window.color_up()
    qtbot.addWidget(dialog)
    return dialog


def stacks(window: MainWindow) -> dict[str, int]:
    return {p.name: p.stack for p in window.session.state.players}


def test_color_up_races_the_odd_chips_and_undo_restores(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    fold_to_big_blind(window)
    before = stacks(window)
    assert sorted(before.values()) == [19_975, 20_000, 20_025]
    dialog = open_dialog(qtbot, window)
    assert dialog.chip_box.currentData() == 25, "the smallest chip is offered first"
    dialog.deal(seed=5)
    account = dialog.account.toPlainText()
    assert account.startswith("Table 1:\nColoring up the 25s into 100s.")
    assert "Odd chips total 100: 1 × 100 to race for." in account
    assert dialog.stacks.rowCount() == 3
    assert dialog.record_button.isEnabled()
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == ColorUpDialog.DialogCode.Accepted
    after = stacks(window)
    assert all(stack % 100 == 0 for stack in after.values())
    assert all(abs(after[name] - before[name]) < 100 for name in before)
    assert sum(after.values()) == 60_000, "one 100 raced for 100 of odd chips"
    window.session.undo_stack.undo()
    assert stacks(window) == before


def test_color_up_is_refused_during_a_hand(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    window.action_bar.next_hand()
    dialog = open_dialog(qtbot, window)
    assert "between hands" in dialog.error_label.text()
    assert not dialog.record_button.isEnabled()
    assert dialog.stacks.rowCount() == 0
    dialog.reject()


def test_the_menu_opens_the_dialog(qtbot: QtBot, console: Callable[[], MainWindow]) -> None:
    window = console()
    action = window.findChild(type(window.menuBar().actions()[0]), "colorUpAction")
    assert action is not None and action.shortcut().toString() == "Ctrl+U"
    action.trigger()
    dialogs = window.findChildren(ColorUpDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    dialogs[0].reject()


def test_deal_again_shuffles_anew_each_click(
    qtbot: QtBot, console: Callable[[], MainWindow], monkeypatch
) -> None:
    """The button's ``checked`` value once arrived as the seed: every "Deal again" gave
    the same draw (seed False, that is 0)."""
    window = console()
    fold_to_big_blind(window)
    dialog = open_dialog(qtbot, window)
    seeds: list[int] = []

    def randbits(bits: int) -> int:
        seeds.append(len(seeds) + 11)
        return seeds[-1]

    monkeypatch.setattr("app.ui.color_up.secrets.randbits", randbits)
    qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
    assert seeds == [11, 12]
    dialog.reject()
