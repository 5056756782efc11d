"""Documents out: into a PDF file or onto a printer, through the same layout."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter

from app.engine.wording import translate
from app.present.sheet_blocks import Document
from app.present.sheet_kinds import Paper, What
from app.printing.page import Page, PrintFailed, Surface, paint_pages
from app.printing.paper import page_layout
from app.printing.seat_cards import lay_out_cards
from app.printing.sheet_layout import lay_out_sheets

__all__ = ["PrintFailed", "lay_out", "paint_document", "print_document", "write_pdf"]

PDF_DPI = 300
"""Fine enough for small print and cut lines; the file stays small (text is vector)."""


def lay_out(surface: Surface, document: Document) -> list[Page]:
    """The document's pages on ``surface``."""
    if document.what is What.SEATS:
        return lay_out_cards(surface, document)
    return lay_out_sheets(surface, document.sheets)


def paint_document(document: Document, device: QPagedPaintDevice) -> int:
    """Paint ``document`` on ``device`` (a PDF writer or a printer); returns the pages.

    :raises PrintFailed: if the device cannot be painted on.
    """
    surface = Surface(device)
    pages = lay_out(surface, document)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintFailed(
            translate("Printing", "The printer or file could not be opened for printing")
        )
    try:
        return paint_pages(painter, surface, document, pages)
    finally:
        painter.end()


def write_pdf(document: Document, path: str | os.PathLike[str], paper: Paper) -> int:
    """Write ``document`` as a PDF on ``paper``; returns the number of pages.

    The PDF is written beside ``path`` and renamed into place, so a failure never leaves
    a half-written file (nor spoils an older one of the same name).

    :raises PrintFailed: if the folder cannot be written.
    """
    target = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{target.stem}-", suffix=".pdf", dir=target.parent or None
        )
    except OSError as error:
        raise PrintFailed(
            translate("Printing", "Cannot write in {folder}: {error}").format(
                folder=target.parent, error=error.strerror
            )
        ) from None
    os.close(handle)
    try:
        pages = _write(document, temporary, paper)
        os.chmod(temporary, _shared_mode())  # mkstemp's file is private; a PDF is not
        os.replace(temporary, target)
    except (PrintFailed, OSError) as error:
        with contextlib.suppress(OSError):
            os.remove(temporary)
        if isinstance(error, PrintFailed):
            raise
        raise PrintFailed(
            translate("Printing", "Cannot write {file}: {error}").format(
                file=target, error=error.strerror
            )
        ) from None
    return pages


def _write(document: Document, path: str, paper: Paper) -> int:
    writer = QPdfWriter(path)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(page_layout(paper))
    writer.setTitle(f"{document.tournament} — {document.what.label}")
    writer.setCreator("Feltboard")
    pages = paint_document(document, writer)
    del writer  # the file is complete only once the writer lets go of it
    return pages


def print_document(document: Document, printer: QPrinter) -> int:
    """Send ``document`` to ``printer`` (as set up by the print dialog); returns pages.

    :raises PrintFailed: if the printer cannot be opened.
    """
    return paint_document(document, printer)


def _shared_mode() -> int:
    """The mode a new file gets from the user's umask (``-rw-r--r--`` usually), as an
    export's files do: mkstemp makes its file readable by its owner only."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
