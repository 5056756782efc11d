"""``feltboard chop``: a deal at the final table worked out on the command line (no Qt).

From ``--stacks`` and ``--prizes``, or from a tournament file's live stacks and prizes
(read only: it never records the deal; the console's Make a deal… does).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TextIO

from app.cli.common import BAD_INPUT, OK, add_json_option, print_json
from app.cli.language import for_programs
from app.cli.registry import Subparsers, add_command
from app.engine.accounts import deal_stacks, prizes_to_play_for
from app.engine.deal import METHOD_NAMES, Deal, DealMethod, work_out_deal
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.wording import translate
from app.store.template import TemplateError, parse_money
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard chop``: ``--stacks`` and ``--prizes``, or a tournament file."""
    chop = add_command(
        subparsers,
        "chop",
        description=translate(
            "CommandLine",
            "Share the prizes still to be won among the players left, by ICM "
            "(Malmuth-Harville) or chip chop (everyone gets the lowest prize, the rest goes "
            "by chips). Either give --stacks and --prizes, or a tournament file for its live "
            "stacks and prizes (read only). Shares are printed in the smallest currency unit "
            "(cents with --decimals 2) and add up exactly to the prizes dealt.",
        ),
    )
    chop.add_argument("file", nargs="?", metavar="FILE.feltboard")
    chop.add_argument("--stacks", nargs="+", type=int, metavar="CHIPS")
    chop.add_argument(
        "--prizes", nargs="+", metavar="MONEY",
        help=translate(
            "CommandLine", "the prizes still to be won, best first, as money (500 or 500.00)"
        ),
    )  # fmt: skip
    chop.add_argument("--method", choices=("icm", "chip"), default="icm")
    chop.add_argument(
        "--keep", default="0", metavar="MONEY",
        help=translate(
            "CommandLine", "money left to play for, taken off the top prizes; the winner gets it"
        ),
    )  # fmt: skip
    chop.add_argument(
        "--decimals", type=int, default=2, choices=range(4), metavar="N",
        help=translate(
            "CommandLine", "decimals of the currency the prizes are in (default 2: cents)"
        ),
    )  # fmt: skip
    add_json_option(chop)


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard chop``."""
    return run_chop(args, out=out, err=err)


def run_chop(args: argparse.Namespace, *, out: TextIO, err: TextIO) -> int:
    """Work out a deal from the command line's stacks and prizes, or a file's; print it."""
    try:
        names, deal, currency = _chop_input(args)
    except (FeltboardError, OSError) as error:
        print(f"feltboard chop: {error}", file=err)
        return BAD_INPUT
    if args.json:
        # What other programs read stays English: the numbered players too.
        with for_programs():
            report = chop_report(names or numbered_players(len(deal.stacks)), deal, currency)
        print_json(report, out)
    else:
        report = chop_report(names or numbered_players(len(deal.stacks)), deal, currency)
        print(format_chop(report, currency), file=out)
    return OK


def numbered_players(count: int) -> list[str]:
    """``Player 1``, ``Player 2``...: the players of ``--stacks``, in their order."""
    return [
        translate("CommandLine", "Player {number}").format(number=number)
        for number in range(1, count + 1)
    ]


def _chop_input(args: argparse.Namespace) -> tuple[list[str], Deal, Currency]:
    """Names (none for ``--stacks``), the worked-out deal and the currency, from the
    arguments.

    :raises FeltboardError: for arguments that do not make a deal, in words.
    """
    method: DealMethod = "chip" if args.method == "chip" else "icm"
    if args.file is not None:
        if args.stacks or args.prizes:
            raise TemplateError(
                translate(
                    "CommandLine",
                    "give either a tournament file or --stacks and --prizes, not both",
                )
            )
        if not Path(args.file).is_file():
            raise TemplateError(
                translate("CommandLine", "{file}: no such tournament file").format(
                    file=args.file
                )
            )
        with TournamentFile.open(Path(args.file), read_only=True) as file:
            state = file.state
        if state.is_finished:
            raise TemplateError(
                translate(
                    "CommandLine", "{file}: the tournament is over; nothing is left to deal"
                ).format(file=args.file)
            )
        currency = state.setup.currency
        keep = parse_money(args.keep, currency, "--keep")
        to_play_for = prizes_to_play_for(state)
        if not sum(to_play_for):
            raise TemplateError(
                translate(
                    "CommandLine", "{file}: no prize is left to win, so there is nothing to deal"
                ).format(file=args.file)
            )
        listed = deal_stacks(state)
        names = [state.player(player).name for player, _ in listed]
        stacks = [count for _, count in listed]
        deal = work_out_deal(stacks, to_play_for, method, keep, currency)
        return names, deal, currency
    if not args.stacks or not args.prizes:
        raise TemplateError(
            translate("CommandLine", "give the players' --stacks and the --prizes still to be won")
        )
    currency = Currency("", args.decimals)
    prizes_left = [parse_money(text, currency, "--prizes") for text in args.prizes]
    keep = parse_money(args.keep, currency, "--keep")
    return [], work_out_deal(args.stacks, prizes_left, method, keep, currency), currency


def chop_report(names: Sequence[str], deal: Deal, currency: Currency) -> dict[str, object]:
    """The deal as plain data: every amount in the smallest currency unit."""
    return {
        "method": deal.method,
        "decimals": currency.decimals,
        "players": [
            {"name": name, "stack": stack, "share": share}
            for name, stack, share in zip(names, deal.stacks, deal.shares, strict=True)
        ],
        "prizes": list(deal.prizes),
        "keep": deal.keep,
        "total_stacks": sum(deal.stacks),
        "total_shares": sum(deal.shares),
        "total_prizes": deal.total,
    }


def format_chop(report: Mapping[str, object], currency: Currency) -> str:
    """The deal as a host reads it: each share in the smallest unit and as money."""
    players = report["players"]
    keep = report["keep"]
    assert isinstance(players, list) and isinstance(keep, int)
    # The deal window's names of the methods (its context holds their translations).
    method = translate("DealDialog", METHOD_NAMES["chip" if report["method"] == "chip" else "icm"])
    title = (
        translate("CommandLine", "{method} deal (cents):")
        if currency.decimals == 2
        else translate("CommandLine", "{method} deal (smallest units):")
    )
    dealt = translate("CommandLine", "Dealt")
    width = max([len(dealt)] + [len(str(p["name"])) for p in players])
    stacks = [
        translate("CommandLine", "{chips} chips").format(chips=chips(int(p["stack"])))
        for p in players
    ]
    column = max(17, *(len(text) for text in stacks))
    lines = [title.format(method=method)]
    for player, stack in zip(players, stacks, strict=True):
        share = int(player["share"])
        lines.append(
            f"  {player['name']!s:<{width}}  {stack:>{column}}  "
            f"{share:>10}  ({currency.format(share)})"
        )
    total = int(str(report["total_shares"]))
    lines.append(f"  {dealt:<{width}}  {'':>{column}}  {total:>10}  ({currency.format(total)})")
    if keep:
        lines.append("  " + translate(
            "CommandLine", "Kept to play for: {amount} ({money}), to the winner"
        ).format(amount=keep, money=currency.format(keep)))  # fmt: skip
    return "\n".join(lines)
