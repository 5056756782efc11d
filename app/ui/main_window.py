"""The dealer console: table, action bar, clock and the tournament panels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QProgressDialog,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.engine.structure import Break
from app.engine.tournament_events import HandVoided
from app.session.live import LiveTournament
from app.session.table_view import build_table_view
from app.store.export import export_format, export_tournament
from app.ui.action_bar import ActionBar
from app.ui.color_up import ColorUpDialog
from app.ui.panels import (
    ClockBar,
    HandLogPanel,
    HandsPanel,
    PayoutsPanel,
    PlayersPanel,
    TablesPanel,
)
from app.ui.review import HandReviewBar
from app.ui.structure_editor import StructureEditor
from app.ui.table_widget import TableWidget

EXPORT_LABELS = {
    "PHH (open hand history format)": "phh",
    "PokerStars text (tracking tools)": "pokerstars",
    "JSON": "json",
}


class MainWindow(QMainWindow):
    """The console a dealer or director uses during play.

    File commands that replace the tournament, and the audience display, are requested
    through signals; the application's controller opens those windows.
    """

    new_requested = Signal()
    open_requested = Signal(str)
    display_requested = Signal()
    display_screen_chosen = Signal(int)
    setup_requested = Signal()

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.recent_provider: Callable[[], tuple[Path, ...]] = tuple
        self.setObjectName("mainWindow")
        self.setMinimumSize(1200, 680)
        first = session.state.tables[0].number if session.state.tables else 1
        self.table_widget = TableWidget(self)
        self.review = HandReviewBar(self)
        self.review.step_changed.connect(self.refresh)
        self.review.closed.connect(self.end_review)
        self.action_bar = ActionBar(session, first, self)
        self.clock_bar = ClockBar(session, self)
        self.table_picker = QComboBox(self)
        self.table_picker.setObjectName("tablePicker")
        self.table_picker.currentIndexChanged.connect(self._table_picked)
        self.hand_log = HandLogPanel(session, first, self)
        self.players = PlayersPanel(session, self)
        self.hands = HandsPanel(session, self)
        self.hands.review_requested.connect(self.review_hand)
        self.hands.export_requested.connect(lambda numbers: self.export_hands(hands=numbers))
        self.payouts = PayoutsPanel(session, self)
        self.tables = TablesPanel(session, self)
        self.structure = StructureEditor(session, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.hand_log, "Hand log")
        self.tabs.addTab(self.players, "Players")
        self.tabs.addTab(self.hands, "Hands")
        self.tabs.addTab(self.payouts, "Payouts")
        self.tabs.addTab(self.tables, "Tables")
        self.tabs.addTab(self.structure, "Structure")
        self._build_layout()
        self._build_menus()
        session.changed.connect(self.refresh)
        session.failed.connect(lambda message: self.statusBar().showMessage(message, 8000))
        session.level_changed.connect(self._announce_step)
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
        column.addWidget(self.review)
        column.addWidget(self.table_widget, 1)
        column.addWidget(self.action_bar)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([860, 420])
        # Wide enough for every tab's title: scroll arrows hide tabs from a hurried user.
        self.tabs.setMinimumWidth(max(400, self.tabs.tabBar().sizeHint().width() + 12))
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.addWidget(self.clock_bar)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_menus(self) -> None:
        self._build_file_menu()
        stack = self.session.undo_stack
        edit = self.menuBar().addMenu("&Edit")
        undo = stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = stack.createRedoAction(self, "&Redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(undo)
        edit.addAction(redo)
        view = self.menuBar().addMenu("&View")
        display = QAction("&Audience display", self)
        display.setShortcut(QKeySequence("Ctrl+D"))
        display.triggered.connect(self.display_requested.emit)
        view.addAction(display)
        self.screens_menu = view.addMenu("Audience display &on")
        self.screens_menu.aboutToShow.connect(self._fill_screens)
        self._build_tournament_menu()
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
        hand.addSeparator()
        misdeal = QAction("&Misdeal: void this hand", self)
        misdeal.setObjectName("misdealAction")
        misdeal.triggered.connect(self.misdeal)
        hand.addAction(misdeal)

    def misdeal(self) -> bool:
        """Void the hand in progress at this table: every chip goes back (undoable)."""
        try:
            hand = self.session.state.table(self.current_table).hand
        except FeltboardError as error:
            self.statusBar().showMessage(str(error), 8000)
            return False
        if hand is None:
            self.statusBar().showMessage(f"No hand is in progress at table {self.current_table}")
            return False
        if not self.session.record(HandVoided(hand.number), f"Misdeal: void hand {hand.number}"):
            return False
        self.statusBar().showMessage(
            f"Hand {hand.number} voided: every chip went back. Ctrl+Z undoes it.", 10000
        )
        return True

    def _build_tournament_menu(self) -> None:
        menu = self.menuBar().addMenu("&Tournament")
        setup = menu.addAction("&Setup…", self.setup_requested.emit)
        setup.setObjectName("setupAction")
        color_up = QAction("&Color up chips…", self)
        color_up.setObjectName("colorUpAction")
        color_up.setShortcut(QKeySequence("Ctrl+U"))
        color_up.triggered.connect(self.color_up)
        menu.addAction(color_up)

    def color_up(self) -> ColorUpDialog:
        """Open the chip race for a color-up (the break's chip is chosen already)."""
        dialog = ColorUpDialog(self.session, self.session.clock_state().index, self)
        dialog.open()
        return dialog

    def _announce_step(self, index: int) -> None:
        """At a break that colors up, say where the chip race is."""
        steps = self.session.state.setup.structure.steps
        step = steps[index] if 0 <= index < len(steps) else None
        if isinstance(step, Break) and step.color_up is not None:
            self.statusBar().showMessage(
                f"{step.describe()} — Tournament > Color up chips… runs the chip race", 60_000
            )

    def _build_file_menu(self) -> None:
        menu = self.menuBar().addMenu("&File")
        for text, shortcut, slot in (
            ("&New tournament…", QKeySequence.StandardKey.New, self.new_requested.emit),
            ("&Open…", QKeySequence.StandardKey.Open, lambda: self.open_requested.emit("")),
            ("Save a &copy…", QKeySequence("Ctrl+Shift+S"), self.save_copy),
            ("&Export hand histories…", QKeySequence("Ctrl+E"), self.export_hands),
        ):
            action = QAction(text, self)
            action.setShortcut(shortcut)
            action.triggered.connect(slot)
            menu.addAction(action)
        self.recent_menu = menu.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        menu.addAction(quit_action)

    def _fill_screens(self) -> None:
        self.screens_menu.clear()
        for index, screen in enumerate(QGuiApplication.screens()):
            size = screen.size()
            action = self.screens_menu.addAction(
                f"{screen.name() or f'Screen {index + 1}'} ({size.width()}×{size.height()})"
            )
            action.triggered.connect(
                lambda _c=False, i=index: self.display_screen_chosen.emit(i)
            )

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_provider():
            action = self.recent_menu.addAction(str(path))
            action.triggered.connect(lambda _c=False, p=str(path): self.open_requested.emit(p))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction("(none yet)").setEnabled(False)

    def save_copy(self) -> None:
        """Save a consistent copy of the tournament elsewhere (it keeps autosaving here)."""
        file = self.session.file
        default = str(file.path.with_name(file.path.stem + " copy.feltboard"))
        chosen, _ = QFileDialog.getSaveFileName(
            self, "Save a copy", default, "Feltboard tournaments (*.feltboard)"
        )
        if not chosen:
            return
        try:
            copy = file.copy_to(chosen)
        except (FeltboardError, OSError) as error:
            self.statusBar().showMessage(f"Cannot save the copy: {error}", 8000)
            return
        self.statusBar().showMessage(f"Saved a copy as {copy}", 8000)

    def export_hands(
        self, fmt: str | None = None, folder: str | None = None, hands: list[int] | None = None
    ) -> list[Path]:
        """Export every finished hand, or only ``hands``, with a progress bar.

        Formats: PHH, PokerStars text or JSON (asked for when ``fmt`` is ``None``).
        """
        what = "all hand histories" if hands is None else _hands_label(hands)
        if fmt is None:
            choice, ok = QInputDialog.getItem(
                self, f"Export {what}", "Format", list(EXPORT_LABELS), 0, False
            )
            if not ok:
                return []
            fmt = EXPORT_LABELS[choice]
        if folder is None:
            default = str(self.session.file.path.with_suffix("")) + f" {fmt}"
            folder = QFileDialog.getExistingDirectory(self, "Export into folder", default)
            if not folder:
                return []
        progress = QProgressDialog("Exporting hand histories…", "", 0, 0, self)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)

        def report(done: int, total: int) -> None:
            if progress_step(done, total):
                progress.setMaximum(total)
                progress.setValue(done)

        try:
            written = export_tournament(
                self.session.file, export_format(fmt), folder, hands=hands, progress=report
            )
        except (FeltboardError, OSError) as error:
            self.statusBar().showMessage(f"Export failed: {error}", 10000)
            return []
        finally:
            progress.close()
        self.statusBar().showMessage(
            f"Exported {what} as {len(written)} file(s) to {folder}", 10000
        )
        return written

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
        if self.review.isVisible() and self.review.state is not None:
            self._show_review()
            return
        try:
            table = state.table(self.action_bar.table)
        except FeltboardError:
            return
        occupants = {seat: state.player(p).name for seat, p in table.seats}
        stacks = {seat: state.player(p).stack for seat, p in table.seats}
        shown = table.hand_state or self.session.last_hand(table.number)
        view = build_table_view(
            f"Table {table.number}", table.seat_count, occupants, stacks, shown
        )
        self.table_widget.set_view(view)

    def review_hand(self, number: int) -> None:
        """Show past hand ``number`` on the table view, step by step."""
        try:
            history = self.session.file.hand_history(number)
        except FeltboardError as error:
            self.statusBar().showMessage(str(error), 8000)
            return
        self.review.load(history)
        self.action_bar.setEnabled(False)

    def end_review(self) -> None:
        """Back to the live table."""
        self.review.hide()
        self.action_bar.setEnabled(True)
        self.refresh()

    def _show_review(self) -> None:
        state, history = self.review.state, self.review.history
        assert state is not None and history is not None
        occupants = {s.seat: s.player for s in history.config.seats}
        seat_count = max(self.session.state.setup.seats_per_table, *occupants, 2)
        view = build_table_view(
            f"Hand {history.number}", seat_count, occupants, {}, state
        )
        self.table_widget.set_view(view)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.stop_ticking()
        super().closeEvent(event)


def progress_step(done: int, total: int) -> bool:
    """Whether to show ``done`` of ``total`` in a progress bar: the first and last, and
    about a hundred steps in between (a modal dialog handles pending events at every
    value shown; 5,000 of them added about half a second to an export)."""
    return done in (0, total) or done % max(1, total // 100) == 0


def _hands_label(numbers: list[int]) -> str:
    """``'hand 12'`` or ``'3 hands'``."""
    return f"hand {numbers[0]}" if len(numbers) == 1 else f"{len(numbers)} hands"
