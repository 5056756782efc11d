"""The window shown at once on start, while the console's code and the tournament load.

It imports nothing but Qt, so it can be on screen before the engine, the journal and the
console are imported.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class StartupWindow(QWidget):
    """Shows "Feltboard — opening the tournament…" where the console will appear."""

    def __init__(self, opening: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startupWindow")
        self.setWindowTitle("Feltboard")
        self.setMinimumSize(640, 400)
        name = QLabel("Feltboard", self)
        name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        name.setStyleSheet("font-size: 40px; font-weight: bold;")
        self.status_label = QLabel(f"Opening {opening}…", self)
        self.status_label.setObjectName("startupStatus")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label.setWordWrap(True)
        self.status_label.setStyleSheet("font-size: 18px;")
        column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(name)
        column.addWidget(self.status_label)
        column.addStretch(3)

    def show_status(self, text: str) -> None:
        """Say what is happening (or what went wrong) under the name."""
        self.status_label.setText(text)
