"""The console's home-network flow: Share on the network, Tournament > Dealer pads…, and
the console's notice of the pads recording its tables.

It sits where the launcher sits, above the windows and the service (which never import
each other): it owns the service while the tournament is shared and the two dialogs that
start, stop and show it. The launcher only makes one per console window.

The service and its dialogs (HTTP, WebSockets, QR codes: ~70 ms to import) are imported
when the host first shares or opens Dealer pads, not while the console opens.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.ui.main_window import MainWindow

if TYPE_CHECKING:
    from app.service.server import TournamentService
    from app.ui.pads_dialog import PadRow, PadsDialog
    from app.ui.share_dialog import ShareDialog


class Sharing(QObject):
    """The network service of one console window, and its dialogs."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.service: TournamentService | None = None
        self.share_dialog: ShareDialog | None = None
        self.pads_dialog: PadsDialog | None = None
        window.share_requested.connect(self.share_on_network)
        window.pads_requested.connect(self.show_pads)

    def share_on_network(self) -> None:
        """Open (or raise) the Share on the network dialog."""
        from app.service.server import DEFAULT_PORT, local_addresses
        from app.ui.share_dialog import ShareDialog

        if self.share_dialog is None:
            dialog = ShareDialog(local_addresses(), DEFAULT_PORT, self.window)
            dialog.start_requested.connect(self.start_sharing)
            dialog.stop_requested.connect(self.stop_sharing)
            self.share_dialog = dialog
        self.share_dialog.show()
        self.share_dialog.raise_()

    def start_sharing(self, host: str, port: int) -> None:
        """Serve the tournament on ``host``:``port``; the dialog says how it went."""
        from app.service.server import TournamentService, settle_memory

        if self.share_dialog is None or self.service is not None:
            return
        service = TournamentService(self.window.session)
        problem = service.listen(host, port)
        if problem is not None:
            service.deleteLater()
            self.share_dialog.show_problem(problem)
            return
        self.service = service
        settle_memory()
        service.pads.pads_changed.connect(self._refresh_pads)
        self.share_dialog.show_sharing(service.url("/players"), service.url("/tv"))
        self._refresh_pads()

    def stop_sharing(self) -> None:
        """Stop serving the tournament (before it closes or another one opens)."""
        if self.service is not None:
            self.service.close()
            self.service.deleteLater()
            self.service = None
        if self.share_dialog is not None:
            self.share_dialog.show_stopped()
        self._refresh_pads()

    def show_pads(self) -> None:
        """Open (or raise) Tournament > Dealer pads…: each table's PIN, QR code and pad."""
        from app.ui.pads_dialog import PadsDialog

        if self.pads_dialog is None:
            dialog = PadsDialog(self.window)
            dialog.revoke_requested.connect(self._revoke_pad)
            dialog.share_requested.connect(self.share_on_network)
            self.pads_dialog = dialog
        self._refresh_pads()
        self.pads_dialog.show()
        self.pads_dialog.raise_()

    def close(self) -> None:
        """Stop sharing and close the dialogs (the window they belong to is going)."""
        self.stop_sharing()
        for dialog in (self.share_dialog, self.pads_dialog):
            if dialog is not None:
                dialog.close()
        self.share_dialog = self.pads_dialog = None

    def _refresh_pads(self) -> None:
        """Bring the console's pad notice and the Dealer pads dialog up to date with the
        service's pairings."""
        self.window.show_pads_recording(
            recording_pads(self.service) if self.service is not None else {}
        )
        if self.pads_dialog is None:
            return
        if self.service is None:
            self.pads_dialog.show_not_sharing()
        else:
            self.pads_dialog.show_rows(pad_rows(self.service))

    def _revoke_pad(self, table: int) -> None:
        if self.service is not None and table in self.service.pads.pairing.tables:
            self.service.pads.revoke(table)  # the dialog follows through pads_changed


def pad_rows(service: TournamentService) -> list[PadRow]:
    """Each table's PIN, QR address and pad, as the Dealer pads dialog shows them."""
    from app.ui.pads_dialog import PadRow

    pairing = service.pads.pairing
    rows = []
    for table in pairing.tables:
        pad = pairing.pad(table)
        since = _paired_time(pad.paired_at) if pad is not None else ""
        rows.append(PadRow(
            table, pairing.pin(table), service.pad_url(table),
            pad.device if pad is not None else None, since,
        ))  # fmt: skip
    return rows


def recording_pads(service: TournamentService) -> dict[int, tuple[str, str]]:
    """Each table a pad records: its device and when it paired (``'20:15'``)."""
    pairing = service.pads.pairing
    pads = {}
    for table in pairing.tables:
        pad = pairing.pad(table)
        if pad is not None:
            pads[table] = (pad.device, _paired_time(pad.paired_at))
    return pads


def _paired_time(paired_at: float) -> str:
    """When a pad paired, as the host's clock reads (``'20:15'``)."""
    return time.strftime("%H:%M", time.localtime(paired_at))
