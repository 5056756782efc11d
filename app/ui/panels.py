"""The panels around the table: hand log, players, hands, payouts and tables (the clock
bar is :mod:`app.ui.clock_bar`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.engine.accounts import prizes
from app.engine.director import TablePlan, plan_tables
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.names import name_key
from app.engine.wording import translate
from app.present.first_button import draw_line, pending_draw
from app.present.narration import HandNarration, hand_bust_lines, push_lines
from app.present.terms import entry_label
from app.session.live import LiveTournament
from app.session.models import HandsModel, StandingsColumn, StandingsModel
from app.ui.colors import ERROR_COLOR
from app.ui.panel_texts import (
    PadsRecording,
    deal_text,
    entry_offer_text,
    escape,
    prize_grid,
    table_and_seat,
    table_line,
    tables_summary,
)
from app.ui.widgets import fit_columns_to_contents

if TYPE_CHECKING:  # their dialogs are imported when first opened, not as the console starts
    from app.ui.chip_counts import ChipCountDialog
    from app.ui.reaward import ReawardDialog


class HandLogPanel(QPlainTextEdit):
    """The current (or last) hand at a table, line by line.

    Plain text, not a list of items: appending a line repaints that line, where a list
    widget re-laid out and repainted every row after each recorded action.
    """

    def __init__(self, session: LiveTournament, table: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._session = session
        self._table = table
        self._narration: HandNarration | None = None
        self._shown: list[str] = []
        self.setObjectName("handLog")
        self.setReadOnly(True)
        # Long lines wrap at the panel's edge rather than run off it (a push line, a
        # result with kickers).
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        session.changed.connect(self.refresh)
        self.refresh()

    @property
    def lines(self) -> tuple[str, ...]:
        """The lines on show."""
        return tuple(self._shown)

    def set_table(self, table: int) -> None:
        """Follow another table."""
        self._table = table
        self.refresh()

    def refresh(self) -> None:
        """Show every line of the hand in progress (only new lines are added)."""
        lines = self._lines()
        shown = self._shown
        if lines[: len(shown)] != shown:
            self.setPlainText("\n".join(lines))
        else:
            for line in lines[len(shown) :]:
                self.appendPlainText(line)
        if lines != shown:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        self._shown = lines

    def _lines(self) -> list[str]:
        try:
            table = self._session.state.table(self._table)
        except FeltboardError:
            return []
        hand_state = table.hand_state or self._session.last_hand(table.number)
        draw = pending_draw(table)
        drawn = [draw_line(self._session.state, draw)] if draw is not None else []
        if hand_state is None:
            return [translate("Panels", "No hand in progress."), *drawn]
        title = (
            translate("Panels", "Hand {number}").format(number=table.hand.number)
            if table.hand is not None
            else translate("Panels", "Last hand")
        )
        narration = self._narration
        if narration is None or not narration.continues(hand_state.config, hand_state.events):
            narration = self._narration = HandNarration(hand_state.config)
        lines = [title, *drawn, *narration.lines_for(hand_state.events)]
        if hand_state.is_complete:
            lines.append(translate("Panels", "— hand complete —"))
            lines.extend(push_lines(hand_state.result()))
            lines.extend(self._finishes(table.number))
        return lines

    def _finishes(self, table: int) -> tuple[str, ...]:
        """Who the last hand at ``table`` knocked out, and where they finish."""
        state = self._session.state
        last = next((h for h in reversed(state.hands) if h.table == table), None)
        return hand_bust_lines(state, last.number) if last is not None else ()


class PlayersPanel(QWidget):
    """Register players, draw seats, and record rebuys, add-ons and re-entries."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("playerName")
        self.name_edit.setPlaceholderText(translate("Panels", "New player's name"))
        self.name_edit.returnPressed.connect(self.register)
        register = self.register_button = QPushButton(translate("Panels", "Register"), self)
        register.setObjectName("register")
        register.clicked.connect(self.register)
        draw = QPushButton(translate("Panels", "Seat unseated players"), self)
        draw.clicked.connect(self.draw)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("playerError")
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        # Two lines kept whether a refusal shows or not: the list below must not jump.
        self.error_label.setWordWrap(True)
        self.error_label.setFixedHeight(2 * self.error_label.fontMetrics().lineSpacing() + 4)
        self.model = StandingsModel(session, self)
        self.view = QTableView(self)
        self.view.setObjectName("standings")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        fit_columns_to_contents(header)
        # The name takes the room the figures leave and is cut last: a long name never
        # pushes Status and Prize behind a scrollbar (the whole name is its tooltip).
        header.setStretchLastSection(False)
        header.setSectionResizeMode(StandingsColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        top = QHBoxLayout()
        top.addWidget(self.name_edit, 1)
        top.addWidget(register)
        top.addWidget(draw)
        buttons = QHBoxLayout()
        self.entry_buttons: dict[EntryKind, QPushButton] = {}
        for kind in (EntryKind.REBUY, EntryKind.ADD_ON, EntryKind.RE_ENTRY):
            button = QPushButton(entry_label(kind).capitalize(), self)
            button.setObjectName(f"entry_{kind.value}")
            button.clicked.connect(lambda _checked=False, k=kind: self.take_entry(k))
            buttons.addWidget(button)
            self.entry_buttons[kind] = button
        rename = QPushButton(translate("Panels", "Rename…"), self)
        rename.setObjectName("renamePlayer")
        rename.clicked.connect(lambda: self.rename_selected())
        buttons.addWidget(rename)
        buttons.addStretch(1)
        moves = QHBoxLayout()
        self.seat_edit = QLineEdit(self)
        self.seat_edit.setObjectName("moveTo")
        self.seat_edit.setPlaceholderText(translate("Panels", "table/seat, e.g. 2/5"))
        self.seat_edit.setMinimumWidth(150)
        self.seat_edit.returnPressed.connect(self.move_selected)
        move = QPushButton(translate("Panels", "Move to"), self)
        move.setObjectName("movePlayer")
        move.clicked.connect(self.move_selected)
        self.winner_edit = QLineEdit(self)
        self.winner_edit.setObjectName("bustWinner")
        self.winner_edit.setPlaceholderText(translate("Panels", "won by (name)"))
        self.winner_edit.setMinimumWidth(150)
        bust = QPushButton(translate("Panels", "Bust (untracked table)"), self)
        bust.setObjectName("bustPlayer")
        bust.clicked.connect(self.bust_selected)
        # Two rows: each field keeps room for its hint in the side panel at 1280 px.
        busts = QHBoxLayout()
        for row, widgets in ((moves, (self.seat_edit, move)), (busts, (self.winner_edit, bust))):
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.error_label)
        column.addWidget(self.view, 1)
        column.addLayout(buttons)
        column.addLayout(moves)
        column.addLayout(busts)
        # A refusal shows here, where the action was taken; the next recorded change clears it.
        session.changed.connect(self.error_label.clear)
        session.changed.connect(self._show_prices)
        self._show_prices()

    def _show_prices(self) -> None:
        """Say on each entry button what the player pays and gets (the setup may change)."""
        setup = self._session.state.setup
        for kind, button in self.entry_buttons.items():
            button.setToolTip(entry_offer_text(setup.rebuys.option(kind), kind, setup.currency))

    def offer_names(self, names: Sequence[str]) -> None:
        """Offer ``names`` (the league's players, most nights first) while a name is
        typed; the players registered tonight are left out."""
        from PySide6.QtWidgets import QCompleter  # only with a league: its enums then

        here = {name_key(p.name) for p in self._session.state.players}
        offered = [name for name in names if name_key(name) not in here]
        completer = QCompleter(offered, self.name_edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        completer.setModelSorting(QCompleter.ModelSorting.UnsortedModel)
        self.name_edit.setCompleter(completer)

    def register(self) -> None:
        """Register the typed name (late registration too)."""
        if self._refused(self._session.edits.register_player(self.name_edit.text())):
            return
        self.name_edit.clear()

    def draw(self) -> None:
        """Give every unseated player a random seat (seeded, so the draw is reproducible)."""
        self._refused(self._session.edits.seat_players())

    def selected_player(self) -> int | None:
        """The player selected in the list."""
        rows = self.view.selectionModel().selectedRows()
        return self.model.player_id(rows[0].row()) if rows else None

    def move_selected(self) -> None:
        """Move the selected player to the table and seat typed as ``table/seat``."""
        player = self.selected_player()
        if player is None:
            self.error_label.setText(translate("Panels", "Select the player to move first"))
            return
        try:
            table, seat = table_and_seat(self.seat_edit.text())
        except FeltboardError as error:
            self.error_label.setText(str(error))
            return
        problem = self._session.edits.move_player(player, table, seat)
        if not self._refused(problem):
            self.seat_edit.clear()

    def bust_selected(self) -> None:
        """Record a bust at an untracked table; the chips go to the player named."""
        player = self.selected_player()
        if player is None:
            self.error_label.setText(translate("Panels", "Select the player who busted first"))
            return
        name = " ".join(self.winner_edit.text().split()).casefold()
        winners = [p.id for p in self._session.state.players if p.name.casefold() == name]
        if not winners:
            self.error_label.setText(
                translate(
                    "Panels", "Type the name of the player who won the chips (at the same table)"
                )
            )
            return
        if not self._refused(
            self._session.edits.bust_untracked(player, winners[0])
        ):
            self.winner_edit.clear()

    def rename_selected(self, name: str | None = None) -> bool:
        """Rename the selected player to ``name`` (asked for when ``None``)."""
        player = self.selected_player()
        if player is None:
            self.error_label.setText(translate("Panels", "Select the player to rename first"))
            return False
        if name is None:
            from PySide6.QtWidgets import QInputDialog

            current = self._session.state.player(player).name
            name, ok = QInputDialog.getText(
                self,
                translate("Panels", "Rename player"),
                translate("Panels", "New name"),
                text=current,
            )
            if not ok:
                return False
        return not self._refused(
            self._session.edits.rename_player(player, name)
        )

    def take_entry(self, kind: EntryKind) -> None:
        """Record a rebuy, add-on or re-entry for the selected player."""
        player = self.selected_player()
        if player is None:
            self.error_label.setText(
                translate("Panels", "Select a player for the {entry} first").format(
                    entry=entry_label(kind)
                )
            )
            return
        if self._refused(self._session.edits.take_entry(player, kind)):
            return
        now = self._session.state.player(player)
        if now.table is None and not now.busted:
            self.error_label.setText(
                translate(
                    "Panels",
                    "{name} is back in but has no seat: every table is full. Open a table,"
                    " then Seat players",
                ).format(name=now.name)
            )

    def _refused(self, problem: str | None) -> bool:
        """Show ``problem`` (if any) on this panel; whether there was one."""
        if problem is None:
            return False
        self.error_label.setText(problem)
        return True


class HandsPanel(QWidget):
    """Past hands, newest first; double-click (or Replay) steps through one on the table.

    Several hands can be selected (Ctrl/Shift-click) and exported on their own.
    """

    review_requested = Signal(int)
    export_requested = Signal(list)

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.reaward_dialog: ReawardDialog | None = None
        self.model = HandsModel(session, self)
        self.view = QTableView(self)
        self.view.setObjectName("hands")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        fit_columns_to_contents(header)
        header.setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda index: self._request(index.row()))
        replay_button = QPushButton(translate("Panels", "Replay on the table"), self)
        replay_button.setObjectName("replayHand")
        replay_button.clicked.connect(self._replay_selected)
        export_button = QPushButton(translate("Panels", "Export selected…"), self)
        export_button.setObjectName("exportSelected")
        export_button.setToolTip(
            translate("Panels", "Export the selected hands (Ctrl/Shift-click to pick several)")
        )
        export_button.clicked.connect(self._export_selected)
        void_button = QPushButton(translate("Panels", "Void hand"), self)
        void_button.setObjectName("voidHand")
        void_button.setToolTip(
            translate("Panels", "Every chip of the selected hand goes back (undo with Ctrl+Z)")
        )
        void_button.clicked.connect(self.void_selected)
        reaward_button = QPushButton(translate("Panels", "Re-award…"), self)
        reaward_button.setObjectName("reawardHand")
        reaward_button.setToolTip(
            translate("Panels", "Give the selected hand's pots to other winners")
        )
        reaward_button.clicked.connect(self.reaward_selected)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("handsError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        buttons = QGridLayout()
        buttons.addWidget(replay_button, 0, 0)
        buttons.addWidget(export_button, 0, 1)
        buttons.addWidget(void_button, 1, 0)
        buttons.addWidget(reaward_button, 1, 1)
        column = QVBoxLayout(self)
        column.addWidget(self.view)
        column.addLayout(buttons)
        column.addWidget(self.error_label)
        session.changed.connect(self.error_label.clear)

    def selected_hands(self) -> list[int]:
        """The numbers of the selected hands, oldest first."""
        rows = {index.row() for index in self.view.selectionModel().selectedRows()}
        return sorted(self.model.hand_number(row) for row in rows)

    def _replay_selected(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            self._request(rows[0].row())
        else:
            self.error_label.setText(translate("Panels", "Select the hand to replay"))

    def _export_selected(self) -> None:
        numbers = self.selected_hands()
        if not numbers:
            self.error_label.setText(
                translate(
                    "Panels",
                    "Select the hands to export first "
                    "(or use File > Export hand histories for all)",
                )
            )
            return
        self.error_label.clear()
        self.export_requested.emit(numbers)

    def _one_selected(self, refusal: str) -> int | None:
        """The one hand selected, else ``None`` after showing ``refusal``."""
        numbers = self.selected_hands()
        if len(numbers) != 1:
            self.error_label.setText(refusal)
            return None
        self.error_label.clear()
        return numbers[0]

    def void_selected(self) -> None:
        """Void the selected hand: its chips go back (one undoable step)."""
        number = self._one_selected(translate("Panels", "Select the one hand to void"))
        if number is not None:
            problem = self._session.edits.void_hand(number)
            self.error_label.setText(problem or "")

    def reaward_selected(self) -> ReawardDialog | None:
        """Open the re-award of the selected hand's pots."""
        number = self._one_selected(translate("Panels", "Select the one hand to re-award"))
        if number is None:
            return None
        try:
            history = self._session.file.hand_history(number)
            if history.voided:
                raise FeltboardError(
                    translate("Panels", "Hand {number} was voided; undo the void first").format(
                        number=number
                    )
                )
            from app.ui.reaward import ReawardDialog

            dialog = ReawardDialog(self._session, history, self)
        except FeltboardError as error:
            self.error_label.setText(str(error))
            return None
        self.reaward_dialog = dialog
        dialog.open()
        return dialog

    def _request(self, row: int) -> None:
        self.review_requested.emit(self.model.hand_number(row))


class PayoutsPanel(QWidget):
    """Entries, prize pool and the prize of each paid place, above the payout table editor."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.prizes_label = QLabel(self)
        self.prizes_label.setObjectName("prizes")
        self.prizes_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.prizes_label.setTextFormat(Qt.TextFormat.RichText)
        self.prizes_label.setWordWrap(True)
        self.prizes_label.setStyleSheet("font-size: 15px;")
        from app.ui.payout_editor import PayoutEditor  # the tab is built after start

        self.editor = PayoutEditor(session, self)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.prizes_label)
        column.addSpacing(6)
        column.addWidget(self.editor, 1)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the pool and the prizes as of now."""
        state = self._session.state
        money = state.setup.currency.format
        head = translate(
            "Panels",
            "Entries: {entries}&nbsp;&nbsp;&nbsp; Prize pool: {pool}&nbsp;&nbsp;&nbsp; "
            "Players left: {left}",
        ).format(
            entries=f"<b>{state.entries}</b>",
            pool=f"<b>{escape(money(state.prize_pool))}</b>",
            left=f"<b>{len(state.alive)}</b>",
        )
        try:
            amounts = prizes(state)
        except FeltboardError as error:  # a payout table that misses this field size
            self.prizes_label.setText(f"{head}<br>{escape(str(error))}")
            return
        if not amounts:
            self.prizes_label.setText(
                f"{head}<br>"
                + escape(translate("Panels", "Prizes appear once two players have entered."))
            )
            return
        self.prizes_label.setText(f"{head}{prize_grid(amounts, money)}{deal_text(state)}")


class TablesPanel(QWidget):
    """Tables in play: tracking, opening, chip counts, and the moves that break and balance.

    Untracked tables record no hands, so their stacks are kept right by chip counts
    (double-click the table, or *Chip counts…*).
    """

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.count_dialog: ChipCountDialog | None = None
        self._pads: PadsRecording = {}
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("tablesSummary")
        self.tables_list = QListWidget(self)
        self.tables_list.setObjectName("tables")
        self.tables_list.setWordWrap(True)  # a pad's name wraps rather than scrolls away
        self.tables_list.itemDoubleClicked.connect(lambda _item: self.enter_counts())
        self.error_label = QLabel(self)
        self.error_label.setObjectName("tablesError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.error_label.hide()
        self.moves_label = QLabel(self)
        self.moves_label.setObjectName("moves")
        self.moves_label.setWordWrap(True)
        open_button = QPushButton(translate("Panels", "Open a table"), self)
        open_button.setObjectName("openTable")
        open_button.clicked.connect(self.open_table)
        track = QPushButton(translate("Panels", "Tracked / untracked"), self)
        track.setObjectName("toggleTracked")
        track.clicked.connect(self.toggle_tracked)
        counts = self.counts_button = QPushButton(translate("Panels", "Chip counts…"), self)
        counts.setObjectName("chipCounts")
        counts.setToolTip(
            translate("Panels", "Enter each player's counted chips at the selected untracked table")
        )
        counts.clicked.connect(self.enter_counts)
        self.apply_button = QPushButton(translate("Panels", "Make these moves"), self)
        self.apply_button.setObjectName("applyMoves")
        self.apply_button.clicked.connect(self.apply_moves)
        feature = self.feature_button = QPushButton(translate("Panels", "Feature on TV"), self)
        feature.setObjectName("featureOnTv")
        feature.setCheckable(True)
        feature.setToolTip(translate(
            "Panels", "Show the selected table's hands on the TV (/tv). With no table chosen, "
            "the TV features the final tables by itself"))
        feature.clicked.connect(self.toggle_featured)
        buttons = QHBoxLayout()
        buttons.addWidget(open_button)
        buttons.addWidget(track)
        buttons.addWidget(counts)
        # A row of its own: four buttons in Spanish do not fit the console's smallest
        # window side by side.
        on_tv = QHBoxLayout()
        on_tv.addWidget(feature)
        on_tv.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.summary_label)
        column.addWidget(self.tables_list, 1)
        column.addLayout(buttons)
        column.addLayout(on_tv)
        column.addWidget(self.error_label)
        column.addWidget(QLabel(translate("Panels", "Breaking and balancing (TDA 10, 11):")))
        column.addWidget(self.moves_label)
        column.addWidget(self.apply_button)
        self.tables_list.currentRowChanged.connect(lambda _row: self._show_featured())
        session.changed.connect(self.refresh)
        self.refresh()

    def _plan(self) -> TablePlan:
        return plan_tables(self._session.state, seed=len(self._session.state.hands))

    def refresh(self) -> None:
        """List the tables and the moves they need now, keeping the table selected."""
        state = self._session.state
        selected = self._selected_table()
        self._say("")
        self.summary_label.setText(tables_summary(state, self._pads))
        self.tables_list.clear()
        for row, table in enumerate(state.tables):
            self.tables_list.addItem(table_line(state, table, self._pads))
            if table.number == selected:
                self.tables_list.setCurrentRow(row)
        plan = self._plan()
        lines = plan.describe(state)
        self.moves_label.setText(
            "\n".join(lines) if lines else translate("Panels", "No moves needed.")
        )
        self.apply_button.setEnabled(bool(lines))
        self._show_featured()

    def _show_featured(self) -> None:
        """The feature button is down while the selected table is featured on the TV."""
        number = self._selected_table()
        self.feature_button.setChecked(
            number is not None and number in self._session.state.setup.look.featured)

    def toggle_featured(self) -> None:
        """Feature the selected table's hands on the TV, or stop (one undoable step)."""
        number = self._selected_table()
        if number is None:
            self._say(translate("Panels", "Select the table to feature on the TV first"))
            self._show_featured()
            return
        featured = number not in self._session.state.setup.look.featured
        self._say(self._session.edits.feature_on_tv(number, featured) or "")
        self._show_featured()

    def show_pads(self, pads: PadsRecording) -> None:
        """The tables dealer pads record now (table to device and time paired)."""
        self._pads = dict(pads)
        self.refresh()

    def _say(self, problem: str) -> None:
        """Show ``problem`` under the buttons; ``''`` hides the line."""
        self.error_label.setText(problem)
        self.error_label.setVisible(bool(problem))

    def _selected_table(self) -> int | None:
        row = self.tables_list.currentRow()
        tables = self._session.state.tables
        return tables[row].number if 0 <= row < len(tables) else None

    def open_table(self) -> None:
        """Open the next table number with the tournament's seats per table."""
        self._say(self._session.edits.open_table() or "")

    def toggle_tracked(self) -> None:
        """Switch the selected table between tracked and untracked."""
        number = self._selected_table()
        if number is None:
            self._say(translate("Panels", "Select a table first"))
            return
        table = self._session.state.table(number)
        self._say(self._session.edits.set_tracked(number, not table.tracked) or "")

    def enter_counts(self) -> ChipCountDialog | None:
        """Open the chip count form of the selected untracked table (window-modal)."""
        number = self._selected_table()
        if number is None:
            self._say(translate("Panels", "Select the untracked table whose chips were counted"))
            return None
        table = self._session.state.table(number)
        if table.tracked:
            self._say(
                translate(
                    "Panels",
                    "Table {number} is tracked: its stacks come from the recorded hands. "
                    "Make it untracked to enter chip counts.",
                ).format(number=number)
            )
            return None
        if not table.seats:
            self._say(
                translate("Panels", "Nobody is seated at table {number}").format(number=number)
            )
            return None
        self._say("")
        if self.count_dialog is not None:
            self.count_dialog.deleteLater()
        from app.ui.chip_counts import ChipCountDialog

        self.count_dialog = ChipCountDialog(self._session, number, self)
        self.count_dialog.open()
        return self.count_dialog

    def apply_moves(self) -> None:
        """Record the suggested moves as one undoable step."""
        plan = self._plan()
        if plan.moves:
            problem = self._session.edits.balance_tables(plan)
            self._say(problem or "")
