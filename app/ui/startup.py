"""The window shown at once on start, while the console's code and the tournament load.

It imports nothing but Qt and touches none of the ``Qt`` namespace's enums (PySide6 builds
its hundred-odd enums on first use, ~15 ms), so it is on screen before the engine, the
journal, the theme and the console are loaded; those load once it has painted
(:attr:`StartupWindow.painted`). Its colours are its own: the app's theme is applied once
loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.engine.wording import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

LOOK = """
#startupWindow { background: #1d2126; }
#startupWindow QLabel { color: #e6e9ed; qproperty-alignment: AlignCenter; }
#startupName { font-size: 40px; font-weight: bold; }
#startupStatus { font-size: 18px; }
"""


class StartupWindow(QWidget):
    """Shows "Feltboard — opening the tournament…" where the console will appear."""

    painted = Signal()
    """Its first paint is done: it is on screen (emitted once)."""

    def __init__(self, opening: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        self.setObjectName("startupWindow")
        self.setWindowTitle("Feltboard")
        self.setMinimumSize(640, 400)
        self.setStyleSheet(LOOK)
        name = QLabel("Feltboard", self)
        name.setObjectName("startupName")
        self.status_label = QLabel(
            translate("Startup", "Opening {what}…").format(what=opening), self
        )
        self.status_label.setObjectName("startupStatus")
        self.status_label.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(name)
        column.addWidget(self.status_label)
        column.addStretch(3)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.painted.emit()

    def show_status(self, text: str) -> None:
        """Say what is happening (or what went wrong) under the name."""
        self.status_label.setText(text)
