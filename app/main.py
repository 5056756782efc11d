"""Composition root: command-line sub-commands and the desktop app.

``feltboard`` alone opens the dealer console on a ready demo tournament; ``feltboard
FILE.feltboard`` opens a tournament. Sub-commands: ``new`` (a tournament from a template),
``template`` (a preset or a tournament's setup as a template file), ``info`` and
``stats`` (setup, standings and each player's figures, no Qt: :mod:`app.info_cli`),
``replay`` (PHH hand, no Qt: :mod:`app.replay_cli`), ``simulate`` (a whole random
tournament), ``export`` (hand histories, no Qt), ``serve`` (the tournament on the
network, no window), ``print`` (a sheet as a PDF, no window: :mod:`app.print_cli`),
``chop`` (a deal at the final table, no Qt: :mod:`app.chop_cli`), ``league`` (players,
seasons and points across nights: :mod:`app.league_cli`), and ``--self-test`` (windows
offscreen, one scripted hand).

Qt is imported only by the commands that need it, inside them, so the file commands start
without loading Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from app import __version__
from app.chop_cli import add_chop_parser, run_chop
from app.cli_language import chosen_language, speaking
from app.engine.errors import FeltboardError, chips
from app.engine.numbers import number_style, set_number_style
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import translate
from app.info_cli import run_info, run_stats
from app.league_cli import add_league_parser, run_league
from app.print_cli import add_print_parser, run_print
from app.replay_cli import run_replay
from app.store.export import MAX_WORKERS, PARALLEL_FROM, export_format, export_tournament
from app.store.locations import find_template, with_suffix
from app.store.template import (
    TemplateError,
    read_template,
    template_format,
    template_text,
    verify_template,
    write_template,
)
from app.store.tournament_file import TournamentFile

DEFAULT_PRESET = "Home game — standard"


def build_parser() -> argparse.ArgumentParser:
    """The ``feltboard`` command line: no sub-command starts the desktop app."""
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
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    open_parser = commands.add_parser(
        "open",
        help=translate(
            "CommandLine", "open a tournament file in the dealer console (also: feltboard FILE)"
        ),
    )
    open_parser.add_argument("file", metavar="FILE.feltboard")
    _add_new(commands)
    _add_template(commands)
    _add_info(commands)
    _add_simulate(commands)
    _add_export(commands)
    _add_stats(commands)
    _add_serve(commands)
    add_print_parser(commands)
    add_chop_parser(commands)
    add_league_parser(commands)
    replay_parser = commands.add_parser(
        "replay",
        help=translate(
            "CommandLine",
            "replay a PHH hand history and print pots, finishing stacks and winnings",
        ),
        description=translate(
            "CommandLine",
            "Replay a PHH hand history (variants NT, PT, FT) through Feltboard's rules and "
            "print each pot, the finishing stacks and the net winnings. Players are "
            "numbered in file order: p1 is the first player after the button.",
        ),
    )
    replay_parser.add_argument(
        "file", metavar="FILE.phh", help=translate("CommandLine", "the PHH file to replay")
    )
    replay_parser.add_argument(
        "--json",
        action="store_true",
        help=translate(
            "CommandLine", "print one JSON object (player indices 0-based in file order)"
        ),
    )
    return parser


def _add_simulate(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    simulate = commands.add_parser(
        "simulate",
        help=translate(
            "CommandLine",
            "play a whole tournament at random into a new file (demo, bench, fixtures)",
        ),
    )
    simulate.add_argument(
        "file", metavar="FILE.feltboard", help=translate("CommandLine", "the file to create")
    )
    simulate.add_argument("--players", type=int, required=True)
    simulate.add_argument("--tables", type=int, required=True)
    simulate.add_argument(
        "--hands", type=int, required=True, help=translate("CommandLine", "stop after this many")
    )
    simulate.add_argument(
        "--seed", type=int, required=True,
        help=translate("CommandLine", "makes the run repeatable"),
    )  # fmt: skip
    source = simulate.add_mutually_exclusive_group()
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
    simulate.add_argument(
        "--seats", type=int,
        help=translate("CommandLine", "seats per table (default: the template's, or 9)"),
    )  # fmt: skip


def _add_new(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    new = commands.add_parser(
        "new",
        help=translate("CommandLine", "create a tournament file from a template (or a preset)"),
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


def _add_template(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    template = commands.add_parser(
        "template",
        help=translate(
            "CommandLine", "write a preset or a tournament's setup as a template file"
        ),
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


def _add_info(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    info = commands.add_parser(
        "info", help=translate("CommandLine", "print a tournament's setup and standings")
    )
    info.add_argument("file", metavar="FILE.feltboard")
    info.add_argument(
        "--json", action="store_true", help=translate("CommandLine", "print one JSON object")
    )


def _add_stats(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = commands.add_parser(
        "stats",
        help=translate(
            "CommandLine", "print each player's statistics from a tournament's recorded hands"
        ),
    )
    stats.add_argument("file", metavar="FILE.feltboard")
    stats.add_argument(
        "--json", action="store_true", help=translate("CommandLine", "print one JSON object")
    )


def _add_export(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser(
        "export",
        help=translate(
            "CommandLine", "export every recorded hand of a tournament as hand histories"
        ),
    )
    export.add_argument("file", metavar="FILE.feltboard")
    export.add_argument("--format", choices=("phh", "pokerstars", "json"), required=True)
    export.add_argument(
        "--out", required=True, metavar="DIR",
        help=translate("CommandLine", "folder to write into"),
    )  # fmt: skip
    export.add_argument(
        "--workers",
        type=_positive,
        metavar="N",
        help=translate(
            "CommandLine",
            "processes sharing the work (default: one per processor, up to "
            "{workers}, from {hands} hands; always 1 off Linux)",
        ).format(workers=MAX_WORKERS, hands=PARALLEL_FROM),
    )


def _add_serve(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser(
        "serve",
        help=translate(
            "CommandLine",
            "show a tournament on the home network (TV and phone pages), no window",
        ),
        description=translate(
            "CommandLine",
            "Serve a tournament's clock, blinds, seats and payouts to browsers: "
            "/tv for a screen, /players for phones, /api/state as JSON. Listens only on the "
            "address given (this computer alone by default). Ctrl+C stops it.",
        ),
    )
    serve.add_argument("file", metavar="FILE.feltboard")
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
        "--port", type=_port, default=8765,
        help=translate(
            "CommandLine", "the web port (default: 8765; live updates use the next one up)"
        ),
    )  # fmt: skip


def _port(text: str) -> int:
    """A port number a host may listen on."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(
            translate("CommandLine", "expected a port from 1 to 65535, not {text}").format(
                text=repr(text)
            )
        )
    return int(text)


def _positive(text: str) -> int:
    """An argument that must be a whole number of at least 1."""
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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sub-command named in ``argv`` (default: ``sys.argv``), speaking the
    language chosen in View > Language or the system's (:mod:`app.cli_language`)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0].endswith(".feltboard") and not arguments[0].startswith("-"):
        arguments.insert(0, "open")
    with speaking(chosen_language()) as language:
        return _run(arguments, language)


def _run(arguments: list[str], language: str) -> int:
    parser = build_parser()
    args = parser.parse_args(arguments)
    args.language = language
    if args.self_test:
        return run_self_test()
    if args.command is None:
        return run_console(None, args.league)
    if args.command == "open":
        return run_console(Path(args.file), args.league)
    if args.command == "replay":
        return run_replay(args.file, as_json=args.json, out=sys.stdout, err=sys.stderr)
    if args.command == "new":
        return run_new(args)
    if args.command == "template":
        return run_template(args)
    if args.command == "info":
        return run_info(Path(args.file), as_json=args.json, out=sys.stdout, err=sys.stderr)
    if args.command == "simulate":
        return run_simulate(args)
    if args.command == "serve":
        return run_serve(Path(args.file), args.host, args.port, language)
    if args.command == "stats":
        return run_stats(Path(args.file), as_json=args.json, out=sys.stdout, err=sys.stderr)
    if args.command == "print":
        return run_print(args)
    if args.command == "league":
        return run_league(args)
    if args.command == "export":
        return run_export(Path(args.file), args.format, Path(args.out), workers=args.workers)
    if args.command == "chop":
        return run_chop(args, out=sys.stdout, err=sys.stderr)
    return 0


def run_console(path: Path | None, league: str | None = None) -> int:
    """The desktop app on ``path`` or a ready demo tournament (using ``league`` for the
    League window and Add to league, when given)."""
    # Imported here so the Qt-free commands never load Qt.
    from app.launcher import run_gui

    return run_gui(path, league)


def run_serve(path: Path, host: str, port: int, language: str | None = None) -> int:
    """Serve the tournament at ``path`` to browsers until Ctrl+C (its messages in
    ``language``, default: the system's)."""
    # Imported here: the service is a QtCore object, and the file commands skip Qt.
    from PySide6.QtCore import QCoreApplication

    from app.service.headless import run_serve as serve
    from app.ui.i18n import install_language, uninstall_language

    application = QCoreApplication.instance() or QCoreApplication([])
    # Qt's words in the command line's language; its numbers as every command writes them.
    style = number_style()
    install_language(application, language=language)
    set_number_style(style)
    try:
        return serve(path, host, port, sys.stdout, sys.stderr)
    finally:
        uninstall_language(application)


def run_self_test() -> int:
    """Open the windows offscreen, play one scripted hand, report; 0 when all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Imported here so the Qt-free commands never load Qt.
    from app.launcher import self_test

    return self_test(sys.stdout)


def run_simulate(args: argparse.Namespace) -> int:
    """Create a tournament file played at random; print what happened."""
    # Imported here: the live session is a QtCore object.
    from PySide6.QtCore import QCoreApplication

    from app.session.simulate import simulate

    try:
        setup = _chosen_setup(args.template, args.preset)
    except FeltboardError as error:
        print(f"feltboard simulate: {error}", file=sys.stderr)
        return 1
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
        print(f"feltboard simulate: {error}", file=sys.stderr)
        return 1
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
    print(summary)
    return 0


def _chosen_setup(template: str | None, preset: str | None) -> TournamentSetup:
    """The setup named on the command line: a template file, else a preset.

    :raises TemplateError: for a template that cannot be read.
    :raises ConfigError: for an unknown preset.
    """
    if template is not None:
        path = find_template(template)
        try:
            return read_template(path)
        except TemplateError as error:
            raise TemplateError(
                translate("CommandLine", "{path}: {error}").format(path=path, error=error)
            ) from None
    return setup_from_preset(preset_named(preset or DEFAULT_PRESET))


def run_new(args: argparse.Namespace) -> int:
    """Create a tournament file from a template or a preset; nothing on any error."""
    path = with_suffix(args.file)
    try:
        setup = _chosen_setup(args.template, args.preset)
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
        print(f"feltboard new: {error}", file=sys.stderr)
        return 1
    print(
        translate("CommandLine", "Created {path}: {setup}").format(
            path=path, setup=describe_setup(setup)
        )
    )
    return 0


def run_template(args: argparse.Namespace) -> int:
    """Write a preset or a tournament's setup as a template (to --out, or the screen)."""
    try:
        if args.source is not None:
            with TournamentFile.open(args.source, read_only=True) as file:
                setup = file.state.setup
        else:
            setup = setup_from_preset(preset_named(args.preset))
        if args.out is None:
            verify_template(setup)
            sys.stdout.write(template_text(setup, "toml"))
            return 0
        out = Path(args.out)
        template_format(out)
        if out.exists() and not args.force:
            raise FileExistsError(
                translate("CommandLine", "{file} already exists; add --force to replace it")
                .format(file=out)
            )
        write_template(setup, out)
    except (FeltboardError, OSError) as error:
        print(f"feltboard template: {error}", file=sys.stderr)
        return 1
    print(
        translate("CommandLine", "Wrote {file}: {setup}").format(
            file=args.out, setup=describe_setup(setup)
        )
    )
    return 0


def describe_setup(setup: TournamentSetup) -> str:
    """The night in one line: ``'Friday, €40.00+€5.00, 20,000 chips, 14 levels'``."""
    currency = setup.currency
    price = currency.format(setup.buy_in)
    if setup.fee:
        price += f"+{currency.format(setup.fee)}"
    plurals = {
        "rebuy": translate("CommandLine", "rebuys"),
        "add-on": translate("CommandLine", "add-ons"),
        "re-entry": translate("CommandLine", "re-entries"),
    }
    offers = [plurals[o.kind.label] for o in setup.rebuys.options]
    if setup.bounty is not None:
        offers.append(
            translate("CommandLine", "{amount} bounty").format(
                amount=currency.format(setup.bounty.amount)
            )
        )
    return translate(
        "CommandLine", "{name}, {price}, {chips} chips, {levels} levels, {offers}"
    ).format(
        name=setup.name, price=price, chips=chips(setup.starting_stack),
        levels=len(setup.structure.levels),
        offers=", ".join(offers) if offers else translate("CommandLine", "freezeout"),
    )  # fmt: skip


def run_export(path: Path, fmt: str, out: Path, *, workers: int | None = None) -> int:
    """Export every finished hand of the tournament at ``path`` into ``out``."""
    try:
        with TournamentFile.open(path, read_only=True) as file:
            written = export_tournament(file, export_format(fmt), out, workers=workers)
    except (FeltboardError, OSError) as error:
        print(f"feltboard export: {path}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(
            translate(
                "CommandLine", "feltboard export: interrupted; the files written so far stay in "
                "{folder}",
            ).format(folder=out),
            file=sys.stderr,
        )
        return 130
    print(
        translate("CommandLine", "Exported {count} file(s) to {folder}").format(
            count=len(written), folder=out
        )
    )
    return 0
