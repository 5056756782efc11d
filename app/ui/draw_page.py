"""The action bar's page for a draw: one button per count, the digit keys do the same."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.engine.hand import HandState
from app.engine.wording import translate
from app.present.draw_view import draw_prompt, most_drawn
from app.session.live import LiveTournament

#: The counts with a button: 0 (stand pat) to 5, the most any draw game allows.
COUNTS = range(6)


class DrawPage(QWidget):
    """Who draws now and a button per count (0 stands pat); the engine checks the count.

    ``table`` says which table the bar records now; ``report`` shows a refusal (or, after
    a success, gives the keyboard back to the table), as the bar's other pages do.
    """

    def __init__(
        self,
        session: LiveTournament,
        table: Callable[[], int],
        report: Callable[[str | None], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("drawPage")
        self._session = session
        self._table = table
        self._report = report
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        # The same one-line title over one row as the betting and board pages: the bar
        # keeps its height from a betting round to a draw.
        self.title = QLabel(self)
        self.title.setObjectName("drawTitle")
        row = QHBoxLayout()
        row.setSpacing(3)
        column.addWidget(self.title)
        column.addLayout(row)
        self.buttons: list[QPushButton] = []
        for count in COUNTS:
            text = (
                translate("DrawPage", "Stand pat  [0]")
                if count == 0
                else translate("DrawPage", "Draw {count}  [{count}]").format(count=count)
            )
            button = QPushButton(text, self)
            button.setObjectName(f"draw{count}")
            button.setMinimumHeight(40)
            button.clicked.connect(lambda _checked=False, n=count: self.record(n))
            row.addWidget(button)
            self.buttons.append(button)
        # Optional: the cards discarded and drawn, for a hand history with every card. A
        # click (or Tab) puts the keyboard here; digits then type instead of drawing.
        self.cards_edit = QLineEdit(self)
        self.cards_edit.setObjectName("drawCards")
        self.cards_edit.setPlaceholderText(translate("DrawPage", "or cards: 7h Kd > 2c 3s"))
        self.cards_edit.setMinimumHeight(36)
        self.cards_edit.setMinimumWidth(110)
        self.cards_edit.returnPressed.connect(self.record_cards)
        row.addWidget(self.cards_edit, 1)
        self._seat: int | None = None

    def show_state(self, state: HandState) -> None:
        """Name the seat to draw and offer the counts its game allows."""
        self.title.setText(draw_prompt(state) or "")
        if state.awaiting_draw != self._seat:
            self._seat = state.awaiting_draw
            self.cards_edit.clear()  # nothing typed for one player carries to the next
        most = most_drawn(state)
        for count, button in enumerate(self.buttons):
            button.setVisible(count <= most)

    def record(self, count: int) -> str | None:
        """Record that the seat to draw takes ``count`` cards; the refusal, if any, shows."""
        problem = self._session.edits.draw(self._table(), count)
        self._report(problem)
        return problem

    def record_cards(self) -> str | None:
        """Record the draw typed as cards in the box (discarded > drawn)."""
        problem = self._session.edits.draw_cards(self._table(), self.cards_edit.text())
        self._report(problem)
        return problem

    def record_key(self, text: str) -> str | None:
        """A digit typed at the table: that many cards (a 6 is refused by the engine)."""
        if not text.isdigit():
            return None
        return self.record(int(text))
