"""Edit the blind structure: levels and breaks, checked against the chip set."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.engine.structure import MINUTE, BlindStructure, Break, Level, Step, verify_structure
from app.engine.tournament_events import SetupChanged
from app.session.live import LiveTournament

COLUMNS = ("Kind", "Small blind", "Big blind", "Ante", "Minutes", "Break note")


class StructureEditor(QWidget):
    """A table of levels and breaks; Apply records the new structure (undoable)."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("structureTable")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("structureError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #e0453a; font-weight: bold;")
        buttons = QHBoxLayout()
        for text, name, slot in (
            ("Add level", "addLevel", self.add_level),
            ("Add break", "addBreak", self.add_break),
            ("Remove row", "removeRow", self.remove_row),
            ("Revert", "revertStructure", self.reload),
            ("Apply", "applyStructure", self.apply),
        ):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(self.table, 1)
        column.addWidget(self.error_label)
        column.addLayout(buttons)
        self.reload()

    def reload(self) -> None:
        """Show the tournament's current structure."""
        self.error_label.clear()
        steps = self._session.state.setup.structure.steps
        self.table.setRowCount(0)
        for step in steps:
            self._append(step)

    def _append(self, step: Step) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        if isinstance(step, Level):
            cells = ["Level", str(step.small_blind), str(step.big_blind), str(step.ante),
                     _minutes(step.duration_seconds), ""]
        else:
            cells = ["Break", "", "", "", _minutes(step.duration_seconds), step.note]
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))

    def add_level(self) -> None:
        """Append a level doubling the last one's blinds."""
        levels = [s for s in self._steps_or_current() if isinstance(s, Level)]
        last = levels[-1] if levels else Level(25, 50)
        self._append(replace(last, small_blind=last.small_blind * 2,
                             big_blind=last.big_blind * 2, ante=last.ante * 2))

    def add_break(self) -> None:
        """Append a ten-minute break."""
        self._append(Break(10 * MINUTE, "Break"))

    def remove_row(self) -> None:
        """Remove the selected row."""
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def _steps_or_current(self) -> tuple[Step, ...]:
        try:
            return self.steps()
        except FeltboardError:
            return self._session.state.setup.structure.steps

    def steps(self) -> tuple[Step, ...]:
        """The steps as typed.

        :raises FeltboardError: naming the row and what is wrong with it.
        """
        steps: list[Step] = []
        for row in range(self.table.rowCount()):
            kind = self._text(row, 0).lower()
            try:
                steps.append(self._step(row, kind))
            except FeltboardError as error:
                raise FeltboardError(f"Row {row + 1}: {error}") from error
        return tuple(steps)

    def _step(self, row: int, kind: str) -> Step:
        minutes = _whole(self._text(row, 4), "minutes")
        if kind == "break":
            return Break(minutes * MINUTE, self._text(row, 5))
        if kind != "level":
            raise FeltboardError("the kind is 'Level' or 'Break'")
        return Level(
            small_blind=_whole(self._text(row, 1), "small blind"),
            big_blind=_whole(self._text(row, 2), "big blind"),
            ante=_whole(self._text(row, 3) or "0", "ante"),
            duration_seconds=minutes * MINUTE,
        )

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def apply(self) -> bool:
        """Check the structure against the chip set and record it; explain any problem."""
        self.error_label.clear()
        state = self._session.state
        try:
            structure = BlindStructure(self.steps())
            verify_structure(structure, state.setup.chip_set)
        except FeltboardError as error:
            self.error_label.setText(str(error))
            return False
        if structure == state.setup.structure:
            self.error_label.setText("Nothing changed.")
            return False
        event = SetupChanged(replace(state.setup, structure=structure))
        return self._session.record(event, "Change the blind structure")


def _minutes(seconds: int) -> str:
    return str(seconds // MINUTE) if seconds % MINUTE == 0 else f"{seconds / MINUTE:g}"


def _whole(text: str, what: str) -> int:
    cleaned = text.replace(",", "").strip()
    if not cleaned.isdigit():
        raise FeltboardError(f"the {what} must be a whole number, not '{text}'")
    return int(cleaned)
