"""Composition root: command-line sub-commands and the desktop app.

``feltboard`` alone opens the dealer console on a ready demo tournament; ``feltboard
FILE.feltboard`` opens a tournament. Sub-commands: ``replay`` (PHH hand, no Qt),
``simulate`` (a whole random tournament), ``export`` (hand histories, no Qt), and
``--self-test`` (windows offscreen, one scripted hand).

Qt is imported only by the commands that need it, inside them, so ``replay`` and
``export`` start without loading Qt.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from app import __version__
from app.engine.errors import FeltboardError, chips
from app.engine.results import HandResult, PotResult
from app.store.export import MAX_WORKERS, PARALLEL_FROM, export_format, export_tournament
from app.store.phh import PHHError, PHHHand, load_phh
from app.store.tournament_file import TournamentFile


def build_parser() -> argparse.ArgumentParser:
    """The ``feltboard`` command line: no sub-command starts the desktop app."""
    parser = argparse.ArgumentParser(
        prog="feltboard",
        description="Feltboard: run a live poker tournament at a home-game table.",
    )
    parser.add_argument("--version", action="version", version=f"feltboard {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the windows offscreen, play one scripted hand, exit 0 if all is well",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    open_parser = commands.add_parser(
        "open", help="open a tournament file in the dealer console (also: feltboard FILE)"
    )
    open_parser.add_argument("file", metavar="FILE.feltboard")
    _add_simulate(commands)
    _add_export(commands)
    replay_parser = commands.add_parser(
        "replay",
        help="replay a PHH hand history and print pots, finishing stacks and winnings",
        description=(
            "Replay a PHH hand history (variants NT, PT, FT) through Feltboard's rules and "
            "print each pot, the finishing stacks and the net winnings. Players are "
            "numbered in file order: p1 is the first player after the button."
        ),
    )
    replay_parser.add_argument("file", metavar="FILE.phh", help="the PHH file to replay")
    replay_parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object (player indices 0-based in file order)",
    )
    return parser


def _add_simulate(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    simulate = commands.add_parser(
        "simulate",
        help="play a whole tournament at random into a new file (demo, bench, fixtures)",
    )
    simulate.add_argument("file", metavar="FILE.feltboard", help="the file to create")
    simulate.add_argument("--players", type=int, required=True)
    simulate.add_argument("--tables", type=int, required=True)
    simulate.add_argument("--hands", type=int, required=True, help="stop after this many")
    simulate.add_argument("--seed", type=int, required=True, help="makes the run repeatable")
    simulate.add_argument(
        "--preset",
        default="Home game — standard",
        help="tournament preset (default: %(default)s)",
    )
    simulate.add_argument("--seats", type=int, default=9, help="seats per table")


def _add_export(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser(
        "export", help="export every recorded hand of a tournament as hand histories"
    )
    export.add_argument("file", metavar="FILE.feltboard")
    export.add_argument("--format", choices=("phh", "pokerstars", "json"), required=True)
    export.add_argument("--out", required=True, metavar="DIR", help="folder to write into")
    export.add_argument(
        "--workers",
        type=_positive,
        metavar="N",
        help="processes sharing the work (default: one per processor, up to "
        f"{MAX_WORKERS}, from {PARALLEL_FROM} hands; always 1 off Linux)",
    )


def _positive(text: str) -> int:
    """An argument that must be a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sub-command named in ``argv`` (default: ``sys.argv``)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0].endswith(".feltboard") and not arguments[0].startswith("-"):
        arguments.insert(0, "open")
    parser = build_parser()
    args = parser.parse_args(arguments)
    if args.self_test:
        return run_self_test()
    if args.command is None:
        return run_console(None)
    if args.command == "open":
        return run_console(Path(args.file))
    if args.command == "replay":
        return run_replay(args.file, as_json=args.json, out=sys.stdout, err=sys.stderr)
    if args.command == "simulate":
        return run_simulate(args)
    if args.command == "export":
        return run_export(Path(args.file), args.format, Path(args.out), workers=args.workers)
    return 0


def run_console(path: Path | None) -> int:
    """The desktop app on ``path`` or a ready demo tournament."""
    # Imported here so the Qt-free commands never load Qt.
    from app.launcher import run_gui

    return run_gui(path)


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

    QCoreApplication.instance() or QCoreApplication([])
    try:
        report = simulate(
            args.file,
            players=args.players,
            tables=args.tables,
            hands=args.hands,
            seed=args.seed,
            preset=args.preset,
            seats_per_table=args.seats,
        )
    except (ValueError, FileExistsError, OSError) as error:
        print(f"feltboard simulate: {error}", file=sys.stderr)
        return 1
    print(
        f"{args.file}: {report.hands} hands, {report.entries} entries, "
        f"{report.players_left} players left, level {report.level_number}"
        + (", tournament finished" if report.finished else "")
    )
    return 0


def run_export(path: Path, fmt: str, out: Path, *, workers: int | None = None) -> int:
    """Export every finished hand of the tournament at ``path`` into ``out``."""
    try:
        with TournamentFile.open(path) as file:
            written = export_tournament(file, export_format(fmt), out, workers=workers)
    except (FeltboardError, OSError) as error:
        print(f"feltboard export: {path}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"feltboard export: interrupted; the files written so far stay in {out}",
              file=sys.stderr)  # fmt: skip
        return 130
    print(f"Exported {len(written)} file(s) to {out}")
    return 0


def run_replay(path: str, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Replay the PHH file at ``path``; print the result, or the error and return 1.

    Nothing is printed to ``out`` unless the whole hand replays.
    """
    try:
        hand = load_phh(path)
        result = hand.result()
    except PHHError as error:
        print(f"feltboard replay: {path}: {error}", file=err)
        return 1
    text = json.dumps(replay_summary(hand, result)) if as_json else format_replay(hand, result)
    print(text, file=out)
    return 0


def replay_summary(hand: PHHHand, result: HandResult) -> dict[str, object]:
    """The result as plain data: pots (main first), finishing stacks, net winnings.

    Players are 0-based indices in file order, listed in that order; ``shares`` pairs a
    player with its share.
    """
    final = result.final_stacks()
    net = result.winnings()
    return {
        "pots": [
            {
                "amount": pot.pot.amount,
                "eligible": sorted(hand.index_of(seat) for seat in pot.pot.eligible),
                "winners": sorted(hand.index_of(seat) for seat in pot.winners),
                "shares": sorted([hand.index_of(seat), share] for seat, share in pot.shares),
            }
            for pot in result.pots
        ],
        "finishing_stacks": [final[seat] for seat in hand.seats],
        "winnings": [net[seat] for seat in hand.seats],
    }


def format_replay(hand: PHHHand, result: HandResult) -> str:
    """The result as text a dealer reads: pots, returns, then each player's stack."""
    lines = [_pot_line(hand, pot) for pot in result.pots]
    lines.extend(
        f"Returned: {chips(amount)} uncalled to {_who(hand, seat)}"
        for seat, amount in result.returned
    )
    lines.append("Finishing stacks (net winnings):")
    by_seat = {entry.seat: entry for entry in result.seats}
    for seat in hand.seats:
        entry = by_seat[seat]
        lines.append(
            f"  {_who(hand, seat)} (seat {seat}): {chips(entry.final_stack)} ({entry.net:+,})"
        )
    return "\n".join(lines)


def _who(hand: PHHHand, seat: int) -> str:
    """``'p2 Bob'``: the player's file number and name."""
    return f"p{hand.index_of(seat) + 1} {hand.state.config.player(seat)}"


def _pot_line(hand: PHHHand, pot: PotResult) -> str:
    eligible = ", ".join(_who(hand, seat) for seat in pot.pot.eligible)
    winners = ", ".join(_who(hand, seat) for seat in pot.winners)
    shares = ", ".join(f"{_who(hand, seat)} {chips(share)}" for seat, share in pot.shares)
    line = (
        f"{pot.pot.name}: {chips(pot.pot.amount)}; eligible: {eligible}; "
        f"winners: {winners}; shares: {shares}"
    )
    return f"{line} ({pot.winning_hand})" if pot.winning_hand else line

