"""``feltboard stats``: each player's figures from a tournament's recorded hands, read from
its file (no Qt), for a person or as JSON.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from app.cli.common import (
    OK,
    REFUSED,
    add_file_argument,
    add_json_option,
    print_for_reader,
    print_json,
)
from app.cli.registry import Subparsers, add_command
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.store.stats import stats_table, tournament_stats
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard stats FILE.feltboard [--json]``."""
    stats = add_command(subparsers, "stats")
    add_file_argument(stats)
    add_json_option(stats)


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard stats``."""
    return run_stats(Path(args.file), as_json=args.json, out=out, err=err)


def run_stats(path: Path, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print every player's statistics from the hands recorded in ``path``."""
    if not path.is_file():
        print(
            translate("CommandLine", "feltboard stats: {path}: no such tournament file")
            .format(path=path),
            file=err,
        )
        return REFUSED
    try:
        with TournamentFile.open(path, read_only=True) as file:
            figures = tournament_stats(file).as_json()
    except (FeltboardError, OSError) as error:
        print(f"feltboard stats: {path}: {error}", file=err)
        return REFUSED
    if as_json:
        print_json(figures, out)
    else:
        print_for_reader(stats_table(figures), out)
    return OK
