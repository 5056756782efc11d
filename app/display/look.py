"""The host's look on the audience display: its colours, its logo, the panels it shows.

The look (:class:`~app.engine.look.DisplayLook`, part of the setup) recolours the
composition (:func:`recolour`), adds the logo at the top left, leaves out the panels not
chosen (the clock takes their room) and, in portrait, stacks the same parts in a 9:16 box
(:meth:`app.display.layout._Composer.portrait_body`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from app.display.composition import Composition
from app.display.palette import (
    EMPTY_SLOT,
    GOLD,
    LABEL,
    ORANGE,
    PANEL,
    PAUSED_CLOCK,
    RED_SUIT,
    TEAL,
    TEXT,
    WARNING,
)
from app.engine.look import DisplayLook, LogoKind, Orientation, Panel, contrast_ratio

# ----- the host's look: colours and logo ---------------------------------------------------

STAT_PANELS = {
    "players": Panel.PLAYERS_LEFT,
    "average": Panel.AVERAGE_STACK,
    "leader": Panel.CHIP_LEADER,
    "break": Panel.NEXT_BREAK,
}
"""The panel each row of the stats column belongs to."""

ACCENT_FREE_CONTRAST = 3.0
"""A fixed colour (teal, orange...) stays where it reads on the background at this
contrast; below it, it becomes the text colour."""


def is_portrait(look: DisplayLook, width: float, height: float) -> bool:
    """Whether the display is laid out tall: portrait chosen, or auto in a tall window.

    >>> from app.engine.look import Orientation
    >>> is_portrait(DisplayLook(orientation=Orientation.AUTO), 1080, 1920)
    True
    """
    if look.orientation is Orientation.AUTO:
        return height > width
    return look.orientation is Orientation.PORTRAIT


def mixed(first: QColor, second: QColor, share: float) -> QColor:
    """``first`` with ``share`` (0–1) of ``second`` mixed in."""
    return QColor(
        round(first.red() + (second.red() - first.red()) * share),
        round(first.green() + (second.green() - first.green()) * share),
        round(first.blue() + (second.blue() - first.blue()) * share),
    )


def look_colours(look: DisplayLook) -> dict[int, QColor]:
    """The display's own colours (by ``rgba()``) and what the look paints them in.

    Text, labels, the accent (blinds, prizes), panels and empty card slots follow the
    look; a fixed colour (teal, orange...) stays unless it is too faint on the background.
    """
    background, text, accent = QColor(look.background), QColor(look.text), QColor(look.accent)
    colours = {
        TEXT.rgba(): text,
        GOLD.rgba(): accent,
        LABEL.rgba(): mixed(text, background, 0.3),
        PANEL.rgba(): mixed(background, text, 0.07),
        EMPTY_SLOT.rgba(): mixed(background, text, 0.14),
    }
    for fixed in (TEAL, ORANGE, WARNING, PAUSED_CLOCK, RED_SUIT):
        readable = contrast_ratio(fixed.name(), look.background) >= ACCENT_FREE_CONTRAST
        colours[fixed.rgba()] = fixed if readable else text
    return colours


def recolour(composition: Composition, look: DisplayLook) -> Composition:
    """``composition`` in the look's colours (badges and cards, with their own fill, keep
    theirs)."""
    colours = look_colours(look)

    def swap(colour: QColor) -> QColor:
        return colours.get(colour.rgba(), colour)

    blocks = [
        block if block.fill is not None
        else replace(block, runs=tuple((text, swap(colour)) for text, colour in block.runs))
        for block in composition.blocks
    ]
    panels = [(rect, swap(colour)) for rect, colour in composition.panels]
    return Composition(panels, blocks, composition.logo, look, QColor(look.background))


class LogoPicture:
    """The host's logo, read once from its bytes and painted at any size.

    An SVG is drawn by Qt's SVG renderer (sharp at any size); a PNG or JPEG is scaled
    smoothly. A picture Qt cannot read shows nothing.
    """

    def __init__(self, data: bytes, kind: LogoKind | None) -> None:
        self.data = data
        self._svg: QSvgRenderer | None = None
        self._image: QImage | None = None
        if not data:
            return
        if kind is LogoKind.SVG:
            renderer = QSvgRenderer(QByteArray(data))
            if renderer.isValid() and not renderer.defaultSize().isEmpty():
                self._svg = renderer
        else:
            image = QImage.fromData(data)
            if not image.isNull():
                self._image = image

    @property
    def aspect(self) -> float | None:
        """Width over height, or ``None`` when there is nothing to show."""
        if self._svg is not None:
            size = self._svg.defaultSize()
            return size.width() / size.height()
        if self._image is not None:
            return self._image.width() / self._image.height()
        return None

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the logo filling ``rect`` (which has the logo's shape)."""
        if self._svg is not None:
            self._svg.render(painter, rect)
        elif self._image is not None:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawImage(rect, self._image)
