"""What every ``feltboard`` command shares: exit statuses, the FILE and ``--json``
arguments, whole-number arguments, and printing to a reader that may stop early.

Nothing here names a command: a command's module imports this one, never another
command's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TextIO

from app.engine.wording import translate

OK = 0
"""The exit status of a command that did what it was asked."""
REFUSED = 1
"""The exit status after a refusal in one line on stderr (``feltboard new: ...``): a file
that cannot be read or written, a template with a bad value, a sheet with nothing to print."""
BAD_INPUT = 2
"""The exit status of input a command refuses, after one line on stderr: ``chop``'s
arguments, or a file ``replay`` cannot replay (``feltboard replay: FILE: line N:
reason``). argparse uses it too for arguments it cannot parse."""
INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl+C (128 + SIGINT, as a shell reports it)."""


def add_file_argument(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    """The tournament file a command reads: ``FILE.feltboard``."""
    parser.add_argument("file", metavar="FILE.feltboard", help=help)


def add_json_option(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    """``--json``: one JSON object for other programs, in place of the text for a person."""
    parser.add_argument(
        "--json",
        action="store_true",
        help=translate("CommandLine", "print one JSON object") if help is None else help,
    )


def print_json(value: object, out: TextIO) -> None:
    """``value`` as ``--json`` prints it: indented, not escaped to ASCII."""
    print_for_reader(json.dumps(value, indent=2, ensure_ascii=False), out)


def print_for_reader(text: str, out: TextIO) -> None:
    """Print ``text``; a reader that stopped early (``feltboard info F | head``) is not an
    error of ours."""
    try:
        print(text, file=out, flush=True)
    except BrokenPipeError:
        # Point stdout at nothing so Python's own flush at exit does not complain.
        if out is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def at_least_one(text: str) -> int:
    """An argument that must be a whole number of at least 1 (``--workers``, ``--best``)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            translate("CommandLine", "expected a whole number of at least 1, not {text}").format(
                text=repr(text)
            )
        )
    return value
