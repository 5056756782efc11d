"""``feltboard simulate``: a whole tournament played at random into a new file, through
the live session (a QtCore object: this command loads QtCore, no window).
"""

from __future__ import annotations

import argparse
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from app.cli.common import OK, REFUSED
from app.cli.registry import Subparsers, add_command
from app.cli.setups import DEFAULT_PRESET, chosen_setup
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.session.simulate import simulate


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard simulate FILE.feltboard --players N --tables N --hands N --seed N ...``."""
    parser = add_command(subparsers, "simulate")
    parser.add_argument(
        "file", metavar="FILE.feltboard", help=translate("CommandLine", "the file to create")
    )
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--tables", type=int, required=True)
    parser.add_argument(
        "--hands", type=int, required=True, help=translate("CommandLine", "stop after this many")
    )
    parser.add_argument(
        "--seed", type=int, required=True,
        help=translate("CommandLine", "makes the run repeatable"),
    )  # fmt: skip
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--template",
        metavar="T.toml",
        help=translate(
            "CommandLine",
            "the tournament's setup: a template file, or the name of one of your templates",
        ),
    )
    source.add_argument(
        "--preset",
        help=translate("CommandLine", "tournament preset (default: {preset})").format(
            preset=DEFAULT_PRESET
        ),
    )
    parser.add_argument(
        "--seats", type=int,
        help=translate("CommandLine", "seats per table (default: the template's, or 9)"),
    )  # fmt: skip


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Create a tournament file played at random; print what happened."""
    try:
        setup = chosen_setup(args.template, args.preset)
    except FeltboardError as error:
        print(f"feltboard simulate: {error}", file=err)
        return REFUSED
    QCoreApplication.instance() or QCoreApplication([])
    try:
        report = simulate(
            args.file,
            players=args.players,
            tables=args.tables,
            hands=args.hands,
            seed=args.seed,
            seats_per_table=args.seats,
            setup=setup,
        )
    except (ValueError, FileExistsError, OSError) as error:
        print(f"feltboard simulate: {error}", file=err)
        return REFUSED
    left = (
        translate("CommandLine", "{count} player left")
        if report.players_left == 1
        else translate("CommandLine", "{count} players left")
    ).format(count=report.players_left)
    summary = translate(
        "CommandLine",
        "{file}: {hands} hands, {entries} entries ({rebuys} rebuys, {add_ons} add-ons, "
        "{re_entries} re-entries), {left}, level {level}",
    ).format(
        file=args.file, hands=report.hands, entries=report.entries, rebuys=report.rebuys,
        add_ons=report.add_ons, re_entries=report.re_entries, left=left,
        level=report.level_number,
    )  # fmt: skip
    if report.finished:
        summary = translate("CommandLine", "{summary}, tournament finished").format(
            summary=summary
        )
    print(summary, file=out)
    return OK
