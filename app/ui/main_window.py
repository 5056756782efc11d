"""The dealer console: table, action bar, clock and the tournament panels."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSplitter,
    QTabWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError, chips
from app.engine.look import DisplayLook
from app.engine.structure import Break
from app.engine.wording import translate
from app.present.console_keys import (
    Command,
    Focus,
    Mode,
    Route,
    command_for,
    console_mode,
    hint,
    keymap,
    refusal,
    route,
)
from app.present.first_button import pending_button
from app.present.table_view import build_table_view
from app.session.live import LiveTournament
from app.ui.action_bar import ActionBar
from app.ui.clock_bar import ClockBar
from app.ui.console_keyboard import key_press
from app.ui.console_menus import build_menus
from app.ui.panels import (
    HandLogPanel,
    HandsPanel,
    PayoutsPanel,
    PlayersPanel,
    TablesPanel,
)
from app.ui.review import HandReviewBar
from app.ui.table_picker import TablePicker
from app.ui.table_widget import TableWidget

if TYPE_CHECKING:  # the dialogs are imported when opened: not needed for the first paint
    from app.ui.button_draw import ButtonDrawDialog
    from app.ui.cashier_panel import CashierPanel  # tabs: imported when first shown
    from app.ui.color_up import ColorUpDialog
    from app.ui.deal_dialog import DealDialog
    from app.ui.look_dialog import LookDialog
    from app.ui.print_menu import PrintMenu
    from app.ui.structure_editor import StructureEditor


TAB_BUILD_GAP_MS = 250
"""Between two tabs built in the background: the console answers a key in between."""


class MainWindow(QMainWindow):
    """The console a dealer or director uses during play.

    File commands that replace the tournament, and the audience display, are requested
    through signals; the application's controller opens those windows.
    """

    new_requested = Signal()
    open_requested = Signal(str)
    display_requested = Signal()
    display_screen_chosen = Signal(int)
    share_requested = Signal()
    pads_requested = Signal()
    setup_requested = Signal()
    sounds_requested = Signal()
    league_requested = Signal()
    league_add_requested = Signal()
    # The menus that change as the night goes (app.ui.console_menus builds them).
    screens_menu: QMenu
    recent_menu: QMenu
    print_menu: PrintMenu
    language_menu: QMenu

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.recent_provider: Callable[[], tuple[Path, ...]] = tuple
        self.setObjectName("mainWindow")
        self.setMinimumSize(1200, 680)
        first = session.state.tables[0].number if session.state.tables else 1
        self.table_widget = TableWidget(self)
        # A click on the felt takes the keyboard back from any box (as Esc does).
        self.table_widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.review = HandReviewBar(self)
        self.review.step_changed.connect(self.refresh)
        self.review.closed.connect(self.end_review)
        self.action_bar = ActionBar(session, first, self)
        self.action_bar.home = self.table_widget
        self.clock_bar = ClockBar(session, self)
        self.clock_bar.table = lambda: self.current_table
        self.clock_bar.refused.connect(lambda message: self.statusBar().showMessage(message, 8000))
        self.table_picker = TablePicker(self)
        self.table_picker.table_chosen.connect(self._table_picked)
        self.table_picker.table_chosen.connect(lambda _table: self.clock_bar.refresh())
        self.pad_notice = QLabel(self)
        self.pad_notice.setObjectName("padNotice")
        self.pad_notice.hide()
        self._pads: dict[int, tuple[str, str]] = {}
        self.hand_log = HandLogPanel(session, first, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.hand_log, translate("MainWindow", "Hand log"))
        # The other tabs are built when first shown or asked for: building them all made
        # up half of the console's opening (~0.2 s on a 300-player night), for panels the
        # dealer does not look at in the first seconds. A placeholder holds each place.
        self._panels: dict[str, QWidget] = {}
        self._unbuilt: dict[str, tuple[QWidget, Callable[[], QWidget]]] = {}
        for name, title, build in (
            ("players", translate("MainWindow", "Players"), lambda: PlayersPanel(session, self)),
            ("hands", translate("MainWindow", "Hands"), self._build_hands),
            ("payouts", translate("MainWindow", "Payouts"), lambda: PayoutsPanel(session, self)),
            ("tables", translate("MainWindow", "Tables"), self._build_tables),
            ("structure", translate("MainWindow", "Structure"), self._build_structure),
            ("cashier", translate("MainWindow", "Cashier"), self._build_cashier),
        ):  # fmt: skip
            placeholder = QWidget()
            self.tabs.addTab(placeholder, title)
            self._unbuilt[name] = (placeholder, build)
        self.tabs.currentChanged.connect(self._tab_shown)
        self.mode = Mode.WAITING
        self._all_in_asked = False
        self._break_deal_asked = False
        self._break_notice = ""
        self.button_draw_dialog: ButtonDrawDialog | None = None
        self.commands: dict[Command, QAction] = {}
        self._build_layout()
        build_menus(self)
        self._keymap = keymap({
            Command.FOLD: self.action_bar.fold,
            Command.CHECK_CALL: self.action_bar.check_or_call,
            Command.WAGER: self.action_bar.wager,
            Command.ALL_IN: self.action_bar.all_in,
            Command.DEAL_BOARD: self.action_bar.deal_board,
            Command.BRING_IN: self.action_bar.bring_in,
            Command.NEXT_HAND: self.action_bar.next_hand,
            Command.BUTTON_DRAW: self.draw_button,
            Command.MISDEAL: self.misdeal,
            Command.UNDO: self.session.edits.undo,
            Command.REDO: self.session.edits.redo,
            Command.END_REVIEW: self.end_review,
        })
        # At a break N asks first; a second N deals (dealt at the level after the break).
        self._keymap[Mode.BREAK][Command.NEXT_HAND] = self._ask_break_deal
        self._keymap[Mode.CONFIRM_BREAK_DEAL][Command.NEXT_HAND] = lambda: (
            self.action_bar.next_hand(during_break=True)
        )
        session.changed.connect(self.refresh)
        # Only notices nobody asked for arrive here (a failed undo, the break backup);
        # a refusal is shown by the control that asked.
        session.failed.connect(lambda message: self.statusBar().showMessage(message, 8000))
        session.level_changed.connect(self._announce_step)
        session.wall_clock_jumped.connect(self._clock_jumped)
        session.level_changed.connect(lambda _index: self._update_mode())  # a break begins or ends
        session.steps_moved.connect(self._stack_moved)
        self._following_focus = False
        # The console's keys are read where Qt sends them: to the focused widget, or to
        # the window when nothing has the focus. Not through an application-wide filter,
        # which made every event of every object cross into Python (~40 ms at start).
        self._keys_at: QWidget | None = None
        self.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
            self._following_focus = True
            self._read_keys_at(QApplication.focusWidget())
        self.refresh()

    @property
    def players(self) -> PlayersPanel:
        """The Players tab (built on first use, as every tab but the hand log)."""
        return cast(PlayersPanel, self._panel("players"))

    @property
    def hands(self) -> HandsPanel:
        """The Hands tab."""
        return cast(HandsPanel, self._panel("hands"))

    @property
    def payouts(self) -> PayoutsPanel:
        """The Payouts tab."""
        return cast(PayoutsPanel, self._panel("payouts"))

    @property
    def tables(self) -> TablesPanel:
        """The Tables tab."""
        return cast(TablesPanel, self._panel("tables"))

    @property
    def structure(self) -> StructureEditor:
        """The Structure tab."""
        return cast("StructureEditor", self._panel("structure"))

    @property
    def cashier(self) -> CashierPanel:
        """The Cashier tab."""
        return cast("CashierPanel", self._panel("cashier"))

    def _build_hands(self) -> HandsPanel:
        hands = HandsPanel(self.session, self)
        hands.review_requested.connect(self.review_hand)
        hands.export_requested.connect(lambda numbers: self.export_hands(hands=numbers))
        return hands

    def _build_structure(self) -> StructureEditor:
        from app.ui.structure_editor import StructureEditor

        return StructureEditor(self.session, self)

    def _build_cashier(self) -> CashierPanel:
        from app.ui.cashier_panel import CashierPanel

        return CashierPanel(self.session, self)

    def _build_tables(self) -> TablesPanel:
        tables = TablesPanel(self.session, self)
        if self._pads:
            tables.show_pads(self._pads)
        return tables

    def build_tabs_later(self, delay_ms: int = 3000) -> None:
        """Build the tabs not shown yet one by one from ``delay_ms`` on, a moment apart,
        so the host's first look at each is instant (~30-150 ms each, once)."""
        QTimer.singleShot(delay_ms, self, self._build_next_tab)

    def _build_next_tab(self) -> None:
        if self._unbuilt:
            self._panel(next(iter(self._unbuilt)))
        if self._unbuilt:
            QTimer.singleShot(TAB_BUILD_GAP_MS, self, self._build_next_tab)

    def _tab_shown(self, index: int) -> None:
        """Build the tab the host turned to, if it is still a placeholder."""
        page = self.tabs.widget(index)
        for name, (placeholder, _build) in list(self._unbuilt.items()):
            if placeholder is page:
                self._panel(name)
                return

    def _panel(self, name: str) -> QWidget:
        """The tab ``name``, built now (in its placeholder's place) if not built yet."""
        panel = self._panels.get(name)
        if panel is not None:
            return panel
        placeholder, build = self._unbuilt.pop(name)
        panel = self._panels[name] = build()
        index = self.tabs.indexOf(placeholder)
        title = self.tabs.tabText(index)
        current = self.tabs.currentIndex()
        # The swap is not a change of tab: nobody hears of it (the tab shown stays shown).
        blocked = self.tabs.blockSignals(True)
        try:
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, panel, title)
            self.tabs.setCurrentIndex(current)
        finally:
            self.tabs.blockSignals(blocked)
        placeholder.deleteLater()
        return panel

    @property
    def current_table(self) -> int:
        """The table shown and recorded."""
        return self.action_bar.table

    def _build_layout(self) -> None:
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        picker_row = QHBoxLayout()
        picker_row.addWidget(QLabel(translate("MainWindow", "Table:")))
        picker_row.addWidget(self.table_picker)
        picker_row.addSpacing(12)
        picker_row.addWidget(self.pad_notice)
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

    # ----- the keyboard as a table -----------------------------------------------------

    def run(self, command: Command) -> bool:
        """Run ``command`` if it means something in the current mode; whether it ran."""
        self._update_mode()
        handler = self._keymap[self.mode].get(command)
        if handler is None and command is Command.ALL_IN and self.mode is Mode.BETTING:
            handler = self._keymap[Mode.CONFIRM_ALL_IN][command]  # the menu item is explicit
        if handler is None:
            return False
        self._all_in_asked = False
        self._break_deal_asked = False
        handler()
        self._update_mode()
        return True

    def _update_mode(self) -> None:
        """Derive the keyboard's mode, enable its commands and show its hint."""
        try:
            state = self.session.state
            table = state.table(self.current_table)
        except FeltboardError:
            mode = Mode.REVIEW if self.review.isVisible() else Mode.NO_PLAY
        else:
            mode = console_mode(
                table.hand_state,
                reviewing=self.review.isVisible(),
                typing_amount=QApplication.focusWidget() is self.action_bar.amount_edit,
                all_in_asked=self._all_in_asked,
                # N stays on where a deal may be refused: the refusal says why (too few
                # players, a table to balance), which a greyed key cannot.
                can_deal=table.tracked and not state.is_finished,
                hands_played=sum(1 for h in state.hands if h.table == table.number),
                read_only=self.session.file.read_only,
                on_break=self.session.on_break() and not self.action_bar.dealing_through_break(),
                break_deal_asked=self._break_deal_asked,
            )
        self.mode = mode
        meanings = self._keymap[mode]
        edits = self.session.edits
        for command, action in self.commands.items():
            allowed = command in meanings
            restored = self.session.history_restored
            if command is Command.UNDO:
                # Until the history is read (just after start), Undo is offered unnamed:
                # pressed, it reads the history first and undoes the latest step.
                step = edits.undo_text() if restored else ""
                allowed = allowed and step is not None
                action.setText(
                    translate("MainWindow", "&Undo {action}").format(action=step or "").rstrip()
                )
            elif command is Command.REDO:
                step = edits.redo_text() if restored else ""
                allowed = allowed and step is not None
                action.setText(
                    translate("MainWindow", "&Redo {action}").format(action=step or "").rstrip()
                )
            action.setEnabled(allowed)
        self.action_bar.show_hint(hint(mode, self.action_bar.hand_state()))

    def _clock_jumped(self, jump: float) -> None:
        """The computer's clock jumped: ask whether it slept (a dialog rarely opened, so
        imported then)."""
        from app.ui.clock_jump import ask_about_clock_jump

        ask_about_clock_jump(self, self.session, jump)

    def _stack_moved(self, _index: int) -> None:
        if self.session.steps_alive():  # not while the session is deleted
            self._update_mode()  # Undo and Redo are enabled and named from the stack

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not self.session.steps_alive():  # the session is being deleted
            return
        self._read_keys_at(new)
        if new is None or new.window() is self:
            self._update_mode()

    def _read_keys_at(self, focus: QWidget | None) -> None:
        """Filter the keys of ``focus`` (the application's focus widget), when it is in
        this window; Qt sends key presses and shortcut overrides to it."""
        widget = focus if focus is not None and focus.window() is self else None
        if widget is self._keys_at:
            return
        if self._keys_at is not None and shiboken6.isValid(self._keys_at):
            self._keys_at.removeEventFilter(self)
        self._keys_at = widget
        if widget is not None and widget is not self:
            widget.installEventFilter(self)

    def focus_kind(self, widget: QWidget | None) -> Focus:
        """Where the keyboard is, as the key table sees it."""
        bar = self.action_bar
        if widget is bar.amount_edit:
            return Focus.AMOUNT_BOX
        if bar.is_card_box(widget):
            return Focus.CARD_BOX
        if widget is not None and self.clock_bar.isAncestorOf(widget):
            return Focus.CLOCK
        if bar.is_award_control(widget):
            return Focus.OTHER_CONTROL
        if isinstance(widget, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)):
            return Focus.OTHER_TEXT
        if isinstance(widget, QComboBox) and (widget.isEditable() or widget is self.table_picker):
            return Focus.OTHER_TEXT  # the picker takes a table's number typed
        if widget is not None and (
            self.review.isAncestorOf(widget) or self.tabs.isAncestorOf(widget)
        ):
            return Focus.OTHER_CONTROL
        return Focus.TABLE

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        focus = QApplication.focusWidget()
        # Routed once, where the keyboard is. A key a box ignored climbs to its parents
        # afterwards (a line edit passes Enter on after acting on it): routing it again
        # there would act twice.
        if watched is not (focus if focus is not None else self):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self:
            return False
        assert isinstance(event, QKeyEvent)
        way = self._route(focus, event)
        if way is Route.PASS:
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key is ours: no shortcut fires, the key press follows
            return True
        self._follow(way, event)
        return True

    def _route(self, focus: QWidget | None, event: QKeyEvent) -> Route:
        self._update_mode()
        board = self.action_bar.card_box()
        return route(
            self.mode, self.focus_kind(focus), key_press(event),
            board.text() if board is not None else "",
        )

    def _follow(self, way: Route, event: QKeyEvent) -> None:
        bar = self.action_bar
        mode = self.mode
        self._all_in_asked = way is Route.ASK_ALL_IN
        self._break_deal_asked = False  # any key but a second N (passed on) cancels
        if way is Route.ASK_ALL_IN:
            self._ask_all_in()
        elif mode in (Mode.CONFIRM_ALL_IN, Mode.CONFIRM_BREAK_DEAL):
            bar.show_error(refusal(mode, key_press(event)))  # any other key cancels
        elif way is Route.TABLE:
            if self.mode is Mode.REVIEW:
                self.end_review()
            self.table_widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif way is Route.TO_CARDS:
            box = bar.card_box()
            if box is not None:
                box.setFocus(Qt.FocusReason.ShortcutFocusReason)
                box.end(False)  # gaining focus selected the text: add to it instead
                box.insert(event.text())
        elif way is Route.TO_AMOUNT:
            bar.amount_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
            bar.amount_edit.setText(event.text())  # typing over the suggested minimum
        elif way is Route.SUBMIT:
            self.run(Command.DEAL_BOARD if self.mode is Mode.BOARD else Command.WAGER)
        elif way is Route.DRAW_COUNT:
            bar.draw_page.record_key(event.text())
        elif way is Route.RUN and (command := command_for(key_press(event), mode)):
            self.run(command)
        elif way is Route.REFUSE:
            review = self.review.history
            number = review.number if review is not None else None
            bar.show_error(refusal(self.mode, key_press(event), number))
        self._update_mode()

    def draw_button(self) -> ButtonDrawDialog:
        """Open the form recording the draw for the first button at the table shown."""
        from app.ui.button_draw import ButtonDrawDialog

        if self.button_draw_dialog is not None:
            self.button_draw_dialog.deleteLater()
        dialog = self.button_draw_dialog = ButtonDrawDialog(self.session, self.current_table, self)
        # Closed, the keyboard is the table's again: N deals next.
        dialog.finished.connect(
            lambda _result: self.table_widget.setFocus(Qt.FocusReason.OtherFocusReason)
        )
        dialog.open()
        return dialog

    def _ask_break_deal(self) -> None:
        """At a break, N asks before it deals: the room was told there is no play."""
        clock = self.session.clock_state()
        level = clock.next_level
        assert level is not None  # a structure always ends with a level
        self._break_deal_asked = True
        self.action_bar.ask(
            translate(
                "MainWindow",
                "It is the break. Deal a hand anyway, at level {number}'s blinds ({level})?"
                " Press N again; any other key cancels",
            ).format(
                number=clock.level_number + 1,
                level=level.describe(self.session.state.setup.rules.ante_mode),
            )
        )

    def _ask_all_in(self) -> None:
        state = self.action_bar.hand_state()
        legal = state.legal_actions() if state is not None else None
        if state is None or legal is None or not legal.can_all_in:
            self._all_in_asked = False
            closed = legal.raising_closed_reason if legal is not None else None
            self.action_bar.show_error(
                closed or translate("MainWindow", "No all-in now: F, C or R")
            )
            return
        name = state.config.player(legal.seat)
        self.action_bar.ask(
            translate(
                "MainWindow", "All-in for {name}, {amount}? Press A again; any other key cancels"
            ).format(name=name, amount=chips(legal.all_in_to))
        )

    def misdeal(self) -> bool:
        """Void the hand in progress at this table: every chip goes back (undoable)."""
        tables = {table.number: table for table in self.session.state.tables}
        hand = tables[self.current_table].hand if self.current_table in tables else None
        problem = self.session.edits.misdeal(self.current_table)
        if problem is not None or hand is None:
            self.action_bar.show_error(problem or "")
            return False
        self.statusBar().showMessage(
            translate(
                "MainWindow", "Hand {hand} voided: every chip went back. Ctrl+Z undoes it."
            ).format(hand=hand.number),
            10000,
        )
        return True

    def edit_look(self) -> LookDialog:
        """View > Audience display look…: logo, colours, panels; Apply is one undoable step."""
        from app.ui.look_dialog import LookDialog

        session = self.session

        def commit(look: DisplayLook) -> str | None:
            return session.edits.change_look(look)

        reason = translate("MainWindow", "The file is read-only") if session.file.read_only else ""
        dialog = self.findChild(LookDialog, "lookDialog")
        if dialog is None:
            dialog = LookDialog(session.state.setup.look, commit, self, reason)
        else:  # one dialog, showing the look in force now
            dialog.load(session.state.setup.look)
        dialog.show()
        dialog.raise_()
        return dialog

    def color_up(self) -> ColorUpDialog:
        """Open the chip race for a color-up (the break's chip is chosen already)."""
        from app.ui.color_up import ColorUpDialog

        dialog = ColorUpDialog(self.session, self.session.clock_state().index, self)
        dialog.accepted.connect(self._end_break_notice)  # the race is run: nothing to say
        dialog.open()
        return dialog

    def make_deal(self) -> DealDialog:
        """Open the deal calculator for the players still in (records one deal)."""
        from app.ui.deal_dialog import DealDialog

        dialog = DealDialog(self.session, self)
        dialog.open()
        return dialog

    def _announce_step(self, index: int) -> None:
        """At a break that colors up, say where the chip race is."""
        steps = self.session.state.setup.structure.steps
        step = steps[index] if 0 <= index < len(steps) else None
        if isinstance(step, Break) and step.color_up is not None:
            self._break_notice = translate(
                "MainWindow", "{break_} — Tournament > Color up chips… runs the chip race"
            ).format(break_=step.describe())
            self.statusBar().showMessage(self._break_notice, 60_000)
        else:
            self._end_break_notice()  # the next level began: the break's word is stale

    def _end_break_notice(self) -> None:
        """Take the break's color-up notice off the status bar, if it is still there."""
        if self._break_notice and self.statusBar().currentMessage() == self._break_notice:
            self.statusBar().clearMessage()
        self._break_notice = ""

    def fill_screens(self) -> None:
        self.screens_menu.clear()
        for index, screen in enumerate(QGuiApplication.screens()):
            size = screen.size()
            action = self.screens_menu.addAction(
                translate("MainWindow", "{screen} ({width}×{height})").format(
                    screen=screen.name()
                    or translate("MainWindow", "Screen {number}").format(number=index + 1),
                    width=size.width(),
                    height=size.height(),
                )
            )
            action.triggered.connect(
                lambda _c=False, i=index: self.display_screen_chosen.emit(i)
            )

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_provider():
            action = self.recent_menu.addAction(str(path))
            action.triggered.connect(lambda _c=False, p=str(path): self.open_requested.emit(p))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(translate("MainWindow", "(none yet)")).setEnabled(False)

    def save_copy(self) -> None:
        """Save a consistent copy of the tournament elsewhere (it keeps autosaving here)."""
        from PySide6.QtWidgets import QFileDialog  # its enums: built when first asked for

        file = self.session.file
        default = str(file.path.with_name(file.path.stem + " copy.feltboard"))
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Save a copy"),
            default,
            translate("MainWindow", "Feltboard tournaments (*.feltboard)"),
        )
        if not chosen:
            return
        try:
            copy = file.copy_to(chosen)
        except (FeltboardError, OSError) as error:
            self.statusBar().showMessage(
                translate("MainWindow", "Cannot save the copy: {error}").format(error=error), 8000
            )
            return
        self.statusBar().showMessage(
            translate("MainWindow", "Saved a copy as {path}").format(path=copy), 8000
        )

    def export_hands(
        self, fmt: str | None = None, folder: str | None = None, hands: list[int] | None = None
    ) -> list[Path]:
        """Export every finished hand, or only ``hands``, with a progress bar
        (:func:`app.ui.export_hands.export_hands`)."""
        from app.ui.export_hands import export_hands

        return export_hands(self, self.session.file, fmt, folder, hands)

    def show_pads_recording(self, pads: Mapping[int, tuple[str, str]]) -> None:
        """The dealer pads paired now: table to (device, time paired). The table shown
        says when a pad records it, so the host knows a second dealer is at work there."""
        self._pads = dict(pads)
        self._show_pad_notice()
        if "tables" in self._panels:  # otherwise the tab is told when it is built
            self.tables.show_pads(self._pads)

    def _show_pad_notice(self) -> None:
        pad = self._pads.get(self.action_bar.table)
        self.pad_notice.setVisible(pad is not None)
        if pad is None:
            return
        device, since = pad
        self.pad_notice.setText(
            translate("MainWindow", "Recorded from a pad: {device} (since {time})").format(
                device=device, time=since
            )
        )
        self.pad_notice.setToolTip(translate(
            "MainWindow",
            "A dealer pad records this table. What you record here counts too: the pad "
            "shows it at once. Tournament > Dealer pads… revokes or moves the pairing.",
        ))

    def _table_picked(self, number: int) -> None:
        if number != self.action_bar.table:
            self.action_bar.set_table(number)
            self.hand_log.set_table(number)
            self.refresh()

    def refresh(self) -> None:
        """Repaint the table and the title from the session's state."""
        self._all_in_asked = False  # a recorded change answers any question pending
        state = self.session.state
        numbers = [t.number for t in state.tables]
        if numbers and self.action_bar.table not in numbers:
            self.action_bar.set_table(numbers[0])
            self.hand_log.set_table(numbers[0])
        self.table_picker.show_tables(numbers, self.action_bar.table)
        self._show_pad_notice()
        read_only = self.session.file.read_only
        title = (
            translate("MainWindow", "{name} — Feltboard (read-only)")
            if read_only
            else translate("MainWindow", "{name} — Feltboard")
        )
        self.setWindowTitle(title.format(name=state.setup.name))
        if read_only:
            self.action_bar.setEnabled(False)  # viewing only: nothing records
        self._update_mode()
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
            translate("MainWindow", "Table {number}").format(number=table.number),
            table.seat_count,
            occupants,
            stacks,
            shown,
            button=pending_button(table) if shown is None else None,
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
        self._update_mode()

    def end_review(self) -> None:
        """Back to the live table."""
        self.review.hide()
        self.action_bar.setEnabled(True)
        self.refresh()
        self.table_widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_review(self) -> None:
        state, history = self.review.state, self.review.history
        assert state is not None and history is not None
        occupants = {s.seat: s.player for s in history.config.seats}
        seat_count = max(self.session.state.setup.seats_per_table, *occupants, 2)
        view = build_table_view(
            translate("MainWindow", "Hand {number}").format(number=history.number),
            seat_count,
            occupants,
            {},
            state,
        )
        self.table_widget.set_view(view)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # not when restored from the task bar mid-typing
            # The keyboard starts at the table, not in whichever box comes first.
            self.table_widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.stop_ticking()
        app = QApplication.instance()
        if isinstance(app, QApplication) and self._following_focus:
            # A closed console no longer follows the focus: its session may go next.
            app.focusChanged.disconnect(self._focus_changed)
            self._following_focus = False
            self._read_keys_at(None)
        super().closeEvent(event)
