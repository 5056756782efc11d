"""The ``feltboard league`` actions, loaded only when ``feltboard league`` runs (through
:mod:`app.cli.league`): SQLAlchemy and Alembic take about a second to import, which no
other command should pay.

Every refusal is one line on stderr (``feltboard league add: ...``) and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from app.engine.errors import FeltboardError
from app.engine.games import Game
from app.engine.league import TIE_BREAKS, format_points
from app.engine.money import Currency
from app.engine.prizes import place_text as place
from app.engine.wording import translate
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
        print(
            translate("LeagueCommand", "feltboard league {action}: {file}: no such file").format(
                action=action, file=error.filename
            ),
            file=err,
        )
        return 1
    except (FeltboardError, OSError) as error:
        print(f"feltboard league {action}: {error}", file=err)
        return 1


def _create(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league, create=True) as store:
        league = store.create_league(args.name, args.formula, args.season)
    print(translate(
        "LeagueCommand", "Created the league {name} at {where}: season {season}, points {formula}"
    ).format(
        name=league.name, where=shown_location(args.league),
        season=" ".join(args.season.split()), formula=league.formula,
    ), file=out)  # fmt: skip
    return 0


def _add(args: argparse.Namespace, out: TextIO) -> int:
    for line in submit(args.league, args.file, args.season, replace=args.replace):
        print(line, file=out)
    return 0


def _remove(args: argparse.Namespace, out: TextIO) -> int:
    submission = read_submission(args.file)
    with LeagueStore.open(args.league) as store:
        season = store.remove_tournament(submission)
    print(translate("LeagueCommand", "Removed {name} ({date}) from season {season}").format(
        name=submission.name, date=submission.played_on, season=season
    ), file=out)  # fmt: skip
    return 0


def _sync(args: argparse.Namespace, out: TextIO) -> int:
    where = shown_location(args.league)
    count = len(outbox.waiting(where))
    if not count:
        print(translate("LeagueCommand", "Nothing waits for {where}").format(where=where), file=out)
        return 0
    lines: list[str] = []
    with LeagueStore.open(args.league) as store:
        sent = send_waiting(store, lines)
    for line in lines:
        print(line, file=out)
    left = len(outbox.waiting(where))
    print((
        translate("LeagueCommand", "Sent {sent} of {count}; {left} still waiting") if left
        else translate("LeagueCommand", "Sent {sent} of {count}")
    ).format(sent=sent, count=count, left=left), file=out)  # fmt: skip
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
    title = translate("LeagueCommand", "{league}, season {season}: {nights}").format(
        league=league.name, season=season.name, nights=_nights_count(season.nights)
    )
    if season.best_nights:
        title = translate("LeagueCommand", "{title}, best {count} nights count").format(
            title=title, count=season.best_nights
        )
    print(title, file=out)
    print(translate("LeagueCommand", "Points: {formula}").format(
        formula=table.formula.describe()
    ), file=out)  # fmt: skip
    # The League window's names of the tie-breaks (its context holds their translations).
    ties = translate("LeagueCommand", ", then ").join(translate("League", t) for t in TIE_BREAKS)
    print(translate("LeagueCommand", "Ties: {ties}").format(ties=ties), file=out)
    if not table.standings:
        print(translate(
            "LeagueCommand", "No nights in this season yet: add one with `feltboard league add`"
        ), file=out)  # fmt: skip
    for row in table.standings:
        points = translate("LeagueCommand", "{points} points").format(
            points=format_points(row.points)
        )
        if row.total != row.points:
            points = translate("LeagueCommand", "{points} (all nights {total})").format(
                points=points, total=format_points(row.total)
            )
        wins = (
            translate("LeagueCommand", "{count} win") if row.wins == 1
            else translate("LeagueCommand", "{count} wins")
        ).format(count=row.wins)  # fmt: skip
        line = translate(
            "LeagueCommand", "{name}: {points}, {nights}, {wins}, best {place}, won {money}"
        ).format(
            name=row.name, points=points, nights=_nights_count(row.nights), wins=wins,
            place=place(row.best_finish), money=_money(table, row.prizes + row.bounties),
        )  # fmt: skip
        print(f"{row.rank:>3}. {line}", file=out)
    return 0


def _nights_count(count: int) -> str:
    """``'1 night'``, ``'3 nights'``."""
    return (
        translate("LeagueCommand", "{count} night") if count == 1
        else translate("LeagueCommand", "{count} nights")
    ).format(count=count)  # fmt: skip


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
    print(translate("LeagueCommand", "Season {season}: {nights}").format(
        season=season.name, nights=_nights_count(len(nights))
    ), file=out)  # fmt: skip
    for n in nights:
        print("  " + translate(
            "LeagueCommand",
            "{date} {name}: {entries} entries, won by {winner}, {prizes} in prizes "
            "(added from {source})",
        ).format(
            date=n.played_on, name=n.name, entries=n.entries, winner=n.winner,
            prizes=currency.format(n.prize_pool), source=n.added_from,
        ), file=out)  # fmt: skip
    return 0


def _season(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        if args.add is not None:
            season = store.add_season(args.add, args.best, args.formula)
            print((
                translate("LeagueCommand", "Added season {season}: points {formula}, best "
                          "{count} nights") if season.best_nights
                else translate("LeagueCommand", "Added season {season}: points {formula}")
            ).format(
                season=season.name, formula=season.formula, count=season.best_nights
            ), file=out)  # fmt: skip
            return 0
        if args.set is not None:
            season = store.change_season(args.set, best=args.best, all_nights=args.all_nights,
                                         formula=args.formula)  # fmt: skip
            print((
                translate("LeagueCommand", "Season {season}: points {formula}, best {count} "
                          "nights") if season.best_nights
                else translate("LeagueCommand", "Season {season}: points {formula}, every "
                               "night counts")
            ).format(
                season=season.name, formula=season.formula, count=season.best_nights
            ), file=out)  # fmt: skip
            return 0
        if args.best is not None or args.formula is not None or args.all_nights:
            raise FeltboardError(
                translate("LeagueCommand", "Say which season: --add SEASON or --set SEASON")
            )
        for season in store.seasons():
            print((
                translate("LeagueCommand", "{season}: {nights}, best {count}, points "
                          "{formula}") if season.best_nights
                else translate("LeagueCommand", "{season}: {nights}, every night, "
                               "points {formula}")
            ).format(
                season=season.name, nights=_nights_count(season.nights),
                count=season.best_nights,
                formula=season.formula,
            ), file=out)  # fmt: skip
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
        extras += [
            translate("LeagueCommand", "also {names}").format(names=", ".join(p.aliases))
        ] if p.aliases else []  # fmt: skip
        print(f"{p.name}: {_nights_count(p.nights)}"
              + (f" ({'; '.join(extras)})" if extras else ""), file=out)  # fmt: skip
    return 0


def _player(args: argparse.Namespace, out: TextIO) -> int:
    photo = Path(args.photo).read_bytes() if args.photo else None
    if photo is not None and not photo.startswith((b"\x89PNG", b"\xff\xd8")):
        raise FeltboardError(
            translate("LeagueCommand", "{file} is not a PNG or JPEG picture").format(
                file=args.photo
            )
        )
    with LeagueStore.open(args.league) as store:
        player = store.update_player(args.player, nickname=args.nickname, email=args.email,
                                     photo=photo)  # fmt: skip
    print((
        translate("LeagueCommand", "{name}: nickname {nickname}, e-mail {email}, a photo")
        if player.has_photo
        else translate("LeagueCommand", "{name}: nickname {nickname}, e-mail {email}, no photo")
    ).format(
        name=player.name, nickname=player.nickname or "-", email=player.email or "-"
    ), file=out)  # fmt: skip
    return 0


def _merge(args: argparse.Namespace, out: TextIO) -> int:
    with LeagueStore.open(args.league) as store:
        kept = store.merge(args.keep, args.duplicate)
    print(translate(
        "LeagueCommand", "{duplicate} is now {name}: {nights} nights together"
    ).format(duplicate=args.duplicate, name=kept.name, nights=kept.nights), file=out)  # fmt: skip
    return 0


def _stats(args: argparse.Namespace, out: TextIO) -> int:
    game = Game(args.game) if getattr(args, "game", None) else None
    with LeagueStore.open(args.league) as store:
        season = store.season(args.season)
        by_name = store.season_stats(season.name, game=game)
    figures: dict[str, Any] = {"season": season.name, "players": players_json(by_name)}
    if game is not None:
        figures["game"] = game.value
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False), file=out)
    elif not by_name and game is not None:
        print(translate("LeagueCommand", "Season {season} has no recorded hands of {game}").format(
            season=season.name, game=game.label
        ), file=out)  # fmt: skip
    elif not by_name:
        print(translate("LeagueCommand", "Season {season} has no recorded hands yet").format(
            season=season.name
        ), file=out)  # fmt: skip
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
    print(f"{player.name}: {_nights_count(len(lines))}", file=out)
    for n in lines:
        finish = place(n.place)
        if n.shared > 1:
            finish = translate("LeagueCommand", "{place} (shared by {count})").format(
                place=finish, count=n.shared
            )
        line = translate(
            "LeagueCommand", "{date} {tournament} (season {season}): {place} of {entries}, "
            "{points} points",
        ).format(
            date=n.played_on, tournament=n.tournament, season=n.season, place=finish,
            entries=n.entries, points=format_points(n.points),
        )  # fmt: skip
        money = n.prize + n.bounties
        if money:
            line = translate("LeagueCommand", "{line}, won {money}").format(
                line=line, money=currency.format(money)
            )
        if n.knockouts:
            line += ", " + (
                translate("LeagueCommand", "{count} knockout") if n.knockouts == 1
                else translate("LeagueCommand", "{count} knockouts")
            ).format(count=n.knockouts)  # fmt: skip
        print(f"  {line}", file=out)
    return 0
