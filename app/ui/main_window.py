"""The dealer console: table, action bar, clock and the tournament panels."""

from __future__ import annotations

from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.session.live import LiveTournament
from app.session.table_view import build_table_view
from app.ui.action_bar import ActionBar
from app.ui.panels import ClockBar, HandLogPanel, HandsPanel, PayoutsPanel, PlayersPanel
from app.ui.table_widget import TableWidget


class MainWindow(QMainWindow):
    """The console a dealer or director uses during play."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("mainWindow")
        self.setMinimumSize(1200, 680)
        first = session.state.tables[0].number if session.state.tables else 1
        self.table_widget = TableWidget(self)
        self.action_bar = ActionBar(session, first, self)
        self.clock_bar = ClockBar(session, self)
        self.table_picker = QComboBox(self)
        self.table_picker.setObjectName("tablePicker")
        self.table_picker.currentIndexChanged.connect(self._table_picked)
        self.hand_log = HandLogPanel(session, first, self)
        self.players = PlayersPanel(session, self)
        self.hands = HandsPanel(session, self)
        self.payouts = PayoutsPanel(session, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.hand_log, "Hand log")
        self.tabs.addTab(self.players, "Players")
        self.tabs.addTab(self.hands, "Hands")
        self.tabs.addTab(self.payouts, "Payouts")
        self._build_layout()
        self._build_menus()
        session.changed.connect(self.refresh)
        session.failed.connect(lambda message: self.statusBar().showMessage(message, 8000))
        self.refresh()

    @property
    def current_table(self) -> int:
        """The table shown and recorded."""
        return self.action_bar.table

    def _build_layout(self) -> None:
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        picker_row = QHBoxLayout()
        picker_row.addWidget(QLabel("Table:"))
        picker_row.addWidget(self.table_picker)
        picker_row.addStretch(1)
        column.addLayout(picker_row)
        column.addWidget(self.table_widget, 1)
        column.addWidget(self.action_bar)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 380])
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.addWidget(self.clock_bar)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_menus(self) -> None:
        stack = self.session.undo_stack
        edit = self.menuBar().addMenu("&Edit")
        undo = stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = stack.createRedoAction(self, "&Redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(undo)
        edit.addAction(redo)
        hand = self.menuBar().addMenu("&Hand")
        bar = self.action_bar
        for text, key, slot in (
            ("&Fold", "F", bar.fold),
            ("&Check or call", "C", bar.check_or_call),
            ("&Bet or raise", "R", bar.wager),
            ("&All-in", "A", bar.all_in),
            ("&Deal next street", "D", bar.deal_board),
            ("&Next hand", "N", bar.next_hand),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
            hand.addAction(action)
            self.addAction(action)

    def _table_picked(self, index: int) -> None:
        if index < 0:
            return
        number = self.table_picker.itemData(index)
        if isinstance(number, int) and number != self.action_bar.table:
            self.action_bar.set_table(number)
            self.hand_log.set_table(number)
            self.refresh()

    def refresh(self) -> None:
        """Repaint the table and the title from the session's state."""
        state = self.session.state
        numbers = [t.number for t in state.tables]
        current = [self.table_picker.itemData(i) for i in range(self.table_picker.count())]
        if current != numbers:
            self.table_picker.blockSignals(True)
            self.table_picker.clear()
            for number in numbers:
                self.table_picker.addItem(f"Table {number}", number)
            self.table_picker.blockSignals(False)
            if numbers and self.action_bar.table not in numbers:
                self.action_bar.set_table(numbers[0])
                self.hand_log.set_table(numbers[0])
        if self.action_bar.table in numbers:
            self.table_picker.setCurrentIndex(numbers.index(self.action_bar.table))
        self.setWindowTitle(f"{state.setup.name} — Feltboard")
        try:
            table = state.table(self.action_bar.table)
        except FeltboardError:
            return
        occupants = {seat: state.player(p).name for seat, p in table.seats}
        stacks = {seat: state.player(p).stack for seat, p in table.seats}
        view = build_table_view(
            f"Table {table.number}", table.seat_count, occupants, stacks, table.hand_state
        )
        self.table_widget.set_view(view)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.stop_ticking()
        super().closeEvent(event)
