"""The announcement band of the audience display: one piece of news at a time.

:class:`AnnouncementBanner` paints a :class:`~app.present.announcements.Showing` — a
heading (``'OUT OF THE TOURNAMENT'``), the sentence (``'Hugo finishes 9th — €20.00'``)
and, for a list such as the seat draw, the page of lines on screen now (three columns of
three, the pages turning by the session's clock). The window gives it its band, the
bottom strip of the layout, which never covers the clock.

Type is sized from the band's height and shrinks to fit its width; names are never cut
before the type has shrunk to :data:`FLOOR` of its size.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from app.present.announcements import PAGE_LINES, AnnouncementKind, Showing

FILL = QColor("#141b25")
TEXT = QColor("#f5f7fa")
LABEL = QColor("#a9b8c9")
GOLD = QColor("#ffd166")
TEAL = QColor("#5ee0ef")
RED = QColor("#ff6b6b")
ORANGE = QColor("#ffa94d")

ACCENTS = {
    AnnouncementKind.BUST: RED,
    AnnouncementKind.WINNER: GOLD,
    AnnouncementKind.BUBBLE: ORANGE,
    AnnouncementKind.HAND_FOR_HAND: ORANGE,
    AnnouncementKind.IN_THE_MONEY: GOLD,
    AnnouncementKind.FINAL_TABLE: GOLD,
    AnnouncementKind.DEAL: GOLD,
    AnnouncementKind.BREAK: TEAL,
    AnnouncementKind.COLOR_UP: TEAL,
}
"""The heading's colour and the bar at the band's left edge, by kind (teal otherwise)."""

COLUMNS = 3
"""A page of a list shows :data:`PAGE_LINES` lines in this many columns (one fewer in a
band narrower than :data:`WIDE` times its height)."""

WIDE = 4.5

FLOOR = 0.6
"""Text shrinks to this fraction of its size to fit, then ends in "…"."""

MAX_LINES = 3
"""A sentence takes at most this many lines (as many as give it the largest type)."""

GROWTH = 3.0
"""How much taller than its band the banner may grow into empty space below the layout."""

LINE = 1.18
"""Line height as a multiple of the pixel size (as the display's other text)."""


def banner_band(band: QRectF, window: QRectF) -> QRectF:
    """Where the banner goes: the layout's ``band``, grown down into the empty space
    under it when the window is taller than the layout (a portrait screen), up to
    :data:`GROWTH` times its height. It only ever grows downwards, away from the clock.

    >>> banner_band(QRectF(0, 800, 1000, 100), QRectF(0, 0, 1000, 1920)).height()
    300.0
    >>> banner_band(QRectF(0, 600, 1000, 100), QRectF(0, 0, 1000, 740)).height()
    100.0
    """
    margin = band.height() * 0.1
    room = window.bottom() - margin - band.bottom()
    if room < band.height() / 2:  # only the layout's own margin: keep the band as it is
        return QRectF(band)
    grown = min(band.height() * GROWTH, band.height() + room)
    return QRectF(band.left(), band.top(), band.width(), grown)


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, int(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Medium)
    return font


def fit(text: str, width: float, height: float, bold: bool = True) -> tuple[QFont, str]:
    """The font for ``text`` in a ``width`` × ``height`` box and the text as it fits:
    full size if it fits, smaller down to :data:`FLOOR`, then elided."""
    pixels = height / LINE
    font = _font(pixels, bold)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        font = _font(max(pixels * FLOOR, pixels * width / advance * 0.98), bold)
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) > width:
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return font, text


def _fitted_line(line: str, metrics: QFontMetricsF, width: float) -> str:
    """``line`` within ``width``: a name too long loses its end, never where it goes
    ("Maximiliana von Hohenz… → table 2, seat 9")."""
    if metrics.horizontalAdvance(line) <= width:
        return line
    name, arrow, where = line.partition(" → ")
    if arrow:
        room = width - metrics.horizontalAdvance(arrow + where)
        if room > metrics.horizontalAdvance("M…"):
            return metrics.elidedText(name, Qt.TextElideMode.ElideRight, room) + arrow + where
    return metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)


@dataclass(frozen=True, eq=False)
class Piece:
    """One run of text placed in the band."""

    rect: QRectF
    font: QFont
    text: str
    colour: QColor
    right: bool = False


def split_lines(words: list[str], count: int, metrics: QFontMetricsF) -> list[str]:
    """``words`` in at most ``count`` lines of about equal width (greedy, in order).

    >>> from PySide6.QtWidgets import QApplication
    >>> app = QApplication.instance() or QApplication([])
    >>> split_lines("one more bust and everyone is paid".split(), 2, QFontMetricsF(_font(20)))
    ['one more bust and', 'everyone is paid']
    """
    target = metrics.horizontalAdvance(" ".join(words)) / count
    lines: list[str] = []
    for word in words:
        if lines and len(lines) < count and (
            metrics.horizontalAdvance(f"{lines[-1]} {word}") > target * 1.05
            and metrics.horizontalAdvance(lines[-1]) >= target * 0.6
        ):
            lines.append(word)
        elif lines:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def sentence(text: str, area: QRectF) -> list[tuple[QRectF, QFont, str]]:
    """``text`` in ``area`` on one to :data:`MAX_LINES` lines, however many give the
    largest type; elided only if a single word is wider than the area."""
    words = text.split()
    best: tuple[float, list[str]] = (0.0, [text])
    for count in range(1, min(MAX_LINES, len(words)) + 1):
        pixels = area.height() / count / LINE
        metrics = QFontMetricsF(_font(pixels))
        lines = split_lines(words, count, metrics)
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        size = pixels * min(1.0, area.width() / widest * 0.98) if widest else pixels
        if size > best[0]:
            best = (size, lines)
    size, lines = best
    font = _font(size)
    metrics = QFontMetricsF(font)
    row = area.height() / len(lines)
    top = area.top() + (area.height() - row * len(lines)) / 2
    out = []
    for number, line in enumerate(lines):
        if metrics.horizontalAdvance(line) > area.width():
            line = metrics.elidedText(line, Qt.TextElideMode.ElideRight, area.width())
        out.append((QRectF(area.left(), top + number * row, area.width(), row), font, line))
    return out


class AnnouncementBanner(QWidget):
    """Paints the announcement on screen; hidden when there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcementBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # Clicks, double clicks and the context menu belong to the display under it.
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self._showing: Showing | None = None
        self._page = 0
        self.hide()

    @property
    def showing(self) -> Showing | None:
        """The announcement painted, if any."""
        return self._showing

    @property
    def page(self) -> int:
        """The page of its list on screen (0 when it has no list or one page)."""
        return self._page

    def page_lines(self) -> tuple[str, ...]:
        """The lines of the list on screen now."""
        if self._showing is None:
            return ()
        return self._showing.announcement.pages[self._page]

    def show_announcement(self, showing: Showing | None, now: float) -> None:
        """Paint ``showing`` (its page at ``now``), or nothing."""
        page = showing.page(now) if showing is not None else 0
        if showing == self._showing and page == self._page:
            return
        self._showing, self._page = showing, page
        self.update()

    def texts(self) -> list[str]:
        """Every text painted, for tests and screen readers."""
        if self._showing is None:
            return []
        return [piece.text for piece in self._layout()]

    def _layout(self) -> list[Piece]:
        """Each text with its rectangle, font and colour."""
        showing = self._showing
        assert showing is not None
        announcement = showing.announcement
        w, h = float(self.width()), float(self.height())
        pad = h * 0.08
        left = pad + h * 0.06  # room for the accent bar
        inner_w = w - left - pad
        accent = ACCENTS.get(announcement.kind, TEAL)
        pages = len(announcement.pages)
        out = []
        title_h = h * (0.22 if announcement.lines else 0.26)
        title_w = inner_w * (0.8 if pages > 1 else 1.0)
        font, text = fit(announcement.title.upper(), title_w, title_h)
        out.append(Piece(QRectF(left, pad, title_w, title_h), font, text, accent))
        if pages > 1:
            rect = QRectF(left + inner_w * 0.8, pad, inner_w * 0.2, title_h)
            font, text = fit(f"{self._page + 1} / {pages}", rect.width(), title_h * 0.8, False)
            out.append(Piece(rect, font, text, LABEL, right=True))
        top = pad + title_h
        if not announcement.lines:
            area = QRectF(left, top, inner_w, h - top - pad)
            out.extend(Piece(rect, font, text, GOLD) for rect, font, text in sentence(
                announcement.text, area))
            return out
        # A list: its sentence goes beside the heading (below it on a narrow screen), the
        # lines get the room below.
        used = QFontMetricsF(out[0].font).horizontalAdvance(out[0].text + "   ")
        room = title_w - used
        beside = QFontMetricsF(_font(title_h * 0.85 / LINE, False))
        if beside.horizontalAdvance(announcement.text) <= room:
            font, text = fit(announcement.text, room, title_h * 0.85, bold=False)
            out.append(Piece(QRectF(left + used, pad, room, title_h), font, text, TEXT))
        else:
            font, text = fit(announcement.text, inner_w, title_h * 0.85, bold=False)
            out.append(Piece(QRectF(left, top, inner_w, title_h * 0.85), font, text, TEXT))
            top += title_h * 0.85
        top += pad * 0.4
        most = COLUMNS if w >= WIDE * h else COLUMNS - 1  # a narrow band: longer lines
        rows = -(-PAGE_LINES // most)
        row_h = (h - top - pad * 0.6) / rows
        gap = inner_w * 0.02
        lines = self.page_lines()
        # As few columns as the page's lines need (a last page of three lines takes the
        # band's whole width), so a long name keeps its type size and its seat.
        columns = max(1, min(most, -(-len(lines) // rows)))
        col_w = (inner_w - gap * (columns - 1)) / columns
        # One size for the whole page, the size the longest line allows.
        longest = max(lines, key=len, default="")
        size, _ = fit(longest, col_w, row_h)
        metrics = QFontMetricsF(size)
        for number, line in enumerate(lines):
            column, row = divmod(number, rows)
            rect = QRectF(left + column * (col_w + gap), top + row * row_h, col_w, row_h)
            out.append(Piece(rect, size, _fitted_line(line, metrics, col_w), GOLD))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if self._showing is None:
            painter.end()
            return
        h = float(self.height())
        painter.fillRect(self.rect(), QColor("#0a0e14"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FILL)
        radius = h * 0.06
        painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        accent = ACCENTS.get(self._showing.announcement.kind, TEAL)
        painter.setBrush(accent)
        pad = h * 0.08
        painter.drawRoundedRect(QRectF(pad * 0.6, pad, h * 0.04, h - 2 * pad), h * 0.02, h * 0.02)
        for piece in self._layout():
            painter.setFont(piece.font)
            painter.setPen(QPen(piece.colour))
            metrics = QFontMetricsF(piece.font)
            rect = piece.rect
            baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
            x = rect.left()
            if piece.right:
                x = rect.right() - metrics.horizontalAdvance(piece.text)
            painter.drawText(QPointF(x, baseline), piece.text)
        painter.end()
