"""The dealer's controls for the hand at one table: only what the engine allows now."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.engine.config import HandConfig, LegalActions
from app.engine.errors import FeltboardError, chips
from app.engine.games import STUD_MAX_PLAYERS
from app.engine.hand import HandState, StudHandState
from app.engine.rules import BettingStructure
from app.engine.sizes import completes_bet, half_pot_to, min_to, pot_to
from app.engine.wording import translate
from app.present.console_keys import board_prompt
from app.present.stud_view import (
    bring_in_button_text,
    bring_in_line,
    cards_example,
    completes_bring_in,
    first_prompt,
    needs_first,
    show_count,
    street_due,
    street_prompt,
    street_seats,
    stud_state,
)
from app.session.intent import seat_number
from app.session.live import LiveTournament
from app.ui.draw_page import DrawPage
from app.ui.showdown_rows import SHOW_COLUMNS, AwardRow, ShowRow, align_names
from app.ui.widgets import FittingScrollArea, PageSwitcher, fixed_line, reserve_width

if TYPE_CHECKING:  # opened for dealer's choice only: imported when first needed
    from app.ui.game_choice import GameChoiceDialog


class ActionBar(QWidget):
    """Buttons for the seat to act, the board, the showdown and the next hand."""

    hand_dealt = Signal()

    def __init__(self, session: LiveTournament, table: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("actionBar")  # the theme packs its buttons tighter (the .qss)
        self._session = session
        self._table = table
        self._through_break: int | None = None  # the break the host chose to deal through
        #: Dealer's choice asked before the hand N deals (closed: deleted, so a new one).
        self.game_dialog: GameChoiceDialog | None = None
        #: The stud street (hand, streets dealt) whose bring-in or first seat is asked,
        #: after "Deal without cards"; any other street asks nothing.
        self._first_asked: tuple[HandConfig, int] | None = None
        self._pages = PageSwitcher(self)
        self._betting = self._build_betting()
        self._board = self._build_board()
        self._showdown = self._build_showdown()
        self._idle = self._build_idle()
        for page in (self._betting, self._board, self._showdown, self._idle):
            self._pages.addWidget(page)
        #: A draw game's draw between betting rounds (app/ui/draw_page.py).
        self.draw_page = DrawPage(session, lambda: self._table, self._report, self)
        self._pages.addWidget(self.draw_page)
        #: Where the keyboard goes after each recorded action (the window sets the felt).
        self.home: QWidget | None = None
        # One fixed line under the controls: the refusal when there is one, else what the
        # keys mean now. Sharing the line keeps the bar short at 720 px.
        self._error = fixed_line(self, "inlineError")
        # A question (the all-in to confirm) is no error: the normal text colour, bold.
        self._question = fixed_line(self, "inlineQuestion")
        self.hint_label = fixed_line(self, "keyHint")
        line = QGridLayout()
        line.addWidget(self._error, 0, 0)
        line.addWidget(self._question, 0, 0)
        line.addWidget(self.hint_label, 0, 0)
        self.clear_error()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addWidget(self._pages)
        layout.addLayout(line)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        session.changed.connect(self.refresh)
        # Any action recorded (here or elsewhere) makes an old refusal stale.
        session.changed.connect(self.clear_error)
        self.refresh()

    # ----- building ----------------------------------------------------------------------

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setMinimumHeight(40)
        # Called bare: clicked(bool) would hand ``checked`` to a slot's first parameter.
        button.clicked.connect(lambda _checked=False: slot())
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
        title.setObjectName("stepTitle")
        row = QHBoxLayout()
        column.addWidget(title)
        column.addLayout(row)
        return page, title, row

    def _build_betting(self) -> QWidget:
        page, self.actor_label, row = self._titled_page()
        self.fold_button = self._button(translate("ActionBar", "Fold  [F]"), "fold", self.fold)
        self.check_button = self._button(
            translate("ActionBar", "Check  [C]"), "checkCall", self.check_or_call
        )
        # Stud's third street: in the check button's place while the bring-in is due.
        self.bring_in_button = self._button(bring_in_button_text(0), "bringIn", self.bring_in)
        self.bring_in_button.hide()
        self.amount_edit = QLineEdit(page)
        self.amount_edit.setObjectName(translate("ActionBar", "amount"))
        self.amount_edit.setPlaceholderText(translate("ActionBar", "amount"))
        self.amount_edit.setMinimumWidth(72)
        self.amount_edit.setMaximumWidth(150)
        self.amount_edit.setMinimumHeight(36)
        self.amount_edit.returnPressed.connect(self.wager)
        self.amount_edit.textEdited.connect(lambda _text: self.clear_error())
        self.wager_button = self._button(translate("ActionBar", "Raise  [R]"), "wager", self.wager)
        self.min_button = self._button(
            translate("ActionBar", "Min"), "sizeMin", lambda: self._size("min")
        )
        self.half_button = self._button(
            translate("ActionBar", "½ Pot"), "sizeHalf", lambda: self._size("half")
        )
        self.pot_button = self._button(
            translate("ActionBar", "Pot"), "sizePot", lambda: self._size("pot")
        )
        self.all_in_button = self._button(
            translate("ActionBar", "All-in  [A]"), "allIn", self.all_in
        )
        # Widths fixed for the longest usual label, so "Call 50" becoming "Call 12,000"
        # re-spaces this row only instead of resizing the table.
        reserve_width(
            self.check_button,
            translate("ActionBar", "Call {amount}  [C]").format(amount=chips(88_888)),
        )
        # A short all-in's completion ("Complete to 600") is the wager's longest usual label.
        reserve_width(
            self.wager_button,
            translate("ActionBar", "Complete to {amount}  [R]").format(amount=chips(888)),
        )
        reserve_width(self.pot_button, translate("ActionBar", "Pot (max)"))
        reserve_width(
            self.all_in_button,
            translate("ActionBar", "All-in {amount}  [A]").format(amount=chips(88_888)),
        )
        # Eight controls in one row must fit the felt's side of a 1280-pixel window.
        row.setSpacing(3)
        reserve_width(self.bring_in_button, bring_in_button_text(8_888))
        for widget in (self.fold_button, self.check_button, self.bring_in_button, self.amount_edit,
                       self.wager_button, self.min_button, self.half_button, self.pot_button,
                       self.all_in_button):
            row.addWidget(widget)
        return page

    def _build_board(self) -> QWidget:
        page, self.board_label, row = self._titled_page()
        self.cards_edit = QLineEdit(page)
        self.cards_edit.setObjectName("boardCards")
        self.cards_edit.setPlaceholderText(
            translate("ActionBar", "type the cards, e.g. Ah Kd 7c, then Enter")
        )
        self.cards_edit.setMinimumHeight(36)
        self.cards_edit.returnPressed.connect(self.deal_board)
        self.cards_edit.textEdited.connect(lambda _text: self.clear_error())
        self.deal_button = self._button(
            translate("ActionBar", "Deal  [D]"), "dealBoard", self.deal_board
        )
        self.skip_button = self._button(
            translate("ActionBar", "Deal without cards"), "skipCards", self.skip_cards
        )
        row.addWidget(self.cards_edit, 1)
        row.addWidget(self.deal_button)
        row.addWidget(self.skip_button)
        # Stud dealt without cards: a button per seat in the hand, to pick who brings in
        # or acts first (typing its number does the same).
        self.seat_buttons: list[QPushButton] = []
        for _place in range(STUD_MAX_PLAYERS):
            button = self._button("", "firstSeat", lambda: None)
            reserve_width(button, translate("ActionBar", "Seat {seat}").format(seat=8))
            button.hide()
            row.addWidget(button)
            self.seat_buttons.append(button)
        return page

    def _build_idle(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        # A long result (a deal that ends the night lists every finish) scrolls instead
        # of running under the Next Hand button.
        self._result_scroll = FittingScrollArea(page)
        self.result_label = QLabel(self._result_scroll)
        self.result_label.setObjectName("result")  # its look is the theme's
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._result_scroll.setWidget(self.result_label)
        # Eight lines at most: the felt above keeps its room (the rest scrolls).
        self.result_label.ensurePolished()
        self._result_scroll.setMaximumHeight(8 * self.result_label.fontMetrics().lineSpacing() + 6)
        self.next_button = self._button(
            translate("ActionBar", "Next Hand  [N]"), "nextHand", self.next_hand
        )
        self.next_button.setMinimumHeight(44)
        column.addWidget(self._result_scroll)
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

    @property
    def feedback(self) -> str:
        """The refusal or the question on show under the controls ("" when none)."""
        return self._error.text() or self._question.text()

    @property
    def question(self) -> str:
        """The question on show under the controls ("" when none)."""
        return self._question.text()

    def show_error(self, message: str) -> None:
        """Show the refusal under the controls (nothing was recorded)."""
        self._set_line(self._error, message)

    def ask(self, question: str) -> None:
        """Ask ``question`` on the feedback line, as a question, not as an error."""
        self._set_line(self._question, question)

    def clear_error(self) -> None:
        """Take the refusal or question away; the hint shows again."""
        for label in (self._error, self._question):
            label.clear()
            label.setToolTip("")
            label.hide()
        self.hint_label.show()

    def _set_line(self, shown: QLabel, text: str) -> None:
        """Put ``text`` on the one feedback line, in ``shown``'s style, in place of the rest."""
        for label in (self._error, self._question):
            if label is not shown:
                label.clear()
                label.setToolTip("")
            label.setVisible(label is shown)
        self.hint_label.hide()
        shown.setText(text)
        shown.setToolTip(text)

    def show_hint(self, text: str) -> None:
        """Show what the keys mean now, on the line under the feedback."""
        self.hint_label.setText(text)

    def _report(self, problem: str | None) -> str | None:
        """Show ``problem`` here; after a success, clear it and give the table the keys."""
        if problem is not None:
            self.show_error(problem)
            return problem
        self.clear_error()
        if self.home is not None:
            self.home.setFocus(Qt.FocusReason.OtherFocusReason)
        return None

    def refresh(self) -> None:
        """Rebuild the controls from the session's state."""
        state = self.hand_state()
        if state is None:
            self._show_idle()
            return
        legal = state.legal_actions()
        if legal is not None:
            self._show_betting(state, legal)
        elif state.awaiting_board is not None or street_due(state) is not None:
            self._show_board(state)
        elif state.awaiting_draw is not None:
            self.draw_page.show_state(state)
            self._show_page(self.draw_page)
        else:
            self._show_showdown(state)

    def _show_page(self, page: QWidget) -> None:
        self._pages.setCurrentWidget(page)
        # The bar's own hints may read the same on another page (the showdown scrolls);
        # its height must still follow the page's: re-ask the window's layout.
        self.updateGeometry()

    def _show_betting(self, state: HandState, legal: LegalActions) -> None:
        self._show_page(self._betting)
        name = state.config.player(legal.seat)
        behind = chips(state.stack(legal.seat))
        self.actor_label.setText(
            translate("ActionBar", "Seat {seat}: {name} to act · {behind} behind").format(
                seat=legal.seat, name=name, behind=behind
            )
        )
        bringing_in = legal.bring_in > 0
        brings_in = bring_in_line(state)
        if brings_in is not None:
            self.actor_label.setText(
                translate("ActionBar", "{brings_in} · {name} · {behind} behind").format(
                    brings_in=brings_in, name=name, behind=behind
                )
            )
        # The bring-in seat may not fold or check (the engine's rule): it brings in or
        # completes, and its buttons say so.
        self.fold_button.setEnabled(legal.can_fold)
        self.check_button.setVisible(not bringing_in)
        self.bring_in_button.setVisible(bringing_in)
        if bringing_in:
            self.bring_in_button.setText(bring_in_button_text(legal.bring_in))
        if legal.can_check:
            self.check_button.setText(translate("ActionBar", "Check  [C]"))
        else:
            self.check_button.setText(
                translate("ActionBar", "Call {amount}  [C]").format(amount=chips(legal.call_amount))
            )
        can_wager = legal.can_bet or legal.can_raise
        if completes_bet(state) or completes_bring_in(state):
            # Bringing a short all-in bet up to the full bet is the bet, not a raise
            # (fixed limit: one amount, so it is on the button).
            self.wager_button.setText(
                translate("ActionBar", "Complete to {amount}  [R]").format(
                    amount=chips(legal.min_to)
                )
            )
        else:
            bet = legal.can_bet or state.current_bet == 0
            self.wager_button.setText(
                translate("ActionBar", "Bet  [R]")
                if bet
                else translate("ActionBar", "Raise to  [R]")
            )
        for widget in (self.wager_button, self.amount_edit, self.min_button):
            widget.setEnabled(can_wager)
        limit = state.rules.structure
        sized_by_pot = limit is not BettingStructure.FIXED_LIMIT
        for button in (self.half_button, self.pot_button):
            button.setEnabled(can_wager and sized_by_pot)
            # Fixed limit has one size: no pot buttons, and room for "Complete to 40,000".
            button.setVisible(sized_by_pot)
        self.pot_button.setText(
            translate("ActionBar", "Pot (max)")
            if limit is BettingStructure.POT_LIMIT
            else translate("ActionBar", "Pot")
        )
        self.all_in_button.setEnabled(legal.can_all_in)
        self.all_in_button.setText(
            translate("ActionBar", "All-in {amount}  [A]").format(amount=chips(legal.all_in_to))
        )
        if can_wager:
            self.amount_edit.setText(str(legal.min_to))
            self.amount_edit.setToolTip(
                translate("ActionBar", "From {low} to {high}; all-in is {all_in}").format(
                    low=chips(legal.min_to), high=chips(legal.max_to),
                    all_in=chips(legal.all_in_to),
                )
            )
        else:
            self.amount_edit.clear()
            self.amount_edit.setToolTip(legal.raising_closed_reason or "")

    def _show_board(self, state: HandState) -> None:
        self._show_page(self._board)
        stud = stud_state(state)
        if stud is not None:
            self._show_stud_street(stud)
            return
        self._show_seat_buttons(None)
        street = state.awaiting_board
        assert street is not None
        self.board_label.setText(board_prompt(street))
        self.cards_edit.setPlaceholderText(
            translate("ActionBar", "type the cards, e.g. Ah Kd 7c, then Enter")
        )
        self.cards_edit.clear()

    def _show_stud_street(self, stud: StudHandState) -> None:
        """A stud street due: its up cards typed in one line, seat by seat; after "Deal
        without cards", the seat that brings in or acts first, typed or picked."""
        street = (stud.config, stud.stud_streets_dealt)
        if self._first_asked is not None and self._first_asked != street:
            self._first_asked = None
        if self._first_asked is not None:
            self.board_label.setText(first_prompt(stud))
            self.cards_edit.setPlaceholderText(translate("ActionBar", "seat number, e.g. 3"))
            self._show_seat_buttons(stud)
        else:
            self.board_label.setText(street_prompt(stud))
            self.cards_edit.setPlaceholderText(cards_example(stud))
            self._show_seat_buttons(None)
        self.cards_edit.clear()

    def _show_seat_buttons(self, stud: StudHandState | None) -> None:
        """The seats to pick from when naming the first seat (none: hidden)."""
        seats = street_seats(stud) if stud is not None else ()
        self.skip_button.setVisible(stud is None)
        for button, seat in itertools.zip_longest(self.seat_buttons, seats):
            if button is None:
                break
            button.setVisible(seat is not None)
            if seat is None:
                continue
            button.setText(translate("ActionBar", "Seat {seat}").format(seat=seat))
            button.clicked.disconnect()
            button.clicked.connect(lambda _checked=False, s=seat: self._deal_street("", s))

    def _build_showdown(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)
        self.showdown_title = QLabel(page)
        self.showdown_title.setObjectName("showdownTitle")
        column.addWidget(self.showdown_title)
        # The hands and pots scroll only when they cannot all fit (six pots and more with
        # nine hands at 1280x720): the felt above keeps its room whatever happens.
        self._showdown_scroll = FittingScrollArea(page)
        column.addWidget(self._showdown_scroll)
        rows = QWidget(self._showdown_scroll)
        rows_column = QVBoxLayout(rows)
        rows_column.setContentsMargins(0, 0, 0, 0)
        rows_column.setSpacing(3)
        # Hands to show in columns, read row by row (as Tab goes): nine players take three
        # lines, so the felt above keeps its room at 1280x720.
        self._show_grid = QGridLayout()
        self._show_grid.setHorizontalSpacing(14)
        self._show_grid.setVerticalSpacing(3)
        for number in range(SHOW_COLUMNS):
            self._show_grid.setColumnStretch(number, 1)
        rows_column.addLayout(self._show_grid)
        self._award_column = QVBoxLayout()
        self._award_column.setSpacing(3)
        rows_column.addLayout(self._award_column)
        self._showdown_rows = rows
        self._showdown_scroll.setWidget(rows)
        self._show_rows: list[ShowRow] = []
        self._award_rows: list[AwardRow] = []
        self._showdown_of: HandConfig | None = None
        return page

    def _show_showdown(self, state: HandState) -> None:
        # Rows are kept and reused from hand to hand: creating and styling a dozen widgets
        # at each showdown took longer than a frame.
        seats = [
            seat for seat in state.showdown_order
            if not state.shown_cards(seat) and not state.is_mucked(seat)
        ]
        pots = [pot.index for pot in state.pots if state.pot_winners(pot.index) is None]
        if state.config is not self._showdown_of:
            self._showdown_of = state.config
            for row in self._show_rows:
                row.edit.clear()  # nothing typed at an earlier hand's showdown carries over
        while len(self._show_rows) < len(seats):
            row = ShowRow(self._showdown_rows, self._record_cards, self._muck)
            place = len(self._show_rows)
            self._show_rows.append(row)
            self._show_grid.addWidget(row, place // SHOW_COLUMNS, place % SHOW_COLUMNS)
        while len(self._award_rows) < len(pots):
            award_row = AwardRow(self._showdown_rows, self._award)
            self._award_rows.append(award_row)
            self._award_column.addWidget(award_row)
        for row, seat in itertools.zip_longest(self._show_rows, seats):
            if seat is None:
                row.hide()
            else:
                # Only what the engine allows: no muck once a player is all-in (TDA 16).
                stud = stud_state(state)
                row.set_seat(seat, state.config.player(seat),
                             self._session.edits.can_muck(self._table, seat),
                             show_count(stud, seat) if stud is not None
                             else state.config.game.hole_count)
        align_names([row for row in self._show_rows if not row.isHidden()])
        for award_row, pot_index in itertools.zip_longest(self._award_rows, pots):
            if pot_index is None:
                award_row.hide()
            else:
                award_row.set_pot(state, pot_index)
        self._chain_showdown_tabs()
        self.showdown_title.setText(_showdown_title(len(seats), len(pots)))
        self._showdown_scroll.updateGeometry()
        self._show_page(self._showdown)

    def _chain_showdown_tabs(self) -> None:
        """Tab goes through the hands to show row by row, then the pots.

        Rows and toggles are created as showdowns need them, so creation order alone
        would put a hand added later after the pots.
        """
        chain: list[QWidget] = []
        for row in self._show_rows:
            chain += [row.edit, row.show_button, row.muck_button]
        for award_row in self._award_rows:
            chain += [*award_row.toggles, *award_row.low_toggles, award_row.no_low,
                      award_row.award_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _show_idle(self) -> None:
        self._show_page(self._idle)
        state = self._session.state
        try:
            table = state.table(self._table)
        except FeltboardError:
            self.result_label.setText(translate("ActionBar", "This table is closed."))
            self.next_button.setEnabled(False)
            return
        last = [h for h in state.hands if h.table == table.number]
        text = ""
        if last:
            summary = last[-1]
            lines = self._session.last_result_lines(summary.number)
            title = translate("ActionBar", "Hand {number} result:").format(number=summary.number)
            text = "\n".join((title, *lines))
        # An empty table is not ready to deal: it says why, and its button is off.
        problem = self._session.deal_problem(table.number) if table.tracked else None
        self.result_label.setText(text or problem or translate("ActionBar", "Ready to deal."))
        self._result_scroll.updateGeometry()  # the result's wrapped lines set the height
        self._idle.updateGeometry()
        self.next_button.setEnabled(table.tracked and not state.is_finished and problem is None)

    # ----- actions -----------------------------------------------------------------------

    def _muck(self, seat: int) -> str | None:
        return self._report(self._session.edits.muck(self._table, seat))

    def _award(
        self, pot_index: int, seats: tuple[int, ...], low: tuple[int, ...] | None = ()
    ) -> str | None:
        """Award a pot; in a hi-lo hand ``low`` is the low half's (empty: no low, ``None``:
        not chosen yet, which is asked for rather than taken as no low)."""
        if low is None:
            return self._report(
                translate("ActionBar", "Choose who wins the low half, or No low")
            )
        return self._report(self._session.edits.award_pot(self._table, pot_index, seats, low))

    def _legal(self) -> tuple[HandState, LegalActions] | None:
        state = self.hand_state()
        legal = state.legal_actions() if state is not None else None
        if state is None or legal is None:
            return None
        return state, legal

    def _act_award(self, pot_index: int, seat: int) -> str | None:
        """Award pot ``pot_index`` to ``seat`` (the dealer's choice at showdown)."""
        return self._award(pot_index, (seat,))

    def fold(self) -> None:
        """Fold for the seat to act."""
        found = self._legal()
        if found is not None:
            self._report(self._session.edits.fold(self._table))

    def check_or_call(self) -> None:
        """Check, or call when facing a bet."""
        if self._legal() is not None:
            self._report(self._session.edits.check_or_call(self._table))

    def all_in(self) -> None:
        """Push all the chips of the seat to act."""
        found = self._legal()
        if found is not None:
            self._report(self._session.edits.all_in(self._table))

    def wager(self) -> None:
        """Bet or raise to the amount typed (all of a stack is an all-in)."""
        self._report(self._session.edits.wager(self._table, self.amount_edit.text()))

    def _size(self, size: str) -> None:
        found = self._legal()
        if found is None:
            return
        # Every offered amount comes from the engine (app/engine/sizes.py).
        target = {"min": min_to, "half": half_pot_to, "pot": pot_to}[size](found[0])
        if target is None:
            return
        self.amount_edit.setText(str(target))
        self.amount_edit.setFocus()
        self.amount_edit.selectAll()

    def deal_board(self) -> None:
        """Deal the next street with the typed cards (or none if the box is empty); in
        stud, the street's up cards, or the seat asked for after "Deal without cards"."""
        text = self.cards_edit.text()
        stud = stud_state(self.hand_state())
        if stud is None:
            self._report(self._session.edits.deal_board(self._table, text))
            return
        if self._first_asked is not None and text.strip().isdigit():
            try:
                seat = seat_number(text, street_seats(stud))
            except FeltboardError as error:
                self.show_error(str(error))
                return
            self._deal_street("", seat)
        elif not text.strip() and needs_first(stud):
            self._ask_first(stud)
        else:
            self._deal_street(text, None)

    def _deal_street(self, text: str, first: int | None) -> None:
        if self._report(self._session.edits.deal_street(self._table, text, first)) is None:
            self._first_asked = None

    def _ask_first(self, stud: StudHandState) -> None:
        """Dealt without cards: ask who brings in or acts first (the engine needs it)."""
        self._first_asked = (stud.config, stud.stud_streets_dealt)
        self._show_stud_street(stud)
        self.cards_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def skip_cards(self) -> None:
        """Deal the next street without entering its cards."""
        self.cards_edit.clear()
        self.deal_board()

    def bring_in(self) -> None:
        """Post the bring-in for the seat to act (stud's third street)."""
        if self._legal() is not None:
            self._report(self._session.edits.bring_in(self._table))

    def _record_cards(self, seat: int, text: str) -> None:
        self._report(self._session.edits.show_cards(self._table, seat, text))

    def next_hand(self, *, during_break: bool = False) -> None:
        """Deal the next hand: button and blinds move, forced bets post themselves.

        At a break no hand is dealt unless ``during_break`` (the host confirmed it); the
        confirmation holds for the rest of that break, at this console.
        """
        if during_break:
            self._through_break = self._session.clock_state().index
        through = self.dealing_through_break()
        # Dealer's choice: the button names the orbit's game first (Esc deals nothing).
        from app.ui.game_choice import ask_game_choice

        self.game_dialog = ask_game_choice(
            self._session, self._table, lambda: self._deal(through), self)
        if self.game_dialog is None:
            self._deal(through)

    def _deal(self, through_break: bool) -> None:
        dealt = self._session.edits.deal(self._table, during_break=through_break)
        if self._report(dealt) is None:
            self.hand_dealt.emit()

    def dealing_through_break(self) -> bool:
        """Whether the host confirmed dealing during the break the clock shows now."""
        return (
            self._through_break == self._session.clock_state().index
            and self._session.on_break()
        )

    def card_box(self) -> QLineEdit | None:
        """Where typed cards go now: the board's box, or the first hand to show."""
        if self._pages.currentWidget() is self._board:
            return self.cards_edit
        if self._pages.currentWidget() is self._showdown:
            for row in self._show_rows:
                if not row.isHidden():
                    return row.edit
        return None

    def is_card_box(self, widget: object) -> bool:
        """Whether ``widget`` is the board's card box or a showdown hand's."""
        return widget is self.cards_edit or any(widget is row.edit for row in self._show_rows)

    def is_award_control(self, widget: QWidget | None) -> bool:
        """Whether ``widget`` is a toggle or the Award button of a pot at showdown (Space
        presses it, as on any control)."""
        return widget is not None and any(row.isAncestorOf(widget) for row in self._award_rows)


def _showdown_title(hands: int, pots: int) -> str:
    """``'Showdown · 9 hands to show · 1 pot to award'``: what is left to do."""
    parts = [translate("ActionBar", "Showdown")]
    if hands:
        parts.append(
            translate("ActionBar", "1 hand to show") if hands == 1
            else translate("ActionBar", "{count} hands to show").format(count=hands)
        )
    if pots:
        parts.append(
            translate("ActionBar", "1 pot to award") if pots == 1
            else translate("ActionBar", "{count} pots to award").format(count=pots)
        )
    return " · ".join(parts)
