"""Color up at a break: pick the chip, deal the chip races, read them out, record them."""

from __future__ import annotations

import secrets

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.color_up import (
    ColorUp,
    colorable_denominations,
    plan_color_up,
    suggested_denomination,
)
from app.engine.errors import FeltboardError, chips, signed_chips
from app.engine.wording import translate
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR


class ColorUpDialog(QDialog):
    """Races off one denomination at every table and records the new stacks at once.

    The race is dealt by the app (a shuffled deck per table) and written out line by line
    for the dealer to read aloud; "Deal again" is there until it is recorded.
    """

    def __init__(
        self, session: LiveTournament, step_index: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._plan: ColorUp | None = None
        self.setWindowTitle(translate("ColorUp", "Color up"))
        self.setObjectName("colorUpDialog")
        self.resize(720, 620)
        self.chip_box = QComboBox(self)
        self.chip_box.setObjectName("colorUpChip")
        state = session.state
        for value in colorable_denominations(state):
            self.chip_box.addItem(
                translate("ColorUp", "{amount} chips").format(amount=chips(value)), value
            )
        suggested = suggested_denomination(state, step_index)
        if suggested is not None:
            self.chip_box.setCurrentIndex(self.chip_box.findData(suggested))
        self.deal_button = QPushButton(translate("ColorUp", "Deal again"), self)
        self.deal_button.setObjectName("colorUpDeal")
        self.deal_button.clicked.connect(lambda _checked=False: self.deal())
        self.chip_box.currentIndexChanged.connect(lambda _index: self.deal())
        self.account = QPlainTextEdit(self)
        self.account.setObjectName("colorUpAccount")
        self.account.setReadOnly(True)
        self.account.setStyleSheet("font-size: 14px;")
        self.stacks = QTableWidget(0, 4, self)
        self.stacks.setObjectName("colorUpStacks")
        self.stacks.setHorizontalHeaderLabels(
            [
                translate("ColorUp", "Player"),
                translate("ColorUp", "Before"),
                translate("ColorUp", "After"),
                translate("ColorUp", "Change"),
            ]
        )
        self.stacks.verticalHeader().setVisible(False)
        self.stacks.horizontalHeader().setStretchLastSection(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("colorUpError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.buttons = QDialogButtonBox(self)
        self.record_button = self.buttons.addButton(
            translate("ColorUp", "Record the new stacks"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.record_button.setObjectName("colorUpRecord")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.deal()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("ColorUp", "Race off the"), self))
        top.addWidget(self.chip_box)
        top.addStretch(1)
        top.addWidget(self.deal_button)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.account, 3)
        column.addWidget(self.stacks, 2)
        column.addWidget(self.error_label)
        column.addWidget(self.buttons)

    @property
    def plan(self) -> ColorUp | None:
        """The races dealt and shown, if they could be dealt."""
        return self._plan

    def deal(self, seed: int | None = None) -> None:
        """Deal the races for the chosen chip (a new shuffle each time)."""
        value = self.chip_box.currentData()
        self._plan = None
        self.error_label.clear()
        if not isinstance(value, int):
            self._show_problem(
                translate("ColorUp", "This chip set has no chip that a larger one can replace.")
            )
            return
        try:
            plan = plan_color_up(
                self._session.state, value, secrets.randbits(32) if seed is None else seed
            )
        except FeltboardError as error:
            self._show_problem(str(error))
            return
        self._plan = plan
        self.account.setPlainText(_account(plan))
        self._fill_stacks(plan)
        self.record_button.setEnabled(True)

    def _show_problem(self, message: str) -> None:
        self.error_label.setText(message)
        self.account.clear()
        self.stacks.setRowCount(0)
        self.record_button.setEnabled(False)

    def _fill_stacks(self, plan: ColorUp) -> None:
        state = self._session.state
        self.stacks.setRowCount(len(plan.stacks))
        for row, (player_id, after) in enumerate(plan.stacks):
            player = state.player(player_id)
            change = after - player.stack
            cells = (player.name, chips(player.stack), chips(after),
                     signed_chips(change) if change else "—")
            for column, text in enumerate(cells):
                self.stacks.setItem(row, column, QTableWidgetItem(text))
        self.stacks.resizeColumnsToContents()

    def accept(self) -> None:
        """Record the stacks the races left (one undoable step); stay open if refused."""
        plan = self._plan
        if plan is None:
            return
        problem = self._session.check(plan.event)
        if problem is not None:
            self.error_label.setText(problem)
            return
        problem = self._session.edits.color_up(plan)
        if problem is not None:
            self.error_label.setText(problem)
            return
        super().accept()


def _account(plan: ColorUp) -> str:
    """The races as the dealer reads them out, table by table."""
    blocks = []
    for table_race in plan.races:
        blocks.append("\n".join((f"{table_race.title}:", *table_race.race.description)))
    return "\n\n".join(blocks)
