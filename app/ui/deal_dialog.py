"""Tournament > Make a deal…: work out ICM, chip chop or agreed shares and record the deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.accounts import deal_stacks, offer_deal, prizes_to_play_for
from app.engine.deal import METHOD_NAMES, METHODS, DealMethod
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.numbers import number_style
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.terms import place_label
from app.session.edits import ProposedDeal
from app.session.live import LiveTournament
from app.store.template import parse_money
from app.ui.colors import ERROR_COLOR

PLAYER, STACK, SHARE, OUT_NEXT, WINS = range(5)
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
HEADERS = (
    QT_TRANSLATE_NOOP("DealDialog", "Player"),
    QT_TRANSLATE_NOOP("DealDialog", "Stack"),
    QT_TRANSLATE_NOOP("DealDialog", "Deal share"),
    QT_TRANSLATE_NOOP("DealDialog", "If out next"),
    QT_TRANSLATE_NOOP("DealDialog", "If they win"),
)
METHOD_HELP: dict[DealMethod, str] = {
    "icm": QT_TRANSLATE_NOOP(
        "DealDialog",
        "ICM: each share is what the stacks are worth in prize money, by the chance of "
        "finishing in each place (Malmuth–Harville).",
    ),
    "chip": QT_TRANSLATE_NOOP(
        "DealDialog",
        "Chip chop: everyone gets the prize of the next player out, and the rest goes "
        "in proportion to the chips.",
    ),
    "custom": QT_TRANSLATE_NOOP(
        "DealDialog", "Agreed amounts: type what the players agreed; every cent must be shared."
    ),
}
QT_TRANSLATE_NOOP("DealDialog", "ICM")
QT_TRANSLATE_NOOP("DealDialog", "Chip chop")
QT_TRANSLATE_NOOP("DealDialog", "Agreed amounts")
"""The engine's method names (:data:`METHOD_NAMES`), translated where the menu shows them."""


def as_plain(text: str, currency: Currency) -> str:
    """An amount shown or typed in the language's style (``'1.250,50 €'`` in Spanish) as
    the plain number the readers take (``'1250.50'``); English text is left as it is.

    >>> as_plain("20,000", Currency())
    '20,000'
    """
    style = number_style()
    text = text.replace("\u00a0", " ").strip()
    if currency.symbol and text.endswith(currency.symbol):
        text = text[: -len(currency.symbol)].strip()
    if style.group == ",":
        return text
    return text.replace(style.group, "").replace(" ", "").replace(style.decimal, ".")


class DealDialog(QDialog):
    """The players still in, their stacks and each one's share; records one deal event.

    Stacks start from the recorded counts and can be typed over when the table's count
    differs. Shares are worked out as you change the method, the stacks or the amount
    kept to play for; with agreed amounts they are typed in.
    """

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._deal: ProposedDeal | None = None
        self._filling = False
        state = session.state
        self._currency: Currency = state.setup.currency
        self._players = deal_stacks(state)
        self._prizes = prizes_to_play_for(state)
        self.setWindowTitle(translate("DealDialog", "Make a deal"))
        self.setObjectName("dealDialog")
        self.resize(760, 520)
        self.prizes_label = QLabel(self._prizes_text(), self)
        self.prizes_label.setObjectName("dealPrizes")
        self.prizes_label.setWordWrap(True)
        self.method_box = QComboBox(self)
        self.method_box.setObjectName("dealMethod")
        for method in METHODS:
            self.method_box.addItem(translate("DealDialog", METHOD_NAMES[method]), method)
        self.method_help = QLabel(self)
        self.method_help.setWordWrap(True)
        self.keep_edit = QLineEdit(self._currency.plain(0), self)
        self.keep_edit.setObjectName("dealKeep")
        self.keep_edit.setToolTip(
            translate(
                "DealDialog",
                "Money left to play for: it comes off the top prizes and goes to the winner",
            )
        )
        self.ends_box = QCheckBox(
            translate("DealDialog", "End the tournament with the deal (places by chips)"), self
        )
        self.ends_box.setObjectName("dealEnds")
        self.table = QTableWidget(len(self._players), len(HEADERS), self)
        self.table.setObjectName("dealTable")
        self.table.setHorizontalHeaderLabels([translate("DealDialog", h) for h in HEADERS])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.hint_label = QLabel(
            translate(
                "DealDialog",
                "Double-click a stack to type the count at the table (with agreed amounts, "
                "a share too).",
            ),
            self,
        )
        self.hint_label.setWordWrap(True)
        self.total_label = QLabel(self)
        self.total_label.setObjectName("dealTotal")
        self.total_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("dealError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.buttons = QDialogButtonBox(self)
        self.record_button = self.buttons.addButton(
            translate("DealDialog", "Record the deal"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.record_button.setObjectName("dealRecord")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._fill_players()
        self._lay_out()
        self.method_box.currentIndexChanged.connect(lambda _index: self.work_out())
        self.keep_edit.textChanged.connect(lambda _text: self.work_out())
        self.ends_box.toggled.connect(lambda _on: self.work_out())
        self.table.itemChanged.connect(self._cell_changed)
        self.work_out()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(translate("DealDialog", "Method:"), self.method_box)
        form.addRow("", self.method_help)
        form.addRow(translate("DealDialog", "Keep to play for:"), self.keep_edit)
        form.addRow("", self.ends_box)
        column = QVBoxLayout(self)
        column.addWidget(self.prizes_label)
        column.addLayout(form)
        column.addWidget(self.table, 1)
        column.addWidget(self.hint_label)
        column.addWidget(self.total_label)
        column.addWidget(self.error_label)
        column.addWidget(self.buttons)

    # ----- what the dialog shows ------------------------------------------------------------

    @property
    def deal(self) -> ProposedDeal | None:
        """The deal as it stands, if it adds up and may be recorded."""
        return self._deal

    @property
    def method(self) -> DealMethod:
        data = self.method_box.currentData()
        return next((m for m in METHODS if m == data), "icm")

    def _prizes_text(self) -> str:
        money = self._currency.format
        total = money(sum(self._prizes))
        if self._session.state.deals:
            return translate(
                "DealDialog",
                "{count} players still in, playing for the {total} the last deal kept. "
                "A new deal shares it now.",
            ).format(count=len(self._players), total=total)
        paid = [f"{place_label(p)} {money(a)}" for p, a in enumerate(self._prizes, 1) if a]
        return translate(
            "DealDialog",
            "{count} players still in. Prizes still to be won: {prizes} (total {total}).",
        ).format(
            count=len(self._players),
            prizes=", ".join(paid) or translate("DealDialog", "none"),
            total=total,
        )

    def _fill_players(self) -> None:
        """One row per player: name, stack (editable), share, and the place prizes."""
        self._filling = True
        state = self._session.state
        money = self._currency.format
        lowest, highest = (self._prizes[-1], self._prizes[0]) if self._prizes else (0, 0)
        for row, (player, stack) in enumerate(self._players):
            cells = {
                PLAYER: state.player(player).name,
                STACK: chips(stack),
                SHARE: "",
                OUT_NEXT: money(lowest),
                WINS: money(highest),
            }
            for column, text in cells.items():
                item = QTableWidgetItem(text)
                if column in (STACK, SHARE, OUT_NEXT, WINS):
                    item.setTextAlignment(RIGHT)
                if column not in (STACK, SHARE):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
        self._filling = False

    def _cell_changed(self, item: QTableWidgetItem) -> None:
        if not self._filling and item.column() in (STACK, SHARE):
            self.work_out()

    # ----- working it out -------------------------------------------------------------------

    def work_out(self) -> None:
        """Read the inputs, work out the shares and show them, or say what is wrong.

        Agreed amounts are read from the share column, which starts from the shares the
        calculator showed last.
        """
        self._deal = None
        self.error_label.clear()
        self.method_help.setText(translate("DealDialog", METHOD_HELP[self.method]))
        try:
            keep = parse_money(
                as_plain(self.keep_edit.text(), self._currency) or "0",
                self._currency,
                translate("DealDialog", "Keep to play for"),
            )
        except FeltboardError as error:
            self._refuse(str(error), stale=True)
            return
        if self._session.state.is_finished:
            self._refuse(
                translate("DealDialog", "The tournament is over; there is nothing left to deal"),
                stale=True,
            )
            return
        self.ends_box.setEnabled(keep == 0)
        if keep:
            self.ends_box.blockSignals(True)
            self.ends_box.setChecked(False)
            self.ends_box.blockSignals(False)
        stacks = self._typed_stacks()
        if stacks is None:
            return
        method = self.method
        try:
            offer = offer_deal(
                self._session.state, "icm" if method == "custom" else method, keep, stacks,
                ends=self.ends_box.isChecked(),
            )
        except FeltboardError as error:
            self._refuse(str(error), stale=True)
            return
        shares = offer.shares
        if method == "custom" and self._cell(0, SHARE):
            typed = self._typed_shares()
            if typed is None:
                return
            shares = typed
        deal = self._session.edits.propose_deal(shares, offer.stacks, method, keep, offer.ends)
        self._show_shares(deal)
        problem = self._session.check(deal)
        if problem is not None:
            self._refuse(problem)
            return
        self._deal = deal
        self.record_button.setEnabled(True)

    def _typed_stacks(self) -> tuple[tuple[int, int], ...] | None:
        """The stacks as typed (commas and spaces allowed); ``None`` after saying why."""
        stacks = []
        for row, (player, _) in enumerate(self._players):
            text = as_plain(self._cell(row, STACK), Currency()).replace(",", "").replace(" ", "")
            name = self._cell(row, PLAYER)
            if not (text.isascii() and text.isdigit()) or int(text) == 0:
                self._refuse(
                    translate(
                        "DealDialog",
                        "{name}'s stack must be a whole number of chips above 0, not '{typed}'",
                    ).format(name=name, typed=self._cell(row, STACK)),
                    stale=True,
                )
                return None
            stacks.append((player, int(text)))
        return tuple(stacks)

    def _typed_shares(self) -> tuple[tuple[int, int], ...] | None:
        """The agreed shares as typed; ``None`` after saying why."""
        shares = []
        for row, (player, _) in enumerate(self._players):
            name = self._cell(row, PLAYER)
            try:
                amount = parse_money(
                    as_plain(self._cell(row, SHARE), self._currency),
                    self._currency,
                    translate("DealDialog", "{name}'s share").format(name=name),
                )
            except FeltboardError as error:
                self._refuse(str(error))
                return None
            shares.append((player, amount))
        return tuple(shares)

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _show_shares(self, deal: ProposedDeal) -> None:
        money = self._currency.format
        by_player = dict(deal.shares)
        self._filling = True
        for row, (player, _) in enumerate(self._players):
            item = self.table.item(row, SHARE)
            assert item is not None
            item.setText(money(by_player[player]))
            editable = deal.method == "custom"
            flags = item.flags()
            item.setFlags(
                flags | Qt.ItemFlag.ItemIsEditable if editable
                else flags & ~Qt.ItemFlag.ItemIsEditable
            )
        self._filling = False
        dealt = sum(by_player.values())
        shared = translate("DealDialog", "Shared now: {dealt} of {total}.").format(
            dealt=money(dealt), total=money(sum(self._prizes))
        )
        if deal.keep:
            then = translate(
                "DealDialog", "{kept} is kept to play for: the winner takes it."
            ).format(kept=money(deal.keep))
        elif deal.ends:
            then = translate("DealDialog", "The tournament ends here; places go by chips.")
        else:
            then = translate(
                "DealDialog", "Nothing is kept: play on for the title, or end the tournament here."
            )
        self.total_label.setText(f"{shared} {then}")

    def _refuse(self, message: str, stale: bool = False) -> None:
        """Say why the deal cannot be recorded; ``stale``: the shares shown no longer
        match the inputs, so their total is taken away."""
        self.error_label.setText(message)
        self.record_button.setEnabled(False)
        if stale:
            self.total_label.clear()

    def accept(self) -> None:
        """Record the deal (one undoable step); stay open and say why if refused."""
        deal = self._deal
        if deal is None:
            return
        problem = self._session.edits.agree_deal(deal)
        if problem is not None:
            self._refuse(problem)
            return
        super().accept()
