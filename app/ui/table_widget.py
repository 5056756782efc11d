"""The oval felt with seats around it; paints a :class:`TableView`, nothing else."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.engine.cards import Card
from app.engine.errors import chips
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.table_view import SeatView, TableView

FELT = QColor("#1f6b3a")
FELT_EDGE = QColor("#5a3a1e")
SEAT_BG = QColor("#20262e")
SEAT_TEXT = QColor("#f2f2f2")
TO_ACT = QColor("#ffc83d")
ALL_IN = QColor("#e0453a")
WON = QColor("#ffc83d")
SUIT_COLORS = {"c": QColor("#1a7f37"), "d": QColor("#1f5fd1"), "h": QColor("#c62828"),
               "s": QColor("#111111")}
CARD_BACK = QColor("#8a1f2b")
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
MARKER_COLORS = {
    "D": (QColor("#ffffff"), QColor("#111111")),
    "SB": (QColor("#4f8fe6"), QColor("#ffffff")),
    "BB": (QColor("#f0b429"), QColor("#111111")),
}
MARKER_LABELS = {
    "D": QT_TRANSLATE_NOOP("TableWidget", "D"),
    "SB": QT_TRANSLATE_NOOP("TableWidget", "SB"),
    "BB": QT_TRANSLATE_NOOP("TableWidget", "BB"),
}
"""The button and blinds as the felt writes them (Spanish: D, CP, CG, as the pads do)."""
SPRITE_LIMIT = 300
#: Pot lines that fit under the board, above the felt's edge, at any widget size.
POT_LINES = 7
FELT_SIZES_KEPT = 6

Draw = Callable[[QPainter, QRectF], None]


class TableWidget(QWidget):
    """Paints the table: seats, markers, bets, board and pots, scaled to its size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: TableView | None = None
        self._felts: dict[tuple[int, int, float, int], QPixmap] = {}
        self._sprites: dict[Hashable, QPixmap] = {}
        # Every pixel is painted here (the felt's pixmap includes the window background),
        # so Qt need not repaint the panels underneath on each action.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(640, 380)
        self.setAccessibleName(translate("TableWidget", "Table"))

    def sizeHint(self) -> QSize:
        return QSize(900, 520)

    def set_view(self, view: TableView) -> None:
        """Show ``view``; repaints at once."""
        self._view = view
        self.setAccessibleDescription(view.status)
        self.update()

    @property
    def view(self) -> TableView | None:
        """The view being painted."""
        return self._view

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view = self._view
        felt = self._felt_rect()
        painter.drawPixmap(0, 0, self._felt_pixmap())
        if view is not None:
            self._paint_center(painter, felt, view)
            count = len(view.seats)
            for index, seat in enumerate(view.seats):
                self._paint_seat(painter, felt, seat, index, count)
        painter.end()

    # ----- geometry --------------------------------------------------------------------

    def _felt_rect(self) -> QRectF:
        margin_x = self.width() * 0.13
        margin_y = self.height() * 0.16
        return QRectF(margin_x, margin_y, self.width() - 2 * margin_x,
                      self.height() - 2 * margin_y)

    def _unit(self) -> float:
        return min(self.width() / 900, self.height() / 520)

    @staticmethod
    def _seat_angle(index: int, count: int) -> float:
        # The dealer stands at the top; seat 1 is on the dealer's left, then clockwise.
        return -math.pi / 2 + 2 * math.pi * (index + 0.5) / count

    def _on_ellipse(self, felt: QRectF, angle: float, scale: float) -> QPointF:
        return QPointF(
            felt.center().x() + math.cos(angle) * felt.width() / 2 * scale,
            felt.center().y() + math.sin(angle) * felt.height() / 2 * scale,
        )

    def _seat_box(self, felt: QRectF, index: int, count: int) -> QRectF:
        unit = self._unit()
        center = self._on_ellipse(felt, self._seat_angle(index, count), 1.08)
        return QRectF(center.x() - 78 * unit, center.y() - 32 * unit, 156 * unit, 64 * unit)

    def seat_areas(self) -> tuple[QRectF, ...]:
        """Where each seat of the view is painted, its shown cards included (widget
        coordinates): a seat must never be covered by the controls around the table."""
        if self._view is None:
            return ()
        felt = self._felt_rect()
        count = len(self._view.seats)
        areas = []
        for index, seat in enumerate(self._view.seats):
            box = self._seat_box(felt, index, count)
            areas.append(box.united(self._shown_cards_area(box, len(_row(seat)))))
        return tuple(areas)

    def _card_size(self, count: int) -> tuple[float, float]:
        """A seat's small card: smaller for a stud row (up to seven cards), so the row
        keeps to the seat box's width."""
        unit = self._unit()
        if count > 4:
            return 21 * unit, 30 * unit
        return 34 * unit, 46 * unit

    def _shown_cards_area(self, box: QRectF, count: int = 2) -> QRectF:
        """The shown cards painted over a seat box's top right corner, growing leftward:
        an Omaha hand's four cards and a stud hand's seven stay within the box's width,
        never off the widget."""
        unit = self._unit()
        width, height = self._card_size(count)
        span = max(2, count) * (width + 2 * unit) - 2 * unit
        return QRectF(box.right() - span, box.top() - height * 0.75, span, height)

    # ----- painting --------------------------------------------------------------------

    def _felt_pixmap(self) -> QPixmap:
        """The felt drawn once per widget size: an antialiased ellipse is costly to fill.

        A few sizes are kept: the table changes height between betting and showdown.
        """
        ratio = self.devicePixelRatioF()
        background = self.palette().color(QPalette.ColorRole.Window)
        key = (self.width(), self.height(), ratio, background.rgba())
        cached = self._felts.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(self.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(background)  # opaque: copied, not blended, on every paint
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self._unit()
        painter.setPen(QPen(FELT_EDGE, 14 * unit))
        painter.setBrush(FELT)
        painter.drawEllipse(self._felt_rect())
        painter.end()
        if len(self._felts) >= FELT_SIZES_KEPT:
            self._felts.clear()
        self._felts[key] = pixmap
        return pixmap

    def _blit(self, painter: QPainter, key: Hashable, rect: QRectF, draw: Draw,
              pad: float = 0.0) -> None:
        """Paint ``draw`` into ``rect`` through a pixmap cached under ``key``.

        Antialiased rounded shapes and text cost far more than copying pixels, and from one
        action to the next almost every seat, card and bet looks the same as before.
        ``pad`` leaves room for pens wider than the rectangle.
        """
        width = math.ceil(rect.width() + 2 * pad)
        height = math.ceil(rect.height() + 2 * pad)
        ratio = self.devicePixelRatioF()
        full_key = (key, width, height, ratio, self._unit())
        pixmap = self._sprites.get(full_key)
        if pixmap is None:
            pixmap = QPixmap(round(width * ratio), round(height * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            sprite_painter = QPainter(pixmap)
            sprite_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(sprite_painter, QRectF(pad, pad, rect.width(), rect.height()))
            sprite_painter.end()
            if len(self._sprites) >= SPRITE_LIMIT:
                self._sprites.clear()
            self._sprites[full_key] = pixmap
        painter.drawPixmap(QPointF(round(rect.left() - pad), round(rect.top() - pad)), pixmap)

    def _paint_center(self, painter: QPainter, felt: QRectF, view: TableView) -> None:
        unit = self._unit()
        card_w, card_h = 52 * unit, 72 * unit
        gap = 8 * unit
        total_w = 5 * card_w + 4 * gap
        top = felt.center().y() - card_h * 0.9
        left = felt.center().x() - total_w / 2
        if not view.has_board:
            # Stud: no board, the street's name where the board would be.
            street_rect = QRectF(left, top, total_w, card_h)
            self._blit(painter, ("street", view.street), street_rect,
                       functools.partial(self._paint_street, text=view.street))
        for slot in range(5 if view.has_board else 0):
            rect = QRectF(left + slot * (card_w + gap), top, card_w, card_h)
            card = view.board[slot] if slot < len(view.board) else None
            dealt = slot < view.board_slots
            self._blit(painter, ("card", card, dealt), rect,
                       functools.partial(self._paint_card, card=card, dealt=dealt), pad=2)
        lines = [
            translate("TableWidget", "{pot}: {amount}").format(
                pot=pot.name, amount=chips(pot.amount)
            )
            for pot in view.pots
        ]
        if view.in_front:
            lines.append(
                translate("TableWidget", "Bets in front: {amount}").format(
                    amount=chips(view.in_front)
                )
            )
        shown = _fit_lines(lines)
        text_top = top + card_h + 10 * unit
        line_h = 22 * unit
        if shown:  # none between hands
            pots_rect = QRectF(felt.left(), text_top, felt.width(), len(shown) * line_h)
            self._blit(painter, ("pots", shown), pots_rect,
                       functools.partial(self._paint_pot_lines, lines=shown))
        status = f"{view.street} · {view.status}"
        status_rect = QRectF(felt.left(), top - 30 * unit, felt.width(), 24 * unit)
        self._blit(painter, ("status", status), status_rect,
                   functools.partial(self._paint_status, status=status))

    def _paint_street(self, painter: QPainter, rect: QRectF, text: str) -> None:
        painter.setPen(QColor(255, 255, 255, 200))
        painter.setFont(_font(30 * self._unit(), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_pot_lines(self, painter: QPainter, rect: QRectF, lines: tuple[str, ...]) -> None:
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(15 * self._unit(), bold=True))
        line_h = rect.height() / max(1, len(lines))
        for number, line in enumerate(lines):
            line_rect = QRectF(rect.left(), rect.top() + number * line_h, rect.width(), line_h)
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)

    def _paint_status(self, painter: QPainter, rect: QRectF, status: str) -> None:
        painter.setFont(_font(12 * self._unit()))
        painter.setPen(QColor("#d8f0d8"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, status)

    def _paint_card(self, painter: QPainter, rect: QRectF, card: Card | None,
                    dealt: bool) -> None:
        unit = self._unit()
        radius = 6 * unit
        if card is None:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5 * unit))
            painter.setBrush(QColor(255, 255, 255, 40) if dealt else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            if dealt:
                painter.setPen(QColor(255, 255, 255, 160))
                painter.setFont(_font(18 * unit, bold=True))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
            return
        painter.setPen(QPen(QColor("#999999"), 1))
        painter.setBrush(QColor("#fdfdfd"))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(SUIT_COLORS[card.suit])
        painter.setFont(_font(22 * unit, bold=True))
        painter.drawText(rect.adjusted(0, 2 * unit, 0, -rect.height() / 2.6),
                         Qt.AlignmentFlag.AlignCenter, card.rank_char)
        painter.setFont(_font(24 * unit))
        painter.drawText(rect.adjusted(0, rect.height() / 2.4, 0, 0),
                         Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[card.suit])

    def _paint_seat(self, painter: QPainter, felt: QRectF, seat: SeatView, index: int,
                    count: int) -> None:
        unit = self._unit()
        angle = self._seat_angle(index, count)
        box = self._seat_box(felt, index, count)
        faded = self._faded(seat)
        self._blit(painter, ("seat", seat, faded), box,
                   functools.partial(self._paint_seat_box, seat=seat, faded=faded),
                   pad=3 * unit)
        row = _row(seat)
        if row:
            self._paint_shown_cards(painter, box, row)
        self._paint_markers(painter, self._marker_point(felt, index, count, seat), seat)
        if seat.bet > 0:
            bet_at = self._on_ellipse(felt, angle, 0.62)
            self._paint_bet(painter, bet_at, seat.bet)

    def _faded(self, seat: SeatView) -> bool:
        return seat.folded or seat.empty or (
            not seat.dealt_in and seat.player is not None and self._hand_running()
        )

    def _paint_seat_box(self, painter: QPainter, box: QRectF, seat: SeatView,
                        faded: bool) -> None:
        unit = self._unit()
        radius = 10 * unit
        background = QColor(SEAT_BG)
        if faded:
            background.setAlpha(110)
        border = QPen(TO_ACT, 4 * unit) if seat.to_act else QPen(QColor("#5b6470"), 1.5 * unit)
        if seat.empty:
            border = QPen(QColor(255, 255, 255, 70), 1.2 * unit)
        painter.setPen(border)
        painter.setBrush(background)
        painter.drawRoundedRect(box, radius, radius)
        text = QColor(SEAT_TEXT)
        if faded:
            text.setAlpha(120)
        painter.setPen(text)
        inner = box.adjusted(8 * unit, 4 * unit, -8 * unit, -4 * unit)
        if seat.empty:
            painter.setFont(_font(11 * unit))
            empty = translate("TableWidget", "Seat {seat}\nempty").format(seat=seat.seat)
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, empty)
            return
        name_rect = QRectF(inner.left(), inner.top(), inner.width(), inner.height() / 2)
        painter.setFont(_font(13 * unit, bold=True))
        name = painter.fontMetrics().elidedText(
            f"{seat.seat}. {seat.player}", Qt.TextElideMode.ElideRight, int(name_rect.width())
        )
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        lower = QRectF(inner.left(), inner.center().y(), inner.width(), inner.height() / 2)
        painter.setFont(_font(13 * unit))
        painter.drawText(lower, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         chips(seat.stack))
        badge = _badge(seat)
        if badge:
            painter.setFont(_font(10 * unit, bold=True))
            painter.setPen(WON if seat.won else ALL_IN if seat.all_in else text)
            painter.drawText(lower, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             badge)

    def _paint_shown_cards(self, painter: QPainter, box: QRectF,
                           cards: tuple[Card | None, ...]) -> None:
        unit = self._unit()
        area = self._shown_cards_area(box, len(cards))
        width, _height = self._card_size(len(cards))
        for number, card in enumerate(cards):
            rect = QRectF(area.left() + number * (width + 2 * unit), area.top(), width,
                          area.height())
            self._blit(painter, ("small card", card, len(cards) > 4), rect,
                       functools.partial(self._paint_small_card, card=card), pad=1)

    def _paint_small_card(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        unit = self._unit()
        painter.setPen(QPen(QColor("#888888"), 1))
        if card is None:  # a stud down card: its back
            painter.setBrush(CARD_BACK)
            painter.drawRoundedRect(rect, 3 * unit, 3 * unit)
            painter.setPen(QPen(QColor(255, 255, 255, 110), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 3 * unit
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), unit, unit)
            return
        painter.setBrush(QColor("#fdfdfd"))
        painter.drawRoundedRect(rect, 4 * unit, 4 * unit)
        painter.setPen(SUIT_COLORS[card.suit])
        painter.setFont(_font((13 if rect.width() > 30 * unit else 10) * unit, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                         f"{card.rank_char}\n{SUIT_SYMBOLS[card.suit]}")

    def marker_areas(self) -> tuple[tuple[QRectF, QRectF | None], ...]:
        """Each seat's D/SB/BB markers and shown cards as painted (widget coordinates;
        an empty rectangle where a seat has no marker, ``None`` where no cards show)."""
        if self._view is None:
            return ()
        felt = self._felt_rect()
        count = len(self._view.seats)
        areas = []
        for index, seat in enumerate(self._view.seats):
            box = self._seat_box(felt, index, count)
            row = _row(seat)
            cards = self._shown_cards_area(box, len(row)) if row else None
            areas.append((self._marker_rect(self._marker_point(felt, index, count, seat),
                                            _marker_labels(seat)), cards))
        return tuple(areas)

    def _marker_point(self, felt: QRectF, index: int, count: int, seat: SeatView) -> QPointF:
        """Where a seat's markers sit: on the felt before its box, moved toward the middle
        when its shown cards would cover them (a BB disc hid a card at showdown)."""
        angle = self._seat_angle(index, count)
        labels = _marker_labels(seat)
        if not labels:
            return self._on_ellipse(felt, angle, MARKER_DEPTHS[0])
        box = self._seat_box(felt, index, count)
        row = _row(seat)
        cards = self._shown_cards_area(box, len(row)) if row else QRectF()
        middle = self._middle_rect(felt)
        # Deeper first, then a little to either side: never on the cards, nor on the
        # board and the pot lines in the middle (a D disc hid "Side pot 3").
        for turn in (0.0, 0.22, -0.22):
            for depth in MARKER_DEPTHS:
                point = self._on_ellipse(felt, angle + turn, depth)
                marker = self._marker_rect(point, labels)
                if not marker.intersects(cards) and not marker.intersects(middle):
                    return point
        return self._on_ellipse(felt, angle, MARKER_DEPTHS[-1])

    def _middle_rect(self, felt: QRectF) -> QRectF:
        """The board and the pot lines under it (as :meth:`_paint_center` lays them out)."""
        unit = self._unit()
        card_h = 72 * unit
        width = 5 * 52 * unit + 4 * 8 * unit
        top = felt.center().y() - card_h * 0.9
        view = self._view
        lines = min(len(view.pots) + bool(view.in_front), POT_LINES) if view else 0
        bottom = top + card_h + 10 * unit + lines * 22 * unit
        return QRectF(felt.center().x() - width / 2, top, width, bottom - top)

    def _marker_rect(self, at: QPointF, labels: tuple[str, ...]) -> QRectF:
        if not labels:
            return QRectF()
        radius = 13 * self._unit()
        width = (len(labels) - 1) * radius * 2.3 + 2 * radius
        return QRectF(at.x() - width / 2, at.y() - radius, width, 2 * radius)

    def _paint_markers(self, painter: QPainter, at: QPointF, seat: SeatView) -> None:
        labels = _marker_labels(seat)
        if not labels:
            return
        rect = self._marker_rect(at, labels)
        self._blit(painter, ("markers", labels), rect,
                   functools.partial(self._paint_marker_row, labels=labels), pad=2)

    def _paint_marker_row(self, painter: QPainter, rect: QRectF,
                          labels: tuple[str, ...]) -> None:
        unit = self._unit()
        radius = rect.height() / 2
        for number, label in enumerate(labels):
            fill, ink = MARKER_COLORS[label]
            center = QPointF(rect.left() + radius + number * radius * 2.3, rect.center().y())
            painter.setPen(QPen(QColor("#222222"), 1.2 * unit))
            painter.setBrush(fill)
            painter.drawEllipse(center, radius, radius)
            painter.setPen(ink)
            painter.setFont(_font(10 * unit, bold=True))
            painter.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius,
                                    2 * radius), Qt.AlignmentFlag.AlignCenter,
                             translate("TableWidget", MARKER_LABELS[label]))

    def _paint_bet(self, painter: QPainter, at: QPointF, amount: int) -> None:
        unit = self._unit()
        text = chips(amount)
        painter.setFont(_font(12 * unit, bold=True))
        width = painter.fontMetrics().horizontalAdvance(text) + 18 * unit
        rect = QRectF(at.x() - width / 2, at.y() - 12 * unit, width, 24 * unit)
        self._blit(painter, ("bet", text), rect,
                   functools.partial(self._paint_bet_chip, text=text), pad=1)

    def _paint_bet_chip(self, painter: QPainter, rect: QRectF, text: str) -> None:
        unit = self._unit()
        painter.setFont(_font(12 * unit, bold=True))
        painter.setPen(QPen(QColor("#0d3b1f"), 1))
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 12 * unit, 12 * unit)
        painter.setPen(QColor("#ffe9a8"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _hand_running(self) -> bool:
        return self._view is not None and not self._view.between_hands


def _fit_lines(lines: list[str]) -> tuple[str, ...]:
    """The pot lines to paint: all of them when they fit under the board (seven do at any
    size), else the first six and how many more."""
    if len(lines) <= POT_LINES:
        return tuple(lines)
    kept = POT_LINES - 1
    more = translate("TableWidget", "and {count} more (see the hand log)")
    return (*lines[:kept], more.format(count=len(lines) - kept))


def _row(seat: SeatView) -> tuple[Card | None, ...]:
    """The cards by a seat: those it showed, else its stud row (backs for down cards)."""
    return seat.cards or seat.stud_row


def _badge(seat: SeatView) -> str:
    if seat.won:
        return f"WON {chips(seat.won)}"
    if seat.all_in:
        return "ALL-IN"
    if seat.folded:
        return "folded"
    return seat.draw_note


@functools.lru_cache(maxsize=64)
def _font(pixels: float, bold: bool = False) -> QFont:
    # Cached: a repaint asks for the same few sizes dozens of times.
    font = QFont()
    font.setPixelSize(max(7, round(pixels)))
    font.setBold(bold)
    return font


MARKER_DEPTHS = (0.80, 0.72, 0.66, 0.54)
"""How far out on the felt a seat's markers sit (1 is the rail), tried in order; the bet
sits at 0.62, so the last depth passes it rather than lie on it."""


def _marker_labels(seat: SeatView) -> tuple[str, ...]:
    """``('D',)``, ``('SB', 'BB')``...: the seat's markers, in this order."""
    return tuple(
        label
        for label, shown in (("D", seat.is_button), ("SB", seat.is_small_blind),
                             ("BB", seat.is_big_blind))
        if shown
    )
