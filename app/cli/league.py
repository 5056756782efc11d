"""``feltboard league ...``: the league from the command line (no Qt).

LEAGUE is a league file (SQLite) or a ``postgresql://`` address. This module builds the
parser (imported only when ``feltboard league`` runs); the actions live in
:mod:`app.cli.league_actions`, imported only when an action runs: SQLAlchemy and Alembic
cost a second that ``feltboard league --help`` and a refused argument need not pay.
"""

from __future__ import annotations

import argparse
from datetime import date
from typing import TextIO

from app.cli.common import add_json_option, at_least_one
from app.cli.registry import Subparsers, add_command
from app.engine.games import Game
from app.engine.league import DEFAULT_FORMULA
from app.engine.wording import translate


def add_parser(subparsers: Subparsers) -> None:
    """``feltboard league`` and its sub-commands."""
    league = add_command(
        subparsers,
        "league",
        description=translate(
            "LeagueCommand",
            "Keep a league: add finished tournaments, read the standings. LEAGUE is "
            "a league file or a postgresql://user@host/database address shared by a club.",
        ),
    )
    sub = league.add_subparsers(dest="league_command", metavar="ACTION", required=True)
    create = sub.add_parser(
        "create", help=translate("LeagueCommand", "create a league with its first season")
    )
    _league_arg(create)
    create.add_argument(
        "--name", required=True, help=translate("LeagueCommand", "the league's name")
    )
    create.add_argument(
        "--formula", default=DEFAULT_FORMULA,
        help=translate(
            "LeagueCommand",
            "points formula (default {formula}; see the README: table:25,18,..., "
            "sqrt:A, td:A, linear:A; bonuses ;knockout=P ;attendance=P)",
        ).format(formula=DEFAULT_FORMULA),
    )  # fmt: skip
    create.add_argument(
        "--season",
        default=str(date.today().year),
        help=translate("LeagueCommand", "the first season (default: the year)"),
    )
    add = sub.add_parser(
        "add", help=translate("LeagueCommand", "add a finished tournament's results to a season")
    )
    _league_arg(add)
    add.add_argument("file", metavar="FILE.feltboard")
    add.add_argument(
        "--season", help=translate("LeagueCommand", "the season (default: the newest)")
    )
    add.add_argument(
        "--replace", action="store_true",
        help=translate(
            "LeagueCommand",
            "the tournament is there with other results (corrected since): replace them",
        ),
    )  # fmt: skip
    remove = sub.add_parser(
        "remove",
        help=translate("LeagueCommand", "take a tournament out of the league (its players stay)"),
    )
    _league_arg(remove)
    remove.add_argument("file", metavar="FILE.feltboard")
    standings = sub.add_parser("standings", help=translate("LeagueCommand", "a season's standings"))
    _league_arg(standings)
    standings.add_argument(
        "--season", help=translate("LeagueCommand", "the season (default: the newest)")
    )
    _json_option(standings)
    nights = sub.add_parser(
        "nights", help=translate("LeagueCommand", "the results archive: a season's tournaments")
    )
    _league_arg(nights)
    nights.add_argument(
        "--season", help=translate("LeagueCommand", "the season (default: the newest)")
    )
    _json_option(nights)
    season = sub.add_parser(
        "season", help=translate("LeagueCommand", "list the seasons, add one or change one")
    )
    _league_arg(season)
    what = season.add_mutually_exclusive_group()
    what.add_argument("--add", metavar="SEASON", help=translate("LeagueCommand", "a new season"))
    what.add_argument(
        "--set", metavar="SEASON", help=translate("LeagueCommand", "change this season")
    )
    season.add_argument(
        "--best", type=at_least_one, metavar="N",
        help=translate("LeagueCommand", "count each player's best N nights"),
    )  # fmt: skip
    season.add_argument(
        "--all-nights",
        action="store_true",
        help=translate("LeagueCommand", "count every night again"),
    )
    season.add_argument(
        "--formula", help=translate("LeagueCommand", "points formula (default: the league's)")
    )
    players = sub.add_parser("players", help=translate("LeagueCommand", "the league's players"))
    _league_arg(players)
    _json_option(players)
    player = sub.add_parser(
        "player", help=translate("LeagueCommand", "set a player's nickname, e-mail or photo")
    )
    _league_arg(player)
    player.add_argument("player", metavar="PLAYER")
    player.add_argument(
        "--nickname", help=translate("LeagueCommand", "a nickname (empty to clear)")
    )
    player.add_argument(
        "--email", help=translate("LeagueCommand", "an e-mail address (empty to clear)")
    )
    player.add_argument(
        "--photo",
        metavar="IMAGE",
        help=translate("LeagueCommand", "a photo file (PNG or JPEG, 2 MB)"),
    )
    merge = sub.add_parser(
        "merge", help=translate("LeagueCommand", "make DUPLICATE the same player as KEEP")
    )
    _league_arg(merge)
    merge.add_argument("keep", metavar="KEEP")
    merge.add_argument("duplicate", metavar="DUPLICATE")
    history = sub.add_parser(
        "history", help=translate("LeagueCommand", "a player's nights, places, prizes and points")
    )
    _league_arg(history)
    history.add_argument("player", metavar="PLAYER")
    _json_option(history)
    stats = sub.add_parser(
        "stats",
        help=translate(
            "LeagueCommand", "each player's figures (VPIP, PFR, 3-bet...) over a season's hands"
        ),
    )
    _league_arg(stats)
    stats.add_argument(
        "--season", help=translate("LeagueCommand", "the season (default: the newest)")
    )
    stats.add_argument(
        "--game",
        choices=[game.value for game in Game],
        help=translate("LeagueCommand", "only the hands of this game (default: every game)"),
    )
    _json_option(stats)
    sync = sub.add_parser(
        "sync", help=translate("LeagueCommand", "send the results kept while the server was away")
    )
    _league_arg(sync)


def _json_option(parser: argparse.ArgumentParser) -> None:
    add_json_option(parser, translate("LeagueCommand", "print one JSON object"))


def _league_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "league",
        metavar="LEAGUE",
        help=translate("LeagueCommand", "a league file or postgresql:// URL"),
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``feltboard league ACTION`` (see :func:`app.cli.league_actions.run_league`)."""
    # Imported here: SQLAlchemy and Alembic cost a second that --help need not pay.
    from app.cli.league_actions import run_league

    return run_league(args, out, err)
