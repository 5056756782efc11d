"""The console's Cashier tab on a finished night: the box at a glance, a charge marked owed,
a winner paid through the dialog typed as a cashier types, a bad amount refused, undo, the
ledger saved as CSV (issue 23.17)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from app.engine.cashier import cashier_book
from app.engine.money import Payment
from app.session.live import LiveTournament
from app.ui.cashier_panel import CashierPanel, PayOutDialog
from app.ui.main_window import MainWindow
from tests.session import test_cashier as cashier_night

# The simulated night and a session on a copy of it, as the engine's tests have them.
night = cashier_night.night
session = cashier_night.session


def test_the_console_has_a_cashier_tab(qtbot: QtBot, session: LiveTournament) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Cashier" in titles
    assert isinstance(window.cashier, CashierPanel)


def test_the_box_a_charge_owed_and_a_payout(qtbot: QtBot, session: LiveTournament) -> None:
    panel = CashierPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    book = cashier_book(session.state)
    gross = book.account.gross
    assert panel.box_label.text().endswith(f"in the box €{gross // 100:,}.{gross % 100:02d}")
    assert "balanced" in panel.balance_label.text()
    assert panel.players.rowCount() == 9
    # Nothing selected: nothing to mark, nobody to pay.
    assert not panel.owed_button.isEnabled() and not panel.pay_button.isEnabled()

    # Player 1's buy-in was not paid yet.
    panel.select_player(1)
    assert panel.lines.count() >= 1
    panel.lines.setCurrentRow(0)
    assert panel.owed_button.isEnabled()
    qtbot.mouseClick(panel.owed_button, Qt.MouseButton.LeftButton)
    assert session.state.charges[0].payment is Payment.OWED
    assert "Owed by players €27.50" in panel.open_label.text()
    assert "— owed" in panel.lines.item(0).text()

    # The biggest winner is paid through the dialog: the amount typed, Enter.
    winner = max(cashier_book(session.state).players, key=lambda p: p.to_pay)
    panel.select_player(winner.player.id)
    assert panel.pay_button.isEnabled()
    typed: list[str] = []

    def type_in_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PayOutDialog)
        amount = dialog.findChild(QLineEdit, "payAmount")
        assert amount is not None
        typed.append(amount.text())
        amount.selectAll()
        qtbot.keyClicks(amount, "10,50")
        qtbot.keyClick(amount, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_in_dialog)
    qtbot.mouseClick(panel.pay_button, Qt.MouseButton.LeftButton)
    due = winner.to_pay
    assert typed == [f"{due // 100}.{due % 100:02d}"]  # what they are owed, offered
    assert session.state.payouts[-1].amount == 1050
    assert session.state.payouts[-1].payment is Payment.CASH
    assert any("Paid out €10.50 — cash" in panel.lines.item(i).text()
               for i in range(panel.lines.count()))

    # A bad amount is refused in words; nothing is recorded.
    payouts = session.state.payouts
    assert not panel.pay_out("ten euros", Payment.CASH)
    assert panel.error_label.isVisibleTo(panel)
    assert "is not an amount of money" in panel.error_label.text()
    assert not panel.pay_out(f"{due}", Payment.CASH)  # in euros: far more than owed
    assert "more than that" in panel.error_label.text()
    assert session.state.payouts == payouts

    # Undo takes the payout back.
    session.edits.undo()
    assert session.state.payouts == ()
    assert "balanced" in panel.balance_label.text()


def test_the_ledger_is_saved_as_csv(
    qtbot: QtBot, session: LiveTournament, tmp_path: Path
) -> None:
    panel = CashierPanel(session)
    qtbot.addWidget(panel)
    target = tmp_path / "ledger.csv"
    assert panel.export_to(target)
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "time,player,what,way,in,out,cash_box"
    assert len(lines) == 1 + len(session.state.charges)
    assert not panel.export_to(tmp_path / "missing" / "ledger.csv")
    assert "could not be written" in panel.error_label.text()
