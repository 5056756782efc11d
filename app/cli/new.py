"""``feltboard new``: a tournament file from a template or a preset (no Qt).

An existing file is never overwritten; a template with a bad value creates nothing.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TextIO

from app.cli.common import OK, REFUSED
from app.cli.registry import Subparsers, add_command
from app.cli.setups import chosen_setup, describe_setup
from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.store.locations import with_suffix
from app.store.template import verify_template
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard new FILE.feltboard (--template T.toml | --preset NAME) [--name NAME]``."""
    new = add_command(
        subparsers,
        "new",
        description=translate(
            "CommandLine",
            "Create a tournament file, ready to register players, from a template "
            "file (.toml or .json, see the README) or a preset. An existing file is never "
            "overwritten; a template with a bad value creates nothing.",
        ),
    )
    new.add_argument(
        "file", metavar="FILE.feltboard", help=translate("CommandLine", "the file to create")
    )
    source = new.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--template",
        metavar="T.toml",
        help=translate("CommandLine", "a template file, or the name of one of your templates"),
    )
    source.add_argument(
        "--preset", metavar="NAME", help=translate("CommandLine", "a built-in preset")
    )
    new.add_argument(
        "--name",
        help=translate("CommandLine", "the tournament's name (default: the template's)"),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Create a tournament file from a template or a preset; nothing on any error."""
    path = with_suffix(args.file)
    try:
        setup = chosen_setup(args.template, args.preset)
        if args.name is not None:
            setup = replace(setup, name=args.name.strip())
            verify_template(setup)
        if path.exists():
            raise FileExistsError(
                translate(
                    "CommandLine", "{path} already exists; a tournament is never overwritten"
                ).format(path=path)
            )
        TournamentFile.create(path, setup).close()
    except (FeltboardError, OSError) as error:
        print(f"feltboard new: {error}", file=err)
        return REFUSED
    print(
        translate("CommandLine", "Created {path}: {setup}").format(
            path=path, setup=describe_setup(setup)
        ),
        file=out,
    )
    return OK
