"""``feltboard print``: one of a tournament's sheets as a PDF, with no window.

Qt is imported only when the command runs (offscreen), so the other commands start
without it; what each sheet says is :mod:`app.session.print_sheets`, the painting is
:mod:`app.printing`.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime
from pathlib import Path

from app.engine.errors import FeltboardError
from app.engine.numbers import number_style, set_number_style
from app.engine.wording import translate
from app.session.print_sheets import Paper, What, build_document
from app.store.tournament_file import TournamentFile


def add_print_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    printing = commands.add_parser(
        "print",
        help=translate(
            "CommandLine",
            "print a tournament's seat cards, seating, structure, payouts or results to PDF",
        ),
        description=translate(
            "CommandLine",
            "Write one of the tournament's sheets as a PDF to print: seat cards "
            "(to cut out), the seating (a page per table), the structure, the payouts, or the "
            "results with a receipt for each paid player (the results so far before the end). "
            "No window opens; the file is only read.",
        ),
    )
    printing.add_argument("file", metavar="FILE.feltboard")
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

def run_print(args: argparse.Namespace) -> int:
    """Write one of the tournament's sheets as a PDF, offscreen; one line on any refusal."""
    path, out, what = Path(args.file), Path(args.out), What(args.what)
    # Imported here so the other commands start without Qt; nothing is ever shown, so
    # the offscreen platform serves where no display is set.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from app.printing.output import PrintFailed, write_pdf
    from app.printing.paper import paper_for_locale
    from app.ui.i18n import install_language, uninstall_language

    def refuse(message: str) -> int:
        print(f"feltboard print: {message}", file=sys.stderr)
        return 1

    if not path.is_file():
        return refuse(
            translate("CommandLine", "{file}: no such tournament file").format(file=path)
        )
    if out.suffix.lower() != ".pdf":
        return refuse(
            translate("CommandLine", "--out {file}: the file to write must end in .pdf")
            .format(file=out)
        )
    if out.is_dir():
        return refuse(
            translate("CommandLine", "--out {file} is a folder; name the PDF to write")
            .format(file=out)
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
            pages = write_pdf(document, out, paper)
        except PrintFailed as error:
            return refuse(str(error))
        # The results say whether they are final; the other documents go by their name.
        title = document.sheets[0].title if what is What.RESULTS else what.label
        wrote = (
            translate("CommandLine", "Wrote {file}: {title}, {pages} page ({paper})")
            if pages == 1
            else translate("CommandLine", "Wrote {file}: {title}, {pages} pages ({paper})")
        )
        print(wrote.format(file=out, title=title, pages=pages, paper=paper.name.title()))
        return 0
    finally:
        uninstall_language(app)
        del app
