"""Composition root: command-line sub-commands and the desktop app.

``feltboard`` alone opens the dealer console on a ready demo tournament; ``feltboard
FILE.feltboard`` opens a tournament. Sub-commands: ``new`` (a tournament from a template),
``template`` (a preset or a tournament's setup as a template file), ``info`` (setup and
standings), ``replay`` (PHH hand, no Qt), ``simulate`` (a whole random tournament),
``export`` (hand histories, no Qt), ``serve`` (the tournament on the network, no
window), ``print`` (a sheet as a PDF, no window: :mod:`app.print_cli`), ``chop`` (a deal
at the final table, no Qt: :mod:`app.chop_cli`), ``stats`` (each player's figures from
the recorded hands, no Qt), ``league`` (players, seasons and points across nights:
:mod:`app.league_cli`), and ``--self-test`` (windows offscreen, one scripted hand).

Qt is imported only by the commands that need it, inside them, so the file commands start
without loading Qt.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TextIO

from app import __version__
from app.chop_cli import BAD_INPUT, add_chop_parser, run_chop
from app.engine.accounts import (
    bounties_won,
    house_take,
    prizes,
    standings,
)
from app.engine.deal import METHOD_NAMES
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.presets import preset_named
from app.engine.prizes import ordinal
from app.engine.results import HandResult, PotResult
from app.engine.tournament import TournamentState, setup_from_preset
from app.engine.tournament_events import TournamentSetup
from app.league_cli import add_league_parser, run_league
from app.print_cli import add_print_parser, run_print
from app.store.export import MAX_WORKERS, PARALLEL_FROM, export_format, export_tournament
from app.store.locations import find_template, with_suffix
from app.store.phh import PHHError, PHHHand, load_phh
from app.store.stats import stats_table, tournament_stats
from app.store.template import (
    TemplateError,
    money_value,
    parse_money,
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
        description="Feltboard: run a live poker tournament at a home-game table.",
    )
    parser.add_argument("--version", action="version", version=f"feltboard {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the windows offscreen, play one scripted hand, exit 0 if all is well",
    )
    parser.add_argument(
        "--league",
        metavar="LEAGUE",
        help="the league the console uses from now on: a league file or a club's "
        "postgresql://user@host/database address (remembered in the settings)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    open_parser = commands.add_parser(
        "open", help="open a tournament file in the dealer console (also: feltboard FILE)"
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
    source = simulate.add_mutually_exclusive_group()
    source.add_argument(
        "--template",
        metavar="T.toml",
        help="the tournament's setup: a template file, or the name of one of your templates",
    )
    source.add_argument("--preset", help=f"tournament preset (default: {DEFAULT_PRESET})")
    simulate.add_argument(
        "--seats", type=int, help="seats per table (default: the template's, or 9)"
    )


def _add_new(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    new = commands.add_parser(
        "new",
        help="create a tournament file from a template (or a preset)",
        description="Create a tournament file, ready to register players, from a template "
        "file (.toml or .json, see the README) or a preset. An existing file is never "
        "overwritten; a template with a bad value creates nothing.",
    )
    new.add_argument("file", metavar="FILE.feltboard", help="the file to create")
    source = new.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--template",
        metavar="T.toml",
        help="a template file, or the name of one of your templates",
    )
    source.add_argument("--preset", metavar="NAME", help="a built-in preset")
    new.add_argument("--name", help="the tournament's name (default: the template's)")


def _add_template(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    template = commands.add_parser(
        "template",
        help="write a preset or a tournament's setup as a template file",
        description="Write a preset or the setup of a tournament file as a template "
        "(TOML or JSON by the --out suffix; TOML on the screen without --out). Edit it, "
        "then create a night from it with `feltboard new`.",
    )
    source = template.add_mutually_exclusive_group(required=True)
    source.add_argument("--preset", metavar="NAME", help="a built-in preset")
    source.add_argument(
        "--from", dest="source", metavar="FILE.feltboard", help="a tournament file"
    )
    template.add_argument("--out", metavar="T.toml", help="the file to write (.toml or .json)")
    template.add_argument(
        "--force", action="store_true", help="replace --out if it exists"
    )


def _add_info(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    info = commands.add_parser(
        "info", help="print a tournament's setup and standings"
    )
    info.add_argument("file", metavar="FILE.feltboard")
    info.add_argument("--json", action="store_true", help="print one JSON object")


def _add_stats(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = commands.add_parser(
        "stats", help="print each player's statistics from a tournament's recorded hands"
    )
    stats.add_argument("file", metavar="FILE.feltboard")
    stats.add_argument("--json", action="store_true", help="print one JSON object")


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


def _add_serve(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser(
        "serve",
        help="show a tournament on the home network (TV and phone pages), no window",
        description="Serve a tournament's clock, blinds, seats and payouts to browsers: "
        "/tv for a screen, /players for phones, /api/state as JSON. Listens only on the "
        "address given (this computer alone by default). Ctrl+C stops it.",
    )
    serve.add_argument("file", metavar="FILE.feltboard")
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="ADDR",
        help="the address to listen on: this computer's address on the home network "
        "(like 192.168.1.20) to share it (default: 127.0.0.1, this computer only)",
    )
    serve.add_argument(
        "--port", type=_port, default=8765, help="the web port (default: 8765; live "
        "updates use the next one up)"
    )


def _port(text: str) -> int:
    """A port number a host may listen on."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 1 to 65535, not {text!r}")
    return int(text)


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
        return run_serve(Path(args.file), args.host, args.port)
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


def run_serve(path: Path, host: str, port: int) -> int:
    """Serve the tournament at ``path`` to browsers until Ctrl+C."""
    # Imported here: the service is a QtCore object, and the file commands skip Qt.
    from app.service.headless import run_serve as serve

    return serve(path, host, port, sys.stdout, sys.stderr)


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
    print(
        f"{args.file}: {report.hands} hands, {report.entries} entries "
        f"({report.rebuys} rebuys, {report.add_ons} add-ons, {report.re_entries} "
        f"re-entries), {report.players_left} player{'s' * (report.players_left != 1)} left, "
        f"level {report.level_number}"
        + (", tournament finished" if report.finished else "")
    )
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
            raise TemplateError(f"{path}: {error}") from None
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
            raise FileExistsError(f"{path} already exists; a tournament is never overwritten")
        TournamentFile.create(path, setup).close()
    except (FeltboardError, OSError) as error:
        print(f"feltboard new: {error}", file=sys.stderr)
        return 1
    print(f"Created {path}: {describe_setup(setup)}")
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
            raise FileExistsError(f"{out} already exists; add --force to replace it")
        write_template(setup, out)
    except (FeltboardError, OSError) as error:
        print(f"feltboard template: {error}", file=sys.stderr)
        return 1
    print(f"Wrote {args.out}: {describe_setup(setup)}")
    return 0


def describe_setup(setup: TournamentSetup) -> str:
    """The night in one line: ``'Friday, €40.00+€5.00, 20,000 chips, 14 levels'``."""
    currency = setup.currency
    price = currency.format(setup.buy_in)
    if setup.fee:
        price += f"+{currency.format(setup.fee)}"
    plurals = {"rebuy": "rebuys", "add-on": "add-ons", "re-entry": "re-entries"}
    offers = [plurals[o.kind.label] for o in setup.rebuys.options]
    if setup.bounty is not None:
        offers.append(f"{currency.format(setup.bounty.amount)} bounty")
    levels = len(setup.structure.levels)
    return (
        f"{setup.name}, {price}, {chips(setup.starting_stack)} chips, {levels} levels"
        + (f", {', '.join(offers)}" if offers else ", freezeout")
    )


# ----- info ------------------------------------------------------------------------------


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
    """Print the setup and standings of the tournament at ``path``."""
    try:
        with TournamentFile.open(path, read_only=True) as file:
            state = file.state
    except (FeltboardError, OSError) as error:
        print(f"feltboard info: {path}: {error}", file=err)
        return 1
    info = tournament_info(state, time.time())
    text = json.dumps(info, indent=2, ensure_ascii=False) if as_json else format_info(info)
    try:
        print(text, file=out, flush=True)
    except BrokenPipeError:
        # The reader stopped early (``feltboard info F | head``): not an error of ours.
        # Point stdout at nothing so Python's own flush at exit does not complain.
        if out is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def run_stats(path: Path, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print every player's statistics from the hands recorded in ``path``."""
    if not path.is_file():
        print(f"feltboard stats: {path}: no such tournament file", file=err)
        return 1
    try:
        with TournamentFile.open(path, read_only=True) as file:
            figures = tournament_stats(file).as_json()
    except (FeltboardError, OSError) as error:
        print(f"feltboard stats: {path}: {error}", file=err)
        return 1
    text = json.dumps(figures, indent=2, ensure_ascii=False) if as_json else stats_table(figures)
    print(text, file=out, flush=True)
    return 0


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
    }


def format_info(info: Mapping[str, object]) -> str:
    """The info of :func:`tournament_info` as text a host reads."""
    currency = Currency(str(info["currency"]), int(str(info["decimals"])))

    def money(value: object) -> str:
        return currency.format(parse_money(value, currency, "amount"))

    price = money(info["buy_in"]) + (f"+{money(info['fee'])}" if info["fee"] else "")
    lines = [
        f"{info['name']}" + (f" ({info['date']})" if info["date"] else ""),
        f"Buy-in {price}, {chips(int(str(info['starting_stack'])))} chips"
        + (f", bounty {money(info['bounty'])}" if info["bounty"] is not None else ""),
        f"Entries {info['entries']} ({info['players_registered']} players, "
        f"{info['re_entries']} re-entries), rebuys {info['rebuys']}, "
        f"add-ons {info['add_ons']}",
        f"Prize pool {money(info['prize_pool'])}; house fees {money(info['fees'])}",
        f"Level {info['level']} ({info['level_text']}), {info['hands']} hands played, "
        + ("finished" if info["finished"] else f"{info['players_left']} still in"),
    ]
    payouts = info["payouts"]
    assert isinstance(payouts, dict)
    if payouts:
        lines.append("Payouts: " + ", ".join(
            f"{ordinal(int(place))} {money(amount)}" for place, amount in payouts.items()
        ))  # fmt: skip
    deals = info.get("deals", [])
    assert isinstance(deals, list)
    for deal in deals:
        shares = ", ".join(f"{name} {money(amount)}" for name, amount in deal["shares"].items())
        kept = money(deal["keep"])
        kept = f"; {kept} kept to play for" if kept != money(0) else ""
        ended = "; the tournament ended with it" if deal["ends"] else ""
        name = METHOD_NAMES.get(deal["method"], "Agreed")
        lines.append(f"Deal ({name}): {shares}{kept}{ended}")
    lines.append("Standings:")
    players = info["players"]
    assert isinstance(players, list)
    for player in players:
        where = (
            f"{chips(player['chips'])} chips" if player["place"] is None
            else ordinal(player["place"])
        )
        extras = []
        if money(player["prize"]) != money(0):
            extras.append(f"wins {money(player['prize'])}")
        if player["knockouts"]:
            knockouts = f"{player['knockouts']} knockout{'s' * (player['knockouts'] != 1)}"
            if info["bounty"] is not None:
                knockouts += f", {money(player['bounties'])} in bounties"
            extras.append(knockouts)
        lines.append(f"  {player['name']}: {where}" + (f"; {'; '.join(extras)}" if extras else ""))
    return "\n".join(lines)


def run_export(path: Path, fmt: str, out: Path, *, workers: int | None = None) -> int:
    """Export every finished hand of the tournament at ``path`` into ``out``."""
    try:
        with TournamentFile.open(path, read_only=True) as file:
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
