"""A long hand result (a deal that ends the night lists every finish) scrolls in eight
lines under the felt instead of running under the Next Hand button or eating the felt
(found in the scripted host's night, scripts/host_night.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow


def test_a_long_result_scrolls_and_leaves_the_felt_its_room(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    felt_before = window.table_widget.height()
    lines = tuple(f"Player {n} finishes {n}th — 40" for n in range(1, 21))
    bar = window.action_bar
    bar.result_label.setText("\n".join(lines))
    bar._result_scroll.updateGeometry()
    window.resize(1280, 720)
    qtbot.wait(50)
    scroll = bar._result_scroll
    line = bar.result_label.fontMetrics().lineSpacing()
    assert scroll.height() <= 8 * line + 6
    assert scroll.verticalScrollBar().maximum() > 0  # the rest is there, scrolled to
    label = QRect(scroll.mapTo(window, scroll.rect().topLeft()), scroll.size())
    button = QRect(bar.next_button.mapTo(window, bar.next_button.rect().topLeft()),
                   bar.next_button.size())
    assert not label.intersects(button)
    assert window.table_widget.height() >= felt_before - 9 * line
