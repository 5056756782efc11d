"""Tournament > Dealer pads…: each table's PIN and QR code, the pad recording there, and
Revoke / Move pairing.

Like the Share dialog, it knows no server: the application's controller fills it with
:class:`PadRow` values (:meth:`PadsDialog.show_rows`) whenever a PIN or a pairing changes,
or says sharing is off (:meth:`PadsDialog.show_not_sharing`), and answers its requests
(:attr:`PadsDialog.revoke_requested`, :attr:`PadsDialog.share_requested`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.wording import translate
from app.ui.share_dialog import qr_pixmap


@dataclass(frozen=True, slots=True)
class PadRow:
    """One table as the dialog shows it."""

    table: int
    pin: str
    url: str
    """What the QR code opens: ``http://…/table/2?pin=123456``."""
    device: str | None = None
    """The pad recording there, if one is paired."""
    since: str = ""
    """When it was paired (``'20:15'``)."""


def spaced_pin(pin: str) -> str:
    """``'123 456'``: a PIN read aloud across a table in two halves."""
    half = len(pin) // 2
    return f"{pin[:half]} {pin[half:]}"


def _on_this_computer_only(url: str) -> bool:
    """Whether ``url`` names this computer alone (no phone can open it)."""
    host = urlsplit(url).hostname or ""
    return host in ("127.0.0.1", "localhost", "::1")


class TableBox(QGroupBox):
    """One table: its code and PIN, who records there, Revoke and Move pairing."""

    def __init__(self, table: int, dialog: PadsDialog, parent: QWidget) -> None:
        super().__init__(translate("PadsDialog", "Table {table}").format(table=table), parent)
        self.setObjectName(f"padTable{table}")
        self.table = table
        self.row: PadRow | None = None
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pin = QLabel(self)
        self.pin.setObjectName("padPin")
        self.pin.setStyleSheet("font-size: 28px; font-weight: bold; letter-spacing: 2px;")
        self.pin.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url = QLabel(self)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setWordWrap(True)
        self.who = QLabel(self)
        self.who.setWordWrap(True)
        self.who.setTextFormat(Qt.TextFormat.PlainText)  # a pad names itself: never markup
        self.revoke_button = QPushButton(translate("PadsDialog", "&Revoke"), self)
        self.revoke_button.setToolTip(
            translate("PadsDialog", "Unpair this table's pad now; the table gets a new PIN")
        )
        self.move_button = QPushButton(translate("PadsDialog", "&Move pairing"), self)
        self.revoke_button.clicked.connect(lambda: dialog.ask_revoke(table, moving=False))
        self.move_button.clicked.connect(lambda: dialog.ask_revoke(table, moving=True))
        buttons = QHBoxLayout()
        buttons.addWidget(self.revoke_button)
        buttons.addWidget(self.move_button)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(QLabel("PIN", self))
        column.addWidget(self.pin)
        column.addWidget(self.url)
        column.addWidget(self.who)
        column.addStretch(1)
        column.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.qr)
        layout.addLayout(column, 1)

    def show_row(self, row: PadRow) -> None:
        """Show ``row``: the code is redrawn only when the address changed."""
        if self.row is None or self.row.url != row.url:
            self.qr.setPixmap(qr_pixmap(row.url))
            self.qr.setToolTip(row.url)
        self.row = row
        self.pin.setText(spaced_pin(row.pin))
        self.url.setText(translate("PadsDialog", "Or open {url}").format(url=row.url))
        paired = row.device is not None
        if paired:
            self.who.setText(
                translate("PadsDialog", "Recorded by {device} since {since}.").format(
                    device=row.device, since=row.since
                )
            )
        else:
            self.who.setText(
                translate(
                    "PadsDialog",
                    "No pad yet: the dealer scans the code, or opens the address "
                    "and types the PIN.",
                )
            )
        self.revoke_button.setEnabled(paired)
        self.move_button.setText(
            translate("PadsDialog", "&Move pairing") if paired
            else translate("PadsDialog", "&New PIN")
        )
        self.move_button.setToolTip(
            translate("PadsDialog", "Unpair this pad and show a new PIN for the next one")
            if paired
            else translate("PadsDialog", "Replace the PIN (if someone saw it who should not)")
        )


class PadsDialog(QDialog):
    """The dealer pads of every table."""

    revoke_requested = Signal(int)
    """Unpair this table's pad (if any) and give the table a new PIN."""
    share_requested = Signal()
    """Sharing is off: the host asked to open Share on the network."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PadsDialog", "Dealer pads"))
        self.setObjectName("padsDialog")
        self.setMinimumWidth(560)
        intro = QLabel(
            translate(
                "PadsDialog",
                "Each table's dealer can record hands on a phone or tablet on the same "
                "Wi-Fi: scan the table's code. One pad per table; a PIN works once.",
            ),
            self,
        )
        intro.setWordWrap(True)
        self.notice = QLabel(self)
        self.notice.setObjectName("padsNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setStyleSheet("font-weight: bold;")
        self._pages = QStackedWidget(self)
        self._off = QWidget(self._pages)
        off = QVBoxLayout(self._off)
        self.off_label = QLabel(
            translate(
                "PadsDialog",
                "Sharing on the network is off: pads cannot reach this computer. Start "
                "sharing, then come back here for each table's PIN.",
            ),
            self._off,
        )
        self.off_label.setWordWrap(True)
        self.share_button = QPushButton(
            translate("PadsDialog", "&Share on the network…"), self._off
        )
        self.share_button.clicked.connect(self.share_requested.emit)
        off.addWidget(self.off_label)
        off.addWidget(self.share_button, 0, Qt.AlignmentFlag.AlignLeft)
        off.addStretch(1)
        self._scroll = QScrollArea(self._pages)
        self._scroll.setWidgetResizable(True)
        self._tables = QWidget(self._scroll)
        self._grid = QGridLayout(self._tables)
        self._scroll.setWidget(self._tables)
        self._pages.addWidget(self._off)
        self._pages.addWidget(self._scroll)
        self.boxes: dict[int, TableBox] = {}
        self.empty = QLabel(
            translate("PadsDialog", "No table is open yet: open tables and draw seats first."),
            self,
        )
        self.empty.setWordWrap(True)
        self.local_only = QLabel(
            translate(
                "PadsDialog",
                "Shared on 127.0.0.1: only this computer can open these codes. To pair "
                "phones, stop sharing and share on this computer's Wi-Fi address (View > "
                "Share on the network…).",
            ),
            self,
        )
        self.local_only.setObjectName("padsLocalOnly")
        self.local_only.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.notice)
        layout.addWidget(self._pages, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.local_only)
        layout.addWidget(buttons)
        self.resize(620, 560)
        self.show_not_sharing()

    @property
    def sharing(self) -> bool:
        """Whether the tables are on show (sharing is on)."""
        return self._pages.currentWidget() is self._scroll

    def show_not_sharing(self) -> None:
        """Sharing is off: no PIN is any use; offer to start sharing."""
        self._pages.setCurrentWidget(self._off)
        self.empty.hide()
        self.local_only.hide()
        self.notice.clear()

    def show_rows(self, rows: Sequence[PadRow]) -> None:
        """Show each table in ``rows`` (in order); tables no longer in play go."""
        self._pages.setCurrentWidget(self._scroll)
        wanted = {row.table for row in rows}
        for table in [t for t in self.boxes if t not in wanted]:
            box = self.boxes.pop(table)
            self._grid.removeWidget(box)
            box.deleteLater()
        for place, row in enumerate(rows):
            before = self.boxes[row.table].row if row.table in self.boxes else None
            if before is not None and before.device is None and row.device is not None:
                self.notice.clear()  # the new pad paired: what the notice asked is done
            if row.table not in self.boxes:
                self.boxes[row.table] = TableBox(row.table, self, self._tables)
            shown = self.boxes[row.table]
            self._grid.addWidget(shown, place, 0)  # re-adding keeps the order of the tables
            shown.show_row(row)
        self._grid.setRowStretch(len(rows), 1)
        self.empty.setVisible(not rows)
        self.local_only.setVisible(any(_on_this_computer_only(row.url) for row in rows))

    def ask_revoke(self, table: int, moving: bool) -> None:
        """Revoke (or move) ``table``'s pairing, and say what happens next."""
        box = self.boxes.get(table)
        device = box.row.device if box is not None and box.row is not None else None
        self.revoke_requested.emit(table)
        if moving and device is not None:
            text = translate(
                "PadsDialog",
                "Table {table}: {device} is unpaired. Scan the new code with the new pad.",
            )
        elif device is not None:
            text = translate(
                "PadsDialog", "Table {table}: {device} is unpaired and can record no more."
            )
        else:
            text = translate(
                "PadsDialog", "Table {table} has a new PIN; the old one no longer works."
            )
        self.notice.setText(text.format(table=table, device=device))
