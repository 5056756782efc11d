"""Dialogs of the console: a new tournament from a preset."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.presets import PRESETS, TournamentPreset
from app.ui.colors import ERROR_COLOR


class NewTournamentDialog(QDialog):
    """Pick a preset, name the tournament, choose the table size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New tournament")
        self.preset_box = QComboBox(self)
        self.preset_box.setObjectName("preset")
        for preset in PRESETS:
            self.preset_box.addItem(preset.name, preset.name)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("tournamentName")
        self.name_edit.setPlaceholderText("e.g. Friday night freezeout")
        self.name_error = QLabel(self)
        self.name_error.setObjectName("nameError")
        self.name_error.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.seats = QSpinBox(self)
        self.seats.setRange(2, 10)
        self.seats.setValue(9)
        form = QFormLayout()
        form.addRow("Preset", self.preset_box)
        form.addRow("", self.description)
        form.addRow("Name", self.name_edit)
        form.addRow("", self.name_error)
        form.addRow("Seats per table", self.seats)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(buttons)
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        self._preset_changed(0)

    def _preset_changed(self, _index: int) -> None:
        self.description.setText(self.preset.description)

    @property
    def preset(self) -> TournamentPreset:
        """The chosen preset."""
        return PRESETS[self.preset_box.currentIndex()]

    @property
    def tournament_name(self) -> str:
        """The name typed, or the preset's name when left empty."""
        return " ".join(self.name_edit.text().split()) or self.preset.name

    def accept(self) -> None:
        """Close only with a usable name (shown next to the field otherwise)."""
        if len(self.tournament_name) > 60:
            self.name_error.setText("Keep the name under 60 characters")
            return
        self.name_error.clear()
        super().accept()
