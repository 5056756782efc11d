"""Record the draw for a table's first button: the card each player drew, or the winner.

Before a table's first hand, each player draws a card and the high card takes the button
(ties by suit: spades, hearts, diamonds, clubs). The dealer types each card, in seat
order (Enter or Tab moves on), and the form names the winner as the cards come in; or
the dealer only chooses the seat that won. One undoable step either way.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.wording import translate
from app.present.first_button import draw_line
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR


class ButtonDrawDialog(QDialog):
    """One card field per seated player and the seat that won; records the draw."""

    def __init__(self, session: LiveTournament, table: int, parent: QWidget | None = None):
        """:raises FeltboardError: if the table is not in play."""
        super().__init__(parent)
        self._session = session
        self._table = table
        state = session.state
        seated = [
            (seat, state.player(player).name)
            for seat, player in sorted(state.table(table).seats)
            if state.player(player).stack > 0
        ]
        self.setObjectName("buttonDrawDialog")
        self.setWindowTitle(
            translate("ButtonDraw", "Draw for the button at table {table}").format(table=table)
        )
        self.setMinimumWidth(460)
        self.cards: dict[int, QLineEdit] = {}
        self.winner = QComboBox(self)
        self.winner.setObjectName("drawWinner")
        self.outcome = QLabel(self)
        self.outcome.setObjectName("drawOutcome")
        self.outcome.setWordWrap(True)
        self.record_button = QPushButton(translate("ButtonDraw", "Record the draw"), self)
        self.record_button.setObjectName("recordDraw")
        self.record_button.setAutoDefault(False)  # Enter in a field moves to the next
        self.record_button.clicked.connect(self.record)
        cancel = QPushButton(translate("ButtonDraw", "Cancel"), self)
        cancel.setAutoDefault(False)
        cancel.clicked.connect(self.reject)
        form = QFormLayout()
        for seat, name in seated:
            field = QLineEdit(self)
            field.setObjectName(f"drawCard_{seat}")
            field.setPlaceholderText(translate("ButtonDraw", "card, e.g. Kh"))
            field.setMaxLength(3)
            field.textChanged.connect(self.update_outcome)
            field.returnPressed.connect(lambda s=seat: self._next_field(s))
            self.cards[seat] = field
            self.winner.addItem(
                translate("ButtonDraw", "Seat {seat}: {name}").format(seat=seat, name=name), seat
            )
            form.addRow(
                translate("ButtonDraw", "Seat {seat}: {name}").format(seat=seat, name=name), field
            )
        form.addRow(translate("ButtonDraw", "Button to"), self.winner)
        intro = QLabel(
            translate(
                "ButtonDraw",
                "Each player draws a card: the high card takes the button; between cards of "
                "one rank, spades beat hearts, diamonds and clubs. Type each card, or only "
                "choose who won.",
            ),
            self,
        )
        intro.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.record_button)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(self.outcome)
        column.addLayout(buttons)
        self.update_outcome()
        if self.cards:
            next(iter(self.cards.values())).setFocus()

    def typed(self) -> dict[int, str]:
        """The cards typed so far, by seat."""
        texts = {seat: field.text().strip() for seat, field in self.cards.items()}
        return {seat: text for seat, text in texts.items() if text}

    def update_outcome(self) -> None:
        """Name the winner once every card is typed; the seat list follows the cards."""
        typed = self.typed()
        self.winner.setEnabled(not typed)
        if not typed:
            self._say("")
            return
        if len(typed) < len(self.cards):
            self._say(translate("ButtonDraw", "Type every player's card"))
            return
        draw = self._session.edits.button_draw(self._table, typed)
        if isinstance(draw, str):
            self._say(draw, error=True)
            return
        self.winner.setCurrentIndex(self.winner.findData(draw.seat))
        self._say(draw_line(self._session.state, draw))

    def _say(self, text: str, *, error: bool = False) -> None:
        self.outcome.setText(text)
        self.outcome.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;" if error else "")

    def _next_field(self, seat: int) -> None:
        """Enter moves to the next player's card; on the last one it records."""
        seats = list(self.cards)
        index = seats.index(seat)
        if index + 1 < len(seats):
            self.cards[seats[index + 1]].setFocus()
        else:
            self.record()

    def record(self) -> bool:
        """Record the draw as one undoable step, or say why not and record nothing."""
        typed = self.typed()
        seat = self.winner.currentData()
        problem = self._session.edits.draw_button(
            self._table, seat=seat if isinstance(seat, int) else None, cards=typed or None
        )
        if problem is not None:
            self._say(
                translate("ButtonDraw", "Nothing recorded: {problem}").format(problem=problem),
                error=True,
            )
            return False
        self.accept()
        return True
