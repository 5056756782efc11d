"""The ``feltboard`` command (``python -m app``): the sub-commands of
:mod:`app.cli.registry`, and the desktop app when none is given.

``feltboard`` alone opens the dealer console on a ready demo tournament; ``feltboard
FILE.feltboard`` opens a tournament; ``feltboard --self-test`` opens the windows
offscreen and plays one scripted hand. Only the module of the command that runs is
imported, so the file commands start without loading Qt (an import-linter contract keeps
this module and theirs free of it).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Collection, Sequence

from app import __version__
from app.cli.language import chosen_language, speaking
from app.cli.registry import COMMANDS, CONSOLE, add_listed, named
from app.engine.wording import translate
from app.store.logs import start_log


def build_parser(loaded: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The ``feltboard`` command line, with the arguments of the commands named in
    ``loaded`` (default: every command; their modules are imported); the others are
    listed by name and help only. No command starts the desktop app."""
    parser = argparse.ArgumentParser(
        prog="feltboard",
        description=translate(
            "CommandLine", "Feltboard: run a live poker tournament at a home-game table."
        ),
    )
    parser.add_argument(
        "--version", action="version", version=f"feltboard {__version__}",
        # argparse's default help of --version is a literal, out of gettext's reach.
        help=translate("Argparse", "show program's version number and exit"),
    )  # fmt: skip
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=translate(
            "CommandLine",
            "open the windows offscreen, play one scripted hand, exit 0 if all is well",
        ),
    )
    parser.add_argument(
        "--league",
        metavar="LEAGUE",
        help=translate(
            "CommandLine",
            "the league the console uses from now on: a league file or a club's "
            "postgresql://user@host/database address (remembered in the settings)",
        ),
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        if loaded is None or command.name in loaded:
            command.load().add_parser(subparsers)
        else:
            add_listed(subparsers, command.name)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sub-command named in ``argv`` (default: ``sys.argv``), speaking the
    language chosen in View > Language or the system's (:mod:`app.cli.language`)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0].endswith(".feltboard") and not arguments[0].startswith("-"):
        arguments.insert(0, "open")
    start_log()  # one-line refusals; their details go there
    with speaking(chosen_language()) as language:
        return _run(arguments, language)


def _run(arguments: list[str], language: str) -> int:
    # First which command (``--help``, ``--version`` and a bad option end here, as ever),
    # then its module and its own arguments.
    chosen: str | None = build_parser(loaded=()).parse_known_args(arguments)[0].command
    args = build_parser(loaded=() if chosen is None else (chosen,)).parse_args(arguments)
    args.language = language
    command = named(CONSOLE if args.self_test or args.command is None else args.command)
    return command.load().run(args, sys.stdout, sys.stderr)
