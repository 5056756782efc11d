"""``feltboard info``: a tournament's setup, standings and money, read from its file (no
Qt), for a person or as JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from app.cli.common import OK, REFUSED, add_file_argument, add_json_option, print_for_reader
from app.cli.language import for_programs
from app.cli.registry import Subparsers, add_command
from app.engine.accounts import bounties_won, house_take, prizes, standings
from app.engine.deal import METHOD_NAMES
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.prizes import place_text as place
from app.engine.tournament import TournamentState
from app.engine.wording import translate
from app.present.cashier_sheet import ledger_data
from app.present.file_damage import notice_lines
from app.store.file_check import ChainReport, check_file
from app.store.locations import backups_dir
from app.store.template import money_value, parse_money
from app.store.tournament_file import TournamentFile


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard info FILE.feltboard [--json]``."""
    info = add_command(subparsers, "info")
    add_file_argument(info)
    add_json_option(info)


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard info``."""
    return run_info(Path(args.file), as_json=args.json, out=out, err=err)


@dataclass(frozen=True, slots=True)
class MoneyLookups:
    """Money the standings do not show: the house fees and each player's bounties."""

    fees: int
    bounties: Mapping[int, int]
    knockouts: Mapping[int, int]


def money_lookups(state: TournamentState) -> MoneyLookups:
    """House fees collected, and bounty money and knockouts won per player id.

    The one place ``info`` asks the engine for fees and bounties: the engine's account
    (:func:`house_take`, :func:`bounties_won`) and its knockouts, where a bounty shared by
    several winners counts as a knockout for each of them.
    """
    knockouts: dict[int, int] = {}
    for knockout in state.knockouts:
        for winner in set(knockout.winners):
            knockouts[winner] = knockouts.get(winner, 0) + 1
    return MoneyLookups(house_take(state), bounties_won(state), knockouts)


def run_info(path: Path, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print the setup and standings of the tournament at ``path``, and any damage a
    full check of its events finds (opening checks only what the state needs)."""
    try:
        with TournamentFile.open(path, read_only=True) as file:
            state = file.state
        # Its reasons are read by programs too (--json): in English then.
        with for_programs() if as_json else contextlib.nullcontext():
            findings = check_file(path, backups_dir())
    except (FeltboardError, OSError) as error:
        print(f"feltboard info: {path}: {error}", file=err)
        return REFUSED
    if as_json:
        # What other programs read: the level's blinds in English with plain separators.
        with for_programs():
            info = tournament_info(state, time.time()) | {"integrity": integrity(findings)}
            text = json.dumps(info, indent=2, ensure_ascii=False)
    else:
        damage = notice_lines(findings)
        text = "\n".join(
            (format_info(tournament_info(state, time.time())), *(("", *damage) if damage else ()))
        )
    print_for_reader(text, out)
    return OK


def integrity(findings: ChainReport) -> dict[str, object]:
    """What the full check found, as plain data for ``--json``."""
    return {
        "intact": findings.intact,
        "events_checked": findings.events - findings.unchecked,
        "events_unchecked": findings.unchecked,
        "damaged_events": [
            {"seq": row.seq, "reason": row.reason} for row in findings.damaged
        ],
        "damaged_hands": list(findings.hands),
        "snapshot_intact": findings.snapshot_intact,
        "state_intact": findings.state_intact,
        "unreadable": findings.unreadable,
        "copy_without_damage": None if findings.backup is None else str(findings.backup),
    }


def current_level(state: TournamentState, now: float) -> int:
    """The level of the latest hand dealt; before the first hand, the clock's level now.

    A simulated night runs on its own clock, so the hands, not the wall clock, tell how
    far it went.
    """
    live = [t.hand for t in state.tables if t.hand is not None]
    latest = max(
        [(h.number, h.level_index) for h in state.hands]
        + [(h.number, h.level_index) for h in live],
        default=None,
    )
    index = state.clock(now).index if latest is None else latest[1]
    return state.setup.structure.level_number(index)


def tournament_info(state: TournamentState, now: float) -> dict[str, object]:
    """The setup and standings as plain data; money as a template writes it."""
    setup = state.setup
    currency = setup.currency
    lookups = money_lookups(state)
    players = state.players
    level = current_level(state, now)

    def money(amount: int) -> int | str:
        return money_value(amount, currency)

    return {
        "name": setup.name,
        "date": setup.date,
        "currency": currency.symbol,
        "decimals": currency.decimals,
        "buy_in": money(setup.buy_in),
        "fee": money(setup.fee),
        "starting_stack": setup.starting_stack,
        "bounty": None if setup.bounty is None else money(setup.bounty.amount),
        "players_registered": len(players),
        "players_left": len(state.alive),
        "entries": state.entries,
        "rebuys": sum(p.rebuys for p in players),
        "add_ons": sum(p.add_ons for p in players),
        "re_entries": sum(p.re_entries for p in players),
        "prize_pool": money(state.prize_pool),
        "fees": money(lookups.fees),
        "payouts": {
            str(place): money(amount) for place, amount in enumerate(prizes(state), start=1)
        },
        "players": [
            {
                "name": standing.player.name,
                "chips": standing.chips if standing.place is None else None,
                "place": standing.place,
                "prize": money(standing.prize),
                "bounties": money(lookups.bounties.get(standing.player.id, 0)),
                "knockouts": lookups.knockouts.get(standing.player.id, 0),
                "rebuys": standing.player.rebuys,
                "add_ons": standing.player.add_ons,
                "re_entries": standing.player.re_entries,
            }
            for standing in standings(state)
        ],
        "deals": [
            {
                "method": deal.method,
                "keep": money(deal.keep),
                "ends": deal.ends,
                "shares": {state.player(p).name: money(share) for p, share in deal.shares},
            }
            for deal in state.deals
        ],
        "hands": len(state.hands),
        "level": level,
        "level_text": setup.structure.levels[level - 1].describe(setup.rules.ante_mode),
        "finished": state.is_finished,
        "cashier": ledger_data(state, money),
    }


def format_info(info: Mapping[str, object]) -> str:
    """The info of :func:`tournament_info` as text a host reads."""
    currency = Currency(str(info["currency"]), int(str(info["decimals"])))

    def money(value: object) -> str:
        return currency.format(parse_money(value, currency, "amount"))

    price = money(info["buy_in"]) + (f"+{money(info['fee'])}" if info["fee"] else "")
    stack = chips(int(str(info["starting_stack"])))
    lines = [
        f"{info['name']}" + (f" ({info['date']})" if info["date"] else ""),
        translate("CommandLine", "Buy-in {price}, {chips} chips").format(price=price, chips=stack)
        if info["bounty"] is None
        else translate("CommandLine", "Buy-in {price}, {chips} chips, bounty {bounty}").format(
            price=price, chips=stack, bounty=money(info["bounty"])
        ),
        translate(
            "CommandLine",
            "Entries {entries} ({players} players, {re_entries} re-entries), "
            "rebuys {rebuys}, add-ons {add_ons}",
        ).format(
            entries=info["entries"], players=info["players_registered"],
            re_entries=info["re_entries"], rebuys=info["rebuys"], add_ons=info["add_ons"],
        ),
        translate("CommandLine", "Prize pool {pool}; house fees {fees}").format(
            pool=money(info["prize_pool"]), fees=money(info["fees"])
        ),
        (
            translate("CommandLine", "Level {level} ({blinds}), {hands} hands played, finished")
            if info["finished"]
            else translate(
                "CommandLine", "Level {level} ({blinds}), {hands} hands played, {left} still in"
            )
        ).format(
            level=info["level"], blinds=info["level_text"], hands=info["hands"],
            left=info["players_left"],
        ),
    ]
    cashier = info.get("cashier")
    if isinstance(cashier, dict):
        lines.append(_cashier_line(cashier, money))
    payouts = info["payouts"]
    assert isinstance(payouts, dict)
    if payouts:
        lines.append(translate("CommandLine", "Payouts: {prizes}").format(prizes=", ".join(
            f"{place(int(number))} {money(amount)}" for number, amount in payouts.items()
        )))  # fmt: skip
    deals = info.get("deals", [])
    assert isinstance(deals, list)
    for deal in deals:
        lines.append(_deal_line(deal, money))
    lines.append(translate("CommandLine", "Standings:"))
    players = info["players"]
    assert isinstance(players, list)
    for player in players:
        where = (
            translate("CommandLine", "{chips} chips").format(chips=chips(player["chips"]))
            if player["place"] is None
            else place(player["place"])
        )
        extras = []
        if money(player["prize"]) != money(0):
            extras.append(
                translate("CommandLine", "wins {amount}").format(amount=money(player["prize"]))
            )
        if player["knockouts"]:
            extras.append(_knockouts(player["knockouts"], (
                money(player["bounties"]) if info["bounty"] is not None else None
            )))  # fmt: skip
        lines.append(f"  {player['name']}: {where}" + (f"; {'; '.join(extras)}" if extras else ""))
    return "\n".join(lines)


def _deal_line(deal: Mapping[str, Any], money: Callable[[object], str]) -> str:
    """``'Deal (ICM): Ann €300.00, Bob €200.00; €50.00 kept to play for'``."""
    shares = ", ".join(f"{name} {money(amount)}" for name, amount in deal["shares"].items())
    method = METHOD_NAMES.get(deal["method"])
    # The deal window's names of the methods (its context holds their translations).
    name = translate("DealDialog", method) if method else translate("CommandLine", "Agreed")
    line = translate("CommandLine", "Deal ({method}): {shares}").format(
        method=name, shares=shares
    )
    if money(deal["keep"]) != money(0):
        line += translate("CommandLine", "; {amount} kept to play for").format(
            amount=money(deal["keep"])
        )
    if deal["ends"]:
        line += translate("CommandLine", "; the tournament ended with it")
    return line


def _cashier_line(cashier: Mapping[str, Any], money: Callable[[object], str]) -> str:
    """``'Cashier: €130.00 in the cash box, €0.00 owed by players, €330.00 still to pay
    out; balanced'``."""
    box, books = cashier["cash_box"], cashier["reconciliation"]
    balance = (
        translate("CommandLine", "balanced")
        if books["balanced"]
        else translate("CommandLine", "off by {amount}").format(amount=money(books["difference"]))
    )
    return translate(
        "CommandLine",
        "Cashier: {in_box} in the cash box, {owed} owed by players, {to_pay} still to pay "
        "out; {balance}",
    ).format(
        in_box=money(box["in_box"]), owed=money(books["owed"]), to_pay=money(books["to_pay"]),
        balance=balance,
    )


def _knockouts(count: int, bounties: str | None) -> str:
    """``'2 knockouts, €20.00 in bounties'`` (without the money when there is no bounty)."""
    text = (
        translate("CommandLine", "{count} knockout")
        if count == 1
        else translate("CommandLine", "{count} knockouts")
    ).format(count=count)
    if bounties is None:
        return text
    return translate("CommandLine", "{knockouts}, {amount} in bounties").format(
        knockouts=text, amount=bounties
    )
