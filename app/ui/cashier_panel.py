"""The Cashier tab: what each player paid and was paid, the cash box, and its ledger.

Every line is an event through the session's named edits (``mark_payment``,
``pay_out``), so Edit > Undo takes a wrong one back and a crash loses none. The words are
:mod:`app.present.cashier_sheet`'s, as on paper and in ``feltboard info``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.cashier import PlayerBook, cashier_book
from app.engine.errors import FeltboardError
from app.engine.money import Currency, Payment
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.cashier_sheet import (
    box_text,
    charge_text,
    ledger_csv,
    open_items_text,
    other_text,
    payout_text,
    player_rows,
    reconciliation_text,
    won_text,
)
from app.present.setup_fields import parse_amount
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR, OK_COLOR
from app.ui.panel_texts import escape
from app.ui.widgets import SIZED_ROWS, WhenShown

_COLUMNS = (
    QT_TRANSLATE_NOOP("Cashier", "Player"),
    QT_TRANSLATE_NOOP("Cashier", "Paid"),
    QT_TRANSLATE_NOOP("Cashier", "Owes"),
    QT_TRANSLATE_NOOP("Cashier", "Won"),
    QT_TRANSLATE_NOOP("Cashier", "Paid out"),
    QT_TRANSLATE_NOOP("Cashier", "To pay"),
)


class CashierPanel(QWidget):
    """The cash box at a glance, a row per player, and the selected player's lines."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.box_label = QLabel(self)
        self.box_label.setObjectName("cashBox")
        self.box_label.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.box_label.setWordWrap(True)
        self.other_label = QLabel(self)
        self.other_label.setWordWrap(True)
        self.open_label = QLabel(self)
        self.open_label.setObjectName("cashOpen")
        self.open_label.setWordWrap(True)
        self.balance_label = QLabel(self)
        self.balance_label.setObjectName("cashBalance")
        self.balance_label.setWordWrap(True)
        self.players = QTableWidget(0, len(_COLUMNS), self)
        self.players.setObjectName("cashierPlayers")
        self.players.setHorizontalHeaderLabels([translate("Cashier", c) for c in _COLUMNS])
        self.players.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.verticalHeader().hide()
        header = self.players.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(_COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(SIZED_ROWS)
        self.players.itemSelectionChanged.connect(self._show_lines)
        self.won_label = QLabel(self)
        self.won_label.setObjectName("cashWon")
        self.lines = QListWidget(self)
        self.lines.setObjectName("cashLines")
        self.lines.itemSelectionChanged.connect(self._update_buttons)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("cashierError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.error_label.hide()
        self.cash_button = self._button("paidCash", translate("Cashier", "Paid in cash"))
        self.cash_button.clicked.connect(lambda: self.mark(Payment.CASH))
        self.other_button = self._button("paidOther", translate("Cashier", "Paid another way"))
        self.other_button.clicked.connect(lambda: self.mark(Payment.OTHER))
        self.owed_button = self._button("owed", translate("Cashier", "Not paid yet"))
        self.owed_button.clicked.connect(lambda: self.mark(Payment.OWED))
        self.pay_button = self._button("payOut", translate("Cashier", "Pay out…"))
        self.pay_button.clicked.connect(self.ask_pay_out)
        self.export_button = self._button("exportLedger", translate("Cashier", "Export ledger…"))
        self.export_button.clicked.connect(self.ask_export)
        self._build_layout()
        self.when_shown = WhenShown(self, self.refresh)
        session.changed.connect(self.when_shown.changed)
        self.when_shown.changed()  # a tab in the background is filled when first shown

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        return button

    def _build_layout(self) -> None:
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 8)
        for label in (self.box_label, self.other_label, self.open_label, self.balance_label):
            column.addWidget(label)
        column.addWidget(self.players, 2)
        column.addWidget(self.won_label)
        column.addWidget(self.lines, 1)
        column.addWidget(self.error_label)
        marks = QHBoxLayout()
        for button in (self.cash_button, self.other_button, self.owed_button):
            marks.addWidget(button)
        column.addLayout(marks)
        actions = QHBoxLayout()
        actions.addWidget(self.pay_button)
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        column.addLayout(actions)

    @property
    def currency(self) -> Currency:
        """The tournament's currency."""
        return self._session.state.setup.currency

    # ----- showing -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the book as it stands, keeping the selected player."""
        book = cashier_book(self._session.state)
        currency = self.currency
        self.box_label.setText(escape(box_text(book, currency)))
        self.other_label.setText(escape(other_text(book, currency)))
        self.open_label.setText(escape(open_items_text(book, currency)))
        self.balance_label.setText(escape(reconciliation_text(book, currency)))
        color = OK_COLOR if book.balanced else ERROR_COLOR
        self.balance_label.setStyleSheet(f"color: {color};")
        chosen = self.selected_player()
        rows = player_rows(book, currency)
        self.players.blockSignals(True)
        self.players.setRowCount(len(rows))
        for index, row in enumerate(rows):
            cells = (row.name, row.paid, row.owes, row.won, row.paid_out, row.to_pay)
            for position, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.player)
                if position:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if not row.settled:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.players.setItem(index, position, item)
            if row.player == chosen:
                self.players.selectRow(index)
        self.players.blockSignals(False)
        self._show_lines()

    def selected_player(self) -> int | None:
        """The player whose row is selected, if any."""
        items = self.players.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def select_player(self, player: int) -> None:
        """Select ``player``'s row (their lines show below it)."""
        for row in range(self.players.rowCount()):
            item = self.players.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == player:
                self.players.selectRow(row)
                return

    def _page(self) -> PlayerBook | None:
        player = self.selected_player()
        if player is None:
            return None
        return cashier_book(self._session.state).page(player)

    def _show_lines(self) -> None:
        page = self._page()
        self.lines.clear()
        if page is None:
            self.won_label.setText(
                translate("Cashier", "Select a player to see their lines and pay them out.")
            )
            self._update_buttons()
            return
        currency = self.currency
        self.won_label.setText(escape(f"{page.player.name}: {won_text(page, currency)}"))
        for line in page.charges:
            item = QListWidgetItem(charge_text(line, currency), self.lines)
            item.setData(Qt.ItemDataRole.UserRole, line.charge.number)
        for payout in page.payouts:
            item = QListWidgetItem(payout_text(payout, currency), self.lines)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        self._update_buttons()

    def selected_charge(self) -> int | None:
        """The number of the charge selected in the player's lines, if any."""
        items = self.lines.selectedItems()
        if not items:
            return None
        number = items[0].data(Qt.ItemDataRole.UserRole)
        return int(number) if number is not None else None

    def _update_buttons(self) -> None:
        charge = self.selected_charge()
        for button in (self.cash_button, self.other_button, self.owed_button):
            button.setEnabled(charge is not None)
        page = self._page()
        self.pay_button.setEnabled(page is not None and page.to_pay > 0)

    # ----- recording ---------------------------------------------------------------------

    def _show_refusal(self, refusal: str | None) -> bool:
        self.error_label.setVisible(bool(refusal))
        self.error_label.setText(refusal or "")
        return refusal is None

    def mark(self, payment: Payment) -> bool:
        """Record how the selected charge was paid (or that it is still owed)."""
        charge = self.selected_charge()
        if charge is None:
            return self._show_refusal(
                translate("Cashier", "Select a buy-in, rebuy, add-on or re-entry first")
            )
        return self._show_refusal(self._session.edits.mark_payment(charge, payment))

    def pay_out(self, amount_text: str, payment: Payment) -> bool:
        """Pay the selected player ``amount_text`` (as typed) ``payment``."""
        page = self._page()
        if page is None:
            return self._show_refusal(translate("Cashier", "Select the player to pay first"))
        try:
            amount = parse_amount(amount_text, self.currency)
        except FeltboardError as error:
            return self._show_refusal(str(error))
        return self._show_refusal(self._session.edits.pay_out(page.player.id, amount, payment))

    def ask_pay_out(self) -> None:
        """Ask how much and how, offering what the selected player is still owed."""
        page = self._page()
        if page is None:
            self._show_refusal(translate("Cashier", "Select the player to pay first"))
            return
        dialog = PayOutDialog(page, self.currency, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.pay_out(dialog.amount.text(), dialog.payment)

    def ask_export(self) -> None:
        """Save the ledger as CSV where the host chooses."""
        name = (self._session.state.setup.name or "tournament") + "-ledger.csv"
        chosen, _ = QFileDialog.getSaveFileName(
            self, translate("Cashier", "Export the cashier's ledger"), name,
            translate("Cashier", "CSV files (*.csv)"),
        )
        if chosen:
            self.export_to(Path(chosen))

    def export_to(self, path: Path) -> bool:
        """Write the ledger as CSV to ``path``; say so, or why it could not be written."""
        try:
            path.write_text(ledger_csv(self._session.state), encoding="utf-8")
        except OSError as error:
            return self._show_refusal(
                translate("Cashier", "The ledger could not be written to {path}: {problem}")
                .format(path=path.name, problem=error.strerror or error)
            )
        self._show_refusal(None)
        window = self.window()
        status = getattr(window, "statusBar", None)
        if callable(status):
            status().showMessage(
                translate("Cashier", "Ledger saved to {path}").format(path=path), 8000
            )
        return True


class PayOutDialog(QDialog):
    """How much to hand a player, and how (cash by default)."""

    def __init__(self, page: PlayerBook, currency: Currency, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(
            translate("Cashier", "Pay out {name}").format(name=page.player.name)
        )
        self.amount = QLineEdit(currency.plain(page.to_pay), self)
        self.amount.setObjectName("payAmount")
        self.way = QComboBox(self)
        self.way.setObjectName("payWay")
        self.way.addItem(Payment.CASH.shown, Payment.CASH.value)
        self.way.addItem(Payment.OTHER.shown, Payment.OTHER.value)
        form = QFormLayout(self)
        form.addRow(QLabel(won_text(page, currency), self))
        form.addRow(
            translate("Cashier", "Still to pay:"), QLabel(currency.format(page.to_pay), self)
        )
        form.addRow(translate("Cashier", "Amount:"), self.amount)
        form.addRow(translate("Cashier", "Paid:"), self.way)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @property
    def payment(self) -> Payment:
        """The way chosen."""
        return Payment(self.way.currentData())
