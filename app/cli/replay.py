"""``feltboard replay``: one PHH hand replayed by the engine (no Qt), its pots, stacks and
winnings for a person or as JSON.
"""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from app.cli.common import BAD_INPUT, OK, add_json_option
from app.cli.registry import Subparsers, add_command
from app.engine.errors import chips
from app.engine.pots import pot_label
from app.engine.results import HandResult, PotResult
from app.engine.wording import translate
from app.store.phh import PHHError, PHHHand, load_phh


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard replay FILE.phh [--json]``."""
    replay = add_command(
        subparsers,
        "replay",
        description=translate(
            "CommandLine",
            "Replay a PHH hand history (variants NT, PT, FT, PO, FO/8, NS, F7S, F7S/8, FR) through "
            "Feltboard's rules and "
            "print each pot, the finishing stacks and the net winnings. Players are "
            "numbered in file order: p1 is the first player after the button.",
        ),
    )
    replay.add_argument(
        "file", metavar="FILE.phh", help=translate("CommandLine", "the PHH file to replay")
    )
    add_json_option(
        replay,
        translate("CommandLine", "print one JSON object (player indices 0-based in file order)"),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard replay``."""
    return run_replay(args.file, as_json=args.json, out=out, err=err)


def run_replay(path: str, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Replay the PHH file at ``path``; print the result, or the error in one line and
    return :data:`BAD_INPUT`.

    Nothing is printed to ``out`` unless the whole hand replays.
    """
    try:
        hand = load_phh(path)
        result = hand.result()
    except PHHError as error:
        print(f"feltboard replay: {path}: {error}", file=err)
        return BAD_INPUT
    text = json.dumps(replay_summary(hand, result)) if as_json else format_replay(hand, result)
    print(text, file=out)
    return OK


def replay_summary(hand: PHHHand, result: HandResult) -> dict[str, object]:
    """The result as plain data: pots (main first), finishing stacks, net winnings.

    Players are 0-based indices in file order, listed in that order; ``shares`` pairs a
    player with its share.
    """
    final = result.final_stacks()
    net = result.winnings()
    return {
        "pots": [_pot_summary(hand, pot) for pot in result.pots],
        "finishing_stacks": [final[seat] for seat in hand.seats],
        "winnings": [net[seat] for seat in hand.seats],
    }


def _pot_summary(hand: PHHHand, pot: PotResult) -> dict[str, object]:
    """One pot as plain data; a hi-lo pot split in halves adds ``low_winners`` (the
    ``winners`` then won the high half)."""
    summary: dict[str, object] = {
        "amount": pot.pot.amount,
        "eligible": sorted(hand.index_of(seat) for seat in pot.pot.eligible),
        "winners": sorted(hand.index_of(seat) for seat in pot.winners),
        "shares": sorted([hand.index_of(seat), share] for seat, share in pot.shares),
    }
    if pot.split_hi_lo:
        summary["low_winners"] = sorted(hand.index_of(seat) for seat in pot.low_winners)
    return summary


def format_replay(hand: PHHHand, result: HandResult) -> str:
    """The result as text a dealer reads: pots, returns, then each player's stack."""
    lines = [_pot_line(hand, pot) for pot in result.pots]
    lines.extend(
        translate("CommandLine", "Returned: {chips} uncalled to {player}").format(
            chips=chips(amount), player=_who(hand, seat)
        )
        for seat, amount in result.returned
    )
    lines.append(translate("CommandLine", "Finishing stacks (net winnings):"))
    by_seat = {entry.seat: entry for entry in result.seats}
    for seat in hand.seats:
        entry = by_seat[seat]
        net = ("+" if entry.net >= 0 else "-") + chips(abs(entry.net))
        lines.append(
            "  " + translate("CommandLine", "{player} (seat {seat}): {chips} ({net})").format(
                player=_who(hand, seat), seat=seat, chips=chips(entry.final_stack), net=net
            )
        )
    return "\n".join(lines)


def _who(hand: PHHHand, seat: int) -> str:
    """``'p2 Bob'``: the player's file number and name."""
    return f"p{hand.index_of(seat) + 1} {hand.state.config.player(seat)}"


def _pot_line(hand: PHHHand, pot: PotResult) -> str:
    eligible = ", ".join(_who(hand, seat) for seat in pot.pot.eligible)
    winners = ", ".join(_who(hand, seat) for seat in pot.winners)
    shares = ", ".join(f"{_who(hand, seat)} {chips(share)}" for seat, share in pot.shares)
    if pot.split_hi_lo:
        return _hi_lo_pot_line(hand, pot, eligible, shares)
    line = translate(
        "CommandLine", "{pot}: {chips}; eligible: {eligible}; winners: {winners}; shares: {shares}"
    ).format(
        pot=pot_label(pot.pot.index), chips=chips(pot.pot.amount), eligible=eligible,
        winners=winners,
        shares=shares,
    )  # fmt: skip
    return f"{line} ({pot.winning_hand})" if pot.winning_hand else line


def _hi_lo_pot_line(hand: PHHHand, pot: PotResult, eligible: str, shares: str) -> str:
    """A pot split in a high and a low half, each with its winners and hand."""
    high = ", ".join(_who(hand, seat) for seat in pot.winners)
    low = ", ".join(_who(hand, seat) for seat in pot.low_winners)
    if pot.winning_hand:
        high = f"{high} ({pot.winning_hand})"
    if pot.low_value is not None:
        low = f"{low} ({pot.low_value.describe()})"
    return translate(
        "CommandLine",
        "{pot}: {chips}; eligible: {eligible}; high: {high}; low: {low}; shares: {shares}",
    ).format(
        pot=pot_label(pot.pot.index), chips=chips(pot.pot.amount), eligible=eligible,
        high=high, low=low, shares=shares,
    )  # fmt: skip
