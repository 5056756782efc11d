"""The dealer's controls for the hand at one table: only what the engine allows now."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.engine.cards import parse_cards
from app.engine.config import LegalActions, Street
from app.engine.errors import FeltboardError, chips
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState
from app.engine.rules import BettingStructure
from app.engine.tournament_events import HandStarted
from app.session.live import LiveTournament


def parse_amount(text: str) -> int:
    """A chip amount typed by hand: digits with optional thousands separators.

    :raises FeltboardError: saying what is wrong and what is allowed.
    """
    cleaned = text.strip().replace(",", "").replace(" ", "").replace("_", "")
    if not cleaned:
        raise FeltboardError("Type an amount in chips, e.g. 2400")
    if cleaned.startswith("-"):
        raise FeltboardError("An amount cannot be negative")
    if not cleaned.isdigit():
        raise FeltboardError(f"'{text.strip()}' is not a number of chips; use digits only")
    return int(cleaned)


class PageSwitcher(QWidget):
    """Shows one page at a time and is exactly as tall as that page.

    Unlike a QStackedWidget, hidden pages take no room: a tall showdown page must not keep
    the betting controls tall afterwards, since every change of this bar's height resizes
    the table above it and repaints the whole window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._current: QWidget | None = None

    def addWidget(self, page: QWidget) -> None:
        """Add ``page``, hidden until it is made current."""
        page.setParent(self)
        page.hide()
        self._column.addWidget(page)

    def removeWidget(self, page: QWidget) -> None:
        """Take ``page`` out (the caller deletes it)."""
        self._column.removeWidget(page)
        page.hide()

    def currentWidget(self) -> QWidget | None:
        """The page on show."""
        return self._current

    def setCurrentWidget(self, page: QWidget) -> None:
        """Show ``page`` alone."""
        if self._current is page:
            return
        if self._current is not None:
            self._current.hide()
        self._current = page
        page.show()
        page.updateGeometry()  # its hints may have changed while it was hidden


class ActionBar(QWidget):
    """Buttons for the seat to act, the board, the showdown and the next hand."""

    hand_dealt = Signal()

    def __init__(self, session: LiveTournament, table: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._session = session
        self._table = table
        self._pages = PageSwitcher(self)
        self._betting = self._build_betting()
        self._board = self._build_board()
        self._showdown = QWidget(self)
        self._idle = self._build_idle()
        for page in (self._betting, self._board, self._showdown, self._idle):
            self._pages.addWidget(page)
        self._error = QLabel(self)
        self._error.setObjectName("inlineError")
        self._error.setWordWrap(True)
        self._error.setStyleSheet("color: #e0453a; font-weight: bold;")
        # One line is always kept for a message, so showing or clearing one does not move
        # the table.
        self._error.setMinimumHeight(self._error.fontMetrics().lineSpacing() + 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self._pages)
        layout.addWidget(self._error)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        session.changed.connect(self.refresh)
        session.failed.connect(self.show_error)
        self.refresh()

    # ----- building ----------------------------------------------------------------------

    def _button(self, text: str, name: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setMinimumHeight(40)
        button.clicked.connect(slot)
        return button

    def _titled_page(self) -> tuple[QWidget, QLabel, QHBoxLayout]:
        """A page with a one-line title over one row of controls.

        Betting and board pages share this shape, so the bar keeps its height from street
        to street and the table above it does not move.
        """
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        title = QLabel(page)
        title.setStyleSheet("font-size: 15px; font-weight: bold;")
        row = QHBoxLayout()
        column.addWidget(title)
        column.addLayout(row)
        return page, title, row

    def _build_betting(self) -> QWidget:
        page, self.actor_label, row = self._titled_page()
        self.fold_button = self._button("Fold  [F]", "fold", self.fold)
        self.check_button = self._button("Check  [C]", "checkCall", self.check_or_call)
        self.amount_edit = QLineEdit(page)
        self.amount_edit.setObjectName("amount")
        self.amount_edit.setPlaceholderText("amount")
        self.amount_edit.setMinimumWidth(100)
        self.amount_edit.setMaximumWidth(150)
        self.amount_edit.setMinimumHeight(36)
        self.amount_edit.returnPressed.connect(self.wager)
        self.amount_edit.textEdited.connect(lambda _text: self._error.clear())
        self.wager_button = self._button("Raise  [R]", "wager", self.wager)
        self.min_button = self._button("Min", "sizeMin", lambda: self._size("min"))
        self.half_button = self._button("½ Pot", "sizeHalf", lambda: self._size("half"))
        self.pot_button = self._button("Pot", "sizePot", lambda: self._size("pot"))
        self.all_in_button = self._button("All-in  [A]", "allIn", self.all_in)
        # Widths fixed for the longest usual label, so "Call 50" becoming "Call 12,000"
        # re-spaces this row only instead of resizing the table.
        _reserve_width(self.check_button, "Call 88,888  [C]")
        _reserve_width(self.wager_button, "Raise to  [R]")
        _reserve_width(self.pot_button, "Pot (max)")
        _reserve_width(self.all_in_button, "All-in 88,888  [A]")
        for widget in (self.fold_button, self.check_button, self.amount_edit,
                       self.wager_button, self.min_button, self.half_button, self.pot_button,
                       self.all_in_button):
            row.addWidget(widget)
        return page

    def _build_board(self) -> QWidget:
        page, self.board_label, row = self._titled_page()
        self.cards_edit = QLineEdit(page)
        self.cards_edit.setObjectName("boardCards")
        self.cards_edit.setPlaceholderText("cards, e.g. Ah Kd 7c (optional)")
        self.cards_edit.setMinimumHeight(36)
        self.cards_edit.returnPressed.connect(self.deal_board)
        self.cards_edit.textEdited.connect(lambda _text: self._error.clear())
        self.deal_button = self._button("Deal  [D]", "dealBoard", self.deal_board)
        self.skip_button = self._button("Deal without cards", "skipCards", self.skip_cards)
        row.addWidget(self.cards_edit, 1)
        row.addWidget(self.deal_button)
        row.addWidget(self.skip_button)
        return page

    def _build_idle(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.result_label = QLabel(page)
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.setStyleSheet("font-size: 15px;")
        self.next_button = self._button("Next Hand  [N]", "nextHand", self.next_hand)
        self.next_button.setMinimumHeight(44)
        column.addWidget(self.result_label)
        column.addWidget(self.next_button)
        return page

    # ----- state -------------------------------------------------------------------------

    @property
    def table(self) -> int:
        """The table whose hand these controls record."""
        return self._table

    def set_table(self, table: int) -> None:
        """Switch to another table."""
        self._table = table
        self.refresh()

    def hand_state(self) -> HandState | None:
        """The hand in progress at this table, if any."""
        try:
            return self._session.state.table(self._table).hand_state
        except FeltboardError:
            return None

    def show_error(self, message: str) -> None:
        """Show the engine's message under the controls (nothing was recorded)."""
        self._error.setText(message)

    def refresh(self) -> None:
        """Rebuild the controls from the session's state."""
        state = self.hand_state()
        if state is None:
            self._show_idle()
            return
        legal = state.legal_actions()
        if legal is not None:
            self._show_betting(state, legal)
        elif state.awaiting_board is not None:
            self._show_board(state)
        else:
            self._show_showdown(state)

    def _show_page(self, page: QWidget) -> None:
        self._pages.setCurrentWidget(page)

    def _show_betting(self, state: HandState, legal: LegalActions) -> None:
        self._show_page(self._betting)
        name = state.config.player(legal.seat)
        behind = chips(state.stack(legal.seat))
        self.actor_label.setText(f"Seat {legal.seat}: {name} to act · {behind} behind")
        if legal.can_check:
            self.check_button.setText("Check  [C]")
        else:
            self.check_button.setText(f"Call {chips(legal.call_amount)}  [C]")
        can_wager = legal.can_bet or legal.can_raise
        verb = "Bet" if legal.can_bet or state.current_bet == 0 else "Raise to"
        self.wager_button.setText(f"{verb}  [R]")
        for widget in (self.wager_button, self.amount_edit, self.min_button):
            widget.setEnabled(can_wager)
        limit = state.rules.structure
        self.half_button.setEnabled(can_wager and limit is not BettingStructure.FIXED_LIMIT)
        self.pot_button.setEnabled(can_wager and limit is not BettingStructure.FIXED_LIMIT)
        self.pot_button.setText("Pot (max)" if limit is BettingStructure.POT_LIMIT else "Pot")
        self.all_in_button.setEnabled(legal.can_all_in)
        self.all_in_button.setText(f"All-in {chips(legal.all_in_to)}  [A]")
        if can_wager:
            self.amount_edit.setText(str(legal.min_to))
            self.amount_edit.setToolTip(
                f"From {chips(legal.min_to)} to {chips(legal.max_to)}; all-in is "
                f"{chips(legal.all_in_to)}"
            )
        else:
            self.amount_edit.clear()
            self.amount_edit.setToolTip(legal.raising_closed_reason or "")

    def _show_board(self, state: HandState) -> None:
        self._show_page(self._board)
        street = state.awaiting_board
        assert street is not None
        count = 3 if street is Street.FLOP else 1
        plural = "s" if count > 1 else ""
        self.board_label.setText(f"Deal the {street.label.lower()} ({count} card{plural})")
        self.cards_edit.clear()

    def _show_showdown(self, state: HandState) -> None:
        # A fresh page filled while still hidden, then swapped in: adding rows to the page
        # on screen would lay out and repaint the whole window once per row.
        page = QWidget()
        layout = QVBoxLayout(page)
        title = QLabel("Showdown: enter shown cards (cards speak) or choose who wins each pot")
        title.setStyleSheet("font-size: 15px; font-weight: bold;")
        layout.addWidget(title)
        for seat in state.showdown_order:
            if state.shown_cards(seat) or state.is_mucked(seat):
                continue
            layout.addWidget(self._show_row(page, state, seat))
        for pot in state.pots:
            if state.pot_winners(pot.index) is None:
                layout.addWidget(self._award_row(page, state, pot.index))
        previous, self._showdown = self._showdown, page
        self._pages.addWidget(page)
        self._show_page(page)
        self._pages.removeWidget(previous)
        previous.deleteLater()

    def _show_row(self, page: QWidget, state: HandState, seat: int) -> QWidget:
        row = QWidget(page)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        name = state.config.player(seat)
        layout.addWidget(QLabel(f"{name} (seat {seat})"))
        edit = QLineEdit(row)
        edit.setObjectName(f"show{seat}")
        edit.setPlaceholderText("two cards, e.g. As Kd")
        show = QPushButton("Show", row)
        show.setObjectName(f"showButton{seat}")
        muck = QPushButton("Muck", row)
        muck.setObjectName(f"muckButton{seat}")

        def submit() -> None:
            self._record_cards(seat, edit.text())

        edit.returnPressed.connect(submit)
        show.clicked.connect(submit)
        muck.clicked.connect(lambda: self._act(CardsMucked(seat)))
        # Only what the engine allows: no muck once a player is all-in (TDA 16).
        muck.setVisible(state.can_apply(CardsMucked(seat)))
        layout.addWidget(edit, 1)
        layout.addWidget(show)
        layout.addWidget(muck)
        return row

    def _award_row(self, page: QWidget, state: HandState, pot_index: int) -> QWidget:
        pot = state.pots[pot_index]
        row = QWidget(page)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(f"{pot.name} {chips(pot.amount)}: award to"))
        chosen: set[int] = set()
        for seat in pot.eligible:
            if state.is_mucked(seat):
                continue
            toggle = QPushButton(state.config.player(seat), row)
            toggle.setObjectName(f"award{pot_index}_{seat}")
            toggle.setCheckable(True)
            toggle.toggled.connect(
                lambda on, s=seat: chosen.add(s) if on else chosen.discard(s)
            )
            layout.addWidget(toggle)
        award = QPushButton("Award", row)
        award.setObjectName(f"awardPot{pot_index}")
        award.clicked.connect(
            lambda: self._act(PotAwarded(pot_index, tuple(sorted(chosen))))
        )
        layout.addWidget(award)
        layout.addStretch(1)
        return row

    def _show_idle(self) -> None:
        self._show_page(self._idle)
        state = self._session.state
        try:
            table = state.table(self._table)
        except FeltboardError:
            self.result_label.setText("This table is closed.")
            self.next_button.setEnabled(False)
            return
        last = [h for h in state.hands if h.table == table.number]
        text = ""
        if last:
            summary = last[-1]
            lines = self._session.last_result_lines(summary.number)
            text = f"Hand {summary.number} result:\n" + "\n".join(lines)
        self.result_label.setText(text or "Ready to deal.")
        self._idle.updateGeometry()  # the result's wrapped lines set the page's height
        self.next_button.setEnabled(table.tracked and not state.is_finished)

    # ----- actions -----------------------------------------------------------------------

    def _act(self, event: HandEvent) -> bool:
        self._error.clear()
        return self._session.act(self._table, event)

    def _legal(self) -> tuple[HandState, LegalActions] | None:
        state = self.hand_state()
        legal = state.legal_actions() if state is not None else None
        if state is None or legal is None:
            return None
        return state, legal

    def _act_award(self, pot_index: int, seat: int) -> bool:
        """Award pot ``pot_index`` to ``seat`` (the dealer's choice at showdown)."""
        return self._act(PotAwarded(pot_index, (seat,)))

    def fold(self) -> None:
        """Fold for the seat to act."""
        found = self._legal()
        if found is not None:
            self._act(Folded(found[1].seat))

    def check_or_call(self) -> None:
        """Check, or call when facing a bet."""
        found = self._legal()
        if found is None:
            return
        legal = found[1]
        self._act(Checked(legal.seat) if legal.can_check else Called(legal.seat))

    def all_in(self) -> None:
        """Push all the chips of the seat to act."""
        found = self._legal()
        if found is not None:
            self._act(WentAllIn(found[1].seat))

    def wager(self) -> None:
        """Bet or raise to the amount typed; the engine's message if it is illegal."""
        found = self._legal()
        if found is None:
            return
        state, legal = found
        try:
            amount = parse_amount(self.amount_edit.text())
        except FeltboardError as error:
            self.show_error(str(error))
            return
        if amount == legal.all_in_to:
            self._act(WentAllIn(legal.seat))
        elif state.current_bet == 0:
            self._act(BetPlaced(legal.seat, amount))
        else:
            self._act(RaisedTo(legal.seat, amount))

    def _size(self, size: str) -> None:
        found = self._legal()
        if found is None:
            return
        state, legal = found
        pot = state.pot_total + (state.current_bet - state.bet(legal.seat))
        target = {
            "min": legal.min_to,
            "half": state.current_bet + pot // 2,
            "pot": state.current_bet + pot,
        }[size]
        unit = state.rules.chip_unit
        target -= target % unit
        target = max(legal.min_to, min(legal.max_to, target))
        self.amount_edit.setText(str(target))
        self.amount_edit.setFocus()
        self.amount_edit.selectAll()

    def deal_board(self) -> None:
        """Deal the next street with the typed cards (or none if the box is empty)."""
        state = self.hand_state()
        if state is None or state.awaiting_board is None:
            return
        try:
            cards = parse_cards(self.cards_edit.text())
        except FeltboardError as error:
            self.show_error(str(error))
            return
        street = state.awaiting_board
        event = {Street.FLOP: FlopDealt, Street.TURN: TurnDealt, Street.RIVER: RiverDealt}[
            street
        ](cards)
        self._act(event)

    def skip_cards(self) -> None:
        """Deal the next street without entering its cards."""
        self.cards_edit.clear()
        self.deal_board()

    def _record_cards(self, seat: int, text: str) -> None:
        try:
            cards = parse_cards(text)
        except FeltboardError as error:
            self.show_error(str(error))
            return
        self._act(CardsShown(seat, cards))

    def next_hand(self) -> None:
        """Deal the next hand: button and blinds move, forced bets post themselves."""
        self._error.clear()
        event = self._session.next_hand_event(self._table)
        if isinstance(event, HandStarted) and self._session.record(event):
            self.hand_dealt.emit()


def _reserve_width(button: QPushButton, longest: str) -> None:
    """Keep ``button`` at least as wide as it would be showing ``longest``."""
    margin = button.sizeHint().width() - button.fontMetrics().horizontalAdvance(button.text())
    button.setMinimumWidth(button.fontMetrics().horizontalAdvance(longest) + margin)
