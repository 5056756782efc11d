"""Composition root: command-line sub-commands and the desktop app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import __version__


def build_parser() -> argparse.ArgumentParser:
    """The ``feltboard`` command line: no sub-command starts the desktop app."""
    parser = argparse.ArgumentParser(
        prog="feltboard",
        description="Feltboard: run a live poker tournament at a home-game table.",
    )
    parser.add_argument("--version", action="version", version=f"feltboard {__version__}")
    parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sub-command named in ``argv`` (default: ``sys.argv``)."""
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command is None:
        parser.print_help()
        return 0
    return 0
