"""``feltboard ledger``: the cashier's ledger of a tournament as CSV, read from its file
(no Qt): a row per charge and payout in time order, with the cash box after each.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from app.cli.common import OK, REFUSED, add_file_argument, print_for_reader
from app.cli.registry import Subparsers, add_command
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.present.cashier_sheet import ledger_csv
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard ledger FILE.feltboard [--out X.csv]``."""
    ledger = add_command(subparsers, "ledger")
    add_file_argument(ledger)
    ledger.add_argument(
        "--out", metavar="X.csv",
        help=translate("CommandLine", "the CSV file to write (default: print it)"),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard ledger``."""
    path = Path(args.file)
    try:
        with TournamentFile.open(path, read_only=True) as file:
            text = ledger_csv(file.state)
    except (FeltboardError, OSError) as error:
        print(f"feltboard ledger: {path}: {error}", file=err)
        return REFUSED
    if args.out is None:
        print_for_reader(text.rstrip("\n"), out)
        return OK
    target = Path(args.out)
    try:
        target.write_text(text, encoding="utf-8")
    except OSError as error:
        print(f"feltboard ledger: {target}: {error.strerror or error}", file=err)
        return REFUSED
    print(translate("CommandLine", "Ledger written to {path}").format(path=target), file=out)
    return OK
