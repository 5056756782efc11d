"""What every printed page shares: fonts measured on the device, the header (tournament,
date, what this page is) and the footer (when printed, page N of M)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter, QPen

from app.engine.wording import translate
from app.present.sheet_blocks import Document

MM_PER_INCH = 25.4
INK = QColor(0, 0, 0)
GREY = QColor(90, 90, 90)
RULE = QColor(150, 150, 150)
STRIPE = QColor(238, 238, 238)

class PrintFailed(OSError):
    """The document could not be written or sent to the printer; nothing half-done is
    left behind."""


Draw = Callable[[QPainter], None]
"""One thing placed on a page, painted once the page count is known."""


@dataclass
class Page:
    """A page being filled: what it shows under the header, and its header's title."""

    title: str
    draws: list[Draw] = field(default_factory=list)


class Surface:
    """A paged device measured in its own pixels: millimetres, fonts and the page box.

    Every size is worked out from the device's resolution, so a 300 dpi PDF and a
    600 dpi printer lay out the same page.
    """

    def __init__(self, device: QPagedPaintDevice) -> None:
        self.device = device
        self.dpi = device.logicalDpiY()
        paint = device.pageLayout().paintRectPixels(device.logicalDpiX())
        self.width = float(paint.width())
        self.height = float(paint.height())
        self.header = self.mm(13)
        self.footer = self.mm(10)

    def mm(self, millimetres: float) -> float:
        """``millimetres`` in device pixels."""
        return millimetres / MM_PER_INCH * self.dpi

    def font(self, points: float, *, bold: bool = False) -> QFont:
        """A sans-serif font of ``points`` (sized in points, so it prints the same on any
        device)."""
        font = QFont()
        font.setStyleHint(QFont.StyleHint.SansSerif)
        font.setFamilies(["DejaVu Sans", "Helvetica", "Arial", "Liberation Sans"])
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def metrics(self, font: QFont) -> QFontMetricsF:
        """``font`` as measured on this device."""
        return QFontMetricsF(font, self.device)

    @property
    def body(self) -> QRectF:
        """Where a page's content goes: between the header and the footer."""
        top = self.header + self.mm(4)
        return QRectF(0, top, self.width, self.height - top - self.footer - self.mm(3))

    def paint_frame(
        self, painter: QPainter, document: Document, title: str, number: int, count: int
    ) -> None:
        """The header and footer of page ``number`` of ``count``."""
        name_font = self.font(11, bold=True)
        small = self.font(8.5)
        top = QRectF(0, 0, self.width, self.header - self.mm(2))
        painter.setPen(INK)
        painter.setFont(self.font(10))
        date_width = self.metrics(painter.font()).horizontalAdvance(document.date) + self.mm(2)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         document.date)  # fmt: skip
        painter.setFont(name_font)
        heading = f"{document.tournament} — {title}"
        room = max(top.width() - date_width - self.mm(4), self.mm(20))
        painter.drawText(
            QRectF(0, 0, room, top.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            self.metrics(name_font).elidedText(heading, Qt.TextElideMode.ElideRight, room),
        )
        painter.setPen(QPen(RULE, self.mm(0.3)))
        painter.drawLine(QPointF(0, self.header), QPointF(self.width, self.header))
        bottom_rule = self.height - self.footer
        painter.drawLine(QPointF(0, bottom_rule), QPointF(self.width, bottom_rule))
        painter.setPen(GREY)
        painter.setFont(small)
        foot = QRectF(0, bottom_rule + self.mm(1), self.width, self.footer - self.mm(1))
        painter.drawText(foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         translate("Printing", "{printed} by Feltboard").format(
                             printed=document.printed))  # fmt: skip
        painter.drawText(foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         translate("Printing", "Page {number} of {count}").format(
                             number=number, count=count))  # fmt: skip


def paint_pages(
    painter: QPainter, surface: Surface, document: Document, pages: list[Page]
) -> int:
    """Paint laid-out ``pages`` with their headers and footers; returns how many."""
    for number, page in enumerate(pages, start=1):
        if number > 1 and not surface.device.newPage():
            raise PrintFailed(translate("Printing", "The printer refused a new page"))
        surface.paint_frame(painter, document, page.title, number, len(pages))
        for draw in page.draws:
            painter.save()
            draw(painter)
            painter.restore()
    return len(pages)
