"""``feltboard template``: a preset or a tournament's setup as a template file (no Qt);
without ``--out``, the TOML on the screen.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from app.cli.common import OK, REFUSED
from app.cli.registry import Subparsers, add_command
from app.cli.setups import describe_setup
from app.engine.errors import FeltboardError
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.engine.wording import translate
from app.store.template import template_format, template_text, verify_template, write_template
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard template (--preset NAME | --from FILE.feltboard) [--out T.toml] [--force]``."""
    template = add_command(
        subparsers,
        "template",
        description=translate(
            "CommandLine",
            "Write a preset or the setup of a tournament file as a template "
            "(TOML or JSON by the --out suffix; TOML on the screen without --out). Edit it, "
            "then create a night from it with `feltboard new`.",
        ),
    )
    source = template.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--preset", metavar="NAME", help=translate("CommandLine", "a built-in preset")
    )
    source.add_argument(
        "--from", dest="source", metavar="FILE.feltboard",
        help=translate("CommandLine", "a tournament file"),
    )  # fmt: skip
    template.add_argument(
        "--out", metavar="T.toml",
        help=translate("CommandLine", "the file to write (.toml or .json)"),
    )  # fmt: skip
    template.add_argument(
        "--force", action="store_true",
        help=translate("CommandLine", "replace --out if it exists"),
    )  # fmt: skip


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Write a preset or a tournament's setup as a template (to --out, or the screen)."""
    try:
        if args.source is not None:
            with TournamentFile.open(args.source, read_only=True) as file:
                setup = file.state.setup
        else:
            setup = setup_from_preset(preset_named(args.preset))
        if args.out is None:
            verify_template(setup)
            out.write(template_text(setup, "toml"))
            return OK
        target = Path(args.out)
        template_format(target)
        if target.exists() and not args.force:
            raise FileExistsError(
                translate("CommandLine", "{file} already exists; add --force to replace it")
                .format(file=target)
            )
        write_template(setup, target)
    except (FeltboardError, OSError) as error:
        print(f"feltboard template: {error}", file=err)
        return REFUSED
    print(
        translate("CommandLine", "Wrote {file}: {setup}").format(
            file=args.out, setup=describe_setup(setup)
        ),
        file=out,
    )
    return OK
