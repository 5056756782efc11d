"""Composition root: command-line sub-commands and the desktop app.

Sub-commands run without Qt: ``feltboard replay FILE.phh [--json]`` replays a PHH hand
history through the engine and prints its pots, finishing stacks and net winnings.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from app import __version__
from app.engine.errors import chips
from app.engine.results import HandResult, PotResult
from app.store.phh import PHHError, PHHHand, load_phh


def build_parser() -> argparse.ArgumentParser:
    """The ``feltboard`` command line: no sub-command starts the desktop app."""
    parser = argparse.ArgumentParser(
        prog="feltboard",
        description="Feltboard: run a live poker tournament at a home-game table.",
    )
    parser.add_argument("--version", action="version", version=f"feltboard {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sub-command named in ``argv`` (default: ``sys.argv``)."""
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command is None:
        parser.print_help()
        return 0
    if args.command == "replay":
        return run_replay(args.file, as_json=args.json, out=sys.stdout, err=sys.stderr)
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

