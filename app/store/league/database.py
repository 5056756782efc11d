"""Where a league lives: file paths and ``postgresql://`` addresses, the SQLAlchemy
engine for each, and the Alembic migrations that build and upgrade its tables."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection, Engine

from app.engine.wording import translate
from app.store.league.location import is_server
from app.store.league.values import LeagueStoreError

MIGRATIONS: Final = Path(__file__).with_name("migrations")
MIGRATION_LOCK: Final = 7_417_001
"""PostgreSQL advisory lock held while the schema is checked and upgraded."""
CONNECT_TIMEOUT: Final = 5
SQLITE_BUSY_TIMEOUT: Final = 30


def database_url(location: str) -> sa.URL:
    """The SQLAlchemy URL of a league: a file path or a ``postgresql://`` URL.

    >>> database_url("postgresql://club@db/league").drivername
    'postgresql+psycopg'
    >>> database_url("/tmp/friday.league").database
    '/tmp/friday.league'
    """
    if is_server(location):
        try:
            url = sa.make_url(location)
        except (sa.exc.ArgumentError, ValueError) as error:  # ValueError: a port not a number
            raise LeagueStoreError(
                translate("LeagueStore", "Not a PostgreSQL address: {location} ({reason})").format(
                    location=repr(location), reason=error
                )
            ) from None
        return url.set(drivername="postgresql+psycopg")
    return sa.URL.create("sqlite", database=str(Path(location).expanduser().absolute()))


def shown_location(location: str) -> str:
    """The league's address with any password hidden (for messages and the outbox).

    >>> shown_location("postgresql://ann:secret@db/club")
    'postgresql://ann@db/club'
    """
    if not is_server(location):
        return location
    try:
        url = sa.make_url(location)
    except (sa.exc.ArgumentError, ValueError):
        return location
    bare = sa.URL.create(url.drivername, url.username, None, url.host, url.port, url.database,
                         url.query)  # fmt: skip
    return bare.render_as_string(hide_password=False)


def make_engine(location: str) -> Engine:
    """An engine for ``location``: SQLite writers queue at ``BEGIN IMMEDIATE``; a server
    that does not answer in a few seconds is reported unreachable."""
    url = database_url(location)
    if url.drivername.startswith("postgresql"):
        return sa.create_engine(url, connect_args={"connect_timeout": CONNECT_TIMEOUT},
                                pool_pre_ping=True)  # fmt: skip
    # Pooled: closing the last connection to a WAL file checkpoints it, which would cost
    # every read a few milliseconds more.
    engine = sa.create_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT})

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        # SQLAlchemy issues BEGIN itself (below); the driver must not start its own.
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @sa.event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest version (a no-op when it is there).

    :raises LeagueStoreError: if a newer Feltboard has upgraded the schema beyond the
        versions this one knows (it cannot read the league safely, nor downgrade it).
    :raises sqlalchemy.exc.OperationalError: if the database cannot be reached.
    """
    scripts = ScriptDirectory(str(MIGRATIONS))
    head = scripts.get_current_head()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(sa.select(sa.func.pg_advisory_xact_lock(MIGRATION_LOCK)))
        current = MigrationContext.configure(connection).get_current_revision()
        if current == head:
            return
        if current is not None and current not in {s.revision for s in scripts.walk_revisions()}:
            raise LeagueStoreError(
                translate(
                    "LeagueStore",
                    "This league was written by a newer version of Feltboard (its tables are at "
                    "version {version}); update Feltboard to open it",
                ).format(version=current)
            )
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def use_wal(engine: Engine) -> None:
    """Readers never wait for a writer (set once a league's tables exist: a file that is
    not a league is never changed). Outside any transaction, as SQLite requires."""
    raw = engine.raw_connection()
    try:
        raw.driver_connection.execute("PRAGMA journal_mode = WAL")  # type: ignore[union-attr]
    finally:
        raw.close()


def has_schema(engine: Engine) -> bool:
    """Whether the database holds league tables (opening never builds them uninvited)."""
    with engine.connect() as connection:
        return sa.inspect(connection).has_table("alembic_version")


def is_connection_failure(error: sa.exc.OperationalError) -> bool:
    """Whether PostgreSQL could not be reached or logged into (not a refused statement).

    psycopg reports a failed connection with no SQLSTATE, or class 08 (connection
    exception), 28 (invalid authorization) or 57P0x (the server is shutting down).
    """
    code = getattr(error.orig, "sqlstate", None)
    return error.connection_invalidated or code is None or str(code).startswith(
        ("08", "28", "57P")
    )
