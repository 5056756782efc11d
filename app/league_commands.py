"""The ``feltboard league`` actions, loaded only when one runs: SQLAlchemy and Alembic
take about a second to import, which no other command should pay.

Every refusal is one line on stderr (``feltboard league add: ...``) and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from app.engine.errors import FeltboardError
from app.engine.league import TIE_BREAKS, format_points
from app.engine.money import Currency
from app.engine.prizes import ordinal
from app.store.league import outbox
from app.store.league.database import shown_location
from app.store.league.store import LeagueStore
from app.store.league.submission import read_submission
from app.store.league.submit import send_waiting, submit
from app.store.league.values import SeasonTable
from app.store.stats import players_json, stats_table


def run_league(args: argparse.Namespace, out: TextIO | None = None,
               err: TextIO | None = None) -> int:  # fmt: skip
    """Run ``feltboard league ACTION``; 0 when done, 1 after a one-line refusal
    (``out`` and ``err`` default to the standard streams of the moment)."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    action: str = args.league_command
    handlers: dict[str, Callable[[argparse.Namespace, TextIO], int]] = {
        "create": _create, "add": _add, "standings": _standings, "season": _season,
        "players": _players, "player": _player, "nights": _nights, "merge": _merge,
        "history": _history, "remove": _remove, "sync": _sync, "stats": _stats,
    }  # fmt: skip
    try:
        return handlers[action](args, out)
    except BrokenPipeError:
        # The reader stopped early (``league standings L | head``): not an error of ours.
        return 0
    except FileNotFoundError as error:
        print(f"feltboard league {action}: {error.filename}: no such file", file=err)
        return 1
    except (FeltboardError, OSError) as error:
        print(f"feltboard league {action}: {error}", file=err)
        return 1


def _create(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league, create=True) as store:
        league = store.create_league(args.name, args.formula, args.season)
    print(f"Created the league {league.name} at {shown_location(args.league)}: season "
          f"{' '.join(args.season.split())}, points {league.formula}", file=out)  # fmt: skip
    return 0


def _add(args: argparse.Namespace, out: TextIO) -> int:
    for line in submit(args.league, args.file, args.season, replace=args.replace):
        print(line, file=out)
    return 0


def _remove(args: argparse.Namespace, out: TextIO) -> int:
    submission = read_submission(args.file)
    with LeagueStore.open(args.league) as store:
        season = store.remove_tournament(submission)
    print(f"Removed {submission.name} ({submission.played_on}) from season {season}", file=out)
    return 0


def _sync(args: argparse.Namespace, out: TextIO) -> int:
    where = shown_location(args.league)
    count = len(outbox.waiting(where))
    if not count:
        print(f"Nothing waits for {where}", file=out)
        return 0
    lines: list[str] = []
    with LeagueStore.open(args.league) as store:
        sent = send_waiting(store, lines)
    for line in lines:
        print(line, file=out)
    left = len(outbox.waiting(where))
    print(f"Sent {sent} of {count}" + (f"; {left} still waiting" if left else ""), file=out)
    return 0 if not left else 1


def _money(table: SeasonTable, amount: int) -> str:
    """``amount`` in the league's currency (``'€12'``; bare for points)."""
    return Currency(table.currency, table.decimals).format(amount)


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        league = store.league()
        table = store.standings(args.season)
    season = table.season
    if args.json:
        print(json.dumps(standings_json(league.name, table), indent=2, ensure_ascii=False),
              file=out)  # fmt: skip
        return 0
    best = f", best {season.best_nights} nights count" if season.best_nights else ""
    print(f"{league.name}, season {season.name}: {season.nights} night"
          f"{'s' * (season.nights != 1)}{best}", file=out)  # fmt: skip
    print(f"Points: {table.formula.describe()}", file=out)
    print(f"Ties: {', then '.join(TIE_BREAKS)}", file=out)
    if not table.standings:
        print("No nights in this season yet: add one with `feltboard league add`", file=out)
    for row in table.standings:
        total = f" (all nights {format_points(row.total)})" if row.total != row.points else ""
        print(f"{row.rank:>3}. {row.name}: {format_points(row.points)} points{total}, "
              f"{row.nights} night{'s' * (row.nights != 1)}, {row.wins} win"
              f"{'s' * (row.wins != 1)}, best {ordinal(row.best_finish)}, "
              f"won {_money(table, row.prizes + row.bounties)}", file=out)  # fmt: skip
    return 0


def standings_json(league: str, table: SeasonTable) -> dict[str, object]:
    """The standings as plain data: points as numbers with two decimals at most."""
    season = table.season
    return {
        "league": league,
        "season": season.name,
        "nights": season.nights,
        "best_nights": season.best_nights,
        "formula": table.formula.text(),
        "tie_breaks": list(TIE_BREAKS),
        "currency": table.currency,
        "decimals": table.decimals,
        "standings": [
            {
                "rank": row.rank,
                "player": row.name,
                "points": row.points / 100,
                "points_all_nights": row.total / 100,
                "nights": row.nights,
                "wins": row.wins,
                "best_finish": row.best_finish,
                "knockouts": row.knockouts,
                "prizes": row.prizes,
                "bounties": row.bounties,
                "counted": [s.night for s in row.scores if s.counted],
            }
            for row in table.standings
        ],
    }


def _nights(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        league = store.league()
        season = store.season(args.season)
        nights = store.nights(season.name)
    currency = Currency(league.currency or "", league.decimals or 0)
    if args.json:
        print(json.dumps({"season": season.name, "nights": [
            {"name": n.name, "date": n.played_on, "entries": n.entries, "players": n.players,
             "winner": n.winner, "prizes": n.prize_pool, "file": n.file_name,
             "added_at": n.added_at, "added_from": n.added_from}
            for n in nights
        ]}, indent=2, ensure_ascii=False), file=out)  # fmt: skip
        return 0
    print(f"Season {season.name}: {len(nights)} night{'s' * (len(nights) != 1)}", file=out)
    for n in nights:
        print(f"  {n.played_on} {n.name}: {n.entries} entries, won by {n.winner}, "
              f"{currency.format(n.prize_pool)} in prizes (added from {n.added_from})",
              file=out)  # fmt: skip
    return 0


def _season(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        if args.add is not None:
            season = store.add_season(args.add, args.best, args.formula)
            print(f"Added season {season.name}: points {season.formula}"
                  + (f", best {season.best_nights} nights" if season.best_nights else ""),
                  file=out)  # fmt: skip
            return 0
        if args.set is not None:
            season = store.change_season(args.set, best=args.best, all_nights=args.all_nights,
                                         formula=args.formula)  # fmt: skip
            print(f"Season {season.name}: points {season.formula}, "
                  + (f"best {season.best_nights} nights" if season.best_nights
                     else "every night counts"), file=out)  # fmt: skip
            return 0
        if args.best is not None or args.formula is not None or args.all_nights:
            raise FeltboardError("Say which season: --add SEASON or --set SEASON")
        for season in store.seasons():
            rule = f"best {season.best_nights}" if season.best_nights else "every night"
            print(f"{season.name}: {season.nights} nights, {rule}, points {season.formula}",
                  file=out)  # fmt: skip
    return 0


def _players(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        players = [p for p in store.players() if p.merged_into is None]
    if args.json:
        print(json.dumps({"players": [
            {"name": p.name, "nickname": p.nickname, "email": p.email, "photo": p.has_photo,
             "nights": p.nights, "aliases": list(p.aliases)}
            for p in players
        ]}, indent=2, ensure_ascii=False), file=out)  # fmt: skip
        return 0
    for p in players:
        extras = [f'"{p.nickname}"'] if p.nickname else []
        extras += [p.email] if p.email else []
        extras += [f"also {', '.join(p.aliases)}"] if p.aliases else []
        print(f"{p.name}: {p.nights} night{'s' * (p.nights != 1)}"
              + (f" ({'; '.join(extras)})" if extras else ""), file=out)  # fmt: skip
    return 0


def _player(args: argparse.Namespace, out: TextIO) -> int:
    photo = Path(args.photo).read_bytes() if args.photo else None
    if photo is not None and not photo.startswith((b"\x89PNG", b"\xff\xd8")):
        raise FeltboardError(f"{args.photo} is not a PNG or JPEG picture")
    with LeagueStore.open(args.league) as store:
        player = store.update_player(args.player, nickname=args.nickname, email=args.email,
                                     photo=photo)  # fmt: skip
    print(f"{player.name}: nickname {player.nickname or '-'}, e-mail {player.email or '-'}, "
          f"{'a' if player.has_photo else 'no'} photo", file=out)  # fmt: skip
    return 0


def _merge(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        kept = store.merge(args.keep, args.duplicate)
    print(f"{args.duplicate} is now {kept.name}: {kept.nights} nights together", file=out)
    return 0


def _stats(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        season = store.season(args.season)
        by_name = store.season_stats(season.name)
    figures = {"season": season.name, "players": players_json(by_name)}
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False), file=out)
    elif not by_name:
        print(f"Season {season.name} has no recorded hands yet", file=out)
    else:
        print(stats_table(figures), file=out)
    return 0


def _history(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        league = store.league()
        player, lines = store.history(args.player)
    currency = Currency(league.currency or "", league.decimals or 0)
    if args.json:
        print(json.dumps({"player": player.name, "aliases": list(player.aliases), "nights": [
            {"season": n.season, "tournament": n.tournament, "date": n.played_on,
             "entries": n.entries, "place": n.place, "shared": n.shared, "prize": n.prize,
             "bounties": n.bounties, "knockouts": n.knockouts, "points": n.points / 100,
             "name_entered": n.name_entered}
            for n in lines
        ]}, indent=2, ensure_ascii=False), file=out)  # fmt: skip
        return 0
    print(f"{player.name}: {len(lines)} night{'s' * (len(lines) != 1)}", file=out)
    for n in lines:
        place = ordinal(n.place) + (f" (shared by {n.shared})" if n.shared > 1 else "")
        money = n.prize + n.bounties
        print(f"  {n.played_on} {n.tournament} (season {n.season}): {place} of {n.entries}, "
              f"{format_points(n.points)} points"
              + (f", won {currency.format(money)}" if money else "")
              + (f", {n.knockouts} knockout{'s' * (n.knockouts != 1)}" if n.knockouts else ""),
              file=out)  # fmt: skip
    return 0
