"""Give a finished hand's pots to other winners, after the chips were pushed."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.corrections import before_showdown
from app.engine.errors import FeltboardError, chips, signed_chips
from app.engine.hand import replay
from app.engine.wording import translate
from app.present.terms import pot_label
from app.session.edits import Correction
from app.session.live import LiveTournament
from app.store.hand_history import HandHistory
from app.ui.colors import ERROR_COLOR


class ReawardDialog(QDialog):
    """One row per pot with a toggle per player who could win it; shows the chips to move.

    The betting stays as recorded; recording replaces the showdown (one undoable step).

    :raises FeltboardError: if the hand cannot be re-awarded (no showdown, not found).
    """

    def __init__(
        self, session: LiveTournament, history: HandHistory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._history = history
        self._open = before_showdown(history.config, history.events)
        recorded = replay(history.config, history.events).result()
        self._before = {seat.seat: seat.net for seat in recorded.seats}
        current = recorded.pots
        self.setWindowTitle(
            translate("Reaward", "Re-award hand {number}").format(number=history.number)
        )
        self.setObjectName("reawardDialog")
        self.toggles: list[dict[int, QPushButton]] = []
        grid = QGridLayout()
        for row, pot in enumerate(self._open.pots):
            was = current[row].winners if row < len(current) else ()
            grid.addWidget(
                QLabel(f"{pot_label(pot.index)} {chips(pot.amount)}", self), row, 0
            )
            buttons = QHBoxLayout()
            toggles: dict[int, QPushButton] = {}
            for seat in pot.eligible:
                toggle = QPushButton(history.config.player(seat), self)
                toggle.setObjectName(f"reaward{row}_{seat}")
                toggle.setCheckable(True)
                toggle.setChecked(seat in was)
                toggle.toggled.connect(lambda _on: self._preview())
                toggles[seat] = toggle
                buttons.addWidget(toggle)
            buttons.addStretch(1)
            grid.addLayout(buttons, row, 1)
            self.toggles.append(toggles)
        self.preview_label = QLabel(self)
        self.preview_label.setObjectName("reawardPreview")
        self.preview_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("reawardError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        buttons_box = QDialogButtonBox(self)
        self.record_button = buttons_box.addButton(
            translate("Reaward", "Record the correction"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.record_button.setObjectName("reawardRecord")
        buttons_box.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons_box.accepted.connect(self.accept)
        buttons_box.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "Reaward",
                "The betting stays as recorded. Choose who wins each pot; what was shown and "
                "awarded at showdown is replaced, and the chips move now.",
            ),
            self,
        )
        intro.setWordWrap(True)
        self.setMinimumWidth(520)
        column.addWidget(intro)
        column.addLayout(grid)
        column.addWidget(self.preview_label)
        column.addWidget(self.error_label)
        column.addWidget(buttons_box)
        self._preview()

    def winners(self) -> list[tuple[int, ...]]:
        """The seats chosen for each pot."""
        return [tuple(seat for seat, b in toggles.items() if b.isChecked())
                for toggles in self.toggles]

    def correction(self) -> Correction:
        """The correction to record.

        :raises FeltboardError: with the engine's message if a pot has no winner.
        """
        return self._session.edits.correction(self._history, self.winners())

    def _preview(self) -> None:
        self.error_label.clear()
        try:
            correction = self.correction()
        except FeltboardError as error:
            self.preview_label.clear()
            self.error_label.setText(str(error))
            self.record_button.setEnabled(False)
            return
        after = replay(correction.config, correction.events).result()
        config = self._history.config
        moves = [
            f"{config.player(seat.seat)} {signed_chips(change)}"
            for seat in after.seats
            if (change := seat.net - self._before[seat.seat])
        ]
        self.preview_label.setText(
            translate("Reaward", "Chips to move now: {moves}").format(moves=", ".join(moves))
            if moves
            else translate("Reaward", "Nothing changes.")
        )
        self.record_button.setEnabled(bool(moves))

    def accept(self) -> None:
        """Record the correction; stay open with the reason if it is refused."""
        try:
            correction = self.correction()
        except FeltboardError as error:
            self.error_label.setText(str(error))
            return
        problem = self._session.edits.correct_hand(correction)
        if problem is not None:
            self.error_label.setText(problem)
            return
        super().accept()
