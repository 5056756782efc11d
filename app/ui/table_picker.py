"""The console's table picker: the list of tables in play, and a table found by typing its
number (with 34 tables, scrolling a list of "Table 1" … "Table 34" is slow, and Qt's own
search in a combo box matches the start of the text, "Table", never the number)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from app.engine.wording import translate


def typed_table(typed: str, numbers: Sequence[int]) -> tuple[str, int | None]:
    """The digits kept and the table they name, after a digit was typed onto ``typed``.

    Digits typed in a row name one number (1 then 2: table 12); when no table has that
    number, the last digit starts a new one.

    >>> typed_table("1", range(1, 35))
    ('1', 1)
    >>> typed_table("12", range(1, 35))
    ('12', 12)
    >>> typed_table("35", range(1, 35))
    ('5', 5)
    >>> typed_table("0", range(1, 35))
    ('0', None)
    """
    for digits in (typed, typed[-1:]):
        if digits and int(digits) in numbers:
            return digits, int(digits)
    return typed[-1:], None


class TablePicker(QComboBox):
    """Tables in play, shown as "Table 12"; typing 1 then 2 picks table 12."""

    table_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePicker")
        self.setToolTip(translate("MainWindow", "Type a table's number to go to it"))
        self._typed = ""
        self._since_typed = QElapsedTimer()
        self.currentIndexChanged.connect(self._picked)

    def numbers(self) -> list[int]:
        """The tables listed, in order."""
        return [self.itemData(index) for index in range(self.count())]

    def show_tables(self, numbers: Sequence[int], current: int | None) -> None:
        """List ``numbers`` (unchanged lists are left alone) and show ``current``."""
        if self.numbers() != list(numbers):
            self.blockSignals(True)
            self.clear()
            for number in numbers:
                label = translate("MainWindow", "Table {number}").format(number=number)
                self.addItem(label, number)
            self.blockSignals(False)
        if current is not None and current in numbers:
            self.blockSignals(True)
            self.setCurrentIndex(list(numbers).index(current))
            self.blockSignals(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if len(text) == 1 and text.isdigit():
            self._type(text)
            event.accept()
            return
        super().keyPressEvent(event)

    def _type(self, digit: str) -> None:
        """Add ``digit`` to the number being typed (a pause starts a new one) and go to
        the table it names."""
        pause = QApplication.keyboardInputInterval()
        if not self._since_typed.isValid() or self._since_typed.elapsed() > pause:
            self._typed = ""
        self._since_typed.restart()
        self._typed, number = typed_table(self._typed + digit, self.numbers())
        if number is not None:
            self.setCurrentIndex(self.numbers().index(number))

    def _picked(self, index: int) -> None:
        number = self.itemData(index)
        if isinstance(number, int):
            self.table_chosen.emit(number)
