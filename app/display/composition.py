"""What the audience display paints: panels behind, blocks of text and card faces on top."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QRegion

from app.display.palette import BACKGROUND
from app.engine.look import DisplayLook


@dataclass(eq=False)
class Block:
    """One run of text (or a card face) placed in the window."""

    role: str
    rect: QRectF
    runs: tuple[tuple[str, QColor], ...]
    font: QFont
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    fill: QColor | None = None
    radius: float = 0.0

    @property
    def text(self) -> str:
        """All the runs as one string."""
        return "".join(text for text, _ in self.runs)

    def signature(self) -> tuple[object, ...]:
        """Everything that shows, to tell whether the block must be repainted."""
        rect = self.rect
        return (
            self.role,
            (rect.x(), rect.y(), rect.width(), rect.height()),
            tuple((text, colour.rgba()) for text, colour in self.runs),
            self.font.pixelSize(),
            self.font.weight(),
            int(self.align.value),
            self.fill.rgba() if self.fill is not None else None,
        )


@dataclass(eq=False)
class Composition:
    """Everything painted: panels behind, text and cards on top; ``banner`` is the band
    where announcements show (never over the clock), ``None`` when the layout has none."""

    panels: list[tuple[QRectF, QColor]]
    blocks: list[Block]
    logo: QRectF | None = None
    """Where the host's logo is painted (``None``: no logo)."""
    look: DisplayLook | None = None
    """The look it was composed in (a new look repaints everything)."""
    background: QColor = field(default_factory=lambda: QColor(BACKGROUND))
    banner: QRectF | None = None

    def find(self, role: str) -> Block | None:
        """The block with ``role``, if shown."""
        return next((b for b in self.blocks if b.role == role), None)

    def texts(self) -> list[str]:
        """Every text shown, in paint order."""
        return [b.text for b in self.blocks]

    def changed_since(self, before: Composition) -> QRegion | None:
        """The area that differs from ``before``; ``None`` when everything must repaint."""
        panels = [(r.x(), r.y(), r.width(), r.height(), c.rgba()) for r, c in self.panels]
        old_panels = [(r.x(), r.y(), r.width(), r.height(), c.rgba()) for r, c in before.panels]
        if panels != old_panels or self.look != before.look or self.logo != before.logo:
            return None
        old = {b.role: b for b in before.blocks}
        new = {b.role: b for b in self.blocks}
        region = QRegion()
        for role in old.keys() | new.keys():
            was, now = old.get(role), new.get(role)
            if was is not None and now is not None and was.signature() == now.signature():
                continue
            for block in (was, now):
                if block is not None:
                    region += block.rect.toAlignedRect().adjusted(-2, -2, 2, 2)
        return region


def paint_composition(painter: QPainter, composition: Composition) -> None:
    """Draw the blocks (text baselines centred vertically in their rectangles)."""
    for block in composition.blocks:
        if block.fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(block.fill)
            painter.drawRoundedRect(block.rect, block.radius, block.radius)
        painter.setFont(block.font)
        metrics = QFontMetricsF(block.font)
        width = sum(metrics.horizontalAdvance(text) for text, _ in block.runs)
        rect = block.rect
        if block.align & Qt.AlignmentFlag.AlignHCenter:
            x = rect.center().x() - width / 2
        elif block.align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - width
        else:
            x = rect.left()
        baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
        for text, colour in block.runs:
            painter.setPen(QPen(colour))
            painter.drawText(QPointF(x, baseline), text)
            x += metrics.horizontalAdvance(text)
