"""The scroll area holding the action bar's rows asks for the height its contents need at
the width it shows them, whether its scroll bar is out or not."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.widgets import FittingScrollArea


def area_with_text(qtbot: QtBot, words: int) -> tuple[QWidget, FittingScrollArea]:
    """The area in a window of its own (returned too: pytest-qt holds it weakly)."""
    holder = QWidget()
    qtbot.addWidget(holder)
    area = FittingScrollArea(holder)
    text = QLabel(" ".join(["chips"] * words))
    text.setWordWrap(True)
    area.setWidget(text)
    QVBoxLayout(holder).addWidget(area)
    holder.resize(300, 120)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, area


def test_its_viewport_width_is_the_viewports_with_or_without_the_scroll_bar(
    qtbot: QtBot,
) -> None:
    _window, short = area_with_text(qtbot, 3)
    qtbot.waitUntil(lambda: short.viewport().width() > 0)
    assert not short.verticalScrollBar().isVisible()
    assert short.viewport_width() == short.viewport().width()
    _other, tall = area_with_text(qtbot, 400)  # far more lines than 120 px hold: it scrolls
    qtbot.waitUntil(lambda: tall.verticalScrollBar().isVisible())
    assert tall.viewport_width() == tall.viewport().width()
    assert tall.viewport_width() < tall.width()
    height = tall.widget().heightForWidth(tall.viewport_width())
    assert tall.sizeHint().height() == height
