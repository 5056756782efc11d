"""``feltboard print``: one of a tournament's sheets as a PDF, with no window.

Qt is loaded only when this command runs (offscreen; :mod:`app.cli.registry` imports a
command's module when it runs); what each sheet says is :mod:`app.present.print_sheets`,
the painting is :mod:`app.printing`.
"""

from __future__ import annotations

import argparse
import os
from datetime import datetime
from pathlib import Path
from typing import TextIO

from PySide6.QtGui import QGuiApplication

from app.cli.common import OK, REFUSED, add_file_argument
from app.cli.registry import Subparsers, add_command
from app.engine.errors import FeltboardError
from app.engine.numbers import number_style, set_number_style
from app.engine.wording import translate
from app.present.print_sheets import build_document
from app.present.sheet_kinds import Paper, What
from app.printing.output import PrintFailed, write_pdf
from app.printing.paper import paper_for_locale
from app.store.tournament_file import TournamentFile
from app.ui.i18n import install_language, uninstall_language


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard print FILE.feltboard --what WHAT --out X.pdf [--paper PAPER]``."""
    printing = add_command(
        subparsers,
        "print",
        description=translate(
            "CommandLine",
            "Write one of the tournament's sheets as a PDF to print: seat cards "
            "(to cut out), the seating (a page per table), the structure, the payouts, or the "
            "results with a receipt for each paid player (the results so far before the end). "
            "No window opens; the file is only read.",
        ),
    )
    add_file_argument(printing)
    printing.add_argument("--what", required=True, choices=[what.value for what in What])
    printing.add_argument(
        "--out", required=True, metavar="X.pdf", help=translate("CommandLine", "the PDF to write")
    )
    printing.add_argument(
        "--paper",
        choices=[paper.value for paper in Paper],
        help=translate(
            "CommandLine",
            "paper size (default: the one your locale uses, Letter in the US and Canada, "
            "else A4)",
        ),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Write one of the tournament's sheets as a PDF, offscreen; one line on any refusal."""
    path, pdf, what = Path(args.file), Path(args.out), What(args.what)
    # Nothing is ever shown, so the offscreen platform serves where no display is set.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    def refuse(message: str) -> int:
        print(f"feltboard print: {message}", file=err)
        return REFUSED

    if not path.is_file():
        return refuse(
            translate("CommandLine", "{file}: no such tournament file").format(file=path)
        )
    if pdf.suffix.lower() != ".pdf":
        return refuse(
            translate("CommandLine", "--out {file}: the file to write must end in .pdf")
            .format(file=pdf)
        )
    if pdf.is_dir():
        return refuse(
            translate("CommandLine", "--out {file} is a folder; name the PDF to write")
            .format(file=pdf)
        )
    app = QGuiApplication.instance() or QGuiApplication([])
    # The command line's language for the sheets and Qt's own words; its numbers stay as
    # every other command writes them (Qt's system locale may mix C separators in).
    style = number_style()
    install_language(app, language=getattr(args, "language", None))
    set_number_style(style)
    try:
        try:
            with TournamentFile.open(path, read_only=True) as file:
                state = file.state
            document = build_document(state, what, datetime.now())
        except (FeltboardError, OSError) as error:  # a refusal (PrintRefused) or a bad file
            return refuse(f"{path}: {error}")
        paper = Paper(args.paper) if args.paper else paper_for_locale()
        try:
            pages = write_pdf(document, pdf, paper)
        except PrintFailed as error:
            return refuse(str(error))
        # The results say whether they are final; the other documents go by their name.
        title = document.sheets[0].title if what is What.RESULTS else what.label
        wrote = (
            translate("CommandLine", "Wrote {file}: {title}, {pages} page ({paper})")
            if pages == 1
            else translate("CommandLine", "Wrote {file}: {title}, {pages} pages ({paper})")
        )
        print(wrote.format(file=pdf, title=title, pages=pages, paper=paper.name.title()), file=out)
        return OK
    finally:
        uninstall_language(app)
        del app
