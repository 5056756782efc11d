"""The sub-commands of ``feltboard``: name, module, one line of help, and whether it needs
Qt (the modules that do not are under an import-linter contract in pyproject.toml).

The help lines are here, marked for translation, so that ``feltboard --help`` lists every
command without importing any; a command's module adds its own arguments with
:func:`add_command`.
"""

from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass
from typing import Protocol, TextIO, TypeAlias, cast

from app.engine.wording import QT_TRANSLATE_NOOP, translate

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""What ``ArgumentParser.add_subparsers`` returns: where a command adds its parser."""


class CommandModule(Protocol):
    """What a command's module provides."""

    def add_parser(self, subparsers: Subparsers) -> None: ...

    def run(self, args: argparse.Namespace, out: TextIO, err: TextIO) -> int: ...


@dataclass(frozen=True, slots=True)
class Command:
    """One sub-command: ``help`` is English, translated in ``context``."""

    name: str
    module: str
    help: str
    needs_qt: bool
    context: str = "CommandLine"

    def load(self) -> CommandModule:
        """The command's module, imported now."""
        return cast(CommandModule, importlib.import_module(self.module))


COMMANDS: tuple[Command, ...] = (
    Command(
        "open", "app.cli.console",
        QT_TRANSLATE_NOOP(
            "CommandLine", "open a tournament file in the dealer console (also: feltboard FILE)"
        ),
        needs_qt=True,
    ),
    Command(
        "new", "app.cli.new",
        QT_TRANSLATE_NOOP("CommandLine", "create a tournament file from a template (or a preset)"),
        needs_qt=False,
    ),
    Command(
        "template", "app.cli.template",
        QT_TRANSLATE_NOOP(
            "CommandLine", "write a preset or a tournament's setup as a template file"
        ),
        needs_qt=False,
    ),
    Command(
        "info", "app.cli.info",
        QT_TRANSLATE_NOOP("CommandLine", "print a tournament's setup and standings"),
        needs_qt=False,
    ),
    Command(
        "ledger", "app.cli.ledger",
        QT_TRANSLATE_NOOP(
            "CommandLine", "write the cashier's ledger (every charge and payout) as CSV"
        ),
        needs_qt=False,
    ),
    Command(
        "verify", "app.cli.verify",
        QT_TRANSLATE_NOOP(
            "CommandLine", "check every recorded event of a tournament file; exit 0 when intact"
        ),
        needs_qt=False,
    ),
    Command(
        "simulate", "app.cli.simulate",
        QT_TRANSLATE_NOOP(
            "CommandLine",
            "play a whole tournament at random into a new file (demo, bench, fixtures)",
        ),
        needs_qt=True,
    ),
    Command(
        "export", "app.cli.export",
        QT_TRANSLATE_NOOP(
            "CommandLine", "export every recorded hand of a tournament as hand histories"
        ),
        needs_qt=False,
    ),
    Command(
        "stats", "app.cli.stats",
        QT_TRANSLATE_NOOP(
            "CommandLine", "print each player's statistics from a tournament's recorded hands"
        ),
        needs_qt=False,
    ),
    Command(
        "serve", "app.cli.serve",
        QT_TRANSLATE_NOOP(
            "CommandLine",
            "show a tournament on the home network (TV and phone pages), no window",
        ),
        needs_qt=True,
    ),
    Command(
        "print", "app.cli.print",
        QT_TRANSLATE_NOOP(
            "CommandLine",
            "print a tournament's seat cards, seating, structure, payouts, results or "
            "cashier's ledger to PDF",
        ),
        needs_qt=True,
    ),
    Command(
        "chop", "app.cli.chop",
        QT_TRANSLATE_NOOP(
            "CommandLine",
            "work out a deal at the final table (ICM or chip chop); never records it",
        ),
        needs_qt=False,
    ),
    Command(
        "league", "app.cli.league",
        QT_TRANSLATE_NOOP(
            "LeagueCommand",
            "players, seasons and points across nights (a league file or PostgreSQL)",
        ),
        needs_qt=False,
        context="LeagueCommand",
    ),
    Command(
        "replay", "app.cli.replay",
        QT_TRANSLATE_NOOP(
            "CommandLine",
            "replay a PHH hand history and print pots, finishing stacks and winnings",
        ),
        needs_qt=False,
    ),
)  # fmt: skip
"""Every sub-command, in the order ``feltboard --help`` lists them."""

CONSOLE = "open"
"""The command that also runs with no command at all (the console on a demo tournament)
and for ``--self-test``."""


def named(name: str) -> Command:
    """The command called ``name``.

    >>> named("replay").module, named("replay").needs_qt
    ('app.cli.replay', False)

    :raises KeyError: for a name no command has.
    """
    for command in COMMANDS:
        if command.name == name:
            return command
    raise KeyError(name)


def add_command(
    subparsers: Subparsers, name: str, description: str | None = None
) -> argparse.ArgumentParser:
    """The parser of command ``name``, listed with its help line (in the language in use)."""
    command = named(name)
    return subparsers.add_parser(
        name, help=translate(command.context, command.help), description=description
    )


def add_listed(subparsers: Subparsers, name: str) -> None:
    """Command ``name`` by its name and help line only, without importing its module:
    enough for ``feltboard --help`` and to find which command was asked for."""
    command = named(name)
    subparsers.add_parser(name, help=translate(command.context, command.help), add_help=False)
