"""The league store: one league in an SQLite file or a PostgreSQL database.

One repository, two backends through SQLAlchemy Core, the same schema made by the same
Alembic migrations (run when a league is opened, under a lock so two hosts opening a new
database at once do not both build it). Writes are single transactions:

- SQLite takes its write lock at ``BEGIN IMMEDIATE``, so writers queue (30 s at most);
- PostgreSQL relies on unique keys: a tournament's fingerprint is unique in its league,
  so of two hosts submitting the same night one adds it and the other is told it is
  already there; new players are inserted ``ON CONFLICT DO NOTHING`` in name order, so
  two nights naming the same new player at once share one row and cannot deadlock.

Points are never stored: standings are computed from the results and the season's
formula (:mod:`app.engine.league`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path
from typing import Any, Final

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from app.engine.games import Game
from app.engine.hand_stats import PlayerStats, add_stats
from app.engine.league import (
    Finish,
    Night,
    bonus_points,
    parse_formula,
    place_points,
    standings,
)
from app.engine.names import name_key, search_key
from app.engine.wording import translate
from app.store.league.adding import GAMES_KEY, add_results, insert_skipping, now
from app.store.league.checks import (
    check_best,
    check_submission,
    checked_email,
    checked_name,
    not_created,
)
from app.store.league.database import (
    has_schema,
    is_connection_failure,
    make_engine,
    migrate,
    shown_location,
    use_wal,
)
from app.store.league.location import is_server
from app.store.league.schema import leagues, players, results, seasons, tournaments
from app.store.league.submission import Submission
from app.store.league.values import (
    AddOutcome,
    HistoryLine,
    LeagueInfo,
    LeagueNotFound,
    LeagueStoreError,
    LeagueUnreachable,
    NightInfo,
    PlayerInfo,
    SeasonInfo,
    SeasonTable,
)

WRITE_ATTEMPTS: Final = 4
MAX_PHOTO: Final = 2_000_000


class LeagueStore:
    """One league; open with :meth:`open`, close with :meth:`close` or ``with``."""

    def __init__(self, engine: Engine, location: str) -> None:
        self._engine = engine
        self.location = location
        self._server = engine.dialect.name == "postgresql"

    @classmethod
    def open(cls, location: str, *, create: bool = False) -> LeagueStore:
        """Open the league at ``location`` (a path or ``postgresql://`` URL), upgrading
        its schema; ``create`` allows a new file or an empty database.

        :raises LeagueNotFound: if there is no league there (and ``create`` is off).
        :raises LeagueUnreachable: if the server cannot be reached.
        :raises LeagueStoreError: if the file or database cannot be used.
        """
        if not is_server(location):
            path = Path(location).expanduser()
            if not create and not path.is_file():
                raise LeagueNotFound(
                    translate(
                        "LeagueStore",
                        "There is no league at {location}: create it with "
                        "`feltboard league create {location} --name NAME`",
                    ).format(location=location)
                )
            if create and not path.parent.is_dir():
                raise LeagueStoreError(
                    translate("LeagueStore", "The folder {folder} does not exist").format(
                        folder=path.parent
                    )
                )
        engine = make_engine(location)
        store = cls(engine, location)
        try:
            failed = translate("LeagueStore", "The league could not open {location}: {reason}")
            with store._errors(failed, location=shown_location(location)):
                if not create and not has_schema(engine):
                    raise LeagueNotFound(
                        translate(
                            "LeagueStore",
                            "{location} holds no league: create it with "
                            "`feltboard league create LEAGUE --name NAME`",
                        ).format(location=shown_location(location))
                    )
                migrate(engine)
                if not store._server:
                    use_wal(engine)
            if not create and store._league_row() is None:
                raise LeagueNotFound(
                    translate(
                        "LeagueStore",
                        "{location} holds no league yet: create it with "
                        "`feltboard league create LEAGUE --name NAME`",
                    ).format(location=shown_location(location))
                )
        except BaseException:
            engine.dispose()
            raise
        return store

    def close(self) -> None:
        """Release the connections."""
        self._engine.dispose()

    def __enter__(self) -> LeagueStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _errors(self, failed: str, **fields: object) -> Iterator[None]:
        """Driver errors as our own: unreachable servers, damaged files, refusals.

        ``failed`` says what could not be done, with the driver's ``{reason}`` (and any
        other ``fields``) to fill in; the reason stays in the driver's words.
        """
        try:
            yield
        except sa.exc.OperationalError as error:
            reason = str(error.orig).strip().splitlines()[0] if error.orig else str(error)
            if self._server and is_connection_failure(error):
                raise LeagueUnreachable(
                    translate("LeagueStore", "Cannot reach the league at {location}: {reason}")
                    .format(location=shown_location(self.location), reason=reason)
                ) from None
            raise LeagueStoreError(failed.format(reason=reason, **fields)) from None
        except sa.exc.DatabaseError as error:
            reason = str(error.orig).strip().splitlines()[0] if error.orig else str(error)
            raise LeagueStoreError(failed.format(reason=reason, **fields)) from None

    @contextmanager
    def _writing(self, failed: str) -> Iterator[Connection]:
        with self._errors(failed), self._engine.begin() as connection:
            yield connection

    def _retrying(self, failed: str, work: Any) -> Any:
        """Run ``work(connection)`` in a transaction, again if PostgreSQL chose it as a
        deadlock victim or a serialization failure (another host wrote at that instant)."""
        for attempt in range(WRITE_ATTEMPTS):
            try:
                with self._writing(failed) as connection:
                    return work(connection)
            except LeagueStoreError as error:
                retry = self._server and ("deadlock" in str(error) or "serializ" in str(error))
                if not retry or attempt == WRITE_ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    # ----- league and seasons -------------------------------------------------------------

    def _league_row(self) -> Any:
        failed = translate("LeagueStore", "The league could not read the league: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            return connection.execute(sa.select(leagues).order_by(leagues.c.id)).first()

    def _league_id(self, connection: Connection) -> int:
        row = connection.execute(sa.select(leagues.c.id).order_by(leagues.c.id)).first()
        if row is None:
            raise LeagueNotFound(not_created())
        return int(row.id)

    def create_league(self, name: str, formula: str, first_season: str) -> LeagueInfo:
        """Create the league with its first season.

        :raises LeagueStoreError: if there is one already, or a name is not usable.
        :raises LeagueError: for a formula that cannot be read.
        """
        name = checked_name(name, "league")
        season = checked_name(first_season, "season")
        parsed = parse_formula(formula).text()

        def work(connection: Connection) -> LeagueInfo:
            if self._server:
                # One league per database: two hosts creating it at once must not make
                # two (SQLite's BEGIN IMMEDIATE already queues them).
                connection.execute(sa.text("LOCK TABLE leagues IN SHARE ROW EXCLUSIVE MODE"))
            existing = connection.execute(sa.select(leagues.c.name)).first()
            if existing is not None:
                raise LeagueStoreError(
                    translate(
                        "LeagueStore",
                        "{location} already holds the league {name}; one place holds one league",
                    ).format(location=shown_location(self.location), name=repr(existing.name))
                )
            league_id = connection.execute(
                sa.insert(leagues).values(name=name, formula=parsed, created_at=now())
                .returning(leagues.c.id)
            ).scalar_one()  # fmt: skip
            connection.execute(sa.insert(seasons).values(
                league_id=league_id, name=season, name_key=name_key(season), formula=parsed,
                best_nights=None, created_at=now(),
            ))  # fmt: skip
            return LeagueInfo(name, parsed, None, None)

        failed = translate("LeagueStore", "The league could not be created: {reason}")

        result: LeagueInfo = self._retrying(failed, work)
        return result

    def league(self) -> LeagueInfo:
        """The league's name, default formula and money."""
        row = self._league_row()
        if row is None:
            raise LeagueNotFound(not_created())
        return LeagueInfo(row.name, row.formula, row.currency, row.decimals)

    def seasons(self) -> tuple[SeasonInfo, ...]:
        """Every season, oldest first."""
        nights = (
            sa.select(sa.func.count()).where(tournaments.c.season_id == seasons.c.id)
            .scalar_subquery()
        )  # fmt: skip
        failed = translate("LeagueStore", "The league could not read the seasons: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            rows = connection.execute(
                sa.select(seasons, nights.label("nights")).order_by(seasons.c.id)
            ).all()
        return tuple(
            SeasonInfo(r.id, r.name, r.formula, r.best_nights, int(r.nights)) for r in rows
        )

    def season(self, name: str | None) -> SeasonInfo:
        """The season called ``name`` (any case), or the newest for ``None``.

        :raises LeagueStoreError: naming the seasons there are.
        """
        every = self.seasons()
        if not every:
            raise LeagueStoreError(
                translate("LeagueStore", "This league has no season: add one with `league season`")
            )
        if name is None:
            return every[-1]
        for season in every:
            if name_key(season.name) == name_key(name):
                return season
        known = ", ".join(s.name for s in every)
        raise LeagueStoreError(
            translate("LeagueStore", "No season {name} in this league (seasons: {known})").format(
                name=repr(name), known=known
            )
        )

    def add_season(self, name: str, best: int | None, formula: str | None) -> SeasonInfo:
        """A new season; its formula is ``formula`` or the league's.

        :raises LeagueStoreError: if the name is taken or unusable, or ``best`` < 1.
        :raises LeagueError: for a formula that cannot be read.
        """
        name = checked_name(name, "season")
        check_best(best)
        text = parse_formula(formula).text() if formula is not None else self.league().formula

        def work(connection: Connection) -> None:
            league_id = self._league_id(connection)
            inserted = connection.execute(
                insert_skipping(seasons, self._server).values(
                    league_id=league_id, name=name, name_key=name_key(name), formula=text,
                    best_nights=best, created_at=now(),
                ).on_conflict_do_nothing().returning(seasons.c.id)
            ).first()  # fmt: skip
            if inserted is None:
                raise LeagueStoreError(
                    translate("LeagueStore", "There is already a season {name} in this league")
                    .format(name=repr(name))
                )

        failed = translate("LeagueStore", "The league could not add the season: {reason}")

        self._retrying(failed, work)
        return self.season(name)

    def change_season(self, name: str | None, *, best: int | None = None,
                      all_nights: bool = False, formula: str | None = None) -> SeasonInfo:
        """Change a season's best-N rule (``all_nights`` counts every night again) or its
        formula; its standings follow (points are never stored)."""
        season = self.season(name)
        check_best(best)
        values: dict[str, object] = {}
        if best is not None or all_nights:
            values["best_nights"] = best
        if formula is not None:
            values["formula"] = parse_formula(formula).text()
        if values:
            failed = translate("LeagueStore", "The league could not change the season: {reason}")
            with self._writing(failed) as connection:
                connection.execute(
                    sa.update(seasons).where(seasons.c.id == season.id).values(**values)
                )
        return self.season(season.name)

    # ----- adding a tournament -------------------------------------------------------------

    def add_tournament(self, submission: Submission, season_name: str | None = None,
                       *, replace: bool = False) -> AddOutcome:  # fmt: skip
        """Add a finished tournament's results to a season (the newest by default).

        The same tournament twice changes nothing (``added`` is False). If its results
        changed since (a correction), ``replace`` swaps them in; without it, a refusal.

        :raises LeagueStoreError: for another currency, a tournament in another season,
            changed results without ``replace``, or two names of one merged player.
        :raises LeagueUnreachable: if the server cannot be reached.
        """
        check_submission(submission)
        season = self.season(season_name)

        def work(connection: Connection) -> AddOutcome:
            league_id = self._league_id(connection)
            return add_results(connection, league_id, submission, season, replace, self._server)

        failed = translate("LeagueStore", "The league could not add the tournament: {reason}")

        outcome: AddOutcome = self._retrying(failed, work)
        return outcome

    def remove_tournament(self, submission: Submission) -> str:
        """Take a night out of the league (added by mistake, or to the wrong season: add
        it again with ``--season``); its players stay. Returns the season it was in.

        :raises LeagueStoreError: if the league does not hold that night.
        """

        def work(connection: Connection) -> str:
            found = connection.execute(
                sa.select(tournaments.c.id, seasons.c.name)
                .join(seasons, seasons.c.id == tournaments.c.season_id)
                .where(tournaments.c.league_id == self._league_id(connection),
                       tournaments.c.fingerprint == submission.fingerprint)
            ).first()  # fmt: skip
            if found is None:
                raise LeagueStoreError(
                    translate("LeagueStore", "{tournament} ({date}) is not in this league")
                    .format(tournament=submission.name, date=submission.played_on)
                )
            connection.execute(sa.delete(results).where(results.c.tournament_id == found.id))
            connection.execute(sa.delete(tournaments).where(tournaments.c.id == found.id))
            return str(found.name)

        failed = translate("LeagueStore", "The league could not remove the tournament: {reason}")

        season: str = self._retrying(failed, work)
        return season

    # ----- standings -----------------------------------------------------------------------

    def standings(self, season_name: str | None = None) -> SeasonTable:
        """The standings of a season (the newest by default)."""
        season = self.season(season_name)
        formula = parse_formula(season.formula)
        root = sa.func.coalesce(players.c.merged_into, players.c.id)
        failed = translate("LeagueStore", "The league could not read the standings: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            nights = connection.execute(
                sa.select(tournaments.c.id, tournaments.c.entries, tournaments.c.buy_in,
                          tournaments.c.decimals)
                .where(tournaments.c.season_id == season.id)
                .order_by(tournaments.c.played_on, tournaments.c.id)
            ).all()  # fmt: skip
            lines = connection.execute(
                sa.select(results.c.tournament_id, root.label("player"), results.c.place,
                          results.c.shared, results.c.knockouts, results.c.prize,
                          results.c.bounties)
                .join(players, players.c.id == results.c.player_id)
                .join(tournaments, tournaments.c.id == results.c.tournament_id)
                .where(tournaments.c.season_id == season.id)
            ).all()  # fmt: skip
            names = dict(
                connection.execute(
                    sa.select(players.c.id, players.c.name).where(players.c.merged_into.is_(None))
                ).all()
            )
            league = connection.execute(sa.select(leagues.c.currency, leagues.c.decimals)).one()
        by_night: dict[int, list[Finish]] = {}
        for night, player, place, shared, knockouts, prize, bounties in lines:
            by_night.setdefault(night, []).append(
                Finish(player, place, shared, knockouts, prize, bounties)
            )
        played = [
            Night(int(n.id), n.entries, _whole_units(n.buy_in, n.decimals),
                  tuple(by_night.get(int(n.id), ())))
            for n in nights
        ]  # fmt: skip
        table = standings(played, formula, names, season.best_nights)
        return SeasonTable(season, formula, table, league.currency or "", league.decimals or 0)

    def nights(self, season_name: str | None = None) -> tuple[NightInfo, ...]:
        """The results archive of a season (the newest by default), in the order played."""
        season = self.season(season_name)
        root = sa.func.coalesce(players.c.merged_into, players.c.id)
        kept = players.alias("kept")
        failed = translate("LeagueStore", "The league could not read the nights: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            rows = connection.execute(
                sa.select(tournaments, sa.func.count(results.c.id).label("players"),
                          sa.func.sum(results.c.prize).label("pool"),
                          sa.func.max(sa.case((results.c.place == 1, kept.c.name)))
                          .label("winner"))
                .join(results, results.c.tournament_id == tournaments.c.id)
                .join(players, players.c.id == results.c.player_id)
                .join(kept, kept.c.id == root)
                .where(tournaments.c.season_id == season.id)
                .group_by(*tournaments.c)
                .order_by(tournaments.c.played_on, tournaments.c.id)
            ).all()  # fmt: skip
        return tuple(
            NightInfo(r.name, r.played_on, r.entries, int(r.players), r.winner or "",
                      int(r.pool or 0), r.file_name, r.added_at, r.added_from)
            for r in rows
        )  # fmt: skip

    # ----- players -------------------------------------------------------------------------

    def players(self) -> tuple[PlayerInfo, ...]:
        """Every player, by name; duplicates merged away are listed as aliases."""
        failed = translate("LeagueStore", "The league could not read the players: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            rows = connection.execute(
                sa.select(players.c.id, players.c.name, players.c.nickname, players.c.email,
                          (players.c.photo.is_not(None)).label("has_photo"),
                          players.c.merged_into)
            ).all()  # fmt: skip
            counts: dict[int, int] = dict(
                connection.execute(
                    sa.select(sa.func.coalesce(players.c.merged_into, players.c.id),
                              sa.func.count(results.c.id))
                    .join(results, results.c.player_id == players.c.id)
                    .group_by(sa.func.coalesce(players.c.merged_into, players.c.id))
                ).all()
            )  # fmt: skip
        name_of = {int(r.id): r.name for r in rows}
        aliases: dict[int, list[str]] = {}
        for r in rows:
            if r.merged_into is not None:
                aliases.setdefault(int(r.merged_into), []).append(r.name)
        listed = [
            PlayerInfo(
                int(r.id), r.name, r.nickname, r.email, bool(r.has_photo),
                int(counts.get(r.id, 0)) if r.merged_into is None else 0,
                name_of.get(r.merged_into) if r.merged_into is not None else None,
                tuple(sorted(aliases.get(int(r.id), []), key=str.casefold)),
            )
            for r in rows
        ]  # fmt: skip
        return tuple(sorted(listed, key=lambda p: (p.merged_into is not None,
                                                   p.name.casefold(), p.id)))  # fmt: skip

    def known_players(self, typed: str = "") -> tuple[str, ...]:
        """The league's players whose name or nickname starts with ``typed`` (any case),
        most nights first: what registering offers first."""
        key = name_key(typed)
        found = [
            p for p in self.players()
            if p.merged_into is None and (
                name_key(p.name).startswith(key) or name_key(p.nickname or "").startswith(key)
            )
        ]  # fmt: skip
        return tuple(p.name for p in sorted(found, key=lambda p: (-p.nights, p.name.casefold())))

    def player(self, name: str) -> PlayerInfo:
        """The player called ``name`` (any case or spacing; an alias finds who it was
        merged into; a nickname works when only one player has it).

        :raises LeagueStoreError: if the league has nobody of that name.
        """
        every = self.players()
        key = name_key(name)
        for p in every:
            if name_key(p.name) == key:
                return self.player(p.merged_into) if p.merged_into is not None else p
        nicknamed = [p for p in every if p.merged_into is None and p.nickname
                     and name_key(p.nickname) == key]  # fmt: skip
        if len(nicknamed) == 1:
            return nicknamed[0]
        # Typed as people type a name to find it: without accents, or only its start
        # ("zoe" finds Zoë Ångström), when it names one player alone.
        wanted = search_key(name)
        for found in (
            [p for p in every if search_key(p.name) == wanted],
            [p for p in every if p.merged_into is None and search_key(p.name).startswith(wanted)],
        ):
            if len(found) == 1 and wanted:
                p = found[0]
                return self.player(p.merged_into) if p.merged_into is not None else p
        raise LeagueStoreError(
            translate("LeagueStore", "There is no player {name} in this league").format(
                name=repr(name)
            )
        )

    def update_player(self, name: str, *, nickname: str | None = None,
                      email: str | None = None, photo: bytes | None = None) -> PlayerInfo:
        """Set a player's nickname, e-mail or photo (an empty text clears it)."""
        player = self.player(name)
        values: dict[str, object] = {}
        if nickname is not None:
            values["nickname"] = checked_name(nickname, "nickname") if nickname.strip() else None
        if email is not None:
            values["email"] = checked_email(email)
        if photo is not None:
            if len(photo) > MAX_PHOTO:
                raise LeagueStoreError(
                    translate("LeagueStore", "A player's photo must be at most {size} MB").format(
                        size=MAX_PHOTO // 1_000_000
                    )
                )
            values["photo"] = photo or None
        if values:
            failed = translate("LeagueStore", "The league could not change the player: {reason}")
            with self._writing(failed) as connection:
                connection.execute(
                    sa.update(players).where(players.c.id == player.id).values(**values)
                )
        return self.player(player.name)

    def photo(self, name: str) -> bytes | None:
        """The player's photo, if one was given."""
        player = self.player(name)
        failed = translate("LeagueStore", "The league could not read the photo: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            data = connection.execute(
                sa.select(players.c.photo).where(players.c.id == player.id)
            ).scalar_one()
        return bytes(data) if data is not None else None

    def merge(self, keep: str, duplicate: str) -> PlayerInfo:
        """Make ``duplicate`` an alias of ``keep``: their nights count as one player's.

        Results keep the name they were entered with (the history stays as it was), and
        a later tournament naming the duplicate counts for the kept player.

        :raises LeagueStoreError: if they are one player already or played one night
            together (then they are two people).
        """
        kept, gone = self.player(keep), self.player(duplicate)
        if kept.id == gone.id:
            raise LeagueStoreError(
                translate("LeagueStore", "{keep} and {duplicate} are already one player").format(
                    keep=keep, duplicate=duplicate
                )
            )

        def work(connection: Connection) -> None:
            def nights_of(player: int) -> sa.Select[tuple[int]]:
                return (
                    sa.select(results.c.tournament_id)
                    .join(players, players.c.id == results.c.player_id)
                    .where(sa.func.coalesce(players.c.merged_into, players.c.id) == player)
                )

            both = connection.execute(
                sa.select(tournaments.c.name, tournaments.c.played_on).where(
                    tournaments.c.id.in_(nights_of(kept.id).intersect(nights_of(gone.id)))
                )
            ).first()
            if both is not None:
                raise LeagueStoreError(
                    translate(
                        "LeagueStore",
                        "{first} and {second} both played {tournament} on {date}: they are two "
                        "people, not one",
                    ).format(
                        first=kept.name, second=gone.name, tournament=both.name,
                        date=both.played_on,
                    )
                )
            connection.execute(
                sa.update(players).where(players.c.merged_into == gone.id)
                .values(merged_into=kept.id)
            )  # fmt: skip
            connection.execute(
                sa.update(players).where(players.c.id == gone.id).values(merged_into=kept.id)
            )
            filled = {
                field: getattr(gone, field)
                for field in ("nickname", "email")
                if getattr(kept, field) is None and getattr(gone, field) is not None
            }
            if filled:
                connection.execute(
                    sa.update(players).where(players.c.id == kept.id).values(**filled)
                )

        failed = translate("LeagueStore", "The league could not merge the players: {reason}")

        self._retrying(failed, work)
        return self.player(kept.name)

    def history(self, name: str) -> tuple[PlayerInfo, tuple[HistoryLine, ...]]:
        """A player's nights, oldest first, with the points each earned."""
        player = self.player(name)
        failed = translate("LeagueStore", "The league could not read the history: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            rows = connection.execute(
                sa.select(results, tournaments.c.name.label("tournament"),
                          tournaments.c.played_on, tournaments.c.entries,
                          tournaments.c.buy_in, tournaments.c.decimals,
                          seasons.c.name.label("season"), seasons.c.formula)
                .join(players, players.c.id == results.c.player_id)
                .join(tournaments, tournaments.c.id == results.c.tournament_id)
                .join(seasons, seasons.c.id == tournaments.c.season_id)
                .where(sa.func.coalesce(players.c.merged_into, players.c.id) == player.id)
                .order_by(tournaments.c.played_on, tournaments.c.id)
            ).all()  # fmt: skip
        lines = []
        for r in rows:
            formula = parse_formula(r.formula)
            points = place_points(formula, r.entries, r.place,
                                  _whole_units(r.buy_in, r.decimals), r.shared)  # fmt: skip
            lines.append(HistoryLine(
                r.season, r.tournament, r.played_on, r.entries, r.place, r.shared,
                int(r.prize), int(r.bounties), r.knockouts,
                points + bonus_points(formula, r.knockouts), r.name_entered,
            ))  # fmt: skip
        return player, tuple(lines)


    def season_stats(
        self, season_name: str | None = None, game: Game | None = None
    ) -> dict[str, PlayerStats]:
        """Each player's figures from the recorded hands of a season's nights (the newest
        season by default), by name; duplicates merged away count as who they became.
        Nights added without figures are left out. With ``game``, only the hands of that
        game count (and only its players are named); a night whose figures were kept
        before they were kept per game counts as hold'em, as every such night was."""
        rows, names = self._season_figures(season_name)
        totals: dict[int, PlayerStats] = {}
        for player, text in rows:
            stats = _stored_stats(text, game)
            if game is None or stats.hands:
                add_stats(totals, {player: stats})
        return {names[player]: stats for player, stats in totals.items()}

    def season_games(self, season_name: str | None = None) -> tuple[Game, ...]:
        """The games of a season's recorded hands, in the order games are listed."""
        rows, _ = self._season_figures(season_name)
        played = {game for _, text in rows for game in _stored_games(text)}
        return tuple(game for game in Game if game in played)

    def _season_figures(
        self, season_name: str | None
    ) -> tuple[list[tuple[int, str]], dict[int, str]]:
        """The season's stored figures, (player, text) a result, and every player's name."""
        season = self.season(season_name)
        root = sa.func.coalesce(players.c.merged_into, players.c.id)
        failed = translate("LeagueStore", "The league could not read the statistics: {reason}")
        with self._errors(failed), self._engine.connect() as connection:
            rows = connection.execute(
                sa.select(root.label("player"), results.c.hand_stats)
                .join(players, players.c.id == results.c.player_id)
                .join(tournaments, tournaments.c.id == results.c.tournament_id)
                .where(tournaments.c.season_id == season.id)
                .where(results.c.hand_stats.is_not(None))
            ).all()  # fmt: skip
            names = dict(
                connection.execute(sa.select(players.c.id, players.c.name)).all()
            )
        return [(int(row.player), str(row.hand_stats)) for row in rows], names


def _stored_counts(text: str) -> dict[str, Any]:
    """The counters stored with a result; a damaged entry reads as none."""
    try:
        counts = json.loads(text)
    except ValueError:
        return {}
    return counts if isinstance(counts, dict) else {}


def _stored_stats(text: str, game: Game | None = None) -> PlayerStats:
    """Counters as stored with a result, over the night or of ``game``; a damaged entry
    counts as nothing."""
    counts = _stored_counts(text)
    if game is not None:
        per_game = counts.get(GAMES_KEY)
        if not isinstance(per_game, dict):  # kept before games were: a hold'em night
            per_game = {Game.HOLDEM.value: counts}
        counts = per_game.get(game.value, {})
    try:
        return PlayerStats.from_counts(counts) if isinstance(counts, dict) else PlayerStats()
    except (ValueError, TypeError):
        return PlayerStats()


def _stored_games(text: str) -> tuple[Game, ...]:
    """The games of a result's stored counters (hold'em for those kept before games)."""
    counts = _stored_counts(text)
    if not counts:
        return ()
    per_game = counts.get(GAMES_KEY)
    if not isinstance(per_game, dict):
        return (Game.HOLDEM,)
    return tuple(game for game in Game if game.value in per_game)


def _whole_units(amount: int, decimals: int) -> Decimal:
    """``2000`` cents as ``Decimal('20.00')``: the buy-in the formulas read."""
    return Decimal(int(amount)).scaleb(-int(decimals))
