"""Print every document of a few nights to PDF, then render each page to PNG to look at.

Run from the repository root::

    .venv/bin/python scripts/print_screenshots.py [--out screenshots/print] [--dpi 50]

Writes ``<out>/<night>-<document>-<paper>.pdf`` and ``…-<page>.png`` (pdftoppm from
poppler-utils) for: a night of 12 with seats drawn and two busts (``early``), a finished
night with prizes and bounties (``finished``, A4 and Letter), and 40 players at four full
10-seat tables with the longest name allowed (``forty``, seated and down to five).
Qt's offscreen platform: no display needed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QGuiApplication

from app.engine.tournament import TournamentState
from app.engine.tournament_events import PlayerBusted
from app.present.print_sheets import build_document, can_print
from app.present.sheet_kinds import Paper, What
from app.printing.output import write_pdf
from tests.printing.nights import bust_down_to, finished_night, seated_night

NOW = datetime(2026, 12, 4, 23, 40)


def nights() -> Iterator[tuple[str, TournamentState, tuple[Paper, ...]]]:
    """The nights printed, each with the papers to print it on."""
    early = seated_night(12)
    early.rec(PlayerBusted(12, 2), PlayerBusted(11, 1))
    yield "early", early.state, (Paper.A4,)
    yield "finished", finished_night(), (Paper.A4, Paper.LETTER)
    forty = seated_night(40)
    yield "forty-seated", forty.state, (Paper.A4,)
    yield "forty-five-left", bust_down_to(forty, 5), (Paper.LETTER,)


def run(out: Path, dpi: int) -> Iterator[str]:
    """Write the PDFs and PNGs; yield one line per document."""
    if shutil.which("pdftoppm") is None:
        raise SystemExit("pdftoppm not found: install poppler-utils")
    out.mkdir(parents=True, exist_ok=True)
    for name, state, papers in nights():
        for what in What:
            if not can_print(state, what):
                yield f"{name}: no {what.label.lower()} to print"
                continue
            document = build_document(state, what, NOW)
            for paper in papers:
                pdf = out / f"{name}-{what.value}-{paper.value}.pdf"
                pages = write_pdf(document, pdf, paper)
                subprocess.run(["pdftoppm", "-png", "-r", str(dpi), str(pdf),
                                str(pdf.with_suffix(""))], check=True)  # fmt: skip
                yield f"{pdf}: {pages} page{'s' * (pages != 1)}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots") / "print")
    parser.add_argument("--dpi", type=int, default=50)
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication([])
    for line in run(args.out, args.dpi):
        print(line)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
