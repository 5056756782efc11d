"""Adding a night to a league: its tournament row, its players (new ones inserted), its
results; a changed night replaces its results only when asked.

Written for both backends in one transaction (which
:meth:`~app.store.league.store.LeagueStore.add_tournament` retries): PostgreSQL relies on
unique keys, so of two hosts adding the same night one adds it; new players are inserted
``ON CONFLICT DO NOTHING`` in name order, so two nights naming the same new player share
one row and cannot deadlock.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection

from app.engine.names import name_key
from app.engine.wording import translate
from app.store.league.checks import MAX_NAME
from app.store.league.schema import leagues, players, results, seasons, tournaments
from app.store.league.submission import ResultLine, Submission
from app.store.league.values import AddOutcome, LeagueStoreError, SeasonInfo

GAMES_KEY = "games"
"""Where a result's stored figures keep each game's counters (older readers ignore it)."""


def now() -> str:
    """The time stamped on a row: UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def add_results(connection: Connection, league_id: int, sub: Submission, season: SeasonInfo,
                replace: bool, server: bool) -> AddOutcome:  # fmt: skip
    """Add a checked submission's night to ``season`` in one transaction (see
    :meth:`~app.store.league.store.LeagueStore.add_tournament`); ``server`` says the
    league is on PostgreSQL."""
    _check_currency(connection, league_id, sub)
    digest = sub.digest()
    inserted = connection.execute(
        insert_skipping(tournaments, server).values(
            league_id=league_id, season_id=season.id, fingerprint=sub.fingerprint,
            results_digest=digest, name=sub.name[:MAX_NAME], played_on=sub.played_on,
            file_name=sub.file_name[:500], entries=sub.entries, buy_in=sub.buy_in,
            currency=sub.currency, decimals=sub.decimals, added_at=now(),
            added_from=socket.gethostname()[:MAX_NAME],
        ).on_conflict_do_nothing().returning(tournaments.c.id)
    ).first()  # fmt: skip
    replaced = False
    if inserted is None:
        existing = connection.execute(
            sa.select(tournaments.c.id, tournaments.c.results_digest,
                      seasons.c.name.label("season"))
            .join(seasons, seasons.c.id == tournaments.c.season_id)
            .where(tournaments.c.league_id == league_id,
                   tournaments.c.fingerprint == sub.fingerprint)
        ).one()  # fmt: skip
        if existing.results_digest == digest:
            return AddOutcome(False, False, existing.season, sub.name, len(sub.results), ())
        if not replace:
            raise LeagueStoreError(
                translate(
                    "LeagueStore",
                    "{tournament} is already in the league (season {season}) with other "
                    "results; add --replace to put these in their place",
                ).format(tournament=sub.name, season=existing.season)
            )
        tournament_id = int(existing.id)
        connection.execute(sa.delete(results).where(results.c.tournament_id == tournament_id))
        connection.execute(
            sa.update(tournaments).where(tournaments.c.id == tournament_id).values(
                results_digest=digest, entries=sub.entries, name=sub.name[:MAX_NAME],
                added_at=now(),
            )
        )  # fmt: skip
        season = replace_season(season, existing.season)
        replaced = True
    else:
        tournament_id = int(inserted.id)
    ids, new = _player_ids(connection, league_id, [r.name for r in sub.results], server)
    _refuse_merged_twice(connection, sub, ids)
    connection.execute(sa.insert(results), [
        {
            "tournament_id": tournament_id, "player_id": ids[name_key(r.name)],
            "name_entered": r.name[:MAX_NAME], "place": r.place, "shared": r.shared,
            "prize": r.prize, "bounties": r.bounties, "knockouts": r.knockouts,
            "rebuys": r.rebuys, "add_ons": r.add_ons, "re_entries": r.re_entries,
            "hand_stats": stored_counts(r),
        }
        for r in sub.results
    ])  # fmt: skip
    return AddOutcome(True, replaced, season.name, sub.name, len(sub.results), new)

def _check_currency(connection: Connection, league_id: int, sub: Submission) -> None:
    """The league counts money in the currency of its first tournament."""
    connection.execute(
        sa.update(leagues).where(leagues.c.id == league_id, leagues.c.currency.is_(None))
        .values(currency=sub.currency, decimals=sub.decimals)
    )  # fmt: skip
    row = connection.execute(
        sa.select(leagues.c.currency, leagues.c.decimals).where(leagues.c.id == league_id)
    ).one()
    if (row.currency, row.decimals) != (sub.currency, sub.decimals):
        points = translate("LeagueStore", "points")
        raise LeagueStoreError(
            translate(
                "LeagueStore",
                "This league counts money in {currency} with {decimals} decimals; "
                "{tournament} was played in {theirs} with {their_decimals}",
            ).format(
                currency=row.currency or points, decimals=row.decimals, tournament=sub.name,
                theirs=sub.currency or points, their_decimals=sub.decimals,
            )
        )

def _player_ids(connection: Connection, league_id: int, names: Sequence[str],
                server: bool) -> tuple[dict[str, int], tuple[str, ...]]:  # fmt: skip
    """Name key to player id, adding the players the league does not know yet.

    Inserted in key order: two hosts adding the same new players take the row locks
    in the same order, so neither waits on the other in a cycle.
    """
    wanted = {name_key(n): n.strip()[:MAX_NAME] for n in names}
    new: list[str] = []
    for key in sorted(wanted):
        row = connection.execute(
            insert_skipping(players, server).values(
                league_id=league_id, name=wanted[key], name_key=key, created_at=now()
            ).on_conflict_do_nothing().returning(players.c.id)
        ).first()  # fmt: skip
        if row is not None:
            new.append(wanted[key])
    rows = connection.execute(
        sa.select(players.c.id, players.c.name_key)
        .where(players.c.league_id == league_id, players.c.name_key.in_(list(wanted)))
    ).all()  # fmt: skip
    return {r.name_key: int(r.id) for r in rows}, tuple(new)

def _refuse_merged_twice(connection: Connection, sub: Submission,
                         ids: dict[str, int]) -> None:  # fmt: skip
    roots = _roots(connection, list(ids.values()))
    seen: dict[int, str] = {}
    for line in sub.results:
        root = roots[ids[name_key(line.name)]]
        if root in seen:
            raise LeagueStoreError(
                translate(
                    "LeagueStore",
                    "{first} and {second} both played {tournament}, but the league merged "
                    "them into one player: they are two people",
                ).format(first=seen[root], second=line.name, tournament=sub.name)
            )
        seen[root] = line.name

def _roots(connection: Connection, ids: Sequence[int]) -> dict[int, int]:
    rows = connection.execute(
        sa.select(players.c.id, players.c.merged_into).where(players.c.id.in_(list(ids)))
    ).all()
    return {int(r.id): int(r.merged_into or r.id) for r in rows}


def insert_skipping(table: sa.Table, server: bool) -> Any:
    """An INSERT that can skip rows clashing with a unique key, on either backend."""
    return pg_insert(table) if server else sqlite_insert(table)


def replace_season(season: SeasonInfo, name: str) -> SeasonInfo:
    """``season`` named as the season a replaced tournament stays in (its outcome says
    where it is; the night keeps its season)."""
    return SeasonInfo(season.id, name, season.formula, season.best_nights, season.nights)


def stored_counts(line: ResultLine) -> str | None:
    """A result's figures as kept with it: the night's counters and, under ``"games"``,
    the counters of each game (``None`` when the night's hands were not recorded)."""
    if line.stats is None:
        return None
    counts = line.stats.counts()
    if line.game_stats:
        counts[GAMES_KEY] = {game: stats.counts() for game, stats in line.game_stats}
    return json.dumps(counts)
