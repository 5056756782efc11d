"""Small pieces the setup dialog's pages share: a field with its problem, a reading pass.

A :class:`FieldBox` holds one setup field's inputs with, underneath, the problem the
engine found in it (red) or, mid-tournament, why it can no longer change (amber, inputs
read-only). A :class:`Reading` collects each field's problem while the dialog reads its
pages, so every field shows its own message at once instead of only the first one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.ui.colors import ERROR_COLOR, warning_color

T = TypeVar("T")
NO_DATE = QDate(2000, 1, 1)
"""The date edit's "No date" value (its minimum, shown as special text)."""


class Reading:
    """Each field's first problem while the pages are read, keyed by field name."""

    def __init__(self) -> None:
        self.problems: dict[str, str] = {}

    def get(self, field: str, read: Callable[[], T]) -> T | None:
        """``read()``, or ``None`` with its problem kept under ``field``."""
        try:
            return read()
        except FeltboardError as error:
            self.problems.setdefault(field, str(error))
            return None


class FieldBox(QWidget):
    """Inputs in a row, with the field's problem or frozen reason underneath."""

    def __init__(self, field: str, *widgets: QWidget, parent: QWidget | None = None,
                 stretch: bool = True) -> None:
        super().__init__(parent)
        self.field = field
        self.inputs = widgets
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            row.addWidget(widget)
        if stretch:
            row.addStretch(1)
        self.problem_label = _message_label(f"{field}Problem", self)
        self.problem_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.frozen_label = _message_label(f"{field}Frozen", self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        column.addLayout(row)
        column.addWidget(self.problem_label)
        column.addWidget(self.frozen_label)

    def show_problem(self, text: str | None) -> None:
        """Show the field's problem (``None``: none)."""
        self.problem_label.setText(text or "")
        self.problem_label.setVisible(bool(text))

    @property
    def problem(self) -> str:
        """The problem shown, ``''`` if none."""
        return self.problem_label.text()

    def freeze(self, reason: str | None) -> None:
        """Make the inputs read-only with ``reason`` shown (``None``: editable again)."""
        for widget in self.inputs:
            widget.setEnabled(reason is None)
        self.say_frozen(reason)

    def say_frozen(self, reason: str | None) -> None:
        """Show why (part of) the field can no longer change, ``None`` for nothing."""
        self.frozen_label.setText(
            translate("Setup", "Fixed: {reason}").format(reason=reason) if reason else ""
        )
        self.frozen_label.setStyleSheet(f"color: {warning_color(self)};")
        self.frozen_label.setVisible(bool(reason))

    @property
    def frozen_reason(self) -> str:
        """Why the field can no longer change, ``''`` if it can."""
        return self.frozen_label.text()


def _message_label(name: str, parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.hide()
    return label


def line_edit(name: str, placeholder: str, parent: QWidget, width: int = 0) -> QLineEdit:
    """A named text field with a hint (translated: mark it ``QT_TRANSLATE_NOOP("Setup", …)``)."""
    edit = QLineEdit(parent)
    edit.setObjectName(name)
    edit.setPlaceholderText(translate("Setup", placeholder))
    if width:
        edit.setFixedWidth(width)
    return edit


def spin_box(name: str, low: int, high: int, parent: QWidget, *, special: str = "",
             suffix: str = "") -> QSpinBox:
    """A named spin box; ``special`` is the text shown at the lowest value."""
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(low, high)
    if special:
        spin.setSpecialValueText(translate("Setup", special))
    if suffix:
        spin.setSuffix(translate("Setup", suffix))
    spin.setMaximumWidth(140)
    return spin


def combo_box(name: str, items: tuple[str, ...], parent: QWidget) -> QComboBox:
    """A named drop-down of fixed choices, each translated (mark them with
    ``QT_TRANSLATE_NOOP("Setup", …)`` where they are written)."""
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.addItems([translate("Setup", item) for item in items])
    return combo


def date_edit(name: str, parent: QWidget) -> QDateEdit:
    """A date with a calendar; its lowest value reads "No date"."""
    edit = QDateEdit(parent)
    edit.setObjectName(name)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMinimumDate(NO_DATE)
    edit.setSpecialValueText(translate("Setup", "No date"))
    return edit


def date_text(edit: QDateEdit) -> str:
    """The date as ISO text, ``''`` for "No date"."""
    date = edit.date()
    return "" if date == NO_DATE else date.toString("yyyy-MM-dd")


def show_date(edit: QDateEdit, text: str) -> None:
    """Show an ISO date (``''``: "No date")."""
    date = QDate.fromString(text, "yyyy-MM-dd") if text else NO_DATE
    edit.setDate(date if date.isValid() else NO_DATE)
