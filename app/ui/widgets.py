"""Generic widgets and layouts of the console, nothing poker about them: a page switcher
as tall as its page, a flow layout, a scroll area that asks for the height its contents
need, buttons and lines that keep their size as their text changes, and table columns
sized on the rows in view, a page brought up to date only when it is seen, and a label
that ends in an ellipsis when it does not fit."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class PageSwitcher(QWidget):
    """Shows one page at a time and is exactly as tall as that page.

    Unlike a QStackedWidget, hidden pages take no room: a tall showdown page must not keep
    the betting controls tall afterwards, since every change of this bar's height resizes
    the table above it and repaints the whole window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._current: QWidget | None = None

    def addWidget(self, page: QWidget) -> None:
        """Add ``page``, hidden until it is made current."""
        page.setParent(self)
        page.hide()
        self._column.addWidget(page)

    def removeWidget(self, page: QWidget) -> None:
        """Take ``page`` out (the caller deletes it)."""
        self._column.removeWidget(page)
        page.hide()

    def currentWidget(self) -> QWidget | None:
        """The page on show."""
        return self._current

    def setCurrentWidget(self, page: QWidget) -> None:
        """Show ``page`` alone."""
        if self._current is page:
            return
        if self._current is not None:
            self._current.hide()
        self._current = page
        page.show()
        page.updateGeometry()  # its hints may have changed while it was hidden


class FlowLayout(QLayout):
    """Lays widgets out left to right and wraps them onto the next line when needed.

    Qt has no such layout; this is the classic one from its examples. It answers
    ``heightForWidth``, so the lines it needs at the width it is given set its height.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in lines within ``rect`` (when ``move``); the height they take."""
        x, y, line_height = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():  # a hidden widget takes no room
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y = rect.x(), y + line_height + self._gap
                line_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y()


class FittingScrollArea(QScrollArea):
    """A scroll area that asks for all the height its contents need at its width, and
    settles for a few lines (then scrolls) when the window has no more room."""

    #: The height it may shrink to: about two lines of controls.
    SMALLEST = 56

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._width = -1

    def sizeHint(self) -> QSize:
        contents = self.widget()
        if contents is None:
            return super().sizeHint()
        hint = contents.sizeHint()
        width = self.viewport_width() if self.isVisible() else hint.width()
        height = contents.heightForWidth(width) if contents.hasHeightForWidth() else -1
        return QSize(hint.width(), max(height, hint.height()))

    def viewport_width(self) -> int:
        """The viewport's width, without asking Qt for the viewport: the first widget made
        by Qt itself that Python sees makes PySide6 build every widget class it might be
        (their enums: ~4 ms of the console's start)."""
        width = self.maximumViewportSize().width()
        bar = self.verticalScrollBar()
        return width - bar.width() if bar.isVisible() else width

    def minimumSizeHint(self) -> QSize:
        return QSize(0, min(self.SMALLEST, self.sizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:  # wrapped lines change with the width
            self._width = event.size().width()
            self.updateGeometry()

def compact_button(text: str, parent: QWidget) -> QPushButton:
    """A push button as wide as its text needs, not the style's usual minimum width.

    The showdown sets three hands side by side; the style's 80 px buttons do not fit.
    """
    button = QPushButton(text, parent)
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    fit_width(button)
    return button


def fit_width(button: QPushButton) -> None:
    """Make ``button`` exactly as wide as its text and the style's padding."""
    button.setFixedWidth(button.fontMetrics().horizontalAdvance(button.text()) + 24)


def fixed_line(parent: QWidget, name: str) -> QLabel:
    """A one-line label whose height is kept whether it shows text or not, styled by the
    theme's rule for ``name``.

    Feedback and hints come and go; the controls above them must never move under the
    dealer's pointer. A longer message is cut on screen and whole in the tooltip.
    """
    label = QLabel(parent)
    label.setObjectName(name)
    label.ensurePolished()  # the theme's font for its name, before measuring a line
    label.setFixedHeight(label.fontMetrics().lineSpacing() + 4)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return label


def reserve_width(button: QPushButton, longest: str) -> None:
    """Keep ``button`` at least as wide as it would be showing ``longest``."""
    button.ensurePolished()  # the theme's padding is part of the width
    text = button.text()
    button.setText(longest)  # measured as Qt lays it out (text widths are not additive)
    width = button.sizeHint().width()
    button.setText(text)
    button.setMinimumWidth(width)


SIZED_ROWS = 60
"""Rows a table's column widths are measured on (the visible ones first): Qt measures
1,000 by default, which for 300 players or 1,300 hands asked the model ~90,000 cells
while the console opened, and again on every change."""


def fit_columns_to_contents(header: QHeaderView) -> None:
    """Size every column of ``header`` to its contents, measured on the rows in view."""
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(SIZED_ROWS)


class WhenShown(QObject):
    """Brings a page up to date when it is seen: at once if it is on screen, else the
    next time it is shown. A tab in the background (the cashier's 300 rows) then costs
    nothing per recorded action; it had cost a 300-player night ~60 ms each."""

    def __init__(self, page: QWidget, refresh: Callable[[], object]) -> None:
        super().__init__(page)
        self._page = page
        self._refresh = refresh
        self.stale = False
        page.installEventFilter(self)

    def changed(self) -> None:
        """Something the page shows changed."""
        if self._page.isVisible():
            self.stale = False
            self._refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._page and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self._refresh()
        return False


class ElidedLabel(QLabel):
    """A one-line label that gives way to its neighbours: what does not fit ends in "…"
    (the whole text in its tooltip) instead of being cut mid-word. ``text()`` is the
    whole text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def text(self) -> str:
        return self._whole

    def setText(self, text: str) -> None:
        self._whole = text
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._whole, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width()))
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")
