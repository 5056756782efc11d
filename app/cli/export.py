"""``feltboard export``: every recorded hand of a tournament as hand histories (no Qt),
shared between processes for a large night (Linux).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from app.cli.common import INTERRUPTED, OK, REFUSED, add_file_argument, at_least_one
from app.cli.registry import Subparsers, add_command
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.present.export_words import left_out_lines
from app.store.export import MAX_WORKERS, PARALLEL_FROM, export_format, export_tournament
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard export FILE.feltboard --format FORMAT --out DIR [--workers N]``."""
    export = add_command(subparsers, "export")
    add_file_argument(export)
    export.add_argument("--format", choices=("phh", "pokerstars", "json"), required=True)
    export.add_argument(
        "--out", required=True, metavar="DIR",
        help=translate("CommandLine", "folder to write into"),
    )  # fmt: skip
    export.add_argument(
        "--workers",
        type=at_least_one,
        metavar="N",
        help=translate(
            "CommandLine",
            "processes sharing the work (default: one per processor, up to "
            "{workers}, from {hands} hands; always 1 off Linux)",
        ).format(workers=MAX_WORKERS, hands=PARALLEL_FROM),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard export``."""
    return run_export(
        Path(args.file), args.format, Path(args.out), workers=args.workers, out=out, err=err
    )


def run_export(
    path: Path,
    fmt: str,
    folder: Path,
    *,
    workers: int | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Export every finished hand of the tournament at ``path`` into ``folder`` (``out``
    and ``err`` default to the standard streams of the moment).

    The hands the format could not write (or voided ones) are named after the count,
    with the reason; the export still succeeds.
    """
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    left_out: list[tuple[int, str]] = []
    try:
        with TournamentFile.open(path, read_only=True) as file:
            written = export_tournament(
                file,
                export_format(fmt),
                folder,
                workers=workers,
                on_skip=lambda number, why: left_out.append((number, why)),
            )
    except (FeltboardError, OSError) as error:
        print(f"feltboard export: {path}: {error}", file=err)
        return REFUSED
    except KeyboardInterrupt:
        print(
            translate(
                "CommandLine", "feltboard export: interrupted; the files written so far stay in "
                "{folder}",
            ).format(folder=folder),
            file=err,
        )
        return INTERRUPTED
    print(
        translate("CommandLine", "Exported {count} file(s) to {folder}").format(
            count=len(written), folder=folder
        ),
        file=out,
    )
    if left_out:
        print(
            translate("CommandLine", "{count} hand(s) left out:").format(count=len(left_out)),
            file=out,
        )
        for line in left_out_lines(left_out):
            print(f"  {line}", file=out)
    return OK
