"""A label that gives way ends in an ellipsis, never cut mid-word (the clock bar's
"Next:" line beside a stud level's long title)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.ui.widgets import ElidedLabel

NEXT = "Next: ante 50, bring-in 50, bets 200/400 · Razz"


def test_a_label_too_narrow_ends_in_an_ellipsis_and_keeps_its_text(qtbot: QtBot) -> None:
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText(NEXT)
    label.resize(120, 30)
    label.show()
    qtbot.waitUntil(lambda: painted(label).endswith("…"))
    assert label.text() == NEXT  # what the code reads is the whole line
    assert label.toolTip() == NEXT
    assert NEXT.startswith(painted(label)[:-1])
    label.resize(label.fontMetrics().horizontalAdvance(NEXT) + 20, 30)
    qtbot.waitUntil(lambda: painted(label) == NEXT)
    assert label.toolTip() == ""


def painted(label: ElidedLabel) -> str:
    """What Qt paints (``text()`` is the whole line)."""
    return QLabel.text(label)
