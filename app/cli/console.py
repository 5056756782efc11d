"""``feltboard open FILE.feltboard`` (also ``feltboard FILE.feltboard``), ``feltboard`` alone
(a ready demo tournament) and ``feltboard --self-test``: the desktop app, through
:mod:`app.launcher`. The one command module that loads the windows.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from app.cli.registry import Subparsers, add_command
from app.launcher import run_gui, self_test


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard open FILE.feltboard``."""
    add_command(subparsers, "open").add_argument("file", metavar="FILE.feltboard")


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The self-test with ``--self-test``; else the console on ``args.file`` (none: the
    tournament open last time, or a demo), with the ``--league`` given."""
    if args.self_test:
        return run_self_test(out)
    file = getattr(args, "file", None)
    return run_console(None if file is None else Path(file), args.league)


def run_console(path: Path | None, league: str | None = None) -> int:
    """The desktop app on ``path`` or a ready demo tournament (using ``league`` for the
    League window and Add to league, when given)."""
    return run_gui(path, league)


def run_self_test(out: TextIO) -> int:
    """Open the windows offscreen, play one scripted hand, report; 0 when all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return self_test(out)
