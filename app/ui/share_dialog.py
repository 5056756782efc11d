"""View > Share on the network: the host picks an address, starts sharing, and shows the
addresses and a QR code for phones.

The dialog knows no server: it asks through :attr:`ShareDialog.start_requested` and
:attr:`ShareDialog.stop_requested`, and the application's controller answers with
:meth:`ShareDialog.show_sharing` or :meth:`ShareDialog.show_problem` (the console and
the network service never import each other).
"""

from __future__ import annotations

import io
from collections.abc import Sequence

import segno
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.wording import translate

QR_SCALE = 6
"""Pixels per QR module: about 200 px for an address, easy for a phone across a table."""


def qr_pixmap(text: str) -> QPixmap:
    """``text`` as a QR code image (segno writes the PNG, Qt reads it)."""
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=QR_SCALE, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Where to share the tournament, then what players open."""

    start_requested = Signal(str, int)
    """The host asked to share on (address, port)."""
    stop_requested = Signal()

    def __init__(
        self, addresses: Sequence[str], port: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ShareDialog", "Share on the network"))
        self.setObjectName("shareDialog")
        self.setMinimumWidth(460)  # an address reads on one line
        self.address = QComboBox(self)
        self.address.addItems(list(addresses))
        self.address.setToolTip(
            translate(
                "ShareDialog",
                "Phones must be on the same Wi-Fi as this computer. 127.0.0.1 shares with "
                "this computer only.",
            )
        )
        self.port = QSpinBox(self)
        self.port.setRange(1024, 65535)
        self.port.setValue(port)
        form = QFormLayout()
        form.addRow(translate("ShareDialog", "&Address"), self.address)
        form.addRow(translate("ShareDialog", "&Port"), self.port)
        self.toggle = QPushButton(translate("ShareDialog", "&Start sharing"), self)
        self.toggle.setDefault(True)
        self.toggle.clicked.connect(self._toggled)
        self.status = QLabel(
            translate(
                "ShareDialog",
                "Nothing is shared yet. Viewers see the clock, blinds, seats and payouts; "
                "nobody can change anything from a phone.",
            ),
            self,
        )
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setObjectName("shareQr")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.toggle)
        layout.addWidget(self.status)
        layout.addWidget(self.qr)
        layout.addWidget(buttons)
        self.sharing = False

    def _toggled(self) -> None:
        if self.sharing:
            self.stop_requested.emit()
        else:
            self.start_requested.emit(self.address.currentText(), self.port.value())

    def show_sharing(self, players_url: str, tv_url: str) -> None:
        """Sharing runs: show what to open, and the players' page as a QR code."""
        self.sharing = True
        self.toggle.setText(translate("ShareDialog", "&Stop sharing"))
        self.address.setEnabled(False)
        self.port.setEnabled(False)
        self.status.setText(
            translate(
                "ShareDialog",
                "Players: {players}\nTV or second screen: {tv}\n"
                "Scan the code with a phone on the same Wi-Fi.",
            ).format(players=players_url, tv=tv_url)
        )
        self.qr.setPixmap(qr_pixmap(players_url))
        self.qr.setToolTip(players_url)

    def show_stopped(self) -> None:
        """Sharing stopped: nobody can open the pages any more."""
        self.sharing = False
        self.toggle.setText(translate("ShareDialog", "&Start sharing"))
        self.address.setEnabled(True)
        self.port.setEnabled(True)
        self.status.setText(translate("ShareDialog", "Sharing stopped; the pages no longer open."))
        self.qr.clear()

    def show_problem(self, message: str) -> None:
        """Sharing could not start: say why, in the host's words."""
        self.status.setText(message)
        self.qr.clear()
