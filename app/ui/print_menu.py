"""File > Print ▸: each printed document, to a printer (the print dialog) or a PDF file.

Qt's print support and the sheets' painting are imported when something is printed, not
while the console opens (~25 ms of its start).
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from app.engine.errors import FeltboardError
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.sheet_kinds import Paper, What
from app.session.live import LiveTournament

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from app.present.sheet_blocks import Document

MENU_TITLES = {
    What.SEATS: QT_TRANSLATE_NOOP("PrintMenu", "Seat &cards"),
    What.SEATING: QT_TRANSLATE_NOOP("PrintMenu", "S&eating"),
    What.STRUCTURE: QT_TRANSLATE_NOOP("PrintMenu", "S&tructure"),
    What.PAYOUTS: QT_TRANSLATE_NOOP("PrintMenu", "P&ayouts"),
    What.RESULTS: QT_TRANSLATE_NOOP("PrintMenu", "&Results"),
    What.LEDGER: QT_TRANSLATE_NOOP("PrintMenu", "Cashier's &ledger"),
}
RESULTS_SO_FAR = QT_TRANSLATE_NOOP("PrintMenu", "&Results so far")
"""The results' menu title before the end, so nobody takes them for the final ones."""


class PrintMenu(QMenu):
    """A submenu per document, each with **Print…** and **Save as PDF…**.

    ``message`` carries what to tell the host (saved, sent, or why nothing was printed);
    the console shows it in its status bar.
    """

    message = Signal(str)

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(translate("PrintMenu", "&Print"), parent)
        self.setObjectName("printMenu")
        self.session = session
        self._paper: Paper | None = None
        self.documents: dict[What, QMenu] = {}
        for what in What:
            menu = self.addMenu(translate("PrintMenu", MENU_TITLES[what]))
            menu.setObjectName(f"print-{what.value}")
            menu.addAction(translate("PrintMenu", "&Print…"), partial(self.print_to_printer, what))
            menu.addAction(translate("PrintMenu", "Save as P&DF…"), partial(self.save_pdf, what))
            self.documents[what] = menu
        self.aboutToShow.connect(self._retitle)

    def _retitle(self) -> None:
        finished = self.session.state.is_finished
        self.documents[What.RESULTS].setTitle(
            translate("PrintMenu", MENU_TITLES[What.RESULTS] if finished else RESULTS_SO_FAR)
        )

    @property
    def paper(self) -> Paper:
        """The paper printed on: the locale's (looked up at the first print, not while the
        console opens) until one is chosen."""
        if self._paper is None:
            from app.printing.paper import paper_for_locale

            self._paper = paper_for_locale()
        return self._paper

    @paper.setter
    def paper(self, paper: Paper) -> None:
        self._paper = paper

    def document(self, what: What) -> Document | None:
        """The document as the tournament stands now, or ``None`` with the reason said."""
        from app.present.print_sheets import build_document

        try:
            return build_document(self.session.state, what, datetime.now())
        except FeltboardError as error:
            self.message.emit(
                translate("PrintMenu", "Nothing to print: {error}").format(error=error)
            )
            return None

    def print_to_printer(self, what: What) -> int:
        """Ask for a printer and print ``what`` there; returns the pages sent (0: none)."""
        from PySide6.QtPrintSupport import QPrinter

        from app.printing.output import PrintFailed, print_document

        document = self.document(what)
        if document is None:
            return 0
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        from app.printing.paper import page_layout

        printer.setPageLayout(page_layout(self.paper))
        printer.setDocName(f"{document.tournament} — {what.label}")
        if not self.choose_printer(printer):
            return 0
        try:
            pages = print_document(document, printer)
        except PrintFailed as error:
            self.message.emit(translate("PrintMenu", "Not printed: {error}").format(error=error))
            return 0
        self.message.emit(
            translate("PrintMenu", "{document}: {pages} sent to {printer}").format(
                document=what.label, pages=_pages(pages), printer=_printer_name(printer)
            )
        )
        return pages

    def choose_printer(self, printer: QPrinter) -> bool:
        """The print dialog: True when the host pressed Print."""
        from PySide6.QtPrintSupport import QPrintDialog
        from PySide6.QtWidgets import QDialog

        dialog = QPrintDialog(printer, self.parentWidget())
        dialog.setWindowTitle(translate("PrintMenu", "Print"))
        return dialog.exec() == QDialog.DialogCode.Accepted

    def save_pdf(self, what: What) -> Path | None:
        """Ask where, then save ``what`` as a PDF there; returns the file written."""
        from PySide6.QtWidgets import QFileDialog

        from app.printing.output import PrintFailed, write_pdf

        document = self.document(what)
        if document is None:
            return None
        source = self.session.file.path
        suggested = source.with_name(f"{source.stem} {what.label.lower()}.pdf")
        chosen, _ = QFileDialog.getSaveFileName(
            self.parentWidget(),
            translate("PrintMenu", "Save {document} as PDF").format(document=what.label.lower()),
            str(suggested),
            translate("PrintMenu", "PDF files (*.pdf)"),
        )  # fmt: skip
        if not chosen:
            return None
        path = Path(chosen) if chosen.lower().endswith(".pdf") else Path(chosen + ".pdf")
        try:
            pages = write_pdf(document, path, self.paper)
        except PrintFailed as error:
            self.message.emit(translate("PrintMenu", "Not saved: {error}").format(error=error))
            return None
        self.message.emit(
            translate("PrintMenu", "Saved {document} as {path} ({pages})").format(
                document=what.label.lower(), path=path, pages=_pages(pages)
            )
        )
        return path


def _pages(count: int) -> str:
    if count == 1:
        return translate("PrintMenu", "1 page")
    return translate("PrintMenu", "{count} pages").format(count=count)


def _printer_name(printer: QPrinter) -> str:
    from PySide6.QtPrintSupport import QPrinter

    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
        return printer.outputFileName() or translate("PrintMenu", "a PDF file")
    return printer.printerName() or translate("PrintMenu", "the printer")
