"""``feltboard verify``: a tournament file checked in full, said in one line (no Qt).

Every event is held against its checksum, the snapshot against the events it covers,
and the file's pages by SQLite: exit 0 when all is intact, else one line on stderr
saying what is damaged (and where a copy without the damage is, if one was found).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from app.cli.common import OK, REFUSED, add_file_argument, print_for_reader
from app.cli.registry import Subparsers, add_command
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.present.file_damage import summary_line
from app.store.file_check import check_file
from app.store.locations import backups_dir


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard verify FILE.feltboard``."""
    verify = add_command(
        subparsers,
        "verify",
        description=translate(
            "CommandLine",
            "Check every recorded event of a tournament file against its checksum, and"
            " its snapshot and pages; exit 0 when the file is intact. The file is only"
            " read, also while the console records into it.",
        ),
    )
    add_file_argument(verify)


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard verify``."""
    return run_verify(Path(args.file), out=out, err=err)


def run_verify(path: Path, *, out: TextIO, err: TextIO) -> int:
    """Check ``path`` in full; one line on ``out`` when it is intact, on ``err`` if not."""
    if not path.is_file():
        print(
            translate("CommandLine", "{file}: no such tournament file").format(file=path),
            file=err,
        )
        return REFUSED
    try:
        findings = check_file(path, backups_dir(), thorough=True)
    except (FeltboardError, OSError) as error:
        print(f"feltboard verify: {path}: {error}", file=err)
        return REFUSED
    if not findings.intact:
        print(f"feltboard verify: {summary_line(findings)}", file=err)
        return REFUSED
    print_for_reader(summary_line(findings), out)
    return OK
