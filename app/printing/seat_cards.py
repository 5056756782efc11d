"""Seat cards: two across and four down, dashed lines to cut along, the table and seat
big enough to read at arm's length and the name shrunk to fit its card."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from app.engine.wording import translate
from app.present.sheet_blocks import Document, SeatCard
from app.printing.page import GREY, INK, Page, Surface

ACROSS = 2
DOWN = 4
PER_PAGE = ACROSS * DOWN
NAME_POINTS = (26.0, 22.0, 19.0, 16.0, 14.0, 12.0)
"""Name sizes tried, largest first, until the name fits its card on one line (then on
two; a name that fits on neither is elided)."""


def lay_out_cards(surface: Surface, document: Document) -> list[Page]:
    """The seat cards, :data:`PER_PAGE` to a page, in table and seat order."""
    body = surface.body
    width, height = body.width() / ACROSS, body.height() / DOWN
    pages: list[Page] = []
    for start in range(0, len(document.cards), PER_PAGE):
        batch = document.cards[start : start + PER_PAGE]
        tables = sorted({card.table for card in batch})
        page = Page(
            translate("Printing", "Seat cards, {tables}").format(tables=_tables_label(tables))
        )
        page.draws.append(partial(_cut_lines, surface, body=body))
        for slot, card in enumerate(batch):
            row, column = divmod(slot, ACROSS)
            box = QRectF(body.left() + column * width, body.top() + row * height, width, height)
            page.draws.append(partial(_card, surface, document=document, card=card, box=box))
        pages.append(page)
    return pages


def _tables_label(tables: list[int]) -> str:
    if len(tables) == 1:
        return translate("Printing", "table {number}").format(number=tables[0])
    return translate("Printing", "tables {some} and {last}").format(
        some=", ".join(str(t) for t in tables[:-1]), last=tables[-1]
    )


def _cut_lines(surface: Surface, painter: QPainter, *, body: QRectF) -> None:
    """Dashed lines around and between the cards (a full grid, so every card has four
    edges to cut even when the last page is not full)."""
    painter.setPen(QPen(GREY, surface.mm(0.25), Qt.PenStyle.DashLine))
    width, height = body.width() / ACROSS, body.height() / DOWN
    for column in range(ACROSS + 1):
        x = body.left() + column * width
        painter.drawLine(QPointF(x, body.top()), QPointF(x, body.bottom()))
    for row in range(DOWN + 1):
        y = body.top() + row * height
        painter.drawLine(QPointF(body.left(), y), QPointF(body.right(), y))


def _card(
    surface: Surface, painter: QPainter, *, document: Document, card: SeatCard, box: QRectF
) -> None:
    """One card: the night on top, TABLE and SEAT with their numbers, the name below."""
    inner = box.adjusted(surface.mm(5), surface.mm(4), -surface.mm(5), -surface.mm(4))
    small = surface.font(8.5)
    painter.setFont(small)
    painter.setPen(GREY)
    line = QRectF(inner.left(), inner.top(), inner.width(), painter.fontMetrics().height())
    date_width = painter.fontMetrics().horizontalAdvance(document.date) + surface.mm(3)
    painter.drawText(line, Qt.AlignmentFlag.AlignRight, document.date)
    painter.drawText(
        line,
        Qt.AlignmentFlag.AlignLeft,
        surface.metrics(small).elidedText(
            document.tournament, Qt.TextElideMode.ElideRight, inner.width() - date_width
        ),
    )
    name_font, lines = _fitting_font(surface, card.name, inner.width())
    name_height = surface.metrics(name_font).lineSpacing() * lines + surface.mm(1)
    numbers = QRectF(
        inner.left(), line.bottom() + surface.mm(1), inner.width(),
        inner.bottom() - name_height - line.bottom() - surface.mm(1),
    )  # fmt: skip
    half = numbers.width() / 2
    labels = (
        (translate("Printing", "TABLE"), card.table),
        (translate("Printing", "SEAT"), card.seat),
    )
    for index, (label, value) in enumerate(labels):
        _number(surface, painter, QRectF(numbers.left() + index * half, numbers.top(), half,
                                         numbers.height()), label, value)  # fmt: skip
    painter.setPen(INK)
    painter.setFont(name_font)
    name_box = QRectF(inner.left(), inner.bottom() - name_height, inner.width(), name_height)
    if lines == 1:
        shown = surface.metrics(name_font).elidedText(
            card.name, Qt.TextElideMode.ElideRight, inner.width()
        )
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, shown)
    else:
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         card.name)  # fmt: skip


def _number(surface: Surface, painter: QPainter, box: QRectF, label: str, value: int) -> None:
    """A label over a big number, centred in ``box``."""
    painter.setPen(GREY)
    painter.setFont(surface.font(10, bold=True))
    label_height = painter.fontMetrics().height()
    painter.drawText(QRectF(box.left(), box.top(), box.width(), label_height),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)  # fmt: skip
    painter.setPen(INK)
    painter.setFont(_number_font(surface, box.height() - label_height))
    painter.drawText(
        QRectF(box.left(), box.top() + label_height, box.width(), box.height() - label_height),
        Qt.AlignmentFlag.AlignCenter,
        str(value),
    )


def _number_font(surface: Surface, room: float) -> QFont:
    """The largest bold font up to 48 points whose digits fit ``room`` pixels tall."""
    points = 48.0
    font = surface.font(points, bold=True)
    while points > 12 and surface.metrics(font).height() > room:
        points -= 4
        font = surface.font(points, bold=True)
    return font


def _fitting_font(surface: Surface, name: str, width: float) -> tuple[QFont, int]:
    """The largest of :data:`NAME_POINTS` in which ``name`` fits ``width`` on one line,
    else the largest in which it fits on two; with the number of lines."""
    for points in NAME_POINTS:
        font = surface.font(points, bold=True)
        if surface.metrics(font).horizontalAdvance(name) <= width:
            return font, 1
    for points in NAME_POINTS[2:]:
        font = surface.font(points, bold=True)
        metrics = surface.metrics(font)
        wrapped = metrics.boundingRect(QRectF(0, 0, width, 10 * width),
                                       Qt.TextFlag.TextWordWrap, name)  # fmt: skip
        if wrapped.width() <= width and wrapped.height() <= 2.2 * metrics.lineSpacing():
            return font, 2
    return surface.font(NAME_POINTS[-1], bold=True), 1
