"""Sheets on pages: headings, wrapped paragraphs, tables split across pages with their
header row repeated, and receipts that are never cut in two."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from app.engine.wording import translate
from app.present.sheet_blocks import Align, Block, Grid, Heading, Paragraph, Receipt, Sheet
from app.printing.page import GREY, INK, RULE, STRIPE, Page, Surface

ALIGN = {
    Align.LEFT: Qt.AlignmentFlag.AlignLeft,
    Align.RIGHT: Qt.AlignmentFlag.AlignRight,
    Align.CENTER: Qt.AlignmentFlag.AlignHCenter,
}
Placed = Callable[[QPainter, float], None]
"""Paints an item placed on a page with its top at the given height."""
STRETCH_SHARE = 0.4
"""The least share of the width a name column keeps when the other columns are wide."""
STRETCH_WRAPPED = 0.6
"""A stretch column's notes on two lines, in a smaller type, take about this share of their
width on one line (with the padding): a column of short notes keeps no more."""
WRAPPED_SCALE = 0.75
"""The type of a note on two lines: two lines of it fit a row (1.55 lines high)."""


class SheetLayout:
    """Places sheets on pages top to bottom; each sheet starts a new page."""

    def __init__(self, surface: Surface) -> None:
        self.surface = surface
        self.body = surface.body
        self.pages: list[Page] = []
        self.y = self.body.top()
        self.title = ""

    def add_sheet(self, sheet: Sheet) -> None:
        """Lay out ``sheet`` from the top of a new page."""
        self.title = sheet.title
        self._new_page()
        title_font = self.surface.font(20, bold=True)
        height = self.surface.metrics(title_font).height() + self.surface.mm(4)
        self._place(height, _text(title_font, sheet.title, INK, self.body.width()))
        for block in sheet.blocks:
            self._add_block(block)

    # ----- placing ------------------------------------------------------------------------

    def _new_page(self, continued: bool = False) -> None:
        title = (
            translate("Printing", "{title} (continued)").format(title=self.title)
            if continued
            else self.title
        )
        self.pages.append(Page(title))
        self.y = self.body.top()

    def _fits(self, height: float) -> bool:
        return self.y + height <= self.body.bottom()

    def _room_for(self, height: float) -> None:
        """Go to a new page unless ``height`` fits under what this page already holds."""
        if not self._fits(height) and self.y > self.body.top():
            self._new_page(continued=True)

    def _place(self, height: float, paint: Placed) -> None:
        """Put ``paint`` at the current line, ``height`` tall, on this page or the next."""
        self._room_for(height)
        top = self.y
        self.pages[-1].draws.append(lambda painter: paint(painter, top))
        self.y += height

    def _add_block(self, block: Block) -> None:
        if isinstance(block, Heading):
            font = self.surface.font(14, bold=True)
            height = self.surface.metrics(font).height() + self.surface.mm(5)
            # A heading never ends a page alone: keep room for a few lines under it.
            self._room_for(height + self.surface.mm(20))
            self._place(height, _text(font, block.text, INK, self.body.width(), self.surface.mm(3)))
        elif isinstance(block, Paragraph):
            self._add_paragraph(block)
        elif isinstance(block, Grid):
            self._add_grid(block)
        else:
            self._add_receipt(block)

    def _add_paragraph(self, block: Paragraph) -> None:
        font = self.surface.font(9 if block.small else 11)
        width = self.body.width()
        bound = self.surface.metrics(font).boundingRect(
            QRectF(0, 0, width, self.body.height()), Qt.TextFlag.TextWordWrap, block.text
        )
        color = GREY if block.small else INK
        gap = self.surface.mm(3)

        def paint(painter: QPainter, top: float) -> None:
            painter.setFont(font)
            painter.setPen(color)
            painter.drawText(QRectF(0, top, width, bound.height() + 1),
                             Qt.TextFlag.TextWordWrap, block.text)  # fmt: skip

        self._place(bound.height() + gap, paint)

    def _add_grid(self, grid: Grid) -> None:
        plan = GridPlan.of(self.surface, grid, self.body.width())
        self._room_for(plan.row_height * 2)
        self._place(plan.row_height, plan.header_painter())
        for index, row in enumerate(grid.rows):
            if not self._fits(plan.row_height):
                self._new_page(continued=True)
                self._place(plan.row_height, plan.header_painter())
            self._place(plan.row_height, plan.row_painter(index, row))
        self.y += self.surface.mm(4)

    def _add_receipt(self, receipt: Receipt) -> None:
        height = self.surface.mm(38)
        self._place(height + self.surface.mm(3), _receipt(self.surface, receipt, height))


def _text(
    font: QFont, text: str, color: QColor, width: float, space_above: float = 0.0
) -> Placed:
    def paint(painter: QPainter, top: float) -> None:
        painter.setFont(font)
        painter.setPen(color)
        metrics = QFontMetricsF(font, painter.device())
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        painter.drawText(QRectF(0, top + space_above, width, metrics.height() * 1.2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, shown)  # fmt: skip

    return paint


@dataclass(frozen=True, slots=True)
class GridPlan:
    """A grid's columns measured once, so every page of it lines up."""

    surface: Surface
    grid: Grid
    widths: tuple[float, ...]
    row_height: float
    pad: float
    font: QFont
    bold: QFont

    @classmethod
    def of(cls, surface: Surface, grid: Grid, width: float) -> GridPlan:
        """Widths from the widest text of each column; the stretch column takes the rest."""
        font = surface.font(grid.size)
        bold = surface.font(grid.size, bold=True)
        pad = surface.mm(2)
        plain, strong = surface.metrics(font), surface.metrics(bold)
        columns = list(zip(*grid.rows, strict=True)) or [() for _ in grid.columns]
        natural = [
            max([strong.horizontalAdvance(column.title)]
                + [strong.horizontalAdvance(cell) for cell in cells]) + 3 * pad
            for column, cells in zip(grid.columns, columns, strict=True)
        ]  # fmt: skip
        fixed = [w for w, c in zip(natural, grid.columns, strict=True) if not c.stretch]
        stretchers = sum(1 for c in grid.columns if c.stretch) or 1
        room = width - sum(fixed)
        stretching = [w for w, c in zip(natural, grid.columns, strict=True) if c.stretch]
        # The stretch column keeps up to STRETCH_SHARE of the page, but no more than its
        # notes need on two lines (they wrap): short notes leave the other columns room.
        floor = min(width * STRETCH_SHARE, max(stretching) * STRETCH_WRAPPED) if stretching else 0
        scale = 1.0
        if room < floor:
            scale = (width - floor) / sum(fixed)
            room = floor
        widths = tuple(
            room / stretchers if column.stretch else natural[i] * scale
            for i, column in enumerate(grid.columns)
        )
        if not any(c.stretch for c in grid.columns):
            widths = tuple(w * width / sum(widths) for w in widths)
        return cls(surface, grid, widths, plain.height() * 1.55, pad, font, bold)

    def _cells(
        self, painter: QPainter, top: float, cells: tuple[str, ...], font: QFont
    ) -> None:
        painter.setFont(font)
        painter.setPen(INK)
        metrics = self.surface.metrics(font)
        x = 0.0
        for width, column, cell in zip(self.widths, self.grid.columns, cells, strict=True):
            inner = QRectF(x + self.pad, top, width - 2 * self.pad, self.row_height)
            align = ALIGN[column.align] | Qt.AlignmentFlag.AlignVCenter
            if column.stretch and metrics.horizontalAdvance(cell) > inner.width():
                self._wrapped(painter, inner, align, cell, font)
                painter.setFont(font)
            else:
                shown = metrics.elidedText(cell, Qt.TextElideMode.ElideRight, inner.width())
                painter.drawText(inner, align, shown)
            x += width

    def _wrapped(
        self, painter: QPainter, inner: QRectF, align: Qt.AlignmentFlag, cell: str, font: QFont
    ) -> None:
        """A note too long for its column on two lines in a smaller type, elided only if
        even that cannot hold it (a column cut its own note: "last for rebuys a…")."""
        small = QFont(font)
        small.setPointSizeF(font.pointSizeF() * WRAPPED_SCALE)
        metrics = self.surface.metrics(small)
        first, rest = _two_lines(cell, metrics, inner.width())
        lines = [metrics.elidedText(first, Qt.TextElideMode.ElideRight, inner.width())]
        if rest:
            lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, inner.width()))
        shown = "\n".join(lines)
        painter.setFont(small)
        painter.drawText(inner, align, shown)

    def header_painter(self) -> Placed:
        """The column titles, underlined."""
        titles = tuple(column.title for column in self.grid.columns)

        def paint(painter: QPainter, top: float) -> None:
            self._cells(painter, top, titles, self.bold)
            painter.setPen(QPen(INK, self.surface.mm(0.35)))
            bottom = top + self.row_height
            painter.drawLine(QPointF(0, bottom), QPointF(sum(self.widths), bottom))

        return paint

    def row_painter(self, index: int, cells: tuple[str, ...]) -> Placed:
        """Row ``index``: striped every other row, bold when strong, a hairline under it."""
        font = self.bold if index in self.grid.strong else self.font

        def paint(painter: QPainter, top: float) -> None:
            total = sum(self.widths)
            if index % 2:
                painter.fillRect(QRectF(0, top, total, self.row_height), STRIPE)
            self._cells(painter, top, cells, font)
            painter.setPen(QPen(RULE, self.surface.mm(0.15)))
            bottom = top + self.row_height
            painter.drawLine(QPointF(0, bottom), QPointF(total, bottom))

        return paint


def _receipt(surface: Surface, receipt: Receipt, height: float) -> Placed:
    """A receipt in a dashed box: who, place, amount, then lines to sign and date."""
    width = surface.body.width()
    pad = surface.mm(4)
    big = surface.font(14, bold=True)
    plain = surface.font(10.5)
    small = surface.font(8.5)

    def paint(painter: QPainter, top: float) -> None:
        box = QRectF(0, top, width, height)
        dashed = QPen(GREY, surface.mm(0.3), Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.drawRect(box)
        inner = box.adjusted(pad, pad, -pad, -pad)
        painter.setPen(INK)
        painter.setFont(big)
        metrics = surface.metrics(big)
        total_width = metrics.horizontalAdvance(receipt.total) + pad
        line = QRectF(inner.left(), inner.top(), inner.width(), metrics.height())
        painter.drawText(line, Qt.AlignmentFlag.AlignRight, receipt.total)
        who = metrics.elidedText(
            f"{receipt.name} — {receipt.place}", Qt.TextElideMode.ElideRight,
            inner.width() - total_width,
        )  # fmt: skip
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft, who)
        painter.setFont(plain)
        second = QRectF(inner.left(), line.bottom() + surface.mm(1.5), inner.width(),
                        painter.fontMetrics().lineSpacing() * 2)  # fmt: skip
        painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                         receipt.text)  # fmt: skip
        # Lines to sign on, labelled underneath as on a paper form.
        base = inner.bottom() - painter.fontMetrics().height() - surface.mm(1)
        signature = QRectF(inner.left(), base, inner.width() * 0.6, 0)
        dated = QRectF(inner.left() + inner.width() * 0.68, base, inner.width() * 0.32, 0)
        painter.setPen(QPen(INK, surface.mm(0.25)))
        for field in (signature, dated):
            painter.drawLine(QPointF(field.left(), base), QPointF(field.right(), base))
        painter.setFont(small)
        painter.setPen(GREY)
        for field, label in (
            (signature, translate("Printing", "Signature")), (dated, translate("Printing", "Date"))
        ):
            painter.drawText(QRectF(field.left(), base + surface.mm(0.8), field.width(),
                                    painter.fontMetrics().height()),
                             Qt.AlignmentFlag.AlignLeft, label)  # fmt: skip

    return paint


def lay_out_sheets(surface: Surface, sheets: tuple[Sheet, ...]) -> list[Page]:
    """Every sheet on pages, each starting a new one."""
    layout = SheetLayout(surface)
    for sheet in sheets:
        layout.add_sheet(sheet)
    return layout.pages


def _two_lines(text: str, metrics: QFontMetricsF, width: float) -> tuple[str, str]:
    """``text`` cut at the last space that lets its first line fit ``width``."""
    words = text.split(" ")
    for count in range(len(words) - 1, 0, -1):
        first = " ".join(words[:count])
        if metrics.horizontalAdvance(first) <= width:
            return first, " ".join(words[count:])
    return text, ""
