"""``feltboard serve``: a tournament on the home network (TV and phone pages) with no
window; the service is a QtCore object, so this command loads QtCore.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from app.cli.common import add_file_argument
from app.cli.registry import Subparsers, add_command
from app.engine.numbers import number_style, set_number_style
from app.engine.wording import translate
from app.service.headless import run_serve
from app.ui.i18n import install_language, uninstall_language


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard serve FILE.feltboard [--host ADDR] [--port PORT]``."""
    serve = add_command(
        subparsers,
        "serve",
        description=translate(
            "CommandLine",
            "Serve a tournament's clock, blinds, seats and payouts to browsers: "
            "/tv for a screen, /players for phones, /api/state as JSON. Listens only on the "
            "address given (this computer alone by default). Ctrl+C stops it.",
        ),
    )
    add_file_argument(serve)
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="ADDR",
        help=translate(
            "CommandLine",
            "the address to listen on: this computer's address on the home network "
            "(like 192.168.1.20) to share it (default: 127.0.0.1, this computer only)",
        ),
    )
    serve.add_argument(
        "--port", type=port, default=8765,
        help=translate(
            "CommandLine", "the web port (default: 8765; live updates use the next one up)"
        ),
    )  # fmt: skip


def port(text: str) -> int:
    """A port number a host may listen on."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(
            translate("CommandLine", "expected a port from 1 to 65535, not {text}").format(
                text=repr(text)
            )
        )
    return int(text)


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Serve the tournament to browsers until Ctrl+C, its messages in the command line's
    language (``args.language``, default: the system's)."""
    application = QCoreApplication.instance() or QCoreApplication([])
    # Qt's words in the command line's language; its numbers as every command writes them.
    style = number_style()
    install_language(application, language=getattr(args, "language", None))
    set_number_style(style)
    try:
        return run_serve(Path(args.file), args.host, args.port, out, err)
    finally:
        uninstall_language(application)
